package lessons

import (
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"renju/rules"
)

// Error is a mistake in a lesson file, with the file and line it is on.
type Error struct {
	File string
	Line int // 0 when the mistake is about the whole file
	Msg  string
}

func (e *Error) Error() string {
	if e.Line == 0 {
		return e.File + ": " + e.Msg
	}
	return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg)
}

// maxErrors is how many mistakes Parse reports before it gives up.
const maxErrors = 20

// keywords are the words that start a line of a lesson file. A board
// diagram ends at the first line starting with one of them.
var keywords = map[string]bool{
	"lesson": true, "order": true, "title": true, "topics": true, "needs": true, "summary": true,
	"page": true, "en": true, "zh": true, "text": true,
	"board": true, "moves": true, "marks": true,
	"check": true, "walk": true, "task": true, "answer": true, "hint": true,
}

// line is one directive of a page, kept until the page's board is known
// (points may name the board's marks).
type line struct {
	no   int
	key  string
	rest string
}

type parser struct {
	file   string
	errs   []error
	lesson *Lesson
	page   *pageBuilder
	seen   map[string]int // header key → line
	// text is the file with \n line ends; lineStart[i] is the offset of its
	// line i (from 0).
	text      string
	lineStart []int
}

// pageBuilder collects a page's directives; finish turns them into a Page.
type pageBuilder struct {
	line     int
	en, zh   []string
	lastLang string // "en" or "zh": the text a continuation line extends
	board    *rules.Board
	boardAt  int
	marks    map[rules.Point]rune
	moves    []line
	markDefs []line
	rest     []line // check, walk, task, answer, hint
}

// Parse reads one lesson file. file names it in error messages; every
// error names the file and line. Parse never panics, whatever the input.
func Parse(file string, src []byte) (*Lesson, error) {
	p := &parser{file: file, lesson: &Lesson{File: file}, seen: map[string]int{}}
	text := strings.ReplaceAll(string(src), "\r\n", "\n")
	if !utf8.ValidString(text) {
		return nil, &Error{File: file, Msg: "not UTF-8 text"}
	}
	lines := strings.Split(text, "\n")
	// Where each line starts in text: a diagram is handed to the rules as
	// the text of its lines.
	p.text, p.lineStart = text, make([]int, len(lines))
	for i, off := 0, 0; i < len(lines); i++ {
		p.lineStart[i] = off
		off += len(lines[i]) + 1
	}
	for i := 0; i < len(lines) && len(p.errs) < maxErrors; i++ {
		no := i + 1
		raw := strings.TrimRight(lines[i], " \t\r")
		trimmed := strings.TrimSpace(raw)
		if trimmed == "" || strings.HasPrefix(trimmed, "#") {
			continue
		}
		if raw[0] == ' ' || raw[0] == '\t' {
			if p.page != nil && p.page.lastLang != "" && !keywords[firstField(trimmed)] {
				p.continueText(trimmed)
				continue
			}
		}
		key, rest := splitKey(trimmed)
		if !keywords[key] {
			p.errorf(no, "unknown keyword %q (want %s)", key, keywordList())
			continue
		}
		if key != "en" && key != "zh" && p.page != nil {
			p.page.lastLang = ""
		}
		switch key {
		case "lesson", "order", "title", "topics", "needs", "summary":
			p.header(no, key, rest)
		case "page":
			p.finishPage()
			if rest != "" {
				p.errorf(no, "page takes nothing after it (got %q)", rest)
			}
			p.page = &pageBuilder{line: no}
		default:
			if p.page == nil {
				p.errorf(no, "%s before the first page (start pages with a line \"page\")", key)
				continue
			}
			if key == "board" {
				i = p.board(no, rest, lines, i)
				continue
			}
			p.pageLine(no, key, rest)
		}
	}
	p.finishPage()
	l := p.lesson
	if len(p.errs) < maxErrors {
		if l.ID == "" {
			p.errorf(0, "no \"lesson ID\" line")
		}
		if l.Title.IsZero() {
			p.errorf(0, "no \"title English | 中文\" line")
		}
		if len(l.Pages) == 0 {
			p.errorf(0, "no pages (start each page with a line \"page\")")
		}
	}
	if len(p.errs) > 0 {
		return nil, errors.Join(p.errs...)
	}
	return l, nil
}

