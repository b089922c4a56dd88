// Package drillplay is the state machine of the Drills screen: choose a
// drill type and a level, play a round of generated drills (package
// drills), answer each in the way its type asks, see right or wrong with the
// correct answer on the board, keep score, streak and accuracy per type and
// per forbidden kind, and end the round with a summary. The record is saved
// as JSON (drills.Stats, read strictly by ParseRecord: record.go); a saved
// record with parts at fault keeps the rest (RepairRecord), one that
// cannot be read at all is replaced by a fresh record, and a notice says
// which and why.
//
// Answers, by type:
//
//	is-forbidden  Yes / No; after a right "Yes", which kind
//	find-all      tap points to select them, then Done
//	live-or-false Live / False (Black's stone at the point is shown, the
//	              three's stones highlighted)
//	four-three    tap a point
//	trap          tap a point, as White
//
// After every answer the walk of the relevant point is one key away
// (WalkTarget / TakeWalk): the game layer opens the walk player with it.
//
// Drills are made in the worker (jobs.MakeDrills: drill i of the
// model's seed; Poll takes them); one drill is fetched ahead so the next
// is usually ready. A Chooser (the coach) may ask for a few at a time and
// choose among them. The package is plain Go, tested on the host; it
// knows nothing of pixels.
package drillplay

import (
	"errors"
	"fmt"
	"renju/game/services/spaced"
	"time"

	"renju/boardview"
	"renju/drills"
	"renju/game/parts/bands"
	"renju/game/services/jobs"
	"renju/game/vocab/pageapi"
	"renju/game/vocab/screenview"
	"renju/job"
	"renju/msg"
	"renju/rules"
)

// Phase is where the screen is.
type Phase int

const (
	Menu       Phase = iota // choose type and level
	Preparing               // waiting for a drill
	Asking                  // a drill on the board, waiting for the answer
	AskingKind              // is-forbidden: "yes" was right; which kind?
	Feedback                // graded; the right answer is shown
	Summary                 // the round's summary
	Review                  // a missed drill shown again from the summary (missed.go)
)

var phaseNames = []string{"menu", "preparing", "asking", "asking-kind", "feedback", "summary", "review"}

func (p Phase) String() string {
	if p < 0 || int(p) >= len(phaseNames) {
		return "?"
	}
	return phaseNames[p]
}

// RoundLen is the number of drills in a round; the summary follows.
const RoundLen = 10

// Chooser chooses the drills the learner is asked among those the
// worker makes, on the page (the coach's Source: the learner's ratings
// and the positions asked this session are the page's).
type Chooser interface {
	// Want is how many drills of typ at level to make for the next
	// choice, and the time the worker may take for those beyond the
	// first (0: no bound).
	Want(typ string, level int) (count int, budget time.Duration)
	// Choose files the drills made and hands out one; ok false when none
	// will do (each was asked before): the model asks again.
	Choose(typ string, level int, made []drills.Drill) (d drills.Drill, ok bool, err error)
}

// Options are where a model's drills come from.
type Options struct {
	// Seed is the drills' stream (drill i of it is the same whichever
	// worker makes it).
	Seed uint64
	// Curated mixes the lessons' positions in.
	Curated bool
	// Chooser, if set, chooses among the drills made.
	Chooser Chooser
	// From names the screen in the answers the model reports (the review
	// queue's From…: "drills" when unset).
	From string
	// Version is the drill generator's version (0 is 1; jobs.DrillAsk):
	// a homework's; Covered the lessons its version 2's level 1 draws
	// from (drills.Spec).
	Version int
	Covered []string
}

