//go:build js

// Defects of the frame a newcomer's trial found (issue 26), driven through
// page events as flow_test.go's are. The file sorts before game_test.go,
// whose last test runs the game loop.

package game

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/game/frame/screens"
	"renju/game/vocab/input"
	"renju/lessons"
	"renju/msg"
	"renju/position"
)

// toComplete works lesson double-three from its last page to the
// lesson-complete moment, the practice skipped.
func (h *harness) toComplete() {
	h.t.Helper()
	l := h.g.learn.All()[h.g.learn.Index("double-three")]
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
	require.NotNil(t, screens.LessonFlow(h.g.cur))
	pic := screens.LessonPicture(h.g.cur)
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

	// A page turned drops the focus too, though the next page has a Next
	// of its own (issue 36: Enter after a turn pressed what the learner
	// had not seen focused); Tab starts again at the page's task or Next.
	h.key(input.KeyTab)
	start := h.g.kb.ring.ID()
	assert.True(t, start == "page.next" || strings.HasPrefix(start, "choice."), "Tab starts at the task or Next, not %q", start)
	for i := 0; i < 30 && h.g.kb.ring.ID() != "page.next"; i++ {
		h.key(input.KeyTab)
	}
	require.Equal(t, "page.next", h.g.kb.ring.ID())
	h.key(input.KeyEnter)
	assert.Equal(t, 2, h.state().Page)
	assert.Equal(t, "", h.state().Focus, "dropped on the page turn")
	h.key(input.KeyEnter)
	assert.Equal(t, 2, h.state().Page, "Enter presses nothing then")
}

// Every step of every lesson walk, opened in the Classroom at 1280×800
// and on a phone, in the presenter's large type and the standard one, in
// both languages and with the key hints on, can be read whole: no
// narration cut at its foot (a body too long even in small type scrolls),
// no key hint line wider than the panel (issue 26: the English presenter
// walk cut its last line at 1280×800; 99 of 239 steps were cut, and 140
// of their key hints).
func TestPresenterWalksFit(t *testing.T) {
	for _, win := range []struct{ w, h, scale float64 }{{1280, 800, 1}, {390, 844, 3}} {
		for _, presenter := range []bool{true, false} {
			for _, lang := range []msg.Lang{msg.English, msg.Chinese} {
				name := fmt.Sprintf("%gx%g@%g-%s-presenter:%v", win.w, win.h, win.scale, lang, presenter)
				t.Run(name, func(t *testing.T) {
					h := sized(t, win.w, win.h, win.scale, lang)
					require.NoError(t, h.g.OpenHash("#class"))
					h.update()
					h.g.kb.used = true // a key used: the key hints show
					m, ok := screens.ClassModel(h.g.cur)
					require.True(t, ok)
					if m.Options().Presenter != presenter {
						m.TogglePresenter()
					}
					cut, walks, steps, scrolled := map[string]int{}, 0, 0, 0
					var first []string
					for _, l := range lessons.All() {
						for i, pg := range l.Pages {
							for _, p := range pg.Walks {
								m.SetPosition(position.Position{Board: pg.Board})
								m.Select(p)
								h.update()
								w := screens.OpenWalk(h.g.cur)
								if w == nil {
									continue
								}
								walks++
								for st := 0; st < w.P.Len(); st++ {
									w.P.Go(st)
									h.update()
									steps++
									if w.Scrolls() > 0 {
										scrolled++
									}
									if what := w.Cut(h.g.kit); what != "" {
										cut[what]++
										if len(first) < 5 {
											first = append(first, fmt.Sprintf("%s/%d %s step %d: %s", l.ID, i+1, p, st+1, what))
										}
									}
								}
								m.Select(p) // unselected: the walk closes
							}
						}
					}
					t.Logf("%s: %d walks, %d steps; %d scroll; cut: %v", name, walks, steps, scrolled, cut)
					require.Positive(t, walks)
					assert.Empty(t, cut, "%s: %v", name, first)
				})
			}
		}
	}
}
