//go:build js

package game

// pollInput reads nothing in the browser: the page delivers the input
// (page_js.go), and a test binary without a page feeds it as events
// (input_ebiten.go).
func (g *Game) pollInput(fi *frameInput) {}
