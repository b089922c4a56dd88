package game

// The app's screens.
//
// The app shows one Screen at a time: the home menu, the free board, the
// lesson menu, a lesson page, … Each screen is a value implementing Screen
// (below). The frame around them is here: the current screen, switching
// between screens, the URL hash router, the navigation buttons every screen
// shows (Home and the language switch), the global keys (L switches the
// language), the tap targets (Button) that the page API can find
// (renju.buttonToClient), and frame skipping (Ctx.Unchanged).
//
// To add a screen:
//
//  1. Implement Screen in a new file of package game (its plain-Go model in
//     a package of its own, tested on the host). Draw with the helpers of
//     ui.go (buttons, wrapped text, the nav bar) and board.go (a board with
//     stones, numbers, marks), so every screen looks alike.
//  2. Add one entry to `registry` in screens.go: its name, its home-menu
//     label and description (msg IDs, both languages), its hash route and
//     an Open function. That is all: the home menu shows it, "#<route>=…"
//     opens it, and state().screen names it.
//
// Concurrency: Update and Draw run on the game loop with g.mu held; the
// page API (page_js.go) takes g.mu too. Screens need no locks of their own.

import (
	"github.com/hajimehoshi/ebiten/v2"

	"renju/game/input"
	"renju/game/layout"
	"renju/game/msg"
	"renju/game/pageapi"
)

// Screen is one screen of the app.
type Screen interface {
	// Name is the screen's name in the page API's state() ("home", "free",
	// "lessons", "lesson", …): the registry's Name.
	Name() string
	// Hash is the URL hash that reopens the screen as it is now ("" for
	// none). The address bar follows it (history.replaceState).
	Hash() string
	// Update applies one frame's input.
	Update(c *Ctx, in *Input)
	// Draw draws the whole screen. It may skip drawing when nothing changed
	// (see Ctx.Unchanged).
	Draw(c *Ctx, dst *ebiten.Image)
	// Buttons are the screen's tap targets as last laid out: taps on them
	// come to Update as Tap.Button; the page API finds them by ID.
	Buttons() []Button
}

// Stater is implemented by screens that report more than their name in
// state(): the board they show, the lesson, page and walk.
type Stater interface {
	PageState(st *pageapi.State)
}

// Entry is one screen of the registry (screens.go).
type Entry struct {
	// Name is the screen's name (Screen.Name).
	Name string
	// Menu and Desc are the home menu's label and description; a screen
	// without Menu is not on the menu.
	Menu, Desc msg.ID
	// Route is the URL hash key that opens the screen: "#<Route>" or
	// "#<Route>=<arg>" ("" for none).
	Route string
	// Open makes the screen. arg is the hash argument when link is set (the
	// screen is opened from the URL), else what Ctx.Open passed ("" from the
	// menu). prev is the screen's last instance (nil the first time), so a
	// screen can keep its state between visits. When Open returns a screen
	// it is shown, even with an error (a link that could not be read,
	// reported on it). nil: not available yet ("coming soon" on the menu).
	Open func(g *Game, prev Screen, arg string, link bool) (Screen, error)
}

// Input is one frame's input for the current screen.
type Input struct {
	// Taps are completed taps and clicks, with the button under each.
	Taps []Tap
	// Keys are key presses (Ctrl = Control or Command).
	Keys []input.Press
	// Chars are typed characters ('?').
	Chars []rune
	// HoverX, HoverY: where the mouse (or a held finger) is, if Hovering.
	HoverX, HoverY float64
	Hovering       bool
	// Scroll is how far to scroll, in device pixels (wheel and drags;
	// positive: the content moves up, showing what is below).
	Scroll float64
	// LongPress: a finger is held still (its release will be Secondary).
	LongPress bool
}

// Tap is a tap with the ID of the button under it ("" for none).
type Tap struct {
	input.Tap
	Button string
}

// Key reports whether k was pressed (without Ctrl) this frame.
func (in *Input) Key(k input.Key) bool {
	for _, p := range in.Keys {
		if p.Key == k && !p.Ctrl {
			return true
		}
	}
	return false
}

// Ctx is what a screen gets to work with in Update and Draw.
type Ctx struct {
	g *Game
	r *renderer
	// Lay is the window's geometry: board and panel rectangles, font size.
	Lay layout.Layout
	// Lang is the language shown.
	Lang msg.Lang
	// Tick counts frames (60 a second), for animations.
	Tick int
	// DT is the time since the last Update in seconds (at most a quarter
	// of a second), for what goes by the clock (a walk's autoplay).
	DT float64
}

// T is msg.T in the current language.
func (c *Ctx) T(id msg.ID) string { return msg.T(c.Lang, id) }

// F is msg.F in the current language.
func (c *Ctx) F(id msg.ID, args ...any) string { return msg.F(c.Lang, id, args...) }

// Open switches to the screen registered as name, with a hash argument
// ("" for none). On error the current screen stays and the error is
// returned.
func (c *Ctx) Open(name, arg string) error { return c.g.open(name, arg) }

// Home goes back to the home screen.
func (c *Ctx) Home() { _ = c.g.open(screenHome, "") }

// Save stores value under key in the browser's localStorage (through the
// page; nothing outside a browser).
func (c *Ctx) Save(key, value string) { c.g.save(key, value) }

// Load reads what Save stored under key ("", false if nothing).
func (c *Ctx) Load(key string) (string, bool) {
	v, ok := c.g.stored[key]
	return v, ok
}

