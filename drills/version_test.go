package drills

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/drills/drilltest"
	"renju/lessons"
	"renju/rules"
)

// coveredUpTo is every lesson up to and including id, in the curriculum's
// order: a learner who has done them all.
func coveredUpTo(t testing.TB, id string) []string {
	var out []string
	for _, l := range lessons.All() {
		out = append(out, l.ID)
		if l.ID == id {
			return out
		}
	}
	if t != nil {
		t.Fatalf("no lesson %q", id)
	}
	return nil
}

// learners are the covered lessons the version-2 tests draw for: the whole
// curriculum, the first five lessons (to the double-three), the first
// eight (to the three closed by White or the edge), and a learner who
// skipped the double-four and the combined fouls.
func learners(t testing.TB) map[string][]string {
	return map[string][]string{
		"all":                 {AllLessons},
		"to-double-three":     coveredUpTo(t, "double-three"),
		"to-false-three":      coveredUpTo(t, "false-three-blocked"),
		"skipped-double-four": {"board-and-five", "fours", "three", "broken-three", "double-three", "false-three-blocked", "white-tactics"},
		"no-false-threes":     {"board-and-five", "fours", "three", "broken-three", "double-three", "double-four", "combined", "white-tactics"},
	}
}

// taught is the set of topics the lessons covered teach, read from the
// lessons themselves (not from the generator's coverage).
func taught(t testing.TB, covered []string) map[string]bool {
	out := map[string]bool{}
	for _, id := range covered {
		for _, l := range lessons.All() {
			if id == AllLessons || l.ID == id {
				for _, tp := range l.Topics {
					out[tp] = true
				}
			}
		}
	}
	return out
}

// needsOf recomputes from the judge the ideas drill d's answer needs: its
// position judged again (rules.Explain) and read by the lessons' own
// Ideas, as a lesson page asking the same question.
func needsOf(t *testing.T, d *Drill) []string {
	t.Helper()
	b, err := rules.ParseStones(d.Position)
	require.NoError(t, err)
	switch d.Type {
	case IsForbidden, LiveOrFalse:
		tr, err := rules.Explain(&b, rules.MustPoint(d.Point), rules.Black)
		require.NoError(t, err)
		if d.Type == IsForbidden {
			return lessons.PointIdeas(&b, tr).Needs
		}
		return lessons.LineIdeas(&b, tr, d.Line).Needs
	}
	task := map[string]string{FindAll: lessons.TaskFindAll, FourThree: lessons.TaskFourThree, Trap: lessons.TaskWhiteTrap}[d.Type]
	pg := lessons.Page{Board: b, Task: &lessons.Task{Type: task}}
	id, err := pg.Ideas()
	require.NoError(t, err, "%+v", d)
	return id.Needs
}

// Version 2's level 1 asks only what the learner has covered: for every
// learner and every type their lessons allow, 12 drills (4 under -short)
// whose boards hold at most 20 stones, whose positions could come from a
// game, whose answers hold when judged again, whose level is 1 when
// graded again from the board, and every idea of whose answer, recomputed
// from the judge's trace, is a topic of a covered lesson.
func TestVersion2Level1StaysCovered(t *testing.T) {
	n := 40
	if testing.Short() {
		n = 4
	}
	for name, covered := range learners(t) {
		topics := taught(t, covered)
		for _, typ := range Types {
			spec := Spec{Type: typ, Level: 1, Seed: 31, Version: Version2, Covered: covered}
			if errors.Is(spec.Check(), ErrNotCovered) {
				continue
			}
			t.Run(name+"/"+typ, func(t *testing.T) {
				for i := range n {
					d, err := spec.Drill(i)
					require.NoError(t, err)
					b, err := rules.ParseStones(d.Position)
					require.NoError(t, err)
					assert.LessOrEqual(t, b.Count(rules.Black)+b.Count(rules.White), MaxStonesLevel1, d.Position)
					assert.True(t, Realistic(&b), "%s is not a position of a game", d.Position)
					assert.Equal(t, 1, d.Level)
					recheck(t, &d)
					again, err := FromBoard(typ, b, d.Point)
					if typ == LiveOrFalse && errors.Is(err, ErrNoDrill) {
						// two plain threes at the point: grade the line asked
						tr, err := rules.Explain(&b, rules.MustPoint(d.Point), rules.Black)
						require.NoError(t, err)
						assert.Equal(t, 1, levelOf(tr))
					} else {
						require.NoError(t, err)
						assert.Equal(t, 1, again.Level, "%+v", d)
					}
					for _, need := range needsOf(t, &d) {
						assert.True(t, topics[need], "%s drill %s needs %s, which %s has not covered", typ, d.Position, need, name)
					}
				}
			})
		}
	}
}

