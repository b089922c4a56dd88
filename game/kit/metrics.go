package kit

import "math"

// Metrics are the app's sizes for this layout, in device pixels: every
// screen takes its row heights and gaps from here, so they stay in
// proportion to the text (em: the layout's base font size).
type Metrics struct {
	// Row is a row of buttons or a nav bar (2.2 em); TallRow the lessons'
	// (2.3 em), whose labels are longer; Masthead the home screen's title
	// row (2.4 em) and Hero its Continue button (2.6 em); Card a lesson's
	// card in the menu (5.4 em). None is under Target.
	Row, TallRow, Masthead, Hero, Card float64
	// Gap is between buttons (0.4 em), WalkGap between the walk panel's
	// parts (0.45 em), Para between paragraphs (0.5 em), Space between the
	// parts of a panel (0.6 em).
	Gap, WalkGap, Para, Space float64
	// Pad is inside the home menu's tiles (0.9 em); Edge the margin of a
	// screen without a board, and inside the lesson menu's cards (0.8 em).
	Pad, Edge float64
	// Target is the least side of a tap target (44 CSS pixels): every row
	// above is at least as tall.
	Target float64
}

// M returns the metrics of the kit's layout.
func (k *Kit) M() Metrics {
	f := k.Lay.Font
	t := k.Lay.Target()
	return Metrics{
		Row: math.Max(math.Round(2.2*f), t), TallRow: math.Max(math.Round(2.3*f), t), Masthead: math.Max(math.Round(2.4*f), t),
		Hero: math.Max(math.Round(2.6*f), t), Card: math.Round(5.4 * f),
		Gap: math.Round(0.4 * f), WalkGap: math.Round(0.45 * f), Para: math.Round(0.5 * f), Space: math.Round(0.6 * f),
		Pad: f * 0.9, Edge: math.Round(0.8 * f), Target: t,
	}
}
