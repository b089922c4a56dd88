package savedjson

import (
	"fmt"
	"strconv"
	"unicode/utf8"

	"renju/jsonkit"
)

// maxDepth bounds the nesting of a record: the deepest the app writes is
// 4 (the progress file's drill record's tallies); 64 refuses junk without
// a deep recursion.
const maxDepth = 64

// node is a JSON value as read: where it is, and what it holds.
type node struct {
	kind       byte // '{', '[', '"', '0' (a number), 't', 'f', 'n'
	start, end int  // its text, data[start:end]
	text       string
	members    []member
	elems      []*node
}

// member is a name of an object: where the name is, and its value.
type member struct {
	name string
	at   int // the offset of the name's opening quote
	val  *node
}

// child is the value named name in an object (its first occurrence), or
// the element "[i]" of a list, and where it is named.
func (n *node) child(name string) (*node, int) {
	switch n.kind {
	case '{':
		for _, m := range n.members {
			if m.name == name {
				return m.val, m.at
			}
		}
	case '[':
		if isIndex(name) {
			i, _ := strconv.Atoi(name[1 : len(name)-1])
			if i >= 0 && i < len(n.elems) {
				return n.elems[i], n.elems[i].start
			}
		}
	}
	return nil, 0
}

// parser reads the text of a record into nodes, strictly (RFC 8259, UTF-8).
type parser struct {
	doc   *Doc
	pos   int
	depth int
	slab  []node // nodes are allocated 32 at a time (never moved: pointers stay)
	// members and elems are the open objects' and lists' children, on a
	// stack, each copied out at its closing bracket, at its size.
	members []member
	elems   []*node
}

func (p *parser) newNode(start int) *node {
	if len(p.slab) == cap(p.slab) {
		p.slab = make([]node, 0, min(32, 1+len(p.doc.data)/16))
	}
	p.slab = p.slab[:len(p.slab)+1]
	n := &p.slab[len(p.slab)-1]
	n.start = start
	return n
}

func (p *parser) document() (*node, *Error) {
	n, err := p.value()
	if err != nil {
		return nil, err
	}
	if p.space(); p.pos < len(p.doc.data) {
		return nil, p.fail(Trailing, "more text after the record")
	}
	return n, nil
}

func (p *parser) fail(kind Kind, format string, args ...any) *Error {
	return p.doc.newError(kind, p.pos, nil, format, args...)
}

// unexpected is the fault of the byte at pos, where want should be.
func (p *parser) unexpected(want string) *Error {
	data := p.doc.data
	if p.pos >= len(data) {
		return p.fail(CutShort, "ends before the record does")
	}
	r, _ := utf8.DecodeRune(data[p.pos:])
	return p.fail(Syntax, "%q where %s should be", r, want)
}

func (p *parser) space() {
	data := p.doc.data
	for p.pos < len(data) {
		switch data[p.pos] {
		case ' ', '\t', '\n', '\r':
			p.pos++
		default:
			return
		}
	}
}

func (p *parser) value() (*node, *Error) {
	p.space()
	data := p.doc.data
	if p.pos >= len(data) {
		return nil, p.unexpected("a value")
	}
	n := p.newNode(p.pos)
	var err *Error
	switch c := data[p.pos]; {
	case c == '{' || c == '[':
		if p.depth++; p.depth > maxDepth {
			return nil, p.fail(Syntax, "nested more than %d deep", maxDepth)
		}
		if c == '{' {
			err = p.object(n)
		} else {
			err = p.list(n)
		}
		p.depth--
	case c == '"':
		n.kind = '"'
		n.text, err = p.string()
	case c == '-' || c >= '0' && c <= '9':
		n.kind = '0'
		err = p.number()
	default:
		for _, lit := range []string{"true", "false", "null"} {
			if len(data)-p.pos >= len(lit) && string(data[p.pos:p.pos+len(lit)]) == lit {
				n.kind = lit[0]
				p.pos += len(lit)
			}
		}
		if n.kind == 0 {
			return nil, p.unexpected("a value")
		}
	}
	if err != nil {
		return nil, err
	}
	n.end = p.pos
	return n, nil
}