// Unchanged reports whether the frame would look exactly like the last
// one drawn, given key: a comparable value holding everything the screen
// shows (a struct of its state, a revision counter, an animation phase).
// When it returns true the screen should return without drawing: the
// canvas keeps the last frame. The layout, the language, the screen and
// the hovered button are part of the comparison already. Every couple of
// seconds it returns false anyway (a lost WebGL context redraws).
func (c *Ctx) Unchanged(key any) bool {
	g := c.g
	fk := frameKey{screen: g.cur, lay: c.Lay, lang: c.Lang, hover: g.hoverBtn, toast: g.toastText(), key: key}
	if g.drawn && fk == g.lastFrame && g.frames > 2 && g.skipped < 120 {
		g.skipped++
		g.unchanged = true
		return true
	}
	g.skipped = 0
	g.lastFrame = fk
	g.frames++
	return false
}

// frameKey is what a drawn frame showed.
type frameKey struct {
	screen Screen
	lay    layout.Layout
	lang   msg.Lang
	hover  string
	toast  string
	key    any
}

// Hovered reports whether the button with this ID is under the mouse.
func (c *Ctx) Hovered(id string) bool { return id != "" && c.g.hoverBtn == id }

// --- Switching screens and the hash router. ---

// Screen names of the frame itself.
const (
	screenHome = "home"
	screenFree = "free"
)

// entry returns the registry entry of a screen.
func entry(name string) (Entry, bool) {
	for _, e := range registry {
		if e.Name == name {
			return e, true
		}
	}
	return Entry{}, false
}

// open switches to screen name. Called with g.mu held.
func (g *Game) open(name, arg string) error { return g.openLink(name, arg, false) }

func (g *Game) openLink(name, arg string, link bool) error {
	e, ok := entry(name)
	if !ok || e.Open == nil {
		return errUnknownScreen(name)
	}
	s, err := e.Open(g, g.screens[name], arg, link)
	if s == nil {
		return err
	}
	if g.screens == nil {
		g.screens = map[string]Screen{}
	}
	g.screens[name] = s
	if g.cur != s {
		g.hoverBtn = ""
	}
	g.cur = s
	return err
}

type errUnknownScreen string

func (e errUnknownScreen) Error() string { return "no screen " + string(e) }

// openHash opens the screen a URL hash names (#pos=…, #lesson=…, #lessons,
// …). A hash naming no screen changes nothing (found false); a bad
// argument leaves the screen and returns the error. Called with g.mu held.
func (g *Game) openHash(hash string) (found bool, err error) {
	for _, p := range pageapi.ParseParams(hash) {
		for _, e := range registry {
			if e.Route == "" || e.Route != p.Key || e.Open == nil {
				continue
			}
			err := g.openLink(e.Name, p.Value, true)
			if err != nil && g.cur.Name() != e.Name {
				g.toast(msg.NoticeBadLink, err.Error())
			}
			// The address keeps what the link said.
			g.hashShown = g.cur.Hash()
			return true, err
		}
	}
	return false, nil
}

// OpenHash opens the screen of a URL hash, at start-up and on hashchange.
// An unreadable link is reported on the screen and returned.
func (g *Game) OpenHash(hash string) error {
	g.mu.Lock()
	defer g.mu.Unlock()
	_, err := g.openHash(hash)
	return err
}

// save queues a value for localStorage (written by OnSave after Update).
func (g *Game) save(key, value string) {
	if g.stored == nil {
		g.stored = map[string]string{}
	}
	if old, ok := g.stored[key]; ok && old == value {
		return
	}
	g.stored[key] = value
	g.saves = append(g.saves, [2]string{key, value})
}

// Restore gives the game what localStorage held at start-up (page_js.go).
func (g *Game) Restore(values map[string]string) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.stored == nil {
		g.stored = map[string]string{}
	}
	for k, v := range values {
		g.stored[k] = v
	}
	g.restored()
}

// --- The language. ---

// storeLang is the localStorage key of the chosen language.
const storeLang = "renju.lang"

// SetLang switches the language (the page API's setLang, the L key, the
// language button) and remembers it.
func (g *Game) SetLang(l msg.Lang) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.setLang(l)
}

func (g *Game) setLang(l msg.Lang) {
	g.lang = l
	g.save(storeLang, string(l))
}

// Lang is the language shown.
func (g *Game) Lang() msg.Lang {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.lang
}

// --- Buttons every screen shows. ---

// IDs of the navigation buttons, handled by the frame.
const (
	BtnNavHome = "nav.home" // back to the home screen
	BtnNavLang = "nav.lang" // switch the language
)

// navTap handles a tap on a navigation button; it reports whether it was
// one.
func (g *Game) navTap(id string) bool {
	switch id {
	case BtnNavHome:
		_ = g.open(screenHome, "")
	case BtnNavLang:
		g.setLang(g.lang.Other())
	default:
		return false
	}
	return true
}

// ButtonOnScreen returns the centre of the current screen's button id in
// screen (device) pixels and the screen's size (the page API's
// buttonToClient).
func (g *Game) ButtonOnScreen(id string) (x, y, w, h float64, ok bool) {
	lay := g.currentLayout()
	g.mu.Lock()
	defer g.mu.Unlock()
	for _, b := range g.cur.Buttons() {
		if b.ID == id && !b.Disabled {
			return b.Rect.X + b.Rect.W/2, b.Rect.Y + b.Rect.H/2, lay.W, lay.H, true
		}
	}
	return 0, 0, lay.W, lay.H, false
}

// ButtonIDs lists the current screen's enabled buttons (tests, debugging).
func (g *Game) ButtonIDs() []string {
	g.mu.Lock()
	defer g.mu.Unlock()
	var ids []string
	for _, b := range g.cur.Buttons() {
		if !b.Disabled {
			ids = append(ids, b.ID)
		}
	}
	return ids
}
