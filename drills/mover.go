package drills

import (
	"math"
	"math/bits"
	"math/rand/v2"
	"sync"

	"renju/rules"
)

// The mover plays both sides of the generator's games the way people play
// five-in-a-row: each move builds its own lines and blocks the
// opponent's, near the stones already down, with enough randomness that no
// two games are alike. Its positions are compact and full of threes,
// fours and crossing lines — where Black's forbidden points arise — and
// the edge comes into play only when a line runs into it.
//
// A point's value is the classic five-window count: every window of five
// points in a line through it that holds no opponent stone is worth more
// the more of the mover's stones it already holds (attack), and every
// window that holds none of the mover's stones is worth blocking by the
// opponent's stones it holds (defence). A window that runs off the board
// counts for nothing, so points near the edge are worth less by nature.

// windowValue[k] is a window holding k of one side's stones (k ≤ 4; the
// stone being weighed makes it k+1).
var windowValue = [5]float64{1, 6, 40, 400, 20000}

// defenceWeight scales what blocking the opponent's windows is worth
// against building one's own. Measured over 150 drills of every type and
// level: at 0.3 Black builds enough crossing lines for deep fouls to come
// up (73 ms a drill on average, the slowest type, level-3 traps, 0.5 s)
// while threes still get blocked; at 0.8 drills took 1.7 times as long.
const defenceWeight = 0.3

// padded is a board as the mover reads it: the 15×15 points with four
// points of margin all round (offBoard), so that a line through any point
// is read without bounds checks. Cells hold the stone (rules.Black,
// rules.White), 0 for an empty point or offBoard. A game keeps one and
// sets each stone as it is played.
type padded [rules.Size + 8][rules.Size + 8]rules.Stone

const offBoard rules.Stone = 3

// pad reads b.
func pad(b *rules.Board) *padded {
	var g padded
	for c := range g {
		for r := range g[c] {
			g[c][r] = offBoard
		}
	}
	for col := 0; col < rules.Size; col++ {
		for row := 0; row < rules.Size; row++ {
			g[col+4][row+4] = b.At(rules.Pt(col, row))
		}
	}
	return &g
}

func (g *padded) set(p rules.Point, c rules.Stone) { g[p.Col+4][p.Row+4] = c }
func (g *padded) at(p rules.Point) rules.Stone     { return g[p.Col+4][p.Row+4] }

// The mover keeps what it reads between moves (a game's moves read some
// 50 candidates each; a stone changes the windows of 32 points, one line
// of each):
//
//   - for every point and line, the eight points around it on the line
//     (key: two bits each, offsets -4..-1 then +1..+4), which set updates;
//   - for every point and side, the point's value (value), forgotten when
//     a stone lands on one of its lines within four points.
//
// A window of five points holding p is four bits of the key (a byte),
// so what a window is worth is read from a table of 256 (windowTable).
// The values are the values the mover first computed afresh, bit for
// bit: the windows are added in the order it added them, line by line
// and along the line (floating-point addition is not associative), and
// TestMoverMatchesReference compares them at every move of 300 games.
type mover struct {
	g padded
	// cand holds the candidates, the empty points within two points of a
	// stone (the places a player considers), bit col·15+row: board order.
	cand  [4]uint64
	key   [rules.Size][rules.Size][4]uint16
	val   [2][rules.Size][rules.Size]float64
	known [2][rules.Size][rules.Size]bool
	// ranked holds what rankedMoves returns.
	ranked [tryMoves]rules.Point
}

// keyShift is where the point at offset k (±1..±4) of a line sits in a
// key: two bits each, offsets -4..-1 from bit 0, then +1..+4.
func keyShift(k int) uint {
	if k < 0 {
		return uint(2 * (k + 4))
	}
	return uint(2 * (k + 3))
}

// newMover reads b: the empty board's mover (emptyMover) with b's stones
// set on it.
func newMover(b *rules.Board) *mover {
	m := new(mover)
	*m = *emptyMover()
	for col := 0; col < rules.Size; col++ {
		for row := 0; row < rules.Size; row++ {
			if c := b.At(rules.Pt(col, row)); c != rules.Empty {
				m.set(rules.Pt(col, row), c)
			}
		}
	}
	return m
}

// emptyMover is the mover of the empty board, made once: every game
// starts from a copy (reading every line of every point was an eighth of
// a game's time).
var emptyMover = sync.OnceValue(func() *mover {
	var b rules.Board
	m := &mover{g: *pad(&b)}
	for col := 0; col < rules.Size; col++ {
		for row := 0; row < rules.Size; row++ {
			for d, st := range lineSteps {
				var key uint16
				for k := -4; k <= 4; k++ {
					if k != 0 {
						key |= uint16(m.g[col+4+k*st[0]][row+4+k*st[1]]) << keyShift(k)
					}
				}
				m.key[col][row][d] = key
			}
		}
	}
	return m
})

