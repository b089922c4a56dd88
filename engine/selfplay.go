package engine

import "renju/rules"

// Game is one game between two players, from the empty board.
type Game struct {
	Moves []rules.Point
	// Winner is Black or White, or Empty for a draw (a full board).
	Winner rules.Stone
	// By is how it ended: "five", "foul" (Black's only defence was
	// forbidden: Foul), or "draw".
	By   string
	Foul rules.Foul
}

// PlayGame plays black against white (levels or the baseline) to the end. Every move is judged:
// a five ends the game; a forbidden Black move (which the players never
// make) would lose it by a foul.
func PlayGame(black, white Mover) Game {
	var b rules.Board
	var g Game
	c := rules.Black
	for len(g.Moves) < rules.MaxStones {
		pl := black
		if c == rules.White {
			pl = white
		}
		d := pl.Move(&b, c)
		if d.Resign {
			if d.Foul != (rules.Foul{}) {
				g.Winner, g.By, g.Foul = rules.White, "foul", d.Foul
			} else {
				g.By = "draw"
			}
			return g
		}
		j, err := rules.Judge(&b, d.Point, c)
		if err != nil {
			// A move on an occupied point: a bug, never a hang.
			g.By = "draw"
			return g
		}
		g.Moves = append(g.Moves, d.Point)
		b.Set(d.Point, c)
		switch j.Verdict {
		case rules.Five:
			g.Winner, g.By = c, "five"
			return g
		case rules.Forbidden:
			g.Winner, g.By, g.Foul = rules.White, "foul", rules.Foul{Point: d.Point, Kind: j.Kind}
			return g
		}
		c = c.Opponent()
	}
	g.By = "draw"
	return g
}

// Tally counts the results of many games.
type Tally struct {
	Games                int
	BlackFive, WhiteFive int
	WhiteFoul            int
	Draws                int
	TotalMoves           int
}

// Add counts one game.
func (t *Tally) Add(g Game) {
	t.Games++
	t.TotalMoves += len(g.Moves)
	switch {
	case g.Winner == rules.Black:
		t.BlackFive++
	case g.Winner == rules.White && g.By == "foul":
		t.WhiteFoul++
	case g.Winner == rules.White:
		t.WhiteFive++
	default:
		t.Draws++
	}
}
