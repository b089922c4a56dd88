package review

import (
	"fmt"
	"slices"

	"renju/engine"
	"renju/review/moment"
	"renju/rules"
)

// The moments and their kinds are package moment's (data the tutor
// shows without linking the search): named here too, so that a caller of
// Scan need not import both.

// Kind is the kind of a moment (moment.Kind: see there for each).
type Kind = moment.Kind

// The kinds of moments.
const (
	FoulPlayed = moment.FoulPlayed
	TrapCaught = moment.TrapCaught
	TrapSet    = moment.TrapSet
	TrapMissed = moment.TrapMissed
	Avoided    = moment.Avoided
	FalseThree = moment.FalseThree
)

// Reasons an Avoided point was natural (Moment.Why).
const (
	WhyBlockFour  = moment.WhyBlockFour
	WhyBlockThree = moment.WhyBlockThree
	WhyFour       = moment.WhyFour
)

// Moment is one foul moment of a game (moment.Moment).
type Moment = moment.Moment

// Options bound a scan.
type Options struct {
	// MaxNodes is the node budget of each engine search (0 or less:
	// DefaultMaxNodes).
	MaxNodes int
	// Yield, if set, is passed to the engine (which calls it every few
	// positions) and is also called once before each move is examined, so
	// that a caller on one thread (the browser) can slice the work.
	Yield func()
}

// DefaultMaxNodes is the node budget of one search when Options.MaxNodes
// is not set.
const DefaultMaxNodes = 20_000

// Scan returns the moments of a game in move order (within one move:
// Avoided before FalseThree; White's moves have at most one). moves must be
// a legal game from the empty board, Black first, except that Black's last
// move may be a foul: a game ends at a foul or a five, so a move after one
// is an error, as is a point off the board or already played. The error
// names the move number. moves is not changed.
//
// Each engine search is bounded by o.MaxNodes. Per White move Scan looks
// for White's foul trap before the move (foulVCF: one VCF search, eight
// when the first ends in a five), then, for TrapSet, after the move
// (likewise), or, for TrapMissed, after Black's block of White's four
// (one search). Black's moves cost no search: the judge's forbidden map
// and traces.
func Scan(moves []rules.Point, o Options) ([]Moment, error) {
	if err := validate(moves); err != nil {
		return nil, err
	}
	s := scanner{moves: moves, eo: engine.Options{MaxNodes: o.MaxNodes, Yield: o.Yield}, yield: o.Yield}
	if s.eo.MaxNodes <= 0 {
		s.eo.MaxNodes = DefaultMaxNodes
	}
	var b rules.Board
	for i, p := range moves {
		if s.yield != nil {
			s.yield()
		}
		c := colour(i)
		if c == rules.Black {
			s.black(&b, i)
		} else {
			s.white(&b, i)
		}
		b.Set(p, c)
	}
	return s.out, nil
}

// validate reports the first move of moves that a game from the empty
// board cannot have: a point off the board or already played, or any move
// after a five or a foul (Black's forbidden move ends the game).
func validate(moves []rules.Point) error {
	var b rules.Board
	var first [rules.Size][rules.Size]int
	end, endAt := "", 0
	for i, p := range moves {
		n := i + 1
		if end != "" {
			return fmt.Errorf("move %d: the game ended at move %d (%s)", n, endAt, end)
		}
		if !p.OnBoard() {
			return fmt.Errorf("move %d: point %s is off the board", n, p)
		}
		if k := first[p.Col][p.Row]; k != 0 {
			return fmt.Errorf("move %d: %s was already played at move %d", n, p, k)
		}
		first[p.Col][p.Row] = n
		c := colour(i)
		j, err := rules.Judge(&b, p, c)
		if err != nil {
			return fmt.Errorf("move %d: %w", n, err)
		}
		switch j.Verdict {
		case rules.Five:
			end, endAt = c.String()+" made five", n
		case rules.Forbidden:
			end, endAt = "black played a forbidden point, "+j.Kind.String(), n
		}
		b.Set(p, c)
	}
	return nil
}

// colour is who plays the move with 0-based index i.
func colour(i int) rules.Stone {
	if i%2 == 0 {
		return rules.Black
	}
	return rules.White
}

type scanner struct {
	moves []rules.Point
	eo    engine.Options
	yield func()
	out   []Moment
}

func (s *scanner) add(m Moment) { s.out = append(s.out, m) }

