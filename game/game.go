// Package game is the tutor's Ebitengine frame: the Game (this file), the
// hash router and the opening of screens, input (input_ebiten.go,
// keyboard.go), the toast, the screen-reader mirror, the page API
// (api.go, page_js.go), the progress file (backup*.go), the Chinese fonts
// and the saves (saves.go). It reads the mouse, touch screen and
// keyboard, hands them to the current screen, and has it laid out and
// drawn with the kit (game/kit). The screens, their contract and their
// registry are game/frame/screens; the frame loops over the registry,
// opens home first, and names another screen only where the page API
// reaches into it (screenapi.go: the free board, the Classroom, the game
// viewer; backup.go: the lesson page made afresh). Everything that can be
// plain Go lives in packages below, tested on the host: the features'
// models (game/features), the parts they share (game/parts), the services
// (game/services) and the vocabulary (game/vocab).
//
// Concurrency: the page API (api.go) is called from JavaScript on
// another goroutine than Update and Draw. The screens and their models are
// guarded by mu, which Update and Draw hold while they run.
package game

import (
	"log"
	"renju/game/services/journal"
	"sync"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"renju/game/frame/screens"
	"renju/game/kit"
	"renju/game/services/feel"
	"renju/game/services/learning"
	"renju/game/services/platform"
	"renju/game/services/storage"
	"renju/game/vocab/input"
	"renju/game/vocab/layout"
	"renju/msg"
	"renju/theme"
)

// Game is the app: an ebiten.Game. It keeps the app's state (the
// language, the screens, the services, the notice) and what the page API
// needs; every screen keeps its own.
//
// Its fields are of two kinds. What a visit of the page starts anew, the
// learner's side, is the embedded visit: a test's reset makes it anew as
// a fresh load would (testreset_js.go). The rest is the page's and the
// frame's side (the window, the kit and its fonts, the input queue, the
// frames drawn, the page's callbacks), kept over a reset as the page is.
// A field that a fresh load would start differently from a reset belongs
// in visit.
type Game struct {
	mu sync.Mutex
	visit

	lay    layout.Layout
	hasLay bool
	// th is the look the kit is prepared for, which the current screen
	// asks for (screens.Themed; syncTheme).
	th theme.Theme

	tick       int
	dt         float64 // seconds since the last Update
	lastUpdate time.Time
	now        func() time.Time // the clock (tests may set their own)

	// dropped are files dropped on the page (AttachDrop), for the viewer.
	dropped chan *platform.File

	// OnFirstDraw is called once, after the first frame is drawn.
	OnFirstDraw func()
	// OnHashChange is called (from Update, without the lock) with the new
	// URL hash ("" for none) when the screen's hash changes other than by
	// OpenHash; newScreen says the screen changed (a new history entry).
	OnHashChange func(hash string, newScreen bool)
	// OnSave is called (from Update, without the lock) to store a value in
	// localStorage; it returns the browser's refusal (storage full).
	OnSave func(key, value string) error
	// backup is the progress file's port (linkBackup), for the notice of
	// a refused save, which offers the file.
	backup *backupPort
	// listKeys lists the page's storage keys that start with a prefix
	// (nil: none), for the damaged values kept from earlier visits.
	listKeys func(prefix string) []string
	// OnMirror is called (from Update, without the lock) with what the
	// screen-reader mirror must change: a sentence to announce (""),
	// the buttons as JSON [{id, label, disabled}] ("": unchanged), the
	// screen's texts as JSON ["…"] ("": unchanged), the language
	// (langChanged: it is new).
	OnMirror func(say, buttons, screen string, lang msg.Lang, langChanged bool)
	// OnWorkerWanted is called (from Update, without the lock) when the
	// learner opens, or heads to, a screen whose work the worker program
	// does (screens.HeadsToWorker; heading.go says when): the page starts
	// the worker then.
	OnWorkerWanted func()
	// lead is where the learner last headed, and since when (heading.go).
	lead heading

	// events is the page's input (page_js.go), if it delivers any.
	events eventQueue
	// clock is the page's performance.now() (ms), the clock of its events'
	// timestamps (nil without a page).
	clock func() float64

	// zh is the full Chinese fonts' state (chinese.go).
	zh chinese

	// Owned by the game goroutine (Update and Draw), under mu.
	kit    *kit.Kit
	kitErr error // the kit could not be made (logged once)
	ptr    pointerState
	drawn  bool
	// mirrorAfterFirst: the mirror waits for the first frame (the page's,
	// attachMirror; the tests' harness draws no frames).
	mirrorAfterFirst bool
	lastFrame        frameKey
	// still throttles a still screen's Update and Draw (still.go).
	still stillFrames
	// split puts a new screen's first Draw in the frame after the Update
	// that opened it (split.go).
	split splitFrames
	// tookIn is how many page events the last Update took in, shownIn
	// how many the last frame drawn shows (settled).
	tookIn, shownIn uint64
	// repliesIn is how many jobs were done when the last Update ran,
	// repliesShown as of the last frame drawn (idle).
	repliesIn, repliesShown uint64
}

