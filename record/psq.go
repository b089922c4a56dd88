package record

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"renju/rules"
)

// Piskvork (.psq), the game manager of the Gomocup tournaments. A record
// is text, one item a line:
//
//	Piskvorky 15x15, 11:11, 0
//	8,8,0
//	9,7,1250
//	…
//	pbrain-one.exe
//	pbrain-two.exe
//	-1
//
// The header gives the board (width x height), the two players' levels
// (0 for a person) and which of them moved first (0 or 1). Each move is
// "x,y" or "x,y,time" (milliseconds): x is the column counted from 1 at
// the LEFT, y the row counted from 1 at the TOP, as Piskvork draws its
// board (plastovicka/Piskvork, source/game.cpp savePsq and openPsq, and
// PISKVORK.cpp X and Y, which place column x-1 and row y-1 from the top
// left corner). So 1,1 is a15, 15,15 is o1 and 8,8 is the centre h8.
// The first move is Black's, then the colours alternate.
//
// After the moves Piskvork may write the two engines' names (first the
// player that the header numbers 0, then 1) and a status code (-1, 0, …).
// When exactly two lines of text follow the moves they are taken as the
// names, Black's being the one the header says moved first.

// MaxPSQ bounds the size of a .psq file ReadPSQ reads (a game has at most
// 225 moves).
const MaxPSQ = 1 << 20

// ReadPSQ reads a Piskvork record: one game. A board other than 15x15, a
// point off the board, a point played twice or a line that is not a move
// where moves are read is an error naming its line, and then no game is
// returned.
func ReadPSQ(data []byte) ([]Game, error) { return readPSQ(data, &yielder{}) }

func readPSQ(data []byte, y *yielder) ([]Game, error) {
	if len(data) > MaxPSQ {
		return nil, &Error{Line: 1, Col: 1, Msg: fmt.Sprintf("the file is %d bytes; at most %d are read", len(data), MaxPSQ)}
	}
	// A line at a time (splitting a file of a million short lines at once
	// would be work without a yield).
	head, rest, more := strings.Cut(strings.TrimPrefix(string(data), "\ufeff"), "\n")
	y.at = func() int { return len(data) - len(rest) }
	first, err := psqHeader(strings.TrimRight(head, " \t\r"))
	if err != nil {
		return nil, err
	}
	var moves []rules.Point
	var board [rules.Size * rules.Size]int // the line that played each point
	var texts []string
	end := 0 // the line that ended the moves
	for i := 1; more; i++ {
		var raw string
		raw, rest, more = strings.Cut(rest, "\n")
		y.add(len(raw) + nodeWork) // a line read as a move, or as text
		line := strings.TrimRight(raw, " \t\r")
		if strings.TrimSpace(line) == "" {
			continue
		}
		x, y, col, isMove, err := psqMove(line)
		if isMove && err == nil && end != 0 {
			return nil, &Error{Line: i + 1, Col: col, Msg: fmt.Sprintf("a move after the end of the moves (line %d)", end)}
		}
		if err != nil {
			return nil, &Error{Line: i + 1, Col: col, Msg: err.Error()}
		}
		if !isMove {
			if end == 0 {
				end = i + 1
			}
			if _, err := strconv.Atoi(strings.TrimSpace(line)); err != nil {
				texts = append(texts, strings.ToValidUTF8(strings.TrimSpace(line), "\uFFFD"))
			}
			continue
		}
		if x < 1 || x > rules.Size || y < 1 || y > rules.Size {
			return nil, &Error{Line: i + 1, Col: col, Msg: fmt.Sprintf("%d,%d is off the 15x15 board (x and y are 1–15, from the top left)", x, y)}
		}
		p := rules.Pt(x-1, rules.Size-y)
		if at := board[p.Row*rules.Size+p.Col]; at != 0 {
			return nil, &Error{Line: i + 1, Col: col, Msg: fmt.Sprintf("move %d: %d,%d (%s) was already played on line %d", len(moves)+1, x, y, p.Upper(), at)}
		}
		board[p.Row*rules.Size+p.Col] = i + 1
		moves = append(moves, p)
	}
	if len(moves) == 0 {
		return nil, &Error{Line: 2, Col: 1, Msg: "no move after the header"}
	}
	root := FromMoves(moves)
	if len(texts) == 2 {
		black, white := texts[0], texts[1]
		if first == 1 {
			black, white = white, black
		}
		if black != "" {
			root.Set("PB", black)
		}
		if white != "" {
			root.Set("PW", white)
		}
	}
	y.game()
	return []Game{sgfGame(root, 0)}, nil
}

