//go:build js

package game

import (
	"encoding/base64"
	"strconv"
	"strings"
	"syscall/js"

	"renju/game/features/classroom"
	"renju/game/features/gameviewer"
	"renju/game/frame/screens"
	"renju/game/services/feel"
	"renju/game/services/platform"
	"renju/game/vocab/input"
	"renju/jsonkit"
	"renju/msg"
	"renju/rules"
)

// AttachPage connects g to the web page: it publishes window.renju (the
// page API the page and the browser tests use), reads what localStorage
// holds when it is needed (the language and the progress at once; the
// language defaults to the browser's),
// opens the screen the URL hash names (#pos=…, #lesson=…, #lessons) and
// follows later hash changes, and keeps the hash up to date as the user
// moves around, so the address is a shareable link. Call it before
// ebiten.RunGame.
//
//	window.renju.ready             true once the first frame is drawn
//	                               (window.renjuReady() is called then too)
//	window.renju.settled()         true once the frame drawn has taken
//	                               in every input event so far
//	window.renju.idle()            settled, and no job at the worker, no
//	                               reply not yet drawn, no answer being
//	                               played out, no fonts on their way, no
//	                               worker or work ahead about to start
//	window.renju.state()           JSON string: screen, position, toMove,
//	                               forbidden [{point, kind}], lang, overlay,
//	                               lesson, page, step, walk, notice (the
//	                               toast shown)
//	window.renju.load(position)    shows it on the free board: "" on
//	                               success, else the parse error
//	window.renju.setLang(lang)     "en" or "zh": "" on success, else why not
//	window.renju.pointToClient(p)  {x, y}: the intersection in client CSS px
//	window.renju.buttonToClient(id) {x, y}: the button's centre, or null
//	window.renju.buttonRect(id)    {x, y, w, h}: the button's rectangle
//	                               in client CSS px, or null
//	window.renju.buttons()         JSON string: the screen's button IDs
//	window.renju.seedDrills(n)     seeds the Drills' generator with n (when
//	                               the screen is first opened) instead of
//	                               the clock: "" on success, else why not
//	window.renju.seedStorm(n)      seeds the Foul Storm's questions likewise
//	window.renju.openRecord(name, data) opens a game record in the game
//	                               viewer: its text (a string) or its bytes
//	                               (an ArrayBuffer or a Uint8Array: .pos,
//	                               .lib) (AttachDrop)
//	window.renju.seedPlay(n)       seeds the sparring partner's choices
//	                               likewise
//	window.renju.share()           the share link of the Classroom's board
//	window.renju.exportPNG([bg])   a data: URL of the board's PNG diagram
//	                               ("white", the default, or "wood")
//	window.renju.importText(text)  into the Classroom: "" or what is wrong
//	                               (the board is unchanged)
//	window.renju.exportText([fmt]) "moves" (default), "compact", "stones",
//	                               "diagram"
//
// The Chinese fonts come from the page's window.renjuFontsZH()
// (pageChineseFonts).
//
// workerStart and workerKill start and stop the worker program
// (UseWorker).
var workerStart, workerKill func()

// UseWorker has the page start the worker (start) when the learner opens,
// or heads to, a screen that hands it work (Game.OnWorkerWanted), before
// its first job needs it; kill stops it, for the page API's killWorker (a
// test acting out a crashed worker). Call before AttachPage.
//
// Not at load: started when the page was idle after its first frame,
// the worker's download, compile and start cost every load about 1 s of
// CPU (make measure), a learner who only reads lessons included.
func UseWorker(start, kill func()) { workerStart, workerKill = start, kill }

