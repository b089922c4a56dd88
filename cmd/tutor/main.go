// Command tutor is the Renju tutor app: the Ebitengine program that runs in
// the browser. Build it with make wasm (or make site), which compiles it
// against Ebitengine patched by cmd/ebitenpatch (one present per changed
// frame, the pixel ratio read anew, the built-in shaders compiled ahead of
// time):
//
//	GOOS=js GOARCH=wasm go build -modfile=build/ebitenpatch/go.mod -o build/site/renju.wasm ./cmd/tutor
//
// A plain go build works too, with Ebitengine as released (its Kage
// compiler linked: about 4 MB more of module). The page (web/)
// loads it; window.renju is its page API.
package main

import (
	"github.com/hajimehoshi/ebiten/v2"

	"renju/game"
	"renju/game/frame/screens"
	"renju/job"
	"renju/job/webworker"
	"renju/msg"
)

func main() {
	// The heavy jobs run in the worker program (cmd/worker, web/worker.js),
	// started when the learner opens or heads to a screen that uses it, or
	// by the first job.
	jobs := webworker.New("worker.js")
	screens.Jobs = job.NewClient(jobs)
	g := game.New()
	game.UseWorker(jobs.Start, jobs.Kill)
	game.AttachPage(g)
	game.AttachBackup(g)
	game.AttachDrop(g)
	ebiten.SetWindowTitle(msg.T(msg.Default, msg.AppTitle))
	ebiten.SetWindowSize(1280, 800)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	// Draw skips frames in which nothing changed; the screen must keep them.
	ebiten.SetScreenClearedEveryFrame(false)
	if err := ebiten.RunGameWithOptions(g, &ebiten.RunGameOptions{}); err != nil {
		// The loader says why (no WebGL 2 context, say: web/loader.js).
		game.Stopped(err)
	}
}
