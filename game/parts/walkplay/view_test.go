package walkplay

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/boardview"
	"renju/game/vocab/input"
	"renju/game/vocab/screenview"
	"renju/msg"
	"renju/rules"
	"renju/tutor"
)

func TestKeysAndButtons(t *testing.T) {
	p := player(t, doubleThree, "h8")
	for _, k := range []input.Key{input.KeyRight, input.KeyDown, input.KeyPageDown} {
		handled, closed := p.Key(input.Press{Key: k})
		assert.True(t, handled)
		assert.False(t, closed)
	}
	assert.Equal(t, 3, p.Index())
	p.Key(input.Press{Key: input.KeyPageUp})
	assert.Equal(t, 2, p.Index())
	p.Key(input.Press{Key: input.KeyEnd})
	assert.True(t, p.AtEnd())
	p.Key(input.Press{Key: input.KeyHome})
	assert.Equal(t, 0, p.Index())
	handled, _ := p.Key(input.Press{Key: input.KeyRight, Ctrl: true})
	assert.False(t, handled, "Ctrl keys are the browser's")
	handled, _ = p.Key(input.Press{Key: input.KeyF})
	assert.False(t, handled, "not the walk's: the screen's")
	_, closed := p.Key(input.Press{Key: input.KeyEscape})
	assert.True(t, closed)

	p.Press(BtnNext)
	p.Press(BtnNext)
	assert.Equal(t, 2, p.Index())
	p.Press(BtnCrumb + "0")
	assert.Equal(t, 0, p.Index())
	p.Press(BtnSpeed)
	assert.Equal(t, 2, p.SpeedIndex())
	handled, _ = p.Press("walk.crumb.x")
	assert.False(t, handled)
	_, closed = p.Press(BtnClose)
	assert.True(t, closed)
}

func TestView(t *testing.T) {
	b, err := rules.ParseStones(doubleThree)
	require.NoError(t, err)
	p, err := Open(&b, rules.MustPoint("h8"), rules.Black, "A")
	require.NoError(t, err)
	v := p.View(msg.English)
	assert.Equal(t, "Why? — Black at A (H8)", v.Title)
	assert.Equal(t, "Step 1 of 4", v.Counter)
	assert.Equal(t, "Step 4 of 4", v.Widest)
	assert.Equal(t, "Level 1", v.Level)
	assert.Equal(t, []screenview.Button{{ID: "walk.crumb.0", Label: "H8", Style: screenview.On}}, v.Crumbs)
	require.Len(t, v.Controls, 5)
	assert.True(t, v.Controls[0].Disabled, "nothing to restart at the start")
	assert.Equal(t, screenview.Primary, v.Controls[2].Style)
	assert.Equal(t, "", v.Verdict.S)
	assert.NotEmpty(t, v.Say)

	p.End()
	v = p.View(msg.Chinese)
	assert.Equal(t, screenview.Bad, v.Verdict.Tone)
	assert.Contains(t, v.Verdict.S, "三三禁手")
	assert.Equal(t, 1.0, v.Progress)
	assert.True(t, v.Controls[3].Disabled, "nothing after the end")
	assert.Equal(t, screenview.Dim, v.Notes[len(v.Notes)-1].Tone, "the end is said")
}

// A verdict badge names the kind the step found, not always double-three.
func TestVerdictNamesItsKind(t *testing.T) {
	for _, tc := range []struct{ pos, pt, want string }{
		{"B:h5,h6,h7,g8,f8,e8", "h8", "double-four"},
		{"B:c8,d8,e8,g8,h8", "f8", "overline"},
	} {
		b, err := rules.ParseStones(tc.pos)
		require.NoError(t, err)
		p, err := Open(&b, rules.MustPoint(tc.pt), rules.Black, "")
		require.NoError(t, err)
		p.End()
		assert.Contains(t, p.View(msg.English).Verdict.S, tc.want, tc.pos)
	}
}

func TestNotes(t *testing.T) {
	p := player(t, doubleThree, "h8")
	var kinds []boardview.NoteKind
	for !p.AtEnd() {
		for _, n := range p.Notes() {
			kinds = append(kinds, n.Kind)
			if n.Kind == boardview.Imagined {
				assert.Positive(t, n.N)
			}
		}
		p.Next()
	}
	for _, k := range []boardview.NoteKind{boardview.Band, boardview.Imagined, boardview.RingAt(rules.Center, 0, 1).Kind} {
		assert.Contains(t, kinds, k)
	}
}

