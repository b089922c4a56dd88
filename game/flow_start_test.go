package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/game/features/start"
	"renju/game/frame/screens"
)

// TestFirstVisitOpensTheStart: with nothing saved and no link the app
// opens the guided start; skipped, it goes home and saves so; anything
// saved, or a link, opens what it did before.
func TestFirstVisitOpensTheStart(t *testing.T) {
	h := newHarness(t)
	require.NoError(t, h.g.OpenFirst(""))
	h.update()
	assert.Equal(t, screens.NameStart, h.state().Screen)
	h.press(start.BtnSkip)
	h.update()
	assert.Equal(t, screens.NameHome, h.state().Screen)
	assert.Equal(t, start.Skipped, h.saves[start.StorageKey])

	// A second visit with that saved: home.
	again := newHarness(t)
	again.g.Restore(map[string]string{start.StorageKey: start.Skipped})
	require.NoError(t, again.g.OpenFirst(""))
	assert.Equal(t, screens.NameHome, again.state().Screen)

	// A learner with progress from before the start existed: home.
	old := newHarness(t)
	old.g.Restore(map[string]string{"renju.progress": `{"v":1,"lessons":{"fours":{"done":[1]}}}`})
	require.NoError(t, old.g.OpenFirst(""))
	assert.Equal(t, screens.NameHome, old.state().Screen)

	// A link on a first visit opens the link.
	linked := newHarness(t)
	require.NoError(t, linked.g.OpenFirst("#lessons"))
	assert.Equal(t, "lessons", linked.state().Screen)

	// Home's link replays it.
	h.press(screens.BtnReplayStart)
	assert.Equal(t, screens.NameStart, h.state().Screen)
}
