package drills

import (
	"math/rand/v2"

	"renju/rules"
)

// game is a game the generator played: its moves (Black first) and, for
// each, whether it made a four (left its side a five point).
type game struct {
	moves []rules.Point
	four  []bool
}

// quiet reports whether the position after the first n moves is Realistic
// with no five point for either side. Every four is blocked at once (see
// playGame), and a stone makes five points only on its own lines, so only
// the last stone can have left one.
func (g *game) quiet(n int) bool { return n > 0 && n <= len(g.moves) && !g.four[n-1] }

// playGame plays up to n stones as people play: one of the 26 openings
// (any of its 8 orientations), then moves chosen by the mover (mover.go),
// which builds and blocks lines near the stones already down. Every four
// is blocked at once, no move makes five (the game stays open), and Black
// never plays a forbidden point. The game stops early when the side to
// move cannot go on that way (its opponent has two five points, or
// Black's only block is forbidden): complete is false then, and the game
// holds what was played. Moves come only from the board's empty points
// near the stones: the zero Point (A1) is never a default move.
func playGame(rng *rand.Rand, n int) (g game, complete bool) {
	var b rules.Board
	m, jr := newMover(&b), rules.NewJudger(&b)
	o := rules.Openings[rng.IntN(len(rules.Openings))]
	s := rules.Symmetries[rng.IntN(len(rules.Symmetries))]
	colour := rules.Black
	var blocks []rules.Point // the five points the last stone made
	for len(g.moves) < n {
		var p rules.Point
		if k := len(g.moves); k < 3 {
			p = s.Apply(o.Moves()[k])
		} else {
			var ok bool
			if p, ok = nextMove(rng, jr, m, colour, blocks); !ok {
				return g, false
			}
		}
		b.Set(p, colour)
		m.set(p, colour)
		jr.Set(p, colour)
		blocks = fivePointsAround(m, colour, p)
		g.moves = append(g.moves, p)
		g.four = append(g.four, len(blocks) > 0)
		colour = colour.Opponent()
	}
	return g, true
}

// Positions offers the positions of games played one after another
// (playGame), the drills' source of boards and the lessons' practice's:
// each game from its 12th stone on, one position for each call, with the
// side to move asked for, until the game is used up or Skip drops it.
// The zero value is ready.
type Positions struct {
	game game
	at   int // the stones of the game to offer next; 0: play a new game
	// MaxStones, if not 0, bounds the stones of the positions offered:
	// each game is played that far (from the 12th stone, a few positions
	// a game).
	MaxStones int
}

// A game is played to 30–46 stones and offers its positions from the 12th
// stone on: about fifteen positions a game with Black to move, as many
// with White. Playing the game costs more than judging one position
// (62 µs of CPU for 40 stones natively, BenchmarkGame; 400 before the
// mover kept its values), so every position of it is tried.
const (
	gameMin, gameMax = 30, 46
	firstPosition    = 12
)

// Next returns the next position of the current game with White to play
// (one black stone more) if whiteToMove, else Black; ok is false when
// that position is not Realistic (one side has a four to answer) or the
// game is used up — the caller asks again.
func (s *Positions) Next(rng *rand.Rand, whiteToMove bool) (b rules.Board, ok bool) {
	if s.at == 0 || s.at > len(s.game.moves) {
		n := s.MaxStones
		if n == 0 {
			n = gameMin + rng.IntN(gameMax-gameMin+1)
		}
		s.game, _ = playGame(rng, n)
		s.at = firstPosition + rng.IntN(2)
	}
	n := s.at
	if (n%2 == 1) != whiteToMove {
		n++
	}
	s.at = n + 2
	if !s.game.quiet(n) {
		return rules.Board{}, false
	}
	return boardOf(s.game.moves, n), true
}

// Skip drops the rest of the current game: the next position comes from a
// new one (two exercises in a row should not come from one game).
func (s *Positions) Skip() { s.at = 0 }

