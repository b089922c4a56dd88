package savemerge_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/game/features/match"
	"renju/game/features/start"
	"renju/game/frame/savemerge/savetest"
	"renju/game/parts/drillplay"
	"renju/game/services/backup"
	"renju/game/services/learning"
)

// The app's joins, as its registry names them (savetest.Kinds).
var table = savetest.Table()

func Merge(key, stored, mine string) string        { return table.Merge(key, stored, mine) }
func Rebase(key, base, stored, mine string) string { return table.Rebase(key, base, stored, mine) }
func Readable(key, v string) bool                  { return table.Readable(key, v) }
func Covers(key, a, b string) bool                 { return table.Covers(key, a, b) }
func Merges(key string) bool                       { return table.Merges(key) }

// The keys the tests below name.
const (
	KeyProgress = learning.Key
	KeyDrills   = drillplay.StorageKey
	KeyPlay     = match.StorageKey
	KeyStart    = start.StorageKey
)

// trials per key and property: 100 random records of up to 40 steps
// each, 6 s for all keys on this machine (the coach's strict parser, some
// 0.4 ms a record, takes most of it).
const trials = 100

// leq reports whether a is below b in key's join: b already holds all a
// holds.
func leq(key, a, b string) bool { return Merge(key, a, b) == Merge(key, b, b) }

// Covers is leq on the lasting parts.
func TestCoversIsLeqOnLastingParts(t *testing.T) {
	for _, tb := range savetest.Kinds {
		rng := rand.New(rand.NewPCG(2, uint64(len(tb.Key))))
		for range trials / 10 {
			a, b := savetest.Grow(rng, tb, "", 20), savetest.Grow(rng, tb, "", 20)
			if leq(tb.Key, a, b) {
				assert.True(t, Covers(tb.Key, a, b), tb.Key)
			}
			assert.True(t, Covers(tb.Key, a, Merge(tb.Key, a, b)), tb.Key)
		}
	}
}

// TestMergeIsAJoin: for every merged key and random records a, b, c the
// app could save, Merge is commutative, associative and idempotent, its
// result reads, and it holds each side (loses nothing either made).
func TestMergeIsAJoin(t *testing.T) {
	for _, tb := range savetest.Kinds {
		t.Run(tb.Key, func(t *testing.T) {
			rng := rand.New(rand.NewPCG(1, uint64(len(tb.Key))))
			for range trials {
				// Three tabs grown from one common record, as two tabs of
				// one browser do.
				common := savetest.Grow(rng, tb, "", 10)
				a, b, c := savetest.Grow(rng, tb, common, 30), savetest.Grow(rng, tb, common, 30), savetest.Grow(rng, tb, "", 30)
				ab := Merge(tb.Key, a, b)
				require.True(t, Readable(tb.Key, ab), ab)
				assert.Equal(t, ab, Merge(tb.Key, b, a), "commutative")
				assert.Equal(t, Merge(tb.Key, ab, c), Merge(tb.Key, a, Merge(tb.Key, b, c)), "associative")
				assert.Equal(t, Merge(tb.Key, a, ""), Merge(tb.Key, a, a), "idempotent")
				assert.Equal(t, ab, Merge(tb.Key, ab, ab), "idempotent")
				assert.True(t, leq(tb.Key, a, ab) && leq(tb.Key, b, ab), "holds both sides")
				// A record grown is above the one it grew from: the join
				// order is the owners' own.
				assert.True(t, Covers(tb.Key, common, a), "a grown record holds its past")
			}
		})
	}
}

