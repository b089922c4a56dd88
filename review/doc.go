// Package review finds the "foul moments" of a game: the moves where
// Black's forbidden points (禁手) mattered. Black played one (FoulPlayed),
// White caught one with a four (TrapCaught), set up a forced win that ends
// on one (TrapSet) or let such a win go (TrapMissed), Black stayed off a
// forbidden point that was the natural move (Avoided), or Black made a
// three-shape that is no three because its straight-four points are
// forbidden (FalseThree, 假活三).
//
// Every forbidden/legal decision is the judge's (package rules: Judge,
// ForbiddenMap, Explain); forced wins are the engine's VCF (package engine),
// each search within a node budget. A search that stops at its budget
// proves nothing, and then nothing is claimed.
//
// The package is plain Go on rules and engine alone (and its moments' data,
// package moment, on rules alone), so that the app's game
// review (the Play screen) and the command line can both use it.
package review
