package commentary

import (
	"fmt"
	"slices"

	"renju/engine"
	"renju/review"
	"renju/rules"
)

// Note is what one move of a game did, as facts: its tags, and each
// point a sentence may name with what makes it that point. Every point
// is the judge's or the engine's (TestEveryPointNamedIsConfirmed checks
// them again).
type Note struct {
	// Move is the move's number in the game (from 1), Color who played
	// it, Point where.
	Move  int
	Color rules.Stone
	Point rules.Point
	// Tags are what the move did, in the order of Tags; never empty
	// (Quiet when nothing else).
	Tags []Tag

	// Row is the five's stones through Point (five), in line order: six
	// or more for White's overline (Overline).
	Row      []rules.Point
	Overline bool
	// Foul is Black's forbidden move's kind (foul); Forced: it was the
	// only block of White's four (White's one five point, Black having
	// none of its own).
	Foul   rules.Kind
	Forced bool

	// Fives are the mover's new five points (made-four): the five points
	// on the lines through Point, which the move made; Fours how many
	// fours that is (a straight four's two ends are one four). Straight:
	// one of them is a straight four.
	Fives    []rules.Point
	Fours    int
	Straight bool
	// ThreePoints are the straight-four points of the live threes the
	// move made through Point (made-three), Threes how many lines hold
	// one (for Black the judge's count).
	ThreePoints []rules.Point
	Threes      int

	// Took is the opponent's five point the move took (blocked-four);
	// FivesLeft the opponent's five points after the move (a straight
	// four blocked at one end keeps the other; missed-four: those it
	// did not take).
	Took      rules.Point
	FivesLeft []rules.Point
	// Stopped are the straight-four points the opponent's threes had
	// before the move and have no longer (blocked-three); ThreesLeft the
	// straight-four points of the opponent's threes the move left
	// (missed-three).
	Stopped    []rules.Point
	ThreesLeft []rules.Point
	// OwnFives are the mover's five points it did not play (missed-five).
	OwnFives []rules.Point

	// Avoided is Black's natural forbidden point and why it was natural
	// (review's Why: block-four, block-three, four) (foul-avoided).
	Avoided    rules.Foul
	AvoidedWhy string
	// TrapFoul is Black's one defence, forbidden, against White's new
	// four (trap).
	TrapFoul rules.Foul
}

// Has reports whether the note carries tag t.
func (n Note) Has(t Tag) bool { return Has(n.Tags, t) }

// Colour is who plays move n (from 1) of a game: Black first, then in
// turn (a position played on from, its stones laid as alternate moves
// from Black, keeps the count).
func Colour(n int) rules.Stone {
	if n%2 == 1 {
		return rules.Black
	}
	return rules.White
}

// Options bound the work.
type Options struct {
	// Yield, if set, is called before each move is looked at (the
	// worker's job lets the page's other jobs in).
	Yield func()
}

// Notes returns the notes of moves from to to (from 1, inclusive) of a
// game: its moves, Black first, in turn. Every point up to to must be on
// the board and free, and no move from from on may follow a five or a
// foul (the moves before from are only placed: a position played on
// from, its stones laid as moves, may hold shapes no game would). The
// error names the move.
func Notes(moves []rules.Point, from, to int, o Options) ([]Note, error) {
	if from < 1 || to > len(moves) || from > to {
		return nil, fmt.Errorf("moves %d to %d of a game of %d", from, to, len(moves))
	}
	var b rules.Board
	var out []Note
	for i, p := range moves[:to] {
		n := i + 1
		if !p.OnBoard() {
			return nil, fmt.Errorf("move %d: point %s is off the board", n, p)
		}
		if b.At(p) != rules.Empty {
			return nil, fmt.Errorf("move %d: %s is taken", n, p.Upper())
		}
		c := Colour(n)
		if n >= from {
			if o.Yield != nil {
				o.Yield()
			}
			out = append(out, analyse(&b, p, c, n))
		}
		if len(out) > 0 && n < to && (out[len(out)-1].Has(Five) || out[len(out)-1].Has(Foul)) {
			return nil, fmt.Errorf("move %d: the game ended at move %d", n+1, n)
		}
		b.Set(p, c)
	}
	return out, nil
}

