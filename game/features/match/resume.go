package match

import (
	"math/rand/v2"
	"strconv"
	"time"

	"renju/msg"
)

// The model's side of the saved games (saved.go): the list it keeps, the
// game on the board's place in it, Resume and the chooser.

// Broken is a saved game that does not replay (a link written by another
// version, or damaged): taken off the list, for the screen to keep aside
// and say.
type Broken struct {
	Game Saved
	Err  error
}

func (m *Model) now() time.Time {
	if m.Now != nil {
		return m.Now()
	}
	return time.Now()
}

// newID is a new game's ID: the time in base 36 and 24 random bits, so
// that two tabs starting a game in one millisecond still differ. The bits
// come from the process's own randomly seeded source, not the partner's
// generator: two tabs opened in one clock tick (the browser's clock is
// coarse) seed that one alike, and gave their games one ID.
func (m *Model) newID() string {
	r := strconv.FormatUint(rand.Uint64()&0xffffff, 36)
	return strconv.FormatInt(m.now().UnixMilli(), 36) + "-" + r
}

func (m *Model) setShelf(sh Shelf) {
	m.shelf = sh
	m.shelfChanged = true
}

// onGame names the game on the board: its ID in the list ("" for none
// yet) and its link as this model last saw it there.
func (m *Model) onGame(id, link string) { m.id, m.recorded = id, link }

// record puts the game on the board in the list, as it is now: a game
// in which the learner has acted (a game the partner began, or a Play
// it out the learner left before a move, is not theirs to resume), not
// on the menu (where the setup shown is the next game's). A game that is
// over is marked done; one over before it was ever saved (a finished
// game's link, an import) is not listed. A
// game that did not change here since it was last recorded or opened is
// left as the list has it: another tab may have played on in it, or
// finished it, since.
func (m *Model) record() {
	if m.g == nil || !m.acted || m.phase == Menu {
		return
	}
	_, over := m.Outcome()
	link := FormatLink(m.setup, m.log, false)
	rec := link
	if over {
		rec = "" // done
	}
	if m.id != "" && rec == m.recorded {
		return
	}
	old, ok := m.shelf.find(m.id)
	if m.id == "" || !ok {
		if over {
			return
		}
		if m.id == "" {
			m.id = m.newID()
		}
	}
	m.recorded = rec
	if ok && old.Done == over && (over || old.Link == link) {
		return
	}
	e := Saved{ID: m.id, At: m.now().UnixMilli()}
	if ok && e.At <= old.At {
		e.At = old.At + 1 // this tab's own last word is the later
	}
	if over {
		e.Done = true
	} else {
		e.Link = link
	}
	m.setShelf(m.shelf.with(e))
}

// markDone marks e's game done, just after its last save.
func (m *Model) markDone(e Saved) {
	m.setShelf(m.shelf.with(Saved{ID: e.ID, At: e.At + 1, Done: true}))
}

// LoadSaved takes in renju.play as stored (a value that does not read
// gives an empty list: the store has kept it aside). Each game is
// replayed: one that is over is marked done, one that does not replay is
// marked done and returned, to be kept aside and said. The most recent
// game left is put on the board behind the menu, as Resume would open it.
func (m *Model) LoadSaved(v string) []Broken {
	sh, _ := ParseSaved(v)
	m.shelf, m.saved = JoinSaved(m.shelf, sh), v
	var broken []Broken
	for _, e := range m.shelf.Live() {
		over, err := CheckSaved(e.Link)
		switch {
		case err != nil:
			broken = append(broken, Broken{e, err})
			m.markDone(e)
		case over:
			m.markDone(e)
		}
	}
	if live := m.shelf.Live(); len(live) > 0 && m.g == nil {
		s, log, _, _ := ParseLink(live[0].Link)
		if m.begin(s, log) == nil {
			m.onGame(live[0].ID, live[0].Link)
		}
		m.phase, m.gen = Menu, m.gen+1
	}
	return broken
}

// AdoptSaved joins into the list what storage holds now (another tab's
// games). The game on the board stays as it is.
func (m *Model) AdoptSaved(v string) {
	sh, err := ParseSaved(v)
	if err != nil {
		return
	}
	m.saved = v
	m.setShelf(JoinSaved(m.shelf, sh))
}

// SavedGames are the games Resume offers, most recent first.
func (m *Model) SavedGames() []Saved { return m.shelf.Live() }

// ResumeGame opens the saved game id at its step. One that does not
// replay is marked done and kept for TakeBroken; the menu stays.
func (m *Model) ResumeGame(id string) {
	e, ok := m.shelf.find(id)
	if !ok || e.Done || m.phase != Menu {
		return
	}
	m.choosing = false
	s, log, _, err := ParseLink(e.Link)
	if err != nil {
		err = msg.Errorf(msg.PlayLinkBad, err.Error())
	} else {
		keep := *m
		if err = m.begin(s, log); err != nil {
			*m = keep
		}
	}
	if err != nil {
		m.broken = append(m.broken, Broken{e, err})
		m.markDone(e)
		return
	}
	m.onGame(id, e.Link)
	m.settle()
	m.dirty = true
	m.schedule()
}

// TakeBroken returns, once, the saved games found not to replay since the
// last call.
func (m *Model) TakeBroken() []Broken {
	b := m.broken
	m.broken = nil
	return b
}

// SayBroken shows on the menu that b was taken off the list and is kept
// under aside.
func (m *Model) SayBroken(b Broken, aside string) {
	var n msg.Notice
	if e, ok := b.Err.(msg.Error); ok {
		n = e.Notice
	} else {
		n = msg.Say(PlayRefOther, b.Err.Error())
	}
	m.notice, m.noticeBad = msg.Say(msg.PlaySavedBroken, m.savedName(b.Game), n, aside), true
}

// savedName names a saved game in a line: its rule, the opponent, the
// stones on the board (the rule named at the learner's stage).
func (m *Model) savedName(e Saved) msg.Notice {
	s, log, _, err := ParseLink(e.Link)
	if err != nil {
		return msg.Say(PlaySavedUnread)
	}
	stones := countStones(log)
	opp := msg.Say(PlayPassAndPlay)
	if !s.People() {
		opp = msg.Say(PlayPartnerN, s.Level)
	}
	moves := msg.Say(msg.PlaySavedMoves, stones)
	if stones == 1 {
		moves = msg.Say(PlaySavedMove1)
	}
	return msg.Say(msg.PlaySavedName, msg.Say(m.ruleIDs()[s.Rule]), opp, moves)
}

var ruleIDs = []msg.ID{PlayRuleFree, PlayRuleRIF, PlayRuleYamaguchi, PlayRuleSoosorv8, PlayRuleTaraguchi10}

// ruleIDs are the opening rules' names at the learner's stage: before the
// lesson on openings the free rule is "Free play" (自由对局), not "Free
// opening".
func (m *Model) ruleIDs() []msg.ID {
	if m.knows("opening") {
		return ruleIDs
	}
	return append([]msg.ID{PlayRuleFreePlain}, ruleIDs[1:]...)
}

// countStones counts the stones a log places (a move, an offer kept).
func countStones(log []Action) int {
	n := 0
	for _, a := range log {
		if a.Kind == 'p' || a.Kind == 'C' {
			n++
		}
	}
	return n
}

// savedStones is the stones of a saved game's link (0: it does not read).
func savedStones(link string) int {
	_, log, _, _ := ParseLink(link)
	return countStones(log)
}
