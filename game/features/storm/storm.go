// Package storm is the plain-Go model of two timed practice modes built on
// the drills (package drills), and of the weakness-driven choice of their
// questions. It is tested on the host and knows nothing of pixels.
//
// Foul Storm (StormMode): three minutes (StormTime) of is-forbidden
// questions, answered with one tap. They get harder as the run goes on
// (StageAt): level 1 to 3, and within a level deeper recursion, combined
// fouls and the rarer kinds (double-four, overline); from the third stage
// the question is "legal, or which kind?" rather than yes or no. Every
// ComboStep right answers in a row add ComboBonus to the clock; a wrong
// answer takes Penalty (never below zero). A right answer scores 10 per
// level plus the combo before it (at most 10): the score only rises. At
// the end every missed question is listed again with its answer and a
// walk target (Miss.Walk).
//
// Live-or-false streak (StreakMode): untimed live-or-false questions,
// harder as the streak grows; the first miss ends the run.
//
// The best storm score and the best streak are saved in a small versioned
// JSON record read strictly (Record, ParseRecord), with the per-type
// tallies, badges that never go down (Earned, BadgeRules) and the private
// ratings per cell (Cell, Rating) that steer the choice of questions
// (Ratings.Pick: 70% from the weakest cells). No rating is shown.
//
// Questions are made in the worker (jobs.MakeDrills: drill i of the
// run's seed, so a question lost with the worker is made again the same)
// and judged and filed here into a small bank ahead of the run (Poll
// takes them), so the screen does not wait between questions; while it
// does, the storm's clock stops.
package storm

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"renju/boardview"
	"renju/game/services/spaced"
	"renju/game/vocab/screenview"
	"time"

	"renju/drills"
	"renju/game/parts/skill"
	"renju/game/services/jobs"
	"renju/job"
	"renju/msg"
)

// Mode is the kind of run.
type Mode int

const (
	StormMode  Mode = iota // Foul Storm: is-forbidden against the clock
	StreakMode             // live-or-false until the first miss
)

// Type is the drill type the mode asks.
func (m Mode) Type() string {
	if m == StreakMode {
		return drills.LiveOrFalse
	}
	return drills.IsForbidden
}

func (m Mode) String() string {
	if m == StreakMode {
		return "streak"
	}
	return "storm"
}

// Phase is where the screen is.
type Phase int

const (
	Menu      Phase = iota // choose the mode; the records and badges
	Preparing              // waiting for a question (the clock stands)
	Asking                 // a question on the board
	Over                   // the run's result and the missed questions
)

var phaseNames = []string{"menu", "preparing", "asking", "over"}

func (p Phase) String() string {
	if p < 0 || int(p) >= len(phaseNames) {
		return "?"
	}
	return phaseNames[p]
}

// The bank of questions made ahead.
const (
	// BankTarget questions of the current stage's level are kept ready,
	// so the weakness choice has some to choose from.
	BankTarget = 6
	// BankNext questions of the next level are made ahead in the last
	// stage before the level changes.
	BankNext = 3
	// BankMax bounds the questions of one level in the bank (refill).
	BankMax = 16
	// maxInFlight bounds the jobs given to the worker at once: two, so
	// that the worker has the next as soon as it answers one, and the
	// first question of a run shares the worker with one other only (the
	// worker's jobs run side by side).
	maxInFlight = 2
	// maxGenErrors in a row stop the run with a notice.
	maxGenErrors = 3
)

// Answer codes, as Miss.Said and Miss.Want hold them.
const (
	SaidYes   = "yes"
	SaidNo    = "no"
	SaidLegal = "legal"
	SaidLive  = "live"
	SaidFalse = "false"
)

// Miss is a question answered wrongly: the item, what was said and what
// the answer was.
type Miss struct {
	Item Item
	Said string
	Want string
}

// Walk is the judgement that explains the miss.
func (m *Miss) Walk() WalkTarget { return m.Item.Walk() }

// Last is the previous answer, shown above the next question.
type Last struct {
	Item   Item
	Right  bool
	Said   string
	Gained int           // points (storm)
	Bonus  time.Duration // time added by the combo (storm)
	Taken  time.Duration // time taken (storm)
}

// want is a kind of question the bank asks for.
type want struct {
	typ   string
	level int
}

// asking is a question being made in the worker.
type asking struct {
	want
	req jobs.DrillAsk
	job *job.Job[jobs.DrillBatch]
}

