package record

import (
	"bytes"
	"fmt"
	"strings"
	"unicode/utf8"

	"renju/rules"
)

// RenLib (.lib), the renju library program by Frank Arkbo: one tree of
// moves, stored depth first. Layout (read from RenLib 3.6's source,
// LibraryFile.cpp, MoveNode.cpp and CRenLibDoc::AddLibrary/WriteNode, as
// published in the gomoku/RenLib repository):
//
//   - a 20-byte header: FF 'R' 'e' 'n' 'L' 'i' 'b' FF, the file version
//     (major, minor: 3.0 or 3.4; RenLib refuses a version above 3.4), then
//     ten bytes of padding (FF). Very old libraries have no header and
//     start with the centre's byte, 0x78.
//   - then records of two bytes: a point and flags. The point byte is 0
//     (no point: the root, or a pass) or x + 16*(y-1) with x the column
//     1–15 from the LEFT and y the row 1–15 from the TOP, as RenLib's
//     Utils::PosToPoint and its "H8"-style coordinates (Game.cpp
//     MoveToPoint: y = 16 - row number) have it: 0x78 is h8, 0x01 a15,
//     0xEF o1.
//   - the flags: 0x80 "down" (this node has a later sibling: remember the
//     place), 0x40 "right" (this node ends its line: go back to the place
//     last remembered, whose sibling comes next), 0x20 an old-style
//     comment follows, 0x10 a mark, 0x08 a comment follows, 0x04 start,
//     0x02 no move (a node that only carries a board text), 0x01 two
//     extension bytes follow, whose bit 0x01 of the second (0x100 of the
//     flags) says a board text follows.
//   - a comment is a string ended by a zero byte and padded to an even
//     length; a byte 0x08 in it separates its one-line part from its
//     longer part. An old-style comment is 7-bit text whose last byte has
//     the high bit set. A board text, likewise zero-ended, is a label
//     drawn on the board at the node's point.
//
// The first record is the root when its point byte is 0. Each other record
// is a move after the current node: a child RenLib already has at the
// same point is reused (RenLib merges such records), otherwise it is added
// as the last child, so the file's order gives the variations' order (the
// first is the main line). Moves are Black's at odd depths and White's at
// even ones. Comments become Node.Comment (the two parts joined by a line
// break); a board text becomes an SGF label (LB[point:text]) on the parent
// node, whose position it annotates. Marks and the start flag are not kept.
// Text that is not UTF-8 is read as Windows-1252 (RenLib is a Windows
// program).

// MaxRenLib is the largest RenLib library ReadRenLib reads: 16 million
// two-byte records; a larger file is refused before it is parsed.
const MaxRenLib = 32 << 20

var renlibMagic = []byte{0xFF, 'R', 'e', 'n', 'L', 'i', 'b', 0xFF}

const (
	rlDown       = 0x80
	rlRight      = 0x40
	rlOldComment = 0x20
	rlNewComment = 0x08
	rlNoMove     = 0x02
	rlExtension  = 0x01
	rlBoardText  = 0x100
	rlHeaderSize = 20
	rlCentre     = 0x78
)

// ReadRenLib reads a RenLib library as one game whose tree holds the
// library's lines. A bad header, a version above 3.4, a point off the
// board, a point played twice on a line, a text without its zero byte, a
// file cut inside a record, a move after a record that has none (a board
// text only), a record after the tree's last line, or a link back past
// the root is an error naming the byte (Line 1, Col the byte's offset +
// 1, and "byte N" in the message), and then no game is returned.
func ReadRenLib(data []byte) ([]Game, error) { return readRenLib(data, &yielder{}) }

func readRenLib(data []byte, y *yielder) ([]Game, error) {
	if len(data) > MaxRenLib {
		return nil, &Error{Line: 1, Col: 1, Msg: fmt.Sprintf("the file is %d bytes; at most %d are read", len(data), MaxRenLib), Binary: true}
	}
	pos := 0
	switch {
	case bytes.HasPrefix(data, renlibMagic):
		if len(data) < rlHeaderSize {
			return nil, rlError(len(data), 0, "the file ends inside the 20-byte header")
		}
		if major, minor := int(data[8]), int(data[9]); 100*major+minor > 304 {
			return nil, rlError(8, 0, "RenLib file version %d.%d: versions up to 3.4 are read", major, minor)
		}
		pos = rlHeaderSize
	case len(data) > 0 && data[0] == rlCentre:
		// An old library without a header: records from the first byte.
	default:
		return nil, rlError(0, 0, "not a RenLib library: it does not start with the header FF \"RenLib\" FF")
	}
	p := &rlParser{data: data, pos: pos, root: FromMoves(nil), y: y}
	y.at = func() int { return p.pos }
	if err := p.records(); err != nil {
		return nil, err
	}
	if p.moves == 0 {
		return nil, rlError(len(data), p.rec, "no move in the library")
	}
	y.game()
	return []Game{sgfGame(p.root, 0)}, nil
}

