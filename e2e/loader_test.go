package e2e

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/web"
)

type loaderProblem struct {
	Title      string `json:"title"`
	Text       string `json:"text"`
	Detail     string `json:"detail"`
	HasDetail  bool   `json:"hasDetail"`
	HasReload  bool   `json:"hasReload"`
	BarVisible bool   `json:"barVisible"`
}

func (tb *tab) loaderProblem() loaderProblem {
	tb.t.Helper()
	return eval[loaderProblem](tb, `(() => {
		const $ = (id) => document.getElementById(id);
		const shown = (el) => el.checkVisibility();
		return {title: $("problem-title").textContent, text: $("problem-text").textContent,
			detail: $("problem-detail").textContent, hasDetail: shown($("problem-detail")),
			hasReload: shown($("reload")), barVisible: shown($("progress"))};
	})()`)
}

// TestLoaderWithoutWebAssembly: a browser without WebAssembly gets a plain
// message on the loading screen.
func TestLoaderWithoutWebAssembly(t *testing.T) {
	for _, vp := range []viewport{desktop, phone} {
		t.Run(vp.name, func(t *testing.T) {
			// A page of its own: the test is the loading page, before the app.
			tb := newTab(t, vp, chromedp.WithNewBrowserContext())
			tb.beforeLoad(`delete globalThis.WebAssembly;`)
			tb.navigate("")
			tb.waitLoader("error")
			p := tb.loaderProblem()
			assert.Equal(t, "This browser can’t run Renju Tutor", p.Title)
			assert.Contains(t, p.Text, "WebAssembly")
			assert.False(t, p.HasDetail, "no technical detail for a missing feature")
			assert.False(t, p.HasReload, "reloading will not help")
			assert.False(t, p.BarVisible, "no progress bar on an error")
			tb.screenshot("loader-no-webassembly-" + vp.name)
			tb.noProblems()
		})
	}
}

// TestLoaderWithoutWebGL2: no WebGL 2 context, a plain message.
func TestLoaderWithoutWebGL2(t *testing.T) {
	// A page of its own: the test is the loading page, before the app.
	tb := newTab(t, desktop, chromedp.WithNewBrowserContext())
	tb.beforeLoad(`(() => {
		const get = HTMLCanvasElement.prototype.getContext;
		HTMLCanvasElement.prototype.getContext = function (kind, ...rest) {
			return kind === "webgl2" ? null : get.call(this, kind, ...rest);
		};
	})();`)
	tb.navigate("")
	tb.waitLoader("error")
	p := tb.loaderProblem()
	assert.Equal(t, "WebGL 2 is not available", p.Title)
	assert.Contains(t, p.Text, "hardware")
	assert.False(t, p.HasReload)
	tb.noProblems()
}

// serveSite serves a copy of the built page (without renju.wasm) plus the
// given files on another loopback port, and returns its URL. The page's
// files named in without are left out.
func serveSite(t *testing.T, files map[string][]byte, without ...string) string {
	t.Helper()
	dir := t.TempDir()
	pageFiles := []string{"index.html", "loader.js", "loader.css", "favicon.svg", "wasm_exec.js", "loader-zh.otf", "manifest.webmanifest", "zh-regular.otf", "zh-bold.otf"}
	for _, name := range append(pageFiles, web.IconNames()...) {
		if slices.Contains(without, name) {
			continue
		}
		data, err := os.ReadFile(filepath.Join(siteDir, name))
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), data, 0o644))
	}
	for name, data := range files {
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), data, 0o644))
	}
	h, err := web.NewHandler(dir)
	require.NoError(t, err)
	url, stop, err := serve(h)
	require.NoError(t, err)
	t.Cleanup(stop)
	return url
}

// expectOnly fails the test unless every page error matches pattern.
func (tb *tab) expectOnly(pattern string) {
	tb.t.Helper()
	tb.caughtUp()
	tb.mu.Lock()
	defer tb.mu.Unlock()
	for _, e := range tb.problems {
		assert.Regexp(tb.t, pattern, e)
	}
}

// TestLoaderDownloadFails: a site without renju.wasm (404) explains itself.
func TestLoaderDownloadFails(t *testing.T) {
	url := serveSite(t, nil)
	// A page of its own, of a site without the wasm.
	tb := newTab(t, desktop, chromedp.WithNewBrowserContext())
	tb.do(chromedp.Navigate(url))
	tb.waitLoader("error")
	p := tb.loaderProblem()
	assert.Equal(t, "Couldn’t download the app", p.Title)
	assert.Contains(t, p.Text, "make site")
	assert.Equal(t, "HTTP 404 for renju.wasm", p.Detail)
	assert.True(t, p.HasReload, "a reload may help once the site is built")
	tb.screenshot("loader-download-failed-1280x800")
	tb.expectOnly(`404`) // the browser logs the failed request itself
}

