package e2e

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/performance"
	"github.com/chromedp/cdproto/profiler"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The links TestPlayLinkPartnerFrames opens.
const (
	// White (the partner) to move after nine stones, hints on: the
	// heaviest first decision of the few tried (140 ms natively).
	partnerLink = "1.free.learning.5.first.h.h8-h9-i9-g7-j10-i8-g9-j9-h10"
	// After seven stones, hints off.
	partnerLink7 = "1.free.learning.5.first.-.h8-h9-i9-g7-j10-i8-g9"
	// The nine stones between two people: Play's own opening, no search
	// but the forbidden map.
	peopleLink = "1.free.learning.people.first.-.h8-h9-i9-g7-j10-i8-g9-j9-h10"
)

// TestPlayLinkPartnerFrames opens level-5 games from #play= links with
// the partner to move and records the gaps between animation frames and
// the page thread's long tasks during its first decision, beside the
// same page idle (issue 28: on the page's thread the first decision held
// it for 1.2–1.5 s). A second tab opens the same position between two
// people first: what opening Play costs by itself. It logs them and
// writes them to test-artifacts/play-link-frames.txt (with the site
// measured, RENJU_SITE, and the load average). The idle windows (seconds
// of the page idle on home and after each game) are measured only when
// measuring (RENJU_MEASURE=1); without it every link is still opened and
// its partner's move awaited, on the shared desktop page (reset to a
// fresh profile for the second run) instead of two fresh tabs
// (framesTab). RENJU_PROFILE=1 adds the page thread's profile of the
// first link.
//
// What it checks of the frames (issue 39):
//   - measuring, the bound: no gap while a partner thinks (from
//     the link to its move) over max(2× the largest idle gap, 250 ms).
//     make measure is run on a quiet machine; on a loaded one the idle
//     gaps grow with the load and so does the bound, but the partner's
//     work adds to the load, so a busy machine can fail it.
//   - always, a bound that a loaded machine passes: on a decision of
//     2 s or more (thinkMs, the worker's own count), no gap is as long
//     as the decision. The frames must go on while the partner thinks:
//     a search on the page's thread, or the page waiting for the
//     worker, is one gap at least as long. At a load average of 10–30
//     on 2 cores (issue 39's runs, 16 decisions of 2.1–9.9 s) the
//     largest gap was at most 0.65 of its decision; shorter decisions
//     are left out, as Play's first frame alone took up to 1 s there.
func TestPlayLinkPartnerFrames(t *testing.T) {
	var report strings.Builder
	fmt.Fprintf(&report, "site %s; load average %s\n", siteDir, loadAverage())
	if !measuring {
		report.WriteString("(the idle windows are measured with RENJU_MEASURE=1)\n")
	}
	tb := framesTab(t, 5*time.Minute)
	tb.open("")
	report.WriteString("a fresh tab:\n")
	var gaps partnerGaps
	gaps.add(measurePlayLinks(t, tb, &report, partnerLink, partnerLink7, partnerLink, partnerLink7))
	report.WriteString("another fresh tab, Play opened between two people first:\n")
	if measuring {
		tb = framesTab(t, 5*time.Minute)
		tb.open("")
	} else {
		tb.reset("", nil)
	}
	gaps.add(measurePlayLinks(t, tb, &report, peopleLink, partnerLink))
	fmt.Fprintf(&report, "load average at the end %s\n", loadAverage())
	if think, bound, ok := gaps.summary(&report); ok && think > bound {
		t.Errorf("a frame waited %.0f ms while the partner thought, over max(2× the largest idle gap, 250 ms) = %.0f ms", think, bound)
	}
	t.Log(report.String())
	require.NoError(t, os.MkdirAll(artifacts, 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(artifacts, "play-link-frames.txt"), []byte(report.String()), 0o644))
}

// partnerGaps are the largest gaps between frames: while the partner
// made its first move after a link (each link's; with no frame at all,
// the time it took), and on the idle windows (measuring only).
type partnerGaps struct{ thinking, idle []float64 }

func (g *partnerGaps) add(more partnerGaps) {
	g.thinking = append(g.thinking, more.thinking...)
	g.idle = append(g.idle, more.idle...)
}

// summary writes the largest gap while the partner thought against
// issue 39's bound: max(2× the largest idle gap, 250 ms), and returns
// them (ok: there were idle windows, measuring).
func (g *partnerGaps) summary(report *strings.Builder) (think, bound float64, ok bool) {
	if len(g.thinking) == 0 {
		return 0, 0, false
	}
	think = slices.Max(g.thinking)
	fmt.Fprintf(report, "while the partner thought (%d links): the largest gap between frames %.0f ms (each link's largest: %.0f)", len(g.thinking), think, g.thinking)
	if len(g.idle) == 0 {
		report.WriteString("\n")
		return think, 0, false
	}
	idle := slices.Max(g.idle)
	bound = max(2*idle, 250)
	fmt.Fprintf(report, "; idle, the largest %.0f ms; the bound max(2× %.0f, 250) = %.0f ms: %.2f× it\n", idle, idle, bound, think/bound)
	return think, bound, true
}

