package lessons

import (
	"fmt"
	"strings"
	"sync"

	"renju/rules"
)

// The white-trap task (追下取胜 played by the learner): the page's position
// has White to play. The learner plays White moves; the board answers each
// with Black's only defence, until Black's only defence is a forbidden point
// and White wins. Every White move must be a four (one more stone would make
// five or more), so that Black's defence is forced: the five point. The
// search is a forbidden-aware VCF (victory by continuous fours) for White of
// at most TrapMaxMoves White moves.
//
// The app steps through a line with TrapReply, placing White's move and
// Black's reply on its own copy of the board after each TrapBlackBlocks, and
// grades the White moves so far with Grade (see Task.Grade and Result.Won).

// TrapMaxMoves is the most White moves a white-trap line may take.
const TrapMaxMoves = 5

// TrapOutcome is what one White move does in a white-trap task.
type TrapOutcome int

const (
	// TrapNotForcing: the move makes no four. Black is free to do as it
	// likes — the trap has failed (a wrong answer).
	TrapNotForcing TrapOutcome = iota
	// TrapOccupied: the point is taken or off the board (not a move).
	TrapOccupied
	// TrapBlackBlocks: the move is a four and Black's only defence, the
	// five point, is legal. Black plays it (TrapStep.Black); go on.
	TrapBlackBlocks
	// TrapForbidden: the move is a four and its only five point is
	// forbidden for Black: Black cannot block without a foul. White wins.
	TrapForbidden
	// TrapWhiteFive: the move makes five (or more). White wins, but not by
	// a foul.
	TrapWhiteFive
	// TrapUnstoppable: after the move White has two or more five points (a
	// straight four, a double four): Black cannot block both. White wins,
	// but not by a foul.
	TrapUnstoppable
	// TrapBlackFive: the move is a four, but Black has a five of its own
	// to play (TrapStep.Black) and wins first (a wrong answer).
	TrapBlackFive
)

var trapOutcomeNames = [...]string{
	TrapNotForcing:  "not-forcing",
	TrapOccupied:    "occupied",
	TrapBlackBlocks: "black-blocks",
	TrapForbidden:   "forbidden",
	TrapWhiteFive:   "white-five",
	TrapUnstoppable: "unstoppable",
	TrapBlackFive:   "black-five",
}

// String is the outcome's code: "not-forcing", "occupied", "black-blocks",
// "forbidden", "white-five", "unstoppable" or "black-five".
func (o TrapOutcome) String() string {
	if o >= 0 && int(o) < len(trapOutcomeNames) {
		return trapOutcomeNames[o]
	}
	return fmt.Sprintf("TrapOutcome(%d)", int(o))
}

// WhiteWins reports whether White has won after the move: by a foul
// (TrapForbidden) or otherwise (TrapWhiteFive, TrapUnstoppable).
func (o TrapOutcome) WhiteWins() bool {
	return o == TrapForbidden || o == TrapWhiteFive || o == TrapUnstoppable
}

// TrapStep is one White move of a white-trap line and what it does.
type TrapStep struct {
	// White is White's move.
	White   rules.Point
	Outcome TrapOutcome
	// Black is Black's answer: the reply Black plays (TrapBlackBlocks),
	// the forbidden defence point (TrapForbidden) or Black's own five
	// point (TrapBlackFive). It is meaningless for the other outcomes.
	Black rules.Point
	// FivePoints are White's five points after the move (TrapBlackBlocks
	// and TrapForbidden: the one point Black must take; TrapUnstoppable:
	// all of them), for the app to show White's threat.
	FivePoints []rules.Point
	// Trace is the judge's reasoning at Black (TrapForbidden: why the
	// defence is forbidden; TrapBlackBlocks: why the reply is legal), on
	// the board with White's move placed; nil for the other outcomes.
	Trace *rules.Trace
}

// TrapReply plays White at white on b (the position now, White to play;
// b is not changed) and says what happens: see TrapOutcome. For
// TrapBlackBlocks the app places White at white and Black at step.Black,
// and White plays on.
func (t *Task) TrapReply(b *rules.Board, white rules.Point) TrapStep {
	return trapReply(b, white, true)
}

