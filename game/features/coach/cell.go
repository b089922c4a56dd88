package coach

import (
	"fmt"
	"strings"

	"renju/drills"
	"renju/game/parts/skill"
	"renju/rules"
)

// A coach's cell is game/parts/skill's cell (drill type × forbidden kind
// × depth band, skill.Cell) widened to all five drill types (Types); its
// key is skill's: "trap/double-four/1".

// Types are the drill types the coach rates: all of them.
var Types = drills.Types

// ParseCell reads a Key; false for anything that is not a cell of one of
// the five drill types.
func ParseCell(s string) (skill.Cell, bool) {
	parts := strings.Split(s, "/")
	if len(parts) != 3 || len(parts[2]) != 1 {
		return skill.Cell{}, false
	}
	c := skill.Cell{Type: parts[0], Kind: parts[1], Band: int(parts[2][0]) - '0'}
	return c, validCell(c)
}

func validCell(c skill.Cell) bool {
	return contains(Types, c.Type) && contains(skill.Kinds, c.Kind) && c.Band >= 0 && c.Band < skill.Bands
}

func contains(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}

// rarity ranks a kind: KindNone 0, double-three 1, double-four 2,
// overline 3 (its place in Kinds); -1 for no kind of a cell.
func rarity(kind string) int {
	for i, k := range skill.Kinds {
		if k == kind {
			return i
		}
	}
	return -1
}

// rarer is the rarer of two kinds.
func rarer(a, b string) string {
	if rarity(b) > rarity(a) {
		return b
	}
	return a
}

// Classify files a drill in its cell, judging it again with package rules
// (it does not trust the drill's own answer for the kind or depth, and
// refuses a drill whose answer the judge does not bear out). The band is
// always skill.BandOf of a judgement's recursion depth (rules.Trace
// MaxDepth: 0, 1, 2+); the kind one of Kinds. By type:
//
//	is-forbidden   as the storm files it (skill.Judge): the point's
//	               primary kind (KindNone when it is legal); the band of
//	               the point's judgement.
//	live-or-false  as the storm files it: the kind of a forbidden
//	               straight-four point that made the three false (KindNone
//	               when none was forbidden); the band of the point's
//	               judgement.
//	find-all       the rarest kind among the answer's forbidden points
//	               (overline > double-four > double-three: the one the
//	               learner is likeliest to miss), and the band of the
//	               deepest judgement among them; KindNone, band 0 for a
//	               board with no forbidden point.
//	four-three     the rarest kind among the board's forbidden points for
//	               Black (rules.ForbiddenMap: the fouls the learner must
//	               not tap while looking for the win), KindNone when the
//	               board has none; the band of the deepest judgement among
//	               the answer's four-three points.
//	trap           the rarest kind among Black's forbidden cover points
//	               (Covers[i], judged after White's Points[i]); the band of
//	               the deepest of those judgements.
func Classify(d drills.Drill) (skill.Cell, error) {
	switch d.Type {
	case drills.IsForbidden, drills.LiveOrFalse:
		it, err := skill.Judge(d)
		return it.Cell, err
	}
	b, err := rules.ParseStones(d.Position)
	if err != nil {
		return skill.Cell{}, err
	}
	kind, depth := skill.KindNone, 0
	judge := func(b *rules.Board, s string, wantReason string) (*rules.Trace, error) {
		p, err := rules.ParsePoint(s)
		if err != nil {
			return nil, err
		}
		t, err := rules.Explain(b, p, rules.Black)
		if err != nil {
			return nil, err
		}
		if t.Reason != wantReason && !(wantReason == "forbidden" && t.Verdict == "forbidden") {
			return nil, fmt.Errorf("%s drill: %s is %s for Black, not %s", d.Type, s, t.Reason, wantReason)
		}
		return t, nil
	}
	switch d.Type {
	case drills.FindAll:
		for _, f := range d.Answer.Fouls {
			t, err := judge(&b, f.Point, "forbidden")
			if err != nil {
				return skill.Cell{}, err
			}
			kind, depth = rarer(kind, t.Kind), max(depth, t.MaxDepth())
		}
	case drills.FourThree:
		if len(d.Answer.Points) == 0 {
			return skill.Cell{}, fmt.Errorf("four-three drill has no answer")
		}
		for _, s := range d.Answer.Points {
			t, err := judge(&b, s, "four-three")
			if err != nil {
				return skill.Cell{}, err
			}
			depth = max(depth, t.MaxDepth())
		}
		for _, f := range rules.ForbiddenMap(&b) {
			kind = rarer(kind, f.Kind.String())
		}
	case drills.Trap:
		if len(d.Answer.Points) == 0 || len(d.Answer.Points) != len(d.Answer.Covers) {
			return skill.Cell{}, fmt.Errorf("trap drill has %d points and %d covers", len(d.Answer.Points), len(d.Answer.Covers))
		}
		for i, s := range d.Answer.Points {
			w, err := rules.ParsePoint(s)
			if err != nil {
				return skill.Cell{}, err
			}
			if b.At(w) != rules.Empty {
				return skill.Cell{}, fmt.Errorf("trap drill: %s is taken", s)
			}
			after := b
			after.Set(w, rules.White)
			t, err := judge(&after, d.Answer.Covers[i], "forbidden")
			if err != nil {
				return skill.Cell{}, err
			}
			kind, depth = rarer(kind, t.Kind), max(depth, t.MaxDepth())
		}
	default:
		return skill.Cell{}, fmt.Errorf("unknown drill type %q", d.Type)
	}
	c := skill.Cell{Type: d.Type, Kind: kind, Band: skill.BandOf(depth)}
	if !validCell(c) {
		return c, fmt.Errorf("%s drill falls in no cell (%s)", d.Type, c)
	}
	return c, nil
}
