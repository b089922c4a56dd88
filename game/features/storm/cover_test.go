package storm

import (
	"strings"
	"testing"

	"renju/lessons"
	"renju/msg"
)

func lessonsUpTo(n int) []string {
	var out []string
	for _, e := range lessons.Index()[:n] {
		out = append(out, e.ID)
	}
	return out
}

// A run rises only as far as the lessons done cover: level 1 for a
// newcomer, level 2 with lessons 1 to 13 done, level 3 with 1 to 16; the
// menu says where the next level opens. Before Cover, every level.
func TestRunsRiseAsFarAsTheLessonsDone(t *testing.T) {
	m := New(nil, nil, 1)
	if got := m.stageAt(100).Level; got != 3 {
		t.Fatalf("before Cover: level %d at the hardest stage, want 3", got)
	}
	for _, tc := range []struct {
		done, top int
		line      string
	}{
		{0, 1, "Your lessons so far take the questions up to level 1; lessons 1 to 13 open the next level."},
		{12, 1, "Your lessons so far take the questions up to level 1; lessons 1 to 13 open the next level."},
		{13, 2, "Your lessons so far take the questions up to level 2; lessons 1 to 16 open the next level."},
		{16, 3, ""},
	} {
		m := New(nil, nil, 1)
		m.Cover(lessonsUpTo(tc.done))
		for n := 0; n < 40; n++ {
			if want := min(StageAt(n).Level, tc.top); m.stageAt(n).Level != want {
				t.Fatalf("%d lessons done, answer %d: level %d, want %d", tc.done, n, m.stageAt(n).Level, want)
			}
		}
		if got := m.stageAt(100).Level; got != tc.top {
			t.Errorf("%d lessons done: the hardest stage is level %d, want %d", tc.done, got, tc.top)
		}
		en := strings.Join(m.View(msg.English).Lines, "\n")
		zh := strings.Join(m.View(msg.Chinese).Lines, "\n")
		if tc.line == "" && (strings.Contains(en, "level") || strings.Contains(zh, "级")) {
			t.Errorf("%d lessons done: %q", tc.done, en)
		}
		if tc.line != "" && (!strings.Contains(en, tc.line) || !strings.Contains(zh, "最高到第")) {
			t.Errorf("%d lessons done: %q / %q, want %q", tc.done, en, zh, tc.line)
		}
	}
}
