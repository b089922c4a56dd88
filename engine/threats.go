package engine

import (
	"sync"

	"renju/rules"
)

// The threats of one colour, under renju rules. A five point is an empty
// point where one more stone of the colour makes a five: five or more in a
// row for White, exactly five for Black (Black's six is an overline, a
// foul, never a five). A four is a move after which the colour has a five
// point through it. Black's forbidden points are never Black's fours: a
// forbidden move loses at once, unless it makes a five (五连与禁手同时形成,
// 禁手失效), and a five is found before any four.

// line is one of the four directions of a line through a point.
type line struct{ dc, dr int }

var lines = [4]line{{1, 0}, {0, 1}, {1, 1}, {1, -1}}

// run is the length of the run of colour c through p along l, counting p
// as if it held c.
func run(b *rules.Board, p rules.Point, l line, c rules.Stone) int {
	n := 1
	for _, sign := range [2]int{-1, 1} {
		for k := 1; ; k++ {
			q := rules.Pt(p.Col+sign*k*l.dc, p.Row+sign*k*l.dr)
			if !q.OnBoard() || b.At(q) != c {
				break
			}
			n++
		}
	}
	return n
}

// makesFive reports whether a stone of colour c at the empty point p makes
// a five: for White a run of five or more, for Black exactly five in some
// line (a five wins even if the same move is also an overline or a double
// four elsewhere).
func makesFive(b *rules.Board, p rules.Point, c rules.Stone) bool {
	for _, l := range lines {
		n := run(b, p, l, c)
		if n == 5 || n > 5 && c == rules.White {
			return true
		}
	}
	return false
}

// FivePoints lists the five points of colour c on b, sorted by column,
// then row (a1, a2, …, b1, …).
func FivePoints(b *rules.Board, c rules.Stone) []rules.Point {
	var ps []rules.Point
	for _, p := range windowPoints(b, c, 4, nil) {
		if makesFive(b, p, c) {
			ps = append(ps, p)
		}
	}
	return ps
}

// fivePointsThrough lists the five points of colour c on lines through p
// (p holds c): after a four is played at p, its five points are all here.
func fivePointsThrough(b *rules.Board, p rules.Point, c rules.Stone, out []rules.Point) []rules.Point {
	out = out[:0]
	for _, l := range lines {
		for _, sign := range [2]int{-1, 1} {
			for k := 1; k <= 5; k++ {
				q := rules.Pt(p.Col+sign*k*l.dc, p.Row+sign*k*l.dr)
				if !q.OnBoard() {
					break
				}
				s := b.At(q)
				if s == c {
					continue
				}
				if s == rules.Empty && !contains(out, q) && fiveAlong(b, q, l, c) {
					out = append(out, q)
				}
				break
			}
		}
	}
	return out
}

// fiveAlong reports whether c at the empty point q makes a five along l.
func fiveAlong(b *rules.Board, q rules.Point, l line, c rules.Stone) bool {
	n := run(b, q, l, c)
	return n == 5 || n > 5 && c == rules.White
}

// nearSame reports whether some line through p holds at least need stones
// of colour c within four points of p: a cheap necessary condition for a
// five point (need 4) or a four move (need 3).
func nearSame(b *rules.Board, p rules.Point, c rules.Stone, need int) bool {
	for _, l := range lines {
		n := 0
		for _, sign := range [2]int{-1, 1} {
			for k := 1; k <= 4; k++ {
				q := rules.Pt(p.Col+sign*k*l.dc, p.Row+sign*k*l.dr)
				if q.OnBoard() && b.At(q) == c {
					n++
				}
			}
		}
		if n >= need {
			return true
		}
	}
	return false
}

// Four is a move that makes a four, and the five points it leaves.
type Four struct {
	Point      rules.Point
	FivePoints []rules.Point
}

// Fours lists the moves of colour c on b that make a four and are legal
// (for Black: not forbidden), with their five points, sorted by point.
// A move that makes a five is not listed: it wins outright.
func Fours(b *rules.Board, c rules.Stone) []Four {
	var fs []Four
	nb := *b
	for _, p := range fourCandidates(b, c, nil) {
		if makesFive(&nb, p, c) {
			continue
		}
		nb.Set(p, c)
		fp := fivePointsThrough(&nb, p, c, nil)
		nb.Set(p, rules.Empty)
		if len(fp) == 0 || c == rules.Black && rules.IsForbidden(b, p) {
			continue
		}
		sortPoints(fp)
		fs = append(fs, Four{Point: p, FivePoints: fp})
	}
	return fs
}

func contains(ps []rules.Point, p rules.Point) bool {
	for _, q := range ps {
		if q == p {
			return true
		}
	}
	return false
}

// sortPoints orders points by column, then row (insertion sort: the lists
// are a handful long).
func sortPoints(ps []rules.Point) {
	for i := 1; i < len(ps); i++ {
		for j := i; j > 0 && less(ps[j], ps[j-1]); j-- {
			ps[j], ps[j-1] = ps[j-1], ps[j]
		}
	}
}

func less(a, b rules.Point) bool {
	if a.Col != b.Col {
		return a.Col < b.Col
	}
	return a.Row < b.Row
}

// windows are the board's five-point windows (572 of them), made on first
// use: scanning them finds the candidates for fours with 5 reads a window
// where a scan of the points read 32 a point.
var windows = sync.OnceValue(func() [][5]rules.Point {
	var ws [][5]rules.Point
	for col := 0; col < rules.Size; col++ {
		for row := 0; row < rules.Size; row++ {
			for _, l := range lines {
				var w [5]rules.Point
				ok := true
				for k := range w {
					w[k] = rules.Pt(col+k*l.dc, row+k*l.dr)
					ok = ok && w[k].OnBoard()
				}
				if ok {
					ws = append(ws, w)
				}
			}
		}
	}
	return ws
})

// fourCandidates lists the empty points that lie in a window holding three
// stones of c and none of the other colour: the only points where c can
// make a four.
func fourCandidates(b *rules.Board, c rules.Stone, out []rules.Point) []rules.Point {
	return windowPoints(b, c, 3, out)
}

// windowPoints lists, in board order, the empty points of the windows
// that hold exactly n stones of c and none of the other colour.
func windowPoints(b *rules.Board, c rules.Stone, n int, out []rules.Point) []rules.Point {
	var mark [rules.Size][rules.Size]bool
	found := false
	for _, w := range windows() {
		k := 0
		for _, q := range w {
			switch b.At(q) {
			case c:
				k++
			case rules.Empty:
			default:
				k = -10
			}
		}
		if k != n {
			continue
		}
		for _, q := range w {
			if b.At(q) == rules.Empty {
				mark[q.Col][q.Row], found = true, true
			}
		}
	}
	out = out[:0]
	if !found {
		return out
	}
	for col := 0; col < rules.Size; col++ {
		for row := 0; row < rules.Size; row++ {
			if mark[col][row] {
				out = append(out, rules.Pt(col, row))
			}
		}
	}
	return out
}
