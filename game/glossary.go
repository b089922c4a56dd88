package game

import (
	"renju/boardview"
	"renju/game/kit"
	"renju/game/vocab/input"
	"renju/game/vocab/layout"
	"renju/game/vocab/screenview"
	"renju/glossary"
	"renju/msg"
)

// The glossary's card, the frame's part: a term in a text (a lesson
// page, a walk, feedback) is a link (kit.RichText, a Link button); a tap,
// or Enter on it focused, or the mirror's press, opens its card over the
// screen — the term in both languages, its one-line definition, its
// small diagram — which takes the screen's input until it closes (Close,
// Esc, a tap outside it). The focus goes to Close when a key opened it,
// and back to the link when it closes.

// btnTermClose closes the term's card.
const btnTermClose = "term.close"

// termCard is the card shown.
type termCard struct {
	id string
	// back is the link that opened it, focused when the card closes if
	// the focus was on it.
	back     string
	keyboard bool
	card     kit.TermCard
}

// openTerm opens the card of the term a link's button names. Called
// with mu held.
func (g *Game) openTerm(link string) {
	t, ok := glossary.ByID(kit.LinkTerm(link))
	if !ok {
		return
	}
	g.term = &termCard{id: t.ID, back: link, keyboard: g.kb.ring.ID() == link}
	g.kb.ring.Clear()
	if g.term.keyboard {
		g.kb.ring.Set(btnTermClose)
	}
	g.sayLater(termTitle(t, g.lang) + ": " + t.Def[g.lang])
}

// closeTerm closes the card, the focus back on its link if a key opened
// it. Called with mu held.
func (g *Game) closeTerm() {
	if g.term == nil {
		return
	}
	back := g.term.back
	kb := g.term.keyboard
	g.term = nil
	g.kb.ring.Clear()
	if kb {
		g.kb.ring.Set(back)
	}
}

// termTitle is the term's name in lang, with its name in the other
// language after it: a learner meets both in books.
func termTitle(t glossary.Term, lang msg.Lang) string {
	s := t.Headword(lang)
	if s != "" && s[0] >= 'a' && s[0] <= 'z' {
		s = string(s[0]-'a'+'A') + s[1:] // a heading: "Double-three"
	}
	if o := t.Headword(lang.Other()); o != "" && o != s {
		s += " · " + o
	}
	return s
}

// termButtons lays out the card shown and returns its buttons, which
// stand for the screen's while it is open. Called with mu held.
func (g *Game) termButtons() []kit.Button {
	t, ok := glossary.ByID(g.term.id)
	if !ok {
		g.term = nil
		return g.buttons
	}
	pic := boardview.Board{}
	if b, marks, err := t.Position(); err == nil {
		pic.Stones = b
		for p, m := range marks {
			pic.SetMark(p, m)
		}
	}
	l := g.lay
	area := layout.Rect{W: l.W, H: l.H}
	close := screenview.Button{ID: btnTermClose, Icon: screenview.Close, Name: msg.T(g.lang, msg.WalkClose)}
	g.term.card = g.kit.LayoutTermCard(area, termTitle(t, g.lang), t.Def[g.lang], &pic, close)
	return []kit.Button{g.term.card.Close}
}

// termInput is the frame's input while the card is open: a tap outside
// it or Esc closes it; every other input stays with it. It reports
// whether the card took the input. Called with mu held.
func (g *Game) termInput(fi *frameInput) bool {
	if g.term == nil {
		return false
	}
	for _, t := range fi.taps {
		if id := kit.Hit(g.buttons, t.X, t.Y); id == btnTermClose || !g.term.card.Rect.Contains(t.X, t.Y) {
			g.closeTerm()
			break
		}
	}
	fi.taps = nil
	keys := fi.keys[:0]
	for _, k := range fi.keys {
		if k.Key == input.KeyEscape && !k.Ctrl {
			g.closeTerm()
			continue
		}
		keys = append(keys, k)
	}
	fi.keys = keys
	return true
}
