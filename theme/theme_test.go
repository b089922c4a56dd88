package theme

import (
	"image/color"
	"testing"

	"github.com/stretchr/testify/assert"

	"renju/art"
	"renju/game/vocab/layout"
)

func TestContrast(t *testing.T) {
	assert.InDelta(t, 21, Contrast(rgb(0), rgb(0xFFFFFF)), 0.01)
	assert.InDelta(t, 1, Contrast(rgb(0x777777), rgb(0x777777)), 0.001)
}

// Text must be readable: WCAG AA (4.5:1) on the standard screen, AAA
// (7:1) on the presenter's, for every pair of a text colour and the
// background it is drawn on (game/kit draws only theme colours, so these
// are the pairs on the screen). Disabled labels are exempt, as WCAG
// exempts inactive controls; marks and graphics need 3:1.
func TestReadable(t *testing.T) {
	for _, tc := range []struct {
		th   Theme
		want float64
	}{{Standard, 4.5}, {Presenter, 7}} {
		th := tc.th
		text := map[string][2]color.RGBA{
			"text":            {th.Text, th.Background},
			"dim text":        {th.Dim, th.Background},
			"key hints":       {th.Faint, th.Background},
			"button text":     {th.Text, th.Button},
			"hovered button":  {th.Text, th.ButtonHi},
			"switch on":       {th.Active, th.Button},
			"active":          {th.ActiveText, th.Active},
			"active hovered":  {th.ActiveText, th.ActiveHi},
			"notice":          {th.Notice, th.Background},
			"accent":          {th.Accent, th.Background},
			"link":            {th.Accent, th.Button},
			"good":            {th.Good, th.Background},
			"bad":             {th.Bad, th.Background},
			"right answer":    {th.Good, th.GoodFill},
			"wrong answer":    {th.Bad, th.BadFill},
			"walk's colour":   {th.Walk, th.Background},
			"star":            {th.Star, th.Background},
			"toast":           {th.Notice, th.Toast},
			"shortcut keys":   {th.Active, th.Sheet},
			"shortcut text":   {th.Text, th.Sheet},
			"shortcut foot":   {th.Dim, th.Sheet},
			"number on black": {th.NumberOnBlack, rgb(0x202020)},
			"number on white": {th.NumberOnWhite, rgb(0xE8E8E4)},
			"dim on a button": {th.Dim, th.Button},
			// The walk's verdict badge: legal and forbidden on GoodFill and
			// BadFill (as "right answer" and "wrong answer"), a five on its
			// colour at 0.2 over the panel (game/kit's badge).
			"verdict five": {th.Star, over(th.Star, 0.2, th.Background)},
		}
		if th.Name == Standard.Name { // the menus' cards exist in the standard look only
			for name, c := range map[string]color.RGBA{"card text": th.Text, "card dim": th.Dim, "card done": th.Good, "card stars": th.Star} {
				text[name] = [2]color.RGBA{c, th.Card}
				text[name+" hovered"] = [2]color.RGBA{c, th.CardHi}
			}
		}
		// A mark's letter is large bold text (0.42 of a cell), for which
		// WCAG's AAA level is 4.5:1; both looks meet it.
		assert.GreaterOrEqual(t, Contrast(th.MarkInk, th.MarkPatch), 4.5, "%s: mark letter", th.Name)
		if th.Name == Presenter.Name {
			text["coordinates on wood"] = [2]color.RGBA{th.Coord, art.WoodDark}
		}
		for name, p := range text {
			assert.GreaterOrEqual(t, Contrast(p[0], p[1]), tc.want, "%s: %s", th.Name, name)
		}
		// The board's marks: TestBoardMarks.
		graphics := map[string][2]color.RGBA{
			"grid on wood": {opaque(th.Line), art.WoodDark},
			"open star":    {th.Faint, th.Card},
		}
		for name, p := range graphics {
			assert.GreaterOrEqual(t, Contrast(p[0], p[1]), 3.0, "%s: %s", th.Name, name)
		}
	}
}

// opaque is c without its alpha (its colour where it is drawn fully).
func opaque(c color.RGBA) color.RGBA {
	if c.A == 0 || c.R > c.A || c.G > c.A || c.B > c.A { // not premultiplied: drawn as given
		return color.RGBA{c.R, c.G, c.B, 0xFF}
	}
	return color.RGBA{uint8(uint32(c.R) * 255 / uint32(c.A)), uint8(uint32(c.G) * 255 / uint32(c.A)), uint8(uint32(c.B) * 255 / uint32(c.A)), 0xFF}
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

// The keyboard's focus ring stands out from what surrounds it, in both
// looks: at least 3:1 against the background outside it and the halo
// inside it, and the halo parts it from every fill a focused button may
// have (the ring on the gold Continue was gold on gold), so the ring
// reads on a dark button and on a bright one alike. WCAG 2.4.13 asks
// 3:1 of a focus indicator against what it is next to.
func TestFocusRing(t *testing.T) {
	for _, th := range []Theme{Standard, Presenter} {
		assert.GreaterOrEqual(t, Contrast(th.Focus, th.Background), 3.0, "%s: ring on the background", th.Name)
		assert.GreaterOrEqual(t, Contrast(th.Focus, th.FocusHalo), 3.0, "%s: ring on its halo", th.Name)
		for name, fill := range map[string]color.RGBA{"active": th.Active, "active hovered": th.ActiveHi, "right": th.GoodFill,
			"wrong": th.BadFill, "card": th.Card, "button": th.Button, "background": th.Background} {
			// The halo is next to the fill: either it stands out from the
			// fill, or the fill is dark and the ring itself stands out
			// from it across the halo's width.
			ok := Contrast(th.FocusHalo, fill) >= 3 || Contrast(th.Focus, fill) >= 3
			assert.True(t, ok, "%s: the ring beside a %s button", th.Name, name)
		}
		// A gold button's ring is not gold: the ring's hue is its own.
		assert.GreaterOrEqual(t, Contrast(th.FocusHalo, th.Active), 3.0, "%s: the halo parts the ring from the gold", th.Name)
	}
}
