package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/performance"
	"github.com/chromedp/cdproto/tracing"
	"github.com/chromedp/chromedp"

	"renju/web"
)

// TestStartupSecondVisit measures a returning learner: navigation →
// window.renju.ready on the first visit of a fresh browser profile (cold)
// and on the visits after it, when the service worker serves every file
// from its Cache Storage and V8 may serve the WebAssembly modules' compiled
// code from its code cache. Each round starts its own Chromium with a new
// on-disk profile (the code cache lives on disk: a CDP browser context is
// in memory), opens the app, waits for the worker to take over and for V8
// to write its cache (it waits 2 s after the last optimised function before
// it writes), then opens it again, twice.
//
// Every visit is traced (the v8.wasm.* events of category
// disabled-by-default-devtools.timeline: v8.wasm.moduleCacheHit says a
// module came from the code cache, v8.wasm.compiledModule that it was
// compiled, v8.wasm.cachedModule that its code was written to the cache);
// the report counts the visits whose renju.wasm came from the code cache
// and lists the events of the first round. The first round of each app
// is left out of the medians (it starts the machine's caches).
//
// A measurement, not a timing assert: it runs with RENJU_STARTUP=1 (make
// startup-second) and fails only when the app does not start.
// RENJU_STARTUP_LOADS is the rounds per app (default 7), RENJU_STARTUP_OTHER
// other builds of the site (comma-separated directories) interleaved with
// this one, to compare a change with what it replaces. The report is also
// written to test-artifacts/startup-second.txt.
func TestStartupSecondVisit(t *testing.T) {
	if os.Getenv("RENJU_STARTUP") != "1" {
		t.Skip("a measurement: set RENJU_STARTUP=1 or run `make startup-second`")
	}
	if setupErr != nil {
		t.Fatal(setupErr)
	}
	chrome, err := chromiumPath()
	if err != nil {
		t.Fatal(err)
	}
	rounds := 7
	if s := os.Getenv("RENJU_STARTUP_LOADS"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 {
			t.Fatalf("RENJU_STARTUP_LOADS=%q is not a positive number", s)
		}
		rounds = n
	}
	apps := []*visitApp{{name: "tutor", url: baseURL, dir: siteDir}}
	if s := os.Getenv("RENJU_STARTUP_OTHER"); s != "" {
		for i, dir := range strings.Split(s, ",") {
			h, err := web.NewHandler(dir)
			if err != nil {
				t.Fatal(err)
			}
			url, stop, err := serve(h)
			if err != nil {
				t.Fatal(err)
			}
			defer stop()
			apps = append(apps, &visitApp{name: fmt.Sprintf("other%d", i+1), url: url, dir: dir})
		}
	}
	const visits = 3
	for r := 0; r <= rounds; r++ {
		for _, a := range apps {
			traced := r == 0
			label := fmt.Sprintf("%s/round-%d", a.name, r)
			if traced {
				label = a.name + "/first"
			}
			t.Run(label, func(t *testing.T) {
				vs := visitRound(t, chrome, a.url, visits, true)
				if traced {
					a.traced = vs
					return
				}
				a.rounds = append(a.rounds, vs)
			})
			if t.Failed() {
				t.FailNow()
			}
		}
	}

	var b strings.Builder
	fmt.Fprintf(&b, "Second visits: %d rounds per app, each in a new Chromium profile: visit 1 cold, visits 2 and 3 with the service worker's cache (and V8's code cache); medians in ms\n", rounds)
	if rounds < 7 {
		fmt.Fprintf(&b, "  (fewer than 7 rounds: too few for a measurement)\n")
	}
	for _, a := range apps {
		fmt.Fprintf(&b, "\n  %s (%s)\n", a.name, a.dir)
		fmt.Fprintf(&b, "  %-44s %8s %8s %8s\n", "", "visit 1", "visit 2", "visit 3")
		rows := []struct {
			name string
			f    func(visitSample) float64
		}{
			{"navigation → ready", func(s visitSample) float64 { return s.Ready }},
			{"wasm downloaded (responseEnd)", func(s visitSample) float64 { return s.WasmEnd }},
			{"instantiate called → settled", func(s visitSample) float64 { return span(s.InstStart, s.InstEnd) }},
			{"compile after the last byte", func(s visitSample) float64 { return span(s.WasmEnd, s.InstEnd) }},
			{"go.run → ready", func(s visitSample) float64 { return span(s.Run, s.Ready) }},
			{"renderer main-thread CPU to ready", func(s visitSample) float64 { return s.CPU["ThreadTime"] }},
			{"renderer process CPU to ready", func(s visitSample) float64 { return s.CPU["ProcessTime"] }},
		}
		for _, row := range rows {
			fmt.Fprintf(&b, "  %-44s", row.name)
			for v := range visits {
				fmt.Fprintf(&b, " %8s", fmtMS(a.median(v, row.f)))
			}
			fmt.Fprintln(&b)
		}
		for v := range visits {
			fmt.Fprintf(&b, "  visit %d ready, load by load: %v\n", v+1, a.each(v, func(s visitSample) float64 { return s.Ready }))
		}
		for v := range visits {
			var from []string
			for _, vs := range a.rounds {
				from = append(from, vs[v].From)
			}
			fmt.Fprintf(&b, "  visit %d renju.wasm came from: %s\n", v+1, strings.Join(slices.Compact(slices.Sorted(slices.Values(from))), ", "))
		}
		for v := range visits {
			hits := 0
			for _, vs := range a.rounds {
				for _, e := range vs[v].Wasm {
					if strings.HasPrefix(e, "moduleCacheHit(") && strings.Contains(e, "url=renju.wasm") {
						hits++
						break
					}
				}
			}
			fmt.Fprintf(&b, "  visit %d: renju.wasm from V8's code cache (moduleCacheHit) in %d of %d rounds\n", v+1, hits, len(a.rounds))
		}
		for v, s := range a.traced {
			fmt.Fprintf(&b, "  first round, visit %d (ready %.0f ms): %s\n", v+1, s.Ready, strings.Join(s.Wasm, "; "))
		}
	}
	t.Log("\n" + b.String())
	if artifacts != "" {
		_ = os.MkdirAll(artifacts, 0o755)
		_ = os.WriteFile(filepath.Join(artifacts, "startup-second.txt"), []byte(b.String()), 0o644)
	}
}

