package lessons

import (
	"fmt"
	"strconv"
	"strings"

	"renju/rules"
)

// Claim kinds of a Check.
const (
	ClaimForbidden      = "forbidden"        // Black at Point is forbidden (Arg: the kind, or "" for any)
	ClaimLegal          = "legal"            // Black at Point is legal and makes no five
	ClaimFive           = "five"             // Black at Point makes five
	ClaimFourThree      = "four-three"       // Black at Point is a legal four-three
	ClaimCombo          = "combo"            // the trace's Combo is Arg ("4-4-3")
	ClaimLine           = "line"             // the line Dir through Point has shape Arg
	ClaimDepth          = "depth"            // the trace's MaxDepth() is at least N
	ClaimWhiteFive      = "white-five"       // White at Point makes five (or more)
	ClaimWhiteFour      = "white-four"       // White at Point makes a four that White completes at Points[0]
	ClaimFivePoints     = "five-points"      // Black at Point makes fours whose five points are exactly Points
	ClaimWhiteFourThree = "white-four-three" // White at Point makes a four and a three (a winning attack)
	ClaimSymmetric      = "symmetric"        // a symmetry of the position maps Point to Points[0]
	ClaimAsymmetric     = "asymmetric"       // no symmetry of the position maps Point to Points[0]
	ClaimForbiddenSet   = "forbidden-set"    // the forbidden points are exactly Points
	ClaimOpening        = "opening"          // the page's moves (or stones) are the opening Arg; with Points[0]: Black 3 there makes it
	ClaimWhiteTrap      = "white-trap"       // Points W1 B1 … Wn F: White's fours force Black's replies, and F, the last defence, is forbidden (of kind Arg if given)
	ClaimUnstoppable    = "unstoppable"      // Points W1 W2 …: Black, to move, cannot answer all of these White threats (see verifyUnstoppable)
)

var pointClaims = []string{
	ClaimForbidden, ClaimLegal, ClaimFive, ClaimFourThree, ClaimCombo,
	ClaimLine, ClaimDepth, ClaimFivePoints, ClaimWhiteFive, ClaimWhiteFour,
	ClaimWhiteFourThree, ClaimSymmetric, ClaimAsymmetric,
}

var shapes = []string{
	rules.ShapeThree, rules.ShapeFalseThree, rules.ShapeFour, rules.ShapeStraightFour,
	rules.ShapeDoubleFour, rules.ShapeFive, rules.ShapeOverline, rules.ShapeDeadFour, rules.ShapeNone,
}

var kinds = []string{"overline", "double-four", "double-three"}

// Claim is one claim a page makes about its position, written in the file
// as a "check" line and verified against the judge by Check.
type Claim struct {
	Line int
	// Source is the claim as written, after "check".
	Source string
	// Kind is one of the Claim… constants.
	Kind string
	// Point is the point the claim is about (point claims).
	Point rules.Point
	// Arg is the forbidden kind (also of a white-trap's last defence),
	// combo, shape or opening number.
	Arg string
	// Dir is the line of a ClaimLine.
	Dir string
	// N is the depth of a ClaimDepth.
	N int
	// Points: the forbidden set, the five points (five-points,
	// white-four), the other point of a symmetry claim, Black 3 of an
	// opening claim, or a white-trap's line.
	Points []rules.Point
	// With are black stones placed on the board before the claim is
	// judged ("check C four-three with A B"): claims about what happens
	// after Black plays there.
	With []rules.Point
}

// board returns the page's board with the claim's With stones placed.
func (c *Claim) board(pg *Page) (*rules.Board, string) {
	b := pg.Board
	for _, p := range c.With {
		if b.At(p) != rules.Empty {
			return nil, fmt.Sprintf("with %s: the point is occupied", pointName(pg, p))
		}
		b.Set(p, rules.Black)
	}
	return &b, ""
}

// validCombo reports whether s is a combination like 4-3 or 3-3-3: 3s and
// 4s joined by single dashes (what ^[34](-[34])*$ matches, without a
// regular expression to compile when the app starts).
func validCombo(s string) bool {
	if len(s)%2 == 0 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; i%2 == 0 && c != '3' && c != '4' || i%2 == 1 && c != '-' {
			return false
		}
	}
	return true
}

