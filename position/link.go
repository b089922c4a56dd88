package position

import (
	"fmt"
	"strconv"
	"strings"

	"renju/msg"
	"renju/rules"
)

// The share link: a URL hash that carries a classroom position — stones,
// the order of the numbered moves, marks and the selected point — so that a
// teacher can send the board to students or open it on another screen.
//
// Format, version 1 (only the characters 0-9 a-z A-Z . and -, so the link
// survives chat programs, e-mail and QR codes unescaped):
//
//	#class=1.bh8i9.wh10.nbj10k11l12.mAh11tk3.pg9
//
// The value is the version number and then parts separated by '.', each a
// key letter followed by its content; parts may come in any order, each at
// most once, and any may be missing (#class=1 is the empty board):
//
//	b<points>    black stones without a move number, compact (h8i9j10)
//	w<points>    white stones without a move number
//	n<c><points> numbered moves: c is b or w, the colour of move 1 (the
//	             colours then alternate); the points of moves 1, 2, … in
//	             order, "-" for a number whose stone was removed
//	m<marks>     marks, each a code and a point: A–Z a letter, t a
//	             triangle, s a square, c a circle (Ah11tk3)
//	p<point>     the selected point
//
// Points are written lower case. A link that cannot be read is an error
// naming the part and what is wrong in it; the board is left as it was.
// A later version of the format changes the leading number.

// LinkVersion is the version Encode writes.
const LinkVersion = 1

// HashKey is the hash parameter of the share link.
const HashKey = "class"

// MaxLink bounds what Decode reads (a full board is under 2 kB).
const MaxLink = 8 << 10

var markCodes = map[Mark]byte{Triangle: 't', Square: 's', Circle: 'c'}

// Encode writes ps as the value of the share link's hash parameter
// ("1.bh8.wh9…").
func Encode(ps *Position) string {
	var sb strings.Builder
	sb.WriteString(strconv.Itoa(LinkVersion))
	for _, c := range []rules.Stone{rules.Black, rules.White} {
		var pts []string
		for _, p := range ps.Board.Stones(c) {
			if ps.NumAt(p) == 0 {
				pts = append(pts, p.String())
			}
		}
		if len(pts) > 0 {
			sb.WriteByte('.')
			sb.WriteByte(map[rules.Stone]byte{rules.Black: 'b', rules.White: 'w'}[c])
			sb.WriteString(strings.Join(pts, ""))
		}
	}
	if moves := ps.Moves(); len(moves) > 0 {
		sb.WriteString(".n")
		sb.WriteByte(map[rules.Stone]byte{rules.Black: 'b', rules.White: 'w'}[ps.first()])
		for _, p := range moves {
			if p.OnBoard() {
				sb.WriteString(p.String())
			} else {
				sb.WriteByte('-')
			}
		}
	}
	if marks := ps.MarkList(); len(marks) > 0 {
		sb.WriteString(".m")
		for _, pm := range marks {
			if c, ok := markCodes[pm.Mark]; ok {
				sb.WriteByte(c)
			} else {
				sb.WriteRune(rune(pm.Mark))
			}
			sb.WriteString(pm.Point.String())
		}
	}
	if ps.HasSel {
		sb.WriteString(".p")
		sb.WriteString(ps.Sel.String())
	}
	return sb.String()
}

// FormatHash returns the URL hash of ps: "#class=" and Encode(ps).
func FormatHash(ps *Position) string { return "#" + HashKey + "=" + Encode(ps) }

// ParseHash finds the share link's parameter in a URL hash
// ("#class=1.bh8&…"); ok is false when there is none.
func ParseHash(hash string) (value string, ok bool) {
	h := strings.TrimPrefix(hash, "#")
	for _, part := range strings.Split(h, "&") {
		if v, found := strings.CutPrefix(part, HashKey+"="); found {
			return v, true
		}
	}
	return "", false
}

