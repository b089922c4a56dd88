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
	line             string // a line walk of this line
}{
	{"double-three", "B:g8,j8,h9,h10", "h8", "forbidden", "double-three", ""},
	{"one-line-double-four", "B:d8,f8,h8,j8", "g8", "forbidden", "double-four", ""},
	{"sleeping-three-edge", "B:a8,b8,c9,c10", "c8", "legal", "", ""},
	{"false-three-edge", "B:b8,d8,c9,c10 W:f8", "c8", "legal", "", ""},
	{"false-three-four-point-double-four", "B:g8,j8,h9,h10,i5,i7,i9,i11", "h8", "legal", "", ""},
	{"three-levels", "B:g8,j8,h9,h10,i10,i11,k10,l11", "h8", "legal", "", ""},
	{"five-beats-double-four", "B:d8,e8,f8,g8,h9,h10,h11,i9,j10,k11", "h8", "five", "", ""},
	{"five-rule", "B:f9,f10,f11,f12,g8,h9,h10,i8,j9,j10,j11,j12 W:f7,f13,j7,j13", "h8", "legal", "", ""},
	{"four-three-three", "B:e8,f8,g8,h9,h10,i9,j10 W:d8,j11", "h8", "forbidden", "double-three", ""},
	{"three-three-three", "B:g8,i8,h9,h10,i9,j10", "h8", "forbidden", "double-three", ""},
	{"four-three-white-four", "B:e8,f8,g8,h9,h10 W:d8,l2,l3,l4,l5", "h8", "legal", "", ""},
	{"line-false-by-double-four", "B:g8,j8,h9,h10,i5,i7,i9,i11", "h8", "legal", "", "horizontal"},
	{"line-live-beside-double-four", "B:g8,j8,h9,h10,i5,i7,i9,i11", "i8", "forbidden", "double-four", "horizontal"},
	{"line-sleeping", "B:h9,h10 W:h11", "h8", "legal", "", "vertical"},
}

