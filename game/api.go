package game

import (
	"renju/game/frame/screens"
	"renju/game/services/feel"
	"renju/game/services/learning"
	"renju/game/vocab/pageapi"
	"renju/msg"
	"renju/rules"
)

// The page API's entry points, called from JavaScript (page_js.go) or the
// tests on any goroutine; each takes the lock. The screens' own entries
// (the free board's Load, the Classroom's import and export) are in their
// files.

// State returns the page API's state JSON: the screen, the board it shows
// (empty for a screen without one) with its forbidden map, the language,
// and the lesson, page, walk step, drill and marks when there are.
func (g *Game) State() string {
	g.mu.Lock()
	defer g.mu.Unlock()
	var empty rules.Board
	st := pageapi.NewState(g.cur.Name(), &empty, nil, string(g.lang), false)
	if s, ok := g.cur.(screens.Stater); ok {
		s.PageState(&st)
	}
	// Every screen's object is in state(), null on the other screens.
	for _, e := range screens.Registry {
		if _, ok := st.Details[e.Page]; e.Page != "" && !ok {
			st.SetDetail(e.Page, nil)
		}
	}
	g.journalState(&st)
	st.Path = screens.PathState(screens.PathOf(g.learn, g.store), g.lang)
	st.Focus = g.kb.ring.ID()
	if g.term != nil {
		st.Term = g.term.id
	}
	st.Settings = &pageapi.Settings{Sound: g.feel.Sound(), ReducedMotion: g.feel.ReducedMotion()}
	st.Feel = &pageapi.Feel{Animations: g.feel.Animations, Sounds: g.feel.Sounds}
	if a, ok := g.cur.(screens.Animator); ok {
		st.Feel.Animating = a.Animating()
	}
	st.SaveError, st.Unsaved, st.Damaged = g.saveState()
	st.Notice = g.toastText()
	if p, ok := g.cursorShown(); ok {
		st.Cursor = p.String()
	}
	return st.JSON()
}

// Settled reports whether the frame on the canvas has taken in every
// input event the page queued (the page API's settled()): a test, or the
// page, that acts on what it sees waits for it instead of guessing a
// time. It is false before the first frame, and after a link was opened
// (a hash change, Back, a test's reset) until a frame has been drawn.
func (g *Game) Settled() bool {
	queued := g.events.queued()
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.drawn && g.framed && g.shownIn == queued
}

// Idle reports whether the app has nothing of its own left to do (the
// page API's idle()): it is settled, no job is under way at the worker,
// the frame drawn has taken in every reply, no answer is being played out,
// no fonts are on their way, and the screen does not lead to the worker
// with its moment to start it still to come (heading.go). A test that waits for what the app does
// by itself (a drill made, the partner's move, hints found) waits for it
// instead of a time.
func (g *Game) Idle() bool {
	running, done := jobsCounts()
	queued := g.events.queued()
	g.mu.Lock()
	defer g.mu.Unlock()
	if !g.drawn || !g.framed || g.shownIn != queued || running > 0 || g.repliesShown != done {
		return false
	}
	if a, ok := g.cur.(screens.Animator); ok && a.Animating() {
		return false
	}
	return !g.zh.loading && !g.zh.want && !g.lead.pending(g.cur)
}

// jobsCounts is the worker's jobs under way and done (none without a
// worker).
func jobsCounts() (running int, done uint64) {
	if screens.Jobs == nil {
		return 0, 0
	}
	return screens.Jobs.Counts()
}

// jobsDone is how many of the worker's jobs are done.
func jobsDone() uint64 { _, d := jobsCounts(); return d }

// PointOnScreen returns where intersection p is, in screen (device) pixels,
// and the screen's size.
func (g *Game) PointOnScreen(p rules.Point) (x, y, w, h float64) {
	lay := g.currentLayout()
	x, y = lay.PointXY(p)
	return x, y, lay.W, lay.H
}

// ScreenName is the current screen's name.
func (g *Game) ScreenName() string {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.cur.Name()
}

// ButtonOnScreen returns the centre of the current screen's button id in
// screen (device) pixels and the screen's size (the page API's
// buttonToClient).
func (g *Game) ButtonOnScreen(id string) (x, y, w, h float64, ok bool) {
	g.mu.Lock()
	defer g.mu.Unlock()
	lay := g.layout()
	for _, b := range g.buttons {
		if b.ID == id && !b.Disabled {
			return b.Rect.X + b.Rect.W/2, b.Rect.Y + b.Rect.H/2, lay.W, lay.H, true
		}
	}
	return 0, 0, lay.W, lay.H, false
}

// ButtonRect returns the rectangle of the current screen's enabled
// button id in screen (device) pixels, and the screen's size (the page
// API's buttonRect).
func (g *Game) ButtonRect(id string) (x, y, w, h, sw, sh float64, ok bool) {
	g.mu.Lock()
	defer g.mu.Unlock()
	lay := g.layout()
	for _, b := range g.buttons {
		if b.ID == id && !b.Disabled {
			r := b.Rect
			return r.X, r.Y, r.W, r.H, lay.W, lay.H, true
		}
	}
	return 0, 0, 0, 0, lay.W, lay.H, false
}

