package practice

import (
	"runtime"
	"slices"
	"sort"
	"sync"
	"testing"

	"renju/drills/drilltest"
	"renju/lessons"
)

// practiceRealismCount is the positions measured per kind of practice item.
const practiceRealismCount = 1000

// The practice items of every lesson look like positions from games: for
// each kind of item with stones to judge (is-forbidden, live-or-false,
// four-three, find-all, white-trap, click-five), 1,000 positions made as
// the lessons make them, and the same limits as the drills (drilltest):
// A1 in at most 1% of positions, at most 3% of stones on the edge line and
// in the corners. The practice of the lesson on the edge (topic
// false-three-edge) is against the edge by design and is measured apart:
// no heaps in the corners.
func TestPracticePositionsLookLikeGames(t *testing.T) {
	var (
		mu      sync.Mutex
		byKind  = map[string]*drilltest.Realism{}
		edge    drilltest.Realism
		pending []*lessons.Lesson
	)
	for _, l := range lessons.All() {
		if PlanFor(l) {
			pending = append(pending, l)
		}
	}
	// kindsOf are the measured kinds a lesson's practice makes (nil until
	// known): a lesson whose kinds all have their count is not asked again.
	kindsOf := map[string]map[string]bool{}
	full := func(l *lessons.Lesson) bool {
		mu.Lock()
		defer mu.Unlock()
		ks, ok := kindsOf[l.ID]
		if !ok {
			return false
		}
		for k := range ks {
			r := byKind[k]
			if slices.Contains(l.Topics, "false-three-edge") {
				r = &edge
			}
			if r == nil || r.Positions < practiceRealismCount {
				return false
			}
		}
		return true
	}
	enough := func() bool {
		mu.Lock()
		defer mu.Unlock()
		for _, k := range measuredKinds {
			if r := byKind[k]; r == nil || r.Positions < practiceRealismCount {
				return false
			}
		}
		return true
	}
	var wg sync.WaitGroup
	for w := range runtime.GOMAXPROCS(0) + 1 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for seed := uint64(w); !enough(); seed += uint64(runtime.GOMAXPROCS(0) + 1) {
				for _, l := range pending {
					if full(l) {
						continue
					}
					items := Items(l, seed, Size, nil)
					mu.Lock()
					kindsOf[l.ID] = map[string]bool{}
					for i := range items {
						pg := &items[i]
						if pg.Task == nil || !measured(pg.Task.Type) {
							continue
						}
						kindsOf[l.ID][pg.Task.Type] = true
						r := byKind[pg.Task.Type]
						if slices.Contains(l.Topics, "false-three-edge") {
							r = &edge
						} else if r == nil {
							r = &drilltest.Realism{}
							byKind[pg.Task.Type] = r
						}
						if r.Positions < practiceRealismCount {
							r.Add(&pg.Board)
						}
					}
					mu.Unlock()
				}
			}
		}()
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
	if edge.Positions > 0 && drilltest.Pct(edge.WithA1, edge.Positions) > 1 {
		t.Errorf("the edge lesson: A1 in %.1f%% of positions", drilltest.Pct(edge.WithA1, edge.Positions))
	}
}

// measuredKinds are the kinds of practice item whose positions come from
// games (the others show an empty board or an opening's first moves).
var measuredKinds = []string{
	lessons.TaskIsForbidden, lessons.TaskLiveOrFalse, lessons.TaskFourThree,
	lessons.TaskFindAll, lessons.TaskWhiteTrap, lessons.TaskClickFive,
}

func measured(k string) bool { return slices.Contains(measuredKinds, k) }
