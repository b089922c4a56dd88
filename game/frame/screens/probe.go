package screens

import (
	"renju/boardview"
	"renju/game/features/lessonplay"
	"renju/game/kit"
	"renju/game/vocab/layout"
	"renju/game/vocab/screenview"
	"renju/lessons"
	"renju/rules"
)

// What the frame's tests and benchmarks look at and do inside a screen
// (their harness runs the whole frame, in package game): the lesson
// page's flow, text area, board and pages, the lesson menu's cards, the
// free board's legend, the walk open on a screen, a panel screen's model.
// Each gives the zero value when s is not the screen it names.

// LessonFlow is the lesson page's flow, if s is the lesson page.
func LessonFlow(s Screen) *lessonplay.Flow {
	if l, ok := s.(*lessonScreen); ok {
		return l.f
	}
	return nil
}

// LessonTextArea is the rectangle the lesson page's text was laid out in.
func LessonTextArea(s Screen) layout.Rect {
	if l, ok := s.(*lessonScreen); ok {
		return l.textR
	}
	return layout.Rect{}
}

// LessonPicture is the board the lesson page draws.
func LessonPicture(s Screen) boardview.Board {
	if l, ok := s.(*lessonScreen); ok {
		return l.picture()
	}
	return boardview.Board{}
}

// LessonOpenWalk opens the lesson page's walk at pt, as its button would.
func LessonOpenWalk(s Screen, pt rules.Point) {
	if l, ok := s.(*lessonScreen); ok {
		l.openWalk(pt)
	}
}

// LessonGoPage turns the lesson page to page i of l.
func LessonGoPage(s Screen, l *lessons.Lesson, i int) {
	if ls, ok := s.(*lessonScreen); ok {
		ls.goPage(l, i)
	}
}

// LessonTurned tells the lesson page that its flow turned (a practice
// item shown by hand).
func LessonTurned(s Screen) {
	if l, ok := s.(*lessonScreen); ok {
		l.turned()
	}
}

// LessonCards are the lesson menu's cards as laid out (unscrolled).
func LessonCards(s Screen) []layout.Rect {
	l, ok := s.(*lessonsScreen)
	if !ok {
		return nil
	}
	r := make([]layout.Rect, len(l.cards))
	for i, c := range l.cards {
		r[i] = c.rect
	}
	return r
}

// LessonsScroll is how far the lesson menu is scrolled down.
func LessonsScroll(s Screen) float64 {
	if l, ok := s.(*lessonsScreen); ok {
		return l.scroll
	}
	return 0
}

// FreeLegend is the free board's legend as laid out: its title, then one
// rectangle per kind.
func FreeLegend(s Screen) []layout.Rect {
	if f, ok := s.(*freeScreen); ok {
		return f.pl.Legend
	}
	return nil
}

// OpenWalk is the walk open on s (the lesson page's, the Classroom's, the
// free board's, a panel screen's: any screen with a shownWalk method);
// nil for none.
func OpenWalk(s Screen) *kit.Walk {
	if w, ok := s.(interface{ shownWalk() *kit.Walk }); ok {
		return w.shownWalk()
	}
	return nil
}

// Model is a panel screen's model.
func Model(s Screen) screenview.PanelModel {
	if p, ok := s.(*panelScreen); ok {
		return p.m
	}
	return nil
}

// HomeTiles are the home menu's tiles as laid out and how many lines of
// description each shows (nil for another screen).
func HomeTiles(s Screen) (rects []layout.Rect, lines []int) {
	h, ok := s.(*homeScreen)
	if !ok {
		return nil, nil
	}
	for _, t := range h.tiles {
		rects = append(rects, t.rect)
		lines = append(lines, t.lines)
	}
	return rects, lines
}