func AttachPage(g *Game) {
	ChineseFonts = pageChineseFonts
	win := js.Global()
	api := js.Global().Get("Object").New()
	api.Set("ready", false)
	api.Set("settled", js.FuncOf(func(this js.Value, args []js.Value) any {
		return g.Settled()
	}))
	api.Set("idle", js.FuncOf(func(this js.Value, args []js.Value) any {
		return g.Idle()
	}))
	api.Set("state", js.FuncOf(func(this js.Value, args []js.Value) any {
		return g.State()
	}))
	api.Set("load", js.FuncOf(func(this js.Value, args []js.Value) any {
		pos := ""
		if len(args) > 0 && args[0].Type() == js.TypeString {
			pos = args[0].String()
		}
		if err := g.Load(pos); err != nil {
			return err.Error()
		}
		return ""
	}))
	api.Set("setLang", js.FuncOf(func(this js.Value, args []js.Value) any {
		if len(args) == 0 || args[0].Type() != js.TypeString {
			return `setLang wants "en" or "zh"`
		}
		l, ok := msg.ParseLang(args[0].String())
		if !ok {
			return `setLang wants "en" or "zh", not ` + strconv.Quote(args[0].String())
		}
		g.SetLang(l)
		return ""
	}))
	// toClient converts screen (device) pixels to client CSS pixels.
	toClient := func(sx, sy, sw, sh float64) js.Value {
		left, top, cw, ch := 0.0, 0.0, win.Get("innerWidth").Float(), win.Get("innerHeight").Float()
		if c := win.Get("document").Call("querySelector", "canvas"); c.Truthy() {
			r := c.Call("getBoundingClientRect")
			left, top, cw, ch = r.Get("left").Float(), r.Get("top").Float(), r.Get("width").Float(), r.Get("height").Float()
		}
		out := js.Global().Get("Object").New()
		out.Set("x", left+sx/sw*cw)
		out.Set("y", top+sy/sh*ch)
		return out
	}
	api.Set("pointToClient", js.FuncOf(func(this js.Value, args []js.Value) any {
		if len(args) == 0 || args[0].Type() != js.TypeString {
			return js.Null()
		}
		p, err := rules.ParsePoint(args[0].String())
		if err != nil {
			return js.Null()
		}
		return toClient(g.PointOnScreen(p))
	}))
	api.Set("buttonToClient", js.FuncOf(func(this js.Value, args []js.Value) any {
		if len(args) == 0 || args[0].Type() != js.TypeString {
			return js.Null()
		}
		x, y, w, h, ok := g.ButtonOnScreen(args[0].String())
		if !ok {
			return js.Null()
		}
		return toClient(x, y, w, h)
	}))
	api.Set("buttonRect", js.FuncOf(func(this js.Value, args []js.Value) any {
		if len(args) == 0 || args[0].Type() != js.TypeString {
			return js.Null()
		}
		x, y, w, h, sw, sh, ok := g.ButtonRect(args[0].String())
		if !ok {
			return js.Null()
		}
		tl, br := toClient(x, y, sw, sh), toClient(x+w, y+h, sw, sh)
		out := js.Global().Get("Object").New()
		out.Set("x", tl.Get("x"))
		out.Set("y", tl.Get("y"))
		out.Set("w", br.Get("x").Float()-tl.Get("x").Float())
		out.Set("h", br.Get("y").Float()-tl.Get("y").Float())
		return out
	}))
	api.Set("buttons", js.FuncOf(func(this js.Value, args []js.Value) any {
		b, _ := jsonkit.Marshal(g.ButtonIDs())
		return string(b)
	}))
	// renju.seedDrills, renju.seedStorm, …: one for each screen with
	// random choices (screens.Entry.Seed).
	for _, e := range screens.Registry {
		if e.Seed == nil {
			continue
		}
		name := "seed" + strings.ToUpper(e.Name[:1]) + e.Name[1:]
		screen := e.Name
		api.Set(name, js.FuncOf(func(this js.Value, args []js.Value) any {
			if len(args) == 0 || args[0].Type() != js.TypeNumber {
				return name + " wants a number"
			}
			g.Seed(screen, uint64(args[0].Int()))
			return ""
		}))
	}
	str := func(args []js.Value, i int) string {
		if len(args) > i && args[i].Type() == js.TypeString {
			return args[i].String()
		}
		return ""
	}
	// The Classroom's: share, exportPNG, importText, exportText.
	api.Set("share", js.FuncOf(func(this js.Value, args []js.Value) any {
		return g.ClassShare()
	}))
	api.Set("exportPNG", js.FuncOf(func(this js.Value, args []js.Value) any {
		data, err := g.ClassPNG(str(args, 0))
		if err != nil {
			return ""
		}
		return "data:image/png;base64," + base64.StdEncoding.EncodeToString(data)
	}))
	api.Set("importText", js.FuncOf(func(this js.Value, args []js.Value) any {
		// A text too long is refused by its length, before it is handed
		// to Go (20 MB took 1.3 s, the page frozen).
		if len(args) > 0 && args[0].Type() == js.TypeString && jsLength(args[0]) > classroom.MaxImport {
			return g.ClassRefuseImport(jsLength(args[0])).Error()
		}
		if err := g.ClassImport(str(args, 0)); err != nil {
			return err.Error()
		}
		return ""
	}))
	api.Set("exportText", js.FuncOf(func(this js.Value, args []js.Value) any {
		return g.ClassExport(str(args, 0))
	}))
	win.Set("renju", api)

	api.Set("killWorker", js.FuncOf(func(this js.Value, args []js.Value) any {
		g.wake()
		if workerKill != nil {
			go workerKill()
		}
		return nil
	}))
	if workerStart != nil {
		g.OnWorkerWanted = func() { go workerStart() }
	}
	g.still.on = true
	g.OnFirstDraw = func() {
		api.Set("ready", true)
		if f := win.Get("renjuReady"); f.Type() == js.TypeFunction {
			f.Invoke()
		}
	}
	g.OnHashChange = func(hash string, newScreen bool) {
		loc := win.Get("location")
		url := loc.Get("pathname").String() + loc.Get("search").String() + hash
		// A new screen is a new history entry, so that the browser's Back
		// (and Android's back gesture) returns to the screen before it.
		how := "replaceState"
		if newScreen {
			how = "pushState"
		}
		win.Get("history").Call(how, js.Null(), "", url)
	}

	g.OnSave = platform.StorageSet
	g.listKeys = platform.StorageKeys
	// Another tab's saves are joined into this one's (game/services/storage).
	platform.OnStorage(g.StorageChanged)
	startPage(g)
	// Back and Forward (popstate), or a hash typed in the address bar
	// (hashchange; both may fire for one step): go to the screen it names,
	// the home screen for none.
	goTo := js.FuncOf(func(this js.Value, args []js.Value) any {
		if err := g.GoToHash(win.Get("location").Get("hash").String()); err != nil {
			js.Global().Get("console").Call("warn", "Renju Tutor: the link could not be opened: "+err.Error())
		}
		return nil
	})
	win.Call("addEventListener", "popstate", goTo)
	win.Call("addEventListener", "hashchange", goTo)
	listenInput(g)
	attachMirror(g)
	if testHooksAllowed() {
		attachTestHooks(g, api)
	}
}