// Model is the screen. It is not safe for concurrent use (the app guards
// it with its lock).
type Model struct {
	// answers are those given since TakeAnswers.
	answers []screenview.Attempt
	mode    Mode
	phase   Phase
	clock   Clock
	rng     *rand.Rand

	// jobs is the worker's client; seed and nextIndex the drills'
	// stream (each question asked is the next drill of it).
	jobs      *job.Client
	seed      uint64
	nextIndex int
	asks      []*asking
	bank      []Item
	waiting   map[want]int
	seen      map[string]bool // positions asked this session
	genErrs   int

	cur      *Item
	stage    Stage
	timer    Timer
	answered int
	right    int
	score    int
	combo    int
	topCombo int
	last     *Last
	missed   []Miss
	newBest  bool

	// done are the lessons the learner has done (Cover; nil before it
	// is called): the runs rise only to the levels they cover (top), and
	// their questions are version 2's drills of covered (cover.go).
	done    map[string]bool
	covered []string
	// all: the questions ask every lesson's ideas (All lessons; on by
	// default for a learner who has done no lesson: a club player).
	all bool
	// taught is the learner's stage (Cover; nil: every term): the words
	// of the questions, the answers and the walks (stage.go), the
	// lessons done's even with All lessons on.
	taught func(term string) bool

	rec     *Record
	dirty   bool
	walkReq bool
	walkAt  int
	notice  msg.Notice
	// played is the last right answer played out (play.go), made once.
	played    *boardview.Board
	playedFor *Last
}

// New returns the screen at its menu with an empty record, having c's
// worker make its questions; clock tells the time (SystemClock in the
// app) and seed drives the questions and their choice.
func New(c *job.Client, clock Clock, seed uint64) *Model {
	if clock == nil {
		clock = SystemClock{}
	}
	m := &Model{
		clock:   clock,
		rng:     rand.New(rand.NewPCG(seed, seed^0x5bd1e995)),
		jobs:    c,
		seed:    seed,
		waiting: map[want]int{},
		seen:    map[string]bool{},
		rec:     NewRecord(),
		timer:   NewTimer(StormTime),
	}
	m.refill()
	return m
}

// TakeAnswers returns the answers given since the last call.
func (m *Model) TakeAnswers() []screenview.Attempt {
	as := m.answers
	m.answers = nil
	return as
}

// Leave cancels the questions being made (the screen was left: the
// worker's time is for the screen shown); Poll asks again.
func (m *Model) Leave() {
	for _, a := range m.asks {
		a.job.Cancel()
		m.waiting[a.want]--
	}
	m.asks = nil
}

// --- reading ---

func (m *Model) Mode() Mode         { return m.mode }
func (m *Model) Phase() Phase       { return m.phase }
func (m *Model) Item() *Item        { return m.cur }
func (m *Model) Stage() Stage       { return m.stage }
func (m *Model) Score() int         { return m.score }
func (m *Model) Combo() int         { return m.combo }
func (m *Model) Answered() int      { return m.answered }
func (m *Model) Right() int         { return m.right }
func (m *Model) Missed() []Miss     { return m.missed }
func (m *Model) Last() *Last        { return m.last }
func (m *Model) Record() *Record    { return m.rec }
func (m *Model) Notice() msg.Notice { return m.notice }

// NewBest reports whether the run just over set a new best.
func (m *Model) NewBest() bool { return m.newBest }

// TimeLeft is the storm's clock now.
func (m *Model) TimeLeft() time.Duration { return m.timer.Left(m.clock.Now()) }

// --- the record ---

// Load reads a saved record (ParseRecord). Empty data is a first visit.
// A record that does not read is replaced by a fresh one, saved at once
// over it, and a notice says so; the error is returned for the console.
func (m *Model) Load(data []byte) error {
	if len(data) == 0 {
		return nil
	}
	r, err := ParseRecord(data)
	if err != nil {
		m.rec = NewRecord()
		m.notice = msg.Say(NoticeReset, err.Error())
		m.dirty = true
		return err
	}
	m.rec = r
	return nil
}

// Save is the record as JSON.
func (m *Model) Save() []byte { return FormatRecord(m.rec) }

// TakeSave returns the record when it changed since the last call.
func (m *Model) TakeSave() ([]byte, bool) {
	if !m.dirty {
		return nil, false
	}
	m.dirty = false
	return m.Save(), true
}

// --- choosing and running ---

// ChooseMode selects the mode (menu, or the result screen).
func (m *Model) ChooseMode(mode Mode) {
	if m.phase != Menu && m.phase != Over || (mode != StormMode && mode != StreakMode) {
		return
	}
	if mode != m.mode {
		m.mode = mode
		keep := m.bank[:0]
		for _, it := range m.bank {
			if it.Drill.Type == mode.Type() {
				keep = append(keep, it)
			}
		}
		m.bank = keep
	}
	m.refill()
}

