package record

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"renju/rules"
)

// SGF (Smart Game Format, FF[4]) for renju: GM[4], SZ[15]. Points are two
// letters, the column from the left (a–o) and the row from the TOP (a is
// row 15): hh is the centre, H8. B[] and W[] (or tt) pass.

// MaxSGF is the largest SGF text ReadSGF reads: a database of some ten
// thousand games. A larger file is refused before it is parsed.
const MaxSGF = 64 << 20

// maxValue bounds one property value (a comment): longer is refused.
const maxValue = 1 << 20

// ReadSGF reads every game of an SGF collection. Each game's moves are
// replayed along every variation: a move on an occupied point, a point
// off the 15x15 board, a GM other than 4 or an SZ other than 15 is an
// error naming its line and column, and then no game is returned.
func ReadSGF(data []byte) ([]*Node, error) {
	var roots []*Node
	err := readSGF(data, &yielder{}, func(r *Node) { roots = append(roots, r) })
	if err != nil {
		return nil, err
	}
	return roots, nil
}

// readSGF reads the game trees of data and hands each to each as it is
// read (so that ReadWith can keep a database's games compact as it goes).
func readSGF(data []byte, y *yielder, each func(*Node)) error {
	if len(data) > MaxSGF {
		return &Error{Line: 1, Col: 1, Msg: fmt.Sprintf("the file is %d bytes; at most %d are read", len(data), MaxSGF)}
	}
	p := &sgfParser{src: data, line: 1, col: 1, y: y}
	y.at = func() int { return p.pos }
	if len(data) >= 3 && string(data[:3]) == "\ufeff" {
		p.pos = 3
	}
	games := 0
	for {
		p.skipSpace()
		if p.pos >= len(p.src) {
			break
		}
		root, err := p.gameTree()
		if err != nil {
			return err
		}
		each(root)
		games++
		p.y.game()
	}
	if games == 0 {
		return &Error{Line: p.line, Col: p.col, Msg: "no game: an SGF record starts with \"(;\""}
	}
	return nil
}

type sgfParser struct {
	src       []byte
	pos       int
	line, col int
	y         *yielder // counts a unit for each byte read
	// seen are the property names of the node being read (a node has a
	// few: a slice, reused, not a map per node; each allocation is garbage
	// the browser's collector must stop the page for).
	seen []string
	// buf is the buffer values are read into, vals the values of a
	// property (kept only by the properties setProp does not interpret,
	// which copy them).
	buf  []byte
	vals []string
	// nodes and kids are slabs the game trees' nodes and their first
	// children come from: a 10,000-game database is some 400,000 nodes,
	// and three allocations a node (the node, its children, its values)
	// made the browser's collector stop the page for up to 0.4 s.
	nodes []Node
	kids  []*Node
}

// slab is how many nodes (or first children) one allocation holds.
const slab = 256

// newNode is a new node from the slab.
func (p *sgfParser) newNode() *Node {
	if len(p.nodes) == 0 {
		p.nodes = make([]Node, slab)
	}
	n := &p.nodes[0]
	p.nodes = p.nodes[1:]
	return n
}

// addChild appends n to parent's children; a first child takes a slot of
// the slab (with no room after it: a second child copies them out).
func (p *sgfParser) addChild(parent, n *Node) {
	if len(parent.Children) > 0 {
		parent.Children = append(parent.Children, n)
		return
	}
	if len(p.kids) == 0 {
		p.kids = make([]*Node, slab)
	}
	p.kids[0] = n
	parent.Children = p.kids[0:1:1]
	p.kids = p.kids[1:]
}

// propName is the name of the property src, without an allocation for
// the names of every move and comment.
func propName(src []byte) string {
	switch string(src) { // no allocation: the compiler compares in place
	case "B":
		return "B"
	case "W":
		return "W"
	case "C":
		return "C"
	}
	return string(src)
}

func (p *sgfParser) errorf(format string, args ...any) error {
	return &Error{Line: p.line, Col: p.col, Msg: fmt.Sprintf(format, args...)}
}

func (p *sgfParser) next() byte {
	c := p.src[p.pos]
	p.pos++
	p.y.add(1)
	if c == '\n' {
		p.line, p.col = p.line+1, 1
	} else if c < 0x80 || c >= 0xC0 {
		p.col++ // one column a character, not a byte
	}
	return c
}

func (p *sgfParser) skipSpace() {
	for p.pos < len(p.src) {
		switch p.src[p.pos] {
		case ' ', '\t', '\r', '\n':
			p.next()
		default:
			return
		}
	}
}

// frame is one open "(" of the tree: the node the variation hangs from
// and the board along the path to it.
type frame struct {
	parent *Node
	board  rules.Board
}

