package rules

import (
	"sync"
	"sync/atomic"
)

// lineShape is what one line through a freshly placed black stone P holds,
// precomputed for every combination of the ten cells around P (offsets
// -5..+5; five cells each side is all any Renju shape through P can reach).
// Point sets are bit masks over offsets -4..+4, bit k+4.
type lineShape struct {
	five bool // P is in a run of exactly five
	over bool // P is in a run of six or more (长连)

	// fours is the number of fours (四) through P on this line: each five
	// point counts once, except that the two ends of one straight four
	// .XXXX. are one four (活四). Two fours on one line are X.XXX.X,
	// XX.XX.XX and XXX.X.XXX.
	fours    uint8
	straight bool   // the four is a straight four
	fivePts  uint16 // empty points that would make exactly five with P

	// Three candidates: empty points Q such that P and Q would lie in a run
	// of exactly four (a possible 活四). Each falls in one class:
	sf      uint16 // both ends open and each would make exactly five: a straight four
	blocked uint16 // an end is a White stone or the edge (眠三, 盘端)
	six     uint16 // an end is open but would make six with Black's own stone (六腐)
	// Candidates that would join P's run into six or more are in over6.
	over6 uint16
	// occ: cells holding White (or the edge) that, were they empty, would be
	// the fourth cell of a four-window with three black stones including P.
	// The trace reports the White ones as "occupied".
	occ uint16
}

// candidates is every three candidate of the line, whatever its class.
func (s *lineShape) candidates() uint16 { return s.sf | s.blocked | s.six | s.over6 }

// threeLike reports whether the line looks like a three (live or false):
// no five or four on it, and at least one candidate straight-four point.
func (s *lineShape) threeLike() bool {
	return !s.five && !s.over && s.fours == 0 && s.candidates() != 0
}

const shapeCount = 59049 // 3^10

// shapeBlock is how many entries of the table are built at a time: the
// codes that share their five upper digits, the cells at +1..+5.
const shapeBlock = 243 // 3^5

var (
	shapeOnce  sync.Once
	shapeTable []lineShape
	// shapeReady says which blocks of shapeTable are built; shapeMu is
	// held while one is.
	shapeReady [shapeCount / shapeBlock]atomic.Bool
	shapeMu    sync.Mutex
)

// shapes returns the shape table, allocated on first use and filled a
// block at a time as judgements look entries up (judge.shape): the
// whole table takes some milliseconds to build (several times more in
// wasm), which a process or page that never judges must not pay at
// start-up, and the first judgements (the app's home screen judges a few
// stones before its first frame) read a small part of it.
// TestShapeTableBuiltOnFirstUse fails if the table is built while the
// package initialises; TestShapeTableBuiltByBlocks that a judgement builds
// more than it reads.
func shapes() []lineShape {
	shapeOnce.Do(func() { shapeTable = make([]lineShape, shapeCount) })
	return shapeTable
}

// buildShapeBlock fills block blk of t (the table shapes returns) unless
// that has been done. judge.shape calls it for an entry whose block is not
// ready.
func buildShapeBlock(t []lineShape, blk int) {
	shapeMu.Lock()
	defer shapeMu.Unlock()
	if shapeReady[blk].Load() {
		return
	}
	for code := blk * shapeBlock; code < (blk+1)*shapeBlock; code++ {
		t[code] = analyseLine(decodeLine(code))
	}
	shapeReady[blk].Store(true)
}

// buildShapes builds the whole table at once (the tests compare the blocks
// with it; BenchmarkShapeTableBuild times it).
func buildShapes() []lineShape {
	t := make([]lineShape, shapeCount)
	for code := range t {
		t[code] = analyseLine(decodeLine(code))
	}
	return t
}

// window is a line around P: index k+5 holds offset k, cells as base-3
// digits (0 empty, 1 black, 2 blocked); the centre is black.
type window [11]int

func decodeLine(code int) window {
	var w window
	for i := 0; i < 10; i++ {
		d := code % 3
		code /= 3
		if i < 5 {
			w[i] = d // offsets -5..-1
		} else {
			w[i+1] = d // offsets +1..+5
		}
	}
	w[5] = 1
	return w
}

// run returns the black run through offset k as offsets [l, r].
func (w *window) run(k int) (l, r int) {
	l, r = k, k
	for l-1 >= -5 && w[l-1+5] == 1 {
		l--
	}
	for r+1 <= 5 && w[r+1+5] == 1 {
		r++
	}
	return l, r
}

func (w *window) at(k int) int { return w[k+5] }

func bit(k int) uint16 { return 1 << uint(k+4) }

func analyseLine(w window) lineShape {
	var s lineShape
	l, r := w.run(0)
	switch n := r - l + 1; {
	case n == 5:
		s.five = true
	case n >= 6:
		s.over = true
	}
	for q := -4; q <= 4; q++ {
		if q == 0 || w.at(q) != 0 {
			continue
		}
		w[q+5] = 1
		l, r := w.run(0)
		w[q+5] = 0
		if q < l || q > r {
			continue // Q does not join P's run
		}
		switch n := r - l + 1; {
		case n == 5:
			s.fivePts |= bit(q)
		case n >= 6:
			s.over6 |= bit(q)
		case n == 4:
			left, right := w.at(l-1), w.at(r+1)
			switch {
			case left == 2 || right == 2:
				s.blocked |= bit(q)
			case left == 1 || right == 1:
				// cannot happen: the run would be longer than four
			case w.at(l-2) == 1 || w.at(r+2) == 1:
				s.six |= bit(q)
			default:
				s.sf |= bit(q)
			}
		}
	}
	// Count fours: the two ends of one run of four (b-a == 5 with four black
	// stones between) are a single straight four.
	n := 0
	for q := -4; q <= 4; q++ {
		if s.fivePts&bit(q) != 0 {
			n++
		}
	}
	for a := -4; a <= -1; a++ {
		b := a + 5
		if s.fivePts&bit(a) != 0 && s.fivePts&bit(b) != 0 &&
			w.at(a+1) == 1 && w.at(a+2) == 1 && w.at(a+3) == 1 && w.at(a+4) == 1 {
			n--
			s.straight = true
		}
	}
	s.fours = uint8(n)
	// Four-windows containing P with three black stones and one blocked cell.
	for start := -3; start <= 0; start++ {
		blacks, blockedAt := 0, 0
		nb := 0
		for k := start; k < start+4; k++ {
			switch w.at(k) {
			case 1:
				blacks++
			case 2:
				nb++
				blockedAt = k
			}
		}
		if blacks == 3 && nb == 1 {
			s.occ |= bit(blockedAt)
		}
	}
	return s
}
