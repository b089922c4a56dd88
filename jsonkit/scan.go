package jsonkit

import (
	"strconv"
	"unicode/utf8"
)

// maxDepth is encoding/json's bound on nesting: deeper is refused.
const maxDepth = 10000

// scanner checks that data is one JSON value (RFC 8259), as
// encoding/json does before it decodes: strings may hold bytes that are
// not UTF-8 (read as U+FFFD). The first fault is an *Error with its place.
type scanner struct {
	data  []byte
	pos   int
	depth int
}

// check is nil when data is one JSON value with only space around it.
func check(data []byte) error {
	s := scanner{data: data}
	if err := s.value(); err != nil {
		return err
	}
	if s.space(); s.pos < len(data) {
		return s.fail("more text after the value")
	}
	return nil
}

func (s *scanner) fail(problem string) *Error {
	return newError(s.data, s.pos, problem)
}

// unexpected is the fault of the byte at pos, where want should be.
func (s *scanner) unexpected(want string) *Error {
	if s.pos >= len(s.data) {
		return s.fail("ends before the value does")
	}
	r, _ := utf8.DecodeRune(s.data[s.pos:])
	return s.fail(strconv.QuoteRune(r) + " where " + want + " should be")
}

func (s *scanner) space() { s.pos = pastSpace(s.data, s.pos) }

// pastSpace is the first position from pos in data that is not JSON's
// white space (the scanner's and the decoder's).
func pastSpace(data []byte, pos int) int {
	for pos < len(data) {
		switch data[pos] {
		case ' ', '\t', '\n', '\r':
			pos++
		default:
			return pos
		}
	}
	return pos
}

func (s *scanner) value() *Error {
	s.space()
	if s.pos >= len(s.data) {
		return s.unexpected("a value")
	}
	switch c := s.data[s.pos]; {
	case c == '{' || c == '[':
		if s.depth++; s.depth > maxDepth {
			return s.fail("nested more than 10000 deep")
		}
		s.pos++
		var err *Error
		if c == '{' {
			err = s.members()
		} else {
			err = s.elems()
		}
		s.depth--
		return err
	case c == '"':
		return s.string()
	case c == '-' || c >= '0' && c <= '9':
		return s.number()
	}
	for _, lit := range [...]string{"true", "false", "null"} {
		if len(s.data)-s.pos >= len(lit) && string(s.data[s.pos:s.pos+len(lit)]) == lit {
			s.pos += len(lit)
			return nil
		}
	}
	return s.unexpected("a value")
}

func (s *scanner) members() *Error {
	if s.space(); s.pos < len(s.data) && s.data[s.pos] == '}' {
		s.pos++
		return nil
	}
	for {
		if s.space(); s.pos >= len(s.data) || s.data[s.pos] != '"' {
			return s.unexpected("a name in quotes")
		}
		if err := s.string(); err != nil {
			return err
		}
		if s.space(); s.pos >= len(s.data) || s.data[s.pos] != ':' {
			return s.unexpected("':'")
		}
		s.pos++
		if err := s.value(); err != nil {
			return err
		}
		if done, err := s.next('}'); done || err != nil {
			return err
		}
	}
}

func (s *scanner) elems() *Error {
	if s.space(); s.pos < len(s.data) && s.data[s.pos] == ']' {
		s.pos++
		return nil
	}
	for {
		if err := s.value(); err != nil {
			return err
		}
		if done, err := s.next(']'); done || err != nil {
			return err
		}
	}
}

// next reads the ',' before another member or element, or the closing
// bracket (done).
func (s *scanner) next(closing byte) (done bool, err *Error) {
	if s.space(); s.pos < len(s.data) {
		switch s.data[s.pos] {
		case ',':
			s.pos++
			return false, nil
		case closing:
			s.pos++
			return true, nil
		}
	}
	return false, s.unexpected("',' or '" + string(closing) + "'")
}

// string checks a string at pos (its opening quote).
func (s *scanner) string() *Error {
	for s.pos++; s.pos < len(s.data); s.pos++ {
		switch c := s.data[s.pos]; {
		case c == '"':
			s.pos++
			return nil
		case c < 0x20:
			return s.fail("a control character (" + strconv.QuoteRune(rune(c)) + ") in a string")
		case c == '\\':
			s.pos++
			if s.pos >= len(s.data) {
				return s.unexpected("an escape")
			}
			switch s.data[s.pos] {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
			case 'u':
				for range 4 {
					if s.pos++; s.pos >= len(s.data) || !isHex(s.data[s.pos]) {
						return s.unexpected("a hex digit")
					}
				}
			default:
				return s.unexpected("an escape")
			}
		}
	}
	return s.unexpected("'\"'")
}

func isHex(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

// number checks a number at pos: -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?
func (s *scanner) number() *Error {
	digits := func() bool {
		start := s.pos
		for s.pos < len(s.data) && s.data[s.pos] >= '0' && s.data[s.pos] <= '9' {
			s.pos++
		}
		return s.pos > start
	}
	if s.data[s.pos] == '-' {
		s.pos++
	}
	if s.pos < len(s.data) && s.data[s.pos] == '0' {
		s.pos++
	} else if !digits() {
		return s.unexpected("a digit")
	}
	if s.pos < len(s.data) && s.data[s.pos] == '.' {
		s.pos++
		if !digits() {
			return s.unexpected("a digit")
		}
	}
	if s.pos < len(s.data) && (s.data[s.pos] == 'e' || s.data[s.pos] == 'E') {
		s.pos++
		if s.pos < len(s.data) && (s.data[s.pos] == '+' || s.data[s.pos] == '-') {
			s.pos++
		}
		if !digits() {
			return s.unexpected("a digit")
		}
	}
	return nil
}

// Valid reports whether data is one JSON value.
func Valid(data []byte) bool { return check(data) == nil }

// Compact appends src without the space between its tokens to dst, as
// json.Compact does (nothing escaped); src that is not JSON is an error,
// and dst is then unchanged.
func Compact(dst, src []byte) ([]byte, error) { return compact(dst, src, false) }

// compact is Compact that, with html, escapes <, >, & and U+2028/9 in
// strings, as Marshal writes a Marshaler's output.
func compact(dst, src []byte, html bool) ([]byte, error) {
	if err := check(src); err != nil {
		return dst, err
	}
	// Runs of bytes kept as they are are copied whole (state()'s details
	// are most of its bytes, and each passes here once).
	in, start := false, 0
	for i := 0; i < len(src); i++ {
		var esc []byte
		switch c := src[i]; {
		case in && c == '\\':
			i++
			continue
		case c == '"':
			in = !in
			continue
		case !in && (c == ' ' || c == '\t' || c == '\n' || c == '\r'):
		case html && (c == '<' || c == '>' || c == '&'):
			esc = []byte{'\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xF]}
		case html && c == 0xE2 && i+2 < len(src) && src[i+1] == 0x80 && src[i+2]&^1 == 0xA8:
			esc = []byte{'\\', 'u', '2', '0', '2', hexDigits[src[i+2]&0xF]}
			dst = append(append(dst, src[start:i]...), esc...)
			i += 2
			start = i + 1
			continue
		default:
			continue
		}
		dst = append(append(dst, src[start:i]...), esc...)
		start = i + 1
	}
	return append(dst, src[start:]...), nil
}
