// Package focus is keyboard focus over a screen's buttons: Tab and
// Shift+Tab go through them in reading order, the arrow keys go to the
// nearest button in their direction (so ↓ in a two-column menu goes to the
// card below, not the next in the list), and the focused button is
// remembered by ID so that it survives a new layout. It is plain Go: the
// frame feeds it the buttons it lays out and draws the ring it reports.
package focus

import (
	"math"
	"sort"

	"renju/game/vocab/layout"
)

// Target is a button that can take focus.
type Target struct {
	ID   string
	Rect layout.Rect
}

// Dir is an arrow key's direction.
type Dir int

const (
	Up Dir = iota
	Down
	Left
	Right
)

// Ring is the focus of one screen. The zero value has no focus.
type Ring struct {
	id string // the focused target's ID ("" for none)
}

// ID is the focused target ("" for none).
func (r *Ring) ID() string { return r.id }

// Set focuses id ("" clears).
func (r *Ring) Set(id string) { r.id = id }

// Clear drops the focus (a pointer was used, the screen changed).
func (r *Ring) Clear() { r.id = "" }

// Keep drops the focus unless its target is among ids (the buttons the
// screen shows now, enabled or not). A button pressed with Enter that
// took the screen to another place (Next lesson) left its ID focused on
// a page without it, to come back focused on the next such moment; a
// button the new place has too (Next page) keeps it.
func (r *Ring) Keep(ids []string) {
	for _, id := range ids {
		if id == r.id {
			return
		}
	}
	r.id = ""
}

// Focused returns the focused target among ts, if it is still there.
func (r *Ring) Focused(ts []Target) (Target, bool) {
	if r.id == "" {
		return Target{}, false
	}
	for _, t := range ts {
		if t.ID == r.id {
			return t, true
		}
	}
	return Target{}, false
}

// reading returns ts in reading order: by rows (top to bottom; two targets
// whose vertical centres are within half the shorter one's height share a
// row), then left to right. Layouts list buttons in drawing order, which
// is not always the order the eye reads them (a nav bar's language button
// is laid out before the title row's back button).
func reading(ts []Target) []Target {
	out := append([]Target(nil), ts...)
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i].Rect, out[j].Rect
		ay, by := a.Y+a.H/2, b.Y+b.H/2
		if math.Abs(ay-by) > math.Min(a.H, b.H)/2 {
			return ay < by
		}
		return a.X < b.X
	})
	return out
}

// Next moves the focus to the next target in reading order (back: the
// previous one), wrapping around; with no focus it goes to the first (back:
// the last). It returns the new focus ("" when ts is empty).
func (r *Ring) Next(ts []Target, back bool) string {
	if len(ts) == 0 {
		r.id = ""
		return ""
	}
	order := reading(ts)
	at := -1
	for i, t := range order {
		if t.ID == r.id {
			at = i
		}
	}
	switch {
	case at < 0 && back:
		at = len(order) - 1
	case at < 0:
		at = 0
	case back:
		at = (at - 1 + len(order)) % len(order)
	default:
		at = (at + 1) % len(order)
	}
	r.id = order[at].ID
	return r.id
}

// Move moves the focus to the nearest target in direction d. Targets in
// line with the focused one (overlapping it across d: the same row for ←
// and →, the same column for ↑ and ↓) come first; among the candidates
// the one with the smallest distance along d plus twice the offset across
// it wins (so the card straight below beats a nearer one diagonally). At
// an edge the focus stays. With no focus it goes to the first target in
// reading order.
func (r *Ring) Move(ts []Target, d Dir) string {
	cur, ok := r.Focused(ts)
	if !ok {
		return r.Next(ts, false)
	}
	c := cur.Rect
	cx, cy := c.X+c.W/2, c.Y+c.H/2
	best, bestCost, bestInLine := "", math.Inf(1), false
	for _, t := range ts {
		if t.ID == cur.ID {
			continue
		}
		o := t.Rect
		x, y := o.X+o.W/2, o.Y+o.H/2
		var along, across float64
		var inLine bool
		switch d {
		case Up, Down:
			along, across = c.Y-y, math.Abs(x-cx)
			if d == Down {
				along = y - (c.Y + c.H)
			}
			inLine = o.X < c.X+c.W && c.X < o.X+o.W
		case Left, Right:
			along, across = c.X-x, math.Abs(y-cy)
			if d == Right {
				along = x - (c.X + c.W)
			}
			inLine = o.Y < c.Y+c.H && c.Y < o.Y+o.H
		}
		if along <= 0 {
			continue
		}
		cost := along + 2*across
		if inLine && !bestInLine || inLine == bestInLine && cost < bestCost {
			best, bestCost, bestInLine = t.ID, cost, inLine
		}
	}
	if best != "" {
		r.id = best
	}
	return r.id
}

// NextFrom moves the focus, when there is none, to the target start (or,
// back, to the one before it in reading order, wrapping around): a
// screen's own first stop (a lesson page's task, or Next), where Tab
// used to begin at the nav bar and take a dozen presses to get there.
// With a focus, or with start not among ts, it is Next.
func (r *Ring) NextFrom(ts []Target, start string, back bool) string {
	if _, ok := r.Focused(ts); ok || start == "" {
		return r.Next(ts, back)
	}
	order := reading(ts)
	for i, t := range order {
		if t.ID != start {
			continue
		}
		if back {
			i = (i - 1 + len(order)) % len(order)
		}
		r.id = order[i].ID
		return r.id
	}
	return r.Next(ts, back)
}
