package e2e

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/rules"
)

// framesWindow is how long the frames of the search are counted at least
// (when measuring; else until the search has found its first drill).
var framesWindow = window(30*time.Second, 0)

// selfPlayed are four self-played games (fouldrills' tests: levels 2–5,
// 26 to 225 moves), whose foul moments give nine drills in all.
var selfPlayed = []string{
	"h8g7h7h6i5f8d10g6i6g8g5g9g10h10e7i11j12f6e6f7f9f4f5h5i4d9",
	"h8g9i9g7g8f8h10h6e9i5j4j8g11f12h12f10h9h11f9i7k9f4g5j9h7e10i6j5j7i10g12k8l7l8m8k7j6k6k5l6n4g10c10j10j12i12k14f7f5e7c5c7d7e5d6e4e8e6e3g4b5c6i4c4",
	"h8g9h9h10f8g8g7i9h6e9h7h5j4i5i7j7e7f7j8k9g5f4f6h4d4e5c9d8g6e6g3g4i6j6d5e4i4k7l8k8k6k10k11e2e3f3d1d3j5h3f5h2h1l7j9i8k4l3l4m4n7g11f10g10g12j10i10f12e13h11c5f2g2d6b6a7c7c8m6l5i11i12f9k14j13j11h13l9m8n11m10m7i13g13l13k13f11e10i14j15k12l11h14j12c4c3f14g14k2k3j3j2c11d12d11e11e12d7d9b9a10c13b14m12n13n9o9c14e1g1c1b1n6o6n4n5o5b2c2m3o3e8a8b5a4b3b4n12n10l10o13m2m5a11o11o10o15o14n14l12o4o2b12i15j14k15h15l15m15b11b8f15c12c15d15a3l1j1k1o1a14a1a2a5a6a9a12a13a15b7b10b13b15c6c10d2d10d13d14e14e15f1f13g15h12i1i2i3k5l2l6l14m1m9m11m13m14n1n2n3n8n15o7o8o12",
	"h8g8g7i9f6d4h6h7i6g6i5f8j4k3i8i4h5j5k6j6g4j7f3e2j8k8i7g5k9l10h3d3h4h2e4d5d6d2d1f2g2b2c2b5c4c5e3e5a5f5",
}

