package glossary

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"renju/rules"
)

// Position reads the term's diagram: the stones, and the marked empty
// points with their letters. A term without a diagram gives an empty
// board and no marks.
func (t Term) Position() (rules.Board, map[rules.Point]rune, error) {
	return readDiagram(t.Diagram)
}

// readDiagram reads "B:f8,g8 W:e8 A=h8 B=i9": a stone list (as the
// lesson files' one-line board) and marks, a letter (not X or O), '=' and
// an empty point.
func readDiagram(s string) (rules.Board, map[rules.Point]rune, error) {
	var b rules.Board
	marks := map[rules.Point]rune{}
	var stones []string
	for _, f := range strings.Fields(s) {
		name, at, ok := strings.Cut(f, "=")
		if !ok {
			stones = append(stones, f)
			continue
		}
		r, size := utf8.DecodeRuneInString(name)
		if size != len(name) || !(r >= 'A' && r <= 'Z') || r == 'X' || r == 'O' {
			return b, nil, fmt.Errorf("mark %q: write a capital letter (not X or O), '=' and a point, like A=h8", f)
		}
		p, err := rules.ParsePoint(at)
		if err != nil {
			return b, nil, fmt.Errorf("mark %q: %v", f, err)
		}
		for q, m := range marks {
			if m == r && q != p {
				return b, nil, fmt.Errorf("mark %c is given twice", r)
			}
		}
		marks[p] = r
	}
	if len(stones) > 0 {
		var err error
		b, err = rules.ParseStones(strings.Join(stones, " "))
		if err != nil {
			return b, nil, err
		}
	}
	for p := range marks {
		if b.At(p) != rules.Empty {
			return b, nil, fmt.Errorf("mark on %s: the point holds a stone", p.Upper())
		}
	}
	return b, marks, nil
}
