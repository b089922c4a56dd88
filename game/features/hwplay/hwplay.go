// Package hwplay is the student's homework screen's model: the homework a
// teacher's #hw= link carries (game/services/homework), done by one student in the
// browser. The student enters a name, opens the lesson pages, does the
// seeded drills (game/parts/drillplay's fixed set: every student gets the same
// drills) and gets a result code to send back, shown as text and as a QR
// code.
//
// Nothing is lost: the name, the pages opened, each answer and the time
// spent are saved after every change (Progress, keyed by the homework's
// ID); a reload regenerates the same drills, skips those answered and goes
// on. The time is the time spent on the drills (Tick), not the time the
// link was open.
//
// The package is plain Go, tested on the host; it knows nothing of pixels.
package hwplay

import (
	"renju/game/services/spaced"
	"time"

	"renju/drills"
	"renju/game/parts/drillplay"
	"renju/game/services/homework"
	"renju/job"
	"renju/lessons"
	"renju/msg"
	"renju/qr"
	"renju/rules"
)

// Phase is where the student is.
type Phase int

const (
	Overview Phase = iota // the homework's page: name, pages, drills
	Drilling              // doing the drills
	Finished              // the result code
)

func (p Phase) String() string {
	switch p {
	case Overview:
		return "overview"
	case Drilling:
		return "drills"
	case Finished:
		return "finished"
	}
	return "?"
}

// Request is something for the screen to do in the browser.
type Request int

const (
	NoRequest   Request = iota
	ReqName             // ask for the name (SetName)
	ReqOpenPage         // open the lesson page of TakeRequest
	ReqCopy             // copy the result code (Copied tells how it went)
)

// PageRef is one lesson page to read: the lesson's ID and the page from 1.
type PageRef struct {
	Lesson string
	Page   int
}

// Answer is one drill answered: right, or the forbidden kind of the drill
// missed ("double-three", "double-four", "overline", or "" for any other).
type Answer struct {
	Right bool
	Kind  string
}

// Model is one student's homework. Not safe for concurrent use.
type Model struct {
	hw    homework.Homework
	id    string
	plan  []string
	pages []PageRef
	// titles are the lessons' titles by ID.
	titles map[string]lessons.Text

	name    string
	read    map[PageRef]bool
	answers []Answer
	elapsed time.Duration
	// nextPage is the page ReadNext opens next.
	nextPage int

	phase Phase
	drill *drillplay.Model
	// jobs is the worker that makes the drills (drill i of the set's
	// seed: the same for every student).
	jobs *job.Client

	req     Request
	reqPage PageRef
	qr      qr.Cache
	notice  msg.Notice
	dirty   bool
}

// New opens hw for a student: the curriculum ls names the pages (a page
// ls lacks is left out: homework.Open has checked the link against it);
// c's worker makes the drills.
func New(hw homework.Homework, ls []*lessons.Lesson, c *job.Client) *Model {
	m := &Model{hw: hw, id: hw.ID(), plan: hw.Drills.Plan(), jobs: c,
		read: map[PageRef]bool{}, titles: map[string]lessons.Text{}}
	for _, lp := range hw.Lessons {
		for _, l := range ls {
			if l.ID != lp.Lesson {
				continue
			}
			m.titles[l.ID] = l.Title
			for _, p := range lp.PagesOf(l) {
				m.pages = append(m.pages, PageRef{l.ID, p})
			}
		}
	}
	return m
}

// --- reading ---

func (m *Model) Homework() homework.Homework { return m.hw }
func (m *Model) ID() string                  { return m.id }
func (m *Model) Phase() Phase                { return m.phase }
func (m *Model) Name() string                { return m.name }
func (m *Model) Pages() []PageRef            { return m.pages }
func (m *Model) Answers() []Answer           { return m.answers }
func (m *Model) Elapsed() time.Duration      { return m.elapsed }
func (m *Model) Notice() msg.Notice          { return m.notice }

// Drill is the drills' model while the student is on them (else nil).
func (m *Model) Drill() *drillplay.Model {
	if m.phase != Drilling {
		return nil
	}
	return m.drill
}

// Reviewing is the drills' model on the result screen, where their
// misses are listed and open again (drillplay's summary and Review
// phase); nil elsewhere, and when the drills were done before a reload
// (their misses are not kept: only their kinds are).
func (m *Model) Reviewing() *drillplay.Model {
	if m.phase != Finished || m.drill == nil {
		return nil
	}
	return m.drill
}

