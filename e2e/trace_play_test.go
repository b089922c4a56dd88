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

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// TestTracePlayLink (make trace-play) is a profiling tool, not a check:
// it says what holds the page's frames back while the partner makes its
// first move after a #play link (TestPlayLinkPartnerFrames measures the
// gaps). In a new browser as make measure starts one (newMeasureLoad),
// once the home screen is ready and the browser quiet, it records the
// page's frames, a Chromium trace across the browser's processes and
// every thread's CPU (/proc, every traceSample), opens partnerLink and
// waits for the partner's move. For each gap between frames over 100 ms
// it writes the threads that used the CPU during it and the trace events
// that overlapped it on each busy thread: whether the page waited for its
// own thread, the worker's compile, V8's background threads, or the GPU
// process.
//
//	RENJU_TRACE=1          runs it (skipped otherwise)
//	RENJU_TRACE_SITE=DIR   the site traced (default RENJU_SITE)
//	RENJU_TRACE_LINK=L     the #play= link (default partnerLink)
//	RENJU_TRACE_CATS=a,b   the categories (default tracePlayCategories)
//	RENJU_TRACE_HOVER=1    the pointer moves between two of Play's
//	                       buttons every 160 ms meanwhile: each move
//	                       changes the frame (the hover), as a learner's
//	                       pointer would
//
// It writes test-artifacts/trace-play/<site directory's name>/summary.txt
// and trace.json (Perfetto, chrome://tracing).
func TestTracePlayLink(t *testing.T) {
	if os.Getenv("RENJU_TRACE") != "1" {
		t.Skip("a profiling tool: set RENJU_TRACE=1 or run `make trace-play`")
	}
	if setupErr != nil {
		t.Fatal(setupErr)
	}
	app := &measuredApp{name: "tutor", kind: appTutor, url: baseURL, dir: siteDir}
	if dir := os.Getenv("RENJU_TRACE_SITE"); dir != "" {
		app.dir, app.url = dir, serveDir(t, dir)
	}
	link := cmp.Or(os.Getenv("RENJU_TRACE_LINK"), partnerLink)
	cats := tracePlayCategories
	if s := os.Getenv("RENJU_TRACE_CATS"); s != "" {
		cats = strings.Split(s, ",")
	}

	l := newMeasureLoad(t, app)
	if err := chromedp.Do(l.ctx, chromedp.Navigate(app.url)); err != nil {
		t.Fatalf("navigating: %v", err)
	}
	measurePoll[float64](l, "the first frame", app.ready(), 90*time.Second)
	l.waitQuiet("the load", quietFor, 3*time.Minute)
	measureEval[bool](l, frameClockJS)
	// The page idle first: its gaps are the bound's measure.
	measureEval[bool](l, `window.__gaps = [], window.__at = [], window.__t0 = performance.now(), true`)
	time.Sleep(3 * time.Second)
	idle := measureEval[[]float64](l, `window.__t0 = Infinity, window.__gaps`)

	rec := startTrace(t, l, cats)
	time.Sleep(500 * time.Millisecond) // tracing started in every process
	samples := sampleThreads(l.pid)
	// t0 in the page's clock (performance.now) and the trace's (a
	// TimeStamp event), so that a gap can be found in the trace.
	t0Epoch := measureEval[float64](l, `(window.__gaps = [], window.__at = [], window.__t0 = performance.now(),
		console.timeStamp("renju:t0"), location.hash = "#play=`+link+`", performance.timeOrigin + window.__t0)`)
	n := strings.Count(link, "-") - 1
	hover := os.Getenv("RENJU_TRACE_HOVER") == "1"
	var over []clientPoint
	moves := 0
	var s appState
	for deadline := time.Now().Add(2 * time.Minute); ; {
		if hover && over == nil && s.Play != nil {
			var ids []string
			if err := json.Unmarshal([]byte(measureEval[string](l, `window.renju.buttons()`)), &ids); err != nil {
				t.Fatal(err)
			}
			for _, id := range ids {
				if p := measureEval[*clientPoint](l, `window.renju.buttonToClient(`+jsString(id)+`)`); p != nil && len(over) < 2 {
					over = append(over, *p)
				}
			}
		}
		if len(over) == 2 {
			p := over[moves%2]
			moves++
			if err := chromedp.Do(l.ctx, chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, p.X, p.Y)); err != nil {
				t.Fatal(err)
			}
		}
		if err := json.Unmarshal([]byte(measureEval[string](l, `window.renju.state()`)), &s); err != nil {
			t.Fatal(err)
		}
		if s.Play != nil && s.Play.Phase == "playing" && !s.Play.Thinking && len(s.Play.Moves) > n {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the partner never moved: %s", s.JSON())
		}
		time.Sleep(160 * time.Millisecond)
	}
	took := time.Since(time.UnixMilli(int64(t0Epoch)))
	gaps := measureEval[[]float64](l, `window.__t0 = Infinity, window.__gaps`)
	at := measureEval[[][]float64](l, `window.__at`)
	series := samples.stop()
	raw := rec.end(t, l)
	l.noProblems()

	evs := decodeTrace(raw)
	var b strings.Builder
	fmt.Fprintf(&b, "#play=%s in %s: the partner played %s after %v (thinkMs %.0f, chunkMs %.1f); load average %s\n",
		link, app.dir, s.Play.Moves[len(s.Play.Moves)-1], took.Round(time.Millisecond), s.Play.ThinkMs, s.Play.ChunkMs, loadAverage())
	fmt.Fprintf(&b, "idle 3 s before: %s\nwhile the partner thought: %s (pointer moves: %d)\n", gapSummary(idle), gapSummary(gaps), moves)
	ts0, ok := traceMark(evs, "renju:t0")
	if !ok {
		b.WriteString("(no renju:t0 TimeStamp in the trace: the gaps are not placed in it)\n")
	}
	whole := series.between(time.UnixMilli(int64(t0Epoch)), time.Now())
	gpu := 0.0
	for th, ms := range whole {
		if strings.HasPrefix(th, "gpu-process/") {
			gpu += ms
		}
	}
	swaps := 0
	for _, e := range evs {
		if ok && e.Name == "SkiaOutputSurfaceImplOnGpu::SwapBuffers" && e.Ts >= ts0 && e.Ph == "X" {
			swaps++
		}
	}
	fmt.Fprintf(&b, "the GPU process: %.0f ms of CPU (%.0f ms a second), %d swaps of the display\n", gpu, gpu/took.Seconds(), swaps)
	fmt.Fprintf(&b, "\nCPU ms by thread over the whole decision\n")
	writeTop(&b, whole, 25, "  %7.0f  %s\n", 5)
	for _, g := range at {
		start := time.UnixMicro(int64((t0Epoch + g[0]) * 1000))
		end := start.Add(time.Duration(g[1] * float64(time.Millisecond)))
		fmt.Fprintf(&b, "\nA gap of %.0f ms at %.0f ms: CPU ms by thread (samples every %v)\n", g[1], g[0], traceSample)
		writeTop(&b, series.between(start, end), 12, "  %7.0f  %s\n", 5)
		if ok {
			writeTraceWindow(&b, evs, ts0+g[0]*1000, ts0+(g[0]+g[1])*1000, 8)
		}
	}
	dir := filepath.Join(artifacts, "trace-play", filepath.Base(app.dir))
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "summary.txt"), []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	writeTraceJSON(t, filepath.Join(dir, "trace.json"), raw)
	t.Log("\n" + b.String())
}

