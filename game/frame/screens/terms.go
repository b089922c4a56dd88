package screens

import (
	"renju/game/kit"
	"renju/glossary"
	"renju/msg"
)

// The glossary in a screen's texts: each term a link (kit.RichText) the
// first time the screen names it, not at every word, so that a page of
// threes is not a page of underlines.

// termLinks marks the terms of s in lang that seen has not met yet, and
// notes them in seen.
func termLinks(s string, lang msg.Lang, seen map[string]bool) []kit.Span {
	var out []kit.Span
	for _, sp := range glossary.Find(s, lang) {
		if seen[sp.ID] {
			continue
		}
		seen[sp.ID] = true
		out = append(out, kit.Span{Start: sp.Start, End: sp.End, ID: sp.ID})
	}
	return out
}

// linkName is a term link's name for the mirror: its words, and that it
// opens the glossary.
func (c *Ctx) linkName(_, text string) string { return c.F(msg.GlossaryLink, text) }

// The walks' narration links its terms too.
func init() { kit.Terms = termLinks }
