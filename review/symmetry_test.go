package review

import (
	"slices"
	"strconv"
	"testing"

	"github.com/stretchr/testify/require"

	"renju/rules"
)

// transform maps a moment's points under s.
func transform(m Moment, s rules.Symmetry) Moment {
	m.Point = s.Apply(m.Point)
	if m.Foul != (rules.Foul{}) {
		m.Foul.Point = s.Apply(m.Foul.Point)
	}
	m.Key = mapPoints(m.Key, s)
	m.Others = mapPoints(m.Others, s)
	m.Line = mapPoints(m.Line, s)
	return m
}

func mapPoints(ps []rules.Point, s rules.Symmetry) []rules.Point {
	if ps == nil {
		return nil
	}
	out := make([]rules.Point, len(ps))
	for i, p := range ps {
		out[i] = s.Apply(p)
	}
	return out
}

// canonical is what of a moment must not depend on the board's symmetry.
// Sets are sorted. Where a moment picks one of several equal candidates
// by board order, only the set is kept: an Avoided moment's Point among
// the equally important points (Point and Others together, with Why), and
// a VCF's line among the shortest ones (its length, its start, and the
// set of its possible fouls is not compared: verifyMoment checks the line
// and foul given).
type canonical struct {
	Move     int
	Kind     Kind
	Color    rules.Stone
	Point    rules.Point
	Foul     rules.Foul
	Forced   bool
	Key      []rules.Point
	Points   []rules.Point
	Why      string
	LineLen  int
	LineFrom int
}

func canon(m Moment) canonical {
	c := canonical{Move: m.Move, Kind: m.Kind, Color: m.Color, Point: m.Point, Foul: m.Foul, Forced: m.Forced, Why: m.Why, LineLen: len(m.Line), LineFrom: m.LineFrom}
	c.Key = sorted(m.Key)
	switch m.Kind {
	case Avoided:
		c.Point, c.Foul = rules.Point{}, rules.Foul{}
		c.Points = sorted(append([]rules.Point{m.Point}, m.Others...))
	case TrapSet, TrapMissed:
		c.Foul = rules.Foul{}
	}
	return c
}

func sorted(ps []rules.Point) []rules.Point {
	if len(ps) == 0 {
		return nil
	}
	out := slices.Clone(ps)
	slices.SortFunc(out, comparePoints)
	return out
}

// TestSymmetry: the scan of a game turned by each of the board's 8
// symmetries is the scan of the game, turned (up to the choices among
// equals described on canonical); each turned moment is also checked
// with the judge.
func TestSymmetry(t *testing.T) {
	fresh := 3
	if testing.Short() {
		fresh = 0
	}
	for gi, moves := range allGames(t, fresh) {
		t.Run(strconv.Itoa(gi), func(t *testing.T) {
			t.Parallel()
			base, err := Scan(moves, Options{})
			require.NoError(t, err)
			for _, s := range rules.Symmetries[1:] {
				turned := mapPoints(moves, s)
				got, err := Scan(turned, Options{})
				require.NoError(t, err)
				want := make([]canonical, len(base))
				for i, m := range base {
					want[i] = canon(transform(m, s))
				}
				have := make([]canonical, len(got))
				for i, m := range got {
					have[i] = canon(m)
					verifyMoment(t, turned, m)
				}
				require.Equal(t, want, have, "game %s, symmetry %d", rules.FormatMoves(moves, true), s)
			}
		})
	}
}
