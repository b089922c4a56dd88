package e2e

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/game/vocab/pageapi"
	"renju/rules"
)

// judged is a position with the forbidden points the Go judge finds in it.
type judged struct {
	name      string
	input     string         // as given to load or the URL hash
	canonical string         // rules.FormatStones
	fouls     []pageapi.Foul // rules.ForbiddenMap, sorted by point
}

// judgedPositions are positions with Black to move whose forbidden points
// cover every kind. The expected points come from package rules, not from
// this file; the test only checks that each kind occurs.
var judgedPositions = []struct{ name, position string }{
	{"double-three", "B:g8,h8,i6,i7 W:a1,a2,o1,o15"},
	{"double-four", "B:f8,g8,h8,i5,i6,i7 W:e8,i4,a1,a15,o1,o15"},
	{"overline", "B:h3,h4,h5,h7,h8,h9 W:a1,a2,a3,o1,o2,o3"},
	{"three double-threes", "B:g8,j8,h9,h10,i10,i11,k10,l11 W:m12,a1,a2,a3,a4,a5,a6,a7"},
	{"every kind", "B:b13,c13,d11,d12,l4,m4,n4,o1,o2,o3,k11,k12,k13,k15,k9,k8 W:a1,a15,b1,e4,j14,k7,k14,l3,n1,o15,c3,o7,h8,h9,h10,h11"},
	{"not canonical", "b: i7,i6 ,h8 g8 w: o15,o1,a2,a1"},
}

func judge(t *testing.T, name, position string) judged {
	t.Helper()
	b, err := rules.ParseStones(position)
	require.NoError(t, err, position)
	require.Equal(t, rules.Black, b.ToMove(), "%s: the test positions have Black to move", name)
	j := judged{name: name, input: position, canonical: rules.FormatStones(&b)}
	for _, f := range rules.ForbiddenMap(&b) {
		j.fouls = append(j.fouls, pageapi.Foul{Point: f.Point.String(), Kind: f.Kind.String()})
	}
	return j
}

func sortFouls(fs []pageapi.Foul) []pageapi.Foul {
	out := slices.Clone(fs)
	slices.SortFunc(out, func(a, b pageapi.Foul) int { return strings.Compare(a.Point, b.Point) })
	return out
}

// encodeURIComponent escapes s as JavaScript's encodeURIComponent does.
func encodeURIComponent(s string) string {
	var b strings.Builder
	for _, c := range []byte(s) {
		switch {
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9',
			strings.IndexByte("-_.!~*'()", c) >= 0:
			b.WriteByte(c)
		default:
			fmt.Fprintf(&b, "%%%02X", c)
		}
	}
	return b.String()
}

func TestEncodeURIComponent(t *testing.T) {
	assert.Equal(t, "B%3Ah8%2Ci9%20W%3Ah9", encodeURIComponent("B:h8,i9 W:h9"))
}