// Model is the Drills screen. It is not safe for concurrent use (the app
// guards it with its lock).
type Model struct {
	phase Phase
	typ   string
	level int
	// taught is the learner's stage (SetStage); nil: every term.
	taught func(term string) bool

	jobs *job.Client
	opt  Options
	// nextIndex is the stream's next drill not yet asked for (a set
	// asks for its plan's drills by their place instead).
	nextIndex int
	nextJob   int
	asking    *asking // the drills being made (one job at a time)
	// ready holds drills fetched ahead, oldest first.
	ready []result
	// refetch: Leave canceled the drill fetched ahead; Poll asks again.
	refetch bool

	cur      *drills.Drill
	board    rules.Board
	three    []rules.Point    // live-or-false: the three's stones
	bands    [][2]rules.Point // the lines the feedback names (bands.go)
	selected []rules.Point    // find-all: the points tapped
	picked   rules.Point      // four-three, trap: the point tapped
	hasPick  bool
	said     string // the answer given ("yes", "no", a kind, "live", "false", "done", "skip")
	result   drills.Result
	gained   int
	// graded counts the answers graded (a skip is none), so the screen
	// sounds and plays each once (screenview.Answer's Seq).
	graded int
	// beats are the right answer played out (play.go), made once.
	beats []boardview.Beat

	stats   *drills.Stats // the saved record (all sessions)
	undo    *drills.Stats // the record a reset cleared, until a round starts
	session *drills.Stats // this round
	round   int           // drills answered in this round
	dirty   bool
	walkReq bool
	// playOut is the Play screen's argument Play it out asks the frame
	// to open ("": none).
	playOut string
	notice  msg.Notice
	genErr  error

	// LastPrepare is how long the last drill took to generate (for the
	// page API and the tests' measurements).
	LastPrepare time.Duration
	// waited: the drill shown was not ready when Start or Next asked for
	// it (the screen said Preparing); false when it was (prepare.go).
	waited bool

	// set is a fixed set of drills (a homework: set.go); nil for the
	// Drills screen's rounds.
	set *fixedSet
	// answers are those given since TakeAnswers.
	answers []screenview.Attempt

	// misses are this round's (or set's) drills answered wrongly, in
	// order; open the one shown in the Review phase (missed.go).
	misses []miss
	open   int

	// done are the lessons the learner has done (Cover; covered once
	// told); chosen: the learner chose the type or level (the menu, a
	// link), which Cover then leaves alone.
	done    map[string]bool
	covered bool
	chosen  bool
	// all: level 1 asks every lesson's ideas, not only the lessons
	// done's (the menu's All lessons; on by default for a learner who has
	// done no lesson: a club player come to drill).
	all bool
}

// SetFrom names the screen the answers come from (Options.From).
func (m *Model) SetFrom(from string) { m.opt.From = from }

// TakeAnswers returns the answers given since the last call.
func (m *Model) TakeAnswers() []screenview.Attempt {
	as := m.answers
	m.answers = nil
	return as
}

// asking is a job of drills under way.
type asking struct {
	req   jobs.DrillAsk
	job   *job.Job[jobs.DrillBatch]
	typ   string
	level int
}

type result struct {
	typ   string
	level int
	d     drills.Drill
	err   error
	took  time.Duration
}

// New returns the screen at its menu, with an empty record, having c's
// worker make its drills.
func New(c *job.Client, o Options) *Model {
	return &Model{
		typ:     drills.IsForbidden,
		level:   1,
		jobs:    c,
		opt:     o,
		stats:   drills.NewStats(),
		session: drills.NewStats(),
	}
}

// Leave cancels the drills being made (the screen was left: the
// worker's time is for the screen shown); Poll asks again.
func (m *Model) Leave() {
	if m.asking == nil {
		return
	}
	if m.phase == Menu && m.set == nil { // the drill prepared (prepare.go)
		if _, _, done := m.asking.job.Poll(); !done {
			m.drop()
		} // else made: kept for Start, at no cost to the worker
		return
	}
	m.asking.job.Cancel()
	m.asking = nil
	m.refetch = true
	if m.set != nil {
		m.nextJob-- // the set's drill is asked for again
	}
}

// --- reading ---

// Phase returns the current phase.
func (m *Model) Phase() Phase { return m.phase }

