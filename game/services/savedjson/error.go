package savedjson

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Kind is the kind of a fault, for a caller that words its own messages
// (game/services/backup's, in two languages).
type Kind int

const (
	// Syntax: not JSON, where Line and Column say.
	Syntax Kind = iota
	// CutShort: the text ends before the record does.
	CutShort
	// Trailing: more text after the record.
	Trailing
	// TooLarge: more bytes than Rules.MaxSize.
	TooLarge
	// Unknown: a name the record has no field for.
	Unknown
	// Twice: a name given a second time (the first is read).
	Twice
	// Type: a value of the wrong type; Error.Want says which was wanted.
	Type
	// Range: a whole number out of range.
	Range
	// Check: a fault the caller found (Doc.Fault).
	Check
)

// The types a value can be wanted as (Error.Want).
const (
	WantObject = "an object {…}"
	WantList   = "a list […]"
	WantString = "a string"
	WantNumber = "a number"
	WantWhole  = "a whole number"
	WantBool   = "true or false"
)

// Error is a fault of a record: what is at fault, where, and why.
type Error struct {
	Kind Kind
	// What is the record (Rules.What).
	What string
	// Path is the part at fault, from the record down: ["byType",
	// "trap", "right"], "[2]" for the third element of a list; nil for
	// the whole record.
	Path []string
	// Offset is where the part at fault is named in the record (its
	// value's offset for an element of a list), -1 for the whole record;
	// Line and Column are that place from 1 (0 for the whole record), the
	// column in characters.
	Offset, Line, Column int
	// Want is the type wanted, for a fault of Kind Type.
	Want string
	// Problem is what is wrong, in words that follow the part's name.
	Problem string
}

// Error says it all in a line: `saved drill record, line 1 column 40:
// byType.trap right 2 is more than total 1`.
func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString(e.What)
	if e.Line > 0 {
		fmt.Fprintf(&b, ", line %d column %d", e.Line, e.Column)
	}
	if e.Line > 0 || len(e.Path) > 0 {
		b.WriteString(":")
	}
	if len(e.Path) > 0 {
		b.WriteString(" " + e.Field())
	}
	b.WriteString(" " + e.Problem)
	return b.String()
}

// Field is the path as a message names it: byType.trap.right, done[2];
// a name that is not plain letters, digits, '-', '_' or '/' is quoted.
func (e *Error) Field() string {
	var b strings.Builder
	for i, p := range e.Path {
		switch {
		case isIndex(p):
			b.WriteString(p)
			continue
		case i > 0:
			b.WriteByte('.')
		}
		if plain(p) {
			b.WriteString(p)
		} else {
			b.WriteString(strconv.Quote(Short(p)))
		}
	}
	return b.String()
}

// Short cuts a name or a value to what a message can quote (40
// characters).
func Short(s string) string {
	if utf8.RuneCountInString(s) > 40 {
		return string([]rune(s)[:39]) + "…"
	}
	return s
}

func plain(s string) bool {
	if s == "" || len(s) > 40 {
		return false
	}
	for _, c := range []byte(s) {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_' || c == '/') {
			return false
		}
	}
	return true
}

func isIndex(s string) bool {
	if len(s) < 3 || s[0] != '[' || s[len(s)-1] != ']' {
		return false
	}
	_, err := strconv.Atoi(s[1 : len(s)-1])
	return err == nil
}

// index is the path's name of element i of a list.
func index(i int) string {
	if i < len(indexes) {
		return indexes[i]
	}
	return "[" + strconv.Itoa(i) + "]"
}

var indexes = func() (out [64]string) {
	for i := range out {
		out[i] = "[" + strconv.Itoa(i) + "]"
	}
	return out
}()

// newError makes a fault about the part at path, named at offset at.
func (d *Doc) newError(kind Kind, at int, path []string, format string, args ...any) *Error {
	line, col := d.lineColumn(at)
	return &Error{Kind: kind, What: d.rules.What, Path: append([]string(nil), path...),
		Offset: at, Line: line, Column: col, Problem: fmt.Sprintf(format, args...)}
}

// whole makes a fault about the whole record, with no place.
func (d *Doc) whole(kind Kind, format string, args ...any) *Error {
	return &Error{Kind: kind, What: d.rules.What, Offset: -1, Problem: fmt.Sprintf(format, args...)}
}

// lineColumn is the line and column of byte offset off, from 1.
func (d *Doc) lineColumn(off int) (line, col int) {
	off = min(max(off, 0), len(d.data))
	line, start := 1, 0
	for i, c := range d.data[:off] {
		if c == '\n' {
			line, start = line+1, i+1
		}
	}
	return line, 1 + utf8.RuneCount(d.data[start:off])
}
