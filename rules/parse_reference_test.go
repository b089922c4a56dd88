package rules

import (
	"fmt"
	"strconv"
	"strings"
	"testing"
)

// The parsers as they were before they learnt to scan without allocating,
// kept (renamed) as the reference the scanning ones must match exactly: same
// boards, same points, same error messages. Since the hardening of issue 12
// they follow its rules too: tokens are quoted by quoteToken (cut after
// maxQuoted characters, bytes that are not UTF-8 escaped, so tokens keep
// their bytes), and a move list stops at move MaxStones+1.

func refParsePoint(s string) (Point, error) {
	t := strings.TrimSpace(s)
	if t == "" {
		return Point{}, fmt.Errorf("empty point: expected a column a–o and a row 1–15, like h8")
	}
	c := t[0] | 0x20 // ASCII lower case
	if c < 'a' || c > 'z' {
		return Point{}, fmt.Errorf("point %s: must start with a column letter a–o, like h8", quoteToken(t))
	}
	if c > 'o' {
		return Point{}, fmt.Errorf("point %s: column %q is off the board (columns are a–o)", quoteToken(t), t[:1])
	}
	num := t[1:]
	if num == "" {
		return Point{}, fmt.Errorf("point %s: missing row number 1–15 after the column", quoteToken(t))
	}
	for i := 0; i < len(num); i++ {
		if num[i] < '0' || num[i] > '9' {
			return Point{}, fmt.Errorf("point %s: row %s is not a number 1–15", quoteToken(t), quoteToken(num))
		}
	}
	if len(num) > 2 {
		digits := num
		if len(digits) > maxQuoted {
			digits = digits[:maxQuoted] + "…"
		}
		return Point{}, fmt.Errorf("point %s: row %s is off the board (rows are 1–15)", quoteToken(t), digits)
	}
	row, _ := strconv.Atoi(num)
	if row < 1 || row > Size {
		return Point{}, fmt.Errorf("point %s: row %d is off the board (rows are 1–15)", quoteToken(t), row)
	}
	return Point{int(c - 'a'), row - 1}, nil
}

func refParseStones(s string) (Board, error) {
	var b Board
	colour := Empty
	for _, tok := range refStoneTokens(s) {
		if strings.HasSuffix(tok, ":") {
			switch strings.ToLower(strings.TrimSuffix(tok, ":")) {
			case "b", "black", "x":
				colour = Black
			case "w", "white", "o":
				colour = White
			default:
				return Board{}, fmt.Errorf("unknown colour %s: use B: for black and W: for white", quoteToken(tok))
			}
			continue
		}
		if colour == Empty {
			return Board{}, fmt.Errorf("point %s comes before any colour: write B:… W:…", quoteToken(tok))
		}
		p, err := refParsePoint(tok)
		if err != nil {
			return Board{}, err
		}
		if b.At(p) != Empty {
			return Board{}, fmt.Errorf("point %s is given twice", quoteToken(tok))
		}
		b.Set(p, colour)
	}
	return b, nil
}

func refStoneTokens(s string) []string {
	var toks []string
	var cur strings.Builder
	flush := func() {
		if cur.Len() > 0 {
			toks = append(toks, cur.String())
			cur.Reset()
		}
	}
	// byte by byte, so that a token keeps bytes that are not UTF-8: the
	// separators and ':' are ASCII, which no byte of a longer rune is
	for i := 0; i < len(s); i++ {
		switch r := s[i]; {
		case r == ':':
			if cur.Len() == 0 && len(toks) > 0 && !strings.HasSuffix(toks[len(toks)-1], ":") {
				toks[len(toks)-1] += ":"
				continue
			}
			cur.WriteByte(r)
			flush()
		case r == ',' || r == ';' || r == ' ' || r == '\t' || r == '\n' || r == '\r':
			flush()
		default:
			cur.WriteByte(r)
		}
	}
	flush()
	return toks
}

func refParseMoves(s string) ([]Point, error) {
	var moves []Point
	i := 0
	for i < len(s) {
		c := s[i]
		if isMoveSeparator(c) {
			i++
			continue
		}
		start := i
		i++
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
		if i == start+1 {
			for i < len(s) && !isMoveSeparator(s[i]) {
				i++
			}
		}
		tok := s[start:i]
		if len(moves) == MaxStones {
			return nil, fmt.Errorf("move %d: more than %d moves: a position has at most %d stones", len(moves)+1, MaxStones, MaxStones)
		}
		p, err := refParsePoint(tok)
		if err != nil {
			return nil, fmt.Errorf("move %d: %w", len(moves)+1, err)
		}
		moves = append(moves, p)
	}
	return moves, nil
}

func refBoardFromMoves(moves []Point) (Board, error) {
	var b Board
	first := map[Point]int{}
	for i, p := range moves {
		if !p.OnBoard() {
			return Board{}, fmt.Errorf("move %d: point %s is off the board", i+1, p)
		}
		if j, ok := first[p]; ok {
			return Board{}, fmt.Errorf("move %d: %s was already played at move %d", i+1, p, j)
		}
		first[p] = i + 1
		colour := Black
		if i%2 == 1 {
			colour = White
		}
		b.Set(p, colour)
	}
	return b, nil
}

