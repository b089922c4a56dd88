package hwteach

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"

	"renju/game/vocab/input"
	"renju/lessons"
	"renju/msg"
)

// Escape on the build page asks to go back to the Classroom, once; the
// back button is the Classroom's.
func TestDeskEscapeGoesBack(t *testing.T) {
	d := NewDesk(New(lessons.All(), 4821), rand.New(rand.NewPCG(1, 2)))
	assert.False(t, d.TakeBack())
	d.Key(input.Press{Key: input.KeyEscape})
	assert.True(t, d.TakeBack())
	assert.False(t, d.TakeBack(), "once")
	p := d.Panel(msg.English)
	assert.Equal(t, BtnBack, p.Back.ID)
	assert.Nil(t, p.Table, "no table on the build page")
	assert.Equal(t, "#teach", d.Hash())
}
