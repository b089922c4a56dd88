// Package renju is the root of the Renju tutor's module. It holds no code
// of the app: its tests (arch_test.go, arch_tiers_test.go) keep the
// architecture, which points one way —
//
//	rules  ←  tutor, lessons, drills, engine, record, referee  ←  the app (game/...)  ←  cmd/tutor
//
// and, inside game/, floors that a package imports only downwards
// (arch_tiers_test.go places each package):
//
//	vocabulary (view, picture, input, layout, theme, msg, pageapi)
//	  ←  the kit (ui, art, fonts, diagram)
//	  ←  services (storage, progress, jobs, routes, …) and parts (drillplay, walkplay, skill, position, history)
//	  ←  features, one screen's model each, none importing another (storm, coach, match, viewer, …)
//	  ←  the frame: game/frame/screens (the screens, their registry and the
//	     panel renderer) and savemerge (which joins every feature's record),
//	     under game itself (the Ebitengine frame and the page API).
//
// Only game, game/frame/screens, game/kit and cmd/tutor import Ebitengine. The engine (forced
// wins under renju rules) builds on rules alone. The command line
// (cmd/renju) is to import nothing under game/.
package renju
