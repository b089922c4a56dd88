package e2e

import (
	"bytes"
	"encoding/base64"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/boardpng"
	"renju/game/vocab/pageapi"
	"renju/rules"
)

// The Classroom in the real app: editing with the palette, the overlay,
// the walk of a point stepped with PageDown, the share link opened in a
// new tab, the PNG export, and import.

// clickPoint clicks an intersection with the mouse, where the frame
// drawn shows it (settled).
func (tb *tab) clickPoint(p string) {
	tb.t.Helper()
	tb.settle()
	tb.click(tb.pointToClient(p))
}

func TestClassroomEditOverlayWalkShare(t *testing.T) {
	tb := sharedTab(t, desktop, "en")
	tb.open("#class")
	s := tb.state()
	require.Equal(t, "classroom", s.Screen)
	assert.Equal(t, "", s.Position)
	assert.Equal(t, []pageapi.Mark{}, s.Marks)

	// A double-three, placed with the palette's black stones.
	tb.clickButton("class.black")
	for _, p := range []string{"g8", "j8", "h9", "h10"} {
		tb.clickPoint(p)
	}
	tb.clickButton("class.white")
	tb.clickPoint("a1")
	s = tb.waitState("the stones", func(s appState) bool { return s.Position == "B:g8,h9,h10,j8 W:a1" })
	assert.Equal(t, []pageapi.Foul{{Point: "h8", Kind: "double-three"}}, s.Forbidden)
	assert.True(t, s.Overlay)

	// Marks: a letter and a triangle.
	tb.clickButton("class.letter")
	tb.clickPoint("k8")
	tb.clickButton("class.triangle")
	tb.clickPoint("g10")
	s = tb.waitState("the marks", func(s appState) bool { return len(s.Marks) == 2 })
	assert.Equal(t, []pageapi.Mark{{Point: "g10", Mark: "triangle"}, {Point: "k8", Mark: "A"}}, s.Marks)

	// The overlay switch (F), and back; the map is reported either way.
	tb.key("f")
	s = tb.waitState("the overlay off", func(s appState) bool { return !s.Overlay })
	assert.Len(t, s.Forbidden, 1)
	tb.screenshot("classroom-overlay-off-1280x800")
	tb.key("f")
	tb.waitState("the overlay on", func(s appState) bool { return s.Overlay })
	tb.screenshot("classroom-edit-1280x800")

	// The walk of H8: select it (tool 9), step with PageDown / PageUp as a
	// presenter's clicker does.
	tb.key("9")
	tb.clickPoint("h8")
	s = tb.waitState("the walk", func(s appState) bool { return s.Walk == "h8" && s.Step == 1 })
	tb.key(kb.PageDown)
	tb.waitState("step 2", func(s appState) bool { return s.Step == 2 })
	tb.key(kb.PageDown)
	tb.waitState("step 3", func(s appState) bool { return s.Step == 3 })
	tb.key(kb.PageUp)
	tb.waitState("step 2 again", func(s appState) bool { return s.Step == 2 })
	tb.screenshot("classroom-walk-1280x800")
	before := tb.state()

	// The share link: the address bar holds it; a new tab opens the same
	// board, marks and selection.
	url := eval[string](tb, `window.renju.share()`)
	require.True(t, strings.HasPrefix(url, baseURL+"#class=1."), url)
	assert.Equal(t, url, eval[string](tb, `location.href`))
	assert.Regexp(t, `#class=[0-9A-Za-z.\-]+$`, url, "URL-safe")
	tb.noProblems()
	// The board is in the link: the desktop's page is given back, and the
	// wide screen's may be it, resized and reset (a fresh visit of the
	// link, as a new tab's), instead of a page loaded for it.
	tb.giveBack()

	tb2 := sharedTab(t, wide, "en")
	tb2.open(strings.TrimPrefix(url, baseURL))
	s2 := tb2.state()
	assert.Equal(t, "classroom", s2.Screen)
	assert.Equal(t, before.Position, s2.Position)
	assert.Equal(t, before.Marks, s2.Marks)
	assert.Equal(t, "h8", s2.Walk, "the selected point")
	assert.Equal(t, before.Forbidden, s2.Forbidden)
	tb2.screenshot("classroom-shared-1920x1080")
	tb2.noProblems()
}

