// Package match is the model of the Play screen: a game of renju under an
// opening rule (package referee) against the sparring partner (engine) or
// between two people on one device, with hints, takebacks in casual
// games, the referee's verdicts explained, the review after the game
// (package review's foul moments) and the game as a link, a move string
// and an SGF record. It hands the screen a View in the learner's
// language; it is plain Go, tested on the host.
//
// The partner thinks, and the hints and the review are computed, in the
// worker (game/services/jobs: jobs.PartnerMove, jobs.Hints, jobs.Scan), so no
// frame waits for them; Poll takes their results. Every change bumps a
// generation, and a job asked for an older generation is canceled (a
// takeback while the partner thinks).
package match

import (
	"math/rand/v2"
	"time"

	"renju/game/services/jobs"
	"renju/game/vocab/screenview"
	"renju/job"
	"renju/msg"
	"renju/referee"
	"renju/rules"
)

// Phase is where the screen is.
type Phase int

const (
	Menu      Phase = iota // choosing the rule, the opponent, the referee
	Playing                // the opening procedure or the play
	Over                   // the game has ended
	Reviewing              // stepping through the finished game
)

var phaseNames = []string{"menu", "playing", "over", "review"}

func (p Phase) String() string { return phaseNames[p] }

// Outcome is how a game ended.
type Outcome struct {
	Winner rules.Stone // Empty: a draw
	// By: "five", "foul", "draw" (a full board) or "resign".
	By   string
	Foul rules.Foul
}

// WalkTarget is a point whose walk the screen should open: the board it
// is judged on and the colour (a screenview.Walk without a line).
type WalkTarget = screenview.Walk

// Model is the Play screen's state.
type Model struct {
	// answers are the learner's fouls not yet taken (TakeAnswers).
	answers []screenview.Attempt
	setup   Setup
	phase   Phase
	g       *referee.Game
	log     []Action
	// acted: the learner has acted in the game (a stone, a swap, a
	// declaration, an offer, a choice, a call or a resignation; the
	// laid stones of a position are nobody's). Only such a game is kept
	// for Resume: one the learner only opened is not theirs yet.
	acted bool
	// resigned is the side that resigned (Empty: none).
	resigned rules.Stone
	// pendingFoul is Black's forbidden move White may still call
	// (WhiteCalls): the partner, as White, calls it.
	pendingFoul *rules.Foul
	notice      msg.Notice
	noticeBad   bool
	// refusal is the last refused action, drawn on the board (a symmetric
	// offer and the one it mirrors, with the axis).
	refusal *referee.Refusal
	walk    *WalkTarget
	// taught is the learner's stage (Cover: the lessons done; nil: every
	// term): the hints', the review's and the walks' words (stage.go).
	taught func(term string) bool
	// dirty: the game changed since TakeSave last looked.
	dirty bool

	// The games kept for Resume (renju.play, saved.go): the list, the ID
	// of the game on the board in it ("" until it is first saved), the
	// list as storage last had it from this model, whether the list
	// changed since, the games found not to replay. choosing: the menu
	// lists the saved games to choose from.
	shelf        Shelf
	id           string
	saved        string
	shelfChanged bool
	recorded     string // the game's link as last recorded or opened ("": done)
	broken       []Broken
	choosing     bool
	rng          *rand.Rand
	// Now is the clock of the saves' times (nil: time.Now).
	Now func() time.Time

	// Jobs runs the partner's decisions, the hints' and the review's
	// searches (in the browser, in the worker; nil: none is asked).
	Jobs *job.Client

	// The sparring partner.
	seed    uint64
	opening rules.Opening // the opening it lays as first player
	openSym rules.Symmetry
	gen     int
	// thinking: it is the partner's turn; asking is its decision under
	// way (nil while thinking: it is asked at the next Poll).
	thinking   bool
	asking     *asking
	lastMove   string // why the partner played its last stone (jobs.Reason…)
	partnerAct Action // the partner's last action
	// thought is how long the partner's last decision took in the
	// worker, for state().play.thinkMs.
	thought time.Duration
	// chunk is the longest the partner has worked between two yields in
	// this game (state().play.chunkMs): in the worker, how long a
	// cancel may wait to be heard.
	chunk time.Duration

	// hints are the hints of the position hintsOf (shownHints gives them
	// only while that is the position on the board); hintGen is the
	// generation whose hints were last asked for; hintAsk the search
	// under way.
	hints   *Hints
	hintsOf rules.Board
	hintGen int
	hintAsk *hintAsk

	rv *reviewState
	// fouls caches the forbidden map of the board foulsOf: the view asks
	// every frame, and a map costs 225 judgements (about 10 ms in
	// WebAssembly).
	foulsOf rules.Board
	fouls   []rules.Foul
	hasFoul bool
	// declareN is the number the declare step shows (0: its default).
	declareN int
	// confirming: Resign was pressed and waits for Yes or Keep playing.
	confirming bool

	// c is the commentary (comment.go).
	c jobs.Commentary

	// nextLevel is the level Adapt chose after the game (0: none);
	// setupChanged: the menu's choices are to be saved (SetupKey), as
	// savedSetup last had them.
	nextLevel    int
	setupChanged bool
	savedSetup   string
}