func oneOf(s string, list []string) bool {
	for _, x := range list {
		if s == x {
			return true
		}
	}
	return false
}

// parseCheck reads the text after "check".
func parseCheck(rest string, page *Page) (Claim, error) {
	c := Claim{Source: rest}
	f := strings.Fields(rest)
	for i, w := range f {
		if w != "with" {
			continue
		}
		if i == len(f)-1 {
			return c, fmt.Errorf("check: name the black stones after \"with\"")
		}
		for _, s := range f[i+1:] {
			p, err := resolvePoint(s, page.Marks)
			if err != nil {
				return c, fmt.Errorf("check … with: %w", err)
			}
			c.With = append(c.With, p)
		}
		f = f[:i]
		break
	}
	if len(f) == 0 {
		return c, fmt.Errorf("check: nothing to check (want \"check POINT forbidden\", \"check forbidden A B\", \"check opening NAME\", …)")
	}
	switch f[0] {
	case "forbidden":
		c.Kind = ClaimForbiddenSet
		if len(f) == 1 {
			return c, fmt.Errorf("check forbidden: list the forbidden points, or write \"none\"")
		}
		if len(f) == 2 && f[1] == "none" {
			return c, nil
		}
		for _, s := range f[1:] {
			p, err := resolvePoint(s, page.Marks)
			if err != nil {
				return c, fmt.Errorf("check forbidden: %w", err)
			}
			c.Points = append(c.Points, p)
		}
		return c, nil
	case "opening":
		c.Kind = ClaimOpening
		if len(c.With) > 0 {
			return c, fmt.Errorf("check opening: \"with\" does not apply")
		}
		if len(f) == 3 {
			// check opening NAME P: Black 3 at P makes the opening.
			if p, err := resolvePoint(f[2], page.Marks); err == nil {
				c.Points = []rules.Point{p}
				f = f[:2]
			}
		}
		name := strings.Join(f[1:], " ")
		o, ok := rules.OpeningByName(name)
		if !ok {
			return c, fmt.Errorf("check opening: unknown opening %q (want a number like 2D or 13I, or a name like 溪月 or Keigetsu)", name)
		}
		c.Arg = o.Number
		return c, nil
	case ClaimWhiteTrap:
		c.Kind = ClaimWhiteTrap
		args := f[1:]
		if n := len(args); n > 0 && oneOf(args[n-1], kinds) {
			c.Arg = args[n-1]
			args = args[:n-1]
		}
		if len(args) == 0 || len(args)%2 != 0 {
			return c, fmt.Errorf("check white-trap: want \"check white-trap W1 B1 … Wn F [%s]\": White's moves, each followed by Black's only defence, the last one forbidden", strings.Join(kinds, "|"))
		}
		for _, a := range args {
			p, err := resolvePoint(a, page.Marks)
			if err != nil {
				return c, fmt.Errorf("check white-trap: %w", err)
			}
			c.Points = append(c.Points, p)
		}
		return c, nil
	case ClaimUnstoppable:
		c.Kind = ClaimUnstoppable
		if len(f) < 2 {
			return c, fmt.Errorf("check unstoppable: want \"check unstoppable W1 W2 …\": the White moves that each win")
		}
		for _, a := range f[1:] {
			p, err := resolvePoint(a, page.Marks)
			if err != nil {
				return c, fmt.Errorf("check unstoppable: %w", err)
			}
			c.Points = append(c.Points, p)
		}
		return c, nil
	}
	p, err := resolvePoint(f[0], page.Marks)
	if err != nil {
		if len(f) > 1 && len(f[0]) > 2 {
			return c, fmt.Errorf("unknown check %q (want POINT CLAIM, forbidden POINTS…, or opening NAME)", f[0])
		}
		return c, fmt.Errorf("check: %w", err)
	}
	c.Point = p
	if len(f) < 2 {
		return c, fmt.Errorf("check %s: say what to check (want %s)", f[0], strings.Join(pointClaims, ", "))
	}
	c.Kind = f[1]
	args := f[2:]
	nargs := func(n int, usage string) error {
		if len(args) != n {
			return fmt.Errorf("check %s: want \"check POINT %s\"", c.Kind, usage)
		}
		return nil
	}
	switch c.Kind {
	case ClaimForbidden:
		if len(args) > 1 {
			return c, fmt.Errorf("check forbidden: want \"check POINT forbidden [%s]\"", strings.Join(kinds, "|"))
		}
		if len(args) == 1 {
			if !oneOf(args[0], kinds) {
				return c, fmt.Errorf("check forbidden: unknown kind %q (want %s)", args[0], strings.Join(kinds, ", "))
			}
			c.Arg = args[0]
		}
	case ClaimLegal, ClaimFive, ClaimFourThree, ClaimWhiteFive, ClaimWhiteFourThree:
		if err := nargs(0, c.Kind); err != nil {
			return c, err
		}
	case ClaimCombo:
		if err := nargs(1, "combo 4-3-3"); err != nil {
			return c, err
		}
		if !validCombo(args[0]) {
			return c, fmt.Errorf("check combo: %q is not a combination like 4-3, 3-3-3 or 4-4-3", args[0])
		}
		c.Arg = args[0]
	case ClaimLine:
		if err := nargs(2, "line DIRECTION SHAPE"); err != nil {
			return c, err
		}
		d, err := parseDirection(args[0])
		if err != nil {
			return c, fmt.Errorf("check line: %w", err)
		}
		if !oneOf(args[1], shapes) {
			return c, fmt.Errorf("check line: unknown shape %q (want %s)", args[1], strings.Join(shapes, ", "))
		}
		c.Dir, c.Arg = d, args[1]
	case ClaimDepth:
		if err := nargs(1, "depth N"); err != nil {
			return c, err
		}
		n, err := strconv.Atoi(args[0])
		if err != nil || n < 1 {
			return c, fmt.Errorf("check depth: %q is not a depth 1, 2, 3, …", args[0])
		}
		c.N = n
	case ClaimSymmetric, ClaimAsymmetric:
		if err := nargs(1, c.Kind+" POINT"); err != nil {
			return c, err
		}
		q, err := resolvePoint(args[0], page.Marks)
		if err != nil {
			return c, fmt.Errorf("check %s: %w", c.Kind, err)
		}
		c.Points = []rules.Point{q}
	case ClaimFivePoints, ClaimWhiteFour:
		if len(args) == 0 {
			return c, fmt.Errorf("check %s: want \"check POINT %s Q…\" (the five points)", c.Kind, c.Kind)
		}
		for _, a := range args {
			q, err := resolvePoint(a, page.Marks)
			if err != nil {
				return c, fmt.Errorf("check %s: %w", c.Kind, err)
			}
			c.Points = append(c.Points, q)
		}
	default:
		return c, fmt.Errorf("unknown check %q (want %s)", c.Kind, strings.Join(pointClaims, ", "))
	}
	return c, nil
}

