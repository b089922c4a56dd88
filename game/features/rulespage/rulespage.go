// Package rulespage is the rules on one page (#rules): the three fouls,
// "a five beats a foul" and "White has no fouls", each with its picture
// (package rulesheet, every picture the judge's), and its printed sheet,
// made in the worker like a worksheet. This is the screen's model, plain
// Go: what it shows in a language, and its buttons and keys.
package rulespage

import (
	"renju/boardview"
	"renju/game/vocab/input"
	"renju/game/vocab/screenview"
	"renju/msg"
	"renju/rulesheet"
)

// Name is the screen's name and its route ("#rules").
const Name = "rules"

// The screen's buttons.
const (
	BtnPrint = "rules.print"
	BtnBack  = "rules.back"
)

// FileName is the printed sheet's download name.
const FileName = "renju-rules.pdf"

// Section is one rule as the screen shows it.
type Section struct {
	ID                   string
	Title, Text, Caption string
	Picture              boardview.Board
}

// View is the sheet in a language.
type View struct {
	Title, Intro string
	Sections     []Section
	Back, Print  screenview.Button
}

// Model is the rules screen: it asks for the printed sheet.
type Model struct {
	print bool
}

// New is the screen.
func New() *Model { return &Model{} }

// View is the sheet in lang.
func (m *Model) View(lang msg.Lang) View {
	v := View{Title: msg.T(lang, msg.RulesTitle), Intro: msg.T(lang, msg.RulesIntro),
		Back:  screenview.Button{ID: BtnBack, Label: msg.T(lang, Back), Icon: screenview.ChevronLeft},
		Print: screenview.Button{ID: BtnPrint, Label: msg.T(lang, BtnPrintLabel), Key: input.KeyP.Label()}}
	for _, r := range rulesheet.All() {
		v.Sections = append(v.Sections, Section{ID: r.ID, Title: msg.T(lang, r.Title), Text: msg.T(lang, r.Text),
			Caption: msg.T(lang, r.Caption), Picture: r.Picture(false)})
	}
	return v
}

// Press carries out a button; it reports whether the learner goes back.
func (m *Model) Press(id string) (back bool) {
	switch id {
	case BtnPrint:
		m.print = true
	case BtnBack:
		return true
	}
	return false
}

// Key carries out a key: P prints, Esc goes back.
func (m *Model) Key(k input.Press) (back bool) {
	switch {
	case k.Key == input.KeyP && !k.Ctrl:
		m.print = true
	case k.Key == input.KeyEscape:
		return true
	}
	return false
}

// TakePrint reports whether the printed sheet was asked for since the
// last call.
func (m *Model) TakePrint() bool {
	p := m.print
	m.print = false
	return p
}

// Speech is what the screen reader says of the sheet: its title and
// intro, then each rule, its statement and what its picture shows.
func (v View) Speech() []string {
	out := []string{v.Title, v.Intro}
	for _, s := range v.Sections {
		out = append(out, s.Title, s.Text, s.Caption)
	}
	return out
}
