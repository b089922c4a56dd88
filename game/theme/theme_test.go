package theme

import (
	"image/color"
	"testing"

	"github.com/stretchr/testify/assert"

	"renju/game/art"
	"renju/game/layout"
)

func TestContrast(t *testing.T) {
	assert.InDelta(t, 21, Contrast(rgb(0), rgb(0xFFFFFF)), 0.01)
	assert.InDelta(t, 1, Contrast(rgb(0x777777), rgb(0x777777)), 0.001)
}

// Text must be readable: WCAG AA (4.5:1) on the standard screen, AAA
// (7:1) everywhere on the presenter's, including buttons and the board's
// coordinates on the wood.
func TestReadable(t *testing.T) {
	for _, tc := range []struct {
		th   Theme
		want float64
	}{{Standard, 4.5}, {Presenter, 7}} {
		pairs := map[string][2]color.RGBA{
			"text":        {tc.th.Text, tc.th.Background},
			"dim text":    {tc.th.Dim, tc.th.Background},
			"button text": {tc.th.Text, tc.th.Button},
			"active":      {tc.th.ActiveText, tc.th.Active},
			"notice":      {tc.th.Notice, tc.th.Background},
			"accent":      {tc.th.Accent, tc.th.Background},
			"good":        {tc.th.Good, tc.th.Background},
			"bad":         {tc.th.Bad, tc.th.Background},
		}
		if tc.th.Name == "presenter" {
			pairs["coordinates on wood"] = [2]color.RGBA{tc.th.Coord, art.WoodDark}
			pairs["grid on wood"] = [2]color.RGBA{tc.th.Line, art.WoodDark}
		}
		for name, p := range pairs {
			assert.GreaterOrEqual(t, Contrast(p[0], p[1]), tc.want, "%s: %s", tc.th.Name, name)
		}
	}
}

// The presenter's text is large enough to read from the back of a room:
// on a 1280x800 projector the panel's base text is at least 26 px (about
// 1/30 of the height), and the board still fills the height.
func TestPresenterSizes(t *testing.T) {
	assert.Equal(t, Presenter, Of(true))
	assert.Equal(t, Standard, Of(false))
	assert.GreaterOrEqual(t, Presenter.FontScale, 1.5)
	assert.Greater(t, Presenter.CoordScale, 1.0)
	for _, sz := range [][2]float64{{1280, 800}, {1920, 1080}, {1024, 768}} {
		std := layout.Compute(sz[0], sz[1], 1)
		big := layout.ComputeScaled(sz[0], sz[1], 1, Presenter.FontScale)
		assert.GreaterOrEqual(t, big.Font, sz[1]/30, "%v", sz)
		assert.Greater(t, big.Font, std.Font)
		keep := 0.9 // of the board's side, on wide screens
		if sz[0]/sz[1] < 1.5 {
			keep = 0.78 // 4:3: the panel's large text needs the room
		}
		assert.GreaterOrEqual(t, big.Board.W, keep*std.Board.W, "%v: the board stays large", sz)
		assert.Equal(t, layout.Landscape, big.Orient)
	}
}
