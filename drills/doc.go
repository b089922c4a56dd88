// Package drills generates endless forbidden-move exercises from positions
// judged by package rules — never from hand-listed answers — and grades the
// player's answers.
//
// Types:
//   - is-forbidden: is this point forbidden for Black? (and which kind)
//   - find-all: every forbidden point of a position
//   - live-or-false: Black plays this point; is the three on this line live?
//   - four-three: Black to play; find a four-three that is not forbidden
//   - trap: White to play; find the four whose only defence is a point
//     forbidden to Black (追下取胜, 抓禁: Black cannot stop the five)
//
// Positions come from games the generator plays as people play (an
// opening, then moves that build and block lines near the stones already
// down, every four blocked, Black never on a forbidden point: mover.go),
// and from curated positions (the lessons). They stay in the middle of
// the board unless the edge is asked for (Generator.NearEdge). Each drill is
// graded into a level by what its answer needs: recursion depth, number of
// lines involved, combined fouls. The same seed gives the same drills.
//
// A generator that makes other drills is a new version, and every version
// stays (version.go): a drill is named by its Spec (type, level, seed,
// version, the lessons covered) and its index, which homework links,
// worksheets and pinned drills keep. Version 1 is the generator as first
// made (NewGenerator); version 2's level 1 asks only what the learner's
// lessons teach (lessons.Ideas), on boards of at most 20 stones. Both are
// pinned drill by drill (testdata/pins-v*.txt).
package drills
