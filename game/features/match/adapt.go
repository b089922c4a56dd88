package match

import (
	"renju/game/services/jobs"
	"renju/rules"
)

// Adapt (Setup.Adapt) moves the partner's level after each game against
// it so that the learner wins about half: one level up after a win, one
// down after a loss, the same after a draw, within 1–jobs.MaxLevel. The
// ladder is calibrated so that each level scores 65–90% against the one
// below (70–76% measured, scripts/ladder.sh, docs/cli.md): one step is a
// real change, and a learner who wins one and loses the next stays
// between two levels.

// adaptedLevel is the level after a game at level that the learner
// (playing you) ended with outcome.
func adaptedLevel(level int, you rules.Stone, o Outcome) int {
	switch {
	case o.Winner == rules.Empty:
		return level
	case o.Winner == you:
		return min(level+1, jobs.MaxLevel)
	}
	return max(level-1, 1)
}

// adapt notes the level of the next game when a game against the
// partner under Adapt has just ended; the menu takes it (NewGame) and it
// is saved with the setup at once, so that a reload keeps it.
func (m *Model) adapt() {
	s := m.setup
	o, over := m.Outcome()
	if !s.Adapt || s.People() || !over {
		return
	}
	if n := adaptedLevel(s.Level, m.colourOf(s.You), o); n != m.nextLevel {
		m.nextLevel = n
	}
	m.setupChanged = true
}

// MenuSetup is the setup the menu offers next: the game's, with the level
// Adapt chose after it.
func (m *Model) MenuSetup() Setup {
	s := m.setup
	if s.Adapt && !s.People() && m.nextLevel > 0 {
		s.Level = m.nextLevel
	}
	return s
}

// NextLevel is the level Adapt chose for the next game (0: none yet).
func (m *Model) NextLevel() int {
	if !m.setup.Adapt || m.setup.People() {
		return 0
	}
	return m.nextLevel
}

// SetupKey is the storage key of the menu's choices (a game link with no
// actions, FormatLink): the rule, referee, level, side, hints and Adapt
// chosen last, and the level Adapt moved to.
const SetupKey = "renju.play.setup"

// TakeSetupSave returns the menu's choices to keep when they changed.
func (m *Model) TakeSetupSave() (string, bool) {
	if !m.setupChanged {
		return "", false
	}
	m.setupChanged = false
	v := FormatLink(m.MenuSetup(), nil, false)
	if v == m.savedSetup {
		return "", false
	}
	m.savedSetup = v
	return v, true
}

// LoadSetup reads the menu's choices kept from the last visit (a value
// that does not read is ignored: the menu's defaults stay).
func (m *Model) LoadSetup(v string) {
	s, log, _, err := ParseLink(v)
	if err != nil || len(log) > 0 || m.phase != Menu {
		return
	}
	m.setup, m.savedSetup, m.nextLevel = s, v, 0
}