// reviewOpen reports whether a missed drill is open on the result screen.
func (m *Model) reviewOpen() bool {
	d := m.Reviewing()
	return d != nil && d.Phase() == drillplay.Review
}

// Read reports whether page p was opened.
func (m *Model) Read(p PageRef) bool { return m.read[p] }

// PagesRead counts the pages opened.
func (m *Model) PagesRead() int {
	n := 0
	for _, p := range m.pages {
		if m.read[p] {
			n++
		}
	}
	return n
}

// Total is the number of drills; Right the drills answered right.
func (m *Model) Total() int { return len(m.plan) }
func (m *Model) Right() int {
	n := 0
	for _, a := range m.answers {
		if a.Right {
			n++
		}
	}
	return n
}

// DrillsDone reports whether every drill is answered (true with none).
func (m *Model) DrillsDone() bool { return len(m.answers) >= len(m.plan) }

// Result is the student's result, once the name is known and the drills
// are done.
func (m *Model) Result() (homework.Result, bool) {
	if m.name == "" || !m.DrillsDone() {
		return homework.Result{}, false
	}
	r := homework.Result{Homework: m.id, Name: m.name, Total: len(m.plan),
		Seconds: min(homework.MaxSeconds, int((m.elapsed+time.Second/2)/time.Second)),
		Pages:   min(homework.MaxTotal, m.PagesRead())}
	for _, a := range m.answers {
		switch {
		case a.Right:
			r.Score++
		case a.Kind == "double-three":
			r.Misses.DoubleThree++
		case a.Kind == "double-four":
			r.Misses.DoubleFour++
		case a.Kind == "overline":
			r.Misses.Overline++
		default:
			r.Misses.Other++
		}
	}
	return r, true
}

// Code is the result code to send ("" before the end).
func (m *Model) Code() string {
	r, ok := m.Result()
	if !ok {
		return ""
	}
	return homework.EncodeResult(r)
}

// --- doing ---

// AskName asks the screen for the name.
func (m *Model) AskName() { m.req = ReqName }

// SetName sets the student's name (homework.CleanName); an empty or
// unusable name is refused with the reason, the name kept.
func (m *Model) SetName(s string) error {
	name := homework.CleanName(s)
	if err := (homework.Result{Homework: m.id, Name: name}).Validate(); err != nil {
		m.notice = msg.Say(NameBad, err)
		return err
	}
	m.name = name
	m.notice = msg.Say(Named, name)
	m.dirty = true
	return nil
}

// ReadNext asks the screen to open the next page not opened yet (after
// the last, the first again) and counts it as opened.
func (m *Model) ReadNext() {
	if len(m.pages) == 0 {
		return
	}
	i := m.NextPage()
	m.reqPage, m.req = m.pages[i], ReqOpenPage
	m.read[m.pages[i]] = true
	m.nextPage = (i + 1) % len(m.pages)
	m.dirty = true
}

// NextPage is the index of the page ReadNext opens: the first not opened
// from where the student is, else the one after the last opened.
func (m *Model) NextPage() int {
	for k := 0; k < len(m.pages); k++ {
		if i := (m.nextPage + k) % len(m.pages); !m.read[m.pages[i]] {
			return i
		}
	}
	return m.nextPage % max(1, len(m.pages))
}

// StartDrills goes to the drills (after the name): where the student
// left them, or the first. With every drill answered it shows the code.
func (m *Model) StartDrills() {
	if m.name == "" {
		m.AskName()
		return
	}
	if m.DrillsDone() {
		m.phase = Finished
		return
	}
	if m.drill == nil {
		// A reload goes on at the first drill not answered: drill i is
		// the seed's drill i, made alone.
		m.drill = drillplay.NewSet(m.jobs, m.hw.Drills.Seed, m.hw.Drills.Version(), m.plan, m.hw.Drills.Level, len(m.answers), m.Right())
		m.drill.SetFrom(spaced.FromHomework)
	}
	m.phase = Drilling
	m.notice = msg.Notice{}
}

// ToOverview goes back to the homework's page; the drills wait where
// they are.
func (m *Model) ToOverview() {
	if m.phase != Overview {
		m.phase = Overview
	}
}

// ShowCode goes to the result code, when there is one.
func (m *Model) ShowCode() {
	if _, ok := m.Result(); ok {
		m.phase = Finished
	} else if m.name == "" {
		m.AskName()
	}
}

// Leave cancels the drill being made (the screen was left); Poll asks
// for it again.
func (m *Model) Leave() {
	if m.drill != nil {
		m.drill.Leave()
	}
}

