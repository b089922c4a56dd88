package tutor

import (
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/rules"
)

var update = flag.Bool("update", false, "rewrite the golden walks in testdata/")

// goldenCases are the walks whose full text, in both languages, is kept in
// testdata/ and read by a person when it changes.
var goldenCases = []struct {
	name, pos, point string
	verdict, kind    string
}{
	{"double-three", "B:g8,j8,h9,h10", "h8", "forbidden", "double-three"},
	{"one-line-double-four", "B:d8,f8,h8,j8", "g8", "forbidden", "double-four"},
	{"false-three-edge", "B:a8,b8,c9,c10", "c8", "legal", ""},
	{"false-three-four-point-double-four", "B:g8,j8,h9,h10,i5,i7,i9,i11", "h8", "legal", ""},
	{"three-levels", "B:g8,j8,h9,h10,i10,i11,k10,l11", "h8", "legal", ""},
	{"five-beats-double-four", "B:d8,e8,f8,g8,h9,h10,h11,i9,j10,k11", "h8", "five", ""},
}

func TestGoldenWalks(t *testing.T) {
	for _, tc := range goldenCases {
		t.Run(tc.name, func(t *testing.T) {
			b, err := rules.ParseStones(tc.pos)
			require.NoError(t, err)
			w, err := Explain(&b, rules.MustPoint(tc.point), rules.Black)
			require.NoError(t, err)
			assert.Equal(t, tc.verdict, w.Verdict)
			assert.Equal(t, tc.kind, w.Kind)
			for _, lang := range []string{English, Chinese} {
				got := "position " + tc.pos + ", point " + strings.ToUpper(tc.point) + "\n" + w.Format(lang) +
					"\n" + w.Summary.Get(lang) + "\n"
				path := filepath.Join("testdata", tc.name+"."+lang+".golden")
				if *update {
					require.NoError(t, os.WriteFile(path, []byte(got), 0o644))
				}
				want, err := os.ReadFile(path)
				require.NoError(t, err, "run go test ./tutor -update to create %s", path)
				assert.Equal(t, string(want), got, "%s differs (go test ./tutor -update, then read the diff)", path)
			}
		})
	}
}

// The full walk mirrors the trace: every nested judgement is entered with
// an "ask-sub" step and left with a cand-forbidden/cand-counts step at the
// parent's depth, and the last step is the root verdict.
func TestFullWalkStructure(t *testing.T) {
	for _, tc := range goldenCases {
		b, _ := rules.ParseStones(tc.pos)
		tr, err := rules.Explain(&b, rules.MustPoint(tc.point), rules.Black)
		require.NoError(t, err)
		w := NewFull(tr)
		require.True(t, w.Full)
		nodes := 0
		tr.Walk(func(*rules.Trace) { nodes++ })
		asks, backs := 0, 0
		stack := []string{}
		for i, s := range w.Steps {
			require.NotEmpty(t, s.Say.EN, "step %d", i)
			require.NotEmpty(t, s.Say.ZH, "step %d", i)
			require.NotContains(t, s.Say.EN+s.Say.ZH, "{", "unfilled placeholder at step %d", i)
			require.Equal(t, s.Depth+1, len(s.Path))
			require.Equal(t, s.Focus, s.Path[s.Depth])
			switch s.Kind {
			case "ask-root", "ask-sub":
				asks++
				stack = append(stack, s.Focus)
				require.Equal(t, s.Depth, len(s.Placed), "the judged stone is not yet placed")
			case "cand-forbidden", "cand-counts":
				backs++
			}
			if strings.HasPrefix(s.Kind, "verdict-") {
				require.Equal(t, stack[len(stack)-1], s.Focus)
				stack = stack[:len(stack)-1]
				require.Contains(t, s.Placed, s.Focus)
			}
		}
		assert.Equal(t, nodes, asks, "one question per judgement")
		assert.Len(t, w.Outline, nodes, "one outline node per judgement")
		assert.Equal(t, nodes-1, backs, "one way back per nested judgement")
		last := w.Steps[len(w.Steps)-1]
		assert.Equal(t, 0, last.Depth)
		assert.Equal(t, tr.Verdict, last.Verdict)
		assert.Empty(t, stack)
	}
}

func TestBreadcrumbJump(t *testing.T) {
	b, _ := rules.ParseStones("B:g8,j8,h9,h10,i10,i11,k10,l11")
	w, err := ExplainFull(&b, rules.MustPoint("h8"), rules.Black)
	require.NoError(t, err)
	deepest := 0
	for i, s := range w.Steps {
		if s.Depth > w.Steps[deepest].Depth {
			deepest = i
		}
	}
	assert.Equal(t, "H8 → I8 → I9 → G11", w.Breadcrumb(deepest))
	j := w.StepOfDepth(deepest, 1)
	assert.Equal(t, "ask-sub", w.Steps[j].Kind)
	assert.Equal(t, "i8", w.Steps[j].Focus)
	assert.Equal(t, 0, w.StepOfDepth(deepest, 0))
	assert.Equal(t, deepest, w.StepOfDepth(deepest, 9))
}

