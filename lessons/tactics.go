package lessons

import (
	"fmt"

	"renju/rules"
)

// Two tasks about White's threats, answered by the judge and the
// white-trap search (trap.go):
//
// defend-trap (Black's defence, 黑棋的防守): Black to play, and White
// threatens to force a foul: with White to play, a line of fours would
// end on a forbidden point (追下取胜). The learner plays one Black stone
// after which White cannot: a block, a stone that lifts the foul (解禁),
// a stone that makes the straight-four point forbidden (以禁破禁). A four
// of Black's counts when the trap is gone once White has blocked it; a
// five, or a four White cannot block, wins.
//
// multi-kill (一子多杀): White to play, and White wins with one stone that
// leaves two or more threats Black cannot answer with one move. A threat
// is a White move that wins at once: a five, a four with two five points,
// or a four whose only five point is forbidden for Black. The position
// must hold no White win in one such move already. Black may answer with
// fours of its own, which White must block, before answering the
// threats: a White four wins whatever fours Black makes, so every threat
// is decisive once it is Black's move without a four to play.

// defendMaxFours bounds the Black fours (each blocked by White) a defence
// may make before the trap is looked for again.
const defendMaxFours = 4

// trapThreat is White's line of fours to a foul if White were to play on
// b, or nil.
func trapThreat(b *rules.Board) []rules.Point { return trapLine(b, TrapMaxMoves) }

// blackFivePoints lists every point where Black makes exactly five: the
// empty point of a window of four black stones and no white one, whose
// run would be five.
func blackFivePoints(b *rules.Board) []rules.Point {
	tt := tables()
	var set [rules.Size * rules.Size]bool
	for i := range tt.windows {
		w := &tt.windows[i]
		if white, black, empty, last := count(b, w); black == 4 && white == 0 && empty == 1 {
			if blackRun(b, last, [2]int{w[1].Col - w[0].Col, w[1].Row - w[0].Row}) == 5 {
				set[pointIndex(last)] = true
			}
		}
	}
	return collect(&set)
}

// DefendPosition checks that b is a defend-trap position (Task.Solution
// says the same, after judging every move).
func DefendPosition(b *rules.Board) error { return defendPosition(b) }

// MultiKillPosition checks that b is a multi-kill position (Task.Solution
// says the same, after judging every move).
func MultiKillPosition(b *rules.Board) error { return multiKillPosition(b) }

// defendPosition checks that b is a defend-trap position: Black to play,
// no five for either side to play, White threatening a foul trap and
// nothing else that wins at once.
func defendPosition(b *rules.Board) error {
	if b.Count(rules.Black) != b.Count(rules.White) {
		return fmt.Errorf("Black must be to play (as many black stones as white)")
	}
	if fs := blackFivePoints(b); len(fs) > 0 {
		return fmt.Errorf("Black has a five to play at %s", fs[0].Upper())
	}
	if fs := whiteFivePointsAll(b); len(fs) > 0 {
		return fmt.Errorf("White has a four: Black must block it at %s", fs[0].Upper())
	}
	for _, st := range trapMoves(b, true) {
		if st.Outcome == TrapUnstoppable {
			return fmt.Errorf("White at %s would win without a foul (five points %s)", st.White.Upper(), pointList(st.FivePoints))
		}
	}
	if trapThreat(b) == nil {
		return fmt.Errorf("White threatens no line of fours that forces a foul")
	}
	return nil
}

// DefendOutcome is what a Black move does in a defend-trap task.
type DefendOutcome int

const (
	// DefendOccupied: the point is taken or off the board.
	DefendOccupied DefendOutcome = iota
	// DefendForbidden: the move is itself a foul.
	DefendForbidden
	// DefendWins: the move makes five, or a four White cannot block.
	DefendWins
	// DefendSafe: White can no longer force a foul.
	DefendSafe
	// DefendTrapped: White still forces a foul (Line).
	DefendTrapped
)

// Defence is what a Black move does against White's trap: the outcome,
// and for DefendTrapped White's line to the foul from the position after
// the move (Black's blocks of its own fours included, in Board).
type Defence struct {
	Outcome DefendOutcome
	// Board is the position the outcome is judged on: after the move, and
	// after White's block of each four the move chain made.
	Board rules.Board
	// Line is White's winning line on Board: W1 B1 … Wn, where Black's
	// only defence to Wn is forbidden (DefendTrapped).
	Line []rules.Point
}

