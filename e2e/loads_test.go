package e2e

import (
	"cmp"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
)

// loads counts what the run cost in page loads, the browser suites'
// largest cost (one cold load of the tutor took 16–20 s of CPU in the
// browser's processes on the 2-core machine, issue 37): the tabs opened,
// the documents loaded in their main frames (a navigation to a new
// document or a reload; a hash change is not one), and the resets of a
// shared page; and what each test that opened a page cost, in CPU
// seconds of the whole process tree (the browser's processes and this
// one: proctree_test.go) and in wall seconds, from its first page to its
// end (tests run one at a time, so the tree's time meanwhile is the
// test's). TestMain prints the totals at the end of the run and writes
// each test's to test-artifacts/loads.txt.
var loads = loadCounter{perTest: map[string]*loadCount{}, begun: map[string]bool{}}

type loadCount struct {
	tabs, documents, resets int
	cpu, wall               float64 // seconds
}

type loadCounter struct {
	mu      sync.Mutex
	total   loadCount
	perTest map[string]*loadCount
	begun   map[string]bool
}

// begin starts counting t's CPU and wall time, once per test: called
// when it opens a page (newTab, sharedTab), counted until it ends.
func (c *loadCounter) begin(t *testing.T) {
	c.mu.Lock()
	started := c.begun[t.Name()]
	c.begun[t.Name()] = true
	c.mu.Unlock()
	if started {
		return
	}
	cpu0, t0 := treeCPU(os.Getpid()), time.Now()
	var threads0 map[string]float64
	if byThread {
		threads0 = cpuByThread(os.Getpid())
	}
	t.Cleanup(func() {
		cpu, wall := treeCPU(os.Getpid())-cpu0, time.Since(t0).Seconds()
		if byThread {
			writeThreads(t.Name(), threads0, cpuByThread(os.Getpid()), cpu)
		}
		c.add(t.Name(), func(n *loadCount) { n.cpu += cpu; n.wall += wall })
	})
}

// add counts one event of a test: f adds it to a count. The file is
// written again each time, so that a run stopped by its timeout still
// says what it loaded.
func (c *loadCounter) add(test string, f func(*loadCount)) {
	c.mu.Lock()
	defer c.mu.Unlock()
	n := c.perTest[test]
	if n == nil {
		n = &loadCount{}
		c.perTest[test] = n
	}
	f(n)
	f(&c.total)
	c.write()
}

// byThread (RENJU_LOADS_THREADS=1) also writes where each test's CPU
// went, by process kind and thread, to test-artifacts/threads/<test>.txt:
// what to cut first.
var byThread = os.Getenv("RENJU_LOADS_THREADS") == "1"

// writeThreads writes the CPU seconds each thread used between before and
// after, largest first, beside the tree's total.
func writeThreads(test string, before, after map[string]float64, total float64) {
	type row struct {
		name string
		s    float64
	}
	var rows []row
	for k, v := range after {
		if d := v - before[k]; d >= 0.05 {
			rows = append(rows, row{k, d})
		}
	}
	slices.SortFunc(rows, func(a, b row) int { return cmp.Compare(b.s, a.s) })
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %.1f s CPU, the tree (ended processes included)\n", test, total)
	for _, r := range rows {
		fmt.Fprintf(&b, "%8.2f  %s\n", r.s, r.name)
	}
	dir := filepath.Join(artifacts, "threads")
	if err := os.MkdirAll(dir, 0o755); err == nil {
		_ = os.WriteFile(filepath.Join(dir, strings.ReplaceAll(test, "/", "__")+".txt"), []byte(b.String()), 0o644)
	}
}

func (c *loadCounter) tab(test string)      { c.add(test, func(n *loadCount) { n.tabs++ }) }
func (c *loadCounter) document(test string) { c.add(test, func(n *loadCount) { n.documents++ }) }
func (c *loadCounter) reset(test string)    { c.add(test, func(n *loadCount) { n.resets++ }) }

// count is what a test has loaded so far.
func (c *loadCounter) count(test string) loadCount {
	c.mu.Lock()
	defer c.mu.Unlock()
	if n := c.perTest[test]; n != nil {
		return *n
	}
	return loadCount{}
}

// countDocument counts ev if it is a new document in a tab's main frame
// over HTTP (not the blank page a tab opens with, nor a data: URL, nor
// the tests' page for leaving the app, pageLeft).
func countDocument(test string, ev *page.EventFrameNavigated) {
	if ev.Frame == nil || ev.Frame.ParentID != "" || ev.Type != page.NavigationTypeNavigation {
		return
	}
	if strings.HasSuffix(ev.Frame.URL, pageLeft) {
		return
	}
	if strings.HasPrefix(ev.Frame.URL, "http://") || strings.HasPrefix(ev.Frame.URL, "https://") {
		loads.document(test)
	}
}

// report prints the totals at the end of the run.
func (c *loadCounter) report() {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.perTest) == 0 {
		return
	}
	fmt.Printf("e2e page loads: %d tabs, %d documents loaded, %d resets, in %d tests; the run's CPU %.0f s, browsers included (per test: test-artifacts/loads.txt)\n",
		c.total.tabs, c.total.documents, c.total.resets, len(c.perTest), treeCPU(os.Getpid()))
}

func (n loadCount) String() string {
	return fmt.Sprintf("%d tabs, %d documents loaded, %d resets; %.1f s CPU, %.1f s wall", n.tabs, n.documents, n.resets, n.cpu, n.wall)
}

// write writes test-artifacts/loads.txt: the totals, then a line per test
// that loaded or reset a page. Called with mu held.
func (c *loadCounter) write() {
	names := make([]string, 0, len(c.perTest))
	for name := range c.perTest {
		names = append(names, name)
	}
	slices.Sort(names)
	var b strings.Builder
	fmt.Fprintf(&b, "total: %s, in %d tests\n", c.total, len(c.perTest))
	for _, name := range names {
		fmt.Fprintf(&b, "%s: %s\n", name, *c.perTest[name])
	}
	if err := os.MkdirAll(artifacts, 0o755); err == nil {
		_ = os.WriteFile(filepath.Join(artifacts, "loads.txt"), []byte(b.String()), 0o644)
	}
}
