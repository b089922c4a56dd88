package rules

import (
	"fmt"
	"strings"
)

// ParseMoves reads a move list, either spaced ("h8 h9 i8", commas allowed) or
// compact ("h8h9i8", the form other renju tools exchange). Errors name the
// move number and the token. Repeated points are reported by BoardFromMoves,
// which knows the order of play.
func ParseMoves(s string) ([]Point, error) {
	var moves []Point
	i := 0
	for i < len(s) {
		c := s[i]
		if isMoveSeparator(c) {
			i++
			continue
		}
		start := i
		i++ // the column letter (or whatever stands there; ParsePoint judges it)
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
		if i == start+1 {
			// No row digits: show the whole unseparated token in the message.
			for i < len(s) && !isMoveSeparator(s[i]) {
				i++
			}
		}
		tok := s[start:i]
		p, err := ParsePoint(tok)
		if err != nil {
			return nil, fmt.Errorf("move %d: %w", len(moves)+1, err)
		}
		moves = append(moves, p)
	}
	return moves, nil
}

// BoardFromMoves plays moves alternately from Black and returns the board.
// A point played twice is an error naming both move numbers.
func BoardFromMoves(moves []Point) (Board, error) {
	var b Board
	first := map[Point]int{}
	for i, p := range moves {
		if !p.OnBoard() {
			return Board{}, fmt.Errorf("move %d: point %s is off the board", i+1, p)
		}
		if j, ok := first[p]; ok {
			return Board{}, fmt.Errorf("move %d: %s was already played at move %d", i+1, p, j)
		}
		first[p] = i + 1
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
