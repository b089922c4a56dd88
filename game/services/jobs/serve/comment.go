package serve

import (
	"renju/commentary"
	"renju/game/services/jobs"
	"renju/glossary"
	"renju/job"
	"renju/msg"
)

// decideWindow is how many moves back what decided a game is looked
// for (commentary.Decide): a four-three, the block of its four, the
// straight four, its block and the five are five; eight reach the miss
// before a three-three as well.
const decideWindow = 8

// comment says what the moves asked did (package commentary).
func comment(c *job.Ctx, a jobs.CommentAsk) (jobs.Commented, error) {
	var out jobs.Commented
	n := len(a.Moves)
	first := max(a.From, a.Laid+1, 1)
	if n == 0 || first > n {
		return out, nil
	}
	lo := first
	if a.End {
		lo = max(min(first, n-decideWindow+1), a.Laid+1, 1)
	}
	yield := func() { c.Yield(); c.Stop() }
	notes, err := commentary.Notes(a.Moves, lo, n, commentary.Options{Yield: yield})
	if err != nil {
		return out, err
	}
	var known func(id string) bool // nil: every term
	if a.Staged {
		known = glossary.Known(a.Done)
	}
	words := func(say func(msg.Lang) string) jobs.Words {
		return jobs.Words{EN: say(msg.English), ZH: say(msg.Chinese)}
	}
	for _, note := range notes[first-lo:] {
		s := jobs.Remark{Move: note.Move, Color: note.Color, Point: note.Point}
		for _, t := range note.Tags {
			s.Tags = append(s.Tags, string(t))
		}
		s.Says = words(func(l msg.Lang) string { return commentary.Say(note, l, known) })
		out.Remarks = append(out.Remarks, s)
	}
	if a.End {
		out.Row = notes[len(notes)-1].Row
		if d, ok := commentary.Decide(notes); ok {
			out.Decided = words(func(l msg.Lang) string { return d.Say(l, known) })
		}
	}
	return out, nil
}
