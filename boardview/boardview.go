// Package boardview describes what a board shows, apart from how it is
// drawn: the stones, move numbers, the last move, the teacher's marks, the
// forbidden points, the coordinates, and notes on top (rings, ghost
// stones, a walk's band, imagined stones, the candidate). Every board of
// the app is one Board: game/kit paints it on the screen with Ebitengine,
// package diagram paints it into a PNG for printing. It is plain Go.
package boardview

import (
	"math"

	"renju/rules"
)

// Cells is the number of intersections.
const Cells = rules.Size * rules.Size

// Index is the cell of p in the per-point arrays.
func Index(p rules.Point) int { return p.Row*rules.Size + p.Col }

// Board is what one board shows.
type Board struct {
	Stones rules.Board
	// Numbers are the move numbers written on stones (0: none).
	Numbers [Cells]int32
	// Last is the last move: its number is written in the last-move
	// colour, or it gets a dot when it has no number.
	Last    rules.Point
	HasLast bool
	// Marks are the teacher's marks, as the seeds' diagrams print them:
	// 'A'–'Z', '^' a triangle, '#' a square, '*' a circle (0: none). A mark
	// hides the number under it; on a forbidden point shown it goes
	// beside the forbidden mark (MarkBeside).
	Marks [Cells]rune
	// Fouls are Black's forbidden points, drawn when Overlay is on.
	Fouls   [Cells]rules.Kind
	Overlay bool
	// Coords writes A–O and 1–15 along the edges.
	Coords bool
	// Notes are drawn over everything else, in order.
	Notes []Note
	// Play, when set, is a right answer played out over the board before
	// its Notes show (play.go): the frame draws Played(progress).
	Play []Beat
}

// SetNumber writes move number n on the stone at p.
func (b *Board) SetNumber(p rules.Point, n int) {
	if p.OnBoard() {
		b.Numbers[Index(p)] = int32(n)
	}
}

// Number is the move number on p (0: none).
func (b *Board) Number(p rules.Point) int {
	if !p.OnBoard() {
		return 0
	}
	return int(b.Numbers[Index(p)])
}

// SetMark puts mark m on p.
func (b *Board) SetMark(p rules.Point, m rune) {
	if p.OnBoard() {
		b.Marks[Index(p)] = m
	}
}

// Mark is the teacher's mark on p (0: none).
func (b *Board) Mark(p rules.Point) rune {
	if !p.OnBoard() {
		return 0
	}
	return b.Marks[Index(p)]
}

// SetFouls records the forbidden points (shown when Overlay is on).
func (b *Board) SetFouls(fs []rules.Foul) {
	for _, f := range fs {
		if f.Point.OnBoard() {
			b.Fouls[Index(f.Point)] = f.Kind
		}
	}
}

// Foul is the kind of forbidden point p is (NoKind: none).
func (b *Board) Foul(p rules.Point) rules.Kind {
	if !p.OnBoard() {
		return rules.NoKind
	}
	return b.Fouls[Index(p)]
}

// FoulShown is the forbidden mark drawn on p (NoKind: none): on an empty
// point while Overlay is on.
func (b *Board) FoulShown(p rules.Point) rules.Kind {
	if !b.Overlay || b.Stones.At(p) != rules.Empty {
		return rules.NoKind
	}
	return b.Foul(p)
}

// MarkBeside reports that p's teacher's mark is drawn small at the
// point's upper right, beside the forbidden mark drawn on it: a
// Classroom letter on a forbidden point hid the ✕, and the ✕ alone would
// hide the letter.
func (b *Board) MarkBeside(p rules.Point) bool {
	return b.Mark(p) != 0 && b.FoulShown(p) != rules.NoKind
}

// Add appends notes.
//
// Not inlined: each inlined call copied its notes in place, 8,052 bytes
// of the first module's gzip over its 68 calls.
//
//go:noinline
func (b *Board) Add(ns ...Note) { b.Notes = append(b.Notes, ns...) }

// NoteKind is what a note draws.
type NoteKind int

const (
	// Ring is a ring around a point, in Ink at Alpha.
	Ring NoteKind = iota
	// Dot is a small filled disc in Ink (a point picked).
	Dot
	// Ghost is a see-through stone of colour Stone at Alpha (a preview, an
	// answer shown).
	Ghost
	// Foul is the forbidden mark of kind Foul.
	Foul
	// KeyPoint is a green disc with a white centre: a five point, a
	// straight four's end.
	KeyPoint
	// Solution is a green disc: a point of the answer.
	Solution
	// Band is the translucent band along a line, from At to To; the real
	// stones on it stay visible.
	Band
	// Imagined is a stone imagined by a walk: see-through, a dashed ring,
	// its number N.
	Imagined
	// Question is a "?" in Ink on an empty point.
	Question
	// Pulse is a ring that breathes, in the walk's colour (the point about
	// to be judged). It is animated, so it is drawn every frame.
	Pulse
	// Closed is a bar across the line between At, a stone that closes a
	// shape, and To, the next point toward the shape: the line is shut
	// there. It is no forbidden mark (a white stone is never forbidden).
	Closed
)