type visitApp struct {
	name, url, dir string
	rounds         [][]visitSample // [round][visit]
	traced         []visitSample
}

func (a *visitApp) each(v int, f func(visitSample) float64) []int {
	var out []int
	for _, vs := range a.rounds {
		out = append(out, int(math.Round(f(vs[v]))))
	}
	return out
}

func (a *visitApp) median(v int, f func(visitSample) float64) float64 {
	var xs []float64
	for _, vs := range a.rounds {
		x := f(vs[v])
		if x < 0 || math.IsNaN(x) {
			return math.NaN()
		}
		xs = append(xs, x)
	}
	return startupMedian(xs)
}

// span is to-from, -1 if either is missing.
func span(from, to float64) float64 {
	if from < 0 || to < 0 {
		return -1
	}
	return to - from
}

// visitSample is one visit: the start-up metrics, where renju.wasm came
// from, and (traced rounds) the code cache's trace events.
type visitSample struct {
	startupSample
	From string
	// Wasm are the v8.wasm.* trace events of the visit, "name url".
	Wasm []string
}

// visitMetrics says where renju.wasm came from: the service worker
// (workerStart set), the HTTP cache (nothing on the wire) or the network.
const visitMetrics = `(() => {
	const e = performance.getEntriesByType("resource").find((e) => new URL(e.name).pathname.endsWith("/renju.wasm"));
	if (!e) return "?";
	if (e.workerStart > 0) return "service worker";
	return e.transferSize === 0 ? "HTTP cache" : "network";
})()`

