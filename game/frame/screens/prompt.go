package screens

import (
	"errors"

	"renju/game/services/platform"
	"renju/msg"
)

// shortAnswer bounds, in bytes, a line the learner types: a homework's
// title (at most 60 characters), a name (24), its pages ("1-3 5"), the
// viewer's filter. 1 KB holds any of them with room for spaces; their
// readers say what is wrong with what is longer than they take.
const shortAnswer = 1 << 10

// Prompt asks for a line of text of at most max bytes (platform.Prompt):
// each caller takes what fits what it reads. A longer answer is not read
// (it stays in the page), and the toast says so, naming its size and
// max; ok is false then, as when the learner cancels.
func (c *Ctx) Prompt(question, value string, max int) (string, bool) {
	text, ok, err := platform.Prompt(question, value, max)
	c.refused(err)
	return text, ok
}

// PromptLong asks for a text of up to max bytes that stays in the page
// until read (platform.PromptLong: the viewer's paste of a record file,
// read a slice at a time); a longer one is refused as by Prompt.
func (c *Ctx) PromptLong(question string, max int) (platform.LongText, bool) {
	t, ok, err := platform.PromptLong(question, max)
	c.refused(err)
	return t, ok
}

// refused says why an answer was not read, if it was too long.
func (c *Ctx) refused(err error) {
	var long platform.TextTooLong
	if errors.As(err, &long) && c.ToastFunc != nil {
		c.ToastFunc(msg.TooLongToRead(long.Size, long.Max, long.Over))
	}
}
