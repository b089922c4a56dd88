package screenview

import (
	"renju/boardview"
	"renju/drills"
	"renju/game/vocab/input"
	"renju/lessons"
	"renju/msg"
	"renju/rules"
	"renju/tutor"
)

// The panel screens (Drills, Foul Storm, Play, the homework, the teacher's
// homework, the game viewer) are one screen over different models: the
// board on one side; on the other a nav bar, a title, text blocks flowing
// down, and rows of buttons kept at the panel's foot, so that they stay
// put from one question to the next. A model says what they show with a
// Panel, and takes the learner's input through PanelModel; one renderer
// (game/frame/screens/panelscreen.go) draws every one of them.

// Panel is what a panel screen shows, in the learner's language.
type Panel struct {
	Title string
	// Back is the nav bar's back button (its ID and label); the zero
	// Button is Home.
	Back Button
	// Blocks flow down below the title, a paragraph apart; the last that
	// fits is cut with an ellipsis, and none runs into the rows.
	Blocks []Block
	// Rows are the buttons, row by row, from the top of the foot down.
	Rows [][]Button
	// Board is the board shown (a board without stones when there is
	// nothing to show).
	Board boardview.Board
	// QR, when set, is drawn where the board was (a code for the
	// teacher's phone, a homework for the class to scan).
	QR [][]bool
	// Table, when set, is drawn where the board was (the class table).
	Table *Table
	// AsksPoint: a point on the board answers (the keyboard's board
	// cursor is on).
	AsksPoint bool
	// Speech is what the screen-reader mirror reads; nil: the blocks'
	// texts in their order, key hints left out.
	Speech []string
	// Answer is the answer just graded, for its sound and its play.
	Answer Answer
}

// Answer is what a panel says of the answer it has just graded: the
// frame sounds it (when sound is on) and plays out the board's Play
// once for each new Seq.
type Answer struct {
	// Seq tells one graded answer from the next (0: none shown).
	Seq int
	// Right: the answer was right.
	Right bool
	// Board, when set, is the board the answer is played out on, shown
	// while it plays instead of Board (Foul Storm has the next question on
	// the board already); a tap or a key during it then only ends it, for
	// the question it would answer was not yet in sight.
	Board *boardview.Board
}

// Table is a table drawn where the board was. The rows that do not fit
// are counted in a line (More, a format taking the count), put among the
// blocks before Blocks[MoreAt].
type Table struct {
	Header []string
	Rows   [][]string
	// Weights share the width among the columns.
	Weights []float64
	More    msg.ID
	MoreAt  int
}

// Block is a paragraph of the panel: a text with a tone and a face.
type Block struct {
	Text
	// KeysOnly: a key hint, shown only once the learner has used a key.
	KeysOnly bool
	// Closer is the share of the paragraph gap taken away after the block
	// (a list's lines kept closer together; negative: farther apart).
	Closer float64
}

// The blocks' styles, named by what they are.

// Status is a small dim line: a run's time and score, the drill's level.
func Status(s string) Block { return Block{Text: Text{S: s, Tone: Dim, Face: Small}} }

// NoticeLine is a bold line about what just happened.
func NoticeLine(s string) Block { return Block{Text: Text{S: s, Tone: Notice, Face: Bold}} }

// Warning is a bold line in the colour of what is wrong.
func Warning(s string) Block { return Block{Text: Text{S: s, Tone: Bad, Face: Bold}} }

// Prompt is the question, large.
func Prompt(s string) Block { return Block{Text: Text{S: s, Face: Large}} }

// Verdict is a large line in the colour of a right or wrong answer.
func Verdict(s string, good bool) Block {
	b := Prompt(s)
	b.Tone = Bad
	if good {
		b.Tone = Good
	}
	return b
}

// BodyLine is a paragraph of ordinary text.
func BodyLine(s string) Block { return Block{Text: Text{S: s}} }

// DimLine is a paragraph of secondary text.
func DimLine(s string) Block { return Block{Text: Text{S: s, Tone: Dim}} }

// KeyHint is a small dim line naming the keys, shown once a key was used.
func KeyHint(s string) Block {
	return Block{Text: Text{S: s, Tone: Dim, Face: Small}, KeysOnly: true}
}

// Tight returns b with share of the paragraph gap after it taken away.
func (b Block) Tight(share float64) Block {
	b.Closer = share
	return b
}

// Add appends blocks. An empty one takes no room (its Closer still
// counts), so a model adds the texts it may have without testing them.
//
// Not inlined: each inlined call copied its blocks in place, 7,393
// bytes of the first module's gzip over its 58 calls.
//
//go:noinline
func (p *Panel) Add(bs ...Block) { p.Blocks = append(p.Blocks, bs...) }