// Problem is a claim of a lesson that the judge does not confirm, or a
// page that is not complete (a missing translation, a task that does not
// fit its board).
type Problem struct {
	File   string
	Lesson string
	Page   int // 1-based; 0 for the lesson as a whole
	Line   int
	// Point is the point concerned as the lesson names it ("A (h8)"), or "".
	Point string
	Msg   string
}

func (p Problem) String() string {
	var sb strings.Builder
	sb.WriteString(p.File)
	if p.Line > 0 {
		fmt.Fprintf(&sb, ":%d", p.Line)
	}
	sb.WriteString(": ")
	if p.Page > 0 {
		fmt.Fprintf(&sb, "lesson %s, page %d: ", p.Lesson, p.Page)
	} else {
		fmt.Fprintf(&sb, "lesson %s: ", p.Lesson)
	}
	if p.Point != "" {
		sb.WriteString(p.Point + ": ")
	}
	sb.WriteString(p.Msg)
	return sb.String()
}

// Check verifies every claim of l against the judge, every task against
// its board (the task is well posed, a stated answer is right), and that
// every text has both languages. It returns nil if all is well.
func Check(l *Lesson) []Problem {
	var probs []Problem
	add := func(page, line int, point, format string, args ...any) {
		probs = append(probs, Problem{File: l.File, Lesson: l.ID, Page: page, Line: line, Point: point, Msg: fmt.Sprintf(format, args...)})
	}
	bothLanguages := func(page, line int, what string, t Text) {
		switch {
		case t.EN == "" && t.ZH == "":
			add(page, line, "", "%s is missing", what)
		case t.EN == "":
			add(page, line, "", "%s has no English", what)
		case t.ZH == "":
			add(page, line, "", "%s has no Chinese (中文)", what)
		}
	}
	bothLanguages(0, 0, "the title", l.Title)
	bothLanguages(0, 0, "the summary", l.Summary)
	if len(l.Topics) == 0 {
		add(0, 0, "", "no topics")
	}
	for i := range l.Pages {
		pg := &l.Pages[i]
		n := i + 1
		bothLanguages(n, pg.Line, "the page text", pg.Text)
		if strings.Count(pg.Text.EN, "\n") != strings.Count(pg.Text.ZH, "\n") {
			add(n, pg.Line, "", "the English text has %d paragraph(s) and the Chinese %d: translate each paragraph",
				strings.Count(pg.Text.EN, "\n")+1, strings.Count(pg.Text.ZH, "\n")+1)
		}
		for _, c := range pg.Checks {
			if msg := verify(pg, &c); msg != "" {
				point := ""
				if c.Kind != ClaimForbiddenSet && c.Kind != ClaimOpening && c.Kind != ClaimWhiteTrap && c.Kind != ClaimUnstoppable {
					point = pointName(pg, c.Point)
				}
				add(n, c.Line, point, "check %s: %s", c.Source, msg)
			}
		}
		for _, w := range pg.Walks {
			if pg.Board.At(w) != rules.Empty {
				add(n, pg.Line, pointName(pg, w), "walk: the point is occupied")
			}
		}
		if t := pg.Task; t != nil {
			bothLanguages(n, t.Line, "the hint", t.Hint)
			sol, err := t.Solution(&pg.Board)
			if err != nil {
				add(n, t.Line, "", "task %s does not fit the board: %v", t.Type, err)
				continue
			}
			if t.Type == TaskWhichKind || t.Type == TaskIsForbidden || t.Type == TaskLiveOrFalse {
				if pg.Board.At(t.Point) != rules.Empty {
					add(n, t.Line, pointName(pg, t.Point), "task %s: the point is occupied", t.Type)
				}
			}
			if t.Type == TaskWhiteTrap && t.Stated == nil {
				add(n, t.Line, "", "task %s needs an answer line: White's first move (or a whole line)", t.Type)
			}
			if t.Stated != nil {
				r, err := t.Grade(&pg.Board, *t.Stated)
				if err != nil {
					add(n, t.Line, "", "task %s: %v", t.Type, err)
				} else if !r.Correct {
					add(n, t.Line, "", "task %s: the stated answer %s is wrong; the judge says %s", t.Type, answerString(pg, *t.Stated), answerString(pg, sol))
				}
			}
		}
	}
	return probs
}

