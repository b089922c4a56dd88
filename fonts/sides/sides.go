// Package sides sorts the text the tutor can draw by the language it is
// drawn in, for the font subsets (fonts/subset.sh) and their tests.
// The tutor embeds only the Chinese glyphs its English side draws (the
// language button's 中文 and the terms the English texts quote, such as
// "live three (活三)"); the Chinese side's glyphs are a site file, fetched
// when the learner's language is Chinese.
package sides

import (
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"sort"
	"strings"

	"renju/fonts/charset"
	"renju/glossary"
	"renju/lessons"
	"renju/msg"
)

// Texts are the strings each language draws.
type Texts struct{ EN, ZH []string }

// Gather returns the text of each language: the message catalogue, the
// lessons (root is the module root; every bilingual field by its
// language, any other string on both sides) and the string literals of
// charset.TextSources (by Literal).
func Gather(root string) (Texts, error) {
	var t Texts
	for _, id := range msg.IDs() {
		p, _ := msg.Get(id)
		t.EN = append(t.EN, p.EN)
		t.ZH = append(t.ZH, p.ZH)
	}
	ls, err := lessons.LoadFS(os.DirFS(filepath.Join(root, "lessons")), "data")
	if err != nil {
		return Texts{}, err
	}
	for _, l := range ls {
		t.add(reflect.ValueOf(l))
	}
	// The glossary: each side draws its names and definitions, and the
	// English side also the Chinese headword its popups show beside the
	// English one.
	for _, g := range glossary.All() {
		t.EN = append(t.EN, g.Def[msg.English], g.Headword(msg.Chinese))
		t.EN = append(t.EN, g.Names[msg.English]...)
		t.ZH = append(t.ZH, g.Def[msg.Chinese])
		t.ZH = append(t.ZH, g.Names[msg.Chinese]...)
	}
	for _, d := range charset.TextSources {
		lits, err := charset.Literals(filepath.Join(root, d))
		if err != nil {
			return Texts{}, err
		}
		for _, s := range lits {
			if Chinese(s) {
				t.ZH = append(t.ZH, s)
			} else {
				t.EN = append(t.EN, s)
			}
		}
	}
	return t, nil
}

// add walks v for strings: the EN and ZH fields of a bilingual struct (a
// struct whose only string fields are EN and ZH) go to their side, any
// other string to both.
func (t *Texts) add(v reflect.Value) {
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if !v.IsNil() {
			t.add(v.Elem())
		}
	case reflect.String:
		t.EN = append(t.EN, v.String())
		t.ZH = append(t.ZH, v.String())
	case reflect.Slice, reflect.Array:
		for i := 0; i < v.Len(); i++ {
			t.add(v.Index(i))
		}
	case reflect.Map:
		for it := v.MapRange(); it.Next(); {
			t.add(it.Key())
			t.add(it.Value())
		}
	case reflect.Struct:
		en, zh := v.FieldByName("EN"), v.FieldByName("ZH")
		if en.IsValid() && zh.IsValid() && en.Kind() == reflect.String && zh.Kind() == reflect.String && v.NumField() == 2 {
			t.EN = append(t.EN, en.String())
			t.ZH = append(t.ZH, zh.String())
			return
		}
		for i := 0; i < v.NumField(); i++ {
			if v.Type().Field(i).IsExported() {
				t.add(v.Field(i))
			}
		}
	}
}

// placeholder matches what a template fills in ({P}, %[1]s, %d), which is
// no word of either language.
var placeholder = regexp.MustCompile(`\{[A-Za-z]+\}|%(\[\d+\])?[-+# 0]*\d*(\.\d+)?[a-zA-Z]`)

// Chinese reports whether the literal s is Chinese text: it has Chinese
// characters and, placeholders aside, no Latin letter. An English
// sentence quoting a term, "a live three (活三)", is English; "{P}是活三"
// is Chinese. (A Chinese sentence with a Latin word counts as English:
// its glyphs are then embedded, which costs bytes, never a missing glyph.)
func Chinese(s string) bool {
	cjk := false
	for _, r := range s {
		if charset.IsCJK(r) {
			cjk = true
			break
		}
	}
	if !cjk {
		return false
	}
	rest := placeholder.ReplaceAllString(s, "")
	return strings.IndexFunc(rest, func(r rune) bool { return r < 0x80 && (r|0x20 >= 'a' && r|0x20 <= 'z') }) < 0
}

// CJK returns, sorted, the characters of texts that the CJK font draws.
func CJK(texts []string) []rune {
	seen := map[rune]bool{}
	var out []rune
	for _, s := range texts {
		for _, r := range s {
			if charset.IsCJK(r) && !seen[r] {
				seen[r] = true
				out = append(out, r)
			}
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}
