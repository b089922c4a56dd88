// Package routetest is every route of the app's registry with its cap,
// as plain Go for the host tests (game/services/routes: the caps and the
// route fuzz test), which cannot read the registry of the Ebitengine
// layer. It is of the frame's tier, for it names the rooms' link
// bounds. A wasm test of package game fails unless the registry's routes
// and caps are exactly these. It is for tests only.
package routetest

import (
	"renju/game/features/freeboard"
	"renju/game/features/match"
	"renju/game/services/homework"
	"renju/position"
)

// Short is routes.Short (this package cannot import routes, whose tests
// import it).
const Short = 64

// Caps are the routes and the longest argument of each.
var Caps = []struct {
	Key string
	Max int
}{
	{"lessons", Short},
	{"lesson", Short},
	{"pos", freeboard.MaxLink},
	{"drills", Short},
	{"storm", Short},
	{"play", match.MaxLink},
	{homework.HashKey, homework.MaxLink},
	{"games", Short},
	{position.HashKey, position.MaxLink},
	{"teach", Short},
	{"review", Short},
	{"goal", Short},
	{"hub", Short},
	{"start", Short},
	{"settings", Short},
	{"rules", Short},
}