// Said is what the screen-reader mirror reads: Speech, or the blocks'
// texts (key hints left out).
func (p *Panel) Said() []string {
	if p.Speech != nil {
		return p.Speech
	}
	out := make([]string, 0, len(p.Blocks))
	for _, b := range p.Blocks {
		if !b.KeysOnly && b.S != "" {
			out = append(out, b.S)
		}
	}
	return out
}

// Walk is the walk a model asks for: the judge's steps for a stone of
// Colour at Point on Board.
type Walk struct {
	Board  rules.Board
	Point  rules.Point
	Colour rules.Stone
	// Line is the line asked about (live-or-false): the walk is then the
	// line walk of Point's three on it.
	Line string
	// Options are how the walk is told: a room's learner's stage
	// (tutor.WithStage), a lesson's frame and letters. None: the frame
	// tells it at the stage of the lessons the learner has done.
	Options []tutor.Option
}

// Save is a value to keep between visits: its storage key and text.
type Save struct {
	Key, Value string
}

// PanelModel is the model behind a panel screen: plain Go, tested on the
// host. The renderer calls Poll once a frame, then hands it the frame's
// presses, keys and taps (none while a walk is open), opens the walk it
// asks for, stores what it saves and draws its Panel.
type PanelModel interface {
	// Panel is what the screen shows now, in lang.
	Panel(lang msg.Lang) Panel
	// Press is a tap on the button id (buttons of other screens, the nav
	// bar's, are no-ops).
	Press(id string)
	// Key is a key pressed.
	Key(p input.Press)
	// Tap is a tap on the board's point p.
	Tap(p rules.Point)
	// Poll takes what finished in the background (the worker's jobs).
	Poll()
	// TakeWalk returns the walk asked for, once.
	TakeWalk() (Walk, bool)
	// TakeSaves returns what changed and is to be kept, once.
	TakeSaves() []Save
	// Hash is the URL hash that reopens the screen as it is now.
	Hash() string
	// Leave stops the work under way (the worker's time is for the screen
	// shown); Poll asks again when the screen is shown again.
	Leave()
}

// Hoverer is a model that shows what a tap would do under the pointer
// (the stone it would place): the renderer tells it the point each frame.
type Hoverer interface {
	Hover(p rules.Point, ok bool)
}

// Adopter is a model that takes in a value another tab saved under one of
// its storage keys (joined with this tab's by the store).
type Adopter interface {
	Adopt(key, value string)
}

// Loader is a model that reads its saves, when its screen is first
// opened, otherwise than it takes in another tab's (the Drills say a
// record the coach had to reset). A model that is no Loader reads them
// as an Adopter.
type Loader interface {
	Load(key, value string)
}

// Navigator is a model that asks the frame to open another screen by its
// route (Play it out opens "#play=from.…" from a drill's feedback): the
// route's key and argument, once. Rooms never import each other; the
// frame opens the route as a link of the app would.
type Navigator interface {
	TakeRoute() (key, arg string, ok bool)
}

// BtnPlayOut is the Play it out button's ID wherever it is offered (a
// drill's feedback, a lesson's page): a game against the partner from the
// position shown.
const BtnPlayOut = "play.out"

// Router is a model that reads the argument of its URL hash
// ("#storm=streak", "#drills=trap.2"), given when there is one. A bad
// argument's error quotes it and names what would do; the model stays as
// it was.
type Router interface {
	Route(arg string) error
}

// Attempt is a question the learner answered: the frame counts it
// toward the daily goal, files a wrong one in the review queue (with
// what asks it again: its drill, or its lesson's task on its position),
// and moves an item of the review screen on in the queue. (Answer,
// above, is how a panel shows an answer; an Attempt is what the journal
// keeps of it.) A question counts once a day, at its first answer, and
// that answer alone decides whether it is filed (game/services/journal):
// a model reports every answer and the journal keeps the first.
type Attempt struct {
	// From is the screen that asked it (game/services/spaced's From…).
	From string
	// Question names the question for the day's count: a lesson's task
	// "lesson/<id>/<page>"; "" names it by what asks it again (the
	// drill's or the task's key), or on the review screen by its item.
	Question string
	// Drill is the drill that asks it again, if one does (Type "": none);
	// Task the lesson's question that does (nil: none).
	Drill drills.Drill
	Task  *lessons.Question
	// Review is, on the review screen, the key of the item asked.
	Review string
	Right  bool
}

// Answerer is a model whose questions the learner answers: the frame
// takes them after every update.
type Answerer interface {
	TakeAnswers() []Attempt
}

// Coverer is a model that fits what it asks to the lessons the learner
// has done (the Drills' and Foul Storm's defaults): the frame calls
// Cover with their IDs, in the curriculum's order, each time the screen
// opens.
type Coverer interface {
	Cover(done []string)
}
