package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/lessons"
	"renju/practice"
	"renju/rules"
)

type practiceLine struct {
	Lesson   string         `json:"lesson"`
	Kind     string         `json:"kind"`
	Position string         `json:"position"`
	Point    string         `json:"point"`
	Question string         `json:"question"`
	Hint     string         `json:"hint"`
	Answer   map[string]any `json:"answer"`
}

func practiceJSON(t *testing.T, args ...string) []practiceLine {
	t.Helper()
	code, out, errOut := runCmd("", append([]string{"practice", "--json"}, args...)...)
	require.Equal(t, 0, code, errOut)
	var lines []practiceLine
	for _, s := range strings.Split(strings.TrimSpace(out), "\n") {
		var l practiceLine
		require.NoError(t, json.Unmarshal([]byte(s), &l), s)
		lines = append(lines, l)
	}
	return lines
}

// The JSON lines are the app's items for that seed, each with its
// question and the judge's answer; a yes/no item's answer is a boolean.
func TestPracticeJSON(t *testing.T) {
	l, ok := lessons.ByID("double-three")
	require.True(t, ok)
	items := practice.Items(l, 9, 6, nil)
	lines := practiceJSON(t, "--lesson", "double-three", "--seed", "9", "--count", "6")
	require.Len(t, lines, len(items))
	yes := 0
	for i, ln := range lines {
		assert.Equal(t, "double-three", ln.Lesson)
		assert.Equal(t, lessons.TaskIsForbidden, ln.Kind)
		assert.Equal(t, rules.FormatStones(&items[i].Board), ln.Position, "the app's item for the seed")
		assert.Equal(t, items[i].Task.Point.String(), ln.Point)
		assert.Equal(t, "Your turn: is Black at A forbidden?", ln.Question)
		assert.NotEmpty(t, ln.Hint)
		f, ok := ln.Answer["forbidden"].(bool)
		require.True(t, ok, "a boolean: %v", ln.Answer)
		b, err := rules.ParseStones(ln.Position)
		require.NoError(t, err)
		assert.Equal(t, rules.IsForbidden(&b, rules.MustPoint(ln.Point)), f, "the judge's answer")
		if f {
			yes++
			assert.Equal(t, "double-three", ln.Answer["kind"])
		}
	}
	assert.Equal(t, 3, yes, "asked both ways")
	assert.Equal(t, lines, practiceJSON(t, "--lesson", "double-three", "--seed", "9", "--count", "6"), "the same seed, the same items")

	for _, ln := range practiceJSON(t, "--lesson", "three", "--lang", "zh") {
		_, ok := ln.Answer["live"].(bool)
		assert.True(t, ok, "live-or-false: %v", ln.Answer)
		assert.Contains(t, ln.Question, "请你来")
	}
	for _, ln := range practiceJSON(t, "--lesson", "opening-rules", "--count", "2") {
		if ln.Kind == lessons.TaskFifthPair {
			_, ok := ln.Answer["symmetric"].(bool)
			assert.True(t, ok, "fifth-pair: %v", ln.Answer)
			assert.NotEmpty(t, ln.Answer["pair"])
		}
	}
	for _, ln := range practiceJSON(t, "--lesson", "black-defence", "--count", "1") {
		assert.Equal(t, lessons.TaskDefendTrap, ln.Kind)
		assert.Empty(t, ln.Point, "the item asks about no point")
		assert.NotEmpty(t, ln.Answer["points"])
		assert.NotEmpty(t, ln.Answer["threat"])
	}
}

func TestPracticeText(t *testing.T) {
	code, out, errOut := runCmd("", "practice", "--lesson", "opening-rules", "--seed", "4")
	require.Equal(t, 0, code, errOut)
	assert.Equal(t, practice.Size, strings.Count(out, "Practice "), out)
	assert.Contains(t, out, "Practice 1 of 4: ")
	assert.Contains(t, out, "   A B C D E F G H I J K L M N O")
	assert.Contains(t, out, "Hint: ")
	assert.Contains(t, out, "The answer is: ")
	assert.Contains(t, out, "moves: ")
	code, out, _ = runCmd("", "practice", "--lesson=double-three", "--lang=zh", "--count=1")
	require.Equal(t, 0, code)
	assert.Contains(t, out, "请你来：黑棋下在A是禁手吗？")
	assert.Contains(t, out, "正确答案是：")
}

func TestPracticeBadInput(t *testing.T) {
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"practice"}, "renju practice: --lesson is required"},
		{[]string{"practice", "--lesson", "double-trouble"}, `renju practice: --lesson "double-trouble": no such lesson`},
		{[]string{"practice", "--lesson", "three", "--count", "0"}, `renju practice: --count "0": want 1 to 1000`},
		{[]string{"practice", "--lesson", "three", "--seed", "-1"}, `renju practice: --seed "-1": want a non-negative integer`},
		{[]string{"practice", "--lesson", "three", "--lang", "fr"}, `renju practice: --lang "fr": want en or zh`},
		{[]string{"practice", "--lesson", "three", "extra"}, `renju practice: unexpected argument "extra"`},
		{[]string{"practice", "--lesson"}, "renju practice: --lesson needs a value"},
	}
	for _, tc := range cases {
		code, out, errOut := runCmd("", tc.args...)
		assert.Equal(t, 2, code, "%v", tc.args)
		assert.Empty(t, out)
		assert.Contains(t, errOut, tc.want)
	}
}