// errorf notes a fault of line no. Not inlined: its 38 inlined copies
// were 3,493 bytes of the first module's gzip.
//
//go:noinline
func (p *parser) errorf(no int, format string, args ...any) {
	p.errs = append(p.errs, &Error{File: p.file, Line: no, Msg: fmt.Sprintf(format, args...)})
}

// firstField is strings.Fields(s)[0] ("" for none), without making the
// slice of every field: it is asked of most lines of every lesson.
func firstField(s string) string {
	s = strings.TrimLeftFunc(s, unicode.IsSpace)
	if i := strings.IndexFunc(s, unicode.IsSpace); i >= 0 {
		return s[:i]
	}
	return s
}

// splitKey splits "key  rest of line".
func splitKey(s string) (string, string) {
	i := strings.IndexAny(s, " \t")
	if i < 0 {
		return s, ""
	}
	return s[:i], strings.TrimSpace(s[i+1:])
}

func keywordList() string {
	ks := make([]string, 0, len(keywords))
	for k := range keywords {
		ks = append(ks, k)
	}
	sort.Sort(sort.StringSlice(ks))
	return strings.Join(ks, ", ")
}

// pair reads "English | 中文".
func pair(s string) (Text, error) {
	en, zh, ok := strings.Cut(s, "|")
	if !ok {
		return Text{}, fmt.Errorf("want \"English | 中文\" (no | in %q)", s)
	}
	return Text{EN: strings.TrimSpace(en), ZH: strings.TrimSpace(zh)}, nil
}

// validID reports whether s is a lesson ID: words of lower-case ASCII
// letters and digits joined by single dashes, like double-three (what the
// regular expression ^[a-z0-9]+(-[a-z0-9]+)*$ matches; written out so that
// the package compiles no regular expression when the app starts).
func validID(s string) bool {
	if s == "" || s[0] == '-' || s[len(s)-1] == '-' {
		return false
	}
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case 'a' <= c && c <= 'z', '0' <= c && c <= '9':
		case c == '-' && s[i-1] != '-':
		default:
			return false
		}
	}
	return true
}

func (p *parser) header(no int, key, rest string) {
	if p.page != nil {
		p.errorf(no, "%s belongs in the header, before the first page", key)
		return
	}
	if prev, ok := p.seen[key]; ok {
		p.errorf(no, "%s given twice (first on line %d)", key, prev)
		return
	}
	p.seen[key] = no
	l := p.lesson
	switch key {
	case "lesson":
		if !validID(rest) {
			p.errorf(no, "lesson ID %q: use lower-case letters, digits and dashes, like double-three", rest)
			return
		}
		l.ID = rest
	case "order":
		n, err := strconv.Atoi(rest)
		if err != nil {
			p.errorf(no, "order %q is not a whole number", rest)
			return
		}
		l.Order = n
	case "title", "summary":
		t, err := pair(rest)
		if err != nil {
			p.errorf(no, "%s: %v", key, err)
			return
		}
		if key == "title" {
			l.Title = t
		} else {
			l.Summary = t
		}
	case "topics", "needs":
		var list []string
		for _, t := range strings.FieldsFunc(rest, func(r rune) bool { return r == ' ' || r == '\t' || r == ',' }) {
			if !knownTopic(t) {
				p.errorf(no, "unknown topic %q (want %s)", t, strings.Join(Topics, ", "))
				continue
			}
			list = append(list, t)
		}
		if len(list) == 0 && rest == "" {
			p.errorf(no, "%s: list at least one topic", key)
		}
		if key == "topics" {
			l.Topics = list
		} else {
			l.Needs = list
		}
	}
}

// continueText appends an indented line to the paragraph above it.
func (p *parser) continueText(s string) {
	pg := p.page
	if pg.lastLang == "en" {
		pg.en[len(pg.en)-1] += " " + s
	} else {
		pg.zh[len(pg.zh)-1] += s
	}
}

