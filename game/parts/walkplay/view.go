package walkplay

import (
	"math"
	"strconv"
	"strings"

	"renju/boardview"
	"renju/game/vocab/input"
	"renju/game/vocab/screenview"
	"renju/msg"
	"renju/rules"
	"renju/tutor"
)

// Open judges a stone of colour at p on b and returns the player of its
// walk. label names the point on the screen's board ("A" on a lesson's
// diagram), or is "" for none; opts change how the walk is told (a
// lesson's letters: tutor.WithNames). Every screen opens its walks here.
func Open(b *rules.Board, p rules.Point, colour rules.Stone, label string, opts ...tutor.Option) (*Player, error) {
	tr, err := rules.Explain(b, p, colour)
	if err != nil {
		return nil, err
	}
	return OpenTrace(tr, label, opts...)
}

// OpenTrace is Open for a judgement already made.
func OpenTrace(tr *rules.Trace, label string, opts ...tutor.Option) (*Player, error) {
	w := tutor.New(tr, opts...)
	p, err := New(w)
	if err != nil {
		return nil, err
	}
	p.label, p.opts = label, opts
	if w.Frame == "" || w.Frame == tutor.FrameForbidden {
		// The full detail is every step of the forbidden question: a
		// walk framed by a lesson's earlier question has none.
		p.trace = tr
	}
	return p, nil
}

// OpenLine returns the player of the line walk of a live-or-false
// question: after Black plays p on b, is the three on line dir live?
// It has no full-detail switch (the full walk is of the point, not of
// the line).
func OpenLine(b *rules.Board, p rules.Point, dir, label string, opts ...tutor.Option) (*Player, error) {
	w, err := tutor.ExplainLine(b, p, dir, opts...)
	if err != nil {
		return nil, err
	}
	pl, err := New(w)
	if err != nil {
		return nil, err
	}
	pl.label = label
	return pl, nil
}

// Full reports whether the walk shown is the full-detail one.
func (p *Player) Full() bool { return p.walk.Full }

// ToggleDetail switches between the teaching walk and the full detail
// (every step of the judge's trace), at the start of the judgement of the
// same point where it can, else at the start.
func (p *Player) ToggleDetail() {
	if p.trace == nil {
		return
	}
	if p.other == nil {
		if p.walk.Full {
			p.other = tutor.New(p.trace, p.opts...)
		} else {
			p.other = tutor.NewFull(p.trace, p.opts...)
		}
	}
	cur := p.Step()
	p.walk, p.other = p.other, p.walk
	to := 0
	for _, n := range p.walk.Outline {
		if n.Point == cur.Focus && n.Depth == cur.Depth {
			to = n.Step
			break
		}
	}
	if isRootVerdict(cur) {
		to = len(p.walk.Steps) - 1
	}
	p.Go(to)
}

// isRootVerdict reports whether s is the root's verdict (the last step).
func isRootVerdict(s *tutor.Step) bool { return s.Depth == 0 && s.Verdict != "" }

// Node is the outline node the current step belongs to: a point settled
// on this very step, else the judgement the step is in (the last node of
// the step's point and depth starting at or before it).
func (p *Player) Node() int {
	s := p.Step()
	at := 0
	for i, n := range p.walk.Outline {
		switch {
		case n.Step == p.step && n.Depth == s.Depth+1:
			return i
		case n.Step <= p.step && n.Point == s.Focus && n.Depth == s.Depth:
			at = i
		}
	}
	return at
}

// JumpToNode shows the step where outline node i's judgement starts.
func (p *Player) JumpToNode(i int) {
	if i >= 0 && i < len(p.walk.Outline) {
		p.Go(p.walk.Outline[i].Step)
	}
}

// NextNode jumps to the next outline node (by steps: the first one after
// the current step), back to the first after the last; PrevNode the other
// way.
func (p *Player) NextNode() {
	for i, n := range p.walk.Outline {
		if n.Step > p.step {
			p.JumpToNode(i)
			return
		}
	}
	p.JumpToNode(0)
}

