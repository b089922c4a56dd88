package jobs

import (
	"errors"

	"renju/job"
	"renju/rules"
)

// Commentary keeps what the worker said of a game's moves for a room
// that shows it (Play): each remark by the moves up to
// its move, what decided a game by the game's moves, the asks that
// failed (an error, not a lost worker: never asked again), and the ask
// under way. Kept by moves, so that an undo shows at once what was said
// of the position it comes back to. A type of its own so that another
// room (the game viewer's move shown) can share it.
type Commentary struct {
	said    map[string]Remark
	decided map[string]Commented
	failed  map[string]bool
	ask     *job.Job[Commented]
	asked   []rules.Point
	end     bool
	// done are the lessons the learner has done, staged once told
	// (Cover): the sentences use their terms (CommentAsk).
	done   []string
	staged bool
}

// maxSaid bounds what is kept: a long session's games, a database
// stepped through for long.
const maxSaid = 4096

// commentKey is the moves as a map key.
func commentKey(moves []rules.Point) string { return rules.FormatMoves(moves, true) }

// Cover takes the lessons the learner has done (the room's Cover).
func (c *Commentary) Cover(done []string) {
	c.done, c.staged = append([]string(nil), done...), true
}

// Busy takes the worker's answer when it has come, and reports whether
// an ask is still under way.
func (c *Commentary) Busy() bool {
	if c.ask == nil {
		return false
	}
	rep, err, done := c.ask.Poll()
	if !done {
		return true
	}
	c.ask = nil
	switch {
	case err == nil:
		if c.said == nil || len(c.said) > maxSaid {
			c.said, c.decided, c.failed = map[string]Remark{}, map[string]Commented{}, map[string]bool{}
		}
		for _, r := range rep.Remarks {
			if r.Move <= len(c.asked) {
				c.said[commentKey(c.asked[:r.Move])] = r
			}
		}
		if c.end {
			c.decided[commentKey(c.asked)] = Commented{Decided: rep.Decided, Row: rep.Row}
		}
	case errors.Is(err, job.ErrLost), errors.Is(err, job.ErrCanceled):
		// Asked again when still wanted.
	default:
		if c.failed == nil {
			c.failed = map[string]bool{}
		}
		c.failed[commentKey(c.asked)] = true
	}
	return false
}

// Ask asks the worker to say a (at the learner's stage: Cover).
func (c *Commentary) Ask(client *job.Client, a CommentAsk) {
	a.Done, a.Staged = c.done, c.staged
	c.asked, c.end = a.Moves, a.End
	c.ask = job.Start(client, Comment, a)
}

// Asking reports whether an ask is under way (without taking it).
func (c *Commentary) Asking() bool { return c.ask != nil }

// Stop cancels the ask under way.
func (c *Commentary) Stop() {
	if c.ask != nil {
		c.ask.Cancel()
		c.ask = nil
	}
}

// Said is the remark on the last of moves, once said.
func (c *Commentary) Said(moves []rules.Point) (Remark, bool) {
	r, ok := c.said[commentKey(moves)]
	return r, ok
}

// Decided is what decided the game of moves, once said.
func (c *Commentary) Decided(moves []rules.Point) (Commented, bool) {
	d, ok := c.decided[commentKey(moves)]
	return d, ok
}

// Failed reports whether the worker could not say the moves.
func (c *Commentary) Failed(moves []rules.Point) bool { return c.failed[commentKey(moves)] }
