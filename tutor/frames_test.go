package tutor

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/rules"
)

func framedWalk(t *testing.T, pos, point string, f Frame, opts ...Option) *Walk {
	t.Helper()
	b, err := rules.ParseStones(pos)
	require.NoError(t, err)
	w, err := Explain(&b, rules.MustPoint(point), rules.Black, append(opts, WithFrame(f))...)
	require.NoError(t, err)
	return w
}

func says(w *Walk, lang string) string {
	var sb strings.Builder
	for _, s := range w.Steps {
		sb.WriteString(s.Say.Get(lang) + "\n")
	}
	return sb.String()
}

// Lesson 2 page 1: the page asks which four, and its five point; the
// walk says so and never asks whether the point is forbidden.
func TestFourFrame(t *testing.T) {
	const pos = "B:e11,f11,g11,j6,j4,j3 W:d11,h10,j8,i5"
	w := framedWalk(t, pos, "j7", FrameFour)
	assert.Equal(t, FrameFour, w.Frame)
	all := says(w, English)
	assert.Contains(t, all, "J3 J4 . J6 J7 is a simple four with a gap: only the gap, J5, would make five.")
	assert.Contains(t, all, "So J7 makes a simple four: its one five point is J5.")
	assert.NotContains(t, all+says(w, Chinese)+w.Summary.EN, "forbidden")
	assert.NotContains(t, says(w, Chinese), "禁手")

	w = framedWalk(t, pos, "h11", FrameFour)
	assert.Contains(t, says(w, English), "only I11 would make five, because White at D11 closes the other end.")
	assert.Equal(t, "d11", w.Steps[1].Blocker)

	w = framedWalk(t, "B:a8,b8,c8", "d8", FrameFour)
	assert.Contains(t, says(w, English), "because the other end is the edge of the board")

	w = framedWalk(t, "B:c8,e8,f8,g8", "h8", FrameFour)
	assert.Contains(t, says(w, English), "because a stone at the other end, D8, would make six in a row, not five.")

	w = framedWalk(t, "B:f8,g8,h8", "i8", FrameFour)
	assert.Contains(t, says(w, English), "So I8 makes a straight four: E8 and J8 both make five")
	assert.Equal(t, "a-four-straight", "a-"+w.Steps[len(w.Steps)-1].Kind)

	// Two fours: a double-four only once the learner has met it.
	two := "B:e8,f8,g8,h9,h10,h11 W:d8,h12"
	w = framedWalk(t, two, "h8", FrameFour, WithStage(func(string) bool { return false }))
	assert.Contains(t, says(w, English), "So H8 makes two fours at once.")
	assert.NotContains(t, says(w, English), "double-four")
	w = framedWalk(t, two, "h8", FrameFour)
	assert.Contains(t, says(w, English), "for Black that is a double-four, forbidden")

	w = framedWalk(t, "B:c8,d8,e8,g8,h8", "f8", FrameFour)
	assert.Contains(t, says(w, English), "an overline, not a four and not a five")
	w = framedWalk(t, "B:a1", "o15", FrameFour)
	assert.Equal(t, "So O15 makes no four: no line through it is one stone short of five.", w.Steps[len(w.Steps)-1].Say.EN)
}

// Lesson 1: does the stone make five? An overline is six, not five.
func TestFiveFrame(t *testing.T) {
	w := framedWalk(t, "B:d4,e5,f6,g7", "h8", FrameFive)
	assert.Equal(t, []string{"ask-five", "line-five", "five-five"}, kinds(w))
	assert.Equal(t, "H8 makes five on the diagonal (/): Black wins.", w.Summary.EN)
	w = framedWalk(t, "B:c6,d6,e6,g6,h6", "f6", FrameFive)
	assert.Contains(t, says(w, English), "C6 D6 E6 F6 G6 H6 is six in a row: an overline.")
	assert.Contains(t, says(w, English), "So F6 makes no five")
	w = framedWalk(t, "B:d8,e8,f8", "h8", FrameFive)
	assert.Equal(t, "H8 makes no five.", w.Summary.EN)
	for _, s := range w.Steps {
		assert.NotContains(t, s.Say.EN, "forbidden")
	}
}

