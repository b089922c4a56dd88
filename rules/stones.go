package rules

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// ParseStones reads the stone-list form "B:h8,i9 W:h9". Colour labels are
// case-insensitive ("b", "black", "W", "white"), points may be separated by
// commas and/or spaces, and either part may be empty or absent ("" is the
// empty board). A point given twice, a point off the board, a point before any
// colour label or an unknown colour is an error that names the token.
//
// It scans s in place: tokens are substrings of s, so a well-formed list is
// parsed without allocating. It reads no further than the first point too
// many: a board holds MaxStones, so the next point is given twice.
func ParseStones(s string) (Board, error) {
	var b Board
	colour := Empty
	for i := 0; ; {
		tok, label, next := nextStoneToken(s, i)
		if next < 0 {
			return b, nil
		}
		i = next
		if label {
			switch colourLabel(tok) {
			case Black:
				colour = Black
			case White:
				colour = White
			default:
				return Board{}, fmt.Errorf("unknown colour %s: use B: for black and W: for white", quoteLabel(tok))
			}
			continue
		}
		if colour == Empty {
			return Board{}, fmt.Errorf("point %s comes before any colour: write B:… W:…", quoteToken(tok))
		}
		p, err := ParsePoint(tok)
		if err != nil {
			return Board{}, err
		}
		if b.At(p) != Empty {
			return Board{}, fmt.Errorf("point %s is given twice", quoteToken(tok))
		}
		b.Set(p, colour)
	}
}

// nextStoneToken returns the token of a stone list that starts at or after
// s[i:], and the index just past it (-1 when there is none left). A colour
// label is returned without its ':' and with label set. A ':' that follows a
// token after nothing but separators ("B :h8", "B, :h8") belongs to it, and a
// ':' with no token before it (at the start, or after another label) is a
// label of its own, the empty one.
func nextStoneToken(s string, i int) (tok string, label bool, next int) {
	for i < len(s) && isMoveSeparator(s[i]) {
		i++
	}
	if i == len(s) {
		return "", false, -1
	}
	if s[i] == ':' {
		return "", true, i + 1
	}
	start := i
	for i < len(s) && s[i] != ':' && !isMoveSeparator(s[i]) {
		i++
	}
	tok = s[start:i]
	j := i
	for j < len(s) && isMoveSeparator(s[j]) {
		j++
	}
	if j < len(s) && s[j] == ':' {
		return tok, true, j + 1
	}
	return tok, false, i
}

// colourLabel reads a colour label (without its ':'), case-insensitively:
// Black for "b", "black" or "x", White for "w", "white" or "o", Empty for
// anything else.
func colourLabel(label string) Stone {
	// Lower case maps rune to rune, so a colour is at most 5 runes of at
	// most 4 bytes: a longer label is none (and is not copied below).
	if len(label) > 4*len("black") {
		return Empty
	}
	if !isASCII(label) {
		// Unicode case mapping can turn a longer label into a colour
		// ("BLAC\u212A" is "black"): lower it as the strings package does.
		label = strings.ToLower(tokenText(label))
	}
	switch {
	case equalLower(label, "b"), equalLower(label, "black"), equalLower(label, "x"):
		return Black
	case equalLower(label, "w"), equalLower(label, "white"), equalLower(label, "o"):
		return White
	}
	return Empty
}

// equalLower reports whether s is lower, ignoring ASCII case (lower is
// ASCII lower case).
func equalLower(s, lower string) bool {
	if len(s) != len(lower) {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != lower[i] {
			return false
		}
	}
	return true
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// quoteLabel quotes a colour label with its ':' for a message, as
// quoteToken(label+":") without copying a long label: one of more than
// 4*maxQuoted bytes has more than maxQuoted characters, so the ':' would be
// cut off anyway.
func quoteLabel(label string) string {
	if len(label) > 4*maxQuoted {
		return quoteToken(label)
	}
	return quoteToken(label + ":")
}

// tokenText is a token as the strings package reads it: a byte that is not
// valid UTF-8 stands as U+FFFD, one for each byte, as when s is read rune by
// rune. Messages show such bytes escaped instead (quoteToken).
func tokenText(tok string) string {
	if utf8.ValidString(tok) {
		return tok
	}
	return string([]rune(tok))
}

// FormatStones writes b in the canonical stone-list form: "B:" then the black
// points, a space, "W:" then the white points, each list sorted (a1, a2, …,
// b1, …) and comma-separated. A colour with no stones is left out; the empty
// board is "".
func FormatStones(b *Board) string {
	var out strings.Builder
	stones := 0
	for _, c := range b.cells {
		if c != Empty {
			stones++
		}
	}
	out.Grow(4*stones + 5) // a name is 2 or 3 bytes, and a comma: one allocation
	for _, c := range []Stone{Black, White} {
		first := true
		for col := 0; col < Size; col++ {
			for row := 0; row < Size; row++ {
				if b.cells[row*Size+col] != c {
					continue
				}
				switch {
				case !first:
					out.WriteByte(',')
				case c == Black:
					out.WriteString("B:")
				case out.Len() > 0:
					out.WriteString(" W:")
				default:
					out.WriteString("W:")
				}
				first = false
				out.WriteString(Point{col, row}.String())
			}
		}
	}
	return out.String()
}
