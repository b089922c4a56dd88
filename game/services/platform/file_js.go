//go:build js

package platform

import "syscall/js"

// OpenFile opens the browser's file picker (call it from a tap: browsers
// allow a picker only then) for files of the types accept lists
// (".sgf,.txt"); the file chosen is read into the File, at most max bytes.
func OpenFile(accept string, max int) *File {
	f := &File{}
	doc := js.Global().Get("document")
	in := doc.Call("createElement", "input")
	in.Set("type", "file")
	in.Set("accept", accept)
	in.Get("style").Set("display", "none")
	doc.Get("body").Call("appendChild", in)
	var change js.Func
	change = js.FuncOf(func(this js.Value, args []js.Value) any {
		files := in.Get("files")
		if files.Truthy() && files.Get("length").Int() > 0 {
			readInto(f, files.Index(0), max)
		} else {
			f.finish("", nil, ErrNoFile)
		}
		change.Release()
		in.Call("remove")
		return nil
	})
	in.Call("addEventListener", "change", change)
	in.Call("click")
	return f
}

// readInto reads a browser File (a picked or dropped one) into f.
func readInto(f *File, file js.Value, max int) {
	name := file.Get("name").String()
	if size := file.Get("size").Float(); size > float64(max) {
		f.finish(name, nil, FileTooLarge{Size: int(size), Max: max})
		return
	}
	var ok, fail js.Func
	release := func() { ok.Release(); fail.Release() }
	ok = js.FuncOf(func(this js.Value, args []js.Value) any {
		arr := js.Global().Get("Uint8Array").New(args[0])
		data := make([]byte, arr.Get("length").Int())
		js.CopyBytesToGo(data, arr)
		release()
		f.finish(name, data, nil)
		return nil
	})
	fail = js.FuncOf(func(this js.Value, args []js.Value) any {
		release()
		f.finish(name, nil, ErrFileRead)
		return nil
	})
	file.Call("arrayBuffer").Call("then", ok, fail)
}

// OnDrop calls take with each file dropped on the page (read as for
// OpenFile, at most max bytes); the page does not open dropped files
// itself. take is called from the browser's event: it must only hand the
// File over (a channel, a field the game loop polls).
func OnDrop(max int, take func(*File)) {
	doc := js.Global().Get("document")
	doc.Call("addEventListener", "dragover", js.FuncOf(func(this js.Value, args []js.Value) any {
		args[0].Call("preventDefault")
		return nil
	}))
	doc.Call("addEventListener", "drop", js.FuncOf(func(this js.Value, args []js.Value) any {
		ev := args[0]
		ev.Call("preventDefault")
		dt := ev.Get("dataTransfer")
		if !dt.Truthy() {
			return nil
		}
		files := dt.Get("files")
		if !files.Truthy() || files.Get("length").Int() == 0 {
			return nil
		}
		f := &File{}
		readInto(f, files.Index(0), max)
		take(f)
		return nil
	}))
}
