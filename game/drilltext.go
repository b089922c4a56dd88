package game

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"renju/game/drillplay"
	"renju/game/layout"
)

// drawDrillText draws a drill's text in area (the Drills screen's and the
// homework's): the status, a notice, the prompt (or the verdict, green or
// red), the explanation, the summary's lines and a hint, cut where it would
// run into the buttons.
func drawDrillText(c *Ctx, dst *ebiten.Image, area layout.Rect, v *drillplay.View) {
	k := c.Kit
	th := &k.Th
	f := &k.F
	w := area.W
	t := newTextFlow(k, dst, area)
	put := t.put
	if v.Status != "" {
		put(k.Block(v.Status, f.Small, f.SmallLineH, w, th.Dim))
	}
	if v.Notice != "" {
		put(k.Block(v.Notice, f.Bold, f.LineH, w, th.Notice))
	}
	promptCol := th.Text
	if v.Graded {
		promptCol = th.Bad
		if v.Correct {
			promptCol = th.Good
		}
	}
	put(k.Block(v.Prompt, f.Large, f.LargeLineH, w, promptCol))
	if v.Detail != "" {
		put(k.Block(v.Detail, f.Body, f.LineH, w, th.Text))
	}
	for _, ln := range v.Lines {
		col := th.Text
		if strings.HasPrefix(ln, "  ") {
			col = th.Dim
		}
		put(k.Block(ln, f.Body, f.LineH, w, col))
		t.back(0.7)
	}
	if v.Hint != "" && (!v.HintKeys || c.Keyboard) {
		t.back(-0.3)
		put(k.Block(v.Hint, f.Small, f.SmallLineH, w, th.Dim))
	}
}
