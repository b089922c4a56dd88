// Package game is the tutor's Ebitengine layer: it reads the mouse, touch
// screen and keyboard, hands them to the current screen (screen.go: the
// home menu, the free board, the lessons, …), and draws it. Everything that
// can be plain Go lives in subpackages and is tested on the host (layout,
// freeboard, walkplay, lessonplay, progress, input, msg, pageapi); this
// package stays thin.
//
// Concurrency: the page API (page_js.go) is called from JavaScript on
// another goroutine than Update and Draw. The screens and their models are
// guarded by mu, which Update and Draw hold while they run.
package game

import (
	"sync"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"renju/game/freeboard"
	"renju/game/input"
	"renju/game/layout"
	"renju/game/msg"
	"renju/game/pageapi"
	"renju/rules"
)

// Game is the app: an ebiten.Game.
type Game struct {
	mu     sync.Mutex
	model  *freeboard.Model // the free board, kept between visits
	lang   msg.Lang
	lay    layout.Layout
	hasLay bool

	cur     Screen            // the screen shown
	screens map[string]Screen // the last instance of each screen
	// hashShown is the hash the address bar shows (or came from);
	// OnHashChange fires when the screen's Hash moves away from it.
	hashShown string
	// stored is what localStorage holds (as far as the game knows); saves
	// are the writes OnSave has not delivered yet.
	stored map[string]string
	saves  [][2]string
	// notice is a message for the home screen (a bad link, progress reset).
	notice     freeboard.Notice
	toastUntil int       // the tick the notice goes away
	learn      *learning // the lessons and the progress through them
	tick       int
	dt         float64 // seconds since the last Update
	lastUpdate time.Time
	now        func() time.Time // the clock (tests may set their own)

	// drillSeed seeds the Drills' generator when hasDrillSeed (the page
	// API's seedDrills, for reproducible screenshots); else the clock does.
	drillSeed    uint64
	hasDrillSeed bool

	// OnFirstDraw is called once, after the first frame is drawn.
	OnFirstDraw func()
	// OnHashChange is called (from Update, without the lock) with the new
	// URL hash ("" for none) when the screen's hash changes other than by
	// OpenHash.
	OnHashChange func(hash string)
	// OnSave is called (from Update, without the lock) to store a value in
	// localStorage.
	OnSave func(key, value string)

	// events is the page's input (page_js.go), if it delivers any.
	events eventQueue

	// Owned by the game goroutine (Update and Draw).
	hoverBtn  string // the button under the mouse
	unchanged bool   // the screen left the last frame as it was
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
	expl      explCache
	scroll    float64
	scrollID  string
	free      freeWalk // the walk open on the free board

	// presenting: the presenter theme is on (presenter.go); fontScale is
	// the layout's text scale that goes with it.
	presenting bool
	fontScale  float64
}

// explCache holds the texts of the last selection's explanation.
type explCache struct {
	sel                    *freeboard.Selection
	lang                   msg.Lang
	title, summary, detail string
}

