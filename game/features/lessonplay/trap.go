package lessonplay

import (
	"math/rand/v2"

	"renju/boardview"
	"renju/lessons"
	"renju/msg"
	"renju/rules"
)

// The white-trap task is played move by move: the learner plays White's
// fours, the board answers each with Black's only defence, until Black's
// only defence is a forbidden point. The page keeps the line played so
// far; a wrong move is not played (the learner tries another from the
// same position).

// trapState is a white-trap task's line so far.
type trapState struct {
	board rules.Board        // the position now, White to play
	moves []rules.Point      // White's moves so far (each one answered)
	steps []lessons.TrapStep // what each of them did
	last  *lessons.TrapStep  // the last move tried (right or wrong)
}

// trapTask reports whether the page's task is a white-trap.
func (p *Page) trapTask() bool {
	t := p.Task()
	return t != nil && t.Type == lessons.TaskWhiteTrap
}

// trapBoard is the position now (the page's, with the line so far).
func (p *Page) trapBoard() rules.Board {
	if p.trap == nil {
		return p.Page().Board
	}
	return p.trap.board
}

// tapTrap plays White at pt: Black's forced reply, or the win, or a wrong
// move (not played). Only the end of the line (a win or a wrong move) is
// recorded as an answer.
func (p *Page) tapTrap(pt rules.Point) (Graded, bool) {
	t := p.Task()
	if p.trap == nil {
		p.trap = &trapState{board: p.Page().Board}
	}
	tr := p.trap
	step := t.TrapReply(&tr.board, pt)
	if step.Outcome == lessons.TrapOccupied {
		p.taken, p.hasTaken = pt, true
		return Graded{}, false
	}
	b := p.Page().Board
	r, err := t.Grade(&b, lessons.Answer{Points: append(append([]rules.Point(nil), tr.moves...), pt)})
	if err != nil {
		return Graded{}, false
	}
	tr.last = &step
	p.answer, p.result = lessons.Answer{Points: []rules.Point{pt}}, r
	switch {
	case r.Correct && !r.Won:
		// Black blocks; the line goes on.
		tr.moves = append(tr.moves, pt)
		p.key = nil // White's next four has changed
		tr.steps = append(tr.steps, step)
		tr.board.Set(pt, rules.White)
		tr.board.Set(step.Black, rules.Black)
		p.phase = Asking
		return Graded{Correct: true}, true
	case r.Won:
		p.phase = Right
	default:
		p.phase = Wrong
	}
	p.graded++
	p.play = nil
	p.earned = p.rec.Answer(p.lesson.ID, p.index+1, r.Won, p.tier)
	p.answered(r.Won) // the journal's too: a line that fails is a mistake to review
	return Graded{Correct: r.Won}, true
}

// resetTrap goes back to the page's position.
func (p *Page) resetTrap() { p.trap, p.key = nil, nil }

// trapWhy is what the last White move did, in words.
func (p *Page) trapWhy(lang msg.Lang) string {
	if p.trap == nil || p.trap.last == nil {
		return ""
	}
	st := p.trap.last
	w := st.White.Upper()
	switch st.Outcome {
	case lessons.TrapNotForcing:
		return msg.F(lang, TrapNotForcing, w)
	case lessons.TrapBlackBlocks:
		if p.phase == Wrong {
			return msg.F(lang, TrapDeadEnd, w, st.Black.Upper())
		}
		return msg.F(lang, TrapBlocks, w, st.Black.Upper())
	case lessons.TrapForbidden:
		kind := ""
		if st.Trace != nil {
			kind = msg.T(lang, msg.KindNamed(st.Trace.Kind))
		}
		return msg.F(lang, TrapWon, w, st.Black.Upper(), kind)
	case lessons.TrapWhiteFive, lessons.TrapUnstoppable:
		return msg.F(lang, TrapNoFoul, w)
	case lessons.TrapBlackFive:
		return msg.F(lang, TrapBlackFive, w, st.Black.Upper())
	}
	return ""
}

// trapWalk is the point and board of the walk that explains the last
// move: the forbidden defence (or Black's legal block), judged with
// White's move on the board.
func (p *Page) trapWalk() (rules.Point, rules.Board, bool) {
	if p.trap == nil || p.trap.last == nil || p.trap.last.Trace == nil {
		return rules.Point{}, rules.Board{}, false
	}
	st := p.trap.last
	b := p.trap.board
	if p.phase == Asking && len(p.trap.moves) > 0 {
		// The move was played and answered: judge the block as it was.
		b.Set(st.Black, rules.Empty)
	}
	b.Set(st.White, rules.White)
	return st.Black, b, true
}

// trapNotes number the line played: White's moves and Black's replies.
func (p *Page) trapNotes(pic *boardview.Board) {
	if p.trap == nil {
		return
	}
	n := len(p.Page().Moves)
	for i, w := range p.trap.moves {
		pic.SetNumber(w, n+2*i+1)
		pic.SetNumber(p.trap.steps[i].Black, n+2*i+2)
	}
	if st := p.trap.last; st != nil && p.phase == Right {
		pic.Stones.Set(st.White, rules.White)
		pic.SetNumber(st.White, n+2*len(p.trap.moves)+1)
		pic.Add(boardview.FoulAt(st.Black, kindOf(st.Trace)))
	}
}

func kindOf(tr *rules.Trace) rules.Kind {
	if tr == nil {
		return rules.NoKind
	}
	k, _ := rules.ParseKind(tr.Kind)
	return k
}

// orient picks the orientation of a name-opening page (tests fix it).
var orient = func() rules.Symmetry { return rules.Symmetries[rand.IntN(len(rules.Symmetries))] }
