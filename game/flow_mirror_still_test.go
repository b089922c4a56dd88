//go:build js

package game

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/game/frame/screens"
	"renju/msg"
)

// TestMirrorStillFramesAndChanges: frames in which nothing changes tell
// the screen-reader mirror nothing (their sentences and labels are not
// made again), and a change on the same screen — a page done, which a
// lesson card's label says — reaches the mirror at the next frame.
func TestMirrorStillFramesAndChanges(t *testing.T) {
	h := newHarness(t)
	var buttons []string
	h.g.OnMirror = func(_, bs, _ string, _ msg.Lang, _ bool) {
		if bs != "" {
			buttons = append(buttons, bs)
		}
	}
	require.NoError(t, h.g.OpenHash("#lessons"))
	h.update()
	require.Len(t, buttons, 1, "the lesson list's buttons are mirrored")
	first := h.g.learn.All()[0]
	label := func(bs string) string {
		var mb []mirrorButton
		require.NoError(t, json.Unmarshal([]byte(bs), &mb))
		for _, b := range mb {
			if b.ID == screens.BtnLessonCard+first.ID {
				return b.Label
			}
		}
		t.Fatalf("no card of %s in %s", first.ID, bs)
		return ""
	}
	before := label(buttons[0])

	for range 30 {
		h.update()
	}
	assert.Len(t, buttons, 1, "still frames mirror nothing new")

	h.g.learn.Done(first.ID, 1)
	h.update()
	require.Len(t, buttons, 2, "a page done changes the card's label")
	assert.NotEqual(t, before, label(buttons[1]))
}