// TestPageLoads opens the tutor as a desktop browser would: it must draw its
// first frame within the budget, fill the window without scrollbars, hide
// the loading screen and log no errors.
//
// The time to ready is measured on three first visits (each in a fresh
// browser context, so with an empty HTTP cache), and the median is held to
// the ceiling (see readyBudget): one slow start on a busy CI machine is
// logged, not failed.
func TestPageLoads(t *testing.T) {
	var times []time.Duration
	for i := range 3 {
		// A subtest per visit, so that its tab is closed before the next one
		// starts: a hidden tab still runs the game loop and takes CPU.
		t.Run(fmt.Sprintf("visit-%d", i+1), func(t *testing.T) {
			// A page of its own: the test times a first visit's load.
			tb := newTab(t, desktop, chromedp.WithNewBrowserContext())
			elapsed := tb.open("")
			times = append(times, elapsed)
			phases := eval[map[string]float64](tb, `(() => {
				const at = (name) => { const e = performance.getEntriesByName(name)[0]; return e ? e.startTime : -1; };
				const wasm = performance.getEntriesByName(new URL("renju.wasm", location.href).href)[0];
				return {htmlDone: performance.getEntriesByType("navigation")[0].domContentLoadedEventEnd,
					wasmStart: wasm ? wasm.requestStart : -1, wasmEnd: wasm ? wasm.responseEnd : -1,
					wasmWire: wasm ? wasm.transferSize : -1,
					instantiated: at("renju:instantiated"), loaderReady: at("renju:ready")};
			})()`)
			t.Logf("ready after %v; ms since navigation: page parsed %.0f, wasm requested %.0f, "+
				"received %.0f (%.0f bytes on the wire), compiled and instantiated %.0f, first frame %.0f",
				elapsed.Round(time.Millisecond), phases["htmlDone"], phases["wasmStart"], phases["wasmEnd"],
				phases["wasmWire"], phases["instantiated"], phases["loaderReady"])
			tb.noProblems()
		})
	}
	if len(times) < 3 {
		t.FailNow()
	}
	slices.Sort(times)
	median := times[len(times)/2]
	t.Logf("time to window.renju.ready: median %v of %v (target %v, ceiling %v)",
		median.Round(time.Millisecond), times, readyBudget, readyCeiling)
	if median > readyBudget {
		t.Logf("over the %v target on this machine; the assert is the %v ceiling", readyBudget, readyCeiling)
	}
	assert.LessOrEqual(t, median, readyCeiling, "time from navigation to the first frame")

	tb := sharedTab(t, desktop, "en")
	tb.open("")
	assert.Equal(t, "Renju Tutor · 连珠禁手教室", eval[string](tb, `document.title`))
	tb.waitLoader("ready")
	_, err := pollPage[bool](tb.ctx, `getComputedStyle(document.getElementById("loading")).display === "none"`, 20*time.Millisecond, 3*time.Second)
	assert.NoError(t, err, "the loading screen goes away once the app is ready")

	layout := eval[map[string]float64](tb, `(() => {
		const c = document.querySelector("canvas");
		const r = c ? c.getBoundingClientRect() : {left: -1, top: -1, width: 0, height: 0};
		const d = document.documentElement;
		return {canvases: document.querySelectorAll("canvas").length,
			left: r.left, top: r.top, width: r.width, height: r.height,
			innerWidth: innerWidth, innerHeight: innerHeight,
			scrollWidth: d.scrollWidth, scrollHeight: d.scrollHeight};
	})()`)
	assert.Equal(t, 1.0, layout["canvases"], "one canvas")
	assert.Equal(t, 0.0, layout["left"])
	assert.Equal(t, 0.0, layout["top"])
	assert.Equal(t, layout["innerWidth"], layout["width"], "the canvas is as wide as the window")
	assert.Equal(t, layout["innerHeight"], layout["height"], "the canvas is as high as the window")
	assert.LessOrEqual(t, layout["scrollWidth"], layout["innerWidth"], "no horizontal scrolling")
	assert.LessOrEqual(t, layout["scrollHeight"], layout["innerHeight"], "no vertical scrolling")

	s := tb.state()
	assert.NotEmpty(t, s.Screen)
	assert.NotEmpty(t, s.Lang)
	assert.Contains(t, []string{"black", "white"}, s.ToMove)
	tb.noProblems()
}

// TestServedAsExpected checks, from inside the page, what the browser gets
// from the server for the wasm: its type, a content coding, and the
// uncompressed size the progress bar uses.
func TestServedAsExpected(t *testing.T) {
	tb := sharedTab(t, desktop, "en")
	tb.open("")
	got := eval[map[string]string](tb, `fetch("renju.wasm", {cache: "no-store"}).then(r => ({
		type: r.headers.get("Content-Type") || "",
		encoding: r.headers.get("Content-Encoding") || "",
		uncompressed: r.headers.get("X-Uncompressed-Length") || "",
		vary: r.headers.get("Vary") || "",
		csp: r.headers.get("Content-Security-Policy") || "",
	}))`, chromedp.EvalAwaitPromise)
	fi, err := os.Stat(filepath.Join(siteDir, "renju.wasm"))
	require.NoError(t, err)
	assert.Equal(t, "application/wasm", got["type"])
	assert.Contains(t, []string{"gzip", "br"}, got["encoding"],
		"Chromium gets a precompressed wasm (if not: is build/site/renju.wasm newer than its .br and .gz? run `make site`)")
	assert.Equal(t, strconv.FormatInt(fi.Size(), 10), got["uncompressed"])
	assert.Equal(t, "Accept-Encoding", got["vary"])
	assert.Contains(t, got["csp"], "'wasm-unsafe-eval'")
	icon := eval[map[string]string](tb, `fetch(document.querySelector("link[rel=icon]").href).then(r => ({
		status: String(r.status), type: r.headers.get("Content-Type") || ""}))`, chromedp.EvalAwaitPromise)
	assert.Equal(t, map[string]string{"status": "200", "type": "image/svg+xml"}, icon, "the favicon")
	t.Logf("renju.wasm: %d bytes, sent to Chromium with Content-Encoding %s", fi.Size(), got["encoding"])
	tb.noProblems()
}