// Start begins a run of the chosen mode (none while its lessons are
// not done: Startable).
func (m *Model) Start() {
	if !m.Startable() {
		return
	}
	m.timer = NewTimer(StormTime)
	m.answered, m.right, m.score, m.combo, m.topCombo = 0, 0, 0, 0, 0
	m.last, m.missed, m.newBest, m.cur = nil, nil, false, nil
	m.walkReq, m.walkAt, m.genErrs = false, 0, 0
	m.notice = msg.Notice{}
	m.next()
}

// End finishes the run now (it counts, as if the time had run out).
func (m *Model) End() {
	if m.phase == Asking || m.phase == Preparing {
		m.finish()
	}
}

// ToMenu goes back to the menu; a run with answers is finished first, so
// its best counts.
func (m *Model) ToMenu() {
	if (m.phase == Asking || m.phase == Preparing) && m.answered > 0 {
		m.finish()
	}
	m.phase, m.cur, m.walkReq = Menu, nil, false
	m.refill()
}

// next stops the clock and shows the next question, or waits for one.
func (m *Model) next() {
	m.timer.Stop(m.clock.Now())
	m.cur = nil
	m.phase = Preparing
	m.pick()
	m.refill()
}

// Poll takes the questions the worker made, ends a storm whose time is
// up, and shows a question when the screen waits for one. Call it every
// frame.
func (m *Model) Poll() {
	keep := m.asks[:0]
	for _, a := range m.asks {
		rep, err, done := a.job.Poll()
		switch {
		case !done:
			keep = append(keep, a)
		case errors.Is(err, job.ErrLost):
			// Nothing is lost but time: the same question is asked again.
			m.notice = msg.Say(msg.JobLost)
			a.job = job.Start(m.jobs, jobs.MakeDrills, a.req)
			keep = append(keep, a)
		default:
			m.waiting[a.want]--
			m.take(a.want, rep, err)
		}
	}
	m.asks = keep
	if m.phase == Asking && m.mode == StormMode && m.timer.Up(m.clock.Now()) {
		m.finish()
	}
	if m.phase == Preparing {
		m.pick()
	}
	m.refill()
}

// take judges the questions made, files them in the bank.
func (m *Model) take(w want, rep jobs.DrillBatch, err error) {
	var it Item
	if err == nil && len(rep.Drills) == 0 {
		err = errors.New("no drill made")
	}
	if err == nil {
		it, err = Classify(rep.Drills[0])
	}
	if err != nil {
		if errors.Is(err, job.ErrCanceled) {
			return
		}
		m.genErrs++
		if m.genErrs >= maxGenErrors && m.phase == Preparing {
			if n, ok := jobs.Said(err); ok {
				m.notice = n
			} else {
				m.notice = msg.Say(NoticeGenError, err.Error())
			}
			if m.answered > 0 {
				m.finish()
			} else {
				m.phase = Menu
			}
		}
		return
	}
	it.req = w.level
	m.genErrs = 0
	if it.Drill.Type != m.mode.Type() || m.seen[it.Drill.Position] {
		return
	}
	m.bank = append(m.bank, it)
}

// pick shows the bank's best question for the stage, if it has one of the
// stage's level: among those, the ones whose hardness is nearest the
// stage's (HardWindow); among their cells, the one the ratings pick
// (Ratings.Pick); of that cell, the oldest.
func (m *Model) pick() {
	st := m.stageAt(m.answered)
	var fits []int
	bestMiss := -1
	for i := range m.bank {
		it := &m.bank[i]
		if it.req != st.Level || it.Drill.Type != m.mode.Type() || m.seen[it.Drill.Position] {
			continue
		}
		miss := hardMiss(it.Hardness(), st.Hard)
		switch {
		case bestMiss < 0 || miss < bestMiss:
			fits, bestMiss = []int{i}, miss
		case miss == bestMiss:
			fits = append(fits, i)
		}
	}
	if len(fits) == 0 {
		return
	}
	var cells []skill.Cell
	have := map[skill.Cell]bool{}
	for _, i := range fits {
		if c := m.bank[i].Cell; !have[c] {
			have[c] = true
			cells = append(cells, c)
		}
	}
	cell := m.rec.Ratings.Pick(m.rng, cells)
	for _, i := range fits {
		if m.bank[i].Cell == cell {
			it := m.bank[i]
			m.bank = append(m.bank[:i], m.bank[i+1:]...)
			m.show(it, st)
			return
		}
	}
}