// Type and Level are the chosen drill type and level.
func (m *Model) Type() string { return m.typ }
func (m *Model) Level() int   { return m.level }

// Drill returns the drill on the board, or nil.
func (m *Model) Drill() *drills.Drill { return m.cur }

// Stats is the saved record; Session this round's.
func (m *Model) Stats() *drills.Stats   { return m.stats }
func (m *Model) Session() *drills.Stats { return m.session }

// Round returns how many drills of this round are answered.
func (m *Model) Round() int { return m.round }

// Result is the grade of the last answer (Feedback phase).
func (m *Model) Result() drills.Result { return m.result }

// Notice returns the latest message.
func (m *Model) Notice() msg.Notice { return m.notice }

// --- the saved record ---

// Load reads a saved record. Empty data is a first visit. A record
// ParseRecord refuses is repaired when it can be (RepairRecord: the parts
// at fault are left out, the rest kept) and otherwise — too large, not
// JSON, another version, nothing left — starts afresh; either way a
// notice says so and why, and the error is returned for the console. The
// copy kept is saved at once, over the one refused, so the notice is said
// once.
func (m *Model) Load(data []byte) error {
	if len(data) == 0 {
		return nil
	}
	s, err := RepairRecord(data)
	switch {
	case err == nil:
		m.stats = s
		return nil
	case s != nil:
		m.stats = s
		m.notice = msg.Say(NoticeStatsRepaired, err.Error())
	default:
		m.stats = drills.NewStats()
		m.notice = msg.Say(NoticeStatsReset, err.Error())
	}
	m.dirty = true // overwrite the refused copy
	return err
}

// Save returns the record as JSON (FormatRecord).
func (m *Model) Save() []byte { return FormatRecord(m.stats) }

// TakeSave returns the record when it changed since the last call.
func (m *Model) TakeSave() ([]byte, bool) {
	if !m.dirty {
		return nil, false
	}
	m.dirty = false
	return m.Save(), true
}

// ResetStats forgets the saved record.
//
// It can be undone (UndoReset) until a round starts: the record is kept
// aside, not lost.
func (m *Model) ResetStats() {
	if m.stats.Seen == 0 {
		return // nothing to reset
	}
	m.undo = m.stats
	m.stats = drills.NewStats()
	m.session = drills.NewStats()
	m.round = 0
	m.dirty = true
	m.notice = msg.Say(NoticeStatsCleared)
}

// UndoReset brings back the record a reset cleared.
func (m *Model) UndoReset() {
	if m.undo == nil {
		return
	}
	m.stats, m.undo = m.undo, nil
	m.dirty = true
	m.notice = msg.Say(NoticeStatsRestored)
}

// --- choosing ---

// ChooseType selects the drill type (menu); false for a type that does
// not exist.
func (m *Model) ChooseType(typ string) bool {
	for _, t := range drills.Types {
		if t == typ {
			m.typ, m.chosen = typ, true
			return true
		}
	}
	return false
}

// ChooseLevel selects the level, clamped to 1..drills.MaxLevel.
func (m *Model) ChooseLevel(level int) {
	m.level = max(1, min(drills.MaxLevel, level))
	m.chosen = true
}

// Start begins a round of the chosen type and level.
func (m *Model) Start() {
	m.undo = nil // a new record starts: the reset is final
	m.session = drills.NewStats()
	m.round = 0
	m.misses, m.open = nil, 0
	m.notice = msg.Notice{}
	m.next()
}

// ToMenu goes back to the menu (the round is abandoned, the record kept).
// A set has no menu.
func (m *Model) ToMenu() {
	if m.set != nil {
		return
	}
	m.phase = Menu
	m.cur = nil
	m.walkReq = false
}

