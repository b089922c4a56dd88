//go:build js

// These tests run in headless Chromium (make wasm-test): the kit needs
// Ebitengine and WebGL.

package kit

import (
	"errors"
	"image/color"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/boardview"
	"renju/game/vocab/layout"
	"renju/game/vocab/screenview"
	"renju/rules"
	"renju/theme"
)

func kit(t *testing.T, w, h float64, th theme.Theme) *Kit {
	t.Helper()
	k, err := NewKit()
	require.NoError(t, err)
	k.Prepare(layout.ComputeScaled(w, h, 1, th.FontScale), th)
	return k
}

func TestHit(t *testing.T) {
	bs := []Button{
		{Button: screenview.Button{ID: "a"}, Rect: layout.Rect{X: 0, Y: 0, W: 10, H: 10}},
		{Button: screenview.Button{ID: "b", Disabled: true}, Rect: layout.Rect{X: 20, Y: 0, W: 10, H: 10}},
		{Button: screenview.Button{ID: "c"}, Rect: layout.Rect{X: 5, Y: 5, W: 10, H: 10}},
	}
	assert.Equal(t, "a", Hit(bs, 1, 1))
	assert.Equal(t, "c", Hit(bs, 7, 7), "the last drawn is on top")
	assert.Equal(t, "", Hit(bs, 25, 5), "a disabled button takes no taps")
	assert.Equal(t, "", Hit(bs, 50, 50))
}

func TestFlowRowsAndNavBar(t *testing.T) {
	k := kit(t, 1280, 800, theme.Standard)
	var bs []screenview.Button
	for _, l := range []string{"Overline", "Double-four", "Double-three", "Legal", "Five", "Hint"} {
		bs = append(bs, screenview.Button{ID: l, Label: l})
	}
	w := 300.0
	rows := k.FlowRows(bs, w, 8)
	require.Greater(t, len(rows), 1, "six buttons do not fit one row of %v px", w)
	n := 0
	for _, r := range rows {
		assert.LessOrEqual(t, len(r), 4)
		n += len(r)
	}
	assert.Equal(t, len(bs), n, "every button placed once, in order")
	assert.Equal(t, "Overline", rows[0][0].ID)

	row := layout.Rect{X: 100, Y: 10, W: 400, H: 40}
	nav, title := k.NavBar(row, screenview.Button{ID: "back", Label: "Home"}, screenview.Button{ID: "lang", Label: "中文"})
	require.Len(t, nav, 2)
	assert.Equal(t, row.X, nav[0].Rect.X)
	assert.InDelta(t, row.X+row.W, nav[1].Rect.X+nav[1].Rect.W, 0.5)
	assert.Greater(t, title.X, nav[0].Rect.X+nav[0].Rect.W, "the title after the back button")
	assert.Less(t, title.X+title.W, nav[1].Rect.X, "and before the language")
	long := "A title much too long for the little room the bar leaves it, surely"
	assert.LessOrEqual(t, k.Advance(k.Ellipsis(long, k.F.Bold, title.W), k.F.Bold), title.W)
}

// A button's shortcut is drawn apart, as a key, once a key has been
// used, and only where the label still fits beside it.
func TestKeyCap(t *testing.T) {
	k := kit(t, 1280, 800, theme.Standard)
	wide := Button{Button: screenview.Button{ID: "start", Label: "Start", Key: "Enter"}, Rect: layout.Rect{W: 300, H: 40}}
	_, shown := k.keyCap(wide)
	assert.False(t, shown, "no key used yet: no key hint")
	k.Keyboard = true
	_, shown = k.keyCap(wide)
	assert.True(t, shown)
	narrow := wide
	narrow.Rect.W = k.Advance("Start", k.F.Bold) + k.Lay.Font
	_, shown = k.keyCap(narrow)
	assert.False(t, shown, "no room: the label alone")
	none := wide
	none.Key = ""
	_, shown = k.keyCap(none)
	assert.False(t, shown)
}

// frame is a picture to draw and the screen points whose pixels to read
// back.
type frame struct {
	pic    boardview.Board
	probes [][2]float64
}

// painter draws pictures in the real loop and reads the pixels back (the
// GPU's pixels can only be read while the game runs).
type painter struct {
	k      *Kit
	frames []frame
	shots  [][]color.Color
	n      int
	// first runs in the first frame drawn (what must draw inside the
	// game loop).
	first func()
}

func (p *painter) Update() error {
	if p.n >= len(p.frames) {
		return ebiten.Termination
	}
	return nil
}

func (p *painter) Draw(screen *ebiten.Image) {
	if p.n >= len(p.frames) {
		return
	}
	if p.first != nil {
		p.first()
		p.first = nil
	}
	f := &p.frames[p.n]
	screen.Fill(p.k.Th.Background)
	p.k.Board(screen, &f.pic, 0)
	var got []color.Color
	for _, q := range f.probes {
		got = append(got, screen.At(int(math.Round(q[0])), int(math.Round(q[1]))))
	}
	p.shots = append(p.shots, got)
	p.n++
}