// TestMergeKeepsPagesAndCounts checks the join by what a learner sees:
// the pages done in each tab, and each drill type's larger count.
func TestMergeKeepsPagesAndCounts(t *testing.T) {
	a := `{"v":1,"lessons":{"double-three":{"done":[1]}}}`
	b := `{"v":1,"lessons":{"double-four":{"done":[1,2],"tried":[2],"stars":[2],"part":{"2":1}}}}`
	assert.Equal(t, `{"v":1,"lessons":{"double-four":{"done":[1,2],"tried":[2],"stars":[2],"part":{"2":1}},"double-three":{"done":[1]}}}`, Merge(KeyProgress, a, b))
	// A star cut by a hint in one tab and whole in the other: whole.
	c := `{"v":1,"lessons":{"double-four":{"done":[2],"tried":[2],"stars":[2]}}}`
	assert.Equal(t, `{"v":1,"lessons":{"double-four":{"done":[1,2],"tried":[2],"stars":[2]}}}`, Merge(KeyProgress, b, c))

	d1 := `{"version":1,"score":30,"streak":1,"bestStreak":2,"byType":{"trap":{"right":2,"total":3}},"byKind":{},"seen":3}`
	d2 := `{"version":1,"score":10,"streak":1,"bestStreak":1,"byType":{"find-all":{"right":1,"total":1}},"byKind":{},"seen":1}`
	assert.Equal(t, `{"version":1,"score":30,"streak":1,"bestStreak":2,"byType":{"find-all":{"right":1,"total":1},"trap":{"right":2,"total":3}},"byKind":{},"seen":3}`, Merge(KeyDrills, d1, d2))
}

// TestMergeUnreadable: a side that cannot be read gives way; a key with
// no merge keeps the tab's value.
func TestMergeUnreadable(t *testing.T) {
	good := `{"v":1,"lessons":{"double-three":{"done":[1]}}}`
	assert.Equal(t, good, Merge(KeyProgress, "{junk", good))
	assert.Equal(t, good, Merge(KeyProgress, good, "{junk"))
	assert.Equal(t, "{junk2", Merge(KeyProgress, "{junk", "{junk2"))
	assert.Equal(t, "zh", Merge("renju.lang", "en", "zh"))
	assert.False(t, Readable(KeyDrills, "[]"))
	assert.True(t, Readable(KeyDrills, ""))
	assert.True(t, Readable("renju.lang", "??"))
	assert.False(t, Merges("renju.lang"))
	assert.True(t, Merges(KeyPlay))
}

// TestRebaseCountsBothTabs: two tabs that answered drills of one type from
// one record keep the sum of their answers when the tab knows the record
// it started from; without it (or where it cannot be read) the join.
func TestRebaseCountsBothTabs(t *testing.T) {
	base := `{"version":1,"score":10,"streak":1,"bestStreak":1,"byType":{"trap":{"right":1,"total":1}},"byKind":{},"seen":1}`
	a := `{"version":1,"score":30,"streak":2,"bestStreak":2,"byType":{"trap":{"right":2,"total":2}},"byKind":{},"seen":2}`
	b := `{"version":1,"score":10,"streak":0,"bestStreak":1,"byType":{"trap":{"right":1,"total":3}},"byKind":{},"seen":3}`
	assert.Equal(t, `{"version":1,"score":30,"streak":0,"bestStreak":2,"byType":{"trap":{"right":2,"total":4}},"byKind":{},"seen":4}`,
		Rebase(KeyDrills, base, a, b), "b's two wrong answers added to a's record; b's streak (it answered last)")
	assert.Equal(t, Merge(KeyDrills, a, b), Rebase(KeyDrills, "{junk", a, b))
	assert.Equal(t, Merge(KeyProgress, `{"v":1,"lessons":{}}`, `{"v":1,"lessons":{"x":{"done":[1]}}}`),
		Rebase(KeyProgress, "", `{"v":1,"lessons":{}}`, `{"v":1,"lessons":{"x":{"done":[1]}}}`), "sets join")
	for _, tb := range savetest.Kinds {
		rng := rand.New(rand.NewPCG(3, uint64(len(tb.Key))))
		for range trials / 10 {
			common := savetest.Grow(rng, tb, "", 10)
			x, y := savetest.Grow(rng, tb, common, 20), savetest.Grow(rng, tb, common, 20)
			r := Rebase(tb.Key, common, x, y)
			require.True(t, Readable(tb.Key, r), r)
			assert.True(t, Covers(tb.Key, x, r) && Covers(tb.Key, y, r), "%s: a rebase holds both sides", tb.Key)
		}
	}
}

