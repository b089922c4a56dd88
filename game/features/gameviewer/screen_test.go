package gameviewer

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/msg"
	"renju/rules"
)

// On a game, a tap on an empty point asks for its walk, for Black, on the
// position shown (once); a tap on a stone asks nothing; the line selected
// is marked on the panel but read without the mark.
func TestScreenTapWalksAPoint(t *testing.T) {
	s := NewScreen(newModel())
	t.Cleanup(s.Leave)
	s.Tap(rules.MustPoint("h8")) // no game yet
	_, ok := s.TakeWalk()
	assert.False(t, ok)
	s.Model.Load("cup.sgf", []byte(twoGames))
	wait(t, s.Model, func() bool { return s.Model.Phase() == List })
	s.Press(OpenGame.ID())
	require.Equal(t, Viewing, s.Model.Phase())
	s.Press(Last.ID())
	b, _ := s.Model.Position()
	var empty, stone rules.Point
	for _, p := range []string{"a1", "o15"} {
		if pt := rules.MustPoint(p); b.At(pt) == rules.Empty {
			empty = pt
		}
	}
	for i := 0; i < rules.Size*rules.Size; i++ {
		if pt := (rules.Point{Col: i % rules.Size, Row: i / rules.Size}); b.At(pt) != rules.Empty {
			stone = pt
			break
		}
	}
	require.NotEqual(t, rules.Empty, b.At(stone), "the game's last position has stones")
	s.Tap(stone)
	_, ok = s.TakeWalk()
	assert.False(t, ok, "a stone is not walked")
	s.Tap(empty)
	w, ok := s.TakeWalk()
	require.True(t, ok)
	assert.Equal(t, empty, w.Point)
	assert.Equal(t, rules.Black, w.Colour)
	assert.Equal(t, b, w.Board)
	_, ok = s.TakeWalk()
	assert.False(t, ok, "once")
	p := s.Panel(msg.English)
	assert.True(t, p.AsksPoint)
	assert.Equal(t, "#games", s.Hash())
}
