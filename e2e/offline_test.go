package e2e

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/lessons"
	"renju/rules"
	"renju/web"
)

// Offline use and updates: the service worker (web/sw.js) keeps the whole
// site, the app starts and saves progress with the network gone, and a new
// build is installed in the background and offered by the loader's banner.

// shotsDir is where the offline and progress-file screenshots go.
func shotsDir() string { return filepath.Join(repoRoot, "build", "shots-offline") }

// siteServer serves a site directory a test can swap for another, and can
// play dead: while down it answers nothing useful and counts what reached
// it, so a test can tell that the browser did not ask.
type siteServer struct {
	url string

	mu     sync.Mutex
	h      http.Handler
	down   bool
	missed []string // requests that came while down
	log    []string // "path status encoding" of every response while up
	wire   int64    // bytes of the bodies sent while up
}

// counted records a response's status and size.
type counted struct {
	http.ResponseWriter
	status int
	n      int64
}

func (c *counted) WriteHeader(code int) {
	c.status = code
	c.ResponseWriter.WriteHeader(code)
}

func (c *counted) Write(b []byte) (int, error) {
	if c.status == 0 {
		c.status = http.StatusOK
	}
	n, err := c.ResponseWriter.Write(b)
	c.n += int64(n)
	return n, err
}

func newSiteServer(t *testing.T, dir string) *siteServer {
	t.Helper()
	s := &siteServer{}
	s.serveDir(t, dir)
	url, stop, err := serve(s)
	require.NoError(t, err)
	t.Cleanup(stop)
	s.url = url
	return s
}

func (s *siteServer) serveDir(t *testing.T, dir string) {
	t.Helper()
	h, err := web.NewHandler(dir)
	require.NoError(t, err)
	s.mu.Lock()
	s.h = h
	s.mu.Unlock()
}

func (s *siteServer) setDown(down bool) {
	s.mu.Lock()
	s.down = down
	s.mu.Unlock()
}

// requests returns (and forgets) the requests missed while down and the
// responses logged.
func (s *siteServer) requests() (missed, log []string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	missed, log = s.missed, s.log
	s.missed, s.log, s.wire = nil, nil, 0
	return missed, log
}

func (s *siteServer) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	if s.down {
		s.missed = append(s.missed, r.Method+" "+r.URL.Path)
		s.mu.Unlock()
		http.Error(w, "the network is down", http.StatusServiceUnavailable)
		return
	}
	h := s.h
	s.mu.Unlock()
	c := &counted{ResponseWriter: w}
	h.ServeHTTP(c, r)
	s.mu.Lock()
	s.log = append(s.log, fmt.Sprintf("%s %d %s", r.URL.Path, c.status, w.Header().Get("Content-Encoding")))
	s.wire += c.n
	s.mu.Unlock()
}

// setOffline cuts the tab's network (its service worker's too) or gives it
// back, and sets navigator.onLine to match.
func (tb *tab) setOffline(off bool) {
	tb.t.Helper()
	var conds []*network.Conditions
	if off {
		conds = append(conds, &network.Conditions{Offline: true, DownloadThroughput: -1, UploadThroughput: -1})
	}
	_, err := chromedp.Call(tb.ctx, network.EmulateNetworkConditionsByRule, network.EmulateNetworkConditionsByRuleParams{
		EmulateOfflineServiceWorker: &off,
		MatchedNetworkConditions:    conds,
	})
	require.NoError(tb.t, err)
	_, err = chromedp.Call(tb.ctx, network.OverrideNetworkState, network.OverrideNetworkStateParams{
		Offline: off, DownloadThroughput: -1, UploadThroughput: -1,
	})
	require.NoError(tb.t, err)
}

// poll waits for a JavaScript condition.
func (tb *tab) poll(what, cond string, timeout time.Duration) {
	tb.t.Helper()
	if _, err := pollPage[bool](tb.ctx, cond, 20*time.Millisecond, timeout); err != nil {
		tb.t.Fatalf("waiting for %s: %v", what, err)
	}
}