// boardOf is the position after the first n of moves (Black first).
func boardOf(moves []rules.Point, n int) rules.Board {
	var b rules.Board
	for i, p := range moves[:n] {
		b.Set(p, []rules.Stone{rules.Black, rules.White}[i%2])
	}
	return b
}

// randomGame plays a game of n stones (playGame) and returns its board;
// false if it could not be played to the end.
func randomGame(rng *rand.Rand, n int) (rules.Board, bool) {
	g, ok := playGame(rng, n)
	return boardOf(g.moves, len(g.moves)), ok
}

// nextMove is colour's move on b: the block of the opponent's four (its
// five points, blocks) if it has one, else the mover's choice; never a
// five, never a forbidden point for Black. ok is false when colour has no
// such move (it cannot stop a four, or nothing is left).
// jr judges the board, m is the board as the mover reads it.
func nextMove(rng *rand.Rand, jr *rules.Judger, m *mover, colour rules.Stone, blocks []rules.Point) (rules.Point, bool) {
	if len(blocks) >= 2 {
		return rules.Point{}, false // one block cannot stop two: the game is decided
	}
	if len(blocks) == 1 {
		p := blocks[0]
		if j, _ := jr.Judge(p, colour); j.Verdict != rules.Legal {
			return rules.Point{}, false // the block makes five or is forbidden: the game is over
		}
		return p, true
	}
	for _, p := range rankedMoves(rng, m, colour) {
		j, _ := jr.Judge(p, colour)
		if j.Verdict == rules.Legal {
			return p, true
		}
	}
	return rules.Point{}, false
}

// Realistic reports whether b could arise in a game of renju with the side
// to move (Black when the counts are equal, White when Black has one stone
// more) still to play and the game still open: the counts fit alternate
// play, neither side has five on the board, the side to move does not face
// a four of the other's (it would have to block it, and nothing else would
// be worth asking), and has none of its own (the other side would have
// blocked it, unless it could not: then the game is decided).
func Realistic(b *rules.Board) bool {
	black, white := b.Count(rules.Black), b.Count(rules.White)
	if black != white && black != white+1 {
		return false
	}
	if hasFive(b) {
		return false
	}
	return len(fivePoints(b, rules.Black)) == 0 && len(fivePoints(b, rules.White)) == 0
}

// FivePoints lists the empty points of b where c would make five.
func FivePoints(b *rules.Board, c rules.Stone) []rules.Point { return fivePoints(b, c) }

// fivePoints lists the empty points where c would make five.
func fivePoints(b *rules.Board, c rules.Stone) []rules.Point {
	var out []rules.Point
	var jr *rules.Judger // made at the first point worth judging
	near := lineCounts(b, c)
	for _, p := range nearPoints(near, 4) { // a five needs four stones of c on a line through p
		if jr == nil {
			jr = rules.NewJudger(b)
		}
		if j, _ := jr.Judge(p, c); j.Verdict == rules.Five {
			out = append(out, p)
		}
	}
	return out
}

// fivePointsAround lists the empty points on the four lines through p,
// within four points of it, where c would make five, given that c had
// none before its stone at p (every caller's board is a quiet position of
// a game with one stone of c added): then a five point's five runs
// through p, along the line joining them, and only that line is read.
// m is the board as the mover reads it, the runs read from its keys
// (fiveAlong) rather than by the judge, which would copy the board for
// each point: this runs after every move of every game.
func fivePointsAround(m *mover, c rules.Stone, p rules.Point) []rules.Point {
	var out []rules.Point
	for d, st := range lineSteps {
		for k := -4; k <= 4; k++ {
			q := rules.Pt(p.Col+k*st[0], p.Row+k*st[1])
			if k != 0 && q.OnBoard() && m.g.at(q) == rules.Empty && m.fiveAlong(q, d, c) {
				out = append(out, q)
			}
		}
	}
	return out
}

