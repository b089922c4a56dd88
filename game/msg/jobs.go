package msg

// What the app says of the worker, the second program that does its
// heavy jobs (package job): it stopped, and was started again.
const (
	// JobLost: the worker stopped while a job of the screen was running.
	JobLost ID = "job.lost"
	// JobRestarted: the same, and the screen has started its job again
	// (one the learner did not ask for with a button: a game's scan).
	JobRestarted ID = "job.restarted"
)

var jobTexts = Table{
	JobLost: {"The helper that does the heavy work stopped and has been started again. Nothing you did is lost: try once more.",
		"后台负责繁重计算的程序中断了，已重新启动。你做过的一切都还在，请再试一次。"},
	JobRestarted: {"The helper that does the heavy work stopped and has been started again; it is doing the work once more.",
		"后台负责繁重计算的程序中断了，已重新启动，正在重新计算。"},
}

func init() { Register(jobTexts) }
