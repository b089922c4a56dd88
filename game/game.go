// Package game is the tutor's Ebitengine layer: it reads the mouse, touch
// screen and keyboard, turns them into intents for the free board
// (game/freeboard), and draws the board and the panel laid out by
// game/layout. Everything that can be plain Go lives in those subpackages
// and is tested on the host; this package stays thin.
//
// Concurrency: the page API (page_js.go) is called from JavaScript on
// another goroutine than Update and Draw. The model and the layout are
// guarded by mu; Update copies what Draw needs (a freeboard.View) under the
// lock, and Draw uses only that copy.
package game

import (
	"sync"

	"github.com/hajimehoshi/ebiten/v2"

	"renju/game/freeboard"
	"renju/game/input"
	"renju/game/layout"
	"renju/game/msg"
	"renju/game/pageapi"
	"renju/rules"
)

// Screen names, as the page API reports them.
const screenFree = "free"

// Game is the app: an ebiten.Game.
type Game struct {
	mu     sync.Mutex
	model  *freeboard.Model
	lang   msg.Lang
	lay    layout.Layout
	hasLay bool
	// hashRev is the revision whose position the URL hash shows (or came
	// from); OnPositionChange fires when the position moves past it.
	hashRev uint64

	// OnFirstDraw is called once, after the first frame is drawn.
	OnFirstDraw func()
	// OnPositionChange is called (from Update, without the lock) with the
	// new position whenever the stones change other than by LoadFromHash.
	OnPositionChange func(position string)

	// events is the page's input (page_js.go), if it delivers any.
	events eventQueue

	// Owned by the game goroutine (Update and Draw).
	view      freeboard.View
	rec       input.Recognizer
	longPress bool // a finger is held still: releasing it asks Why?
	ptr       pointerState
	r         *renderer
	drawn     bool
	failed    bool // the renderer could not be made (logged once)
	frames    int
	skipped   int // frames left as they were since the last drawn one
	lastFrame frameKey
	lastW     int
	expl      explCache
	scroll    float64
	scrollID  string
}

// explCache holds the texts of the last selection's explanation.
type explCache struct {
	sel                    *freeboard.Selection
	lang                   msg.Lang
	title, summary, detail string
}

// New returns the app with an empty free board.
func New() *Game {
	g := &Game{model: freeboard.New(), lang: msg.Default}
	g.view = g.model.View()
	return g
}

// LayoutF implements ebiten.LayoutFer: the screen is the window in device
// pixels, so everything is drawn at full resolution on HiDPI displays.
func (g *Game) LayoutF(outsideWidth, outsideHeight float64) (float64, float64) {
	s := ebiten.Monitor().DeviceScaleFactor()
	w, h := outsideWidth*s, outsideHeight*s
	g.setLayout(w, h, s)
	return w, h
}

// Layout implements ebiten.Game (LayoutF takes precedence).
func (g *Game) Layout(outsideWidth, outsideHeight int) (int, int) {
	w, h := g.LayoutF(float64(outsideWidth), float64(outsideHeight))
	return int(w), int(h)
}

// setLayout recomputes the geometry when the screen size changes.
func (g *Game) setLayout(w, h, scale float64) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.hasLay && g.lay.W == w && g.lay.H == h && g.lay.Scale == scale {
		return
	}
	g.lay = layout.Compute(w, h, scale)
	g.hasLay = true
}

// currentLayout returns the layout (computing a default before the first
// LayoutF call, e.g. in tests).
func (g *Game) currentLayout() layout.Layout {
	g.mu.Lock()
	defer g.mu.Unlock()
	if !g.hasLay {
		g.lay = layout.Compute(1280, 800, 1)
		g.hasLay = true
	}
	return g.lay
}

// Update implements ebiten.Game: input to intents, once per tick.
func (g *Game) Update() error {
	lay := g.currentLayout()
	fi := g.readInput(lay)
	g.mu.Lock()
	g.apply(fi, lay)
	g.view = g.model.View()
	rev, pos := g.model.Rev(), ""
	changed := rev != g.hashRev
	if changed {
		g.hashRev = rev
		pos = g.model.Position()
	}
	g.mu.Unlock()
	if changed && g.OnPositionChange != nil {
		g.OnPositionChange(pos)
	}
	return nil
}

// apply turns one frame's input into model calls. Called with mu held.
func (g *Game) apply(fi frameInput, lay layout.Layout) {
	m := g.model
	if fi.hoverOK {
		p, ok := lay.PointAt(fi.hoverX, fi.hoverY)
		m.Hover(p, ok)
	} else if fi.hoverOff {
		m.Hover(rules.Point{}, false)
	}
	for _, t := range fi.taps {
		g.tap(t, lay)
	}
	for _, a := range fi.actions {
		m.Do(a)
	}
	if fi.wheel != 0 {
		g.scroll -= fi.wheel * lay.Font * 2.5
	}
}

// tap routes a tap to the help overlay, a panel button or the board.
func (g *Game) tap(t input.Tap, lay layout.Layout) {
	m := g.model
	if m.HelpOpen() {
		m.Do(freeboard.Escape)
		return
	}
	if a, ok := g.buttonAt(t.X, t.Y); ok {
		m.Do(a)
		return
	}
	p, ok := lay.PointAt(t.X, t.Y)
	if !ok {
		return
	}
	if t.Secondary {
		m.Inspect(p)
		return
	}
	m.Tap(p)
}

// buttonAt returns the action of the panel button at (x, y).
func (g *Game) buttonAt(x, y float64) (freeboard.Action, bool) {
	if g.r == nil {
		return freeboard.NoAction, false
	}
	for _, b := range g.r.buttons {
		if b.rect.Contains(x, y) {
			return b.action, true
		}
	}
	return freeboard.NoAction, false
}

// --- The page API's entry points (any goroutine). ---

// State returns the page API's state JSON.
func (g *Game) State() string {
	g.mu.Lock()
	defer g.mu.Unlock()
	b := g.model.Board()
	return pageapi.NewState(screenFree, &b, g.model.Fouls(), string(g.lang), g.model.Options().Overlay).JSON()
}

// Load shows position on the free board; on error the board is unchanged.
// The URL hash follows (OnPositionChange).
func (g *Game) Load(position string) error {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.model.Load(position)
}

// LoadFromHash is Load for a position that came from the URL hash: the
// hash is not rewritten for it, and an error is also shown in the panel.
func (g *Game) LoadFromHash(position string) error {
	g.mu.Lock()
	defer g.mu.Unlock()
	if err := g.model.Load(position); err != nil {
		g.model.Say(msg.NoticeBadPosition, err.Error())
		return err
	}
	g.hashRev = g.model.Rev()
	return nil
}

// PointOnScreen returns where intersection p is, in screen (device) pixels,
// and the screen's size.
func (g *Game) PointOnScreen(p rules.Point) (x, y, w, h float64) {
	lay := g.currentLayout()
	x, y = lay.PointXY(p)
	return x, y, lay.W, lay.H
}

// Do performs an action as if its button were pressed (tests, page API).
func (g *Game) Do(a freeboard.Action) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.model.Do(a)
}

// TapPoint taps intersection p as a click would (tests).
func (g *Game) TapPoint(p rules.Point) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.model.Tap(p)
}
