package classroom

import (
	"fmt"
	"strings"

	"renju/msg"
	"renju/position"
	"renju/rules"
)

// Format is a way of writing a position as text.
type Format int

const (
	FormatMoves   Format = iota // "h8 h9 i8": a game from the empty board
	FormatCompact               // "h8h9i8"
	FormatStones                // "B:h8,i8 W:h9"
	FormatDiagram               // 15 lines, X O ., marks as letters ^ # *
)

var formatNames = []string{"moves", "compact", "stones", "diagram"}

func (f Format) String() string {
	if f < 0 || int(f) >= len(formatNames) {
		return "?"
	}
	return formatNames[f]
}

// ParseFormat reads a format's name.
func ParseFormat(s string) (Format, bool) {
	for i, n := range formatNames {
		if strings.EqualFold(strings.TrimSpace(s), n) {
			return Format(i), true
		}
	}
	return 0, false
}

// Export writes ps in format f. A move list needs the whole position to be
// one game from the empty board (MoveOrder); otherwise the stones are
// written instead, and the format actually used is returned.
func Export(ps *position.Position, f Format) (string, Format) {
	switch f {
	case FormatMoves, FormatCompact:
		if moves, ok := ps.MoveOrder(); ok {
			return rules.FormatMoves(moves, f == FormatCompact), f
		}
		return rules.FormatStones(&ps.Board), FormatStones
	case FormatDiagram:
		marks := map[rules.Point]rune{}
		for _, pm := range ps.MarkList() {
			if ps.Board.At(pm.Point) == rules.Empty {
				marks[pm.Point] = rune(pm.Mark)
			}
		}
		return rules.FormatDiagram(&ps.Board, marks), FormatDiagram
	}
	return rules.FormatStones(&ps.Board), FormatStones
}

// MaxImport bounds the text Import reads, in bytes. A board's text is at
// most some 2 KB (225 moves; a diagram of 15 rows with its coordinates; a
// share link): 64 KB leaves room for notes pasted around it. 20 MB took
// 1.3 s to read in the browser, the page frozen meanwhile.
const MaxImport = 64 << 10

// TooLong is the error for a text of size bytes beyond MaxImport, in KB
// (rounded up: 64 KB and a byte is "65 KB").
func TooLong(size int) error {
	return msg.Errorf(ClassImportTooLong, (size+1<<10-1)>>10, MaxImport>>10)
}

// Import reads a position typed or pasted by the teacher: a move list
// ("h8 h9 i8", numbered in order), a compact one ("h8h9i8"), a stone list
// ("B:h8 W:h9") or a diagram (marks included), or a share link
// ("…#class=1.…"). Errors say what is wrong and where (the move number, the
// token, the line); the caller keeps its board unchanged.
func Import(text string) (position.Position, error) {
	var ps position.Position
	if len(text) > MaxImport {
		return ps, TooLong(len(text))
	}
	t := strings.TrimSpace(text)
	if t == "" {
		return ps, fmt.Errorf("nothing to import: paste moves (h8 h9 i8), stones (B:h8 W:h9), a diagram or a share link")
	}
	if i := strings.Index(t, "#"+position.HashKey+"="); i >= 0 || strings.HasPrefix(t, position.HashKey+"=") {
		if i < 0 {
			i = 0
		}
		return position.Decode(t[i:])
	}
	switch {
	case strings.Count(t, "\n") >= rules.Size-1:
		b, marks, err := rules.ParseDiagram(text)
		if err != nil {
			return ps, fmt.Errorf("diagram: %w", err)
		}
		ps.Board = b
		for p, r := range marks {
			m := position.Mark(r)
			if r >= 'a' && r <= 'z' {
				m = position.Mark(r - 'a' + 'A')
			}
			if m.Valid() {
				ps.Marks[position.Index(p)] = m
			}
		}
	case strings.Contains(t, ":"):
		b, err := rules.ParseStones(t)
		if err != nil {
			return ps, fmt.Errorf("stones: %w", err)
		}
		ps.Board = b
	default:
		moves, err := rules.ParseMoves(t)
		if err != nil {
			return ps, fmt.Errorf("move list: %w", err)
		}
		b, err := rules.BoardFromMoves(moves)
		if err != nil {
			return ps, fmt.Errorf("move list: %w", err)
		}
		ps.Board = b
		ps.First = rules.Black
		for i, p := range moves {
			ps.Num[position.Index(p)] = int16(i + 1)
		}
	}
	return ps, nil
}
