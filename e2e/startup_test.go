package e2e

import (
	"cmp"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/performance"
	"github.com/chromedp/cdproto/profiler"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"renju/web"
)

// TestStartupSideBySide measures the tutor's start against an empty
// Ebitengine app (e2e/testdata/emptyapp: Draw fills the screen), both served
// by the real server from precompressed sites, in the same browser and the
// same run: navigation → window.renju.ready for the tutor, navigation → the
// empty app's first frame. The loads alternate (tutor, empty, tutor, …), so
// that a busy machine slows both; every load is cold (a fresh browser
// context, the HTTP cache disabled). It prints the medians, their ratio and
// where the time goes (the loaders' marks, resource timing, marks a probe
// script sets around WebAssembly.instantiate and go.run, the renderer's CPU
// time, and any "diag:…" marks of a diagnostic build), then one load of each
// with GODEBUG=inittrace=1 for the cost of every package's initialisation
// in WebAssembly. The report is also written to test-artifacts/startup.txt.
//
// RENJU_STARTUP_OTHER (comma-separated site directories) adds other builds
// of the tutor to the same interleaved run, to compare a change with what
// it replaces.
//
// It is a measurement, not a timing assert: it runs only with
// RENJU_STARTUP=1 (make startup), and fails only when an app does not start
// or logs an error. RENJU_EMPTY_SITE is the empty app's site (default
// build/site-empty), RENJU_STARTUP_LOADS the loads per app (default 9;
// fewer than 7 is for trying the test out, and the report says so).
// RENJU_STARTUP_PROFILE=1 adds a load of each under the JavaScript profiler
// and lists the functions that took the time (build the wasm without -s -w
// for Go's function names).
func TestStartupSideBySide(t *testing.T) {
	if os.Getenv("RENJU_STARTUP") != "1" {
		t.Skip("a measurement: set RENJU_STARTUP=1 or run `make startup`")
	}
	browser(t)
	emptyDir := os.Getenv("RENJU_EMPTY_SITE")
	if emptyDir == "" {
		emptyDir = filepath.Join(repoRoot, "build", "site-empty")
	}
	for _, name := range []string{"index.html", "start.js", "wasm_exec.js", "app.wasm", "app.wasm.br"} {
		if _, err := os.Stat(filepath.Join(emptyDir, name)); err != nil {
			t.Fatalf("the empty app's site is not built (%v): run `make startup`, which builds it", err)
		}
	}
	h, err := web.NewHandler(emptyDir)
	if err != nil {
		t.Fatal(err)
	}
	emptyURL, stop, err := serve(h)
	if err != nil {
		t.Fatal(err)
	}
	defer stop()

	loads := 9
	if s := os.Getenv("RENJU_STARTUP_LOADS"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 {
			t.Fatalf("RENJU_STARTUP_LOADS=%q is not a positive number", s)
		}
		loads = n
	}

	tutor := startupApp{name: "tutor", url: baseURL, ready: tutorReady}
	empty := startupApp{name: "empty", url: emptyURL, ready: emptyReady}
	apps := []*startupApp{&tutor, &empty}
	tutors := []*startupApp{&tutor}
	// Other builds of the tutor (say, before a change), measured in the
	// same run, interleaved with the other two: RENJU_STARTUP_OTHER is a
	// comma-separated list of site directories.
	var others []string
	if s := os.Getenv("RENJU_STARTUP_OTHER"); s != "" {
		others = strings.Split(s, ",")
	}
	for i, dir := range others {
		h, err := web.NewHandler(dir)
		if err != nil {
			t.Fatal(err)
		}
		url, stop, err := serve(h)
		if err != nil {
			t.Fatal(err)
		}
		defer stop()
		name := "other"
		if len(others) > 1 {
			name = fmt.Sprintf("other%d", i+1)
		}
		other := &startupApp{name: name, url: url, ready: tutorReady, dir: dir}
		apps = append(apps, other)
		tutors = append(tutors, other)
	}
	tutor.dir = siteDir

	// A first load of each is not counted: it starts the browser's
	// processes and makes the server check its precompressed files.
	for _, a := range apps {
		a.load(t, "warm-up", "")
	}
	for i := range loads {
		for _, a := range apps {
			a.samples = append(a.samples, a.load(t, fmt.Sprintf("load-%d", i+1), ""))
		}
	}
	for _, a := range apps {
		a.trace = a.load(t, "inittrace", "inittrace=1")
	}
	// RENJU_STARTUP_WARM=1 adds second visits (see loadWith), interleaved
	// like the cold loads, and reports their medians too.
	warm := os.Getenv("RENJU_STARTUP_WARM") == "1"
	if warm {
		for i := range loads {
			for _, a := range apps {
				a.warm = append(a.warm, a.loadWith(t, fmt.Sprintf("warm-%d", i+1), "", false, true))
			}
		}
	}
	// A profiled load of each, for a diagnosis (it needs a wasm built
	// without -s -w to name Go's functions; the timed loads are unaffected).
	if os.Getenv("RENJU_STARTUP_PROFILE") == "1" {
		for _, a := range apps {
			a.loadWith(t, "profile", "", true, false)
		}
	}

	var b strings.Builder
	writeStartupReport(&b, tutors, &empty, loads)
	if warm {
		ready := func(s startupSample) float64 { return s.Ready }
		med := func(ss []startupSample) float64 {
			v := make([]float64, len(ss))
			for i, s := range ss {
				v[i] = ready(s)
			}
			slices.Sort(v)
			return v[len(v)/2]
		}
		fmt.Fprintf(&b, "\n  Second visits (HTTP cache, service worker, V8's code cache), %d each; medians in ms\n", loads)
		ew := med(empty.warm)
		fmt.Fprintf(&b, "  empty  navigation → first frame            %6.0f   %v\n", ew, startupRound(empty.warm, ready))
		for _, a := range tutors {
			fmt.Fprintf(&b, "  %-6s navigation → window.renju.ready     %6.0f   %v   %.2f×\n", a.name, med(a.warm), startupRound(a.warm, ready), med(a.warm)/ew)
		}
	}
	for _, a := range apps {
		if a.profile != nil {
			writeProfile(&b, a.name, a.profile)
		}
	}
	t.Log("\n" + b.String())
	if dir := artifacts; dir != "" {
		_ = os.MkdirAll(dir, 0o755)
		p := filepath.Join(dir, "startup.txt")
		if err := os.WriteFile(p, []byte(b.String()), 0o644); err == nil {
			t.Logf("the report is in %s", p)
		}
	}
}

