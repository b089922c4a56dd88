package rules

import (
	"fmt"
	"strings"
)

// ParseMoves reads a move list, either spaced ("h8 h9 i8", commas allowed) or
// compact ("h8h9i8", the form other renju tools exchange). Errors name the
// move number and the token. Repeated points are reported by BoardFromMoves,
// which knows the order of play; a list longer than the board (MaxStones
// moves) is an error at the first move too many.
//
// Tokens are substrings of s, read one at a time, and the moves are kept
// on the stack until the end: the only allocation is the result, and
// reading stops at move MaxStones+1, so a long text costs no more than a
// full board.
func ParseMoves(s string) ([]Point, error) {
	var moves [MaxStones]Point
	n := 0
	for i := 0; ; n++ {
		var tok string
		if tok, i = nextMoveToken(s, i); i < 0 {
			break
		}
		if n == MaxStones {
			return nil, fmt.Errorf("move %d: more than %d moves: a position has at most %d stones", n+1, MaxStones, MaxStones)
		}
		p, err := ParsePoint(tok)
		if err != nil {
			return nil, fmt.Errorf("move %d: %w", n+1, err)
		}
		moves[n] = p
	}
	if n == 0 {
		return nil, nil
	}
	return append([]Point(nil), moves[:n]...), nil
}

// nextMoveToken returns the move token that starts at or after s[i:], and
// the index just past it (-1 when there is none left). A token is one byte
// (the column letter, or whatever stands there: ParsePoint judges it) and
// the digits after it; with no digits, the whole unseparated run, so that
// the error message shows it.
func nextMoveToken(s string, i int) (tok string, next int) {
	for i < len(s) && isMoveSeparator(s[i]) {
		i++
	}
	if i == len(s) {
		return "", -1
	}
	start := i
	i++
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	if i == start+1 {
		for i < len(s) && !isMoveSeparator(s[i]) {
			i++
		}
	}
	return s[start:i], i
}

// BoardFromMoves plays moves alternately from Black and returns the board.
// A point played twice is an error naming both move numbers.
func BoardFromMoves(moves []Point) (Board, error) {
	var b Board
	// first[p] is the move number that played p, 0 if none. A list longer
	// than the board repeats a point by move Size*Size+1, so numbers fit.
	var first [Size * Size]uint16
	for i, p := range moves {
		if !p.OnBoard() {
			return Board{}, fmt.Errorf("move %d: point %s is off the board", i+1, p)
		}
		if j := first[p.index()]; j != 0 {
			return Board{}, fmt.Errorf("move %d: %s was already played at move %d", i+1, p, j)
		}
		first[p.index()] = uint16(i + 1)
		colour := Black
		if i%2 == 1 {
			colour = White
		}
		b.Set(p, colour)
	}
	return b, nil
}

// FormatMoves writes moves spaced ("h8 h9 i8") or compact ("h8h9i8").
func FormatMoves(moves []Point, compact bool) string {
	names := make([]string, len(moves))
	for i, p := range moves {
		names[i] = p.String()
	}
	sep := " "
	if compact {
		sep = ""
	}
	return strings.Join(names, sep)
}

func isMoveSeparator(c byte) bool {
	return c == ' ' || c == ',' || c == ';' || c == '\t' || c == '\n' || c == '\r'
}
