//go:build js && wasm

// Command emptyapp is the yardstick for the tutor's start-up time: the
// smallest Ebitengine program that draws a frame. Its Draw fills the screen
// and, the first time, sets the performance mark "empty:first-frame" and
// window.emptyReady, which e2e's TestStartupSideBySide waits for. It is
// built with the tutor's flags and served by the same server (make startup
// builds build/site-empty from this directory).
package main

import (
	"image/color"
	"log"
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"
)

type app struct{ drawn bool }

func (a *app) Update() error { return nil }

func (a *app) Draw(screen *ebiten.Image) {
	screen.Fill(color.RGBA{0x1c, 0x1d, 0x20, 0xff})
	if !a.drawn {
		a.drawn = true
		js.Global().Get("performance").Call("mark", "empty:first-frame")
		js.Global().Set("emptyReady", true)
	}
}

func (a *app) Layout(w, h int) (int, int) { return w, h }

func main() {
	// As the tutor's page API appears at the start of its main.
	js.Global().Get("performance").Call("mark", "empty:main")
	ebiten.SetWindowTitle("Empty Ebitengine app")
	ebiten.SetWindowSize(1280, 800)
	if err := ebiten.RunGame(&app{}); err != nil {
		log.Fatal(err)
	}
}
