package storm

import "testing"

// BenchmarkParseRecord reads a typical saved record (sampleRecord's).
func BenchmarkParseRecord(b *testing.B) {
	data := FormatRecord(sampleRecord())
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ParseRecord(data); err != nil {
			b.Fatal(err)
		}
	}
}
