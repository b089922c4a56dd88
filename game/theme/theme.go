// Package theme holds the app's looks as data the renderer switches
// between: Standard, the dark screen of a laptop or a phone, and
// Presenter, for a projector or a large TV at the front of a room — black
// and white with one bright accent, text half again as large, coordinates
// larger and bolder, heavier grid lines and marks, so that a board and its
// explanation can be read from the back row.
//
// Plain Go (image/color only); the game layer reads the values.
package theme

import (
	"image/color"
	"math"
)

// Theme is a palette and size factors.
type Theme struct {
	Name string
	// Screen and panel.
	Background, Text, Dim, Button, ButtonHi, Border color.RGBA
	// Active is the current tool or choice (filled), ActiveText its label.
	Active, ActiveText color.RGBA
	// Notice is for messages, Accent for headings, Good and Bad for right
	// and wrong answers.
	Notice, Accent, Good, Bad color.RGBA
	// Board: grid lines, coordinates, the selected point's ring.
	Line, Coord, Select color.RGBA

	// FontScale multiplies the layout's text size (layout.ComputeScaled).
	FontScale float64
	// CoordScale multiplies the coordinates' size on the board, LineScale
	// the grid lines' width, MarkScale the width of marks' strokes.
	CoordScale, LineScale, MarkScale float64
	// BoldCoords draws the coordinates in the bold face.
	BoldCoords bool
}

func rgb(v uint32) color.RGBA { return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xFF} }

// Standard is the app's usual look (game/theme.go's colours).
var Standard = Theme{
	Name:       "standard",
	Background: rgb(0x1C1D20), Text: rgb(0xECE8E1), Dim: rgb(0xA9A398),
	Button: rgb(0x2A2C31), ButtonHi: rgb(0x34373D), Border: rgb(0x42454C),
	Active: rgb(0xE2BC78), ActiveText: rgb(0x1C1D20),
	Notice: rgb(0xF2B866), Accent: rgb(0x6FB1FF), Good: rgb(0x5BC97A), Bad: rgb(0xFF6B5E),
	Line: color.RGBA{0x3A, 0x27, 0x12, 0xE6}, Coord: rgb(0x5C4122), Select: rgb(0x1E6FE0),
	FontScale: 1, CoordScale: 1, LineScale: 1, MarkScale: 1,
}

// Presenter is the projector's look: pure black and white, a yellow
// accent, large text.
var Presenter = Theme{
	Name:       "presenter",
	Background: rgb(0x000000), Text: rgb(0xFFFFFF), Dim: rgb(0xD8D8D8),
	Button: rgb(0x1A1A1A), ButtonHi: rgb(0x333333), Border: rgb(0xBDBDBD),
	Active: rgb(0xFFD400), ActiveText: rgb(0x000000),
	Notice: rgb(0xFFD400), Accent: rgb(0x7FD4FF), Good: rgb(0x5CFF8A), Bad: rgb(0xFF7A6E),
	Line: rgb(0x000000), Coord: rgb(0x000000), Select: rgb(0x0050FF),
	FontScale: 1.5, CoordScale: 1.3, LineScale: 1.6, MarkScale: 1.4,
	BoldCoords: true,
}

// Of returns Presenter when presenter is set, else Standard.
func Of(presenter bool) Theme {
	if presenter {
		return Presenter
	}
	return Standard
}

// Contrast is the WCAG contrast ratio of two opaque colours (1 to 21).
func Contrast(a, b color.RGBA) float64 {
	la, lb := luminance(a), luminance(b)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}

func luminance(c color.RGBA) float64 {
	ch := func(v uint8) float64 {
		s := float64(v) / 255
		if s <= 0.03928 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*ch(c.R) + 0.7152*ch(c.G) + 0.0722*ch(c.B)
}
