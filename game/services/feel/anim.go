package feel

// Anim is the clock of an answer played out: its progress from 0 to 1
// over its length, moved by each frame's time (no frame waits for it),
// finished at once by a tap or a key, or from the start under reduced
// motion.
type Anim struct {
	key     uint64 // the play shown (boardview.Board.PlayDigest)
	t, secs float64
}

// Start plays the play of digest key over secs seconds; reduced: it is
// over at once (the final marks). The same key again changes nothing.
func (a *Anim) Start(key uint64, secs float64, reduced bool) {
	if key == a.key {
		return
	}
	a.key, a.t, a.secs = key, 0, secs
	if reduced || secs <= 0 {
		a.t = a.secs
	}
}

// Key is the play started last (0: none).
func (a *Anim) Key() uint64 { return a.key }

// Clear forgets the play (the board shows none): the next is new.
func (a *Anim) Clear() { *a = Anim{} }

// Advance moves the clock by dt seconds.
func (a *Anim) Advance(dt float64) {
	if a.Running() {
		a.t = min(a.secs, a.t+max(0, dt))
	}
}

// Finish ends the animation (a tap or a key during it).
func (a *Anim) Finish() { a.t = a.secs }

// Running reports whether the animation is under way.
func (a *Anim) Running() bool { return a.key != 0 && a.t < a.secs }

// Progress is how far the animation is, from 0 to 1 (1: over or none).
func (a *Anim) Progress() float64 {
	if !a.Running() {
		return 1
	}
	return a.t / a.secs
}
