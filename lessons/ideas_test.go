package lessons

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/rules"
)

func explainAt(t *testing.T, pos, at string) (rules.Board, *rules.Trace) {
	t.Helper()
	b, err := rules.ParseStones(pos)
	require.NoError(t, err)
	tr, err := rules.Explain(&b, rules.MustPoint(at), rules.Black)
	require.NoError(t, err)
	return b, tr
}

// A false three's reasons, each on a position of its own.
func TestLineIdeas(t *testing.T) {
	cases := []struct {
		name, pos, at, dir string
		live               bool
		needs              []string
		practises          []string // beyond the needs
	}{
		{"sleeping: White right at the end (眠三)", "B:h9,h10 W:h11,g8", "h8", "vertical", false,
			[]string{"three"}, nil},
		{"looks open, closed by White further out", "B:g8,i8 W:e8,k8", "h8", "horizontal", false,
			[]string{"false-three-white", "three"}, nil},
		{"the edge", "B:a8,b8 W:e11", "c8", "horizontal", false,
			[]string{"false-three-edge", "three"}, nil},
		{"Black's own stones (六腐)", "B:b8,e8,g8,j8 W:k9,a1", "f8", "horizontal", false,
			[]string{"false-three-own", "three"}, nil},
		{"a split three, live", "B:g8,j8 W:g10", "h8", "horizontal", true,
			[]string{"broken-three"}, nil},
		{"live, White one point off one end", "B:g6,h6 W:e6", "i6", "horizontal", true,
			[]string{"three"}, []string{"false-three-white"}},
		{"live, the edge one point off", "B:b8,c8", "d8", "horizontal", true,
			[]string{"three"}, []string{"false-three-edge"}},
		{"the five-point rule", "B:g8,i8,f9,f10,f11,f12,j9,j10,j11,j12 W:a1,a2,a3,a4,a5,a6,a7,a8,a9,a10", "h8", "horizontal", false,
			[]string{"five-point-rule", "three"}, nil},
		{"a forbidden straight-four point", "B:h9,h10,g8,j8,i5,i7,i9,i11 W:a1,a2,a3,a4,a5,a6,a7,a8", "h8", "horizontal", false,
			[]string{"broken-three", "double-four", "false-three-forbidden", "four-on-one-line", "straight-four"},
			[]string{"judging-checklist", "five-beats-forbidden", "review"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			b, tr := explainAt(t, tc.pos, tc.at)
			var line rules.LineTrace
			for _, l := range tr.Lines {
				if l.Direction == tc.dir {
					line = l
				}
			}
			require.True(t, threeLike(line), "a three on the %s line: %s", tc.dir, line.Shape)
			assert.Equal(t, tc.live, line.Shape == rules.ShapeThree, "live")
			got := LineIdeas(&b, tr, tc.dir)
			assert.Equal(t, tc.needs, got.Needs)
			for _, n := range append(tc.needs, tc.practises...) {
				assert.Contains(t, got.Practises, n)
			}
			for _, n := range got.Practises {
				if !contains(tc.needs, n) && !contains(tc.practises, n) {
					t.Errorf("practises %s too", n)
				}
			}
		})
	}
}

func contains(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}

// The ideas of a verdict: what decides it, and for a fake foul why each
// shape falls short.
func TestPointIdeas(t *testing.T) {
	cases := []struct {
		name, pos, at string
		verdict       string
		needs         []string
		practises     []string // some of what it practises beyond the needs
		not           []string // what it does not practise
	}{
		{"double-three", "B:f8,g8,h9,h10", "h8", "forbidden",
			[]string{"double-three", "three"}, nil, []string{"fake-forbidden", "combined", "double-four"}},
		{"fake double-three: a sleeping three", "B:f8,g8,h9,h10 W:e8", "h8", "legal",
			[]string{"double-three", "three"}, []string{"fake-forbidden"}, []string{"false-three-white"}},
		{"fake double-three: White further out", "B:f8,g8,h9,h10 W:d8,j8", "h8", "legal",
			[]string{"double-three", "false-three-white", "three"}, []string{"fake-forbidden"}, nil},
		{"double-four", "B:e8,f8,g8,h9,h10,h11 W:d8", "h8", "forbidden",
			[]string{"double-four", "four", "straight-four"}, []string{"four-on-one-line"}, []string{"double-three"}},
		{"four-three: legal, whatever the three", "B:e8,f8,g8,h9,h10 W:d8", "h8", "legal",
			[]string{"four", "three"}, []string{"combined", "double-four", "double-three", "judging-checklist"}, []string{"fake-forbidden"}},
		{"four with a false three that looks open", "B:e8,f8,g8,h9,h10 W:d8,h6,h12", "h8", "legal",
			[]string{"four", "three"}, []string{"false-four-three", "false-three-white"}, nil},
		{"overline", "B:c8,d8,e8,g8,h8", "f8", "forbidden",
			[]string{"overline"}, nil, []string{"double-four"}},
		{"five beats the overline", "B:d8,e8,f8,g8,h5,h6,h7,h9,h10 W:c8,a1,a2,a3,a4,a5,a6,a7", "h8", "five",
			[]string{"five", "five-beats-forbidden"}, []string{"overline", "fake-forbidden"}, nil},
		{"four-three-three", "B:e8,f8,g8,h9,h10,i9,j10 W:d8", "h8", "forbidden",
			[]string{"double-three", "three"}, []string{"combined", "five-beats-forbidden"}, nil},
		{"a plain point", "B:h9 W:h10", "h8", "legal", nil, nil, []string{"double-three", "fake-forbidden"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			b, tr := explainAt(t, tc.pos, tc.at)
			require.Equal(t, tc.verdict, tr.Verdict)
			got := PointIdeas(&b, tr)
			assert.Equal(t, tc.needs, nilIfEmpty(got.Needs))
			for _, n := range append(tc.needs, tc.practises...) {
				assert.Contains(t, got.Practises, n)
			}
			for _, n := range tc.not {
				assert.NotContains(t, got.Practises, n)
			}
		})
	}
}

func nilIfEmpty(ss []string) []string {
	if len(ss) == 0 {
		return nil
	}
	return ss
}

// The deep example of the recursion lesson: A is legal because a three is
// false three levels down; the careful judgement goes that deep.
func TestPointIdeasRecursion(t *testing.T) {
	l, ok := ByID("recursion")
	require.True(t, ok)
	pg := &l.Pages[0]
	require.NotEmpty(t, pg.Walks)
	b := pg.Board
	tr, err := rules.Explain(&b, pg.Walks[0], rules.Black)
	require.NoError(t, err)
	got := PointIdeas(&b, tr)
	assert.Contains(t, got.Needs, "false-three-forbidden")
	assert.Contains(t, got.Practises, "recursion")
	assert.Contains(t, got.Practises, "judging-checklist")
	assert.Contains(t, got.Practises, "review")
}