// startPage starts the visit of the page: what was saved last time
// (read when needed), the browser's language and motion, the screen the
// address's hash names. A test's reset (testreset_js.go) starts it again.
func startPage(g *Game) {
	win := js.Global()
	g.UseStorage(platform.StorageGet)
	if nav := win.Get("navigator"); nav.Truthy() {
		if l := nav.Get("language"); l.Type() == js.TypeString {
			g.SetDefaultLang(l.String())
		}
	}
	// Motion follows the browser's prefers-reduced-motion until the
	// learner chooses (game/services/feel).
	g.mu.Lock()
	g.feel.SetSystemReducedMotion(feel.PrefersReducedMotion())
	g.mu.Unlock()

	if err := g.OpenFirst(win.Get("location").Get("hash").String()); err != nil {
		js.Global().Get("console").Call("warn", "Renju Tutor: the link could not be opened: "+err.Error())
	}
}

// keyCodes maps KeyboardEvent.code to the tutor's keys.
var keyCodes = map[string]input.Key{
	"KeyZ": input.KeyZ, "KeyY": input.KeyY, "KeyF": input.KeyF, "KeyC": input.KeyC,
	"KeyN": input.KeyN, "KeyW": input.KeyW, "KeyL": input.KeyL, "KeyS": input.KeyS,
	"Digit1": input.Key1, "Digit2": input.Key2, "Digit3": input.Key3, "Digit4": input.Key4, "Digit5": input.Key5,
	"Numpad1": input.Key1, "Numpad2": input.Key2, "Numpad3": input.Key3, "Numpad4": input.Key4, "Numpad5": input.Key5,
	"Delete": input.KeyDelete, "Backspace": input.KeyBackspace, "Escape": input.KeyEscape,
	"ArrowLeft": input.KeyLeft, "ArrowRight": input.KeyRight, "ArrowUp": input.KeyUp, "ArrowDown": input.KeyDown,
	"Space": input.KeySpace, "Home": input.KeyHome, "End": input.KeyEnd,
	"Enter": input.KeyEnter, "NumpadEnter": input.KeyEnter, "PageUp": input.KeyPageUp, "PageDown": input.KeyPageDown,
	"KeyE": input.KeyE, "KeyG": input.KeyG, "KeyI": input.KeyI, "KeyP": input.KeyP, "KeyU": input.KeyU, "KeyD": input.KeyD, "KeyO": input.KeyO,
	"Digit6": input.Key6, "Digit7": input.Key7, "Digit8": input.Key8, "Digit9": input.Key9,
	"Numpad6": input.Key6, "Numpad7": input.Key7, "Numpad8": input.Key8, "Numpad9": input.Key9,
	"Tab": input.KeyTab, "KeyB": input.KeyB, "KeyH": input.KeyH, "KeyK": input.KeyK,
}