func rlError(off, rec int, format string, args ...any) error {
	where := fmt.Sprintf("byte %d", off)
	if rec > 0 {
		where += fmt.Sprintf(" (record %d)", rec)
	}
	return &Error{Line: 1, Col: off + 1, Msg: where + ": " + fmt.Sprintf(format, args...), Binary: true}
}

type rlParser struct {
	data  []byte
	pos   int
	rec   int // records read
	moves int // move nodes made
	root  *Node
	// path is the line from the root to the current node; a step with
	// no node is a record without a move (a board text only).
	path []rlStep
	// stack holds the places "down" flags remember: the index in path of
	// each node that has a sibling still to come.
	stack []int
	// played[i] is the depth of the move on point index i along the path
	// (0: empty).
	played [rules.Size * rules.Size]int
	y      *yielder
}

type rlStep struct {
	node   *Node
	off    int // where its record starts
	occupy bool
	point  rules.Point
}

func (p *rlParser) records() error {
	p.path = []rlStep{{node: p.root}}
	end := -1 // where the record that ended the tree starts
	for p.pos < len(p.data) {
		off := p.pos
		p.rec++
		// A record: a node made or found among its parent's children
		// (its texts are counted as they are read).
		p.y.add(nodeWork)
		if len(p.data)-p.pos < 2 {
			return rlError(off, p.rec, "the file ends inside a record (records are two bytes)")
		}
		b, flags := p.data[p.pos], int(p.data[p.pos+1])
		p.pos += 2
		if flags&rlExtension != 0 {
			if len(p.data)-p.pos < 2 {
				return rlError(off, p.rec, "the file ends inside the record's two extension bytes")
			}
			flags |= (int(p.data[p.pos])<<8 | int(p.data[p.pos+1])) << 8
			p.pos += 2
		}
		if end >= 0 {
			return rlError(off, p.rec, "a record after the end of the tree (the record at byte %d closed its last line)", end)
		}
		var comment, label string
		var err error
		if flags&rlOldComment != 0 {
			comment, err = p.oldText()
		} else if flags&rlNewComment != 0 {
			comment, err = p.text("comment")
		}
		if err == nil && flags&rlBoardText != 0 {
			label, err = p.text("board text")
		}
		if err != nil {
			return err
		}
		if p.rec == 1 && b == 0 {
			p.root.Comment = comment // the root record
		} else if err := p.node(off, b, flags, comment, label); err != nil {
			return err
		}
		if flags&rlDown != 0 {
			p.stack = append(p.stack, len(p.path)-1)
		}
		if flags&rlRight != 0 {
			if len(p.stack) == 0 {
				end = off
				continue
			}
			n := p.stack[len(p.stack)-1]
			p.stack = p.stack[:len(p.stack)-1]
			if n == 0 || n > len(p.path) {
				return rlError(off, p.rec, "the line ends, and the place to go back to is before the root")
			}
			for _, s := range p.path[n:] {
				if s.occupy {
					p.played[s.point.Row*rules.Size+s.point.Col] = 0
				}
			}
			p.y.add(len(p.path) - n)
			p.path = p.path[:n]
		}
	}
	return nil
}

// node adds the record at off (point byte b) after the current node.
func (p *rlParser) node(off int, b byte, flags int, comment, label string) error {
	cur := p.path[len(p.path)-1]
	if cur.node == nil {
		return rlError(off, p.rec, "a move after the record at byte %d, which has no move (a board text only)", cur.off)
	}
	parent := cur.node
	depth := len(p.path)
	colour := rules.Black
	if depth%2 == 0 {
		colour = rules.White
	}
	if b == 0 {
		if flags&rlNoMove != 0 {
			return rlError(off, p.rec, "a record with neither a point nor a move")
		}
		var n *Node
		for _, c := range parent.Children {
			if c.Pass {
				n = c
			}
		}
		if n == nil {
			n = &Node{Color: colour, Pass: true}
			parent.Children = append(parent.Children, n)
			p.moves++
		}
		if n.Comment == "" {
			n.Comment = comment
		}
		p.path = append(p.path, rlStep{node: n, off: off})
		return nil
	}
	x, y := int(b%16), int(b/16)+1
	if x < 1 || y > rules.Size {
		return rlError(off, p.rec, "point byte 0x%02X is off the 15x15 board", b)
	}
	pt := rules.Pt(x-1, rules.Size-y)
	if label != "" {
		addLabel(parent, pt, label)
	}
	var n *Node
	for _, c := range parent.Children {
		if !c.Pass && c.Move == pt {
			n = c
		}
	}
	if n == nil && flags&rlNoMove != 0 {
		p.path = append(p.path, rlStep{off: off})
		return nil
	}
	k := pt.Row*rules.Size + pt.Col
	if n == nil {
		if at := p.played[k]; at != 0 {
			return rlError(off, p.rec, "%s is played twice on one line (moves %d and %d)", pt.Upper(), at, depth)
		}
		n = &Node{Color: colour, Move: pt}
		parent.Children = append(parent.Children, n)
		p.moves++
	}
	if n.Comment == "" {
		n.Comment = comment
	}
	p.played[k] = depth
	p.path = append(p.path, rlStep{node: n, off: off, occupy: true, point: pt})
	return nil
}

