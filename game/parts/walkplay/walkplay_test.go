package walkplay

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/lessons"
	"renju/msg"
	"renju/rules"
	"renju/tutor"
)

func player(t *testing.T, pos, pt string) *Player {
	t.Helper()
	b, err := rules.ParsePosition(pos)
	require.NoError(t, err)
	w, err := tutor.Explain(&b, rules.MustPoint(pt), rules.Black)
	require.NoError(t, err)
	p, err := New(w)
	require.NoError(t, err)
	return p
}

const doubleThree = "B:g8,j8,h9,h10"

func TestStepping(t *testing.T) {
	p := player(t, doubleThree, "h8")
	assert.Equal(t, 4, p.Len(), "frame, two live threes, verdict")
	assert.Equal(t, 0, p.Index())
	assert.Equal(t, "ask-root", p.Step().Kind)
	assert.False(t, p.Prev(), "nothing before the first step")
	assert.True(t, p.Next())
	assert.True(t, p.Next())
	assert.Equal(t, 2, p.Index())
	assert.True(t, p.Prev())
	assert.Equal(t, 1, p.Index())
	p.End()
	assert.True(t, p.AtEnd())
	assert.Equal(t, "teach-double-three", p.Step().Kind)
	assert.Equal(t, "double-three", p.Step().Foul)
	assert.False(t, p.Next(), "nothing after the last step")
	p.Restart()
	assert.Equal(t, 0, p.Index())
	p.Go(99)
	assert.Equal(t, 3, p.Index())
	p.Go(-3)
	assert.Equal(t, 0, p.Index())
	assert.Equal(t, "h8", p.Point().String())
}

func TestAutoplay(t *testing.T) {
	p := player(t, doubleThree, "h8")
	assert.False(t, p.Tick("en"), "paused: nothing moves")
	p.Toggle()
	assert.True(t, p.Playing())
	secs := StepSeconds(p.Step(), "en")
	ticks := 0
	for !p.Tick("en") {
		ticks++
		require.Less(t, ticks, 10000)
	}
	assert.InDelta(t, secs*TicksPerSecond, float64(ticks+1), 1, "one step lasts StepSeconds at 1×")
	assert.Equal(t, 1, p.Index())

	// 2× is twice as fast.
	p.SetSpeed(2)
	secs = StepSeconds(p.Step(), "en")
	ticks = 0
	for !p.Tick("en") {
		ticks++
	}
	assert.InDelta(t, secs*TicksPerSecond/2, float64(ticks+1), 1)

	// Autoplay stops at the end; Toggle there starts again from the top.
	for p.Playing() {
		p.Tick("en")
	}
	assert.True(t, p.AtEnd())
	p.Toggle()
	assert.True(t, p.Playing())
	assert.Equal(t, 0, p.Index())

	// Advance goes by the clock.
	p.Go(0)
	p.Pause()
	p.Toggle()
	assert.False(t, p.Advance(StepSeconds(p.Step(), "en")/Speeds[p.SpeedIndex()]*0.9, "en"))
	assert.True(t, p.Advance(StepSeconds(p.Step(), "en")/Speeds[p.SpeedIndex()]*0.2, "en"))
	assert.Equal(t, 1, p.Index())
	assert.InDelta(t, 0, p.Progress("en"), 1e-9, "a new step starts from the beginning")

	// Stepping back pauses.
	p.Next()
	p.Prev()
	assert.False(t, p.Playing())

	p.SetSpeed(0)
	p.CycleSpeed()
	p.CycleSpeed()
	assert.Equal(t, 2, p.SpeedIndex())
	p.CycleSpeed()
	assert.Equal(t, 0, p.SpeedIndex(), "from the fastest back to the slowest")
	p.SetSpeed(9)
	assert.Equal(t, len(Speeds)-1, p.SpeedIndex())
}

