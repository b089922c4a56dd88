//go:build js

// Defects of the frame a newcomer's trial found (issue 26), driven through
// page events as flow_test.go's are. The file sorts before game_test.go,
// whose last test runs the game loop.

package game

import (
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/game/input"
)

// toComplete works lesson double-three from its last page to the
// lesson-complete moment, the practice skipped.
func (h *harness) toComplete() {
	h.t.Helper()
	l := h.g.learn.All[h.g.learn.Index("double-three")]
	require.NoError(h.t, h.g.OpenHash(fmt.Sprintf("#lesson=double-three/%d", len(l.Pages))))
	h.update()
	h.press("page.next")
	for i := 0; i < 600 && h.state().Stage != "practice"; i++ {
		h.update() // the set is made in the background
		time.Sleep(10 * time.Millisecond)
	}
	require.Equal(h.t, "practice", h.state().Stage)
	h.press("practice.skip")
	require.Equal(h.t, "complete", h.state().Stage)
}

// The lesson-complete moment shows no practice board as if its task were
// still open: the board is empty, and no point is asked.
func TestLessonCompleteShowsNoStaleBoard(t *testing.T) {
	h := newHarness(t)
	h.toComplete()
	st := h.state()
	assert.Equal(t, "", st.Position, "no practice item's stones on the lesson-complete moment")
	assert.Equal(t, "", st.Ask)
	ls, ok := h.g.cur.(*lessonScreen)
	require.True(t, ok)
	pic := ls.picture()
	assert.Equal(t, 0, pic.Stones.Count(1)+pic.Stones.Count(2), "the board drawn is empty")
	assert.Empty(t, pic.Notes)
}

// Enter on a focused Next lesson opens the next lesson without the focus:
// the next page does not start with a button of the last screen focused
// (nor does the next lesson-complete moment find it focused again).
func TestFocusDoesNotCarryIntoTheNextLesson(t *testing.T) {
	h := newHarness(t)
	h.toComplete()
	for i := 0; i < 20 && h.g.kb.ring.ID() != "complete.next"; i++ {
		h.key(input.KeyTab)
	}
	require.Equal(t, "complete.next", h.g.kb.ring.ID())
	h.key(input.KeyEnter)
	st := h.state()
	require.Equal(t, "page", st.Stage)
	require.NotEqual(t, "double-three", st.Lesson, "on to the next lesson")
	assert.Equal(t, "", st.Focus, "the next lesson starts without the last screen's focus")
	assert.Equal(t, "", h.g.kb.ring.ID())

	// A button that is on the next screen too keeps the focus: Enter on
	// a focused Next page turns page after page.
	for i := 0; i < 30 && h.g.kb.ring.ID() != "page.next"; i++ {
		h.key(input.KeyTab)
	}
	require.Equal(t, "page.next", h.g.kb.ring.ID())
	h.key(input.KeyEnter)
	assert.Equal(t, 2, h.state().Page)
	assert.Equal(t, "page.next", h.state().Focus)
}
