package record

import (
	"bytes"
	"encoding/binary"
	"fmt"

	"renju/rules"
)

// Shelf is a collection of games kept flat: every string of every game
// in one byte slice, every move in another, and per game a record of
// offsets that holds no pointer. The browser's collector stops the page
// while it looks through every pointer the program holds; a database
// read as []Game holds some ten objects a game (3.5 million for 367,677
// short games), and each collection of that heap stopped the page for up
// to 0.6 s, during the read and after it. On a shelf the same games are
// three objects in all. A game that is more than a line of moves (a
// variation, a comment below the root, set-up stones) keeps its tree,
// beside the flat ones.
//
// Game(i) makes the game anew at each call (a compact Game, or the tree
// kept); a shelf is not changed by reading it, so goroutines may read it
// at once once it is filled.
type Shelf struct {
	text  []byte // the flat games' strings and properties (putFlat), end to end
	moves []byte // the flat games' moves, two bytes each: column, row
	games []shelved
	trees []Game // the games kept whole
}

// shelved is a game on a shelf: where its strings and its moves start
// (they end where the next flat game's start), or which tree it is.
type shelved struct {
	at, moves uint32
	tree      int32 // an index in Shelf.trees, or -1: the game is flat
}

// Len is the number of games on the shelf.
func (s *Shelf) Len() int {
	if s == nil {
		return 0
	}
	return len(s.games)
}

// Add puts g on the shelf: flat when it is a compact game (Game.Compact)
// whose points fit in a byte each, else as it is.
func (s *Shelf) Add(g Game) {
	e := shelved{at: uint32(len(s.text)), moves: uint32(len(s.moves)), tree: -1}
	if !g.Compact() || !bytePoints(g.line) {
		e.tree = int32(len(s.trees))
		s.trees = append(s.trees, g)
		s.games = append(s.games, e)
		return
	}
	for _, v := range [...]string{g.Black, g.White, g.Event, g.Date, g.Opening, g.Result, g.Where, g.rootComment} {
		s.text = appendString(s.text, v)
	}
	s.text = putProps(s.text, g.rootProps)
	for _, p := range g.line {
		s.moves = append(s.moves, byte(p.Col), byte(p.Row))
	}
	s.games = append(s.games, e)
}

// flatStrings is how many strings a flat game's text starts with.
const flatStrings = 8

// Game is game i (0 ≤ i < Len), made anew.
func (s *Shelf) Game(i int) Game {
	e := &s.games[i]
	if e.tree >= 0 {
		return s.trees[e.tree]
	}
	var v [flatStrings]string
	b := s.text[e.at:]
	for k := range v {
		v[k], b = readString(b)
	}
	end := uint32(len(s.moves))
	if i+1 < len(s.games) {
		end = s.games[i+1].moves
	}
	line := make([]rules.Point, 0, (end-e.moves)/2)
	for k := e.moves; k < end; k += 2 {
		line = append(line, rules.Point{Col: int(s.moves[k]), Row: int(s.moves[k+1])})
	}
	return Game{Black: v[0], White: v[1], Event: v[2], Date: v[3], Opening: v[4], Result: v[5], Where: v[6],
		rootComment: v[7], line: line, rootProps: readProps(b)}
}

// Result is game i's Result, without making the game.
func (s *Shelf) Result(i int) string {
	e := &s.games[i]
	if e.tree >= 0 {
		return s.trees[e.tree].Result
	}
	b := s.text[e.at:]
	var v string
	for range 6 { // Black, White, Event, Date, Opening, then Result
		v, b = readString(b)
	}
	return v
}

// bytePoints reports whether each point's column and row fit in a byte.
func bytePoints(line []rules.Point) bool {
	for _, p := range line {
		if p.Col < 0 || p.Col > 255 || p.Row < 0 || p.Row > 255 {
			return false
		}
	}
	return true
}

// putProps appends props to b: their count, then each name and its
// values, each string after its length (uvarints).
func putProps(b []byte, props []Prop) []byte {
	b = binary.AppendUvarint(b, uint64(len(props)))
	for _, p := range props {
		b = appendString(b, p.Name)
		b = binary.AppendUvarint(b, uint64(len(p.Values)))
		for _, v := range p.Values {
			b = appendString(b, v)
		}
	}
	return b
}

func appendString(b []byte, v string) []byte {
	return append(binary.AppendUvarint(b, uint64(len(v))), v...)
}

