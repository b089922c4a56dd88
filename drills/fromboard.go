package drills

import (
	"errors"
	"fmt"
	"slices"

	"renju/rules"
)

// ErrNoDrill is wrapped by FromBoard's errors when the board gives no
// drill of the type asked: it is not a position of a game, it has the
// wrong side to move, or the judge's answer is empty (no forbidden point
// to find, no trap, no plain three at the point). Any other error is a
// bad request (an unknown type, a malformed or occupied point).
var ErrNoDrill = errors.New("no drill")

// FromBoard makes a drill of type typ on the board b — a position taken
// from a game, say — about point where the type asks about one
// (is-forbidden, live-or-false; "" for the others). Every answer is the
// judge's, derived by the same code as Generator.Next's (the type's
// maker), and the level is graded the same way; what differs is only the
// choice: Next draws boards and points until one fits the level asked,
// FromBoard takes the board and point given and reports the level they
// need. So FromBoard does not apply the generator's taste either: an
// is-forbidden point may be legal without looking tempting, and a
// find-all or trap drill may have more answers than a generated one (at
// most 5 forbidden points, 3 traps).
//
// The board must be Realistic, with the side to move the type needs
// (White, one stone behind, for trap; Black, even stones, for the
// others). Per type:
//
//   - is-forbidden: whether point is forbidden for Black, and its kind;
//   - find-all: every forbidden point (at least one);
//   - live-or-false: Black plays point; it must make exactly one plain
//     three-stone shape, live or false, which is the line asked about;
//   - four-three: every four-three of Black's that is not forbidden (at
//     least one);
//   - trap: every White four whose one five point is forbidden for Black
//     (at least one), with the point Black would have to cover.
func FromBoard(typ string, b rules.Board, point string) (Drill, error) {
	known := false
	for _, t := range Types {
		known = known || t == typ
	}
	if !known {
		return Drill{}, fmt.Errorf("unknown drill type %q (want one of %v)", typ, Types)
	}
	asks := typ == IsForbidden || typ == LiveOrFalse
	var p rules.Point
	switch {
	case asks && point == "":
		return Drill{}, fmt.Errorf("a %s drill asks about a point: none given", typ)
	case !asks && point != "":
		return Drill{}, fmt.Errorf("a %s drill asks about no point: %q given", typ, point)
	case asks:
		var err error
		if p, err = rules.ParsePoint(point); err != nil {
			return Drill{}, err
		}
		if b.At(p) != rules.Empty {
			return Drill{}, fmt.Errorf("%s is not empty", p)
		}
	}
	noDrill := func(format string, args ...any) (Drill, error) {
		return Drill{}, fmt.Errorf("%w: "+format, append([]any{ErrNoDrill}, args...)...)
	}
	if !Realistic(&b) {
		return noDrill("%s is not a position of an open game", rules.FormatStones(&b))
	}
	whiteToMove := b.Count(rules.Black) == b.Count(rules.White)+1
	if whiteToMove != (typ == Trap) {
		return noDrill("a %s drill needs %s to move", typ, map[bool]string{true: "White", false: "Black"}[typ == Trap])
	}
	// Realistic: the side to move has no five point, so neither has Black
	// (Generator.Next's blackCanWin) nor, for a trap, White.
	return ask(typ, b, p, noDrill)
}

// FromDiagram is FromBoard on a teacher's diagram: a lesson's position,
// which need not be a game's (its stones need not alternate, a side may
// have a five point). The answers are the judge's, as FromBoard's; it
// makes the drill a lesson's task asked of its own board, for the review
// of mistakes.
func FromDiagram(typ string, b rules.Board, point string) (Drill, error) {
	var p rules.Point
	if typ == IsForbidden || typ == LiveOrFalse {
		var err error
		if p, err = rules.ParsePoint(point); err != nil {
			return Drill{}, err
		}
		if b.At(p) != rules.Empty {
			return Drill{}, fmt.Errorf("%s is not empty", p)
		}
	} else if !slices.Contains(Types, typ) {
		return Drill{}, fmt.Errorf("unknown drill type %q (want one of %v)", typ, Types)
	}
	noDrill := func(format string, args ...any) (Drill, error) {
		return Drill{}, fmt.Errorf("%w: "+format, append([]any{ErrNoDrill}, args...)...)
	}
	return ask(typ, b, p, noDrill)
}

// ask makes the drill of typ on b about p (is-forbidden, live-or-false).
func ask(typ string, b rules.Board, p rules.Point, noDrill func(string, ...any) (Drill, error)) (Drill, error) {
	g := &Generator{} // no random choices are made below
	var d Drill
	switch typ {
	case IsForbidden:
		t := explainBlack(&b, p)
		d = forbiddenDrill(t)
		d.Level = levelOf(t)
	case FindAll:
		fouls := rules.ForbiddenMap(&b)
		if len(fouls) == 0 {
			return noDrill("no forbidden point")
		}
		d.Answer.Fouls, d.Level = foulsAnswer(&b, fouls)
	case LiveOrFalse:
		t := explainBlack(&b, p)
		lines := plainThrees(&b, t)
		if len(lines) != 1 {
			return noDrill("%s makes %d plain three-stone shapes, not one", p, len(lines))
		}
		d = liveOrFalseDrill(t, lines[0])
		d.Level = levelOf(t)
	case FourThree:
		d.Answer.Points, d.Level = g.fourThreeAnswer(&b)
		if len(d.Answer.Points) == 0 {
			return noDrill("no four-three")
		}
	case Trap:
		pts, covers, top, ok := g.trapAnswer(&b)
		if !ok || len(pts) == 0 {
			return noDrill("no trap")
		}
		d.Answer.Points, d.Answer.Covers, d.Level = pts, covers, top
	}
	d.Type, d.Position = typ, rules.FormatStones(&b)
	d.Level = max(1, min(d.Level, MaxLevel))
	d.ToMove = "black"
	if typ == Trap {
		d.ToMove = "white"
	}
	return d, nil
}
