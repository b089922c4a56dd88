// Package playout turns what a stone means into beats for the board to
// play out (boardview.Beat): the stone, then each line that gives it
// meaning as the judge's trace finds it (the five, a four, the threes and
// fours that make a point forbidden), then a forbidden point's mark. The
// drills, Foul Storm and the lessons' tasks play a right answer out with
// it. It is plain Go.
package playout

import (
	"renju/boardview"
	"renju/rules"
)

// shown are the line shapes that give a stone meaning.
var shown = map[string]bool{"five": true, "overline": true, "straight-four": true, "four": true, "double-four": true, "three": true}

// Stone is the beats of a stone of colour c at p on b: the stone placed
// (it goes at the end), each line of meaning (a band along it, its stones
// ringed; they stay), and for a forbidden point its mark. A point that is
// taken, or off the board, has none.
func Stone(b *rules.Board, p rules.Point, c rules.Stone) []boardview.Beat {
	if !p.OnBoard() || b.At(p) != rules.Empty {
		return nil
	}
	beats := []boardview.Beat{{Notes: []boardview.Note{boardview.GhostAt(p, c, 0.85)}}}
	if c == rules.White {
		if line := whiteFive(b, p); len(line) > 0 {
			beats = append(beats, lineBeat(line))
		}
		return beats
	}
	tr, err := rules.Explain(b, p, rules.Black)
	if err != nil {
		return beats
	}
	for _, l := range tr.Lines {
		if !shown[l.Shape] {
			continue
		}
		var line []rules.Point
		for _, s := range l.Stones {
			if q, err := rules.ParsePoint(s); err == nil {
				line = append(line, q)
			}
		}
		if len(line) > 1 {
			beats = append(beats, lineBeat(line))
		}
	}
	if k, ok := rules.ParseKind(tr.Kind); ok && k != rules.NoKind && tr.Verdict == "forbidden" {
		beats = append(beats, boardview.Beat{Notes: []boardview.Note{boardview.FoulAt(p, k)}})
	}
	return beats
}

// lineBeat is a line of meaning: a band from its first stone to its last,
// each stone ringed.
func lineBeat(line []rules.Point) boardview.Beat {
	bt := boardview.Beat{Stays: true, Notes: []boardview.Note{boardview.BandAlong(line[0], line[len(line)-1])}}
	for _, q := range line {
		bt.Notes = append(bt.Notes, boardview.RingAt(q, boardview.InkLine, 0.9))
	}
	return bt
}

// whiteFive is the run of five or more White stones a White stone at p
// makes, in line order (none: no five).
func whiteFive(b *rules.Board, p rules.Point) []rules.Point {
	for _, d := range [][2]int{{1, 0}, {0, 1}, {1, 1}, {1, -1}} {
		from, to := p, p
		for q := (rules.Point{Col: from.Col - d[0], Row: from.Row - d[1]}); q.OnBoard() && b.At(q) == rules.White; q = (rules.Point{Col: q.Col - d[0], Row: q.Row - d[1]}) {
			from = q
		}
		for q := (rules.Point{Col: to.Col + d[0], Row: to.Row + d[1]}); q.OnBoard() && b.At(q) == rules.White; q = (rules.Point{Col: q.Col + d[0], Row: q.Row + d[1]}) {
			to = q
		}
		n := max(abs(to.Col-from.Col), abs(to.Row-from.Row)) + 1
		if n >= 5 {
			var out []rules.Point
			for i := 0; i < n; i++ {
				out = append(out, rules.Point{Col: from.Col + i*d[0], Row: from.Row + i*d[1]})
			}
			return out
		}
	}
	return nil
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