func (p *parser) pageLine(no int, key, rest string) {
	pg := p.page
	switch key {
	case "en", "zh":
		if rest == "" {
			p.errorf(no, "%s: no text", key)
			return
		}
		if key == "en" {
			pg.en = append(pg.en, rest)
		} else {
			pg.zh = append(pg.zh, rest)
		}
		pg.lastLang = key
	case "text":
		t, err := pair(rest)
		if err != nil {
			p.errorf(no, "text: %v", err)
			return
		}
		pg.en = append(pg.en, t.EN)
		pg.zh = append(pg.zh, t.ZH)
	case "moves":
		pg.moves = append(pg.moves, line{no, key, rest})
	case "marks":
		pg.markDefs = append(pg.markDefs, line{no, key, rest})
	default: // check, walk, task, answer, hint
		pg.rest = append(pg.rest, line{no, key, rest})
	}
}

// diagramLineNo splits rules.ParseDiagram's "line N…" messages into the
// line number and the rest, as the regular expression ^line (\d+)(.*)$
// would: ok is false unless msg starts with "line ", one or more ASCII
// digits, and has no newline.
func diagramLineNo(msg string) (no, rest string, ok bool) {
	after, found := strings.CutPrefix(msg, "line ")
	if !found || strings.Contains(msg, "\n") {
		return "", "", false
	}
	n := 0
	for n < len(after) && '0' <= after[n] && after[n] <= '9' {
		n++
	}
	if n == 0 {
		return "", "", false
	}
	return after[:n], after[n:], true
}

// board reads "board POSITION" or "board" followed by a diagram, and
// returns the index of the last line it used.
func (p *parser) board(no int, rest string, lines []string, i int) int {
	pg := p.page
	if pg.board != nil {
		p.errorf(no, "second board on this page (the first is on line %d)", pg.boardAt)
	}
	pg.boardAt = no
	if rest != "" {
		b, err := rules.ParsePosition(rest)
		if err != nil {
			p.errorf(no, "board: %v", err)
			b = rules.Board{}
		}
		pg.board = &b
		return i
	}
	// The diagram runs to the next blank line (blank lines before its first
	// row are skipped) or the next line that starts with a keyword.
	first, n := 0, 0 // the block's first line (index) and its length in lines
	j := i + 1
	for ; j < len(lines); j++ {
		t := strings.TrimSpace(lines[j])
		if t == "" {
			if n == 0 {
				continue
			}
			break
		}
		if keywords[firstField(t)] || strings.HasPrefix(t, "#") {
			break
		}
		if n == 0 {
			first = j
		}
		n++
	}
	if n == 0 {
		p.errorf(no, "board: no diagram after it (or write a position on the same line, like \"board B:h8 W:h9\")")
		empty := rules.Board{}
		pg.board = &empty
		return j - 1
	}
	// The block's lines, joined by \n as they stand in the text.
	last := first + n - 1
	b, marks, err := rules.ParseDiagram(p.text[p.lineStart[first] : p.lineStart[last]+len(lines[last])])
	if err != nil {
		msg := err.Error()
		at := no
		if digits, tail, ok := diagramLineNo(msg); ok {
			// ParseDiagram counts lines from the block's first line.
			k, _ := strconv.Atoi(digits)
			at = first + k
			msg = strings.TrimSpace(strings.TrimPrefix(tail, ":"))
			if strings.HasPrefix(tail, " (") {
				// "line 3 (row 13): 14 cells" → "row 13: 14 cells"
				msg = strings.TrimSpace(strings.Replace(strings.TrimPrefix(tail, " ("), ")", "", 1))
			}
		}
		p.errorf(at, "board: %s", msg)
		b, marks = rules.Board{}, nil
	}
	pg.board = &b
	pg.marks = marks
	return j - 1
}

