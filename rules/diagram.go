package rules

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
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
//
// It reads each line in place, without a string per field (the tutor
// parses some 150 diagrams before its first frame); refParseDiagram in
// the tests is the plain version it must agree with.
func ParseDiagram(s string) (Board, map[Point]rune, error) {
	var b Board
	marks := map[Point]rune{}
	row := Size - 1
	var buf [2*Size + 4]string // the fields of a line, if there are so few
	for lineNo, rest, more := 1, s, true; more; lineNo++ {
		var line string
		line, rest, more = strings.Cut(rest, "\n")
		fields := appendFields(buf[:0], line)
		if len(fields) > len(buf) {
			return Board{}, nil, fmt.Errorf("line %d: more than %d fields; a board row is 15 cells and its row numbers", lineNo, len(buf))
		}
		if len(fields) == 0 || isColumnHeader(fields) {
			continue
		}
		if row < 0 {
			return Board{}, nil, fmt.Errorf("line %d: more than %d board rows", lineNo, Size)
		}
		label := -1
		if v, ok := atoi(fields[0]); ok {
			label = v
			fields = fields[1:]
		}
		if len(fields) > 0 {
			if v, ok := atoi(fields[len(fields)-1]); ok {
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
		// The cells are the runes of the fields joined. Counted field by
		// field they are the same, unless a byte sequence that is not UTF-8
		// would join across a space into a rune.
		if !utf8.ValidString(line) {
			fields = []string{strings.Join(fields, "")}
		}
		n := 0
		for _, f := range fields {
			n += utf8.RuneCountInString(f)
		}
		if n != Size {
			return Board{}, nil, fmt.Errorf("line %d (row %d): %d cells, want %d", lineNo, row+1, n, Size)
		}
		col := 0
		for _, f := range fields {
			for _, ch := range f {
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
				col++
			}
		}
		row--
	}
	if row >= 0 {
		return Board{}, nil, fmt.Errorf("diagram has %d board rows, want %d", Size-1-row, Size)
	}
	return b, marks, nil
}

// appendFields appends the fields of s, as strings.Fields splits it, to
// dst, but never more than cap(dst)+1 of them: a board row has at most
// 2·15+2 (cells and labels all apart), so a longer line is an error
// however much more it holds, and reading the rest would only cost memory
// (a 100 MB text of 20 long lines allocated 138 MB).
func appendFields(dst []string, s string) []string {
	limit := cap(dst) + 1
	for len(dst) < limit {
		s = strings.TrimLeftFunc(s, unicode.IsSpace)
		if s == "" {
			return dst
		}
		i := strings.IndexFunc(s, unicode.IsSpace)
		if i < 0 {
			return append(dst, s)
		}
		dst = append(dst, s[:i])
		s = s[i:]
	}
	return dst
}

// atoi is strconv.Atoi without the error value (which allocates): most
// fields it is asked about are cells, not numbers.
func atoi(s string) (int, bool) {
	digits := s
	if len(digits) > 0 && (digits[0] == '+' || digits[0] == '-') {
		digits = digits[1:]
	}
	if digits == "" || len(digits) > 18 {
		v, err := strconv.Atoi(s) // empty, or long enough to overflow
		return v, err == nil
	}
	v := 0
	for i := 0; i < len(digits); i++ {
		c := digits[i]
		if c < '0' || c > '9' {
			return 0, false
		}
		v = v*10 + int(c-'0')
	}
	if s[0] == '-' {
		v = -v
	}
	return v, true
}

// columnHeader is the "A B C … O" line without its spaces.
const columnHeader = "ABCDEFGHIJKLMNO"

// isColumnHeader recognises the "A B C … O" line (or "ABC…O"): its fields
// joined make columnHeader, ignoring case.
func isColumnHeader(fields []string) bool {
	n := 0
	for _, f := range fields {
		n += len(f)
	}
	// A rune folds to one of at most 3 bytes; a longer line is no header.
	if n > 3*len(columnHeader) {
		return false
	}
	var buf [3 * len(columnHeader)]byte
	joined := buf[:0]
	for _, f := range fields {
		joined = append(joined, f...)
	}
	return bytes.EqualFold(joined, []byte(columnHeader))
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
