// Package practice makes the short set of exercises that ends a lesson:
// new positions every time, each one a lessons.Page with a task so that
// the lesson screen shows and grades it like any page. The judge gives
// every answer, as it does for the lessons.
//
// The items stay inside the curriculum: each item's answer needs only
// ideas the lesson and the lessons it builds on teach (lessons.Reach),
// and practises one of the lesson's own topics, by the judge's trace read
// with lessons.Page.Ideas. A question answered yes or no is asked both
// ways, in turn. It is plain Go, tested on the host.
package practice

import (
	"math/rand/v2"
	"sync"

	"renju/drills"
	"renju/lessons"
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
	whiteTrap               // play White's fours onto Black's forbidden point
	defendTrap              // play Black's move that stops White's trap
	multiKill               // play White's stone that makes two threats
	fifthPair               // may Black offer these two fifth moves?
)

// yesNo reports whether the kind is answered yes or no (live or false):
// such items alternate between the two answers.
func (k kind) yesNo() bool { return k == liveOrFalse || k == isForbidden || k == fifthPair }

// plan is how a topic is practised: the kinds of item, whether some
// positions are played near an edge of the board, and for how many
// positions an item holds out for one that practises the lesson's first
// topic (its main one) before it takes any that fits.
type plan struct {
	kinds  []kind
	edge   bool
	prefer int
	// boards bounds the positions tried for one item (0: maxBoards), for
	// the topics whose shapes are rare in games.
	boards int
}

// plans maps a topic to its practice; a lesson's plan joins the plans of
// its topics (see planOf). It is made on first use: as a package variable
// it was 13 ms of the app's start in WebAssembly.
var plans = sync.OnceValue(func() map[string]plan {
	return map[string]plan{
		"board":                 {kinds: []kind{clickPoint}},
		"five":                  {kinds: []kind{clickFive}},
		"four":                  {kinds: []kind{clickFive}},
		"straight-four":         {kinds: []kind{clickFive}},
		"three":                 {kinds: []kind{liveOrFalse}},
		"broken-three":          {kinds: []kind{liveOrFalse}},
		"double-three":          {kinds: []kind{isForbidden}},
		"double-four":           {kinds: []kind{isForbidden}},
		"combined":              {kinds: []kind{fourThree, isForbidden}},
		"false-three-white":     {kinds: []kind{liveOrFalse}},
		"false-three-edge":      {kinds: []kind{liveOrFalse}, edge: true},
		"false-three-own":       {kinds: []kind{liveOrFalse}},
		"four-on-one-line":      {kinds: []kind{isForbidden}, prefer: 10},
		"overline":              {kinds: []kind{isForbidden}, boards: rareBoards},
		"five-beats-forbidden":  {kinds: []kind{isForbidden}, prefer: 10, boards: rareBoards},
		"false-three-forbidden": {kinds: []kind{liveOrFalse, isForbidden}},
		"five-point-rule":       {kinds: []kind{liveOrFalse}},
		"fake-forbidden":        {kinds: []kind{isForbidden}, prefer: 10},
		"false-four-three":      {kinds: []kind{fourThree}, boards: rareBoards},
		"recursion":             {kinds: []kind{isForbidden, liveOrFalse}, prefer: 20},
		"judging-checklist":     {kinds: []kind{isForbidden, liveOrFalse}, prefer: 10},
		"black-defence":         {kinds: []kind{defendTrap}, boards: rareBoards},
		"white-tactics":         {kinds: []kind{whiteTrap}},
		"multi-kill":            {kinds: []kind{multiKill}, boards: rareBoards},
		"white-trap-play":       {kinds: []kind{whiteTrap}},
		"review":                {kinds: []kind{findAll, fourThree, isForbidden}},
		"openings":              {kinds: []kind{playOpening}},
		"opening-names":         {kinds: []kind{nameOpening, playOpening}},
		"opening-rules":         {kinds: []kind{fifthPair}},
	}
})

// PlanFor reports whether lesson l has a practice set.
func PlanFor(l *lessons.Lesson) bool {
	_, ok := planOf(l)
	return ok
}

// planOf joins the plans of l's topics: their kinds of item in turn.
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
		out.edge = out.edge || p.edge
		out.prefer = max(out.prefer, p.prefer)
		out.boards = max(out.boards, p.boards)
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

