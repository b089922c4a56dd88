package gameviewer

import (
	"errors"
	"strings"

	"renju/boardview"
	"renju/drills"
	"renju/game/parts/drillplay"
	"renju/game/services/jobs"
	"renju/game/vocab/input"
	"renju/job"
	"renju/msg"
	"renju/rules"
)

// Drills from games: "make drills from this game" (a game shown) or
// "from these games" (the list, as filtered). The games' foul moments
// become drills (package gamedrills, in the worker: jobs.GameDrills; the
// judge derives every answer, as for generated drills); they are played here as a fixed set (the Drills
// screen's model, drillplay.NewSet) or printed as a worksheet.

// MaxDrills is the most drills made at once: a set of a sitting, and a
// worksheet of four pages. A database is looked through game by game
// (in the list's order) until it has given this many.
const MaxDrills = 24

// batchGames is how many games each of the search's jobs looks through.
// The page makes each game's moves for the worker (a database's list may
// hold 367,677 games, and the search stops once it has MaxDrills: the
// games go in batches as needed, not all at once), and a batch's drills
// come back when it is done: Stop keeps the batches answered. A game
// takes some 33 ms to scan in WebAssembly (docs/cli.md, "renju scan"), so a
// batch some quarter of a second, and the frame or two between batches
// costs the search about a tenth of its time.
const batchGames = 8

// making is a search for drills: the worker's job for a batch of the
// games at a time.
type making struct {
	games  []int // the games looked through, in order
	next   int   // games[:next] are sent (answered, or in the batch under way)
	done   int   // games looked at in the batches answered
	failed int   // of them, games that could not be scanned
	found  []jobs.GameDrill
	job    *job.Job[jobs.DrillsMade]
	// stopped: the learner stopped the search (a batch answered before
	// the Cancel reached it is kept, and no other goes).
	stopped bool
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
	m.making, m.drillsBack, m.phase = &making{games: games}, m.phase, Making
	m.notice = msg.Notice{}
	m.nextBatch()
}

// nextBatch sends the worker the next games, with the moments known
// already (not looked for again) and the drills found (not made again).
func (m *Model) nextBatch() {
	mk := m.making
	batch := mk.games[mk.next:min(len(mk.games), mk.next+batchGames)]
	req := jobs.DrillGames{Max: MaxDrills, MaxNodes: scanNodes}
	for _, i := range batch {
		g := m.games.Game(i)
		dg := jobs.DrillGame{Game: i + 1}
		if moves, err := g.Played(); err != nil {
			dg.Unplayable = err.Error()
		} else {
			dg.Moves = moves
		}
		if s := m.scans[i]; s != nil && s.done && s.err == nil {
			dg.Scanned, dg.Moments = true, s.moments
		}
		req.Games = append(req.Games, dg)
	}
	for _, it := range mk.found {
		req.Have = append(req.Have, it.Drill)
	}
	mk.next += len(batch)
	mk.job = job.Start(m.Jobs, jobs.GameDrills, req)
}

// StopMaking stops looking: the drills found so far are kept (Poll shows
// them).
func (m *Model) StopMaking() {
	if m.making != nil {
		m.making.stopped = true
		m.making.job.Cancel()
	}
}

// pollMaking takes a batch's drills: the next batch goes, or the search
// ends (all looked through, MaxDrills found, stopped, or the worker
// stopped).
func (m *Model) pollMaking() {
	mk := m.making
	if mk == nil {
		return
	}
	rep, err, done := mk.job.Poll()
	if !done {
		return
	}
	if err == nil {
		mk.found = append(mk.found, rep.Items...)
		mk.done += rep.Looked
		mk.failed += rep.Failed
		if !mk.stopped && len(mk.found) < MaxDrills && mk.next < len(mk.games) {
			m.nextBatch()
			return
		}
	}
	m.making = nil
	m.from = MadeFrom{Games: mk.done, Of: len(mk.games), Failed: mk.failed}
	if len(mk.games) == 1 {
		m.from.Game = mk.games[0] + 1
	}
	switch {
	case len(mk.found) > 0:
		m.made, m.madeSel = mk.found, 0
		m.phase = Drills
	case m.from.Game > 0:
		m.phase = m.drillsBack
		m.notice = msg.Say(NoDrillsGame)
	default:
		m.phase = m.drillsBack
		m.notice = msg.Say(NoDrills, m.from.Games)
	}
	switch {
	case errors.Is(err, job.ErrLost):
		m.notice = msg.Say(msg.JobLost)
	case err != nil && !errors.Is(err, job.ErrCanceled):
		m.notice = msg.Say(msg.PlayReviewFailed, err.Error())
	}
}