// TestClickPlacesStone clicks the centre point with real mouse events.
func TestClickPlacesStone(t *testing.T) {
	tb := sharedTab(t, desktop, "en")
	tb.open("")
	tb.load("")
	s := tb.waitState("the empty board", func(s appState) bool { return s.Position == "" })
	require.Equal(t, "black", s.ToMove)

	p := tb.pointToClient("h8")
	require.Greater(t, p.X, 0.0)
	require.Greater(t, p.Y, 0.0)
	require.Less(t, p.X, float64(desktop.width))
	require.Less(t, p.Y, float64(desktop.height))
	tb.click(p)
	s = tb.waitState("a black stone on h8", func(s appState) bool { return s.Position == "B:h8" })
	assert.Equal(t, "white", s.ToMove)
	tb.screenshot("click-h8-1280x800")
	tb.noProblems()
}

// TestTapPlacesStoneOnPhone does the same with a touch on a phone screen.
func TestTapPlacesStoneOnPhone(t *testing.T) {
	tb := sharedTab(t, phone, "en")
	tb.open("")
	tb.load("")
	tb.waitState("the empty board", func(s appState) bool { return s.Position == "" })
	p := tb.pointToClient("h8")
	require.Less(t, p.X, float64(phone.width))
	require.Less(t, p.Y, float64(phone.height))
	// The events carry their own times, 80 ms apart: the app times a hold
	// with them, and a renderer stalled by a busy machine must not turn
	// the test's tap into a long press.
	start := time.Now()
	tb.do(
		touchAction(input.DispatchTouchEventTypeTouchStart, []*input.TouchPoint{{X: p.X, Y: p.Y}}, start),
		chromedp.Sleep(80*time.Millisecond),
		touchAction(input.DispatchTouchEventTypeTouchEnd, []*input.TouchPoint{}, start.Add(80*time.Millisecond)),
	)
	s := tb.waitState("a black stone on h8", func(s appState) bool { return s.Position == "B:h8" })
	assert.Equal(t, "white", s.ToMove)
	tb.noProblems()
}

// TestLongPressAsksWhyOnPhone: a finger held still for a second on a
// forbidden point opens its Why? walk and places nothing (the hold is timed
// with the touch events' timestamps, not counted in frames).
func TestLongPressAsksWhyOnPhone(t *testing.T) {
	tb := sharedTab(t, phone, "en")
	tb.open("")
	const doubleThree = "B:g8,j8,h7,h9 W:a1,a2,a3,a15"
	tb.load(doubleThree)
	tb.waitState("the position", func(s appState) bool { return s.Position != "" })
	before := tb.state().Position
	p := tb.pointToClient("h8")
	start := time.Now()
	tb.do(
		touchAction(input.DispatchTouchEventTypeTouchStart, []*input.TouchPoint{{X: p.X, Y: p.Y}}, start),
		chromedp.Sleep(time.Second),
		touchAction(input.DispatchTouchEventTypeTouchEnd, []*input.TouchPoint{}, start.Add(time.Second)),
	)
	s := tb.waitState("the Why? walk at h8", func(s appState) bool { return s.Walk == "h8" })
	assert.Equal(t, before, s.Position, "a long press places nothing")
	tb.noProblems()
}

// touchAction dispatches a touch event through the browser, stamped with
// the time it happened at.
func touchAction(typ input.DispatchTouchEventType, points []*input.TouchPoint, at time.Time) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, target *chromedp.Target) error {
		ts := input.TimeSinceEpoch(float64(at.UnixNano()) / 1e9)
		_, err := cdp.Call(ctx, target, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: typ, TouchPoints: points, Timestamp: ts})
		return err
	})
}

