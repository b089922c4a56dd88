//go:build js

package kit

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"renju/boardview"
	"renju/rules"
	"renju/theme"
)

// TestSpritesPaintedOnFirstUse: Prepare paints no sprite (a first frame
// without stones or marks paints none: sprites.go), each is painted when
// first asked for and kept, and a new layout drops them.
func TestSpritesPaintedOnFirstUse(t *testing.T) {
	k := kit(t, 1280, 800, theme.Standard)
	assert.Nil(t, k.black)
	assert.Nil(t, k.white)
	assert.Empty(t, k.marks)
	assert.Empty(t, k.smallStones)
	for _, img := range []any{k.ring, k.square, k.dashed, k.dashRing, k.disc} {
		assert.Nil(t, img)
	}

	b, c := k.stone(rules.Black)
	w, _ := k.stone(rules.White)
	assert.NotNil(t, b)
	assert.NotSame(t, b, w, "black and white are two sprites")
	assert.Greater(t, c, 0.0, "the stone's centre")
	again, _ := k.stone(rules.Black)
	assert.Same(t, b, again, "painted once")

	m := k.foulSprite(rules.DoubleThree)
	assert.NotNil(t, m)
	assert.Same(t, m, k.foulSprite(rules.DoubleThree))
	assert.Nil(t, k.foulSprite(rules.Kind(99)), "no mark for an unknown kind")
	assert.Same(t, k.squareMark(), k.ringSprite(boardview.InkBad))
	assert.Same(t, k.dashedMark(), k.ringSprite(boardview.InkMissed))
	assert.Same(t, k.ringMark(), k.ringSprite(boardview.InkGood))
	assert.Same(t, k.smallStone(rules.White), k.smallStone(rules.White))
	assert.Equal(t, k.spriteN, k.discMark().Bounds().Dx())

	k.Prepare(k.Lay, theme.Presenter)
	assert.Nil(t, k.black, "a new theme paints the sprites again")
	assert.Empty(t, k.marks)
}
