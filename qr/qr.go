// Package qr makes the QR codes beside a link a phone should open: a
// homework's result code and the teacher's homework link on screen (as
// modules for game/kit to draw; homework play and homework teaching both
// use it, neither importing the other), and a worksheet's link in print.
// It is plain Go, its encoder its own (encode.go, matrix.go).
package qr

import "errors"

// ErrTooLong is Modules' answer to a text no version holds.
var ErrTooLong = errors.New("qr: text longer than a QR code holds (2,331 bytes)")

// quiet is the light border a reader needs around a symbol, in modules.
const quiet = 4

// Of is the QR code of text (its bytes in byte mode, error correction
// level M, the smallest version that holds them, the mask the standard's
// penalty prefers; the 4-module quiet zone included; [y][x], true: dark),
// or nil when text is empty or longer than a version-40 code holds
// (2,331 bytes).
func Of(text string) [][]bool {
	m, err := symbolOf(text, -1)
	if err != nil || text == "" {
		return nil
	}
	out := grid(len(m) + 2*quiet)
	for y, row := range m {
		copy(out[y+quiet][quiet:], row)
	}
	return out
}

// Modules is the QR code of text as Of makes it, without the quiet zone
// (print leaves its own margin), or ErrTooLong.
func Modules(text string) ([][]bool, error) {
	return symbolOf(text, -1)
}

// symbolOf is the symbol of text with the given mask (0–7), or the best
// when mask is -1; no quiet zone.
func symbolOf(text string, mask int) ([][]bool, error) {
	v := versionFor(len(text))
	if v == 0 {
		return nil, ErrTooLong
	}
	s := newSymbol(v)
	s.drawPatterns(v)
	s.place(codewords(dataCodewordsOf([]byte(text), v), v))
	if mask < 0 {
		mask = s.bestMask()
	}
	s.applyMask(mask)
	s.drawFormat(mask)
	return s.dark, nil
}

// bestMask is the mask whose symbol the penalty scores lowest.
func (s *symbol) bestMask() int {
	best, bestScore := 0, -1
	for m := 0; m < 8; m++ {
		s.applyMask(m)
		s.drawFormat(m)
		if p := s.penalty(); bestScore < 0 || p < bestScore {
			best, bestScore = m, p
		}
		s.applyMask(m)
	}
	return best
}

// Cache keeps the last QR code made, so that a view asking every frame
// makes it once. Its zero value is empty.
type Cache struct {
	text string
	bits [][]bool
}

// Of is the QR code of text, made again only when text changes.
func (c *Cache) Of(text string) [][]bool {
	if c.text != text || c.bits == nil {
		c.text, c.bits = text, Of(text)
	}
	return c.bits
}
