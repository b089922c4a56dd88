// Package engine searches for forced wins under renju rules, on the exact
// judge of package rules: the threats of either colour (fives, fours),
// victory by continuous fours (VCF) for Black and for White, including
// White's wins that force Black onto a forbidden point (追下取胜, 抓禁).
// Every line it returns can be replayed and checked with rules.Judge, and
// the tests do so.
//
// It is plain Go with no imports of ours but rules, so that the app, the
// tutor and the CLI can all use it.
package engine