// TrapSolution is a shortest winning line for White on b (White to
// play): White's moves with Black's replies in between, W1 B1 W2 B2 … Wn,
// where Wn's only defence is a forbidden point. Every White move is a
// four. nil if there is no such line of at most TrapMaxMoves White moves.
func (t *Task) TrapSolution(b *rules.Board) []rules.Point {
	return trapLine(b, TrapMaxMoves)
}

// TrapLine is a shortest winning line for White on b of at most n White
// moves (n ≤ TrapMaxMoves), or nil: TrapSolution's line when that has at
// most n White moves, found without searching deeper (practice asks for
// short threats only, and most boards have none: the search to
// TrapMaxMoves was nine tenths of its defence items' time).
func TrapLine(b *rules.Board, n int) []rules.Point { return trapLine(b, min(n, TrapMaxMoves)) }

// trapLine is a shortest winning line of at most n White moves, or nil.
func trapLine(b *rules.Board, n int) []rules.Point {
	s := newTrapSearch()
	for d := 1; d <= n; d++ {
		if line := s.win(b, d); line != nil {
			return line
		}
	}
	return nil
}

// trapFirstMoves lists every White move that starts a winning line of at
// most TrapMaxMoves White moves, sorted.
func trapFirstMoves(b *rules.Board) []rules.Point {
	s := newTrapSearch()
	var ps []rules.Point
	for _, st := range s.trapMoves(b, false) {
		switch st.Outcome {
		case TrapForbidden:
			ps = append(ps, st.White)
		case TrapBlackBlocks:
			nb := *b
			nb.Set(st.White, rules.White)
			nb.Set(st.Black, rules.Black)
			if s.win(&nb, TrapMaxMoves-1) != nil {
				ps = append(ps, st.White)
			}
		}
	}
	return ps
}

// trapSolution is the task's answer: the first moves of the winning lines.
// The position must be one that White wins only by a foul: White must not
// already have a five, or a move that leaves two five points.
func trapSolution(b *rules.Board) (Answer, error) {
	for _, st := range trapMoves(b, true) {
		switch st.Outcome {
		case TrapWhiteFive:
			return Answer{}, fmt.Errorf("White already has a four: White at %s makes five", st.White.Upper())
		case TrapUnstoppable:
			return Answer{}, fmt.Errorf("White at %s already wins without a foul (five points %s)", st.White.Upper(), pointList(st.FivePoints))
		}
	}
	ps := trapFirstMoves(b)
	if len(ps) == 0 {
		return Answer{}, fmt.Errorf("White has no line of at most %d fours that forces Black onto a forbidden point", TrapMaxMoves)
	}
	return Answer{Points: ps}, nil
}

// gradeTrap replays White's moves a on b (see Task.Grade).
func gradeTrap(b *rules.Board, a Answer, r *Result) {
	cur := *b
	for i, w := range a.Points {
		st := trapReply(&cur, w, true)
		r.Trap = append(r.Trap, st)
		r.Trace = st.Trace
		if st.Outcome != TrapBlackBlocks || i == len(a.Points)-1 {
			break
		}
		cur.Set(w, rules.White)
		cur.Set(st.Black, rules.Black)
	}
	if len(r.Trap) != len(a.Points) || len(a.Points) == 0 {
		return
	}
	last := r.Trap[len(r.Trap)-1]
	switch last.Outcome {
	case TrapForbidden:
		r.Correct, r.Won = true, true
	case TrapBlackBlocks:
		if left := TrapMaxMoves - len(a.Points); left > 0 {
			cur.Set(last.White, rules.White)
			cur.Set(last.Black, rules.Black)
			r.Correct = trapLine(&cur, left) != nil
		}
	}
}

