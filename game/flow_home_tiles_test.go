package game

import (
	"testing"

	"renju/game/frame/screens"
)

// (In a flow_ file: it runs before game_test.go, whose real game loop
// ends Ebitengine.)

// TestHomeTilesSayWhatTheyHold: on a desktop window the five tiles show
// a line of their description at least: a newcomer reads what Learn or
// Practise holds before opening it.
func TestHomeTilesSayWhatTheyHold(t *testing.T) {
	h := newHarness(t)
	rects, lines := screens.HomeTiles(h.g.cur)
	if len(rects) != len(screens.Groups) {
		t.Fatalf("%d tiles, want %d", len(rects), len(screens.Groups))
	}
	lay := h.g.currentLayout()
	for i, n := range lines {
		if n < 1 {
			t.Errorf("tile %d (%v) shows %d lines of its description (panel %v)", i, rects[i], n, lay.Panel)
		}
	}
}
