// Package charset lists the characters the tutor can draw, split between
// the Latin and the CJK font, for the font subsetter and its tests.
package charset

import (
	"go/scanner"
	"go/token"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"renju/msg"
)

// IsCJK reports whether r belongs in the CJK font rather than the Latin
// one: CJK punctuation, ideographs, kana, Hangul and full-width forms.
func IsCJK(r rune) bool {
	switch {
	case r >= 0x2E80 && r <= 0x9FFF: // radicals … CJK punctuation, kana … unified ideographs
		return true
	case r >= 0xAC00 && r <= 0xD7AF: // Hangul syllables
		return true
	case r >= 0xF900 && r <= 0xFAFF: // compatibility ideographs
		return true
	case r >= 0xFE30 && r <= 0xFE4F: // CJK compatibility forms
		return true
	case r >= 0xFF00 && r <= 0xFFEF: // half-width and full-width forms
		return true
	case r >= 0x20000 && r <= 0x3FFFF: // extensions B…
		return true
	}
	return false
}

// LiteralRunes returns every rune in the string and rune literals of the
// non-test Go files in dir: the text a package such as rules can put on
// screen (its trace wording with Chinese terms).
func LiteralRunes(dir string) (map[rune]bool, error) {
	lits, err := Literals(dir)
	if err != nil {
		return nil, err
	}
	out := map[rune]bool{}
	for _, text := range lits {
		for _, r := range text {
			out[r] = true
		}
	}
	return out, nil
}

// Literals returns the string and rune literals of the non-test Go files
// in dir, unquoted (a literal that does not unquote is kept as written).
func Literals(dir string) ([]string, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		return nil, err
	}
	var out []string
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		fset := token.NewFileSet()
		var s scanner.Scanner
		s.Init(fset.AddFile(f, -1, len(src)), src, nil, 0)
		for {
			_, tok, lit := s.Scan()
			if tok == token.EOF {
				break
			}
			if tok != token.STRING && tok != token.CHAR {
				continue
			}
			if u, err := strconv.Unquote(lit); err == nil {
				lit = u
			}
			out = append(out, lit)
		}
	}
	return out, nil
}

// TextSources are the directories, relative to the module root, whose
// string literals the app may draw besides the message catalogue: the
// rules' trace wording and the tutor's narration templates (with the words
// they are filled with).
var TextSources = []string{"rules", "tutor"}

// TextFiles are the files, relative to the module root (glob patterns),
// whose whole text the app may draw: the lessons and the glossary.
var TextFiles = []string{"lessons/data/*.lesson", "glossary/terms.txt"}

// Charset returns, sorted, the runes the app can draw: every rune of every
// catalogue string, of the string literals under TextSources and of the
// files TextFiles names (root is the module root), split into those for
// the CJK font and the rest.
func Charset(root string) (latin, cjk []rune, err error) {
	all := map[rune]bool{}
	for _, s := range msg.All() {
		for _, r := range s {
			all[r] = true
		}
	}
	for _, d := range TextSources {
		rs, err := LiteralRunes(filepath.Join(root, d))
		if err != nil {
			return nil, nil, err
		}
		for r := range rs {
			all[r] = true
		}
	}
	for _, pat := range TextFiles {
		files, err := filepath.Glob(filepath.Join(root, pat))
		if err != nil {
			return nil, nil, err
		}
		for _, f := range files {
			b, err := os.ReadFile(f)
			if err != nil {
				return nil, nil, err
			}
			for _, r := range string(b) {
				all[r] = true
			}
		}
	}
	for r := range all {
		switch {
		case r < 0x20 || r == 0x7F:
			// control characters are never drawn
		case IsCJK(r):
			cjk = append(cjk, r)
		default:
			latin = append(latin, r)
		}
	}
	sort.Slice(latin, func(i, j int) bool { return latin[i] < latin[j] })
	sort.Slice(cjk, func(i, j int) bool { return cjk[i] < cjk[j] })
	return latin, cjk, nil
}
