package rules

import "testing"

// TestLineBetween: each line's index is the trace's direction; points off
// every line, and a point with itself, join none.
func TestLineBetween(t *testing.T) {
	h8 := MustPoint("h8")
	for _, tc := range []struct {
		q    string
		line int
		ok   bool
	}{{"k8", 0, true}, {"h3", 1, true}, {"j10", 2, true}, {"f10", 3, true}, {"j9", 0, false}, {"h8", 0, false}} {
		d, ok := LineBetween(h8, MustPoint(tc.q))
		if ok != tc.ok || (ok && d != tc.line) {
			t.Errorf("H8-%s: %d %v, want %d %v", tc.q, d, ok, tc.line, tc.ok)
		}
		if ok && direction(d).String() != directionNames[tc.line] {
			t.Errorf("H8-%s: %s", tc.q, direction(d))
		}
	}
}