func (p *Player) PrevNode() {
	o := p.walk.Outline
	for i := len(o) - 1; i >= 0; i-- {
		if o[i].Step < p.step {
			p.JumpToNode(i)
			return
		}
	}
	p.JumpToNode(len(o) - 1)
}

// Label is the point's name on the screen's board, or "".
func (p *Player) Label() string { return p.label }

// The walk's button IDs. The breadcrumb's are "walk.crumb.<depth>".
const (
	BtnClose   = "walk.close"
	BtnRestart = "walk.restart"
	BtnPrev    = "walk.prev"
	BtnPlay    = "walk.play"
	BtnNext    = "walk.next"
	BtnSpeed   = "walk.speed"
	BtnCrumb   = "walk.crumb."
	BtnNode    = "walk.node."
	BtnDetail  = "walk.detail"
)

// Press carries out a walk's button. It reports whether id was one, and
// whether it closed the walk.
func (p *Player) Press(id string) (handled, closed bool) {
	switch {
	case id == BtnClose:
		return true, true
	case id == BtnRestart:
		p.Restart()
	case id == BtnPrev:
		p.Prev()
	case id == BtnPlay:
		p.Toggle()
	case id == BtnNext:
		p.Next()
	case id == BtnSpeed:
		p.CycleSpeed()
	case id == BtnDetail:
		p.ToggleDetail()
	case strings.HasPrefix(id, BtnNode):
		i, err := strconv.Atoi(id[len(BtnNode):])
		if err != nil {
			return false, false
		}
		p.JumpToNode(i)
	case strings.HasPrefix(id, BtnCrumb):
		d, err := strconv.Atoi(id[len(BtnCrumb):])
		if err != nil {
			return false, false
		}
		p.JumpToCrumb(d)
	default:
		return false, false
	}
	return true, false
}

// Key carries out a key: → ↓ PageDown step on (a presenter's clicker), ←
// ↑ PageUp back, Space and Enter play or pause, Home restarts, End goes to
// the verdict, S changes the speed, Esc closes. It reports whether the key
// was the walk's, and whether it closed the walk.
func (p *Player) Key(k input.Press) (handled, closed bool) {
	if k.Ctrl {
		return false, false
	}
	switch k.Key {
	case input.KeyRight, input.KeyDown, input.KeyPageDown:
		p.Next()
	case input.KeyLeft, input.KeyUp, input.KeyPageUp:
		p.Prev()
	case input.KeySpace, input.KeyEnter:
		p.Toggle()
	case input.KeyHome:
		p.Restart()
	case input.KeyEnd:
		p.End()
	case input.KeyS:
		p.CycleSpeed()
	case input.KeyD:
		p.ToggleDetail()
	case input.KeyO:
		if k.Shift {
			p.PrevNode()
		} else {
			p.NextNode()
		}
	case input.KeyEscape:
		return true, true
	default:
		return false, false
	}
	return true, false
}

// maxOutline is the most outline nodes the panel shows (a full-detail
// walk can judge dozens of points; the teaching walks measured judge at
// most 7).
const maxOutline = 12

// View is the walk's panel (screenview.WalkText: the kit draws it).
type View = screenview.WalkText

