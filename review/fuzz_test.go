package review

import (
	"slices"
	"testing"

	"renju/rules"
)

// FuzzScan: any move list, decoded from bytes two at a time (a column and
// a row, each 0–15, so that 15 is off the board), at most 80 moves, is
// scanned with a small budget without a panic and without changing the
// list; an error names a move; the moments are in move order, within
// the game, and every one holds by the judge.
func FuzzScan(f *testing.F) {
	enc := func(g string) []byte {
		moves, err := rules.ParseMoves(g)
		if err != nil {
			f.Fatal(err)
		}
		var out []byte
		for _, p := range moves {
			out = append(out, byte(p.Col), byte(p.Row))
		}
		return out
	}
	for _, c := range handCases() {
		f.Add(enc(c.game))
	}
	f.Add(enc(recordedGames[1]))
	f.Add([]byte{7, 7, 7, 7})
	f.Add([]byte{7, 7, 15, 3})
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, data []byte) {
		var moves []rules.Point
		for i := 0; i+1 < len(data) && len(moves) < 80; i += 2 {
			moves = append(moves, rules.Pt(int(data[i]%16), int(data[i+1]%16)))
		}
		keep := slices.Clone(moves)
		ms, err := Scan(moves, Options{MaxNodes: 300})
		if !slices.Equal(keep, moves) {
			t.Fatal("Scan changed its input")
		}
		if err != nil {
			if ms != nil {
				t.Fatalf("moments with an error: %v", err)
			}
			return
		}
		last := 0
		for _, m := range ms {
			if m.Move < last || m.Move < 1 || m.Move > len(moves) {
				t.Fatalf("moment at move %d of %d after %d", m.Move, len(moves), last)
			}
			last = m.Move
			verifyMoment(t, moves, m)
		}
	})
}
