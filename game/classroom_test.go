//go:build js

package game

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/game/frame/screens"
	"renju/game/vocab/layout"
	"renju/game/vocab/pageapi"
	"renju/theme"
)

func state(t *testing.T, g *Game) pageapi.State {
	t.Helper()
	var st pageapi.State
	require.NoError(t, json.Unmarshal([]byte(g.State()), &st))
	return st
}

func TestClassroomLinkAndPresenterTheme(t *testing.T) {
	g := New()
	g.setLayout(1280, 800, 1)
	std := g.currentLayout().Font
	require.NoError(t, g.OpenHash("#class=1.bg8j8h9h10.mAh11.ph8"))
	st := state(t, g)
	assert.Equal(t, "classroom", st.Screen)
	assert.Equal(t, "B:g8,h9,h10,j8", st.Position)
	assert.Equal(t, []pageapi.Mark{{Point: "h11", Mark: "A"}}, st.Marks)
	assert.Equal(t, "h8", st.Walk)
	assert.Equal(t, []pageapi.Foul{{Point: "h8", Kind: "double-three"}}, st.Forbidden)
	assert.Nil(t, drillOf(st))

	// On a 1280-wide window the Classroom uses the presenter theme: large
	// text, black background.
	require.NoError(t, g.Update())
	assert.Equal(t, layout.ComputeScaled(1280, 800, 1, theme.Presenter.FontScale).Font, g.currentLayout().Font)
	assert.Greater(t, g.currentLayout().Font, std)
	assert.Equal(t, theme.Presenter.Background, g.kit.Th.Background)
	require.NoError(t, g.Update())
	assert.Equal(t, 1, state(t, g).Step, "the walk of the selected point is open")

	// A bad link leaves the board.
	require.Error(t, g.OpenHash("#class=1.bzz"))
	assert.Equal(t, "B:g8,h9,h10,j8", state(t, g).Position)

	// Elsewhere, the standard look.
	g.mu.Lock()
	_ = g.open(screens.NameHome, "")
	g.mu.Unlock()
	require.NoError(t, g.Update())
	assert.Equal(t, std, g.currentLayout().Font)
	assert.Equal(t, theme.Standard.Background, g.kit.Th.Background)

	// The page API's text import and export.
	assert.ErrorContains(t, g.ClassImport("h8 h9 h8"), "move 3")
	require.NoError(t, g.ClassImport("h8h9i8"))
	assert.Equal(t, "h8 h9 i8", g.ClassExport("moves"))
	png, err := g.ClassPNG("white")
	require.NoError(t, err)
	assert.Greater(t, len(png), 1000)
}

func TestDrillsLink(t *testing.T) {
	g := New()
	require.NoError(t, g.OpenHash("#drills=trap.2"))
	st := state(t, g)
	assert.Equal(t, "drills", st.Screen)
	require.NotNil(t, drillOf(st))
	assert.Equal(t, "trap", drillOf(st).Type)
	assert.Equal(t, 2, drillOf(st).Level)
	assert.Equal(t, "menu", drillOf(st).Phase)
	assert.Equal(t, []pageapi.Mark{}, st.Marks)
}

// A walk of a lettered point is titled by its letter, as the seeds name
// points in their diagrams.
func TestClassroomWalkNamesTheMark(t *testing.T) {
	g := New()
	g.setLayout(1280, 800, 1)
	require.NoError(t, g.OpenHash("#class=1.bg8j8h9h10.mAh8.ph8"))
	require.NoError(t, g.Update())
	require.NoError(t, g.Update())
	g.mu.Lock()
	_, ok := screens.ClassModel(g.cur)
	walk := screens.OpenWalk(g.cur)
	g.mu.Unlock()
	require.True(t, ok)
	require.NotNil(t, walk)
	assert.Equal(t, "A", walk.P.Label())
}
