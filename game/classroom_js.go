//go:build js

package game

import (
	"encoding/base64"
	"syscall/js"
	"time"

	"renju/game/classroom"
	"renju/game/diagram"
	"renju/game/msg"
)

// The Classroom's browser side: the clipboard, downloads, text prompts and
// full screen, and its part of the page API.

// pageURL is the address of the page without its hash.
func pageURL() string {
	loc := js.Global().Get("location")
	return loc.Get("origin").String() + loc.Get("pathname").String() + loc.Get("search").String()
}

// perform carries out a request of the Classroom (on the game loop, with
// g.mu held).
func (s *classScreen) perform(c *Ctx, r classroom.Request) {
	m := s.m
	win := js.Global()
	switch r {
	case classroom.ReqShare:
		url := pageURL() + m.Hash()
		m.SetLink(url)
		m.Say(msg.ClassShared, url)
		if cb := win.Get("navigator").Get("clipboard"); cb.Truthy() {
			p := cb.Call("writeText", url)
			var fail js.Func
			fail = js.FuncOf(func(this js.Value, args []js.Value) any {
				s.g.mu.Lock()
				if m.Link() == url {
					m.Say(msg.ClassShareFailed, url)
				}
				s.g.mu.Unlock()
				fail.Release()
				return nil
			})
			p.Call("catch", fail)
		} else {
			m.Say(msg.ClassShareFailed, url)
		}
	case classroom.ReqExportPNG:
		data, err := m.PNG(diagram.White, diagram.DefaultSize)
		if err != nil {
			m.Say(msg.ClassImportError, err.Error())
			return
		}
		const name = "renju-diagram.png"
		download(data, name, "image/png")
		m.Say(msg.ClassPNGSaved, name)
	case classroom.ReqImport:
		v := win.Call("prompt", c.T(msg.ClassImportAsk), "")
		if v.Type() == js.TypeString && v.String() != "" {
			_ = m.ImportText(v.String()) // an error is shown in the panel
		}
	case classroom.ReqExport:
		t, f := m.ExportText(classroom.FormatMoves)
		s.exported = t
		m.Say(msg.ClassExported, f.String(), t)
		win.Call("prompt", c.T(msg.ClassExportAsk), t)
	case classroom.ReqFullscreen:
		doc := win.Get("document")
		if doc.Get("fullscreenElement").Truthy() {
			doc.Call("exitFullscreen")
		} else if el := doc.Get("documentElement"); el.Get("requestFullscreen").Truthy() {
			p := el.Call("requestFullscreen")
			if p.Truthy() && p.Get("catch").Truthy() {
				var ignore js.Func
				ignore = js.FuncOf(func(this js.Value, args []js.Value) any { ignore.Release(); return nil })
				p.Call("catch", ignore) // refused (no user gesture): nothing to do
			}
		}
	}
}

// download offers data as a file: a Blob and a click on <a download>.
func download(data []byte, name, mime string) {
	win := js.Global()
	arr := win.Get("Uint8Array").New(len(data))
	js.CopyBytesToJS(arr, data)
	opts := win.Get("Object").New()
	opts.Set("type", mime)
	blob := win.Get("Blob").New(win.Get("Array").New(arr), opts)
	url := win.Get("URL").Call("createObjectURL", blob)
	doc := win.Get("document")
	a := doc.Call("createElement", "a")
	a.Set("href", url)
	a.Set("download", name)
	a.Get("style").Set("display", "none")
	doc.Get("body").Call("appendChild", a)
	a.Call("click")
	a.Call("remove")
	var revoke js.Func
	revoke = js.FuncOf(func(this js.Value, args []js.Value) any {
		win.Get("URL").Call("revokeObjectURL", url)
		revoke.Release()
		return nil
	})
	win.Call("setTimeout", revoke, 10000)
}

// attachClassroomAPI adds the Classroom's and the Drills' functions to
// window.renju:
//
//	renju.share()            the share link of the Classroom's board
//	renju.exportPNG([bg])    a data: URL of the board's PNG diagram
//	                         ("white", the default, or "wood")
//	renju.importText(text)   "" or what is wrong (board unchanged)
//	renju.exportText([fmt])  "moves" (default), "compact", "stones", "diagram"
func attachClassroomAPI(g *Game, api js.Value) {
	str := func(args []js.Value, i int) string {
		if len(args) > i && args[i].Type() == js.TypeString {
			return args[i].String()
		}
		return ""
	}
	api.Set("share", js.FuncOf(func(this js.Value, args []js.Value) any {
		g.mu.Lock()
		defer g.mu.Unlock()
		s := g.classModel()
		url := pageURL() + s.m.Hash()
		s.m.SetLink(url)
		return url
	}))
	api.Set("exportPNG", js.FuncOf(func(this js.Value, args []js.Value) any {
		data, err := g.ClassPNG(str(args, 0))
		if err != nil {
			return ""
		}
		return "data:image/png;base64," + base64.StdEncoding.EncodeToString(data)
	}))
	api.Set("importText", js.FuncOf(func(this js.Value, args []js.Value) any {
		if err := g.ClassImport(str(args, 0)); err != nil {
			return err.Error()
		}
		return ""
	}))
	api.Set("exportText", js.FuncOf(func(this js.Value, args []js.Value) any {
		return g.ClassExport(str(args, 0))
	}))
}

// drillYield lets the browser draw frames while a drill is generated: the
// generator runs on the page's only thread, so every 12 ms of work it
// sleeps a moment (a setTimeout), and the "preparing…" screen stays alive.
func drillYield() func() {
	last := time.Now()
	return func() {
		if time.Since(last) > 12*time.Millisecond {
			time.Sleep(time.Millisecond)
			last = time.Now()
		}
	}
}
