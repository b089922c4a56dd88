package boardpng

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/boardview"
	"renju/rules"
)

func sample(t *testing.T) *boardview.Board {
	t.Helper()
	moves, err := rules.ParseMoves("h8 h9 i8 g8 i10 i9 j9")
	require.NoError(t, err)
	b, err := rules.BoardFromMoves(moves)
	require.NoError(t, err)
	b.Set(rules.MustPoint("k3"), rules.Black) // an unnumbered stone
	pic := &boardview.Board{Stones: b, Coords: true, Overlay: true}
	for i, p := range moves {
		pic.SetNumber(p, i+1)
	}
	for p, m := range map[string]rune{"f10": 'A', "k8": 'B', "d6": '^', "e6": '#', "f6": '*', "h8": '^' /* on a stone */} {
		pic.SetMark(rules.MustPoint(p), m)
	}
	pic.SetFouls(rules.ForbiddenMap(&b))
	return pic
}

// decode encodes the diagram as PNG, decodes it again and saves it for
// people to look at (test-artifacts/).
func decode(t *testing.T, in *boardview.Board, o Options, name string) image.Image {
	t.Helper()
	start := time.Now()
	data, err := PNG(in, o)
	require.NoError(t, err)
	t.Logf("%s: %d bytes in %v", name, len(data), time.Since(start).Round(time.Millisecond))
	img, err := png.Decode(bytes.NewReader(data))
	require.NoError(t, err)
	dir := filepath.Join("..", "..", "test-artifacts")
	require.NoError(t, os.MkdirAll(dir, 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dir, name+".png"), data, 0o644))
	return img
}

func lum(c color.Color) float64 {
	r, g, b, _ := c.RGBA()
	return (0.299*float64(r) + 0.587*float64(g) + 0.114*float64(b)) / 65535
}

func TestWhiteDiagram(t *testing.T) {
	in := sample(t)
	o := Options{Size: 900, Background: White}
	img := decode(t, in, o, "diagram-white")
	require.Equal(t, image.Rect(0, 0, 900, 900), img.Bounds())
	g := Layout(o.Size, true)
	at := func(p string, dx, dy float64) color.Color {
		x, y := g.PointXY(rules.MustPoint(p))
		return img.At(int(x+dx*g.Cell), int(y+dy*g.Cell))
	}
	// Paper in a corner, a black stone black (off its number), a white
	// stone white inside its outline.
	assert.Greater(t, lum(img.At(3, 3)), 0.98)
	assert.Less(t, lum(at("k3", 0.25, 0.25)), 0.1, "black stone")
	assert.Greater(t, lum(at("h9", 0.2, 0.2)), 0.95, "white stone")
	assert.Less(t, lum(at("h9", 0.46, 0)), 0.4, "white stone's outline")
	// The grid runs through an empty point; a mark clears it.
	assert.Less(t, lum(at("c12", 0.3, 0)), 0.3, "grid line")
	assert.Greater(t, lum(at("f10", 0.3, 0)), 0.95, "the grid is cleared around the letter")
	// A move number on a black stone is light.
	x, y := g.PointXY(rules.MustPoint("h8"))
	light := 0
	for dy := -5; dy <= 5; dy++ {
		for dx := -5; dx <= 5; dx++ {
			if lum(img.At(int(x)+dx, int(y)+dy)) > 0.8 {
				light++
			}
		}
	}
	assert.Greater(t, light, 5, "the number 1 (and the triangle) on the black stone")
	// Coordinates: ink left of row 8, below column H.
	dark := func(cx, cy float64) bool {
		for dy := -6; dy <= 6; dy++ {
			for dx := -6; dx <= 6; dx++ {
				if lum(img.At(int(cx)+dx, int(cy)+dy)) < 0.3 {
					return true
				}
			}
		}
		return false
	}
	_, y8 := g.PointXY(rules.MustPoint("a8"))
	assert.True(t, dark(g.X0-0.95*g.Cell, y8), "row number 8")
	xh, _ := g.PointXY(rules.MustPoint("h1"))
	assert.True(t, dark(xh, g.Y0+14*g.Cell+0.95*g.Cell), "column letter H")
	assert.False(t, dark(g.X0+14*g.Cell+0.5*g.Cell, y8), "no numbers on the right")
}