func refParsePosition(s string) (Board, error) {
	switch {
	case strings.Count(strings.TrimSpace(s), "\n") >= Size-1:
		b, _, err := ParseDiagram(s)
		return b, err
	case strings.Contains(s, ":"):
		return refParseStones(s)
	default:
		moves, err := refParseMoves(s)
		if err != nil {
			return Board{}, err
		}
		b, err := refBoardFromMoves(moves)
		if err != nil {
			return Board{}, fmt.Errorf("move list: %w", err)
		}
		return b, nil
	}
}

func errText(err error) string {
	if err == nil {
		return "<nil>"
	}
	return err.Error()
}

// matchReference fails t unless every parser agrees with its reference on s.
func matchReference(t *testing.T, s string) {
	t.Helper()
	if p, err := ParsePoint(s); true {
		q, rerr := refParsePoint(s)
		if p != q || errText(err) != errText(rerr) {
			t.Errorf("ParsePoint(%q) = %v, %v; reference %v, %v", s, p, err, q, rerr)
		}
	}
	if b, err := ParseStones(s); true {
		rb, rerr := refParseStones(s)
		if b != rb || errText(err) != errText(rerr) {
			t.Errorf("ParseStones(%q) = %q, %v; reference %q, %v", s, FormatStones(&b), err, FormatStones(&rb), rerr)
		}
	}
	if m, err := ParseMoves(s); true {
		rm, rerr := refParseMoves(s)
		if FormatMoves(m, false) != FormatMoves(rm, false) || (m == nil) != (rm == nil) || errText(err) != errText(rerr) {
			t.Errorf("ParseMoves(%q) = %v, %v; reference %v, %v", s, m, err, rm, rerr)
		}
		if err == nil {
			b, err := BoardFromMoves(m)
			rb, rerr := refBoardFromMoves(m)
			if b != rb || errText(err) != errText(rerr) {
				t.Errorf("BoardFromMoves(%v) = %v; reference %v", m, err, rerr)
			}
		}
	}
	if b, err := ParsePosition(s); true {
		rb, rerr := refParsePosition(s)
		if b != rb || errText(err) != errText(rerr) {
			t.Errorf("ParsePosition(%q) = %q, %v; reference %q, %v", s, FormatStones(&b), err, FormatStones(&rb), rerr)
		}
	}
}

// parseReferenceSeeds are inputs at the corners of the token rules: labels
// split from their ':' by separators, empty labels, Unicode case mapping,
// Unicode spaces (trimmed by ParsePoint), bytes that are not UTF-8.
var parseReferenceSeeds = []string{
	"", " ", ":", "::", "B", "B:", "B::h8", ": h8", "B :h8", "B, :h8", "B\n\t :h8 ,i9", "B: :h8",
	"B:h8 :", "B:h8 : i9", "B:h8,:i9", "h8 :", "B:h8 W:h9", "b: H8 , I9   w:h9", "black:a1 white:o15",
	"BLACK:a1 WhItE:o15", "X:h8 O:h9", "R:h8", "R :h8", "Bl:h8", "blacks:h8", "BLAC\u212a:h8", "WH\u0130TE:h8",
	"\u212a:h8", "B:h8\v", "B:\u00a0h8", "B:h8\u0085", "B:\xffh8", "B:h\xff8", "\xff:h8", "\xff \xfe:h8", "B:h8 \xff",
	"B:\xed\xa0\x80", "B:é5", "é5", "B:h8,h8", "B:h8 W:H8", "B:h08,h8", "B:p8", "B:h16", "B:h0", "B:h100",
	"B:h8 W:i9x", "h8", "h8 h9 i8", "h8h9i8", "H8,H9, I8", "  h8  h9\ti8 ", "h8h10i10o15a1", "h8 p3", "h8h16",
	"h8 8h", "h8 h", "h8 h0", "h8 h9 h8", "h8h9h8 p3", "h8x", "hh8", "h8;h9\r\ni8", "h\xff8", "\xff",
	"B:h8;i9\rW:h9", "W:", "B: W:", "B;:h8",
	// issue 12: tokens longer than maxQuoted, around the cut, and lists
	// around MaxStones
	"h" + strings.Repeat("9", maxQuoted-1), "h" + strings.Repeat("9", maxQuoted), "h8 h" + strings.Repeat("x", 100),
	"B:" + strings.Repeat("é", maxQuoted+1), "B:h" + strings.Repeat("\xff", 200), strings.Repeat("\u212a", 30) + ":h8",
	strings.Repeat("x", 4*maxQuoted) + ":h8", strings.Repeat("x", 4*maxQuoted+1) + ":h8",
	FormatMoves(parseMoveList(MaxStones+1), false), FormatMoves(parseMoveList(MaxStones), true) + "p3",
	FormatMoves(parseMoveList(MaxStones), true) + "h8p3", "B:" + FormatMoves(parseMoveList(MaxStones+1), false),
}

func TestParsersMatchReference(t *testing.T) {
	for _, s := range parseReferenceSeeds {
		matchReference(t, s)
	}
	for _, n := range []int{1, 10, 150, Size * Size} {
		in := parseInputsOf(n)
		for _, s := range []string{in.stones, in.spaced, in.compact} {
			matchReference(t, s)
		}
	}
}

// FuzzParsersMatchReference: on any input, every parser gives the same
// board or point and the same error message as the reference.
func FuzzParsersMatchReference(f *testing.F) {
	for _, s := range parseReferenceSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) { matchReference(t, s) })
}
