package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/drills"
	"renju/rules"
)

func runCmd(stdin string, args ...string) (int, string, string) {
	var out, errOut bytes.Buffer
	code := run(args, strings.NewReader(stdin), &out, &errOut)
	return code, out.String(), errOut.String()
}

func TestJudgeText(t *testing.T) {
	code, out, _ := runCmd("", "judge", "B:g8,j8,h9,h10", "h8")
	require.Equal(t, 0, code)
	assert.Contains(t, out, "FORBIDDEN (double-three)")
	assert.Contains(t, out, "live three (活三) G8 H8 J8")
	assert.Contains(t, out, "I8 (with H8 placed)")
}

func TestJudgeJSONIsTheTrace(t *testing.T) {
	code, out, _ := runCmd("", "judge", "B:g8,j8,h9,h10,i10,i11,k10,l11", "h8", "--json")
	require.Equal(t, 0, code)
	var tr rules.Trace
	require.NoError(t, json.Unmarshal([]byte(out), &tr))
	assert.Equal(t, "h8", tr.Point)
	assert.Equal(t, "legal", tr.Verdict)
	assert.Equal(t, 3, tr.MaxDepth())
	// the JSON is exactly the judge's trace
	b, _ := rules.ParseStones("B:g8,j8,h9,h10,i10,i11,k10,l11")
	want, _ := rules.Explain(&b, rules.MustPoint("h8"), rules.Black)
	wantJSON, _ := json.MarshalIndent(want, "", "  ")
	assert.JSONEq(t, string(wantJSON), out)
}

func TestJudgeWhiteAndStdin(t *testing.T) {
	code, out, _ := runCmd("", "judge", "--white", "B:g8,j8,h9,h10", "h8")
	require.Equal(t, 0, code)
	assert.Contains(t, out, "White has no forbidden moves")

	b, _ := rules.ParseStones("B:g8,j8,h9,h10")
	code, out, _ = runCmd(rules.FormatDiagram(&b, nil), "judge", "-", "h8")
	require.Equal(t, 0, code)
	assert.Contains(t, out, "FORBIDDEN")
}

// White's six wins and is called an overline: the verdict stays five.
func TestJudgeWhiteOverline(t *testing.T) {
	code, out, _ := runCmd("", "judge", "--json", "--white", "W:e8,f8,g8,i8,j8", "h8")
	require.Equal(t, 0, code)
	var tr rules.Trace
	require.NoError(t, json.Unmarshal([]byte(out), &tr))
	assert.Equal(t, "five", tr.Verdict)
	assert.True(t, tr.Overline)
	code, out, _ = runCmd("", "judge", "--white", "W:e8,f8,g8,i8,j8", "h8")
	require.Equal(t, 0, code)
	assert.Contains(t, out, "FIVE (overline)")
	assert.Contains(t, out, "White wins with an overline (six)")
	code, out, _ = runCmd("", "judge", "--json", "--white", "W:e8,f8,g8,i8", "h8")
	require.Equal(t, 0, code)
	assert.Contains(t, out, `"overline": false`, "five in a row is no overline")
}

func TestBadInputExitsTwoNamingTheToken(t *testing.T) {
	cases := []struct {
		args []string
		msg  string
	}{
		{[]string{"judge", "B:h8,q3", "h9"}, `"q3"`},
		{[]string{"judge", "B:h8", "h16"}, `"h16"`},
		{[]string{"judge", "B:h8", "h8"}, "h8 is occupied"},
		{[]string{"judge", "B:h8"}, "need POSITION and POINT"},
		{[]string{"judge", "h8 h9 h8", "a1"}, "move 3"},
		{[]string{"map", "Z:h8"}, `unknown colour "Z:"`},
		{[]string{"map", "--bogus"}, `unknown flag "--bogus"`},
		{[]string{"frobnicate"}, `unknown command "frobnicate"`},
		{nil, "usage"},
	}
	for _, c := range cases {
		code, _, errOut := runCmd("", c.args...)
		assert.Equal(t, 2, code, "%v", c.args)
		assert.Contains(t, errOut, c.msg, "%v", c.args)
		assert.NotContains(t, errOut, "goroutine", "no stack traces")
	}
}

