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
// chooses; the menu says which lessons the choice assumes and how many
// of them are done.
func TestMenuFollowsTheLessonsDone(t *testing.T) {
	for _, tc := range []struct {
		done  int
		typ   string
		level int
		line  string
	}{
		{0, drills.IsForbidden, 1, "Forbidden?, level 1, assumes lessons 1 to 11 (to “The overline”). You have done none of them yet."},
		{5, drills.IsForbidden, 1, "Forbidden?, level 1, assumes lessons 1 to 11 (to “The overline”). You have done 5 of them."},
		{7, drills.FourThree, 1, "Four-three, level 1, assumes lessons 1 to 7 (to “Four-three, and combined forbidden moves”). You have done them all."},
		{11, drills.IsForbidden, 1, ""},
		{13, drills.IsForbidden, 2, ""},
		{16, drills.IsForbidden, 3, ""},
		{20, drills.Trap, 3, ""},
	} {
		m := New(nil, Options{})
		m.Cover(upTo(tc.done))
		if m.Type() != tc.typ || m.Level() != tc.level {
			t.Errorf("%d lessons done: %s level %d, want %s level %d", tc.done, m.Type(), m.Level(), tc.typ, tc.level)
		}
		v := m.View(msg.English)
		if tc.line != "" && v.Detail != tc.line {
			t.Errorf("%d lessons done: %q, want %q", tc.done, v.Detail, tc.line)
		}
		if zh := m.View(msg.Chinese).Detail; zh == "" || strings.Contains(zh, "%!") || zh == v.Detail {
			t.Errorf("%d lessons done: Chinese %q", tc.done, zh)
		}
	}

	// Chosen, the choice stays when the screen opens again.
	m := New(nil, Options{})
	m.Cover(nil)
	m.ChooseType(drills.LiveOrFalse)
	m.Cover(upTo(20))
	if m.Type() != drills.LiveOrFalse || m.Level() != 1 {
		t.Errorf("the learner's choice was overridden: %s level %d", m.Type(), m.Level())
	}
	if !strings.Contains(m.View(msg.English).Detail, "Live or false, level 1, assumes lessons 1 to 9") || !strings.HasSuffix(m.View(msg.English).Detail, "You have done them all.") {
		t.Errorf("menu line %q", m.View(msg.English).Detail)
	}
	if strings.Contains(m.View(msg.English).Prompt, "recursion") || strings.Contains(m.View(msg.Chinese).Prompt, "递归") {
		t.Errorf("the menu speaks of recursion: %q", m.View(msg.English).Prompt)
	}
}