func (p *painter) Layout(w, h int) (int, int) { return int(p.k.Lay.W), int(p.k.Lay.H) }

// at is the screen point dx, dy cells from point s's centre.
func at(k *Kit, s string, dx, dy float64) [2]float64 {
	x, y := k.Lay.PointXY(rules.MustPoint(s))
	return [2]float64{x + dx*k.Lay.Cell, y + dy*k.Lay.Cell}
}

func rgb8(c color.Color) (r, g, b int) {
	r32, g32, b32, _ := c.RGBA()
	return int(r32 >> 8), int(g32 >> 8), int(b32 >> 8)
}

// near reports whether c is within tol of want in every channel.
func near(c color.Color, want color.RGBA, tol int) bool {
	r, g, b := rgb8(c)
	d := func(a, b int) bool { return a-b <= tol && b-a <= tol }
	return d(r, int(want.R)) && d(g, int(want.G)) && d(b, int(want.B))
}

// TestBoardPainter must stay the file's last test: after the loop ends
// Ebitengine makes no more images.
//
// It draws, reading pixels back: forbidden marks and stones; right and
// wrong answers (a ring and a square: they differ in shape) in the
// board's inks; a walk's band along a diagonal next to a stone off the
// line and over a letter (the band lies under both: their pixels are
// those of the board without the band); a teacher's mark under an
// imagined stone (drawn again, small, beside it); a letter on a
// forbidden point (the ✕ in place, the letter beside it).
func TestBoardPainter(t *testing.T) {
	k := kit(t, 1280, 800, theme.Standard)
	th := &k.Th
	b, err := rules.ParseStones("B:g8,h8,i9,i10 W:h9")
	require.NoError(t, err)
	pic := boardview.Board{Stones: b, Overlay: true, Coords: true}
	pic.SetFouls(rules.ForbiddenMap(&b))
	require.Equal(t, rules.DoubleThree, pic.Foul(rules.MustPoint("i8")))
	pic.Add(boardview.RingAt(rules.MustPoint("c3"), boardview.InkBad, 1), boardview.RingAt(rules.MustPoint("c6"), boardview.InkGood, 1))
	off := pic
	off.Overlay = false
	off.Notes = nil
	probes := [][2]float64{at(k, "h8", 0, 0), at(k, "h9", 0, 0), at(k, "i8", 0, 0),
		at(k, "c3", 0.37, 0), at(k, "c3", 0.47, 0), // the square's side; where a ring would be
		at(k, "c6", 0.44, 0), at(k, "c6", 0.44*0.7071, 0.44*0.7071)} // the ring

	// A band along the diagonal f6–j10 (black f6, g7; A on i9) beside a
	// white stone off the line at h7.
	lb, err := rules.ParseStones("B:f6,g7 W:h7")
	require.NoError(t, err)
	plain := boardview.Board{Stones: lb, Coords: true}
	plain.SetMark(rules.MustPoint("i9"), 'A')
	banded := plain
	banded.Add(boardview.BandAlong(rules.MustPoint("f6"), rules.MustPoint("j10")))
	bandProbes := [][2]float64{
		at(k, "h7", -0.3, -0.3), // the white stone, on its side towards the line
		at(k, "i9", 0.3, 0),     // the letter's patch
		at(k, "h8", 0.2, 0.25),  // the open wood on the line
		at(k, "g7", -0.25, 0.2), // the black stone on the line
	}

	// A teacher's mark under an imagined stone comes back beside it.
	marked := boardview.Board{Coords: true}
	marked.SetMark(rules.MustPoint("e5"), 'B')
	imagined := marked
	imagined.Add(boardview.Note{Kind: boardview.Imagined, At: rules.MustPoint("e5"), N: 1})
	badge := [][2]float64{at(k, "e5", 0.38+0.15, -0.38)}

	// A letter on a forbidden point: the ✕ stays, the letter beside it.
	lettered := pic
	lettered.Notes = nil
	lettered.SetMark(rules.MustPoint("i8"), 'A')
	crossAndBadge := [][2]float64{at(k, "i8", -0.1, 0.1), at(k, "i8", 0.1, 0.1), at(k, "i8", 0.38+0.15, -0.38)}

	p := &painter{k: k, frames: []frame{{pic, probes}, {off, probes}, {pic, probes},
		{banded, bandProbes}, {plain, bandProbes}, {imagined, badge}, {marked, badge}, {lettered, crossAndBadge}}}
	// The board's frame drawn sliced has the pixels of its ten whole
	// anti-aliased shapes (boardframe.go), at 1× and 3×.
	kits, err := frameKits()
	require.NoError(t, err)
	type frameResult struct{ over, largest, pixels int }
	frames, stars := map[string]frameResult{}, map[string]frameResult{}
	p.first = func() {
		for name, fk := range kits {
			over, largest, pixels, sliced := frameDiff(fk, 2)
			require.True(t, sliced, "%s: the board is sliced", name)
			frames[name] = frameResult{over, largest, pixels}
			over, largest, pixels = starDiff(fk, 2)
			stars[name] = frameResult{over, largest, pixels}
		}
	}
	// The kit's texts, drawn as they were before their images were
	// cropped to their ink (textpixels_test.go).
	var texts []string
	textsDrawn := false
	boardFirst := p.first
	p.first = func() {
		boardFirst()
		texts, textsDrawn = textDiffs(k), true
	}
	// Rounded boxes drawn in nine pieces of a sprite (boxes.go).
	var boxes []string
	boxesDrawn := false
	textsFirst := p.first
	p.first = func() {
		textsFirst()
		boxes, boxesDrawn = boxDiffs(k), true
	}
	err = ebiten.RunGame(p)
	if err != nil && !errors.Is(err, ebiten.Termination) {
		t.Fatal(err)
	}
	require.True(t, textsDrawn, "the first frame drew the texts")
	assert.Empty(t, texts, "the kit's texts are drawn as their whole boxes")
	require.True(t, boxesDrawn, "the first frame drew the boxes")
	assert.Empty(t, boxes, "a box in nine pieces of its look's sprite is the box painted whole")
	require.Len(t, p.shots, len(p.frames))
	require.Len(t, frames, len(kits))
	for name, r := range frames {
		t.Logf("board frame %s: %d of %d pixels differ by more than 2 levels (largest %d)", name, r.over, r.pixels, r.largest)
		assert.LessOrEqual(t, r.over, r.pixels/10000, "%s: the sliced frame is the frame drawn whole (a corner's edge pixels may differ)", name)
	}
	require.Len(t, stars, len(kits))
	for name, r := range stars {
		t.Logf("star points %s: %d of %d pixels differ by more than 2 levels (largest %d)", name, r.over, r.pixels, r.largest)
		assert.Zero(t, r.over, "%s: the star points drawn through small images are those drawn on the layer", name)
	}
	lum := func(c color.Color) int {
		r, g, b := rgb8(c)
		return (r + g + b) / 3
	}
	red := func(c color.Color) bool {
		r, g, b := rgb8(c)
		return r > 140 && g < 90 && b < 90
	}
	wood := func(c color.Color) bool {
		r, g, b := rgb8(c)
		return r > 180 && g > 140 && b < 135 && r > g && g > b
	}
	on, none, again := p.shots[0], p.shots[1], p.shots[2]
	assert.Less(t, lum(on[0]), 90, "a black stone at h8: %v", on[0])
	assert.Greater(t, lum(on[1]), 170, "a white stone at h9: %v", on[1])
	assert.True(t, red(on[2]), "the double-three's red cross at i8: %v", on[2])
	assert.True(t, near(on[3], th.Wrong, 40), "the wrong answer's square at c3, in the board's red: %v", on[3])
	assert.True(t, wood(on[4]), "a square, not a ring: wood where a ring would be: %v", on[4])
	assert.True(t, near(on[5], th.Right, 40), "the right answer's ring at c6, in the board's green: %v", on[5])
	assert.True(t, near(on[6], th.Right, 40), "a ring: %v", on[6])
	r, g, bl := rgb8(none[2])
	assert.True(t, r > g && g > bl && !red(none[2]), "the overlay off: wood or grid at i8, no mark: %v", none[2])
	assert.True(t, wood(none[3]), "no square without its note: %v", none[3])
	assert.Equal(t, on, again, "the same picture draws the same pixels from the cached layers")

	withBand, without := p.shots[3], p.shots[4]
	assert.Equal(t, without[0], withBand[0], "the band goes under the white stone off the line")
	assert.Equal(t, without[1], withBand[1], "the band goes under the letter's patch")
	assert.Equal(t, without[3], withBand[3], "the band goes under the line's own stones")
	_, _, bBand := rgb8(withBand[2])
	_, _, bWood := rgb8(without[2])
	assert.Greater(t, bBand, bWood+30, "the band shows on the open wood: %v, without %v", withBand[2], without[2])

	badged, bare := p.shots[5][0], p.shots[6][0]
	assert.True(t, near(badged, th.MarkPatch, 30), "the letter's patch beside the imagined stone: %v", badged)
	assert.True(t, wood(bare), "without the imagined stone, wood there: %v", bare)

	both := p.shots[7]
	assert.True(t, red(both[0]) && red(both[1]), "a letter on the double-three leaves its red cross in view: %v %v", both[0], both[1])
	assert.True(t, near(both[2], th.MarkPatch, 30), "and comes beside it, on its patch: %v", both[2])
}
