package focus

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"

	"renju/game/vocab/layout"
)

// grid is a two-column menu of n cards under a nav bar laid out language
// button first (drawing order is not reading order).
func grid(n int) []Target {
	ts := []Target{
		{ID: "lang", Rect: layout.Rect{X: 500, Y: 10, W: 80, H: 30}},
		{ID: "back", Rect: layout.Rect{X: 10, Y: 10, W: 80, H: 30}},
	}
	for i := range n {
		ts = append(ts, Target{ID: fmt.Sprintf("card%d", i+1), Rect: layout.Rect{X: 10 + float64(i%2)*300, Y: 60 + float64(i/2)*110, W: 280, H: 100}})
	}
	return ts
}

func TestTabGoesInReadingOrderAndWraps(t *testing.T) {
	ts := grid(3)
	var r Ring
	var got []string
	for range 6 {
		got = append(got, r.Next(ts, false))
	}
	assert.Equal(t, []string{"back", "lang", "card1", "card2", "card3", "back"}, got)
	assert.Equal(t, "card3", r.Next(ts, true), "Shift+Tab goes back, wrapping")
	r.Clear()
	assert.Equal(t, "card3", r.Next(ts, true), "Shift+Tab with no focus: the last")
	assert.Equal(t, "", (&Ring{}).Next(nil, false))
}

func TestArrowsGoToTheNeighbourInTheirDirection(t *testing.T) {
	ts := grid(5)
	var r Ring
	r.Set("card1")
	assert.Equal(t, "card3", r.Move(ts, Down), "↓ goes to the card below, not the next one")
	assert.Equal(t, "card4", r.Move(ts, Right))
	assert.Equal(t, "card4", r.Move(ts, Right), "at the edge the focus stays")
	assert.Equal(t, "card2", r.Move(ts, Up))
	assert.Equal(t, "lang", r.Move(ts, Up), "up from the top row: the nav bar above it")
	assert.Equal(t, "back", r.Move(ts, Left))
	r.Set("card4")
	assert.Equal(t, "card5", r.Move(ts, Down), "the last row's single card, diagonally below")

	var none Ring
	assert.Equal(t, "back", none.Move(ts, Down), "with no focus an arrow starts at the first")
	r.Set("gone")
	_, ok := r.Focused(ts)
	assert.False(t, ok, "a focus whose button is gone is not shown")
}

// Keep: the focus stays on a button the screen still shows, and goes
// when the screen shows another place without it.
func TestKeepDropsAFocusWhoseButtonWent(t *testing.T) {
	var r Ring
	r.Set("page.next")
	r.Keep([]string{"nav.home", "page.prev", "page.next"})
	assert.Equal(t, "page.next", r.ID(), "still shown: kept")
	r.Set("complete.next")
	r.Keep([]string{"nav.home", "page.prev", "page.next"})
	assert.Equal(t, "", r.ID(), "gone from the screen: dropped")
	r.Keep(nil)
	assert.Equal(t, "", r.ID())
}

// Tab with no focus starts at the screen's own first stop; Shift+Tab
// at the one before it; with a focus, or a start not shown, it is Next.
func TestNextFrom(t *testing.T) {
	ts := []Target{
		{ID: "nav.back", Rect: layout.Rect{X: 0, Y: 0, W: 50, H: 40}},
		{ID: "nav.lang", Rect: layout.Rect{X: 300, Y: 0, W: 50, H: 40}},
		{ID: "choice.a", Rect: layout.Rect{X: 0, Y: 200, W: 50, H: 40}},
		{ID: "choice.b", Rect: layout.Rect{X: 60, Y: 200, W: 50, H: 40}},
		{ID: "page.next", Rect: layout.Rect{X: 0, Y: 300, W: 50, H: 40}},
	}
	var r Ring
	assert.Equal(t, "choice.a", r.NextFrom(ts, "choice.a", false))
	assert.Equal(t, "choice.b", r.NextFrom(ts, "choice.a", false), "then on in reading order")
	r.Clear()
	assert.Equal(t, "nav.lang", r.NextFrom(ts, "choice.a", true))
	r.Clear()
	assert.Equal(t, "nav.back", r.NextFrom(ts, "gone", false), "a start not shown: the first")
	r.Clear()
	assert.Equal(t, "nav.back", r.NextFrom(ts, "", false))
}
