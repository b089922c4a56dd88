// Package speech is what the screen-reader mirror says: the board read out
// by rows, a point under the keyboard's cursor, and the Announcer that
// picks, frame by frame, the sentences that are new. It is plain Go; the
// frame hands what it picks to the page's live region.
package speech

import (
	"strings"

	"renju/msg"
	"renju/rules"
)

// Board reads the stones of b by rows, top row first as the diagram shows
// them, Black then White, and says who is to move: "Black: G8, H8, I8 on
// row 8; H9 on row 9. White: F7 on row 7. White to move."
func Board(lang msg.Lang, b *rules.Board, toMove rules.Stone) string {
	var parts []string
	blacks, whites := stonesByRow(lang, b, rules.Black), stonesByRow(lang, b, rules.White)
	if blacks == "" && whites == "" {
		parts = append(parts, msg.T(lang, msg.SpeechEmptyBoard))
	} else {
		if blacks == "" {
			blacks = msg.T(lang, msg.SpeechNoStones)
		}
		if whites == "" {
			whites = msg.T(lang, msg.SpeechNoStones)
		}
		parts = append(parts, msg.F(lang, msg.SpeechBlack, blacks), msg.F(lang, msg.SpeechWhite, whites))
	}
	if toMove == rules.Black || toMove == rules.White {
		parts = append(parts, msg.F(lang, msg.SpeechToMove, colour(lang, toMove)))
	}
	return strings.Join(parts, sep(lang))
}

// sep is what goes between two sentences.
func sep(lang msg.Lang) string {
	if lang == msg.Chinese {
		return ""
	}
	return " "
}

func colour(lang msg.Lang, s rules.Stone) string {
	if s == rules.White {
		return msg.T(lang, msg.ColourWhite)
	}
	return msg.T(lang, msg.ColourBlack)
}

// stonesByRow lists the stones of colour c, a row at a time from the top
// ("" for none).
func stonesByRow(lang msg.Lang, b *rules.Board, c rules.Stone) string {
	var rows []string
	for row := rules.Size - 1; row >= 0; row-- {
		var names []string
		for col := 0; col < rules.Size; col++ {
			if p := rules.Pt(col, row); b.At(p) == c {
				names = append(names, p.Upper())
			}
		}
		if len(names) > 0 {
			rows = append(rows, msg.F(lang, msg.SpeechRow, strings.Join(names, msg.T(lang, msg.SpeechListSep)), row+1))
		}
	}
	return strings.Join(rows, msg.T(lang, msg.SpeechRowSep))
}

// Point says what is at p: a stone, an empty point, or an empty point
// forbidden for Black (kind is its foul, rules.NoKind for none).
func Point(lang msg.Lang, b *rules.Board, p rules.Point, kind rules.Kind) string {
	switch {
	case b.At(p) == rules.Black:
		return msg.F(lang, msg.SpeechAtBlack, p.Upper())
	case b.At(p) == rules.White:
		return msg.F(lang, msg.SpeechAtWhite, p.Upper())
	case kind != rules.NoKind:
		return msg.F(lang, msg.SpeechAtFoul, p.Upper(), msg.T(lang, msg.Kind(kind)))
	}
	return msg.F(lang, msg.SpeechAtEmpty, p.Upper())
}

// Announcer picks what to announce: the sentences a screen shows now that
// it did not show last time it was asked (a new walk step, a task's
// feedback, a verdict), all of them when the screen changed, after its
// name.
type Announcer struct {
	screen string
	last   map[string]bool
}

// Next returns what to say for the sentences shown now on screen (its
// name, said when it changes): "" when nothing is new.
func (a *Announcer) Next(screen, title string, shown []string) string {
	var say []string
	changed := screen != a.screen
	if changed && title != "" {
		say = append(say, title)
	}
	now := make(map[string]bool, len(shown))
	for _, s := range shown {
		s = strings.TrimSpace(s)
		if s == "" || now[s] {
			continue
		}
		now[s] = true
		if changed || !a.last[s] {
			say = append(say, s)
		}
	}
	a.screen, a.last = screen, now
	return strings.Join(say, " ")
}

// Reset forgets what was said (a language switch: everything is new).
func (a *Announcer) Reset() { a.screen, a.last = "", nil }