// listenInput queues the page's pointer and key events for the game (see
// Event): every press and release counts, however quick.
func listenInput(g *Game) {
	win := js.Global()
	doc := win.Get("document")
	g.UsePageEvents()
	perf := win.Get("performance")
	g.clock = func() float64 { return perf.Call("now").Float() }

	// where returns the event's position as fractions of the canvas.
	where := func(e js.Value) (fx, fy float64, onCanvas bool) {
		c := doc.Call("querySelector", "canvas")
		if !c.Truthy() {
			return 0, 0, false
		}
		r := c.Call("getBoundingClientRect")
		w, h := r.Get("width").Float(), r.Get("height").Float()
		if w <= 0 || h <= 0 {
			return 0, 0, false
		}
		fx = (e.Get("clientX").Float() - r.Get("left").Float()) / w
		fy = (e.Get("clientY").Float() - r.Get("top").Float()) / h
		return fx, fy, e.Get("target").Equal(c)
	}
	pointer := func(kind EventKind) js.Func {
		return js.FuncOf(func(this js.Value, args []js.Value) any {
			e := args[0]
			fx, fy, onCanvas := where(e)
			if kind == PointerDown && !onCanvas {
				return nil // a press on something else (the loading screen)
			}
			typ := e.Get("pointerType").String()
			g.PushEvent(Event{
				Kind:      kind,
				ID:        e.Get("pointerId").Int(),
				FX:        fx,
				FY:        fy,
				Secondary: kind == PointerDown && e.Get("button").Int() == 2,
				Touch:     typ == "touch" || typ == "pen",
				T:         e.Get("timeStamp").Float(),
			})
			return nil
		})
	}
	win.Call("addEventListener", "pointerdown", pointer(PointerDown))
	win.Call("addEventListener", "pointermove", pointer(PointerMove))
	win.Call("addEventListener", "pointerup", pointer(PointerUp))
	win.Call("addEventListener", "pointercancel", pointer(PointerCancel))
	win.Call("addEventListener", "pointerout", js.FuncOf(func(this js.Value, args []js.Value) any {
		e := args[0]
		if r := e.Get("relatedTarget"); r.IsNull() || r.IsUndefined() { // left the window
			g.PushEvent(Event{Kind: PointerLeave, ID: e.Get("pointerId").Int(), Touch: e.Get("pointerType").String() != "mouse"})
		}
		return nil
	}))
	win.Call("addEventListener", "keydown", js.FuncOf(func(this js.Value, args []js.Value) any {
		e := args[0]
		if e.Get("isComposing").Truthy() {
			return nil
		}
		if e.Get("key").String() == "?" {
			g.PushEvent(Event{Kind: CharTyped, Char: '?'})
			e.Call("preventDefault")
			return nil
		}
		k, ok := keyCodes[e.Get("code").String()]
		if !ok {
			return nil
		}
		p := input.Press{Key: k, Ctrl: e.Get("ctrlKey").Truthy() || e.Get("metaKey").Truthy(), Shift: e.Get("shiftKey").Truthy()}
		if p.Ctrl && k != input.KeyZ && k != input.KeyY {
			return nil // the browser's own shortcut (Ctrl+L, Ctrl+F, …); the app's are undo and redo
		}
		if e.Get("altKey").Truthy() {
			return nil
		}
		e.Call("preventDefault")
		g.PushEvent(Event{Kind: KeyDown, Press: p, Repeat: e.Get("repeat").Truthy()})
		return nil
	}))
}