func TestMapDiagram(t *testing.T) {
	code, out, _ := runCmd("", "map", "B:g8,j8,h9,h10")
	require.Equal(t, 0, code)
	assert.Contains(t, out, " 8 . . . . . . X 3 . X . . . . . 8")
	assert.Contains(t, out, "3 = double-three")
	assert.Contains(t, out, "H8 double-three")
}

func TestMapBatchJSON(t *testing.T) {
	in := "B:g8,j8,h9,h10\n\nB:c8,d8,e8,g8,h8\nB:h8,p3\nh8h9i8\n"
	code, out, errOut := runCmd(in, "map", "--json")
	assert.Equal(t, 2, code, "a bad line makes the status 2")
	assert.Contains(t, errOut, "line 4:")
	assert.Contains(t, errOut, `"p3"`)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	require.Len(t, lines, 5, "one result per input line, in order")
	assert.Equal(t, `{"position":"B:g8,j8,h9,h10","forbidden":[{"point":"h8","kind":"double-three"}]}`, lines[0])
	assert.Equal(t, `{"position":"","forbidden":[]}`, lines[1])
	assert.Equal(t, `{"position":"B:c8,d8,e8,g8,h8","forbidden":[{"point":"f8","kind":"overline"}]}`, lines[2])
	assert.Contains(t, lines[3], `"error":"line 4:`)
	assert.Equal(t, `{"position":"h8h9i8","forbidden":[]}`, lines[4])
}

func TestMapBatchMatchesJudge(t *testing.T) {
	// every listed point is forbidden by rules.Judge with that kind, sorted
	in := "B:d8,f8,h8,j8,h9,h10,g7,g9\n"
	code, out, _ := runCmd(in, "map", "--json")
	require.Equal(t, 0, code)
	var res mapResult
	require.NoError(t, json.Unmarshal([]byte(out), &res))
	b, _ := rules.ParseStones(strings.TrimSpace(in))
	require.NotEmpty(t, res.Forbidden)
	for _, f := range res.Forbidden {
		j, err := rules.Judge(&b, rules.MustPoint(f.Point), rules.Black)
		require.NoError(t, err)
		assert.Equal(t, rules.Forbidden, j.Verdict)
		assert.Equal(t, j.Kind.String(), f.Kind)
	}
}

// --frame asks the walk a lesson's question; --lesson tells it with the
// terms taught so far. Lesson 2 page 1's point C: a simple four whose
// five point is the gap, never "forbidden?".
func TestExplainFrames(t *testing.T) {
	const pos = "B:e11,f11,g11,j6,j4,j3 W:d11,h10,j8,i5"
	code, out, _ := runCmd("", "explain", "--frame", "four", "--lesson", "fours", pos, "j7")
	require.Equal(t, 0, code)
	assert.Contains(t, out, "  1. Which four does a black stone at J7 make?")
	assert.Contains(t, out, "J3 J4 . J6 J7 is a simple four with a gap: only the gap, J5, would make five.")
	assert.NotContains(t, out, "forbidden")

	code, out, _ = runCmd("", "explain", "--frame", "five", pos, "j7")
	require.Equal(t, 0, code)
	assert.Contains(t, out, "J7 makes no five.")

	code, out, _ = runCmd("", "explain", "--frame=three", "--lang", "zh", "B:h9,h10 W:h11", "h8")
	require.Equal(t, 0, code)
	assert.Contains(t, out, "眠三")

	code, out, _ = runCmd("", "explain", "--json", "--frame", "four", pos, "h11")
	require.Equal(t, 0, code)
	assert.Contains(t, out, `"frame": "four"`)

	// Before the double-four lesson, a walk names only the fouls taught.
	code, out, _ = runCmd("", "explain", "--lesson", "double-three", "B:e8,f8,g8,h9,h10 W:d8", "h8")
	require.Equal(t, 0, code)
	assert.NotContains(t, out, "double-four")
	assert.NotContains(t, out, "four-three")

	for _, bad := range [][]string{
		{"explain", "--frame", "six", pos, "j7"},
		{"explain", "--lesson", "nope", pos, "j7"},
		{"explain", "--frame", "four", "--full", pos, "j7"},
		{"explain", "--frame", "four", "--line", "vertical", pos, "j7"},
	} {
		code, _, errOut := runCmd("", bad...)
		assert.Equal(t, 2, code, "%v", bad)
		assert.NotEmpty(t, errOut, "%v", bad)
	}
}

