// Package job is the one protocol by which the app hands heavy work (the
// sparring partner's move, reading a record, a game's review, a worksheet)
// to a server and takes the answer back without waiting for it.
//
// A Service names a kind of job and its typed request and reply. A Client
// starts jobs and hands back a Job[Rep] that the app polls once a frame
// (Poll, Progress) and may Cancel; a Server holds the handlers. Between
// them only Messages pass, each job's request, progress and reply or
// error carried by its id, so that the two may live apart: in the
// browser the server runs in a second program, in a Web Worker, and the
// messages cross postMessage; on the host (tests, tools) Local runs the
// same server in-process, through the same encoding, so every service is
// tested without a browser.
//
// Request and reply bodies are JSON (renju/jsonkit's: the tutor links no
// encoding/json), or their own bytes for a type that
// implements encoding.BinaryMarshaler and whose pointer implements
// encoding.BinaryUnmarshaler (a database's games, a PDF: JSON would
// spell every byte as text).
//
// The package imports nothing of the project but jsonkit, a leaf.
package job

import (
	"encoding"
	"errors"
	"fmt"

	"renju/jsonkit"
)

// Kind names a service ("record.read").
type Kind string

// Message is what passes between a client and a server. A request has
// Kind and Body; the server answers with any number of progress messages
// (Progress set, Done false), then one with Done: Body the reply, or Err.
// A client's Cancel is a message with Cancel and the job's ID.
type Message struct {
	ID       uint64
	Kind     Kind
	Body     []byte
	Progress float64 // 0 to 1, in a progress message
	Done     bool
	Err      string
	Cancel   bool
}

// Service is a kind of job with its request and reply types.
type Service[Req, Rep any] struct{ Kind Kind }

// ErrCanceled is the error of a job its client canceled (a handler
// returns it when its Ctx says to stop).
var ErrCanceled = errors.New("job: canceled")

// ErrLost is the error of every job under way when the server's program
// stopped (it crashed, or the browser killed it): the transport starts it
// again, and the screen says so and lets the learner try again.
var ErrLost = errors.New("job: the worker stopped")

// ErrStale is the error of a job sent to a worker of another build than
// the page's (the site was updated between the page's start and the
// worker's): the page must be reloaded to use the new version whole.
var ErrStale = errors.New("job: the worker is of another version than the page")

// encode is a body's bytes.
func encode(v any) ([]byte, error) {
	if b, ok := v.(encoding.BinaryMarshaler); ok {
		return b.MarshalBinary()
	}
	return jsonkit.Marshal(v)
}

// decode reads a body into v (a pointer).
func decode(data []byte, v any) error {
	if b, ok := v.(encoding.BinaryUnmarshaler); ok {
		return b.UnmarshalBinary(data)
	}
	if err := jsonkit.Unmarshal(data, v); err != nil {
		return fmt.Errorf("job: reading the body: %w", err)
	}
	return nil
}
