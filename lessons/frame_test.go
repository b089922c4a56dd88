package lessons

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/rules"
)

func TestWalkLineNamesItsFrame(t *testing.T) {
	l, err := Parse("f.lesson", []byte(header+"\npage\ntext a | 一\nboard B:h8,h9\nmarks A=h10 B=i10\nwalk A B four\nwalk h7\n"))
	require.NoError(t, err)
	pg := &l.Pages[0]
	assert.Equal(t, []rules.Point{rules.MustPoint("h10"), rules.MustPoint("i10"), rules.MustPoint("h7")}, pg.Walks)
	assert.Equal(t, map[rules.Point]string{rules.MustPoint("h10"): FrameFour, rules.MustPoint("i10"): FrameFour}, pg.WalkFrames)
	// h7 and any other point of the page: the frame a walk line names.
	assert.Equal(t, FrameFour, WalkFrame(l, pg, rules.MustPoint("h7")))

	_, err = Parse("f.lesson", []byte(header+"\npage\ntext a | 一\nboard B:h8\nwalk four\n"))
	if assert.Error(t, err) {
		assert.Contains(t, err.Error(), "walk: name a point")
	}
}

// The curriculum's own frames: lessons 1–4 never ask whether a point is
// forbidden; a task's question wins over the lesson's.
func TestCurriculumFrames(t *testing.T) {
	want := map[string]string{"board-and-five": FrameFive, "fours": FrameFour, "three": FrameThree,
		"broken-three": FrameThree, "double-three": FrameForbidden, "openings": FrameForbidden}
	for id, f := range want {
		l, ok := ByID(id)
		require.True(t, ok, id)
		assert.Equal(t, f, LessonFrame(l), id)
	}
	l, _ := ByID("fours")
	for i := range l.Pages {
		pg := &l.Pages[i]
		for _, pt := range pg.Walks {
			assert.NotEqual(t, FrameForbidden, WalkFrame(l, pg, pt), "fours page %d", i+1)
		}
		if pg.Task != nil && pg.Task.Type == TaskClickFive {
			assert.Equal(t, FrameFive, WalkFrame(l, pg, rules.MustPoint("a1")), "fours page %d: a click-five task asks for a five", i+1)
		}
	}
	l, _ = ByID("three")
	assert.Equal(t, FrameFour, WalkFrame(l, &l.Pages[0], l.Pages[0].Walks[0]), "lesson 3 page 1 walks the straight four A makes")
	for i := range l.Pages {
		if t2 := l.Pages[i].Task; t2 != nil && t2.Type == TaskLiveOrFalse {
			assert.Equal(t, FrameThree, WalkFrame(l, &l.Pages[i], t2.Point))
		}
	}
}
