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
// the same drills. Drill i of a seed (the i-th Next, from 0) depends only
// on the seed, i, the type and level asked and the curated positions, not
// on the drills made before it: each drill has a random stream of its own
// and starts a new game. A worker that makes drill 7 of a homework's seed
// (Seek) makes the same drill as a page that made drills 0 to 6 first.
type Generator struct {
	seed uint64
	n    int // the index of the next drill
	rng  *rand.Rand
	// Curated positions (e.g. from the lessons) mixed in with generated
	// ones, as B:… W:… strings.
	curated []rules.Board
	// games offers the positions of the games the generator plays.
	games Positions
	// wantYes is the answer the current Next call looks for, for the
	// yes/no types (is-forbidden: forbidden; live-or-false: live). It is
	// drawn once per call, so that an answer that is harder to find is
	// asked as often as the other.
	wantYes bool
	// wantKind is the kind of foul a forbidden is-forbidden drill of the
	// current Next call looks for ("" any), drawn by kindWeights.
	wantKind string
	// NearEdge asks for positions against an edge of the board: each game
	// is moved (translated, never turned) until its stones reach the first
	// or second line on one side, so that the edge closes some of the
	// lines (the lesson on the three blocked by the edge, 盘端, practises
	// on them). Without it positions stay in the middle of the board, as
	// the generator's games do.
	NearEdge bool
	// version is the generator's version (0: Version1, NewGenerator's),
	// cover what version 2's level 1 may ask (Spec.Generator), and filter
	// cover while such a drill is made (nil otherwise: anything fits).
	version       int
	cover, filter *coverage
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

// NewGenerator returns a generator for seed, at its first drill.
func NewGenerator(seed uint64) *Generator {
	return &Generator{seed: seed, rng: drillRNG(seed, 0)}
}

// Seek makes drill i (from 0) of the seed the next one Next makes.
func (g *Generator) Seek(i int) { g.n = max(0, i) }

// Index is the index of the drill Next makes next.
func (g *Generator) Index() int { return g.n }

// drillRNG is drill i's random stream: the seed's, split by i (a
// splitmix64 step of i, so that neighbouring drills' streams share
// nothing).
func drillRNG(seed uint64, i int) *rand.Rand {
	z := uint64(i)*0x9e3779b97f4a7c15 + 0x632be59bd9b4e019
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	z ^= z >> 31
	return rand.New(rand.NewPCG(seed^z, seed*0x9e3779b97f4a7c15+1))
}

// AddCurated adds positions (e.g. the lessons' boards) that drills may use.
func (g *Generator) AddCurated(boards ...rules.Board) { g.curated = append(g.curated, boards...) }

// maxTries bounds the search for one drill, in positions (about 30 a
// game, half of them with the side to move asked for); levels are relaxed
// past it so that Next always returns. Level-3 traps are the rarest: with
// 4,000 positions 8 of 20 were relaxed to level 2; with 12,000 none, at
// 0.55 s a drill natively then (61 ms of CPU now: BenchmarkGenerate).
const maxTries = 12000

// Next makes one drill of type typ at level (1..MaxLevel).
func (g *Generator) Next(typ string, level int) (Drill, error) {
	if level < 1 || level > MaxLevel {
		return Drill{}, fmt.Errorf("level %d: want 1 to %d", level, MaxLevel)
	}
	make1 := maker(typ)
	if make1 == nil {
		return Drill{}, fmt.Errorf("unknown drill type %q (want one of %v)", typ, Types)
	}
	// Version 2's level 1 asks only what the lessons covered teach, on
	// small boards, from a stream of its own; its levels 2 and 3 are
	// version 1's.
	covered := g.version >= Version2 && level == 1
	if covered {
		if err := g.cover.allows(typ, level); err != nil {
			return Drill{}, err
		}
	}
	// This drill's own stream and a game of its own (see Generator).
	seed := g.seed
	if covered {
		seed ^= version2Stream
	}
	g.rng, g.games, g.filter = drillRNG(seed, g.n), Positions{}, nil
	if covered {
		g.games.MaxStones, g.filter = MaxStonesLevel1, g.cover
	}
	g.n++
	want := level
	g.wantYes = g.rng.IntN(2) == 0
	g.wantKind = ""
	switch {
	case typ == IsForbidden && g.wantYes && covered:
		g.wantKind = g.cover.drawKind(g.rng, level)
	case typ == IsForbidden && g.wantYes:
		g.wantKind = g.drawKind(level)
	}
	for try := 0; ; try++ {
		if g.Yield != nil {
			g.Yield()
		}
		if try == maxTries/4 {
			g.wantKind = "" // that kind is too rare here: take any
		}
		if try == maxTries {
			try, want = 0, want-1 // relax rather than loop for ever
			if want < 1 {
				return Drill{}, fmt.Errorf("no %s drill found", typ)
			}
		}
		// Every position is Realistic, so Black has no five to play (a
		// question about fouls would be moot) and White none either.
		b, ok := g.position(typ == Trap)
		if !ok {
			continue
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

// kindWeights are the shares of the kinds of foul asked by forbidden
// is-forbidden drills at each level, so that every kind is practised. In
// the generator's games a double-three is far the most common foul (of
// the forbidden points of 150 find-all drills at level 1: 136
// double-threes, 20 double-fours, 11 overlines; at level 2 255, 7 and 6):
// left to chance, a learner would hardly ever be asked about the others.
var kindWeights = [MaxLevel + 1][3]int{
	1: {5, 3, 2}, // double-three, double-four, overline
	2: {6, 3, 1},
	3: {8, 2, 0}, // an overline decides alone: it is seldom level 3
}

// drawKind draws the kind of foul to ask about at level.
func (g *Generator) drawKind(level int) string {
	w := kindWeights[level]
	r := g.rng.IntN(w[0] + w[1] + w[2])
	switch {
	case r < w[0]:
		return "double-three"
	case r < w[0]+w[1]:
		return "double-four"
	}
	return "overline"
}

// position draws a board: sometimes a curated one, usually a position of
// the game being played out (Positions); Next starts a new game once a
// drill is made, so that two drills in a row never come from one game.
// whiteToMove asks for one more black stone than white. Every board is
// Realistic: a curated one that is not (a lesson's diagram need not come
// from a game) is not used.
func (g *Generator) position(whiteToMove bool) (rules.Board, bool) {
	if len(g.curated) > 0 && g.rng.IntN(5) == 0 {
		b := g.curated[g.rng.IntN(len(g.curated))]
		white := b.Count(rules.Black) == b.Count(rules.White)+1
		small := g.games.MaxStones == 0 || b.Count(rules.Black)+b.Count(rules.White) <= g.games.MaxStones
		if white == whiteToMove && small && Realistic(&b) {
			return rules.Symmetries[g.rng.IntN(8)].ApplyBoard(&b), true
		}
	}
	b, ok := g.games.Next(g.rng, whiteToMove)
	if !ok {
		return b, false
	}
	if g.NearEdge {
		b = ToEdge(g.rng, &b)
	}
	return b, true
}

// ToEdge moves the stones of b, keeping their shape, until they reach the
// first or second line of a side drawn at random: a game played near the
// edge. Moving a game away from an edge that closed one of its fours
// would open it, so a side whose move leaves the position not Realistic
// is not used (the next is tried); b is returned when none can be.
func ToEdge(rng *rand.Rand, b *rules.Board) rules.Board {
	minC, minR, maxC, maxR := rules.Size, rules.Size, -1, -1
	for col := 0; col < rules.Size; col++ {
		for row := 0; row < rules.Size; row++ {
			if b.At(rules.Pt(col, row)) != rules.Empty {
				minC, maxC = min(minC, col), max(maxC, col)
				minR, maxR = min(minR, row), max(maxR, row)
			}
		}
	}
	if maxC < 0 {
		return *b
	}
	gap := rng.IntN(2) // the first line or the second
	first := rng.IntN(4)
	for i := range 4 {
		dc, dr := 0, 0
		switch (first + i) % 4 {
		case 0:
			dc = gap - minC
		case 1:
			dc = rules.Size - 1 - gap - maxC
		case 2:
			dr = gap - minR
		default:
			dr = rules.Size - 1 - gap - maxR
		}
		// A wide game may not fit so close: it goes as far as it fits.
		dc = max(-minC, min(dc, rules.Size-1-maxC))
		dr = max(-minR, min(dr, rules.Size-1-maxR))
		var out rules.Board
		for col := 0; col < rules.Size; col++ {
			for row := 0; row < rules.Size; row++ {
				if c := b.At(rules.Pt(col, row)); c != rules.Empty {
					out.Set(rules.Pt(col+dc, row+dr), c)
				}
			}
		}
		if Realistic(&out) {
			return out
		}
	}
	return *b
}

// maker is the maker of drills of type typ (nil for an unknown type). A
// switch, not a package map: a map's values are kept by the package's
// init wherever the package is linked, and so the makers were in the
// tutor's first module (which asks the worker for drills and never calls
// Next): 25 KB of wasm code and 14 KB of data, 9.5 KB gzip.
func maker(typ string) func(*Generator, *rules.Board, int) (Drill, bool) {
	switch typ {
	case IsForbidden:
		return (*Generator).isForbidden
	case FindAll:
		return (*Generator).findAll
	case LiveOrFalse:
		return (*Generator).liveOrFalse
	case FourThree:
		return (*Generator).fourThree
	case Trap:
		return (*Generator).trap
	}
	return nil
}
