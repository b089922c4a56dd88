package hwteach

import (
	"strings"
	"testing"

	"renju/game/services/homework"
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

// A screen as the app saved it before game/services/savedjson read it (a whole
// lesson is "pages":null) still loads, and saves as it was; a fault names
// the part and its place.
func TestSavedStillLoads(t *testing.T) {
	const old = `{"v":1,"title":"","lessons":[{"id":"board-and-five","pages":null}],"types":["is-forbidden"],"level":1,"count":10,"seed":4821,"at":0,"table":"1.lboard-and-five.di_1_10_4821","codes":["李伟: 1CG1-59C0-M0C0-0000-001X-HTRK"]}`
	m := New(lessons.All(), 7)
	if err := m.Load([]byte(old)); err != nil {
		t.Fatal(err)
	}
	if got := string(m.Save()); got != old || m.Table().Len() != 1 {
		t.Fatalf("saved again as %s (%d codes)", got, m.Table().Len())
	}
	bad := strings.Replace(old, `"types":["is-forbidden"]`, "\n"+`"types":["is-forbidden","nope"]`, 1)
	want := `saved class table, line 2 column 25: types[1] "nope" is no drill type, or twice`
	if err := New(lessons.All(), 7).Load([]byte(bad)); err == nil || err.Error() != want {
		t.Fatalf("got %v, want %s", err, want)
	}
}
