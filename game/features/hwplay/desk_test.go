package hwplay

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"

	"renju/msg"
)

// With no homework open the desk says so, after why the last link could
// not be read; it takes no input and saves nothing.
func TestDeskWithoutHomework(t *testing.T) {
	var d Desk
	d.Refused(msg.Say(msg.HwpLinkBad, errors.New("cut short")))
	d.Press(StartDrills.ID())
	d.Tap(d.hover)
	assert.Nil(t, d.TakeSaves())
	assert.Equal(t, "#hw", d.Hash())
	p := d.Panel(msg.English)
	said := p.Said()
	assert.Len(t, said, 2)
	assert.Contains(t, said[0], "cut short")
	assert.Equal(t, msg.T(msg.English, None), said[1])
}