// next shows the next drill: a ready one, else asks for it and waits.
func (m *Model) next() {
	m.cur, m.selected, m.hasPick, m.said, m.three, m.bands = nil, nil, false, "", nil, nil
	m.result, m.gained, m.genErr = drills.Result{}, 0, nil
	m.walkReq = false
	m.phase = Preparing
	if m.set != nil {
		m.typ = m.set.plan[m.set.done+m.round]
	}
	// Drop drills fetched for another type or level, and stop making one.
	if a := m.asking; a != nil && m.set == nil && (a.typ != m.typ || a.level != m.level) {
		m.drop()
	}
	keep := m.ready[:0]
	for _, r := range m.ready {
		if r.typ == m.typ && r.level == m.level {
			keep = append(keep, r)
		}
	}
	m.ready = keep
	if len(m.ready) == 0 && m.asking == nil {
		m.ask()
	}
	m.Poll()
	m.waited = m.phase == Preparing
}

// ask has the worker make the drill the screen needs next: the current
// type and level, the stream's next drill (or the chooser's few); in a
// set, the set's next drill, by its place in the set.
func (m *Model) ask() {
	if m.jobs == nil && (m.set == nil || m.set.given == nil) {
		return // no worker (a test's model)
	}
	req := jobs.DrillAsk{Seed: m.opt.Seed, Type: m.typ, Level: m.level, Count: 1, Curated: m.opt.Curated, Version: m.opt.Version, Covered: m.opt.Covered}
	if m.set != nil {
		i := m.set.done + m.nextJob
		if i >= len(m.set.plan) {
			return // every drill of the set is asked for
		}
		req.Index, req.Type = i, m.set.plan[i]
		m.nextJob++
		if m.set.given != nil {
			m.ready = append(m.ready, result{typ: req.Type, level: req.Level, d: m.set.given[i]})
			return
		}
	}
	if m.set == nil {
		if m.opt.Chooser != nil {
			req.Count, req.Budget = m.opt.Chooser.Want(req.Type, req.Level)
			req.Count = max(1, req.Count)
		}
		req.Index = m.nextIndex
		m.nextIndex += req.Count
	}
	m.asking = &asking{req: req, job: job.Start(m.jobs, jobs.MakeDrills, req), typ: req.Type, level: req.Level}
}

// take takes the drills of the job under way once it is done: a job
// lost with the worker is asked again, the same.
func (m *Model) take() {
	a := m.asking
	if a == nil {
		return
	}
	rep, err, done := a.job.Poll()
	if !done {
		return
	}
	if errors.Is(err, job.ErrLost) {
		if m.phase != Menu {
			m.notice = msg.Say(msg.JobLost) // said until the drill comes
		}
		a.job = job.Start(m.jobs, jobs.MakeDrills, a.req)
		return
	}
	if m.phase == Menu && m.set == nil {
		return // prepared: Start takes it (prepare.go)
	}
	m.asking = nil
	r := result{typ: a.typ, level: a.level, err: err, took: rep.Took}
	switch {
	case err != nil:
	case len(rep.Drills) == 0:
		r.err = errors.New("no drill made")
	case m.opt.Chooser != nil && m.set == nil:
		d, ok, err := m.opt.Chooser.Choose(a.typ, a.level, rep.Drills)
		if err == nil && !ok {
			m.ask() // each was asked before: ask for more
			return
		}
		r.d, r.err = d, err
	default:
		r.d = rep.Drills[0]
	}
	m.ready = append(m.ready, r)
}

// Poll takes the drills the worker has made and, when the screen is
// waiting for one, shows it. Call it every frame.
func (m *Model) Poll() {
	m.take()
	m.prepare()
	if m.refetch && m.asking == nil && len(m.ready) == 0 && m.phase != Menu && m.phase != Summary && m.phase != Review {
		m.ask() // the drill fetched ahead, canceled when the screen was left
	}
	m.refetch = false
	if m.phase != Preparing {
		return
	}
	for len(m.ready) > 0 {
		r := m.ready[0]
		m.ready = m.ready[1:]
		if r.typ != m.typ || r.level != m.level {
			continue
		}
		if r.err != nil {
			m.genErr = r.err
			if n, ok := jobs.Said(r.err); ok {
				m.notice = n
			} else {
				m.notice = msg.Say(NoticeGenError, r.err.Error())
			}
			m.phase = Menu
			return
		}
		m.show(r)
		// Fetch the next one while this one is answered.
		if m.asking == nil {
			m.ask()
		}
		return
	}
	if m.asking == nil {
		m.ask()
	}
}

