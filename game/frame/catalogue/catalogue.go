// Package catalogue links every room that registers messages of its own
// (and the Drills screen's part, game/parts/drillplay), so that a program
// or a test that imports it has the whole message catalogue: msg's tables
// (what the frame, the saves, the command line and more than one room
// name) and each room's (its messages.go). The font subsetter
// (fonts/gencharset) and the fonts' and msg's tests import it: a
// character a room draws must be in the font subsets like any other. The
// app itself needs no such package: the frame imports every room.
//
// catalogue_test.go fails when a package under game/ registers a table
// and is not imported here.
package catalogue

import (
	// The commentary's sentences are the worker's to say, in the
	// learner's language: the tutor draws them.
	_ "renju/commentary"
	_ "renju/game/features/classroom"
	_ "renju/game/features/coach"
	_ "renju/game/features/freeboard"
	_ "renju/game/features/gameviewer"
	_ "renju/game/features/goal"
	_ "renju/game/features/hwplay"
	_ "renju/game/features/hwteach"
	_ "renju/game/features/lessonplay"
	_ "renju/game/features/match"
	_ "renju/game/features/mistakes"
	_ "renju/game/features/rulespage"
	_ "renju/game/features/settings"
	_ "renju/game/features/start"
	_ "renju/game/features/storm"
	_ "renju/game/parts/drillplay"
	_ "renju/game/services/learnpath"
)
