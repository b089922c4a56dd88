// Package drilltest measures how much generated positions look like
// games, for the tests of the packages that make them (drills, practice):
// the corner point A1 (the zero rules.Point), stones on the edge line and
// in the 3×3 corners, and the spread of the stones.
package drilltest

import (
	"fmt"
	"slices"
	"testing"

	"renju/rules"
)

// Realism is measured over many positions: how often the corner point A1
// (the zero rules.Point, which the old generator played in every game) is
// taken, how many stones stand on the edge line and in the 3×3 corners,
// and how spread out the stones are. A position a learner practises on
// should look like a game: compact around the centre, fighting, no heaps
// on the edge.
type Realism struct {
	Positions, WithA1, WithCorner int
	Stones, Edge, Corner          int
	Spans                         []int // the larger side of each bounding box
}

// Add counts one position.
func (r *Realism) Add(b *rules.Board) {
	r.Positions++
	a1, corner := false, false
	minC, minR, maxC, maxR := rules.Size, rules.Size, -1, -1
	for col := 0; col < rules.Size; col++ {
		for row := 0; row < rules.Size; row++ {
			if b.At(rules.Pt(col, row)) == rules.Empty {
				continue
			}
			r.Stones++
			if col == 0 && row == 0 {
				a1 = true
			}
			if col == 0 || row == 0 || col == rules.Size-1 || row == rules.Size-1 {
				r.Edge++
			}
			if (col < 3 || col >= rules.Size-3) && (row < 3 || row >= rules.Size-3) {
				r.Corner++
				corner = true
			}
			minC, maxC = min(minC, col), max(maxC, col)
			minR, maxR = min(minR, row), max(maxR, row)
		}
	}
	if a1 {
		r.WithA1++
	}
	if corner {
		r.WithCorner++
	}
	if maxC >= 0 {
		r.Spans = append(r.Spans, max(maxC-minC, maxR-minR)+1)
	}
}

func Pct(n, of int) float64 {
	if of == 0 {
		return 0
	}
	return 100 * float64(n) / float64(of)
}

func (r *Realism) String() string {
	s := slices.Clone(r.Spans)
	slices.Sort(s)
	med := 0
	if len(s) > 0 {
		med = s[len(s)/2]
	}
	return fmt.Sprintf("%d positions: A1 in %.1f%%, edge-line stones %.1f%%, corner stones %.1f%% (positions with one %.1f%%), median span %d",
		r.Positions, Pct(r.WithA1, r.Positions), Pct(r.Edge, r.Stones), Pct(r.Corner, r.Stones), Pct(r.WithCorner, r.Positions), med)
}

// Check fails t unless the positions look like games: A1 in at most 1% of
// them, at most 3% of the stones on the edge line and at most 3% in the
// corners.
func (r *Realism) Check(t *testing.T, what string) {
	t.Helper()
	t.Logf("%s: %v", what, r)
	if Pct(r.WithA1, r.Positions) > 1 {
		t.Errorf("%s: a stone on A1 in %.1f%% of positions (at most 1%%)", what, Pct(r.WithA1, r.Positions))
	}
	if Pct(r.Edge, r.Stones) > 3 {
		t.Errorf("%s: %.1f%% of stones on the edge line (at most 3%%)", what, Pct(r.Edge, r.Stones))
	}
	if Pct(r.Corner, r.Stones) > 3 {
		t.Errorf("%s: %.1f%% of stones in the 3×3 corners (at most 3%%)", what, Pct(r.Corner, r.Stones))
	}
}
