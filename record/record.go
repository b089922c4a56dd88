// Package record reads and writes renju game records as trees of moves
// with setup stones, comments and variations. It is plain Go on package
// rules, for the app's Play screen (export and import of a game) and the
// game viewer.
//
// Read takes a file's name and content and picks the format by the
// extension, else by the content:
//
//   - SGF (GM[4], .sgf): games with variations, setup stones and comments
//     (ReadSGF; WriteSGF writes them back);
//   - move strings (.txt): one game a line, "h8 h9 i8" or "h8h9i8"
//     (ReadMoveLines; WriteMoveLines);
//   - Piskvork records (.psq), the Gomocup's text format: one game
//     (ReadPSQ);
//   - RenjuNet databases (.rif, .xml): XML with players, tournaments,
//     openings and games (ReadRIF);
//   - RenLib libraries (.lib): a binary tree of moves with comments and
//     board texts (ReadRenLib).
//
// Each reader's file documents its format's coordinates and where they
// were learnt. Every reader is strict and total: bad input is an *Error
// naming where (line and column; for RenLib's binary files, the byte) and
// what; nothing is imported half-way. Every game returned replays: no
// point off the board, no point played twice along a line.
package record

import (
	"fmt"

	"renju/rules"
)

// Node is one node of a game tree: a move (or none, at the root or in a
// setup node), the stones it sets up, its comment, the properties the
// package does not interpret (kept for writing back), and the variations
// that follow it, the main line first.
type Node struct {
	// Color is Black or White for a move, Empty for a node without one.
	Color rules.Stone
	Move  rules.Point
	// Pass is a move that passes (B[] or W[], or tt on a 19-line board).
	Pass bool
	// Setup: AB, AW (stones added) and AE (points cleared).
	AddBlack, AddWhite, Clear []rules.Point
	Comment                   string
	// Props are the other properties, by name, in the order read.
	Props    []Prop
	Children []*Node
}

// Prop is an SGF property the package keeps without interpreting it.
type Prop struct {
	Name   string
	Values []string
}

// Get returns the first value of the property name at n ("" if absent).
func (n *Node) Get(name string) string {
	for _, p := range n.Props {
		if p.Name == name && len(p.Values) > 0 {
			return p.Values[0]
		}
	}
	return ""
}

// Set sets a property's single value at n (replacing it, or adding it).
func (n *Node) Set(name, value string) {
	for i := range n.Props {
		if n.Props[i].Name == name {
			n.Props[i].Values = []string{value}
			return
		}
	}
	n.Props = append(n.Props, Prop{Name: name, Values: []string{value}})
}

// MainLine lists the moves of the first variation from the root, in order
// (setup stones not included; passes skipped).
func (n *Node) MainLine() []rules.Point {
	var ps []rules.Point
	for cur := n; cur != nil; {
		if cur.Color != rules.Empty && !cur.Pass {
			ps = append(ps, cur.Move)
		}
		if len(cur.Children) == 0 {
			break
		}
		cur = cur.Children[0]
	}
	return ps
}

// FromMoves makes a game tree of one line: a root with the game's
// properties (GM[4], FF[4], SZ[15]) and the moves, alternately Black and
// White from Black.
func FromMoves(moves []rules.Point) *Node {
	root := &Node{}
	root.Set("GM", "4")
	root.Set("FF", "4")
	root.Set("SZ", "15")
	cur := root
	for i, p := range moves {
		c := rules.Black
		if i%2 == 1 {
			c = rules.White
		}
		n := &Node{Color: c, Move: p}
		cur.Children = append(cur.Children, n)
		cur = n
	}
	return root
}

// Error is a record that cannot be read: where (line and column, from 1)
// and what.
type Error struct {
	Line, Col int
	Msg       string
	// Binary: the file is bytes, not lines of text (RenLib, .pos), and
	// Msg names the byte at fault itself: "line 1, column 3" would point
	// into a text the reader never sees.
	Binary bool
}

func (e *Error) Error() string {
	if e.Binary {
		return e.Msg
	}
	return fmt.Sprintf("line %d, column %d: %s", e.Line, e.Col, e.Msg)
}