// visit is what a visit of the page starts anew: the learner's side of the
// Game (the language, the screens, the services over what storage holds,
// the notice, the keyboard's focus, what the mirror told the page).
type visit struct {
	lang msg.Lang

	cur     screens.Screen            // the screen shown
	screens map[string]screens.Screen // the last instance of each screen
	buttons []kit.Button              // the current screen's, as last laid out
	// hashShown is the hash the address bar shows (or came from);
	// OnHashChange fires when the screen's Hash moves away from it.
	// nameShown is the screen it belongs to: a change of screen is a new
	// history entry (the browser's Back returns to it), a change within a
	// screen replaces the entry.
	hashShown, nameShown string
	store                *storage.Store
	learn                *learning.Curriculum
	journal              *journal.Journal
	// feel is the sound and motion of answers and their settings.
	feel *feel.Feel
	// notice is a message over any screen (a bad link, progress reset),
	// shown until the tick toastUntil.
	notice     msg.Notice
	toastUntil int
	// damagedSaid is how many of the store's damaged values were said.
	damagedSaid int

	// Owned by the game goroutine (Update and Draw), under mu.
	// framed: a frame has been drawn since the visit started or a link
	// was opened (settled).
	framed    bool
	hoverBtn  string
	rec       input.Recognizer
	longPress bool // a finger is held still: releasing it asks Why?
	kb        keyboard
	mir       mirror
	// term is the glossary's card over the screen (glossary.go; nil:
	// none).
	term *termCard
	// ahead is a screen made only to do its work ahead, never shown yet;
	// preparing the screen doing it while the current one is shown
	// (ahead.go).
	ahead, preparing screens.Screen
}

// newVisit is a visit before the page's storage is read: the default
// language, home not yet opened (startVisit).
func newVisit() visit {
	return visit{lang: msg.Default, store: newStore(nil), learn: learning.New(), journal: journal.New(), feel: feel.New(nil)}
}

// startVisit makes the visit anew and opens home, as New does. Called
// with mu held.
func (g *Game) startVisit() {
	g.visit = newVisit()
	_ = g.open(screens.NameHome, "")
	if g.backup != nil {
		// The page's progress file (linkBackup), for the new visit's home.
		screens.SetBackup(g.cur, g.backup)
	}
	g.hashShown, g.nameShown = g.cur.Hash(), g.cur.Name()
}

// New returns the app on its home screen.
func New() *Game {
	g := &Game{now: time.Now, th: theme.Standard}
	g.startVisit()
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
	g.lay = layout.ComputeScaled(w, h, scale, g.th.FontScale)
	g.hasLay = true
}

// currentLayout returns the layout (computing a default before the first
// LayoutF call, e.g. in tests).
func (g *Game) currentLayout() layout.Layout {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.layout()
}

// layout is currentLayout with mu held.
func (g *Game) layout() layout.Layout {
	if !g.hasLay {
		g.lay = layout.ComputeScaled(1280, 800, 1, g.th.FontScale)
		g.hasLay = true
	}
	return g.lay
}

// ensureKit makes the kit ready for the layout and the theme; false if it
// cannot be made (no fonts). Called with mu held.
func (g *Game) ensureKit() bool {
	if !g.makeKit() {
		return false
	}
	g.kit.Prepare(g.layout(), g.th)
	g.kit.Keyboard = g.kb.used
	return true
}