// gameTree reads one "(" … ")" with its nested variations, with an
// explicit stack (a file nested a million deep must not exhaust memory by
// recursion).
func (p *sgfParser) gameTree() (*Node, error) {
	if p.src[p.pos] != '(' {
		return nil, p.errorf("expected \"(\" to start a game, found %s", p.quoteNext())
	}
	p.next()
	root := &Node{}
	stack := []frame{{parent: nil}}
	var cur *Node // the last node of the current sequence
	var board rules.Board
	first := true
	for {
		p.skipSpace()
		if p.pos >= len(p.src) {
			return nil, p.errorf("the file ends inside a game: a \")\" is missing")
		}
		switch p.src[p.pos] {
		case ';':
			line, col := p.line, p.col
			p.next()
			var n *Node
			if first {
				n, first = root, false
			} else {
				n = p.newNode()
			}
			if err := p.properties(n); err != nil {
				return nil, err
			}
			if err := apply(n, &board, line, col, n == root); err != nil {
				return nil, err
			}
			p.y.add(nodeWork * (1 + len(n.AddBlack) + len(n.AddWhite) + len(n.Clear)))
			if n != root {
				if cur == nil {
					return nil, &Error{Line: line, Col: col, Msg: "a variation must follow a node"}
				}
				p.addChild(cur, n)
			}
			cur = n
		case '(':
			if cur == nil {
				return nil, p.errorf("a variation must follow a node")
			}
			p.next()
			stack = append(stack, frame{parent: cur, board: board})
			p.y.add(nodeWork)
			p.skipSpace()
			if p.pos >= len(p.src) || p.src[p.pos] != ';' {
				return nil, p.errorf("expected \";\" to start a variation's first node")
			}
		case ')':
			p.next()
			top := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if len(stack) == 0 {
				if first {
					return nil, p.errorf("an empty game \"()\"")
				}
				return root, nil
			}
			// Back to the node this variation hung from.
			cur, board = top.parent, top.board
		default:
			return nil, p.errorf("expected \";\", \"(\" or \")\", found %s", p.quoteNext())
		}
	}
}

// quoteNext shows the next character for a message.
func (p *sgfParser) quoteNext() string {
	r, _ := utf8.DecodeRune(p.src[p.pos:])
	return strconv.QuoteRune(r)
}

// properties reads a node's properties into n.
func (p *sgfParser) properties(n *Node) error {
	p.seen = p.seen[:0]
	for {
		p.skipSpace()
		if p.pos >= len(p.src) {
			return nil
		}
		c := p.src[p.pos]
		if c < 'A' || c > 'Z' {
			if c >= 'a' && c <= 'z' {
				return p.errorf("property names are upper case (FF[4] style), found %s", p.quoteNext())
			}
			return nil
		}
		line, col := p.line, p.col
		start := p.pos
		for p.pos < len(p.src) && p.src[p.pos] >= 'A' && p.src[p.pos] <= 'Z' {
			p.next()
			if p.pos-start > 8 {
				return &Error{Line: line, Col: col, Msg: "a property name longer than 8 letters"}
			}
		}
		name := propName(p.src[start:p.pos])
		p.y.add(nodeWork) // a property: its values, its name in seen
		if slices.Contains(p.seen, name) {
			return &Error{Line: line, Col: col, Msg: fmt.Sprintf("property %s given twice in one node", name)}
		}
		p.seen = append(p.seen, name)
		values := p.vals[:0]
		for {
			p.skipSpace()
			if p.pos >= len(p.src) || p.src[p.pos] != '[' {
				break
			}
			v, err := p.value()
			if err != nil {
				return err
			}
			values = append(values, v)
		}
		p.vals = values
		if len(values) == 0 {
			return &Error{Line: line, Col: col, Msg: fmt.Sprintf("property %s has no value", name)}
		}
		if err := setProp(n, name, values, line, col); err != nil {
			return err
		}
	}
}

// value reads one "[…]" (escapes: \] \\ and a backslash before a line
// break, which removes it).
func (p *sgfParser) value() (string, error) {
	line, col := p.line, p.col
	p.next() // [
	sb := p.buf[:0]
	defer func() { p.buf = sb[:0] }()
	for {
		if p.pos >= len(p.src) {
			return "", &Error{Line: line, Col: col, Msg: "a value \"[\" is never closed with \"]\""}
		}
		c := p.next()
		switch c {
		case ']':
			return string(sb), nil
		case '\\':
			if p.pos >= len(p.src) {
				continue
			}
			e := p.next()
			if e == '\n' || e == '\r' {
				if e == '\r' && p.pos < len(p.src) && p.src[p.pos] == '\n' {
					p.next()
				}
				continue
			}
			sb = append(sb, e)
		default:
			sb = append(sb, c)
		}
		if len(sb) > maxValue {
			return "", &Error{Line: line, Col: col, Msg: fmt.Sprintf("a value longer than %d bytes", maxValue)}
		}
	}
}

