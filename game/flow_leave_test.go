//go:build js

package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/game/frame/screens"
)

// leaving is a screen that counts the times it was left.
type leaving struct {
	screens.Screen
	left int
}

func (s *leaving) Leave() { s.left++ }

// A screen with jobs in the worker is told when another screen is shown
// (Play cancels the partner's decision).
func TestLeaverToldWhenLeft(t *testing.T) {
	g := New()
	require.NoError(t, g.OpenHash("#lessons"))
	s := &leaving{Screen: g.cur}
	g.cur = s
	require.NoError(t, g.OpenHash("#pos=h8"))
	assert.Equal(t, 1, s.left, "left for the free board")
}