// black examines Black's move i on b (the board before it).
func (s *scanner) black(b *rules.Board, i int) {
	p := s.moves[i]
	n := i + 1
	j, err := rules.Judge(b, p, rules.Black)
	if err != nil || j.Verdict == rules.Five {
		return
	}
	whiteFives := engine.FivePoints(b, rules.White)
	blackFives := engine.FivePoints(b, rules.Black)
	if j.Verdict == rules.Forbidden {
		s.add(Moment{
			Move: n, Kind: FoulPlayed, Color: rules.Black, Point: p,
			Foul:   rules.Foul{Point: p, Kind: j.Kind},
			Forced: len(blackFives) == 0 && len(whiteFives) == 1 && whiteFives[0] == p,
		})
		return
	}
	if len(blackFives) == 0 {
		if m, ok := avoided(b, whiteFives); ok {
			m.Move, m.Color = n, rules.Black
			s.add(m)
		}
	}
	if i+1 < len(s.moves) {
		if key := falseThrees(b, p, s.moves[i+1]); len(key) > 0 {
			s.add(Moment{Move: n, Kind: FalseThree, Color: rules.Black, Point: p, Key: key})
		}
	}
}

// AvoidedOn is what Scan reports as Avoided for a Black move on b
// (Black to move): the forbidden points that were Black's natural moves
// (a block of White's four, a defence of White's three, a four of
// Black's), the first in Point and the others in Others, when Black has
// no five point of its own. ok is false when there is none. Move and
// Color are left for the caller: the commentary of a game's moves
// (package commentary) names one move at a time.
func AvoidedOn(b *rules.Board) (m Moment, ok bool) {
	if len(engine.FivePoints(b, rules.Black)) > 0 {
		return Moment{}, false
	}
	return avoided(b, engine.FivePoints(b, rules.White))
}

// avoided finds the forbidden points that were Black's natural moves on b
// (Black to move, with no five point), as documented on Avoided. The
// caller fills in Move and Color; Black's move is legal, so it is none of
// them.
func avoided(b *rules.Board, whiteFives []rules.Point) (Moment, bool) {
	fouls := rules.ForbiddenMap(b) // sorted by point
	if len(fouls) == 0 {
		return Moment{}, false
	}
	type cand struct {
		foul rules.Foul
		rank int
		why  string
	}
	var cands []cand
	if len(whiteFives) > 0 {
		for _, f := range fouls {
			if slices.Contains(whiteFives, f.Point) {
				cands = append(cands, cand{f, 0, WhyBlockFour})
			}
		}
	} else {
		var defence map[rules.Point]bool
		for _, f := range fouls {
			if defence == nil {
				defence = whiteThreeDefences(b)
			}
			switch {
			case defence[f.Point]:
				cands = append(cands, cand{f, 1, WhyBlockThree})
			case makesFour(b, f.Point):
				cands = append(cands, cand{f, 2, WhyFour})
			}
		}
	}
	if len(cands) == 0 {
		return Moment{}, false
	}
	slices.SortStableFunc(cands, func(x, y cand) int { return x.rank - y.rank })
	m := Moment{Kind: Avoided, Point: cands[0].foul.Point, Foul: cands[0].foul, Why: cands[0].why}
	for _, c := range cands[1:] {
		m.Others = append(m.Others, c.foul.Point)
	}
	return m, true
}

// makesFour reports whether a black stone at the empty point p of b would
// make at least one four, by the judge's trace.
func makesFour(b *rules.Board, p rules.Point) bool {
	t, err := rules.Explain(b, p, rules.Black)
	return err == nil && t.Fours > 0
}

// whiteThreeDefences returns the defence points of White's threes on b.
//
// A White three is met through its straight-four points: the empty points
// s where a White stone makes a four with two five points on one line
// through s (.OOOO., or two fours in one line, which wins the same way);
// they are found from engine.Fours (White's four moves with their five
// points). The defence points of the three are each such s and those two
// five points (the ends of the straight four s would make): a Black stone
// on any of them leaves White no straight four through s. For .OOO. with
// room on both sides this is the usual four points (the two next to the
// three and the two beyond them); for a split three .OO.O. the three
// points gap and ends.
func whiteThreeDefences(b *rules.Board) map[rules.Point]bool {
	out := map[rules.Point]bool{}
	for _, f := range engine.Fours(b, rules.White) {
		var byLine [4][]rules.Point
		for _, q := range f.FivePoints {
			if d, ok := rules.LineBetween(f.Point, q); ok {
				byLine[d] = append(byLine[d], q)
			}
		}
		for _, qs := range byLine {
			if len(qs) < 2 {
				continue
			}
			out[f.Point] = true
			for _, q := range qs {
				out[q] = true
			}
		}
	}
	return out
}

