package lessons

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseNeeds(t *testing.T) {
	l, err := Parse("x.lesson", []byte(header+"needs    three, broken-three\n\npage\ntext T. | 文。\n"))
	require.NoError(t, err)
	assert.Equal(t, []string{"three", "broken-three"}, l.Needs)
}

// Every need of the curriculum is taught by an earlier lesson.
func TestNeedsAreTaughtEarlier(t *testing.T) {
	ls := curriculum(t)
	for _, p := range CheckNeeds(ls) {
		t.Error(p)
	}
	n := 0
	for _, l := range ls {
		if len(l.Needs) > 0 {
			n++
		}
	}
	assert.Equal(t, len(ls)-1, n, "every lesson but the first declares what it needs")
}

func TestCheckNeedsFindsLaterAndMissingTopics(t *testing.T) {
	a := &Lesson{ID: "a", File: "a.lesson", Order: 10, Topics: []string{"three"}}
	b := &Lesson{ID: "b", File: "b.lesson", Order: 20, Topics: []string{"double-three"}, Needs: []string{"three", "overline"}}
	c := &Lesson{ID: "c", File: "c.lesson", Order: 30, Topics: []string{"overline"}, Needs: []string{"overline"}}
	probs := CheckNeeds([]*Lesson{c, a, b})
	require.Len(t, probs, 2)
	assert.Equal(t, "c.lesson: lesson c: needs overline, which it teaches itself (a need is a topic of an earlier lesson)", probs[0].String())
	assert.Equal(t, "b.lesson: lesson b: needs overline, which no earlier lesson teaches (c, order 30, teaches it later)", probs[1].String())
	assert.Empty(t, CheckNeeds([]*Lesson{a, b, {ID: "z", Order: 15, Topics: []string{"overline"}}}))
}

// Reach follows the needs through the lessons that teach them.
func TestReach(t *testing.T) {
	ls := curriculum(t)
	l, ok := ByID("false-three-blocked")
	require.True(t, ok)
	r := Reach(ls, l)
	for _, want := range []string{"false-three-white", "false-three-edge", "double-three", "three", "broken-three", "four", "straight-four", "five", "board"} {
		assert.True(t, r[want], "false-three-blocked reaches %s", want)
	}
	for _, not := range []string{"false-three-own", "double-four", "combined", "overline"} {
		assert.False(t, r[not], "false-three-blocked does not reach %s", not)
	}
	three, _ := ByID("three")
	assert.Equal(t, []string{"board", "five", "four", "straight-four", "three"}, TaughtBy(ls, three))
}