// TestLoaderBadWasm: a renju.wasm that is not WebAssembly (say, a truncated
// or wrong file) gives a plain message with a one-line detail.
func TestLoaderBadWasm(t *testing.T) {
	url := serveSite(t, map[string][]byte{"renju.wasm": []byte("<!doctype html><p>not wasm</p>")})
	// A page of its own, of a site with a bad wasm.
	tb := newTab(t, desktop, chromedp.WithNewBrowserContext())
	tb.do(chromedp.Navigate(url))
	tb.waitLoader("error")
	p := tb.loaderProblem()
	assert.Equal(t, "The app couldn’t start", p.Title)
	assert.True(t, p.HasDetail)
	assert.NotContains(t, p.Detail, "\n")
	assert.Contains(t, p.Detail, "WebAssembly")
	assert.True(t, p.HasReload)
	tb.noProblems()
}

// TestLoaderAppExits: a Go program that panics while starting (the tutor
// never exits on its own) is reported as stopped, not left spinning.
func TestLoaderAppExits(t *testing.T) {
	browser(t)
	src := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(src, "go.mod"), []byte("module crash\n\ngo 1.26\n"), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(src, "main.go"), []byte("package main\n\nfunc main() { panic(\"boom\") }\n"), 0o644))
	wasm := filepath.Join(src, "crash.wasm")
	cmd := exec.Command("go", "build", "-o", wasm, ".")
	cmd.Dir = src
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "GOFLAGS=-mod=mod", "GOWORK=off")
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "%s", out)
	data, err := os.ReadFile(wasm)
	require.NoError(t, err)

	url := serveSite(t, map[string][]byte{"renju.wasm": data})
	// A page of its own, of a site whose program stops.
	tb := newTab(t, desktop, chromedp.WithNewBrowserContext())
	tb.do(chromedp.Navigate(url))
	tb.waitLoader("error")
	p := tb.loaderProblem()
	assert.Equal(t, "The app stopped while starting", p.Title)
	assert.Equal(t, "exit code 2", p.Detail)
	assert.True(t, p.HasReload)
}

