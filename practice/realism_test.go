package practice

import (
	"runtime"
	"slices"
	"sort"
	"sync"
	"sync/atomic"
	"testing"

	"renju/drills/drilltest"
	"renju/lessons"
)

// practiceRealismCount is the positions measured per kind of practice item
// (100 under -short).
func practiceRealismCount() int {
	if testing.Short() {
		return 100
	}
	return 1000
}

// measuredKinds are the kinds of practice item whose positions come from
// games (the others show an empty board or an opening's first moves), and
// the lesson that makes each most cheaply, which tops the count up to
// practiceRealismCount (CPU per item natively, BenchmarkItems: 0.3 ms for
// a five to make, 0.5 for the review's find-all and four-three (7.8 for
// the combined fouls' four-three), 3 for a White trap, 9 for a
// multi-kill, 12 for a defence).
var measuredKinds = map[string]string{
	lessons.TaskIsForbidden: "double-three",
	lessons.TaskLiveOrFalse: "three",
	lessons.TaskFourThree:   "review",
	lessons.TaskFindAll:     "review",
	lessons.TaskWhiteTrap:   "white-tactics",
	lessons.TaskClickFive:   "board-and-five",
	lessons.TaskDefendTrap:  "black-defence",
	lessons.TaskMultiKill:   "multi-kill",
}

// The practice items of every lesson look like positions from games: for
// each kind of item with stones to judge, 1,000 positions (100 under
// -short) made as the lessons make them, within the drills' limits
// (drilltest): A1 in at most 1% of positions, at most 3% of stones on the
// edge line and in the corners. The sets the curriculum tests make (sets)
// are counted first; the cheapest lesson of each kind makes the rest, its
// next sets (made once for all the tests: set). The lesson on the edge
// (topic false-three-edge) plays half its games against an edge by design
// and is measured apart: no heaps in the corners.
func TestPracticePositionsLookLikeGames(t *testing.T) {
	want := practiceRealismCount()
	byKind := map[string]*drilltest.Realism{}
	for k := range measuredKinds {
		byKind[k] = &drilltest.Realism{}
	}
	var edge drilltest.Realism
	var mu sync.Mutex
	count := func(l *lessons.Lesson, set []lessons.Page) {
		mu.Lock()
		defer mu.Unlock()
		for i := range set {
			pg := &set[i]
			r, ok := byKind[pg.Task.Type]
			switch {
			case !ok:
				continue
			case slices.Contains(l.Topics, "false-three-edge"):
				r = &edge
			}
			if r.Positions < want {
				r.Add(&pg.Board)
			}
		}
	}
	for _, l := range lessons.All() {
		// The curriculum tests' sets, where they make them (not under
		// -short: the cheapest lessons make the hundred alone).
		if asksYesNo(l) && !testing.Short() {
			for _, st := range sets(l, seeds) {
				count(l, st)
			}
		}
	}
	byID := map[string]*lessons.Lesson{}
	for _, l := range lessons.All() {
		byID[l.ID] = l
	}
	var wg sync.WaitGroup
	for kind, id := range measuredKinds {
		l := byID[id]
		if l == nil {
			t.Errorf("no lesson %q to make %s items", id, kind)
			continue
		}
		short := func() bool {
			mu.Lock()
			defer mu.Unlock()
			return byKind[kind].Positions < want
		}
		// The lesson's sets from the first not counted above, each made
		// once for every test (set).
		var next atomic.Uint64
		next.Store(1)
		if asksYesNo(l) && !testing.Short() {
			next.Store(seeds + 1)
		}
		for range runtime.GOMAXPROCS(0) {
			wg.Go(func() {
				for short() {
					count(l, set(l, next.Add(1)-1))
				}
			})
		}
	}
	wg.Wait()
	var kinds []string
	for k := range byKind {
		kinds = append(kinds, k)
	}
	sort.Strings(kinds)
	for _, k := range kinds {
		byKind[k].Check(t, k)
	}
	t.Logf("the edge lesson: %v", &edge)
	if drilltest.Pct(edge.Corner, edge.Stones) > 3 {
		t.Errorf("the edge lesson: %.1f%% of stones in the corners (at most 3%%)", drilltest.Pct(edge.Corner, edge.Stones))
	}
	if drilltest.Pct(edge.WithA1, edge.Positions) > 1 {
		t.Errorf("the edge lesson: A1 in %.1f%% of positions", drilltest.Pct(edge.WithA1, edge.Positions))
	}
}
