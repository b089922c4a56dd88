package match

import (
	"renju/boardview"
	"renju/game/vocab/input"
	"renju/game/vocab/pageapi"
	"renju/game/vocab/screenview"
	"renju/msg"
	"renju/rules"
)

// Play is the Play screen's model (screenview.PanelModel): a Model, the
// requests for the browser its buttons made (taken by the screen's glue),
// and the point under the pointer.
type Play struct {
	// Model is the game (a field, not embedded: a type that embeds one
	// keeps every method of it in the wasm binary).
	Model    *Model
	reqs     []Request
	hover    rules.Point
	hovering bool
	// board is the board last shown (the page state reports its fouls).
	board boardview.Board
}

var _ screenview.PanelModel = (*Play)(nil)

// NewPlay makes the Play screen's model.
func NewPlay(m *Model) *Play { return &Play{Model: m} }

// Tap plays or offers the point, or chooses it.
func (p *Play) Tap(pt rules.Point) { p.Model.Tap(pt) }

// Poll takes the partner's move, the hints and the review.
func (p *Play) Poll() { p.Model.Poll() }

// TakeWalk returns the walk asked for, once.
func (p *Play) TakeWalk() (screenview.Walk, bool) { return p.Model.TakeWalk() }

// Press carries out a button; what it asks of the browser waits for
// TakeRequests.
func (p *Play) Press(id string) {
	if r := p.Model.Press(id); r != NoRequest {
		p.reqs = append(p.reqs, r)
	}
}

// Key carries out the button of a key.
func (p *Play) Key(k input.Press) {
	if id := p.Model.KeyPress(k); id != "" {
		p.Press(id)
	}
}

// TakeRequests returns what the buttons asked of the browser, in order,
// once.
func (p *Play) TakeRequests() []Request {
	r := p.reqs
	p.reqs = nil
	return r
}

// Hover is the point under the pointer (the stone a tap would place).
func (p *Play) Hover(pt rules.Point, ok bool) { p.hover, p.hovering = pt, ok }

// Leave cancels the partner's decision, the hints' and the review's
// searches under way; they are asked again when Play is shown again.
func (p *Play) Leave() { p.Model.Pause() }

// Hash is "#play=<link>" for a game or its review, else "#play".
func (p *Play) Hash() string {
	if l := p.Model.Link(); l != "" && p.Model.Phase() != Menu {
		return pageapi.FormatParam("play", l, false)
	}
	return "#play"
}

// Adopt joins the games another tab saved to the menu's list (the game
// on the board stays).
func (p *Play) Adopt(key, value string) {
	switch key {
	case StorageKey:
		p.Model.AdoptSaved(value)
	case SetupKey:
		p.Model.LoadSetup(value)
	}
}

// StorageKey is the storage key of the games in progress, kept for
// Resume (a Shelf: a short list of links, one per game).
const StorageKey = "renju.play"

// TakeSaves returns the games' list when it changed.
// TakeAnswers returns the learner's fouls filed since the last call.
func (p *Play) TakeAnswers() []screenview.Attempt { return p.Model.TakeAnswers() }

func (p *Play) TakeSaves() []screenview.Save {
	var out []screenview.Save
	if v, ok := p.Model.TakeSave(); ok {
		out = append(out, screenview.Save{Key: StorageKey, Value: v})
	}
	if v, ok := p.Model.TakeSetupSave(); ok {
		out = append(out, screenview.Save{Key: SetupKey, Value: v})
	}
	return out
}

// PageState reports the game, the board shown (its forbidden map, and
// whether the overlay draws it).
func (p *Play) PageState(st *pageapi.State) {
	ps := p.Model.PageStateIn(msg.Lang(st.Lang))
	b := p.board.Stones
	*st = pageapi.NewState(st.Screen, &b, p.Model.Forbidden(&b), st.Lang, p.board.Overlay)
	st.SetDetail(PageKey, &ps)
}

// Panel is the screen in lang: the status, the result or who acts, a
// notice, the step, the opening, the review's moments from the one shown
// on (the others dim), the hints; the board with the stone a tap would
// place under the pointer.
func (p *Play) Panel(lang msg.Lang) screenview.Panel {
	v := p.Model.View(lang)
	p.board = v.Board
	pn := screenview.Panel{Title: v.Title, Rows: v.Rows, Board: v.Board, AsksPoint: v.AsksPoint}
	pic := &pn.Board
	if p.hovering && v.Preview != rules.Empty && pic.Stones.At(p.hover) == rules.Empty &&
		!(pic.Overlay && pic.Foul(p.hover) != rules.NoKind) {
		pic.Notes = append(append([]boardview.Note(nil), pic.Notes...), boardview.GhostAt(p.hover, v.Preview, 0.45))
	}
	who := screenview.Block{Text: screenview.Text{S: v.Who, Face: screenview.Bold}}
	if v.Thinking {
		who.Tone = screenview.Dim
	}
	notice := screenview.NoticeLine(v.Notice)
	if v.NoticeBad {
		notice.Tone = screenview.Bad
	}
	result := screenview.Prompt(v.Result)
	pn.Add(screenview.Status(v.Status), result, screenview.BodyLine(v.Decided), who, notice)
	// The commentary: the last move's remark, the one before it dim.
	for i, c := range v.Comment {
		b := screenview.BodyLine(c)
		if i < len(v.Comment)-1 {
			b = screenview.DimLine(c)
		}
		pn.Add(b.Tight(0.5))
	}
	pn.Add(screenview.BodyLine(v.Step), screenview.DimLine(v.Opening))
	// The moments: the one shown and those after it, so that stepping
	// through them keeps the current one in view.
	for i := max(v.Sel, 0); i < len(v.Lines); i++ {
		b := screenview.DimLine(v.Lines[i])
		if i == v.Sel {
			b = screenview.BodyLine(v.Lines[i])
		}
		pn.Add(b.Tight(0.5))
	}
	for _, h := range v.Hints {
		pn.Add(screenview.Status(h).Tight(0.5))
	}
	pn.Speech = append([]string{v.Result, v.Decided, v.Who, v.Notice}, v.Comment...)
	pn.Speech = append(pn.Speech, v.Step, v.Opening)
	if v.Sel >= 0 && v.Sel < len(v.Lines) {
		pn.Speech = append(pn.Speech, v.Lines[v.Sel])
	} else {
		pn.Speech = append(pn.Speech, v.Lines...)
	}
	pn.Speech = append(append(pn.Speech, v.Hints...), v.Status)
	return pn
}