// View returns the walk's panel in lang.
func (p *Player) View(lang msg.Lang) View {
	s := p.Step()
	l := string(lang)
	pt := p.Point().Upper()
	v := View{
		Title:   msg.F(lang, msg.WalkTitle, pt),
		Level:   msg.F(lang, msg.WalkLevel, s.Depth+1),
		Counter: msg.F(lang, msg.WalkStep, p.Index()+1, p.Len()),
		Widest:  msg.F(lang, msg.WalkStep, p.Len(), p.Len()),
		Depth:   s.Depth,
		Say:     s.Say.Get(l),
		Keys:    msg.T(lang, msg.WalkKeys),
		Close:   screenview.Button{ID: BtnClose, Label: msg.T(lang, msg.WalkClose), Icon: screenview.Close},
	}
	if p.label != "" && p.label != pt {
		v.Title = msg.F(lang, msg.WalkTitleMark, p.label, pt)
	}
	if p.framed() {
		v.Level = ""
	}
	for _, cr := range p.Crumbs() {
		st := screenview.Quiet
		if cr.Current {
			st = screenview.On
		}
		v.Crumbs = append(v.Crumbs, screenview.Button{ID: BtnCrumb + strconv.Itoa(cr.Depth), Label: cr.Point, Style: st})
	}
	if p.trace != nil {
		v.Detail = screenview.Button{ID: BtnDetail, Label: msg.T(lang, msg.WalkDetail), Key: input.KeyD.Label()}
		if p.Full() {
			v.Detail.Style = screenview.On
		}
	}
	if o := p.walk.Outline; len(o) > 1 {
		v.OutlineLabel, v.OutlineKeyed = msg.T(lang, msg.WalkOutline), msg.T(lang, msg.WalkOutlineKeyed)
		cur := p.Node()
		for i, n := range o[:min(len(o), maxOutline)] {
			b := screenview.Button{ID: BtnNode + strconv.Itoa(i), Label: p.walk.Name(n.Point), Style: screenview.Quiet}
			if n.Verdict == "forbidden" {
				b.Label += " ×"
				b.Style = screenview.Wrong
			}
			if i == cur {
				b.Style = screenview.On
			}
			v.Outline = append(v.Outline, b)
		}
	}
	done := (float64(p.Index()) + p.Progress(l)) / float64(max(1, p.Len()-1))
	v.Progress = math.Round(math.Min(1, done)*64) / 64
	focus := p.walk.Name(s.Focus)
	switch s.Verdict {
	case "":
	case "forbidden":
		kind := msg.KindNamed(s.Foul)
		v.Verdict = screenview.Text{S: msg.F(lang, msg.WalkForbidden, focus, kind), Tone: screenview.Bad, Face: screenview.Bold}
	case "five":
		v.Verdict = screenview.Text{S: msg.F(lang, msg.WalkFive, focus), Tone: screenview.Star, Face: screenview.Bold}
	default:
		if p.framed() {
			// A walk framed by a lesson's earlier question (which four,
			// is it five) ends on its own answer: "legal" would answer
			// "is it forbidden?", which the page did not ask (lesson 2
			// page 1's walk ended "A: legal" beside its simple four).
			if a := s.Answer.Get(l); a != "" {
				v.Verdict = screenview.Text{S: a, Tone: screenview.Good, Face: screenview.Bold}
			}
			break
		}
		v.Verdict = screenview.Text{S: msg.F(lang, msg.WalkLegal, focus), Tone: screenview.Good, Face: screenview.Bold}
	}
	if q := s.Question.Get(l); q != "" {
		v.Notes = append(v.Notes, screenview.Text{S: msg.F(lang, msg.WalkQuestion, q), Tone: screenview.Accent})
	}
	if a := s.Answer.Get(l); a != "" && s.Verdict == "" { // a verdict step shows it as its badge
		v.Notes = append(v.Notes, screenview.Text{S: msg.F(lang, msg.WalkAnswer, a), Tone: screenview.Good, Face: screenview.Bold})
	}
	if p.walk.Full && counted(s.Kind) { // the teaching walk's frame says what counts
		v.Notes = append(v.Notes, screenview.Text{S: msg.F(lang, msg.WalkCounts, focus, s.Fours, s.Threes), Tone: screenview.Dim, Face: screenview.Small})
	}
	if p.AtEnd() {
		if sum := p.walk.Summary.Get(l); sum != "" {
			v.Notes = append(v.Notes, screenview.Text{S: sum, Tone: screenview.Accent})
		}
		v.Notes = append(v.Notes, screenview.Text{S: msg.T(lang, msg.WalkEnd), Tone: screenview.Dim, Face: screenview.Small})
	} else if len(s.Placed) > 0 && p.Index() < 3 {
		v.Notes = append(v.Notes, screenview.Text{S: msg.T(lang, msg.WalkImagined), Tone: screenview.Faint, Face: screenview.Small})
	}
	speeds := []msg.ID{msg.WalkSpeedHalf, msg.WalkSpeedOne, msg.WalkSpeedTwo}
	play := screenview.Button{ID: BtnPlay, Label: msg.T(lang, msg.WalkPlay), Icon: screenview.Play, Style: screenview.Primary}
	if p.Playing() {
		play = screenview.Button{ID: BtnPlay, Label: msg.T(lang, msg.WalkPause), Icon: screenview.Pause, Style: screenview.On}
	}
	v.Controls = []screenview.Button{
		{ID: BtnRestart, Icon: screenview.Restart, Name: msg.T(lang, msg.WalkRestart), Disabled: p.Index() == 0},
		{ID: BtnPrev, Icon: screenview.ChevronLeft, Name: msg.T(lang, msg.WalkPrev), Disabled: p.Index() == 0},
		play,
		{ID: BtnNext, Icon: screenview.ChevronRight, Name: msg.T(lang, msg.WalkNext), Disabled: p.AtEnd()},
		{ID: BtnSpeed, Label: msg.T(lang, speeds[p.SpeedIndex()])},
	}
	return v
}

