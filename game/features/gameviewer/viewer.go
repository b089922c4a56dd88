// Package gameviewer is the game viewer's model: a record file (package
// record: SGF, move strings and the other formats record.Read takes) or
// pasted text is read into its games; a database's games are listed, and
// filtered by player, event or opening and by result; a game is stepped
// through move by move with Black's forbidden points marked, the opening's
// name, the record's comments and its variations; its foul moments
// (package review) are found in the background and each opens its walk
// or shows the engine's line; any empty point can be walked.
//
// The heavy work is the worker's jobs (package jobs: a file's read, a
// game's scan, drills from games), which the model polls once a frame
// (Poll). Plain Go, tested on the host (the jobs served in-process).
package gameviewer

import (
	"bytes"
	"errors"
	"strings"
	"sync/atomic"

	"renju/game/parts/drillplay"
	"renju/game/services/jobs"
	"renju/job"
	"renju/msg"
	"renju/record"
	"renju/rules"
)

// Phase is what the viewer shows.
type Phase int

const (
	Empty    Phase = iota // nothing open: open a file or paste a game
	Loading               // a file is being read
	List                  // the games of a file
	Viewing               // one game
	Making                // drills being looked for (drills.go)
	Drills                // the drills made: play them or print them
	Drilling              // the drills made, played as a set
)

func (p Phase) String() string {
	return [...]string{"empty", "loading", "list", "game", "making", "drills", "drilling"}[p]
}

// Request is something for the screen to do in the browser.
type Request int

const (
	NoRequest    Request = iota
	ReqOpenFile          // the file picker
	ReqPaste             // ask for text (Paste)
	ReqFilter            // ask for the filter's text (SetFilter)
	ReqWorksheet         // make and download the drills made as a worksheet
)

// MaxFile is the largest file the viewer reads. A learner opens a
// tournament's games or a collection of some thousands: a few megabytes
// at most. 20 MB of short SGF games (367,677 of them) took 8 s to read
// in Chromium here, and kept 165 MB of memory natively (more in the
// browser); both grow with the file. 32 MB, 1.6 times that, leaves room
// for any real database while keeping the memory within what a phone's
// browser may give.
const MaxFile = 32 << 20

// scanNodes bounds each of the moments' engine searches.
const scanNodes = 20_000

// Model is the viewer. Not safe for concurrent use.
type Model struct {
	// Yield, if set, lets the page draw while a file's bytes are handed
	// over (Fetch).
	Yield func()
	// Jobs does the heavy work: reads the files, scans the games, makes
	// the drills (in the browser, in the worker).
	Jobs *job.Client

	phase  Phase
	name   string
	format record.Format
	// games are the file's games, kept flat (record.Shelf: a read of
	// 367,677 games held as a slice made the browser's collector stop the
	// page for up to 0.6 s at a time); cur is the game shown, made from
	// it when opened.
	games *record.Shelf
	cur   record.Game
	// read is the read under way (nil: none): the reading goroutine
	// writes its progress and reads its stop.
	read *reading
	// before is the phase a read started from (a refused read goes back
	// to it).
	before Phase

	// keys are the games' texts the filter looks in, in lower case (made
	// with the read: 10,000 games' took 18 ms natively on each change of
	// the filter).
	keys   searchKeys
	filter string
	result string // "", "B+", "W+", "draw"
	shown  []int  // the games the filter lets through, in file order
	sel    int    // the game selected in the list (index into shown)

	g       int
	tree    *record.Node // the game's tree (a compact game's, made when it is opened)
	line    []*record.Node
	choice  map[*record.Node]int
	at      int // line[at] is the node shown
	scans   map[int]*scanState
	moment  int // the moment shown, -1: none
	walkReq bool

	req    Request
	notice msg.Notice

	// Drills from games (drills.go): the search, the phase it started
	// from, the drills made and where from, the set being played.
	making     *making
	drillsBack Phase
	made       []jobs.GameDrill
	madeSel    int
	from       MadeFrom
	drill      *drillplay.Model

	// c is the commentary of the move shown (comment.go).
	c jobs.Commentary

	// The forbidden map of the last board asked (the view is made every
	// frame; the judge need not be).
	foulsOf rules.Board
	fouls   []rules.Foul
	hasFoul bool
}

