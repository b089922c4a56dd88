package match

import (
	"renju/glossary"
	"renju/msg"
	"renju/tutor"
)

// Play speaks to the learner's stage (Cover: the lessons done): a hint
// or a moment of the review says in plain words what a lesson not yet
// done names (a foul caught for 抓禁, a three that is not live for a
// false three), and the walks are told at the same stage. What a game
// needs named — the foul played, an opening rule and its steps — is
// named, and the screen links the name to the glossary.

// Cover takes the lessons the learner has done (the frame tells it each
// time the screen opens).
func (m *Model) Cover(done []string) {
	m.taught = glossary.Known(done)
	m.c.Cover(done) // the commentary's (comment.go)
}

// Cover is the model's (screenview.Coverer).
func (p *Play) Cover(done []string) { p.Model.Cover(done) }

// knows reports whether the learner has met term.
func (m *Model) knows(term string) bool { return m.taught == nil || m.taught(term) }

// walkOptions tell a walk at the learner's stage (none before Cover:
// the frame then tells it at the learner's).
func (m *Model) walkOptions() []tutor.Option {
	if m.taught == nil {
		return nil
	}
	return []tutor.Option{tutor.WithStage(m.taught)}
}

// pick is plain when the learner has not met the term, else id.
func pick(plain bool, plainID, id msg.ID) msg.ID {
	if plain {
		return plainID
	}
	return id
}
