//go:build js

package game

import (
	"syscall/js"

	"renju/game/frame/screens"
)

// The browser tests' reset (e2e/shared_test.go): one loaded page serves
// many tests, each starting from what a fresh load would show, for a
// fraction of a load's cost (one cold load took 16–20 s of CPU on the
// 2-core machine the tests run on, issue 37).
//
//	window.renju.testReset(hash, storage)  clears localStorage and
//	                               sessionStorage, writes storage's values
//	                               ({key: "value"}, may be left out),
//	                               makes the visit anew and opens hash
//	                               ("" home, "#drills", …) as a fresh load
//	                               of that address would; "" or why not
//	window.renju.testRoutes()      the registry's routes: ["lessons", …]
//
// It clears the learner's storage, so a learner's page must never have
// it. It exists only when both hold as the program starts:
//
//   - navigator.webdriver is true. The browser sets it, and only when
//     software drives it (Chromium started with --enable-automation, as
//     the tests' chromedp starts it, or under a remote-debugging driver);
//     a browser a learner starts says false, and no page, link or
//     stored value can make the browser say otherwise.
//   - window.renjuTestHooks is true before the program starts. The tests
//     put it there through the DevTools protocol
//     (Page.addScriptToEvaluateOnNewDocument), which runs it before the
//     page's own scripts. Nothing the site serves sets it (e2e
//     TestResetUnreachable reads every file but the modules), no address
//     or stored value is read for it, and the site's Content-Security-
//     Policy runs no script but the site's own files, so no link or
//     injected text can set it either.
//
// Whatever could still set both (a browser extension, the learner's own
// DevTools) can already clear the page's storage and reload it: the reset
// gives it nothing more.
const testHooksMarker = "renjuTestHooks"

// testHooksAllowed reports whether the page was started by the tests'
// browser with the marker (above).
func testHooksAllowed() bool {
	win := js.Global()
	nav := win.Get("navigator")
	yes := js.ValueOf(true)
	return nav.Truthy() && nav.Get("webdriver").Equal(yes) && win.Get(testHooksMarker).Equal(yes)
}

// attachTestHooks adds testReset and testRoutes to the page API.
func attachTestHooks(g *Game, api js.Value) {
	// testRoutes: the registry's routes, ["lessons", "pos", …], for the
	// test that resets to every screen.
	api.Set("testRoutes", js.FuncOf(func(this js.Value, args []js.Value) any {
		var routes []any
		for _, e := range screens.Registry {
			if e.Route != "" {
				routes = append(routes, e.Route)
			}
		}
		return js.ValueOf(routes)
	}))
	api.Set("testReset", js.FuncOf(func(this js.Value, args []js.Value) any {
		hash := ""
		if len(args) > 0 && args[0].Type() == js.TypeString {
			hash = args[0].String()
		}
		if len(args) > 0 && args[0].Type() != js.TypeString && !args[0].IsUndefined() || hash != "" && hash[0] != '#' {
			return `testReset wants the hash to open: "" or "#…"`
		}
		var storage js.Value
		if len(args) > 1 && !args[1].IsUndefined() && !args[1].IsNull() {
			if args[1].Type() != js.TypeObject {
				return "testReset wants the storage as an object of strings"
			}
			storage = args[1]
		}
		resetForTest(g, hash, storage)
		return ""
	}))
}

// resetForTest is testReset: the visit ends (the screen shown is left, so
// its jobs at the worker stop), storage holds only storage's values, the
// address is the page's with hash (and no history before it: the tests
// reset the tab's history through the DevTools protocol), the mirror is
// emptied, and the visit starts again as at a fresh load (startPage).
func resetForTest(g *Game, hash string, storage js.Value) {
	win := js.Global()
	g.lockFromOutside()
	if l, ok := g.cur.(screens.Leaver); ok {
		l.Leave()
	}
	// Cleared key by key rather than with clear(): a test may have
	// wrapped Storage.prototype.clear.
	ls := win.Get("localStorage")
	for n := ls.Get("length").Int(); n > 0; n-- {
		ls.Call("removeItem", ls.Call("key", n-1))
	}
	win.Get("sessionStorage").Call("clear")
	if storage.Truthy() {
		keys := win.Get("Object").Call("keys", storage)
		for i := range keys.Length() {
			k := keys.Index(i)
			ls.Call("setItem", k, win.Get("String").Invoke(storage.Get(k.String())))
		}
	}
	g.startVisit()
	g.zh.want, g.zh.save = false, false
	// No pointer over the page until it moves, as at a fresh load (no
	// button hovered), and no input of the last visit's left to take.
	g.ptr.mouseActive = false
	clear(g.ptr.touches)
	clear(g.ptr.dragY)
	g.events.mu.Lock()
	g.events.evs = g.events.evs[:0] // settled() still counts them: taken, none
	g.events.mu.Unlock()
	g.mu.Unlock()
	clearMirror()
	loc := win.Get("location")
	win.Get("history").Call("replaceState", js.Null(), "", loc.Get("pathname").String()+loc.Get("search").String()+hash)
	startPage(g)
}
