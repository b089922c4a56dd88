package rules

import (
	"fmt"
	"strconv"
	"strings"
)

// Diagram symbols. A diagram is 15 rows from 15 (top) down to 1, each cell
// one character: X black, O white, . empty. Marks are letters other than
// X and O, and '*', '^' (triangle) and '#' (square) on empty points; lessons
// use them to name points as the seeds' diagrams do ("A", "B", …).
const (
	diagramBlack = 'X'
	diagramWhite = 'O'
	diagramEmpty = '.'
)

// FormatDiagram draws b as 15 lines of cells with row numbers on both sides
// and column letters above and below, for tests, lesson files and the CLI.
// marks (may be nil) puts a character on empty points.
func FormatDiagram(b *Board, marks map[Point]rune) string {
	var sb strings.Builder
	letters := "   A B C D E F G H I J K L M N O\n"
	sb.WriteString(letters)
	for row := Size - 1; row >= 0; row-- {
		fmt.Fprintf(&sb, "%2d", row+1)
		for col := 0; col < Size; col++ {
			p := Point{col, row}
			ch := rune(diagramEmpty)
			switch b.At(p) {
			case Black:
				ch = diagramBlack
			case White:
				ch = diagramWhite
			default:
				if m, ok := marks[p]; ok {
					ch = m
				}
			}
			sb.WriteByte(' ')
			sb.WriteRune(ch)
		}
		fmt.Fprintf(&sb, " %d\n", row+1)
	}
	sb.WriteString(letters)
	return sb.String()
}

// ParseDiagram reads a diagram as written by FormatDiagram, tolerating what a
// person types: the coordinate lines may be left out, row numbers may be on
// either side or missing, cells may be separated by spaces or not, 'x'/'o'
// may be lower case and '+' is also an empty point. Blank lines are skipped.
// Marks (see above) are returned by point. Errors name the line.
func ParseDiagram(s string) (Board, map[Point]rune, error) {
	var b Board
	marks := map[Point]rune{}
	row := Size - 1
	for n, line := range strings.Split(s, "\n") {
		lineNo := n + 1
		fields := strings.Fields(line)
		if len(fields) == 0 || isColumnHeader(fields) {
			continue
		}
		if row < 0 {
			return Board{}, nil, fmt.Errorf("line %d: more than %d board rows", lineNo, Size)
		}
		label := -1
		if v, err := strconv.Atoi(fields[0]); err == nil {
			label = v
			fields = fields[1:]
		}
		if len(fields) > 0 {
			if v, err := strconv.Atoi(fields[len(fields)-1]); err == nil {
				if label >= 0 && v != label {
					return Board{}, nil, fmt.Errorf("line %d: row numbers %d and %d disagree", lineNo, label, v)
				}
				label = v
				fields = fields[:len(fields)-1]
			}
		}
		if label >= 0 && label != row+1 {
			return Board{}, nil, fmt.Errorf("line %d: row %d where row %d was expected (rows run from 15 at the top down to 1)", lineNo, label, row+1)
		}
		cells := []rune(strings.Join(fields, ""))
		if len(cells) != Size {
			return Board{}, nil, fmt.Errorf("line %d (row %d): %d cells, want %d", lineNo, row+1, len(cells), Size)
		}
		for col, ch := range cells {
			p := Point{col, row}
			switch ch {
			case 'X', 'x':
				b.Set(p, Black)
			case 'O', 'o':
				b.Set(p, White)
			case '.', '+':
			default:
				if !isMark(ch) {
					return Board{}, nil, fmt.Errorf("line %d (row %d), column %c: unknown symbol %q (use X black, O white, . empty)", lineNo, row+1, 'A'+col, ch)
				}
				marks[p] = ch
			}
		}
		row--
	}
	if row >= 0 {
		return Board{}, nil, fmt.Errorf("diagram has %d board rows, want %d", Size-1-row, Size)
	}
	return b, marks, nil
}

// isColumnHeader recognises the "A B C … O" line (or "ABC…O").
func isColumnHeader(fields []string) bool {
	joined := strings.Join(fields, "")
	return strings.EqualFold(joined, "ABCDEFGHIJKLMNO")
}

func isMark(ch rune) bool {
	switch {
	case ch == '*' || ch == '^' || ch == '#':
		return true
	case ch >= 'a' && ch <= 'z', ch >= 'A' && ch <= 'Z':
		return true // x/o were taken as stones before this is asked
	}
	return false
}
