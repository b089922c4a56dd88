package match

import (
	"errors"

	"renju/game/services/jobs"
	"renju/job"
	"renju/rules"
)

// Hints are what the hints show about a position (jobs.HintsFound): each
// side's five and straight-four points and White's foul trap, found in
// the worker after every move.
type Hints = jobs.HintsFound

// hintAsk is the hints' search under way: of the position of, for the
// generation gen.
type hintAsk struct {
	job *job.Job[jobs.HintsFound]
	gen int
	of  rules.Board
}

// startHints asks for the hints of the current position.
func (m *Model) startHints() {
	m.stopHints()
	m.hintGen = m.gen
	m.hintAsk = &hintAsk{gen: m.gen, of: m.g.Board(),
		job: start(m.Jobs, jobs.Hints, jobs.HintsAsk{Moves: m.g.Moves(), MaxNodes: jobs.HintNodes})}
}

// pollHints takes the hints asked for; hints lost with the worker are
// asked again (the next Poll).
func (m *Model) pollHints() {
	a := m.hintAsk
	if a == nil {
		return
	}
	if a.gen != m.gen {
		m.stopHints()
		return
	}
	h, err, done := a.job.Poll()
	if !done {
		return
	}
	m.hintAsk = nil
	switch {
	case errors.Is(err, job.ErrLost):
		m.hintGen = -1
	case err == nil:
		m.hints, m.hintsOf = &h, a.of
	}
}

// stopHints cancels the hints' search under way, if any.
func (m *Model) stopHints() {
	if m.hintAsk != nil {
		m.hintAsk.job.Cancel()
		m.hintAsk = nil
	}
}

// shownHints are the hints to show: those of the position on the board,
// or none while they are being computed. Hints of the position before a
// move said "No fours or live threes on the board." while Black had a
// four.
func (m *Model) shownHints() *Hints {
	if m.hints == nil || m.g == nil || m.hintsOf != m.g.Board() {
		return nil
	}
	return m.hints
}