// tracePlayCategories: the load's, and the compositor's and display's
// frames.
var tracePlayCategories = append(slices.Clip(traceCategories), "cc", "viz", "disabled-by-default-devtools.timeline.frame", "renderer.scheduler")

// gapSummary is a list of frame gaps' count, median and largest.
func gapSummary(gaps []float64) string {
	if len(gaps) == 0 {
		return "no frames"
	}
	s := slices.Sorted(slices.Values(gaps))
	return fmt.Sprintf("%d frames, median %.1f ms, largest %.1f ms", len(s), s[len(s)/2], s[len(s)-1])
}

// traceMark is the trace time (µs) of the page's console.timeStamp(msg).
func traceMark(evs []traceEvent, msg string) (float64, bool) {
	for _, e := range evs {
		if e.Name != "TimeStamp" {
			continue
		}
		if d, _ := e.Args["data"].(map[string]any); d != nil && d["message"] == msg {
			return e.Ts, true
		}
	}
	return 0, false
}

// writeTraceWindow writes, for each thread, the wall time its events
// overlapped [from, to] (µs) by event name, the largest first: what each
// thread was doing in a gap. Nested events are counted each (a task and
// what runs in it).
func writeTraceWindow(b *strings.Builder, evs []traceEvent, from, to float64, top int) {
	procName, threadName := traceNames(evs)
	type key struct{ thread, name string }
	over := map[key]float64{}
	busy := map[string]float64{}
	add := func(e traceEvent, start, end float64) {
		lo, hi := max(start, from), min(end, to)
		if hi <= lo {
			return
		}
		th := cmp.Or(procName[e.Pid], fmt.Sprint("pid ", e.Pid)) + "/" + cmp.Or(threadName[[2]int{e.Pid, e.Tid}], fmt.Sprint("tid ", e.Tid))
		over[key{th, e.Name}] += (hi - lo) / 1000
		if (hi-lo)/1000 > busy[th] {
			busy[th] = (hi - lo) / 1000
		}
	}
	open := map[[2]int][]traceEvent{}
	for _, e := range evs {
		k := [2]int{e.Pid, e.Tid}
		switch e.Ph {
		case "X":
			add(e, e.Ts, e.Ts+e.Dur)
		case "B":
			open[k] = append(open[k], e)
		case "E":
			if s := open[k]; len(s) > 0 {
				add(s[len(s)-1], s[len(s)-1].Ts, e.Ts)
				open[k] = s[:len(s)-1]
			}
		}
	}
	threads := make([]string, 0, len(busy))
	for th := range busy {
		threads = append(threads, th)
	}
	slices.SortFunc(threads, func(x, y string) int { return cmp.Compare(busy[y], busy[x]) })
	fmt.Fprintf(b, "  trace events overlapping it, by thread (ms of wall time; the thread's longest first)\n")
	for i, th := range threads {
		if i >= top || busy[th] < 5 {
			break
		}
		var names []string
		for k := range over {
			if k.thread == th {
				names = append(names, k.name)
			}
		}
		slices.SortFunc(names, func(x, y string) int { return cmp.Compare(over[key{th, y}], over[key{th, x}]) })
		var parts []string
		for j, n := range names {
			if j >= 6 {
				break
			}
			parts = append(parts, fmt.Sprintf("%s %.0f", n, over[key{th, n}]))
		}
		fmt.Fprintf(b, "    %s: %s\n", th, strings.Join(parts, ", "))
	}
}

