package record

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"renju/rules"
)

// RenjuNet database (.rif): the game database renju.net offers for
// download, an XML file (UTF-8):
//
//	<database>
//	  <players>     <player id="1" name="Ann" surname="Lee" country="2"/> …
//	  <tournaments> <tournament id="7" name="Open" start="2008-03-01" year="2008" month="3" …/> …
//	  <openings>    <opening id="3" name="Kagetsu" abbr="…"/> …
//	  <rules>       <rule id="1" name="RIF"><info>…</info></rule> …
//	  <games>
//	    <game id="12" tournament="7" round="2" rule="1" black="1" white="5"
//	          bresult="1" opening="3" btime="…" wtime="…" alt="…" swap="…">
//	      <move>h8 h9 i8 g9</move>
//	      <info>…</info>
//	    </game> …
//	</database>
//
// (countries, cities and months are there too; this reader needs none of
// them.) A game's players, tournament, opening and rule are ids into the
// lists; bresult is Black's score: 1 Black won, 0 White won, 0.5 a draw.
// The moves are points in the usual renju notation, a column a–o from
// the left and a row 1–15 from the BOTTOM (h8 the centre), as rules.Point
// reads them, separated by spaces. Sources: the RenjuNet XML draft on
// renju.net ("The XML format of RenjuNet database", Ando Meritee's blog,
// 2008) and readers of the published files (e.g. a RIFDatabase reader
// in TypeScript, the import-rif.js tool of a gomoku project), whose
// element and attribute names agree with the above.
//
// Each game becomes a tree of one line whose root carries what the
// database says of it as SGF properties: PB and PW (the players' names,
// "name surname"), EV (the tournament), DT (its start date, or its year
// and month), RE, ON (the opening), RU (the rule), RO (the round) and C
// (the game's info), so that WriteSGF keeps them.

// MaxRIF is the largest RenjuNet database ReadRIF reads (a game takes a
// few hundred bytes); a larger file is refused before it is parsed.
const MaxRIF = 128 << 20

// ReadRIF reads every game of a RenjuNet database. A file that is not
// well-formed XML, a game whose moves are not points or play a point
// twice, a result that is not 1, 0 or 0.5, or a game naming a player,
// tournament, opening or rule the database does not list is an error
// naming its line and column, and then no game is returned.
func ReadRIF(data []byte) ([]Game, error) { return readRIF(data, &yielder{}) }

func readRIF(data []byte, y *yielder) ([]Game, error) {
	if len(data) > MaxRIF {
		return nil, &Error{Line: 1, Col: 1, Msg: fmt.Sprintf("the file is %d bytes; at most %d are read", len(data), MaxRIF)}
	}
	in := &rifInput{data: data, y: y}
	y.at = func() int { return (len(data) - len(in.data)) / 4 * 3 } // the XML: three quarters
	d := xml.NewDecoder(in)
	d.CharsetReader = func(charset string, input io.Reader) (io.Reader, error) {
		switch strings.ToLower(charset) {
		case "us-ascii", "ascii":
			return input, nil
		}
		return nil, fmt.Errorf("the file is in %s: only UTF-8 databases are read", clip(charset))
	}
	r := &rifReader{data: data, d: d, lists: map[string]map[string]rifItem{}, y: y}
	if err := r.document(); err != nil {
		return nil, err
	}
	return r.games()
}

type rifReader struct {
	data []byte
	d    *xml.Decoder
	// lists holds the named items by list ("player", "tournament",
	// "opening", "rule") and id.
	lists   map[string]map[string]rifItem
	pending []rifGame
	y       *yielder
}

// rifInput is the file as the XML decoder reads it: a piece at a time,
// each counted as work (so that a yield can come in the middle of a long
// element, or of a long token).
type rifInput struct {
	data []byte
	y    *yielder
}

// xmlWork is the work of decoding a byte of XML, in yielder units
// (encoding/xml can take eight times longer over a byte than the SGF
// reader).
const xmlWork = 8

