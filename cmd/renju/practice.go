package main

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"renju/lessons"
	"renju/msg"
	"renju/practice"
	"renju/rules"
)

// practiceItem is one line of "renju practice --json".
type practiceItem struct {
	Lesson   string `json:"lesson"`
	Kind     string `json:"kind"`
	Position string `json:"position"`
	// Moves are the numbered stones (openings), in order.
	Moves []string `json:"moves,omitempty"`
	// Point is the point asked about, when the item asks about one.
	Point    string         `json:"point,omitempty"`
	Question string         `json:"question"`
	Hint     string         `json:"hint"`
	Answer   map[string]any `json:"answer"`
}

// runPractice is "renju practice --lesson ID [--count N] [--seed S]
// [--lang en|zh] [--json]": the practice set the app makes for the lesson
// with that seed.
func runPractice(o options, operands []string, stdout *output, stderr io.Writer) int {
	if len(operands) > 0 {
		fmt.Fprintf(stderr, "renju practice: unexpected argument %s\n", quote(operands[0]))
		return exitUsage
	}
	id := o.value("lesson", "")
	if id == "" {
		fmt.Fprintln(stderr, "renju practice: --lesson is required: a lesson ID (renju lessons list shows them)")
		return exitUsage
	}
	l, ok := lessons.ByID(id)
	if !ok {
		fmt.Fprintf(stderr, "renju practice: --lesson %s: no such lesson (renju lessons list shows them)\n", quote(id))
		return exitUsage
	}
	count, err1 := strconv.Atoi(o.value("count", strconv.Itoa(practice.Size)))
	seed, err2 := strconv.ParseUint(o.value("seed", "1"), 10, 64)
	lang := msg.Lang(o.value("lang", "en"))
	switch {
	case err1 != nil || count < 1 || count > 1000:
		fmt.Fprintf(stderr, "renju practice: --count %s: want 1 to 1000\n", quote(o.value("count", "")))
		return exitUsage
	case err2 != nil:
		fmt.Fprintf(stderr, "renju practice: --seed %s: want a non-negative integer\n", quote(o.value("seed", "")))
		return exitUsage
	case lang != msg.English && lang != msg.Chinese:
		fmt.Fprintf(stderr, "renju practice: --lang %s: want en or zh\n", quote(string(lang)))
		return exitUsage
	}
	items := practice.Items(l, seed, count, nil)
	w := bufio.NewWriter(stdout)
	defer w.Flush() // for the early returns; a failed write is run's to report
	for i := range items {
		it := describeItem(l, &items[i], lang)
		if o.json {
			if code := writeJSON(w, stderr, "practice", it, false, true); code != exitOK {
				return code
			}
			continue
		}
		writeItemText(w, i+1, len(items), &items[i], &it, lang)
	}
	if err := w.Flush(); err != nil {
		return exitError
	}
	return exitOK
}

// describeItem is an item as --json prints it: the question in lang, and
// the judge's answer.
func describeItem(l *lessons.Lesson, pg *lessons.Page, lang msg.Lang) practiceItem {
	t := pg.Task
	b := pg.Board
	it := practiceItem{
		Lesson:   l.ID,
		Kind:     t.Type,
		Position: rules.FormatStones(&b),
		Question: msg.Task(pg, lang),
		Hint:     t.Hint.Get(string(lang)),
		Answer:   map[string]any{},
	}
	if intro := pg.Text.Get(string(lang)); intro != msg.T(lang, msg.PracticeIntro) {
		// The opening to make, the notation to find.
		sep := " "
		if lang == msg.Chinese {
			sep = ""
		}
		it.Question = intro + sep + it.Question
	}
	for _, m := range pg.Moves {
		it.Moves = append(it.Moves, m.String())
	}
	switch t.Type {
	case lessons.TaskIsForbidden, lessons.TaskWhichKind, lessons.TaskLiveOrFalse, lessons.TaskClickPoint, lessons.TaskFifthPair:
		it.Point = t.Point.String()
	}
	sol, err := t.Solution(&b)
	if err != nil {
		it.Answer["error"] = err.Error() // the practice's tests make sure this does not happen
		return it
	}
	switch t.Type {
	case lessons.TaskIsForbidden:
		tr, _ := rules.Explain(&b, t.Point, rules.Black)
		it.Answer["forbidden"] = sol.Choice == "yes"
		if tr != nil && tr.Kind != "" {
			it.Answer["kind"] = tr.Kind
		}
	case lessons.TaskWhichKind:
		it.Answer["kind"] = sol.Choice
	case lessons.TaskLiveOrFalse:
		it.Answer["live"] = sol.Choice == "live"
		it.Answer["line"] = t.Dir
	case lessons.TaskFifthPair:
		it.Answer["symmetric"] = sol.Choice == "same"
		it.Answer["pair"] = t.Pair.String()
	case lessons.TaskNameOpening:
		it.Answer["opening"] = sol.Choice
		it.Answer["choices"] = t.Options
	default:
		it.Answer["points"] = lowerPoints(sol.Points)
		switch t.Type {
		case lessons.TaskWhiteTrap:
			it.Answer["line"] = lowerPoints(t.TrapSolution(&b))
		case lessons.TaskDefendTrap:
			it.Answer["threat"] = lowerPoints(t.TrapSolution(&b)) // White's line, were White to play
		}
	}
	return it
}

// lowerPoints are the points in lower case, never null.
func lowerPoints(ps []rules.Point) []string {
	out := []string{}
	for _, p := range ps {
		out = append(out, p.String())
	}
	return out
}

// writeItemText prints an item readably: the position with its marks and
// numbered moves, the question, the hint and the answer.
func writeItemText(w io.Writer, n, of int, pg *lessons.Page, it *practiceItem, lang msg.Lang) {
	fmt.Fprintf(w, "Practice %d of %d: %s, lesson %s — %s\n", n, of, it.Kind, it.Lesson, it.Position)
	fmt.Fprint(w, rules.FormatDiagram(&pg.Board, pg.Marks))
	if len(it.Moves) > 0 {
		fmt.Fprintf(w, "moves: %s\n", rules.FormatMoves(pg.Moves, false))
	}
	fmt.Fprintln(w, it.Question)
	fmt.Fprintln(w, msg.F(lang, msg.FeedbackHintLabel, it.Hint))
	fmt.Fprintf(w, "%s\n\n", msg.F(lang, msg.FeedbackChoice, answerText(pg, lang)))
}

// answerText is the judge's answer in words: the choice as its button
// says it, or the points as the page names them.
func answerText(pg *lessons.Page, lang msg.Lang) string {
	t := pg.Task
	b := pg.Board
	sol, err := t.Solution(&b)
	if err != nil {
		return "?"
	}
	if sol.Choice != "" {
		if t.Type == lessons.TaskNameOpening {
			return lessons.OpeningLabel(sol.Choice, string(lang))
		}
		s := msg.T(lang, msg.ID("choice."+sol.Choice))
		if t.Type == lessons.TaskIsForbidden && sol.Choice == "yes" {
			if tr, err := rules.Explain(&b, t.Point, rules.Black); err == nil {
				s += " (" + msg.T(lang, msg.ID("choice."+tr.Kind)) + ")"
			}
		}
		return s
	}
	if len(sol.Points) == 0 {
		return "—"
	}
	names := make([]string, len(sol.Points))
	for i, p := range sol.Points {
		names[i] = pg.Label(p)
	}
	sep := ", "
	if lang == msg.Chinese {
		sep = "、"
	}
	return strings.Join(names, sep)
}