func TestStepSeconds(t *testing.T) {
	p := player(t, doubleThree, "h8")
	for i := range p.Len() {
		p.Go(i)
		for _, lang := range []string{"en", "zh"} {
			s := StepSeconds(p.Step(), lang)
			assert.GreaterOrEqual(t, s, 2.5)
			assert.LessOrEqual(t, s, 14.0)
		}
	}
}

func TestCrumbs(t *testing.T) {
	// The recursion lesson's A: three levels down and back.
	l, ok := lessons.ByID("recursion")
	require.True(t, ok)
	pg := &l.Pages[0]
	require.NotEmpty(t, pg.Walks)
	w, err := tutor.Explain(&pg.Board, pg.Walks[0], rules.Black)
	require.NoError(t, err)
	p, err := New(w)
	require.NoError(t, err)
	require.GreaterOrEqual(t, p.Len(), 10)
	// Find the deepest step.
	deep := 0
	for i := range p.Len() {
		p.Go(i)
		if p.Step().Depth > p.walk.Steps[deep].Depth {
			deep = i
		}
	}
	p.Go(deep)
	s := p.Step()
	require.GreaterOrEqual(t, s.Depth, 2, "the walk goes at least two levels down")
	cs := p.Crumbs()
	require.Len(t, cs, s.Depth+1)
	assert.Equal(t, pg.Walks[0].Upper(), cs[0].Point)
	assert.True(t, cs[s.Depth].Current)
	assert.False(t, cs[0].Current)
	assert.Equal(t, 0, cs[0].Target, "the root crumb goes to the first step")
	for d, c := range cs {
		assert.Equal(t, d, c.Depth)
		target := p.walk.Steps[c.Target]
		assert.Equal(t, d, target.Depth)
		assert.Contains(t, []string{"ask-root", "ask-sub"}, target.Kind)
		assert.Equal(t, c.Point, up(target.Focus))
	}
	p.Toggle()
	p.JumpToCrumb(1)
	assert.False(t, p.Playing())
	assert.Equal(t, cs[1].Target, p.Index())
	assert.Equal(t, "ask-sub", p.Step().Kind)
}

func up(s string) string { return rules.MustPoint(s).Upper() }

func TestScene(t *testing.T) {
	p := player(t, doubleThree, "h8")
	// Step 1: H8 placed (imagined), what it makes stated.
	sc := p.Scene()
	assert.Equal(t, []rules.Point{rules.MustPoint("h8")}, sc.Placed)
	assert.False(t, sc.Band)

	// Step 2: I8 would make the straight four F8-K8 of the horizontal
	// three: the candidate, still empty, is not ringed as a stone; the
	// four's ends are key points.
	p.Go(1)
	sc = p.Scene()
	assert.Equal(t, "i8", sc.Candidate.String())
	assert.ElementsMatch(t, pts("g8", "h8", "j8"), sc.Stones)
	assert.ElementsMatch(t, pts("f8", "k8"), sc.Keys)
	assert.Equal(t, "f8", sc.BandFrom.String())
	assert.Equal(t, "k8", sc.BandTo.String())

	// The vertical line: the band runs bottom to top.
	p.Go(2)
	sc = p.Scene()
	assert.Equal(t, "h6", sc.BandFrom.String())
	assert.Equal(t, "h11", sc.BandTo.String())

	// One level down in a walk that descends: H8 and I8 imagined in order.
	p = player(t, "B:g8,j8,h9,h10,i5,i7,i9,i11", "h8")
	p.Go(2)
	sc = p.Scene()
	assert.Equal(t, pts("h8", "i8"), sc.Placed)
	assert.Equal(t, "i8", sc.Focus.String())
}

