package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// Shared pages: a test that does not need a fresh load of the page runs on
// one loaded page per device and language (desktop, the phone at 2× for
// the flows and at 3× for the gallery, English and Chinese; a page is
// shown at another size of its device, 1920×1080 or the small phone,
// when a test asks for that: sharedSibling), which the app's test-only reset
// (window.renju.testReset, game/testreset_js.go) returns to what a fresh
// load shows: storage holding only what the test gives, the app's visit
// made anew, the route opened, the tab's history and the mirror emptied.
// One cold load of the tutor cost 16–20 s of CPU in the browser on the
// 2-core machine (issue 37); a reset costs a frame.
//
// Each shared page has its own browser context, so that its storage is
// its own; the page not in use is frozen (Page.setWebLifecycleState), so
// that it draws no frames meanwhile. Tests that share a page run one at a
// time (not t.Parallel).

// testHooks marks a page as the tests' before its scripts run: with
// navigator.webdriver, which the tests' Chromium reports, it gives the
// page API its testReset (game/testreset_js.go says why a learner's page
// cannot have it).
const testHooks = `window.renjuTestHooks = true;`

// chineseBrowser makes a page's browser ask for Chinese first.
const chineseBrowser = `Object.defineProperty(navigator, "language", {get: () => "zh-CN"});
	Object.defineProperty(navigator, "languages", {get: () => ["zh-CN", "zh", "en"]});`

// freshProfile is what storage holds after a reset unless the test says
// otherwise: the guided start marked shown, as startShown does for a
// fresh tab, so that "" opens home.
var freshProfile = map[string]string{"renju.start": "skipped"}

// firstVisit is storage with nothing in it: the guided start opens.
var firstVisit = map[string]string{}

// profile is freshProfile with values added: what a test's reset puts
// in storage, as the values a fresh load would find saved.
func profile(values map[string]string) map[string]string {
	out := map[string]string{}
	maps.Copy(out, freshProfile)
	maps.Copy(out, values)
	return out
}

// sharedPage is one loaded page that tests take turns on.
type sharedPage struct {
	name   string   // "1280x800-en": the size it was loaded at
	vp     viewport // the size it is shown at now
	lang   string
	ctx    context.Context // the tab's, without a time limit
	frozen bool

	mu        sync.Mutex
	user      *tab // the test's tab on it now
	documents int  // documents loaded in its main frame
}

var (
	sharedMu    sync.Mutex
	sharedPages = map[string]*sharedPage{}
	activePage  *sharedPage // the page not frozen
)

// sharedTab is the shared page of viewport vp and language lang ("en",
// "zh") for t, reset: the test's first open(fragment) opens fragment as a
// fresh load would, on a fresh profile. Its budget is 90 s, as newTab's.
func sharedTab(t *testing.T, vp viewport, lang string) *tab {
	t.Helper()
	return sharedTabFor(t, vp, lang, 90*time.Second)
}

// sharedTabFor is sharedTab with budget as the time the test may use it.
func sharedTabFor(t *testing.T, vp viewport, lang string, budget time.Duration) *tab {
	t.Helper()
	if lang != "en" && lang != "zh" {
		t.Fatalf("sharedTab: no language %q", lang)
	}
	loads.begin(t)
	name := vp.name + "-" + lang
	sharedMu.Lock()
	defer sharedMu.Unlock()
	p := sharedPages[name]
	if p == nil {
		p = sharedSibling(vp, lang)
	}
	fresh := p == nil
	tb := &tab{t: t, shared: p}
	if fresh {
		ctx, err := newSharedContext(t)
		if err != nil {
			t.Fatalf("opening the shared page %s: %v", name, err)
		}
		p = &sharedPage{name: name, vp: vp, lang: lang, ctx: ctx}
		tb.shared = p
		if err := chromedp.Listen(ctx, p.take); err != nil {
			t.Fatal(err)
		}
	}
	if err := p.lend(tb); err != nil {
		t.Fatal(err)
	}
	tctx, cancel := context.WithTimeout(p.ctx, budget)
	tb.ctx = tctx
	var once sync.Once
	tb.release = func() {
		once.Do(func() {
			if t.Failed() {
				tb.writeArtifacts(p.ctx)
			}
			cancel()
			p.give(tb)
		})
	}
	t.Cleanup(tb.release)
	if activePage != p {
		if activePage != nil {
			activePage.freeze(t)
		}
		activePage = p
	}
	if p.frozen {
		p.thaw(t)
	}
	if fresh {
		// The page's first load: a cold load, counted once for the run.
		loads.tab(t.Name())
		tb.do(chromedp.EmulateViewport(vp.width, vp.height, deviceOf(vp)...))
		if err := p.focusEmulation(true); err != nil {
			t.Fatalf("the shared page %s: %v", name, err)
		}
		tb.beforeLoad(testHooks)
		if lang == "zh" {
			tb.beforeLoad(chineseBrowser)
		}
		p.load(tb)
		sharedPages[name] = p
	} else if why := eval[string](tb, sharedPageBroken); why != "" {
		// A test before broke it (the app stopped, say): loaded again,
		// so that its failure is not every later test's.
		t.Logf("the shared page %s is loaded again: %s", p.name, why)
		p.load(tb)
	}
	if p.vp != vp {
		p.resize(tb, vp)
	}
	p.mu.Lock()
	tb.documents = p.documents
	p.mu.Unlock()
	return tb
}

