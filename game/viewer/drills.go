package viewer

import (
	"fmt"
	"strings"
	"sync/atomic"

	"renju/drills"
	"renju/game/drillplay"
	"renju/game/input"
	"renju/game/msg"
	"renju/game/picture"
	"renju/gamedrills"
	"renju/review"
	"renju/rules"
)

// Drills from games: "make drills from this game" (a game shown) or
// "from these games" (the list, as filtered). The games' foul moments
// become drills (package gamedrills: the judge derives every answer, as
// for generated drills); they are played here as a fixed set (the Drills
// screen's model, drillplay.NewSet) or printed as a worksheet.

// MaxDrills is the most drills made at once: a set of a sitting, and a
// worksheet of four pages. A database is looked through game by game
// (in the list's order) until it has given this many.
const MaxDrills = 24

// making is a search for drills running off the game loop.
type making struct {
	games []int        // the games looked through, in order
	done  atomic.Int64 // games looked at so far
	found atomic.Int64 // drills found so far
	stop  atomic.Bool
	ch    chan made
}

type made struct {
	items  []gamedrills.Item
	failed int // games that could not be scanned
}

// MadeFrom says where the drills come from.
type MadeFrom struct {
	// Games is how many games were looked through, Of how many there were
	// to look through; Failed how many could not be scanned (set-up
	// stones, passes).
	Games, Of, Failed int
	// Game is the one game they come from (from 1), 0 for several.
	Game int
}

// MakeDrills looks for drills in the game shown, or in the games the list
// shows: Poll takes them.
func (m *Model) MakeDrills() {
	var games []int
	switch m.phase {
	case Viewing:
		// Once the moments are found, and when there are some.
		if ms, done, err := m.Moments(); !done || err != nil || len(ms) == 0 {
			return
		}
		games = []int{m.g}
	case List:
		games = append(games, m.shown...)
	default:
		return
	}
	if len(games) == 0 {
		return
	}
	// The moments found already are not looked for again.
	known := map[int][]review.Moment{}
	for _, i := range games {
		if s := m.scans[i]; s != nil && s.done && s.err == nil {
			known[i] = s.moments
		}
	}
	mk := &making{games: games, ch: make(chan made, 1)}
	m.making, m.drillsBack, m.phase = mk, m.phase, Making
	m.notice = msg.Notice{}
	all, yield := m.games, m.Yield
	go func() {
		var out made
		seen := map[string]bool{}
		for _, i := range games {
			if mk.stop.Load() || len(out.items) >= MaxDrills {
				break
			}
			g := all.Game(i)
			items, err := gamedrills.GameItems(&g, known[i], review.Options{MaxNodes: scanNodes, Yield: yield})
			if err != nil {
				out.failed++
			}
			for _, it := range items {
				if k := gamedrills.Key(&it.Drill); !seen[k] && len(out.items) < MaxDrills {
					seen[k] = true
					it.Game = i + 1
					out.items = append(out.items, it)
				}
			}
			mk.done.Add(1)
			mk.found.Store(int64(len(out.items)))
		}
		mk.ch <- out
	}()
}

// StopMaking stops looking: the drills found so far are kept.
func (m *Model) StopMaking() {
	if m.making != nil {
		m.making.stop.Store(true)
	}
}

// pollMaking takes the drills made, once found.
func (m *Model) pollMaking() {
	mk := m.making
	if mk == nil {
		return
	}
	select {
	case r := <-mk.ch:
		m.making = nil
		m.from = MadeFrom{Games: int(mk.done.Load()), Of: len(mk.games), Failed: r.failed}
		if len(mk.games) == 1 {
			m.from.Game = mk.games[0] + 1
		}
		if len(r.items) == 0 {
			m.phase = m.drillsBack
			m.notice = msg.Say(msg.ViewNoDrills, m.from.Games)
			if m.from.Game > 0 {
				m.notice = msg.Say(msg.ViewNoDrillsGame)
			}
			return
		}
		m.made, m.madeSel = r.items, 0
		m.phase = Drills
	default:
	}
}

// cancelMaking forgets a search (a new file was opened).
func (m *Model) cancelMaking() {
	if m.making != nil {
		m.making.stop.Store(true)
		m.making = nil
	}
	m.closeDrill()
	m.made = nil
}

// MakingProgress is the search's progress: games looked at, of, drills
// found.
func (m *Model) MakingProgress() (done, of, found int) {
	if m.making == nil {
		return 0, 0, len(m.made)
	}
	return int(m.making.done.Load()), len(m.making.games), int(m.making.found.Load())
}

// Made are the drills made, with where they come from.
func (m *Model) Made() ([]gamedrills.Item, MadeFrom) { return m.made, m.from }

// MadeDrills are the drills made, for a worksheet.
func (m *Model) MadeDrills() []drills.Drill {
	out := make([]drills.Drill, len(m.made))
	for i, it := range m.made {
		out[i] = it.Drill
	}
	return out
}

