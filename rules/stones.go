package rules

import (
	"fmt"
	"strings"
)

// ParseStones reads the stone-list form "B:h8,i9 W:h9". Colour labels are
// case-insensitive ("b", "black", "W", "white"), points may be separated by
// commas and/or spaces, and either part may be empty or absent ("" is the
// empty board). A point given twice, a point off the board, a point before any
// colour label or an unknown colour is an error that names the token.
func ParseStones(s string) (Board, error) {
	var b Board
	colour := Empty
	for _, tok := range stoneTokens(s) {
		if strings.HasSuffix(tok, ":") {
			switch strings.ToLower(strings.TrimSuffix(tok, ":")) {
			case "b", "black", "x":
				colour = Black
			case "w", "white", "o":
				colour = White
			default:
				return Board{}, fmt.Errorf("unknown colour %q: use B: for black and W: for white", tok)
			}
			continue
		}
		if colour == Empty {
			return Board{}, fmt.Errorf("point %q comes before any colour: write B:… W:…", tok)
		}
		p, err := ParsePoint(tok)
		if err != nil {
			return Board{}, err
		}
		if b.At(p) != Empty {
			return Board{}, fmt.Errorf("point %q is given twice", tok)
		}
		b.Set(p, colour)
	}
	return b, nil
}

// stoneTokens splits a stone list into colour labels (ending in ':') and
// points, tolerating spaces around ':' and commas.
func stoneTokens(s string) []string {
	var toks []string
	var cur strings.Builder
	flush := func() {
		if cur.Len() > 0 {
			toks = append(toks, cur.String())
			cur.Reset()
		}
	}
	for _, r := range s {
		switch {
		case r == ':':
			if cur.Len() == 0 && len(toks) > 0 && !strings.HasSuffix(toks[len(toks)-1], ":") {
				// "B :h8" — the label was already flushed by the space.
				toks[len(toks)-1] += ":"
				continue
			}
			cur.WriteRune(r)
			flush()
		case r == ',' || r == ';' || r == ' ' || r == '\t' || r == '\n' || r == '\r':
			flush()
		default:
			cur.WriteRune(r)
		}
	}
	flush()
	return toks
}

// FormatStones writes b in the canonical stone-list form: "B:" then the black
// points, a space, "W:" then the white points, each list sorted (a1, a2, …,
// b1, …) and comma-separated. A colour with no stones is left out; the empty
// board is "".
func FormatStones(b *Board) string {
	var parts []string
	for _, c := range []Stone{Black, White} {
		ps := b.Stones(c)
		if len(ps) == 0 {
			continue
		}
		names := make([]string, len(ps))
		for i, p := range ps {
			names[i] = p.String()
		}
		label := "B:"
		if c == White {
			label = "W:"
		}
		parts = append(parts, label+strings.Join(names, ","))
	}
	return strings.Join(parts, " ")
}