// gen makes the items of one lesson's set.
type gen struct {
	rng   *rand.Rand
	games drills.Positions
	yield func()
	plan  plan
	// reach is what an item may need (lessons.Reach), own the lesson's
	// topics, one of which it must practise.
	reach map[string]bool
	own   []string
	// onlyMain: take only items that practise the lesson's main topic.
	onlyMain bool
}

func (g *gen) pause() {
	if g.yield != nil {
		g.yield()
	}
}

// quiet are ideas a careful walk goes through that speak of fouls at the
// straight-four point: an item may practise them only once they are
// taught, even where the answer does not need them.
var quiet = []string{"false-three-forbidden", "five-point-rule", "recursion"}

// fits reports whether an item with these ideas belongs to the lesson:
// everything it needs is within reach, it practises a topic of the
// lesson, and it walks no foul at a straight-four point before that is
// taught.
func (g *gen) fits(id lessons.Ideas) bool {
	for _, n := range id.Needs {
		if !g.reach[n] {
			return false
		}
	}
	own := false
	for _, p := range id.Practises {
		for _, q := range quiet {
			if p == q && !g.reach[q] {
				return false
			}
		}
		for _, t := range g.own {
			own = own || p == t
		}
	}
	return own
}

// main reports whether an item with these ideas practises the lesson's
// first topic, its main one (the split three, two fours on one line, the
// recursion): such items are preferred where a position offers them.
func (g *gen) main(id lessons.Ideas) bool {
	if len(g.own) == 0 {
		return false
	}
	for _, p := range id.Practises {
		if p == g.own[0] {
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
	g := &gen{
		rng:   rand.New(rand.NewPCG(seed, seed^0x5eed)),
		yield: yield,
		plan:  pl,
		reach: lessons.Reach(lessons.All(), l),
		own:   l.Topics,
	}
	// Yes/no items ask for the two answers in turn, from a random start:
	// half the items of a kind are answered yes (live), half no (false).
	offset := g.rng.IntN(2)
	var out []lessons.Page
	for i := 0; len(out) < n && i < 2*n; i++ {
		slot := len(out)
		k := pl.kinds[slot%len(pl.kinds)]
		yes := (slot/len(pl.kinds)+offset)%2 == 0
		if pg, ok := g.item(k, yes); ok {
			out = append(out, pg)
		}
	}
	return out
}

// item makes one item of kind k (answered yes, or live, if yes and the
// kind asks yes or no).
func (g *gen) item(k kind, yes bool) (lessons.Page, bool) {
	switch k {
	case clickPoint:
		return g.pointItem(), true
	case clickFive:
		return g.fiveItem()
	case playOpening:
		return g.openingItem(), true
	case nameOpening:
		return g.nameItem(), true
	case fifthPair:
		return g.fifthPairItem(yes)
	}
	boards := maxBoards
	if g.plan.boards > 0 {
		boards = g.plan.boards
	}
	for try := 0; try < boards; try++ {
		g.onlyMain = try < g.plan.prefer
		var pg lessons.Page
		var ok bool
		switch k {
		case liveOrFalse:
			pg, ok = g.liveOrFalseItem(yes)
		case isForbidden:
			pg, ok = g.forbiddenItem(yes)
		case fourThree:
			pg, ok = g.boardItem(false, lessons.TaskFourThree, 1, 3)
		case findAll:
			pg, ok = g.boardItem(false, lessons.TaskFindAll, 1, 5)
		case whiteTrap:
			pg, ok = g.boardItem(true, lessons.TaskWhiteTrap, 1, 0)
		case defendTrap:
			pg, ok = g.defendItem()
		case multiKill:
			pg, ok = g.multiKillItem()
		}
		if ok {
			g.games.Skip() // the next item comes from another game
			return pg, true
		}
	}
	return lessons.Page{}, false
}

// maxBoards bounds the games tried for one item (4 in 5 are not
// positions of an open game and are dropped at once). Most items take a
// few.
const maxBoards = 400

// rareBoards bounds them for the topics whose positions are rare in games:
// 1 open position in 100 holds a threat to defend that fits a defend-trap
// item, 1 in 20 a multi-kill, 1 in 80 a four whose five point also makes
// a foul's shapes (once White has missed it); overlines are 1 foul in 15.
const rareBoards = 3000
