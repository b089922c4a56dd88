package jsonkit

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// Error is what is wrong with a value read or written, and where.
type Error struct {
	// Path is the part at fault ("items[2].box"), "" for the whole
	// value; Offset is where its text starts (-1 when writing), Line and
	// Column that place from 1 (the column in characters).
	Path                 string
	Offset, Line, Column int
	// Problem says what is wrong.
	Problem string
}

// Error says it in a line: `line 1 column 12: items[0].box (int) cannot
// hold "x"`.
func (e *Error) Error() string {
	var b strings.Builder
	if e.Line > 0 {
		b.WriteString("line " + strconv.Itoa(e.Line) + " column " + strconv.Itoa(e.Column) + ": ")
	}
	if e.Path != "" {
		b.WriteString(e.Path + " ")
	}
	b.WriteString(e.Problem)
	return b.String()
}

func newError(data []byte, off int, problem string) *Error {
	off = min(max(off, 0), len(data))
	line, start := 1, 0
	for i, c := range data[:off] {
		if c == '\n' {
			line, start = line+1, i+1
		}
	}
	return &Error{Offset: off, Line: line, Column: 1 + utf8.RuneCount(data[start:off]), Problem: problem}
}

// short cuts a value's text to what a message can quote (40 characters).
func short(s string) string {
	if utf8.RuneCountInString(s) > 40 {
		return string([]rune(s)[:39]) + "…"
	}
	return s
}
