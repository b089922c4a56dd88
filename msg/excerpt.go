package msg

import (
	"strconv"
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
// mark that would reorder the sentence around it, invalid UTF-8, and any
// other character Go does not print as itself — a private-use or
// unassigned code point, a space other than ' ' — which a parser quoting
// the excerpt with %q would write as a six-character escape) shown as
// "?". A learner sees which value was meant; the notice stays short.
func Excerpt(s string) string {
	var b strings.Builder
	n := 0
	for i, r := range s {
		if n == ExcerptRunes {
			b.WriteString("…")
			break
		}
		if r == utf8.RuneError && !strings.HasPrefix(s[i:], "\uFFFD") || !unicode.IsPrint(r) {
			r = '?'
		}
		b.WriteRune(r)
		n++
	}
	return b.String()
}

// ExcerptQuotes is a parser's English message made short enough for a
// notice: every token it quotes as Go does (rules' "point \"h\\x00…\"…",
// strconv.Quote's form, perhaps followed by "…" where the parser cut it)
// is quoted again as Excerpt does, in “ ”. A position's parser quotes up
// to 32 characters of two tokens, written as escapes of up to 10
// characters each (\U000e0001): its message was some 700 characters.
func ExcerptQuotes(s string) string {
	var b strings.Builder
	for {
		i := strings.IndexByte(s, '"')
		if i < 0 {
			b.WriteString(s)
			return b.String()
		}
		q, err := strconv.QuotedPrefix(s[i:])
		if err != nil { // a lone '"': not a quoted token
			b.WriteString(s[:i+1])
			s = s[i+1:]
			continue
		}
		b.WriteString(s[:i])
		tok, _ := strconv.Unquote(q)
		s = s[i+len(q):]
		e := Excerpt(tok)
		if rest, cut := strings.CutPrefix(s, "…"); cut {
			s = rest
			if !strings.HasSuffix(e, "…") {
				e += "…"
			}
		}
		b.WriteString("“" + e + "”")
	}
}