// pointName is "A (h8)" for a marked point, else "H8".
func pointName(pg *Page, p rules.Point) string {
	if m, ok := pg.Marks[p]; ok {
		return fmt.Sprintf("%c (%s)", m, p)
	}
	return p.Upper()
}

func answerString(pg *Page, a Answer) string {
	if a.Choice != "" {
		return a.Choice
	}
	if len(a.Points) == 0 {
		return "none"
	}
	names := make([]string, len(a.Points))
	for i, p := range a.Points {
		names[i] = pointName(pg, p)
	}
	return strings.Join(names, ", ")
}

// verify checks one claim; it returns "" if the judge agrees, else what
// the judge says.
func verify(pg *Page, c *Claim) string {
	b, msg := c.board(pg)
	if msg != "" {
		return msg
	}
	switch c.Kind {
	case ClaimForbiddenSet:
		var got []rules.Point
		for _, f := range rules.ForbiddenMap(b) {
			got = append(got, f.Point)
		}
		want := append([]rules.Point(nil), c.Points...)
		sortPoints(want)
		if fmt.Sprint(got) != fmt.Sprint(want) {
			return "the forbidden points are " + answerString(pg, Answer{Points: got})
		}
		return ""
	case ClaimOpening:
		if len(c.Points) == 1 {
			return verifyOpeningAt(pg, b, c)
		}
		moves := pg.Moves
		if len(moves) == 0 {
			moves = openingMoves(b)
		}
		o, ok := rules.RecognizeOpening(moves)
		switch {
		case !ok:
			return "the first three moves are not one of the 26 openings"
		case o.Number != c.Arg:
			return "the moves are " + o.String()
		}
		return ""
	case ClaimWhiteTrap:
		return verifyWhiteTrap(pg, b, c)
	case ClaimUnstoppable:
		return verifyUnstoppable(pg, b, c)
	case ClaimSymmetric, ClaimAsymmetric:
		sym := symmetric(b, c.Point, c.Points[0])
		switch {
		case c.Kind == ClaimSymmetric && !sym:
			return fmt.Sprintf("no symmetry of the position maps it to %s", pointName(pg, c.Points[0]))
		case c.Kind == ClaimAsymmetric && sym:
			return fmt.Sprintf("a symmetry of the position maps it to %s", pointName(pg, c.Points[0]))
		}
		return ""
	case ClaimWhiteFourThree:
		if b.At(c.Point) != rules.Empty {
			return "the point is occupied"
		}
		if j, _ := rules.Judge(b, c.Point, rules.White); j.Verdict == rules.Five {
			return "White there makes five"
		}
		fours, threes := whiteShapes(b, c.Point)
		if fours == 0 || threes == 0 || fours+threes < 2 {
			return fmt.Sprintf("White there makes %d four(s) and %d three(s)", fours, threes)
		}
		return ""
	case ClaimWhiteFive:
		j, err := rules.Judge(b, c.Point, rules.White)
		if err != nil {
			return err.Error()
		}
		if j.Verdict != rules.Five {
			return "White there makes no five"
		}
		return ""
	case ClaimWhiteFour:
		if j, err := rules.Judge(b, c.Point, rules.White); err != nil {
			return err.Error()
		} else if j.Verdict == rules.Five {
			return "White there already makes five"
		}
		after := *b
		after.Set(c.Point, rules.White)
		var got []rules.Point
		for _, d := range lineSteps {
			got = append(got, whiteFivePoints(&after, c.Point, d)...)
		}
		got = uniquePoints(got)
		want := uniquePoints(append([]rules.Point(nil), c.Points...))
		if fmt.Sprint(got) != fmt.Sprint(want) {
			if len(got) == 0 {
				return "White there makes no four"
			}
			return "White's five points would be " + answerString(pg, Answer{Points: got})
		}
		return ""
	}
	t, err := rules.Explain(b, c.Point, rules.Black)
	if err != nil {
		return err.Error()
	}
	ok := true
	switch c.Kind {
	case ClaimForbidden:
		ok = t.Verdict == "forbidden" && (c.Arg == "" || t.Kind == c.Arg)
	case ClaimLegal:
		ok = t.Verdict == "legal"
	case ClaimFive:
		ok = t.Verdict == "five"
	case ClaimFourThree:
		ok = t.Verdict == "legal" && t.Reason == "four-three"
	case ClaimCombo:
		if t.Combo != c.Arg {
			return fmt.Sprintf("the combination is %q — %s", t.Combo, t.Summary())
		}
	case ClaimLine:
		for _, l := range t.Lines {
			if l.Direction == c.Dir && l.Shape != c.Arg {
				return fmt.Sprintf("the %s line is %s (%s)", c.Dir, l.Shape, strings.ToUpper(strings.Join(l.Stones, " ")))
			}
		}
	case ClaimDepth:
		if d := t.MaxDepth(); d < c.N {
			return fmt.Sprintf("the judgement is only %d level(s) deep", d)
		}
	case ClaimFivePoints:
		got := map[string]bool{}
		for _, l := range t.Lines {
			for _, f := range l.FivePoints {
				got[f] = true
			}
		}
		var gotPts []rules.Point
		for f := range got {
			if p, err := rules.ParsePoint(f); err == nil {
				gotPts = append(gotPts, p)
			}
		}
		gotPts = uniquePoints(gotPts)
		want := uniquePoints(append([]rules.Point(nil), c.Points...))
		if fmt.Sprint(gotPts) != fmt.Sprint(want) {
			return "the five points are " + answerString(pg, Answer{Points: gotPts})
		}
	}
	if !ok {
		return "the judge says: " + t.Summary()
	}
	return ""
}

