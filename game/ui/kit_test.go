//go:build js

// These tests run in headless Chromium (make wasm-test): the kit needs
// Ebitengine and WebGL.

package ui

import (
	"errors"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/game/layout"
	"renju/game/picture"
	"renju/game/theme"
	"renju/game/view"
	"renju/rules"
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
		{Button: view.Button{ID: "a"}, Rect: layout.Rect{X: 0, Y: 0, W: 10, H: 10}},
		{Button: view.Button{ID: "b", Disabled: true}, Rect: layout.Rect{X: 20, Y: 0, W: 10, H: 10}},
		{Button: view.Button{ID: "c"}, Rect: layout.Rect{X: 5, Y: 5, W: 10, H: 10}},
	}
	assert.Equal(t, "a", Hit(bs, 1, 1))
	assert.Equal(t, "c", Hit(bs, 7, 7), "the last drawn is on top")
	assert.Equal(t, "", Hit(bs, 25, 5), "a disabled button takes no taps")
	assert.Equal(t, "", Hit(bs, 50, 50))
}

func TestFlowRowsAndNavBar(t *testing.T) {
	k := kit(t, 1280, 800, theme.Standard)
	var bs []view.Button
	for _, l := range []string{"Overline", "Double-four", "Double-three", "Legal", "Five", "Hint"} {
		bs = append(bs, view.Button{ID: l, Label: l})
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
	nav, title := k.NavBar(row, view.Button{ID: "back", Label: "Home"}, view.Button{ID: "lang", Label: "中文"})
	require.Len(t, nav, 2)
	assert.Equal(t, row.X, nav[0].Rect.X)
	assert.InDelta(t, row.X+row.W, nav[1].Rect.X+nav[1].Rect.W, 0.5)
	assert.Greater(t, title.X, nav[0].Rect.X+nav[0].Rect.W, "the title after the back button")
	assert.Less(t, title.X+title.W, nav[1].Rect.X, "and before the language")
	long := "A title much too long for the little room the bar leaves it, surely"
	assert.LessOrEqual(t, k.Advance(k.Ellipsis(long, k.F.Bold, title.W), k.F.Bold), title.W)
}

// painter draws pictures in the real loop and reads the pixels back (the
// GPU's pixels can only be read while the game runs).
type painter struct {
	k      *Kit
	pics   []picture.Board
	shots  [][]color.Color
	points []rules.Point
	frame  int
}

func (p *painter) Update() error {
	if p.frame >= len(p.pics) {
		return ebiten.Termination
	}
	return nil
}

func (p *painter) Draw(screen *ebiten.Image) {
	if p.frame >= len(p.pics) {
		return
	}
	screen.Fill(p.k.Th.Background)
	p.k.Board(screen, &p.pics[p.frame], 0)
	var got []color.Color
	for _, q := range p.points {
		x, y := p.k.Lay.PointXY(q)
		got = append(got, screen.At(int(x), int(y)))
	}
	// The ring's rim, a little off its centre.
	x, y := p.k.Lay.PointXY(rules.MustPoint("c3"))
	got = append(got, screen.At(int(x+p.k.Lay.Cell*0.44), int(y)))
	p.shots = append(p.shots, got)
	p.frame++
}

func (p *painter) Layout(w, h int) (int, int) { return int(p.k.Lay.W), int(p.k.Lay.H) }

// TestBoardPainter must stay the file's last test: after the loop ends
// Ebitengine makes no more images.
func TestBoardPainter(t *testing.T) {
	k := kit(t, 1280, 800, theme.Standard)
	b, err := rules.ParseStones("B:g8,h8,i9,i10 W:h9")
	require.NoError(t, err)
	pic := picture.Board{Stones: b, Overlay: true, Coords: true}
	pic.SetFouls(rules.ForbiddenMap(&b))
	require.Equal(t, rules.DoubleThree, pic.Foul(rules.MustPoint("i8")))
	pic.Add(picture.RingAt(rules.MustPoint("c3"), picture.InkBad, 1))
	off := pic
	off.Overlay = false
	off.Notes = nil
	p := &painter{k: k, pics: []picture.Board{pic, off, pic}, points: []rules.Point{rules.MustPoint("h8"), rules.MustPoint("h9"), rules.MustPoint("i8")}}
	err = ebiten.RunGame(p)
	if err != nil && !errors.Is(err, ebiten.Termination) {
		t.Fatal(err)
	}
	require.Len(t, p.shots, 3)
	lum := func(c color.Color) int {
		r, g, b, _ := c.RGBA()
		return int((r + g + b) / 3 >> 8)
	}
	red := func(c color.Color) bool {
		r, g, b, _ := c.RGBA()
		return r>>8 > 150 && g>>8 < 120 && b>>8 < 120
	}
	on, plain, again := p.shots[0], p.shots[1], p.shots[2]
	assert.Less(t, lum(on[0]), 90, "a black stone at h8: %v", on[0])
	assert.Greater(t, lum(on[1]), 170, "a white stone at h9: %v", on[1])
	assert.True(t, red(on[2]), "the double-three's red cross at i8: %v", on[2])
	assert.True(t, red(on[3]), "the red ring at c3: %v", on[3])
	r, g, bl, _ := plain[2].RGBA()
	assert.True(t, r > g && g > bl && !red(plain[2]), "the overlay off: wood or grid at i8, no mark: %v", plain[2])
	assert.False(t, red(plain[3]), "no ring without its note: %v", plain[3])
	assert.Equal(t, on, again, "the same picture draws the same pixels from the cached layers")
}
