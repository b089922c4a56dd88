package spaced

import (
	"testing"
	"time"

	"renju/lessons"
)

// FuzzParseQueue: any saved value either reads, and then saves and reads
// back the same, or is refused with a message; never a panic.
func FuzzParseQueue(f *testing.F) {
	var q Queue
	now := time.Date(2026, 12, 4, 9, 0, 0, 0, time.UTC)
	q.Miss(FromDrills, DrillAsk(drill(3)), now)
	q.Miss(FromStorm, DrillAsk(drill(4)), now)
	q.Right(Key(drill(4)), now)
	q.Miss(FromLesson, TaskAsk(lessons.Question{Lesson: "three", Page: 5, Kind: lessons.TaskLiveOrFalse, Position: "B:j6,k5 W:h6,j8,l4", Marks: "A=i7", Point: "i7", Dir: "anti-diagonal"}), now)
	f.Add(q.Format())
	f.Add(`{"items":[]}`)
	f.Add(`{"items":[{"key":"x","box":9}]}`)
	f.Fuzz(func(t *testing.T, s string) {
		q, err := Parse(s)
		if err != nil {
			if err.Error() == "" {
				t.Fatal("an error with no message")
			}
			return
		}
		back, err := Parse(q.Format())
		if err != nil {
			t.Fatalf("a queue read does not read back: %v", err)
		}
		if back.Format() != q.Format() {
			t.Fatalf("read %s, read back %s", q.Format(), back.Format())
		}
		q.Counts(now)
		q.Due(now)
	})
}