func TestExplain(t *testing.T) {
	code, out, _ := runCmd("", "explain", "B:g8,j8,h9,h10", "h8")
	require.Equal(t, 0, code)
	assert.Contains(t, out, "  1. Is a black stone at H8 forbidden?")
	assert.Contains(t, out, "it is forbidden, a double-three.")
	assert.NotRegexp(t, `\p{Han}`, out, "English carries Chinese terms only through the glossary")

	code, out, _ = runCmd("", "explain", "--lang", "zh", "B:g8,j8,h9,h10", "h8")
	require.Equal(t, 0, code)
	assert.Contains(t, out, "三三禁手")
	assert.Contains(t, out, "活三")

	code, out, _ = runCmd("", "explain", "--json", "--lang=zh", "B:g8,j8,h9,h10", "h8")
	require.Equal(t, 0, code)
	var got struct {
		Point, Verdict, Kind string
		Steps                []struct {
			Depth int
			Focus string
			Say   struct{ EN, ZH string }
		}
	}
	require.NoError(t, json.Unmarshal([]byte(out), &got))
	assert.Equal(t, "h8", got.Point)
	assert.Equal(t, "forbidden", got.Verdict)
	assert.Equal(t, "double-three", got.Kind)
	require.NotEmpty(t, got.Steps)
	assert.NotEmpty(t, got.Steps[0].Say.EN)
	assert.NotEmpty(t, got.Steps[0].Say.ZH)

	// The summary and the outline; --full gives the exhaustive walk.
	const deep = "B:g8,j8,h9,h10,i5,i7,i9,i11"
	code, out, _ = runCmd("", "explain", "--json", deep, "h8")
	require.Equal(t, 0, code)
	var teach struct {
		Summary struct{ EN, ZH string }
		Outline []struct {
			Point, Verdict, Kind string
			Depth, Step          int
		}
		Steps []json.RawMessage
	}
	require.NoError(t, json.Unmarshal([]byte(out), &teach))
	assert.Equal(t, "In short: H8 is legal: the three on the horizontal line is false (I8 would be a double-four), so it has at most one live three.", teach.Summary.EN)
	assert.Contains(t, teach.Summary.ZH, "I8会是四四禁手")
	require.Len(t, teach.Outline, 2)
	assert.Equal(t, "i8", teach.Outline[1].Point)
	assert.Equal(t, 1, teach.Outline[1].Depth)
	assert.Equal(t, "double-four", teach.Outline[1].Kind)
	code, out, _ = runCmd("", "explain", "--json", "--full", deep, "h8")
	require.Equal(t, 0, code)
	var full struct{ Steps []json.RawMessage }
	require.NoError(t, json.Unmarshal([]byte(out), &full))
	assert.Greater(t, len(full.Steps), len(teach.Steps), "the full walk has every step of the trace")
	code, out, _ = runCmd("", "explain", deep, "h8")
	require.Equal(t, 0, code)
	assert.Contains(t, out, "In short: ", "the text output ends with the summary")

	code, _, errOut := runCmd("", "explain", "--lang", "fr", "B:h9", "h8")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, `"fr"`)
}

// explain --line walks one line of a live-or-false question: here H8's
// horizontal three is false because I8 would be a double-four, which the
// point's own walk also shows, and its vertical three is live, which the
// point's own walk (legal: at most one live three) never looks at.
func TestExplainLine(t *testing.T) {
	const pos = "B:g8,j8,h9,h10,i5,i7,i9,i11"
	code, out, errOut := runCmd("", "explain", "--line", "vertical", pos, "h8")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "the three on the vertical line is LIVE")
	assert.Contains(t, out, "  1. Black plays H8. Is H8 H9 H10 on the vertical line a live three?")

	code, out, errOut = runCmd("", "explain", "--json", "--line=horizontal", pos, "h8")
	require.Equal(t, 0, code, errOut)
	var w struct {
		Line, Three string
		Summary     struct{ EN, ZH string }
	}
	require.NoError(t, json.Unmarshal([]byte(out), &w))
	assert.Equal(t, "horizontal", w.Line)
	assert.Equal(t, "false", w.Three)
	assert.Contains(t, w.Summary.EN, "I8 would be a double-four")

	code, _, errOut = runCmd("", "explain", "--line", "diagonal", pos, "h8")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "makes no three on the diagonal line")
	code, _, errOut = runCmd("", "explain", "--line", "vertical", "--full", pos, "h8")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "--full")
}

