package lessons

import (
	"fmt"

	"renju/rules"
)

// "check unstoppable W1 W2 …" holds a page's claim that Black, to move,
// cannot answer all of White's threats at once (一子双禁, 一杀一禁, 一子多杀):
//
//  1. Black has no five and no four to play: no move that White would
//     have to answer first and that could change the threats on the way
//     (a legal Black four is reported, even one that would not help);
//  2. after every legal Black move, some Wi still wins for White: a five,
//     a four with two five points, a four whose only five point is
//     forbidden for Black, or a four-three (a four whose forced block
//     gives Black no four, after which White makes a straight four).
//
// A Black move on a forbidden point is no answer: Black loses at once.

// verifyUnstoppable checks an unstoppable claim on b (the page's board
// with the claim's With stones); "" if it holds.
func verifyUnstoppable(pg *Page, b *rules.Board, c *Claim) string {
	if f, ok := blackFivePoint(b); ok {
		return fmt.Sprintf("Black has a five to play at %s", pointName(pg, f))
	}
	for _, w := range c.Points {
		if b.At(w) != rules.Empty {
			return fmt.Sprintf("%s is occupied", pointName(pg, w))
		}
	}
	if p, ok := blackFourMove(b); ok {
		return fmt.Sprintf("Black can answer with a four of its own at %s", pointName(pg, p))
	}
	for i := 0; i < rules.Size*rules.Size; i++ {
		x := rules.Pt(i/rules.Size, i%rules.Size)
		if b.At(x) != rules.Empty || rules.IsForbidden(b, x) {
			continue
		}
		after := *b
		after.Set(x, rules.Black)
		won := false
		for _, w := range c.Points {
			if after.At(w) == rules.Empty && whiteThreatWins(&after, w) {
				won = true
				break
			}
		}
		if !won {
			return fmt.Sprintf("Black answers at %s, and then none of %s wins for White", pointName(pg, x), pointNames(pg, c.Points))
		}
	}
	return ""
}

// blackFourMove finds a legal Black move on b that makes a four (a point
// of a window holding three Black stones and no White one, judged), the
// first by column, then row.
func blackFourMove(b *rules.Board) (rules.Point, bool) {
	tt := tables()
	var set [rules.Size * rules.Size]bool
	for i := range tt.windows {
		w := &tt.windows[i]
		if white, black, _, _ := count(b, w); white > 0 || black < 3 {
			continue
		}
		for _, p := range w {
			if b.At(p) == rules.Empty {
				set[pointIndex(p)] = true
			}
		}
	}
	for _, p := range collect(&set) {
		t, err := rules.Explain(b, p, rules.Black)
		if err == nil && t.Verdict == "legal" && t.Fours > 0 {
			return p, true
		}
	}
	return rules.Point{}, false
}

// whiteThreatWins reports whether White at w (empty on b, White to play)
// wins: see the claim above.
func whiteThreatWins(b *rules.Board, w rules.Point) bool {
	st := trapReply(b, w, false)
	if st.Outcome.WhiteWins() {
		return true
	}
	if st.Outcome != TrapBlackBlocks {
		return false
	}
	// A four-three: Black blocks the four; the block must give Black no
	// four (else White has to answer it), and White then needs a move
	// with two five points, which Black cannot stop.
	after := *b
	after.Set(w, rules.White)
	after.Set(st.Black, rules.Black)
	if _, ok := blackFivePoint(&after); ok {
		return false
	}
	for _, y := range whiteFourMoves(&after) {
		next := after
		next.Set(y, rules.White)
		if whiteMadeFive(&next, y) || len(whiteFivePointsAll(&next)) >= 2 {
			return true
		}
	}
	return false
}

// pointNames lists points as the page names them ("C, D").
func pointNames(pg *Page, ps []rules.Point) string {
	s := ""
	for i, p := range ps {
		if i > 0 {
			s += ", "
		}
		s += pointName(pg, p)
	}
	return s
}