// sharedSibling is a shared page not in use of language lang whose
// device is vp's, at another size (the same scale, a phone or not), or
// nil: a test that shares a page at a size no page was loaded at takes
// it, resized (sharedPage.resize), rather than a cold load of its own.
// In make test the 1920x1080 pages are the desktop's, and the
// legibility run's small phone the phone's (the Classroom's test, which
// goes from the desktop to the wide screen, gives the desktop's page
// back first: tab.giveBack): four cold loads of ten, each 2-9 s of CPU
// by the load. TestGallery/1920x1080-zh after the desktop's, 70.2 ->
// 61.5 s; TestLegible/phone-360x640@2x-en with the phone's, the two
// tests 34.3, 35.9 -> 31.7, 29.7 s (load average 7-11);
// TestClassroomEditOverlayWalkShare 18.2, 17.9 -> 15.9, 15.5 s (load 3-5).
// The shots on a resized page are the fresh page's (galdiff at its
// tolerance; a few pixels of a circle's edge at none). Pages are taken
// in the order of their names, so that a run takes the same one.
func sharedSibling(vp viewport, lang string) *sharedPage {
	names := slices.Sorted(maps.Keys(sharedPages))
	for _, n := range names {
		p := sharedPages[n]
		if p.lang != lang || p.vp.scale != vp.scale || p.vp.mobile != vp.mobile {
			continue
		}
		p.mu.Lock()
		free := p.user == nil
		p.mu.Unlock()
		if free {
			return p
		}
	}
	return nil
}

// deviceOf is how a tab emulates vp's device: its scale, and a phone's
// touch, portrait screen and mobile layout.
func deviceOf(vp viewport) []chromedp.EmulateViewportOption {
	emulate := []chromedp.EmulateViewportOption{chromedp.EmulateScale(vp.scale)}
	if vp.mobile {
		emulate = append(emulate, chromedp.EmulateMobile, chromedp.EmulateTouch, chromedp.EmulatePortrait)
	}
	return emulate
}

// resize shows the shared page at vp, a size of the same device
// (sharedSibling), and waits until the page has it. The test's first
// open is the reset, which makes the app's visit anew at that size, as a
// load there would.
func (p *sharedPage) resize(tb *tab, vp viewport) {
	tb.t.Helper()
	tb.do(chromedp.EmulateViewport(vp.width, vp.height, deviceOf(vp)...))
	tb.waitJS("the page at "+vp.name, fmt.Sprintf(`innerWidth === %d && innerHeight === %d`, vp.width, vp.height))
	tb.t.Logf("the shared page %s is shown at %s", p.name, vp.name)
	p.vp = vp
}

// giveBack gives the shared page back before the test ends: a test that
// goes on on another page of the same device (a link opened on the wide
// screen after the desktop) can then have this one, resized
// (sharedSibling). The tab is not used after.
func (tb *tab) giveBack() {
	tb.t.Helper()
	if tb.shared == nil || tb.release == nil {
		tb.t.Fatal("giveBack: not a shared page")
	}
	tb.release()
}

// sharedPageBroken says why a shared page cannot be reset, or "": the
// app stopped, or the page's dialogs are not the browser's (a test that
// answers them itself must put them back: the app calls prompt, and
// stopped when a test had deleted it).
const sharedPageBroken = `(() => {
	if (document.documentElement.dataset.loader !== "ready") return "the loader says " + document.documentElement.dataset.loader;
	if (!window.renju || typeof window.renju.testReset !== "function") return "no window.renju.testReset";
	const own = (f) => typeof f === "function" && /\{\s*\[native code\]\s*\}$/.test(Function.prototype.toString.call(f));
	const gone = ["alert", "confirm", "prompt"].filter((k) => !own(window[k]));
	return gone.length ? "window." + gone.join(", window.") + " is not the browser's" : "";
})()`