// The expressions that wait for an app's first frame. Each gives the time
// from navigation to it, from the page's own mark when there is one.
const (
	tutorReady = `window.renju && window.renju.ready === true &&
		((performance.getEntriesByName("renju:ready")[0] || {}).startTime || performance.now())`
	emptyReady = `window.emptyReady === true &&
		((performance.getEntriesByName("empty:first-frame")[0] || {}).startTime || performance.now())`
)

// bytesBeforeReady is an expression for the bytes a page downloaded
// before ready (ms since navigation): the bodies as served (brotli or
// gzip when the response is encoded) of the document and of every
// request it started before then — the yardstick of issue 39 and
// docs/performance.md: for the tutor the page, the loader, wasm_exec.js
// and the module (and a Chinese browser's fonts), for the empty app its
// page, start.js, wasm_exec.js and module. What a worker fetches is not
// the page's. make startup and make measure both read it.
func bytesBeforeReady(ready float64) string {
	return fmt.Sprintf(`(() => {
		let n = 0;
		for (const e of [...performance.getEntriesByType("navigation"), ...performance.getEntriesByType("resource")])
			if (e.startTime <= %f) n += e.encodedBodySize || 0;
		return n;
	})()`, ready)
}

// startupProbe runs in every document before the page's scripts. It marks
// the steps the loaders do not: WebAssembly.instantiate(Streaming) called
// and settled, go.run called and its synchronous part returned (which may
// include the first frame), the tutor's main publishing window.renju
// (after game.New: the empty app marks "empty:main" itself), and the time
// of each getContext call (the loader's WebGL 2 check, Ebitengine's
// context).
// window.__probe.godebug, when set, becomes the Go program's GODEBUG.
const startupProbe = `(() => {
	const P = window.__probe = {gl: [], godebug: ""};
	const mark = (n) => performance.mark("probe:" + n);
	for (const name of ["instantiateStreaming", "instantiate"]) {
		const f = WebAssembly[name];
		if (typeof f !== "function") continue;
		WebAssembly[name] = function (...args) {
			mark(name + "-start");
			return f.apply(this, args).then((r) => { mark(name + "-end"); return r; });
		};
	}
	const get = HTMLCanvasElement.prototype.getContext;
	HTMLCanvasElement.prototype.getContext = function (kind, ...rest) {
		const t0 = performance.now();
		const c = get.call(this, kind, ...rest);
		P.gl.push({kind: String(kind), at: t0, ms: performance.now() - t0});
		return c;
	};
	let api;
	Object.defineProperty(globalThis, "renju", {configurable: true, enumerable: true,
		get() { return api; },
		set(v) { if (api === undefined) mark("page-api"); api = v; }});
	let G;
	Object.defineProperty(globalThis, "Go", {configurable: true, enumerable: true,
		get() { return G; },
		set(v) {
			const run = v.prototype.run;
			v.prototype.run = function (inst) {
				if (P.godebug) this.env = Object.assign({}, this.env, {GODEBUG: P.godebug});
				mark("run");
				const done = run.call(this, inst);
				mark("run-returned");
				return done;
			};
			G = v;
		}});
})();`

