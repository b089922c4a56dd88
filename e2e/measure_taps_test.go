package e2e

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"
	"unicode"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/performance"
	"github.com/chromedp/cdproto/profiler"
	"github.com/chromedp/chromedp"
)

// The taps of make measure (issue 39): how long a tap takes to be
// answered on the screen, the tutor's against the anchor's.
//
// A tap's time runs from the mouse click (its pointerdown's timestamp:
// the press dispatched through the canvas, as the flows click) to the
// second animation frame after the app's state() shows what the tap
// does: the frame that shows the change, and one more, so that the
// canvas drawn has been presented. The page checks state() on every
// animation frame after the press (tapProbeJS), so the time is the
// page's own, not the test's polling. Before each tap the page has
// settled and the browser has done nothing for a second (waitQuiet): a
// learner reads a screen before tapping, and a tap measured while the
// last one's work still runs would count both.
//
// The pointer is moved over the tap's point before the page is waited
// on, as a hand's mouse comes over a button before it presses it: the
// tutor's hover highlight is a frame of its own, and a move dispatched in
// the same millisecond as the press had that frame drawn inside the tap,
// the tap's frames queued behind it in the GPU process (a Chromium trace
// of Skip → home, 2026-12-07: the hover frame's present took 56 ms of the
// GPU process's main thread, and the frame that drew home waited for
// it). The anchor draws nothing on a hover; a finger has no hover.
//
// Each tap also records the page thread's longest task while it was
// answered (over 50 ms: the Long Tasks API), for the issue's "no page
// task over 50 ms".

const (
	rowAnchorTap  = "tap: the anchor's tap"
	rowTapSkip    = "tap: skip the guided start → home"
	rowTapResume  = "tap: Continue → lesson 1"
	rowTapTask    = "tap: a board tap on a task"
	rowTapNext    = "tap: next page"
	rowTapHub     = "tap: home → the Practise hub"
	rowTapDrills  = "tap: the hub → the Drills screen"
	rowTapStart   = "tap: Start → the first drill"
	rowTapAnswer  = "tap: a drill answer"
	rowTapLongest = "taps: the longest page task"
)

// measureTap is one tap of a load: where to click and what shows it was
// answered.
type measureTap struct {
	row string
	// before, when set, is an expression run (and its settling waited
	// for) before the tap, not measured: a way to the tap's screen.
	before string
	// at is an expression for the client point to click ({x, y}).
	at string
	// done is a JavaScript condition on s, the app's state() once the
	// tap is pressed, and b, its state just before: true once the
	// tap's answer is in the state.
	done string
}

// anchorTaps place three stones: each sample is a row of its own load.
var anchorTaps = []measureTap{
	{row: rowAnchorTap, at: `window.anchor.pointToClient(7, 7)`, done: `s.stones > b.stones`},
	{row: rowAnchorTap, at: `window.anchor.pointToClient(3, 11)`, done: `s.stones > b.stones`},
	{row: rowAnchorTap, at: `window.anchor.pointToClient(11, 3)`, done: `s.stones > b.stones`},
}

// button is the client point of a button of the tutor's screen.
func button(id string) string { return `window.renju.buttonToClient(` + jsString(id) + `)` }

// tutorTaps are a newcomer's first taps, in order, from the guided
// start a first visit opens: skip it, Continue to lesson 1, answer its
// first task (tap K4: the day's count goes up), the next page; then,
// from home, the Practise hub, its Drills, Start (the first drill of
// is-forbidden level 1, the menu's choice for a newcomer, which the
// worker made while the hub was shown: game/ahead.go,
// game/parts/drillplay's prepare.go) and No, an answer.
var tutorTaps = []measureTap{
	{row: rowTapSkip, at: button("start.skip"), done: `s.screen === "home"`},
	{row: rowTapResume, at: button("home.continue"), done: `s.screen === "lesson" && s.page === 1`},
	{row: rowTapTask, at: `window.renju.pointToClient("k4")`, done: `s.daily.done > b.daily.done`},
	{row: rowTapNext, at: button("page.next"), done: `s.page === b.page + 1`},
	{row: rowTapHub, before: `location.hash = "#home"`, at: button("menu.practise"), done: `s.screen === "hub"`},
	{row: rowTapDrills, at: button("hub.drills"), done: `s.screen === "drills" && !!s.drill && s.drill.phase === "menu"`},
	{row: rowTapStart, at: button("drill.start"), done: `!!s.drill && s.drill.phase === "asking"`},
	{row: rowTapAnswer, at: button("drill.no"), done: `!!s.drill && s.drill.phase === "feedback"`},
}

