package drills

import "renju/rules"

// lineCounts is, for every empty point p of b, the largest number of c's
// stones within four points of p on one line through p (0 for the points
// taken): a cheap necessary condition for what a stone at p can make (a
// three needs 2, a four 3, a five 4). The drill makers skip the points
// that cannot make what they look for before asking the judge, so their
// answers are the same, found sooner.
func lineCounts(b *rules.Board, c rules.Stone) *[rules.Size][rules.Size]int8 {
	by := lineCountsByLine(b, c)
	var out [rules.Size][rules.Size]int8
	for col := range rules.Size {
		for row := range rules.Size {
			out[col][row] = max(by[0][col][row], by[1][col][row], by[2][col][row], by[3][col][row])
		}
	}
	return &out
}

// lineCountsByLine is, for every empty point p of b and every line d
// through it (an index of lineSteps), the number of c's stones within four
// points of p on d (0 for the points taken). Each line of the board is
// read once, its windows counted from running sums (point by point, the
// nine points of four lines each were a sixth of a level-3 trap's time).
func lineCountsByLine(b *rules.Board, c rules.Stone) *[4][rules.Size][rules.Size]int8 {
	var is [rules.Size][rules.Size]int8 // 1 where c stands
	var empty [rules.Size][rules.Size]bool
	var out [4][rules.Size][rules.Size]int8
	for col := 0; col < rules.Size; col++ {
		for row := 0; row < rules.Size; row++ {
			switch b.At(rules.Pt(col, row)) {
			case c:
				is[col][row] = 1
			case rules.Empty:
				empty[col][row] = true
			}
		}
	}
	var pts [rules.Size]rules.Point
	var pre [rules.Size + 1]int8
	for di, d := range lineSteps {
		for _, start := range lineStarts[di] {
			n := 0
			for p := start; p.OnBoard(); p = rules.Pt(p.Col+d[0], p.Row+d[1]) {
				pts[n] = p
				pre[n+1] = pre[n] + is[p.Col][p.Row]
				n++
			}
			for i, p := range pts[:n] {
				if empty[p.Col][p.Row] {
					// p itself is empty: not counted.
					out[di][p.Col][p.Row] = pre[min(n, i+5)] - pre[max(0, i-4)]
				}
			}
		}
	}
	return &out
}

// lineStarts are the first points of the board's lines in each direction
// of lineSteps: those whose point one step back is off the board.
var lineStarts = func() (out [4][]rules.Point) {
	for di, d := range lineSteps {
		for col := 0; col < rules.Size; col++ {
			for row := 0; row < rules.Size; row++ {
				if !rules.Pt(col-d[0], row-d[1]).OnBoard() {
					out[di] = append(out[di], rules.Pt(col, row))
				}
			}
		}
	}
	return out
}()

// nearPoints lists, column by column as emptyPoints does, the empty points
// whose count in near (lineCounts) is at least k.
func nearPoints(near *[rules.Size][rules.Size]int8, k int8) []rules.Point {
	var out []rules.Point
	for col := 0; col < rules.Size; col++ {
		for row := 0; row < rules.Size; row++ {
			if near[col][row] >= k {
				out = append(out, rules.Pt(col, row))
			}
		}
	}
	return out
}
