package rules

import (
	"fmt"
	"reflect"
	"testing"
)

// TestShapeTableBuiltByBlocks: a judgement builds only the blocks of the
// shape table that it reads. The app's home screen judges a board with a
// few stones before its first frame, and must not pay for the whole table
// there (some milliseconds natively, several times that in wasm). Every
// block, once built, holds what building the whole table gives.
func TestShapeTableBuiltByBlocks(t *testing.T) {
	// Start again from an empty table (no test of the package runs in
	// parallel with another).
	t.Cleanup(func() { buildAllShapeBlocks() })
	tab := shapes()
	for i := range shapeReady {
		shapeReady[i].Store(false)
	}
	clear(tab)

	b, err := ParseStones("B:f8,g8,h9,h10 W:e10,j9") // the home screen's board
	if err != nil {
		t.Fatal(err)
	}
	fm := ForbiddenMap(&b)
	if len(fm) != 1 || fm[0].Point != MustPoint("h8") || fm[0].Kind != DoubleThree {
		t.Fatalf("ForbiddenMap = %v, want h8 double-three", fm)
	}
	built := 0
	for i := range shapeReady {
		if shapeReady[i].Load() {
			built++
		}
	}
	t.Logf("the home screen's board built %d of %d blocks", built, len(shapeReady))
	if built == 0 || built > len(shapeReady)/4 {
		t.Errorf("judging a board of six stones built %d of the %d blocks of the shape table, want at least one and at most a quarter", built, len(shapeReady))
	}

	want := buildShapes()
	check := func() {
		t.Helper()
		for blk := range shapeReady {
			if !shapeReady[blk].Load() {
				continue
			}
			for code := blk * shapeBlock; code < (blk+1)*shapeBlock; code++ {
				if tab[code] != want[code] {
					t.Fatalf("code %d (block %d): %+v, want %+v", code, blk, tab[code], want[code])
				}
			}
		}
	}
	check()
	buildAllShapeBlocks()
	check()
}

func buildAllShapeBlocks() {
	tab := shapes()
	for blk := range shapeReady {
		buildShapeBlock(tab, blk)
	}
}

// TestShapeTableBlocksConcurrently: judgements on several goroutines (the
// app judges on its page API's goroutine and in the background) build the
// blocks they need without a race (go test -race) and judge as the whole
// table does.
func TestShapeTableBlocksConcurrently(t *testing.T) {
	ps := benchPositions()
	if len(ps) > 40 {
		ps = ps[:40]
	}
	buildAllShapeBlocks()
	want := make([][]Foul, len(ps))
	for i := range ps {
		want[i] = ForbiddenMap(&ps[i])
	}
	t.Cleanup(func() { buildAllShapeBlocks() })
	tab := shapes()
	for i := range shapeReady {
		shapeReady[i].Store(false)
	}
	clear(tab)
	errs := make(chan error, 4)
	for g := 0; g < 4; g++ {
		go func() {
			for k := range ps {
				i := (k + g*len(ps)/4) % len(ps)
				if got := ForbiddenMap(&ps[i]); !reflect.DeepEqual(got, want[i]) {
					errs <- fmt.Errorf("position %d: %v, want %v", i, got, want[i])
					return
				}
			}
			errs <- nil
		}()
	}
	for g := 0; g < 4; g++ {
		if err := <-errs; err != nil {
			t.Error(err)
		}
	}
}
