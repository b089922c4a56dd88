package boardview

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"renju/rules"
)

// Every part of a picture changes its digests: the painters repaint a
// layer only when its digest changes, so a part left out would leave a
// stale board on the screen.
func TestDigests(t *testing.T) {
	var base Board
	base.Stones.Set(rules.Center, rules.Black)
	changes := map[string]func(b *Board){
		"a stone":    func(b *Board) { b.Stones.Set(rules.MustPoint("a1"), rules.White) },
		"a number":   func(b *Board) { b.SetNumber(rules.Center, 1) },
		"a mark":     func(b *Board) { b.SetMark(rules.MustPoint("o15"), 'A') },
		"a foul":     func(b *Board) { b.Fouls[Index(rules.MustPoint("c3"))] = rules.Overline },
		"the last":   func(b *Board) { b.Last, b.HasLast = rules.Center, true },
		"overlay":    func(b *Board) { b.Overlay = true },
		"coords":     func(b *Board) { b.Coords = true },
		"last moved": func(b *Board) { b.Last = rules.MustPoint("b2") },
	}
	seen := map[uint64]string{base.Content(): "the base"}
	for name, change := range changes {
		b := base
		change(&b)
		d := b.Content()
		assert.NotContains(t, seen, d, "%s does not change the content's digest", name)
		seen[d] = name
		assert.Equal(t, base.NotesDigest(), b.NotesDigest(), "%s is not a note", name)
	}

	notes := map[string]Note{
		"ring": RingAt(rules.Center, InkBad, 1), "fainter ring": RingAt(rules.Center, InkBad, 0.5),
		"other ink": RingAt(rules.Center, InkGood, 1), "ghost": GhostAt(rules.Center, rules.White, 0.6),
		"foul": FoulAt(rules.Center, rules.DoubleFour), "band": BandAlong(rules.Center, rules.MustPoint("h12")),
		"imagined 2": {Kind: Imagined, At: rules.Center, N: 2}, "imagined 3": {Kind: Imagined, At: rules.Center, N: 3},
	}
	seenNotes := map[uint64]string{base.NotesDigest(): "none"}
	for name, n := range notes {
		b := base
		b.Add(n)
		d := b.NotesDigest()
		assert.NotContains(t, seenNotes, d, "%s does not change the notes' digest", name)
		seenNotes[d] = name
		assert.True(t, b.Static())
	}
	b := base
	b.Add(Note{Kind: Pulse, At: rules.Center})
	assert.Equal(t, base.NotesDigest(), b.NotesDigest(), "an animated note is drawn every frame, not cached")
	assert.False(t, b.Static())
}

// A teacher's mark on a forbidden point shown goes beside the forbidden
// mark; elsewhere it stays in place.
func TestMarkBesideAForbiddenMark(t *testing.T) {
	b, err := rules.ParseStones("B:g8,j8,h9,h10")
	if err != nil {
		t.Fatal(err)
	}
	pic := Board{Stones: b, Overlay: true}
	pic.SetFouls(rules.ForbiddenMap(&b))
	h8, a1 := rules.MustPoint("h8"), rules.MustPoint("a1")
	assert.Equal(t, rules.DoubleThree, pic.FoulShown(h8))
	pic.SetMark(h8, 'A')
	pic.SetMark(a1, 'B')
	assert.True(t, pic.MarkBeside(h8), "A on the double-three: beside its ✕")
	assert.False(t, pic.MarkBeside(a1), "B on a legal point: in place")
	pic.Overlay = false
	assert.False(t, pic.MarkBeside(h8), "no ✕ drawn: the letter in place")
	assert.Equal(t, rules.NoKind, pic.FoulShown(h8))
}
