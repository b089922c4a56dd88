// Package position is a taught position: stones with their move numbers,
// marks (letters and shapes) and the selected point, as the classroom
// sets it up, with its share link (#class=…). The classroom edits one; a
// worksheet writes one into each item's link. Both build on it here,
// since a feature imports no other feature (arch_test.go).
package position
