// Package skill is the learner's skill as the drill trainers keep it
// (Foul Storm, the streak, the coach): the cells a question falls in
// (drill type × forbidden kind × depth band), a private rating per cell,
// a tally per drill type and the badges a tally earns, with the joins the
// save merge uses. Foul Storm and the coach both build on it; neither
// imports the other (arch_test.go: a feature imports no feature).
package skill

import (
	"math"
	"math/rand/v2"
	"sort"
	"strconv"
	"strings"

	"renju/drills"
)

// Cell is one pattern the learner practises: a drill type, the forbidden
// kind the question turns on, and how deep the judge's recursion goes.
//
//	Type  drills.IsForbidden or drills.LiveOrFalse (Types)
//	Kind  the point's primary kind for is-forbidden (KindNone when legal);
//	      for live-or-false, the kind of the straight-four point that made
//	      the three false (KindNone when none was forbidden)
//	Band  the recursion depth of the point's judgement (rules.Trace
//	      MaxDepth): 0, 1, or 2 for two and deeper (BandOf)
type Cell struct {
	Type string
	Kind string
	Band int
}

// KindNone is the kind of a cell whose question turns on no foul.
const KindNone = "none"

// Kinds are the kinds of a cell, from the commonest to the rarest.
var Kinds = []string{KindNone, "double-three", "double-four", "overline"}

// Types are the drill types the storm and the streak ask.
var Types = []string{drills.IsForbidden, drills.LiveOrFalse}

// Bands is the number of depth bands: 0, 1 and 2+.
const Bands = 3

// BandOf is the depth band of a judgement whose recursion reaches depth.
func BandOf(depth int) int { return max(0, min(depth, Bands-1)) }

// Key is the cell as the record names it: "is-forbidden/double-three/1".
func (c Cell) Key() string { return c.Type + "/" + c.Kind + "/" + strconv.Itoa(c.Band) }

func (c Cell) String() string { return c.Key() }

// ParseCell reads a Key; false for anything that is not a cell.
func ParseCell(s string) (Cell, bool) {
	parts := strings.Split(s, "/")
	if len(parts) != 3 || len(parts[2]) != 1 {
		return Cell{}, false
	}
	c := Cell{Type: parts[0], Kind: parts[1], Band: int(parts[2][0]) - '0'}
	return c, c.Valid()
}

// Valid reports whether c is one of a storm's cells (Types × Kinds ×
// Bands).
func (c Cell) Valid() bool {
	return contains(Types, c.Type) && contains(Kinds, c.Kind) && c.Band >= 0 && c.Band < Bands
}

// AllCells lists every cell of type typ, in Kinds then band order.
func AllCells(typ string) []Cell {
	var out []Cell
	for _, k := range Kinds {
		for b := 0; b < Bands; b++ {
			out = append(out, Cell{typ, k, b})
		}
	}
	return out
}

func contains(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}

// Rating is the private rating of one cell: an Elo number R (never shown
// to the learner) and the answers N it rests on.
//
// The rule is Elo's, with the question as the opponent: a question of
// level L has the difficulty ItemDifficulty(L) (1000, 1150, 1300); the
// chance of a right answer is expected = 1 / (1 + 10^((D − R) / 400)); after
// the answer R moves by RatingK · (score − expected), score 1 if right and
// 0 if wrong, rounded, and held in [MinRating, MaxRating]. A new cell
// starts at InitialRating. So a miss on an easy question costs more than a
// miss on a hard one, and a cell answered right every time rises until
// its questions are expected to be answered right.
type Rating struct {
	R int `json:"r"`
	N int `json:"n"`
}

// The rating's constants (see Rating).
const (
	InitialRating = 1000
	MinRating     = 0
	MaxRating     = 3000
	RatingK       = 48
)

// ItemDifficulty is the Elo difficulty of a question of level (1..3).
func ItemDifficulty(level int) int { return 850 + 150*max(1, min(level, drills.MaxLevel)) }

// Expected is the chance Elo gives a cell rated r of answering a question
// of difficulty d right.
func Expected(r, d int) float64 { return 1 / (1 + math.Pow(10, float64(d-r)/400)) }

// Ratings are the ratings of the cells by Key; a cell not in the map has
// InitialRating and no answers.
type Ratings map[string]Rating

// Of returns c's rating.
func (rs Ratings) Of(c Cell) Rating {
	if r, ok := rs[c.Key()]; ok {
		return r
	}
	return Rating{R: InitialRating}
}

// Update rates one answer to a question of level in cell c.
func (rs Ratings) Update(c Cell, level int, right bool) {
	r := rs.Of(c)
	score := 0.0
	if right {
		score = 1
	}
	r.R += int(math.Round(RatingK * (score - Expected(r.R, ItemDifficulty(level)))))
	r.R = max(MinRating, min(MaxRating, r.R))
	r.N = min(r.N+1, MaxCount)
	rs[c.Key()] = r
}

// WeakShare is the share of picks made from the weakest cells; the rest
// go to the other cells, for variety.
const WeakShare = 0.7

// Weakest orders cands from the weakest: the lowest rating first, then the
// fewest answers (a cell little practised is less known), then the key.
func (rs Ratings) Weakest(cands []Cell) []Cell {
	out := append([]Cell(nil), cands...)
	sort.SliceStable(out, func(i, j int) bool {
		a, b := rs.Of(out[i]), rs.Of(out[j])
		if a.R != b.R {
			return a.R < b.R
		}
		if a.N != b.N {
			return a.N < b.N
		}
		return out[i].Key() < out[j].Key()
	})
	return out
}

// WeakCount is how many of n candidate cells are "the weakest": a third,
// rounded up.
func WeakCount(n int) int { return (n + 2) / 3 }

// Pick chooses the next cell among cands (distinct cells): with
// probability WeakShare one of the weakest WeakCount(len(cands)) cells,
// otherwise one of the others, each uniformly. With one candidate it is
// that one. cands must not be empty.
func (rs Ratings) Pick(rng *rand.Rand, cands []Cell) Cell {
	order := rs.Weakest(cands)
	k := WeakCount(len(order))
	if k == len(order) || rng.Float64() < WeakShare {
		return order[rng.IntN(k)]
	}
	return order[k+rng.IntN(len(order)-k)]
}

// Badge is a drill type's medal: it is earned once and never taken away.
type Badge int

const (
	NoBadge Badge = iota
	Bronze
	Silver
	Gold
)

// BadgeRule is what a badge needs: at least Answers answers of the type,
// with at least Percent of them right, at the same moment.
type BadgeRule struct {
	Answers, Percent int
}

// BadgeRules are Bronze's, Silver's and Gold's.
var BadgeRules = [...]BadgeRule{{20, 60}, {60, 75}, {150, 90}}

// Earned is the highest badge a tally meets now.
func Earned(t Tally) Badge {
	b := NoBadge
	for i, r := range BadgeRules {
		if t.Total >= r.Answers && 100*t.Right >= r.Percent*t.Total {
			b = Badge(i + 1)
		}
	}
	return b
}

func (b Badge) String() string {
	switch b {
	case Bronze:
		return "bronze"
	case Silver:
		return "silver"
	case Gold:
		return "gold"
	}
	return "none"
}

// MaxCount bounds every count of a tally; counts saturate at it.
const MaxCount = 1_000_000_000

// Tally counts right answers out of all answers.
type Tally struct {
	Right int `json:"right"`
	Total int `json:"total"`
}
