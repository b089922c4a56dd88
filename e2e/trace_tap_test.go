package e2e

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// TestTraceTap (make trace-tap) is a profiling tool, not a check: it says
// where a tap's time goes across the browser's processes, the page's
// thread, the GPU process (the canvas drawn and presented in software GL),
// V8's background compiles, the browser's own. In a new browser as make
// measure starts one, once the guided start is ready and the browser
// quiet, it moves the pointer over Skip as make measure does (the hover's
// frame done first), then traces the tap from the click to its answer
// shown (the tap probe of measure_taps_test.go) and samples every
// thread's CPU. It writes each thread's CPU over the tap, the long tasks,
// the trace events overlapping it by thread, and the page's and the GPU
// process's events over 2 ms in order.
//
//	RENJU_TRACE=1            runs it (skipped otherwise)
//	RENJU_TRACE_SITE=DIR     the site traced (default RENJU_SITE)
//	RENJU_TRACE_ANCHOR=1     the anchor's first tap instead, from
//	                         RENJU_ANCHOR_SITE unless RENJU_TRACE_SITE
//	                         names one (tracedApp)
//	RENJU_TRACE_MOVE_AT_PRESS=1  the pointer moved in the same
//	                         millisecond as the press (make measure before
//	                         2026-12-07 23:40): the hover's frame inside the tap
//	RENJU_TRACE_JSFLAGS=F    V8's flags (say --trace-wasm-compilation-times),
//	                         the browser's output in browser.log, marked
//	                         renju:mark-click and renju:mark-end around the tap
//	RENJU_TAP_PROFILE=1      V8's sampling profile of the page's thread
//	                         instead of the trace (tap-profiles/)
//
// It writes test-artifacts/trace-tap/<app>-<site directory's name>/
// summary.txt and trace.json (Perfetto, chrome://tracing).
func TestTraceTap(t *testing.T) {
	if os.Getenv("RENJU_TRACE") != "1" {
		t.Skip("a profiling tool: set RENJU_TRACE=1 or run `make trace-tap`")
	}
	if setupErr != nil {
		t.Fatal(setupErr)
	}
	app := tracedApp(t)
	stateFn, settledFn, settled := `() => JSON.parse(window.renju.state())`, `() => window.renju.settled()`, `window.renju.settled() && window.renju.idle()`
	at, done := button("start.skip"), `s.screen === "home"`
	if app.kind == appAnchor {
		stateFn, settledFn, settled = `() => JSON.parse(window.anchor.state())`, `() => true`, `true`
		at, done = anchorTaps[0].at, anchorTaps[0].done
	}
	dir := filepath.Join(artifacts, "trace-tap", app.name+"-"+filepath.Base(app.dir))
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	jsFlags := os.Getenv("RENJU_TRACE_JSFLAGS")
	if jsFlags != "" {
		out, err := os.Create(filepath.Join(dir, "browser.log"))
		if err != nil {
			t.Fatal(err)
		}
		defer out.Close()
		saved := ChromiumFlags
		ChromiumFlags = append(slices.Clip(ChromiumFlags), chromedp.Flag("js-flags", jsFlags),
			chromedp.Flag("enable-logging", "stderr"), chromedp.CombinedOutput(out))
		defer func() { ChromiumFlags = saved }()
	}
	mark := func(l *measureLoad, s string) {
		if jsFlags != "" {
			measureEval[bool](l, `console.log("renju:mark-`+s+`"), true`)
		}
	}

	l := newMeasureLoad(t, app)
	if err := chromedp.Do(l.ctx, chromedp.Navigate(app.url)); err != nil {
		t.Fatalf("navigating: %v", err)
	}
	measurePoll[float64](l, "the first frame", app.ready(), 90*time.Second)
	l.waitQuiet("the load", quietFor, 3*time.Minute)
	measurePoll[bool](l, "the page settled", settled, time.Minute)
	p := measureEval[*clientPoint](l, at)
	if p == nil {
		t.Fatalf("%s is null", at)
	}
	moveAtPress := os.Getenv("RENJU_TRACE_MOVE_AT_PRESS") == "1"
	if !moveAtPress {
		if err := chromedp.Do(l.ctx, chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, p.X, p.Y)); err != nil {
			t.Fatal(err)
		}
		measurePoll[bool](l, "the page settled after the pointer came", settled, time.Minute)
		l.waitQuiet("after the pointer came", time.Second, time.Minute)
	}
	measureEval[bool](l, tapProbeJS)
	if why := measureEval[string](l, `window.__tapArm(`+stateFn+`, `+settledFn+`, (s, b) => `+done+`)`); why != "" {
		t.Fatal(why)
	}
	measureEval[bool](l, `(() => { const L = window.__tasks = [];
		new PerformanceObserver((l) => { for (const e of l.getEntries()) L.push([e.startTime, e.duration]); }).observe({type: "longtask"});
		return true; })()`)
	var rec *traceRecording
	if !tapProfile {
		rec = startTrace(t, l, tracePlayCategories)
		time.Sleep(500 * time.Millisecond) // tracing started in every process
	}
	samples := sampleThreads(l.pid)
	time.Sleep(2 * traceSample)
	t0Page := measureEval[float64](l, `console.timeStamp("renju:t0"), performance.now()`)
	mark(l, "click")
	stop := l.profileTap()
	click := time.Now()
	events := []chromedp.Action[chromedp.Void]{
		chromedp.MouseEvent(input.DispatchMouseEventTypeMousePressed, p.X, p.Y, chromedp.ButtonLeft, chromedp.ClickCount(1)),
		chromedp.MouseEvent(input.DispatchMouseEventTypeMouseReleased, p.X, p.Y, chromedp.ButtonLeft, chromedp.ClickCount(1)),
	}
	if moveAtPress {
		events = append([]chromedp.Action[chromedp.Void]{chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, p.X, p.Y)}, events...)
	}
	for _, e := range events {
		if err := chromedp.Do(l.ctx, e); err != nil {
			t.Fatalf("clicking: %v", err)
		}
	}
	r := measurePoll[tapResult](l, "the tap's answer", `window.__tap.end >= 0 && window.__tap`, 2*time.Minute)
	end := time.Now()
	mark(l, "end")
	stop("skip")
	time.Sleep(300 * time.Millisecond)
	series := samples.stop()
	var raw []json.RawMessage
	if rec != nil {
		raw = rec.end(t, l)
	}
	tasks := measureEval[[][]float64](l, `window.__tasks`)
	l.noProblems()

	var b strings.Builder
	fmt.Fprintf(&b, "%s, %s: the tap %.0f ms (longest task %.0f); load average %s\n", app.name, app.dir, r.End-r.T0, r.Long, loadAverage())
	for _, tk := range tasks {
		if tk[0]+tk[1] >= r.T0 {
			fmt.Fprintf(&b, "  a long task at %+.0f ms from the click: %.0f ms\n", tk[0]-r.T0, tk[1])
		}
	}
	fmt.Fprintf(&b, "\nCPU ms by thread, the click to the answer shown (samples every %v)\n", traceSample)
	writeTop(&b, series.between(click, end), 20, "  %7.0f  %s\n", 5)
	evs := decodeTrace(raw)
	if ts0, ok := traceMark(evs, "renju:t0"); ok {
		from, to := ts0+(r.T0-t0Page)*1000, ts0+(r.End-t0Page)*1000
		fmt.Fprintf(&b, "\nThe tap in the trace (%.0f ms)\n", (to-from)/1000)
		writeTraceWindow(&b, evs, from, to, 12)
		writeTraceTimeline(&b, evs, from, to)
	}
	if err := os.WriteFile(filepath.Join(dir, "summary.txt"), []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	if rec != nil {
		writeTraceJSON(t, filepath.Join(dir, "trace.json"), raw)
	}
	t.Log("\n" + b.String())
}

// writeTraceTimeline lists, in order, the complete events of 2 ms or more
// in [from, to] (µs) on the page's main thread, its compositor and the
// GPU process's threads: which waited for which.
func writeTraceTimeline(b *strings.Builder, evs []traceEvent, from, to float64) {
	procName, threadName := traceNames(evs)
	fmt.Fprintf(b, "\n  events of 2 ms or more (ms from the click, ms long)\n")
	for _, e := range evs {
		if e.Ph != "X" || e.Dur < 2000 || e.Ts+e.Dur < from || e.Ts > to {
			continue
		}
		th := procName[e.Pid] + "/" + threadName[[2]int{e.Pid, e.Tid}]
		if !strings.Contains(th, "Renderer/CrRendererMain") && !strings.Contains(th, "Renderer/Compositor") && !strings.HasPrefix(th, "GPU") {
			continue
		}
		fmt.Fprintf(b, "    %+7.1f %6.1f  %s  %s\n", (e.Ts-from)/1000, e.Dur/1000, th, e.Name)
	}
}
