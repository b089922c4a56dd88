// Package history is the undo/redo move shared by the free board and the
// classroom: both keep their past and undone positions as stacks of values.
package history

// Travel moves one step through a history: the newest entry of from comes
// back as the new current value and cur goes onto to. With from empty it
// returns false and changes nothing. Undo is Travel(&undo, &redo, cur);
// redo is Travel(&redo, &undo, cur).
func Travel[T any](from, to *[]T, cur T) (T, bool) {
	if len(*from) == 0 {
		var zero T
		return zero, false
	}
	*to = append(*to, cur)
	next := (*from)[len(*from)-1]
	*from = (*from)[:len(*from)-1]
	return next, true
}