// Forbidden is Black's forbidden map of b, remembered for the last board.
func (m *Model) Forbidden(b *rules.Board) []rules.Foul {
	if !m.hasFoul || m.foulsOf != *b {
		m.foulsOf, m.fouls, m.hasFoul = *b, rules.ForbiddenMap(b), true
	}
	return m.fouls
}

type loaded struct {
	name   string
	games  *record.Shelf
	keys   searchKeys
	format record.Format
	err    error
	// size is the bytes fetched when they are more than MaxFile (the
	// page's text, whose length in UTF-16 was within it).
	size int
}

// reading is what a read's goroutine and the frame share: the percent
// done and the learner's Cancel.
type reading struct {
	name    string
	share   int // the percent the fetch takes
	percent atomic.Int32
	stop    atomic.Bool
	fetched chan []byte               // the bytes, once the fetch has them
	job     *job.Job[jobs.RecordRead] // the worker's read, once started
}

// keep records the percent done and says whether to go on.
func (r *reading) keep(percent int) bool {
	r.percent.Store(int32(percent))
	return !r.stop.Load()
}

// Fetch brings a file's bytes in slices, on the reading goroutine (the
// page's text: 20 MB handed to Go at once took 1.5 s, a frozen page). It
// calls yield between slices and report with the part fetched, 0 to 1;
// it stops, with ok false, when report returns false.
type Fetch func(yield func(), report func(part float64) bool) (data []byte, ok bool)

// fetchShare is the percent of the progress line a Fetch takes: handing
// over 20 MB took 1.5 s in Chromium here, reading it some 6 s.
const fetchShare = 20

// scanState is a game's scan: the worker's job until done, then the
// moments found or why there are none.
type scanState struct {
	done    bool
	moments []jobs.Moment
	err     error
	req     jobs.ScanAsk
	job     *job.Job[jobs.ScanFound]
	// again is set when the scan was started again after the worker
	// stopped under it: a second stop ends it (the game may be what
	// stops it), and opening the game tries once more.
	again bool
}

// New returns an empty viewer.
func New() *Model { return &Model{scans: map[int]*scanState{}, moment: -1} }

func (m *Model) Phase() Phase             { return m.phase }
func (m *Model) Name() string             { return m.name }
func (m *Model) Format() record.Format    { return m.format }
func (m *Model) Games() int               { return m.games.Len() }
func (m *Model) Shown() []int             { return m.shown }
func (m *Model) Selected() int            { return m.sel }
func (m *Model) Notice() msg.Notice       { return m.notice }
func (m *Model) Filter() (string, string) { return m.filter, m.result }

// Game is the game shown (Viewing), else nil.
func (m *Model) Game() *record.Game {
	if m.phase != Viewing {
		return nil
	}
	return &m.cur
}

// GameIndex is the index of the game shown in the file.
func (m *Model) GameIndex() int { return m.g }

// --- opening ---

// Load reads a file's bytes off the game loop (Poll takes the games).
func (m *Model) Load(name string, data []byte) {
	if len(data) > MaxFile {
		m.TooLarge(name, len(data))
		return
	}
	m.startRead(name, 0, func(func(), func(float64) bool) ([]byte, bool) { return data, true })
}

// LoadFetched reads a file of size bytes (at least: the page's text, its
// length in UTF-16) whose bytes fetch brings, all off the game loop.
func (m *Model) LoadFetched(name string, size int, fetch Fetch) {
	if size > MaxFile {
		m.TooLarge(name, size)
		return
	}
	m.startRead(name, fetchShare, fetch)
}