// startupMetrics are read from the page once the app has drawn. Times are
// milliseconds since navigation (-1: not seen).
const startupMetrics = `(() => {
	const at = (n) => { const e = performance.getEntriesByName(n)[0]; return e ? e.startTime : -1; };
	const first = (...ns) => { for (const n of ns) { const v = at(n); if (v >= 0) return v; } return -1; };
	const nav = performance.getEntriesByType("navigation")[0];
	const wasm = performance.getEntriesByType("resource").find((e) => new URL(e.name).pathname.endsWith(".wasm"));
	return {
		dcl: nav ? nav.domContentLoadedEventEnd : -1,
		wasmStart: wasm ? wasm.startTime : -1,
		wasmResponse: wasm ? wasm.responseStart : -1,
		wasmEnd: wasm ? wasm.responseEnd : -1,
		wire: wasm ? wasm.transferSize : -1,
		encoded: wasm ? wasm.encodedBodySize : -1,
		decoded: wasm ? wasm.decodedBodySize : -1,
		instStart: first("probe:instantiateStreaming-start", "probe:instantiate-start"),
		instEnd: first("probe:instantiateStreaming-end", "probe:instantiate-end"),
		webglChecked: at("renju:webgl-checked"),
		run: at("probe:run"),
		runReturned: at("probe:run-returned"),
		main: first("probe:page-api", "empty:main"),
		gl: (window.__probe || {gl: []}).gl,
		diag: Object.fromEntries(performance.getEntriesByType("mark")
			.filter((m) => m.name.startsWith("diag:")).map((m) => [m.name, m.startTime])),
	};
})()`

type glCall struct {
	Kind string  `json:"kind"`
	At   float64 `json:"at"`
	Ms   float64 `json:"ms"`
}

