package screens

import "renju/job"

// Jobs is the client the screens hand their heavy jobs to (package job):
// cmd/tutor sets it to the worker's before game.New; the frame's tests to a
// server in-process (game/services/jobs/serve), through the same messages.
var Jobs *job.Client