// openingMoves reads the first three moves off a board holding exactly the
// centre and one more black stone and one white stone.
func openingMoves(b *rules.Board) []rules.Point {
	blacks, whites := b.Stones(rules.Black), b.Stones(rules.White)
	if len(blacks) != 2 || len(whites) != 1 {
		return nil
	}
	third := blacks[0]
	if third == rules.Center {
		third = blacks[1]
	}
	return []rules.Point{rules.Center, whites[0], third}
}

// symmetric reports whether a symmetry of the position maps p to q: a
// rotation or reflection, followed by any shift, that maps the stones onto
// themselves with their colours. As the opening rules say, the edge of the
// board is ignored: the shift may move stones off the board.
func symmetric(b *rules.Board, p, q rules.Point) bool {
	type stone struct {
		x, y int
		c    rules.Stone
	}
	var stones []stone
	set := map[stone]bool{}
	for _, c := range []rules.Stone{rules.Black, rules.White} {
		for _, pt := range b.Stones(c) {
			s := stone{pt.Col, pt.Row, c}
			stones = append(stones, s)
			set[s] = true
		}
	}
	for _, sym := range rules.Symmetries {
		m := func(x, y int) (int, int) {
			pt := sym.Apply(rules.Pt(x, y))
			return pt.Col, pt.Row
		}
		// The shift must take the image of the first stone onto some
		// stone of the same colour; try each (no stones: no shift).
		shifts := [][2]int{{0, 0}}
		if len(stones) > 0 {
			shifts = shifts[:0]
			x0, y0 := m(stones[0].x, stones[0].y)
			for _, s := range stones {
				if s.c == stones[0].c {
					shifts = append(shifts, [2]int{s.x - x0, s.y - y0})
				}
			}
		}
		for _, t := range shifts {
			ok := true
			for _, s := range stones {
				x, y := m(s.x, s.y)
				if !set[stone{x + t[0], y + t[1], s.c}] {
					ok = false
					break
				}
			}
			if !ok {
				continue
			}
			if x, y := m(p.Col, p.Row); x+t[0] == q.Col && y+t[1] == q.Row {
				return true
			}
		}
	}
	return false
}

