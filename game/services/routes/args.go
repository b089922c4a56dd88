package routes

import (
	"strconv"
	"strings"

	"renju/drills"
	"renju/game/vocab/pageapi"
	"renju/msg"
)

// The arguments of the short routes, read as plain Go so that the route
// fuzz test reads them exactly as the screens do (lessonplay.Flow's
// LessonPage, drillplay's Drills.Route; Foul Storm's is
// storm.ParseRoute). Every error quotes the value with msg.Excerpt.

// Lesson reads "#lesson=<id>/<page>" against the curriculum: pages is the
// number of pages of a lesson ID (ok false for no such lesson). The page
// is checked by LessonPage, as the lesson flow checks it.
func Lesson(arg string, pages func(id string) (int, bool), link bool) (id string, page int, err error) {
	id, page, err = pageapi.ParseLessonArg(arg)
	if err != nil {
		return "", 0, err
	}
	page, err = LessonPage(id, page, pages, link)
	if err != nil {
		return "", 0, err
	}
	return id, page, nil
}

// LessonPage checks page (from 1) of the lesson with the given ID: no such
// lesson is an error; a page past the lesson's last is an error for a link
// (link true) and the last page otherwise (a screen's own Open). The
// lesson flow (lessonplay.Flow.Open) checks its pages with it.
func LessonPage(id string, page int, pages func(id string) (int, bool), link bool) (int, error) {
	n, ok := pages(id)
	if !ok {
		return 0, msg.Errorf(msg.LinkNoLesson, msg.Excerpt(id))
	}
	if page > n {
		if link {
			return 0, msg.Errorf(msg.LinkLessonPages, id, n, page)
		}
		page = n
	}
	return page, nil
}

// Drill reads "#drills=<type>[.<level>]": the type, and the level (0 when
// the link names none).
func Drill(arg string) (typ string, level int, err error) {
	typ, lv, hasLevel := strings.Cut(arg, ".")
	known := false
	for _, t := range drills.Types {
		known = known || t == typ
	}
	if !known {
		return "", 0, msg.Errorf(msg.LinkNoDrill, msg.Excerpt(typ), strings.Join(drills.Types, ", "))
	}
	if hasLevel {
		n, err := strconv.Atoi(lv)
		if err != nil || n < 1 || n > drills.MaxLevel {
			return "", 0, msg.Errorf(msg.LinkDrillLevel, msg.Excerpt(lv), drills.MaxLevel)
		}
		level = n
	}
	return typ, level, nil
}