// TestLoaderShowsProgress throttles the wasm download so that the progress
// bar can be watched: it must show real percentages that only go up, in
// steps of 5, from the uncompressed length the server sends, then give way
// to the app.
func TestLoaderShowsProgress(t *testing.T) {
	// Its own browser context, so an empty HTTP cache: a wasm cached (or
	// revalidated) from an earlier test arrives at once, and the bar then
	// jumps from 0 to 100.
	// A page of its own: the test is the loading page's progress.
	tb := newTab(t, desktop, chromedp.WithNewBrowserContext())
	gz, err := os.Stat(filepath.Join(siteDir, "renju.wasm.gz"))
	require.NoError(t, err, "the site is precompressed")
	// About two seconds for the download.
	rate := float64(gz.Size()) / 2
	_, err = chromedp.Call(tb.ctx, network.EmulateNetworkConditionsByRule, network.EmulateNetworkConditionsByRuleParams{
		MatchedNetworkConditions: []*network.Conditions{{
			URLPattern:         baseURL + "renju.wasm",
			DownloadThroughput: rate,
			UploadThroughput:   -1,
		}},
	})
	require.NoError(t, err)
	tb.navigate("")

	percent := regexp.MustCompile(`^Downloading… (\d+)%$`)
	var seen []int
	var screenshot bool
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		st := eval[map[string]string](tb, `({state: document.documentElement.dataset.loader,
			status: document.getElementById("status").textContent,
			now: document.getElementById("progress").getAttribute("aria-valuenow") || ""})`)
		if st["state"] == "ready" || st["state"] == "error" {
			break
		}
		if m := percent.FindStringSubmatch(st["status"]); m != nil {
			n, _ := strconv.Atoi(m[1])
			assert.Equal(t, m[1], st["now"], "aria-valuenow follows the bar")
			seen = append(seen, n)
			if n >= 30 && n <= 80 && !screenshot {
				tb.screenshot("loader-progress-1280x800")
				screenshot = true
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
	tb.waitLoader("ready")
	t.Logf("progress seen: %v", seen)
	var middle bool
	for i, n := range seen {
		if n > 0 && n < 100 {
			middle = true
		}
		if i > 0 {
			assert.GreaterOrEqual(t, n, seen[i-1], "progress only goes up")
			// Each change is a frame painted over the whole window: the
			// bar moves in steps (loader.js PROGRESS_STEP), not with
			// every chunk.
			if n != seen[i-1] && n < 100 {
				assert.GreaterOrEqual(t, n-seen[i-1], 5, "the bar moves in steps of 5%%: %v", seen)
			}
		}
	}
	assert.True(t, middle, "the bar showed a percentage between 0 and 100: %v", seen)
	tb.noProblems()
}

// TestContentSecurityPolicyEnforced checks two things at once: the server's
// policy really blocks inline code in the browser, and the harness notices
// such a violation (so that the other tests' "no errors" means something).
func TestContentSecurityPolicyEnforced(t *testing.T) {
	tb := sharedTab(t, desktop, "en")
	tb.open("")
	ran := eval[bool](tb, `(() => {
		window.inlineRan = false;
		const s = document.createElement("script");
		s.textContent = "window.inlineRan = true";
		document.body.append(s);
		return window.inlineRan;
	})()`)
	assert.False(t, ran, "an inline script must not run")
	require.Eventually(t, func() bool { tb.mu.Lock(); defer tb.mu.Unlock(); return len(tb.problems) > 0 },
		10*time.Second, 20*time.Millisecond, "the violation was reported")
	tb.mu.Lock()
	defer tb.mu.Unlock()
	require.NotEmpty(t, tb.problems, "the violation was reported")
	assert.Contains(t, tb.problems[0], "Content Security Policy")
	t.Logf("reported: %s", tb.problems[0])
}

// TestPageWithoutJavaScript: with scripts off, the page says that it needs
// them instead of showing a progress bar that never moves.
func TestPageWithoutJavaScript(t *testing.T) {
	// A page of its own, loaded with scripts off.
	tb := newTab(t, desktop, chromedp.WithNewBrowserContext())
	_, err := chromedp.Call(tb.ctx, emulation.SetScriptExecutionDisabled, emulation.SetScriptExecutionDisabledParams{Value: true})
	require.NoError(t, err)
	tb.navigate("")
	got := eval[map[string]string](tb, `(() => {
		const shown = (el) => el && el.checkVisibility() ? "shown" : "hidden";
		const msg = document.querySelector("#loading noscript h2");
		return {bar: shown(document.getElementById("progress")), status: shown(document.getElementById("status")),
			message: msg ? shown(msg) + ": " + msg.textContent : "none"};
	})()`)
	assert.Equal(t, map[string]string{"bar": "hidden", "status": "hidden", "message": "shown: JavaScript is turned off"}, got)
	tb.screenshot("loader-no-javascript-1280x800")
	tb.noProblems()
}

// TestLoaderPreloadsTheWasm: index.html preloads the wasm (the request
// goes out while the page is parsed, before the loader runs) and the
// loader's fetch takes that response (one download). The page makes one
// WebGL 2 context, the app's: the loader makes no throwaway context to
// check for WebGL 2 first (that cost every load a context made and lost;
// TestLoaderWithoutWebGL2 has the message still).
func TestLoaderPreloadsTheWasm(t *testing.T) {
	// A page of its own: the test is its load's requests.
	tb := newTab(t, desktop, chromedp.WithNewBrowserContext())
	tb.beforeLoad(`(() => {
		const canvases = window.__webgl2 = new Set();
		const get = HTMLCanvasElement.prototype.getContext;
		HTMLCanvasElement.prototype.getContext = function (kind, ...rest) {
			if (kind === "webgl2") canvases.add(this);
			return get.call(this, kind, ...rest);
		};
	})();`)
	tb.open("")
	times := eval[map[string]float64](tb, `(() => {
		const wasm = performance.getEntriesByType("resource").filter((e) => e.name.endsWith("/renju.wasm"));
		const at = (name) => { const m = performance.getEntriesByName(name)[0]; return m ? m.startTime : -1; };
		return {requests: wasm.length, wasm: wasm.length ? wasm[0].startTime : -1,
			loader: at("renju:loader"), contexts: window.__webgl2.size};
	})()`)
	require.GreaterOrEqual(t, times["wasm"], 0.0, "the wasm was fetched")
	assert.Less(t, times["wasm"], times["loader"], "the page's preload requests the wasm before the loader runs")
	assert.Equal(t, 1.0, times["requests"], "the wasm is downloaded once (the preload is used)")
	assert.Equal(t, 1.0, times["contexts"], "one WebGL 2 context, the app's")
	t.Logf("wasm request at %.0f ms, loader started at %.0f ms", times["wasm"], times["loader"])
	tb.noProblems()
}
