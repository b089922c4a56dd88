package game

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"renju/game/freeboard"
	"renju/game/layout"
	"renju/game/msg"
	"renju/game/progress"
	"renju/lessons"
)

// learning is the curriculum and the learner's progress through it.
type learning struct {
	all        []*lessons.Lesson
	prog       progress.Progress
	totalPages int
	totalTasks int
}

// storeProgress is the localStorage key of the progress.
const storeProgress = "renju.progress"

func newLearning() *learning {
	l := &learning{all: lessons.All()}
	for _, ls := range l.all {
		l.totalPages += len(ls.Pages)
		l.totalTasks += tasks(ls)
	}
	return l
}

// tasks counts the pages of a lesson with a task.
func tasks(l *lessons.Lesson) int {
	n := 0
	for i := range l.Pages {
		if l.Pages[i].Task != nil {
			n++
		}
	}
	return n
}

// lessonIndex returns the position of lesson id in the curriculum.
func (l *learning) lessonIndex(id string) int {
	for i, ls := range l.all {
		if ls.ID == id {
			return i
		}
	}
	return -1
}

// totals returns the pages done and the stars over the whole curriculum.
func (l *learning) totals() (done, stars int) {
	for _, ls := range l.all {
		d, s := l.prog.Counts(ls.ID, len(ls.Pages))
		done += d
		stars += s
	}
	return done, stars
}

// resume returns the lesson and page (from 0) to continue with, and
// whether there is one.
func (l *learning) resume() (*lessons.Lesson, int, bool) {
	i := l.lessonIndex(l.prog.LastLesson)
	if i < 0 {
		return nil, 0, false
	}
	ls := l.all[i]
	return ls, min(l.prog.LastPage, len(ls.Pages)) - 1, true
}

// saveProgress stores the progress. Called with g.mu held.
func (g *Game) saveProgress() { g.save(storeProgress, g.learn.prog.Format()) }

// restored applies what localStorage held: the language and the progress.
// Progress that cannot be read is reset, with a notice. Called with g.mu
// held.
func (g *Game) restored() {
	if v, ok := g.stored[storeLang]; ok {
		if l, ok := msg.ParseLang(v); ok {
			g.lang = l
		}
	}
	if v, ok := g.stored[storeProgress]; ok {
		p, err := progress.Parse(v)
		if err != nil {
			g.learn.prog = progress.Progress{}
			g.toast(msg.NoticeProgressReset)
			g.saveProgress()
			return
		}
		g.learn.prog = p
	}
}

// SetDefaultLang sets the language from the browser's (navigator.language)
// when none was chosen; it is not saved, so it keeps following the
// browser.
func (g *Game) SetDefaultLang(browser string) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if _, chosen := g.stored[storeLang]; chosen {
		return
	}
	if l, ok := msg.ParseLang(browser); ok {
		g.lang = l
	}
}

// --- The toast: a notice over any screen. ---

// toastTicks is how long a toast stays (it goes sooner when tapped).
const toastTicks = 60 * 10

// toast shows a notice over the screen for a while.
func (g *Game) toast(id msg.ID, args ...any) {
	g.notice = freeboard.Notice{ID: id, Args: args}
	g.toastUntil = g.tick + toastTicks
}

// toastText is the notice shown, or "".
func (g *Game) toastText() string {
	if g.notice.ID == "" || g.tick > g.toastUntil {
		return ""
	}
	return msg.F(g.lang, g.notice.ID, g.notice.Args...)
}

// toastRect is where the toast goes (over the top of the screen).
func (c *Ctx) toastRect(s string) (layout.Rect, textBlock) {
	l := c.Lay
	w := math.Min(l.W-2*l.Font, 40*l.Font)
	b := c.block(s, c.r.f.bold, c.r.f.lineH, w-2*l.Font, colNotice)
	h := b.height() + 1.4*l.Font
	return layout.Rect{X: math.Round((l.W - w) / 2), Y: math.Round(l.Font * 0.6), W: w, H: h}, b
}

// drawToast draws the toast, if there is one.
func (c *Ctx) drawToast(dst *ebiten.Image) {
	s := c.g.toastText()
	if s == "" {
		return
	}
	rect, b := c.toastRect(s)
	c.fillCard(dst, rect, rgb(0x3A2E1C))
	b.draw(c, dst, rect.X+c.Lay.Font, rect.Y+0.7*c.Lay.Font)
	_ = text.AlignStart
}

// toastTap reports whether a tap hit the toast (and dismisses it).
func (g *Game) toastTap(c *Ctx, x, y float64) bool {
	s := g.toastText()
	if s == "" {
		return false
	}
	rect, _ := c.toastRect(s)
	if rect.Contains(x, y) {
		g.toastUntil = 0
		return true
	}
	return false
}
