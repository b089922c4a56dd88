package match

import (
	"renju/boardview"
	"renju/game/services/jobs"
	"renju/msg"
	"renju/rules"
)

// The commentary: after each move, one sentence on what it did ("White
// blocks Black's four at J9."), and at the end of a game what decided
// it. The sentences are the worker's (jobs.Comment: package commentary,
// from the judge and the engine), asked after each move and kept by the
// moves they speak of, so that an undo shows at once what was said of
// the position it comes back to. What decided a game, and the row of the
// five that ended it, which the board bands, are asked whether the
// commentary is on or off (found here, the row cost the first module
// 2.6 KB gzip; it comes with the line on what decided the game).

// CommentMode is the commentary's switch on the menu.
type CommentMode uint8

const (
	// CommentAuto: on at the partner's levels 1–2 (under Adapt, while
	// the level is 1–2) and in a game played out from a position; off
	// at levels 3–5 and between two players.
	CommentAuto CommentMode = iota
	CommentOn
	CommentOff
)

// commentOn reports whether a game of the setup is commented
// (fromPosition: a Play it out).
func (s Setup) commentOn(fromPosition bool) bool {
	switch s.Comment {
	case CommentOn:
		return true
	case CommentOff:
		return false
	}
	return fromPosition || !s.People() && s.Level <= 2
}

// CommentOn reports whether the game shown (on the menu, the next game)
// is commented.
//
//go:noinline
func (m *Model) CommentOn() bool {
	return m.setup.commentOn(m.phase != Menu && m.laid() > 0)
}

// toggledComment is the setup with the menu's switch pressed: off when
// the commentary would be on, on when it would be off.
func (m *Model) toggledComment(s Setup) Setup {
	if s.commentOn(false) {
		s.Comment = CommentOff
	} else {
		s.Comment = CommentOn
	}
	return s
}

// pollComment takes what the worker said (jobs.Commentary) and asks for
// what is missing: the last two moves' remarks while the commentary is
// on, and what decided a game that ended by a five or a foul.
func (m *Model) pollComment() {
	if m.c.Busy() {
		return
	}
	if req, ok := m.commentWanted(); ok {
		m.c.Ask(m.Jobs, req)
	}
}

// commentWanted is the commentary to ask for now, if any.
func (m *Model) commentWanted() (jobs.CommentAsk, bool) {
	c := &m.c
	if m.g == nil || m.Jobs == nil || m.phase != Playing && m.phase != Over {
		return jobs.CommentAsk{}, false
	}
	moves := m.g.Moves()
	n, laid := len(moves), m.laid()
	if n <= laid || c.Failed(moves) {
		return jobs.CommentAsk{}, false
	}
	from := 0
	if m.CommentOn() {
		if _, ok := c.Said(moves); !ok {
			from = n
		}
		if _, ok := c.Said(moves[:n-1]); !ok && n-1 > laid {
			from = n - 1
		}
	}
	o, over := m.Outcome()
	_, decided := c.Decided(moves)
	end := over && (o.By == "five" || o.By == "foul") && !decided
	if from == 0 && !end {
		return jobs.CommentAsk{}, false
	}
	if from == 0 {
		from = n
	}
	return jobs.CommentAsk{Moves: moves, Laid: laid, From: from, End: end}, true
}

// remarks are the remarks on the last two moves of the game shown, the
// older first (those the worker has said; none while the commentary is
// off, or of a position's laid stones).
//
//go:noinline
func (m *Model) remarks() []jobs.Remark {
	if m.g == nil || !m.CommentOn() || m.phase != Playing && m.phase != Over {
		return nil
	}
	moves := m.g.Moves()
	var out []jobs.Remark
	for n := max(len(moves)-1, m.laid()+1); n <= len(moves); n++ {
		if r, ok := m.c.Said(moves[:n]); ok {
			out = append(out, r)
		}
	}
	return out
}

// decidedBy is what the worker said of the game over on the board: what
// decided it and the five's row (zero until said).
//
//go:noinline
func (m *Model) decidedBy() jobs.Commented {
	if m.g == nil || m.phase != Over {
		return jobs.Commented{}
	}
	d, _ := m.c.Decided(m.g.Moves())
	return d
}

// decided is what decided the game over on the board ("" until said, or
// when nothing does).
func (m *Model) decided(lang msg.Lang) string { return m.decidedBy().Decided.In(lang) }

// band is the row of the five that ended the game (its stones in line
// order: six or more for White's overline), once the worker has said
// it; nil when the game did not end by a five.
func (m *Model) band() []rules.Point {
	if o, over := m.Outcome(); !over || o.By != "five" {
		return nil
	}
	return m.decidedBy().Row
}

// bandNotes draw the five's row: a band along it and a ring on each
// stone.
func bandNotes(row []rules.Point) []boardview.Note {
	if len(row) == 0 {
		return nil
	}
	ns := []boardview.Note{boardview.BandAlong(row[0], row[len(row)-1])}
	for _, p := range row {
		ns = append(ns, boardview.RingAt(p, boardview.InkSelect, 1))
	}
	return ns
}

// CommentState is a move's remark in state().play.
type CommentState struct {
	Move  int      `json:"move"`
	Color string   `json:"color"`
	Tags  []string `json:"tags"`
	Says  string   `json:"says"`
}

// commentState fills state().play's commentary in lang: the last move's
// remark, what decided the game and the band.
func (m *Model) commentState(st *State, lang msg.Lang) {
	st.CommentOn = m.CommentOn()
	if rs := m.remarks(); len(rs) > 0 {
		r := rs[len(rs)-1]
		if moves := m.g.Moves(); r.Move == len(moves) {
			st.Commentary = &CommentState{Move: r.Move, Color: r.Color.String(), Tags: r.Tags, Says: r.Says.In(lang)}
		}
	}
	st.Decided = m.decided(lang)
	st.Band = []string{}
	for _, p := range m.band() {
		st.Band = append(st.Band, p.String())
	}
}
