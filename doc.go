// Package renju is the root of the Renju tutor's module. It holds no code
// of the app: its test (arch_test.go) keeps the architecture, which points
// one way —
//
//	rules  ←  tutor, lessons, drills, engine, record  ←  the plain-Go models under game/
//	(freeboard, lessonplay, drillplay, classroom, walkplay, …)  ←  game/ui
//	(the drawing kit)  ←  game (the frame and one file per screen)  ←  cmd/tutor
//
// Only game, game/ui and cmd/tutor import Ebitengine. The engine (forced
// wins under renju rules) builds on rules alone.
package renju