// pollAcross is poll for a condition that comes after a reload: an
// evaluation the navigation interrupts is tried again.
func (tb *tab) pollAcross(what, cond string, timeout time.Duration) {
	tb.t.Helper()
	deadline := time.Now().Add(timeout)
	for {
		ok, err := chromedp.Run(tb.ctx, chromedp.Evaluate[bool](cond))
		if err == nil && ok {
			return
		}
		if time.Now().After(deadline) {
			tb.t.Fatalf("waiting for %s: %v", what, err)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// cacheInfo is what the service worker keeps, as the page sees it.
type cacheInfo struct {
	Names    []string `json:"names"`
	Files    int      `json:"files"`
	Bytes    int64    `json:"bytes"`
	Encoding string   `json:"encoding"` // of the kept renju.wasm
	Length   string   `json:"length"`
	Full     string   `json:"full"` // X-Uncompressed-Length
}

func (tb *tab) caches() cacheInfo {
	tb.t.Helper()
	v, err := chromedp.Run(tb.ctx, chromedp.Evaluate[cacheInfo](`(async () => {
		const names = (await caches.keys()).filter((n) => n.startsWith("renju-tutor:"));
		const out = {names, files: 0, bytes: 0, encoding: "", length: "", full: ""};
		if (names.length !== 1) return out;
		const c = await caches.open(names[0]);
		for (const req of await c.keys()) {
			const resp = await c.match(req);
			out.files++;
			out.bytes += (await resp.blob()).size;
			if (req.url.endsWith("/renju.wasm")) {
				out.encoding = resp.headers.get("Content-Encoding") || "";
				out.length = resp.headers.get("Content-Length") || "";
				out.full = resp.headers.get("X-Uncompressed-Length") || "";
			}
		}
		return out;
	})()`, chromedp.EvalAwaitPromise))
	require.NoError(tb.t, err)
	return v
}

// keptSHA256 is the SHA-256 (base64, as in sw.js) of the bytes the
// service worker keeps for the site's file name.
func (tb *tab) keptSHA256(name string) string {
	tb.t.Helper()
	return eval[string](tb, fmt.Sprintf(`(async () => {
		const names = (await caches.keys()).filter((n) => n.startsWith("renju-tutor:"));
		if (names.length !== 1) return "";
		const resp = await (await caches.open(names[0])).match(new URL(%q, location.href).href);
		if (!resp) return "";
		const sum = new Uint8Array(await crypto.subtle.digest("SHA-256", await resp.arrayBuffer()));
		return btoa(String.fromCharCode(...sum));
	})()`, name), chromedp.EvalAwaitPromise)
}

// fileSHA256 is the SHA-256 (base64) of a file of the site directory.
func fileSHA256(t *testing.T, dir, name string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dir, name))
	require.NoError(t, err)
	sum := sha256.Sum256(data)
	return base64.StdEncoding.EncodeToString(sum[:])
}

// requestsOf are the responses of served (srv.requests's log) to path.
func requestsOf(served []string, path string) []string {
	return slices.DeleteFunc(slices.Clone(served), func(r string) bool { return !strings.HasPrefix(r, path+" ") })
}

// swOf reads the version and the number of files a built sw.js lists.
func swOf(t *testing.T, dir string) (version string, files int) {
	t.Helper()
	sw, err := os.ReadFile(filepath.Join(dir, "sw.js"))
	require.NoError(t, err, "the site has a service worker: build it with `make site`")
	m := regexp.MustCompile(`const VERSION = "([0-9a-f]{16})";`).FindSubmatch(sw)
	require.NotNil(t, m, "sw.js has its version: the site build writes it")
	return string(m[1]), bytes.Count(sw, []byte(`", "sha256-`))
}

// newBuild copies the site, changes one byte of what index.html says (a
// marker the test can see), and finishes the copy as `make test-site`
// does. Only index.html and sw.js change: their compressed siblings are
// made anew (Brotli at the test site's quality), and every other file
// keeps the siblings copied with it, which still hold its bytes (the
// handler serves a sibling only if it decodes to its file). Compressing
// the whole copy again, both modules at Brotli 11, cost about 100 s of
// CPU, a sixth of the browser tests' on a quiet 2-core machine.
func newBuild(t *testing.T) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "site")
	require.NoError(t, os.CopyFS(dir, os.DirFS(siteDir)))
	p := filepath.Join(dir, "index.html")
	html, err := os.ReadFile(p)
	require.NoError(t, err)
	html = bytes.Replace(html, []byte("<head>\n"), []byte("<head>\n<meta name=\"renju-build\" content=\"2\">\n"), 1)
	require.NoError(t, os.WriteFile(p, html, 0o644))
	_, err = web.WriteOffline(dir)
	require.NoError(t, err)
	changed := t.TempDir()
	for _, name := range []string{"index.html", "sw.js"} {
		data, err := os.ReadFile(filepath.Join(dir, name))
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(filepath.Join(changed, name), data, 0o644))
	}
	_, err = web.PrecompressWith(changed, web.Options{Brotli: web.BrotliFast})
	require.NoError(t, err)
	for _, name := range []string{"index.html", "sw.js"} {
		for _, sibling := range []string{name + ".gz", name + ".br"} {
			require.NoError(t, os.Remove(filepath.Join(dir, sibling)))
			data, err := os.ReadFile(filepath.Join(changed, sibling))
			require.NoError(t, err, "%s is worth compressing", name)
			require.NoError(t, os.WriteFile(filepath.Join(dir, sibling), data, 0o644))
		}
	}
	return dir
}

