package game

import (
	"renju/game/jobs/serve"
	"renju/job"
)

func init() { Jobs = job.NewClient(job.NewLocal(serve.New())) }