// set plays c at the empty point p.
func (m *mover) set(p rules.Point, c rules.Stone) {
	m.g.set(p, c)
	i := p.Col*rules.Size + p.Row
	m.cand[i/64] &^= 1 << (i % 64)
	for col := max(0, p.Col-2); col <= min(rules.Size-1, p.Col+2); col++ {
		for row := max(0, p.Row-2); row <= min(rules.Size-1, p.Row+2); row++ {
			if m.g[col+4][row+4] == rules.Empty {
				i := col*rules.Size + row
				m.cand[i/64] |= 1 << (i % 64)
			}
		}
	}
	for d, st := range lineSteps {
		for k := -4; k <= 4; k++ {
			q := rules.Pt(p.Col+k*st[0], p.Row+k*st[1])
			if k == 0 || !q.OnBoard() {
				continue
			}
			// p is at offset -k from q.
			m.key[q.Col][q.Row][d] |= uint16(c) << keyShift(-k)
			m.known[0][q.Col][q.Row] = false
			m.known[1][q.Col][q.Row] = false
		}
	}
}

// value is what colour gains by a stone at the empty point p, pulled
// toward the centre: the five windows of each line through p, each worth
// windowValue by the stones of colour it holds if it holds none of the
// opponent's, defenceWeight times that by the opponent's if it holds none
// of colour's, nothing if it runs off the board; times edgeFactor.
func (m *mover) value(p rules.Point, colour rules.Stone) float64 {
	s := colour - 1
	col, row := p.Col, p.Row
	if !m.known[s][col][row] {
		v := 0.0
		for d := range lineSteps {
			key := m.key[col][row][d]
			for start := range uint(5) {
				// Window start holds offsets start-4..start: the key's
				// bits 2·start to 2·start+8. Adding 0 leaves v as it is.
				v += windowTable[s][key>>(2*start)&0xff]
			}
		}
		m.val[s][col][row] = v * edgeFactors[col][row]
		m.known[s][col][row] = true
	}
	return m.val[s][col][row]
}

// valueAll works out colour's value of every candidate (value).
func (m *mover) valueAll(colour rules.Stone) {
	for w, word := range m.cand {
		for ; word != 0; word &= word - 1 {
			at := w*64 + bits.TrailingZeros64(word)
			m.value(rules.Pt(at/rules.Size, at%rules.Size), colour)
		}
	}
}

// windowTable[s][w] is what a window is worth to side s (Black 0, White
// 1), the window being the four points other than the one weighed, two
// bits each (rules.Empty, rules.Black, rules.White, offBoard).
var windowTable = func() (out [2][256]float64) {
	for w := range 256 {
		var n [4]int // by cell content
		for i := range 4 {
			n[w>>(2*i)&3]++
		}
		if n[offBoard] > 0 {
			continue // the window runs off the board
		}
		for s, own := range []rules.Stone{rules.Black, rules.White} {
			o, t := n[own], n[own.Opponent()]
			switch {
			case t == 0:
				out[s][w] = windowValue[o]
			case o == 0:
				out[s][w] = defenceWeight * windowValue[t]
			}
		}
	}
	return out
}()

// makesFive reports whether a stone of c at the empty point q makes five:
// exactly five in a row on some line for Black (six or more is an
// overline), five or more for White — the judge's Five
// (TestMakesFiveIsTheJudges).
func (m *mover) makesFive(q rules.Point, c rules.Stone) bool {
	for d := range lineSteps {
		if m.fiveAlong(q, d, c) {
			return true
		}
	}
	return false
}

// fiveAlong reports whether a stone of c at the empty point q makes five
// along line d. The runs next to q are read from its keys; only a run
// that fills four points of a key may go on beyond it, and is counted on
// the board.
func (m *mover) fiveAlong(q rules.Point, d int, c rules.Stone) bool {
	s := c - 1
	key := m.key[q.Col][q.Row][d]
	l, r := runBack[s][key&0xff], runOn[s][key>>8]
	n := 1 + int(l+r)
	if l == 4 || r == 4 {
		n = m.run(q, d, c)
	}
	return n == 5 || n > 5 && c == rules.White
}