// chineseBrowser makes the tab's browser ask for Chinese first.
func (tb *tab) chineseBrowser() { tb.beforeLoad(chineseBrowser) }

// TestOfflineAndUpdate: the app is loaded once; its service worker keeps
// the site (decoded, whatever encoding the server sent); with the network
// cut and the server counting, a reload starts the app from the cache,
// a lesson's task answered through the canvas is saved, and on the laptop
// a worksheet is made (by the worker, from the cache). Back online
// with a new build served, the new version is installed in the
// background and offered by the banner, in the app's language; its
// Reload brings the new version, and the old cache is gone. On a laptop
// in English and on a phone in Chinese (the browser's language).
func TestOfflineAndUpdate(t *testing.T) {
	v1, files := swOf(t, siteDir)
	v2dir := newBuild(t)
	v2, _ := swOf(t, v2dir)
	require.NotEqual(t, v1, v2, "a changed byte is a new version")

	l, pageNo := findTask(t, lessons.TaskClickForbidden)
	b := l.Pages[pageNo-1].Board
	fouls := rules.ForbiddenMap(&b)
	require.NotEmpty(t, fouls)

	for _, tc := range []struct {
		vp   viewport
		lang string
	}{{desktop, "en"}, {phone, "zh"}, {desktop, "zh"}, {phone, "en"}} {
		t.Run(tc.vp.name+"-"+tc.lang, func(t *testing.T) {
			srv := newSiteServer(t, siteDir)
			// A page of its own: the test is the service worker's first
			// visit, reloads online and offline, and an update.
			tb := newTabFor(t, tc.vp, 5*time.Minute, chromedp.WithNewBrowserContext())
			if tc.lang == "zh" {
				tb.chineseBrowser()
			}
			name := func(scene string) string { return scene + "-" + tc.lang + "-" + tc.vp.name }

			// Online, the first visit: the worker installs and takes over.
			tb.do(chromedp.Navigate(srv.url))
			first := tb.waitReady("the first visit")
			assert.Equal(t, map[string]string{"en": "en", "zh": "zh-Hans"}[tc.lang], eval[string](tb, `document.documentElement.lang`))
			tb.poll("the service worker to control the page", `!!navigator.serviceWorker.controller`, 60*time.Second)
			kept := tb.caches()
			require.Len(t, kept.Names, 1)
			assert.True(t, strings.HasSuffix(kept.Names[0], ":"+v1), "the cache is the version's: %v", kept.Names)
			assert.Equal(t, files, kept.Files, "every file of the site is kept")
			assert.Empty(t, kept.Encoding, "the kept wasm is decoded and says so")
			assert.Equal(t, kept.Full, kept.Length)
			srv.mu.Lock()
			wire := srv.wire
			srv.mu.Unlock()
			_, served := srv.requests()
			assert.Contains(t, served, "/renju.wasm 200 br", "the server sent the wasm Brotli-encoded")
			// The worker kept the module the page downloaded and ran
			// (checked against its hash), not a second copy: asked
			// again, even a 304, it was read and decoded twice.
			assert.Len(t, requestsOf(served, "/renju.wasm"), 1, "the module was requested once, by the page: %v", served)
			assert.Equal(t, fileSHA256(t, siteDir, "renju.wasm"), tb.keptSHA256("renju.wasm"), "the kept module is the site's")
			t.Logf("first visit, page and worker: %d responses, %.2f MB on the wire: %v", len(served), float64(wire)/1e6, served)
			t.Logf("first visit: ready in %v; the cache holds %d files, %.1f MB", first.Round(time.Millisecond), kept.Files, float64(kept.Bytes)/1e6)

			// The manifest loads (CSP manifest-src) and the app can be
			// installed.
			mf, err := chromedp.Call(tb.ctx, page.GetAppManifest, page.GetAppManifestParams{})
			require.NoError(t, err)
			assert.Empty(t, mf.Errors, "the manifest parses without errors")
			assert.Contains(t, mf.Data, "连珠禁手教室")
			inst, err := chromedp.Call(tb.ctx, page.GetInstallabilityErrors, cdp.Empty{})
			require.NoError(t, err)
			for _, e := range inst.InstallabilityErrors {
				if e.ErrorID != "in-incognito" { // the test's own browser context
					t.Errorf("not installable: %s", e.ErrorID)
				}
			}

			// Online again, from the cache.
			tb.do(chromedp.Reload())
			warm := tb.waitReady("a reload online")

			// Offline: nothing reaches the server, and the app starts.
			tb.setOffline(true)
			srv.setDown(true)
			tb.do(chromedp.Reload())
			offline := tb.waitReady("a reload offline")
			assert.False(t, eval[bool](tb, `navigator.onLine`))
			t.Logf("ready: first visit %v, reload online %v, reload offline %v", first.Round(time.Millisecond), warm.Round(time.Millisecond), offline.Round(time.Millisecond))

			// A lesson's task, answered offline through the canvas, is saved.
			eval[string](tb, fmt.Sprintf(`location.hash = "#lesson=%s/%d"`, l.ID, pageNo))
			tb.waitState("the task page, offline", func(s appState) bool { return s.Lesson == l.ID && s.Page == pageNo })
			tb.click(tb.pointToClient(fouls[0].Point.String()))
			tb.waitButton("task.why")
			tb.shown()
			tb.screenshotIn(shotsDir(), name("offline-task"))
			saved := tb.savedProgress()
			assert.Contains(t, saved, fmt.Sprintf(`"%s":{"done":[%d]`, l.ID, pageNo), "saved offline")
			if tc.lang == "en" {
				// 中文, offline: its fonts, which this English learner's
				// page never fetched, come from the worker's cache.
				tb.clickButton("nav.lang")
				tb.waitState("中文, offline", func(s appState) bool { return s.Lang == "zh" })
				tb.shown()
				tb.screenshotIn(shotsDir(), name("offline-chinese"))
				tb.clickButton("nav.lang")
				tb.waitState("English again", func(s appState) bool { return s.Lang == "en" })
			}

			// A worksheet, made offline: the worker's program, which makes
			// it, came from the cache too. (On the laptop: the phone's
			// builder scrolls its buttons.)
			if tc.vp == desktop {
				eval[string](tb, `location.hash = "#teach"`)
				tb.waitStateFor("the homework builder, offline", 10*time.Second, func(s appState) bool {
					return s.Teach != nil && s.Teach.Phase == "build" && s.Teach.ID != ""
				})
				for range 3 {
					tb.clickButton("hwt.fewer") // 10 → 8 → 5 → 3
				}
				// The file is taken where the page hands it to the browser:
				// under the emulated outage Chromium's download of the blob
				// never landed (the app had said "saved").
				eval[bool](tb, `(() => { window.__files = []; const url = URL.createObjectURL;
					URL.createObjectURL = (b) => { window.__files.push(b); return url.call(URL, b); }; return true; })()`)
				tb.clickButton("hwt.worksheet")
				tb.poll("the worksheet, offline", `window.__files.length > 0`, 90*time.Second)
				assert.Equal(t, "%PDF-", eval[string](tb, `window.__files[0].slice(0, 5).text()`, chromedp.EvalAwaitPromise), "the worksheet was made offline")
				assert.Equal(t, "application/pdf", eval[string](tb, `window.__files[0].type`))
				tb.screenshotIn(shotsDir(), name("offline-worksheet"))
			}
			// The app asked the server for nothing. The browser itself may
			// have looked for a new sw.js (its update check on a
			// navigation), which a real outage fails just as the 503 did.
			missed, _ := srv.requests()
			for _, r := range missed {
				assert.Equal(t, "GET /sw.js", r, "offline, the app asked the server for nothing")
			}
			t.Logf("requests that reached the server while offline: %v", missed)

			// Back online, a new build on the server: the page reloads from
			// the cache (the old version) and offers the new one.
			srv.serveDir(t, v2dir)
			srv.setDown(false)
			tb.setOffline(false)
			tb.do(chromedp.Navigate(srv.url))
			tb.waitReady("the old version, online")
			tb.poll("the update banner", `!document.getElementById("update").hidden`, 60*time.Second)
			assert.False(t, eval[bool](tb, `!!document.querySelector('meta[name="renju-build"]')`), "until Reload, the old version runs")
			banner := eval[[]string](tb, `["update-text", "update-reload", "update-later"].map((id) => {
				const el = document.getElementById(id);
				return el.textContent + "|" + (el.getAttribute("aria-label") || ""); })`)
			assert.Equal(t, map[string][]string{
				"en": {"A new version is ready|", "Reload|", "×|Later"},
				"zh": {"新版本已准备好|", "重新载入|", "×|以后再说"},
			}[tc.lang], banner)
			if tc.vp == desktop && tc.lang == "en" {
				// Later: the banner goes, the new version waits, and the
				// next start offers it again.
				p := eval[clientPoint](tb, `(() => { const r = document.getElementById("update-later").getBoundingClientRect();
					return {x: r.left + r.width / 2, y: r.top + r.height / 2}; })()`)
				tb.click(p)
				assert.True(t, eval[bool](tb, `document.getElementById("update").hidden`))
				tb.do(chromedp.Reload())
				tb.waitReady("the old version again")
				tb.poll("the update banner again", `!document.getElementById("update").hidden`, 30*time.Second)
				assert.False(t, eval[bool](tb, `!!document.querySelector('meta[name="renju-build"]')`), "still the old version")
			}
			tb.do(chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, 1, float64(tc.vp.height-2)))
			tb.shown()
			tb.screenshotIn(shotsDir(), name("update-banner"))

			p := eval[clientPoint](tb, `(() => { const r = document.getElementById("update-reload").getBoundingClientRect();
				return {x: r.left + r.width / 2, y: r.top + r.height / 2}; })()`)
			tb.click(p)
			tb.pollAcross("the new version", `!!document.querySelector('meta[name="renju-build"]')`, 30*time.Second)
			tb.waitReady("the new version")
			assert.True(t, eval[bool](tb, `document.getElementById("update").hidden`))
			tb.poll("the old cache deleted", `caches.keys().then((ks) => ks.filter((k) => k.startsWith("renju-tutor:")).length === 1)`, 10*time.Second)
			kept = tb.caches()
			assert.True(t, strings.HasSuffix(kept.Names[0], ":"+v2), "the new version's cache: %v", kept.Names)
			assert.Equal(t, saved, tb.savedProgress(), "the progress survives the update")
			tb.screenshotIn(shotsDir(), name("updated"))
			tb.noProblems()
		})
	}
}