// finishPage builds the page being read, now that its board is known.
func (p *parser) finishPage() {
	pg := p.page
	if pg == nil {
		return
	}
	p.page = nil
	page := Page{
		Line:  pg.line,
		Text:  Text{EN: strings.Join(pg.en, "\n"), ZH: strings.Join(pg.zh, "\n")},
		Marks: pg.marks,
	}
	if page.Marks == nil {
		page.Marks = map[rules.Point]rune{}
	}
	if pg.board != nil {
		page.Board = *pg.board
	}
	for _, d := range pg.moves {
		moves, err := rules.ParseMoves(d.rest)
		if err != nil {
			p.errorf(d.no, "moves: %v", err)
			continue
		}
		if len(moves) == 0 {
			p.errorf(d.no, "moves: no moves")
		}
		colour := page.Board.ToMove()
		for _, m := range moves {
			if page.Board.At(m) != rules.Empty {
				p.errorf(d.no, "moves: %s is already occupied", m.Upper())
				break
			}
			page.Board.Set(m, colour)
			colour = colour.Opponent()
			page.Moves = append(page.Moves, m)
		}
	}
	for _, d := range pg.markDefs {
		p.marks(d, &page)
	}
	for _, d := range pg.rest {
		switch d.key {
		case "check":
			if c, err := parseCheck(d.rest, &page); err != nil {
				p.errorf(d.no, "%v", err)
			} else {
				c.Line = d.no
				page.Checks = append(page.Checks, c)
			}
		case "walk":
			fields := strings.Fields(d.rest)
			frame := ""
			if n := len(fields); n > 0 && isFrame(fields[n-1]) {
				frame, fields = fields[n-1], fields[:n-1]
			}
			if len(fields) == 0 {
				p.errorf(d.no, "walk: name a point (then, if you like, the question the walk answers: %s)", strings.Join(Frames, ", "))
			}
			for _, f := range fields {
				pt, err := resolvePoint(f, page.Marks)
				if err != nil {
					p.errorf(d.no, "walk: %v", err)
					continue
				}
				page.Walks = append(page.Walks, pt)
				if frame != "" {
					if page.WalkFrames == nil {
						page.WalkFrames = map[rules.Point]string{}
					}
					page.WalkFrames[pt] = frame
				}
			}
		case "task":
			if page.Task != nil {
				p.errorf(d.no, "second task on this page (the first is on line %d)", page.Task.Line)
				continue
			}
			t, err := parseTask(d.rest, &page)
			if err != nil {
				p.errorf(d.no, "%v", err)
				t = &Task{Type: "invalid"}
			}
			t.Line = d.no
			page.Task = t
		}
	}
	// answer and hint belong to the task, wherever they stand on the page.
	for _, d := range pg.rest {
		switch d.key {
		case "answer", "hint":
			if page.Task == nil {
				p.errorf(d.no, "%s without a task on this page", d.key)
				continue
			}
			if page.Task.Type == "invalid" {
				continue
			}
		default:
			continue
		}
		t := page.Task
		if d.key == "hint" {
			if !t.Hint.IsZero() {
				p.errorf(d.no, "second hint for the task")
				continue
			}
			h, err := pair(d.rest)
			if err != nil {
				p.errorf(d.no, "hint: %v", err)
				continue
			}
			t.Hint = h
			continue
		}
		if t.Stated != nil {
			p.errorf(d.no, "second answer for the task")
			continue
		}
		a, err := t.ParseAnswer(d.rest, page.Marks)
		if err != nil {
			p.errorf(d.no, "%v", err)
			continue
		}
		t.Stated = &a
	}
	if page.Task != nil && page.Task.Type != "invalid" && page.Task.Hint.IsZero() {
		p.errorf(page.Task.Line, "task %s has no hint (add \"hint English | 中文\")", page.Task.Type)
	}
	if page.Task != nil && page.Task.Type == "invalid" {
		page.Task = nil
	}
	p.lesson.Pages = append(p.lesson.Pages, page)
}

// marks reads "marks A=h8 B=i9".
func (p *parser) marks(d line, page *Page) {
	fields := strings.Fields(d.rest)
	if len(fields) == 0 {
		p.errorf(d.no, "marks: write marks as A=h8 B=i9")
	}
	for _, f := range fields {
		name, at, ok := strings.Cut(f, "=")
		r, size := utf8.DecodeRuneInString(name)
		if !ok || size != len(name) || !isMark(r) {
			p.errorf(d.no, "marks: %q: write a mark as a letter (not X or O), '*', '^' or '#', '=', and a point, like A=h8", f)
			continue
		}
		pt, err := rules.ParsePoint(at)
		if err != nil {
			p.errorf(d.no, "marks: %v", err)
			continue
		}
		if page.Board.At(pt) != rules.Empty {
			p.errorf(d.no, "marks: %s is occupied; marks go on empty points", pt.Upper())
			continue
		}
		if q, n := markCount(page.Marks, r); n > 0 && q != pt && unicode.IsLetter(r) {
			p.errorf(d.no, "marks: %c already marks %s", r, q.Upper())
			continue
		}
		page.Marks[pt] = r
	}
}

