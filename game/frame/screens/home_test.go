package screens

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/rules"
)

// TestHomeDemoFouls: the home board's forbidden points, written out so
// that the first frame judges nothing, are the judge's.
func TestHomeDemoFouls(t *testing.T) {
	b, err := rules.ParseStones(HomeDemo)
	require.NoError(t, err)
	assert.Equal(t, rules.ForbiddenMap(&b), HomeFouls)
}
