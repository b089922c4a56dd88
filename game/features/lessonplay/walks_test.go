package lessonplay

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/game/services/progress"
	"renju/lessons"
	"renju/rules"
	"renju/tutor"
)

// Every live-or-false task of the lessons gets the walk of the line it
// asks about: its first step highlights that line, every step at its own
// level looks at it, and its answer is the judge's. (The point's own walk
// never looked at the asked line in 10 of the 14 tasks: the point may be
// forbidden by a double-four, or legal with at most one three.) A
// practice item's page is built the same way, so it gets the same walk.
func TestLiveOrFalseTasksWalkTheirLine(t *testing.T) {
	tasks, blind := 0, 0
	for _, l := range lessons.All() {
		for i := range l.Pages {
			tk := l.Pages[i].Task
			if tk == nil || tk.Type != lessons.TaskLiveOrFalse {
				continue
			}
			tasks++
			where := fmt.Sprintf("%s page %d", l.ID, i+1)
			p := New(l, i, &progress.Progress{})
			dir, ok := p.WalkLine(tk.Point)
			require.True(t, ok, where)
			assert.Equal(t, tk.Dir, dir, where)
			w, err := p.explain(tk.Point)
			require.NoError(t, err, where)
			assert.Equal(t, tk.Dir, w.Line, where)
			assert.Equal(t, tk.Dir, w.Steps[0].Line, "%s: the first step highlights the asked line", where)
			for k, s := range w.Steps {
				if s.Depth == 0 {
					assert.Equal(t, tk.Dir, s.Line, "%s step %d", where, k)
				}
			}
			b := p.Page().Board
			if pw, err := tutor.Explain(&b, tk.Point, rules.Black); err == nil && !looksAt(pw, tk.Dir) {
				blind++
			}
			sol := p.Solution()
			assert.Equal(t, sol.Choice == "live", w.Three == "live", "%s: the walk answers as the judge", where)
			// The page names its point by its letter, as its text does.
			label := p.Page().Label(tk.Point)
			assert.True(t, strings.HasPrefix(w.Steps[0].Say.EN, "Black plays "+label+"."), "%s: %s", where, w.Steps[0].Say.EN)
			assert.Contains(t, w.Summary.EN, "After Black's "+label+",", where)
			// Why? shows that walk, and the feedback its summary.
			pt, ok := p.WalkPoint()
			if ok {
				assert.Equal(t, tk.Point, pt, where)
			}
		}
	}
	assert.GreaterOrEqual(t, tasks, 14, "the lessons' live-or-false tasks")
	t.Logf("%d live-or-false tasks; the point's own walk never looks at the asked line in %d", tasks, blind)
}

// looksAt reports whether a walk has a step on line dir at its own level.
func looksAt(w *tutor.Walk, dir string) bool {
	for _, s := range w.Steps {
		if s.Depth == 0 && s.Line == dir {
			return true
		}
	}
	return false
}

// A page's walks name its lettered points by their letters; a point of
// another page's task is walked as a point.
func TestPageWalkNames(t *testing.T) {
	for _, l := range lessons.All() {
		for i := range l.Pages {
			pg := &l.Pages[i]
			for _, pt := range pg.Walks {
				if m, ok := pg.Marks[pt]; !ok || m < 'A' || m > 'Z' {
					continue
				}
				p := New(l, i, &progress.Progress{})
				w, err := p.explain(pt)
				require.NoError(t, err)
				label := string(pg.Marks[pt])
				assert.Regexp(t, `(^|[^A-Za-z])`+label+`([^A-Za-z0-9]|$)`, w.Steps[0].Say.EN, "%s: the walk's question names %s", l.ID, label)
				if f := lessons.WalkFrame(l, pg, pt); f == lessons.FrameForbidden {
					assert.True(t, strings.HasPrefix(w.Steps[0].Say.EN, "Is a black stone at "+label+" forbidden?"), "%s: %s", l.ID, w.Steps[0].Say.EN)
				} else {
					assert.NotContains(t, w.Steps[0].Say.EN, "forbidden", "%s: a walk of the %s frame", l.ID, f)
				}
				assert.Equal(t, label, w.Name(pt.String()))
				assert.NotRegexp(t, `(^|[^A-Z0-9])`+pt.Upper()+`([^0-9]|$)`, w.Steps[0].Say.EN, "%s: %s is called %s", l.ID, pt.Upper(), label)
				_, line := p.WalkLine(pt)
				assert.False(t, line && (pg.Task == nil || pg.Task.Point != pt))
			}
		}
	}
	// Not a live-or-false task: no line.
	p := pageWith(t, lessons.TaskIsForbidden)
	_, ok := p.WalkLine(p.Task().Point)
	assert.False(t, ok)
	w, err := p.explain(p.Task().Point)
	require.NoError(t, err)
	assert.Empty(t, w.Line)
}
