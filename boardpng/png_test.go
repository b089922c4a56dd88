package boardpng

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"math/rand/v2"
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

// An image with transparent pixels keeps its alpha: every pixel reads
// back as image/png would have stored it (colour type 6, straight alpha).
func TestEncodeKeepsAlpha(t *testing.T) {
	img := image.NewRGBA(image.Rect(0, 0, 37, 21))
	r := rand.New(rand.NewPCG(5, 6))
	for i := 0; i+3 < len(img.Pix); i += 4 {
		a := uint8(r.IntN(256))
		switch r.IntN(4) {
		case 0:
			a = 0
		case 1:
			a = 0xff
		}
		for c := 0; c < 3; c++ {
			img.Pix[i+c] = uint8(r.IntN(int(a) + 1))
		}
		img.Pix[i+3] = a
	}
	img.Set(1, 1, color.RGBA{200, 0, 0, 255})
	img.Set(0, 0, color.RGBA{})
	assert.False(t, opaque(img))
	var buf bytes.Buffer
	require.NoError(t, encode(&buf, img, nil))
	assert.Equal(t, byte(6), buf.Bytes()[25], "colour type RGBA")
	got, err := png.Decode(&buf)
	require.NoError(t, err)
	for y := 0; y < 21; y++ {
		for x := 0; x < 37; x++ {
			want := color.NRGBAModel.Convert(img.At(x, y))
			require.Equal(t, want, color.NRGBAModel.Convert(got.At(x, y)), "pixel (%d,%d)", x, y)
		}
	}
}
