// Package rules is the Renju forbidden-move judge.
//
// It knows the 15x15 board and its notation (points such as "h8", stone lists
// "B:h8,i9 W:h9", move lists "h8 h9 i8" or "h8h9i8", and ASCII diagrams), the
// shapes a stone makes on each of its four lines (five, overline, fours with
// their five points, straight four, threes with their straight-four points),
// and the recursive judgement of whether a black stone at a point is a
// forbidden move (禁手): overline (长连), double-four (四四) or double-three
// (三三), unless the same stone makes a five.
//
// Every judgement can produce a Trace: a tree that records each line, each
// candidate straight-four point and, where a candidate's legality matters, the
// nested judgement of that point on the board with the parent stone placed.
// The tutor, the command-line judge, the drills and the tests all read this
// one structure.
//
// The package is plain Go with no dependencies so that it tests fast anywhere
// and compiles to WebAssembly unchanged.
package rules