// psqHeader reads "Piskvorky 15x15, 11:11, 0" and returns which player
// moved first (0 or 1).
func psqHeader(line string) (int, error) {
	bad := func(col int, format string, args ...any) (int, error) {
		return 0, &Error{Line: 1, Col: col, Msg: fmt.Sprintf(format, args...)}
	}
	const example = `the first line of a Piskvork record is like "Piskvorky 15x15, 11:11, 0"`
	rest, ok := strings.CutPrefix(line, "Piskvorky ")
	if !ok {
		return bad(1, "%s, not %s", example, quoteLine(line))
	}
	size, rest, ok1 := strings.Cut(rest, ",")
	levels, first, ok2 := strings.Cut(rest, ",")
	w, h, ok3 := strings.Cut(size, "x")
	a, b, ok4 := strings.Cut(strings.TrimSpace(levels), ":")
	width, err1 := strconv.Atoi(w)
	height, err2 := strconv.Atoi(h)
	_, err3 := strconv.Atoi(a)
	_, err4 := strconv.Atoi(b)
	f, err5 := strconv.Atoi(strings.TrimSpace(first))
	if !ok1 || !ok2 || !ok3 || !ok4 || err1 != nil || err2 != nil || err3 != nil || err4 != nil || err5 != nil {
		return bad(1, "%s, not %s", example, quoteLine(line))
	}
	if width != rules.Size || height != rules.Size {
		return bad(len("Piskvorky ")+1, "the board is %dx%d: only 15x15 records are read", width, height)
	}
	if f != 0 && f != 1 {
		col := utf8.RuneCountInString(line) - utf8.RuneCountInString(strings.TrimLeft(first, " ")) + 1
		return bad(col, "the player who moved first is %d: it must be 0 or 1", f)
	}
	return f, nil
}

// psqMove reads "x,y" or "x,y,time". isMove is false for a line that is
// not a move at all (a name, a status code); err is set for a line that
// starts as a move and is not one. col is where the move starts.
func psqMove(line string) (x, y, col int, isMove bool, err error) {
	trimmed := strings.TrimLeft(line, " \t")
	col = utf8.RuneCountInString(line) - utf8.RuneCountInString(trimmed) + 1
	fields := strings.Split(trimmed, ",")
	if len(fields) < 2 {
		return 0, 0, col, false, nil
	}
	nums := make([]int, len(fields))
	for i, f := range fields {
		n, e := strconv.Atoi(strings.TrimSpace(f))
		if e != nil {
			if i == 0 {
				return 0, 0, col, false, nil // a name with a comma
			}
			return 0, 0, col, true, fmt.Errorf("%s is not a move: expected x,y or x,y,time (whole numbers)", quoteLine(trimmed))
		}
		nums[i] = n
	}
	if len(fields) > 3 {
		return 0, 0, col, true, fmt.Errorf("%s is not a move: expected x,y or x,y,time", quoteLine(trimmed))
	}
	return nums[0], nums[1], col, true, nil
}

// quoteLine quotes at most 32 bytes of a line for a message.
func quoteLine(s string) string {
	if len(s) > 32 {
		return strconv.Quote(strings.ToValidUTF8(s[:32], "\uFFFD")) + "…"
	}
	return strconv.Quote(strings.ToValidUTF8(s, "\uFFFD"))
}