// addLabel puts text at pt on n's board (SGF LB), unless n labels pt
// already.
func addLabel(n *Node, pt rules.Point, text string) {
	v := sgfName(pt) + ":" + text
	for i := range n.Props {
		if n.Props[i].Name != "LB" {
			continue
		}
		for _, old := range n.Props[i].Values {
			if strings.HasPrefix(old, sgfName(pt)+":") {
				return
			}
		}
		n.Props[i].Values = append(n.Props[i].Values, v)
		return
	}
	n.Props = append(n.Props, Prop{Name: "LB", Values: []string{v}})
}

// text reads a zero-ended string, padded to an even length.
func (p *rlParser) text(what string) (string, error) {
	start := p.pos
	for {
		if len(p.data)-p.pos < 2 {
			return "", rlError(start, p.rec, "a %s with no zero byte before the end of the file", what)
		}
		a, b := p.data[p.pos], p.data[p.pos+1]
		p.pos += 2
		p.y.add(2)
		end := -1
		if a == 0 {
			end = p.pos - 2
		} else if b == 0 {
			end = p.pos - 1
		}
		if end >= 0 {
			return rlComment(rlDecode(p.data[start:end], p.y)), nil
		}
		if p.pos-start > maxValue {
			return "", rlError(start, p.rec, "a %s longer than %d bytes", what, maxValue)
		}
	}
}

// oldText reads an old-style comment: 7-bit characters, the last one with
// its high bit set; the letters {|}[\] stand for äöåÄÖÅ (RenLib's Utils::AsciiToWinChar).
func (p *rlParser) oldText() (string, error) {
	start := p.pos
	var sb strings.Builder
	for {
		if len(p.data)-p.pos < 2 {
			return "", rlError(start, p.rec, "an old-style comment with no last character (high bit set) before the end of the file")
		}
		pair := p.data[p.pos : p.pos+2]
		p.pos += 2
		p.y.add(2 * 8) // a rune written a byte
		for _, c := range pair {
			r := rune(c & 0x7F)
			if i := strings.IndexRune("{|}[\\]", r); i >= 0 {
				r = swedish[i]
			}
			if r != 0 {
				sb.WriteRune(r)
			}
			if c&0x80 != 0 {
				return rlComment(sb.String()), nil
			}
		}
		if p.pos-start > maxValue {
			return "", rlError(start, p.rec, "a comment longer than %d bytes", maxValue)
		}
	}
}

// swedish are the letters an old-style comment writes as {|}[\].
var swedish = []rune("äöåÄÖÅ")

// rlComment joins a comment's one-line and longer parts (split by a byte
// 8) with a line break, with line breaks as "\n".
func rlComment(s string) string {
	s = strings.ReplaceAll(s, "\r\n", "\n")
	one, more, ok := strings.Cut(s, "\b")
	one, more = strings.TrimSpace(one), strings.TrimSpace(strings.ReplaceAll(more, "\b", "\n"))
	if !ok || more == "" {
		return one
	}
	if one == "" {
		return more
	}
	return one + "\n" + more
}

// cp1252 holds Windows-1252's characters for the bytes 0x80–0x9F (the
// others are Latin-1's).
var cp1252 = []rune("€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ")

// rlDecode reads text as UTF-8 when it is, as Windows-1252 otherwise
// (counting a rune written as 8 units of work).
func rlDecode(b []byte, y *yielder) string {
	if utf8.Valid(b) {
		return string(b)
	}
	var sb strings.Builder
	for _, c := range b {
		y.add(8)
		switch {
		case c >= 0x80 && c < 0xA0:
			sb.WriteRune(cp1252[c-0x80])
		default:
			sb.WriteRune(rune(c))
		}
	}
	return sb.String()
}
