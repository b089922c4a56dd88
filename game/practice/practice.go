// Package practice makes the short set of exercises that ends a lesson:
// new positions every time, generated for the lesson's topics (from the
// drills package's random games), each one a lessons.Page with a task so
// that the lesson screen shows and grades it like any page. The judge
// gives every answer, as it does for the lessons. It is plain Go, tested
// on the host.
package practice

import (
	"math/rand/v2"
	"runtime"
	"sync"
	"sync/atomic"

	"renju/drills"
	"renju/game/msg"
	"renju/lessons"
	"renju/rules"
)

// Size is how many items a set has (the issue asks for 3 to 5).
const Size = 4

// kind is what an item asks.
type kind int

const (
	clickPoint  kind = iota // tap a named point (notation)
	clickFive               // tap Black's five
	liveOrFalse             // is the three live or false?
	isForbidden             // is Black at A forbidden?
	fourThree               // tap a four-three
	findAll                 // mark every forbidden point
	playOpening             // play Black 3 to make a named opening
	nameOpening             // name the opening shown
	whiteTrap               // play White's four onto Black's forbidden point
)

// plan is how a topic is practised: the kinds of item, the drill level
// and, for is-forbidden, the kinds of foul the learner has met by then
// ("" is legal).
type plan struct {
	kinds []kind
	level int
	fouls []string
	// beforeFouls: the lesson comes before the forbidden moves, so no
	// three may hang on a forbidden straight-four point.
	beforeFouls bool
}

var early = []string{"", "double-three"}

// plans maps a topic to its practice; a lesson's plan joins the plans of
// its topics (see planOf). It is made on first use: as a package variable
// it was 13 ms of the app's start in WebAssembly.
var plans = sync.OnceValue(func() map[string]plan {
	return map[string]plan{
		"board":                 {kinds: []kind{clickPoint}},
		"five":                  {kinds: []kind{clickFive}},
		"four":                  {kinds: []kind{clickFive}},
		"straight-four":         {kinds: []kind{clickFive}},
		"three":                 {kinds: []kind{liveOrFalse}, level: 1, beforeFouls: true},
		"broken-three":          {kinds: []kind{liveOrFalse}, level: 1, beforeFouls: true},
		"double-three":          {kinds: []kind{isForbidden}, level: 1, fouls: early},
		"double-four":           {kinds: []kind{isForbidden}, level: 1, fouls: []string{"", "double-three", "double-four"}},
		"combined":              {kinds: []kind{fourThree, isForbidden}, level: 1, fouls: []string{"", "double-three", "double-four"}},
		"false-three-white":     {kinds: []kind{liveOrFalse}, level: 1},
		"false-three-edge":      {kinds: []kind{liveOrFalse}, level: 1},
		"false-three-own":       {kinds: []kind{liveOrFalse}, level: 1},
		"four-on-one-line":      {kinds: []kind{isForbidden}, level: 1, fouls: []string{"", "double-three", "double-four"}},
		"overline":              {kinds: []kind{isForbidden}, level: 1},
		"five-beats-forbidden":  {kinds: []kind{clickFive, isForbidden}, level: 1},
		"false-three-forbidden": {kinds: []kind{liveOrFalse, isForbidden}, level: 2},
		"five-point-rule":       {kinds: []kind{liveOrFalse}, level: 2},
		"fake-forbidden":        {kinds: []kind{isForbidden}, level: 2},
		"false-four-three":      {kinds: []kind{fourThree}, level: 2},
		"recursion":             {kinds: []kind{isForbidden, liveOrFalse}, level: 3},
		"judging-checklist":     {kinds: []kind{isForbidden, liveOrFalse}, level: 2},
		"black-defence":         {kinds: []kind{findAll}, level: 1},
		"white-tactics":         {kinds: []kind{whiteTrap, findAll}, level: 1},
		"multi-kill":            {kinds: []kind{whiteTrap, findAll}, level: 2},
		"white-trap-play":       {kinds: []kind{whiteTrap}, level: 1},
		"review":                {kinds: []kind{findAll, fourThree, isForbidden}, level: 2},
		"openings":              {kinds: []kind{playOpening}},
		"opening-names":         {kinds: []kind{nameOpening, playOpening}},
		"opening-rules":         {kinds: []kind{playOpening}},
	}
})

// PlanFor reports whether lesson l has a practice set.
func PlanFor(l *lessons.Lesson) bool {
	_, ok := planOf(l)
	return ok
}

// planOf joins the plans of l's topics: their kinds of item in turn, the
// highest level, the fouls of the first topic that limits them.
func planOf(l *lessons.Lesson) (plan, bool) {
	var out plan
	found := false
	for _, t := range l.Topics {
		p, ok := plans()[t]
		if !ok {
			continue
		}
		for _, k := range p.kinds {
			if !hasKind(out.kinds, k) {
				out.kinds = append(out.kinds, k)
			}
		}
		out.level = max(out.level, p.level)
		if out.fouls == nil {
			out.fouls = p.fouls
		}
		out.beforeFouls = out.beforeFouls || p.beforeFouls
		found = true
	}
	return out, found
}

