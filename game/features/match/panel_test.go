package match

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"renju/game/vocab/input"
	"renju/msg"
)

// Play's requests wait for the screen's glue, in order, once; a key is
// its button.
func TestPlayRequestsWaitForTheGlue(t *testing.T) {
	p := NewPlay(New(1))
	t.Cleanup(p.Leave)
	assert.Equal(t, "#play", p.Hash())
	p.Press(BtnImport)
	p.Key(input.Press{Key: input.KeyI})
	assert.Equal(t, []Request{ReqImport, ReqImport}, p.TakeRequests())
	assert.Empty(t, p.TakeRequests(), "taken once")
	pn := p.Panel(msg.English)
	assert.NotEmpty(t, pn.Title)
	assert.Equal(t, pn.Speech[len(pn.Speech)-1], p.Model.View(msg.English).Status, "the status is read last")
}
