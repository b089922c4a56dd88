//go:build js

package game

// Before game_test.go, whose TestRunGame ends the game loop (no image can
// be made after it).

import (
	"encoding/json"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/fonts/full"
	"renju/game/vocab/input"
	"renju/game/vocab/pageapi"
	"renju/rules"
)

// A key pressed while a Chinese start waits for its fonts is kept for the
// first frame: the wait used to take the page's queued input and drop it,
// so the learner's first key (Tab to the first button) did nothing.
func TestInputWhileTheFirstFrameWaitsIsKept(t *testing.T) {
	asked := slowFonts(t)
	g := New()
	g.UsePageEvents()
	g.setLayout(1280, 800, 1)
	g.Restore(map[string]string{"renju.lang": "zh"})
	img := ebiten.NewImage(640, 400)
	require.NoError(t, g.Update())
	g.Draw(img)
	require.True(t, g.waitsForChinese(), "the first frame waits for the fonts")

	g.PushEvent(Event{Kind: KeyDown, Press: input.Press{Key: input.KeyTab}})
	require.NoError(t, g.Update())
	g.Draw(img)
	assert.False(t, g.Settled(), "not settled before the first frame")

	(*asked)[len(*asked)-1](full.CJK(), full.CJKBold(), nil)
	require.NoError(t, g.Update())
	g.Draw(img)
	assert.NotEmpty(t, g.kb.ring.ID(), "the Tab pressed during the wait moved the focus")
	assert.True(t, g.Settled(), "the frame drawn took in the key")
}

// settled() is false from an event's arrival until a frame drawn after
// the Update that took it in.
func TestSettledFollowsInput(t *testing.T) {
	h := newHarness(t)
	img := ebiten.NewImage(1280, 800)
	h.g.Draw(img)
	assert.True(t, h.g.Settled())
	h.g.PushEvent(Event{Kind: KeyDown, Press: input.Press{Key: input.KeyTab}})
	assert.False(t, h.g.Settled(), "an event queued")
	h.update()
	assert.False(t, h.g.Settled(), "taken in, not yet drawn")
	h.g.Draw(img)
	assert.True(t, h.g.Settled())
}

// A mouse click is a click however long the button is held, or however
// late its release reaches the page (a busy machine): the long press that
// asks Why? is a finger's. A mouse held 600 ms on the free board used to
// ask Why? instead of placing the stone, a click lost for a learner on a
// slow machine (and for TestClickPlacesStone under load).
func TestMouseClickIsNeverALongPress(t *testing.T) {
	g := New()
	g.UsePageEvents()
	g.clock = func() float64 { return 5000 }
	g.setLayout(1280, 800, 1)
	require.NoError(t, g.Load(""), "the free board")
	require.NoError(t, g.Update())
	lay := g.currentLayout()
	x, y := lay.PointXY(rules.MustPoint("h8"))
	g.PushEvent(Event{Kind: PointerDown, ID: 1, FX: x / lay.W, FY: y / lay.H, T: 1000})
	g.PushEvent(Event{Kind: PointerUp, ID: 1, FX: x / lay.W, FY: y / lay.H, T: 1600})
	require.NoError(t, g.Update())
	var st pageapi.State
	require.NoError(t, json.Unmarshal([]byte(g.State()), &st))
	assert.Equal(t, "B:h8", st.Position, "the click placed the stone")
	assert.Nil(t, g.freeView().Sel, "no Why? for a mouse")
}
