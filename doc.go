// Package renju is the root of the Renju tutor's module. It holds no code
// of the app: its tests (arch_test.go, arch_tiers_test.go) keep the
// architecture, which points one way —
//
//	rules  ←  tutor, lessons, drills, engine, record, referee  ←  the app (game/...)  ←  cmd/tutor
//
// and, inside game/, floors that a package imports only downwards; the
// folder is the floor (arch_tiers_test.go reads it from the path):
//
//	game/vocab     the words screens speak (screenview, input, layout, pageapi;
//	               with msg, boardview and theme outside game/, which the CLI shares)
//	  ←  game/kit  drawing (with art, fonts and boardpng outside game/)
//	  ←  game/services (storage, progress, jobs, routes, …) and game/parts
//	     (drillplay, walkplay, skill, history)
//	  ←  game/features, one room per screen, none importing another
//	     (storm, coach, match, gameviewer, …)
//	  ←  the frame: game itself (the Ebitengine frame and the page API) and
//	     game/frame (screens: the layouts, the registry and the panel
//	     renderer; catalogue: every room's messages; savemerge: every
//	     feature's record joined).
//
// Only game, game/frame/screens, game/kit and cmd/tutor import Ebitengine. The engine (forced
// wins under renju rules) builds on rules alone. The command line
// (cmd/renju) is to import nothing under game/.
package renju
