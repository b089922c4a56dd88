// Command tutor is the Renju tutor app: the Ebitengine program that runs in
// the browser. Build it with
//
//	GOOS=js GOARCH=wasm go build -o build/site/renju.wasm ./cmd/tutor
//
// (make wasm). The page (web/) loads it; window.renju is its page API.
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
