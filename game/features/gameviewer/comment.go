package gameviewer

import (
	"renju/game/services/jobs"
	"renju/msg"
	"renju/rules"
)

// The commentary of the move shown: one sentence on what it did, the
// worker's (jobs.Comment, package commentary), asked for each position
// shown and kept by the moves it speaks of, so that stepping back and
// forth asks each once.

// Cover takes the lessons the learner has done (screenview.Coverer):
// the sentences use their terms (jobs.CommentAsk).
func (s *Screen) Cover(done []string) { s.Model.c.Cover(done) }

// played is the line to the node shown as moves from the empty board,
// Black first and in turn, when it is one (no setup stones, no pass, no
// two moves of one colour).
//
//go:noinline
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

// pollComment takes the remark asked for (jobs.Commentary) and asks for
// the move shown's.
func (m *Model) pollComment() {
	if m.c.Busy() || m.Jobs == nil {
		return
	}
	moves, ok := m.played()
	if !ok || len(moves) == 0 {
		return
	}
	if _, said := m.c.Said(moves); said || m.c.Failed(moves) {
		return
	}
	m.c.Ask(m.Jobs, jobs.CommentAsk{Moves: moves, From: len(moves)})
}

// Remark is the remark on the move shown, once the worker has said it.
//
//go:noinline
func (m *Model) Remark() (jobs.Remark, bool) {
	moves, ok := m.played()
	if !ok || len(moves) == 0 {
		return jobs.Remark{}, false
	}
	return m.c.Said(moves)
}

// remarkText is the remark on the move shown in lang ("" until said).
func (m *Model) remarkText(lang msg.Lang) string {
	if r, ok := m.Remark(); ok {
		return r.Says.In(lang)
	}
	return ""
}
