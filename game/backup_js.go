//go:build js

package game

import (
	"errors"
	"syscall/js"

	"renju/game/services/backup"
	"renju/game/services/platform"
)

// AttachBackup gives the progress file its browser side: the home screen's
// "Save progress to a file" downloads it (renju-progress-2026-12-02.json,
// the local date), "Load progress from a file" opens the browser's file
// picker (a hidden <input type=file>), and the page API gets two entries:
//
//	window.renju.exportProgress()      the progress file's text (JSON)
//	window.renju.importProgress(text)  loads it: "" on success, else what
//	                                   the toast says (nothing changed)
//
// Call it after AttachPage, before ebiten.RunGame.
func AttachBackup(g *Game) {
	win := js.Global()
	p := &backupPort{
		download: func(data []byte, name string) { platform.Download(data, name, "application/json") },
		pick:     func() { pickFile(g) },
		today: func() string {
			d := win.Get("Date").New()
			return localDate(d.Call("getFullYear").Int(), d.Call("getMonth").Int()+1, d.Call("getDate").Int())
		},
	}
	g.linkBackup(p)
	api := win.Get("renju")
	if !api.Truthy() {
		return
	}
	api.Set("exportProgress", js.FuncOf(func(this js.Value, args []js.Value) any {
		return g.ExportProgress()
	}))
	api.Set("importProgress", js.FuncOf(func(this js.Value, args []js.Value) any {
		if len(args) == 0 || args[0].Type() != js.TypeString {
			return "importProgress wants the file's text"
		}
		return g.ImportProgress(args[0].String())
	}))
}

// fileInput is the hidden <input type=file> of the picker, made once.
var fileInput js.Value

// pickFile opens the file picker (the tap that asked for it is recent
// enough for the browser to allow it); the file chosen is read and
// loaded.
func pickFile(g *Game) {
	doc := js.Global().Get("document")
	if fileInput.IsUndefined() {
		in := doc.Call("createElement", "input")
		in.Set("type", "file")
		in.Set("accept", ".json,application/json")
		in.Set("id", "progress-file")
		in.Get("style").Set("display", "none")
		doc.Get("body").Call("appendChild", in)
		in.Call("addEventListener", "change", js.FuncOf(func(this js.Value, args []js.Value) any {
			files := in.Get("files")
			if !files.Truthy() || files.Get("length").Int() == 0 {
				return nil
			}
			readFile(g, files.Index(0))
			in.Set("value", "") // the same file chosen again is a change too
			return nil
		}))
		fileInput = in
	}
	fileInput.Call("click")
}

// readFile reads a chosen file and loads it, off the browser's callback.
func readFile(g *Game, file js.Value) {
	if size := file.Get("size").Float(); size > backup.MaxSize {
		go g.loadTooLarge(int(size))
		return
	}
	var ok, fail js.Func
	release := func() { ok.Release(); fail.Release() }
	ok = js.FuncOf(func(this js.Value, args []js.Value) any {
		arr := js.Global().Get("Uint8Array").New(args[0])
		data := make([]byte, arr.Get("length").Int())
		js.CopyBytesToGo(data, arr)
		release()
		go g.loadFile(data, nil)
		return nil
	})
	fail = js.FuncOf(func(this js.Value, args []js.Value) any {
		release()
		go g.loadFile(nil, errors.New("the browser could not read the file"))
		return nil
	})
	file.Call("arrayBuffer").Call("then", ok, fail)
}
