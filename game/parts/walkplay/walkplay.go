// Package walkplay is the walk player's state: which step of a tutor.Walk
// is shown, stepping back and forth, autoplay at a chosen speed, the
// breadcrumb of the recursion (clickable), and the scene a step draws on
// the board (imagined stones in order, the line under discussion, the
// shape's stones, key points, the candidate, the blocker). It hands the
// screen a View of its panel and the Notes to draw over the board; it is
// plain Go, tested on the host.
package walkplay

import (
	"strings"
	"unicode/utf8"

	"renju/rules"
	"renju/tutor"
)

// TicksPerSecond is how often Tick is called (Advance takes the time
// instead).
const TicksPerSecond = 60

// Speeds are the autoplay speeds, slowest first.
var Speeds = []float64{0.5, 1, 2}

// defaultSpeed is the index of 1×.
const defaultSpeed = 1

// Player plays one walk. The zero value is not usable: use New.
type Player struct {
	walk    *tutor.Walk
	real    rules.Board
	point   rules.Point
	step    int
	playing bool
	speed   int
	elapsed float64 // seconds spent on the current step while playing
	label   string  // the point's name on the screen's board, or ""
	// trace is the judgement walked, when known: the other walk of the
	// full-detail switch is made from it.
	trace *rules.Trace
	other *tutor.Walk // the other walk, once made
	opts  []tutor.Option
}

// New returns a player at the walk's first step, paused.
func New(w *tutor.Walk) (*Player, error) {
	b, err := rules.ParseStones(w.Position)
	if err != nil {
		return nil, err
	}
	p, err := rules.ParsePoint(w.Point)
	if err != nil {
		return nil, err
	}
	return &Player{walk: w, real: b, point: p, speed: defaultSpeed}, nil
}

// Walk is the walk played.
func (p *Player) Walk() *tutor.Walk { return p.walk }

// Point is the point the walk judges.
func (p *Player) Point() rules.Point { return p.point }

// Board is the real position (without imagined stones).
func (p *Player) Board() rules.Board { return p.real }

// Len is the number of steps.
func (p *Player) Len() int { return len(p.walk.Steps) }

// Index is the current step, from 0.
func (p *Player) Index() int { return p.step }

// Step is the current step.
func (p *Player) Step() *tutor.Step { return &p.walk.Steps[p.step] }

// AtEnd reports whether the last step is shown.
func (p *Player) AtEnd() bool { return p.step >= len(p.walk.Steps)-1 }

// Go shows step i (clamped to the walk).
func (p *Player) Go(i int) {
	p.step = max(0, min(i, len(p.walk.Steps)-1))
	p.elapsed = 0
	if p.AtEnd() {
		p.playing = false
	}
}

// Next shows the next step; it reports whether there was one.
func (p *Player) Next() bool {
	if p.AtEnd() {
		p.playing = false
		return false
	}
	p.Go(p.step + 1)
	return true
}

// Prev shows the previous step; it reports whether there was one. It
// pauses autoplay: going back is reading again.
func (p *Player) Prev() bool {
	p.playing = false
	if p.step == 0 {
		return false
	}
	p.Go(p.step - 1)
	return true
}

// Restart goes back to the first step (autoplay keeps its state).
func (p *Player) Restart() {
	playing := p.playing
	p.Go(0)
	p.playing = playing
}

// End shows the last step.
func (p *Player) End() { p.Go(len(p.walk.Steps) - 1) }

// Playing reports whether autoplay is on.
func (p *Player) Playing() bool { return p.playing }

// Toggle starts or stops autoplay; started at the end, it restarts.
func (p *Player) Toggle() {
	if p.playing {
		p.playing = false
		return
	}
	if p.AtEnd() {
		p.Go(0)
	}
	p.playing = true
	p.elapsed = 0
}

// Pause stops autoplay.
func (p *Player) Pause() { p.playing = false }

// SpeedIndex is the index of the autoplay speed in Speeds.
func (p *Player) SpeedIndex() int { return p.speed }

// SetSpeed chooses Speeds[i] (clamped).
func (p *Player) SetSpeed(i int) { p.speed = max(0, min(i, len(Speeds)-1)) }

// CycleSpeed moves to the next speed, from the fastest back to the slowest.
func (p *Player) CycleSpeed() { p.speed = (p.speed + 1) % len(Speeds) }

// Tick advances autoplay by one tick (1/TicksPerSecond s) and reports
// whether the step changed. lang is the language shown: a step stays long
// enough to read it.
func (p *Player) Tick(lang string) bool { return p.Advance(1.0/TicksPerSecond, lang) }

// Advance advances autoplay by dt seconds and reports whether the step
// changed (by one step at most).
func (p *Player) Advance(dt float64, lang string) bool {
	if !p.playing {
		return false
	}
	p.elapsed += max(0, dt)
	if p.elapsed+1e-9 < StepSeconds(p.Step(), lang)/Speeds[p.speed] {
		return false
	}
	return p.Next()
}

// Progress is how far autoplay is through the current step (0..1).
func (p *Player) Progress(lang string) float64 {
	if !p.playing {
		return 0
	}
	return min(1, p.elapsed/(StepSeconds(p.Step(), lang)/Speeds[p.speed]))
}

