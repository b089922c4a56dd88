package commentary

import (
	"fmt"

	"renju/rules"
)

// Ending is how a game's moves end, as the judge reads them: a five (or
// White's overline) or Black's foul at a move, or not at all
// ("unfinished": a resignation, a draw agreed, time, or a game not
// played out, which the moves cannot show).
type Ending struct {
	// End is "five", "overline" (White's six or more), "foul" or
	// "unfinished".
	End string
	// Color made the five or the foul (Empty when unfinished), at Move
	// (from 1; 0 when unfinished); Foul is the foul's point and kind.
	Color rules.Stone
	Move  int
	Foul  rules.Foul
}

// End reads how moves (a game from the empty board, Black first) end.
// A move after the end, or a point off the board or taken, is an error
// naming the move.
func End(moves []rules.Point) (Ending, error) {
	var b rules.Board
	e := Ending{End: "unfinished"}
	for i, p := range moves {
		n := i + 1
		if e.Move != 0 {
			return e, fmt.Errorf("move %d: the game ended at move %d", n, e.Move)
		}
		c := Colour(n)
		j, err := rules.Judge(&b, p, c)
		if err != nil {
			return e, fmt.Errorf("move %d: %w", n, err)
		}
		b.Set(p, c)
		switch j.Verdict {
		case rules.Five:
			e.End, e.Color, e.Move = "five", c, n
			if len(fiveRun(&b, p, c)) > 5 {
				e.End = "overline"
			}
		case rules.Forbidden:
			e.End, e.Color, e.Move, e.Foul = "foul", c, n, rules.Foul{Point: p, Kind: j.Kind}
		}
	}
	return e, nil
}

// Agrees reports whether a record's stated result ("B+", "W+", "draw",
// or "" for none) agrees with the ending: a five or overline is its
// maker's win, a foul White's; an unfinished game agrees with any
// result (a resignation, a draw agreed or time are not in the moves),
// and no stated result with any ending.
func (e Ending) Agrees(result string) bool {
	if result == "" || e.End == "unfinished" {
		return true
	}
	winner := e.Color
	if e.End == "foul" {
		winner = rules.White
	}
	return result == map[rules.Stone]string{rules.Black: "B+", rules.White: "W+"}[winner]
}