// TooLarge says a file is beyond MaxFile, naming its size and the limit
// (in MB, its size rounded up: 32 MB and a byte is "33 MB").
func (m *Model) TooLarge(name string, size int) {
	m.notice = msg.Say(TooLarge, noticeName(name), (size+1<<20-1)>>20, MaxFile>>20)
}

// startRead starts a read: fetch's bytes (share percent of the progress),
// then the games, in a goroutine that yields to the page (Yield) and
// stops at the learner's Cancel; Poll takes what it read.
func (m *Model) startRead(name string, share int, fetch Fetch) {
	m.cancelMaking()
	m.stopRead()
	r := &reading{name: name, share: share, fetched: make(chan []byte, 1)}
	m.read = r
	if m.phase != Loading {
		m.before = m.phase
		if m.before > Viewing {
			m.before = m.drillsBack // what the drills came from
		}
	}
	m.phase = Loading
	m.notice = msg.Notice{}
	yield := m.Yield
	go func() {
		data, ok := fetch(yield, func(part float64) bool { return r.keep(int(part * float64(share))) })
		if ok {
			r.fetched <- data
		}
	}()
}

// pollRead starts the worker's read once the bytes are fetched, and
// takes what it read.
func (m *Model) pollRead() {
	r := m.read
	if r == nil {
		return
	}
	if r.job == nil {
		select {
		case data := <-r.fetched:
			if len(data) > MaxFile {
				m.read = nil
				m.took(loaded{name: r.name, size: len(data)})
				return
			}
			r.job = job.Start(m.Jobs, jobs.ReadRecord, jobs.RecordFile{Name: r.name, Data: data})
		default:
			return
		}
	}
	rep, err, done := r.job.Poll()
	if !done {
		r.percent.Store(int32(r.share + int(float64(99-r.share)*r.job.Progress())))
		return
	}
	m.read = nil
	if err != nil {
		m.took(loaded{name: r.name, err: err})
		return
	}
	m.took(loaded{name: r.name, games: &rep.Games, keys: searchKeys{text: rep.Keys, ends: rep.KeyEnds}, format: rep.Format})
}

// ReadProgress is the percent of the read under way done (0 to 99), and
// whether one is.
func (m *Model) ReadProgress() (int, bool) {
	if m.phase != Loading || m.read == nil {
		return 0, false
	}
	return int(m.read.percent.Load()), true
}

// CancelRead stops the read under way: what was open before stays, and
// the notice says the file was not read.
func (m *Model) CancelRead() {
	if m.phase != Loading || m.read == nil {
		return
	}
	name := m.read.name
	m.stopRead()
	m.phase = m.before
	m.notice = msg.Say(ReadCancelled, noticeName(name))
}

// stopRead tells the read under way, if any, to stop, and forgets it.
func (m *Model) stopRead() {
	if m.read != nil {
		m.read.stop.Store(true)
		m.read.job.Cancel()
	}
	m.read = nil
}

// noticeName is how a notice names a file: pasted text has none.
func noticeName(name string) any {
	if name == "" {
		return Pasted // said in the learner's language
	}
	return name
}

// Paste reads pasted text (SGF or moves) as a file named "pasted".
func (m *Model) Paste(text string) {
	if strings.TrimSpace(text) == "" {
		return
	}
	m.Load("", []byte(text))
}

// PasteFetched reads pasted text left in the page (the prompt's answer,
// size its length in UTF-16 units) as Paste does, its bytes brought by
// fetch off the game loop (LoadFetched): 20 MB converted at once froze
// the page.
func (m *Model) PasteFetched(size int, fetch Fetch) { m.LoadFetched("", size, fetch) }

// FileFailed says a file could not be read by the browser.
func (m *Model) FileFailed(name string, err error) {
	m.notice = msg.Say(FileFailed, name, err.Error())
}

// Poll takes a file read, the moments found and the drills made; call
// it every frame.
func (m *Model) Poll() {
	m.pollRead()
	m.pollScan()
	m.pollMaking()
	m.pollComment()
	if m.drill != nil {
		m.drill.Poll()
	}
}

