package daily

import (
	"testing"
	"time"
)

// FuzzParseLog: any saved value either reads, and then saves and reads
// back the same, or is refused with a message; never a panic.
func FuzzParseLog(f *testing.F) {
	l := New()
	l.Add(Items, 12, time.Date(2026, 12, 4, 9, 0, 0, 0, time.UTC))
	l.Answer("lesson/three/5", time.Date(2026, 12, 4, 9, 0, 0, 0, time.UTC))
	f.Add(l.Format())
	f.Add(`{"unit":"pages","goal":3,"met":"2026-12-03","streak":4}`)
	f.Fuzz(func(t *testing.T, s string) {
		l, err := Parse(s)
		if err != nil {
			return
		}
		back, err := Parse(l.Format())
		if err != nil || back.Format() != l.Format() {
			t.Fatalf("read %s, read back %v %v", l.Format(), back, err)
		}
		now := time.Date(2026, 12, 5, 9, 0, 0, 0, time.UTC)
		l.Add(Items, 1, now)
		l.Answer("lesson/three/5", now)
		l.StreakAt(now)
	})
}
