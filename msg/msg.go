// Package msg is the tutor's message catalogue: every string the app shows
// goes through it, keyed by an ID, in English and 简体中文. The font
// subsetter reads every character the app can draw from here (see All).
//
// The catalogue is made of tables of pairs, {English, 中文}, each
// registered in an init function:
//
//	var drillTexts = Table{
//		{DrillsTitle, "Drills", "练习"},
//	}
//	func init() { Register(drillTexts) }
//
// This package holds the tables of what the frame, the saves, the command
// line or more than one room name; a room's own messages live in its
// folder (game/features/storm/messages.go: the IDs as the room's
// constants, its table registered the same way), and
// game/frame/catalogue links every such room for the font subsetter and
// the tests.
//
// A pair must give both languages; the tests fail on a missing
// translation, an ID defined twice, or verbs that differ between the two.
//
// Strings with arguments use fmt verbs with explicit indexes (%[1]s), so a
// translation may put them in another order. An argument that is itself an
// ID is translated when the message is formatted (F).
package msg

import (
	"fmt"
	"sort"
	"strings"
)

// ID names one message.
type ID string

// Lang is a language code, as the page API reports it ("en", "zh").
type Lang string

// Languages.
const (
	English Lang = "en"
	Chinese Lang = "zh"
)

// Default is the language used when none is chosen.
const Default = English

// Pair is a message in both languages.
type Pair struct{ EN, ZH string }

// Entry is one message of a table: its ID and its text in both languages.
type Entry struct {
	ID     ID
	EN, ZH string
}

// Table is a part of the catalogue. It is a list, not a map literal: a
// list of constants is data in the module, where a map literal is code
// that inserts each pair, and the tables' map literals were 145 KB of
// init code in the first module.
type Table []Entry

var catalogue = map[ID]Pair{}

// Register adds a table to the catalogue (from an init function). An ID
// registered twice, in two tables or in one, panics: two screens must not
// fight over one message.
func Register(t Table) {
	for _, e := range t {
		if _, dup := catalogue[e.ID]; dup {
			panic("msg: " + string(e.ID) + " registered twice")
		}
		catalogue[e.ID] = Pair{EN: e.EN, ZH: e.ZH}
	}
}

// ParseLang reads a language code: "zh", "zh-CN", "zh-Hans-…" are Chinese,
// "en…" English; ok is false for anything else.
func ParseLang(s string) (Lang, bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	switch {
	case s == "zh" || strings.HasPrefix(s, "zh-") || strings.HasPrefix(s, "zh_"):
		return Chinese, true
	case s == "en" || strings.HasPrefix(s, "en-") || strings.HasPrefix(s, "en_"):
		return English, true
	}
	return Default, false
}

// Other is the other language: what the language button switches to.
func (l Lang) Other() Lang {
	if l == Chinese {
		return English
	}
	return Chinese
}

// T returns the text of id in lang (English for an unknown language), or
// the ID itself if the catalogue lacks it (a bug the tests catch).
//
// Not inlined: inlined, each of its hundreds of calls carried its own
// copy of the catalogue's map lookup, 48,628 bytes of the first module's
// gzip (4,921,481 -> 4,872,853, Go's BestCompression of the tutor built
// as make site builds it). A call costs nothing a frame would notice.
//
//go:noinline
func T(lang Lang, id ID) string {
	p, ok := catalogue[id]
	if !ok {
		return string(id)
	}
	if lang == Chinese && p.ZH != "" {
		return p.ZH
	}
	return p.EN
}

// F formats id in lang with args; args that are IDs are translated first.
func F(lang Lang, id ID, args ...any) string {
	if len(args) == 0 {
		return T(lang, id)
	}
	tr := make([]any, len(args))
	for i, a := range args {
		if aid, ok := a.(ID); ok {
			a = T(lang, aid)
		}
		tr[i] = a
	}
	return fmt.Sprintf(T(lang, id), tr...)
}

// IDs lists every ID, sorted.
func IDs() []ID {
	ids := make([]ID, 0, len(catalogue))
	for id := range catalogue {
		ids = append(ids, id)
	}
	sort.Slice(ids, func(i, j int) bool { return ids[i] < ids[j] })
	return ids
}

// Get returns the pair of id.
func Get(id ID) (Pair, bool) {
	p, ok := catalogue[id]
	return p, ok
}

// All returns every string of every language, in a stable order: the text a
// font subset must cover.
func All() []string {
	var out []string
	for _, id := range IDs() {
		p := catalogue[id]
		out = append(out, p.EN, p.ZH)
	}
	return out
}
