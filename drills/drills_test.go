package drills

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/rules"
)

// Every type at every level yields drills whose answers hold when re-judged
// from scratch with package rules.
func TestDrillAnswersHold(t *testing.T) {
	g := NewGenerator(42)
	for _, typ := range Types {
		for level := 1; level <= MaxLevel; level++ {
			start := time.Now()
			for i := 0; i < 3; i++ {
				d, err := g.Next(typ, level)
				require.NoError(t, err, "%s level %d", typ, level)
				require.Equal(t, typ, d.Type)
				require.LessOrEqual(t, d.Level, level)
				recheck(t, &d)
			}
			t.Logf("%s level %d: 3 drills in %v", typ, level, time.Since(start).Round(time.Millisecond))
		}
	}
}

func recheck(t *testing.T, d *Drill) {
	t.Helper()
	b, err := rules.ParseStones(d.Position)
	require.NoError(t, err)
	assert.False(t, (&Generator{}).blackCanWin(&b), "Black must not have a five to play: %s", d.Position)
	switch d.Type {
	case IsForbidden:
		j, err := rules.Judge(&b, rules.MustPoint(d.Point), rules.Black)
		require.NoError(t, err)
		require.NotNil(t, d.Answer.Forbidden)
		assert.Equal(t, j.Verdict == rules.Forbidden, *d.Answer.Forbidden, "%+v", d)
		assert.Equal(t, j.Kind.String(), d.Answer.Kind)
	case FindAll:
		var want []Foul
		for _, f := range rules.ForbiddenMap(&b) {
			want = append(want, Foul{f.Point.String(), f.Kind.String()})
		}
		assert.Equal(t, want, d.Answer.Fouls)
		assert.NotEmpty(t, want)
	case LiveOrFalse:
		tr, err := rules.Explain(&b, rules.MustPoint(d.Point), rules.Black)
		require.NoError(t, err)
		found := false
		for _, l := range tr.Lines {
			if l.Direction == d.Line {
				found = true
				assert.Equal(t, l.Shape == rules.ShapeThree, *d.Answer.Live)
				assert.Len(t, l.Stones, 3, "a plain three-stone shape")
				assert.Contains(t, []string{rules.ShapeThree, rules.ShapeFalseThree}, l.Shape)
			}
		}
		assert.True(t, found)
	case FourThree:
		require.NotEmpty(t, d.Answer.Points)
		for _, p := range d.Answer.Points {
			tr, err := rules.Explain(&b, rules.MustPoint(p), rules.Black)
			require.NoError(t, err)
			assert.Equal(t, "four-three", tr.Reason, p)
			assert.Equal(t, "legal", tr.Verdict, p)
		}
	case Trap:
		assert.Equal(t, b.Count(rules.Black), b.Count(rules.White)+1, "White to move")
		require.Len(t, d.Answer.Covers, len(d.Answer.Points))
		for i, p := range d.Answer.Points {
			after := b
			after.Set(rules.MustPoint(p), rules.White)
			f := rules.MustPoint(d.Answer.Covers[i])
			j, _ := rules.Judge(&after, f, rules.White)
			assert.Equal(t, rules.Five, j.Verdict, "White threatens five at %s", f)
			assert.True(t, rules.IsForbidden(&after, f), "Black cannot cover %s", f)
		}
	}
}

func TestSameSeedSameDrills(t *testing.T) {
	run := func() []byte {
		g := NewGenerator(7)
		var out []Drill
		for _, typ := range Types {
			d, err := g.Next(typ, 1)
			require.NoError(t, err)
			out = append(out, d)
		}
		data, _ := json.Marshal(out)
		return data
	}
	assert.Equal(t, string(run()), string(run()))
	g1, g2 := NewGenerator(1), NewGenerator(2)
	d1, _ := g1.Next(FindAll, 1)
	d2, _ := g2.Next(FindAll, 1)
	assert.NotEqual(t, d1.Position, d2.Position, "different seeds, different drills")
}

// An hour of practice without repeats: a few hundred drills, all distinct.
func TestNoRepeats(t *testing.T) {
	g := NewGenerator(3)
	seen := map[string]bool{}
	n := 120
	if testing.Short() {
		n = 30
	}
	for i := 0; i < n; i++ {
		d, err := g.Next(Types[i%len(Types)], 1+i%2)
		require.NoError(t, err)
		key := d.Type + d.Position + d.Point + d.Line
		require.False(t, seen[key], "repeat after %d drills", i)
		seen[key] = true
	}
}

func TestGrading(t *testing.T) {
	yes := true
	d := Drill{Type: IsForbidden, Level: 1, Answer: Answer{Forbidden: &yes, Kind: "double-three"}}
	assert.True(t, d.GradeYesNo(true).Correct)
	assert.False(t, d.GradeYesNo(false).Correct)
	assert.True(t, d.GradeKind("double-three").Correct)
	assert.False(t, d.GradeKind("double-four").Correct)

	fa := Drill{Type: FindAll, Answer: Answer{Fouls: []Foul{{"h8", "double-three"}, {"j9", "overline"}}}}
	r := fa.GradeSet([]string{"H8", "k3", "h8"})
	assert.Equal(t, Result{Correct: false, Hits: 1, Misses: 1, FalseAlarms: 1}, r)
	assert.True(t, fa.GradeSet([]string{"j9", "h8"}).Correct)

	ft := Drill{Type: FourThree, Answer: Answer{Points: []string{"h8"}}}
	assert.True(t, ft.GradePoint(" H8").Correct)
	assert.False(t, ft.GradePoint("h9").Correct)
}

