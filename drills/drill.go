package drills

import (
	"fmt"
	"math/rand/v2"

	"renju/rules"
)

// Drill types.
const (
	IsForbidden = "is-forbidden"
	FindAll     = "find-all"
	LiveOrFalse = "live-or-false"
	FourThree   = "four-three"
	Trap        = "trap"
)

// Types lists every drill type, in menu order.
var Types = []string{IsForbidden, FindAll, LiveOrFalse, FourThree, Trap}

// Levels run from 1 (one line, no recursion beyond checking a four point)
// to MaxLevel (deep recursion or combined fouls).
const MaxLevel = 3

// Drill is one exercise with its answer, as `renju drills --json` prints it.
type Drill struct {
	Type     string `json:"type"`
	Level    int    `json:"level"`
	Position string `json:"position"`
	// Point is the point asked about (is-forbidden, live-or-false).
	Point string `json:"point,omitempty"`
	// Line is the direction of the three asked about (live-or-false).
	Line string `json:"line,omitempty"`
	// ToMove is the side to play: "black", or "white" for traps.
	ToMove string `json:"toMove"`
	Answer Answer `json:"answer"`
}

// Answer holds the fields that apply to the drill's type.
type Answer struct {
	// is-forbidden: whether the point is forbidden and its kind ("" if not).
	Forbidden *bool  `json:"forbidden,omitempty"`
	Kind      string `json:"kind,omitempty"`
	// find-all: every forbidden point.
	Fouls []Foul `json:"fouls,omitempty"`
	// live-or-false: whether the three is live, and the status of each
	// candidate straight-four point (as in the trace) that decided it.
	Live    *bool       `json:"live,omitempty"`
	Reasons []Candidate `json:"reasons,omitempty"`
	// four-three, trap: every correct point. For traps, Covers[i] is the
	// forbidden point Black would have to cover after Points[i].
	Points []string `json:"points,omitempty"`
	Covers []string `json:"covers,omitempty"`
}

// Foul is a forbidden point and its kind.
type Foul struct {
	Point string `json:"point"`
	Kind  string `json:"kind"`
}

// Candidate is a straight-four point of the three and what happened to it.
type Candidate struct {
	Point  string `json:"point"`
	Status string `json:"status"`
}

// Generator makes drills from a seeded random source: the same seed gives
// the same drills.
type Generator struct {
	rng *rand.Rand
	// Curated positions (e.g. from the lessons) mixed in with generated
	// ones, as B:… W:… strings.
	curated []rules.Board
	// Yield, if set, is called between attempts and between the points
	// each attempt judges. In the browser a search runs on the page's only
	// thread, so the app passes a function that sleeps now and then to let
	// frames be drawn ("preparing…"); called per point, no slice of work
	// runs longer than one judgement past the app's limit (between
	// attempts only, one attempt judged every empty point: up to 120 ms in
	// wasm at level 3).
	Yield func()
}

// pause lets the page draw, if the app asked for it (Yield).
func (g *Generator) pause() {
	if g.Yield != nil {
		g.Yield()
	}
}

// NewGenerator returns a generator for seed.
func NewGenerator(seed uint64) *Generator {
	return &Generator{rng: rand.New(rand.NewPCG(seed, seed*0x9e3779b97f4a7c15+1))}
}

// AddCurated adds positions (e.g. the lessons' boards) that drills may use.
func (g *Generator) AddCurated(boards ...rules.Board) { g.curated = append(g.curated, boards...) }

// maxTries bounds the search for one drill; levels are relaxed past it so
// that Next always returns.
const maxTries = 4000

// Next makes one drill of type typ at level (1..MaxLevel).
func (g *Generator) Next(typ string, level int) (Drill, error) {
	if level < 1 || level > MaxLevel {
		return Drill{}, fmt.Errorf("level %d: want 1 to %d", level, MaxLevel)
	}
	make1, ok := makers[typ]
	if !ok {
		return Drill{}, fmt.Errorf("unknown drill type %q (want one of %v)", typ, Types)
	}
	want := level
	for try := 0; ; try++ {
		if g.Yield != nil {
			g.Yield()
		}
		if try == maxTries {
			try, want = 0, want-1 // relax rather than loop for ever
			if want < 1 {
				return Drill{}, fmt.Errorf("no %s drill found", typ)
			}
		}
		b, ok := g.position(typ == Trap)
		if !ok || (typ != Trap && g.blackCanWin(&b)) {
			continue // a question about fouls is moot when Black has a five to play
		}
		if d, ok := make1(g, &b, want); ok {
			d.Type, d.Level, d.Position = typ, level, rules.FormatStones(&b)
			if want != level {
				d.Level = want
			}
			d.ToMove = "black"
			if typ == Trap {
				d.ToMove = "white"
			}
			return d, nil
		}
	}
}

// position draws a board: sometimes a curated one, usually a game played
// as people play (realisticGame). whiteToMove asks for one more black
// stone than white. Every board is Realistic: a curated one that is not
// (a lesson's diagram need not come from a game) is not used.
func (g *Generator) position(whiteToMove bool) (rules.Board, bool) {
	if len(g.curated) > 0 && g.rng.IntN(5) == 0 {
		b := g.curated[g.rng.IntN(len(g.curated))]
		white := b.Count(rules.Black) == b.Count(rules.White)+1
		if white == whiteToMove && Realistic(&b) {
			return rules.Symmetries[g.rng.IntN(8)].ApplyBoard(&b), true
		}
	}
	n := 2 * (6 + g.rng.IntN(16)) // 12..42 stones, Black to move
	if whiteToMove {
		n++
	}
	return realisticGame(g.rng, n)
}

var makers = map[string]func(*Generator, *rules.Board, int) (Drill, bool){
	IsForbidden: (*Generator).isForbidden,
	FindAll:     (*Generator).findAll,
	LiveOrFalse: (*Generator).liveOrFalse,
	FourThree:   (*Generator).fourThree,
	Trap:        (*Generator).trap,
}