func (p *parser) object(n *node) *Error {
	n.kind = '{'
	p.pos++
	p.space()
	if p.pos < len(p.doc.data) && p.doc.data[p.pos] == '}' {
		p.pos++
		return nil
	}
	base := len(p.members)
	defer func() { p.members = p.members[:base] }()
	for {
		p.space()
		if p.pos >= len(p.doc.data) || p.doc.data[p.pos] != '"' {
			return p.unexpected("a name in quotes")
		}
		m := member{at: p.pos}
		var err *Error
		if m.name, err = p.string(); err != nil {
			return err
		}
		if p.space(); p.pos >= len(p.doc.data) || p.doc.data[p.pos] != ':' {
			return p.unexpected("':'")
		}
		p.pos++
		if m.val, err = p.value(); err != nil {
			return err
		}
		p.members = append(p.members, m)
		if done, err := p.next('}'); done || err != nil {
			n.members = append([]member(nil), p.members[base:]...)
			return err
		}
	}
}

func (p *parser) list(n *node) *Error {
	n.kind = '['
	p.pos++
	p.space()
	if p.pos < len(p.doc.data) && p.doc.data[p.pos] == ']' {
		p.pos++
		return nil
	}
	base := len(p.elems)
	defer func() { p.elems = p.elems[:base] }()
	for {
		e, err := p.value()
		if err != nil {
			return err
		}
		p.elems = append(p.elems, e)
		if done, err := p.next(']'); done || err != nil {
			n.elems = append([]*node(nil), p.elems[base:]...)
			return err
		}
	}
}

// next reads the ',' before another member or element, or the closing
// bracket (done).
func (p *parser) next(closing byte) (done bool, err *Error) {
	p.space()
	if p.pos < len(p.doc.data) {
		switch p.doc.data[p.pos] {
		case ',':
			p.pos++
			return false, nil
		case closing:
			p.pos++
			return true, nil
		}
	}
	return false, p.unexpected(fmt.Sprintf("',' or '%c'", closing))
}

// string reads a string at pos (its opening quote). One with an escape
// is decoded by jsonkit, rare as it is in a record.
func (p *parser) string() (string, *Error) {
	data := p.doc.data
	start, escaped := p.pos, false
	for p.pos++; p.pos < len(data); {
		switch c := data[p.pos]; {
		case c == '"':
			p.pos++
			if !escaped {
				return string(data[start+1 : p.pos-1]), nil
			}
			var s string
			if err := jsonkit.Unmarshal(data[start:p.pos], &s); err != nil {
				p.pos = start
				return "", p.fail(Syntax, `a string with a broken \ escape`)
			}
			return s, nil
		case c < 0x20:
			return "", p.fail(Syntax, "a control character (%U) in a string", rune(c))
		case c == '\\':
			escaped = true
			p.pos += 2
		case c < utf8.RuneSelf:
			p.pos++
		default:
			r, size := utf8.DecodeRune(data[p.pos:])
			if r == utf8.RuneError && size == 1 {
				return "", p.fail(Syntax, "a string that is not text (UTF-8)")
			}
			p.pos += size
		}
	}
	p.pos = len(data)
	return "", p.unexpected("'\"'")
}

// number reads a number at pos: -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?
func (p *parser) number() *Error {
	data := p.doc.data
	digits := func() bool {
		start := p.pos
		for p.pos < len(data) && data[p.pos] >= '0' && data[p.pos] <= '9' {
			p.pos++
		}
		return p.pos > start
	}
	if data[p.pos] == '-' {
		p.pos++
	}
	if p.pos < len(data) && data[p.pos] == '0' {
		p.pos++
	} else if !digits() {
		return p.unexpected("a digit")
	}
	if p.pos < len(data) && data[p.pos] == '.' {
		p.pos++
		if !digits() {
			return p.unexpected("a digit")
		}
	}
	if p.pos < len(data) && (data[p.pos] == 'e' || data[p.pos] == 'E') {
		p.pos++
		if p.pos < len(data) && (data[p.pos] == '+' || data[p.pos] == '-') {
			p.pos++
		}
		if !digits() {
			return p.unexpected("a digit")
		}
	}
	return nil
}