// Decode reads the value of a share link (as Encode writes it; a whole
// "#class=…" hash is accepted too).
func Decode(s string) (Position, error) {
	var ps Position
	if v, ok := ParseHash(strings.TrimSpace(s)); ok {
		s = v
	}
	s = strings.TrimSpace(s)
	if len(s) > MaxLink {
		return ps, fmt.Errorf("share link: too long (%d characters)", len(s))
	}
	if s == "" {
		return ps, fmt.Errorf("share link: empty (expected #%s=%d.…)", HashKey, LinkVersion)
	}
	parts := strings.Split(s, ".")
	v, err := strconv.Atoi(parts[0])
	if err != nil || v < 1 {
		return ps, fmt.Errorf("share link: %q is not a version number (expected #%s=%d.…)", msg.Excerpt(parts[0]), HashKey, LinkVersion)
	}
	if v > LinkVersion {
		return ps, fmt.Errorf("share link: made by a newer version of the tutor (format %d, this one reads %d): reload the page", v, LinkVersion)
	}
	seen := map[byte]bool{}
	placed := map[rules.Point]string{}
	put := func(p rules.Point, c rules.Stone, what string) error {
		if prev, ok := placed[p]; ok {
			return fmt.Errorf("%s is %s and also %s", p, prev, what)
		}
		placed[p] = what
		ps.Board.Set(p, c)
		return nil
	}
	for i, part := range parts[1:] {
		fail := func(format string, args ...any) error {
			return fmt.Errorf("share link, part %d %q: %s", i+1, msg.Excerpt(part), fmt.Sprintf(format, args...))
		}
		if part == "" {
			return ps, fail("empty part (two dots in a row?)")
		}
		key, body := part[0], part[1:]
		if seen[key] {
			return ps, fail("part %q given twice", string(key))
		}
		seen[key] = true
		switch key {
		case 'b', 'w':
			c := map[byte]rules.Stone{'b': rules.Black, 'w': rules.White}[key]
			pts, err := compactPoints(body, false)
			if err != nil {
				return ps, fail("%v", err)
			}
			if len(pts) == 0 {
				return ps, fail("no points")
			}
			for _, p := range pts {
				if err := put(p, c, c.String()+" stone"); err != nil {
					return ps, fail("%v", err)
				}
			}
		case 'n':
			if body == "" || (body[0] != 'b' && body[0] != 'w') {
				return ps, fail("numbered moves start with b or w, the colour of move 1")
			}
			ps.First = map[byte]rules.Stone{'b': rules.Black, 'w': rules.White}[body[0]]
			pts, err := compactPoints(body[1:], true)
			if err != nil {
				return ps, fail("%v", err)
			}
			if len(pts) == 0 || !pts[len(pts)-1].OnBoard() {
				return ps, fail("the last move is missing")
			}
			if len(pts) > Cells {
				return ps, fail("more moves than points")
			}
			for n, p := range pts {
				if !p.OnBoard() {
					continue
				}
				if err := put(p, ps.ColourOf(n+1), fmt.Sprintf("move %d", n+1)); err != nil {
					return ps, fail("%v", err)
				}
				ps.Num[Index(p)] = int16(n + 1)
			}
		case 'm':
			if body == "" {
				return ps, fail("no marks")
			}
			for j := 0; j < len(body); {
				code := body[j]
				var m Mark
				switch {
				case code >= 'A' && code <= 'Z':
					m = Mark(code)
				case code == 't':
					m = Triangle
				case code == 's':
					m = Square
				case code == 'c':
					m = Circle
				default:
					return ps, fail("unknown mark %q (A–Z, t triangle, s square, c circle)", string(code))
				}
				k := j + 1
				if k < len(body) {
					k++
				}
				for k < len(body) && body[k] >= '0' && body[k] <= '9' {
					k++
				}
				p, err := rules.ParsePoint(body[j+1 : k])
				if err != nil {
					return ps, fail("mark %q: %v", string(code), err)
				}
				if ps.Marks[Index(p)] != NoMark {
					return ps, fail("two marks on %s", p)
				}
				ps.Marks[Index(p)] = m
				j = k
			}
		case 'p':
			p, err := rules.ParsePoint(body)
			if err != nil {
				return ps, fail("%v", err)
			}
			ps.Sel, ps.HasSel = p, true
		default:
			return ps, fail("unknown part %q (b, w, n, m or p)", string(key))
		}
	}
	if err := ps.Check(); err != nil { // cannot fail after the checks above
		return Position{}, fmt.Errorf("share link: %v", err)
	}
	return ps, nil
}

// compactPoints reads points written without separators ("h8i10"), and
// with gaps "-" (off-board points) when allowed.
func compactPoints(s string, gaps bool) ([]rules.Point, error) {
	var out []rules.Point
	for i := 0; i < len(s); {
		if s[i] == '-' && gaps {
			out = append(out, rules.Point{Col: -1, Row: -1})
			i++
			continue
		}
		j := i + 1
		for j < len(s) && s[j] >= '0' && s[j] <= '9' {
			j++
		}
		tok := s[i:j]
		if c := s[i]; c < 'a' || c > 'z' {
			return nil, fmt.Errorf("point %d: %q is not a column letter a–o", len(out)+1, string(c))
		}
		p, err := rules.ParsePoint(tok)
		if err != nil {
			return nil, fmt.Errorf("point %d: %v", len(out)+1, err)
		}
		out = append(out, p)
		i = j
	}
	return out, nil
}