// setProp interprets the properties the package knows and keeps the rest
// (with a copy of values, which the parser reuses).
func setProp(n *Node, name string, values []string, line, col int) error {
	bad := func(format string, args ...any) error {
		return &Error{Line: line, Col: col, Msg: name + ": " + fmt.Sprintf(format, args...)}
	}
	switch name {
	case "B", "W":
		if len(values) != 1 {
			return bad("one move, not %d", len(values))
		}
		if n.Color != rules.Empty {
			return bad("a node with two moves (B and W)")
		}
		n.Color = rules.Black
		if name == "W" {
			n.Color = rules.White
		}
		if values[0] == "" || values[0] == "tt" {
			n.Pass = true
			return nil
		}
		pt, err := sgfPoint(values[0])
		if err != nil {
			return bad("%v", err)
		}
		n.Move = pt
	case "AB", "AW", "AE":
		var ps []rules.Point
		for _, v := range values {
			got, err := sgfPoints(v)
			if err != nil {
				return bad("%v", err)
			}
			ps = append(ps, got...)
		}
		switch name {
		case "AB":
			n.AddBlack = ps
		case "AW":
			n.AddWhite = ps
		default:
			n.Clear = ps
		}
	case "C":
		n.Comment = strings.Join(values, "\n")
	default:
		n.Props = append(n.Props, Prop{Name: name, Values: slices.Clone(values)})
	}
	return nil
}

// apply checks a node against the game so far and plays it on board.
func apply(n *Node, board *rules.Board, line, col int, root bool) error {
	bad := func(format string, args ...any) error {
		return &Error{Line: line, Col: col, Msg: fmt.Sprintf(format, args...)}
	}
	if root {
		if gm := n.Get("GM"); gm != "" && gm != "4" {
			return bad("GM[%s]: not a renju record (renju and gomoku are GM[4])", clip(gm))
		}
		if sz := n.Get("SZ"); sz != "" && sz != "15" {
			return bad("SZ[%s]: the board must be 15x15", clip(sz))
		}
	}
	for _, p := range n.Clear {
		board.Set(p, rules.Empty)
	}
	for _, set := range []struct {
		ps []rules.Point
		c  rules.Stone
	}{{n.AddBlack, rules.Black}, {n.AddWhite, rules.White}} {
		for _, p := range set.ps {
			board.Set(p, set.c)
		}
	}
	if n.Color == rules.Empty || n.Pass {
		return nil
	}
	if board.At(n.Move) != rules.Empty {
		return bad("%s[%s]: the point %s is already taken", colourLetter(n.Color), sgfName(n.Move), n.Move.Upper())
	}
	board.Set(n.Move, n.Color)
	return nil
}

func colourLetter(c rules.Stone) string {
	if c == rules.White {
		return "W"
	}
	return "B"
}

// sgfPoint reads "hh" as H8.
func sgfPoint(v string) (rules.Point, error) {
	if len(v) != 2 || v[0] < 'a' || v[0] > 'z' || v[1] < 'a' || v[1] > 'z' {
		return rules.Point{}, fmt.Errorf("%q is not a point (two letters a–o: column, then row from the top)", clip(v))
	}
	col, fromTop := int(v[0]-'a'), int(v[1]-'a')
	if col >= rules.Size || fromTop >= rules.Size {
		return rules.Point{}, fmt.Errorf("%q is off the 15x15 board (letters a–o)", v)
	}
	return rules.Pt(col, rules.Size-1-fromTop), nil
}

// sgfPoints reads a point or a rectangle "aa:cc".
func sgfPoints(v string) ([]rules.Point, error) {
	a, b, rect := strings.Cut(v, ":")
	p, err := sgfPoint(a)
	if err != nil || !rect {
		return []rules.Point{p}, err
	}
	q, err := sgfPoint(b)
	if err != nil {
		return nil, err
	}
	var ps []rules.Point
	for col := min(p.Col, q.Col); col <= max(p.Col, q.Col); col++ {
		for row := min(p.Row, q.Row); row <= max(p.Row, q.Row); row++ {
			ps = append(ps, rules.Pt(col, row))
		}
	}
	return ps, nil
}

// sgfName writes H8 as "hh".
func sgfName(p rules.Point) string {
	return string([]byte{byte('a' + p.Col), byte('a' + rules.Size - 1 - p.Row)})
}

// clip quotes at most 32 bytes of a value in a message.
func clip(s string) string {
	if len(s) > 32 {
		s = s[:32] + "…"
	}
	return strings.ToValidUTF8(s, "\uFFFD")
}
