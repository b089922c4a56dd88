package lessons

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"renju/rules"
)

// Question is a task asked of a position on its own, apart from the page
// it was on: what the review of mistakes keeps of a lesson task or a
// practice item answered wrong, so that it can ask it again. It holds the
// question, never its answer: the judge answers it each time it is asked
// (Task.Grade). Lesson and Page say where it was asked (Page 0: an item of
// the lesson's practice), so that it is asked again in that lesson's
// words.
type Question struct {
	Lesson string `json:"lesson"`
	Page   int    `json:"page,omitempty"`
	// Kind is the task's type (TaskIsForbidden, …).
	Kind string `json:"kind"`
	// Position is the stones shown, as rules.FormatStones writes them;
	// Moves the numbered ones among them, in order (openings); Marks the
	// letters on empty points, "A=h9 B=i10".
	Position string   `json:"position"`
	Moves    []string `json:"moves,omitempty"`
	Marks    string   `json:"marks,omitempty"`
	// The task's operands, as Task has them.
	Point   string   `json:"point,omitempty"`
	Pair    string   `json:"pair,omitempty"`
	Dir     string   `json:"dir,omitempty"`
	Arg     string   `json:"arg,omitempty"`
	Options []string `json:"options,omitempty"`
}

// QuestionOf is the question of page pg (from 1; 0 for a practice item)
// of lesson id: pg's task on pg's position. Its hint stays with the page:
// the review finds it there again (HintOf).
func QuestionOf(id string, page int, pg *Page) (Question, error) {
	t := pg.Task
	if t == nil {
		return Question{}, fmt.Errorf("the page has no task")
	}
	q := Question{Lesson: id, Page: page, Kind: t.Type, Position: rules.FormatStones(&pg.Board),
		Dir: t.Dir, Arg: t.Arg, Options: slices.Clone(t.Options)}
	for _, m := range pg.Moves {
		q.Moves = append(q.Moves, m.String())
	}
	q.Marks = formatMarks(pg.Marks)
	spec := taskSpec(t.Type)
	if spec != nil && spec.point {
		q.Point = t.Point.String()
	}
	if spec != nil && spec.pair {
		q.Pair = t.Pair.String()
	}
	if _, err := q.Read(); err != nil {
		return Question{}, err
	}
	return q, nil
}

// Key names the question: its kind, position and operands (two
// questions with one key ask the same thing of the same stones).
func (q Question) Key() string {
	return strings.Join([]string{"task", q.Kind, q.Position, strings.Join(q.Moves, ","), q.Marks,
		q.Point, q.Pair, q.Dir, q.Arg, strings.Join(q.Options, ",")}, "|")
}

// Build is the question as a page of its own: its position, marks and
// moves, and its task (with no hint: see Source). An error says why it
// cannot be asked: a field that does not read, an operand missing (Read),
// or a task that does not fit the position (Fits).
func (q Question) Build() (Page, error) {
	pg, err := q.Read()
	if err != nil {
		return Page{}, err
	}
	if err := pg.Task.Fits(&pg.Board); err != nil {
		return Page{}, err
	}
	return pg, nil
}

// Read is Build without the judge: what a saved question's reader checks
// of every item, quickly.
func (q Question) Read() (Page, error) {
	spec := taskSpec(q.Kind)
	if spec == nil {
		return Page{}, fmt.Errorf("the task type %q is unknown (want one of %s)", q.Kind, taskTypeNames())
	}
	b, err := rules.ParseStones(q.Position)
	if err != nil {
		return Page{}, fmt.Errorf("the position: %v", err)
	}
	pg := Page{Board: b}
	for _, s := range q.Moves {
		m, err := rules.ParsePoint(s)
		if err != nil {
			return Page{}, fmt.Errorf("the moves: %v", err)
		}
		if b.At(m) == rules.Empty {
			return Page{}, fmt.Errorf("the move %s is not on the board", m.Upper())
		}
		pg.Moves = append(pg.Moves, m)
	}
	if pg.Marks, err = parseMarks(q.Marks, &b); err != nil {
		return Page{}, err
	}
	t := &Task{Type: q.Kind, Dir: q.Dir, Arg: q.Arg, Options: slices.Clone(q.Options)}
	point := func(name, s string, want bool) (rules.Point, error) {
		switch {
		case !want && s != "":
			return rules.Point{}, fmt.Errorf("a %s task takes no %s", q.Kind, name)
		case !want:
			return rules.Point{}, nil
		case s == "":
			return rules.Point{}, fmt.Errorf("a %s task asks about a %s: none given", q.Kind, name)
		}
		return rules.ParsePoint(s)
	}
	if t.Point, err = point("point", q.Point, spec.point); err != nil {
		return Page{}, err
	}
	if t.Pair, err = point("second point", q.Pair, spec.pair); err != nil {
		return Page{}, err
	}
	if spec.dir != (q.Dir != "") || spec.dir && !slices.Contains(directions, q.Dir) {
		return Page{}, fmt.Errorf("a %s task's line %q: want one of %s", q.Kind, q.Dir, strings.Join(directions, ", "))
	}
	if spec.opening != (q.Arg != "") || spec.openings != (len(q.Options) > 0) {
		return Page{}, fmt.Errorf("a %s task's opening names do not fit it", q.Kind)
	}
	pg.Task = t
	return pg, nil
}