// took shows what a read gave: the refusal (what was open stays), the
// one game, or the list.
func (m *Model) took(r loaded) {
	name := noticeName(r.name)
	if r.size > 0 {
		m.TooLarge(r.name, r.size)
		m.phase = m.before
		return
	}
	if n, ok := jobs.Said(r.err); ok {
		m.notice = n
		m.phase = m.before
		return
	}
	if r.err != nil {
		m.notice = msg.Say(ReadFailed, name, r.err.Error())
		m.phase = m.before
		return
	}
	m.dropScan(m.g)
	m.name, m.games, m.keys, m.format = r.name, r.games, r.keys, r.format
	m.scans = map[int]*scanState{}
	m.filter, m.result, m.sel = "", "", 0
	m.refilter()
	m.notice = msg.Say(Read, r.games.Len())
	if r.games.Len() == 1 {
		m.Open(0)
		return
	}
	m.phase = List
}

// AskOpen and AskPaste ask the screen for a file or text.
func (m *Model) AskOpen()  { m.req = ReqOpenFile }
func (m *Model) AskPaste() { m.req = ReqPaste }

// TakeRequest returns the request of the last action, once.
func (m *Model) TakeRequest() Request {
	r := m.req
	m.req = NoRequest
	return r
}

// --- the list ---

// AskFilter asks the screen for the filter's text.
func (m *Model) AskFilter() {
	if m.phase == List {
		m.req = ReqFilter
	}
}

// SetFilter keeps the games whose players, event, date or opening hold
// text (any case; "" keeps all).
func (m *Model) SetFilter(text string) {
	m.filter = strings.TrimSpace(text)
	m.refilter()
}

// CycleResult steps the result filter: all, Black won, White won, draws.
func (m *Model) CycleResult() {
	order := []string{"", "B+", "W+", "draw"}
	for i, r := range order {
		if r == m.result {
			m.result = order[(i+1)%len(order)]
			break
		}
	}
	m.refilter()
}

// searchKeys are the games' players, event, date and opening in lower
// case, for the filter: end to end in one text, game i's ending at
// ends[i] (two objects, not one string a game: see Model.games).
type searchKeys struct {
	text []byte
	ends []uint32
}

// has reports whether game i's key holds f (in lower case).
func (k *searchKeys) has(i int, f []byte) bool {
	at := uint32(0)
	if i > 0 {
		at = k.ends[i-1]
	}
	return bytes.Contains(k.text[at:k.ends[i]], f)
}

func (m *Model) refilter() {
	m.shown = m.shown[:0]
	f := []byte(strings.ToLower(m.filter))
	for i := range m.games.Len() {
		if m.result != "" && m.games.Result(i) != m.result {
			continue
		}
		if len(f) > 0 && !m.keys.has(i, f) {
			continue
		}
		m.shown = append(m.shown, i)
	}
	m.sel = max(0, min(m.sel, len(m.shown)-1))
}

// Select moves the list's selection by d.
func (m *Model) Select(d int) {
	if len(m.shown) > 0 {
		m.sel = max(0, min(len(m.shown)-1, m.sel+d))
	}
}

// OpenSelected opens the game selected in the list.
func (m *Model) OpenSelected() {
	if m.phase == List && len(m.shown) > 0 {
		m.Open(m.shown[m.sel])
	}
}

// ToList goes back to the list (a file of one game has none).
func (m *Model) ToList() {
	if m.games.Len() > 1 {
		m.phase = List
		m.walkReq = false
	}
}

// --- a game ---

// Open shows game i from its start, and starts looking for its moments
// (the scan of the game shown before, if unfinished, stops: one scan at
// a time, the shown game's).
func (m *Model) Open(i int) {
	if i < 0 || i >= m.games.Len() {
		return
	}
	if i != m.g {
		m.dropScan(m.g)
	}
	m.g, m.phase, m.cur = i, Viewing, m.games.Game(i)
	m.tree = m.cur.Tree()
	m.choice = map[*record.Node]int{}
	m.at, m.moment, m.walkReq = 0, -1, false
	m.relink()
	if s := m.scans[i]; s == nil || errors.Is(s.err, job.ErrLost) {
		m.startScan(i)
	}
}