// trapReply is TrapReply; the traces are made only if withTrace.
func trapReply(b *rules.Board, w rules.Point, withTrace bool) TrapStep {
	st := TrapStep{White: w}
	if !w.OnBoard() || b.At(w) != rules.Empty {
		st.Outcome = TrapOccupied
		return st
	}
	nb := *b
	nb.Set(w, rules.White)
	if whiteMadeFive(&nb, w) {
		st.Outcome = TrapWhiteFive
		return st
	}
	if !whiteMadeFour(&nb, w) {
		st.Outcome = TrapNotForcing
		return st
	}
	if f, ok := blackFivePoint(&nb); ok {
		st.Outcome, st.Black = TrapBlackFive, f
		return st
	}
	st.FivePoints = whiteFivePointsAll(&nb)
	if len(st.FivePoints) >= 2 {
		st.Outcome = TrapUnstoppable
		return st
	}
	st.Black = st.FivePoints[0]
	if rules.IsForbidden(&nb, st.Black) {
		st.Outcome = TrapForbidden
	} else {
		st.Outcome = TrapBlackBlocks
	}
	if withTrace {
		st.Trace, _ = rules.Explain(&nb, st.Black, rules.Black)
	}
	return st
}

// mayBeForbidden is a cheap necessary condition for Black at p to be
// forbidden: some line through p holds at least two black stones within
// four points of it (a three needs two more, a four three, an overline
// five). White's move does not change it: it only adds a White stone.
func mayBeForbidden(cells *[rules.Size * rules.Size]rules.Stone, p rules.Point) bool {
	for _, d := range lineSteps {
		n := 0
		for _, sign := range [2]int{-1, 1} {
			for k := 1; k <= 4; k++ {
				q := rules.Pt(p.Col+sign*k*d[0], p.Row+sign*k*d[1])
				if q.OnBoard() && cells[pointIndex(q)] == rules.Black {
					n++
				}
			}
		}
		if n >= 2 {
			return true
		}
	}
	return false
}

// trapSearch finds winning lines; failed remembers positions (White to
// play) known to have no win within that many White moves, and moves the
// White moves of the positions met (trapMoves, onlyWins false): the
// search deepens one White move at a time and meets each position again
// at every depth (reading the board again was half its time).
type trapSearch struct {
	failed map[rules.Board]int
	moves  map[rules.Board][]TrapStep
}

func newTrapSearch() *trapSearch {
	return &trapSearch{failed: map[rules.Board]int{}, moves: map[rules.Board][]TrapStep{}}
}

// trapMoves is trapMoves(b, onlyWins), read once per position.
func (s *trapSearch) trapMoves(b *rules.Board, onlyWins bool) []TrapStep {
	all, ok := s.moves[*b]
	if !ok {
		all = trapMoves(b, false)
		s.moves[*b] = all
	}
	if !onlyWins {
		return all
	}
	var wins []TrapStep
	for _, st := range all {
		if st.Outcome != TrapBlackBlocks {
			wins = append(wins, st)
		}
	}
	return wins
}

// win returns a winning line of at most n White moves from b, or nil.
// Lines are tried in a fixed order (White's moves by column, then row),
// so the line found is deterministic.
func (s *trapSearch) win(b *rules.Board, n int) []rules.Point {
	if n <= 0 {
		return nil
	}
	if d, ok := s.failed[*b]; ok && d >= n {
		return nil
	}
	steps := s.trapMoves(b, n == 1)
	for _, st := range steps {
		if st.Outcome == TrapForbidden {
			return []rules.Point{st.White}
		}
	}
	if n > 1 {
		for _, st := range steps {
			if st.Outcome != TrapBlackBlocks {
				continue
			}
			nb := *b
			nb.Set(st.White, rules.White)
			nb.Set(st.Black, rules.Black)
			if rest := s.win(&nb, n-1); rest != nil {
				return append([]rules.Point{st.White, st.Black}, rest...)
			}
		}
	}
	s.failed[*b] = n
	return nil
}