// TestOfflineCopyChecksThePagesBytes: on a first visit the service worker
// keeps the module the page downloaded (web/sw.js fromPages) only if its
// SHA-256 is the one its list gives. Here the page offers other bytes (a
// corrupted download, or a module of another version than the worker's):
// the worker fetches the module itself, and keeps the site's.
func TestOfflineCopyChecksThePagesBytes(t *testing.T) {
	srv := newSiteServer(t, siteDir)
	// A page of its own: the test is the service worker's first visit.
	tb := newTab(t, desktop, chromedp.WithNewBrowserContext())
	// Every file the page offers the worker is other bytes than it ran.
	tb.beforeLoad(`(() => {
		const post = MessagePort.prototype.postMessage;
		MessagePort.prototype.postMessage = function (msg, ...rest) {
			if (msg && Array.isArray(msg.files)) {
				window.__offered = msg.files.map((f) => f.name);
				msg = {files: msg.files.map((f) => ({...f, blob: new Blob([new Uint8Array(f.blob.size)])}))};
			}
			return post.call(this, msg, ...rest);
		};
	})();`)
	tb.do(chromedp.Navigate(srv.url))
	tb.waitReady("the first visit")
	tb.poll("the service worker to control the page", `!!navigator.serviceWorker.controller`, 60*time.Second)
	assert.Equal(t, []string{"renju.wasm"}, eval[[]string](tb, `window.__offered || []`), "the page offered the module it downloaded")
	_, files := swOf(t, siteDir)
	assert.Equal(t, files, tb.caches().Files, "every file of the site is kept")
	assert.Equal(t, fileSHA256(t, siteDir, "renju.wasm"), tb.keptSHA256("renju.wasm"), "the kept module is the site's, not the bytes offered")
	_, served := srv.requests()
	assert.Len(t, requestsOf(served, "/renju.wasm"), 2, "the worker fetched the module itself: %v", served)
	tb.noProblems()
}