// run is the length of the run of c a stone of c at q would make along
// line d.
func (m *mover) run(q rules.Point, d int, c rules.Stone) int {
	st := lineSteps[d]
	c0, r0 := q.Col+4, q.Row+4
	n := 1
	for k := 1; m.g[c0+k*st[0]][r0+k*st[1]] == c; k++ {
		n++
	}
	for k := 1; m.g[c0-k*st[0]][r0-k*st[1]] == c; k++ {
		n++
	}
	return n
}

// runBack[s][h] is how many of side s's stones (Black 0, White 1) stand
// in a row from offset -1 outward in h, a key's low byte (offsets -4..-1);
// runOn[s][h] the same from offset +1 in a key's high byte (+1..+4).
var runBack, runOn = func() (back, on [2][256]int8) {
	for h := range 256 {
		cell := func(i int) rules.Stone { return rules.Stone(h >> (2 * i) & 3) } // i: the i-th point of the byte
		for s, c := range []rules.Stone{rules.Black, rules.White} {
			for i := 3; i >= 0 && cell(i) == c; i-- {
				back[s][h]++
			}
			for i := 0; i < 4 && cell(i) == c; i++ {
				on[s][h]++
			}
		}
	}
	return back, on
}()

// edgeFactor pulls the game toward the centre, as players keep room for
// their lines: a point within four lines of H8 keeps its value, and each
// line further out costs a share of it (exp(-centrePull) per line), so a
// point on the edge line keeps 40%.
func edgeFactor(p rules.Point) float64 {
	d := max(abs(p.Col-rules.Center.Col), abs(p.Row-rules.Center.Row))
	if d <= 4 {
		return 1
	}
	return math.Exp(-centrePull * float64(d-4))
}

const centrePull = 0.3

// edgeFactors is edgeFactor of every point.
var edgeFactors = func() (out [rules.Size][rules.Size]float64) {
	for col := range rules.Size {
		for row := range rules.Size {
			out[col][row] = edgeFactor(rules.Pt(col, row))
		}
	}
	return out
}()

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// A move is drawn among the topMoves best points, each with a weight of
// exp(-(best-v)/(temperature·best)): with temperature 1 a point worth half
// the best is chosen 60% as often, and a point outside the few best
// never. Drawing from all the candidates let games wander to the edge
// (with 60 weak candidates each a little likely, one of them often was:
// 2–4% of stones on the edge line and a corner stone in a quarter of the
// positions, against 0.1% and 2% now).
const (
	temperature = 1.0
	topMoves    = 8
)

// tryMoves is how many of its best moves a side tries before it gives up
// (every one of them made five or was forbidden).
const tryMoves = 12

// rankedMoves returns colour's best candidate moves on m in the order to
// try them: the topMoves best drawn in a weighted random order, then the
// next ones by value, tryMoves in all. The caller plays the first that
// the rules and the game allow, before m's next move (the slice is m's).
// Equal values keep board order, so that the same rng gives the same
// game.
func rankedMoves(rng *rand.Rand, m *mover, colour rules.Stone) []rules.Point {
	type cand struct {
		p rules.Point
		v float64
	}
	var buf [tryMoves]cand
	best := buf[:0] // the tryMoves best so far, best first
	for w, word := range m.cand {
		for ; word != 0; word &= word - 1 {
			at := w*64 + bits.TrailingZeros64(word)
			p := rules.Pt(at/rules.Size, at%rules.Size)
			c := cand{p, m.value(p, colour)}
			i := len(best)
			for i > 0 && best[i-1].v < c.v {
				i--
			}
			if i == tryMoves {
				continue
			}
			if len(best) < tryMoves {
				best = append(best, cand{})
			}
			copy(best[i+1:], best[i:])
			best[i] = c
		}
	}
	if len(best) > 0 {
		top := best[:min(topMoves, len(best))]
		var keys [topMoves]float64
		for i, c := range top {
			w := math.Exp(-(best[0].v - c.v) / (temperature*best[0].v + 1e-9))
			// Efraimidis–Spirakis: sorting by u^(1/w) draws a weighted order.
			keys[i] = math.Pow(rng.Float64(), 1/w)
		}
		// A stable sort, greatest key first (the keys are in [0, 1]: no
		// NaN), by insertion: there are at most topMoves.
		var drawn [topMoves]cand
		var k [topMoves]float64
		for i, c := range top {
			j := i
			for j > 0 && k[j-1] < keys[i] {
				drawn[j], k[j] = drawn[j-1], k[j-1]
				j--
			}
			drawn[j], k[j] = c, keys[i]
		}
		copy(top, drawn[:len(top)])
	}
	out := m.ranked[:len(best)]
	for i, c := range best {
		out[i] = c.p
	}
	return out
}