// counted reports whether a step of this kind shows the fours and threes
// counted so far.
func counted(kind string) bool {
	switch kind {
	case "ask-root", "ask-sub", "ask-white", "white-five", "white-legal":
		return false
	}
	return true
}

// Notes are the step's marks over the board: the line's band (the real
// stones on it stay in view), the key points, rings on the shape's
// stones, the imagined stones numbered in order, the blocker, and the
// candidate with its "?" and its pulse.
func (p *Player) Notes() []boardview.Note {
	sc := p.Scene()
	var out []boardview.Note
	if sc.Band {
		out = append(out, boardview.BandAlong(sc.BandFrom, sc.BandTo))
	}
	for _, q := range sc.Keys {
		out = append(out, boardview.Note{Kind: boardview.KeyPoint, At: q})
	}
	for _, q := range sc.Stones {
		out = append(out, boardview.RingAt(q, boardview.InkLine, 1))
	}
	for i, q := range sc.Placed {
		out = append(out, boardview.Note{Kind: boardview.Imagined, At: q, N: i + 1})
	}
	if sc.HasBlocker && sc.Band {
		// A bar where the stone shuts the line, on the shape's side: not
		// a forbidden mark, which a white stone never is.
		out = append(out, boardview.ClosedAt(sc.Blocker, towardBand(sc)))
	}
	if sc.HasCandidate {
		if p.real.At(sc.Candidate) == rules.Empty && !contains(sc.Placed, sc.Candidate) {
			out = append(out, boardview.Note{Kind: boardview.Question, At: sc.Candidate, Ink: boardview.InkWalk})
		}
		out = append(out, boardview.Note{Kind: boardview.Pulse, At: sc.Candidate})
	}
	return out
}

// framed reports whether the walk answers a lesson's earlier question
// (five, which four, is it a live three), which it answers on one level:
// its panel shows no level, for "Level 1" would mean nothing there.
func (p *Player) framed() bool {
	f := p.walk.Frame
	return f != "" && f != tutor.FrameForbidden
}

// towardBand is the blocker's neighbour on the line toward the middle of
// the band.
func towardBand(sc Scene) rules.Point {
	sign := func(v int) int {
		switch {
		case v > 0:
			return 1
		case v < 0:
			return -1
		}
		return 0
	}
	b := sc.Blocker
	// Twice the middle, to stay in whole numbers.
	mc, mr := sc.BandFrom.Col+sc.BandTo.Col, sc.BandFrom.Row+sc.BandTo.Row
	return rules.Point{Col: b.Col + sign(mc-2*b.Col), Row: b.Row + sign(mr-2*b.Row)}
}

func contains(ps []rules.Point, p rules.Point) bool {
	for _, q := range ps {
		if q == p {
			return true
		}
	}
	return false
}
