package drillplay

import (
	"strings"
	"testing"

	"renju/drills"
	"renju/lessons"
	"renju/msg"
)

// upTo are the IDs of lessons 1 to n.
func upTo(n int) []string {
	var out []string
	for _, e := range lessons.Index()[:n] {
		out = append(out, e.ID)
	}
	return out
}

// The menu's first choice follows the lessons done, until the learner
// chooses; the menu says what the choice asks and which lessons it
// assumes; a level-1 type whose lessons are not done cannot start, and
// once they are the drills asked for are version 2's of those lessons.
func TestMenuFollowsTheLessonsDone(t *testing.T) {
	for _, tc := range []struct {
		done      int
		typ       string
		level     int
		startable bool
		line      string
	}{
		{4, drills.IsForbidden, 1, false, "“Forbidden?”, level 1, asks only what your lessons so far teach: do lesson 5 first, or choose All lessons."},
		{5, drills.IsForbidden, 1, true, "“Forbidden?”, level 1: only what your lessons so far teach, on boards of at most 20 stones."},
		{7, drills.FourThree, 1, true, "“Four-three”, level 1: only what your lessons so far teach, on boards of at most 20 stones."},
		{8, drills.LiveOrFalse, 1, true, ""},
		{13, drills.LiveOrFalse, 2, true, "“Live or false”, level 2, assumes lessons 3, 7, 8 and 13. You have done them all."},
		{16, drills.LiveOrFalse, 3, true, ""},
		{19, drills.Trap, 3, true, ""},
	} {
		m := New(nil, Options{})
		m.Cover(upTo(tc.done))
		if m.Type() != tc.typ || m.Level() != tc.level || m.Startable() != tc.startable {
			t.Errorf("%d lessons done: %s level %d (startable %v), want %s level %d (%v)", tc.done, m.Type(), m.Level(), m.Startable(), tc.typ, tc.level, tc.startable)
		}
		// The line says what the choice asks; why it cannot start is
		// the notice, above the intro (on a phone the intro fills the
		// text area).
		v, zhv := m.View(msg.English), m.View(msg.Chinese)
		line, zh := v.Detail, zhv.Detail
		if !tc.startable {
			line, zh = v.Notice, zhv.Notice
			if v.Detail != "" || zhv.Detail != "" {
				t.Errorf("%d lessons done: the reason is under the intro too: %q", tc.done, v.Detail)
			}
		}
		if tc.line != "" && line != tc.line {
			t.Errorf("%d lessons done: %q, want %q", tc.done, line, tc.line)
		}
		if zh == "" || strings.Contains(zh, "%!") || zh == line {
			t.Errorf("%d lessons done: Chinese %q", tc.done, zh)
		}
		if m.opt.Version != drills.Latest || len(m.opt.Covered) != tc.done || m.all {
			t.Errorf("%d lessons done: drills of version %d covering %v", tc.done, m.opt.Version, m.opt.Covered)
		}
		startOff := false
		for _, row := range m.rows(msg.English) {
			for _, b := range row {
				if b.ID == StartRound.ID() {
					startOff = b.Disabled
				}
			}
		}
		if startOff == tc.startable {
			t.Errorf("%d lessons done: Start disabled %v", tc.done, startOff)
		}
		m.Do(StartRound)
		if started := m.Phase() != Menu; started != tc.startable {
			t.Errorf("%d lessons done: Start started a round: %v", tc.done, started)
		}
	}

	// A learner who has done no lesson (a club player come to drill):
	// All lessons, every type startable; switched off, the menu says
	// which lessons come first and Start waits for them.
	m := New(nil, Options{})
	m.Cover(nil)
	if !m.all || !m.Startable() || len(m.opt.Covered) != 1 || m.opt.Covered[0] != drills.AllLessons {
		t.Errorf("no lesson done: all %v, startable %v, covering %v", m.all, m.Startable(), m.opt.Covered)
	}
	if got := m.View(msg.English).Detail; got != "“Forbidden?”, level 1: what every lesson teaches, on boards of at most 20 stones." {
		t.Errorf("All lessons' line: %q", got)
	}
	m.Do(AllLessons)
	if m.all || m.Startable() || len(m.opt.Covered) != 0 {
		t.Errorf("All lessons off with no lesson done: startable %v, covering %v", m.Startable(), m.opt.Covered)
	}
	m.Do(AllLessons)
	if !m.Startable() {
		t.Error("All lessons on again: not startable")
	}
	five := New(nil, Options{})
	five.Cover(upTo(5))
	if five.all {
		t.Error("a learner with lessons done starts with All lessons on")
	}

	// Chosen, the choice stays when the screen opens again; a level 2's
	// line counts the lessons done.
	m = New(nil, Options{})
	m.Cover(upTo(1))
	m.ChooseType(drills.LiveOrFalse)
	m.Cover(upTo(20))
	if m.Type() != drills.LiveOrFalse || m.Level() != 1 {
		t.Errorf("the learner's choice was overridden: %s level %d", m.Type(), m.Level())
	}
	m.ChooseType(drills.IsForbidden)
	m.ChooseLevel(2)
	m.Cover(upTo(7))
	if got := m.View(msg.English).Detail; got != "“Forbidden?”, level 2, assumes lessons 5, 7 and 13. You have done 2 of them." {
		t.Errorf("level 2's line: %q", got)
	}
	if got := m.View(msg.Chinese).Detail; got != "“是否禁手”第2级：要先学完第5、7、13课。其中你已学完2课。" {
		t.Errorf("level 2's line in Chinese: %q", got)
	}
	if !m.Startable() {
		t.Error("level 2 (version 1's drills) cannot start")
	}
	if strings.Contains(m.View(msg.English).Prompt, "recursion") || strings.Contains(m.View(msg.Chinese).Prompt, "递归") {
		t.Errorf("the menu speaks of recursion: %q", m.View(msg.English).Prompt)
	}
	// Before Cover (a homework's set, a test's seed): version 1, every
	// level startable.
	if n := New(nil, Options{}); !n.Startable() || n.opt.Version != 0 {
		t.Errorf("before Cover: startable %v, version %d", n.Startable(), n.opt.Version)
	}
}

// A homework's set asks the drills of its link's generator version; a
// version 2 set covers every lesson (the same drills for every student).
func TestSetOfAGeneratorVersion(t *testing.T) {
	plan := []string{drills.IsForbidden}
	m := NewSet(nil, 7, drills.Version2, plan, 1, len(plan), 0)
	if m.opt.Version != 2 || len(m.opt.Covered) != 1 || m.opt.Covered[0] != drills.AllLessons {
		t.Errorf("a version 2 set: version %d covering %v", m.opt.Version, m.opt.Covered)
	}
	m = NewSet(nil, 7, 0, plan, 1, len(plan), 0)
	if m.opt.Version != 0 || m.opt.Covered != nil {
		t.Errorf("a version 1 set: version %d covering %v", m.opt.Version, m.opt.Covered)
	}
	m.Cover([]string{"fours"})
	if m.opt.Version != 0 {
		t.Error("Cover changed a homework set's generator")
	}
}
