package screens

// The contract between a screen and the frame: Screen and its optional
// interfaces, the registry's Entry, and Ctx (see doc.go).

import (
	"github.com/hajimehoshi/ebiten/v2"
	"renju/game/services/journal"

	"renju/game/kit"
	"renju/game/services/feel"
	"renju/game/services/learning"
	"renju/game/services/storage"
	"renju/game/vocab/input"
	"renju/game/vocab/layout"
	"renju/game/vocab/pageapi"
	"renju/game/vocab/screenview"
	"renju/msg"
	"renju/theme"
)

// Screen is one screen of the app.
type Screen interface {
	// Name is the screen's name in the page API's state() ("home", "free",
	// "lessons", "lesson", …): the Registry's Name.
	Name() string
	// Hash is the URL hash that reopens the screen as it is now ("" for
	// none). The address bar follows it (history.replaceState).
	Hash() string
	// Update applies one frame's input.
	Update(c *Ctx, in *input.Frame)
	// Layout places the screen for this frame and returns its tap targets:
	// taps on them come to Update with their ID; the page API finds them.
	Layout(c *Ctx) []kit.Button
	// Draw paints the whole screen as Layout placed it.
	Draw(c *Ctx, dst *ebiten.Image)
}

// Stater is a screen that reports more than its name in state(): the
// board it shows, the lesson, page and walk.
type Stater interface {
	PageState(st *pageapi.State)
}

// Themed is a screen that asks for a look other than the standard one
// (the Classroom's presenter theme).
type Themed interface {
	Theme() theme.Theme
}

// Leaver is a screen with jobs under way in the worker (game/services/jobs) that
// stops them when another screen is shown: the worker's time is for the
// screen shown (a worksheet being made, the partner's move). The screen
// stays kept, and asks again when it is shown again.
type Leaver interface {
	Leave()
}

// Keyed is a screen that says what its frame shows: a comparable value
// holding everything it draws (a struct of its state, a revision, an
// animation phase). While the key, the layout, the language, the hovered
// button and the toast stay the same, the frame is not drawn again (the
// canvas keeps it), which saves the GPU and the battery of a teacher's
// laptop while nobody touches the app. A screen without a key is drawn
// every frame.
type Keyed interface {
	FrameKey(c *Ctx) any
}

// Entry is one screen of the Registry (screens.go).
type Entry struct {
	// Name is the screen's name (Screen.Name).
	Name string
	// Menu and Desc are the menu's label and description; a screen
	// without Menu is not on the menu.
	Menu, Desc msg.ID
	// Group is the home entry the screen is listed under (Groups): its
	// hub lists the group's screens, or home opens the screen at once
	// when it is the group's only one.
	Group string
	// Route is the URL hash key that opens the screen: "#<Route>" or
	// "#<Route>=<arg>" ("" for none).
	Route string
	// Open makes the screen. arg is the hash argument when link is set (the
	// screen is opened from the URL), else what Ctx.Open passed ("" from the
	// menu). prev is the screen's last instance (nil the first time), so a
	// screen can keep its state between visits. When Open returns a screen
	// it is shown, even with an error (a link that could not be read,
	// reported on it). nil: not available yet ("coming soon" on the menu).
	Open func(c *Ctx, prev Screen, arg string, link bool) (Screen, error)
	// Page is the key of the screen's own object in state() (its model's
	// package defines it; "" for none): null on the other screens.
	Page string
	// Saves are the storage keys the screen keeps, each with what it
	// holds (named when a save fails or a damaged value is kept aside).
	// Another tab's save under one of them goes to the screen's model
	// (screenview.Adopter) once the screen has read its saves.
	Saves []Kept
	// Seed makes the screen with its random choices drawn from seed
	// (renju.seed<Name>, "renju.seedDrills": reproducible tests); nil
	// for a screen without them.
	Seed func(seed uint64) Screen
	// Worker: the screen hands its work to the worker program (its
	// first job waits for the worker's start): the frame starts the
	// worker as the learner heads there (HeadsToWorker), not before.
	Worker bool
	// Panel, for a panel screen without glue, makes its model with its
	// random choices drawn from seed; Open and Seed are then made from
	// it (panelEntry): the model reads its Saves once, when the screen is
	// first opened (screenview.Loader, else screenview.Adopter), and the
	// hash argument (screenview.Router).
	Panel func(seed uint64) screenview.PanelModel
	// Cap is the longest argument Route takes, in characters: a longer
	// link is refused with a short notice before the screen reads it
	// (game/services/routes). routes.Short for an argument that names one
	// thing; a link format's own bound (position.MaxLink) for the rest.
	Cap int
}

