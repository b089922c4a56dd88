package gameviewer

import (
	"errors"

	"renju/game/services/jobs"
	"renju/job"
	"renju/msg"
	"renju/rules"
)

// The commentary of the move shown: one sentence on what it did, the
// worker's (jobs.Comment, package commentary), asked for each position
// shown and kept by the moves it speaks of, so that stepping back and
// forth asks each once.

// comments are what the worker said, by the moves to the move said
// (rules.FormatMoves, compact); failed those it could not say.
type comments struct {
	said   map[string]jobs.Remark
	failed map[string]bool
	ask    *commentAsk
	done   []string // the lessons the learner has done (Cover)
	staged bool     // done was told
}

type commentAsk struct {
	job *job.Job[jobs.Commented]
	key string
}

// maxSaid bounds what is kept (a database stepped through for long).
const maxSaid = 4096

// Cover takes the lessons the learner has done (screenview.Coverer):
// the sentences use their terms (jobs.CommentAsk).
func (s *Screen) Cover(done []string) {
	s.Model.c.done, s.Model.c.staged = append([]string(nil), done...), true
}

// played is the line to the node shown as moves from the empty board,
// Black first and in turn, when it is one (no setup stones, no pass, no
// two moves of one colour).
func (m *Model) played() ([]rules.Point, bool) {
	if m.phase != Viewing {
		return nil, false
	}
	var moves []rules.Point
	for _, n := range m.line[:m.at+1] {
		if len(n.AddBlack)+len(n.AddWhite)+len(n.Clear) > 0 || n.Pass {
			return nil, false
		}
		if n.Color == rules.Empty {
			continue
		}
		if n.Color != colourOf(len(moves)) {
			return nil, false
		}
		moves = append(moves, n.Move)
	}
	return moves, true
}

// pollComment takes the remark asked for and asks for the move shown's.
func (m *Model) pollComment() {
	c := &m.c
	if a := c.ask; a != nil {
		rep, err, done := a.job.Poll()
		if !done {
			return
		}
		c.ask = nil
		switch {
		case err == nil:
			if c.said == nil || len(c.said) > maxSaid {
				c.said, c.failed = map[string]jobs.Remark{}, map[string]bool{}
			}
			if len(rep.Remarks) > 0 {
				c.said[a.key] = rep.Remarks[len(rep.Remarks)-1]
			}
		case errors.Is(err, job.ErrLost), errors.Is(err, job.ErrCanceled):
		default:
			if c.failed == nil {
				c.failed = map[string]bool{}
			}
			c.failed[a.key] = true
		}
	}
	moves, ok := m.played()
	if !ok || len(moves) == 0 || m.Jobs == nil {
		return
	}
	key := rules.FormatMoves(moves, true)
	if _, said := c.said[key]; said || c.failed[key] {
		return
	}
	c.ask = &commentAsk{key: key, job: job.Start(m.Jobs, jobs.Comment, jobs.CommentAsk{Moves: moves, From: len(moves), Done: c.done, Staged: c.staged})}
}

// stopComment cancels the remark under way.
func (m *Model) stopComment() {
	if m.c.ask != nil {
		m.c.ask.job.Cancel()
		m.c.ask = nil
	}
}

// Remark is the remark on the move shown, once the worker has said it.
func (m *Model) Remark() (jobs.Remark, bool) {
	moves, ok := m.played()
	if !ok || len(moves) == 0 {
		return jobs.Remark{}, false
	}
	r, ok := m.c.said[rules.FormatMoves(moves, true)]
	return r, ok
}

// remarkText is the remark on the move shown in lang ("" until said).
func (m *Model) remarkText(lang msg.Lang) string {
	if r, ok := m.Remark(); ok {
		return r.Says.In(lang)
	}
	return ""
}
