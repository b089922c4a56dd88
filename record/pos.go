package record

import (
	"fmt"
	"unicode/utf8"

	"renju/rules"
)

// A .pos file, written by several renju programs, is one game as bytes:
// the number of moves, then one byte a move from Black's first, in turn.
// A move's byte b is the point at column b % 15 (0 is A) and row
// 15 − b / 15: the bytes count from the top left corner, row by row, so
// 0 is A15, 14 is O15, 112 is H8 and 224 is O1. Nothing else is in the
// file: no names, no result.

// MaxPOS is the longest .pos file: its count and a full board.
const MaxPOS = 1 + rules.Size*rules.Size

// ReadPOS reads a .pos file: one game. A file whose count is not its
// number of move bytes, a byte over 224 (no point), a point played twice
// or a file without a move is refused with the byte at fault (counted
// from 0) and no game.
func ReadPOS(data []byte) ([]Game, error) { return readPOS(data, &yielder{}) }

func readPOS(data []byte, y *yielder) ([]Game, error) {
	switch {
	case len(data) == 0:
		return nil, posError(0, "the file is empty: a .pos file starts with its number of moves")
	case len(data) > MaxPOS:
		return nil, posError(0, "the file is %d bytes: a .pos file holds at most %d (a count and a full board)", len(data), MaxPOS)
	case int(data[0]) != len(data)-1:
		return nil, posError(0, "the count byte says %d, but %s: a .pos file is a count, then one byte a move", data[0], moveBytes(len(data)-1))
	case len(data) == 1:
		return nil, posError(0, "no move in the file")
	}
	y.at = func() int { return len(data) }
	moves := make([]rules.Point, 0, len(data)-1)
	var played [rules.Size * rules.Size]int
	for i, b := range data[1:] {
		n := i + 1
		if int(b) >= rules.Size*rules.Size {
			return nil, posError(n, "move %d is byte %d, which is no point: a move's byte is 0–224 (column b %% 15, row 15 − b / 15)", n, b)
		}
		p := rules.Pt(int(b)%rules.Size, rules.Size-1-int(b)/rules.Size)
		if k := played[b]; k != 0 {
			return nil, posError(n, "move %d: %s was already played at move %d", n, p.Upper(), k)
		}
		played[b] = n
		moves = append(moves, p)
	}
	y.add(len(data) * nodeWork)
	y.game()
	return []Game{sgfGame(FromMoves(moves), 0)}, nil
}

// moveBytes says how many move bytes follow the count.
func moveBytes(n int) string {
	switch n {
	case 0:
		return "no move byte follows it"
	case 1:
		return "1 move byte follows it"
	}
	return fmt.Sprintf("%d move bytes follow it", n)
}

// posError is a .pos file's refusal at byte off (from 0).
func posError(off int, format string, args ...any) error {
	return &Error{Line: 1, Col: off + 1, Msg: fmt.Sprintf("byte %d: ", off) + fmt.Sprintf(format, args...), Binary: true}
}

// looksPOS reports whether data, a file with no telling name, is a .pos
// file: its first byte counts the rest, every byte is a point, and it is
// no text (a control character other than a tab or a line break, or
// bytes that are not UTF-8): a text of move strings whose first letter's
// code happened to be its length would otherwise read as one.
func looksPOS(data []byte) bool {
	if len(data) < 2 || len(data) > MaxPOS || int(data[0]) != len(data)-1 {
		return false
	}
	text := utf8.Valid(data)
	for _, b := range data {
		if int(b) >= rules.Size*rules.Size {
			return false
		}
		if b < 0x20 && b != '\t' && b != '\n' && b != '\r' {
			text = false
		}
	}
	return !text
}