// Both answers of the yes/no types come up at version 2's level 1: over 40
// drills (20 under -short) of each learner whose lessons allow the type,
// each answer 30–70% of the time.
func TestVersion2YesNoBalanced(t *testing.T) {
	n := 40
	if testing.Short() {
		n = 20
	}
	for name, covered := range learners(t) {
		for _, typ := range []string{IsForbidden, LiveOrFalse} {
			g, err := Spec{Type: typ, Level: 1, Seed: 8, Version: Version2, Covered: covered}.Generator()
			require.NoError(t, err)
			yes := 0
			for range n {
				d, err := g.Next(typ, 1)
				if errors.Is(err, ErrNotCovered) {
					break
				}
				require.NoError(t, err)
				if a := d.Answer.Forbidden; a != nil && *a {
					yes++
				}
				if a := d.Answer.Live; a != nil && *a {
					yes++
				}
			}
			if g.Index() == 0 {
				continue // not covered
			}
			t.Logf("%s %s: yes in %d of %d", name, typ, yes, n)
			if 10*yes < 3*n || 10*yes > 7*n {
				t.Errorf("%s %s: the answer is yes in %d of %d drills, want 30–70%%", name, typ, yes, n)
			}
		}
	}
}

// Version 2's level-1 positions look like games (drilltest's limits), over
// 300 positions of every type (60 under -short), all lessons covered.
func TestVersion2PositionsLookLikeGames(t *testing.T) {
	n := 60
	if testing.Short() {
		n = 12
	}
	var r drilltest.Realism
	for _, typ := range Types {
		g, err := Spec{Type: typ, Level: 1, Seed: 2026, Version: Version2, Covered: []string{AllLessons}}.Generator()
		require.NoError(t, err)
		for range n {
			d, err := g.Next(typ, 1)
			require.NoError(t, err)
			b, err := rules.ParseStones(d.Position)
			require.NoError(t, err)
			r.Add(&b)
		}
	}
	r.Check(t, "version 2, level 1")
}

// A type whose lessons the learner has not covered is refused at once,
// with the lessons it needs; version 2's levels 2 and 3 are version 1's
// drills, whatever is covered.
func TestVersion2NotCovered(t *testing.T) {
	early := coveredUpTo(t, "three")
	for _, typ := range Types {
		spec := Spec{Type: typ, Level: 1, Seed: 3, Version: Version2, Covered: early}
		err := spec.Check()
		require.ErrorIs(t, err, ErrNotCovered, typ)
		assert.ErrorContains(t, err, fmt.Sprint(Assumes(typ, 1)))
		_, err = spec.Drill(0)
		assert.ErrorIs(t, err, ErrNotCovered, typ)
		for level := 2; level <= MaxLevel; level++ {
			spec.Level = level
			require.NoError(t, spec.Check())
			got, err := spec.Drill(2)
			require.NoError(t, err)
			g := NewGenerator(3)
			g.Seek(2)
			want, err := g.Next(typ, level)
			require.NoError(t, err)
			assert.Equal(t, want, got, "%s level %d", typ, level)
		}
	}
	_, err := Spec{Type: IsForbidden, Level: 1, Seed: 3, Version: Version2}.Drill(0)
	assert.ErrorIs(t, err, ErrNotCovered, "nothing covered")
}

