package drillplay

import "testing"

// BenchmarkParseRecord reads a typical saved record: every type and kind.
func BenchmarkParseRecord(b *testing.B) {
	data := []byte(`{"version":1,"score":1287,"streak":3,"bestStreak":11,"byType":{"find-all":{"right":7,"total":12},"four-three":{"right":9,"total":10},"is-forbidden":{"right":20,"total":31},"live-or-false":{"right":4,"total":9},"trap":{"right":2,"total":6}},"byKind":{"double-four":{"right":6,"total":9},"double-three":{"right":14,"total":25},"overline":{"right":3,"total":5}},"seen":70}`)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ParseRecord(data); err != nil {
			b.Fatal(err)
		}
	}
}
