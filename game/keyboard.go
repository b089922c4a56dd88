package game

import (
	"github.com/hajimehoshi/ebiten/v2"

	"renju/game/frame/screens"
	"renju/game/kit"
	"renju/game/services/focus"
	"renju/game/vocab/input"
	"renju/rules"
)

// Keyboard-only use, the frame's part (every screen gets it):
//
//   - Tab and Shift+Tab move a focus ring through the screen's buttons;
//     while a button has it, the arrows move it to the nearest button in
//     their direction, Enter or Space press it, Esc lets it go.
//   - On a menu (ArrowMenu) the arrows take the focus at once.
//   - On a board that asks for a point (PointAsker) the arrows show and
//     move a board cursor; Enter or Space tap at it, W asks Why? there
//     (as a right-click or a long press would), Esc hides it.
//   - A pointer press hides the ring and the cursor; a touch also hides
//     the key hints (screens.Ctx.Keyboard), which show once a key has been used.
//
// The keys reach the screen unchanged when none of this applies, so the
// screens' own shortcuts keep working.

// ArrowMenu is a menu screen: the arrow keys move the focus over its
// buttons from the first press, starting at FocusStart's button.
type ArrowMenu interface {
	FocusStart(c *screens.Ctx) string
}

// TabStarter is a screen with a first stop of its own for Tab (a lesson
// page: its task, or Next): Tab with no focus goes there, not to the
// nav bar's first button.
type TabStarter interface {
	TabStart(c *screens.Ctx) string
}

// Scoped is a screen whose places the focus does not carry across (a
// lesson's pages): when FocusScope changes, the focus is dropped, so
// that Enter on the next page presses nothing it did not show.
type Scoped interface {
	FocusScope() string
}

// PointAsker is a screen whose board takes a point now (the free board,
// a task or drill asking for a point, with no walk open): the keyboard's
// board cursor answers it.
type PointAsker interface {
	AsksPoint() bool
}

// keyboard is the frame's keyboard state.
type keyboard struct {
	used      bool // a key was pressed since the last touch: show key hints
	ring      focus.Ring
	cursor    rules.Point
	cursorOn  bool // the board cursor is shown (an arrow moved it)
	cursorSet bool // the cursor has a place (else it starts at H8)
	// cursorHinted: the cursor's keys were said once (the mirror).
	cursorHinted bool
	// scope is the screen's FocusScope when the focus was last kept.
	scope string
}

// focusTargets are the buttons the focus can go to: the enabled ones.
// Called with mu held.
func (g *Game) focusTargets() []focus.Target {
	ts := make([]focus.Target, 0, len(g.buttons))
	for _, b := range g.buttons {
		if !b.Disabled {
			ts = append(ts, focus.Target{ID: b.ID, Rect: b.Rect})
		}
	}
	return ts
}

// keepFocus drops the focus when the screen no longer shows its button:
// each screen, and each place of one (the next lesson after Next lesson),
// starts without the focus of the last. Called with mu held, after the
// layout.
func (g *Game) keepFocus() {
	if sc, ok := g.cur.(Scoped); ok {
		if scope := sc.FocusScope(); scope != g.kb.scope {
			// A page turned: its buttons are new, whatever their IDs.
			g.kb.scope = scope
			g.kb.ring.Clear()
			g.kb.cursorOn = false
		}
	}
	if g.kb.ring.ID() == "" {
		return
	}
	ids := make([]string, len(g.buttons))
	for i, b := range g.buttons {
		ids[i] = b.ID
	}
	g.kb.ring.Keep(ids)
}

// arrowDir is an arrow key's direction.
func arrowDir(k input.Key) (focus.Dir, bool) {
	switch k {
	case input.KeyUp:
		return focus.Up, true
	case input.KeyDown:
		return focus.Down, true
	case input.KeyLeft:
		return focus.Left, true
	case input.KeyRight:
		return focus.Right, true
	}
	return 0, false
}