// Defend plays Black at p on b (Black to play in a defend-trap position)
// and says whether it stops White's trap. b is not changed.
func Defend(b *rules.Board, p rules.Point) Defence {
	if !p.OnBoard() || b.At(p) != rules.Empty {
		return Defence{Outcome: DefendOccupied, Board: *b}
	}
	j, _ := rules.Judge(b, p, rules.Black)
	switch j.Verdict {
	case rules.Forbidden:
		return Defence{Outcome: DefendForbidden, Board: *b}
	case rules.Five:
		return Defence{Outcome: DefendWins, Board: *b}
	}
	nb := *b
	nb.Set(p, rules.Black)
	// Black's own four: White must block it; then the trap is looked for
	// again, White to play as if Black had not moved (Black kept sente,
	// but the defence must hold after the block too).
	last := p
	for i := 0; i < defendMaxFours; i++ {
		fs := blackFivesAround(&nb, last)
		if len(fs) >= 2 {
			return Defence{Outcome: DefendWins, Board: nb}
		}
		if len(fs) == 0 {
			break
		}
		nb.Set(fs[0], rules.White)
		ws := whiteFivePointsAll(&nb)
		if len(ws) >= 2 {
			return Defence{Outcome: DefendTrapped, Board: nb}
		}
		if len(ws) == 0 {
			break
		}
		// White's block made a four: Black must block it in turn.
		if rules.IsForbidden(&nb, ws[0]) {
			return Defence{Outcome: DefendTrapped, Board: nb}
		}
		nb.Set(ws[0], rules.Black)
		last = ws[0]
	}
	if line := trapThreat(&nb); line != nil {
		return Defence{Outcome: DefendTrapped, Board: nb, Line: line}
	}
	return Defence{Outcome: DefendSafe, Board: nb}
}

// defendSolution lists every Black move that stops the trap.
func defendSolution(b *rules.Board) (Answer, error) {
	if err := defendPosition(b); err != nil {
		return Answer{}, err
	}
	var ps []rules.Point
	for _, p := range emptyPoints(b) {
		if d := Defend(b, p); d.Outcome == DefendSafe || d.Outcome == DefendWins {
			ps = append(ps, p)
		}
	}
	if len(ps) == 0 {
		return Answer{}, fmt.Errorf("no Black move stops White's trap")
	}
	return Answer{Points: ps}, nil
}

func emptyPoints(b *rules.Board) []rules.Point {
	var ps []rules.Point
	for col := 0; col < rules.Size; col++ {
		for row := 0; row < rules.Size; row++ {
			if p := rules.Pt(col, row); b.At(p) == rules.Empty {
				ps = append(ps, p)
			}
		}
	}
	return ps
}

// threats are White's winning moves on b (White to play): a five, a four
// with two five points, a four whose only five point is forbidden.
func threats(b *rules.Board) []TrapStep {
	var out []TrapStep
	for _, st := range trapMoves(b, true) {
		if st.Outcome.WhiteWins() {
			out = append(out, st)
		}
	}
	return out
}

// blackFivesAround lists the points where Black makes exactly five in a
// window through p (the fours a stone at p may have made).
func blackFivesAround(b *rules.Board, p rules.Point) []rules.Point {
	tt := tables()
	var ps []rules.Point
	for _, i := range tt.windowsAt[pointIndex(p)] {
		w := &tt.windows[i]
		if white, black, empty, last := count(b, w); black == 4 && white == 0 && empty == 1 && !containsPoint(ps, last) {
			if blackRun(b, last, [2]int{w[1].Col - w[0].Col, w[1].Row - w[0].Row}) == 5 {
				ps = append(ps, last)
			}
		}
	}
	return ps
}

// multiKillPosition checks that b is a multi-kill position: White to
// play, neither side with a five to play, no White move that wins at
// once.
func multiKillPosition(b *rules.Board) error {
	if b.Count(rules.Black) != b.Count(rules.White)+1 {
		return fmt.Errorf("White must be to play (one black stone more than white)")
	}
	if fs := whiteFivePointsAll(b); len(fs) > 0 {
		return fmt.Errorf("White has a five to play at %s", fs[0].Upper())
	}
	if fs := blackFivePoints(b); len(fs) > 0 {
		return fmt.Errorf("Black has a four: White must block it at %s", fs[0].Upper())
	}
	if ts := threats(b); len(ts) > 0 {
		return fmt.Errorf("White at %s already wins in one move", ts[0].White.Upper())
	}
	return nil
}

// multiKillFours bounds the fours Black may play in a row, each blocked
// by White, looking for a move that answers every threat.
const multiKillFours = 3