// makeKit makes the kit (its fonts) once; false if it cannot be made.
// Called with mu held.
func (g *Game) makeKit() bool {
	if g.kit == nil && g.kitErr == nil {
		g.kit, g.kitErr = kit.NewKit()
		if g.kitErr != nil {
			log.Printf("Renju Tutor cannot draw: %v", g.kitErr)
		}
	}
	return g.kit != nil
}

// ctx is the context of a frame. Called with mu held, the kit ready.
func (g *Game) ctx() *screens.Ctx {
	return &screens.Ctx{Kit: g.kit, Lay: g.lay, Lang: g.lang, Tick: g.tick, DT: g.dt, Hover: g.hoverBtn,
		Focus: g.kb.ring.ID(), Keyboard: g.kb.used, Learn: g.learn, Store: g.store, Journal: g.journal, Feel: g.feel, OpenFunc: g.open, ToastFunc: g.toastNotice}
}

// Update implements ebiten.Game: the frame's input to the current screen,
// then the screen laid out, once per tick.
func (g *Game) Update() error {
	lay := g.currentLayout()
	g.mu.Lock()
	g.takeChinese()
	// Before a frame can be laid out (no fonts: Draw says so; or the
	// first frame waits for the Chinese fonts, which the embedded ones
	// lack), the page's input stays queued for the first Update that
	// can take it: taken and dropped here, a key pressed while a Chinese
	// start waited for its fonts was lost.
	waits := !g.ensureKit() || g.waitsForChinese()
	g.mu.Unlock()
	if waits {
		return nil
	}
	fi := g.readInput(lay)
	now := g.now()
	g.mu.Lock()
	if g.stillTick(&fi, lay) {
		g.prepareNext()
		g.mu.Unlock()
		return nil
	}
	g.tick++
	g.dt = 1.0 / 60
	if !g.lastUpdate.IsZero() {
		g.dt = min(0.25, now.Sub(g.lastUpdate).Seconds())
	}
	g.lastUpdate = now
	if g.buttons == nil && !g.drawn {
		// The first frame's input is routed to the buttons it shows (a
		// screen opened before the kit was made has none laid out yet).
		g.syncTheme()
		g.buttons = g.cur.Layout(g.ctx())
	}
	in := g.route(fi)
	g.takeDropped()
	g.repliesIn = jobsDone()
	g.cur.Update(g.ctx(), &in)
	g.prepareAhead()
	// The journal first: a refused save's notice names the last key
	// refused, and the lessons' progress matters more.
	g.saveJournal()
	if s, ok := g.learn.TakeSave(); ok {
		g.store.Save(learning.Key, s)
	}
	if s, ok := g.feel.TakeSave(); ok {
		g.store.Save(feel.Key, s)
	}
	g.syncTheme()
	g.buttons = g.cur.Layout(g.ctx())
	if g.term != nil {
		g.buttons = g.termButtons()
	}
	g.keepFocus()
	wantWorker := g.headsToWorker()
	g.tookIn = g.ptr.took
	hash, hashChanged, newScreen := g.cur.Hash(), false, false
	if hash != g.hashShown {
		g.hashShown, hashChanged = hash, true
		newScreen = g.cur.Name() != g.nameShown
		g.nameShown = g.cur.Name()
	}
	g.splitAfter()
	saves := g.store.Take()
	g.adoptChanged()
	g.sayDamaged()
	// On the page the screen-reader mirror starts with the frame after
	// the first (mirrorAfterFirst): the first mirror (encoding/json's
	// first use, and the page's DOM) cost about 80 ms of the page's thread
	// before the first frame in a profiled start, and a screen reader
	// reads the page only once the loading screen is gone.
	var say, mbuttons, mscreen string
	var mlang msg.Lang
	var langChanged bool
	if g.drawn || !g.mirrorAfterFirst {
		say, mbuttons, mscreen, mlang, langChanged = g.updateMirror()
	}
	g.mu.Unlock()
	if g.OnMirror != nil && (say != "" || mbuttons != "" || mscreen != "" || langChanged) {
		g.OnMirror(say, mbuttons, mscreen, mlang, langChanged)
	}
	if hashChanged && g.OnHashChange != nil {
		g.OnHashChange(hash, newScreen)
	}
	if wantWorker {
		g.OnWorkerWanted()
	}
	g.deliverSaves(saves)
	return nil
}