// New makes a Play model at its menu; seed makes the partner's choices
// reproducible.
func New(seed uint64) *Model {
	return &Model{setup: DefaultSetup, seed: seed, rng: rand.New(rand.NewPCG(seed, 0x5afe))}
}

// Setup is the current setup (the menu's choices, or the game's).
func (m *Model) Setup() Setup { return m.setup }

// SetSetup changes the menu's choices.
func (m *Model) SetSetup(s Setup) {
	if m.phase == Menu {
		m.setup = s
		m.dirty = true
		m.nextLevel = 0
		m.setupChanged = true
	}
}

// Phase is where the screen is.
func (m *Model) Phase() Phase { return m.phase }

// Game is the game (nil on the menu before the first game).
func (m *Model) Game() *referee.Game { return m.g }

// Log is the game's actions.
func (m *Model) Log() []Action { return append([]Action(nil), m.log...) }

// Thinking reports that the partner is choosing its move.
func (m *Model) Thinking() bool { return m.thinking }

// Start begins a game with the menu's setup (a new game in the list once
// it has a step).
func (m *Model) Start() {
	m.begin(m.setup, nil)
	m.onGame("", "")
	m.dirty = true
	m.schedule()
}

// begin starts a game and replays log; it stops at the first action that
// fails and returns its error.
func (m *Model) begin(s Setup, log []Action) error {
	m.stopJobs()
	m.record() // the game left, as it was
	m.setup = s
	m.g = referee.New(s.Rule, s.Referee)
	m.log, m.resigned, m.pendingFoul, m.acted = nil, rules.Empty, nil, false
	m.notice, m.refusal, m.walk, m.rv, m.hints = msg.Notice{}, nil, nil, nil, nil
	// Nothing said in the last game is carried into this one (a
	// two-player game after one against the partner was told "The
	// sparring partner played N13.").
	m.lastMove, m.partnerAct, m.confirming = "", Action{}, false
	// A game begun (or taken back) has no Adapt result yet: one taken
	// back is saved as gone.
	if m.nextLevel != 0 {
		m.nextLevel, m.setupChanged = 0, true
	}
	m.phase = Playing
	m.gen++
	m.thinking = false
	m.seed++
	m.chunk = 0
	if !s.People() {
		m.opening = rules.Openings[int(m.seed%uint64(len(rules.Openings)))]
		m.openSym = rules.Symmetries[int(m.seed/uint64(len(rules.Openings))%8)]
	}
	for i, a := range log {
		if err := m.apply(a); err != nil {
			return msg.Errorf(PlayLinkBadAction, i+1, a.String(), refusalNotice(err))
		}
	}
	m.settle()
	return nil
}

// Outcome is the end of the game, if it is over.
func (m *Model) Outcome() (Outcome, bool) {
	if m.g == nil {
		return Outcome{}, false
	}
	if m.resigned != rules.Empty {
		return Outcome{Winner: m.resigned.Opponent(), By: "resign"}, true
	}
	r, over := m.g.Result()
	if !over {
		return Outcome{}, false
	}
	return Outcome{Winner: r.Winner, By: r.By, Foul: r.Foul}, true
}

// settle moves the phase on after a change.
func (m *Model) settle() {
	if _, over := m.Outcome(); over && m.phase == Playing {
		m.phase = Over
		m.thinking = false
		m.adapt()
	}
}

