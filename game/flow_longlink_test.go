//go:build js

// Before game_test.go, whose TestRunGame ends the game loop: no kit can be
// made after it.

package game

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/game/frame/routetest"
	"renju/game/frame/screens"
	"renju/game/services/routes"
)

// Every screen's route is capped (its registry entry's Cap), and the
// routes and caps the host tests fuzz (game/frame/routetest)
// are exactly the registry's, so that a new route is fuzzed with its own
// cap.
func TestEveryRouteCapped(t *testing.T) {
	var fuzzed []routes.Route
	for _, c := range routetest.Caps {
		fuzzed = append(fuzzed, routes.Route{Key: c.Key, Max: c.Max})
	}
	for _, e := range screens.Registry {
		if e.Route != "" {
			assert.Positive(t, e.Cap, "the route #%s of screen %s has no Cap", e.Route, e.Name)
		}
	}
	assert.ElementsMatch(t, fuzzed, []routes.Route(screens.Routes),
		"the registry's routes and caps, and game/frame/routetest's")
}

// The link: a lesson named with 20,000 characters, at start and
// on a running app, opens a short notice and leaves the screen shown.
func TestLongLessonLinkSaysSo(t *testing.T) {
	long := "#lesson=" + strings.Repeat("x", 20000)
	h := newHarness(t)
	require.Error(t, h.g.OpenHash(long)) // at start: on the home screen
	h.update()
	st := h.state()
	assert.Equal(t, "home", st.Screen)
	assert.Contains(t, st.Notice, "the #lesson link is 20000 characters long")
	assert.Less(t, utf8.RuneCountInString(st.Notice), 200)
	assert.NotContains(t, h.hashes[len(h.hashes)-1], "xxx", "the address bar shows the screen open")

	require.NoError(t, h.g.OpenHash("#lesson=double-three/2"))
	h.update()
	require.Error(t, h.g.OpenHash(long)) // on a running app
	h.update()
	st = h.state()
	assert.Equal(t, "lesson", st.Screen)
	assert.Equal(t, 2, st.Page)
	assert.Contains(t, st.Notice, "“xxxxxxxxxxxxxxxxxxxxxxxx…”")
	assert.Equal(t, "#lesson=double-three/2", h.hashes[len(h.hashes)-1])
}
