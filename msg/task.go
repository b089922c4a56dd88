package msg

import "renju/lessons"

// Task is what the task of page pg asks, in lang ("" without a task):
// "Your turn: is Black at A forbidden?". The lesson page says it, and the
// command line's practice sets print it (cmd/renju, which imports no
// screen's model).
func Task(pg *lessons.Page, lang Lang) string {
	t := pg.Task
	if t == nil {
		return ""
	}
	label := pg.Label(t.Point)
	switch t.Type {
	case lessons.TaskClickPoint:
		return F(lang, TaskClickPoint, label)
	case lessons.TaskIsForbidden, lessons.TaskWhichKind:
		return F(lang, ID("task."+t.Type), label)
	case lessons.TaskLiveOrFalse:
		return F(lang, TaskLiveOrFalse, label, ID("dir."+t.Dir))
	case lessons.TaskFifthPair:
		return F(lang, TaskFifthPair, label, pg.Label(t.Pair))
	}
	return T(lang, ID("task."+t.Type))
}