// PlayDrills starts the drills made as a set, in their order.
func (m *Model) PlayDrills() {
	if m.phase != Drills || len(m.made) == 0 {
		return
	}
	m.closeDrill()
	plan := make([]string, len(m.made))
	level := 1
	for i, it := range m.made {
		plan[i] = it.Type
		level = max(level, it.Level)
	}
	m.drill = drillplay.NewSet(&madeSource{items: m.made}, plan, level, 0, 0)
	m.phase = Drilling
}

// Drill is the set being played (Drilling), else nil.
func (m *Model) Drill() *drillplay.Model {
	if m.phase != Drilling {
		return nil
	}
	return m.drill
}

func (m *Model) closeDrill() {
	if m.drill != nil {
		m.drill.Close()
		m.drill = nil
	}
}

// BackFromDrills goes back: from the set to the drills made, from those
// (or a search, which stops) to the game or the list they came from.
func (m *Model) BackFromDrills() {
	switch m.phase {
	case Drilling:
		m.closeDrill()
		m.phase = Drills
	case Making:
		m.StopMaking() // Poll shows what was found
	case Drills:
		m.phase = m.drillsBack
	}
}

// AskWorksheet asks the screen for the drills made as a worksheet PDF.
func (m *Model) AskWorksheet() {
	if m.phase == Drills && len(m.made) > 0 {
		m.req = ReqWorksheet
	}
}

// Say shows a notice (the screen's: the worksheet saved or failed).
func (m *Model) Say(n msg.Notice) { m.notice = n }

// SheetTitle is the worksheet's title in lang: the players, or the
// file.
func (m *Model) SheetTitle(lang msg.Lang) string {
	if i := m.from.Game; i > 0 {
		if g := m.games.Game(i - 1); g.Black != "" || g.White != "" {
			return msg.F(lang, msg.ViewSheetTitleGame, gameTitle(lang, &g))
		}
	}
	return msg.F(lang, msg.ViewSheetTitleFile, m.fileName(lang))
}

// madeSource hands the drills made to drillplay, in order (drillplay's
// worker is its only caller).
type madeSource struct {
	items []gamedrills.Item
	next  int
}

func (s *madeSource) Next(typ string, level int) (drills.Drill, error) {
	if s.next >= len(s.items) {
		return drills.Drill{}, fmt.Errorf("no drill left for %s", typ)
	}
	it := s.items[s.next]
	s.next++
	if it.Type != typ {
		return drills.Drill{}, fmt.Errorf("drill %d is %s, not %s", s.next, it.Type, typ)
	}
	return it.Drill, nil
}

// SelectMade moves the selection in the list of drills made by d (the
// board shows the drill selected).
func (m *Model) SelectMade(d int) {
	if len(m.made) > 0 {
		m.madeSel = max(0, min(len(m.made)-1, m.madeSel+d))
	}
}

// backButton goes back to where the drills came from.
func (m *Model) backButton(lang msg.Lang) button {
	id := msg.ViewBtnBackGame
	if m.drillsBack == List {
		id = msg.ViewBtnBackList
	}
	return button{action: LeaveDrills, label: msg.T(lang, id), key: input.KeyEscape}
}

// madeView lists the drills made: where from, how many of each type, and
// each drill with its game and move; the board shows the one selected,
// without its answer.
func (m *Model) madeView(lang msg.Lang, v *View) {
	v.Title = msg.T(lang, msg.ViewDrillsTitle)
	f := m.from
	switch {
	case f.Game > 0:
		g := m.games.Game(f.Game - 1)
		v.Status = msg.F(lang, msg.ViewMadeFromGame, gameTitle(lang, &g), f.Game)
	default:
		v.Status = msg.F(lang, msg.ViewMadeFromGames, f.Games, f.Of)
	}
	if f.Failed > 0 {
		v.Status += " · " + msg.F(lang, msg.ViewMadeFailed, f.Failed)
	}
	v.Prompt = msg.F(lang, msg.ViewMadeReady, len(m.made))
	count := map[string]int{}
	for _, it := range m.made {
		count[it.Type]++
	}
	var parts []string
	for _, t := range drills.Types {
		if count[t] > 0 {
			parts = append(parts, msg.F(lang, msg.ViewMadeCount, drillplay.TypeName(lang, t), count[t]))
		}
	}
	v.Lines = append(v.Lines, strings.Join(parts, " · "))
	lo := max(0, min(m.madeSel-listWindow/2, len(m.made)-listWindow))
	for k := lo; k < min(len(m.made), lo+listWindow); k++ {
		it := m.made[k]
		if k == m.madeSel {
			v.Sel = len(v.Lines)
		}
		v.Lines = append(v.Lines, msg.F(lang, msg.ViewMadeLine, k+1, drillplay.TypeName(lang, it.Type), it.Game, it.Move))
	}
	v.Hint = msg.T(lang, msg.ViewMadeKeys)
	if b, err := rules.ParseStones(m.made[m.madeSel].Position); err == nil {
		v.Board.Stones = b
		if p, err := rules.ParsePoint(m.made[m.madeSel].Point); err == nil {
			v.Board.Add(picture.Note{Kind: picture.Pulse, At: p})
		}
	}
}
