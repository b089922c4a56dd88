// Package drills generates endless forbidden-move exercises from positions
// judged by package rules — never from hand-listed answers — and grades the
// player's answers.
//
// Types:
//   - is-forbidden: is this point forbidden for Black? (and which kind)
//   - find-all: every forbidden point of a position
//   - live-or-false: Black plays this point; is the three on this line live?
//   - four-three: Black to play; find a four-three that is not forbidden
//   - trap: White to play; find the move that leaves Black a forbidden
//     point to cover (一杀一禁: a White four whose only defence is forbidden)
//
// Positions come from a generator of realistic clusters of stones (a random
// game played near the stones already down, each side preferring to extend
// its own lines) and from curated positions (the lessons). Each drill is
// graded into a level by what its answer needs: recursion depth, number of
// lines involved, combined fouls. The same seed gives the same drills.
package drills