func hasKind(ks []kind, k kind) bool {
	for _, x := range ks {
		if x == k {
			return true
		}
	}
	return false
}

// Items makes n items for lesson l from seed (the same seed, the same
// items). yield, if not nil, is called between attempts (the browser
// draws frames then). Items the generator cannot make are left out, so
// the set may be shorter than n, never wrong.
func Items(l *lessons.Lesson, seed uint64, n int, yield func()) []lessons.Page {
	pl, ok := planOf(l)
	if !ok {
		return nil
	}
	rng := rand.New(rand.NewPCG(seed, seed^0x5eed))
	g := drills.NewGenerator(seed)
	g.Yield = yield
	var out []lessons.Page
	for i := 0; len(out) < n && i < 3*n; i++ {
		k := pl.kinds[len(out)%len(pl.kinds)]
		if pg, ok := make1(k, pl, g, rng); ok {
			out = append(out, pg)
		}
	}
	return out
}

// make1 makes one item of kind k.
func make1(k kind, pl plan, g *drills.Generator, rng *rand.Rand) (lessons.Page, bool) {
	switch k {
	case clickPoint:
		pt := rules.Point{Col: rng.IntN(rules.Size), Row: rng.IntN(rules.Size)}
		pg := page(rules.Board{}, &lessons.Task{Type: lessons.TaskClickPoint, Point: pt}, msg.PracticeHintPoint, nil)
		pg.Text = lessons.Text{EN: msg.T(msg.English, msg.PracticeIntroPoint), ZH: msg.T(msg.Chinese, msg.PracticeIntroPoint)}
		return pg, true
	case clickFive:
		b, ok := fivePosition(rng, g.Yield)
		if !ok {
			return lessons.Page{}, false
		}
		return page(b, &lessons.Task{Type: lessons.TaskClickFive}, msg.PracticeHintFive, nil), true
	case playOpening:
		return openingItem(rng), true
	case nameOpening:
		return nameItem(rng), true
	}
	lv := max(1, pl.level)
	for try := 0; try < 12; try++ {
		var d drills.Drill
		var err error
		switch k {
		case liveOrFalse:
			d, err = g.Next(drills.LiveOrFalse, lv)
		case isForbidden:
			d, err = g.Next(drills.IsForbidden, lv)
		case fourThree:
			d, err = g.Next(drills.FourThree, lv)
		case findAll:
			d, err = g.Next(drills.FindAll, lv)
		case whiteTrap:
			d, err = g.Next(drills.Trap, lv)
		}
		if err != nil {
			return lessons.Page{}, false
		}
		b, err := rules.ParseStones(d.Position)
		if err != nil {
			return lessons.Page{}, false
		}
		switch k {
		case liveOrFalse:
			hint := msg.PracticeHintThree
			if pl.beforeFouls {
				if hangsOnFoul(d) {
					continue
				}
				hint = msg.PracticeHintThreeEarly
			}
			pt := rules.MustPoint(d.Point)
			return page(b, &lessons.Task{Type: lessons.TaskLiveOrFalse, Point: pt, Dir: d.Line}, hint, []rules.Point{pt}), true
		case isForbidden:
			if !foulMet(pl.fouls, d.Answer.Kind) || !fouls(&b, pl.fouls) {
				continue // a foul the lesson has not taught yet
			}
			pt := rules.MustPoint(d.Point)
			return page(b, &lessons.Task{Type: lessons.TaskIsForbidden, Point: pt}, msg.PracticeHintForbidden, []rules.Point{pt}), true
		case fourThree:
			if !fouls(&b, pl.fouls) {
				continue
			}
			return page(b, &lessons.Task{Type: lessons.TaskFourThree}, msg.PracticeHintFourThree, nil), true
		case findAll:
			return page(b, &lessons.Task{Type: lessons.TaskFindAll}, msg.PracticeHintFindAll, nil), true
		case whiteTrap:
			t := &lessons.Task{Type: lessons.TaskWhiteTrap}
			if _, err := t.Solution(&b); err != nil {
				continue // White wins without a foul here, or not at all
			}
			return page(b, t, msg.PracticeHintTrap, nil), true
		}
	}
	return lessons.Page{}, false
}

// hangsOnFoul reports whether a live-or-false drill's answer turns on a
// forbidden straight-four point.
func hangsOnFoul(d drills.Drill) bool {
	for _, r := range d.Answer.Reasons {
		if r.Status == rules.StatusForbidden {
			return true
		}
	}
	return false
}

// foulMet reports whether kind ("" for legal) is among the fouls the
// lesson has taught (nil: all of them).
func foulMet(met []string, kind string) bool {
	if met == nil {
		return true
	}
	for _, k := range met {
		if k == kind {
			return true
		}
	}
	return false
}

// fouls reports whether every forbidden point of b is of a kind the
// lesson has taught, so that no hint or walk speaks of one it has not.
func fouls(b *rules.Board, met []string) bool {
	if met == nil {
		return true
	}
	for _, f := range rules.ForbiddenMap(b) {
		if !foulMet(met, f.Kind.String()) {
			return false
		}
	}
	return true
}