func (m *Model) show(r result) {
	d := r.d
	b, err := rules.ParseStones(d.Position)
	if err != nil { // the generator writes what the parser reads
		m.notice = msg.Say(NoticeGenError, err.Error())
		m.phase = Menu
		return
	}
	m.cur, m.board = &d, b
	if m.notice.ID == msg.JobLost {
		m.notice = msg.Notice{}
	}
	m.LastPrepare = r.took
	m.stats.Seen = min(m.stats.Seen+1, MaxCount)
	m.dirty = true
	m.phase = Asking
	if d.Type == drills.LiveOrFalse {
		m.three = threeStones(&b, rules.MustPoint(d.Point), d.Line)
	}
}

// threeStones are the black stones of the three on line dir once Black
// has played p (p included).
func threeStones(b *rules.Board, p rules.Point, dir string) []rules.Point {
	t, err := rules.Explain(b, p, rules.Black)
	if err != nil {
		return nil
	}
	for _, l := range t.Lines {
		if l.Direction != dir {
			continue
		}
		var out []rules.Point
		for _, s := range l.Stones {
			if q, err := rules.ParsePoint(s); err == nil {
				out = append(out, q)
			}
		}
		return out
	}
	return nil
}

// --- answering ---

// Yes and No answer is-forbidden ("is it forbidden?") and live-or-false
// (Yes: live, No: false).
func (m *Model) Yes() { m.yesNo(true) }
func (m *Model) No()  { m.yesNo(false) }

func (m *Model) yesNo(yes bool) {
	if m.phase != Asking || m.cur == nil {
		return
	}
	switch m.cur.Type {
	case drills.IsForbidden:
		r := m.cur.GradeYesNo(yes)
		if yes && r.Correct && m.asksKind() {
			m.said = "yes"
			m.phase = AskingKind
			return
		}
		m.said = map[bool]string{true: "yes", false: "no"}[yes]
		m.grade(r)
	case drills.LiveOrFalse:
		m.said = map[bool]string{true: "live", false: "false"}[yes]
		m.grade(m.cur.GradeYesNo(yes))
	}
}

// Kind names the kind of the forbidden point (is-forbidden, after a right
// "Yes"): "double-three", "double-four" or "overline".
func (m *Model) Kind(kind string) {
	if m.phase != AskingKind || m.cur == nil {
		return
	}
	m.said = kind
	m.grade(m.cur.GradeKind(kind))
}

// Tap answers with a board point: it selects or unselects a point in
// find-all, and is the answer in four-three and trap. Occupied points are
// ignored.
func (m *Model) Tap(p rules.Point) {
	if m.phase != Asking || m.cur == nil || !p.OnBoard() || m.board.At(p) != rules.Empty {
		return
	}
	switch m.cur.Type {
	case drills.FindAll:
		for i, q := range m.selected {
			if q == p {
				m.selected = append(m.selected[:i], m.selected[i+1:]...)
				return
			}
		}
		m.selected = append(m.selected, p)
	case drills.FourThree, drills.Trap:
		m.picked, m.hasPick = p, true
		m.said = p.String()
		m.grade(m.cur.GradePoint(p.String()))
	}
}

// AsksPoint reports whether the drill waits for a board point (find-all,
// four-three, trap) rather than a button.
func (m *Model) AsksPoint() bool {
	if m.phase != Asking || m.cur == nil {
		return false
	}
	switch m.cur.Type {
	case drills.FindAll, drills.FourThree, drills.Trap:
		return true
	}
	return false
}

