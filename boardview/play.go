package boardview

// An answer played out: what a right answer means, shown on the board
// beat by beat (the stone placed, then each line that gives it meaning,
// then the verdict) in well under a second. The board stays plain data:
// the frame keeps the clock (game/services/feel's Anim) and draws
// Played(progress), the board as it is at that point of the animation.

// Beat is one step of an answer played out: its notes appear together.
type Beat struct {
	Notes []Note
	// Stays: the notes stay once the animation is over (a line that makes
	// the point forbidden); else they go, and the board's own Notes (the
	// final marks) take their place (the stone placed for the show).
	Stays bool
}

// Played is the board at progress (0 to 1) of playing out its Play: the
// beats whose time has come, beat i of n at i/(n+1), in place of the
// board's own notes; at 1 (over, or reduced motion) the final marks: the
// beats that stay under the board's own notes. A board with no Play is
// itself.
func (b *Board) Played(progress float64) Board {
	out := *b
	out.Play = nil
	if len(b.Play) == 0 {
		return out
	}
	n := len(b.Play)
	out.Notes = nil
	if progress >= 1 {
		for _, bt := range b.Play {
			if bt.Stays {
				out.Notes = append(out.Notes, bt.Notes...)
			}
		}
		out.Notes = append(out.Notes, b.Notes...)
		return out
	}
	for i, bt := range b.Play {
		if progress*float64(n+1) >= float64(i) {
			out.Notes = append(out.Notes, bt.Notes...)
		}
	}
	return out
}

// PlayDigest tells one Play from another (0: none), so the frame starts
// the animation once for each answer.
func (b *Board) PlayDigest() uint64 {
	if len(b.Play) == 0 {
		return 0
	}
	pic := Board{}
	for _, bt := range b.Play {
		pic.Notes = append(pic.Notes, bt.Notes...)
		pic.Notes = append(pic.Notes, Note{Kind: Dot, N: len(bt.Notes)})
	}
	return pic.NotesDigest() ^ b.Content() | 1
}

// PlaySeconds is how long playing out n beats takes: a quarter of a
// second a beat with the end, between half a second and one.
func PlaySeconds(n int) float64 {
	return min(1, max(0.5, 0.25*float64(n+1)))
}