// whiteShapes counts, for a White stone at p, the lines holding a four
// (one more White stone makes five or more) and the other lines holding a
// three (one more White stone makes a four with two five points).
func whiteShapes(b *rules.Board, p rules.Point) (fours, threes int) {
	after := *b
	after.Set(p, rules.White)
	for _, d := range lineSteps {
		switch {
		case len(whiteFivePoints(&after, p, d)) > 0:
			fours++
		case whiteThree(&after, p, d):
			threes++
		}
	}
	return fours, threes
}

// lineSteps are the column and row steps of the four lines.
var lineSteps = [4][2]int{{1, 0}, {0, 1}, {1, 1}, {1, -1}}

// whiteFivePoints lists the empty points within four of p along d where a
// White stone makes five or more through p.
func whiteFivePoints(b *rules.Board, p rules.Point, d [2]int) []rules.Point {
	var ps []rules.Point
	for k := -4; k <= 4; k++ {
		q := rules.Pt(p.Col+k*d[0], p.Row+k*d[1])
		if k == 0 || !q.OnBoard() || b.At(q) != rules.Empty {
			continue
		}
		if whiteRun(b, q, d) >= 5 && whiteRunCovers(b, q, p, d) {
			ps = append(ps, q)
		}
	}
	return ps
}

// whiteThree: one more White stone on the line through p along d gives at
// least two five points (an open four).
func whiteThree(b *rules.Board, p rules.Point, d [2]int) bool {
	for k := -4; k <= 4; k++ {
		q := rules.Pt(p.Col+k*d[0], p.Row+k*d[1])
		if k == 0 || !q.OnBoard() || b.At(q) != rules.Empty {
			continue
		}
		after := *b
		after.Set(q, rules.White)
		if len(whiteFivePoints(&after, p, d)) >= 2 {
			return true
		}
	}
	return false
}

// whiteRun is the length of the White run through q along d with a White
// stone at q.
func whiteRun(b *rules.Board, q rules.Point, d [2]int) int { return run(b, q, d, rules.White) }