func (m *Model) show(it Item, st Stage) {
	m.cur, m.stage = &it, st
	if m.notice.ID == msg.JobLost {
		m.notice = msg.Notice{} // the question came after all
	}
	m.seen[it.Drill.Position] = true
	// The same position may wait in the bank at another point: drop it.
	keep := m.bank[:0]
	for _, b := range m.bank {
		if !m.seen[b.Drill.Position] {
			keep = append(keep, b)
		}
	}
	m.bank = keep
	m.trim(it.Drill.Type, m.stageAt(m.answered+1))
	m.phase = Asking
	if m.mode == StormMode {
		m.timer.Run(m.clock.Now())
	}
}

// refill asks the worker for the questions the bank lacks: BankTarget of
// the level the next question needs that fit its stage's hardness
// (HardWindow), and BankNext of the level after it when the stage after
// next changes level. A bank holds at most BankMax questions of a level;
// each question shown makes room by dropping the oldest that do not fit
// its stage (trim), so that common easy questions do not crowd out the
// rarer hard ones later stages want, and the worker's work stays bounded
// by a job or two per question.
func (m *Model) refill() {
	if m.jobs == nil || !m.Startable() {
		return // nothing to ask for: no run can start before its lessons
	}
	answered := m.answered
	if m.phase == Menu || m.phase == Over {
		answered = 0 // the next run's first question
	}
	typ := m.mode.Type()
	st := m.stageAt(answered)
	wants := map[int]int{st.Level: BankTarget}
	if soon := m.stageAt(answered + StageLen).Level; soon != st.Level {
		wants[soon] = BankNext
	}
	for level := 1; level <= drills.MaxLevel; level++ {
		j := want{typ, level}
		have, all := m.waiting[j], m.waiting[j]
		for _, it := range m.bank {
			if it.req == level && it.Drill.Type == typ {
				all++
				if level != st.Level || hardMiss(it.Hardness(), st.Hard) == 0 {
					have++
				}
			}
		}
		for ; have < wants[level] && all < BankMax && len(m.asks) < maxInFlight; have, all = have+1, all+1 {
			m.ask(j)
		}
	}
}

// ask has the worker make the next drill of the stream, of w.
func (m *Model) ask(w want) {
	req := jobs.DrillAsk{Seed: m.seed, Index: m.nextIndex, Count: 1, Type: w.typ, Level: w.level}
	if m.done != nil {
		req.Version, req.Covered = drills.Latest, m.covered
		if m.all {
			req.Covered = []string{drills.AllLessons}
		}
	}
	m.nextIndex++
	m.asks = append(m.asks, &asking{want: w, req: req, job: job.Start(m.jobs, jobs.MakeDrills, req)})
	m.waiting[w]++
}

// trim drops the oldest questions of the stage's level that do not fit
// its hardness while the level holds BankMax or more, leaving room for
// one more.
func (m *Model) trim(typ string, st Stage) {
	n := m.waiting[want{typ, st.Level}]
	for _, it := range m.bank {
		if it.req == st.Level && it.Drill.Type == typ {
			n++
		}
	}
	keep := m.bank[:0]
	for _, it := range m.bank {
		if n >= BankMax && it.req == st.Level && it.Drill.Type == typ && hardMiss(it.Hardness(), st.Hard) > 0 {
			n--
			continue
		}
		keep = append(keep, it)
	}
	m.bank = keep
}

// --- answering ---

// Yes and No answer the storm's yes-or-no question ("is it forbidden?").
func (m *Model) Yes() { m.Answer(SaidYes) }
func (m *Model) No()  { m.Answer(SaidNo) }

// Kind answers the storm's which-kind question: SaidLegal,
// "double-three", "double-four" or "overline".
func (m *Model) Kind(kind string) { m.Answer(kind) }

// Live and False answer the streak's question.
func (m *Model) Live()  { m.Answer(SaidLive) }
func (m *Model) False() { m.Answer(SaidFalse) }

// Want is the right answer to it, in the form the question asks (a yes or
// no, a kind, live or false).
func Want(it *Item, askKind bool) string {
	switch {
	case it.Drill.Type == drills.LiveOrFalse && it.Live():
		return SaidLive
	case it.Drill.Type == drills.LiveOrFalse:
		return SaidFalse
	case askKind && it.Forbidden():
		return it.Drill.Answer.Kind
	case askKind:
		return SaidLegal
	case it.Forbidden():
		return SaidYes
	}
	return SaidNo
}

