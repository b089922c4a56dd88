package hwplay

import (
	"renju/boardview"
	"renju/game/parts/drillplay"
	"renju/game/services/homework"
	"renju/game/vocab/input"
	"renju/game/vocab/pageapi"
	"renju/game/vocab/screenview"
	"renju/msg"
	"renju/rules"
)

// Desk is the homework screen's model (screenview.PanelModel): the homework
// open (none at first) and why the last link could not be read. While
// the student does the drills, the drill's buttons, keys and taps go to
// the drill.
type Desk struct {
	m *Model // nil: no homework open
	// bad is why the last link could not be opened.
	bad      msg.Notice
	hover    rules.Point
	hovering bool
}

var _ screenview.PanelModel = (*Desk)(nil)

// Model is the homework open (nil: none).
func (d *Desk) Model() *Model { return d.m }

// Show puts m on the desk (the bad link's notice stays until Refused
// clears it).
func (d *Desk) Show(m *Model) { d.m = m }

// Refused says why a link could not be opened (the zero Notice: it was).
func (d *Desk) Refused(n msg.Notice) { d.bad = n }

// drill is the drill under way, if any.
func (d *Desk) drill() *drillplay.Model {
	if d.m == nil {
		return nil
	}
	if dr := d.m.Drill(); dr != nil {
		return dr
	}
	return d.m.Reviewing() // the result screen's missed drills
}

// Press carries out a button's action: the homework's, or the drill's.
func (d *Desk) Press(id string) {
	if d.m == nil {
		return
	}
	if a := ActionOf(id); a != NoAction {
		d.m.Do(a)
	} else if dr := d.drill(); dr != nil {
		if a := drillplay.ActionOf(id); a != drillplay.NoAction {
			dr.Do(a)
		}
	}
}

// Key carries out a key's action: the homework's, else the drill's.
func (d *Desk) Key(p input.Press) {
	if d.m == nil {
		return
	}
	if a := d.m.KeyAction(p); a != NoAction {
		d.m.Do(a)
	} else if dr := d.drill(); dr != nil {
		dr.Do(dr.KeyAction(p))
	}
}

// Tap answers the drill with a point.
func (d *Desk) Tap(p rules.Point) {
	if dr := d.drill(); dr != nil {
		dr.Tap(p)
	}
}

// Hover is the point under the pointer (the drill's preview).
func (d *Desk) Hover(p rules.Point, ok bool) { d.hover, d.hovering = p, ok }

func (d *Desk) Poll() {
	if d.m != nil {
		d.m.Poll()
	}
}

func (d *Desk) Leave() {
	if d.m != nil {
		d.m.Leave()
	}
}

// TakeWalk returns the walk the drill asks for.
func (d *Desk) TakeWalk() (screenview.Walk, bool) {
	if dr := d.drill(); dr != nil {
		return dr.TakeWalk()
	}
	return screenview.Walk{}, false
}

// TakeAnswers returns the homework drills answered since the last call.
func (d *Desk) TakeAnswers() []screenview.Attempt {
	if dr := d.drill(); dr != nil {
		return dr.TakeAnswers()
	}
	return nil
}

// TakeSaves returns the homework's progress when it changed.
func (d *Desk) TakeSaves() []screenview.Save {
	if d.m == nil {
		return nil
	}
	if data, ok := d.m.TakeSave(); ok {
		return []screenview.Save{{Key: StorageKey(d.m.ID()), Value: string(data)}}
	}
	return nil
}

// Hash is the homework's link, or "#hw" with none open.
func (d *Desk) Hash() string {
	if d.m == nil {
		return "#" + homework.HashKey
	}
	return homework.FormatHash(d.m.Homework())
}

// PageState reports the homework and, during the drills, the drill.
func (d *Desk) PageState(st *pageapi.State) {
	ph := State{Phase: "none"}
	if m := d.m; m != nil {
		ph = State{Phase: m.Phase().String(), ID: m.ID(), Name: m.Name(), Pages: len(m.Pages()),
			PagesRead: m.PagesRead(), Answered: len(m.Answers()), Right: m.Right(), Total: m.Total(),
			ElapsedMs: m.Elapsed().Milliseconds(), Code: m.Code()}
		if dr := d.drill(); dr != nil {
			ds := dr.PageState()
			st.SetDetail(drillplay.PageKey, &ds)
			ph.Missed, ph.Open = ds.Missed, ds.Open
		}
	}
	if ph.Missed == nil {
		ph.Missed, ph.Open = []drillplay.MissedState{}, -1
	}
	st.SetDetail(PageKey, &ph)
}

// Panel is the screen in lang: the drill under way; or the homework's
// overview or result (its code in green, its QR code where the board
// was); or that none is open. Why a link could not be read comes first.
func (d *Desk) Panel(lang msg.Lang) screenview.Panel {
	bad := d.bad.Text(lang)
	if d.m == nil {
		p := screenview.Panel{Title: msg.T(lang, Title), Board: boardview.Board{Coords: true}}
		p.Add(screenview.Warning(bad), screenview.Prompt(msg.T(lang, None)))
		return p
	}
	v := d.m.View(lang)
	if dv := v.Drill; dv != nil {
		p := dv.Panel(d.hover, d.hovering, d.m.Drill() != nil && d.m.Drill().AsksPoint())
		p.Speech = append([]string{bad, v.Notice, dv.Prompt, dv.Detail, dv.Status}, dv.Lines...)
		return p
	}
	p := screenview.Panel{Title: v.Title, Rows: v.Rows, Board: boardview.Board{Coords: true}, QR: v.QR}
	p.Add(screenview.Warning(bad), screenview.Status(v.Status), screenview.NoticeLine(v.Notice))
	if v.Code != "" {
		p.Add(screenview.Verdict(v.Prompt, true))
	} else {
		p.Add(screenview.Prompt(v.Prompt))
	}
	for _, ln := range v.Lines {
		p.Add(screenview.BodyLine(ln).Tight(0.5))
	}
	p.Add(screenview.KeyHint(v.Hint))
	return p
}