// load loads the shared page: a navigation to the site, its first frame.
func (p *sharedPage) load(tb *tab) {
	tb.t.Helper()
	tb.do(chromedp.Navigate(baseURL))
	tb.waitReady("loading the shared page " + p.name)
	if !eval[bool](tb, `typeof window.renju.testReset === "function"`) {
		tb.t.Fatal("the shared page has no window.renju.testReset: the tests' Chromium must report navigator.webdriver")
	}
}

// newSharedContext opens a tab in a browser context of its own, kept for
// the run (stopBrowser closes it).
func newSharedContext(t *testing.T) (context.Context, error) {
	ctx, _ := chromedp.NewContext(browser(t), chromedp.WithNewBrowserContext())
	if err := chromedp.Do(ctx); err != nil {
		return nil, err
	}
	return ctx, nil
}

// take hands the page's events to the test using it (those between tests
// belong to none), and counts its documents.
func (p *sharedPage) take(ev any) {
	p.mu.Lock()
	u := p.user
	if nav, ok := ev.(*page.EventFrameNavigated); ok && nav.Frame != nil && nav.Frame.ParentID == "" && nav.Type == page.NavigationTypeNavigation {
		p.documents++
	}
	p.mu.Unlock()
	if u == nil {
		return
	}
	if nav, ok := ev.(*page.EventFrameNavigated); ok {
		countDocument(u.t.Name(), nav)
	}
	u.take(ev)
}

// lend gives the page to tb's test.
func (p *sharedPage) lend(tb *tab) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.user != nil {
		return fmt.Errorf("the shared page %s is in use by %s: tests on a shared page run one at a time", p.name, p.user.t.Name())
	}
	p.user = tb
	return nil
}

// give takes the page back from tb's test: a JavaScript dialog left open
// (a failed test's) is dismissed, for the page answers nothing under it.
// A test that loaded the shared page again (a navigation to another
// document, a reload) fails: it should reload with tb.reload(), or use a
// tab of its own.
func (p *sharedPage) give(tb *tab) {
	if tb.dialogsOpened() > 0 {
		_, _ = chromedp.Call(p.ctx, page.HandleJavaScriptDialog, page.HandleJavaScriptDialogParams{Accept: false})
	}
	if !tb.t.Failed() {
		// What the test leaves is the next test's page: a test that broke
		// it fails, rather than the next one (which gets the page loaded
		// again, sharedTabFor).
		ctx, cancel := context.WithTimeout(p.ctx, 15*time.Second)
		why, err := chromedp.Run(ctx, chromedp.Evaluate[string](sharedPageBroken))
		cancel()
		if err != nil {
			why = err.Error()
		}
		if why != "" {
			tb.t.Errorf("the test left the shared page %s broken: %s", p.name, why)
		}
	}
	p.mu.Lock()
	loaded := p.documents - tb.documents
	p.user = nil
	p.mu.Unlock()
	if loaded > 0 && tb.opened {
		tb.t.Errorf("the shared page %s was loaded %d times by the test: reload it with tb.reload() (the reset, storage kept), or open a tab of its own and say why", p.name, loaded)
	}
}

// freeze stops the page's frames and timers while another shared page is
// in use: an idle page of the tutor keeps a part of a core busy.
// Page.setWebLifecycleState hides the page to freeze it, and making it
// active again does not show it; the focus emulation, which counts as one
// looking at the page, shows it (thaw), and is taken away here first.
func (p *sharedPage) freeze(t *testing.T) {
	t.Helper()
	if err := p.focusEmulation(false); err != nil {
		t.Fatalf("freezing the shared page %s: %v", p.name, err)
	}
	if _, err := chromedp.Call(p.ctx, page.SetWebLifecycleState, page.SetWebLifecycleStateParams{State: page.SetWebLifecycleStateStateFrozen}); err != nil {
		t.Fatalf("freezing the shared page %s: %v", p.name, err)
	}
	p.frozen = true
}

// thaw makes the page run and be seen again.
func (p *sharedPage) thaw(t *testing.T) {
	t.Helper()
	if _, err := chromedp.Call(p.ctx, page.SetWebLifecycleState, page.SetWebLifecycleStateParams{State: page.SetWebLifecycleStateStateActive}); err != nil {
		t.Fatalf("thawing the shared page %s: %v", p.name, err)
	}
	if err := p.focusEmulation(true); err != nil {
		t.Fatalf("thawing the shared page %s: %v", p.name, err)
	}
	p.frozen = false
}