// Ink is a note's colour, by meaning (game/kit takes it from the theme).
type Ink int

const (
	InkSelect Ink = iota // the selection, a point picked
	InkErase             // a stone about to be removed
	InkLine              // a line's stones: the walk's blue
	InkGood              // right
	InkBad               // wrong
	InkMissed            // right, but not found
	InkWalk              // the walk's own colour
)

// Note is one mark drawn over the board.
type Note struct {
	Kind NoteKind
	At   rules.Point
	// To is a band's other end.
	To rules.Point
	// Ink colours rings, dots and questions.
	Ink Ink
	// Alpha is the opacity of rings and ghosts (0 is read as 1).
	Alpha float64
	// Stone is a ghost's colour, and an imagined stone's (Empty: Black).
	Stone rules.Stone
	// Foul is a foul note's kind.
	Foul rules.Kind
	// N is an imagined stone's number.
	N int
}

// Opacity is the note's alpha, 1 when unset.
func (n Note) Opacity() float64 {
	if n.Alpha <= 0 {
		return 1
	}
	return n.Alpha
}

// Animated reports whether the note changes from frame to frame.
func (n Note) Animated() bool { return n.Kind == Pulse }

// RingAt is a ring of ink at p, at alpha (1 if 0).
func RingAt(p rules.Point, ink Ink, alpha float64) Note {
	return Note{Kind: Ring, At: p, Ink: ink, Alpha: alpha}
}

// GhostAt is a see-through stone s at p.
func GhostAt(p rules.Point, s rules.Stone, alpha float64) Note {
	return Note{Kind: Ghost, At: p, Stone: s, Alpha: alpha}
}

// ClosedAt is the bar that shows stone p closing the line on the side of
// toward, its neighbour on the line.
func ClosedAt(p, toward rules.Point) Note { return Note{Kind: Closed, At: p, To: toward} }

// FoulAt is the forbidden mark of kind k at p.
func FoulAt(p rules.Point, k rules.Kind) Note { return Note{Kind: Foul, At: p, Foul: k} }

// BandAlong is the band along the line from a to b.
func BandAlong(a, b rules.Point) Note { return Note{Kind: Band, At: a, To: b} }

// mix folds v into the digest h (FNV-1a over 64-bit words: the painters
// digest a picture every frame drawn, so it is inline and cheap, about a
// microsecond for a whole board).
func mix(h, v uint64) uint64 { return (h ^ v) * 0x100000001b3 }

const digestStart = 0xcbf29ce484222325

// Content digests everything but the notes: two boards with the same
// digest look the same under their notes (the painters cache that layer).
func (b *Board) Content() uint64 {
	h := uint64(digestStart)
	for i := 0; i < Cells; i++ {
		p := rules.Point{Col: i % rules.Size, Row: i / rules.Size}
		h = mix(h, uint64(b.Stones.At(p))|uint64(uint32(b.Numbers[i]))<<8|uint64(uint32(b.Marks[i]))<<40)
		h = mix(h, uint64(b.Fouls[i]))
	}
	flags := uint64(0)
	for i, f := range []bool{b.HasLast, b.Overlay, b.Coords} {
		if f {
			flags |= 1 << i
		}
	}
	return mix(h, flags|uint64(Index(b.Last))<<8)
}

// NotesDigest digests the notes that are not animated.
func (b *Board) NotesDigest() uint64 {
	h := uint64(digestStart)
	for _, n := range b.Notes {
		if n.Animated() {
			continue
		}
		h = mix(h, uint64(n.Kind)|uint64(n.Ink)<<8|uint64(n.Stone)<<16|uint64(n.Foul)<<24|uint64(Index(n.At))<<32|uint64(Index(n.To))<<48)
		h = mix(h, math.Float64bits(n.Alpha))
		h = mix(h, uint64(n.N))
	}
	return h
}

// Static reports whether the board has notes that are not animated.
func (b *Board) Static() bool {
	for _, n := range b.Notes {
		if !n.Animated() {
			return true
		}
	}
	return false
}