// Kept is a storage key a screen keeps, what it holds, and how two tabs'
// values of it are joined.
type Kept struct {
	Key  string
	What msg.ID
	// Join joins the value with another tab's (game/frame/savemerge;
	// the room declares it beside the code that reads the value), or is
	// storage.LastWrite: the last tab to write wins. Never nil: a test
	// of package game fails on an entry whose saves have no join.
	Join *storage.Join
	// Damaged, when set, is the notice (taking the key it was moved to)
	// for a value of Key that could not be read, given its text; else
	// the notice names What.
	Damaged func(value string) msg.ID
}

// Ctx is what a screen works with: the kit, the frame's geometry,
// language and time, the hovered button, and the app's two services.
type Ctx struct {
	// Kit draws (its Lay and Th are this frame's).
	Kit *kit.Kit
	// Lay is the window's geometry: board and panel rectangles, font size.
	Lay layout.Layout
	// Lang is the language shown.
	Lang msg.Lang
	// Tick counts frames (60 a second), for animations.
	Tick int
	// DT is the time since the last Update in seconds (at most a quarter
	// of a second), for what goes by the clock (a walk's autoplay).
	DT float64
	// Hover is the ID of the button under the pointer ("" for none).
	Hover string
	// Focus is the ID of the button the keyboard's focus is on ("" for
	// none): a screen that scrolls brings it into view.
	Focus string
	// Keyboard: a key has been used (and no finger since), so key hints
	// ("Esc", "W: walk…") make sense; never on a touch-only device.
	Keyboard bool
	// Learn is the curriculum and the learner's progress.
	Learn *learning.Curriculum
	// Store is what the app keeps between visits (localStorage).
	Store *storage.Store
	// Journal is the learner's review queue and daily goal: the answers
	// of every screen go to it.
	Journal *journal.Journal
	// Feel is the sound and motion of answers and their settings (nil in
	// tests that make a Ctx of their own: no sound, no motion).
	Feel *feel.Feel
	// From is the screen that opens this one (Open only; "" from a link):
	// a lesson opened from the homework goes back to it. FromHash is its
	// hash then (the lesson page the rules sheet returns to).
	From, FromHash string

	// OpenFunc switches screens (the frame's router; Open calls it).
	OpenFunc func(name, arg string) error
	// ToastFunc shows a notice over any screen (Prompt's refusal; nil:
	// none).
	ToastFunc func(msg.Notice)
}

// T is msg.T in the current language.
func (c *Ctx) T(id msg.ID) string { return msg.T(c.Lang, id) }

// F is msg.F in the current language.
func (c *Ctx) F(id msg.ID, args ...any) string { return msg.F(c.Lang, id, args...) }

// Open switches to the screen registered as name, with a hash argument
// ("" for none). On error the current screen stays and the error is
// returned.
func (c *Ctx) Open(name, arg string) error { return c.OpenFunc(name, arg) }

// Home goes back to the home screen.
func (c *Ctx) Home() { _ = c.OpenFunc(NameHome, "") }

// IDs of the navigation buttons, handled by the frame.
const (
	BtnNavHome = "nav.home" // back to the home screen
	BtnNavLang = "nav.lang" // switch the language
)

// LangButton is the language button: the other language's name.
func (c *Ctx) LangButton() screenview.Button {
	return screenview.Button{ID: BtnNavLang, Label: c.T(msg.LangButton)}
}

// NavBar lays out a panel's top row: a back button (id and label; Home by
// default), the language, and the rectangle left for the title.
func (c *Ctx) NavBar(row layout.Rect, backID string, back msg.ID) ([]kit.Button, layout.Rect) {
	return c.Kit.NavBar(row, screenview.Button{ID: backID, Label: c.T(back), Icon: screenview.ChevronLeft}, c.LangButton())
}

// walkArea is the panel below a nav row of height rowH and a gap: where a
// walk opens.
func (c *Ctx) walkArea(rowH, gap float64) layout.Rect {
	p := c.Lay.Panel
	top := p.Y + rowH + gap
	return layout.Rect{X: p.X, Y: top, W: p.W, H: p.Y + p.H - top}
}

// LinkNoticer is a screen that says in its own panel why a link to it
// could not be read (the free board and the Classroom keep their board and
// say so); for any other screen the frame shows the notice.
type LinkNoticer interface{ NoticesBadLinks() }

// NoticesBadLinks reports whether s says why a link could not be read: a
// LinkNoticer, or a panel screen whose glue is one.
func NoticesBadLinks(s Screen) bool {
	if p, ok := s.(*panelScreen); ok {
		_, says := p.glue.(LinkNoticer)
		return says
	}
	_, says := s.(LinkNoticer)
	return says
}
