package storage

// Join is how a saved value is joined with the one another tab saved
// meanwhile (game/frame/savemerge applies it): Read parses a value (an
// error: it cannot be trusted), Join joins two read values, Write formats
// one. Each room declares the Join of what it saves beside the code that
// reads it, and its registry entry names it (game/frame/screens, Kept),
// so a room that saves needs no line in savemerge.
//
// A Join must be a join — commutative, associative and idempotent — over
// the values its owner can write: savemerge's property tests check every
// Join a registry entry names (savetest grows the values).
type Join struct {
	Read  func(string) (any, error)
	Join  func(a, b any) any
	Write func(any) string
	// Lasting, when set, keeps of a value what only ever grows as the
	// learner goes on (not the current streak, not the page to resume):
	// what savemerge.Covers compares.
	Lasting func(any) any
	// Rebase, when set, adds to stored what mine added to base
	// (savemerge.Rebase); Empty is the value of nothing saved.
	Rebase func(base, stored, mine any) any
	Empty  func() any
}

// LastWrite is the Join of a value that is not joined: the last tab to
// write it wins (the language chosen, a teacher's screen, the Play menu's
// setup). Naming it is a decision, where leaving a save's Join out is a
// mistake the registry's test catches.
var LastWrite = &Join{}

// Joins reports whether j joins values (LastWrite and nil do not).
func (j *Join) Joins() bool { return j != nil && j.Read != nil }
