package game

import (
	"renju/boardpng"
	"renju/game/features/classroom"
	"renju/game/features/freeboard"
	"renju/game/features/gameviewer"
	"renju/game/frame/screens"
	"renju/game/services/platform"
	"renju/rules"
)

// The page API's entries into the screens (game/frame/screens): a
// position shown on the free board, the Classroom's share, import and
// export, a record opened or dropped in the game viewer, a screen's seed.
// Each reaches its screen through the screens package's accessors.

// freeBoard is the free board's model (its screen made, not shown, if it
// was never opened). Called with mu held.
func (g *Game) freeBoard() *freeboard.Model {
	m, _ := screens.FreeModel(g.instance(screens.NameFree))
	return m
}

// Load shows position on the free board (switching to it); on error the
// board and the screen are unchanged. The URL hash follows.
func (g *Game) Load(position string) error {
	g.lockFromOutside()
	defer g.mu.Unlock()
	if err := g.freeBoard().Load(position); err != nil {
		return err
	}
	return g.open(screens.NameFree, "")
}

// Do performs a free-board action as if its button were pressed (tests).
func (g *Game) Do(a freeboard.Action) {
	g.lockFromOutside()
	defer g.mu.Unlock()
	g.freeBoard().Do(a)
}

// TapPoint taps intersection p of the free board as a click would (tests).
func (g *Game) TapPoint(p rules.Point) {
	g.lockFromOutside()
	defer g.mu.Unlock()
	g.freeBoard().Tap(p)
}

// --- The Classroom. ---

// classModel returns the Classroom's model (its screen made, not shown,
// if it was never opened). Called with mu held.
func (g *Game) classModel() *classroom.Model {
	m, _ := screens.ClassModel(g.instance(screens.NameClass))
	return m
}

// ClassShare makes the share link of the Classroom's board (the page
// API's share).
func (g *Game) ClassShare() string {
	g.lockFromOutside()
	defer g.mu.Unlock()
	m := g.classModel()
	url := platform.PageURL() + m.Hash()
	m.SetLink(url)
	return url
}

// ClassImport imports text into the Classroom (the page API's
// importText): "" or what is wrong; the board is unchanged on error.
func (g *Game) ClassImport(text string) error {
	g.lockFromOutside()
	defer g.mu.Unlock()
	return g.classModel().ImportText(text)
}

// ClassRefuseImport refuses a text of size bytes, too long for the
// Classroom (the page API's importText): the notice and the error say so.
func (g *Game) ClassRefuseImport(size int) error {
	g.lockFromOutside()
	defer g.mu.Unlock()
	return g.classModel().RefuseImport(size)
}

// ClassExport writes the Classroom's board as text: format "moves",
// "compact", "stones" or "diagram" (moves fall back to stones when the
// board is not one game).
func (g *Game) ClassExport(format string) string {
	g.mu.Lock()
	defer g.mu.Unlock()
	f, ok := classroom.ParseFormat(format)
	if !ok {
		f = classroom.FormatMoves
	}
	t, _ := g.classModel().ExportText(f)
	return t
}

// ClassPNG draws the Classroom's board as a printable PNG diagram on a
// white ("white", the default) or wooden ("wood") background.
func (g *Game) ClassPNG(bg string) ([]byte, error) {
	g.mu.Lock()
	pic := g.classModel().Picture(false)
	g.mu.Unlock()
	o := boardpng.Options{Size: boardpng.DefaultSize, Background: boardpng.White}
	if bg == "wood" {
		o.Background = boardpng.Wood
	}
	return boardpng.PNG(&pic, o)
}

// viewerLoadFetched opens a record whose bytes fetch brings off the
// game loop (the page API's openRecord: its text); size is its length
// as the page counts it.
func (g *Game) viewerLoadFetched(name string, size int, fetch gameviewer.Fetch) {
	g.mu.Lock()
	defer g.mu.Unlock()
	_ = g.open(screens.NameViewer, "")
	if m, ok := screens.ViewerModel(g.cur); ok {
		m.LoadFetched(name, size, fetch)
	}
}

// takeDropped opens a file dropped on the page in the viewer. Called with
// mu held, each frame.
func (g *Game) takeDropped() {
	select {
	case f := <-g.dropped:
		_ = g.open(screens.NameViewer, "")
		screens.DropFile(g.cur, f)
	default:
	}
}

// Seed makes the screen registered as name draw its random choices from
// seed (its screens.Entry.Seed), if it was not opened yet (or only made
// to work ahead: ahead.go): reproducible tests and demonstrations. It reports whether the screen takes a seed.
func (g *Game) Seed(name string, seed uint64) bool {
	e, ok := screens.Find(name)
	if !ok || e.Seed == nil {
		return false
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	s, made := g.screens[name]
	if made && s != g.ahead {
		return true
	}
	if made { // made only to work ahead, never shown (ahead.go): the seeded one replaces it
		if l, ok := s.(screens.Leaver); ok {
			l.Leave()
		}
		g.ahead, g.preparing = nil, nil
	}
	g.keep(name, e.Seed(seed))
	return true
}
