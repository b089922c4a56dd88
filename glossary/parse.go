package glossary

import (
	"strings"

	"renju/msg"
)

// read reads the term list (its format is described at the top of
// terms.txt). It trusts the list: the tests check it (check_test.go), so
// the app carries no error messages for it — a lenient reader is about
// 13 KB less of the first module, gzip-compressed, than the checking one.
// A term without an English definition is left out.
func read(src []byte) ([]Term, map[msg.Lang][]string) {
	var out []Term
	plain := map[msg.Lang][]string{}
	var cur *Term
	flush := func() {
		if cur != nil && cur.Def[msg.English] != "" {
			out = append(out, *cur)
		}
		cur = nil
	}
	for _, raw := range strings.Split(string(src), "\n") {
		s := strings.TrimSpace(raw)
		if s == "" || s[0] == '#' {
			continue
		}
		key, rest, _ := strings.Cut(s, " ")
		rest = strings.TrimSpace(rest)
		switch key {
		case "plain":
			lang, list, _ := strings.Cut(rest, " ")
			plain[msg.Lang(lang)] = append(plain[msg.Lang(lang)], names(list)...)
			continue
		case "term":
			flush()
			cur = &Term{ID: rest, Names: map[msg.Lang][]string{}, Def: map[msg.Lang]string{}}
			continue
		}
		if cur == nil {
			continue
		}
		switch key {
		case "lesson":
			cur.Lesson = rest
		case "parent":
			cur.Parent = rest
		case "en", "zh":
			cur.Names[msg.Lang(key)] = names(rest)
		case "def":
			en, zh, _ := strings.Cut(rest, "|")
			cur.Def[msg.English], cur.Def[msg.Chinese] = strings.TrimSpace(en), strings.TrimSpace(zh)
		case "diagram":
			cur.Diagram = rest
		case "check":
			cur.Checks = append(cur.Checks, rest)
		}
	}
	flush()
	return out, plain
}

// names splits "a | b | c", dropping empty forms.
func names(s string) []string {
	var out []string
	for _, n := range strings.Split(s, "|") {
		if n = strings.TrimSpace(n); n != "" {
			out = append(out, n)
		}
	}
	return out
}