// traceSample is the step of sampleThreads.
const traceSample = 50 * time.Millisecond

// threadSeries is every thread's CPU seconds (cpuByThread) at times.
type threadSeries struct {
	at   []time.Time
	cpu  []map[string]float64
	done chan struct{}
	mu   sync.Mutex
}

// sampleThreads samples the tree's threads every traceSample until stop.
func sampleThreads(pid int) *threadSeries {
	s := &threadSeries{done: make(chan struct{})}
	go func() {
		tick := time.NewTicker(traceSample)
		defer tick.Stop()
		for {
			m := cpuByThread(pid)
			s.mu.Lock()
			s.at, s.cpu = append(s.at, time.Now()), append(s.cpu, m)
			s.mu.Unlock()
			select {
			case <-s.done:
				return
			case <-tick.C:
			}
		}
	}()
	return s
}

func (s *threadSeries) stop() *threadSeries {
	close(s.done)
	time.Sleep(2 * traceSample)
	return s
}

// between is each thread's CPU ms from the last sample at or before from
// to the first at or after to.
func (s *threadSeries) between(from, to time.Time) map[string]float64 {
	s.mu.Lock()
	defer s.mu.Unlock()
	i, j := 0, len(s.at)-1
	for k, at := range s.at {
		if !at.After(from) {
			i = k
		}
	}
	for k := len(s.at) - 1; k >= 0; k-- {
		if !s.at[k].Before(to) {
			j = k
		}
	}
	m := map[string]float64{}
	if j <= i {
		return m
	}
	for th, v := range s.cpu[j] {
		m[th] = (v - s.cpu[i][th]) * 1000
	}
	return m
}