// Poll takes the drills made; call it every frame.
func (m *Model) Poll() {
	if m.drill != nil {
		m.drill.Poll()
		m.sync()
	}
}

// Tick counts time spent on the drills: while a drill is on the board or
// its answer is shown (not while one is being made, nor on the
// homework's page).
func (m *Model) Tick(dt time.Duration) {
	if m.phase != Drilling || m.drill == nil || dt <= 0 {
		return
	}
	switch m.drill.Phase() {
	case drillplay.Asking, drillplay.AskingKind, drillplay.Feedback:
		m.elapsed = min(m.elapsed+dt, time.Duration(homework.MaxSeconds)*time.Second)
		// Saved with the next answer: the time of the one being
		// answered is lost on a reload, at most one drill's.
	}
}

// sync records the drills graded since the last call, and goes to the
// code after the last one.
func (m *Model) sync() {
	d := m.drill
	done, _, _ := d.SetProgress()
	for len(m.answers) < done && len(m.answers) < len(m.plan) {
		a := Answer{Right: d.Result().Correct}
		if !a.Right && d.Drill() != nil {
			a.Kind = MissKind(d.Drill())
		}
		m.answers = append(m.answers, a)
		m.dirty = true
	}
	if d.Phase() == drillplay.Summary && m.phase == Drilling {
		m.phase = Finished
		// Saved again with the time counted up to here (the last
		// answer's feedback counts, Tick): the code a reload shows is
		// the one shown now. Saved only with the answers, the code
		// changed on a reload when that feedback had taken the time
		// past a half second (seen in the e2e TestHomeworkRoundTrip).
		m.dirty = true
	}
}

// MissKind is the forbidden kind a drill turns on, for the result's
// misses: the is-forbidden point's kind; the rarest kind among a
// find-all's forbidden points; the kind of the forbidden straight-four
// point that made a three false; the kind of the forbidden point a trap
// makes Black cover; "" for a legal point, a live three, a four-three.
func MissKind(d *drills.Drill) string {
	a := &d.Answer
	switch d.Type {
	case drills.IsForbidden:
		return a.Kind
	case drills.FindAll:
		best := ""
		for _, f := range a.Fouls {
			if kindRank(f.Kind) > kindRank(best) {
				best = f.Kind
			}
		}
		return best
	case drills.LiveOrFalse:
		b, p, ok := boardPoint(d.Position, d.Point)
		if !ok {
			return ""
		}
		t, err := rules.Explain(&b, p, rules.Black)
		if err != nil {
			return ""
		}
		for _, l := range t.Lines {
			for _, c := range l.Candidates {
				if l.Direction == d.Line && c.Status == rules.StatusForbidden && c.Sub != nil {
					return c.Sub.Kind
				}
			}
		}
	case drills.Trap:
		if len(a.Points) == 0 || len(a.Covers) == 0 {
			return ""
		}
		b, w, ok := boardPoint(d.Position, a.Points[0])
		c, err := rules.ParsePoint(a.Covers[0])
		if !ok || err != nil {
			return ""
		}
		b.Set(w, rules.White)
		if t, err := rules.Explain(&b, c, rules.Black); err == nil && t.Verdict == "forbidden" {
			return t.Kind
		}
	}
	return ""
}

func kindRank(k string) int {
	switch k {
	case "double-three":
		return 1
	case "double-four":
		return 2
	case "overline":
		return 3
	}
	return 0
}

func boardPoint(pos, pt string) (rules.Board, rules.Point, bool) {
	b, err := rules.ParseStones(pos)
	if err != nil {
		return b, rules.Point{}, false
	}
	p, err := rules.ParsePoint(pt)
	return b, p, err == nil
}

// TakeRequest returns the request of the last action, once, with the
// page to open (ReqOpenPage).
func (m *Model) TakeRequest() (Request, PageRef) {
	r := m.req
	m.req = NoRequest
	return r, m.reqPage
}

// Copied says how copying the code went.
func (m *Model) Copied(ok bool) {
	if ok {
		m.notice = msg.Say(Copied)
	} else {
		m.notice = msg.Say(CopyFailed)
	}
}

// Say shows a notice (the screen's: a link that could not be read).
func (m *Model) Say(n msg.Notice) { m.notice = n }

// Retry asks again for a drill the generator could not make.
func (m *Model) Retry() {
	if m.drill != nil {
		m.drill.Retry()
	}
}
