package qr

import "testing"

// BenchmarkQR is the cost of one QR code of a result code (why the view
// keeps the last one).
func BenchmarkQR(b *testing.B) {
	for b.Loop() {
		Of("Li Wei: 1496-S2W0-M0W0-80G0-00QJ-DQAP")
	}
}
