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

	"renju/rules"
)

// Theme is a palette and size factors: every colour the app draws comes
// from one (game/kit reads nothing else), so the contrast test below checks
// what is on the screen.
type Theme struct {
	_    [0]func() // not comparable: Go then links no equality function for it or its arrays
	Name string
	// Screen and panel text: Text for reading, Dim for secondary lines,
	// Faint for key hints, Disabled for buttons that do nothing now.
	Background, Text, Dim, Faint, Disabled color.RGBA
	// Buttons, and the cards of the menus (hovered: Hi).
	Button, ButtonHi, Border, Card, CardHi color.RGBA
	// Active is the current tool or choice (filled), ActiveHi the same
	// hovered, ActiveText its label.
	Active, ActiveHi, ActiveText color.RGBA
	// Notice is for messages, Accent for headings, Good and Bad for right
	// and wrong answers (GoodFill and BadFill behind their buttons), Star
	// for stars and fives.
	Notice, Accent, Good, Bad, Star, GoodFill, BadFill color.RGBA
	// Focus is the keyboard's focus ring, drawn round a button over a
	// FocusHalo band that parts it from the button: at least 3:1 against
	// the background outside it and against the halo inside it
	// (TestFocusRing), whatever the button's fill (the gold of Continue
	// had a gold ring).
	Focus, FocusHalo color.RGBA
	// Toast is the card of a notice over the screen, Sheet the card of the
	// shortcut list, Scrim what dims the screen behind it, Shadow the
	// board's shadow (its darkest step).
	Toast, Sheet, Scrim, Shadow color.RGBA

	// Board: grid lines, coordinates, the wood's rim, the last move, the
	// selected point's ring; move numbers on black and on white stones.
	//
	// Every mark on the wood is drawn opaque in an ink at least 3:1
	// against the wood's darkest and lightest grain (WCAG 1.4.11, checked
	// by TestBoardMarks): the panel's bright colours (Good, Bad, Walk) are
	// for the dark panel, the board has its own darker inks.
	Line, Coord, Rim, LastMove, Select, NumberOnBlack, NumberOnWhite color.RGBA
	// Right and Wrong mark answers on the board, told apart by their shape
	// as well as their hue: a ring for right, a square for wrong (Missed:
	// a dashed ring).
	Right, Wrong color.RGBA
	// The teacher's marks: their ink, and the patch of wood that hides the
	// grid under a mark on an empty point.
	MarkInk, MarkPatch color.RGBA
	// The forbidden-point marks by kind, and the pale halo under them.
	DoubleThree, DoubleFour, Overline, FoulHalo color.RGBA
	// The walk on the board: WalkInk (imagined stones' rings, the
	// candidate's pulse and "?", a hint's question rings), the band along
	// a line (Band, drawn see-through at BandAlpha, under the stones, with
	// a BandEdge outline) and the rings on a shape's black stones (Band),
	// key points, the wood under an imagined stone; Missed rings an answer
	// that was not found.
	WalkInk, Band, BandEdge, KeyPoint, ImaginedWood, Missed color.RGBA
	// Walk is the walk's colour in the panel (its progress, the levels'
	// rules).
	Walk color.RGBA
	// Light is the white of a key point's centre and an imagined stone's
	// number.
	Light color.RGBA

	// FontScale multiplies the layout's text size (layout.ComputeScaled).
	FontScale float64
	// CoordScale multiplies the coordinates' size on the board, LineScale
	// the grid lines' width, MarkScale the width of marks' strokes and the
	// size of their letters.
	CoordScale, LineScale, MarkScale float64
	// CoordGap is the distance of the coordinates from the edge lines, in
	// cells.
	CoordGap float64
}

func rgb(v uint32) color.RGBA { return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xFF} }

