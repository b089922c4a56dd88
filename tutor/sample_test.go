package tutor_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/lessons"
	"renju/rules"
	"renju/tutor"
)

// sampleCase is one judged point of the walk sample.
type sampleCase struct {
	name  string
	board rules.Board
	point rules.Point
}

// deepPositions recurse 5–8 levels (the judge's kept deep cases).
var deepPositions = []string{
	"B:c6,c8,d9,e8,e13,f6,g7,g8,h8,i6,i7,i12 W:c7,d11,e10,f8,f9,f11,g10,h11",
	"B:d6,e2,f1,f7,f8,g6,g7,h4,h6,h8,h9,j5,j7,j10,k4,k5 W:e4,f2,f4,f6,i7,j6,j8,l4,l6",
	"B:b9,d7,d9,e11,e12,f9,g10,h8,h11,h12,h14 W:j8,j9,j14,k10",
}

// walkSample is what the walk lengths are measured on: every forbidden
// point and every point whose trace recurses two levels or more, on
// random clustered positions and on the deep positions, and every walk of
// the lessons.
func walkSample(t testing.TB, random int) []sampleCase {
	var out []sampleCase
	var boards []rules.Board
	rng := rand.New(rand.NewPCG(31, 41))
	for range random {
		boards = append(boards, randomBoard(rng, 12+rng.IntN(60)))
	}
	for _, s := range deepPositions {
		b, err := rules.ParseStones(s)
		require.NoError(t, err)
		boards = append(boards, b)
	}
	for _, b := range boards {
		for r := range rules.Size {
			for c := range rules.Size {
				p := rules.Point{Col: c, Row: r}
				if b.At(p) != rules.Empty {
					continue
				}
				tr, err := rules.Explain(&b, p, rules.Black)
				require.NoError(t, err)
				if tr.Verdict == "forbidden" || tr.MaxDepth() >= 2 {
					out = append(out, sampleCase{rules.FormatStones(&b), b, p})
				}
			}
		}
	}
	for _, l := range lessons.All() {
		for i := range l.Pages {
			pg := &l.Pages[i]
			for _, p := range pg.Walks {
				out = append(out, sampleCase{l.ID, pg.Board, p})
			}
		}
	}
	return out
}

// randomBoard scatters n stones in a cluster around the centre, with more
// black than white, so that forbidden shapes are common.
func randomBoard(rng *rand.Rand, n int) rules.Board {
	var b rules.Board
	placed := []rules.Point{rules.Center}
	b.Set(rules.Center, rules.Black)
	for len(placed) < n {
		base := placed[rng.IntN(len(placed))]
		p := rules.Point{Col: base.Col + rng.IntN(5) - 2, Row: base.Row + rng.IntN(5) - 2}
		if !p.OnBoard() || b.At(p) != rules.Empty {
			continue
		}
		c := rules.Black
		if rng.IntN(100) < 42 {
			c = rules.White
		}
		b.Set(p, c)
		placed = append(placed, p)
	}
	return b
}

// TestTeachingWalks builds the teaching walk of every sample point: its
// verdict is the judge's, its steps are well formed, it stops at the
// verdict, and its outline and summary are there. The lengths are logged
// with the exhaustive walk's for comparison.
func TestTeachingWalks(t *testing.T) {
	random := 60
	if testing.Short() {
		random = 15
	}
	sample := walkSample(t, random)
	var teach, full, teachDeep, fullDeep []int
	for _, sc := range sample {
		j, err := rules.Judge(&sc.board, sc.point, rules.Black)
		require.NoError(t, err)
		w, err := tutor.Explain(&sc.board, sc.point, rules.Black)
		require.NoError(t, err)
		f, err := tutor.ExplainFull(&sc.board, sc.point, rules.Black)
		require.NoError(t, err)
		where := sc.name + " " + sc.point.String()
		last := w.Steps[len(w.Steps)-1]
		require.Equal(t, j.Verdict.String(), last.Verdict, where)
		require.Equal(t, 0, last.Depth, where)
		if j.Verdict == rules.Forbidden {
			require.Equal(t, j.Kind.String(), last.Foul, where)
		}
		checkWalk(t, w, where)
		teach, full = append(teach, len(w.Steps)), append(full, len(f.Steps))
		if tr, _ := rules.Explain(&sc.board, sc.point, rules.Black); tr.MaxDepth() >= 2 {
			teachDeep, fullDeep = append(teachDeep, len(w.Steps)), append(fullDeep, len(f.Steps))
		}
	}
	dm, dp, dx := stats(teachDeep)
	fm, fp, fx := stats(fullDeep)
	t.Logf("%d of them recurse 2+ levels: teaching median %d, p90 %d, max %d; full median %d, p90 %d, max %d",
		len(teachDeep), dm, dp, dx, fm, fp, fx)
	mt, pt, xt := stats(teach)
	mf, pf, xf := stats(full)
	t.Logf("%d points: teaching walk median %d, p90 %d, max %d steps; full walk median %d, p90 %d, max %d",
		len(sample), mt, pt, xt, mf, pf, xf)
	assert.LessOrEqual(t, mt, 8, "median")
	assert.LessOrEqual(t, pt, 20, "p90")
	assert.LessOrEqual(t, xt, 40, "max")
}

