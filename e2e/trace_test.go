package e2e

import (
	"cmp"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/profiler"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/cdproto/tracing"
	"github.com/chromedp/chromedp"
)

// TestTraceLoad (make trace-load) is a profiling tool, not a check: it
// records a Chromium trace of one cold load of an app, in a new browser
// and profile as make measure loads it (newMeasureLoad), from the
// navigation to quiescence, and says where the CPU went by process,
// thread and trace event. make measure says how much a load costs; this
// says what the cost is made of (the wasm's compile, Go's start, shaders,
// frames drawn, the service worker's copy of the site).
//
//	RENJU_TRACE=1             runs it (skipped otherwise)
//	RENJU_TRACE_SITE=DIR      the site traced (default: the tutor's, RENJU_SITE)
//	RENJU_TRACE_ANCHOR=1      the app is the anchor (its ready mark), and
//	                          the site, unless RENJU_TRACE_SITE names one,
//	                          the anchor's (RENJU_ANCHOR_SITE, default
//	                          build/site-anchor: make site-anchor)
//	RENJU_TRACE_HASH=#lessons the address opened
//	RENJU_TRACE_CATS=a,b      the categories (default traceCategories)
//	RENJU_TRACE_PROFILE=1     V8's sampling profiler on the page's thread too
//	                          (a module built without -s -w names Go's
//	                          functions): profile.txt, by function and by
//	                          Go package, and profile.cpuprofile
//	RENJU_TRACE_GODEBUG=inittrace=1  the Go program's GODEBUG; with
//	                          inittrace, every package's initialisation
//	                          in the page, largest first (inittrace.txt)
//
// It writes test-artifacts/trace-load/<site directory's name>/trace.json
// (open it in Perfetto or chrome://tracing), screen.png, console.txt
// (the page's console) and summary.txt: the CPU of each thread from /proc,
// and the events that took the most thread time, by self time (an
// event's thread time less its children's). Tracing costs CPU of its
// own: the totals are larger than make measure's.
func TestTraceLoad(t *testing.T) {
	if os.Getenv("RENJU_TRACE") != "1" {
		t.Skip("a profiling tool: set RENJU_TRACE=1 or run `make trace-load`")
	}
	if setupErr != nil {
		t.Fatal(setupErr)
	}
	app := tracedApp(t)
	cats := traceCategories
	if s := os.Getenv("RENJU_TRACE_CATS"); s != "" {
		cats = strings.Split(s, ",")
	}

	l := newMeasureLoad(t, app)
	profile := os.Getenv("RENJU_TRACE_PROFILE") == "1"
	if profile {
		// A page of the same origin first, so that the app's document
		// runs in the renderer the profiler is started in.
		if err := chromedp.Do(l.ctx, chromedp.Navigate(app.url+"wasm_exec.js")); err != nil {
			t.Fatal(err)
		}
		l.waitQuiet("the profiled page's renderer", time.Second, 30*time.Second)
		for _, c := range []func() error{
			func() error { _, err := chromedp.Call(l.ctx, profiler.Enable, cdp.Empty{}); return err },
			func() error {
				_, err := chromedp.Call(l.ctx, profiler.SetSamplingInterval, profiler.SetSamplingIntervalParams{Interval: 500})
				return err
			},
			func() error { _, err := chromedp.Call(l.ctx, profiler.Start, cdp.Empty{}); return err },
		} {
			if err := c(); err != nil {
				t.Fatal(err)
			}
		}
	}
	var mu sync.Mutex
	var console []string
	var navAt time.Time // the navigation, for the console's times
	if godebug := os.Getenv("RENJU_TRACE_GODEBUG"); godebug != "" {
		for _, script := range []string{startupProbe, `window.__probe.godebug = ` + jsString(godebug) + `;`} {
			if _, err := chromedp.Call(l.ctx, page.AddScriptToEvaluateOnNewDocument,
				page.AddScriptToEvaluateOnNewDocumentParams{Source: script}); err != nil {
				t.Fatal(err)
			}
		}
	}
	err := chromedp.Listen(l.ctx, func(ev any) {
		if ev, ok := ev.(*runtime.EventConsoleAPICalled); ok {
			mu.Lock()
			at := ""
			if !navAt.IsZero() {
				at = fmt.Sprintf("%7.3f s  ", time.Since(navAt).Seconds())
			}
			console = append(console, at+argsText(ev.Args))
			mu.Unlock()
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	rec := startTrace(t, l, cats)
	navThread := cpuByThread(l.pid)
	cpu0, t0 := treeCPU(l.pid), time.Now()
	mu.Lock()
	navAt = t0
	mu.Unlock()
	// The CPU of each kind of process, every seriesStep from the
	// navigation, beside the page's marks: what the load does when.
	stopSeries := make(chan struct{})
	seriesDone := make(chan []map[string]float64)
	go func() {
		var series []map[string]float64
		tick := time.NewTicker(seriesStep)
		defer tick.Stop()
		for {
			series = append(series, cpuByKind(l.pid))
			select {
			case <-stopSeries:
				seriesDone <- series
				return
			case <-tick.C:
			}
		}
	}()
	if err := chromedp.Do(l.ctx, chromedp.Navigate(app.url+os.Getenv("RENJU_TRACE_HASH"))); err != nil {
		t.Fatalf("navigating: %v", err)
	}
	ready := measurePoll[float64](l, "the first frame", app.ready(), 90*time.Second)
	quiet := l.waitQuiet("the load", quietFor, 3*time.Minute)
	cpu := treeCPU(l.pid) - cpu0
	close(stopSeries)
	series := <-seriesDone
	marks := measureEval[map[string]float64](l, `Object.fromEntries(performance.getEntriesByType("mark").map((m) => [m.name, m.startTime]))`)
	byThread := cpuByThread(l.pid)
	for k, v := range navThread {
		byThread[k] -= v
	}
	var prof *profiler.Profile
	if profile {
		res, err := chromedp.Call(l.ctx, profiler.Stop, cdp.Empty{})
		if err != nil {
			t.Fatal(err)
		}
		prof = res.Profile
	}
	raw := rec.end(t, l)
	l.noProblems()

	mu.Lock()
	defer mu.Unlock()
	dir := filepath.Join(artifacts, "trace-load", filepath.Base(app.dir))
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "A cold load of %s (%s%s) traced: %.2f s of CPU over the browser's tree (tracing included), first frame at %.2f s, quiescence at %.1f s; load average %s\n",
		app.name, app.dir, os.Getenv("RENJU_TRACE_HASH"), cpu, ready/1000, quiet.Sub(t0).Seconds(), loadAverage())
	fmt.Fprintf(&b, "\nThe browser's processes (for perf report --pids)\n")
	for _, p := range processTree(l.pid) {
		fmt.Fprintf(&b, "  %d %s\n", p.pid, p.kind)
	}
	writeSeries(&b, series, marks)
	fmt.Fprintf(&b, "\nCPU by thread (/proc), seconds\n")
	writeTop(&b, byThread, 30, "%6.2f s  %s\n", 0.01)
	writeTraceSummary(&b, decodeTrace(raw), 80)
	if err := os.WriteFile(filepath.Join(dir, "summary.txt"), []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	writeTraceJSON(t, filepath.Join(dir, "trace.json"), raw)
	// What the load showed, to see what its frames drew.
	if shot, err := chromedp.Run(l.ctx, chromedp.CaptureScreenshot()); err == nil {
		_ = os.WriteFile(filepath.Join(dir, "screen.png"), shot, 0o644)
	}
	// The page's console (a module built with -tags ebitenginedebug logs
	// every frame's graphics commands there).
	if len(console) > 0 {
		_ = os.WriteFile(filepath.Join(dir, "console.txt"), []byte(strings.Join(console, "\n")+"\n"), 0o644)
	}
	if inits := parseInitTrace(strings.Join(console, "\n")); len(inits) > 0 {
		slices.SortFunc(inits, func(x, y initCost) int { return cmp.Compare(y.clock, x.clock) })
		var ib strings.Builder
		var sum float64
		for _, c := range inits {
			sum += c.clock
		}
		fmt.Fprintf(&ib, "GODEBUG=inittrace=1 in the page: %d package inits, %.1f ms in all; largest first\n", len(inits), sum)
		for _, c := range inits {
			fmt.Fprintf(&ib, "  %8.2f ms %9d B %6d allocs  %s\n", c.clock, c.bytes, c.allocs, c.pkg)
		}
		if err := os.WriteFile(filepath.Join(dir, "inittrace.txt"), []byte(ib.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		t.Log("\n" + ib.String())
	}
	if prof != nil {
		var pb strings.Builder
		writeProfile(&pb, app.name, prof)
		writeProfilePackages(&pb, prof)
		if err := os.WriteFile(filepath.Join(dir, "profile.txt"), []byte(pb.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		// The whole profile, for DevTools (Performance → Load profile)
		// or a script.
		if data, err := json.Marshal(prof); err == nil {
			_ = os.WriteFile(filepath.Join(dir, "profile.cpuprofile"), data, 0o644)
		}
		t.Log("\n" + pb.String())
	}
	t.Log("\n" + b.String())
	t.Logf("the trace is in %s (Perfetto, chrome://tracing), the summary beside it", filepath.Join(dir, "trace.json"))
}

// traceCategories are the trace's default categories: V8 and its wasm
// compiler, the page's tasks and frames, the GPU process, the service
// worker, the loading of resources.
var traceCategories = []string{
	"toplevel", "v8", "v8.wasm", "devtools.timeline", "gpu", "blink", "loading", "ServiceWorker", "navigation",
}

// traceEvent is what the summary reads of a trace event.
type traceEvent struct {
	Name string         `json:"name"`
	Ph   string         `json:"ph"`
	Pid  int            `json:"pid"`
	Tid  int            `json:"tid"`
	Ts   float64        `json:"ts"`   // µs
	Dur  float64        `json:"dur"`  // µs, wall (X)
	Tts  float64        `json:"tts"`  // µs, the thread's clock
	Tdur float64        `json:"tdur"` // µs, thread time (X)
	Args map[string]any `json:"args"`
}

// traceRecording is a Chromium trace being recorded in a load's browser
// (make trace-load, make trace-play): its events as the browser's
// processes report them.
type traceRecording struct {
	mu       sync.Mutex
	raw      []json.RawMessage
	complete chan struct{}
}

// startTrace starts recording the categories cats in l's browser.
func startTrace(t *testing.T, l *measureLoad, cats []string) *traceRecording {
	t.Helper()
	r := &traceRecording{complete: make(chan struct{})}
	if err := chromedp.Listen(l.ctx, func(ev any) {
		switch ev := ev.(type) {
		case *tracing.EventDataCollected:
			r.mu.Lock()
			for _, v := range ev.Value {
				r.raw = append(r.raw, json.RawMessage(v))
			}
			r.mu.Unlock()
		case *tracing.EventTracingComplete:
			close(r.complete)
		}
	}); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Call(l.ctx, tracing.Start, tracing.StartParams{
		TraceConfig:  &tracing.TraceConfig{IncludedCategories: cats},
		TransferMode: tracing.StartTransferModeReportEvents,
	}); err != nil {
		t.Fatal(err)
	}
	return r
}

// end stops the recording and returns its events once every process has
// sent them (a minute at most).
func (r *traceRecording) end(t *testing.T, l *measureLoad) []json.RawMessage {
	t.Helper()
	if _, err := chromedp.Call(l.ctx, tracing.End, cdp.Empty{}); err != nil {
		t.Fatal(err)
	}
	select {
	case <-r.complete:
	case <-time.After(time.Minute):
		t.Fatal("the trace never completed")
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.raw
}

// decodeTrace reads the events; one it cannot read is left out.
func decodeTrace(raw []json.RawMessage) []traceEvent {
	out := make([]traceEvent, 0, len(raw))
	for _, r := range raw {
		var e traceEvent
		if json.Unmarshal(r, &e) == nil {
			out = append(out, e)
		}
	}
	return out
}

// traceNames reads the trace's metadata events: the name of each process
// (by pid) and of each thread (by pid and tid).
func traceNames(evs []traceEvent) (procName map[int]string, threadName map[[2]int]string) {
	procName, threadName = map[int]string{}, map[[2]int]string{}
	for _, e := range evs {
		if e.Ph != "M" {
			continue
		}
		name, _ := e.Args["name"].(string)
		switch e.Name {
		case "process_name":
			procName[e.Pid] = name
		case "thread_name":
			threadName[[2]int{e.Pid, e.Tid}] = name
		}
	}
	return procName, threadName
}

// writeTraceJSON writes the trace's events to path as a trace file
// (Perfetto, chrome://tracing).
func writeTraceJSON(t *testing.T, path string, raw []json.RawMessage) {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := json.NewEncoder(f).Encode(map[string]any{"traceEvents": raw}); err != nil {
		t.Fatal(err)
	}
}

// writeTraceSummary writes the top events by self thread time (an event's
// thread time less its children's on its thread), named by process and
// thread.
func writeTraceSummary(b *strings.Builder, evs []traceEvent, top int) {
	procName, threadName := traceNames(evs)
	// Spans with thread time: complete events, and begin/end pairs
	// matched on each thread.
	type span struct {
		name        string
		start, end  float64 // thread clock, µs
		wall, self  float64
		pid, tid    int
		hasChildren bool
	}
	var spans []span
	open := map[[2]int][]traceEvent{}
	for _, e := range evs {
		k := [2]int{e.Pid, e.Tid}
		switch e.Ph {
		case "X":
			if e.Tdur > 0 {
				spans = append(spans, span{name: e.Name, start: e.Tts, end: e.Tts + e.Tdur, wall: e.Dur, pid: e.Pid, tid: e.Tid})
			}
		case "B":
			open[k] = append(open[k], e)
		case "E":
			if s := open[k]; len(s) > 0 {
				bg := s[len(s)-1]
				open[k] = s[:len(s)-1]
				if e.Tts > bg.Tts {
					spans = append(spans, span{name: bg.Name, start: bg.Tts, end: e.Tts, wall: e.Ts - bg.Ts, pid: e.Pid, tid: e.Tid})
				}
			}
		}
	}
	// Self time: on each thread, by start (the longer first), each span
	// less the spans directly inside it.
	slices.SortFunc(spans, func(x, y span) int {
		return cmp.Or(cmp.Compare(x.pid, y.pid), cmp.Compare(x.tid, y.tid), cmp.Compare(x.start, y.start), cmp.Compare(y.end, x.end))
	})
	for i := range spans {
		spans[i].self = spans[i].end - spans[i].start
	}
	var stack []int
	for i := range spans {
		s := &spans[i]
		for len(stack) > 0 {
			top := &spans[stack[len(stack)-1]]
			if top.pid != s.pid || top.tid != s.tid || s.start >= top.end {
				stack = stack[:len(stack)-1]
				continue
			}
			break
		}
		if len(stack) > 0 {
			spans[stack[len(stack)-1]].self -= min(s.end, spans[stack[len(stack)-1]].end) - s.start
		}
		stack = append(stack, i)
	}
	self, total, count := map[string]float64{}, map[string]float64{}, map[string]int{}
	for _, s := range spans {
		p := procName[s.pid]
		if p == "" {
			p = fmt.Sprint("pid ", s.pid)
		}
		th := threadName[[2]int{s.pid, s.tid}]
		if th == "" {
			th = fmt.Sprint("tid ", s.tid)
		}
		k := p + "/" + th + ": " + s.name
		self[k] += s.self / 1e6
		total[k] += (s.end - s.start) / 1e6
		count[k]++
	}
	fmt.Fprintf(b, "\nTrace events by self thread time (process/thread: event), seconds: self, inclusive, count\n")
	keys := make([]string, 0, len(self))
	for k := range self {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(x, y string) int { return cmp.Compare(self[y], self[x]) })
	for i, k := range keys {
		if i >= top || self[k] < 0.005 {
			break
		}
		fmt.Fprintf(b, "  %6.3f  %6.3f  %5d  %s\n", self[k], total[k], count[k], k)
	}
}

// writeTop writes m's largest values, largest first, at least least.
func writeTop(b *strings.Builder, m map[string]float64, top int, format string, least float64) {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(x, y string) int { return cmp.Compare(m[y], m[x]) })
	for i, k := range keys {
		if i >= top || m[k] < least {
			break
		}
		fmt.Fprintf(b, format, m[k], k)
	}
}

// writeProfilePackages adds up a profile's self time by Go package (a
// wasm function's name up to its last dot before any parenthesis:
// "renju/game/kit.(*Kit).Board" → renju/game/kit), the rest by
// function: where the page's thread went, package by package.
func writeProfilePackages(b *strings.Builder, p *profiler.Profile) {
	byID := map[int64]*profiler.ProfileNode{}
	for _, n := range p.Nodes {
		byID[n.ID] = n
	}
	self := map[string]float64{}
	for i, id := range p.Samples {
		if i+1 >= len(p.TimeDeltas) {
			break
		}
		n := byID[id]
		if n == nil || n.CallFrame == nil {
			continue
		}
		self[goPackage(n.CallFrame.FunctionName)] += float64(p.TimeDeltas[i+1]) / 1000
	}
	fmt.Fprintf(b, "\n  self time by Go package (ms)\n")
	writeTop(b, self, 40, "    %7.1f ms  %s\n", 1)
}

// goPackage is the package of a Go function's symbol name, or the name
// itself when it is not one ("(program)", "(garbage collector)").
func goPackage(fn string) string {
	name := strings.TrimPrefix(fn, "$")
	if name == "" || strings.HasPrefix(name, "(") {
		return fn
	}
	// V8 writes a wasm function's name with '_' for '/', '(', '*' and
	// ')' ("renju_game.__Game_.Update"); a module's path may start with
	// a domain ("github.com_hajimehoshi_…").
	head := name
	if i := strings.IndexByte(head, '('); i >= 0 {
		head = head[:i]
	}
	from := strings.LastIndexByte(head, '/') + 1
	for _, domain := range []string{"github.com", "golang.org", "gopkg.in"} {
		if strings.HasPrefix(head[from:], domain) {
			from += len(domain)
		}
	}
	dot := strings.IndexByte(head[from:], '.')
	if dot < 0 {
		return fn
	}
	return head[:from+dot]
}

// seriesStep is the step of the trace's CPU series.
const seriesStep = 250 * time.Millisecond

// writeSeries writes the cores each kind of process used in every step
// of the series (from the navigation), and the page's marks in the step
// they fell in.
func writeSeries(b *strings.Builder, series []map[string]float64, marks map[string]float64) {
	kinds := map[string]float64{}
	for i := 1; i < len(series); i++ {
		for k, v := range series[i] {
			kinds[k] += v - series[i-1][k]
		}
	}
	var cols []string
	for k, v := range kinds {
		if v >= 0.05 {
			cols = append(cols, k)
		}
	}
	slices.SortFunc(cols, func(x, y string) int { return cmp.Compare(kinds[y], kinds[x]) })
	fmt.Fprintf(b, "\nCPU ms of each kind of process every %v from the navigation, and the page's marks\n  %6s", seriesStep, "t (s)")
	for _, c := range cols {
		fmt.Fprintf(b, " %14.14s", c)
	}
	fmt.Fprintln(b)
	step := seriesStep.Seconds()
	for i := 1; i < len(series); i++ {
		fmt.Fprintf(b, "  %6.2f", float64(i-1)*step)
		for _, c := range cols {
			fmt.Fprintf(b, " %14.0f", (series[i][c]-series[i-1][c])*1000)
		}
		var in []string
		for name, at := range marks {
			if at/1000 >= float64(i-1)*step && at/1000 < float64(i)*step {
				in = append(in, name)
			}
		}
		slices.Sort(in)
		fmt.Fprintf(b, "  %s\n", strings.Join(in, " "))
	}
}

// tracedApp is the app and site a trace tool traces: the tutor at
// RENJU_SITE, or with RENJU_TRACE_ANCHOR=1 the anchor (its ready mark) at
// RENJU_ANCHOR_SITE (default build/site-anchor: make site-anchor); in
// either case at RENJU_TRACE_SITE when it names a site.
func tracedApp(t *testing.T) *measuredApp {
	t.Helper()
	app := &measuredApp{name: "tutor", kind: appTutor, url: baseURL, dir: siteDir}
	site := os.Getenv("RENJU_TRACE_SITE")
	if os.Getenv("RENJU_TRACE_ANCHOR") == "1" {
		app.name, app.kind = "anchor", appAnchor
		// The anchor's own site: the tutor's, waited on for the anchor's
		// ready mark, only timed out after 90 s.
		if site == "" {
			site = os.Getenv("RENJU_ANCHOR_SITE")
		}
		if site == "" {
			site = filepath.Join(repoRoot, "build", "site-anchor")
		}
		if _, err := os.Stat(filepath.Join(site, "app.wasm")); err != nil {
			t.Fatalf("the anchor's site is not built (%v): run `make site-anchor`", err)
		}
	}
	if site != "" {
		app.dir, app.url = site, serveDir(t, site)
	}
	return app
}