// falseThrees returns the Key of a FalseThree moment for Black's legal move
// p on b (the board before it), answered by White's reply: empty when
// there is none.
//
// A three-shape is a line through p that the judge's trace (rules.Explain)
// reads as three-like: three black stones, p among them, in a window where
// one more black stone q would make four in a row whose two ends are
// empty and would each make exactly five — a straight four, .XXXX. (the
// trace's candidates with status "counts", "forbidden" or "five"; those
// "blocked", "overline" or "occupied" would make no straight four). It is
// a false three of the kind reported here when it has at least one such
// straight-four point q and every one of them is forbidden for Black (with
// p placed: status "forbidden"), so the line's shape is "false-three". A
// three-shape spoiled instead by a straight-four point that would also
// make a five is not reported.
//
// Its defence points are the straight-four points and the two ends of
// each straight four they would make (the trace's Ends), as for a real
// three; the moment is reported for the shapes White's reply is not on,
// and Key lists their straight-four points, sorted.
func falseThrees(b *rules.Board, p, reply rules.Point) []rules.Point {
	t, err := rules.Explain(b, p, rules.Black)
	if err != nil || t.Verdict != "legal" {
		return nil
	}
	var key []rules.Point
	for _, l := range t.Lines {
		if l.Shape != rules.ShapeFalseThree {
			continue
		}
		var sf []rules.Point
		defended, allForbidden := false, true
		for _, c := range l.Candidates {
			switch c.Status {
			case rules.StatusForbidden:
				q, err := rules.ParsePoint(c.Point)
				if err != nil {
					return nil
				}
				sf = append(sf, q)
				if q == reply {
					defended = true
				}
				for _, e := range c.Ends {
					if e == reply.String() {
						defended = true
					}
				}
			case rules.StatusCounts, rules.StatusFive, rules.StatusUnchecked:
				allForbidden = false
			}
		}
		if len(sf) > 0 && allForbidden && !defended {
			key = append(key, sf...)
		}
	}
	slices.SortFunc(key, comparePoints)
	return key
}

// comparePoints orders points as the rules package prints them: by
// column, then row.
func comparePoints(p, q rules.Point) int {
	if p.Col != q.Col {
		return p.Col - q.Col
	}
	return p.Row - q.Row
}

// white examines White's move i on b (the board before it).
func (s *scanner) white(b *rules.Board, i int) {
	m := s.moves[i]
	n := i + 1
	if j, err := rules.Judge(b, m, rules.White); err != nil || j.Verdict == rules.Five {
		return
	}
	after := *b
	after.Set(m, rules.White)
	blackFives := engine.FivePoints(&after, rules.Black)
	whiteFives := engine.FivePoints(&after, rules.White)
	// m is a four when it gives White a new five point: a White stone
	// never takes one away (a White overline is a five), and a new one is
	// on a line through m.
	before := engine.FivePoints(b, rules.White)
	four := false
	for _, q := range whiteFives {
		if !slices.Contains(before, q) {
			four = true
		}
	}

	// TrapCaught.
	if four && len(blackFives) == 0 && len(whiteFives) == 1 {
		if j, err := rules.Judge(&after, whiteFives[0], rules.Black); err == nil && j.Verdict == rules.Forbidden {
			s.add(Moment{Move: n, Kind: TrapCaught, Color: rules.White, Point: m, Foul: rules.Foul{Point: whiteFives[0], Kind: j.Kind}})
			return
		}
	}

	// White's foul-ending VCF before the move, if any; had is the engine's
	// VCF from there (not searched when a one-four catch settles it).
	trap, hadTrap, had, ok := s.foulVCF(b)
	if !ok {
		return
	}

	// TrapMissed.
	if hadTrap {
		if s.missed(&after, four, blackFives, whiteFives) {
			s.add(Moment{
				Move: n, Kind: TrapMissed, Color: rules.White, Point: m,
				Foul: trap.Foul, Line: points(trap.Moves), LineFrom: i,
			})
		}
		return
	}

	// TrapSet.
	if !had.Win && had.Complete && !four && len(blackFives) == 0 && len(whiteFives) == 0 {
		if l, found, _, ok := s.foulVCF(&after); ok && found {
			s.add(Moment{
				Move: n, Kind: TrapSet, Color: rules.White, Point: m,
				Foul: l.Foul, Line: points(l.Moves), LineFrom: n,
			})
		}
	}
}