// trapMoves is trapReply (without traces) for every White move on b that
// makes a four or a five, sorted by column, then row, sharing the work of
// reading the board. If onlyWins, moves answered by a legal block are
// left out.
func trapMoves(b *rules.Board, onlyWins bool) []TrapStep {
	return trapMovesUntil(b, onlyWins, false)
}

// anyThreat reports whether White has a winning move on b (threats is not
// empty), stopping at the first: the multi-kill search asks it of every
// Black reply, and most replies leave a threat.
func anyThreat(b *rules.Board) bool {
	for _, st := range trapMovesUntil(b, true, true) {
		if st.Outcome.WhiteWins() {
			return true
		}
	}
	return false
}

// trapMovesUntil is trapMoves, stopping after the first move White wins
// with if firstWin.
func trapMovesUntil(b *rules.Board, onlyWins, firstWin bool) []TrapStep {
	tt := tables()
	var cells [rules.Size * rules.Size]rules.Stone
	for i := range cells {
		cells[i] = b.At(rules.Pt(i/rules.Size, i%rules.Size))
	}
	white, black, hot := tt.windowCounts(&cells)
	var fourAt, preFive, blackFive [rules.Size * rules.Size]bool
	nBlackFive := 0
	for _, i := range hot.list[:hot.n] { // the others do nothing below
		w := &tt.windows[i]
		switch {
		case black[i] == 0 && white[i] >= 3:
			for _, p := range w {
				if cells[pointIndex(p)] == rules.Empty {
					fourAt[pointIndex(p)] = true
					if white[i] == 4 {
						preFive[pointIndex(p)] = true
					}
				}
			}
		case white[i] == 0 && black[i] == 4:
			for _, p := range w {
				if cells[pointIndex(p)] == rules.Empty && !blackFive[pointIndex(p)] {
					if blackRun(b, p, [2]int{w[1].Col - w[0].Col, w[1].Row - w[0].Row}) == 5 {
						blackFive[pointIndex(p)] = true
						nBlackFive++
					}
				}
			}
		}
	}
	pre := collect(&preFive)
	moves := collect(&fourAt)
	steps := make([]TrapStep, 0, len(moves))
	for _, w := range moves {
		wi := pointIndex(w)
		st := TrapStep{White: w}
		five, four := false, false
		var fives []rules.Point
		for _, p := range pre {
			if p != w {
				fives = append(fives, p)
			}
		}
		for _, i := range tt.windowsAt[wi] {
			if black[i] != 0 {
				continue
			}
			switch white[i] {
			case 4:
				five = true
			case 3:
				four = true
				for _, k := range tt.windowIdx[i] {
					if int(k) != wi && cells[k] == rules.Empty {
						p := rules.Pt(int(k)/rules.Size, int(k)%rules.Size)
						if !containsPoint(fives, p) {
							fives = append(fives, p)
						}
					}
				}
			}
		}
		switch {
		case five:
			st.Outcome = TrapWhiteFive
		case !four:
			st.Outcome = TrapNotForcing
		case nBlackFive > 1 || nBlackFive == 1 && !blackFive[wi]:
			st.Outcome = TrapBlackFive
			for i, ok := range blackFive {
				if ok && i != wi {
					st.Black = rules.Pt(i/rules.Size, i%rules.Size)
					break
				}
			}
		default:
			if len(fives) > 1 {
				sortPoints(fives)
			}
			st.FivePoints = fives
			if len(st.FivePoints) >= 2 {
				st.Outcome = TrapUnstoppable
				break
			}
			st.Black = st.FivePoints[0]
			nb := *b
			nb.Set(w, rules.White)
			if mayBeForbidden(&cells, st.Black) && rules.IsForbidden(&nb, st.Black) {
				st.Outcome = TrapForbidden
			} else {
				st.Outcome = TrapBlackBlocks
			}
		}
		if onlyWins && st.Outcome == TrapBlackBlocks {
			continue
		}
		steps = append(steps, st)
		if firstWin && st.Outcome.WhiteWins() {
			break
		}
	}
	return steps
}

