// Package glossary is the tutor's term list: every renju term a learner
// meets, with the forms the texts use in English and 简体中文, a one-line
// definition in each language, the lesson that teaches it, the term it
// refines, and a small position that shows it.
//
// The list is data (terms.txt, embedded), a text file a teacher can read
// and edit; its format is described at its top. The tests check every
// diagram against the judge as a lesson's check lines are, and produce
// every lesson page and every walk on it to fail on a term used before
// the lesson that teaches it (stage_test.go).
//
// Find marks the terms of a text (the longest match wins, so that
// "four-three" is one term, not "four" and "three"); TaughtBy says
// whether a learner who has reached a lesson has met a term. The stage
// is the curriculum's order (lessons.Index), read without parsing a
// lesson.
package glossary
