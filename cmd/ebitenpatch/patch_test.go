package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestBuildsGetThePatchedFile writes the patch as make does and asks the
// go command, with the written go.mod, where Ebitengine's internal/ui is:
// the mirror, whose context.go is the module cache's with maxSkipCount 1
// and nothing else changed (the line count too, so that positions in a
// trace stay Ebitengine's), beside the package's other files as they
// were.
func TestBuildsGetThePatchedFile(t *testing.T) {
	out := t.TempDir()
	var stdout, stderr bytes.Buffer
	require.Equal(t, 0, run([]string{"-out", out}, &stdout, &stderr), stderr.String())
	modfile := strings.TrimSpace(stdout.String())
	assert.Equal(t, filepath.Join(out, "go.mod"), modfile)

	list := exec.Command("go", "list", "-modfile="+modfile, "-f", "{{.Dir}}", module+"/"+patchedDir)
	list.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	dir, err := list.CombinedOutput()
	require.NoError(t, err, "%s", dir)
	require.True(t, strings.HasPrefix(strings.TrimSpace(string(dir)), out), "the build reads internal/ui from %s, not the mirror under %s", dir, out)
	got, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(dir)), patchedFile))
	require.NoError(t, err)

	orig := exec.Command("go", "list", "-f", "{{.Dir}}", module+"/"+patchedDir)
	orig.Env = list.Env
	origDir, err := orig.CombinedOutput()
	require.NoError(t, err, "%s", origDir)
	want, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(origDir)), patchedFile))
	require.NoError(t, err)
	assert.Equal(t, strings.Replace(string(want), stockLine, patchedLine, 1), string(got))
	assert.Equal(t, bytes.Count(want, []byte("\n")), bytes.Count(got, []byte("\n")), "the same lines")
	assert.Contains(t, string(got), patchedLine)
	assert.NotContains(t, string(got), "maxSkipCount = 4")

	// ui_js.go: the pixel ratio read at each call.
	got, err = os.ReadFile(filepath.Join(strings.TrimSpace(string(dir)), "ui_js.go"))
	require.NoError(t, err)
	want, err = os.ReadFile(filepath.Join(strings.TrimSpace(string(origDir)), "ui_js.go"))
	require.NoError(t, err)
	assert.Equal(t, strings.Replace(string(want), scaleStock, scalePatched, 1), string(got))
	assert.Equal(t, bytes.Count(want, []byte("\n")), bytes.Count(got, []byte("\n")), "the same lines")
	assert.NotContains(t, string(got), "return m.deviceScaleFactor\n\t}")

	// Run again: nothing to rewrite, the same answer.
	stdout.Reset()
	require.Equal(t, 0, run([]string{"-out", out}, &stdout, &stderr), stderr.String())
	assert.Equal(t, modfile, strings.TrimSpace(stdout.String()))
}

// TestPatchRefusesAnotherSource: a context.go that is not the one the
// patch was written for (an Ebitengine upgrade) fails with a message that
// says to read it again, and is never patched blindly.
func TestPatchRefusesAnotherSource(t *testing.T) {
	good := "func (c *context) drawGame() {\n" +
		"\tif !forceDraw && !c.isOffscreenModified {\n" +
		"\t\tif c.skipCount < maxSkipCount {\n\t\t\tc.skipCount++\n\t\t}\n\t}\n" +
		stockLine +
		"\tif c.skipCount >= maxSkipCount {\n\t\treturn false, nil\n\t}\n}\n"
	patched, err := patch([]byte(good))
	require.NoError(t, err)
	assert.Equal(t, strings.Replace(good, stockLine, patchedLine, 1), string(patched))

	for name, src := range map[string]string{
		"another count":       strings.Replace(good, stockLine, "\tconst maxSkipCount = 5\n", 1),
		"the count twice":     good + stockLine,
		"the test changed":    strings.Replace(good, "c.skipCount >= maxSkipCount", "c.skipCount > maxSkipCount", 1),
		"the counting moved":  strings.Replace(good, "\t\tif c.skipCount < maxSkipCount {\n", "\t\tif c.skipCount <= maxSkipCount {\n", 1),
		"no forced frame":     strings.Replace(good, "!forceDraw && ", "", 1),
		"already patched":     strings.Replace(good, stockLine, patchedLine, 1),
		"an empty file":       "",
		"the line unindented": strings.Replace(good, stockLine, strings.TrimPrefix(stockLine, "\t"), 1),
	} {
		t.Run(name, func(t *testing.T) {
			_, err := patch([]byte(src))
			require.Error(t, err)
			assert.Contains(t, err.Error(), "not the drawGame the patch was written for")
		})
	}
}

// TestScalePatchRefusesAnotherSource: the same for ui_js.go's
// DeviceScaleFactor.
func TestScalePatchRefusesAnotherSource(t *testing.T) {
	good := "func (m *Monitor) DeviceScaleFactor() float64 {\n" + scaleStock + "\n" +
		"\tratio := window.Get(\"devicePixelRatio\").Float()\n" +
		"\tm.deviceScaleFactor = ratio\n\treturn m.deviceScaleFactor\n}\n"
	p := patches[1]
	patched, err := p.apply([]byte(good))
	require.NoError(t, err)
	assert.Equal(t, strings.Replace(good, scaleStock, scalePatched, 1), string(patched))
	for name, src := range map[string]string{
		"no cache":        strings.Replace(good, scaleStock, "", 1),
		"already patched": string(patched),
		"another read":    strings.Replace(good, `window.Get("devicePixelRatio")`, `window.Get("dpr")`, 1),
		"not kept":        strings.Replace(good, "\tm.deviceScaleFactor = ratio\n", "", 1),
	} {
		t.Run(name, func(t *testing.T) {
			_, err := p.apply([]byte(src))
			require.Error(t, err)
			assert.Contains(t, err.Error(), "not the DeviceScaleFactor the patch was written for")
		})
	}
}

// TestFailsLoudly: the command exits non-zero and says why when the
// module's source is not the expected one (here: a mirror directory in
// the way, which it will not overwrite).
func TestFailsLoudly(t *testing.T) {
	out := t.TempDir()
	var stdout, stderr bytes.Buffer
	require.Equal(t, 0, run([]string{"-out", out}, &stdout, &stderr), stderr.String())
	mirrors, err := filepath.Glob(filepath.Join(out, "*@*"))
	require.NoError(t, err)
	require.Len(t, mirrors, 1)
	// A real directory where the mirror links to the module cache's.
	audio := filepath.Join(mirrors[0], "audio")
	require.NoError(t, os.Remove(audio))
	require.NoError(t, os.MkdirAll(filepath.Join(audio, "kept"), 0o755))
	stdout.Reset()
	assert.Equal(t, 1, run([]string{"-out", out}, &stdout, &stderr))
	assert.Empty(t, stdout.String())
	assert.Contains(t, stderr.String(), "ebitenpatch: ")
}
