package e2e

import (
	"fmt"
	"image"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
)

// TestZoomDrawsAtTheNewRatio: the page zoomed in and out again (Ctrl and
// +, as a teacher does on a projector: the window's CSS size shrinks and
// devicePixelRatio grows) is drawn at the ratio it has now, the canvas
// the window in device pixels. Ebitengine kept the first ratio it read
// for the whole visit, so a page zoomed to 200% drew 320×200 pixels
// stretched over 640×400, every text blurred (cmd/ebitenpatch patches
// it).
func TestZoomDrawsAtTheNewRatio(t *testing.T) {
	// A page of its own: it changes the device's scale, which a shared
	// page keeps for the tests after.
	tb := newTabFor(t, smallWindow, 2*time.Minute)
	tb.open("")
	canvasIs := func(what string, w, h int) {
		t.Helper()
		tb.waitJS(what, fmt.Sprintf(`(() => { const c = document.querySelector("canvas"); return c.width === %d && c.height === %d; })()`, w, h))
	}
	canvasIs("the canvas at 100%", 640, 400)
	for _, zoom := range []float64{2, 1.5, 1} {
		w, h := int(640/zoom), int(400/zoom)
		tb.do(chromedp.EmulateViewport(int64(w), int64(h), chromedp.EmulateScale(zoom)))
		tb.waitJS("the window zoomed", fmt.Sprintf(`innerWidth === %d && devicePixelRatio === %g`, w, zoom))
		canvasIs(fmt.Sprintf("the canvas in device pixels at %.0f%%", zoom*100), int(float64(w)*zoom), int(float64(h)*zoom))
		shot := tb.screenshot(fmt.Sprintf("zoom-%.0f-home", zoom*100))
		assert.Equal(t, image.Rect(0, 0, int(float64(w)*zoom), int(float64(h)*zoom)), shot.Bounds())
		assert.True(t, drawn(shot), "home is drawn at %.0f%%", zoom*100)
	}
	tb.noProblems()
}
