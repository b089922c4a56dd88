// Package webworker carries the job protocol across a Web Worker's
// postMessage: Transport is the page's side (it starts the worker
// program, and starts it again when it stops), Serve the worker's.
//
// A message is a plain object {id, kind, body, progress, done, err,
// cancel}; its body a Uint8Array whose buffer is transferred, not copied,
// so a database read in the worker reaches the page in one move.
package webworker