func TestClassroomBadLinkKeepsBoard(t *testing.T) {
	tb := sharedTab(t, desktop, "en")
	tb.open("#class=1.bh8.wh9")
	tb.waitState("the linked board", func(s appState) bool { return s.Position == "B:h8 W:h9" })
	eval[any](tb, `location.hash = "#class=1.bh8.wzz9"`)
	// Taken in, the bad link leaves the address: the next frame puts the
	// board's own link there.
	tb.waitJS("the address back to the board's", `location.hash !== "" && location.hash !== "#class=1.bh8.wzz9"`)
	tb.shown()
	s := tb.state()
	assert.Equal(t, "B:h8 W:h9", s.Position, "a bad link leaves the board")
	tb.screenshot("classroom-bad-link-1280x800")
}

func TestClassroomImportExport(t *testing.T) {
	tb := sharedTab(t, desktop, "en")
	tb.open("#class")
	msg := eval[string](tb, `window.renju.importText("h8 h9 zz")`)
	assert.Contains(t, msg, "move 3")
	assert.Contains(t, msg, `"zz"`)
	assert.Equal(t, "", tb.state().Position, "unchanged")
	require.Equal(t, "", eval[string](tb, `window.renju.importText("h8h9i8i9g7")`))
	s := tb.waitState("the game", func(s appState) bool { return s.Position != "" })
	assert.Equal(t, "B:g7,h8,i8 W:h9,i9", s.Position)
	assert.Equal(t, "h8 h9 i8 i9 g7", eval[string](tb, `window.renju.exportText("moves")`))
	assert.Equal(t, "h8h9i8i9g7", eval[string](tb, `window.renju.exportText("compact")`))
	assert.Equal(t, "B:g7,h8,i8 W:h9,i9", eval[string](tb, `window.renju.exportText("stones")`))
	msg = eval[string](tb, `window.renju.importText("B:h8 W:h8")`)
	assert.Contains(t, msg, `"h8" is given twice`)
	assert.Equal(t, "B:g7,h8,i8 W:h9,i9", tb.state().Position)
	tb.screenshot("classroom-import-error-1280x800")
	tb.noProblems()
}

func TestClassroomExportPNG(t *testing.T) {
	tb := sharedTab(t, desktop, "en")
	tb.open("#class=1.nbh8h9i8i9g7.mAk8tg10")
	tb.waitState("the board", func(s appState) bool { return s.Position != "" })
	start := time.Now()
	url := eval[string](tb, `window.renju.exportPNG()`)
	took := time.Since(start)
	t.Logf("PNG export in wasm: %v (%d bytes as a data URL)", took.Round(time.Millisecond), len(url))
	require.True(t, strings.HasPrefix(url, "data:image/png;base64,"), url[:min(len(url), 40)])
	data, err := base64.StdEncoding.DecodeString(strings.TrimPrefix(url, "data:image/png;base64,"))
	require.NoError(t, err)
	require.NoError(t, os.MkdirAll(artifacts, 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(artifacts, "classroom-export.png"), data, 0o644))
	img, err := png.Decode(bytes.NewReader(data))
	require.NoError(t, err)
	assert.Equal(t, image.Rect(0, 0, boardpng.DefaultSize, boardpng.DefaultSize), img.Bounds())
	g := boardpng.Layout(boardpng.DefaultSize, true)
	lum := func(p string, dx, dy float64) float64 {
		x, y := g.PointXY(rules.MustPoint(p))
		r, gg, b, _ := img.At(int(x+dx*g.Cell), int(y+dy*g.Cell)).RGBA()
		return (0.299*float64(r) + 0.587*float64(gg) + 0.114*float64(b)) / 65535
	}
	assert.Greater(t, lum("a1", 0.3, -0.3), 0.95, "white paper")
	assert.Less(t, lum("h8", 0.25, 0.25), 0.15, "black stone 1 at H8")
	assert.Greater(t, lum("h9", 0.2, 0.2), 0.9, "white stone 2 at H9")
	assert.Less(t, lum("h9", 0.465, 0), 0.5, "its outline")
	assert.Less(t, lum("d4", 0, 0), 0.3, "a star point")

	wood := eval[string](tb, `window.renju.exportPNG("wood")`)
	data, err = base64.StdEncoding.DecodeString(strings.TrimPrefix(wood, "data:image/png;base64,"))
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(artifacts, "classroom-export-wood.png"), data, 0o644))
	img, err = png.Decode(bytes.NewReader(data))
	require.NoError(t, err)
	r, _, b, _ := img.At(10, 10).RGBA()
	assert.Greater(t, r>>8, b>>8+40, "wood is warm")
	tb.noProblems()
}