// Done submits the find-all selection.
func (m *Model) Done() {
	if m.phase != Asking || m.cur == nil || m.cur.Type != drills.FindAll {
		return
	}
	names := make([]string, len(m.selected))
	for i, p := range m.selected {
		names[i] = p.String()
	}
	m.said = "done"
	m.grade(m.cur.GradeSet(names))
}

// ClearSelection unselects every find-all point.
func (m *Model) ClearSelection() {
	if m.phase == Asking {
		m.selected = nil
	}
}

// Skip gives up on the drill: it counts as wrong and shows the answer.
func (m *Model) Skip() {
	if (m.phase != Asking && m.phase != AskingKind) || m.cur == nil {
		return
	}
	m.said = "skip"
	r := drills.Result{}
	if m.cur.Type == drills.FindAll {
		r = m.cur.GradeSet(nil)
		r.Correct = false
	}
	m.grade(r)
}

func (m *Model) grade(r drills.Result) {
	m.result = r
	m.bands = bands.Of(&m.board, m.cur, m.three)
	before := m.stats.Score
	m.stats.Record(m.cur, r.Correct)
	m.session.Record(m.cur, r.Correct)
	saturate(m.stats) // the counts stop at MaxCount, where ParseRecord stops
	saturate(m.session)
	m.gained = m.stats.Score - before
	from := m.opt.From
	if from == "" {
		from = spaced.FromDrills
	}
	m.answers = append(m.answers, screenview.Attempt{From: from, Drill: *m.cur, Right: r.Correct})
	m.round++
	if !r.Correct {
		m.keepMiss()
	}
	if m.said != "skip" {
		m.graded++
	}
	m.beats = nil
	if r.Correct {
		m.beats = m.play()
	}
	m.dirty = true
	m.phase = Feedback
}

// Next goes on after the feedback: the next drill, or the summary at the
// end of a round. From the summary it starts a new round.
func (m *Model) Next() {
	switch m.phase {
	case Feedback:
		if m.round >= m.roundLen() {
			m.phase = Summary
			m.walkReq = false
			return
		}
		m.next()
	case Summary, Menu:
		if m.set == nil { // a set ends at its summary
			m.Start()
		}
	}
}

// EndRound shows the summary now (not in a set: it is done whole).
func (m *Model) EndRound() {
	if m.set != nil {
		return
	}
	if m.phase == Feedback || m.phase == Asking || m.phase == AskingKind || m.phase == Preparing {
		if m.phase != Feedback && m.round == 0 {
			m.ToMenu()
			return
		}
		m.phase = Summary
		m.walkReq = false
	}
}

// --- the walk ---

// WalkTarget is the judgement to walk through after an answer: a stone of
// Colour at Point on Board, and the line asked about (screenview.Walk).
type WalkTarget = screenview.Walk