// startScan looks for the game's moments, when it is a game played from
// the empty board (record.Game.Played): a record with set-up stones, a
// pass or two moves of one colour in a row is not scanned.
func (m *Model) startScan(i int) {
	s := &scanState{}
	m.scans[i] = s
	g := m.games.Game(i)
	moves, err := g.Played()
	if err != nil {
		s.done, s.err = true, errNotAlternating
		if hasSetup(g.Tree()) {
			s.err = errSetup
		}
		return
	}
	s.req = jobs.ScanAsk{Moves: moves, MaxNodes: scanNodes}
	s.job = job.Start(m.Jobs, jobs.Scan, s.req)
}

// pollScan takes the moments of the game shown once found. A scan the
// worker dropped by stopping is started again once, and the notice says
// so; a scan dropped while the viewer was left is started again.
func (m *Model) pollScan() {
	s := m.scans[m.g]
	if s == nil {
		if m.phase == Viewing {
			m.startScan(m.g)
		}
		return
	}
	if s.done {
		return
	}
	rep, err, done := s.job.Poll()
	if !done {
		return
	}
	if errors.Is(err, job.ErrLost) && !s.again {
		s.again, s.job = true, job.Start(m.Jobs, jobs.Scan, s.req)
		m.notice = msg.Say(msg.JobRestarted)
		return
	}
	if errors.Is(err, job.ErrLost) {
		m.notice = msg.Say(msg.JobLost)
	}
	s.done, s.moments, s.err, s.job = true, rep.Moments, err, nil
}

// dropScan stops game i's scan if it is unfinished, and forgets it.
func (m *Model) dropScan(i int) {
	if s := m.scans[i]; s != nil && !s.done {
		s.job.Cancel()
		delete(m.scans, i)
	}
}

// Leave stops the viewer's jobs: the screen is left. A read stops as
// Cancel stops it, a search for drills as Stop does (what it found is
// kept); the game's scan starts again when the viewer is back.
func (m *Model) Leave() {
	m.CancelRead()
	m.StopMaking()
	m.dropScan(m.g)
	m.c.Stop()
}

type viewError string

func (e viewError) Error() string { return string(e) }

const (
	errSetup          = viewError("set-up stones")
	errNotAlternating = viewError("a pass, or two moves of one colour in a row")
)

func hasSetup(n *record.Node) bool {
	for ; n != nil; n = first(n) {
		if len(n.AddBlack)+len(n.AddWhite)+len(n.Clear) > 0 {
			return true
		}
	}
	return false
}

func first(n *record.Node) *record.Node {
	if len(n.Children) == 0 {
		return nil
	}
	return n.Children[0]
}

// relink rebuilds the line from the root through the variations chosen
// (the first where none is), keeping the node shown.
func (m *Model) relink() {
	m.line = m.line[:0]
	for n := m.tree; n != nil; {
		m.line = append(m.line, n)
		if len(n.Children) == 0 {
			break
		}
		n = n.Children[min(m.choice[n], len(n.Children)-1)]
	}
	m.at = max(0, min(m.at, len(m.line)-1))
}

// Step moves d nodes along the line (clamped).
func (m *Model) Step(d int) {
	if m.phase != Viewing {
		return
	}
	m.at = max(0, min(len(m.line)-1, m.at+d))
	m.moment = -1
}

// ToStart and ToEnd go to the line's ends.
func (m *Model) ToStart() { m.Step(-len(m.line)) }
func (m *Model) ToEnd()   { m.Step(len(m.line)) }

// Variations is the number of variations after the node shown and the
// one the line takes (from 0).
func (m *Model) Variations() (n, cur int) {
	if m.phase != Viewing {
		return 0, 0
	}
	nd := m.line[m.at]
	return len(nd.Children), min(m.choice[nd], max(0, len(nd.Children)-1))
}

