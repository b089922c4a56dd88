package history

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestTravel(t *testing.T) {
	undo, redo := []int{1, 2}, []int(nil)
	cur, ok := Travel(&undo, &redo, 3)
	assert.True(t, ok)
	assert.Equal(t, 2, cur)
	assert.Equal(t, []int{1}, undo)
	assert.Equal(t, []int{3}, redo)

	cur, ok = Travel(&redo, &undo, cur)
	assert.True(t, ok)
	assert.Equal(t, 3, cur)
	assert.Equal(t, []int{1, 2}, undo)
	assert.Empty(t, redo)

	_, ok = Travel(&redo, &undo, cur)
	assert.False(t, ok, "nothing to redo")
	assert.Equal(t, []int{1, 2}, undo, "unchanged")
}
