//go:build !js

package game

import (
	"renju/game/classroom"
	"renju/game/msg"
)

// perform carries out a Classroom request outside a browser (tests): the
// share link is the hash alone, the export is shown in the panel, and the
// browser-only requests do nothing.
func (s *classScreen) perform(c *Ctx, r classroom.Request) {
	m := s.m
	switch r {
	case classroom.ReqShare:
		m.SetLink(m.Hash())
		m.Say(msg.ClassShared, m.Hash())
	case classroom.ReqExport:
		t, f := m.ExportText(classroom.FormatMoves)
		s.exported = t
		m.Say(msg.ClassExported, f.String(), t)
	}
}

// drillYield is nil outside the browser: generation runs on its own
// thread there.
func drillYield() func() { return nil }