// WalkTarget returns the point whose walk explains the last answer
// (Feedback, and a missed drill shown again: Review):
//
//	is-forbidden, live-or-false  the drill's point
//	find-all                     the first forbidden point missed, else the
//	                             first point wrongly marked, else the first
//	                             forbidden point
//	four-three                   the point tapped if Black may not play it
//	                             or it is no four-three, when it is an
//	                             interesting shape; else the first answer
//	trap                         Black's forbidden cover point, on the
//	                             board after White's move
func (m *Model) WalkTarget() (WalkTarget, bool) {
	if (m.phase != Feedback && m.phase != Review) || m.cur == nil {
		return WalkTarget{}, false
	}
	d := m.cur
	w := WalkTarget{Board: m.board, Colour: rules.Black, Options: m.walkOptions()}
	pt := func(s string) (rules.Point, bool) {
		p, err := rules.ParsePoint(s)
		return p, err == nil
	}
	switch d.Type {
	case drills.IsForbidden, drills.LiveOrFalse:
		p, ok := pt(d.Point)
		w.Point = p
		if d.Type == drills.LiveOrFalse {
			w.Line = d.Line
		}
		return w, ok
	case drills.FindAll:
		sel := map[string]bool{}
		for _, p := range m.selected {
			sel[p.String()] = true
		}
		want := map[string]bool{}
		for _, f := range d.Answer.Fouls {
			want[f.Point] = true
			if !sel[f.Point] {
				p, ok := pt(f.Point)
				w.Point = p
				return w, ok
			}
		}
		for _, p := range m.selected {
			if !want[p.String()] {
				w.Point = p
				return w, true
			}
		}
		if len(d.Answer.Fouls) > 0 {
			p, ok := pt(d.Answer.Fouls[0].Point)
			w.Point = p
			return w, ok
		}
	case drills.FourThree:
		if m.hasPick && !m.result.Correct {
			if t, err := rules.Explain(&m.board, m.picked, rules.Black); err == nil && (t.Verdict == "forbidden" || t.Fours+t.Threes > 0) {
				w.Point = m.picked
				return w, true
			}
		}
		if len(d.Answer.Points) > 0 {
			p, ok := pt(d.Answer.Points[0])
			w.Point = p
			return w, ok
		}
	case drills.Trap:
		i := 0
		if m.hasPick {
			for j, p := range d.Answer.Points {
				if p == m.picked.String() {
					i = j
				}
			}
		}
		if i < len(d.Answer.Points) && i < len(d.Answer.Covers) {
			wp, ok1 := pt(d.Answer.Points[i])
			cp, ok2 := pt(d.Answer.Covers[i])
			w.Board.Set(wp, rules.White)
			w.Point = cp
			return w, ok1 && ok2
		}
	}
	return WalkTarget{}, false
}

// Walk asks for the walk of WalkTarget; the game layer takes it with
// TakeWalk and opens the walk player.
func (m *Model) Walk() {
	if _, ok := m.WalkTarget(); ok {
		m.walkReq = true
	}
}

// PlayOut asks for a game against the partner from the drill's position
// (Play it out, in the feedback): the frame opens "#play=" with it
// (TakePlayOut).
func (m *Model) PlayOut() {
	if m.phase == Feedback && m.cur != nil {
		// The side the drill asks about: White's in a trap drill,
		// Black's in the others.
		side := rules.Black
		if m.cur.ToMove == "white" {
			side = rules.White
		}
		m.playOut = pageapi.PlayFrom(&m.board, side)
	}
}

// TakePlayOut returns the Play screen's argument PlayOut asked for, once.
func (m *Model) TakePlayOut() (string, bool) {
	a := m.playOut
	m.playOut = ""
	return a, a != ""
}

// TakeWalk returns the walk asked for, once.
func (m *Model) TakeWalk() (WalkTarget, bool) {
	if !m.walkReq {
		return WalkTarget{}, false
	}
	m.walkReq = false
	return m.WalkTarget()
}

// --- the page API ---

// PageState returns the drill object of renju.state().
func (m *Model) PageState() State {
	s := State{
		Type: m.typ, Level: m.level, Score: m.stats.Score, Streak: m.stats.Streak,
		Phase: m.phase.String(), Round: m.round, PrepareMs: m.LastPrepare.Milliseconds(),
		Version: m.opt.Version, Covered: m.opt.Covered, Startable: m.Startable(),
		Prepared: m.Prepared(), Waited: m.cur != nil && m.waited,
	}
	if m.cur != nil {
		s.Position, s.Point = m.cur.Position, m.cur.Point
	}
	if m.phase == Feedback || m.phase == Review {
		c := m.result.Correct
		s.Correct = &c
	}
	s.Missed, s.Open = []MissedState{}, m.Opened()
	for i := range m.misses {
		ms := &m.misses[i]
		s.Missed = append(s.Missed, MissedState{N: ms.n, Type: ms.d.Type, Position: ms.d.Position, Point: ms.d.Point})
	}
	return s
}

// String is a short description for debugging.
func (m *Model) String() string {
	return fmt.Sprintf("drills[%s %s L%d round %d score %d]", m.phase, m.typ, m.level, m.round, m.stats.Score)
}
