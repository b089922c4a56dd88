package match

import (
	"errors"
	"strings"

	"renju/game/services/jobs"
	"renju/job"
	"renju/msg"
	"renju/record"
	"renju/referee"
	"renju/rules"
)

// The review: the finished game move by move with Black's forbidden
// points marked, and its foul moments (package review, scanned in the worker), each one tap
// from its walk.

// reviewNodes bounds each of the review's searches.
const reviewNodes = 20_000

type reviewState struct {
	moves []rules.Point
	// at is the number of stones shown.
	at int
	// sel is the moment shown (-1: none).
	sel      int
	moments  []jobs.Moment
	scanning bool
	scanErr  error
	// scan is the worker's scan under way (nil while scanning: asked at
	// the next Poll).
	scan *job.Job[jobs.ScanFound]
}

// StartReview opens the review of the finished game, at its end.
func (m *Model) StartReview() {
	if m.phase != Over && m.phase != Reviewing {
		return
	}
	moves := m.g.Moves()
	m.phase = Reviewing
	m.walk, m.notice = nil, msg.Notice{}
	m.dirty = true
	if m.rv != nil {
		return
	}
	m.rv = &reviewState{moves: moves, at: len(moves), sel: -1, scanning: true}
	m.pollReview()
}

// EndReview goes back to the finished game.
func (m *Model) EndReview() {
	if m.phase == Reviewing {
		m.phase = Over
		m.dirty = true
	}
}

// pollReview asks for the review's scan, and takes it when done; a scan
// lost with the worker is asked again.
func (m *Model) pollReview() {
	rv := m.rv
	if rv == nil || !rv.scanning {
		return
	}
	if rv.scan == nil {
		rv.scan = start(m.Jobs, jobs.Scan, jobs.ScanAsk{Moves: rv.moves, MaxNodes: reviewNodes})
	}
	r, err, done := rv.scan.Poll()
	if !done {
		return
	}
	rv.scan = nil
	if errors.Is(err, job.ErrLost) {
		m.say(true, msg.JobLost)
		return
	}
	rv.scanning = false
	rv.moments, rv.scanErr = r.Moments, err
}

// stopReview cancels the review's scan under way, if any (the next Poll
// asks again while the review is open).
func (m *Model) stopReview() {
	if rv := m.rv; rv != nil && rv.scan != nil {
		rv.scan.Cancel()
		rv.scan = nil
	}
}

// WaitReview blocks until the review's scan is done, for host tests.
func (m *Model) WaitReview() {
	for m.rv != nil && m.rv.scanning {
		m.pollReview()
		if m.rv.scan == nil {
			return // no client: nothing is scanned
		}
		_, _ = m.rv.scan.Wait()
	}
}

// Moments are the review's foul moments (nil while they are found).
func (m *Model) Moments() []jobs.Moment {
	if m.rv == nil {
		return nil
	}
	return m.rv.moments
}

// ReviewAt is the number of stones the review shows.
func (m *Model) ReviewAt() int {
	if m.rv == nil {
		return 0
	}
	return m.rv.at
}

// Step moves the review by d stones (clamped); a moment shown is left.
func (m *Model) Step(d int) {
	if m.phase != Reviewing {
		return
	}
	rv := m.rv
	rv.at = max(0, min(len(rv.moves), rv.at+d))
	rv.sel = -1
}

// GoTo shows the position after n stones.
func (m *Model) GoTo(n int) { m.Step(n - m.ReviewAt()) }

// Moment shows the moments one after (d=1) or before (d=-1) the one
// shown, or the first after the current move when none is.
func (m *Model) Moment(d int) {
	rv := m.rv
	if m.phase != Reviewing || len(rv.moments) == 0 {
		return
	}
	i := rv.sel
	n := len(rv.moments)
	switch {
	case i < 0 && d > 0:
		// The first moment at or after the move shown; from the end of
		// the game (where a review starts), the first of all.
		i = 0
		for i < n && momentAt(rv.moments[i]) < rv.at {
			i++
		}
		if i == n {
			i = 0
		}
	case i < 0:
		// The last moment at or before the move shown, else the last.
		i = n - 1
		for i >= 0 && momentAt(rv.moments[i]) > rv.at {
			i--
		}
		if i < 0 {
			i = n - 1
		}
	default:
		i = max(0, min(n-1, i+d))
	}
	m.ShowMoment(i)
}

// ShowMoment shows moment i: the position it is about.
func (m *Model) ShowMoment(i int) {
	rv := m.rv
	if m.phase != Reviewing || i < 0 || i >= len(rv.moments) {
		return
	}
	rv.sel = i
	rv.at = momentAt(rv.moments[i])
}

