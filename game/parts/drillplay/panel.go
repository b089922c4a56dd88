package drillplay

import (
	"strconv"
	"strings"

	"renju/drills"
	"renju/game/services/routes"
	"renju/game/vocab/input"
	"renju/game/vocab/pageapi"
	"renju/game/vocab/screenview"
	"renju/msg"
	"renju/rules"
)

// The Drills screen as a panel (screenview.PanelModel): a round of drills and
// the coach who hears of every graded answer. The panel renderer
// (game/frame/screens/panelscreen.go) draws it; the homework and the game viewer show a drill's text with Blocks.

// StorageKey is the storage key of the drill record.
const StorageKey = "renju.drills"

// Coach hears of each graded answer (the rating of the drill's cell, the
// tally and badge of its type), says what it has to say (a badge earned,
// its record reset), and adds its lines to the menu and the summary:
// game/features/coach's Coach.
type Coach interface {
	Heard(d *drills.Drill, right bool)
	TakeNotice() (msg.Notice, bool)
	MenuLines(lang msg.Lang, typ string) []string
	BadgeLines(lang msg.Lang, typ string) []string
	Load(data []byte) error
	TakeSave() ([]byte, bool)
}

// Drills is the Drills screen's model: a Model and its Coach.
type Drills struct {
	// Model is the round (a field, not embedded: a type that embeds one
	// keeps every method of it in the wasm binary, 200 KB in all).
	Model    *Model
	coach    Coach
	coachKey string
	// graded is the drill whose answer the coach was last told of.
	graded *drills.Drill
	// notice is the coach's last word, shown until the next drill.
	notice msg.Notice
	// hover is the point under the pointer (a preview of the answer).
	hover    rules.Point
	hovering bool
}

var _ screenview.PanelModel = (*Drills)(nil)

// NewDrills puts m and its coach together; coachKey is where the coach's
// record is stored.
func NewDrills(m *Model, c Coach, coachKey string) *Drills {
	return &Drills{Model: m, coach: c, coachKey: coachKey}
}

// Load reads a record saved under key (the drills' or the coach's), when
// the screen is first opened: a record the coach had to reset is said.
func (d *Drills) Load(key, value string) {
	d.Adopt(key, value)
	if key == d.coachKey {
		d.takeNotice()
	}
}

// Route opens the menu at the type and level "#drills=<type>[.<level>]"
// names (screenview.Router: a coach's link for the club); a type or level
// it does not know is an error and changes nothing.
func (d *Drills) Route(arg string) error {
	typ, level, err := routes.Drill(arg)
	if err != nil {
		return err
	}
	m := d.Model
	m.ChooseType(typ)
	if level > 0 {
		m.ChooseLevel(level)
	}
	if m.Phase() != Menu {
		m.ToMenu()
	}
	return nil
}

// Ahead has the worker make the first drill of the round the menu offers
// (prepare.go) while a screen that leads to it is shown: of typ at level
// for home, whose path step (which Continue opens with Route) is that
// drill; of the menu's own choice for typ "" (the Practise hub, whose
// first button opens the menu as it is). The path's type and level are
// not taken as the learner's choice: unless they chose before, the screen
// opened another way (the hub) offers Cover's, and the drill made for the
// step is dropped then. A round under way is left alone, and nothing is
// asked for it (the screen asks for its next drill when shown again).
func (d *Drills) Ahead(typ string, level int) {
	m := d.Model
	if m.phase != Menu || m.set != nil {
		return
	}
	if typ != "" {
		m.typ, m.level = typ, level
	}
	m.Poll()
}

// Cover fits the menu's first choice to the lessons done, and the words
// of the drills and of the coach to the learner's stage (Model.Cover).
func (d *Drills) Cover(done []string) {
	d.Model.Cover(done)
	if s, ok := d.coach.(Stager); ok {
		s.SetStage(d.Model.taught)
	}
}

// Adopt takes in a record as another tab saved it (joined with this tab's
// by the store). A record at fault is said on the screen.
func (d *Drills) Adopt(key, value string) {
	switch key {
	case StorageKey:
		_ = d.Model.Load([]byte(value))
	case d.coachKey:
		_ = d.coach.Load([]byte(value))
	}
}

// Press carries out the action of a button; the coach hears of the answer
// before the next action can move on from it (a tap and Enter in one
// frame).
func (d *Drills) Press(id string) {
	if a := ActionOf(id); a != NoAction {
		d.Model.Do(a)
		d.observe()
	}
}

// Key carries out the action of a key.
func (d *Drills) Key(p input.Press) {
	d.Model.Do(d.Model.KeyAction(p))
	d.observe()
}

// Tap answers with a point.
func (d *Drills) Tap(p rules.Point) {
	d.Model.Tap(p)
	d.observe()
}

// Poll takes the drills made in the worker.
func (d *Drills) Poll() { d.Model.Poll() }

// TakeAnswers returns the round's answers since the last call.
func (d *Drills) TakeAnswers() []screenview.Attempt { return d.Model.TakeAnswers() }

