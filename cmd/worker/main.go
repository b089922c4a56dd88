//go:build js && wasm

// Command worker is the app's second program: it runs in a Web Worker
// beside the tutor and serves its heavy jobs (game/services/jobs/serve), so that
// the tutor's own module holds none of that code and the page's thread
// none of that work.
package main

import (
	"renju/game/services/jobs/serve"
	"renju/job/webworker"
)

func main() { webworker.Serve(serve.New()) }
