package screens

import (
	"renju/game/features/classroom"
	"renju/game/features/freeboard"
	"renju/game/features/gameviewer"
	"renju/game/services/platform"
	"renju/game/vocab/screenview"
)

// What the frame reaches into a screen for: the page API's entries to the
// free board, the Classroom and the game viewer (the frame's Load, Class*,
// openRecord), a file dropped on the page, another tab's saves, and the
// progress file's buttons. Each takes the screen as the frame keeps it
// and reports false when it is not the one asked for.

// FreeModel is the free board's model, if s is the free board.
func FreeModel(s Screen) (*freeboard.Model, bool) {
	f, ok := s.(*freeScreen)
	if !ok {
		return nil, false
	}
	return f.m, true
}

// ClassModel is the Classroom's model, if s is the Classroom.
func ClassModel(s Screen) (*classroom.Model, bool) {
	c, ok := s.(*classScreen)
	if !ok {
		return nil, false
	}
	return c.m, true
}

// ViewerModel is the game viewer's model, if s is the viewer.
func ViewerModel(s Screen) (*gameviewer.Model, bool) {
	v, ok := viewerGlueOf(s)
	if !ok {
		return nil, false
	}
	return v.m, true
}

// DropFile hands the viewer f, a file dropped on the page, to open at its
// next frame; false if s is not the viewer.
func DropFile(s Screen, f *platform.File) bool {
	v, ok := viewerGlueOf(s)
	if ok {
		v.file = f
	}
	return ok
}

// SetBackup makes the home screen's progress-file buttons use b, if s is
// the home screen.
func SetBackup(s Screen, b Backup) {
	if h, ok := s.(*homeScreen); ok {
		h.port = b
	}
}

// Adopt hands value, saved under key, to the model of s, if s is a panel
// screen that has read its saves (or force: it has now) and its model is
// a screenview.Adopter.
func Adopt(s Screen, key, value string, force bool) {
	p, ok := s.(*panelScreen)
	if !ok || !(p.loaded || force) {
		return
	}
	p.loaded = true
	if a, ok := p.m.(screenview.Adopter); ok {
		a.Adopt(key, value)
	}
}
