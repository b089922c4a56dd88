package e2e

import (
	"image"
	"image/color"
	"testing"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// countPresents wraps WebGL 2's drawing calls before the app makes its
// context, and sorts every animation frame: presented (something drawn
// to the canvas's own framebuffer, which the browser then shows) and,
// of those, presented only (nothing drawn anywhere else in that frame:
// the canvas drawn again from an offscreen image that did not change).
// Ebitengine binds the context's functions when it makes it, so the
// prototype is wrapped before the page's scripts run.
const countPresents = `(() => {
	const P = WebGL2RenderingContext.prototype;
	const counts = window.__presents = {frames: 0, presented: 0, presentOnly: 0, sinceLast: 0};
	let toCanvas = true, canvas = false, other = false;
	const bind = P.bindFramebuffer;
	P.bindFramebuffer = function (target, fb) {
		if (target === P.FRAMEBUFFER || target === P.DRAW_FRAMEBUFFER) toCanvas = fb == null;
		return bind.call(this, target, fb);
	};
	for (const name of ["drawArrays", "drawElements", "drawArraysInstanced", "drawElementsInstanced",
		"drawRangeElements", "clear", "clearBufferfv", "clearBufferiv", "clearBufferuiv", "clearBufferfi", "blitFramebuffer"]) {
		const f = P[name];
		P[name] = function (...args) {
			if (toCanvas) canvas = true; else other = true;
			return f.apply(this, args);
		};
	}
	const tick = () => {
		counts.frames++;
		counts.sinceLast++;
		if (canvas) {
			counts.presented++;
			counts.sinceLast = 0;
			if (!other) counts.presentOnly++;
		}
		canvas = other = false;
		requestAnimationFrame(tick);
	};
	requestAnimationFrame(tick);
})();`

// presents is window.__presents.
type presents struct {
	Frames, Presented, PresentOnly, SinceLast int
}

// TestOnePresentPerChange: the site's Ebitengine presents a changed frame
// once (cmd/ebitenpatch; released Ebitengine presents it four times, the
// three after it drawing the same pixels again, each a screen of
// SwiftShader's work), and what the canvas shows is the frame drawn all
// the same: after a change (a hover, a screen opened), after the page
// was hidden (frozen, as the shared pages are between tests) and shown
// again, and after the window changed size. A page of its own: the
// count must wrap WebGL before the app makes its context (a small
// window: the checks do not depend on its size).
func TestOnePresentPerChange(t *testing.T) {
	tb := newTab(t, smallWindow)
	tb.beforeLoad(countPresents)
	tb.open("#lessons")
	counts := func() presents { return eval[presents](tb, `window.__presents`) }
	// still waits for ten animation frames in a row with no present:
	// the app has shown what it had to (released Ebitengine presents
	// the three frames after a change too).
	still := func() presents {
		tb.t.Helper()
		tb.shown()
		tb.waitJS("ten frames with no present", `window.__presents.sinceLast >= 10`)
		return counts()
	}
	before := still()
	lessons := tb.screenshot("present-lessons-640x400")
	require.True(t, drawn(lessons), "#lessons is drawn")

	// A hover: the button under the pointer is drawn lit.
	ids := tb.buttons()
	require.NotEmpty(t, ids)
	p := eval[*clientPoint](tb, `window.renju.buttonToClient(`+jsString(ids[0])+`)`)
	require.NotNil(t, p)
	tb.do(chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, p.X, p.Y))
	afterHover := still()
	hover := tb.screenshot("present-hover-640x400")
	assert.False(t, samePixels(lessons, hover), "the hover on %s is on the canvas", ids[0])

	// Another screen.
	tb.navigate("#home")
	tb.waitState("home", func(s appState) bool { return s.Screen == "home" })
	afterHome := still()
	home := tb.screenshot("present-home-640x400")
	require.True(t, drawn(home), "home is drawn")
	assert.False(t, samePixels(hover, home), "home is on the canvas")

	t.Logf("frames %d, presented %d (each with something new drawn but %d); the hover presented %d, home %d",
		afterHome.Frames-before.Frames, afterHome.Presented-before.Presented, afterHome.PresentOnly-before.PresentOnly,
		afterHover.Presented-before.Presented, afterHome.Presented-afterHover.Presented)
	assert.Positive(t, afterHover.Presented-before.Presented, "the hover was presented")
	assert.Positive(t, afterHome.Presented-afterHover.Presented, "home was presented")
	assert.Zero(t, afterHome.PresentOnly-before.PresentOnly,
		"frames presented with nothing new drawn: Ebitengine built without cmd/ebitenpatch's patch (make's EBITEN_PATCHED)?")

	// Hidden and shown again: nothing is drawn, the canvas keeps home.
	hide := func(hidden bool) {
		tb.t.Helper()
		state := page.SetWebLifecycleStateStateActive
		if hidden {
			state = page.SetWebLifecycleStateStateFrozen
			_, err := chromedp.Call(tb.ctx, emulation.SetFocusEmulationEnabled, emulation.SetFocusEmulationEnabledParams{Enabled: false})
			require.NoError(t, err)
		}
		_, err := chromedp.Call(tb.ctx, page.SetWebLifecycleState, page.SetWebLifecycleStateParams{State: state})
		require.NoError(t, err)
		if !hidden {
			_, err := chromedp.Call(tb.ctx, emulation.SetFocusEmulationEnabled, emulation.SetFocusEmulationEnabledParams{Enabled: true})
			require.NoError(t, err)
		}
	}
	hide(true)
	require.Equal(t, "hidden", eval[string](tb, `document.visibilityState`))
	hide(false)
	shownAgain := still()
	again := tb.screenshot("present-home-again-640x400")
	assert.True(t, samePixels(home, again), "the canvas hidden and shown again shows home as it was")
	assert.Zero(t, shownAgain.PresentOnly-afterHome.PresentOnly)

	// Another size: Ebitengine's resize runs a forced frame, which
	// presents the screen laid out anew.
	tb.do(chromedp.EmulateViewport(480, 640, chromedp.EmulateScale(1)))
	tb.waitJS("the canvas at 480×640", `document.querySelector("canvas").width === 480`)
	still()
	resized := tb.screenshot("present-home-480x640")
	assert.Equal(t, image.Rect(0, 0, 480, 640), resized.Bounds())
	assert.True(t, drawn(resized), "home is drawn at the new size")
	tb.noProblems()
}

// drawn reports whether a shot shows more than one colour on a grid of
// points: a canvas left blank is one colour.
func drawn(img image.Image) bool {
	b := img.Bounds()
	seen := map[color.RGBA]bool{}
	for y := b.Min.Y; y < b.Max.Y; y += 7 {
		for x := b.Min.X; x < b.Max.X; x += 7 {
			r, g, bl, a := img.At(x, y).RGBA()
			seen[color.RGBA{uint8(r >> 8), uint8(g >> 8), uint8(bl >> 8), uint8(a >> 8)}] = true
		}
	}
	return len(seen) > 8
}

// samePixels reports whether two shots are the same pixels.
func samePixels(a, b image.Image) bool {
	if a.Bounds() != b.Bounds() {
		return false
	}
	r := a.Bounds()
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if a.At(x, y) != b.At(x, y) {
				return false
			}
		}
	}
	return true
}