// apply carries out one action of a person (the learner, the partner, or
// a link's log) and logs it.
func (m *Model) apply(a Action) error {
	g := m.g
	if m.resigned != rules.Empty {
		return &referee.Refusal{Code: referee.CodeWrongStep, Asked: referee.AskNone}
	}
	mine := m.learners(a)
	var err error
	switch a.Kind {
	case 'p':
		var foul *rules.Foul
		if st := g.Step(); st.Ask == referee.AskPlace && st.Color == rules.Black {
			b := g.Board()
			if j, jerr := rules.Judge(&b, a.Point, rules.Black); jerr == nil && j.Verdict == rules.Forbidden {
				foul = &rules.Foul{Point: a.Point, Kind: j.Kind}
			}
		}
		if err = g.Place(a.Point); err == nil {
			m.pendingFoul = nil
			if foul != nil && m.setup.Referee == referee.WhiteCalls {
				m.pendingFoul = foul
			}
		}
	case 'P':
		err = g.Lay(a.Point)
	case 'S', 'K':
		err = g.Swap(a.Kind == 'S')
	case 'D':
		err = g.Declare(a.N)
	case 'O':
		err = g.Offer(a.Point)
	case 'C':
		err = g.Choose(a.Point)
	case 'M':
		err = g.OfferMany()
	case 'F':
		if err = g.Call(); err == nil {
			m.pendingFoul = nil
		}
	case 'R':
		if _, over := g.Result(); over {
			return &referee.Refusal{Code: referee.CodeWrongStep, Asked: referee.AskNone}
		}
		m.resigned = a.Color
	}
	if err != nil {
		return err
	}
	m.log = append(m.log, a)
	m.acted = m.acted || mine
	m.gen++
	m.dirty = true
	return nil
}

// learners reports whether action a, about to be applied, is the
// learner's: in pass and play every action but a laid stone; against the
// partner, one taken at the learner's step, or the learner's side
// resigning.
func (m *Model) learners(a Action) bool {
	switch {
	case a.Kind == 'P':
		return false
	case m.setup.People():
		return true
	case a.Kind == 'R':
		return a.Color == m.colourOf(m.setup.You)
	}
	st := m.g.Step()
	return st.Ask != referee.AskNone && st.Person == m.setup.You
}

// Human reports whether the person acting now is at this device (always,
// in pass and play).
func (m *Model) Human() bool {
	if m.phase != Playing || m.g == nil {
		return false
	}
	st := m.g.Step()
	if st.Ask == referee.AskNone {
		return false
	}
	return m.setup.People() || st.Person == m.setup.You
}

// act carries out the learner's action: refused ones say why.
func (m *Model) act(a Action) {
	if m.phase != Playing {
		return
	}
	if !m.Human() {
		m.say(false, PlayWaitPartner)
		return
	}
	before := m.g.Board()
	m.noteFoul(a, &before)
	if err := m.apply(a); err != nil {
		m.refuse(err)
		if r, ok := err.(*referee.Refusal); ok && r.Code == referee.CodeForbidden {
			// The learning referee refused a forbidden point: its walk
			// says why.
			m.walk = &WalkTarget{Board: before, Point: r.Point, Colour: rules.Black}
		}
		return
	}
	m.notice, m.refusal, m.lastMove = msg.Notice{}, nil, ""
	m.afterChange(before)
}

// afterChange ends the game when it is over and lets the partner act. A
// foul's walk waits for Why?: opened at once it would cover the result
// before the learner had read it.
func (m *Model) afterChange(before rules.Board) {
	m.settle()
	if m.phase != Playing {
		m.confirming = false
	}
	m.schedule()
}

// boardWithout is b with p emptied: the position a foul was played on.
func boardWithout(b rules.Board, p rules.Point) rules.Board {
	b.Set(p, rules.Empty)
	return b
}

func (m *Model) say(bad bool, id msg.ID, args ...any) {
	m.notice, m.noticeBad = msg.Say(id, args...), bad
}

// refuse shows why an action was refused.
func (m *Model) refuse(err error) {
	m.notice, m.noticeBad = refusalNotice(err), true
	m.refusal, _ = err.(*referee.Refusal)
}

// Tap is a tap on the board's point p.
func (m *Model) Tap(p rules.Point) {
	// A move instead of an answer to "Resign?" keeps playing.
	m.dropResign()
	switch m.phase {
	case Reviewing:
		m.reviewTap(p)
		return
	case Playing:
	default:
		return
	}
	if !m.Human() {
		m.say(false, PlayWaitPartner)
		return
	}
	switch m.g.Step().Ask {
	case referee.AskPlace:
		m.act(Action{Kind: 'p', Point: p})
	case referee.AskOffer:
		m.act(Action{Kind: 'O', Point: p})
	case referee.AskChoose:
		m.act(Action{Kind: 'C', Point: p})
	default:
		m.say(false, PlayUseButtons)
	}
}