// readProps reads what putProps wrote (nil for no properties, as a root
// read with none has).
func readProps(b []byte) []Prop {
	n, b := uvarint(b)
	if n == 0 {
		return nil
	}
	props := make([]Prop, n)
	for i := range props {
		props[i].Name, b = readString(b)
		var k int
		k, b = uvarint(b)
		props[i].Values = make([]string, k)
		for j := range props[i].Values {
			props[i].Values[j], b = readString(b)
		}
	}
	return props
}

func uvarint(b []byte) (int, []byte) {
	v, n := binary.Uvarint(b)
	if n <= 0 || v > uint64(len(b)) {
		return 0, nil // not what a shelf writes: bytes from elsewhere
	}
	return int(v), b[n:]
}

func readString(b []byte) (string, []byte) {
	n, b := uvarint(b)
	n = min(n, len(b))
	return string(b[:n]), b[n:]
}

// shelfMagic starts a shelf's bytes (MarshalBinary).
const shelfMagic = "renju-shelf-1\n"

// MarshalBinary is the shelf as bytes, for the worker that read a
// database to hand it to the page: the flat parts as they are, each game
// kept whole as its strings and its tree in SGF.
func (s *Shelf) MarshalBinary() ([]byte, error) {
	b := make([]byte, 0, len(shelfMagic)+16+12*len(s.games)+len(s.text)+len(s.moves))
	b = append(b, shelfMagic...)
	for _, n := range []int{len(s.games), len(s.text), len(s.moves), len(s.trees)} {
		b = binary.AppendUvarint(b, uint64(n))
	}
	for _, e := range s.games {
		b = binary.LittleEndian.AppendUint32(b, e.at)
		b = binary.LittleEndian.AppendUint32(b, e.moves)
		b = binary.LittleEndian.AppendUint32(b, uint32(e.tree))
	}
	b = append(b, s.text...)
	b = append(b, s.moves...)
	for i := range s.trees {
		g := &s.trees[i]
		for _, v := range [...]string{g.Black, g.White, g.Event, g.Date, g.Opening, g.Result, g.Where} {
			b = appendString(b, v)
		}
		b = appendString(b, string(WriteSGF(g.Tree())))
	}
	return b, nil
}

// UnmarshalBinary reads what MarshalBinary wrote; bytes cut short or
// pointing outside themselves are an error, never a panic.
func (s *Shelf) UnmarshalBinary(b []byte) error {
	bad := func(what string) error { return fmt.Errorf("record: a shelf's bytes: %s", what) }
	if !bytes.HasPrefix(b, []byte(shelfMagic)) {
		return bad("not a shelf")
	}
	b = b[len(shelfMagic):]
	var n [4]int
	for i := range n {
		v, k := binary.Uvarint(b)
		if k <= 0 || v > uint64(len(b)) {
			return bad("cut short")
		}
		n[i], b = int(v), b[k:]
	}
	games, text, moves, trees := n[0], n[1], n[2], n[3]
	if 12*games+text+moves > len(b) {
		return bad("cut short")
	}
	*s = Shelf{games: make([]shelved, games)}
	for i := range s.games {
		e := shelved{at: binary.LittleEndian.Uint32(b), moves: binary.LittleEndian.Uint32(b[4:]), tree: int32(binary.LittleEndian.Uint32(b[8:]))}
		b = b[12:]
		if int(e.at) > text || int(e.moves) > moves || e.moves%2 != 0 || e.tree >= int32(trees) || e.tree < -1 ||
			i > 0 && (e.at < s.games[i-1].at || e.moves < s.games[i-1].moves) {
			return bad(fmt.Sprintf("game %d is out of place", i+1))
		}
		s.games[i] = e
	}
	s.text, b = b[:text:text], b[text:]
	s.moves, b = b[:moves:moves], b[moves:]
	s.trees = make([]Game, trees)
	for i := range s.trees {
		var v [8]string
		for k := range v {
			n, m := binary.Uvarint(b)
			if m <= 0 || n > uint64(len(b)-m) {
				return bad(fmt.Sprintf("tree %d is cut short", i+1))
			}
			v[k], b = string(b[m:m+int(n)]), b[m+int(n):]
		}
		roots, err := ReadSGF([]byte(v[7]))
		if err != nil || len(roots) != 1 {
			return bad(fmt.Sprintf("tree %d is not one game", i+1))
		}
		s.trees[i] = Game{Root: roots[0], Black: v[0], White: v[1], Event: v[2], Date: v[3], Opening: v[4], Result: v[5], Where: v[6]}
	}
	if len(b) != 0 {
		return bad("bytes left over")
	}
	return nil
}
