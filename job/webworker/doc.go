// Package webworker carries the job protocol across a Web Worker's
// postMessage: Transport is the page's side (it starts the worker
// program, and starts it again when it stops), Serve the worker's.
//
// A message is a plain object {id, kind, body, progress, done, err,
// cancel}; its body a Uint8Array whose buffer is transferred, not copied,
// so a database read in the worker reaches the page in one move.
//
// Both programs are stamped with the build they come from (Build, set by
// the Makefile); every request carries the page's, and a worker of another
// build answers job.ErrStale rather than serve it: an update never pairs
// an old worker with a new tutor.
package webworker

// Build names the build of this program: the Makefile sets it (-ldflags
// -X) to the same value in the tutor and the worker it builds with it.
var Build = "dev"