// ButtonIDs lists the current screen's enabled buttons (tests, debugging).
func (g *Game) ButtonIDs() []string {
	g.mu.Lock()
	defer g.mu.Unlock()
	var ids []string
	for _, b := range g.buttons {
		if !b.Disabled {
			ids = append(ids, b.ID)
		}
	}
	return ids
}

// OpenHash opens the screen of a URL hash (#pos=…, #lesson=…, #lessons,
// …), at start-up and on hashchange. A hash naming no screen changes
// nothing; an unreadable link is reported on the screen and returned, and
// the address bar is set to what the screen shows, so that a reload does
// not fail again.
func (g *Game) OpenHash(hash string) error {
	g.lockFromOutside()
	defer g.mu.Unlock()
	return g.openHash(hash, false)
}

// OpenFirst is OpenHash at start-up: a link opens its screen; with none,
// a first visit (screens.FirstVisit: nothing a learner writes is saved)
// opens the guided start instead of home.
func (g *Game) OpenFirst(hash string) error {
	g.lockFromOutside()
	defer g.mu.Unlock()
	err := g.openHash(hash, false)
	if g.cur.Name() == screens.NameHome && screens.FirstVisit(g.store.Load, keptKeys()) {
		if err := g.openLink(screens.NameStart, "", true); err == nil {
			g.hashShown, g.nameShown = g.cur.Hash(), g.cur.Name()
		}
	}
	return err
}

// GoToHash is OpenHash for the browser's Back and Forward (popstate): a
// hash naming no screen is the home screen's.
func (g *Game) GoToHash(hash string) error {
	g.lockFromOutside()
	defer g.mu.Unlock()
	if hash == g.hashShown {
		return nil // already there (hashchange and popstate both fire)
	}
	return g.openHash(hash, true)
}

func (g *Game) openHash(hash string, orHome bool) error {
	// The page waits for the frame that shows the link (settled), as it
	// does for an input's.
	g.framed = false
	key, arg, err, isRoute := screens.Routes.Parse(hash)
	if isRoute && err != nil {
		// Too long for its route: the screen does not read it, the notice
		// quotes its start, and the address bar gets the screen shown.
		g.toastError(err)
		g.nameShown = g.cur.Name()
		g.hashShown = "\x00"
		return err
	}
	for _, e := range screens.Registry {
		if !isRoute || e.Route != key || e.Open == nil {
			continue
		}
		err := g.openLink(e.Name, arg, true)
		if says := screens.NoticesBadLinks(g.cur); err != nil && (g.cur.Name() != e.Name || !says) {
			g.toastError(err)
		}
		g.nameShown = g.cur.Name() // the browser made this entry
		g.hashShown = g.cur.Hash() // the address keeps what the link said
		if err != nil {
			g.hashShown = "\x00" // the next frame puts the screen's own hash in the address bar
		}
		return err
	}
	if orHome {
		err := g.openLink(screens.NameHome, "", true)
		g.hashShown, g.nameShown = g.cur.Hash(), g.cur.Name()
		return err
	}
	return nil
}

// --- The language and what is stored. ---

// storeLang is the storage key of the chosen language.
const storeLang = "renju.lang"

// SetLang switches the language (the page API's setLang, the L key, the
// language button) and remembers it.
func (g *Game) SetLang(l msg.Lang) {
	g.lockFromOutside()
	defer g.mu.Unlock()
	g.setLang(l)
}

func (g *Game) setLang(l msg.Lang) { g.useLang(l, true) }

// Lang is the language shown.
func (g *Game) Lang() msg.Lang {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.lang
}

// SetDefaultLang sets the language from the browser's (navigator.language)
// when none was chosen; it is not saved, so it keeps following the
// browser.
func (g *Game) SetDefaultLang(browser string) {
	g.lockFromOutside()
	defer g.mu.Unlock()
	if _, chosen := g.store.Load(storeLang); chosen {
		return
	}
	if l, ok := msg.ParseLang(browser); ok {
		g.useLang(l, false)
	}
}

// Restore gives the game values the page stored before (tests; the page
// itself reads them when asked, UseStorage) and applies the language and
// the progress.
func (g *Game) Restore(values map[string]string) {
	g.lockFromOutside()
	defer g.mu.Unlock()
	g.store.Seed(values)
	g.restored()
}

// UseStorage makes the game read what the page stored with get (each key
// when first needed) and applies the language and the progress.
func (g *Game) UseStorage(get func(key string) (string, bool)) {
	g.lockFromOutside()
	defer g.mu.Unlock()
	g.store = newStore(get)
	g.restored()
}

// restored applies what was stored: the language and the progress.
// Progress that cannot be read is reset, with a notice. Called with mu
// held.
func (g *Game) restored() {
	if v, ok := g.store.Load(storeLang); ok {
		if l, ok := msg.ParseLang(v); ok {
			g.useLang(l, false)
		}
	}
	if v, ok := g.store.Load(feel.Key); ok {
		_ = g.feel.Restore(v) // unreadable settings: the defaults
	}
	if v, ok := g.store.Load(learning.Key); ok {
		if err := g.learn.Restore(v); err != nil {
			// Kept aside under a damaged key first (game/services/storage):
			// sayDamaged names it.
			g.toast(msg.NoticeProgressReset)
			g.sayDamaged()
		}
	}
	g.restoreJournal()
}