func TestWoodDiagramAndFouls(t *testing.T) {
	b, err := rules.ParseStones("B:g8,j8,h9,h10")
	require.NoError(t, err)
	in := &boardview.Board{Stones: b, Overlay: true}
	in.SetFouls(rules.ForbiddenMap(&b))
	require.Equal(t, rules.DoubleThree, in.Foul(rules.MustPoint("h8")))
	o := Options{Size: 600, Background: Wood}
	img := decode(t, in, o, "diagram-wood")
	g := Layout(o.Size, false)
	x, y := g.PointXY(rules.MustPoint("h8"))
	r, gg, bb, _ := img.At(int(x), int(y)).RGBA()
	assert.Greater(t, r>>8, uint32(150), "a red cross on the double-three")
	assert.Less(t, gg>>8, uint32(120))
	assert.Less(t, bb>>8, uint32(120))
	cr, cg, cb, _ := img.At(5, 5).RGBA()
	assert.Greater(t, cr>>8, cb>>8+40, "wood is warm")
	_ = cg

	in.Overlay = false
	img = decode(t, in, o, "diagram-wood-nofouls")
	r, _, _, _ = img.At(int(x), int(y)).RGBA()
	assert.Less(t, r>>8, uint32(120), "the grid's crossing, no mark")
}

// A teacher's letter on a forbidden point: the red cross stays in place
// and the letter comes beside it, small, at the point's upper right
// (issue 26: the letter hid the cross).
func TestLetterOnAForbiddenPoint(t *testing.T) {
	b, err := rules.ParseStones("B:g8,j8,h9,h10")
	require.NoError(t, err)
	in := &boardview.Board{Stones: b, Overlay: true}
	in.SetFouls(rules.ForbiddenMap(&b))
	in.SetMark(rules.MustPoint("h8"), 'A')
	o := Options{Size: 600}
	img := decode(t, in, o, "diagram-letter-on-foul")
	g := Layout(o.Size, false)
	x, y := g.PointXY(rules.MustPoint("h8"))
	red := func(px, py float64) bool {
		r, gg, bb, _ := img.At(int(px), int(py)).RGBA()
		return r>>8 > 150 && gg>>8 < 120 && bb>>8 < 120
	}
	// The cross's arms run from the centre towards the corners.
	arm := 0.1 * g.Cell
	assert.True(t, red(x-arm, y+arm), "the double-three's cross under the letter")
	assert.True(t, red(x+arm, y+arm), "both arms")
	dark := 0
	for dx := 0.2; dx <= 0.55; dx += 0.03 {
		for dy := -0.55; dy <= -0.2; dy += 0.03 {
			if lum(img.At(int(x+dx*g.Cell), int(y+dy*g.Cell))) < 0.45 {
				dark++
			}
		}
	}
	assert.Positive(t, dark, "the letter's ink at the point's upper right")
}

func TestLayoutFitsAnySize(t *testing.T) {
	for _, s := range []int{120, 600, 1200, 2400} {
		for _, coords := range []bool{false, true} {
			g := Layout(s, coords)
			x0, y0 := g.PointXY(rules.MustPoint("a15"))
			x1, y1 := g.PointXY(rules.MustPoint("o1"))
			assert.Greater(t, x0-g.Cell*0.5, 0.0)
			assert.Greater(t, y0-g.Cell*0.5, 0.0)
			assert.Less(t, x1+g.Cell*0.5, float64(s))
			assert.Less(t, y1+g.Cell*0.5, float64(s))
			if coords {
				assert.Greater(t, x0-1.4*g.Cell, 0.0, "room for row numbers")
				assert.Less(t, y1+1.4*g.Cell, float64(s), "room for letters")
			}
		}
	}
	_, err := Render(&boardview.Board{}, Options{Size: 30})
	assert.ErrorContains(t, err, "too small")
}

func BenchmarkPNG(b *testing.B) {
	bd, _ := rules.ParseStones("B:g8,j8,h9,h10 W:a1")
	in := &boardview.Board{Stones: bd, Coords: true, Overlay: true}
	in.SetFouls(rules.ForbiddenMap(&bd))
	for _, bg := range []Background{White, Wood} {
		b.Run([]string{"wood", "white"}[1-int(bg)], func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				if _, err := PNG(in, Options{Background: bg}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