// NextVariation makes the line go on through the next variation after
// the node shown, and steps onto it.
func (m *Model) NextVariation() {
	n, cur := m.Variations()
	if n < 2 {
		return
	}
	m.choice[m.line[m.at]] = (cur + 1) % n
	m.relink()
	m.Step(1)
}

// OnMainLine reports whether the line is the game's main line.
func (m *Model) OnMainLine() bool {
	for n, c := range m.choice {
		if c != 0 && m.inLine(n) {
			return false
		}
	}
	return true
}

func (m *Model) inLine(n *record.Node) bool {
	for _, x := range m.line {
		if x == n {
			return true
		}
	}
	return false
}

// Position is the board at the node shown, the moves played to it in
// order (setup stones aside), and the move numbers.
func (m *Model) Position() (b rules.Board, moves []rules.Point) {
	for _, n := range m.line[:m.at+1] {
		for _, p := range n.Clear {
			b.Set(p, rules.Empty)
		}
		for _, p := range n.AddBlack {
			b.Set(p, rules.Black)
		}
		for _, p := range n.AddWhite {
			b.Set(p, rules.White)
		}
		if n.Color != rules.Empty && !n.Pass {
			b.Set(n.Move, n.Color)
			moves = append(moves, n.Move)
		}
	}
	return b, moves
}

// Comment is the record's comment at the node shown.
func (m *Model) Comment() string {
	if m.phase != Viewing {
		return ""
	}
	return m.line[m.at].Comment
}

// --- moments ---

// Moments are the game's foul moments (done: the scan has finished; err:
// why there are none to show).
func (m *Model) Moments() (ms []jobs.Moment, done bool, err error) {
	s := m.scans[m.g]
	if s == nil || m.phase != Viewing {
		return nil, false, nil
	}
	return s.moments, s.done, s.err
}

// MomentShown is the moment shown (-1: none).
func (m *Model) MomentShown() int { return m.moment }

// Moment shows the moment after (d=1) or before (d=-1) the one shown, or
// the first at or after the move shown; the line goes back to the main
// line, where moments are.
func (m *Model) Moment(d int) {
	ms, _, _ := m.Moments()
	if len(ms) == 0 {
		return
	}
	_, moves := m.Position()
	i := m.moment
	switch {
	case i < 0 && d > 0:
		i = 0
		for i < len(ms) && ms[i].At() < len(moves) {
			i++
		}
		if i == len(ms) {
			i = 0
		}
	case i < 0:
		i = len(ms) - 1
		for i >= 0 && ms[i].At() > len(moves) {
			i--
		}
		if i < 0 {
			i = len(ms) - 1
		}
	default:
		i = (i + d + len(ms)) % len(ms)
	}
	m.ShowMoment(i)
}

// ShowMoment shows moment i on the main line.
func (m *Model) ShowMoment(i int) {
	ms, _, _ := m.Moments()
	if i < 0 || i >= len(ms) {
		return
	}
	m.choice = map[*record.Node]int{}
	m.relink()
	// The node after which At() moves are down.
	want, k := ms[i].At(), 0
	for j, n := range m.line {
		if n.Color != rules.Empty && !n.Pass {
			k++
		}
		if k >= want {
			m.at = j
			break
		}
	}
	if want == 0 {
		m.at = 0
	}
	m.moment = i
}

// WalkMoment asks for the walk of the moment shown.
func (m *Model) WalkMoment() {
	if m.moment >= 0 {
		m.walkReq = true
	}
}

// TakeWalk returns the walk asked for, once: Black's stone at point on
// board.
func (m *Model) TakeWalk() (board rules.Board, point rules.Point, ok bool) {
	if !m.walkReq {
		return board, point, false
	}
	m.walkReq = false
	ms, _, _ := m.Moments()
	if m.moment < 0 || m.moment >= len(ms) {
		return board, point, false
	}
	return ms[m.moment].Walk(m.cur.Moves())
}