// New returns the app on its home screen, with an empty free board.
func New() *Game {
	g := &Game{model: freeboard.New(), lang: msg.Default, now: time.Now}
	g.view = g.model.View()
	g.learn = newLearning()
	_ = g.open(screenHome, "")
	g.hashShown = g.cur.Hash()
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
	g.lay = layout.ComputeScaled(w, h, scale, g.fontScale)
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

// ctx returns the context of a frame. Called with mu held.
func (g *Game) ctx(lay layout.Layout) *Ctx {
	return &Ctx{g: g, r: g.r, Lay: lay, Lang: g.lang, Tick: g.tick, DT: g.dt}
}

// Update implements ebiten.Game: input to the current screen, once per
// tick.
func (g *Game) Update() error {
	lay := g.currentLayout()
	if err := g.ensureRenderer(lay); err != nil {
		return nil // Draw reports it
	}
	fi := g.readInput(lay)
	now := g.now()
	g.mu.Lock()
	g.tick++
	g.dt = 1.0 / 60
	if !g.lastUpdate.IsZero() {
		g.dt = min(0.25, now.Sub(g.lastUpdate).Seconds())
	}
	g.lastUpdate = now
	prev := g.cur
	in := g.route(fi)
	if g.cur != prev { // a nav button: the new screen gets the frame's input
		prev = g.cur
	}
	g.cur.Update(g.ctx(lay), &in)
	// A screen just opened lays itself out (its buttons) in the same frame.
	for i := 0; i < 3 && g.cur != prev; i++ {
		prev = g.cur
		g.cur.Update(g.ctx(lay), &Input{HoverX: in.HoverX, HoverY: in.HoverY, Hovering: in.Hovering})
	}
	g.syncTheme()
	g.view = g.model.View()
	hash, hashChanged := g.cur.Hash(), false
	if hash != g.hashShown {
		g.hashShown, hashChanged = hash, true
	}
	saves := g.saves
	g.saves = nil
	g.mu.Unlock()
	if hashChanged && g.OnHashChange != nil {
		g.OnHashChange(hash)
	}
	if g.OnSave != nil {
		for _, s := range saves {
			g.OnSave(s[0], s[1])
		}
	}
	return nil
}

// route turns a frame's input into the current screen's Input: taps on
// the nav buttons and the L key are the frame's own. Called with mu held.
func (g *Game) route(fi frameInput) Input {
	in := Input{Chars: fi.chars, Scroll: fi.scroll, LongPress: g.longPress}
	bs := g.cur.Buttons()
	if fi.hoverOK {
		in.HoverX, in.HoverY, in.Hovering = fi.hoverX, fi.hoverY, true
		g.hoverBtn = hitButton(bs, fi.hoverX, fi.hoverY)
	} else if fi.hoverOff {
		g.hoverBtn = ""
	}
	c := g.ctx(g.lay)
	for _, t := range fi.taps {
		if g.toastTap(c, t.X, t.Y) {
			continue
		}
		id := hitButton(bs, t.X, t.Y)
		if g.navTap(id) {
			bs = g.cur.Buttons()
			continue
		}
		in.Taps = append(in.Taps, Tap{Tap: t, Button: id})
	}
	for _, k := range fi.keys {
		if k.Key == input.KeyL && !k.Ctrl {
			g.setLang(g.lang.Other())
			continue
		}
		in.Keys = append(in.Keys, k)
	}
	return in
}

// Draw implements ebiten.Game: the current screen draws itself.
func (g *Game) Draw(screen *ebiten.Image) {
	lay := g.currentLayout()
	if err := g.ensureRenderer(lay); err != nil {
		g.drawFailed(screen, err)
		return
	}
	g.mu.Lock()
	c := g.ctx(lay)
	g.unchanged = false
	g.cur.Draw(c, screen)
	if !g.unchanged {
		c.drawToast(screen)
	}
	first := !g.drawn
	g.drawn = true
	g.mu.Unlock()
	if first && g.OnFirstDraw != nil {
		g.OnFirstDraw()
	}
}

// --- The page API's entry points (any goroutine). ---

// State returns the page API's state JSON: the screen, the board it shows
// (the free board's when it shows none) with its forbidden map, the
// language, and the lesson, page and walk step when there are.
func (g *Game) State() string {
	g.mu.Lock()
	defer g.mu.Unlock()
	b := g.model.Board()
	st := pageapi.NewState(g.cur.Name(), &b, g.model.Fouls(), string(g.lang), g.model.Options().Overlay)
	if s, ok := g.cur.(Stater); ok {
		s.PageState(&st)
	}
	return st.JSON()
}

// Load shows position on the free board (switching to it); on error the
// board and the screen are unchanged. The URL hash follows.
func (g *Game) Load(position string) error {
	g.mu.Lock()
	defer g.mu.Unlock()
	if err := g.model.Load(position); err != nil {
		return err
	}
	return g.open(screenFree, "")
}

// SeedDrills makes the Drills screen, when it is first opened, seed its
// generator with seed instead of the clock (the page API's seedDrills).
func (g *Game) SeedDrills(seed uint64) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.drillSeed, g.hasDrillSeed = seed, true
}

// PointOnScreen returns where intersection p is, in screen (device) pixels,
// and the screen's size.
func (g *Game) PointOnScreen(p rules.Point) (x, y, w, h float64) {
	lay := g.currentLayout()
	x, y = lay.PointXY(p)
	return x, y, lay.W, lay.H
}

// Do performs a free-board action as if its button were pressed (tests).
func (g *Game) Do(a freeboard.Action) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.model.Do(a)
}

// TapPoint taps intersection p of the free board as a click would (tests).
func (g *Game) TapPoint(p rules.Point) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.model.Tap(p)
}

// ScreenName is the current screen's name.
func (g *Game) ScreenName() string {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.cur.Name()
}
