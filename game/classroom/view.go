package classroom

import (
	"strings"

	"renju/game/freeboard"
	"renju/game/msg"
	"renju/rules"
	"renju/tutor"
)

// BoardView returns the stones, numbers and forbidden map in the form the
// free board's renderer draws (marks, the selection and the walk are drawn
// on top of it from Position and Walk).
func (m *Model) BoardView() freeboard.View {
	ps := &m.pos
	v := freeboard.View{
		Board:   ps.Board,
		ToMove:  ps.Board.ToMove(),
		Fouls:   m.fouls,
		Kinds:   m.kinds,
		Mode:    freeboard.PlaceBlack,
		Options: freeboard.Options{Overlay: m.opt.Overlay, Coords: m.opt.Coords, Numbers: m.opt.Numbers},
		CanUndo: len(m.undo) > 0,
		CanRedo: len(m.redo) > 0,
		Rev:     m.rev,
	}
	best := int16(0)
	for i, n := range ps.Num {
		v.Order[i] = int32(n)
		if n > best {
			best = n
			v.Last, v.HasLast = pointAt(i), true
		}
	}
	v.Stones = ps.Board.Count(rules.Black) + ps.Board.Count(rules.White)
	return v
}

// Panel is the text of the panel in one language.
type Panel struct {
	Title, Status, Hint, Notice string
	// WalkHead is the walk's heading ("H8 · step 3 of 12") and WalkSay the
	// step's narration; both "" with no walk.
	WalkHead, WalkSay string
	// Verdict is the walk's conclusion ("Black at H8: forbidden …").
	Verdict string
}

// PanelText returns the panel's text in lang.
func (m *Model) PanelText(lang msg.Lang) Panel {
	ps := &m.pos
	who := msg.T(lang, msg.ToMoveBlack)
	if ps.Board.ToMove() == rules.White {
		who = msg.T(lang, msg.ToMoveWhite)
	}
	p := Panel{
		Title:  msg.T(lang, msg.ClassTitle),
		Status: msg.F(lang, msg.ClassStatus, who, ps.Board.Count(rules.Black)+ps.Board.Count(rules.White)),
		Hint:   msg.F(lang, msg.ClassHintTool, msg.T(lang, ToolLabel(m.tool))),
	}
	if m.tool == ToolSelect {
		p.Hint = msg.T(lang, msg.ClassHintSelect)
	}
	if m.notice.ID != "" {
		p.Notice = msg.F(lang, m.notice.ID, m.notice.Args...)
	}
	if w, s := m.Walk(); w != nil && len(w.Steps) > 0 {
		st := w.Steps[s]
		p.WalkHead = msg.F(lang, msg.ClassWalkStep, s+1, len(w.Steps), strings.ToUpper(w.Point))
		p.WalkSay = say(lang, st.Say)
		p.Verdict = msg.F(lang, msg.ClassWalkVerdict, strings.ToUpper(w.Point), verdictText(lang, w))
	}
	return p
}

func say(lang msg.Lang, t tutor.Text) string {
	if lang == msg.Chinese && t.ZH != "" {
		return t.ZH
	}
	return t.EN
}

func verdictText(lang msg.Lang, w *tutor.Walk) string {
	switch w.Verdict {
	case "forbidden":
		k := map[string]msg.ID{"double-three": msg.KindDoubleThree, "double-four": msg.KindDoubleFour, "overline": msg.KindOverline}[w.Kind]
		if k == "" {
			return w.Kind
		}
		return msg.T(lang, msg.DrillAnsForbiddenShort) + " (" + msg.T(lang, k) + ")"
	case "five":
		return msg.T(lang, msg.DrillAnsFiveShort)
	}
	return msg.T(lang, msg.DrillAnsLegalShort)
}

// PageMark is one mark in the page API's "marks" list.
type PageMark struct {
	Point string `json:"point"`
	Mark  string `json:"mark"`
}

// PageMarks lists the marks for renju.state() (never nil).
func (m *Model) PageMarks() []PageMark {
	out := []PageMark{}
	for _, pm := range m.pos.MarkList() {
		out = append(out, PageMark{Point: pm.Point.String(), Mark: pm.Mark.String()})
	}
	return out
}
