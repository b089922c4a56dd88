package glossary

import (
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"renju/msg"
)

// check reads the term list as a teacher may have edited it and says
// what is wrong with it, line by line: the tests run it on the embedded
// list (read, the app's reader, trusts the list they checked). It never
// panics; the terms read without error are returned beside the error.
func check(src []byte) ([]Term, map[msg.Lang][]string, error) {
	var (
		out    []Term
		plain  = map[msg.Lang][]string{}
		errs   []error
		cur    *Term
		curAt  int
		seen   = map[string]int{}
		fields map[string]int // the current term's keywords, by line
	)
	fail := func(no int, format string, args ...any) {
		errs = append(errs, fmt.Errorf("terms.txt:%d: %s", no, fmt.Sprintf(format, args...)))
	}
	finish := func() {
		if cur == nil {
			return
		}
		if msgs := complete(cur); len(msgs) > 0 {
			for _, m := range msgs {
				fail(curAt, "term %s: %s", cur.ID, m)
			}
		} else {
			out = append(out, *cur)
		}
		cur = nil
	}
	if !utf8.Valid(src) {
		return nil, plain, errors.New("terms.txt: not UTF-8 text")
	}
	for i, raw := range strings.Split(strings.ReplaceAll(string(src), "\r\n", "\n"), "\n") {
		no := i + 1
		s := strings.TrimSpace(raw)
		if s == "" || strings.HasPrefix(s, "#") {
			continue
		}
		key, rest, _ := strings.Cut(s, " ")
		rest = strings.TrimSpace(rest)
		if key == "plain" {
			lang, list, _ := strings.Cut(rest, " ")
			l, ok := langOf(lang)
			if !ok {
				fail(no, "plain: want \"plain en PHRASE | PHRASE\" or \"plain zh …\"")
				continue
			}
			plain[l] = append(plain[l], names(list)...)
			continue
		}
		if key == "term" {
			finish()
			if !validID(rest) {
				fail(no, "term ID %q: use lower-case letters, digits and dashes", rest)
				continue
			}
			if prev, dup := seen[rest]; dup {
				fail(no, "term %s is also on line %d", rest, prev)
				continue
			}
			seen[rest] = no
			cur, curAt = &Term{ID: rest, Names: map[msg.Lang][]string{}, Def: map[msg.Lang]string{}}, no
			fields = map[string]int{}
			continue
		}
		if cur == nil {
			fail(no, "%s before the first \"term\" line", key)
			continue
		}
		if prev, dup := fields[key]; dup && key != "check" {
			fail(no, "%s given twice for term %s (first on line %d)", key, cur.ID, prev)
			continue
		}
		fields[key] = no
		switch key {
		case "lesson":
			cur.Lesson = rest
		case "parent":
			cur.Parent = rest
		case "en", "zh":
			l, _ := langOf(key)
			cur.Names[l] = names(rest)
		case "def":
			en, zh, ok := strings.Cut(rest, "|")
			en, zh = strings.TrimSpace(en), strings.TrimSpace(zh)
			if !ok || en == "" || zh == "" {
				fail(no, "def: want \"def English | 中文\"")
				continue
			}
			cur.Def[msg.English], cur.Def[msg.Chinese] = en, zh
		case "diagram":
			if _, _, err := readDiagram(rest); err != nil {
				fail(no, "diagram: %v", err)
				continue
			}
			cur.Diagram = rest
		case "check":
			cur.Checks = append(cur.Checks, rest)
		default:
			fail(no, "unknown keyword %q (want term, lesson, parent, en, zh, def, diagram, check or plain)", key)
		}
	}
	finish()
	// References between terms and to lessons, once all are read.
	ids := map[string]bool{}
	for _, t := range out {
		ids[t.ID] = true
	}
	for _, t := range out {
		if t.Parent != "" && !ids[t.Parent] {
			errs = append(errs, fmt.Errorf("terms.txt: term %s: parent %q is not a term", t.ID, t.Parent))
		}
		if t.Lesson != "" {
			if _, ok := lessonOrder(t.Lesson); !ok {
				errs = append(errs, fmt.Errorf("terms.txt: term %s: lesson %q is not in the curriculum", t.ID, t.Lesson))
			}
		}
	}
	return out, plain, errors.Join(errs...)
}

// complete says what a term lacks.
func complete(t *Term) []string {
	var out []string
	if len(t.Names[msg.English]) == 0 && len(t.Names[msg.Chinese]) == 0 {
		out = append(out, "no names (en …, zh …)")
	}
	if t.Def[msg.English] == "" {
		out = append(out, "no definition (def English | 中文)")
	}
	if t.Diagram == "" && len(t.Checks) > 0 {
		out = append(out, "checks without a diagram")
	}
	return out
}

func langOf(s string) (msg.Lang, bool) {
	switch s {
	case "en":
		return msg.English, true
	case "zh":
		return msg.Chinese, true
	}
	return "", false
}

func validID(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-') {
			return false
		}
	}
	return true
}