// route turns a frame's input into the current screen's: taps on the
// toast and the nav buttons and the L key are the frame's own; the other
// taps get the ID of the button under them. Called with mu held.
func (g *Game) route(fi frameInput) input.Frame {
	in := input.Frame{Chars: fi.chars, Scroll: fi.scroll, LongPress: g.longPress}
	if fi.pressed {
		g.kb.ring.Clear()
		g.kb.cursorOn = false
	}
	if fi.touched {
		g.kb.used = false
	}
	card := g.termInput(&fi) // the glossary's card takes the input while open
	if fi.hoverOK {
		in.HoverX, in.HoverY, in.Hovering = fi.hoverX, fi.hoverY, true
		g.hoverBtn = kit.Hit(g.buttons, fi.hoverX, fi.hoverY)
	} else if fi.hoverOff {
		g.hoverBtn = ""
	}
	for _, t := range fi.taps {
		if g.toastTap(t.X, t.Y) {
			continue
		}
		t.Button = kit.Hit(g.buttons, t.X, t.Y)
		if g.navTap(t.Button) {
			continue
		}
		in.Taps = append(in.Taps, t)
	}
	for _, id := range fi.presses {
		g.mirrorPress(id, &in)
	}
	for _, k := range fi.keys {
		g.kb.used = true
		if k.Key == input.KeyL && !k.Ctrl {
			g.setLang(g.lang.Other())
			continue
		}
		if g.keyboardKey(k, &in) {
			continue
		}
		in.Keys = append(in.Keys, k)
	}
	if card || g.term != nil {
		// The card was open, or opened: the screen under it hears nothing.
		in.Taps, in.Keys, in.Scroll = nil, nil, 0
	}
	return in
}

// navTap handles a tap on a navigation button; it reports whether it was
// one.
func (g *Game) navTap(id string) bool {
	switch id {
	case screens.BtnNavHome:
		_ = g.open(screens.NameHome, "")
	case screens.BtnNavLang:
		g.setLang(g.lang.Other())
	case btnTermClose:
		g.closeTerm()
	default:
		if kit.LinkTerm(id) == "" {
			return false
		}
		g.openTerm(id)
	}
	return true
}

// syncTheme switches to the look the current screen asks for: the
// presenter theme's colours and larger text, or the standard look. Called
// with mu held.
func (g *Game) syncTheme() {
	th := theme.Standard
	if t, ok := g.cur.(screens.Themed); ok {
		th = t.Theme()
	}
	if th.Name == g.th.Name {
		return
	}
	g.th = th
	if g.hasLay {
		g.lay = layout.ComputeScaled(g.lay.W, g.lay.H, g.lay.Scale, th.FontScale)
	}
	if g.kit != nil {
		g.kit.Prepare(g.layout(), g.th)
	}
}

// frameKey is what a drawn frame showed.
type frameKey struct {
	screen screens.Screen
	lay    layout.Layout
	lang   msg.Lang
	theme  string
	hover  string
	toast  string
	term   string
	kb     keyboardShown
	key    any
}