// run is the length of the run of colour c through q along d, counting q
// as c.
func run(b *rules.Board, q rules.Point, d [2]int, c rules.Stone) int {
	n := 1
	for _, sign := range []int{-1, 1} {
		r := rules.Pt(q.Col+sign*d[0], q.Row+sign*d[1])
		for r.OnBoard() && b.At(r) == c {
			n++
			r = rules.Pt(r.Col+sign*d[0], r.Row+sign*d[1])
		}
	}
	return n
}

// whiteRunCovers reports whether the White run through q (with q White)
// along d contains p.
func whiteRunCovers(b *rules.Board, q, p rules.Point, d [2]int) bool {
	after := *b
	after.Set(q, rules.White)
	for _, sign := range []int{-1, 1} {
		r := q
		for r.OnBoard() && after.At(r) == rules.White {
			if r == p {
				return true
			}
			r = rules.Pt(r.Col+sign*d[0], r.Row+sign*d[1])
		}
	}
	return false
}

// uniquePoints sorts ps and drops repeats.
func uniquePoints(ps []rules.Point) []rules.Point {
	sortPoints(ps)
	out := ps[:0]
	for i, p := range ps {
		if i == 0 || p != ps[i-1] {
			out = append(out, p)
		}
	}
	return out
}

// verifyOpeningAt checks "check opening NAME P": the board holds moves 1–2
// (Black on the centre, one White stone), and Black 3 at P makes NAME.
func verifyOpeningAt(pg *Page, b *rules.Board, c *Claim) string {
	p := c.Points[0]
	blacks, whites := b.Stones(rules.Black), b.Stones(rules.White)
	if len(blacks) != 1 || blacks[0] != rules.Center || len(whites) != 1 {
		return "the board must hold Black 1 on H8 and White 2 only"
	}
	if b.At(p) != rules.Empty {
		return fmt.Sprintf("%s is occupied", pointName(pg, p))
	}
	o, ok := rules.RecognizeOpening([]rules.Point{rules.Center, whites[0], p})
	switch {
	case !ok:
		return fmt.Sprintf("Black 3 at %s makes none of the 26 openings", pointName(pg, p))
	case o.Number != c.Arg:
		return fmt.Sprintf("Black 3 at %s makes %s", pointName(pg, p), o)
	}
	return ""
}

// verifyWhiteTrap replays a white-trap line W1 B1 … Wn F.
func verifyWhiteTrap(pg *Page, b *rules.Board, c *Claim) string {
	cur := *b
	for i := 0; i+1 < len(c.Points); i += 2 {
		w, bl := c.Points[i], c.Points[i+1]
		last := i+2 == len(c.Points)
		st := trapReply(&cur, w, last)
		want := TrapBlackBlocks
		if last {
			want = TrapForbidden
		}
		if st.Outcome != want {
			return fmt.Sprintf("White %d at %s: %s", i/2+1, pointName(pg, w), trapOutcomeText(pg, st))
		}
		if st.Black != bl {
			return fmt.Sprintf("White %d at %s: Black's only defence is %s, not %s", i/2+1, pointName(pg, w), pointName(pg, st.Black), pointName(pg, bl))
		}
		if last && c.Arg != "" && st.Trace != nil && st.Trace.Kind != c.Arg {
			return fmt.Sprintf("the defence %s is forbidden, but the judge says: %s", pointName(pg, bl), st.Trace.Summary())
		}
		cur.Set(w, rules.White)
		cur.Set(bl, rules.Black)
	}
	return ""
}

// trapOutcomeText says what a White move did, for messages.
func trapOutcomeText(pg *Page, st TrapStep) string {
	switch st.Outcome {
	case TrapNotForcing:
		return "it makes no four"
	case TrapOccupied:
		return "the point is occupied"
	case TrapBlackBlocks:
		return fmt.Sprintf("Black blocks at %s, which is legal", pointName(pg, st.Black))
	case TrapForbidden:
		return fmt.Sprintf("Black's only defence %s is forbidden: White wins already", pointName(pg, st.Black))
	case TrapWhiteFive:
		return "White makes five"
	case TrapUnstoppable:
		return "White gets two five points " + answerString(pg, Answer{Points: st.FivePoints})
	case TrapBlackFive:
		return fmt.Sprintf("Black makes five at %s", pointName(pg, st.Black))
	}
	return st.Outcome.String()
}
