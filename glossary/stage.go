package glossary

import (
	"strings"

	"renju/msg"
)

// Known is the stage of a learner outside the lessons (the drills, the
// review, Foul Storm, Play): the terms of the lessons done, whatever
// their order, and those taught before the first lesson. A learner who
// has done lessons 1 to 3 knows what Stage("three") knows; one who has
// done none knows no lesson's term. done holds lesson IDs; an ID not in
// the curriculum teaches nothing.
//
// Not inlined: the rooms call it in six places, and each inlined copy
// was code of the first module.
//
//go:noinline
func Known(done []string) func(id string) bool {
	set := make(map[string]bool, len(done))
	for _, id := range done {
		set[id] = true
	}
	return func(id string) bool {
		t, ok := ByID(id)
		return ok && (t.Lesson == "" || set[t.Lesson])
	}
}

// Untaught are the terms of text in lang that a learner at the stage
// taught does not know (nil: every term is known), in order, and
// "(Chinese in English)" first for English text with Chinese in it (the
// glossary gives a term's Chinese name; English text carries none). The
// stage tests of the lessons and of the rooms check their texts with it.
func Untaught(text string, lang msg.Lang, taught func(id string) bool) []string {
	var out []string
	if lang != msg.Chinese && HasChinese(text) {
		out = append(out, "(Chinese in English)")
	}
	if taught == nil {
		return out
	}
	for _, s := range Find(text, lang) {
		if !taught(s.ID) {
			out = append(out, s.ID)
		}
	}
	return out
}

// HasChinese reports whether s holds a CJK character or CJK punctuation.
func HasChinese(s string) bool {
	return strings.IndexFunc(s, func(r rune) bool {
		return r >= 0x2E80 && r <= 0x9FFF || r >= 0xF900 && r <= 0xFAFF || r >= 0x3000 && r <= 0x303F || r >= 0xFF00 && r <= 0xFFEF
	}) >= 0
}
