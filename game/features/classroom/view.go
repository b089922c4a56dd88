package classroom

import (
	"renju/game/services/lan"
	"renju/game/vocab/screenview"
	"renju/msg"
	"renju/rules"
)

// Panel is the panel's content in one language: the title, the status
// line, the buttons, and the texts under them (the notice, what the tool
// does, the keys).
type Panel struct {
	Title, Status string
	Rows          [][]screenview.Button
	Texts         []screenview.Text
}

// Panel returns the panel in lang.
func (m *Model) Panel(lang msg.Lang) Panel {
	ps := &m.pos
	who := msg.T(lang, msg.ToMoveBlack)
	if ps.Board.ToMove() == rules.White {
		who = msg.T(lang, msg.ToMoveWhite)
	}
	p := Panel{
		Title:  msg.T(lang, ClassTitle),
		Status: msg.F(lang, ClassStatus, who, ps.Board.Count(rules.Black)+ps.Board.Count(rules.White)),
		Rows:   m.Rows(lang),
	}
	if n := m.notice.Text(lang); n != "" {
		p.Texts = append(p.Texts, screenview.Text{S: n, Tone: screenview.Notice, Face: screenview.Bold})
	}
	// Beside the link just shared: phones cannot open one that names
	// this computer (localhost, 127.0.0.1).
	if id := m.notice.ID; id == msg.ClassShared || id == msg.ClassShareFailed {
		if host, local := lan.Local(m.link); local {
			p.Texts = append(p.Texts, screenview.Text{S: msg.F(lang, ClassLocalLink, host, lan.ServeHint), Tone: screenview.Bad})
		}
	}
	hint := msg.F(lang, ClassHintTool, msg.T(lang, ToolLabel(m.tool)))
	if m.tool == ToolSelect {
		hint = msg.T(lang, ClassHintSelect)
	}
	p.Texts = append(p.Texts, screenview.Text{S: hint}, screenview.Text{S: msg.T(lang, ClassHintKeys), Tone: screenview.Dim, Face: screenview.Small})
	return p
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