// focusEmulation turns the page's focus emulation on or off: on, the page
// is visible and focused whatever the browser's windows do. Every shared
// page has it on while in use, from its load.
func (p *sharedPage) focusEmulation(on bool) error {
	_, err := chromedp.Call(p.ctx, emulation.SetFocusEmulationEnabled, emulation.SetFocusEmulationEnabledParams{Enabled: on})
	return err
}

// reset opens fragment on the shared page as a fresh load of it would, on
// a profile whose storage holds storage's values (nil: freshProfile;
// firstVisit: nothing), with no history before it; then it waits for the
// frame of the new visit. A language stored must be the page's: the
// Chinese fonts come with a Chinese page's load (web/loader.js), and an
// English page would show English until they came.
func (tb *tab) reset(fragment string, storage map[string]string) {
	tb.t.Helper()
	if tb.shared == nil {
		tb.t.Fatal("reset: not a shared page")
	}
	if storage == nil {
		storage = freshProfile
	}
	if l, ok := storage["renju.lang"]; ok && l != tb.shared.lang {
		tb.t.Fatalf("reset: renju.lang %q on the %s page: use the shared page of that language", l, tb.shared.name)
	}
	values, err := json.Marshal(storage)
	if err != nil {
		tb.t.Fatal(err)
	}
	tb.resetWith(jsString(fragment), string(values), true)
}

// reload is the browser's reload: the same address loaded again. On a
// shared page it is the reset with storage kept, at the address's hash:
// the visit made anew from what storage holds.
func (tb *tab) reload() {
	tb.t.Helper()
	if tb.shared == nil {
		tb.do(chromedp.Reload())
		tb.waitReady("the reload")
		return
	}
	tb.restart(`location.hash`)
}

// reloadAt is a load of the site's address with fragment, storage kept.
// On a shared page it is the reset with storage kept, at fragment.
func (tb *tab) reloadAt(fragment string) {
	tb.t.Helper()
	if tb.shared == nil {
		tb.navigate(fragment)
		tb.reload()
		return
	}
	tb.restart(jsString(fragment))
}

// restart is the reset with storage kept, at the hash that the JavaScript
// expression hashExpr gives.
func (tb *tab) restart(hashExpr string) {
	tb.t.Helper()
	tb.resetWith(hashExpr, `Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)]))`, false)
}

// resetWith calls testReset with the hash and the storage values (each a
// JavaScript expression) in one evaluation: no frame runs between them.
// A fresh visit has no history before it; a restart keeps the tab's, as
// a reload does.
func (tb *tab) resetWith(hash, values string, fresh bool) {
	tb.t.Helper()
	if msg := eval[string](tb, `window.renju.testReset(`+hash+`, `+values+`)`); msg != "" {
		tb.t.Fatalf("testReset(%s): %s", hash, msg)
	}
	loads.reset(tb.t.Name())
	if fresh {
		if _, err := chromedp.Call(tb.ctx, page.ResetNavigationHistory, cdp.Empty{}); err != nil {
			tb.t.Fatalf("resetting the tab's history: %v", err)
		}
	}
	tb.opened = true
	tb.settle()
}

// atEnd runs the JavaScript expression expr when the test ends, on a
// shared page: what a test started in the page (a loop counting frames)
// must not run on into the next test. A tab of its own just closes.
func (tb *tab) atEnd(expr string) {
	tb.t.Helper()
	if p := tb.shared; p != nil {
		tb.t.Cleanup(func() {
			if _, err := chromedp.Run(p.ctx, chromedp.Evaluate[bool]("("+expr+", true)")); err != nil {
				tb.t.Errorf("the shared page %s at the test's end: %s: %v", p.name, expr, err)
			}
		})
	}
}

// undoAtEnd calls undo with the page's context when the test ends, on a
// shared page: what a test set in the browser for its page (emulated
// media, an intercepted file chooser) is taken back for the next test. A
// tab of its own just closes.
func (tb *tab) undoAtEnd(what string, undo func(ctx context.Context) error) {
	tb.t.Helper()
	if p := tb.shared; p != nil {
		tb.t.Cleanup(func() {
			if err := undo(p.ctx); err != nil {
				tb.t.Errorf("the shared page %s at the test's end: %s: %v", p.name, what, err)
			}
		})
	}
}

// emulateMedia emulates the CSS media features (prefers-reduced-motion,
// …) for the rest of the test.
func (tb *tab) emulateMedia(features ...*emulation.MediaFeature) {
	tb.t.Helper()
	_, err := chromedp.Call(tb.ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Features: features})
	if err != nil {
		tb.t.Fatalf("emulating the media features: %v", err)
	}
	tb.undoAtEnd("the browser's own media features", func(ctx context.Context) error {
		_, err := chromedp.Call(ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{})
		return err
	})
}
