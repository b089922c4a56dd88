package match

import (
	"errors"
	"time"

	"renju/game/services/jobs"
	"renju/job"
	"renju/msg"
	"renju/referee"
)

// The sparring partner's actions are decided in the worker (jobs.
// PartnerMove): the model asks when it is the partner's turn and takes
// the answer in Poll.

// MinThink is the least time the partner takes over a move, so that the
// learner sees their own stone land before the reply (300 ms reads as a
// reply, not as an echo). Host tests set it to 0.
var MinThink = 300 * time.Millisecond

// asking is the partner's decision under way.
type asking struct {
	job *job.Job[jobs.PartnerAction]
	req jobs.PartnerAsk
	gen int       // the generation it was asked for
	at  time.Time // when it was asked (MinThink counts from here)
}

// schedule lets the partner act when it is its turn.
func (m *Model) schedule() {
	if m.phase != Playing || m.setup.People() || m.thinking || m.g == nil {
		return
	}
	st := m.g.Step()
	if st.Ask == referee.AskNone || st.Person == m.setup.You {
		return
	}
	req := jobs.PartnerAsk{
		Level: m.setup.Level, Seed: m.seed + uint64(len(m.log))*7919, Rule: m.setup.Rule,
		Step: st, Moves: m.g.Moves(), Offers: m.g.Offers(), Foul: m.pendingFoul != nil,
	}
	for i, p := range m.opening.Moves() {
		req.Lay[i] = m.openSym.Apply(p)
	}
	m.thinking = true
	m.asking = &asking{req: req, gen: m.gen, at: time.Now()}
	m.asking.job = start(m.Jobs, jobs.PartnerMove, req)
}

// pollPartner takes the partner's action when it has come and MinThink
// has passed; a decision lost with the worker is asked again.
func (m *Model) pollPartner() {
	a := m.asking
	if a == nil {
		if m.thinking && m.phase == Playing {
			// Paused (the screen was left) while the partner thought.
			m.thinking = false
			m.schedule()
		}
		return
	}
	if a.gen != m.gen || !m.thinking {
		m.stopPartner()
		return
	}
	rep, err, done := a.job.Poll()
	if !done {
		return
	}
	if errors.Is(err, job.ErrLost) {
		// Nothing the learner did is lost: the game is the model's, and
		// the partner is simply asked again.
		m.say(true, msg.JobLost)
		a.job = start(m.Jobs, jobs.PartnerMove, a.req)
		return
	}
	if err == nil && time.Since(a.at) < MinThink {
		return
	}
	m.asking = nil
	m.thinking = false
	if err != nil {
		// A bug, not a learner's mistake: say it rather than hang.
		m.refuse(err)
		return
	}
	before := m.g.Board()
	act := Action{Kind: rep.Kind, Point: rep.Point, N: rep.N, Color: rep.Color}
	if err := m.apply(act); err != nil {
		m.refuse(err)
		return
	}
	if m.notice.ID == msg.JobLost {
		m.notice = msg.Notice{}
	}
	m.lastMove = rep.Reason
	m.partnerAct = act
	m.thought, m.chunk = rep.Took, max(m.chunk, rep.Chunk)
	m.afterChange(before)
}

// stopPartner cancels the partner's decision under way, if any.
func (m *Model) stopPartner() {
	if m.asking != nil {
		m.asking.job.Cancel()
		m.asking = nil
	}
}