// keyboardKey handles k if it is the frame's (focus, cursor); taps it
// makes go to in. It reports whether k was used. Called with mu held.
func (g *Game) keyboardKey(k input.Press, in *input.Frame) bool {
	kb := &g.kb
	if k.Ctrl {
		return false
	}
	if k.Key == input.KeyB && !k.Shift {
		g.describeBoard()
		return true
	}
	targets := g.focusTargets()
	dir, arrow := arrowDir(k.Key)
	if k.Key == input.KeyTab {
		kb.cursorOn = false
		start := ""
		if ts, ok := g.cur.(TabStarter); ok {
			start = ts.TabStart(g.ctx())
		}
		kb.ring.NextFrom(targets, start, k.Shift)
		g.announceFocus()
		return true
	}
	if t, ok := kb.ring.Focused(targets); ok {
		switch {
		case k.Key == input.KeyEnter || k.Key == input.KeySpace:
			if !g.navTap(t.ID) {
				in.Taps = append(in.Taps, input.Tap{X: t.Rect.X + t.Rect.W/2, Y: t.Rect.Y + t.Rect.H/2, Button: t.ID})
			}
			return true
		case arrow:
			kb.ring.Move(targets, dir)
			g.announceFocus()
			return true
		case k.Key == input.KeyEscape:
			kb.ring.Clear()
			return true
		}
		return false
	}
	if m, ok := g.cur.(ArrowMenu); ok && arrow {
		if start := m.FocusStart(g.ctx()); start != "" {
			kb.ring.Set(start)
		} else {
			kb.ring.Move(targets, dir)
		}
		g.announceFocus()
		return true
	}
	if pa, ok := g.cur.(PointAsker); ok && pa.AsksPoint() {
		switch {
		case arrow:
			// The first press shows the cursor and moves it too: one that
			// only showed it read as a key that did nothing. It starts
			// from where it was, or H8.
			if !kb.cursorSet {
				kb.cursor, kb.cursorSet = rules.Center, true
			}
			kb.cursorOn = true
			kb.cursor = moveCursor(kb.cursor, dir)
			g.announceCursor()
			return true
		case kb.cursorOn && (k.Key == input.KeyEnter || k.Key == input.KeySpace || k.Key == input.KeyW):
			x, y := g.lay.PointXY(kb.cursor)
			in.Taps = append(in.Taps, input.Tap{X: x, Y: y, Secondary: k.Key == input.KeyW, Button: kit.Hit(g.buttons, x, y)})
			return true
		case kb.cursorOn && k.Key == input.KeyEscape:
			kb.cursorOn = false
			return true
		}
	}
	return false
}

// moveCursor steps p one line in direction d, staying on the board (up is
// towards row 15, the top of the diagram).
func moveCursor(p rules.Point, d focus.Dir) rules.Point {
	q := p
	switch d {
	case focus.Up:
		q.Row++
	case focus.Down:
		q.Row--
	case focus.Left:
		q.Col--
	case focus.Right:
		q.Col++
	}
	if !q.OnBoard() {
		return p
	}
	return q
}

// cursorShown is where the board cursor is drawn, if it is. Called with
// mu held.
func (g *Game) cursorShown() (rules.Point, bool) {
	if !g.kb.cursorOn {
		return rules.Point{}, false
	}
	if pa, ok := g.cur.(PointAsker); !ok || !pa.AsksPoint() {
		return rules.Point{}, false
	}
	return g.kb.cursor, true
}

// drawKeyboard draws the focus ring and the board cursor over the screen.
// Called with mu held.
func (g *Game) drawKeyboard(dst *ebiten.Image) {
	for _, b := range g.buttons {
		if b.ID == g.kb.ring.ID() && !b.Disabled && !b.Hidden {
			g.kit.FocusRing(dst, b.Rect)
			break
		}
	}
	if p, ok := g.cursorShown(); ok {
		x, y := g.lay.PointXY(p)
		g.kit.BoardCursor(dst, x, y)
	}
}

// keyboardKey is what the keyboard's marks show, for the frame's key.
type keyboardShown struct {
	focus  string
	cursor rules.Point
	on     bool
	used   bool
}

func (g *Game) keyboardShown() keyboardShown {
	p, on := g.cursorShown()
	return keyboardShown{focus: g.kb.ring.ID(), cursor: p, on: on, used: g.kb.used}
}
