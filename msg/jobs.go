package msg

// What the app says of the worker, the second program that does its
// heavy jobs (package job): it stopped, and was started again.
const (
	// JobLost: the worker stopped while a job of the screen was running.
	JobLost ID = "job.lost"
	// JobStale: the site was updated after the page opened; the worker
	// is the new version's.
	JobStale ID = "job.stale"
	// JobRestarted: the same, and the screen has started its job again
	// (one the learner did not ask for with a button: a game's scan).
	JobRestarted ID = "job.restarted"
)

var jobTexts = Table{
	{JobLost, "The helper that does the heavy work stopped and has been started again. Nothing you did is lost: try once more.",
		"后台负责繁重计算的程序中断了，已重新启动。你做过的一切都还在，请再试一次。"},
	{JobStale, "The app has been updated since this page was opened. Reload the page to use the new version; your progress is kept.",
		"打开本页之后，应用已经更新。请刷新页面使用新版本，你的进度都会保留。"},
	{JobRestarted, "The helper that does the heavy work stopped and has been started again; it is doing the work once more.",
		"后台负责繁重计算的程序中断了，已重新启动，正在重新计算。"},
}

func init() { Register(jobTexts) }