func (in *rifInput) Read(b []byte) (int, error) {
	if len(in.data) == 0 {
		return 0, io.EOF
	}
	n := copy(b, in.data)
	in.data = in.data[n:]
	in.y.add(n * xmlWork)
	return n, nil
}

// rifItem is a player, tournament, opening or rule: its name as the
// games show it, and where it was defined (for a duplicate's message).
type rifItem struct {
	name, date string
	off        int
}

type rifGame struct {
	off      int // where its start tag starts
	attr     map[string]string
	moves    []rules.Point
	info     string
	hasMoves bool
}

// errAt is an error at the byte offset off, as a line and a column
// (counted in characters), both from 1.
func (r *rifReader) errAt(off int, format string, args ...any) error {
	line, col := r.pos(off)
	return &Error{Line: line, Col: col, Msg: fmt.Sprintf(format, args...)}
}

func (r *rifReader) pos(off int) (line, col int) {
	off = max(0, min(off, len(r.data)))
	start := bytes.LastIndexByte(r.data[:off], '\n') + 1
	return bytes.Count(r.data[:off], []byte{'\n'}) + 1, utf8.RuneCount(r.data[start:off]) + 1
}

// errorf is an error at the decoder's position: the end of the last token
// read.
func (r *rifReader) errorf(format string, args ...any) error {
	return r.errAt(int(r.d.InputOffset()), format, args...)
}

// tagStart is where the start tag just read starts (its "<": a tag holds
// no other).
func (r *rifReader) tagStart() int {
	end := int(r.d.InputOffset())
	return max(0, bytes.LastIndexByte(r.data[:min(end, len(r.data))], '<'))
}

// next is the next token; the end of the file and XML errors are errors.
func (r *rifReader) next() (xml.Token, error) {
	tok, err := r.d.Token()
	if err == io.EOF {
		return nil, r.errorf("the file ends before </database>")
	}
	if err != nil {
		return nil, r.xmlError(err)
	}
	return tok, nil
}

func (r *rifReader) xmlError(err error) error {
	var se *xml.SyntaxError
	if errors.As(err, &se) {
		return r.errorf("not well-formed XML: %s", se.Msg)
	}
	return r.errorf("%v", err)
}

// skip reads to the end of the element just started.
func (r *rifReader) skip() error {
	if err := r.d.Skip(); err != nil {
		if err == io.EOF {
			return r.errorf("the file ends before </database>")
		}
		return r.xmlError(err)
	}
	return nil
}

// document reads the whole file: one <database> element, with nothing
// but white space, comments and declarations around it.
func (r *rifReader) document() error {
	seen := false
	for {
		tok, err := r.d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return r.xmlError(err)
		}
		switch t := tok.(type) {
		case xml.StartElement:
			if seen {
				return r.errAt(r.tagStart(), "<%s> after </database>: a database is one <database> element", clip(t.Name.Local))
			}
			if t.Name.Local != "database" {
				return r.errAt(r.tagStart(), "not a RenjuNet database: the document is <%s>, not <database>", clip(t.Name.Local))
			}
			seen = true
			if err := r.database(); err != nil {
				return err
			}
		case xml.CharData:
			if len(bytes.TrimSpace(t)) > 0 {
				return r.errorf("text outside <database>")
			}
		}
	}
	if !seen {
		return r.errorf("not a RenjuNet database: no <database> element")
	}
	return nil
}

// database reads the lists up to </database>; elements it does not know
// (countries, cities, months, …) are skipped.
func (r *rifReader) database() error {
	for {
		tok, err := r.next()
		if err != nil {
			return err
		}
		switch t := tok.(type) {
		case xml.EndElement:
			return nil
		case xml.StartElement:
			var err error
			switch t.Name.Local {
			case "players", "tournaments", "openings", "rules":
				kind := strings.TrimSuffix(t.Name.Local, "s")
				err = r.list(kind, func(e xml.StartElement) error { return r.item(kind, e) })
			case "games":
				err = r.list("game", r.game)
			default:
				err = r.skip()
			}
			if err != nil {
				return err
			}
		}
	}
}