// Asks reports whether said is an answer the question on the board takes.
func (m *Model) Asks(said string) bool {
	if m.phase != Asking || m.cur == nil {
		return false
	}
	switch said {
	case SaidLive, SaidFalse:
		return m.mode == StreakMode
	case SaidYes, SaidNo:
		return m.mode == StormMode && !m.stage.AskKind
	case SaidLegal, "double-three", "double-four", "overline":
		return m.mode == StormMode && m.stage.AskKind
	}
	return false
}

// Answer grades said (an answer code) against the question on the board.
// An answer the question does not take is ignored, and so is any answer
// once the storm's time is up (the run ends instead).
func (m *Model) Answer(said string) {
	if !m.Asks(said) {
		return
	}
	now := m.clock.Now()
	if m.mode == StormMode && m.timer.Up(now) {
		m.finish()
		return
	}
	it := m.cur
	want := Want(it, m.stage.AskKind)
	right := said == want
	last := &Last{Item: *it, Right: right, Said: said}
	m.answers = append(m.answers, screenview.Attempt{From: spaced.FromStorm, Drill: it.Drill, Right: right})
	m.answered = min(m.answered+1, skill.MaxCount)
	if right {
		m.right = min(m.right+1, skill.MaxCount)
		m.combo++
		m.topCombo = max(m.topCombo, m.combo)
		if m.mode == StormMode {
			last.Gained = 10*it.Level() + min(m.combo-1, 10)
			m.score = min(m.score+last.Gained, skill.MaxCount)
			if m.combo%ComboStep == 0 {
				m.timer.Add(ComboBonus)
				last.Bonus = ComboBonus
			}
		}
	} else {
		m.combo = 0
		m.missed = append(m.missed, Miss{Item: *it, Said: said, Want: want})
		if m.mode == StormMode {
			before := m.timer.Left(now)
			m.timer.Take(now, Penalty)
			last.Taken = before - m.timer.Left(now)
		}
	}
	m.last = last
	if b := m.rec.Answer(it.Cell, it.Level(), right); b != skill.NoBadge {
		m.notice = msg.Say(NoticeBadge, badgeID(b), m.typeID(it.Cell.Type))
	}
	m.dirty = true
	switch {
	case m.mode == StreakMode && !right:
		m.finish()
	case m.mode == StormMode && m.timer.Up(now):
		m.finish()
	default:
		m.next()
	}
}

// finish ends the run and records it.
func (m *Model) finish() {
	now := m.clock.Now()
	m.timer.Stop(now)
	m.phase, m.cur, m.walkAt = Over, nil, 0
	m.newBest = false
	switch m.mode {
	case StormMode:
		m.rec.StormRuns = min(m.rec.StormRuns+1, skill.MaxCount)
		if m.score > m.rec.StormBest {
			m.rec.StormBest, m.newBest = m.score, true
		}
	case StreakMode:
		m.rec.StreakRuns = min(m.rec.StreakRuns+1, skill.MaxCount)
		if m.right > m.rec.StreakBest {
			m.rec.StreakBest, m.newBest = m.right, true
		}
	}
	m.dirty = true
	m.refill()
}

// --- the walk ---

// Show selects missed question i for the board of the result screen.
func (m *Model) Show(i int) {
	if m.phase == Over && i >= 0 && i < len(m.missed) {
		m.walkAt = i
	}
}

// Shown is the missed question the result screen's board shows.
func (m *Model) Shown() int { return m.walkAt }

// WalkTarget is the walk of missed question i (result screen only).
func (m *Model) WalkTarget(i int) (WalkTarget, bool) {
	if m.phase != Over || i < 0 || i >= len(m.missed) {
		return WalkTarget{}, false
	}
	w := m.missed[i].Walk()
	w.Options = m.walkOptions()
	return w, true
}

// Walk asks for the walk of missed question i; the game layer takes it
// with TakeWalk and opens the walk player.
func (m *Model) Walk(i int) {
	if _, ok := m.WalkTarget(i); ok {
		m.walkAt, m.walkReq = i, true
	}
}

// TakeWalk returns the walk asked for, once.
func (m *Model) TakeWalk() (WalkTarget, bool) {
	if !m.walkReq {
		return WalkTarget{}, false
	}
	m.walkReq = false
	return m.WalkTarget(m.walkAt)
}

// String is a short description for debugging.
func (m *Model) String() string {
	return fmt.Sprintf("storm[%s %s answered %d right %d score %d bank %d]", m.mode, m.phase, m.answered, m.right, m.score, len(m.bank))
}