// momentAt is the number of stones shown for a moment (Moment.At).
func momentAt(mo jobs.Moment) int { return mo.At() }

// WalkMoment opens the walk of the moment shown: the forbidden point, or
// the foul at the end of the engine's line.
func (m *Model) WalkMoment() {
	rv := m.rv
	if m.phase != Reviewing || rv.sel < 0 {
		return
	}
	if w, ok := momentWalk(rv.moves, rv.moments[rv.sel]); ok {
		m.walk = &w
	}
}

// momentWalk is the walk that explains a moment (Moment.Walk).
func momentWalk(moves []rules.Point, mo jobs.Moment) (WalkTarget, bool) {
	b, p, ok := mo.Walk(moves)
	return WalkTarget{Board: b, Point: p, Colour: rules.Black}, ok
}

// trapColour is the colour of a trap line's i-th stone (jobs.LineColour).
func trapColour(i int) rules.Stone { return jobs.LineColour(i) }

// lineColour is the colour of the stone played when n stones are down.
func lineColour(n int) rules.Stone {
	if n%2 == 0 {
		return rules.Black
	}
	return rules.White
}

// boardOf is the position after the first n moves.
func boardOf(moves []rules.Point, n int) rules.Board {
	var b rules.Board
	for i, p := range moves[:max(0, min(n, len(moves)))] {
		b.Set(p, lineColour(i))
	}
	return b
}

// reviewTap walks the empty point tapped, for Black, on the position
// shown.
func (m *Model) reviewTap(p rules.Point) {
	b := boardOf(m.rv.moves, m.rv.at)
	if b.At(p) != rules.Empty {
		return
	}
	m.walk = &WalkTarget{Board: b, Point: p, Colour: rules.Black}
}

// SGF is the game as an SGF record (GM[4], the rule, the opening, the
// result).
func (m *Model) SGF() string {
	if m.g == nil {
		return ""
	}
	root := m.g.Record()
	if o, over := m.Outcome(); over && o.By == "resign" {
		root.Set("RE", map[rules.Stone]string{rules.Black: "B+R", rules.White: "W+R"}[o.Winner])
	}
	return string(record.WriteSGF(root))
}

// Moves is the game as a move string ("h8 h9 j10 …").
func (m *Model) Moves() string {
	if m.g == nil {
		return ""
	}
	return rules.FormatMoves(m.g.Moves(), false)
}

// MaxImport bounds pasted text, in bytes (the prompt refuses a longer
// answer before it reaches Go). A game record is a few KB and a move list
// under 1 KB; 64 KB, the classroom's bound, leaves room for a long
// commented game. The text is read on the game loop, every game of it:
// 1 MB of short SGF games took 110 ms natively here, 64 KB 8 ms.
const MaxImport = 64 << 10

// Import reads a game (an SGF record, or a move string) and opens its
// review. A record that cannot be replayed is refused with the reason and
// the game on the screen stays.
func (m *Model) Import(text string) error {
	moves, err := importMoves(text)
	if err != nil {
		m.say(true, PlayImportBad, err.Error())
		return err
	}
	s := Setup{Rule: referee.Free, Referee: referee.Tournament, Hints: m.setup.Hints}
	log := make([]Action, len(moves))
	for i, p := range moves {
		log[i] = Action{Kind: 'p', Point: p}
	}
	keep := *m
	if err := m.begin(s, log); err != nil {
		*m = keep
		m.say(true, PlayImportBad, err.Error())
		return err
	}
	m.onGame("", "") // a game of its own, not listed (it is over)
	m.phase = Over
	m.StartReview()
	m.say(false, PlayImported, len(moves))
	return nil
}

// importMoves reads the moves of the first game of an SGF record, or a
// move string.
func importMoves(text string) ([]rules.Point, error) {
	if len(text) > MaxImport {
		return nil, msg.Errorf(PlayImportTooLong, MaxImport>>10)
	}
	t := strings.TrimSpace(strings.TrimPrefix(text, "\ufeff"))
	if t == "" {
		return nil, msg.Errorf(PlayImportEmpty)
	}
	if strings.HasPrefix(t, "(") {
		games, err := record.ReadSGF([]byte(t))
		if err != nil {
			return nil, err
		}
		if len(games) == 0 {
			return nil, msg.Errorf(PlayImportEmpty)
		}
		g, err := referee.Replay(games[0])
		if err != nil {
			return nil, err
		}
		return g.Moves(), nil
	}
	return rules.ParseMoves(t)
}