func TestSceneBlockers(t *testing.T) {
	// A three blocked by White at F8 and by the edge.
	b := position(t, "B:g8,h8 W:f8")
	w, err := tutor.ExplainFull(&b, rules.MustPoint("i8"), rules.Black)
	require.NoError(t, err)
	found := false
	for i := range w.Steps {
		s := &w.Steps[i]
		if s.Kind == "cand-blocked-white" {
			sc := SceneOf(&b, s)
			assert.True(t, sc.HasBlocker)
			assert.Equal(t, "f8", sc.Blocker.String())
			found = true
		}
	}
	assert.True(t, found)
	b = position(t, "B:b8,c8")
	w, err = tutor.ExplainFull(&b, rules.MustPoint("d8"), rules.Black)
	require.NoError(t, err)
	found = false
	for i := range w.Steps {
		if s := &w.Steps[i]; s.Kind == "cand-blocked-edge" {
			assert.True(t, SceneOf(&b, s).BlockerEdge)
			found = true
		}
	}
	assert.True(t, found)
}

func position(t *testing.T, s string) rules.Board {
	t.Helper()
	b, err := rules.ParsePosition(s)
	require.NoError(t, err)
	return b
}

func pts(ss ...string) []rules.Point {
	var out []rules.Point
	for _, s := range ss {
		out = append(out, rules.MustPoint(s))
	}
	return out
}

// A walk opened with a lesson's letters names its points by them in the
// breadcrumb, the outline and the verdict badge, as its sentences do; the
// full-detail switch keeps the letters.
func TestLettersInCrumbsAndOutline(t *testing.T) {
	b := position(t, "B:g8,j8,h9,h10,i5,i7,i9,i11")
	letters := map[rules.Point]string{rules.MustPoint("h8"): "A", rules.MustPoint("i8"): "B"}
	p, err := Open(&b, rules.MustPoint("h8"), rules.Black, "A", tutor.WithNames(func(q rules.Point) string { return letters[q] }))
	require.NoError(t, err)
	for p.Step().Depth == 0 {
		require.True(t, p.Next())
	}
	var crumbs []string
	for _, c := range p.Crumbs() {
		crumbs = append(crumbs, c.Point)
	}
	assert.Equal(t, []string{"A", "B"}, crumbs)
	v := p.View(msg.English)
	require.Len(t, v.Outline, 2)
	assert.Equal(t, "A", v.Outline[0].Label)
	assert.Equal(t, "B ×", v.Outline[1].Label)
	p.End()
	assert.Equal(t, "A: legal", p.View(msg.English).Verdict.S[:len("A: legal")])
	p.ToggleDetail()
	require.True(t, p.Full())
	assert.Equal(t, "A", p.Walk().Name("h8"), "the full walk keeps the letters")
	assert.Contains(t, p.Walk().Steps[0].Say.EN, "Is a black stone at A forbidden?")
}

// The line walk of a live-or-false question plays like any walk; it has no
// full-detail switch (that would be the point's walk, not the line's).
func TestLineWalkPlayer(t *testing.T) {
	b := position(t, "B:g8,j8,h9,h10,i5,i7,i9,i11")
	p, err := OpenLine(&b, rules.MustPoint("i8"), "horizontal", "")
	require.NoError(t, err)
	assert.Equal(t, "horizontal", p.Walk().Line)
	assert.Equal(t, "live", p.Walk().Three)
	v := p.View(msg.English)
	assert.Empty(t, v.Detail.ID, "no full-detail switch")
	assert.True(t, p.Scene().Band, "the asked line is drawn from the first step")
	p.End()
	v = p.View(msg.English)
	assert.Empty(t, v.Verdict.S, "the answer is the line's, not a verdict on the point")
	var notes []string
	for _, n := range v.Notes {
		notes = append(notes, n.S)
	}
	assert.Contains(t, strings.Join(notes, "\n"), "live three")
	assert.Contains(t, strings.Join(notes, "\n"), "In short: After Black's I8, the three on the horizontal line is live (H8 would be legal).")
	p.ToggleDetail()
	assert.False(t, p.Full())
	_, err = OpenLine(&b, rules.MustPoint("i8"), "diagonal", "")
	assert.Error(t, err)
}
