package e2e

import (
	"encoding/json"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/storage"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The test-only reset that shared pages use (shared_test.go,
// game/testreset_js.go): unreachable from a learner's page, and a reset
// page is what a fresh load shows.

// TestResetUnreachable: the page API has no testReset (nor testRoutes)
// unless the browser is driven by software (navigator.webdriver) and the
// marker was set before the page's scripts, which nothing the site serves
// does, nor the page's address or storage.
//
// Its own tab, loaded twice: the hooks are decided when the program
// starts, so each case is a fresh load.
func TestResetUnreachable(t *testing.T) {
	entries, err := os.ReadDir(siteDir)
	require.NoError(t, err)
	read := 0
	for _, e := range entries {
		name := e.Name()
		if !e.Type().IsRegular() || strings.HasSuffix(name, ".wasm") || strings.HasSuffix(name, ".br") || strings.HasSuffix(name, ".gz") {
			continue // the modules hold the marker's name, to read it
		}
		data, err := os.ReadFile(filepath.Join(siteDir, name))
		require.NoError(t, err)
		assert.NotContains(t, string(data), "renjuTestHooks", "%s names the tests' marker", name)
		read++
	}
	assert.Greater(t, read, 5, "the site's files read")

	hooks := `["testReset", "testRoutes"].filter((k) => k in window.renju)`
	tb := newTab(t, desktop, chromedp.WithNewBrowserContext())
	// What a link or a stored value could say: the marker's name in the
	// address and in storage.
	tb.beforeLoad(`localStorage.setItem("renjuTestHooks", "true");`)
	tb.open("?renjuTestHooks=true#renjuTestHooks=true")
	require.True(t, eval[bool](tb, `navigator.webdriver === true`), "the tests' Chromium says software drives it")
	assert.Empty(t, eval[[]string](tb, hooks), "no marker: no reset")

	// The marker in a browser that no software drives. A headless
	// Chromium always says navigator.webdriver (and the protocol's
	// Emulation.setAutomationOverride cannot take it back), so the page
	// is told false as a learner's browser says it.
	tb.beforeLoad(`Object.defineProperty(navigator, "webdriver", {get: () => false});`)
	tb.beforeLoad(testHooks)
	tb.do(chromedp.Reload())
	tb.waitReady("the reload with the marker")
	require.Equal(t, []any{true, false}, eval[[]any](tb, `[window.renjuTestHooks, navigator.webdriver]`), "the marker, and a browser nobody drives")
	assert.Empty(t, eval[[]string](tb, hooks), "navigator.webdriver false: no reset")
	tb.noProblems()

	// Both: the tests' shared pages have it (so the asserts above can fail).
	sh := sharedTab(t, desktop, "en")
	sh.open("")
	assert.Equal(t, []string{"testReset", "testRoutes"}, eval[[]string](sh, hooks))
	sh.noProblems()
}

// TestResetIsAFreshLoad: for every route of the registry and home, in an
// English browser, and for home and the routes of zhRoutes in a Chinese
// one, state() after the reset equals state() after a fresh load of the
// same address on a fresh profile. Before each reset the page is taken
// elsewhere: the other language chosen and saved, a board loaded,
// another screen opened.
//
// Its own tab, loaded once per address: the fresh loads are what the
// reset is compared with (2.1 s of CPU each on the 2-core machine, 3.8 s
// when the tab left each for about:blank: pageLeftURL). The
// tab is a small window (smallWindow): both sides of every comparison are
// drawn in it, and the reset does nothing by the window's size, so a
// quarter of the desktop's pixels checks the same; the browser draws
// WebGL on the CPU, and every frame of the 18 loads costs by its pixels.
func TestResetIsAFreshLoad(t *testing.T) {
	for _, lang := range []string{"en", "zh"} {
		t.Run(lang, func(t *testing.T) {
			tb := newTabFor(t, smallWindow, 20*time.Minute, chromedp.WithNewBrowserContext())
			tb.beforeLoad(testHooks)
			if lang == "zh" {
				tb.beforeLoad(chineseBrowser)
			}
			tb.open("")
			routes := eval[[]string](tb, `window.renju.testRoutes()`)
			require.NotEmpty(t, routes)
			if lang == "zh" {
				for _, r := range zhRoutes {
					require.Contains(t, routes, r, "zhRoutes names a route the registry does not have")
				}
				routes = zhRoutes
			}
			u, err := url.Parse(baseURL)
			require.NoError(t, err)
			other := map[string]string{"en": "zh", "zh": "en"}[lang]
			for _, fragment := range append([]string{""}, prefixed("#", routes)...) {
				// A fresh load on a fresh profile: the page left (for an
				// empty page of the same origin, which keeps the tab's
				// renderer: pageLeftURL), its storage cleared (startShown
				// marks the start shown again, as freshProfile does), the
				// address loaded.
				tb.do(chromedp.Navigate(pageLeftURL()))
				_, err := chromedp.Call(tb.ctx, storage.ClearDataForOrigin, storage.ClearDataForOriginParams{
					Origin: u.Scheme + "://" + u.Host, StorageTypes: "local_storage,session_storage"})
				require.NoError(t, err)
				tb.navigate(fragment)
				tb.waitReady("a fresh load of " + fragment)
				fresh := tb.idleStateJSON()

				require.Equal(t, "", eval[string](tb, `window.renju.setLang(`+jsString(other)+`)`))
				tb.load("B:h8,i9,j7 W:h9")
				// The board's link in the address first: a hash change
				// that came before it would be read as the board's.
				tb.waitJS("the board's link", `location.hash.startsWith("#pos=")`)
				tb.navigate("#lessons")
				tb.waitState("the lessons", func(s appState) bool { return s.Screen == "lessons" && s.Lang == other })

				values, err := json.Marshal(freshProfile)
				require.NoError(t, err)
				tb.resetWith(jsString(fragment), string(values), true)
				reset := tb.idleStateJSON()
				assert.Equal(t, fresh, reset, "state() at %q: a fresh load (want), the reset (got)", fragment)
			}
			tb.noProblems()
		})
	}
}

// zhRoutes are the routes TestResetIsAFreshLoad compares in a Chinese
// browser; in an English one it compares every route. A fresh load and
// the reset build the screen with the same code (startPage: storage read,
// the browser's language taken, the address's screen opened) from the
// same three inputs, storage, the address and the browser's language. So
// what the reset can get wrong for one route alone is something of the
// visit before that the route's screen still holds, and the English run
// shows for every route that nothing of that visit is left, the visit
// before being the same in both runs but for its language: the other
// one chosen and saved, a board loaded, the lessons open. What the
// Chinese run adds is the language itself, taken from the browser again
// after another was chosen (the same code whatever the route) and the
// Chinese fonts already in the page: home and these routes show it on the
// screens the visit before had open in English (the lessons, the free
// board), on one that starts the worker (the drills), and on the one that
// shows the language chosen (settings). The other 12 routes in Chinese
// were 12 fresh loads, some 45 s of the browser suite's CPU.
var zhRoutes = []string{"lessons", "pos", "drills", "settings"}

func prefixed(p string, ss []string) []string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = p + s
	}
	return out
}

// idleStateJSON waits until the app is idle and returns state() as
// indented JSON, for a readable diff. The teacher's new homework draws
// its ID and seed from the clock, so two fresh loads differ there too:
// they are checked to be there, and left out.
func (tb *tab) idleStateJSON() string {
	tb.t.Helper()
	tb.idle()
	var v map[string]any
	raw := eval[string](tb, `window.renju.state()`)
	require.NoError(tb.t, json.Unmarshal([]byte(raw), &v))
	if teach, ok := v["teach"].(map[string]any); ok {
		for _, k := range []string{"id", "link", "tableId"} {
			assert.NotEmpty(tb.t, teach[k], "state().teach.%s", k)
			teach[k] = "(drawn from the clock)"
		}
	}
	out, err := json.MarshalIndent(v, "", "  ")
	require.NoError(tb.t, err)
	return string(out)
}
