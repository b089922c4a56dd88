//go:build js

// Small windows and phones, in headless Chromium (make wasm-test). This
// file sorts before game_test.go, whose last test runs the game loop.

package game

import (
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/game/frame/screens"
	"renju/game/kit"
	"renju/lessons"
	"renju/msg"
	"renju/rules"
)

// windows are the sizes a learner reads a lesson at: phones upright,
// a small tablet or netbook, a small laptop window, the desktop (CSS
// pixels, and the device pixels per CSS pixel).
var windows = []struct {
	w, h, scale float64
}{
	{390, 844, 3}, {360, 640, 2}, {360, 640, 3}, {375, 667, 2}, {412, 915, 2.625}, {768, 1024, 2},
	{1024, 600, 1}, {800, 600, 1}, {1280, 800, 1}, {844, 390, 3},
}

// sized is a game in a window of w×h CSS pixels at scale, in lang.
func sized(t *testing.T, w, h, scale float64, lang msg.Lang) *harness {
	h2 := &harness{t: t, g: New(), saves: map[string]string{}}
	h2.g.UsePageEvents()
	h2.g.setLayout(w*scale, h*scale, scale)
	h2.g.setLang(lang)
	clock := time.Unix(0, 0)
	h2.g.now = func() time.Time { clock = clock.Add(time.Second / 60); return clock }
	h2.update()
	return h2
}

// Every page of every lesson, in both languages, keeps at least five
// lines of its text in view on phones and small windows: before an
// answer, and after one (Show answer brings Try again and Why?), and with
// the longest of its buttons' rows.
func TestLessonTextFitsSmallWindows(t *testing.T) {
	const want = 5
	for _, win := range windows {
		for _, lang := range []msg.Lang{msg.English, msg.Chinese} {
			name := fmt.Sprintf("%gx%g@%g-%s", win.w, win.h, win.scale, lang)
			t.Run(name, func(t *testing.T) {
				h := sized(t, win.w, win.h, win.scale, lang)
				worst, where := 1e9, ""
				check := func(what string) {
					require.NotNil(t, screens.LessonFlow(h.g.cur), what)
					lines := screens.LessonTextArea(h.g.cur).H / h.g.kit.F.LineH
					if lines < worst {
						worst, where = lines, what
					}
				}
				for _, l := range lessons.All() {
					for i, pg := range l.Pages {
						at := "#lesson=" + l.ID + "/" + strconv.Itoa(i+1)
						require.NoError(t, h.g.OpenHash(at))
						h.update()
						check(at)
						if pg.Task == nil {
							continue
						}
						// An answer: the first choice, or a tap on the
						// board (right or wrong, it brings its buttons).
						answered := false
						for _, id := range h.g.ButtonIDs() {
							if strings.HasPrefix(id, "choice.") {
								h.press(id)
								answered = true
								break
							}
						}
						if !answered {
							for i := 0; i < rules.Size*rules.Size && !answered; i++ {
								q := rules.Pt(i%rules.Size, i/rules.Size)
								if pg.Board.At(q) == rules.Empty {
									x, y, _, _ := h.g.PointOnScreen(q)
									h.click(x, y)
									answered = true
								}
							}
						}
						check(at + " answered")
						if _, _, _, _, ok := h.g.ButtonOnScreen("task.answer"); ok {
							h.press("task.answer")
							check(at + " shown")
						}
					}
				}
				t.Logf("%s: at least %.1f lines of text (%s)", name, worst, where)
				assert.GreaterOrEqual(t, worst, float64(want), "%s: %s", name, where)
			})
		}
	}
}

// The home screen's Continue names the lesson and the page in full, the
// lesson with the longest title at its last page: in smaller type or on
// two lines if need be, never cut.
func TestContinueShowsLessonAndPage(t *testing.T) {
	longest := map[msg.Lang]*lessons.Lesson{}
	for _, l := range lessons.All() {
		for _, lang := range []msg.Lang{msg.English, msg.Chinese} {
			if o := longest[lang]; o == nil || len([]rune(l.Title.Get(string(lang)))) > len([]rune(o.Title.Get(string(lang)))) {
				longest[lang] = l
			}
		}
	}
	for _, win := range windows {
		for _, lang := range []msg.Lang{msg.English, msg.Chinese} {
			l := longest[lang]
			name := fmt.Sprintf("%gx%g@%g-%s", win.w, win.h, win.scale, lang)
			h := sized(t, win.w, win.h, win.scale, lang)
			page := len(l.Pages)
			require.NoError(t, h.g.OpenHash("#lesson="+l.ID+"/"+strconv.Itoa(page)))
			h.update()
			require.NoError(t, h.g.GoToHash(""))
			h.update()
			var cont kit.Button
			for _, b := range h.g.buttons {
				if b.ID == screens.BtnContinue {
					cont = b
				}
			}
			require.Equal(t, screens.BtnContinue, cont.ID, name)
			title := l.Title.Get(string(lang))
			assert.Contains(t, cont.Label, title, "%s: the lesson", name)
			assert.Contains(t, cont.Label, strconv.Itoa(page), "%s: the page", name)
			assert.False(t, strings.Contains(cont.Label, "…"), "%s: %q", name, cont.Label)
			assert.False(t, h.g.kit.LabelCut(cont), "%s: %q does not fit its button %v", name, cont.Label, cont.Rect)
		}
	}
}