// trapTables are all the five-point segments of the board's lines (a
// White four is a window with four White stones and one empty point, no
// Black), the windows through each point, and the windows' points as
// pointIndex values.
type trapTables struct {
	windows   [nWindows][5]rules.Point
	windowsAt [rules.Size * rules.Size][]int
	windowIdx [nWindows][5]int16
}

// windowCounts counts the White and Black stones of every window of cells
// (the board by pointIndex): each stone counts itself in the windows
// through it (some thirty stones in twenty windows each, not five hundred
// windows of five points: the search reads the board at each of its
// thousands of positions, and counting window by window was half its
// time). It lists the windows trapMoves acts on (hot): three White
// stones or more and no Black one, or four Black and no White.
func (t *trapTables) windowCounts(cells *[rules.Size * rules.Size]rules.Stone) (white, black [nWindows]int8, hot hotWindows) {
	var maybe hotWindows // the windows that reached three White or four Black
	for k, c := range cells {
		switch c {
		case rules.White:
			for _, i := range t.windowsAt[k] {
				if white[i]++; white[i] == 3 {
					maybe.list[maybe.n] = int16(i)
					maybe.n++
				}
			}
		case rules.Black:
			for _, i := range t.windowsAt[k] {
				if black[i]++; black[i] == 4 {
					maybe.list[maybe.n] = int16(i)
					maybe.n++
				}
			}
		}
	}
	for _, i := range maybe.list[:maybe.n] {
		if w, b := white[i], black[i]; b == 0 && w >= 3 || w == 0 && b == 4 {
			hot.list[hot.n] = i
			hot.n++
		}
	}
	return white, black, hot
}

// hotWindows lists windows by index.
type hotWindows struct {
	list [nWindows]int16
	n    int
}

var (
	trapOnce sync.Once
	trapTab  *trapTables
)

// tables returns the trap tables, built on first use: the app must not pay
// for them at start-up (TestNothingBuiltAtInit).
func tables() *trapTables {
	trapOnce.Do(func() { trapTab = buildTrapTables() })
	return trapTab
}

func buildTrapTables() *trapTables {
	t := &trapTables{}
	// Every point is in at most 5 windows per direction; the lists of all
	// the points share one backing array.
	var counts [rules.Size * rules.Size]int
	n := 0
	each := func(f func(n int, w *[5]rules.Point)) {
		n = 0
		for _, d := range lineSteps {
			for col := 0; col < rules.Size; col++ {
				for row := 0; row < rules.Size; row++ {
					var w [5]rules.Point
					ok := true
					for k := 0; k < 5; k++ {
						w[k] = rules.Pt(col+k*d[0], row+k*d[1])
						ok = ok && w[k].OnBoard()
					}
					if ok {
						f(n, &w)
						n++
					}
				}
			}
		}
	}
	each(func(n int, w *[5]rules.Point) {
		t.windows[n] = *w
		for k, p := range w {
			counts[pointIndex(p)]++
			t.windowIdx[n][k] = int16(pointIndex(p))
		}
	})
	if n != nWindows {
		panic("lessons: wrong window count")
	}
	backing := make([]int, 0, 5*nWindows)
	for i, c := range counts {
		t.windowsAt[i] = backing[len(backing) : len(backing) : len(backing)+c]
		backing = backing[:len(backing)+c]
	}
	each(func(n int, w *[5]rules.Point) {
		for _, p := range w {
			i := pointIndex(p)
			t.windowsAt[i] = append(t.windowsAt[i], n)
		}
	})
	return t
}

// nWindows is the number of five-point segments: 15×11 in each of the two
// straight directions, 11×11 in each diagonal one.
const nWindows = 2*rules.Size*(rules.Size-4) + 2*(rules.Size-4)*(rules.Size-4)

func pointIndex(p rules.Point) int { return p.Col*rules.Size + p.Row }

// count tallies the window's White, Black and empty points and returns the
// last empty one.
func count(b *rules.Board, w *[5]rules.Point) (white, black, empty int, last rules.Point) {
	for _, p := range w {
		switch b.At(p) {
		case rules.White:
			white++
		case rules.Black:
			black++
		default:
			empty++
			last = p
		}
	}
	return
}