// Draw implements ebiten.Game: the current screen draws itself, unless it
// would look exactly like the frame already on the canvas (screens.Keyed).
// A frame left as it was is never drawn again on a timer: in the browser a
// lost WebGL context reloads the page (Ebitengine's webglcontextlost
// handler, internal/ui/ui_js.go), so a redraw every 120 frames restored
// nothing, and it cost a still screen a whole frame drawn every 2 s (in
// the GPU process, SwiftShader's; make measure). The first frame too is
// drawn once: the first three were drawn whatever their keys.
func (g *Game) Draw(screen *ebiten.Image) {
	g.mu.Lock()
	if !g.ensureKit() {
		g.mu.Unlock()
		screen.Fill(theme.Standard.Background)
		return
	}
	if g.waitsForChinese() {
		// The loading screen stays over the canvas until the first frame.
		g.mu.Unlock()
		screen.Fill(theme.Standard.Background)
		return
	}
	if g.still.skipped {
		// Nothing new since the frame drawn (stillTick).
		g.mu.Unlock()
		return
	}
	if g.splitDraw() {
		// A new screen: drawn by the next frame (split.go).
		g.mu.Unlock()
		return
	}
	// The frame shows every event the last Update took in (a frame left
	// as it was looks the same as one drawn).
	g.shownIn = g.tookIn
	g.repliesShown = g.repliesIn
	g.framed = true
	c := g.ctx()
	g.kit.Hover = g.hoverBtn
	fk := frameKey{screen: g.cur, lay: c.Lay, lang: c.Lang, theme: g.th.Name, hover: g.hoverBtn, toast: g.toastText(), kb: g.keyboardShown()}
	if g.term != nil {
		fk.term = g.term.id
	}
	keyed, ok := g.cur.(screens.Keyed)
	if ok {
		fk.key = keyed.FrameKey(c)
	}
	if ok && g.drawn && fk == g.lastFrame {
		g.mu.Unlock()
		return
	}
	g.lastFrame = fk
	// The frame changed: every tick looks at the screen again (still.go).
	g.still.quiet = 0
	g.kit.Record() // every text drawn, for the screen-reader mirror
	if g.term != nil {
		g.kit.Under() // the screen's texts are not the card's buttons'
		g.cur.Draw(c, screen)
		g.kit.Above()
		g.kit.DrawTermCard(screen, &g.term.card)
	} else {
		g.cur.Draw(c, screen)
	}
	g.drawKeyboard(screen)
	g.drawToast(screen)
	g.mir.drew(g.kit.Recorded(), g.buttons)
	first := !g.drawn
	g.drawn = true
	g.mu.Unlock()
	if first && g.OnFirstDraw != nil {
		g.OnFirstDraw()
	}
}

// --- Switching screens and the hash router. ---

// open switches to screen name. Called with mu held.
func (g *Game) open(name, arg string) error { return g.openLink(name, arg, false) }

func (g *Game) openLink(name, arg string, link bool) error {
	e, ok := screens.Find(name)
	if !ok || e.Open == nil {
		return errUnknownScreen(name)
	}
	oc := g.openCtx()
	if g.cur != nil && !link {
		oc.From, oc.FromHash = g.cur.Name(), g.cur.Hash()
	}
	s, err := e.Open(oc, g.screens[name], arg, link)
	if s == nil {
		return err
	}
	g.keep(name, s)
	if g.cur != s {
		if l, ok := g.cur.(screens.Leaver); ok {
			l.Leave()
		}
		g.leftForAhead(s)
		g.hoverBtn = ""
		g.kb.ring.Clear()
		g.kb.cursorOn = false
		g.term = nil
	}
	g.cur = s
	// The screen is laid out at once, so that the rest of the frame's taps
	// and the page API find its buttons (before the first frame there is
	// no kit yet: the first Update lays it out).
	g.buttons = nil
	if g.kit != nil {
		g.syncTheme()
		if g.ensureKit() {
			g.buttons = s.Layout(g.ctx())
		}
	}
	return err
}

// instance returns the last instance of screen name, making it (without
// showing it) if it was never opened: the page API's entries to a screen
// not shown. Called with mu held.
func (g *Game) instance(name string) screens.Screen {
	if s, ok := g.screens[name]; ok {
		return s
	}
	e, _ := screens.Find(name)
	s, _ := e.Open(g.openCtx(), nil, "", false)
	g.keep(name, s)
	return s
}

// keep records s as the last instance of screen name.
func (g *Game) keep(name string, s screens.Screen) {
	if g.screens == nil {
		g.screens = map[string]screens.Screen{}
	}
	g.screens[name] = s
}

// openCtx is the context a screen is opened with: its Kit is nil when a
// link is opened before the first frame, so Open must not draw or
// measure.
func (g *Game) openCtx() *screens.Ctx {
	c := &screens.Ctx{Kit: g.kit, Lay: g.layout(), Lang: g.lang, Tick: g.tick, Hover: g.hoverBtn,
		Focus: g.kb.ring.ID(), Keyboard: g.kb.used, Learn: g.learn, Store: g.store, Journal: g.journal, Feel: g.feel, OpenFunc: g.open, ToastFunc: g.toastNotice}
	return c
}

type errUnknownScreen string

func (e errUnknownScreen) Error() string { return "no screen " + string(e) }