// MultiKill plays White at w on b (a multi-kill position) and reports
// whether White then wins whatever Black does: Black cannot stop every
// threat (see threats) with one move, even after fours of its own that
// White blocks. If White does not win so but w makes a threat, reply is
// a Black move that answers (found true; the first move of a defence
// that starts with fours).
func MultiKill(b *rules.Board, w rules.Point) (win bool, reply rules.Point, found bool) {
	if !w.OnBoard() || b.At(w) != rules.Empty {
		return false, rules.Point{}, false
	}
	nb := *b
	nb.Set(w, rules.White)
	ts := threats(&nb)
	if len(ts) == 0 {
		return false, rules.Point{}, false
	}
	if q, ok := blackAnswers(&nb, ts, multiKillFours); ok {
		return false, q, true
	}
	return true, rules.Point{}, true
}

// blackAnswers looks for a Black move on b (Black to play; ts are White's
// threats there) after which White has no winning move: a five, a move
// that leaves White no threat, or a four (up to fours more in a row) that
// White must block and after which Black answers in turn.
func blackAnswers(b *rules.Board, ts []TrapStep, fours int) (rules.Point, bool) {
	if fs := blackFivePoints(b); len(fs) > 0 {
		return fs[0], true
	}
	var replies []rules.Point
	if ws := whiteFivePointsAll(b); len(ws) >= 2 {
		return rules.Point{}, false
	} else if len(ws) == 1 {
		replies = ws // White has a four: block it
	} else {
		// The threats' points first: they answer most often.
		for _, st := range ts {
			for _, q := range append([]rules.Point{st.White}, st.FivePoints...) {
				if b.At(q) == rules.Empty && !containsPoint(replies, q) {
					replies = append(replies, q)
				}
			}
		}
		for _, q := range emptyPoints(b) {
			if !containsPoint(replies, q) {
				replies = append(replies, q)
			}
		}
	}
	for _, q := range replies {
		after := *b
		after.Set(q, rules.Black)
		answers := false
		switch fs := blackFivesAround(&after, q); {
		case len(fs) >= 2:
			answers = true // a four White cannot block
		case len(fs) == 1:
			if fours == 0 {
				// Too long a line of fours to follow: count it as an
				// answer, so that no move is called a win it may not be.
				answers = true
				break
			}
			after.Set(fs[0], rules.White) // White must block
			if ws := whiteFivePointsAll(&after); len(ws) >= 2 {
				continue
			}
			_, answers = blackAnswers(&after, threats(&after), fours-1)
		default:
			answers = !anyThreat(&after)
		}
		// Judged last: most moves answer nothing.
		if answers && !rules.IsForbidden(b, q) {
			return q, true
		}
	}
	return rules.Point{}, false
}

// multiKillSolution lists every White move that wins so.
func multiKillSolution(b *rules.Board) (Answer, error) {
	if err := multiKillPosition(b); err != nil {
		return Answer{}, err
	}
	var ps []rules.Point
	for _, w := range emptyPoints(b) {
		if win, _, _ := MultiKill(b, w); win {
			ps = append(ps, w)
		}
	}
	if len(ps) == 0 {
		return Answer{}, fmt.Errorf("no White stone leaves two threats Black cannot both answer")
	}
	return Answer{Points: ps}, nil
}

// fifthPairSolution is "different" when Black may offer t.Point and
// t.Pair as the two fifth moves (五手两打): no symmetry of the stones maps
// one to the other (the edge ignored, as the opening rules say); "same"
// when one does.
func (t *Task) fifthPairSolution(b *rules.Board) (Answer, error) {
	switch {
	case b.At(t.Point) != rules.Empty || b.At(t.Pair) != rules.Empty:
		return Answer{}, fmt.Errorf("the two fifth moves must be empty points")
	case t.Point == t.Pair:
		return Answer{}, fmt.Errorf("the two fifth moves are the same point")
	case b.Count(rules.Black) != 2 || b.Count(rules.White) != 2:
		return Answer{}, fmt.Errorf("the board must hold the first four moves only (two black and two white stones)")
	}
	if symmetric(b, t.Point, t.Pair) {
		return Answer{Choice: "same"}, nil
	}
	return Answer{Choice: "different"}, nil
}

// Threats counts White's winning moves after White plays w on b (see
// threats): two or more make a double threat at once.
func Threats(b *rules.Board, w rules.Point) int {
	if !w.OnBoard() || b.At(w) != rules.Empty {
		return 0
	}
	nb := *b
	nb.Set(w, rules.White)
	return len(threats(&nb))
}
