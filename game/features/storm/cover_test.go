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

// A run rises only as far as the lessons done cover (drills.Assumes of
// is-forbidden): none before lesson 5 (the menu says to do it first, and
// Start does nothing), level 1 from it, level 2 with lessons 5, 7 and 13,
// level 3 with 16 too; the menu says where the next level opens. Before
// Cover, every level.
func TestRunsRiseAsFarAsTheLessonsDone(t *testing.T) {
	m := New(nil, nil, 1)
	if got := m.stageAt(100).Level; got != 3 {
		t.Fatalf("before Cover: level %d at the hardest stage, want 3", got)
	}
	for _, tc := range []struct {
		done, top int
		line      string
	}{
		{4, 0, "The questions ask only what your lessons so far teach: do lesson 5 first, or choose All lessons."},
		{12, 1, "Your lessons so far take the questions up to level 1; lessons 5, 7 and 13 open the next level."},
		{13, 2, "Your lessons so far take the questions up to level 2; lessons 5, 7, 13 and 16 open the next level."},
		{16, 3, ""},
	} {
		m := New(nil, nil, 1)
		m.Cover(lessonsUpTo(tc.done))
		for n := 0; n < 40; n++ {
			if want := max(1, min(StageAt(n).Level, tc.top)); m.stageAt(n).Level != want {
				t.Fatalf("%d lessons done, answer %d: level %d, want %d", tc.done, n, m.stageAt(n).Level, want)
			}
		}
		if got := m.top(); got != tc.top {
			t.Errorf("%d lessons done: the runs reach level %d, want %d", tc.done, got, tc.top)
		}
		if m.Startable() != (tc.top > 0) {
			t.Errorf("%d lessons done: startable %v", tc.done, m.Startable())
		}
		m.Start()
		if started := m.Phase() != Menu; started != (tc.top > 0) {
			t.Errorf("%d lessons done: a run started: %v", tc.done, started)
		}
		m.ToMenu()
		en := strings.Join(m.View(msg.English).Lines, "\n")
		zh := strings.Join(m.View(msg.Chinese).Lines, "\n")
		if tc.line == "" && (strings.Contains(en, "level") || strings.Contains(zh, "级")) {
			t.Errorf("%d lessons done: %q", tc.done, en)
		}
		if tc.line != "" && (!strings.Contains(en, tc.line) || !strings.Contains(zh, "请先学完") && !strings.Contains(zh, "最高到第")) {
			t.Errorf("%d lessons done: %q / %q, want %q", tc.done, en, zh, tc.line)
		}
	}
}

// A learner who has done no lesson (a club player come to race) starts
// with All lessons: every level, every lesson's ideas; switched off, the
// run waits for lesson 5.
func TestAllLessons(t *testing.T) {
	m := New(nil, nil, 1)
	m.Cover(nil)
	if !m.all || m.top() != 3 || !m.Startable() {
		t.Fatalf("no lesson done: all %v, top %d", m.all, m.top())
	}
	m.Do(AllLessons)
	if m.all || m.Startable() {
		t.Errorf("All lessons off: startable %v", m.Startable())
	}
	m.Do(AllLessons)
	if !m.Startable() {
		t.Error("All lessons on again: not startable")
	}
	n := New(nil, nil, 1)
	n.Cover(lessonsUpTo(5))
	if n.all || n.top() != 1 {
		t.Errorf("lessons 1 to 5 done: all %v, top %d", n.all, n.top())
	}
}