// tapRows are the rows the tap step fills, each tutor tap held against
// the anchor's: its time, then the page thread's CPU time over it
// (cpuRow), which a busy machine disturbs less than the clock.
func tapRows() []measureRow {
	rows := []measureRow{{name: rowAnchorTap, unit: "ms", format: "%.0f"}}
	for _, tp := range tutorTaps {
		rows = append(rows, measureRow{name: tp.row, unit: "ms", format: "%.0f", versus: rowAnchorTap})
	}
	rows = append(rows, measureRow{name: rowTapLongest, unit: "ms", format: "%.0f"})
	rows = append(rows, measureRow{name: cpuRow(rowAnchorTap), unit: "ms CPU", format: "%.0f"})
	for _, tp := range tutorTaps {
		rows = append(rows, measureRow{name: cpuRow(tp.row), unit: "ms CPU", format: "%.0f", versus: cpuRow(rowAnchorTap)})
	}
	return rows
}

// cpuRow is the row of a tap's page-thread CPU time.
func cpuRow(row string) string { return "page CPU, " + strings.TrimPrefix(row, "tap: ") }

// tapProbeJS defines window.__tapArm(stateFn, settled, done): it reads
// the state before the tap (and fails when done already holds), then
// from the next pointerdown (its timestamp: t0) reads the state on
// every animation frame on which settled() holds until done holds, and
// records the second frame after it (end). Long tasks meanwhile are
// kept in long. The tutor's state() is JSON of the whole page state (10
// to 30 ms in a profile): read only once a frame has taken the tap in
// (renju.settled()), it costs the tap one read, not one a frame.
const tapProbeJS = `window.__tapArm = (stateOf, settled, done) => {
	const b = stateOf();
	if (done(b, b)) return "the tap's condition holds before the tap";
	const T = window.__tap = {t0: -1, end: -1, long: 0};
	const obs = new PerformanceObserver((l) => {
		for (const e of l.getEntries()) if (T.t0 >= 0 && e.startTime + e.duration >= T.t0) T.long = Math.max(T.long, e.duration);
	});
	obs.observe({type: "longtask"});
	addEventListener("pointerdown", (e) => { T.t0 = e.timeStamp; }, {capture: true, once: true});
	let after = -1;
	const frame = () => {
		if (T.t0 >= 0) {
			if (after < 0 && settled() && done(stateOf(), b)) after = 0;
			else if (after >= 0 && ++after === 2) {
				T.end = performance.now();
				for (const e of obs.takeRecords()) if (e.startTime + e.duration >= T.t0) T.long = Math.max(T.long, e.duration);
				obs.disconnect();
				return;
			}
		}
		requestAnimationFrame(frame);
	};
	requestAnimationFrame(frame);
	return "";
}, true`

// stepTaps makes the app's taps, in order, and returns each tap's time
// in ms by row (the anchor's: the median of its three), and the longest
// page task over them.
func stepTaps(l *measureLoad) map[string]float64 {
	taps, stateFn, settledFn, settled := tutorTaps, `() => JSON.parse(window.renju.state())`, `() => window.renju.settled()`, `window.renju.settled() && window.renju.idle()`
	if l.app.kind == appAnchor {
		taps, stateFn, settledFn, settled = anchorTaps, `() => JSON.parse(window.anchor.state())`, `() => true`, `true`
	}
	out := map[string]float64{}
	var anchor, anchorCPU []float64
	threadMs := l.threadClock()
	longest := 0.0
	var log []string
	for _, tp := range taps {
		if tp.before != "" {
			measureEval[any](l, tp.before)
		}
		measurePoll[bool](l, "the page settled before "+tp.row, settled, time.Minute)
		p := measureEval[*clientPoint](l, tp.at)
		if p == nil {
			l.t.Fatalf("%s: %s: %s is null", l.app.name, tp.row, tp.at)
		}
		// The pointer comes over the point first: what it changes (the
		// tutor's hover and its frame) is done before the press.
		if err := chromedp.Do(l.ctx, chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, p.X, p.Y)); err != nil {
			l.t.Fatalf("%s: %s: moving the pointer: %v", l.app.name, tp.row, err)
		}
		measurePoll[bool](l, "the page settled after the pointer came over "+tp.row, settled, time.Minute)
		l.waitQuiet("before "+tp.row, time.Second, time.Minute)
		measureEval[bool](l, tapProbeJS)
		if why := measureEval[string](l, `window.__tapArm(`+stateFn+`, `+settledFn+`, (s, b) => `+tp.done+`)`); why != "" {
			l.t.Fatalf("%s: %s: %s; the state is %s", l.app.name, tp.row, why, measureEval[string](l, `JSON.stringify(`+stateFn+`())`))
		}
		stop := l.profileTap()
		cpu0 := threadMs()
		if err := chromedp.Do(l.ctx,
			chromedp.MouseEvent(input.DispatchMouseEventTypeMousePressed, p.X, p.Y, chromedp.ButtonLeft, chromedp.ClickCount(1)),
			chromedp.MouseEvent(input.DispatchMouseEventTypeMouseReleased, p.X, p.Y, chromedp.ButtonLeft, chromedp.ClickCount(1)),
		); err != nil {
			l.t.Fatalf("%s: %s: clicking: %v", l.app.name, tp.row, err)
		}
		r := measurePoll[tapResult](l, tp.row, `window.__tap.end >= 0 && window.__tap`, 2*time.Minute)
		ms := r.End - r.T0
		cpu := threadMs() - cpu0
		stop(tp.row)
		if tp.row == rowAnchorTap {
			anchor, anchorCPU = append(anchor, ms), append(anchorCPU, cpu)
		} else {
			out[tp.row], out[cpuRow(tp.row)] = ms, cpu
		}
		longest = max(longest, r.Long)
		log = append(log, fmt.Sprintf("%.0f ms (page CPU %.0f ms, longest task %.0f)", ms, cpu, r.Long))
	}
	if len(anchor) > 0 {
		out[rowAnchorTap], out[cpuRow(rowAnchorTap)] = median(anchor), median(anchorCPU)
	}
	out[rowTapLongest] = longest
	l.t.Logf("%s taps: %s", l.app.name, strings.Join(log, ", "))
	return out
}

