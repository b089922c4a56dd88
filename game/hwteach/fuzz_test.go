package hwteach

import (
	"testing"

	"renju/game/homework"
	"renju/lessons"
)

// FuzzTeachSave: a saved homework and table of any bytes is read or
// refused with a notice, never a panic; what is read saves back to
// itself; and pasted text of any kind never panics.
func FuzzTeachSave(f *testing.F) {
	ls := lessons.All()
	m := New(ls, 4821)
	m.ToggleLesson()
	h := m.Homework()
	m.OpenTable()
	m.Paste(homework.EncodeResult(homework.Result{Homework: h.ID(), Name: "李伟", Score: 3, Total: 10, Misses: homework.Misses{Other: 7}, Seconds: 61}))
	f.Add(m.Save())
	f.Add(New(ls, 1).Save())
	f.Add([]byte(`{"v":1}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		m := New(ls, 7)
		if err := m.Load(data); err != nil {
			if m.Notice().ID == "" {
				t.Fatalf("refused without a notice: %v", err)
			}
		} else {
			saved := m.Save()
			n := New(ls, 7)
			if err := n.Load(saved); err != nil {
				t.Fatalf("%s does not read back: %v", saved, err)
			}
			if string(n.Save()) != string(saved) {
				t.Fatalf("round trip: %s → %s", saved, n.Save())
			}
		}
		m.OpenTable()
		m.Paste(string(data))
	})
}