func TestDrillsCommand(t *testing.T) {
	code, out, errOut := runCmd("", "drills", "--type", "is-forbidden", "--level", "2", "--count", "4", "--seed", "9", "--json")
	require.Equal(t, 0, code, errOut)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	require.Len(t, lines, 4)
	for _, l := range lines {
		var d struct {
			Type, Position, Point string
			Level                 int
			Answer                struct {
				Forbidden *bool
				Kind      string
			}
		}
		require.NoError(t, json.Unmarshal([]byte(l), &d))
		assert.Equal(t, "is-forbidden", d.Type)
		b, err := rules.ParseStones(d.Position)
		require.NoError(t, err)
		j, err := rules.Judge(&b, rules.MustPoint(d.Point), rules.Black)
		require.NoError(t, err)
		require.NotNil(t, d.Answer.Forbidden)
		assert.Equal(t, j.Verdict == rules.Forbidden, *d.Answer.Forbidden)
	}
	_, again, _ := runCmd("", "drills", "--type=is-forbidden", "--level=2", "--count=4", "--seed=9", "--json")
	assert.Equal(t, out, again, "same seed, same drills")

	code, out, _ = runCmd("", "drills", "--type", "find-all", "--count", "1")
	require.Equal(t, 0, code)
	assert.Contains(t, out, "Find every forbidden point")

	for _, bad := range [][]string{{"drills"}, {"drills", "--type", "x"}, {"drills", "--type", "trap", "--level", "7"}, {"drills", "--type", "trap", "--count", "-1"}, {"drills", "--type", "trap", "--seed", "x"}} {
		code, _, errOut := runCmd("", bad...)
		assert.Equal(t, 2, code, "%v", bad)
		assert.NotEmpty(t, errOut)
	}
}

// --gen-version 2 and --covered make version 2's drills, as drills.Spec
// names them; bad versions and lessons are usage errors.
func TestDrillsGeneratorVersion(t *testing.T) {
	covered := "board-and-five,fours,three,broken-three,double-three"
	code, out, errOut := runCmd("", "drills", "--type", "find-all", "--count", "3", "--seed", "5", "--gen-version", "2", "--covered", covered, "--json")
	require.Equal(t, 0, code, errOut)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	require.Len(t, lines, 3)
	for i, l := range lines {
		var got drills.Drill
		require.NoError(t, json.Unmarshal([]byte(l), &got))
		want, err := drills.Spec{Type: drills.FindAll, Level: 1, Seed: 5, Version: 2, Covered: strings.Split(covered, ",")}.Drill(i)
		require.NoError(t, err)
		assert.Equal(t, want, got)
		b, err := rules.ParseStones(got.Position)
		require.NoError(t, err)
		assert.LessOrEqual(t, b.Count(rules.Black)+b.Count(rules.White), drills.MaxStonesLevel1)
	}
	// Version 2 without --covered: every lesson.
	code, out, errOut = runCmd("", "drills", "--type", "trap", "--count", "1", "--gen-version", "2", "--json")
	require.Equal(t, 0, code, errOut)
	var got drills.Drill
	require.NoError(t, json.Unmarshal([]byte(strings.TrimSpace(out)), &got))
	want, err := drills.Spec{Type: drills.Trap, Level: 1, Seed: 1, Version: 2, Covered: []string{"all"}}.Drill(0)
	require.NoError(t, err)
	assert.Equal(t, want, got)

	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--type", "trap", "--gen-version", "3"}, `--gen-version "3": want 1 to 2`},
		{[]string{"--type", "trap", "--gen-version", "x"}, `--gen-version "x": want 1 to 2`},
		{[]string{"--type", "trap", "--covered", "three"}, "--covered is version 2's"},
		{[]string{"--type", "trap", "--gen-version", "2", "--covered", "three,nope"}, `unknown lesson "nope"`},
		{[]string{"--type", "trap", "--gen-version", "2", "--covered", "three"}, "trap drills at level 1 need lessons [white-tactics]: not covered yet"},
	} {
		code, _, errOut := runCmd("", append([]string{"drills"}, c.args...)...)
		assert.Equal(t, 2, code, "%v", c.args)
		assert.Contains(t, errOut, "renju drills: "+c.want, "%v", c.args)
	}
}
