package gameviewer

import (
	"renju/game/services/jobs/serve"
	"renju/job"
)

// jobs serves the viewer's reads in-process, as the worker does in the
// browser (through the same messages).
var jobs_ = job.NewClient(job.NewLocal(serve.New()))

func newModel() *Model {
	m := New()
	m.Jobs = jobs_
	return m
}
