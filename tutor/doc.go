// Package tutor turns the judge's trace into a walk: an ordered list of
// steps that goes down the recursion and back up again, the way a teacher
// explains a forbidden point by hand ("D is 4-4-3, so C's horizontal three
// is false, so C is legal, so B's vertical three is real …").
//
// Each step is data — the board at that depth (the real stones plus the
// hypothetical stones placed so far), what to highlight, the question asked,
// the answer found, and one narration sentence in English and in Chinese.
// Narration comes from the templates in narration.go and teach_text.go,
// one per step kind, so the app, the CLI and the tests all say the same
// thing.
//
// New makes the teaching walk (teach.go): only what decides the verdict,
// framed and summed up (summary.go). A walk answers one question, its
// frame (frames.go: five, four, three, or the forbidden question), and
// speaks to the learner's stage (stage.go: only the terms taught so far;
// English carries no Chinese). NewFull makes the exhaustive walk,
// which replays the whole trace (walk.go). NewLine makes the walk of one
// line, for a live-or-false question (line.go). WithNames tells a walk
// with a lesson's letters (names.go). The words follow RULES.md: a
// sleeping three (眠三, visibly closed) is told apart from a false three
// (假活三, open-looking but not live) in sleeping.go.
package tutor
