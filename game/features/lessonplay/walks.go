package lessonplay

import (
	"renju/glossary"
	"renju/lessons"
	"renju/rules"
	"renju/tutor"
)

// WalkOptions are how a walk of pt on this page is told: it answers the
// page's question (lessons.WalkFrame: five, four, three or forbidden),
// with only the terms taught by this lesson and those before it, and its
// sentences name the page's lettered points by their letters (A, B …),
// as the page's text does; other points by their coordinates.
func (p *Page) WalkOptions(pt rules.Point) []tutor.Option {
	return []tutor.Option{
		tutor.WithNames(letterNames(p.Page())),
		tutor.WithFrame(tutor.Frame(lessons.WalkFrame(p.lesson, p.Page(), pt))),
		tutor.WithStage(glossary.Stage(p.lesson.ID)),
	}
}

// letterNames names a page's points marked with a letter; "" keeps the
// coordinate (for unmarked points, and for the marks '*', '^', '#', which
// no sentence can call a point by).
func letterNames(pg *lessons.Page) func(rules.Point) string {
	return func(q rules.Point) string {
		if m, ok := pg.Marks[q]; ok && m >= 'A' && m <= 'Z' {
			return string(m)
		}
		return ""
	}
}

// WalkLine is the line the walk of pt answers on the page's board: a
// live-or-false task's line when pt is the point it asks about (the walk
// is then the line walk, which looks at that line whatever else pt
// makes).
func (p *Page) WalkLine(pt rules.Point) (string, bool) {
	t := p.Task()
	if t == nil || t.Type != lessons.TaskLiveOrFalse || t.Point != pt {
		return "", false
	}
	return t.Dir, true
}

// explain is the walk of pt on the page's board, as the screen opens it.
func (p *Page) explain(pt rules.Point) (*tutor.Walk, error) {
	b := p.Page().Board
	if dir, ok := p.WalkLine(pt); ok {
		if w, err := tutor.ExplainLine(&b, pt, dir, p.WalkOptions(pt)...); err == nil {
			return w, nil
		}
	}
	return tutor.Explain(&b, pt, rules.Black, p.WalkOptions(pt)...)
}
