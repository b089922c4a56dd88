//go:build js

package game

import (
	"errors"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/fonts/full"
	"renju/game/vocab/input"
	"renju/msg"
)

// slowFonts makes ChineseFonts a fetch that the test finishes (as the
// page's would, later), for the rest of the test.
func slowFonts(t *testing.T) *[]func(regular, bold []byte, err error) {
	var asked []func(regular, bold []byte, err error)
	was := ChineseFonts
	ChineseFonts = func(done func(regular, bold []byte, err error)) { asked = append(asked, done) }
	t.Cleanup(func() { ChineseFonts = was })
	return &asked
}

// An English learner who switches to 中文 keeps English on the screen
// (the embedded fonts lack most Chinese) until the fonts come; then
// Chinese is shown and remembered.
func TestChineseWaitsForItsFonts(t *testing.T) {
	asked := slowFonts(t)
	h := newHarness(t)
	h.g.Draw(ebiten.NewImage(640, 400)) // the first frame
	h.press("nav.lang")
	assert.Equal(t, "en", h.state().Lang, "English until the fonts come")
	assert.Equal(t, msg.T(msg.English, msg.LangLoading), h.g.toastText())
	assert.NotContains(t, h.saves, "renju.lang")
	h.key(input.KeyL) // again, while they are on their way
	require.Len(t, *asked, 1, "asked once")

	(*asked)[0](full.CJK(), full.CJKBold(), nil)
	h.update()
	assert.Equal(t, "zh", h.state().Lang, "shown once they came")
	assert.Equal(t, "zh", h.saves["renju.lang"], "and remembered")
	assert.Empty(t, h.g.toastText(), "the loading notice went with the news")
	assert.True(t, h.g.zh.inKit, "the kit draws with the full fonts")

	h.press("nav.lang")
	assert.Equal(t, "en", h.state().Lang)
	h.press("nav.lang")
	assert.Equal(t, "zh", h.state().Lang, "at once the second time")
	assert.Len(t, *asked, 1)
}

// A fetch that fails (offline before any visit) is said, and English
// stays; the next 中文 asks again.
func TestChineseFontsThatFailSaySo(t *testing.T) {
	asked := slowFonts(t)
	h := newHarness(t)
	h.g.Draw(ebiten.NewImage(640, 400))
	h.press("nav.lang")
	require.Len(t, *asked, 1)
	(*asked)[0](nil, nil, errors.New("TypeError: Failed to fetch"))
	h.update()
	assert.Equal(t, "en", h.state().Lang)
	assert.Equal(t, msg.T(msg.English, msg.LangFailed), h.g.toastText())
	assert.NotContains(t, h.saves, "renju.lang", "the choice is not stored")

	h.press("nav.lang")
	require.Len(t, *asked, 2, "asked again")
	(*asked)[1](full.CJK(), full.CJKBold(), nil)
	h.update()
	assert.Equal(t, "zh", h.state().Lang)

	// Fonts that cannot be read fail the same way.
	h2 := newHarness(t)
	h2.g.Draw(ebiten.NewImage(640, 400))
	h2.press("nav.lang")
	require.Len(t, *asked, 3)
	(*asked)[2]([]byte("not a font"), []byte("nor this"), nil)
	h2.update()
	assert.Equal(t, "en", h2.state().Lang)
	assert.Equal(t, msg.T(msg.English, msg.LangFailed), h2.g.toastText())
}

// A Chinese learner's first frame is Chinese: it waits for the fonts
// (which the page fetched beside the wasm, so they have usually come);
// if they cannot come, the first frame is English and says why.
func TestChineseFirstFrameWaitsForItsFonts(t *testing.T) {
	asked := slowFonts(t)
	for _, fail := range []bool{false, true} {
		g := New()
		first := 0
		g.OnFirstDraw = func() { first++ }
		g.Restore(map[string]string{"renju.lang": "zh"})
		img := ebiten.NewImage(640, 400)
		require.NoError(t, g.Update())
		g.Draw(img)
		assert.Zero(t, first, "no first frame without the fonts")
		assert.Equal(t, msg.Chinese, g.Lang())
		done := (*asked)[len(*asked)-1]
		if fail {
			done(nil, nil, errors.New("HTTP 404 for zh-regular.otf"))
		} else {
			done(full.CJK(), full.CJKBold(), nil)
		}
		require.NoError(t, g.Update())
		g.Draw(img)
		assert.Equal(t, 1, first)
		if fail {
			assert.Equal(t, msg.English, g.Lang())
			assert.Equal(t, msg.T(msg.English, msg.LangFailed), g.toastText())
		} else {
			assert.Equal(t, msg.Chinese, g.Lang())
			assert.Empty(t, g.toastText())
		}
	}
}