func TestSpecCheck(t *testing.T) {
	ok := Spec{Type: FindAll, Level: 1, Seed: 1, Version: Version2, Covered: []string{AllLessons}}
	require.NoError(t, ok.Check())
	for _, c := range []struct {
		edit func(*Spec)
		want string
	}{
		{func(s *Spec) { s.Type = "nope" }, `unknown drill type "nope"`},
		{func(s *Spec) { s.Level = 0 }, "level 0: want 1 to 3"},
		{func(s *Spec) { s.Level = 4 }, "level 4: want 1 to 3"},
		{func(s *Spec) { s.Version = -1 }, "generator version -1: want 1 to 2"},
		{func(s *Spec) { s.Version = 3 }, "generator version 3: want 1 to 2"},
		{func(s *Spec) { s.Covered = []string{"three", "nope"} }, `unknown lesson "nope"`},
	} {
		s := ok
		c.edit(&s)
		err := s.Check()
		require.Error(t, err, "%+v", s)
		assert.ErrorContains(t, err, c.want)
		assert.False(t, errors.Is(err, ErrNotCovered), "%v", err)
		_, err = s.Drill(0)
		assert.ErrorContains(t, err, c.want)
	}
	v1 := Spec{Type: FindAll, Level: 1, Seed: 1, Version: Version1, Covered: []string{"nope"}}
	assert.NoError(t, v1.Check(), "version 1 reads no lessons")
	// Version 0 is version 1, as the links made before versions read.
	zero, err := Spec{Type: FindAll, Level: 2, Seed: 4}.Drill(3)
	require.NoError(t, err)
	one, err := Spec{Type: FindAll, Level: 2, Seed: 4, Version: Version1}.Drill(3)
	require.NoError(t, err)
	assert.Equal(t, one, zero)
}

// A drill of a version-2 stream depends on its seed, index, type and
// level and the topics covered, not on the drills made before it, nor on
// the order the lessons are named in.
func TestVersion2DrillDependsOnlyOnSpec(t *testing.T) {
	covered := coveredUpTo(t, "false-three-blocked")
	g, err := Spec{Seed: 12, Version: Version2, Covered: covered}.Generator()
	require.NoError(t, err)
	var seq []Drill
	types := []string{IsForbidden, FindAll, LiveOrFalse, FourThree}
	for i := range 6 {
		d, err := g.Next(types[i%len(types)], 1)
		require.NoError(t, err)
		seq = append(seq, d)
	}
	reversed := slices.Clone(covered)
	slices.Reverse(reversed)
	reversed = append(reversed, covered[0])
	for i := len(seq) - 1; i >= 0; i-- {
		d, err := Spec{Type: types[i%len(types)], Level: 1, Seed: 12, Version: Version2, Covered: reversed}.Drill(i)
		require.NoError(t, err)
		assert.Equal(t, seq[i], d, "drill %d", i)
	}
	v1 := NewGenerator(12)
	d1, err := v1.Next(IsForbidden, 1)
	require.NoError(t, err)
	assert.NotEqual(t, d1.Position, seq[0].Position, "version 2's level 1 is a stream of its own")
}

func TestAssumes(t *testing.T) {
	assert.Equal(t, []string{"double-three"}, Assumes(IsForbidden, 1))
	assert.Equal(t, []string{"three", "false-three-blocked"}, Assumes(LiveOrFalse, 1))
	assert.Equal(t, []string{"combined"}, Assumes(FourThree, 1))
	assert.Equal(t, []string{"white-tactics"}, Assumes(Trap, 1))
	assert.Equal(t, []string{"double-three", "combined", "false-three-forbidden"}, Assumes(FindAll, 2))
	assert.Equal(t, []string{"double-three", "combined", "false-three-forbidden", "recursion"}, Assumes(IsForbidden, 3))
	assert.Nil(t, Assumes("nope", 1))
	assert.Nil(t, Assumes(IsForbidden, 4))
	for _, typ := range Types {
		for level := 1; level <= MaxLevel; level++ {
			// A learner who covered what a type assumes may drill it.
			require.NoError(t, Spec{Type: typ, Level: level, Seed: 1, Version: Version2, Covered: Assumes(typ, level)}.Check())
		}
	}
}