// tapProfile (RENJU_TAP_PROFILE=1) runs V8's sampling profiler over
// each of the tutor's taps, from before the click to its answer shown,
// and logs the functions that took the time (build the module without
// -s -w for Go's names); each profile is also written whole to
// test-artifacts/tap-profiles/ (for DevTools). A diagnosis: the
// profiler slows the page.
var tapProfile = os.Getenv("RENJU_TAP_PROFILE") == "1"

// profileTap starts the profiler when tapProfile, and returns what stops
// it and writes the tap's profile.
func (l *measureLoad) profileTap() func(row string) {
	if !tapProfile || l.app.kind != appTutor {
		return func(string) {}
	}
	for _, err := range []error{
		callErr(chromedp.Call(l.ctx, profiler.Enable, cdp.Empty{})),
		callErr(chromedp.Call(l.ctx, profiler.SetSamplingInterval, profiler.SetSamplingIntervalParams{Interval: 250})),
		callErr(chromedp.Call(l.ctx, profiler.Start, cdp.Empty{})),
	} {
		if err != nil {
			l.t.Fatalf("%s: the profiler: %v", l.app.name, err)
		}
	}
	return func(row string) {
		res, err := chromedp.Call(l.ctx, profiler.Stop, cdp.Empty{})
		if err != nil {
			l.t.Fatalf("%s: the profiler: %v", l.app.name, err)
		}
		var b strings.Builder
		writeProfile(&b, l.app.name+" "+row, res.Profile)
		l.t.Log(b.String())
		name := strings.Map(func(r rune) rune {
			if r < 128 && (unicode.IsLetter(r) || unicode.IsDigit(r)) {
				return r
			}
			return '-'
		}, row)
		dir := filepath.Join(artifacts, "tap-profiles")
		if data, err := json.Marshal(res.Profile); err == nil && os.MkdirAll(dir, 0o755) == nil {
			_ = os.WriteFile(filepath.Join(dir, l.app.name+"-"+name+".cpuprofile"), data, 0o644)
		}
	}
}

// threadClock turns on the Performance domain with thread ticks and
// returns a clock of the page thread's CPU time in ms (getMetrics'
// ThreadTime): from the click to the tap's answer it counts what the tap
// cost the page's thread, the probe's reads and the frames meanwhile
// included.
func (l *measureLoad) threadClock() func() float64 {
	if _, err := chromedp.Call(l.ctx, performance.Enable, performance.EnableParams{TimeDomain: performance.EnableTimeDomainThreadTicks}); err != nil {
		l.t.Fatalf("%s: the Performance domain: %v", l.app.name, err)
	}
	return func() float64 {
		m, err := chromedp.Call(l.ctx, performance.GetMetrics, cdp.Empty{})
		if err != nil {
			l.t.Fatalf("%s: Performance.getMetrics: %v", l.app.name, err)
		}
		for _, x := range m.Metrics {
			if x.Name == "ThreadTime" {
				return x.Value * 1000
			}
		}
		l.t.Fatalf("%s: no ThreadTime in Performance.getMetrics", l.app.name)
		return 0
	}
}

func callErr[T any](_ T, err error) error { return err }

// tapResult is window.__tap once the tap is answered: ms since
// navigation.
type tapResult struct {
	T0   float64 `json:"t0"`
	End  float64 `json:"end"`
	Long float64 `json:"long"`
}