// The outline jumps to a judged point (by tap and by O), and D switches
// to the full detail and back, staying on the same point's judgement.
func TestOutlineAndDetail(t *testing.T) {
	b, err := rules.ParseStones("B:g8,j8,h9,h10,i5,i7,i9,i11")
	require.NoError(t, err)
	p, err := Open(&b, rules.MustPoint("h8"), rules.Black, "")
	require.NoError(t, err)
	v := p.View(msg.English)
	require.Len(t, v.Outline, 2)
	assert.Equal(t, screenview.Button{ID: "walk.node.0", Label: "H8", Style: screenview.On}, v.Outline[0])
	assert.Equal(t, screenview.Button{ID: "walk.node.1", Label: "I8 ×", Style: screenview.Wrong}, v.Outline[1])
	assert.Equal(t, screenview.Plain, v.Detail.Style)

	handled, _ := p.Press("walk.node.1")
	require.True(t, handled)
	assert.Equal(t, "i8", p.Step().Focus)
	assert.Equal(t, 1, p.Step().Depth)
	assert.Equal(t, screenview.On, p.View(msg.English).Outline[1].Style)

	short := p.Len()
	handled, _ = p.Key(input.Press{Key: input.KeyD})
	require.True(t, handled)
	assert.True(t, p.Full())
	assert.Greater(t, p.Len(), short)
	assert.Equal(t, "i8", p.Step().Focus, "the full detail opens at the same judgement")
	assert.Equal(t, screenview.On, p.View(msg.Chinese).Detail.Style)
	p.Press(BtnDetail)
	assert.False(t, p.Full())
	assert.Equal(t, short, p.Len())

	p.Go(0)
	p.Key(input.Press{Key: input.KeyO})
	assert.Equal(t, "i8", p.Step().Focus)
	p.Key(input.Press{Key: input.KeyO})
	assert.Equal(t, 0, p.Index(), "after the last point, back to the first")
	p.Key(input.Press{Key: input.KeyO, Shift: true})
	assert.Equal(t, "i8", p.Step().Focus)

	p.End()
	v = p.View(msg.English)
	assert.Equal(t, screenview.On, v.Outline[0].Style, "the root's verdict is the root's")
	assert.Equal(t, screenview.Good, v.Verdict.Tone)
	assert.Equal(t, "In short: H8 is legal: the three on the horizontal line is false (I8 would be a double-four), so it has at most one live three.",
		v.Notes[0].S, "the summary at the end")
}

// A sleeping three's step marks White's closing stone with a bar across
// the line on the three's side, never with a forbidden mark (lesson 3's
// I7 J6 K5, closed by White at L4).
func TestClosingStoneIsNoFoul(t *testing.T) {
	b, err := rules.ParseStones("B:j6,k5 W:l4")
	require.NoError(t, err)
	p, err := OpenLine(&b, rules.MustPoint("i7"), "anti-diagonal", "")
	require.NoError(t, err)
	closed := false
	for {
		for _, n := range p.Notes() {
			assert.NotEqual(t, boardview.Foul, n.Kind, "step %d: a forbidden mark", p.Index())
			if n.Kind == boardview.Closed {
				closed = true
				assert.Equal(t, rules.MustPoint("l4"), n.At)
				assert.Equal(t, rules.MustPoint("k5"), n.To, "the bar is on the three's side")
			}
		}
		if p.AtEnd() {
			break
		}
		p.Next()
	}
	assert.True(t, closed, "the closing stone is marked")
}

// A framed walk (a lesson's "is it a live three?") shows no level: it
// answers its question on one level, where "Level 1" means nothing.
func TestFramedWalkShowsNoLevel(t *testing.T) {
	b, err := rules.ParseStones("B:j6,k5 W:l4")
	require.NoError(t, err)
	p, err := OpenLine(&b, rules.MustPoint("i7"), "anti-diagonal", "")
	require.NoError(t, err)
	require.Equal(t, tutor.FrameThree, p.walk.Frame)
	assert.Empty(t, p.View(msg.English).Level)
	b, _ = rules.ParseStones(doubleThree)
	p, err = Open(&b, rules.MustPoint("h8"), rules.Black, "")
	require.NoError(t, err)
	assert.Equal(t, "Level 1", p.View(msg.English).Level, "the forbidden question keeps its level")
}

// TestFramedWalkEndsOnItsAnswer: lesson 2 page 1 asks which four H11
// makes; its walk ends on "simple four" with its five point, not on
// "legal" (a verdict on a question the page never asked). The forbidden
// question keeps its badge.
func TestFramedWalkEndsOnItsAnswer(t *testing.T) {
	b, err := rules.ParseStones("B:e11,f11,g11,j6,j4,j3 W:d11,h10,j8,i5")
	require.NoError(t, err)
	p, err := Open(&b, rules.MustPoint("h11"), rules.Black, "", tutor.WithFrame(tutor.FrameFour))
	require.NoError(t, err)
	p.End()
	for _, lang := range []msg.Lang{msg.English, msg.Chinese} {
		v := p.View(lang).Verdict.S
		assert.NotContains(t, v, msg.F(lang, msg.WalkLegal, "H11"), lang)
		assert.NotEqual(t, "", v, lang)
	}
	assert.Contains(t, p.View(msg.English).Verdict.S, "simple four")
	assert.Contains(t, p.View(msg.Chinese).Verdict.S, "冲四")
	p, err = Open(&b, rules.MustPoint("h11"), rules.Black, "")
	require.NoError(t, err)
	p.End()
	assert.Equal(t, msg.F(msg.English, msg.WalkLegal, "H11"), p.View(msg.English).Verdict.S, "the forbidden question's badge")
}
