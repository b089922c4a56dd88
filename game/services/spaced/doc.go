// Package spaced is the review queue: every item a learner got wrong (a
// drill, a storm question, a practice item, a lesson task, a homework
// drill, a foul made in Play), each with what asks it again (Ask): its
// drill, or its lesson's task on its position (lessons.Question), so that
// the review screen can ask it again with the same buttons, feedback and
// walks as where it came from. An answer kept with a drill is not
// trusted: the review has the judge answer each item again.
//
// The queue is scheduled by spaced repetition, in boxes (Leitner's): a
// miss puts an item in box 0, due at once, so that it comes back in the
// same sitting; each right answer moves it one box up, due again after
// that box's interval; a miss sends it back to box 0.
//
//	box      0    1       2       3       4        5
//	due in   now  1 day   3 days  7 days  16 days  35 days
//
// A right answer in the last box retires the item: learned, it leaves the
// queue (the count of learned items is kept). The intervals grow about
// twice and a half each time, the usual shape of a forgetting curve; a
// learner who answers an item right six times in a row over two months
// has it.
//
// It is plain Go, tested on the host; the frame keeps one Queue, saves it
// under StorageKey, and it travels in the progress file.
package spaced
