package glossary

import (
	"sync"
	"unicode/utf8"

	"renju/msg"
)

// Span is a term found in a text: the bytes text[Start:End] name term ID.
type Span struct {
	Start, End int
	ID         string
}

// Find returns the terms of text in lang, in order and without overlap:
// at each place the longest form that matches wins ("four-three" over
// "four"), and a plain phrase of the list ("four lines") hides the term
// it starts with. English forms match whole words, whatever their case.
func Find(text string, lang msg.Lang) []Span {
	m := matcherOf(lang)
	var out []Span
	english := lang != msg.Chinese
	for i := 0; i < len(text); {
		r, size := utf8.DecodeRuneInString(text[i:])
		if english && (i > 0 && isWordByte(text[i-1]) || !isWordByte(text[i])) {
			i += size
			continue
		}
		if f, ok := m.match(text, i, r, english); ok {
			if f.id != "" {
				out = append(out, Span{Start: i, End: i + len(f.name), ID: f.id})
			}
			i += len(f.name)
			continue
		}
		i += size
	}
	return out
}

// form is one name (or plain phrase, id "") a matcher knows.
type form struct {
	name string // as written; English compared without case
	id   string
}

// matcher holds a language's forms by their first rune (lower case for
// English), longest first.
type matcher struct {
	first map[rune][]form
}

var (
	matchersOnce sync.Once
	matchers     map[msg.Lang]*matcher
)

func matcherOf(lang msg.Lang) *matcher {
	matchersOnce.Do(func() {
		load()
		matchers = map[msg.Lang]*matcher{}
		for _, l := range []msg.Lang{msg.English, msg.Chinese} {
			m := &matcher{first: map[rune][]form{}}
			add := func(name, id string) {
				r, _ := utf8.DecodeRuneInString(name)
				r = lower(r)
				m.first[r] = append(m.first[r], form{name: name, id: id})
			}
			for _, t := range terms {
				for _, n := range t.Names[l] {
					add(n, t.ID)
				}
			}
			for _, p := range plains[l] {
				add(p, "")
			}
			for _, fs := range m.first {
				// Longest first, stably: an insertion sort of a few forms.
				for i := 1; i < len(fs); i++ {
					for j := i; j > 0 && len(fs[j].name) > len(fs[j-1].name); j-- {
						fs[j], fs[j-1] = fs[j-1], fs[j]
					}
				}
			}
			matchers[l] = m
		}
	})
	if m, ok := matchers[lang]; ok {
		return m
	}
	return matchers[msg.English]
}

// match is the longest form that starts text at i (whose first rune is
// r); an English form must end a word.
func (m *matcher) match(text string, i int, r rune, english bool) (form, bool) {
	for _, f := range m.first[lower(r)] {
		end := i + len(f.name)
		if end > len(text) {
			continue
		}
		if english {
			if !equalFold(text[i:end], f.name) || end < len(text) && isWordByte(text[end]) {
				continue
			}
		} else if text[i:end] != f.name {
			continue
		}
		return f, true
	}
	return form{}, false
}

// isWordByte reports whether an English word goes on through byte c: an
// ASCII letter or digit.
func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

func lower(r rune) rune {
	if r >= 'A' && r <= 'Z' {
		return r + 'a' - 'A'
	}
	return r
}

// equalFold compares two strings of equal length, ASCII letters without
// case (the forms are ASCII; other bytes must be equal).
func equalFold(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for k := 0; k < len(a); k++ {
		if lower(rune(a[k])) != lower(rune(b[k])) {
			return false
		}
	}
	return true
}