// TestTwoTabsGamesBothKept: a game left in each tab, both kept by the
// join, in either order (on main the join kept the one with more moves,
// and Resume offered only that).
func TestTwoTabsGamesBothKept(t *testing.T) {
	a := `{"v":1,"games":[{"id":"a1","at":100,"link":"1.free.learning.1.first.h.h8-h9-i9"}]}`
	b := `{"v":1,"games":[{"id":"b1","at":120,"link":"1.rif.learning.people.first.h.h8"}]}`
	ab := Merge(KeyPlay, a, b)
	assert.Equal(t, `{"v":1,"games":[{"id":"b1","at":120,"link":"1.rif.learning.people.first.h.h8"},{"id":"a1","at":100,"link":"1.free.learning.1.first.h.h8-h9-i9"}]}`, ab)
	assert.Equal(t, ab, Merge(KeyPlay, b, a))
	// A value saved before the list (one game's link) joins as a list of
	// that game.
	old := "1.free.learning.2.second.h.h8-i9"
	withOld := Merge(KeyPlay, old, a)
	assert.Contains(t, withOld, `"link":"1.free.learning.2.second.h.h8-i9"`)
	assert.Contains(t, withOld, `"id":"a1"`)
	assert.Equal(t, withOld, Merge(KeyPlay, a, old))
}

// TestFinishedGameStaysFinished: a game finished in one tab is not brought
// back by the other tab's older copy of it, whatever the order of the
// joins; a game the other tab started meanwhile is kept. Checked on
// random lists too: every game of a tab finished after the other's last
// save is done in the join.
func TestFinishedGameStaysFinished(t *testing.T) {
	common := `{"v":1,"games":[{"id":"x","at":100,"link":"1.free.learning.1.first.h.h8"}]}`
	// Tab B plays on in x and starts y; tab A then finishes x.
	b := `{"v":1,"games":[{"id":"y","at":250,"link":"1.free.learning.people.first.h.h8"},{"id":"x","at":200,"link":"1.free.learning.1.first.h.h8-h9"}]}`
	a := `{"v":1,"games":[{"id":"x","at":300,"done":true}]}`
	want := `{"v":1,"games":[{"id":"x","at":300,"done":true},{"id":"y","at":250,"link":"1.free.learning.people.first.h.h8"}]}`
	assert.Equal(t, want, Merge(KeyPlay, a, b))
	assert.Equal(t, want, Merge(KeyPlay, b, a))
	assert.Equal(t, want, Merge(KeyPlay, Merge(KeyPlay, common, b), a))
	assert.Equal(t, want, Merge(KeyPlay, common, Merge(KeyPlay, a, b)))

	kind := savetest.Kinds[slices.IndexFunc(savetest.Kinds, func(k savetest.Kind) bool { return k.Key == KeyPlay })]
	require.Equal(t, KeyPlay, kind.Key)
	rng := rand.New(rand.NewPCG(5, 5))
	for range trials {
		c := savetest.Grow(rng, kind, "", 10)
		x, y := savetest.Grow(rng, kind, c, 20), savetest.Grow(rng, kind, c, 20)
		sx, err := match.ParseSaved(x)
		require.NoError(t, err)
		sy, err := match.ParseSaved(y)
		require.NoError(t, err)
		var last int64
		for _, e := range append(sx, sy...) {
			last = max(last, e.At)
		}
		var ended match.Shelf
		for i, e := range sx.Live() {
			ended = append(ended, match.Saved{ID: e.ID, At: last + 1 + int64(i), Done: true})
		}
		xEnded := match.JoinSaved(sx, ended).Format()
		j, err := match.ParseSaved(Merge(KeyPlay, y, xEnded))
		require.NoError(t, err)
		for _, e := range j.Live() {
			for _, d := range ended {
				assert.NotEqual(t, d.ID, e.ID, "a game finished in x is back: %s", j.Format())
			}
		}
	}
}

// The start's key: the file's and the room's are one, and done outranks
// skipped in either order.
func TestStartMerge(t *testing.T) {
	if KeyStart != backup.KeyStart {
		t.Errorf("the start saves under %q, the progress file carries %q", KeyStart, backup.KeyStart)
	}
	for _, c := range [][3]string{{"done", "skipped", "done"}, {"skipped", "done", "done"}, {"skipped", "skipped", "skipped"}, {"", "skipped", "skipped"}, {"junk", "done", "done"}} {
		if got := Merge(KeyStart, c[0], c[1]); got != c[2] {
			t.Errorf("Merge(%q, %q) = %q, want %q", c[0], c[1], got, c[2])
		}
	}
	if Readable(KeyStart, "junk") || !Readable(KeyStart, "done") {
		t.Error("Readable of the start's values")
	}
}