// cancelMaking forgets a search (a new file was opened).
func (m *Model) cancelMaking() {
	if m.making != nil {
		m.making.job.Cancel()
		m.making = nil
	}
	m.closeDrill()
	m.made = nil
}

// MakingProgress is the search's progress: games looked at, of, drills
// found — as of the batches answered, what Stop keeps. The line moves
// once a batch, not once a game: each change redraws the screen, and a
// redraw some ten times a second (a game every 100 ms) held headless
// Chromium's frames at a median of 117 ms here, where the same list
// idle draws every 16.7 ms (e2e TestViewerDrillsFrames).
func (m *Model) MakingProgress() (done, of, found int) {
	mk := m.making
	if mk == nil {
		return 0, 0, len(m.made)
	}
	return mk.done, len(mk.games), len(mk.found)
}

// Made are the drills made, with where they come from.
func (m *Model) Made() ([]jobs.GameDrill, MadeFrom) { return m.made, m.from }

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
	level := 1
	for _, it := range m.made {
		level = max(level, it.Level)
	}
	m.drill = drillplay.NewGiven(m.MadeDrills(), level)
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
			return msg.F(lang, SheetTitleGame, gameTitle(lang, &g))
		}
	}
	return msg.F(lang, SheetTitleFile, m.fileName(lang))
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
	id := BtnBackGame
	if m.drillsBack == List {
		id = BtnBackList
	}
	return button{action: LeaveDrills, label: msg.T(lang, id), key: input.KeyEscape}
}

// madeView lists the drills made: where from, how many of each type, and
// each drill with its game and move; the board shows the one selected,
// without its answer.
func (m *Model) madeView(lang msg.Lang, v *View) {
	v.Title = msg.T(lang, DrillsTitle)
	f := m.from
	switch {
	case f.Game > 0:
		g := m.games.Game(f.Game - 1)
		v.Status = msg.F(lang, MadeFromGame, gameTitle(lang, &g), f.Game)
	default:
		v.Status = msg.F(lang, MadeFromGames, f.Games, f.Of)
	}
	if f.Failed > 0 {
		v.Status += " · " + msg.F(lang, MadeFailed, f.Failed)
	}
	v.Prompt = msg.F(lang, MadeReady, len(m.made))
	count := map[string]int{}
	for _, it := range m.made {
		count[it.Type]++
	}
	var parts []string
	for _, t := range drills.Types {
		if count[t] > 0 {
			parts = append(parts, msg.F(lang, MadeCount, drillplay.TypeName(lang, t), count[t]))
		}
	}
	v.Lines = append(v.Lines, strings.Join(parts, " · "))
	lo := max(0, min(m.madeSel-listWindow/2, len(m.made)-listWindow))
	for k := lo; k < min(len(m.made), lo+listWindow); k++ {
		it := m.made[k]
		if k == m.madeSel {
			v.Sel = len(v.Lines)
		}
		v.Lines = append(v.Lines, msg.F(lang, MadeLine, k+1, drillplay.TypeName(lang, it.Type), it.Game, it.Move))
	}
	v.Hint = msg.T(lang, MadeKeys)
	if b, err := rules.ParseStones(m.made[m.madeSel].Position); err == nil {
		v.Board.Stones = b
		if p, err := rules.ParsePoint(m.made[m.madeSel].Point); err == nil {
			v.Board.Add(boardview.Note{Kind: boardview.Pulse, At: p})
		}
	}
}
