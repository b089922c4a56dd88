//go:build js

package game

import (
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/game/frame/screens"
	"renju/msg"
)

// TestNewScreenSpreadOverFrames: on the page (warm.on), a tap that opens
// a screen not drawn before, with no time left in the frames (a budget
// already spent: one new text a frame), is answered over several frames:
// meanwhile the state says the new screen but settled() is false and the
// mirror still reads the screen drawn before; the frame that draws it
// settles, and the mirror reads it whole. With time to spare the screen
// is drawn in the tap's frame.
func TestNewScreenSpreadOverFrames(t *testing.T) {
	for _, tc := range []struct {
		name   string
		budget time.Duration
		frames func(t *testing.T, n int)
	}{
		{"no time left", -time.Hour, func(t *testing.T, n int) { assert.Greater(t, n, 3, "one new text a frame") }},
		{"time to spare", time.Hour, func(t *testing.T, n int) { assert.Equal(t, 1, n, "drawn in the tap's frame") }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t)
			h.g.warm.on, h.g.warm.budget = true, tc.budget
			img := ebiten.NewImage(1280, 800)
			defer img.Deallocate()
			require.NoError(t, h.g.OpenHash("#home"))
			h.update()
			h.g.Draw(img)
			require.True(t, h.g.Settled())
			hubText := strings.Join(strings.Fields(msg.T(msg.English, msg.MenuStormDesc))[:2], " ")
			require.NotContains(t, h.g.mir.screen, hubText)

			h.press("menu." + screens.GroupPractise)
			require.Equal(t, "hub", h.state().Screen)
			n := 0
			for !h.g.Settled() {
				require.Less(t, n, 500, "the hub is drawn at last")
				if n > 0 {
					h.update()
				}
				h.g.Draw(img)
				n++
				if !h.g.Settled() {
					assert.NotContains(t, h.g.mir.screen, hubText, "frame %d: the mirror reads home until the hub is drawn", n)
					assert.Equal(t, "hub", h.state().Screen)
				}
			}
			tc.frames(t, n)
			h.update()
			assert.Contains(t, h.g.mir.screen, hubText, "the hub drawn whole")
		})
	}
}