// TestForbiddenPointsMatchJudge loads positions through window.renju.load and
// compares the forbidden points the app shows with the Go judge's.
func TestForbiddenPointsMatchJudge(t *testing.T) {
	var cases []judged
	kinds := map[string]bool{}
	for _, p := range judgedPositions {
		j := judge(t, p.name, p.position)
		for _, f := range j.fouls {
			kinds[f.Kind] = true
		}
		cases = append(cases, j)
	}
	require.Equal(t, map[string]bool{"overline": true, "double-four": true, "double-three": true}, kinds,
		"the test positions cover every kind of forbidden move")

	tb := sharedTab(t, desktop, "en")
	tb.open("")
	for _, c := range cases {
		tb.load(c.input)
		s := tb.waitState(c.name, func(s appState) bool { return s.Position == c.canonical })
		assert.Equal(t, "black", s.ToMove, c.name)
		assert.Equal(t, sortFouls(c.fouls), sortFouls(s.Forbidden), "%s: %s", c.name, c.canonical)
	}
	// And back to an empty board: nothing is forbidden.
	tb.load("")
	s := tb.waitState("the empty board", func(s appState) bool { return s.Position == "" })
	assert.Empty(t, s.Forbidden)
	tb.noProblems()
}

// TestLoadRejectsBadPosition: load returns an error message, not a crash.
func TestLoadRejectsBadPosition(t *testing.T) {
	tb := sharedTab(t, desktop, "en")
	tb.open("")
	tb.load("B:h8")
	msg := eval[string](tb, `window.renju.load("B:z99")`)
	assert.NotEmpty(t, msg, "an unparsable position is refused with a message")
	assert.Equal(t, "B:h8", tb.state().Position, "and the board is unchanged")
	tb.noProblems()
}

// TestURLHashOpensPosition opens #pos=<position> directly.
func TestURLHashOpensPosition(t *testing.T) {
	for _, p := range []struct{ name, position string }{judgedPositions[4], judgedPositions[5]} {
		t.Run(p.name, func(t *testing.T) {
			c := judge(t, p.name, p.position)
			tb := sharedTab(t, desktop, "en")
			tb.open("#pos=" + encodeURIComponent(c.input))
			s := tb.waitState("the position from the URL", func(s appState) bool { return s.Position == c.canonical })
			assert.Equal(t, "free", s.Screen)
			assert.Equal(t, sortFouls(c.fouls), sortFouls(s.Forbidden))
			tb.noProblems()
		})
	}
}

// TestScreenshots shows a position with every kind of foul at three screen
// sizes, checks that the whole board is on screen and writes the images to
// test-artifacts/.
func TestScreenshots(t *testing.T) {
	c := judge(t, "every kind", judgedPositions[4].position)
	for _, vp := range []viewport{desktop, phone, wide} {
		t.Run(vp.name, func(t *testing.T) {
			tb := sharedTab(t, vp, "en")
			tb.open("#pos=" + encodeURIComponent(c.input))
			tb.waitState("the position", func(s appState) bool { return s.Position == c.canonical })
			for _, corner := range []string{"a1", "a15", "o1", "o15", "h8"} {
				p := tb.pointToClient(corner)
				assert.True(t, p.X > 0 && p.X < float64(vp.width) && p.Y > 0 && p.Y < float64(vp.height),
					"%s is on screen at %+v", corner, p)
			}
			scroll := eval[map[string]float64](tb, `({sw: document.documentElement.scrollWidth, sh: document.documentElement.scrollHeight, w: innerWidth, h: innerHeight})`)
			assert.LessOrEqual(t, scroll["sw"], scroll["w"], "no horizontal scrolling")
			assert.LessOrEqual(t, scroll["sh"], scroll["h"], "no vertical scrolling")
			a1, o15 := tb.pointToClient("a1"), tb.pointToClient("o15")
			assert.Less(t, a1.X, o15.X, "a is the left column")
			assert.Greater(t, a1.Y, o15.Y, "row 1 is at the bottom")
			tb.shown()
			img := tb.screenshot("tutor-" + vp.name)
			assert.Equal(t, int(float64(vp.width)*vp.scale), img.Bounds().Dx())
			assert.Equal(t, int(float64(vp.height)*vp.scale), img.Bounds().Dy())
			assert.Greater(t, colors(img), 50, "the screenshot shows a drawn board, not a blank canvas")
			tb.noProblems()
		})
	}
}