// measurePlayLinks opens the links one after the other in tb (a fresh
// tab when measuring: framesTab), each from the home screen, and writes
// what the page's frames did until the game was ready (the partner's
// move made). It returns the largest gap of each partner's first move
// and of each idle window.
func measurePlayLinks(t *testing.T, tb *tab, report *strings.Builder, links ...string) (out partnerGaps) {
	// The page thread's CPU time (Performance.getMetrics' ThreadTime), which
	// a busy machine disturbs less than the clock.
	_, err := chromedp.Call(tb.ctx, performance.Enable, performance.EnableParams{TimeDomain: performance.EnableTimeDomainThreadTicks})
	require.NoError(t, err)
	tb.undoAtEnd("the Performance domain", func(ctx context.Context) error {
		_, err := chromedp.Call(ctx, performance.Disable, cdp.Empty{})
		return err
	})
	threadMs := func() float64 {
		m, err := chromedp.Call(tb.ctx, performance.GetMetrics, cdp.Empty{})
		require.NoError(t, err)
		for _, x := range m.Metrics {
			if x.Name == "ThreadTime" {
				return x.Value * 1000
			}
		}
		return 0
	}
	eval[bool](tb, frameClockJS)
	// The main thread's long tasks (over 50 ms) since window.__t0: what
	// held the page, whatever else this machine's cores were doing.
	eval[bool](tb, `window.__long = [], window.__observer && window.__observer.disconnect(),
		(window.__observer = new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.startTime >= window.__t0) window.__long.push(e.duration); })).observe({type: "longtask"}), true`)
	tb.atEnd(`window.__clock = false, window.__observer.disconnect()`)
	time.Sleep(window(2*time.Second, 0)) // the page's work after ready
	from := func() {
		eval[bool](tb, `window.__gaps = [], window.__at = [], window.__long = [], window.__t0 = performance.now(), true`)
	}
	gaps := func() []float64 {
		gaps := eval[[]float64](tb, `window.__t0 = Infinity, window.__gaps`)
		slices.Sort(gaps)
		return gaps
	}
	summary := func(gaps []float64) string {
		if len(gaps) == 0 {
			return "no frames"
		}
		return fmt.Sprintf("%d frames, median %.1f ms, largest %.1f ms", len(gaps), gaps[len(gaps)/2], gaps[len(gaps)-1])
	}
	longTasks := func() string {
		long := eval[[]float64](tb, `window.__long`)
		slices.Sort(long)
		total := 0.0
		for _, l := range long {
			total += l
		}
		if len(long) == 0 {
			return "no long task"
		}
		return fmt.Sprintf("%d long tasks, %.0f ms in all, longest %.0f ms", len(long), total, long[len(long)-1])
	}
	if measuring {
		from()
		cpu := threadMs()
		time.Sleep(3 * time.Second)
		g := gaps()
		if len(g) > 0 {
			out.idle = append(out.idle, g[len(g)-1])
		}
		fmt.Fprintf(report, "  home idle 3 s: page thread CPU %.0f ms; %s; %s\n", threadMs()-cpu, summary(g), longTasks())
	}
	for i, link := range links {
		n := strings.Count(link, "-") - 1
		profile := i == 0 && os.Getenv("RENJU_PROFILE") != ""
		if profile {
			_, err := chromedp.Call(tb.ctx, profiler.Enable, cdp.Empty{})
			require.NoError(t, err)
			_, err = chromedp.Call(tb.ctx, profiler.SetSamplingInterval, profiler.SetSamplingIntervalParams{Interval: 200})
			require.NoError(t, err)
			_, err = chromedp.Call(tb.ctx, profiler.Start, cdp.Empty{})
			require.NoError(t, err)
		}
		from()
		cpu := threadMs()
		start := time.Now()
		eval[any](tb, `location.hash = "#play=`+link+`"`)
		var s appState
		for deadline := time.Now().Add(2 * time.Minute); ; {
			s = tb.state()
			if s.Play != nil && s.Play.Phase == "playing" && !s.Play.Thinking && (len(s.Play.Moves) > n || s.Play.Opponent == "people") {
				break
			}
			require.True(t, time.Now().Before(deadline), "waiting for the game; the state is %s", s.JSON())
			time.Sleep(200 * time.Millisecond)
		}
		took := time.Since(start)
		cpu = threadMs() - cpu
		g := gaps()
		at := eval[[][]float64](tb, `window.__at`)
		what := "opened"
		if s.Play.Opponent != "people" {
			// No frame at all in the time the partner took is a gap
			// of that time at least.
			largest := float64(took.Milliseconds())
			if len(g) > 0 {
				largest = g[len(g)-1]
			}
			out.thinking = append(out.thinking, largest)
			if s.Play.ThinkMs >= 2000 {
				assert.Less(t, largest, s.Play.ThinkMs,
					"#play=%s: a frame waited %.0f ms, as long as the partner's whole decision (%.0f ms): the frames must go on while it thinks", link, largest, s.Play.ThinkMs)
			}
		}
		if s.Play.Opponent != "people" {
			what = fmt.Sprintf("the partner played %s (thinkMs %.0f, chunkMs %.1f)", s.Play.Moves[len(s.Play.Moves)-1], s.Play.ThinkMs, s.Play.ChunkMs)
		}
		fmt.Fprintf(report, "  #play=%s: %s after %v; page thread CPU %.0f ms; frames meanwhile: %s; %s; gaps over 100 ms [start, length]: %v\n",
			link, what, took.Round(time.Millisecond), cpu, summary(g), longTasks(), at)
		if profile {
			res, err := chromedp.Call(tb.ctx, profiler.Stop, cdp.Empty{})
			require.NoError(t, err)
			writeProfile(report, "the first link", res.Profile)
			report.WriteString("\n")
		}
		if measuring {
			from()
			cpu = threadMs()
			time.Sleep(2 * time.Second)
			g := gaps()
			if len(g) > 0 {
				out.idle = append(out.idle, g[len(g)-1])
			}
			fmt.Fprintf(report, "    then idle 2 s on Play: page thread CPU %.0f ms; %s; %s\n", threadMs()-cpu, summary(g), longTasks())
		}
		eval[any](tb, `location.hash = "#home"`)
		tb.waitState("the home screen", func(s appState) bool { return s.Screen == "home" })
		time.Sleep(window(500*time.Millisecond, 0))
	}
	return out
}