func isMark(r rune) bool {
	switch {
	case r == '*' || r == '^' || r == '#':
		return true
	case r == 'x' || r == 'X' || r == 'o' || r == 'O':
		return false
	case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z':
		return true
	}
	return false
}

// markPoint finds the point carrying mark r, if exactly one does.
func markPoint(marks map[rules.Point]rune, r rune) (rules.Point, bool) {
	p, n := markCount(marks, r)
	return p, n == 1
}

// markCount counts the points carrying mark r and returns one of them.
func markCount(marks map[rules.Point]rune, r rune) (rules.Point, int) {
	found, n := rules.Point{}, 0
	for p, m := range marks {
		if m == r {
			found = p
			n++
		}
	}
	return found, n
}

// resolvePoint reads a point: a mark of the page's board ("A") or a
// coordinate ("h8").
func resolvePoint(s string, marks map[rules.Point]rune) (rules.Point, error) {
	if r, size := utf8.DecodeRuneInString(s); size == len(s) && size > 0 {
		switch p, n := markCount(marks, r); {
		case n == 1:
			return p, nil
		case n > 1:
			return rules.Point{}, fmt.Errorf("mark %q is on %d points: name the point (like h8) instead", s, n)
		}
		seen := map[rune]bool{}
		var names []string
		for _, m := range marks {
			if !seen[m] {
				seen[m] = true
				names = append(names, string(m))
			}
		}
		sort.Sort(sort.StringSlice(names))
		if len(names) == 0 {
			return rules.Point{}, fmt.Errorf("unknown mark %q (the board has no marks; or write a point like h8)", s)
		}
		return rules.Point{}, fmt.Errorf("unknown mark %q (the board marks %s)", s, strings.Join(names, ", "))
	}
	p, err := rules.ParsePoint(s)
	if err != nil {
		return rules.Point{}, err
	}
	return p, nil
}

var directions = []string{"horizontal", "vertical", "diagonal", "anti-diagonal"}

func parseDirection(s string) (string, error) {
	for _, d := range directions {
		if s == d {
			return d, nil
		}
	}
	return "", fmt.Errorf("unknown direction %q (want %s)", s, strings.Join(directions, ", "))
}

func parseTask(rest string, page *Page) (*Task, error) {
	f := strings.Fields(rest)
	if len(f) == 0 {
		return nil, fmt.Errorf("task: name the task type (%s)", taskTypeNames())
	}
	t := &Task{Type: f[0]}
	for _, tt := range taskTypes {
		if tt.name != t.Type {
			continue
		}
		if tt.openings {
			opts, err := parseOpeningChoices(f[1:], page)
			if err != nil {
				return nil, err
			}
			t.Options = opts
			return t, nil
		}
		want := 0
		usage := "task " + tt.name
		if tt.point {
			want++
			usage += " POINT"
		}
		if tt.pair {
			want++
			usage += " POINT"
		}
		if tt.dir {
			want++
			usage += " DIRECTION"
		}
		if tt.opening {
			want++
			usage += " OPENING"
		}
		if len(f)-1 != want {
			return nil, fmt.Errorf("task %s takes %d operand(s): %s", tt.name, want, usage)
		}
		if tt.point {
			p, err := resolvePoint(f[1], page.Marks)
			if err != nil {
				return nil, fmt.Errorf("task %s: %w", tt.name, err)
			}
			t.Point = p
		}
		if tt.pair {
			p, err := resolvePoint(f[2], page.Marks)
			if err != nil {
				return nil, fmt.Errorf("task %s: %w", tt.name, err)
			}
			t.Pair = p
		}
		if tt.dir {
			d, err := parseDirection(f[2])
			if err != nil {
				return nil, fmt.Errorf("task %s: %w", tt.name, err)
			}
			t.Dir = d
		}
		if tt.opening {
			o, ok := rules.OpeningByName(f[1])
			if !ok {
				return nil, fmt.Errorf("task %s: unknown opening %q (want a number like 2D or a name like 溪月)", tt.name, f[1])
			}
			t.Arg = o.Number
		}
		return t, nil
	}
	return nil, fmt.Errorf("unknown task %q (want %s)", t.Type, taskTypeNames())
}