func TestStatsRecordAndReload(t *testing.T) {
	s := NewStats()
	yes := true
	d := Drill{Type: IsForbidden, Level: 2, Answer: Answer{Forbidden: &yes, Kind: "double-four"}}
	s.Record(&d, true)
	s.Record(&d, true)
	s.Record(&d, false)
	assert.Equal(t, 0, s.Streak)
	assert.Equal(t, 2, s.BestStreak)
	assert.Equal(t, 41, s.Score) // 20 + (20+1)
	assert.Equal(t, &Tally{2, 3}, s.ByType[IsForbidden])
	assert.Equal(t, &Tally{2, 3}, s.ByKind["double-four"])
	data, err := json.Marshal(s)
	require.NoError(t, err)
	back, err := ParseStats(data)
	require.NoError(t, err)
	assert.Equal(t, s, back)

	for _, bad := range []string{"", "{", `{"version":9}`, `{"version":1,"score":-1}`, `{"version":1,"byType":{"x":{"right":3,"total":1}}}`, `{"version":1,"streak":5,"bestStreak":1}`} {
		_, err := ParseStats([]byte(bad))
		assert.Error(t, err, bad)
	}
}

func TestBadRequests(t *testing.T) {
	g := NewGenerator(1)
	_, err := g.Next("nope", 1)
	assert.ErrorContains(t, err, `unknown drill type "nope"`)
	_, err = g.Next(IsForbidden, 0)
	assert.ErrorContains(t, err, "level 0")
}

func FuzzParseStats(f *testing.F) {
	f.Add(`{"version":1,"score":3,"byType":{"find-all":{"right":1,"total":2}}}`)
	f.Add(`{}`)
	f.Fuzz(func(t *testing.T, s string) {
		st, err := ParseStats([]byte(s))
		if err != nil {
			return
		}
		data, _ := json.Marshal(st)
		if _, err := ParseStats(data); err != nil {
			t.Fatalf("re-parse: %v", err)
		}
	})
}

// The drills' positions could come from a game (Realistic): the counts
// fit alternate play, nobody has five or an unblocked four.
func TestDrillPositionsAreRealistic(t *testing.T) {
	g := NewGenerator(42)
	for _, typ := range Types {
		for level := 1; level <= MaxLevel; level++ {
			for i := 0; i < 3; i++ {
				d, err := g.Next(typ, level)
				if err != nil {
					t.Fatal(err)
				}
				b, err := rules.ParseStones(d.Position)
				if err != nil {
					t.Fatal(err)
				}
				if !Realistic(&b) {
					t.Errorf("%s level %d: %s is not a position of a game", typ, level, d.Position)
				}
				wantWhite := typ == Trap
				if white := b.Count(rules.Black) == b.Count(rules.White)+1; white != wantWhite {
					t.Errorf("%s: %s has the wrong side to move", typ, d.Position)
				}
			}
		}
	}
}

func TestRealistic(t *testing.T) {
	for pos, want := range map[string]bool{
		"B:h8 W:h9":                         true,  // Black to move
		"B:h8,i8 W:h9":                      true,  // White to move
		"B:h8,i8,j8 W:h9":                   false, // Black two stones ahead
		"B:h8 W:h9,h10":                     false, // White ahead
		"B:d8,e8,f8,g8 W:a1,a2,a3,a4":       false, // Black to move with its own four: White would have blocked
		"B:d8,e8,f8,g8,o1 W:a1,a2,a3,a4":    false, // White to move faces Black's four
		"B:d8,e8,f8,g8,c8 W:a1,a2,a3,a4,a5": false, // fives on the board
		"B:d8,e8,f8,g8,c8 W:a1,a2,a3,o5":    false,
	} {
		b, err := rules.ParseStones(pos)
		if err != nil {
			t.Fatal(err)
		}
		if got := Realistic(&b); got != want {
			t.Errorf("Realistic(%s) = %v, want %v", pos, got, want)
		}
	}
}

// Drill i of a seed is the same made after drills 0..i-1 or alone (Seek),
// whatever the types asked before it: a worker makes a homework's drill
// 5 as the page that made the first five would have.
func TestDrillDependsOnlyOnSeedAndIndex(t *testing.T) {
	g := NewGenerator(11)
	var seq []Drill
	for i := range 6 {
		d, err := g.Next(Types[i%len(Types)], 1)
		require.NoError(t, err)
		seq = append(seq, d)
	}
	for i := len(seq) - 1; i >= 0; i-- {
		h := NewGenerator(11)
		h.Seek(i)
		d, err := h.Next(Types[i%len(Types)], 1)
		require.NoError(t, err)
		assert.Equal(t, seq[i], d, "drill %d", i)
		assert.Equal(t, i+1, h.Index())
	}
	// Another type asked before drill 3 leaves it as it is.
	h := NewGenerator(11)
	for range 3 {
		_, err := h.Next(LiveOrFalse, 2)
		require.NoError(t, err)
	}
	d, err := h.Next(Types[3], 1)
	require.NoError(t, err)
	assert.Equal(t, seq[3], d)
}