// TestViewerDrillsFrames: "Drills from these games" on a record of
// 1,000 games (the four self-played games 250 times each: nine drills,
// so every game is looked through, some four minutes here) while the
// page keeps drawing. The frame intervals of the idle list and of the
// search's first framesWindow (median, largest, how many over 50 ms),
// the long tasks and the games looked at are logged and written to
// test-artifacts/viewer-drills-frames.txt: a measurement, not a test of
// speed, with its full windows when measuring (RENJU_MEASURE=1; else the
// idle list is not measured and the search's frames are counted until it
// has found a drill). Then Stop (Esc) ends the search with what it found.
func TestViewerDrillsFrames(t *testing.T) {
	var sb strings.Builder
	for i := range 1000 {
		moves, err := rules.ParseMoves(selfPlayed[i%len(selfPlayed)])
		require.NoError(t, err)
		sb.WriteString(rules.FormatMoves(moves, false) + "\n")
	}
	tb := framesTab(t, 10*time.Minute)
	tb.open("#games")
	tb.waitState("the empty viewer", func(s appState) bool { return s.Viewer.Phase == "empty" })
	require.Equal(t, "", eval[string](tb, `window.renju.openRecord("thousand.txt", `+jsString(sb.String())+`)`))
	// Reading 1,000 games took over 10 s at a load average of 30.
	tb.waitStateFor("the list", time.Minute, func(s appState) bool { return s.Viewer.Phase == "list" && s.Viewer.Games == 1000 })
	// The read's own after-effects (the record handed over, the worker
	// started) settle first.
	time.Sleep(window(3*time.Second, 0))
	eval[bool](tb, `(() => {
		window.__gaps = []; window.__long = []; window.__counting = true; let last = performance.now();
		const tick = (now) => { if (!window.__counting) return; window.__gaps.push(now - last); last = now; requestAnimationFrame(tick); };
		requestAnimationFrame(tick);
		window.__observer = new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__long.push(e.duration); });
		window.__observer.observe({type: "longtask"});
		return true;
	})()`)
	tb.atEnd(`window.__counting = false, window.__observer.disconnect()`)
	// The list's buttons that the measurement hovers, once the list is
	// drawn (its frame may come seconds after the state on a busy machine).
	tb.poll("the list drawn", `window.renju.buttonToClient("view.up") !== null`, time.Minute)
	up := eval[*clientPoint](tb, `window.renju.buttonToClient("view.up")`)
	down := eval[*clientPoint](tb, `window.renju.buttonToClient("view.down")`)
	require.NotNil(t, up)
	require.NotNil(t, down)
	var idle, busy, redrawn []float64
	if measuring {
		idle, busy, redrawn = measureIdleList(tb, up, down)
	}

	start := time.Now()
	tb.clickButton("view.drills")
	tb.waitState("the search", func(s appState) bool { return s.Viewer.Phase == "making" })
	time.Sleep(framesWindow)
	// Stop keeps what the search found: it has found a drill first (the
	// four games give nine; the state counts them at the end, the
	// progress line meanwhile: "…, 9 drills so far…").
	soFar := regexp.MustCompile(`([1-9]\d*) drills? so far`)
	s := tb.waitStateFor("the search's first drill", 3*time.Minute, func(s appState) bool {
		return s.Viewer.Phase != "making" || soFar.MatchString(s.Viewer.Progress)
	})
	gaps := eval[[]float64](tb, `window.__gaps.splice(0)`)
	long := eval[[]float64](tb, `window.__long`)
	require.Equal(t, "making", s.Viewer.Phase, "the search goes on: %+v", *s.Viewer)
	looked := "?" // the page API says it since the search is the worker's
	if m := regexp.MustCompile(`game (\d+) of 1000`).FindStringSubmatch(s.Viewer.Progress); m != nil {
		looked = m[1]
	}
	took := time.Since(start)
	tb.key("\x1b") // Stop
	s = tb.waitState("the search stopped", func(s appState) bool { return s.Viewer.Phase != "making" })
	assert.Equal(t, "drills", s.Viewer.Phase)

	stats := func(g []float64) string {
		if len(g) == 0 {
			return "not measured (RENJU_MEASURE=1)"
		}
		g = slices.Clone(g)
		slices.Sort(g)
		over := 0
		for _, x := range g {
			if x > 50 {
				over++
			}
		}
		return fmt.Sprintf("%d frames, median %.1f ms, largest %.0f ms, %d over 50 ms", len(g), g[len(g)/2], g[len(g)-1], over)
	}
	slices.Sort(long)
	report := fmt.Sprintf("drills from 1,000 games: at game %s after %v, %d drills kept at Stop; idle list: %s; idle list, a core busy outside the page: %s; idle list redrawn by hovering: %s; during the search: %s; long tasks (>50 ms): %d, largest %v ms\n",
		looked, took.Round(100*time.Millisecond), s.Viewer.Made, stats(idle), stats(busy), stats(redrawn), stats(gaps), len(long), slices.Max(append(long, 0)))
	t.Log(report)
	require.NoError(t, os.MkdirAll(artifacts, 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(artifacts, "viewer-drills-frames.txt"), []byte(report), 0o644))
	tb.noProblems()
}

// framesTab is the tab of a flow that measures the page's frames: when
// measuring, a fresh tab of its own (make measure's windows are of a page
// that ran nothing before); in make e2e, which runs the same steps and
// checks with short windows, the shared desktop page.
func framesTab(t *testing.T, budget time.Duration) *tab {
	t.Helper()
	if measuring {
		return newTabFor(t, desktop, budget, chromedp.WithNewBrowserContext())
	}
	return sharedTabFor(t, desktop, "en", budget)
}

// measureIdleList measures the frames of the idle list: idle, with a
// core kept busy outside the page, and redrawn by hovering.
func measureIdleList(tb *tab, up, down *clientPoint) (idle, busy, redrawn []float64) {
	// The idle list first, for comparison (headless Chromium draws with
	// SwiftShader, on the CPU).
	time.Sleep(3 * time.Second)
	idle = eval[[]float64](tb, `window.__gaps.splice(0)`)
	// The idle list again while one core is kept busy outside the page:
	// what the worker's thread costs the page's frames on this machine by
	// taking a core (2 cores here, shared), whatever it computes.
	stop := make(chan struct{})
	go func() {
		for n := 0; ; n++ {
			if n%1_000_000 == 0 {
				select {
				case <-stop:
					return
				default:
				}
			}
		}
	}()
	time.Sleep(10 * time.Second)
	close(stop)
	busy = eval[[]float64](tb, `window.__gaps.splice(0)`)
	// The idle list redrawn some six times a second (the pointer moved
	// from one button to the other: the hover changes the frame), as the
	// search's progress line redraws it, with no job: what a redraw costs
	// here (headless Chromium draws with SwiftShader, on the CPU).
	for i := range 60 {
		p := up
		if i%2 == 1 {
			p = down
		}
		tb.do(chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, p.X, p.Y))
		time.Sleep(160 * time.Millisecond)
	}
	redrawn = eval[[]float64](tb, `window.__gaps.splice(0)`)
	eval[bool](tb, `window.__long = [], true`)
	return idle, busy, redrawn
}
