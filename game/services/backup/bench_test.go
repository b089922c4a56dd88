package backup

import "testing"

// BenchmarkImport reads a typical progress file: lessons, drills, language.
func BenchmarkImport(b *testing.B) {
	data := ExportAt(good(), saved)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Import(data); err != nil {
			b.Fatal(err)
		}
	}
}
