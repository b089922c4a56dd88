package msg

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// ExcerptRunes is how many characters of a bad value a notice quotes: a
// lesson ID or a drill name fits whole (the longest are 21 and 13 characters), and a
// hostile link of 20,000 characters is still a one-line quote.
const ExcerptRunes = 24

// Excerpt is s made fit to quote in a notice: its first ExcerptRunes
// characters and "…" when it is longer, with what would not read as text
// (a control character such as NUL or a line break, a bidi or other format
// mark that would reorder the sentence around it, invalid UTF-8) shown as
// "?". A learner sees which value was meant; the notice stays short.
func Excerpt(s string) string {
	var b strings.Builder
	n := 0
	for i, r := range s {
		if n == ExcerptRunes {
			b.WriteString("…")
			break
		}
		if r == utf8.RuneError && !strings.HasPrefix(s[i:], "\uFFFD") || unicode.IsControl(r) || unicode.Is(unicode.Cf, r) {
			r = '?'
		}
		b.WriteRune(r)
		n++
	}
	return b.String()
}
