package hwplay

import (
	"testing"

	"renju/lessons"
)

// FuzzHomeworkProgress: saved progress of any bytes is read or refused
// with a notice, never a panic; what is read saves back to itself.
func FuzzHomeworkProgress(f *testing.F) {
	hw := sampleHomework()
	id := hw.ID()
	f.Add([]byte(`{"v":1,"id":"` + id + `","name":"Li Wei","read":[2],"answers":"R3x4L","ms":2500}`))
	f.Add([]byte(`{"v":1,"id":"` + id + `","name":"","read":[],"answers":"","ms":0}`))
	f.Add([]byte(`{"v":1,"id":"` + id + `","name":"王芳","read":[0,1,2],"answers":"RRRRRR","ms":1}`))
	f.Add([]byte(`{"v":2}`))
	ls := lessons.All()
	f.Fuzz(func(t *testing.T, data []byte) {
		m := New(hw, ls, gen())
		if err := m.Load(data); err != nil {
			if m.Notice().ID == "" {
				t.Fatalf("refused without a notice: %v", err)
			}
			return
		}
		saved := m.Save()
		n := New(hw, ls, gen())
		if err := n.Load(saved); err != nil {
			t.Fatalf("%s does not read back: %v", saved, err)
		}
		if string(n.Save()) != string(saved) {
			t.Fatalf("round trip: %s → %s", saved, n.Save())
		}
	})
}

// A fault of saved progress names the part at fault and its place.
func TestProgressFaultNamed(t *testing.T) {
	hw := sampleHomework()
	m := New(hw, lessons.All(), gen())
	err := m.Load([]byte("{\"v\":1,\"id\":\"" + hw.ID() + "\",\n\"name\":\"\",\"read\":[],\"answers\":\"Rq\",\"ms\":0}"))
	if want := `saved homework, line 2 column 21: answers has 'q' for answer 2, not one of R 3 4 L x`; err == nil || err.Error() != want {
		t.Fatalf("got %v, want %s", err, want)
	}
}
