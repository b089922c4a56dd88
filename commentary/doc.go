// Package commentary says what each move of a game did, in one sentence
// in the learner's language: "White blocks Black's four at J9.", "黑棋
// K10形成四三…". The sentence is built from facts, never from guesses: the
// judge (package rules: fives, fouls, live threes) and the engine's
// threat analysis (package engine: five points, fours, the straight-four
// points of threes); the note of a move (Note) holds each point its
// sentence names, and the tests check every one against the judge and
// the engine again.
//
// A move is tagged from one fixed list (Tags: five, made-four, made-three,
// blocked-four, blocked-three, missed-five, missed-four, missed-three,
// double-threat, foul, foul-avoided, trap, quiet), and its sentence says
// the most telling of them, with at most one miss after a "but". The
// words are the glossary's terms at the learner's stage (Say's known): a
// learner who has not reached the double-three lesson reads "a forbidden
// point", not its kind. Decide says in one line what decided a finished
// game ("White missed the four at J9."), and Ending how a record's game
// ended, for `renju scan --json`.
//
// The package is plain Go on rules, engine, review and glossary. It is
// the worker's (the job game/services/jobs.Comment) and the command
// line's (`renju commentary`): the tutor's first module links none of
// it (arch_test.go).
package commentary
