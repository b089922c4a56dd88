package hwteach

import (
	"math/rand/v2"
	"strings"

	"renju/boardview"
	"renju/game/vocab/input"
	"renju/game/vocab/pageapi"
	"renju/game/vocab/screenview"
	"renju/msg"
	"renju/rules"
)

// StorageKey is the storage key of the homework and its table.
const StorageKey = "renju.teach"

// BtnBack is the nav bar's back button: to the Classroom.
const BtnBack = "teach.back"

// Desk is the teacher's homework screen's model (screenview.PanelModel): a
// Model, the random source its new homework draws from, and the app's
// address (the link is Base + "#hw=…").
type Desk struct {
	// Model is the homework and its table (a field, not embedded: a type
	// that embeds one keeps every method of it in the wasm binary).
	Model *Model
	rng   *rand.Rand
	// Base is the app's address, set by the screen.
	Base string
	// back: Escape on the build page asks to go back to the Classroom.
	back bool
}

var _ screenview.PanelModel = (*Desk)(nil)

// NewDesk makes the screen's model over m; rng draws new homework.
func NewDesk(m *Model, rng *rand.Rand) *Desk { return &Desk{Model: m, rng: rng} }

// Press carries out a button's action.
func (d *Desk) Press(id string) {
	if a := ActionOf(id); a != NoAction {
		d.Model.Do(a, d.rng)
	}
}

// Key carries out a key's action; Escape on the build page goes back to
// the Classroom (TakeBack).
func (d *Desk) Key(p input.Press) {
	if p.Key == input.KeyEscape && d.Model.Phase() == Build {
		d.back = true
		return
	}
	d.Model.Do(d.Model.KeyAction(p), d.rng)
}

// TakeBack reports, once, that the teacher asked to go back.
func (d *Desk) TakeBack() bool {
	b := d.back
	d.back = false
	return b
}

// Tap: the board is not played on.
func (d *Desk) Tap(rules.Point) {}

// Poll: nothing runs in the background.
func (d *Desk) Poll() {}

// Leave: the screen's glue stops the worksheet being made.
func (d *Desk) Leave() {}

// TakeWalk: no walks here.
func (d *Desk) TakeWalk() (screenview.Walk, bool) { return screenview.Walk{}, false }

// TakeSaves returns the homework and its table when they changed.
func (d *Desk) TakeSaves() []screenview.Save {
	if data, ok := d.Model.TakeSave(); ok {
		return []screenview.Save{{Key: StorageKey, Value: string(data)}}
	}
	return nil
}

// Hash is "#teach".
func (d *Desk) Hash() string { return "#teach" }

// PageState reports the homework's link and the table.
func (d *Desk) PageState(st *pageapi.State) {
	t := d.Model.Table()
	ps := State{Phase: d.Model.Phase().String(), Link: d.Model.Link(), TableID: t.ID(), Rows: []StateRow{}}
	if err := d.Model.Err(); err == nil {
		ps.ID = d.Model.Homework().ID()
	}
	for _, r := range t.Rows() {
		ps.Rows = append(ps.Rows, StateRow{Name: r.Name, Score: r.Score, Total: r.Total, Seconds: r.Seconds, Pages: r.Pages})
		if r.NoPages {
			ps.Rows[len(ps.Rows)-1].Pages = -1
		}
	}
	for _, e := range d.Model.Errors() {
		ps.Refused = append(ps.Refused, e.Error())
	}
	st.SetDetail(PageKey, &ps)
}

// tableWeights share the table's width: rank, name, score, the misses of
// each kind, the time and the pages read.
var tableWeights = []float64{0.06, 0.23, 0.17, 0.08, 0.08, 0.08, 0.08, 0.11, 0.11}

// Panel is the screen in lang: the status; a warning that phones cannot
// open the link, first; a notice, the codes refused, how many of the
// table's rows did not fit, the lines, the keys. The class table, the
// homework's QR code or an empty board where the board is.
func (d *Desk) Panel(lang msg.Lang) screenview.Panel {
	v := d.Model.View(lang, d.Base)
	p := screenview.Panel{Title: v.Title, Back: screenview.Button{ID: BtnBack, Label: msg.T(lang, msg.MenuClassroom)},
		Rows: v.Rows, Board: boardview.Board{Coords: true}, QR: v.QR}
	p.Add(screenview.Status(v.Status), screenview.Warning(v.Warning), screenview.NoticeLine(v.Notice))
	for _, e := range v.Errors {
		p.Add(screenview.Block{Text: screenview.Text{S: e, Tone: screenview.Bad}, Closer: 0.5})
	}
	if v.Phase == Class {
		p.Table = &screenview.Table{Header: v.Header, Rows: v.Table, Weights: tableWeights, More: TableMore, MoreAt: len(p.Blocks)}
	}
	for _, ln := range v.Lines {
		p.Add(screenview.BodyLine(ln).Tight(0.5))
	}
	p.Add(screenview.KeyHint(v.Keys))
	p.Speech = append(append([]string{v.Status, v.Warning, v.Notice}, v.Errors...), v.Lines...)
	for _, r := range v.Table {
		p.Speech = append(p.Speech, strings.Join(r, ", "))
	}
	return p
}
