package engine

import "renju/rules"

// ThreeStops lists the legal moves of c that stop the opponent's live
// threes: after the move the opponent has no straight four to make (for
// Black, no legal one). It is empty when the opponent has no live three,
// and when no one move stops them all (two threes on different lines, or
// every stop forbidden for Black). The points are sorted (column, then
// row); each lies on a line through one of the opponent's straight-four
// points, within five points of it, as every stop does.
func ThreeStops(b *rules.Board, c rules.Stone) []rules.Point {
	opp := c.Opponent()
	moves := straightFourMoves(b, opp)
	if len(moves) == 0 {
		return nil
	}
	shapes := straightFourShapes(b, opp)
	nb := *b
	seen := map[rules.Point]bool{}
	var out []rules.Point
	for _, sf := range moves {
		for _, l := range lines {
			for k := -5; k <= 5; k++ {
				q := rules.Pt(sf.Col+k*l.dc, sf.Row+k*l.dr)
				if !q.OnBoard() || seen[q] || nb.At(q) != rules.Empty {
					continue
				}
				seen[q] = true
				if c == rules.Black && rules.IsForbidden(&nb, q) {
					continue
				}
				nb.Set(q, c)
				if stopsAll(&nb, q, opp, shapes) {
					out = append(out, q)
				}
				nb.Set(q, rules.Empty)
			}
		}
	}
	sortPoints(out)
	return out
}
