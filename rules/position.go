package rules

import (
	"fmt"
	"strings"
)

// ParsePosition reads a board in any of the three forms, recognised by
// shape: a multi-line text is a diagram, text with a ':' is a stone list,
// anything else is a move list played alternately from Black. A list of
// more than MaxStones moves is an error at the first one too many.
func ParsePosition(s string) (Board, error) {
	switch {
	case strings.Count(strings.TrimSpace(s), "\n") >= Size-1:
		b, _, err := ParseDiagram(s)
		return b, err
	case strings.Contains(s, ":"):
		return ParseStones(s)
	default:
		moves, err := ParseMoves(s)
		if err != nil {
			return Board{}, err
		}
		b, err := BoardFromMoves(moves)
		if err != nil {
			return Board{}, fmt.Errorf("move list: %w", err)
		}
		return b, nil
	}
}
