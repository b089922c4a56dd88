package storm

import "time"

// Clock tells the time; tests pass a fake one.
type Clock interface {
	Now() time.Time
}

// SystemClock is the real clock.
type SystemClock struct{}

// Now is time.Now.
func (SystemClock) Now() time.Time { return time.Now() }

// The storm's timing.
const (
	// StormTime is a storm's clock at the start.
	StormTime = 3 * time.Minute
	// ComboStep right answers in a row (5, 10, 15, …) each add ComboBonus.
	ComboStep  = 5
	ComboBonus = 2 * time.Second
	// Penalty is taken for a wrong answer.
	Penalty = 10 * time.Second
)

// Timer is a storm's clock: Base plus the bonuses, less the penalties, less
// the time it has run. It runs only while a question is on the board
// (Run, Stop): a wait for the next question is the app's, not the
// learner's. Time left never goes below zero, and a penalty takes at most
// the time left.
type Timer struct {
	Base    time.Duration
	start   time.Time
	running bool
	used    time.Duration // run before the current stretch
	bonus   time.Duration
	penalty time.Duration
}

// NewTimer is a stopped timer with base on it.
func NewTimer(base time.Duration) Timer { return Timer{Base: base} }

// Run starts (or resumes) the clock at now.
func (t *Timer) Run(now time.Time) {
	if !t.running {
		t.start, t.running = now, true
	}
}

// Stop pauses the clock at now.
func (t *Timer) Stop(now time.Time) {
	if t.running {
		t.used += max(0, now.Sub(t.start))
		t.running = false
	}
}

// Running reports whether the clock runs.
func (t *Timer) Running() bool { return t.running }

// Elapsed is the time the clock has run by now.
func (t *Timer) Elapsed(now time.Time) time.Duration {
	e := t.used
	if t.running {
		e += max(0, now.Sub(t.start))
	}
	return e
}

// Left is the time left at now, never below zero.
func (t *Timer) Left(now time.Time) time.Duration {
	return max(0, t.Base+t.bonus-t.penalty-t.Elapsed(now))
}

// Up reports whether the time has run out at now.
func (t *Timer) Up(now time.Time) bool { return t.Left(now) == 0 }

// Add gives d more time (a combo's bonus).
func (t *Timer) Add(d time.Duration) { t.bonus += d }

// Take takes d away at now (a wrong answer's penalty), at most what is
// left: the clock then stands at zero, not below.
func (t *Timer) Take(now time.Time, d time.Duration) { t.penalty += min(d, t.Left(now)) }

// Bonus and Penalties are the time given and taken so far.
func (t *Timer) Bonus() time.Duration     { return t.bonus }
func (t *Timer) Penalties() time.Duration { return t.penalty }
