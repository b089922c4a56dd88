package hwplay

import (
	"testing"

	"renju/lessons"
)

// BenchmarkLoad reads a typical saved homework's progress.
func BenchmarkLoad(b *testing.B) {
	hw := sampleHomework()
	m := New(hw, lessons.All(), gen())
	data := []byte(`{"v":1,"id":"` + hw.ID() + `","name":"Li Wei","read":[0,2],"answers":"R3x4L","ms":2500}`)
	b.ReportAllocs()
	for b.Loop() {
		if err := m.Load(data); err != nil {
			b.Fatal(err)
		}
	}
}
