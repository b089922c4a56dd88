package boardpng

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/boardview"
	"renju/rules"
)

// The RGB encoder's image decodes back to the same pixels, and yields
// every pngRows rows.
func TestEncodeRGBRoundTrip(t *testing.T) {
	pic := boardview.Board{Coords: true, Overlay: true}
	pic.Stones.Set(rules.MustPoint("h8"), rules.Black)
	pic.Stones.Set(rules.MustPoint("i9"), rules.White)
	pic.SetMark(rules.MustPoint("j10"), 'A')
	for _, bg := range []Background{White, Wood} {
		img, err := Render(&pic, Options{Size: 333, Background: bg})
		require.NoError(t, err)
		require.True(t, opaque(img))
		yields := 0
		var buf bytes.Buffer
		require.NoError(t, encodeRGB(&buf, img, func() { yields++ }))
		assert.Equal(t, (333-1)/pngRows, yields)
		assert.Equal(t, byte(2), buf.Bytes()[25], "colour type RGB, no alpha")
		got, err := png.Decode(&buf)
		require.NoError(t, err)
		for y := 0; y < 333; y++ {
			for x := 0; x < 333; x++ {
				r1, g1, b1, a1 := img.At(x, y).RGBA()
				r2, g2, b2, a2 := got.At(x, y).RGBA()
				if [4]uint32{r1, g1, b1, a1} != [4]uint32{r2, g2, b2, a2} {
					t.Fatalf("background %d: pixel (%d,%d) is %v, want %v", bg, x, y, got.At(x, y), img.At(x, y))
				}
			}
		}
	}
}

// An image with transparent pixels keeps its alpha (image/png's encoder).
func TestEncodeKeepsAlpha(t *testing.T) {
	img := image.NewRGBA(image.Rect(0, 0, 4, 4))
	img.Set(1, 1, color.RGBA{200, 0, 0, 255})
	assert.False(t, opaque(img))
	var buf bytes.Buffer
	require.NoError(t, encode(&buf, img, nil))
	got, err := png.Decode(&buf)
	require.NoError(t, err)
	_, _, _, a := got.At(0, 0).RGBA()
	assert.Zero(t, a)
}
