package screens

import (
	"renju/boardview"
	"renju/game/vocab/input"
	"renju/rules"
)

// How a panel screen feels an answer (game/services/feel): a new graded
// answer (screenview.Answer's Seq) is sounded, when sound is on, and a
// right one is played out on the board (boardview.Board.Play) unless
// motion is reduced. The play goes by the frame's clock; a tap or a key
// during it ends it and still goes to the model, but where the play is
// on a board no longer asked about (Foul Storm's last question), it only
// ends it.

// Animator is a screen that may be playing an answer out (state()'s
// feel.animating).
type Animator interface {
	Animating() bool
}

// Animating reports whether an answer is being played out.
func (s *panelScreen) Animating() bool { return s.anim.Running() }

// answered sounds and plays a new answer of the panel just made.
func (s *panelScreen) answered(c *Ctx) {
	a := s.v.Answer
	if !s.answerSeen {
		s.answerSeen, s.answerSeq = true, a.Seq
		return
	}
	if a.Seq == s.answerSeq {
		return
	}
	s.answerSeq = a.Seq
	s.anim.Clear()
	if a.Seq == 0 || c.Feel == nil {
		return
	}
	c.Feel.Answered(a.Right)
	if !a.Right {
		return
	}
	pic := &s.v.Board
	if a.Board != nil {
		pic = a.Board
	}
	if key := pic.PlayDigest(); key != 0 {
		c.Feel.Start(&s.anim, key, boardview.PlaySeconds(len(pic.Play)))
	}
}

// playing moves the play's clock, and ends it at the frame's first tap or
// key; it reports whether that input is spent (the play was on a board no
// longer asked about).
func (s *panelScreen) playing(c *Ctx, in *input.Frame) bool {
	if !s.anim.Running() {
		return false
	}
	if len(in.Taps) == 0 && len(in.Keys) == 0 {
		s.anim.Advance(c.DT)
		return false
	}
	s.anim.Finish()
	return s.v.Answer.Board != nil
}

// Animating reports whether a right answer is being played out.
func (s *lessonScreen) Animating() bool { return s.anim.Running() }

// answered sounds and plays a new answer of the lesson's page (a task).
func (s *lessonScreen) answered(c *Ctx) {
	seq, right := s.f.Cur().Answered()
	if !s.answerSeen {
		s.answerSeen, s.answerSeq = true, seq
		return
	}
	if seq == s.answerSeq {
		return
	}
	s.answerSeq = seq
	s.anim.Clear()
	if seq == 0 || c.Feel == nil {
		return
	}
	c.Feel.Answered(right)
	if !right {
		return
	}
	pic := s.f.Picture(false, rules.Point{}, false)
	if key := pic.PlayDigest(); key != 0 {
		c.Feel.Start(&s.anim, key, boardview.PlaySeconds(len(pic.Play)))
	}
}
