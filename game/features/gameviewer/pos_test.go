package gameviewer

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/msg"
)

// A .pos file's bytes open like any record: one game, stepped and
// scanned.
func TestOpenPosBytes(t *testing.T) {
	m := newModel()
	m.Load("club-night.pos", []byte{0x0d, 0x6e, 0x60, 0x6f, 0x50, 0x8e, 0xd2, 0x7f, 0x00, 0x30, 0x40, 0x0e, 0x80, 0x70})
	wait(t, m, func() bool { return m.Phase() == Viewing })
	assert.Len(t, m.Game().Moves(), 13)
	wait(t, m, func() bool { _, done, _ := m.Moments(); return done })
	ms, _, err := m.Moments()
	require.NoError(t, err)
	assert.Len(t, ms, 3, "the trap set, caught, and the foul")

	m.Load("broken.pos", []byte{9, 0x70})
	wait(t, m, func() bool { return m.Phase() == Viewing && m.Notice().ID != "" })
	assert.Contains(t, m.Notice().Text(msg.English), "the count byte says 9, but 1 move byte follows it")
	assert.Len(t, m.Game().Moves(), 13, "what was open stays")
}