// Leave stops the drill being made.
func (d *Drills) Leave() { d.Model.Leave() }

// TakeRoute is Play it out's game (screenview.Navigator): the Play
// screen from the drill's position.
func (d *Drills) TakeRoute() (string, string, bool) {
	arg, ok := d.Model.TakePlayOut()
	return "play", arg, ok
}

// TakeWalk returns the walk asked for, once.
func (d *Drills) TakeWalk() (screenview.Walk, bool) { return d.Model.TakeWalk() }

// Hover is the point under the pointer.
func (d *Drills) Hover(p rules.Point, ok bool) { d.hover, d.hovering = p, ok }

// observe tells the coach of the answer just graded, once; the coach's
// notice is dropped once the learner has moved on.
func (d *Drills) observe() {
	m := d.Model
	if ph := m.Phase(); ph == Preparing || ph == Asking {
		d.notice = msg.Notice{} // said; the learner has moved on
	}
	dr := m.Drill()
	if m.Phase() != Feedback || dr == nil || dr == d.graded {
		return
	}
	d.graded = dr
	d.coach.Heard(dr, m.Result().Correct)
	d.takeNotice()
}

// takeNotice keeps what the coach has to say, to show it.
func (d *Drills) takeNotice() {
	if n, ok := d.coach.TakeNotice(); ok {
		d.notice = n
	}
}

// TakeSaves returns the drill record and the coach's when they changed.
func (d *Drills) TakeSaves() []screenview.Save {
	var out []screenview.Save
	if data, ok := d.Model.TakeSave(); ok {
		out = append(out, screenview.Save{Key: StorageKey, Value: string(data)})
	}
	if data, ok := d.coach.TakeSave(); ok {
		out = append(out, screenview.Save{Key: d.coachKey, Value: string(data)})
	}
	return out
}

// Hash is "#drills=<type>.<level>".
func (d *Drills) Hash() string {
	return "#drills=" + d.Model.Type() + "." + strconv.Itoa(d.Model.Level())
}

// PageState reports the drill.
func (d *Drills) PageState(st *pageapi.State) {
	ps := d.Model.PageState()
	st.SetDetail(PageKey, &ps)
}

// Panel is the screen in lang: the drill, with the coach's lines on the
// menu (the drills lean toward weak spots, the badges) and in the summary
// (the badges after the round's result), and the coach's notice.
func (d *Drills) Panel(lang msg.Lang) screenview.Panel {
	v := d.Model.View(lang)
	switch v.Phase {
	case Menu:
		v.Lines = append(d.coach.MenuLines(lang, v.Type), v.Lines...)
	case Summary:
		n := min(1, len(v.Lines))
		v.Lines = append(append(v.Lines[:n:n], d.coach.BadgeLines(lang, v.Type)...), v.Lines[n:]...)
	}
	if text := d.notice.Text(lang); text != "" {
		v.Notice = strings.TrimSpace(v.Notice + " " + text)
	}
	return v.Panel(d.hover, d.hovering, d.Model.AsksPoint())
}

// Panel is the drill's panel: its board with the hovered point's preview,
// its text and its buttons.
func (v *View) Panel(hover rules.Point, hovering, asksPoint bool) screenview.Panel {
	p := screenview.Panel{Title: v.Title, Rows: v.Rows, Board: v.Picture(hover, hovering), AsksPoint: asksPoint}
	p.Blocks = v.Blocks(nil)
	p.Speech = v.Speech()
	p.Answer = screenview.Answer{Seq: v.Seq, Right: v.Correct}
	return p
}

// Blocks appends the drill's text to bs: the status, a notice, the
// prompt (or the verdict, green or red), the explanation, the summary's
// lines (an indented line dim) and a hint.
func (v *View) Blocks(bs []screenview.Block) []screenview.Block {
	p := screenview.Panel{Blocks: bs}
	p.Add(screenview.Status(v.Status), screenview.NoticeLine(v.Notice))
	if v.Graded {
		p.Add(screenview.Verdict(v.Prompt, v.Correct))
	} else {
		p.Add(screenview.Prompt(v.Prompt))
	}
	p.Add(screenview.BodyLine(v.Detail))
	for _, ln := range v.Lines {
		b := screenview.BodyLine(ln)
		if strings.HasPrefix(ln, "  ") {
			b = screenview.DimLine(ln)
		}
		p.Add(b.Tight(0.7))
	}
	if v.Hint != "" {
		// A little apart from what is above it.
		if n := len(p.Blocks); n > 0 {
			p.Blocks[n-1].Closer -= 0.3
		}
		hint := screenview.Status(v.Hint)
		hint.KeysOnly = v.HintKeys
		p.Add(hint)
	}
	return p.Blocks
}

// Speech is what the screen-reader mirror reads of the drill: its prompt,
// explanation, notice, status and lines.
func (v *View) Speech() []string {
	return append([]string{v.Prompt, v.Detail, v.Notice, v.Status}, v.Lines...)
}