// visitRound runs one round in a Chromium of its own with a new profile.
func visitRound(t *testing.T, chrome, url string, visits int, traced bool) []visitSample {
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(chrome))
	opts = append(opts, ChromiumFlags...)
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancelAlloc()
	bctx, cancel := chromedp.NewContext(allocCtx)
	defer cancel()
	ctx, cancelT := context.WithTimeout(bctx, 4*time.Minute)
	defer cancelT()
	if err := chromedp.Do(ctx); err != nil {
		t.Fatalf("starting %s: %v", chrome, err)
	}
	var mu sync.Mutex
	var events []string
	complete := make(chan struct{}, 1)
	err := chromedp.Listen(ctx, func(ev any) {
		switch ev := ev.(type) {
		case *tracing.EventDataCollected:
			mu.Lock()
			defer mu.Unlock()
			for _, raw := range ev.Value {
				var e struct {
					Name string         `json:"name"`
					TID  int64          `json:"tid"`
					Args map[string]any `json:"args"`
				}
				if json.Unmarshal(raw, &e) != nil || !strings.HasPrefix(e.Name, "v8.wasm.") ||
					strings.HasPrefix(e.Name, "v8.wasm.compileConsume") || strings.HasPrefix(e.Name, "v8.wasm.compileDigest") {
					continue
				}
				var args []string
				for k, v := range e.Args {
					if u, ok := v.(string); ok && strings.Contains(u, "/") {
						v = u[strings.LastIndex(u, "/")+1:]
					}
					args = append(args, fmt.Sprintf("%s=%v", k, v))
				}
				slices.Sort(args)
				events = append(events, fmt.Sprintf("%s(%s) thread %d", strings.TrimPrefix(e.Name, "v8.wasm."), strings.Join(args, " "), e.TID))
			}
		case *tracing.EventTracingComplete:
			complete <- struct{}{}
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Call(ctx, emulation.SetDeviceMetricsOverride, emulation.SetDeviceMetricsOverrideParams{Width: desktop.width, Height: desktop.height, DeviceScaleFactor: desktop.scale}); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Call(ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: startupProbe}); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Call(ctx, performance.Enable, performance.EnableParams{TimeDomain: performance.EnableTimeDomainThreadTicks}); err != nil {
		t.Fatal(err)
	}
	var out []visitSample
	for v := range visits {
		if v > 0 {
			if err := chromedp.Do(ctx, chromedp.Navigate("about:blank")); err != nil {
				t.Fatal(err)
			}
		}
		if traced {
			mu.Lock()
			events = nil
			mu.Unlock()
			if _, err := chromedp.Call(ctx, tracing.Start, tracing.StartParams{
				TransferMode: tracing.StartTransferModeReportEvents,
				TraceConfig:  &tracing.TraceConfig{IncludedCategories: []string{"disabled-by-default-devtools.timeline", "v8.wasm"}, ExcludedCategories: []string{"*"}},
			}); err != nil {
				t.Fatal(err)
			}
		}
		if err := chromedp.Do(ctx, chromedp.Navigate(url)); err != nil {
			t.Fatal(err)
		}
		ms, err := pollPage[float64](ctx, tutorReady, 20*time.Millisecond, 60*time.Second)
		if err != nil {
			t.Fatalf("visit %d: the app never became ready: %v", v+1, err)
		}
		m, err := chromedp.Call(ctx, performance.GetMetrics, cdp.Empty{})
		if err != nil {
			t.Fatal(err)
		}
		var s visitSample
		s.startupSample, err = chromedp.Run(ctx, chromedp.Evaluate[startupSample](startupMetrics))
		if err != nil {
			t.Fatal(err)
		}
		s.Ready = ms
		s.CPU = map[string]float64{}
		for _, x := range m.Metrics {
			s.CPU[x.Name] = x.Value * 1000
		}
		if s.From, err = chromedp.Run(ctx, chromedp.Evaluate[string](visitMetrics)); err != nil {
			t.Fatal(err)
		}
		// The service worker takes over (the first visit installs it),
		// then V8 writes the code it optimised (2 s after the last).
		if _, err := pollPage[bool](ctx, `!!navigator.serviceWorker.controller`, 50*time.Millisecond, 60*time.Second); err != nil {
			t.Fatalf("visit %d: the service worker never took over: %v", v+1, err)
		}
		time.Sleep(6 * time.Second)
		if traced {
			if _, err := chromedp.Call(ctx, tracing.End, cdp.Empty{}); err != nil {
				t.Fatal(err)
			}
			select {
			case <-complete:
			case <-time.After(30 * time.Second):
				t.Fatal("the trace never completed")
			}
			mu.Lock()
			s.Wasm = slices.Clone(events)
			mu.Unlock()
		}
		t.Logf("visit %d: ready at %.0f ms (renju.wasm from %s, done %.0f, instantiate %.0f → %.0f); CPU: main thread %.0f ms, process %.0f ms %s",
			v+1, s.Ready, s.From, s.WasmEnd, s.InstStart, s.InstEnd, s.CPU["ThreadTime"], s.CPU["ProcessTime"], strings.Join(s.Wasm, "; "))
		out = append(out, s)
	}
	return out
}
