package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/lessons"
)

func TestLessonsList(t *testing.T) {
	code, out, errOut := runCmd("", "lessons", "list")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "double-three")
	assert.Contains(t, out, "The double-three | 三三禁手")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	assert.Equal(t, 2*len(lessons.All()), len(lines), "two lines per lesson")
}

func TestLessonsListJSON(t *testing.T) {
	code, out, _ := runCmd("", "lessons", "list", "--json")
	require.Equal(t, 0, code)
	var infos []struct {
		ID     string            `json:"id"`
		Title  map[string]string `json:"title"`
		Topics []string          `json:"topics"`
		Needs  []string          `json:"needs"`
		Pages  int               `json:"pages"`
		Tasks  int               `json:"tasks"`
	}
	require.NoError(t, json.Unmarshal([]byte(out), &infos))
	all := lessons.All()
	require.Len(t, infos, len(all))
	for i, in := range infos {
		assert.Equal(t, all[i].ID, in.ID)
		assert.Equal(t, all[i].Title.EN, in.Title["en"])
		assert.Equal(t, all[i].Title.ZH, in.Title["zh"])
		assert.Equal(t, all[i].Topics, in.Topics)
		assert.Equal(t, all[i].Needs, in.Needs)
		assert.Equal(t, len(all[i].Pages), in.Pages)
		assert.Positive(t, in.Tasks)
	}
}

func TestLessonsCheckBuiltIn(t *testing.T) {
	code, out, errOut := runCmd("", "lessons", "check")
	assert.Equal(t, 0, code, errOut)
	assert.Regexp(t, `^ok: \d+ lessons, \d+ claims, \d+ tasks\n$`, out)
}

func TestLessonsCheckFileWithAWrongClaim(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.lesson")
	bad := filepath.Join(dir, "bad.lesson")
	src := `lesson x
title T | 题
topics double-three
summary S | 概
page
text A double-three. | 三三。
board B:f8,g8,h9,h10
check h8 forbidden double-three
check h8 legal
walk h8
task is-forbidden h8
answer no
hint H | 提示
`
	require.NoError(t, os.WriteFile(good, []byte(strings.Replace(src, "check h8 legal\n", "", 1)), 0o644))
	require.NoError(t, os.WriteFile(bad, []byte(src), 0o644))

	code, out, errOut := runCmd("", "lessons", "check", good)
	assert.Equal(t, 1, code, "the stated answer is wrong")
	assert.Empty(t, out)
	assert.Contains(t, errOut, "good.lesson:10: lesson x, page 1: task is-forbidden: the stated answer no is wrong; the judge says yes")

	code, _, errOut = runCmd("", "lessons", "check", bad)
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, "bad.lesson:9: lesson x, page 1: H8: check h8 legal: the judge says: Black at H8 is forbidden")

	code, _, errOut = runCmd("", "lessons", "check", filepath.Join(dir, "missing.lesson"))
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, "missing.lesson")

	broken := filepath.Join(dir, "broken.lesson")
	require.NoError(t, os.WriteFile(broken, []byte(strings.Replace(src, "check h8 legal", "check h8 legl", 1)), 0o644))
	code, _, errOut = runCmd("", "lessons", "check", broken)
	assert.Equal(t, 2, code, "a malformed file is bad input, as a malformed position")
	assert.Contains(t, errOut, `broken.lesson:9: unknown check "legl"`)
	code, _, errOut = runCmd("", "lessons", "check", good, broken)
	assert.Equal(t, 2, code, "bad input wins over a wrong claim")
	assert.Contains(t, errOut, "the stated answer no is wrong")
	assert.Contains(t, errOut, `unknown check "legl"`)
	code, _, errOut = runCmd("", "lessons", "show", broken)
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, `broken.lesson:9: unknown check "legl"`)

	// a need no earlier lesson of the curriculum teaches
	early := filepath.Join(dir, "early.lesson")
	require.NoError(t, os.WriteFile(early, []byte(strings.NewReplacer("check h8 legal\n", "", "answer no", "answer yes", "topics double-three", "order 45\ntopics double-three\nneeds three overline").Replace(src)), 0o644))
	code, _, errOut = runCmd("", "lessons", "check", early)
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, "early.lesson: lesson x: needs overline, which no earlier lesson teaches (overline, order 110, teaches it later)")
	assert.NotContains(t, errOut, "needs three")

	// a byte-order mark at the start is no keyword
	withBOM := filepath.Join(dir, "bom.lesson")
	require.NoError(t, os.WriteFile(withBOM, []byte("\ufeff"+strings.NewReplacer("check h8 legal\n", "", "answer no", "answer yes").Replace(src)), 0o644))
	code, _, errOut = runCmd("", "lessons", "check", withBOM)
	assert.Equal(t, 0, code, errOut)
}

func TestLessonsShow(t *testing.T) {
	code, out, _ := runCmd("", "lessons", "show", "double-three")
	require.Equal(t, 0, code)
	assert.Contains(t, out, "The double-three | 三三禁手")
	assert.Contains(t, out, "--- page 1 ---")
	assert.Contains(t, out, "   A B C D E F G H I J K L M N O")
	assert.Contains(t, out, "task which-kind")
	assert.Contains(t, out, "answer: double-three")

	code, _, errOut := runCmd("", "lessons", "show", "no-such-lesson")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, `no lesson "no-such-lesson"`)
}

func TestLessonsUsage(t *testing.T) {
	code, _, errOut := runCmd("", "lessons")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "renju lessons list")
	code, _, errOut = runCmd("", "lessons", "teach")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, `unknown command "teach"`)
	code, _, _ = runCmd("", "lessons", "list", "extra")
	assert.Equal(t, 2, code)
	code, out, _ := runCmd("", "help")
	assert.Equal(t, 0, code)
	assert.Contains(t, out, "renju lessons")
}