// StepSeconds is how long autoplay shows a step at 1×: time to read its
// narration (about three English words, or six Chinese characters, a
// second) and a moment to look at the board.
func StepSeconds(s *tutor.Step, lang string) float64 {
	text := s.Say.Get(lang) + " " + s.Answer.Get(lang)
	var secs float64
	if lang == tutor.Chinese {
		secs = 1.5 + float64(utf8.RuneCountInString(text))/6
	} else {
		secs = 1.5 + float64(len(strings.Fields(text)))/3
	}
	return max(2.5, min(secs, 14))
}

// Crumb is one point of the breadcrumb: the judgement at a depth.
type Crumb struct {
	Point string // as the walk names it: "H8", or a lesson's "A"
	Depth int
	// Target is the step a tap on the crumb goes to: where that
	// judgement began.
	Target int
	// Current: the crumb of the step shown.
	Current bool
}

// Crumbs is the breadcrumb of the current step: the points judged from the
// root down to the current one.
func (p *Player) Crumbs() []Crumb {
	s := p.Step()
	out := make([]Crumb, len(s.Path))
	for d, pt := range s.Path {
		out[d] = Crumb{Point: p.walk.Name(pt), Depth: d, Target: p.walk.StepOfDepth(p.step, d), Current: d == s.Depth}
	}
	return out
}

// JumpToCrumb goes to where the judgement at depth began (pausing).
func (p *Player) JumpToCrumb(depth int) {
	p.playing = false
	p.Go(p.walk.StepOfDepth(p.step, depth))
}

// Scene is what a step shows on the board, over the real stones.
type Scene struct {
	// Placed are the imagined black stones, in order (numbered from 1).
	Placed []rules.Point
	// Focus is the point judged at this step.
	Focus rules.Point
	// Band: the line under discussion runs from BandFrom to BandTo.
	Band             bool
	BandFrom, BandTo rules.Point
	// Stones are the stones of the shape (real or imagined), to ring.
	Stones []rules.Point
	// Keys are key empty points: five points, a straight four's ends.
	Keys []rules.Point
	// Candidate is the point under discussion (a straight-four point, or
	// the point about to be judged).
	Candidate    rules.Point
	HasCandidate bool
	// Blocker is the stone that spoils the candidate; BlockerEdge: the
	// board's edge does.
	Blocker     rules.Point
	HasBlocker  bool
	BlockerEdge bool
}

// Scene returns the current step's scene.
func (p *Player) Scene() Scene { return SceneOf(&p.real, p.Step()) }

// SceneOf returns the scene of step s on the real board b.
func SceneOf(b *rules.Board, s *tutor.Step) Scene {
	var sc Scene
	occupied := map[rules.Point]bool{}
	for _, q := range points(s.Placed) {
		sc.Placed = append(sc.Placed, q)
		occupied[q] = true
	}
	sc.Focus, _ = rules.ParsePoint(s.Focus)
	if q, err := rules.ParsePoint(s.Candidate); err == nil {
		sc.Candidate, sc.HasCandidate = q, true
	}
	switch s.Blocker {
	case "":
	case "edge":
		sc.BlockerEdge = true
	default:
		if q, err := rules.ParsePoint(s.Blocker); err == nil {
			sc.Blocker, sc.HasBlocker = q, true
		}
	}
	var onLine []rules.Point
	for _, q := range points(s.Stones) {
		onLine = append(onLine, q)
		if occupied[q] || b.At(q) != rules.Empty {
			sc.Stones = append(sc.Stones, q)
		}
	}
	for _, q := range points(s.Points) {
		onLine = append(onLine, q)
		if !occupied[q] && b.At(q) == rules.Empty {
			sc.Keys = append(sc.Keys, q)
		}
	}
	if sc.HasCandidate {
		onLine = append(onLine, sc.Candidate)
	}
	if d, ok := direction(s.Line); ok {
		lo, hi := 0, 0
		for _, q := range onLine {
			if t, on := along(sc.Focus, q, d); on {
				lo, hi = min(lo, t), max(hi, t)
			}
		}
		sc.Band = true
		sc.BandFrom = rules.Point{Col: sc.Focus.Col + lo*d[0], Row: sc.Focus.Row + lo*d[1]}
		sc.BandTo = rules.Point{Col: sc.Focus.Col + hi*d[0], Row: sc.Focus.Row + hi*d[1]}
	}
	return sc
}

// direction is the unit step of a line's name.
func direction(name string) ([2]int, bool) {
	switch name {
	case "horizontal":
		return [2]int{1, 0}, true
	case "vertical":
		return [2]int{0, 1}, true
	case "diagonal":
		return [2]int{1, 1}, true
	case "anti-diagonal":
		return [2]int{1, -1}, true
	}
	return [2]int{}, false
}

// along returns how many steps of d lead from o to q, if q lies on the line
// through o in direction d.
func along(o, q rules.Point, d [2]int) (int, bool) {
	dc, dr := q.Col-o.Col, q.Row-o.Row
	switch {
	case d[1] == 0:
		return dc, dr == 0
	case d[0] == 0:
		return dr, dc == 0
	case d[1] == 1:
		return dc, dr == dc
	default:
		return dc, dr == -dc
	}
}

func points(ss []string) []rules.Point {
	out := make([]rules.Point, 0, len(ss))
	for _, s := range ss {
		if q, err := rules.ParsePoint(s); err == nil {
			out = append(out, q)
		}
	}
	return out
}