// Swap answers the swap question (or, under Taraguchi after move 4,
// chooses to play one 5th move, swapping or not).
func (m *Model) Swap(yes bool) {
	k := byte('K')
	if yes {
		k = 'S'
	}
	m.act(Action{Kind: k})
}

// Declare states the number of 5th moves.
func (m *Model) Declare(n int) { m.act(Action{Kind: 'D', N: n}) }

// OfferTen chooses Taraguchi's ten offers.
func (m *Model) OfferTen() { m.act(Action{Kind: 'M'}) }

// CallFoul is White's Foul! call.
func (m *Model) CallFoul() { m.act(Action{Kind: 'F'}) }

// AskResign asks whether to resign: Resign (ConfirmResign) or Keep
// playing (dropResign) answers. A game is not lost to one stray tap.
func (m *Model) AskResign() {
	if m.phase != Playing {
		return
	}
	m.confirming = true
	m.say(false, PlayResignAsk, colourName(m.resigner().Opponent()))
}

// dropResign answers "Resign?" with Keep playing.
func (m *Model) dropResign() {
	if m.confirming {
		m.confirming = false
		m.notice = msg.Notice{}
	}
}

// resigner is the side a resignation gives up: the learner's against the
// partner, the side to move in pass and play.
func (m *Model) resigner() rules.Stone {
	if !m.setup.People() {
		return m.colourOf(m.setup.You)
	}
	return m.g.ToMove()
}

// Resign gives the game up for the side the learner plays (in pass and
// play, the side to move), without asking: AskResign asks first.
func (m *Model) Resign() {
	m.confirming = false
	if m.phase != Playing {
		return
	}
	side := m.resigner()
	before := m.g.Board()
	if err := m.apply(Action{Kind: 'R', Color: side}); err == nil {
		m.afterChange(before)
	}
}

// colourOf is the colour person plays now.
func (m *Model) colourOf(p referee.Person) rules.Stone {
	black := referee.Person(0)
	if m.g.Swapped() {
		black = 1
	}
	if p == black {
		return rules.Black
	}
	return rules.White
}

// CanUndo reports whether a takeback is possible: casual games, after the
// opening, and not while nothing of the learner's is on the board.
func (m *Model) CanUndo() bool {
	if m.g == nil || !m.setup.Casual() || (m.phase != Playing && m.phase != Over) || len(m.log) == 0 {
		return false
	}
	last := m.log[len(m.log)-1]
	if last.Kind == 'R' {
		return true
	}
	first := m.laid()
	if m.setup.Rule != referee.Free {
		first = 6
	}
	return last.Kind == 'p' && len(m.g.Moves()) > first
}

// Undo takes back the last move, and the partner's reply to it, so that
// it is the learner's turn again.
func (m *Model) Undo() {
	if !m.CanUndo() {
		m.say(false, PlayNoUndo)
		return
	}
	log := m.log[:len(m.log)-1]
	if m.log[len(m.log)-1].Kind != 'R' {
		_ = m.begin(m.setup, log)
		if !m.setup.People() && !m.Human() && m.CanUndo() {
			_ = m.begin(m.setup, m.log[:len(m.log)-1])
		}
	} else {
		_ = m.begin(m.setup, log)
	}
	m.say(false, PlayUndone)
	m.dirty = true
	m.schedule()
}

// NewGame goes back to the menu (the game is left, kept in the list;
// Resume comes back to it while it is unfinished).
func (m *Model) NewGame() {
	m.stopJobs()
	m.record()
	m.choosing = false
	m.setup, m.nextLevel = m.MenuSetup(), 0
	m.phase = Menu
	m.gen++
	m.thinking = false
	m.notice, m.walk, m.confirming = msg.Notice{}, nil, false
	m.dirty = true
}

// CanResume reports an unfinished game in the list to go back to from
// the menu.
func (m *Model) CanResume() bool {
	return m.phase == Menu && len(m.shelf.Live()) > 0
}

// Resume goes back to the unfinished game, or, when the list has several,
// lists them to choose from (ResumeGame).
func (m *Model) Resume() {
	switch live := m.shelf.Live(); {
	case m.phase != Menu || len(live) == 0:
	case len(live) == 1:
		m.ResumeGame(live[0].ID)
	default:
		m.choosing = true
		m.notice = msg.Notice{}
	}
}