func TestGoldenWalks(t *testing.T) {
	for _, tc := range goldenCases {
		t.Run(tc.name, func(t *testing.T) {
			b, err := rules.ParseStones(tc.pos)
			require.NoError(t, err)
			w, err := Explain(&b, rules.MustPoint(tc.point), rules.Black)
			if tc.line != "" {
				w, err = ExplainLine(&b, rules.MustPoint(tc.point), tc.line)
			}
			require.NoError(t, err)
			assert.Equal(t, tc.verdict, w.Verdict)
			assert.Equal(t, tc.kind, w.Kind)
			for _, lang := range []string{English, Chinese} {
				head := "position " + tc.pos + ", point " + strings.ToUpper(tc.point)
				if tc.line != "" {
					head += ", " + tc.line + " line"
				}
				got := head + "\n" + w.Format(lang) +
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
		if tc.line != "" {
			continue
		}
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
		for _, w := range []func(*rules.Board, rules.Point, rules.Stone, ...Option) (*Walk, error){Explain, ExplainFull} {
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

// The sentences issue 26 found false, each on its hand-checked position.
func TestFourThreeWinsOnlyWithoutWhiteFour(t *testing.T) {
	// H8: the four E8-H8 (D8 White) and the live three H8 H9 H10. White's
	// four L2-L5 makes five at L1 or L6 first.
	withFour, _ := rules.ParseStones("B:e8,f8,g8,h9,h10 W:d8,l2,l3,l4,l5")
	without, _ := rules.ParseStones("B:e8,f8,g8,h9,h10 W:d8,l2,l3,l4")
	for _, full := range []bool{false, true} {
		explain := Explain
		if full {
			explain = ExplainFull
		}
		w, err := explain(&withFour, rules.MustPoint("h8"), rules.Black)
		require.NoError(t, err)
		last := w.Steps[len(w.Steps)-1]
		assert.Equal(t, "verdict-four-three-white", last.Kind)
		assert.Equal(t, "H8 makes a four and a live three, a four-three: legal, but it does not win here: White already has a four and makes five at L1 first.", last.Say.EN)
		assert.Equal(t, "H8形成四三：不是禁手，但这里不能取胜：白棋已有四，会先在L1成五。", last.Say.ZH)
		assert.NotContains(t, w.Summary.EN, "winning attack")
		assert.Contains(t, w.Summary.EN, "White's four comes first")
		assert.Contains(t, w.Summary.ZH, "会先在L1成五")

		w, err = explain(&without, rules.MustPoint("h8"), rules.Black)
		require.NoError(t, err)
		last = w.Steps[len(w.Steps)-1]
		assert.Equal(t, "verdict-four-three", last.Kind)
		assert.Contains(t, last.Say.EN, "Black's winning attack")
		assert.Contains(t, w.Summary.EN, "Black's winning attack")
	}
	// Black's four-three on White's five point blocks White's four: then
	// it wins.
	blocking, _ := rules.ParseStones("B:e8,f8,g8,h9,h10 W:d8,h3,h4,h5,h6")
	w, err := Explain(&blocking, rules.MustPoint("h7"), rules.Black)
	require.NoError(t, err)
	assert.Equal(t, "legal", w.Verdict)
}

// A three whose straight-four points would also make five: F8 and J8 do
// make a straight four, and the walk says why they do not count.
func TestFiveRuleSentence(t *testing.T) {
	b, _ := rules.ParseStones("B:f9,f10,f11,f12,g8,h9,h10,i8,j9,j10,j11,j12 W:f7,f13,j7,j13")
	for _, walk := range []func(*rules.Board, rules.Point, rules.Stone, ...Option) (*Walk, error){Explain, ExplainFull} {
		w, err := walk(&b, rules.MustPoint("h8"), rules.Black)
		require.NoError(t, err)
		all := ""
		for _, s := range w.Steps {
			all += s.Say.EN + "\n"
		}
		assert.NotContains(t, all, "No point makes a straight four, so H8's horizontal", "F8 and J8 do make one")
		assert.NotContains(t, all, "No point makes a real straight four")
		assert.Contains(t, all, "a straight-four point that also makes a five does not count for a three")
		assert.Contains(t, all, "No point makes a straight four that counts, so H8's horizontal line is a false three: it does not count")
	}
	w, err := ExplainLine(&b, rules.MustPoint("h8"), "horizontal")
	require.NoError(t, err)
	assert.Equal(t, "false", w.Three)
	assert.Equal(t, "In short: After Black's H8, the three on the horizontal line is false (F8 would also make a five; J8 would also make a five).", w.Summary.EN)
}

// Lesson 1 walks a five before fouls are taught: a five made alone says
// only that a five wins.
func TestFiveSpeaksOfFoulsOnlyWhenOneIsMade(t *testing.T) {
	b, _ := rules.ParseStones("B:e5,f6,g7,g9,h8,j9 W:d4,g8,h7,h9,i8") // board-and-five, page 4
	w, err := Explain(&b, rules.MustPoint("i9"), rules.Black)
	require.NoError(t, err)
	assert.Equal(t, "Is a black stone at I9 forbidden? It makes a five on the diagonal (/). A five wins at once, so nothing else needs checking.", w.Steps[0].Say.EN)
	assert.Equal(t, "黑棋下在I9是不是禁手？它在斜线（/）上形成五连。成五立即获胜，其他都不必再查。", w.Steps[0].Say.ZH)
	assert.Equal(t, "I9 makes a five on the diagonal (/): Black wins.", w.Summary.EN)
	for _, s := range w.Steps {
		assert.NotContains(t, s.Say.EN, "foul")
		assert.NotContains(t, s.Say.ZH, "禁手失效")
	}
	b, _ = rules.ParseStones("B:d8,e8,f8,g8,h9,h10,h11,i9,j10,k11")
	w, err = Explain(&b, rules.MustPoint("h8"), rules.Black)
	require.NoError(t, err)
	assert.Contains(t, w.Steps[0].Say.EN, "even when the same move also makes a forbidden shape")
	assert.Contains(t, w.Steps[0].Say.ZH, "五连与禁手同时形成，禁手失效")
	assert.NotContains(t, w.Steps[0].Say.EN, "禁手失效", "no Chinese clause in the English")
}

// Combined fouls are named where they arise: 4-3-3 and 3-3-3 double-threes,
// a 4-4-3 double-four.
func TestCombinedFoulsNamed(t *testing.T) {
	for _, c := range []struct{ pos, point, en, zh string }{
		{"B:e8,f8,g8,h9,h10,i9,j10 W:d8,j11", "h8", "(a four-three-three, 4-3-3)", "（四三三）"},
		{"B:g8,i8,h9,h10,i9,j10", "h8", "(a three-three-three, 3-3-3)", "（三三三）"},
		// K10 of the recursion lesson, page 4: straight four, four, live three.
		{"B:g8,g12,h8,h11,i8,i9,i10,i11,j7,j8,j10,k12,k13,k14,l5,l9,l10,m8", "k10", "(a four-four-three, 4-4-3)", "（四四三）"},
	} {
		b, _ := rules.ParseStones(c.pos)
		w, err := Explain(&b, rules.MustPoint(c.point), rules.Black)
		require.NoError(t, err)
		last := w.Steps[len(w.Steps)-1]
		assert.Contains(t, last.Say.EN, c.en, c.pos)
		assert.Contains(t, last.Say.ZH, c.zh, c.pos)
		assert.Contains(t, w.Summary.EN, c.en, c.pos)
		assert.Contains(t, w.Summary.ZH, c.zh, c.pos)
	}
}

// The summary of a nested judgement names every line of every branch:
// the recursion lesson's first walk (H8 → I8 → I10 → K10) names both of
// I8's live threes, the one through I10 and the one through K6 that the
// chain of the deepest point used to drop.
func TestSummaryNamesEveryBranch(t *testing.T) {
	b, _ := rules.ParseStones("B:g8,g12,h11,i9,i11,j7,j8,j10,k12,k13,k14,l5,l9,l10,m8")
	w, err := Explain(&b, rules.MustPoint("h8"), rules.Black)
	require.NoError(t, err)
	assert.Equal(t, "In short: H8 is legal: the three on the horizontal line is false (I8 would be a double-three), so it has at most one live three. "+
		"I8 would be a double-three (a four-three-three, 4-3-3): the three on the vertical line is live (I10 would be legal) and the three on the diagonal (\\) is live (K6 would be legal). "+
		"I10 would be legal: the three on the horizontal line is false (K10 would be a double-four).", w.Summary.EN)
	assert.Equal(t, "小结：H8不是禁手：横线上的三是假活三（I8会是三三禁手），所以最多只有一个活三。"+
		"I8会是三三禁手（四三三）：竖线上的三是活三（I10不会是禁手），斜线（\\）上的三是活三（K6不会是禁手）。"+
		"I10不会是禁手：横线上的三是假活三（K10会是四四禁手）。", w.Summary.ZH)
	// A plain double-three names both of its threes.
	b, _ = rules.ParseStones("B:g8,j8,h9,h10")
	w, err = Explain(&b, rules.MustPoint("h8"), rules.Black)
	require.NoError(t, err)
	assert.Equal(t, "In short: H8 is forbidden, a double-three: the three on the horizontal line is live (I8 would be legal) and the three on the vertical line is live (H7 would be legal).", w.Summary.EN)
}

// A walk told with a lesson's letters names its points by them in every
// sentence, the breadcrumb and Name; other points keep their
// coordinates.
func TestWalkWithNames(t *testing.T) {
	b, _ := rules.ParseStones("B:g8,j8,h9,h10,i5,i7,i9,i11")
	letters := map[rules.Point]string{rules.MustPoint("h8"): "A", rules.MustPoint("i8"): "B"}
	name := WithNames(func(p rules.Point) string { return letters[p] })
	for _, walk := range []func(*rules.Board, rules.Point, rules.Stone, ...Option) (*Walk, error){Explain, ExplainFull} {
		w, err := walk(&b, rules.MustPoint("h8"), rules.Black, name)
		require.NoError(t, err)
		assert.Equal(t, map[string]string{"h8": "A", "i8": "B"}, w.Labels)
		assert.Equal(t, "A", w.Name("h8"))
		assert.Equal(t, "G8", w.Name("g8"))
		assert.True(t, strings.HasPrefix(w.Steps[0].Say.EN, "Is a black stone at A forbidden?"), w.Steps[0].Say.EN)
		assert.True(t, strings.HasPrefix(w.Steps[0].Say.ZH, "黑棋下在A是不是禁手？"), w.Steps[0].Say.ZH)
		deepest := 0
		for i, s := range w.Steps {
			for _, tx := range []Text{s.Say, s.Question, s.Answer} {
				assert.NotRegexp(t, `(^|[^A-Z0-9])(H8|I8)([^0-9]|$)`, tx.EN+" "+tx.ZH, "step %d names A and B by their letters", i)
			}
			if s.Depth > w.Steps[deepest].Depth {
				deepest = i
			}
		}
		assert.Equal(t, "A → B", w.Breadcrumb(deepest))
		assert.NotRegexp(t, `H8|I8`, w.Summary.EN+w.Summary.ZH)
		assert.Contains(t, w.Summary.EN, "B would be a double-four")
	}
	w, err := ExplainLine(&b, rules.MustPoint("h8"), "horizontal", name)
	require.NoError(t, err)
	assert.Equal(t, "Black plays A. Is G8 A . J8 on the horizontal line a live three?", w.Steps[0].Say.EN[:len("Black plays A. Is G8 A . J8 on the horizontal line a live three?")])
	assert.Equal(t, "In short: After Black's A, the three on the horizontal line is false (B would be a double-four).", w.Summary.EN)
	// Without names, coordinates.
	w, err = Explain(&b, rules.MustPoint("h8"), rules.Black)
	require.NoError(t, err)
	assert.Empty(t, w.Labels)
	assert.Equal(t, "H8", w.Name("h8"))
}

// A line walk is asked of a line that holds a three-shape; anything else
// is a clear error naming the point, the line and what it holds.
func TestLineWalkErrors(t *testing.T) {
	b, _ := rules.ParseStones("B:g8,j8,h9,h10")
	_, err := ExplainLine(&b, rules.MustPoint("h8"), "diagonal")
	assert.EqualError(t, err, "Black at H8 makes no three on the diagonal line: it makes no shape there")
	_, err = ExplainLine(&b, rules.MustPoint("h8"), "sideways")
	assert.ErrorContains(t, err, `unknown direction "sideways"`)
	_, err = ExplainLine(&b, rules.MustPoint("g8"), "horizontal")
	assert.Error(t, err, "an occupied point")
	b, _ = rules.ParseStones("B:e8,f8,g8")
	_, err = ExplainLine(&b, rules.MustPoint("h8"), "horizontal")
	assert.EqualError(t, err, "Black at H8 makes no three on the horizontal line: it makes a straight four there")
}