// foulVCF looks for a VCF of White's on b (White to move) that ends in a
// foul: trap and found. first is the engine's VCF on b as it stands (the
// one-four catch when there is one); ok is false if the engine failed.
//
// The engine returns one shortest VCF (fewest fours), and which one, when
// several are as short, follows the order in which it tries points: on
// the board turned by a symmetry it may end in a five where on the board
// as played it ends in a foul, or the other way. So that the answer does
// not depend on how the board is turned, every one-four catch is looked
// for first (oneFourCatch), and when the engine's line ends in a five the
// board is searched again in each of its other 7 orientations (within the
// same budget each, and no deeper than the first line's fours), and a
// foul-ending line found there is turned back.
// The trap is then a shortest VCF that ends in a foul. (A foul-ending VCF
// longer than the shortest one is not looked for.)
func (s *scanner) foulVCF(b *rules.Board) (trap engine.Line, found bool, first engine.Line, ok bool) {
	if l, found := oneFourCatch(b); found {
		return l, true, l, true
	}
	first, err := engine.VCF(b, rules.White, s.eo)
	if err != nil {
		return engine.Line{}, false, engine.Line{}, false
	}
	if !first.Win {
		return engine.Line{}, false, first, true
	}
	if first.End == engine.EndFoul {
		return first, true, first, true
	}
	// No line is shorter than the first: search no deeper.
	eo := s.eo
	eo.MaxFours = (len(first.Moves) + 1) / 2
	for _, sym := range rules.Symmetries[1:] {
		tb := sym.ApplyBoard(b)
		l, err := engine.VCF(&tb, rules.White, eo)
		if err == nil && l.Win && l.End == engine.EndFoul {
			return turnBack(l, sym), true, first, true
		}
	}
	return engine.Line{}, false, first, true
}

// turnBack maps the points of a line found on a board turned by sym back
// to the board as it stands.
func turnBack(l engine.Line, sym rules.Symmetry) engine.Line {
	inv := inverse(sym)
	moves := make([]engine.Move, len(l.Moves))
	for i, m := range l.Moves {
		m.Point = inv.Apply(m.Point)
		moves[i] = m
	}
	l.Moves = moves
	l.Foul.Point = inv.Apply(l.Foul.Point)
	if l.FivePoints != nil {
		fp := make([]rules.Point, len(l.FivePoints))
		for i, p := range l.FivePoints {
			fp[i] = inv.Apply(p)
		}
		slices.SortFunc(fp, comparePoints)
		l.FivePoints = fp
	}
	return l
}

// inverse is the symmetry that undoes sym: the one that brings a point on
// no axis of the board, b3, back to itself.
func inverse(sym rules.Symmetry) rules.Symmetry {
	p := rules.Pt(1, 2)
	for _, t := range rules.Symmetries {
		if t.Apply(sym.Apply(p)) == p {
			return t
		}
	}
	panic("review: a symmetry with no inverse")
}

// oneFourCatch looks for White's shortest kind of foul-ending VCF on b,
// White to move: one four whose one five point is forbidden for Black
// (and Black has no five to play instead). It looks at every White four
// (engine.Fours), so whether there is one does not depend on the order in
// which the engine's VCF tries its fours: that search returns one shortest
// line, and when a one-four five (a straight four) and a one-four catch
// both exist, which it returns depends on board order, so on the board's
// symmetry. When White has a five point there is none (the five wins);
// when Black has one, White's four must be played on it. The first catch
// in board order is returned, as a line.
func oneFourCatch(b *rules.Board) (engine.Line, bool) {
	if len(engine.FivePoints(b, rules.White)) > 0 {
		return engine.Line{}, false
	}
	threats := engine.FivePoints(b, rules.Black)
	if len(threats) >= 2 {
		return engine.Line{}, false
	}
	for _, f := range engine.Fours(b, rules.White) {
		if len(f.FivePoints) != 1 || len(threats) == 1 && f.Point != threats[0] {
			continue
		}
		nb := *b
		nb.Set(f.Point, rules.White)
		if len(engine.FivePoints(&nb, rules.Black)) > 0 {
			continue
		}
		q := f.FivePoints[0]
		if j, err := rules.Judge(&nb, q, rules.Black); err == nil && j.Verdict == rules.Forbidden {
			return engine.Line{
				Win: true, Color: rules.White, End: engine.EndFoul,
				Moves: []engine.Move{{Point: f.Point, Color: rules.White, Role: engine.RoleFour}},
				Foul:  rules.Foul{Point: q, Kind: j.Kind},
			}, true
		}
	}
	return engine.Line{}, false
}

// missed decides whether White's move, which left the board after and
// was not a five or a caught foul, let a winning VCF go (see TrapMissed).
func (s *scanner) missed(after *rules.Board, four bool, blackFives, whiteFives []rules.Point) bool {
	switch {
	case len(blackFives) > 0:
		return true // Black makes five now
	case !four:
		return true // the forced win was there, and White played no four
	case len(whiteFives) >= 2:
		return false // two five points: White wins by a five
	}
	nb := *after
	nb.Set(whiteFives[0], rules.Black) // Black's forced block (legal: not a caught foul)
	l, err := engine.VCF(&nb, rules.White, s.eo)
	if err != nil || l.Win {
		return false
	}
	return l.Complete // out of budget: no claim
}

func points(moves []engine.Move) []rules.Point {
	out := make([]rules.Point, len(moves))
	for i, m := range moves {
		out[i] = m.Point
	}
	return out
}