// Choosing reports that the menu lists the saved games to choose from
// (not once another tab has finished them all).
func (m *Model) Choosing() bool { return m.phase == Menu && m.choosing && len(m.shelf.Live()) > 0 }

// ToggleHints switches the hints.
func (m *Model) ToggleHints() {
	m.setup.Hints = !m.setup.Hints
	m.stopHints()
	m.hints, m.hintGen = nil, -1
	m.dirty = true
}

// Forbidden is Black's forbidden map of b (kept for the last board asked).
func (m *Model) Forbidden(b *rules.Board) []rules.Foul {
	if !m.hasFoul || m.foulsOf != *b {
		m.foulsOf, m.fouls, m.hasFoul = *b, rules.ForbiddenMap(b), true
	}
	return m.fouls
}

// WalkFoul opens the walk of the foul that ended the game.
func (m *Model) WalkFoul() {
	if o, over := m.Outcome(); over && o.By == "foul" {
		m.walk = &WalkTarget{Board: boardWithout(m.g.Board(), o.Foul.Point), Point: o.Foul.Point, Colour: rules.Black}
	}
}

// TakeWalk returns the walk the screen should open, once, told at the
// learner's stage.
func (m *Model) TakeWalk() (WalkTarget, bool) {
	if m.walk == nil {
		return WalkTarget{}, false
	}
	w := *m.walk
	m.walk = nil
	w.Options = m.walkOptions() // told at the learner's stage
	return w, true
}

// Link is the game's link argument ("" on a fresh menu).
func (m *Model) Link() string {
	if m.g == nil {
		return ""
	}
	return FormatLink(m.setup, m.log, m.phase == Reviewing)
}

// TakeSave returns the list of games to keep in storage (renju.play)
// when it changed: the game on the board recorded in it as it is now.
func (m *Model) TakeSave() (string, bool) {
	if m.dirty {
		m.dirty = false
		m.record()
	}
	if !m.shelfChanged {
		return "", false
	}
	m.shelfChanged = false
	v := m.shelf.Format()
	if v == m.saved {
		return "", false
	}
	m.saved = v
	return v, true
}

// Open reads a game's link (from the URL or storage) and shows the game:
// at its step if unfinished, its review if reviewing, else its end.
func (m *Model) Open(arg string) error {
	if from, err := m.openFrom(arg); from {
		return err
	}
	s, log, reviewing, err := ParseLink(arg)
	if err != nil {
		return msg.Errorf(msg.PlayLinkBad, err.Error())
	}
	if err := m.begin(s, log); err != nil {
		m.onGame("", "") // what replayed of it is a game of its own
		return err
	}
	// A link of a game in the list (the address bar's, at a reload) goes
	// on with that game; any other is a new one.
	m.onGame("", "")
	for _, e := range m.shelf.Live() {
		if e.Link == FormatLink(s, log, false) {
			m.onGame(e.ID, e.Link)
		}
	}
	if _, over := m.Outcome(); over && reviewing {
		m.StartReview()
	}
	m.dirty = true
	m.schedule()
	return nil
}

// Poll takes the results of the partner's thinking, the hints and the
// review's scan, and asks for the hints of a new position.
func (m *Model) Poll() {
	m.pollPartner()
	m.pollHints()
	m.pollReview()
	m.pollComment()
	if m.phase == Playing && m.setup.Hints && m.shownHints() == nil && m.hintGen != m.gen {
		m.startHints()
	}
}

// Pause cancels the jobs under way (the screen is left: the worker's
// time is for the screen shown); the next Poll asks for them again.
func (m *Model) Pause() {
	m.stopPartner()
	m.stopHints()
	m.hintGen = -1
	m.stopReview()
	m.c.Stop()
}

// stopJobs cancels every job under way (a new game, the menu).
func (m *Model) stopJobs() {
	m.stopPartner()
	m.stopHints()
	m.stopReview()
	m.c.Stop()
}

// Wait polls until the partner has acted, for host tests (d bounds it).
func (m *Model) Wait(d time.Duration) bool {
	deadline := time.Now().Add(d)
	for m.thinking {
		if time.Now().After(deadline) {
			return false
		}
		m.Poll()
		time.Sleep(time.Millisecond)
	}
	return true
}

// start starts svc's job on the model's client (none without one: the
// job is never done).
func start[Req, Rep any](c *job.Client, svc job.Service[Req, Rep], req Req) *job.Job[Rep] {
	if c == nil {
		return nil
	}
	return job.Start(c, svc, req)
}