// AttachDrop makes a record file dropped anywhere on the page open in the
// game viewer. Call it after AttachPage, before ebiten.RunGame.
func AttachDrop(g *Game) {
	g.mu.Lock()
	g.dropped = make(chan *platform.File, 1)
	ch := g.dropped
	g.mu.Unlock()
	platform.OnDrop(gameviewer.MaxFile, func(f *platform.File) {
		select {
		case ch <- f:
		default: // one file at a time
		}
	})
	api := js.Global().Get("renju")
	if !api.Truthy() {
		return
	}
	api.Set("openRecord", js.FuncOf(func(this js.Value, args []js.Value) any {
		if len(args) < 2 {
			return "openRecord wants a file name and its text or bytes"
		}
		switch data := args[1]; {
		case data.Type() == js.TypeString:
			g.viewerLoadFetched(args[0].String(), jsLength(data), platform.FetchText(data))
		case data.Type() == js.TypeObject && data.Get("byteLength").Type() == js.TypeNumber:
			// A binary record (.pos, .lib): its bytes as an ArrayBuffer
			// or a typed array (new Uint8Array copies either), refused
			// by its size before a byte is copied (LoadFetched).
			n := data.Get("byteLength").Int()
			g.viewerLoadFetched(args[0].String(), n, func(func(), func(float64) bool) ([]byte, bool) {
				arr := js.Global().Get("Uint8Array").New(data)
				b := make([]byte, arr.Get("length").Int())
				js.CopyBytesToGo(b, arr)
				return b, true
			})
		default:
			return "openRecord wants a file name and its text or bytes (a string, an ArrayBuffer or a Uint8Array)"
		}
		return ""
	}))
}

// jsLength is a JavaScript string's length in UTF-16 units.
func jsLength(s js.Value) int { return platform.TextLength(s) }

// pageChineseFonts is ChineseFonts in the browser: the page's
// window.renjuFontsZH() (web/loader.js) returns a promise of the two font
// files' bytes, {regular, bold} as Uint8Arrays, which loader.js starts
// fetching beside renju.wasm when the learner's language is Chinese (so
// they have usually come before the Go program asks) and otherwise when
// asked.
func pageChineseFonts(done func(regular, bold []byte, err error)) {
	f := js.Global().Get("renjuFontsZH")
	if f.Type() != js.TypeFunction {
		done(nil, nil, errString("the page has no renjuFontsZH"))
		return
	}
	var ok, fail js.Func
	ok = js.FuncOf(func(this js.Value, args []js.Value) any {
		ok.Release()
		fail.Release()
		bytesOf := func(name string) []byte {
			if len(args) == 0 {
				return nil
			}
			a := args[0].Get(name)
			if a.Type() != js.TypeObject || a.Get("byteLength").Type() != js.TypeNumber {
				return nil
			}
			b := make([]byte, a.Get("byteLength").Int())
			js.CopyBytesToGo(b, a)
			return b
		}
		regular, bold := bytesOf("regular"), bytesOf("bold")
		if len(regular) == 0 || len(bold) == 0 {
			done(nil, nil, errString("renjuFontsZH gave no fonts"))
			return nil
		}
		done(regular, bold, nil)
		return nil
	})
	fail = js.FuncOf(func(this js.Value, args []js.Value) any {
		ok.Release()
		fail.Release()
		why := "the fetch failed"
		if len(args) > 0 && args[0].Truthy() {
			why = args[0].Call("toString").String()
		}
		done(nil, nil, errString(why))
		return nil
	})
	f.Invoke().Call("then", ok, fail)
}

// Stopped tells the page that the app could not run (ebiten.RunGame
// returned err: no WebGL 2 context, say) and never returns. The loader
// (window.renjuStopped, web/loader.js) says why on its loading screen. The
// program stays alive, idle: exited, the callbacks it left the page (a
// font's fetch, the page API) would throw when called.
func Stopped(err error) {
	win := js.Global()
	if f := win.Get("renjuStopped"); f.Type() == js.TypeFunction {
		f.Invoke(err.Error())
	} else {
		js.Global().Get("console").Call("warn", "Renju Tutor stopped: "+err.Error())
	}
	select {}
}
