package record

import (
	"encoding/binary"

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
	text  []byte // the games' strings, end to end
	moves []byte // the flat games' moves, two bytes each: column, row
	games []shelved
	trees []Game // the games kept whole
}

// span is a piece of Shelf.text or Shelf.moves.
type span struct{ at, end uint32 }

// shelved is a game on a shelf: where its parts are, or which tree it is.
type shelved struct {
	black, white, event, date, opening, result, where span
	comment, props                                    span // the root's comment and properties (encoded: putProps)
	moves                                             span
	tree                                              int32 // an index in Shelf.trees, or -1: the game is flat
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
	e := shelved{tree: -1}
	if !g.Compact() || !bytePoints(g.line) {
		e.tree = int32(len(s.trees))
		s.trees = append(s.trees, g)
		e.result = s.put(g.Result) // the filter reads it without making the game
		s.games = append(s.games, e)
		return
	}
	e.black, e.white, e.event, e.date = s.put(g.Black), s.put(g.White), s.put(g.Event), s.put(g.Date)
	e.opening, e.result, e.where, e.comment = s.put(g.Opening), s.put(g.Result), s.put(g.Where), s.put(g.rootComment)
	at := len(s.text)
	s.text = putProps(s.text, g.rootProps)
	e.props = span{uint32(at), uint32(len(s.text))}
	at = len(s.moves)
	for _, p := range g.line {
		s.moves = append(s.moves, byte(p.Col), byte(p.Row))
	}
	e.moves = span{uint32(at), uint32(len(s.moves))}
	s.games = append(s.games, e)
}

// Game is game i (0 ≤ i < Len), made anew.
func (s *Shelf) Game(i int) Game {
	e := &s.games[i]
	if e.tree >= 0 {
		return s.trees[e.tree]
	}
	line := make([]rules.Point, 0, (e.moves.end-e.moves.at)/2)
	for k := e.moves.at; k < e.moves.end; k += 2 {
		line = append(line, rules.Point{Col: int(s.moves[k]), Row: int(s.moves[k+1])})
	}
	return Game{
		Black: s.str(e.black), White: s.str(e.white), Event: s.str(e.event), Date: s.str(e.date),
		Opening: s.str(e.opening), Result: s.str(e.result), Where: s.str(e.where),
		line: line, rootProps: readProps(s.text[e.props.at:e.props.end]), rootComment: s.str(e.comment),
	}
}

// Result is game i's Result, without making the game.
func (s *Shelf) Result(i int) string { return s.str(s.games[i].result) }

func (s *Shelf) put(v string) span {
	at := len(s.text)
	s.text = append(s.text, v...)
	return span{uint32(at), uint32(len(s.text))}
}

func (s *Shelf) str(p span) string {
	if p.at == p.end {
		return ""
	}
	return string(s.text[p.at:p.end])
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
	return int(v), b[n:]
}

func readString(b []byte) (string, []byte) {
	n, b := uvarint(b)
	return string(b[:n]), b[n:]
}
