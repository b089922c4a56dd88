package drills

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"

	"renju/drills/drilltest"
	"renju/rules"
)

// realismCount is the positions measured per drill type (100 under
// -short).
func realismCount() int {
	if testing.Short() {
		return 100
	}
	return 1000
}

// Every drill type's positions look like games, over 1,000 positions each
// (100 under -short), levels mixed: levels 1 and 2 in turn, every tenth at
// level 3 (level-3 traps took half a second each; 333 of them took this
// test past three minutes). The generator that played the zero point (A1) in every game
// measured A1 in 100% of positions, 13.5–14.3% of stones on the edge line
// and 13–16% in the corners, median span 12–13.
func TestDrillPositionsLookLikeGames(t *testing.T) {
	for _, typ := range Types {
		t.Run(typ, func(t *testing.T) {
			t.Parallel()
			var (
				mu sync.Mutex
				r  drilltest.Realism
				wg sync.WaitGroup
			)
			const workers = 4
			count := realismCount()
			for w := range workers {
				wg.Add(1)
				go func() {
					defer wg.Done()
					g := NewGenerator(uint64(1000 + w))
					for i := w; i < count; i += workers {
						level := 1 + i%2
						if i%10 == 9 {
							level = 3
						}
						d, err := g.Next(typ, level)
						if err != nil {
							t.Error(err)
							return
						}
						b, err := rules.ParseStones(d.Position)
						if err != nil {
							t.Error(err)
							return
						}
						mu.Lock()
						r.Add(&b)
						mu.Unlock()
					}
				}()
			}
			wg.Wait()
			r.Check(t, typ)
		})
	}
}

// Positions asked NearEdge reach the first or second line on a side — the
// edge closes some of their lines — and still keep out of the corners.
func TestNearEdgePositions(t *testing.T) {
	g := NewGenerator(77)
	g.NearEdge = true
	var r drilltest.Realism
	touch, n := 0, 200
	if testing.Short() {
		n = 50
	}
	for i := range n {
		d, err := g.Next([]string{LiveOrFalse, IsForbidden}[i%2], 1+i%2)
		if err != nil {
			t.Fatal(err)
		}
		b, err := rules.ParseStones(d.Position)
		if err != nil {
			t.Fatal(err)
		}
		if !Realistic(&b) {
			t.Errorf("%s is not a position of a game", d.Position)
		}
		r.Add(&b)
		if nearEdge(&b) {
			touch++
		}
		recheck(t, &d)
	}
	t.Logf("near the edge: %v; %d of %d reach the first two lines", &r, touch, n)
	if touch != n {
		t.Errorf("%d of %d positions reach the first two lines, want all", touch, n)
	}
	if drilltest.Pct(r.Corner, r.Stones) > 3 {
		t.Errorf("%.1f%% of stones in the corners (at most 3%%)", drilltest.Pct(r.Corner, r.Stones))
	}
	if drilltest.Pct(r.WithA1, r.Positions) > 1 {
		t.Errorf("A1 in %.1f%% of positions (at most 1%%)", drilltest.Pct(r.WithA1, r.Positions))
	}
}

// nearEdge reports a stone on the first or second line.
func nearEdge(b *rules.Board) bool {
	for col := 0; col < rules.Size; col++ {
		for row := 0; row < rules.Size; row++ {
			if b.At(rules.Pt(col, row)) != rules.Empty && min(col, row, rules.Size-1-col, rules.Size-1-row) <= 1 {
				return true
			}
		}
	}
	return false
}

// The games' bookkeeping is right: a position the generator offers as
// quiet is exactly a Realistic one, at every move of 300 games (60 under
// -short).
func TestGameQuietIsRealistic(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	games := 300
	if testing.Short() {
		games = 60
	}
	for range games {
		g, _ := playGame(rng, gameMax)
		for n := 1; n <= len(g.moves); n++ {
			b := boardOf(g.moves, n)
			if got, want := g.quiet(n), Realistic(&b); got != want {
				t.Fatalf("after %d moves of %v: quiet %v, Realistic %v", n, g.moves, got, want)
			}
		}
		if slices.Contains(g.moves, rules.Point{}) {
			t.Errorf("a game played A1: %v", g.moves)
		}
	}
}

// Every yes/no drill type asks both questions: over 200 drills at each
// level (40 under -short), each answer comes 30–70% of the time. (Drawing the wanted answer
// per attempt let the easier one win: level-3 is-forbidden drills were
// mostly "legal".)
func TestYesNoDrillsAreBalanced(t *testing.T) {
	for _, typ := range []string{IsForbidden, LiveOrFalse} {
		for level := 1; level <= MaxLevel; level++ {
			t.Run(fmt.Sprintf("%s-%d", typ, level), func(t *testing.T) {
				t.Parallel()
				g := NewGenerator(uint64(500 + level))
				yes, n := 0, 200
				if testing.Short() {
					n = 40
				}
				for range n {
					d, err := g.Next(typ, level)
					if err != nil {
						t.Fatal(err)
					}
					if a := d.Answer.Forbidden; a != nil && *a {
						yes++
					}
					if a := d.Answer.Live; a != nil && *a {
						yes++
					}
				}
				t.Logf("%s level %d: yes in %d of %d", typ, level, yes, n)
				if 10*yes < 3*n || 10*yes > 7*n {
					t.Errorf("%s level %d: the answer is yes in %d of %d drills, want 30–70%%", typ, level, yes, n)
				}
			})
		}
	}
}

// A game moved to an edge keeps its stones, colours and shapes, and
// reaches the edge line or the one next to it.
func TestToEdge(t *testing.T) {
	rng := rand.New(rand.NewPCG(2, 2))
	for i := 0; i < 200; i++ {
		b, _ := RandomGame(rng, 20)
		if !Realistic(&b) {
			continue
		}
		e := ToEdge(rng, &b)
		if b.Count(rules.Black) != e.Count(rules.Black) || b.Count(rules.White) != e.Count(rules.White) {
			t.Errorf("stones lost: %s → %s", rules.FormatStones(&b), rules.FormatStones(&e))
		}
		if !Realistic(&e) {
			t.Errorf("a shift keeps the game open: %s → %s", rules.FormatStones(&b), rules.FormatStones(&e))
		}
		near := false
		for _, c := range []rules.Stone{rules.Black, rules.White} {
			for _, p := range e.Stones(c) {
				near = near || p.Col <= 1 || p.Row <= 1 || p.Col >= rules.Size-2 || p.Row >= rules.Size-2
			}
		}
		if !near {
			t.Errorf("no stone on the edge line or next to it: %s → %s", rules.FormatStones(&b), rules.FormatStones(&e))
		}
	}
}