// Standard is the app's usual look: a dark page around a wooden board, the
// bright thing on the screen.
var Standard = Theme{
	Name:       "standard",
	Background: rgb(0x1C1D20), Text: rgb(0xECE8E1), Dim: rgb(0xA9A398), Faint: rgb(0x8A857D), Disabled: rgb(0x5E5B57),
	Button: rgb(0x2A2C31), ButtonHi: rgb(0x34373D), Border: rgb(0x42454C), Card: rgb(0x24262B), CardHi: rgb(0x2C2F35),
	Active: rgb(0xE2BC78), ActiveHi: rgb(0xEDCB8E), ActiveText: rgb(0x1C1D20),
	Notice: rgb(0xF2B866), Accent: rgb(0x6FB1FF), Good: rgb(0x57C27A), Bad: rgb(0xF06A5F), Star: rgb(0xF2C14E),
	GoodFill: rgb(0x1F3B2A), BadFill: rgb(0x3D2322),
	Focus: rgb(0x8FD0FF), FocusHalo: rgb(0x0B0C0E),
	Toast: rgb(0x3A2E1C), Sheet: rgb(0x26282C), Scrim: color.RGBA{0, 0, 0, 0x9E}, Shadow: rgb(0x000000),

	Line: color.RGBA{0x3A, 0x27, 0x12, 0xE6}, Coord: rgb(0x5C4122), Rim: color.RGBA{0x30, 0x21, 0x0F, 0x72},
	LastMove: rgb(0xE8453C), Select: rgb(0x1450B4), NumberOnBlack: rgb(0xF4F1EA), NumberOnWhite: rgb(0x1C1D20),
	Right: rgb(0x0F6630), Wrong: rgb(0xA52A20),
	MarkInk: rgb(0x7A2E0E), MarkPatch: rgb(0xE9C98F),
	DoubleThree: rgb(0xA82820), DoubleFour: rgb(0x1A4FBF), Overline: rgb(0x7030A8), FoulHalo: color.RGBA{0xF4, 0xDE, 0xB0, 0xB0},
	WalkInk: rgb(0x8C4000), Band: rgb(0x3D8BFF), BandEdge: rgb(0x1A4FBF), KeyPoint: rgb(0x0F6630), ImaginedWood: rgb(0xE2BC84), Missed: rgb(0x8C4000),
	Walk: rgb(0xE0883A), Light: rgb(0xFFFFFF),

	FontScale: 1, CoordScale: 1, LineScale: 1, MarkScale: 1, CoordGap: 0.72,
}

// Presenter is the projector's look: pure black and white, a yellow
// accent, large text, a heavier grid and bolder marks.
var Presenter = func() Theme {
	t := Standard
	t.Name = "presenter"
	t.Background, t.Text, t.Dim, t.Faint = rgb(0x000000), rgb(0xFFFFFF), rgb(0xD8D8D8), rgb(0xA8A8A8)
	t.Button, t.ButtonHi, t.Border = rgb(0x1A1A1A), rgb(0x333333), rgb(0xBDBDBD)
	t.Active, t.ActiveText = rgb(0xFFD400), rgb(0x000000)
	t.Notice, t.Accent, t.Good, t.Bad = rgb(0xFFD400), rgb(0x7FD4FF), rgb(0x5CFF8A), rgb(0xFF7A6E)
	t.Focus, t.FocusHalo = rgb(0x7FD4FF), rgb(0x000000)
	t.BadFill = rgb(0x1E0C0B)
	t.Line, t.Coord, t.Select = rgb(0x000000), rgb(0x000000), rgb(0x0046E0)
	t.FontScale, t.CoordScale, t.LineScale, t.MarkScale = 1.5, 1.3, 1.6, 1.4
	t.CoordGap = 0.7
	return t
}()

// BandAlpha is the opacity of the band along a line: a see-through wash
// under the stones; its outline (BandEdge, opaque) is what stands out
// from the wood.
const BandAlpha = 0.42

// FoulColour is the colour of a forbidden kind's mark.
func (t *Theme) FoulColour(k rules.Kind) color.RGBA {
	switch k {
	case rules.DoubleFour:
		return t.DoubleFour
	case rules.Overline:
		return t.Overline
	}
	return t.DoubleThree
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
