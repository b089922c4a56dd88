package hwteach

import (
	"testing"

	"renju/game/services/homework"
	"renju/lessons"
)

// BenchmarkLoad reads a typical saved class table: a homework and two
// students' codes.
func BenchmarkLoad(b *testing.B) {
	m := New(lessons.All(), 4821)
	m.ToggleLesson()
	h := m.Homework()
	m.OpenTable()
	m.Paste(homework.EncodeResult(homework.Result{Homework: h.ID(), Name: "李伟", Score: 3, Total: 10, Misses: homework.Misses{Other: 7}, Seconds: 61}))
	m.Paste(homework.EncodeResult(homework.Result{Homework: h.ID(), Name: "Li Wei", Score: 9, Total: 10, Misses: homework.Misses{Other: 1}, Seconds: 95}))
	data := m.Save()
	n := New(lessons.All(), 7)
	b.ReportAllocs()
	for b.Loop() {
		if err := n.Load(data); err != nil {
			b.Fatal(err)
		}
	}
}