// analyse is the note of colour c's move p on b (the board before it).
func analyse(before *rules.Board, p rules.Point, c rules.Stone, n int) Note {
	note := Note{Move: n, Color: c, Point: p}
	o := c.Opponent()
	after := *before
	after.Set(p, c)
	j, _ := rules.Judge(before, p, c)
	switch j.Verdict {
	case rules.Five:
		note.Tags = []Tag{Five}
		note.Row = fiveRun(&after, p, c)
		note.Overline = len(note.Row) > 5
		return note
	case rules.Forbidden:
		note.Tags = []Tag{Foul}
		note.Foul = j.Kind
		wf := engine.FivePoints(before, rules.White)
		note.Forced = len(engine.FivePoints(before, rules.Black)) == 0 && len(wf) == 1 && wf[0] == p
		return note
	}

	ownBefore := engine.FivePoints(before, c)
	oppBefore := engine.FivePoints(before, o)
	oppAfter := engine.FivePoints(&after, o)

	// The mover's fours and threes through p.
	fl := fivePointsThrough(&after, p, c)
	onFour := [4]bool{}
	for d, pts := range fl {
		// A five point the mover had before is not the move's.
		pts = slices.DeleteFunc(pts, func(q rules.Point) bool { return slices.Contains(ownBefore, q) })
		if len(pts) > 0 {
			onFour[d] = true
			note.Fives = union(note.Fives, pts)
			note.Fours += foursOnLine(pts)
			note.Straight = note.Straight || len(pts) == 2 && distance(pts[0], pts[1]) == 5
		}
	}
	var threeLines [4]bool
	for _, t := range threes(&after, c, engine.Fours(&after, c)) {
		if onFour[t.dir] || !slices.Contains(t.stones[:], p) {
			continue
		}
		threeLines[t.dir] = true
		note.ThreePoints = union(note.ThreePoints, t.points)
	}
	for _, l := range threeLines {
		if l {
			note.Threes++
		}
	}
	if c == rules.Black {
		// Black's live threes are the judge's to count (a three whose
		// straight-four points are all forbidden is a false three).
		if s, err := rules.NewJudger(before).Summarize(p); err == nil {
			note.Threes = s.Threes
			if s.Threes == 0 {
				note.ThreePoints = nil
			}
		}
	}

	// The opponent's threes before and after.
	oppThreesBefore := threes(before, o, engine.Fours(before, o))
	var oppThreesAfter []three
	if len(oppThreesBefore) > 0 {
		oppThreesAfter = threes(&after, o, engine.Fours(&after, o))
	}
	var left []rules.Point
	stopped := false
	for _, t := range oppThreesBefore {
		if a, ok := has(oppThreesAfter, t); ok {
			left = union(left, a.points)
		} else {
			stopped = true
			note.Stopped = union(note.Stopped, t.points)
		}
	}

	// The tags, in the list's order.
	tag := func(t Tag, ok bool) {
		if ok {
			note.Tags = append(note.Tags, t)
		}
	}
	tag(MadeFour, note.Fours > 0)
	tag(MadeThree, note.Threes > 0)
	took := slices.Contains(oppBefore, p)
	if took {
		note.Took = p
	}
	tag(BlockedFour, took)
	tag(BlockedThree, stopped)
	if len(ownBefore) > 0 {
		note.OwnFives = ownBefore
	}
	tag(MissedFive, len(ownBefore) > 0)
	if len(oppBefore) > 0 {
		note.FivesLeft = oppAfter
	}
	tag(MissedFour, len(oppBefore) > 0 && !took)
	missedThree := len(left) > 0 && note.Fours == 0
	if missedThree {
		note.ThreesLeft = left
	}
	tag(MissedThree, missedThree)
	tag(DoubleThreat, note.Fours+note.Threes >= 2)
	if c == rules.Black {
		if m, ok := review.AvoidedOn(before); ok {
			note.Avoided, note.AvoidedWhy = m.Foul, m.Why
			tag(FoulAvoided, true)
		}
	} else if wf := engine.FivePoints(&after, rules.White); len(wf) == 1 && slices.Contains(note.Fives, wf[0]) && len(engine.FivePoints(&after, rules.Black)) == 0 {
		// The four is the move's (its one five point is new), and Black
		// has no five to play first: the forbidden point is its only
		// defence.
		if j, err := rules.Judge(&after, wf[0], rules.Black); err == nil && j.Verdict == rules.Forbidden {
			note.TrapFoul = rules.Foul{Point: wf[0], Kind: j.Kind}
			tag(Trap, true)
		}
	}
	tag(Quiet, len(note.Tags) == 0)
	return note
}