// hasFive reports five or more stones of one colour in a row on b.
func hasFive(b *rules.Board) bool {
	for col := 0; col < rules.Size; col++ {
		for row := 0; row < rules.Size; row++ {
			p := rules.Pt(col, row)
			c := b.At(p)
			if c == rules.Empty {
				continue
			}
			for _, d := range lineSteps {
				k := 1
				for q := rules.Pt(col+d[0], row+d[1]); q.OnBoard() && b.At(q) == c; q = rules.Pt(q.Col+d[0], q.Row+d[1]) {
					k++
				}
				if k >= 5 {
					return true
				}
			}
		}
	}
	return false
}

var lineSteps = [4][2]int{{1, 0}, {0, 1}, {1, 1}, {1, -1}}

// RandomGame plays n stones of a plausible game from the centre (see
// playGame), false if the game could not be played to the end. Every four
// in it is blocked.
func RandomGame(rng *rand.Rand, n int) (rules.Board, bool) { return randomGame(rng, n) }

// FiveToPlay is a position of a game of about n stones where Black has
// just made a four and White, looking elsewhere, did not block it: Black
// to play has a five to make (the exercises before the forbidden moves:
// "make five"). false when the game gave no such moment.
func FiveToPlay(rng *rand.Rand, n int) (rules.Board, bool) {
	g, _ := playGame(rng, n)
	var quiet []int // the positions with Black to play and nothing to answer
	for k := firstPosition - 2; k <= len(g.moves); k += 2 {
		if g.quiet(k) {
			quiet = append(quiet, k)
		}
	}
	if len(quiet) == 0 {
		return rules.Board{}, false
	}
	b := boardOf(g.moves, quiet[rng.IntN(len(quiet))])
	after := AfterMissedFours(rng, &b)
	if len(after) == 0 {
		return rules.Board{}, false
	}
	return after[rng.IntN(len(after))], true
}

// AfterMissedFours returns, for each four Black can make on b (Black to
// play, nothing to answer), the position after it and White's reply
// elsewhere: the mover's choice among the moves that leave the four open
// and make no four or five of White's. Black is to play again with the
// four's five point open — a moment of a game where White missed a four.
// Only simple fours (冲四, one five point) are made; a straight four
// needs no oversight to win.
func AfterMissedFours(rng *rand.Rand, b *rules.Board) []rules.Board {
	var out []rules.Board
	for _, m := range MissedFours(rng, b) {
		out = append(out, m.Board)
	}
	return out
}

// MissedFour is a position of AfterMissedFours and Black's one five
// point on it (the four's).
type MissedFour struct {
	Board rules.Board
	Five  rules.Point
}

// MissedFours is AfterMissedFours with each position's five point: the
// four's, Black's only one (b had none, and White's reply made none).
func MissedFours(rng *rand.Rand, b *rules.Board) []MissedFour {
	var out []MissedFour
	near := lineCounts(b, rules.Black)
	jr := rules.NewJudger(b)
	// base is b as the mover reads it, White's values known.
	var base *mover
	for _, m := range nearPoints(near, 3) { // no four through the others
		if j, _ := jr.Judge(m, rules.Black); j.Verdict != rules.Legal {
			continue
		}
		four := *b
		four.Set(m, rules.Black)
		if base == nil {
			base = newMover(b)
			base.valueAll(rules.White) // each four's copy reweighs only the points near it
		}
		mv := new(mover)
		*mv = *base
		mv.set(m, rules.Black)
		fives := fivePointsAround(mv, rules.Black, m)
		if len(fives) != 1 {
			continue
		}
		for _, w := range rankedMoves(rng, mv, rules.White) {
			if w == fives[0] {
				continue // the block
			}
			if j, _ := rules.Judge(&four, w, rules.White); j.Verdict == rules.Five {
				continue
			}
			missed := four
			missed.Set(w, rules.White)
			mw := *mv
			mw.set(w, rules.White)
			if len(fivePointsAround(&mw, rules.White, w)) > 0 {
				continue // a four of White's own would have to be answered first
			}
			out = append(out, MissedFour{missed, fives[0]})
			break
		}
	}
	return out
}