// Fits reports whether t can be asked of b, in about the time of one
// judgement: its point is empty where it asks about one, and the judge
// has an answer. The tactics are judged only as far as their position
// goes (their answers take a search, which Grade and Solution make when
// they are asked for).
func (t *Task) Fits(b *rules.Board) error {
	if spec := taskSpec(t.Type); spec != nil && spec.point && t.Type != TaskClickPoint && b.At(t.Point) != rules.Empty {
		return fmt.Errorf("%s is not empty", t.Point.Upper())
	}
	switch t.Type {
	case TaskDefendTrap:
		return defendPosition(b)
	case TaskMultiKill:
		return multiKillPosition(b)
	case TaskWhiteTrap:
		if b.Count(rules.Black) != b.Count(rules.White)+1 {
			return fmt.Errorf("White must be to play (one black stone more than white)")
		}
		return nil
	}
	_, err := t.Solution(b)
	return err
}

// taskSpec is the operands task type typ takes (nil: no such type).
func taskSpec(typ string) *taskType {
	for i := range taskTypes {
		if taskTypes[i].name == typ {
			return &taskTypes[i]
		}
	}
	return nil
}

// formatMarks writes marks as "A=h9 B=i10", in the board's order.
func formatMarks(marks map[rules.Point]rune) string {
	ps := make([]rules.Point, 0, len(marks))
	for p := range marks {
		ps = append(ps, p)
	}
	sortPoints(ps)
	parts := make([]string, len(ps))
	for i, p := range ps {
		parts[i] = string(marks[p]) + "=" + p.String()
	}
	return strings.Join(parts, " ")
}

// parseMarks reads formatMarks's form: each mark one letter (or '*', '^',
// '#') on an empty point.
func parseMarks(s string, b *rules.Board) (map[rules.Point]rune, error) {
	if s == "" {
		return nil, nil
	}
	out := map[rules.Point]rune{}
	for _, f := range strings.Fields(s) {
		m, size := utf8.DecodeRuneInString(f)
		if len(f) < size+2 || f[size] != '=' || !(m >= 'A' && m <= 'Z' || strings.ContainsRune("*^#", m)) {
			return nil, fmt.Errorf("the mark %q: want a letter, '=' and a point (A=h9)", f)
		}
		p, err := rules.ParsePoint(f[size+1:])
		if err != nil {
			return nil, fmt.Errorf("the mark %q: %v", f, err)
		}
		if b.At(p) != rules.Empty {
			return nil, fmt.Errorf("the mark %q is on a stone", f)
		}
		if _, ok := out[p]; ok {
			return nil, fmt.Errorf("%s is marked twice", p.Upper())
		}
		out[p] = m
	}
	return out, nil
}

// Source is the lesson page q was asked on, if its lesson still has it as
// it was (the same task on the same stones): its hint is then the
// question's too. A practice item (Page 0) has none.
func (q Question) Source() (*Lesson, *Page, bool) {
	l, ok := ByID(q.Lesson)
	if !ok || q.Page < 1 || q.Page > len(l.Pages) {
		return l, nil, false
	}
	pg := &l.Pages[q.Page-1]
	if pg.Task == nil {
		return l, nil, false
	}
	if now, err := QuestionOf(q.Lesson, q.Page, pg); err != nil || now.Key() != q.Key() {
		return l, nil, false
	}
	return l, pg, true
}