type startupSample struct {
	Ready        float64  `json:"-"`
	DCL          float64  `json:"dcl"`
	WasmStart    float64  `json:"wasmStart"`
	WasmResponse float64  `json:"wasmResponse"`
	WasmEnd      float64  `json:"wasmEnd"`
	Wire         float64  `json:"wire"`
	Encoded      float64  `json:"encoded"`
	Decoded      float64  `json:"decoded"`
	InstStart    float64  `json:"instStart"`
	InstEnd      float64  `json:"instEnd"`
	WebGLChecked float64  `json:"webglChecked"`
	Run          float64  `json:"run"`
	RunReturned  float64  `json:"runReturned"`
	Main         float64  `json:"main"`
	GL           []glCall `json:"gl"`
	// CPU is the renderer's metrics at ready from Performance.getMetrics,
	// times in ms: ThreadTime is its main thread's CPU time, ProcessTime the
	// whole process's (with the WebAssembly compiled on other threads).
	CPU map[string]float64 `json:"-"`
	// Diag are the marks named "diag:…" that a diagnostic build sets.
	Diag map[string]float64 `json:"diag"`
	// Bytes are the bytes before ready (bytesBeforeReady).
	Bytes float64 `json:"-"`
}

// appGL is the time the Go program spent creating its WebGL context: the
// getContext calls after go.run.
func (s startupSample) appGL() float64 {
	var ms float64
	for _, c := range s.GL {
		if c.At >= s.Run {
			ms += c.Ms
		}
	}
	return ms
}

// loaderGL is the time of the getContext calls before go.run (the tutor
// loader's WebGL 2 check).
func (s startupSample) loaderGL() float64 {
	var ms float64
	for _, c := range s.GL {
		if c.At < s.Run {
			ms += c.Ms
		}
	}
	return ms
}

type startupApp struct {
	name, url, ready string
	dir              string // the site, for the report
	samples          []startupSample
	inits            []initCost      // from the inittrace load
	trace            startupSample   // the inittrace load
	warm             []startupSample // second visits (RENJU_STARTUP_WARM=1)
	profile          *profiler.Profile
}

// load opens the app once, cold, in its own subtest (so that its tab is
// closed before the next load: a hidden tab still runs the game loop).
// godebug, when set, is the program's GODEBUG; the console output is then
// parsed for inittrace lines.
func (a *startupApp) load(t *testing.T, label, godebug string) startupSample {
	return a.loadWith(t, label, godebug, false, false)
}