// list reads the items named item up to the list's end tag; other
// elements in it are skipped.
func (r *rifReader) list(item string, read func(xml.StartElement) error) error {
	for {
		tok, err := r.next()
		if err != nil {
			return err
		}
		switch t := tok.(type) {
		case xml.EndElement:
			return nil
		case xml.StartElement:
			if t.Name.Local == item {
				err = read(t)
			} else {
				err = r.skip()
			}
			if err != nil {
				return err
			}
		}
	}
}

func attrs(e xml.StartElement) map[string]string {
	m := make(map[string]string, len(e.Attr))
	for _, a := range e.Attr {
		m[a.Name.Local] = strings.TrimSpace(a.Value)
	}
	return m
}

// isID reports whether s is an id: digits.
func isID(s string) bool {
	if s == "" || len(s) > 18 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// item reads a player, tournament, opening or rule.
func (r *rifReader) item(kind string, e xml.StartElement) error {
	a := attrs(e)
	off := r.tagStart()
	id := a["id"]
	if !isID(id) {
		return r.errAt(off, "a <%s> whose id %q is not a number", kind, clip(id))
	}
	it := rifItem{name: a["name"], off: off}
	switch kind {
	case "player":
		it.name = strings.TrimSpace(a["name"] + " " + a["surname"])
	case "tournament":
		it.date = a["start"]
		if it.date == "" && isID(a["year"]) {
			it.date = a["year"]
			if m, err := strconv.Atoi(a["month"]); err == nil && m >= 1 && m <= 12 {
				it.date += fmt.Sprintf("-%02d", m)
			}
		}
	case "opening":
		if it.name == "" {
			it.name = a["abbr"]
		}
	}
	it.name = strings.ToValidUTF8(it.name, "\uFFFD")
	list := r.lists[kind]
	if list == nil {
		list = map[string]rifItem{}
		r.lists[kind] = list
	}
	if old, ok := list[id]; ok {
		line, _ := r.pos(old.off)
		return r.errAt(off, "%s id %s is given twice (first on line %d)", kind, id, line)
	}
	list[id] = it
	return r.skip()
}

// game reads a <game>: its attributes, its <move> and its <info>.
func (r *rifReader) game(e xml.StartElement) error {
	g := rifGame{attr: attrs(e), off: r.tagStart()}
	for {
		tok, err := r.next()
		if err != nil {
			return err
		}
		switch t := tok.(type) {
		case xml.EndElement:
			r.pending = append(r.pending, g)
			r.y.game()
			return nil
		case xml.StartElement:
			switch t.Name.Local {
			case "move":
				if g.hasMoves {
					return r.errAt(r.tagStart(), "a game with two <move> elements")
				}
				g.hasMoves = true
				if g.moves, err = r.moves(); err != nil {
					return err
				}
			case "info":
				if g.info, err = r.text(); err != nil {
					return err
				}
			default:
				if err := r.skip(); err != nil {
					return err
				}
			}
		}
	}
}

// text reads the text of the element just started, up to its end (the
// text of elements inside it included).
func (r *rifReader) text() (string, error) {
	var sb strings.Builder
	for depth := 0; ; {
		tok, err := r.next()
		if err != nil {
			return "", err
		}
		switch t := tok.(type) {
		case xml.CharData:
			sb.Write(t)
		case xml.StartElement:
			depth++
		case xml.EndElement:
			if depth == 0 {
				return strings.ToValidUTF8(strings.TrimSpace(sb.String()), "\uFFFD"), nil
			}
			depth--
		}
	}
}

// moves reads a <move> element's points: an error names the bad point's
// line and column (counted from the end of the <move> tag: exact unless
// the text holds entities or comments).
func (r *rifReader) moves() ([]rules.Point, error) {
	start := int(r.d.InputOffset())
	var text []byte
	for {
		tok, err := r.next()
		if err != nil {
			return nil, err
		}
		if _, ok := tok.(xml.EndElement); ok {
			break
		}
		switch t := tok.(type) {
		case xml.CharData:
			text = append(text, t...)
		case xml.StartElement:
			return nil, r.errorf("<%s> inside <move>: a game's moves are text", clip(t.Name.Local))
		}
	}
	var moves []rules.Point
	var played [rules.Size * rules.Size]int // the move number that played each point
	for i := 0; i < len(text); {
		if rifSeparator(text[i]) {
			i++
			r.y.add(1)
			continue
		}
		from := i
		for i < len(text) && !rifSeparator(text[i]) {
			i++
		}
		r.y.add(i - from + nodeWork)
		tok := string(text[from:i])
		p, err := rules.ParsePoint(tok)
		if err != nil {
			return nil, r.errAt(start+from, "move %d: %v", len(moves)+1, err)
		}
		if len(moves) == rules.MaxStones {
			return nil, r.errAt(start+from, "move %d: more than %d moves", len(moves)+1, rules.MaxStones)
		}
		k := p.Row*rules.Size + p.Col
		if played[k] != 0 {
			return nil, r.errAt(start+from, "move %d: %s was already played at move %d", len(moves)+1, p, played[k])
		}
		moves = append(moves, p)
		played[k] = len(moves)
	}
	return moves, nil
}

func rifSeparator(c byte) bool {
	return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == ','
}

// games resolves the games' ids into names and builds their trees.
func (r *rifReader) games() ([]Game, error) {
	if len(r.pending) == 0 {
		return nil, &Error{Line: 1, Col: 1, Msg: "no game in the database"}
	}
	games := make([]Game, len(r.pending))
	done := 0 // the games made, the last quarter
	r.y.at = func() int { return len(r.data)/4*3 + int(int64(len(r.data))*int64(done)/int64(4*len(r.pending))) }
	for i, g := range r.pending {
		done = i
		bad := func(format string, args ...any) error {
			return r.errAt(g.off, "game %d: %s", i+1, fmt.Sprintf(format, args...))
		}
		lookup := func(kind, attr string) (rifItem, error) {
			id := g.attr[attr]
			if id == "" || id == "0" {
				return rifItem{}, nil
			}
			if !isID(id) {
				return rifItem{}, bad("%s=%q is not an id", attr, clip(id))
			}
			it, ok := r.lists[kind][id]
			if !ok {
				return rifItem{}, bad("%s %s is not among the database's %ss", attr, id, kind)
			}
			return it, nil
		}
		root := FromMoves(g.moves)
		for _, f := range []struct{ kind, attr, prop string }{
			{"player", "black", "PB"}, {"player", "white", "PW"}, {"tournament", "tournament", "EV"},
			{"opening", "opening", "ON"}, {"rule", "rule", "RU"},
		} {
			it, err := lookup(f.kind, f.attr)
			if err != nil {
				return nil, err
			}
			if it.name != "" {
				root.Set(f.prop, it.name)
			}
			if f.kind == "tournament" && it.date != "" {
				root.Set("DT", strings.ToValidUTF8(it.date, "\uFFFD"))
			}
		}
		switch v := g.attr["bresult"]; v {
		case "":
		default:
			f, err := strconv.ParseFloat(v, 64)
			if strings.Trim(v, "0123456789.") != "" || err != nil || (f != 0 && f != 0.5 && f != 1) {
				return nil, bad("bresult=%q: Black's score is 1 (won), 0 (lost) or 0.5 (a draw)", clip(v))
			}
			root.Set("RE", map[float64]string{1: "B+", 0: "W+", 0.5: "0"}[f])
		}
		if ro := g.attr["round"]; ro != "" {
			root.Set("RO", strings.ToValidUTF8(ro, "\uFFFD"))
		}
		root.Comment = g.info
		games[i] = sgfGame(root, i)
		r.y.keep(&games[i])
		r.y.add(gameWork + nodeWork*len(g.moves) + len(g.info))
	}
	return games, nil
}
