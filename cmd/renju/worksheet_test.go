package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestWorksheetCommand(t *testing.T) {
	path := filepath.Join(t.TempDir(), "sheet.pdf")
	code, out, errOut := runCmd("", "worksheet", "--type", "find-all", "--level", "2", "--count", "3", "--seed", "5", "--lang", "zh", "-o", path)
	require.Equal(t, exitOK, code, errOut)
	assert.Empty(t, out)
	pdf, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.True(t, bytes.HasPrefix(pdf, []byte("%PDF-")), "a PDF")
	assert.Greater(t, len(pdf), 10_000)

	// A sheet of the generator's version 2 (every lesson covered).
	code, _, errOut = runCmd("", "worksheet", "--type", "is-forbidden", "--count", "1", "--gen-version", "2", "-o", path)
	require.Equal(t, exitOK, code, errOut)

	// To standard output with "-o -".
	code, out, errOut = runCmd("", "worksheet", "--type", "trap", "--count", "1", "-o", "-", "--url=https://example.org/renju/")
	require.Equal(t, exitOK, code, errOut)
	assert.True(t, strings.HasPrefix(out, "%PDF-"))

	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-o", path}, "--type is required"},
		{[]string{"--type", "nope", "-o", path}, `--type "nope": want one of`},
		{[]string{"--type", "trap", "--level", "4", "-o", path}, `--level must be a number from 1 to 3, not "4"`},
		{[]string{"--type", "trap", "--count", "0", "-o", path}, `--count must be a number from 1 to 120, not "0"`},
		{[]string{"--type", "trap", "--seed", "-1", "-o", path}, `--seed "-1": want a non-negative integer`},
		{[]string{"--type", "trap", "--lang", "fr", "-o", path}, `--lang "fr": want en or zh`},
		{[]string{"--type", "trap", "--gen-version", "3", "-o", path}, `--gen-version must be a number from 1 to 2, not "3"`},
		{[]string{"--type", "trap", "--url", "ftp://x/", "-o", path}, `--url "ftp://x/"`},
		{[]string{"--type", "trap", "--url", "http://x/#drills", "-o", path}, `without a #fragment`},
		{[]string{"--type", "trap"}, "-o FILE is required"},
		{[]string{"--type", "trap", "-o", path, "extra"}, `unexpected argument "extra"`},
		{[]string{"--type", "trap", "--colour", "x", "-o", path}, `unknown flag "--colour"`},
	} {
		code, _, errOut := runCmd("", append([]string{"worksheet"}, c.args...)...)
		assert.Equal(t, exitUsage, code, "%v", c.args)
		assert.True(t, strings.HasPrefix(errOut, "renju worksheet: "), "%v: %q", c.args, errOut)
		assert.Contains(t, errOut, c.want, "%v", c.args)
	}
	// An unwritable file is an I/O error.
	code, _, errOut = runCmd("", "worksheet", "--type", "find-all", "--count", "1", "-o", filepath.Join(t.TempDir(), "no", "such", "dir.pdf"))
	assert.Equal(t, exitError, code)
	assert.Contains(t, errOut, "renju worksheet: -o ")
}