func kinds(w *Walk) []string {
	var out []string
	for _, s := range w.Steps {
		out = append(out, s.Kind)
	}
	return out
}

// Lessons 3 and 4: is the three live? A lesson-3 learner hears "not a
// live three", and no condition about forbidden points yet; a learner
// past the false-three lessons hears "a false three".
func TestThreeFrameByStage(t *testing.T) {
	const pos = "B:g8,i8 W:e8,k8"
	before := WithStage(func(term string) bool { return term == "three" || term == "sleeping-three" })
	w := framedWalk(t, pos, "h8", FrameThree, before)
	all := says(w, English) + w.Summary.EN
	assert.Contains(t, all, "is not a live three")
	assert.NotContains(t, all, "false three")
	assert.NotContains(t, all, "forbidden")
	assert.NotContains(t, says(w, Chinese)+w.Summary.ZH, "假活三")
	w = framedWalk(t, pos, "h8", FrameThree)
	assert.Contains(t, says(w, English), "a false three")
	assert.Contains(t, says(w, Chinese), "假活三")

	w = framedWalk(t, "B:f8,g8,h9,h10", "h8", FrameThree, before)
	assert.Equal(t, "So H8 makes two live threes.", w.Steps[len(w.Steps)-1].Say.EN)
	assert.NotContains(t, says(w, English)+w.Summary.EN, "legal", "the condition on the straight-four point comes later")

	w = framedWalk(t, "B:a1", "o15", FrameThree)
	assert.Equal(t, "O15 makes no three.", w.Summary.EN)
}

// A walk lists only the fouls the learner has met, and names the
// four-three only once it is taught.
func TestStageNamesOnlyTaughtFouls(t *testing.T) {
	upTo := func(terms ...string) Option {
		return WithStage(func(id string) bool {
			for _, t := range terms {
				if t == id {
					return true
				}
			}
			return false
		})
	}
	w := framedWalk(t, "B:e8,f8,g8,h9,h10 W:d8", "h8", FrameForbidden, upTo("overline", "double-three", "three", "four"))
	all := says(w, English) + w.Summary.EN
	assert.NotContains(t, all, "double-four")
	assert.NotContains(t, all, "four-three")
	assert.Contains(t, all, "a four and a live three at once")
	assert.NotContains(t, says(w, Chinese)+w.Summary.ZH, "四三：")
	w = framedWalk(t, "B:e8,f8,g8,h9,h10 W:d8", "h8", FrameForbidden)
	assert.Contains(t, says(w, English), "a four-three")
}

// English walks carry no Chinese: the glossary gives a term's Chinese.
func TestEnglishWalksHaveNoChinese(t *testing.T) {
	for _, tc := range goldenCases {
		b, err := rules.ParseStones(tc.pos)
		require.NoError(t, err)
		for _, f := range Frames {
			w, err := Explain(&b, rules.MustPoint(tc.point), rules.Black, WithFrame(f))
			require.NoError(t, err)
			for _, s := range w.Steps {
				for _, txt := range []string{s.Say.EN, s.Question.EN, s.Answer.EN} {
					assert.False(t, hasHan(txt), "%s (%s): %q", tc.name, f, txt)
				}
			}
			assert.False(t, hasHan(w.Summary.EN), "%s (%s): %q", tc.name, f, w.Summary.EN)
		}
	}
}

func hasHan(s string) bool {
	return strings.IndexFunc(s, func(r rune) bool { return r >= 0x2E80 && r <= 0x9FFF || r >= 0xFF00 && r <= 0xFFEF }) >= 0
}

func TestParseFrame(t *testing.T) {
	for _, f := range Frames {
		g, err := ParseFrame(string(f))
		require.NoError(t, err)
		assert.Equal(t, f, g)
	}
	_, err := ParseFrame("six")
	assert.Error(t, err)
}