func TestWhiteWalk(t *testing.T) {
	b, _ := rules.ParseStones("W:d8,e8,f8,g8")
	w, err := Explain(&b, rules.MustPoint("h8"), rules.White)
	require.NoError(t, err)
	require.Len(t, w.Steps, 2)
	assert.Equal(t, "white-five", w.Steps[1].Kind)
	assert.Contains(t, w.Steps[1].Say.ZH, "白胜")
}

func TestWalkJSONFields(t *testing.T) {
	b, _ := rules.ParseStones("B:g8,j8,h9,h10")
	w, _ := Explain(&b, rules.MustPoint("h8"), rules.Black)
	data, err := json.Marshal(w)
	require.NoError(t, err)
	var m map[string]any
	require.NoError(t, json.Unmarshal(data, &m))
	for _, k := range []string{"point", "verdict", "kind", "steps"} {
		assert.Contains(t, m, k)
	}
	step := m["steps"].([]any)[0].(map[string]any)
	for _, k := range []string{"depth", "focus", "say", "path", "placed"} {
		assert.Contains(t, step, k)
	}
	assert.Contains(t, step["say"], "en")
	assert.Contains(t, step["say"], "zh")
}

// Every template exists in both languages and uses only known placeholders.
func TestTemplatesComplete(t *testing.T) {
	for k, tx := range templates() {
		assert.NotEmpty(t, tx.EN, k)
		assert.NotEmpty(t, tx.ZH, k)
		filled := say(k, vars{P: "h8", C: "i8", B: "j8", dir: "horizontal", fdir: "vertical", kind: "double-three", combo: "4-3-3", stones: []string{"h8"}, four: []string{"h8"}, points: []string{"a1", "b2"}, placed: []string{"h8"}, n: 6, fours: 1, threes: 1})
		assert.NotContains(t, filled.EN, "{", k)
		assert.NotContains(t, filled.ZH, "{", k)
	}
}

func TestDeadFourWalk(t *testing.T) {
	b, _ := rules.ParseStones("B:c8,e8,f8,g8,j8,h9,h10,h11 W:h12")
	w, err := Explain(&b, rules.MustPoint("h8"), rules.Black)
	require.NoError(t, err)
	assert.Contains(t, w.Steps[0].Say.ZH, "死四", "the teaching walk names it in its frame")
	assert.Contains(t, w.Steps[0].Say.EN, "dead four")
	f, err := ExplainFull(&b, rules.MustPoint("h8"), rules.Black)
	require.NoError(t, err)
	assert.Equal(t, "line-dead-four", f.Steps[1].Kind)
	assert.Equal(t, []string{"e8", "f8", "g8", "h8"}, f.Steps[1].Stones, "the four in a row, not the stones beyond its gap")
	assert.Contains(t, f.Steps[1].Say.ZH, "死四")
	assert.Equal(t, "verdict-legal", f.Steps[len(f.Steps)-1].Kind)
}

// Faults the walks once had, each checked where it came from.
func TestNarrationFaults(t *testing.T) {
	// Six and more in Chinese numerals; the six-line candidate says what
	// goes wrong without contradicting itself.
	over := say("line-overline", vars{dir: "horizontal", stones: []string{"c8", "d8", "e8", "f8", "g8", "h8"}, n: 6})
	assert.Contains(t, over.ZH, "连成六子")
	six := say("cand-six", vars{C: "i8", B: "l8", four: []string{"g8", "h8", "i8", "j8"}})
	assert.NotContains(t, six.ZH, "成五时")
	assert.Contains(t, six.ZH, "成不了五")
	// A four-three is Black's winning attack only for the real move.
	b, _ := rules.ParseStones("B:g8,j8,h9,h10,h11")
	w, err := Explain(&b, rules.MustPoint("h8"), rules.Black)
	require.NoError(t, err)
	assert.Equal(t, "verdict-four-three", w.Steps[len(w.Steps)-1].Kind)
	for _, tc := range goldenCases {
		b, _ := rules.ParseStones(tc.pos)
		for _, w := range []func(*rules.Board, rules.Point, rules.Stone) (*Walk, error){Explain, ExplainFull} {
			walk, err := w(&b, rules.MustPoint(tc.point), rules.Black)
			require.NoError(t, err)
			for _, s := range walk.Steps {
				if s.Depth > 0 {
					assert.NotContains(t, s.Say.EN, "winning attack", tc.name)
				}
				if strings.Contains(s.Say.ZH, "四子相连") {
					assert.Len(t, s.Stones, 4, "a dead four lists its four stones")
				}
			}
		}
	}
}