// loadWith is load, with the JavaScript profiler running from navigation
// to the first frame if profile is set; the profile is kept in a.profile.
//
// With warm, the load is a second visit instead: the app is opened once
// with the cache on, left for 3 s (the tutor's service worker installs
// itself and copies the site), and the measured load comes after a
// navigation away, with the HTTP cache, the worker's cache and V8's cache
// of compiled code as a returning visitor has them.
func (a *startupApp) loadWith(t *testing.T, label, godebug string, profile, warm bool) startupSample {
	t.Helper()
	var s startupSample
	ok := t.Run(a.name+"/"+label, func(t *testing.T) {
		tb := newTabFor(t, desktop, 60*time.Second, chromedp.WithNewBrowserContext())
		if _, err := chromedp.Call(tb.ctx, network.SetCacheDisabled, network.SetCacheDisabledParams{CacheDisabled: !warm}); err != nil {
			t.Fatal(err)
		}
		if warm {
			tb.do(chromedp.Navigate(a.url))
			if _, err := pollPage[bool](tb.ctx, `!!(window.renju && window.renju.ready === true || window.emptyReady === true)`,
				20*time.Millisecond, 40*time.Second); err != nil {
				t.Fatalf("the first visit did not start: %v", err)
			}
			time.Sleep(3 * time.Second)
			tb.do(chromedp.Navigate("about:blank"))
		}
		if profile {
			// A page of the same origin first, so that the app's document
			// runs in the renderer the profiler is started in.
			tb.do(chromedp.Navigate(a.url + "wasm_exec.js"))
			if _, err := chromedp.Call(tb.ctx, profiler.Enable, cdp.Empty{}); err != nil {
				t.Fatal(err)
			}
			if _, err := chromedp.Call(tb.ctx, profiler.SetSamplingInterval, profiler.SetSamplingIntervalParams{Interval: 200}); err != nil {
				t.Fatal(err)
			}
			if _, err := chromedp.Call(tb.ctx, profiler.Start, cdp.Empty{}); err != nil {
				t.Fatal(err)
			}
			time.Sleep(100 * time.Millisecond)
			tb.mu.Lock()
			tb.problems = nil // that page's missing favicon.ico
			tb.mu.Unlock()
		}
		tb.beforeLoad(startupProbe)
		var mu sync.Mutex
		var console []string
		if godebug != "" {
			tb.beforeLoad(`window.__probe.godebug = ` + jsString(godebug) + `;`)
			err := chromedp.Listen(tb.ctx, func(ev any) {
				if ev, ok := ev.(*runtime.EventConsoleAPICalled); ok && ev.Type == runtime.ConsoleAPICalledTypeLog {
					mu.Lock()
					console = append(console, argsText(ev.Args))
					mu.Unlock()
				}
			})
			if err != nil {
				t.Fatal(err)
			}
		}
		// CPU time, which a busy machine disturbs less than the clock.
		if _, err := chromedp.Call(tb.ctx, performance.Enable, performance.EnableParams{TimeDomain: performance.EnableTimeDomainThreadTicks}); err != nil {
			t.Fatal(err)
		}
		tb.do(chromedp.Navigate(a.url))
		ms, err := pollPage[float64](tb.ctx, a.ready, 20*time.Millisecond, 40*time.Second)
		if err != nil {
			tb.mu.Lock()
			problems := strings.Join(tb.problems, "\n  ")
			tb.mu.Unlock()
			t.Fatalf("%s never drew its first frame: %v\npage errors:\n  %s", a.name, err, problems)
		}
		m, err := chromedp.Call(tb.ctx, performance.GetMetrics, cdp.Empty{})
		if err != nil {
			t.Fatal(err)
		}
		cpu := map[string]float64{}
		for _, x := range m.Metrics {
			cpu[x.Name] = x.Value * 1000 // seconds → ms
		}
		if profile {
			res, err := chromedp.Call(tb.ctx, profiler.Stop, cdp.Empty{})
			if err != nil {
				t.Fatal(err)
			}
			a.profile = res.Profile
			// The whole profile too, for DevTools (Performance → Load
			// profile) or a script: the report lists only the top.
			if data, err := json.Marshal(res.Profile); err == nil {
				_ = os.MkdirAll(artifacts, 0o755)
				_ = os.WriteFile(filepath.Join(artifacts, "startup-"+a.name+".cpuprofile"), data, 0o644)
			}
		}
		s = eval[startupSample](tb, startupMetrics)
		s.Ready = ms
		s.CPU = cpu
		s.Bytes = eval[float64](tb, bytesBeforeReady(ms))
		tb.noProblems()
		if godebug != "" {
			time.Sleep(200 * time.Millisecond)
			mu.Lock()
			a.inits = parseInitTrace(strings.Join(console, "\n"))
			mu.Unlock()
			if len(a.inits) == 0 {
				t.Errorf("%s: no inittrace lines in the console", a.name)
			}
		} else {
			t.Logf("%s %s: ready at %.0f ms (wasm done %.0f, instantiated %.0f, run %.0f); CPU: main thread %.0f ms, process %.0f ms",
				a.name, label, s.Ready, s.WasmEnd, s.InstEnd, s.Run, s.CPU["ThreadTime"], s.CPU["ProcessTime"])
		}
	})
	if !ok {
		t.FailNow()
	}
	return s
}

// initCost is one line of GODEBUG=inittrace=1.
type initCost struct {
	pkg           string
	at, clock     float64 // ms since the runtime started; ms spent
	bytes, allocs int
}

var initLine = regexp.MustCompile(`init (\S+) @([\d.]+) ms, ([\d.]+) ms clock, (\d+) bytes, (\d+) allocs`)

