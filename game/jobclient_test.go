package game

import (
	"renju/fonts/full"
	"renju/game/frame/screens"
	"renju/game/services/jobs/serve"
	"renju/job"
)

func init() {
	screens.Jobs = job.NewClient(job.NewLocal(serve.New()))
	// The Chinese fonts come at once, as the page's would have come
	// before a Chinese learner's first frame.
	ChineseFonts = func(done func(regular, bold []byte, err error)) { done(full.CJK(), full.CJKBold(), nil) }
}