// TestLoaderLanguage: the loading page speaks the language the app will
// start in — the one chosen before (localStorage), else the browser's —
// with its own font for the Chinese (loaded, not the system's).
func TestLoaderLanguage(t *testing.T) {
	noWebGL := `(() => {
		const get = HTMLCanvasElement.prototype.getContext;
		HTMLCanvasElement.prototype.getContext = function (kind, ...rest) {
			return kind === "webgl2" ? null : get.call(this, kind, ...rest);
		};
	})();`
	for _, tc := range []struct {
		name, setup, lang, title string
		vp                       viewport
	}{
		{"chinese-browser", "zh", "zh-Hans", "无法使用WebGL 2", phone},
		{"chosen-chinese", `localStorage.setItem("renju.lang", "zh");`, "zh-Hans", "无法使用WebGL 2", desktop},
		{"chosen-english", `localStorage.setItem("renju.lang", "en");`, "en", "WebGL 2 is not available", desktop},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// A page of its own: the test is the loading page, before the
			// app.
			tb := newTab(t, tc.vp, chromedp.WithNewBrowserContext())
			if tc.setup == "zh" {
				tb.chineseBrowser()
			} else {
				tb.chineseBrowser() // the choice wins over the browser
				tb.beforeLoad(tc.setup)
			}
			tb.beforeLoad(noWebGL)
			tb.navigate("")
			tb.waitLoader("error")
			assert.Equal(t, tc.lang, eval[string](tb, `document.documentElement.lang`))
			assert.Equal(t, tc.title, tb.loaderProblem().Title)
			assert.Equal(t, map[string]string{"zh-Hans": "重新载入", "en": "Reload"}[tc.lang], eval[string](tb, `document.getElementById("update-reload").textContent`))
			loaded, err := chromedp.Run(tb.ctx, chromedp.Evaluate[bool](`document.fonts.ready.then(() =>
				[...document.fonts].some((f) => f.family.includes("Renju Loader SC") && f.status === "loaded"))`, chromedp.EvalAwaitPromise))
			require.NoError(t, err)
			assert.True(t, loaded, "the loader's own Chinese font is loaded (the subtitle is Chinese in every language)")
			tb.screenshotIn(shotsDir(), "loader-"+tc.name+"-"+tc.vp.name)
			tb.noProblems()
		})
	}
}