func parseInitTrace(out string) []initCost {
	var cs []initCost
	for _, m := range initLine.FindAllStringSubmatch(out, -1) {
		at, _ := strconv.ParseFloat(m[2], 64)
		clock, _ := strconv.ParseFloat(m[3], 64)
		bytes, _ := strconv.Atoi(m[4])
		allocs, _ := strconv.Atoi(m[5])
		cs = append(cs, initCost{m[1], at, clock, bytes, allocs})
	}
	return cs
}

func startupMedian(xs []float64) float64 {
	if len(xs) == 0 {
		return math.NaN()
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

// med is the median of f over the app's samples, NaN when a value is
// missing (-1) from any of them.
func (a *startupApp) med(f func(startupSample) float64) float64 {
	var xs []float64
	for _, s := range a.samples {
		v := f(s)
		if v < 0 {
			return math.NaN()
		}
		xs = append(xs, v)
	}
	return startupMedian(xs)
}

// writeStartupReport writes the medians of tutors (the tutor, and another
// build of it if one was given) beside empty's.
func writeStartupReport(b *strings.Builder, tutors []*startupApp, empty *startupApp, loads int) {
	ready := func(s startupSample) float64 { return s.Ready }
	er := empty.med(ready)
	fmt.Fprintf(b, "Start-up, %d cold loads each, interleaved; medians in ms since navigation\n\n", loads)
	if loads < 7 {
		fmt.Fprintf(b, "  (fewer than 7 loads: too few for a measurement)\n\n")
	}
	for _, a := range tutors {
		fmt.Fprintf(b, "  %-6s navigation → window.renju.ready   %6.0f   %v\n", a.name, a.med(ready), startupRound(a.samples, ready))
	}
	fmt.Fprintf(b, "  empty  navigation → first frame          %6.0f   %v\n", er, startupRound(empty.samples, ready))
	for _, a := range tutors {
		fmt.Fprintf(b, "  ratio of the medians, %-6s / empty      %.2f×\n", a.name, a.med(ready)/er)
	}
	for _, a := range tutors {
		if a.dir != "" {
			fmt.Fprintf(b, "  (%s: %s)\n", a.name, a.dir)
		}
	}
	thread := cpuMetric("ThreadTime")
	for _, a := range tutors {
		fmt.Fprintf(b, "  (renderer main-thread CPU to ready, %-6s / empty: %.2f×)\n", a.name, a.med(thread)/empty.med(thread))
	}
	fmt.Fprintln(b)

	type row struct {
		name string
		f    func(startupSample) float64
	}
	diff := func(from, to func(startupSample) float64) func(startupSample) float64 {
		return func(s startupSample) float64 {
			a, z := from(s), to(s)
			if a < 0 || z < 0 {
				return -1
			}
			return z - a
		}
	}
	field := func(f func(startupSample) float64) func(startupSample) float64 { return f }
	dcl := field(func(s startupSample) float64 { return s.DCL })
	wasmStart := field(func(s startupSample) float64 { return s.WasmStart })
	wasmResp := field(func(s startupSample) float64 { return s.WasmResponse })
	wasmEnd := field(func(s startupSample) float64 { return s.WasmEnd })
	instStart := field(func(s startupSample) float64 { return s.InstStart })
	instEnd := field(func(s startupSample) float64 { return s.InstEnd })
	run := field(func(s startupSample) float64 { return s.Run })
	runRet := field(func(s startupSample) float64 { return s.RunReturned })
	mainAt := field(func(s startupSample) float64 { return s.Main })
	rows := []row{
		{"page parsed (DOMContentLoaded)", dcl},
		{"wasm requested", wasmStart},
		{"wasm first byte", wasmResp},
		{"wasm downloaded", wasmEnd},
		{"instantiate called", instStart},
		{"compiled + instantiated", instEnd},
		{"go.run called", run},
		{"main (tutor: page API, after New)", mainAt},
		{"go.run returned", runRet},
		{"first frame / ready", ready},
		{"— phases —", nil},
		{"navigation → wasm requested", wasmStart},
		{"download (request → last byte)", diff(wasmStart, wasmEnd)},
		{"compile after the last byte", diff(wasmEnd, instEnd)},
		{"instantiated → go.run", diff(instEnd, run)},
		{"go.run → main (runtime + inits)", diff(run, mainAt)},
		{"main → first frame", diff(mainAt, ready)},
		{"  app's getContext (WebGL)", func(s startupSample) float64 { return s.appGL() }},
		{"  loader's WebGL 2 check", func(s startupSample) float64 { return s.loaderGL() }},
		{"— CPU time to ready (ms) —", nil},
		{"renderer main thread", cpuMetric("ThreadTime")},
		{"renderer process (all threads)", cpuMetric("ProcessTime")},
	}
	fmt.Fprintf(b, "  (the tutor's \"main\" is when its main publishes window.renju, after game.New;\n"+
		"   the empty app's is the start of its main)\n\n")
	fmt.Fprintf(b, "  %-34s %8s", "", "empty")
	for _, a := range tutors {
		fmt.Fprintf(b, " %8s %8s", a.name, "extra")
	}
	fmt.Fprintln(b)
	for _, r := range rows {
		if r.f == nil {
			fmt.Fprintf(b, "  %s\n", r.name)
			continue
		}
		e := empty.med(r.f)
		fmt.Fprintf(b, "  %-34s %8s", r.name, fmtMS(e))
		for _, a := range tutors {
			t := a.med(r.f)
			fmt.Fprintf(b, " %8s %8s", fmtMS(t), fmtMS(t-e))
		}
		fmt.Fprintln(b)
	}
	all := append(slices.Clone(tutors), empty)
	// The marks of a diagnostic build, in the order of their medians.
	for _, a := range all {
		names := map[string]bool{}
		for _, s := range a.samples {
			for n := range s.Diag {
				names[n] = true
			}
		}
		type at struct {
			name string
			ms   float64
		}
		var marks []at
		for n := range names {
			marks = append(marks, at{n, a.med(func(s startupSample) float64 {
				if v, ok := s.Diag[n]; ok {
					return v
				}
				return -1
			})})
		}
		slices.SortFunc(marks, func(x, y at) int { return cmp.Compare(x.ms, y.ms) })
		if len(marks) > 0 {
			fmt.Fprintf(b, "\n  %s's diagnostic marks: median ms since navigation, and median ms since the mark above (load by load)\n", a.name)
			for i, m := range marks {
				step := math.NaN()
				if i > 0 {
					prev := marks[i-1].name
					step = a.med(func(s startupSample) float64 {
						x, ok1 := s.Diag[prev]
						y, ok2 := s.Diag[m.name]
						if !ok1 || !ok2 {
							return -1
						}
						return y - x
					})
				}
				fmt.Fprintf(b, "    %7s %7s  %s\n", fmtMS(m.ms), fmtMS(step), m.name)
			}
		}
	}
	size := func(a *startupApp) string {
		if len(a.samples) == 0 {
			return "?"
		}
		s := a.samples[len(a.samples)-1]
		return fmt.Sprintf("%.2f MB on the wire (%.2f MB body), %.2f MB decoded", s.Wire/1e6, s.Encoded/1e6, s.Decoded/1e6)
	}
	fmt.Fprintln(b)
	for _, a := range all {
		fmt.Fprintf(b, "  %s's wasm: %s\n", a.name, size(a))
	}
	eb := empty.med(func(s startupSample) float64 { return s.Bytes })
	for _, a := range all {
		ab := a.med(func(s startupSample) float64 { return s.Bytes })
		fmt.Fprintf(b, "  %s's bytes before ready, as served: %.0f B, %.2f× the empty app's\n", a.name, ab, ab/eb)
	}

	for _, a := range all {
		if len(a.inits) == 0 {
			continue
		}
		var total, ours, last float64
		for _, c := range a.inits {
			total += c.clock
			if c.pkg == "renju" || strings.HasPrefix(c.pkg, "renju/") {
				ours += c.clock
			}
			last = max(last, c.at+c.clock)
		}
		fmt.Fprintf(b, "\n  %s, GODEBUG=inittrace=1 (one load): %d package inits, %.1f ms in all (%.1f ms in renju/...), the last done %.1f ms after the runtime started",
			a.name, len(a.inits), total, ours, last)
		if t := a.trace; t.Run >= 0 && t.Main >= 0 && t.Ready >= 0 {
			fmt.Fprintf(b, "; in that load go.run → main %.0f ms, → first frame %.0f ms", t.Main-t.Run, t.Ready-t.Run)
		}
		fmt.Fprintln(b)
		top := slices.Clone(a.inits)
		slices.SortStableFunc(top, func(x, y initCost) int { return cmp.Compare(y.clock, x.clock) })
		// The 12 costliest, and every one of the module's own.
		for i, c := range top {
			if i < 12 || c.pkg == "renju" || strings.HasPrefix(c.pkg, "renju/") {
				fmt.Fprintf(b, "    %7.2f ms %9d B %6d allocs  %s\n", c.clock, c.bytes, c.allocs, c.pkg)
			}
		}
	}
}

// cpuMetric reads one of the CPU metrics (-1 if missing).
func cpuMetric(name string) func(startupSample) float64 {
	return func(s startupSample) float64 {
		if v, ok := s.CPU[name]; ok {
			return v
		}
		return -1
	}
}

func fmtMS(v float64) string {
	if math.IsNaN(v) {
		return "–"
	}
	return strconv.FormatFloat(v, 'f', 0, 64)
}

func startupRound(ss []startupSample, f func(startupSample) float64) []int {
	var out []int
	for _, s := range ss {
		out = append(out, int(math.Round(f(s))))
	}
	return out
}

// writeProfile lists the functions that took the most time in a profile,
// inclusive of what they called (a function counted once per sample however
// deep it recurses), and by themselves.
func writeProfile(b *strings.Builder, name string, p *profiler.Profile) {
	parent := map[int64]int64{}
	byID := map[int64]*profiler.ProfileNode{}
	for _, n := range p.Nodes {
		byID[n.ID] = n
		for _, c := range n.Children {
			parent[c] = n.ID
		}
	}
	fn := func(n *profiler.ProfileNode) string {
		if n.CallFrame == nil || n.CallFrame.FunctionName == "" {
			return "(anonymous)"
		}
		return n.CallFrame.FunctionName
	}
	incl, self := map[string]float64{}, map[string]float64{}
	var total float64
	for i, id := range p.Samples {
		if i+1 >= len(p.TimeDeltas) {
			break
		}
		w := float64(p.TimeDeltas[i+1]) / 1000 // ms until the next sample
		total += w
		n := byID[id]
		if n == nil {
			continue
		}
		self[fn(n)] += w
		seen := map[string]bool{}
		for n != nil {
			if f := fn(n); !seen[f] {
				seen[f] = true
				incl[f] += w
			}
			pid, has := parent[n.ID]
			if !has {
				break
			}
			n = byID[pid]
		}
	}
	type fnTime struct {
		name string
		ms   float64
	}
	top := func(m map[string]float64, n int) []fnTime {
		var out []fnTime
		for k, v := range m {
			out = append(out, fnTime{k, v})
		}
		slices.SortFunc(out, func(x, y fnTime) int { return cmp.Compare(y.ms, x.ms) })
		return out[:min(n, len(out))]
	}
	fmt.Fprintf(b, "\n  %s, profiled load: %.0f ms of samples; inclusive (top 40)\n", name, total)
	for _, f := range top(incl, 40) {
		fmt.Fprintf(b, "    %7.1f ms  %s\n", f.ms, f.name)
	}
	fmt.Fprintf(b, "  %s, self (top 25)\n", name)
	for _, f := range top(self, 25) {
		fmt.Fprintf(b, "    %7.1f ms  %s\n", f.ms, f.name)
	}
}
