package gameviewer

import (
	"renju/game/parts/drillplay"
	"renju/game/vocab/input"
	"renju/game/vocab/pageapi"
	"renju/game/vocab/screenview"
	"renju/msg"
	"renju/rules"
)

// Screen is the game viewer's model as a panel screen (screenview.PanelModel):
// a Model, and the walk a tap on the board asks for. While the drills
// made are played, the drill's buttons, keys and taps go to the drill.
type Screen struct {
	// Model is the viewer (a field, not embedded: a type that embeds one
	// keeps every method of it in the wasm binary).
	Model    *Model
	walk     screenview.Walk
	walkReq  bool
	hover    rules.Point
	hovering bool
}

var _ screenview.PanelModel = (*Screen)(nil)

// NewScreen makes the viewer's screen model over m.
func NewScreen(m *Model) *Screen { return &Screen{Model: m} }

// Press carries out a button's action: the viewer's, or the drill's.
func (s *Screen) Press(id string) {
	if a := ActionOf(id); a != NoAction {
		s.Model.Do(a)
	} else if d := s.Model.Drill(); d != nil {
		if a := drillplay.ActionOf(id); a != drillplay.NoAction {
			d.Do(a)
		}
	}
}

// Key carries out a key's action: the viewer's, else the drill's.
func (s *Screen) Key(p input.Press) {
	if a := s.Model.KeyAction(p); a != NoAction {
		s.Model.Do(a)
	} else if d := s.Model.Drill(); d != nil {
		d.Do(d.KeyAction(p))
	}
}

// Tap answers the drill with a point; on a game, a tap on an empty point
// walks it, for Black, on the position shown.
func (s *Screen) Tap(p rules.Point) {
	if d := s.Model.Drill(); d != nil {
		d.Tap(p)
		return
	}
	if s.Model.Phase() != Viewing {
		return
	}
	if b, _ := s.Model.Position(); b.At(p) == rules.Empty {
		s.walk, s.walkReq = screenview.Walk{Board: b, Point: p, Colour: rules.Black}, true
	}
}

// Poll takes what the worker made (the games read, the moments, the
// drills).
func (s *Screen) Poll() { s.Model.Poll() }

// Leave stops the viewer's jobs.
func (s *Screen) Leave() { s.Model.Leave() }

// Hover is the point under the pointer (the drill's preview).
func (s *Screen) Hover(p rules.Point, ok bool) { s.hover, s.hovering = p, ok }

// TakeWalk returns the walk asked for, once: the drill's, a moment's
// (the model's), or the point tapped.
func (s *Screen) TakeWalk() (screenview.Walk, bool) {
	w, ok := s.walk, s.walkReq
	s.walkReq = false
	if b, p, asked := s.Model.TakeWalk(); asked {
		w, ok = screenview.Walk{Board: b, Point: p, Colour: rules.Black}, true
	}
	if d := s.Model.Drill(); d != nil {
		if dw, asked := d.TakeWalk(); asked {
			w, ok = dw, true
		}
	}
	return w, ok
}

// TakeSaves: the viewer keeps nothing.
func (s *Screen) TakeSaves() []screenview.Save { return nil }

// Hash is "#games".
func (s *Screen) Hash() string { return "#games" }

// PageState reports the viewer: the position shown, its moments.
func (s *Screen) PageState(st *pageapi.State) {
	m := s.Model
	pv := State{Phase: m.Phase().String(), Games: m.Games(), Shown: len(m.Shown()), Moment: m.MomentShown(), Moments: []MomentState{}}
	if m.Phase() == Viewing {
		b, moves := m.Position()
		*st = pageapi.NewState(st.Screen, &b, m.Forbidden(&b), st.Lang, true)
		pv.Game = m.GameIndex() + 1
		pv.Move = len(moves)
		pv.Moves = len(m.Game().Moves())
		pv.Comment = m.Comment()
		if r, ok := m.Remark(); ok {
			pv.Remark = &RemarkState{Move: r.Move, Color: r.Color.String(), Tags: append([]string{}, r.Tags...), Says: r.Says.In(msg.Lang(st.Lang))}
		}
		ms, done, _ := m.Moments()
		pv.Scanned = done
		for _, mo := range ms {
			pv.Moments = append(pv.Moments, MomentState{Move: mo.Move, Kind: string(mo.Kind), Point: mo.Point.String(), Foul: mo.Foul.Point.String()})
		}
	}
	if d := m.Drill(); d != nil {
		ds := d.PageState()
		st.SetDetail(drillplay.PageKey, &ds)
	}
	if made, _ := m.Made(); m.Phase() > Viewing {
		pv.Made = len(made)
	}
	pv.Notice = m.Notice().Text(msg.English)
	if m.Phase() == Loading || m.Phase() == Making {
		pv.Progress = m.View(msg.English).Prompt
	}
	st.SetDetail(PageKey, &pv)
}

// Panel is the screen in lang: the drill being played; or the status, a
// notice, the prompt, the lines (the one selected marked) and the keys.
func (s *Screen) Panel(lang msg.Lang) screenview.Panel {
	v := s.Model.View(lang)
	if dv := v.Drill; dv != nil {
		d := s.Model.Drill()
		p := dv.Panel(s.hover, s.hovering, d != nil && d.AsksPoint())
		p.Speech = append([]string{v.Notice, dv.Prompt, dv.Detail, dv.Status}, dv.Lines...)
		return p
	}
	p := screenview.Panel{Title: v.Title, Rows: v.Rows, Board: v.Board, AsksPoint: s.Model.Phase() == Viewing && s.Model.Drill() == nil}
	p.Add(screenview.Status(v.Status), screenview.NoticeLine(v.Notice), screenview.Prompt(v.Prompt), screenview.BodyLine(v.Remark))
	for i, ln := range v.Lines {
		b := screenview.BodyLine(ln)
		if i == v.Sel {
			b = screenview.Block{Text: screenview.Text{S: "▶ " + ln, Tone: screenview.Accent, Face: screenview.Bold}}
		}
		p.Add(b.Tight(0.6))
	}
	p.Add(screenview.KeyHint(v.Hint))
	p.Speech = append([]string{v.Status, v.Notice, v.Prompt, v.Remark}, v.Lines...)
	return p
}
