// Package qr makes the QR codes the app shows beside a link a phone should
// open (a homework's result code, the teacher's homework link), as modules
// for game/kit to draw. Homework play and homework teaching both use it;
// neither imports the other (arch_test.go: a feature imports no feature).
// It is plain Go.
package qr

import qrcode "github.com/skip2/go-qrcode"

// Of is the QR code of text (medium error correction, the 4-module quiet
// zone included; true: dark), or nil when it cannot be made.
func Of(text string) [][]bool {
	q, err := qrcode.New(text, qrcode.Medium)
	if err != nil {
		return nil
	}
	return q.Bitmap()
}

// Cache keeps the last QR code made: making one takes 8 ms natively
// (BenchmarkQR), too long to redo every frame. Its zero value is empty.
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
