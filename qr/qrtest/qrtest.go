// Package qrtest reads a QR code's modules back, for tests: with
// gozxing, a reader written apart from package qr's encoder. Only tests
// import it (the app's programs never link gozxing).
package qrtest

import (
	"image"
	"image/color"

	"github.com/makiuchi-d/gozxing"
	zqr "github.com/makiuchi-d/gozxing/qrcode"
)

// Read decodes bits ([y][x], true: dark, the quiet zone included) drawn
// 3 pixels a module.
func Read(bits [][]bool) (string, error) {
	const px = 3
	img := image.NewGray(image.Rect(0, 0, len(bits)*px, len(bits)*px))
	for y, row := range bits {
		for x, dark := range row {
			c := color.Gray{Y: 255}
			if dark {
				c = color.Gray{}
			}
			for dy := range px {
				for dx := range px {
					img.SetGray(x*px+dx, y*px+dy, c)
				}
			}
		}
	}
	bmp, err := gozxing.NewBinaryBitmapFromImage(img)
	if err != nil {
		return "", err
	}
	res, err := zqr.NewQRCodeReader().Decode(bmp, map[gozxing.DecodeHintType]any{gozxing.DecodeHintType_PURE_BARCODE: true})
	if err != nil {
		return "", err
	}
	return res.GetText(), nil
}