// collect turns a set of points into a sorted list (by column, then row).
func collect(set *[rules.Size * rules.Size]bool) []rules.Point {
	var ps []rules.Point
	for i, ok := range set {
		if ok {
			ps = append(ps, rules.Pt(i/rules.Size, i%rules.Size))
		}
	}
	return ps
}

// whiteFourMoves lists the empty points where White makes a four (or a
// five): the empty points of windows holding three White stones or more
// and no Black one. Sorted by column, then row.
func whiteFourMoves(b *rules.Board) []rules.Point {
	tt := tables()
	var set [rules.Size * rules.Size]bool
	for i := range tt.windows {
		w := &tt.windows[i]
		white, black, _, _ := count(b, w)
		if black > 0 || white < 3 {
			continue
		}
		for _, p := range w {
			if b.At(p) == rules.Empty {
				set[pointIndex(p)] = true
			}
		}
	}
	return collect(&set)
}

// whiteFivePointsAll lists every point where White would make five or
// more: the empty point of each window with four White stones and no
// Black one.
func whiteFivePointsAll(b *rules.Board) []rules.Point {
	tt := tables()
	var set [rules.Size * rules.Size]bool
	for i := range tt.windows {
		if white, black, empty, last := count(b, &tt.windows[i]); white == 4 && black == 0 && empty == 1 {
			set[pointIndex(last)] = true
		}
	}
	return collect(&set)
}

// whiteMadeFour reports whether the White stone at w (placed on b) is in a
// four: a window through w with four White stones and an empty point.
func whiteMadeFour(b *rules.Board, w rules.Point) bool {
	tt := tables()
	for _, i := range tt.windowsAt[pointIndex(w)] {
		if white, black, empty, _ := count(b, &tt.windows[i]); white == 4 && black == 0 && empty == 1 {
			return true
		}
	}
	return false
}

// whiteMadeFive reports whether the White stone at w (placed on b) is in a
// run of five or more.
func whiteMadeFive(b *rules.Board, w rules.Point) bool {
	tt := tables()
	for _, i := range tt.windowsAt[pointIndex(w)] {
		if white, _, _, _ := count(b, &tt.windows[i]); white == 5 {
			return true
		}
	}
	return false
}

// blackFivePoint finds a point where Black makes exactly five (a win, even
// if the move is also a foul), if there is one: the first by column, then
// row.
func blackFivePoint(b *rules.Board) (rules.Point, bool) {
	tt := tables()
	best, found := rules.Point{}, false
	for i := range tt.windows {
		w := &tt.windows[i]
		white, black, empty, last := count(b, w)
		if black != 4 || white != 0 || empty != 1 || found && pointIndex(last) >= pointIndex(best) {
			continue
		}
		d := [2]int{w[1].Col - w[0].Col, w[1].Row - w[0].Row}
		if blackRun(b, last, d) == 5 {
			best, found = last, true
		}
	}
	return best, found
}

// blackRun is the length of the Black run through the empty point q along
// d with a Black stone at q.
func blackRun(b *rules.Board, q rules.Point, d [2]int) int { return run(b, q, d, rules.Black) }

func pointList(ps []rules.Point) string {
	names := make([]string, len(ps))
	for i, p := range ps {
		names[i] = p.Upper()
	}
	return strings.Join(names, " ")
}

// TrapFoul is the forbidden point a line of White fours on b ends on
// (W1 B1 … Wn, as TrapSolution gives it): Black's only defence to Wn.
// ok is false for an empty line, or one that does not end on a foul.
func TrapFoul(b *rules.Board, line []rules.Point) (rules.Point, bool) {
	if len(line) == 0 || len(line)%2 == 0 {
		return rules.Point{}, false
	}
	tr, _ := trapFoul(b, line)
	if tr == nil || tr.Verdict != "forbidden" {
		return rules.Point{}, false
	}
	return rules.MustPoint(tr.Point), true
}
