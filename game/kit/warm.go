package kit

import (
	"image"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// A warm pass: a screen drawn for the texts it lacks, which are then
// made over as many frames as it takes (issue 39: no page task over 50
// ms). A screen's first frame makes an image of every text it has not
// drawn before, each shaped and its glyphs rasterised: home's after the
// guided start's Skip was one task of 112-168 ms of the page's thread,
// most of it those texts. In a warm pass (Warm ... Warmed) the kit draws
// nothing and makes nothing: Text lists the texts not cached, and a
// paragraph is not clipped to the image drawn on (the frame's warm pass
// draws on an image of one pixel, game/warm.go), so that every text the
// screen would draw is listed. MakeTexts then makes them, a frame's
// share at a time.

type warmState struct {
	on   bool
	todo []textKey // the texts not cached the pass met, in order
}

// Warm begins a warm pass.
func (k *Kit) Warm() { k.warm = warmState{on: true} }

// Warmed ends the warm pass: how many texts it lacked (kept for
// MakeTexts).
func (k *Kit) Warmed() int {
	k.warm.on = false
	return len(k.warm.todo)
}

// MakeTexts makes the texts the last warm pass lacked until the time is
// past until (at least one a call, so that every frame moves on), and
// reports whether any are left.
func (k *Kit) MakeTexts(until time.Time) (left bool) {
	made := 0
	for len(k.warm.todo) > 0 {
		if made > 0 && !time.Now().Before(until) {
			return true
		}
		key := k.warm.todo[0]
		k.warm.todo = k.warm.todo[1:]
		if _, ok := k.texts[key]; !ok {
			k.makeText(key)
			made++
		}
	}
	k.warm.todo = nil
	return false
}

// clip is the area a paragraph drawn on dst is clipped to: dst's bounds,
// or in a warm pass the whole window.
func (k *Kit) clip(dst *ebiten.Image) image.Rectangle {
	if k.warm.on {
		return image.Rect(0, 0, int(k.Lay.W)+1, int(k.Lay.H)+1)
	}
	return dst.Bounds()
}
