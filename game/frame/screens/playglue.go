package screens

import (
	"strings"
	"time"

	"renju/game/features/match"
	"renju/game/services/platform"
	"renju/game/vocab/pageapi"
	"renju/msg"
)

// The Play screen: game/features/match's model on the panel renderer. "#play"
// opens it at its menu, which offers the unfinished games kept in
// storage; "#play=<link>" reopens a game or its review
// (match.FormatLink).

const (
	screenPlay = "play"
	// storePlay is the storage key of the games in progress.
	storePlay = match.StorageKey
	// sgfName is the name a downloaded game takes.
	sgfName = "renju-game.sgf"
)

// newPlay makes the model, the partner's choices seeded by seed.
func newPlay(seed uint64) *panelScreen {
	m := match.New(seed)
	m.Jobs = Jobs
	p := match.NewPlay(m)
	s := &panelScreen{name: screenPlay, m: p}
	s.poll = func(c *Ctx) { keepBroken(c, p) }
	s.perform = func(c *Ctx) {
		for _, r := range p.TakeRequests() {
			playRequest(c, p, r)
		}
		keepBroken(c, p)
	}
	return s
}

func openPlay(c *Ctx, prev Screen, arg string, link bool) (Screen, error) {
	s, ok := prev.(*panelScreen)
	if !ok || s.name != screenPlay {
		s = newPlay(uint64(time.Now().UnixNano()))
	}
	p := s.m.(*match.Play)
	m := p.Model
	if !s.loaded {
		s.loaded = true
		// The games kept from the last visits, read even when a link
		// opens a game, for the list saved holds them all: the menu
		// offers Resume for those unfinished. A list that does not read
		// was moved aside by the store (and said); a game that does not
		// replay is moved aside here and said on the menu.
		v, _ := c.Store.Load(storePlay)
		sayBroken(c, p, m.LoadSaved(v))
		// The menu's choices kept from the last visit (Adapt's level).
		if v, ok := c.Store.Load(match.SetupKey); ok {
			m.LoadSetup(v)
		}
	}
	p.Cover(LessonsDone(c)) // the learner's stage
	switch {
	case link && arg != "":
		if err := m.Open(arg); err != nil {
			return s, err
		}
	case strings.HasPrefix(arg, pageapi.PlayFromPrefix):
		// Play it out from another screen: a position that cannot be
		// played on is said on the menu (OpenPosition).
		_ = m.Open(arg)
	}
	return s, nil
}

// playRequest does what the model asks of the browser: a record's text,
// the SGF file, the move list to copy.
func playRequest(c *Ctx, p *match.Play, r match.Request) {
	switch r {
	case match.ReqImport:
		if text, ok := c.Prompt(c.T(msg.PlayImportAsk), "", match.MaxImport); ok && strings.TrimSpace(text) != "" {
			_ = p.Model.Import(text) // the panel says why it failed
		}
	case match.ReqSGF:
		if sgf := p.Model.SGF(); sgf != "" {
			platform.Download([]byte(sgf), sgfName, "application/x-go-sgf")
			platform.ShowText(c.T(msg.PlayExportSGFAsk), sgf)
		}
	case match.ReqMoves:
		if mv := p.Model.Moves(); mv != "" {
			platform.ShowText(c.T(msg.PlayExportMoves), mv)
		}
	}
}

// keepBroken keeps aside the saved games found not to replay.
func keepBroken(c *Ctx, p *match.Play) { sayBroken(c, p, p.Model.TakeBroken()) }

// sayBroken keeps broken games aside (under renju.play.damaged.<time>:
// the progress file includes them, and the frame's notice says so) and
// names them on the menu.
func sayBroken(c *Ctx, p *match.Play, broken []match.Broken) {
	for _, b := range broken {
		p.Model.SayBroken(b, c.Store.Aside(storePlay, b.Game.Link))
	}
}

// playDamaged is the notice for a saved value of Play that could not be
// read: the list of games, or one game's link (a game of the list that
// does not replay, or the format before the list).
func playDamaged(value string) msg.ID {
	if strings.HasPrefix(value, "{") {
		return msg.SaveGamesDamaged
	}
	return msg.SaveGameDamaged
}