// checkWalk checks what every walk must be: texts filled in both
// languages, a breadcrumb that matches the depth, one verdict per judged
// point, and nothing after the root's verdict.
func checkWalk(t *testing.T, w *tutor.Walk, where string) {
	t.Helper()
	require.NotEmpty(t, w.Summary.EN, where)
	require.NotEmpty(t, w.Summary.ZH, where)
	require.NotEmpty(t, w.Outline, where)
	require.Equal(t, 0, w.Outline[0].Step, where)
	for i, s := range w.Steps {
		require.NotEmpty(t, s.Say.EN, "%s step %d", where, i)
		require.NotEmpty(t, s.Say.ZH, "%s step %d", where, i)
		require.NotContains(t, s.Say.EN+s.Say.ZH, "{", "%s step %d", where, i)
		require.Equal(t, s.Depth+1, len(s.Path), "%s step %d", where, i)
		require.Equal(t, s.Focus, s.Path[s.Depth], "%s step %d", where, i)
		if s.Verdict != "" && s.Depth == 0 {
			require.Equal(t, len(w.Steps)-1, i, "%s: the root's verdict is the last step", where)
		}
	}
	for k, n := range w.Outline {
		require.Less(t, n.Step, len(w.Steps), where)
		s := w.Steps[n.Step]
		if n.Depth == s.Depth {
			require.Equal(t, n.Point, s.Focus, "%s outline %d", where, k)
		} else {
			require.Equal(t, n.Depth, s.Depth+1, "%s outline %d: a quick node is settled on its parent's step", where, k)
			require.Equal(t, n.Point, s.Candidate, "%s outline %d", where, k)
		}
		if k > 0 {
			require.GreaterOrEqual(t, n.Step, w.Outline[k-1].Step, where)
		}
	}
}

func stats(xs []int) (median, p90, most int) {
	s := slices.Clone(xs)
	slices.Sort(s)
	return s[len(s)/2], s[len(s)*9/10], s[len(s)-1]
}

// The recursion lesson's first page says how deep the walk of A goes:
// three levels below A. (It no longer says how many steps: a count the
// walk's wording can change is a sentence that can turn false.)
func TestRecursionLessonMatchesItsWalk(t *testing.T) {
	l, ok := lessons.ByID("recursion")
	require.True(t, ok)
	pg := &l.Pages[0]
	require.NotEmpty(t, pg.Walks)
	w, err := tutor.Explain(&pg.Board, pg.Walks[0], rules.Black)
	require.NoError(t, err)
	deepest := 0
	for _, s := range w.Steps {
		deepest = max(deepest, s.Depth)
	}
	assert.Equal(t, 3, deepest, "three levels below A")
	assert.Contains(t, pg.Text.EN, "three levels below A")
	assert.Contains(t, pg.Text.ZH, "在A之下要判断三层")
}

// A plain double-three is explained in at most six steps, and the deep
// positions' walks stay short while reaching the level that decides.
func TestShortWalks(t *testing.T) {
	b, err := rules.ParseStones("B:g8,i8,h9,h10")
	require.NoError(t, err)
	w, err := tutor.Explain(&b, rules.MustPoint("h8"), rules.Black)
	require.NoError(t, err)
	assert.Equal(t, "forbidden", w.Verdict)
	assert.LessOrEqual(t, len(w.Steps), 6)
	for _, s := range deepPositions {
		b, err := rules.ParseStones(s)
		require.NoError(t, err)
		for _, p := range b.Stones(rules.Empty) {
			w, err := tutor.Explain(&b, p, rules.Black)
			require.NoError(t, err)
			assert.LessOrEqual(t, len(w.Steps), 35, "%s %s", s, p)
		}
	}
}