// page wraps a position and a task as a page; the points asked about are
// marked A.
func page(b rules.Board, t *lessons.Task, hint msg.ID, marked []rules.Point) lessons.Page {
	t.Hint = lessons.Text{EN: msg.T(msg.English, hint), ZH: msg.T(msg.Chinese, hint)}
	pg := lessons.Page{Board: b, Task: t, Text: lessons.Text{EN: msg.T(msg.English, msg.PracticeIntro), ZH: msg.T(msg.Chinese, msg.PracticeIntro)}}
	for i, q := range marked {
		if pg.Marks == nil {
			pg.Marks = map[rules.Point]rune{}
		}
		pg.Marks[q] = rune('A' + i)
	}
	return pg
}

// fivePosition finds a moment of a game where White left Black's four
// open (drills.FiveToPlay) and Black has exactly one point that makes five
// and no foul is on the board (the five lessons come before the fouls).
func fivePosition(rng *rand.Rand, yield func()) (rules.Board, bool) {
	for try := 0; try < 200; try++ {
		if yield != nil {
			yield()
		}
		b, ok := drills.FiveToPlay(rng, 2*(5+rng.IntN(8)))
		if !ok {
			continue
		}
		fives := 0
		for _, p := range drills.EmptyPoints(&b) {
			if j, _ := rules.Judge(&b, p, rules.Black); j.Verdict == rules.Five {
				fives++
			}
		}
		if fives == 1 && len(rules.ForbiddenMap(&b)) == 0 {
			return b, true
		}
	}
	return rules.Board{}, false
}

// openingItem asks for Black 3 of a random opening, from a random White 2
// (direct or indirect) in a random orientation.
func openingItem(rng *rand.Rand) lessons.Page {
	o := rules.Openings[rng.IntN(len(rules.Openings))]
	s := rules.Symmetries[rng.IntN(len(rules.Symmetries))]
	moves := []rules.Point{rules.Center, s.Apply(o.Second())}
	var b rules.Board
	b.Set(moves[0], rules.Black)
	b.Set(moves[1], rules.White)
	pg := page(b, &lessons.Task{Type: lessons.TaskPlayOpening, Arg: o.Number}, msg.PracticeHintOpening, nil)
	pg.Moves = moves
	pg.Text = lessons.Text{
		EN: msg.F(msg.English, msg.PracticeOpening, lessons.OpeningLabel(o.Number, "en")),
		ZH: msg.F(msg.Chinese, msg.PracticeOpening, lessons.OpeningLabel(o.Number, "zh")),
	}
	return pg
}

// Pending is a practice set being made in the background (in the browser
// a set takes up to a few seconds of the page's only thread, in slices:
// see Items' yield), so that it is ready when the lesson's last page is.
type Pending struct {
	ch      chan []lessons.Page
	items   []lessons.Page
	done    bool
	stopped atomic.Bool
}

// Start begins making a set for lesson l.
func Start(l *lessons.Lesson, seed uint64, n int, yield func()) *Pending {
	p := &Pending{ch: make(chan []lessons.Page, 1)}
	go func() {
		p.ch <- Items(l, seed, n, func() {
			if p.stopped.Load() {
				runtime.Goexit() // the learner left the lesson: drop the set
			}
			if yield != nil {
				yield()
			}
		})
	}()
	return p
}

// Stop abandons the set (at the work's next pause); Ready never reports
// it then.
func (p *Pending) Stop() {
	if p != nil {
		p.stopped.Store(true)
	}
}

// Ready returns the set once it is made.
func (p *Pending) Ready() ([]lessons.Page, bool) {
	if p == nil || p.stopped.Load() {
		return nil, false
	}
	if !p.done {
		select {
		case p.items = <-p.ch:
			p.done = true
		default:
		}
	}
	return p.items, p.done
}

// nameItem shows a random opening (the lesson screen turns it to a random
// orientation) with its name and three others to choose from: two of the
// same kind (direct or indirect) and one of the other kind.
func nameItem(rng *rand.Rand) lessons.Page {
	all := rules.Openings
	o := all[rng.IntN(len(all))]
	choices := []string{o.Number}
	same, other := 0, 0
	for _, i := range rng.Perm(len(all)) {
		x := all[i]
		switch {
		case x.Number == o.Number:
		case x.Direct == o.Direct && same < 2:
			same++
			choices = append(choices, x.Number)
		case x.Direct != o.Direct && other < 1:
			other++
			choices = append(choices, x.Number)
		}
	}
	rng.Shuffle(len(choices), func(i, j int) { choices[i], choices[j] = choices[j], choices[i] })
	var b rules.Board
	moves := o.Moves()
	for i, q := range moves {
		b.Set(q, []rules.Stone{rules.Black, rules.White}[i%2])
	}
	pg := page(b, &lessons.Task{Type: lessons.TaskNameOpening, Options: choices}, msg.PracticeHintName, nil)
	pg.Moves = moves
	return pg
}
