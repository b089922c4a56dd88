package storm

import (
	"renju/drills"
	"renju/game/parts/skill"
	"renju/game/vocab/screenview"
	"renju/rules"
)

// Item is one question, made and judged off the game loop (the worker).
type Item struct {
	Drill drills.Drill
	Board rules.Board
	Point rules.Point
	Cell  skill.Cell
	// Depth is the recursion depth of the point's judgement (the trace's
	// MaxDepth); Combined: the point makes three shapes or more, or an
	// overline with another shape (a combined foul, 组合禁手).
	Depth    int
	Combined bool
	// Three are the stones of the three asked about (live-or-false).
	Three []rules.Point
	// req is the level the item was asked for (the bank's accounting).
	req int
}

// Level is the drill's level (1..3).
func (it *Item) Level() int { return max(1, min(it.Drill.Level, drills.MaxLevel)) }

// Hardness ranks an item within its level, 0 to 5: its depth band, one
// more for a combined foul, and the rarity of its kind (double-four 1,
// overline 2).
func (it *Item) Hardness() int {
	h := it.Cell.Band
	if it.Combined {
		h++
	}
	switch it.Cell.Kind {
	case "double-four":
		h++
	case "overline":
		h += 2
	}
	return h
}

// Forbidden is the answer of an is-forbidden item; Live of a live-or-false
// one.
func (it *Item) Forbidden() bool {
	return it.Drill.Answer.Forbidden != nil && *it.Drill.Answer.Forbidden
}
func (it *Item) Live() bool { return it.Drill.Answer.Live != nil && *it.Drill.Answer.Live }

// Classify judges a drill's point and files it in its cell (skill.Judge).
func Classify(d drills.Drill) (Item, error) {
	j, err := skill.Judge(d)
	return Item{Drill: d, Board: j.Board, Point: j.Point, Cell: j.Cell, Depth: j.Depth, Combined: j.Combined, Three: j.Three}, err
}

// WalkTarget is the judgement to walk through: a stone of Colour at Point
// on Board, and the line asked about (screenview.Walk, for the walk player).
type WalkTarget = screenview.Walk

// Walk is the item's walk target: Black's stone at the point asked about,
// and the line of a live-or-false question (told at the learner's stage:
// the model adds it, Model.WalkTarget).
func (it *Item) Walk() WalkTarget {
	w := WalkTarget{Board: it.Board, Point: it.Point, Colour: rules.Black}
	if it.Drill.Type == drills.LiveOrFalse {
		w.Line = it.Drill.Line
	}
	return w
}

// Stage is how hard the questions are at some point of a run.
type Stage struct {
	// Level is the level asked of the generator.
	Level int
	// Hard is 0, 1 or 2: the hardness wanted within the level (HardWindow).
	Hard int
	// AskKind: the storm asks which kind (legal, double-three,
	// double-four, overline) rather than yes or no.
	AskKind bool
}

// StageLen is the number of answers each stage lasts.
const StageLen = 4

var stages = []Stage{
	{1, 0, false}, {1, 1, false}, {1, 2, true},
	{2, 0, true}, {2, 1, true}, {2, 2, true},
	{3, 0, true}, {3, 1, true}, {3, 2, true},
}

// StageAt is the stage after answered answers of a run: every StageLen
// answers the questions get harder — first within level 1 (deeper
// recursion, combined fouls, rarer kinds: Hardness), asking which kind
// from the third stage on, then level 2 from answer 12, level 3 from
// answer 24 — and stay at the hardest from answer 32.
func StageAt(answered int) Stage { return stages[max(0, min(answered/StageLen, len(stages)-1))] }

// HardWindow is the range of Hardness a stage's Hard wants.
func HardWindow(hard int) (lo, hi int) {
	switch hard {
	case 0:
		return 0, 1
	case 1:
		return 1, 2
	}
	return 2, 5
}

// hardMiss is how far an item's hardness is outside the window.
func hardMiss(h, hard int) int {
	lo, hi := HardWindow(hard)
	return max(0, lo-h) + max(0, h-hi)
}
