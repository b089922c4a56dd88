package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"renju/lessons"
	"renju/rules"
)

const lessonsUsage = `usage:
  renju lessons list [--json]        the curriculum: id, titles, topics, pages
  renju lessons check [FILE...]      verify every claim and task against the judge
                                     (no FILE: the built-in lessons; exit 1 if one
                                     is wrong, 2 if a file is malformed)
  renju lessons show ID|FILE         print a lesson, both languages, with its boards
`

// runLessons is "renju lessons …".
func runLessons(o options, operands []string, stdout *output, stderr io.Writer) int {
	if len(operands) == 0 {
		fmt.Fprint(stderr, lessonsUsage)
		return exitUsage
	}
	sub, args := operands[0], operands[1:]
	switch sub {
	case "list":
		if len(args) != 0 {
			fmt.Fprintf(stderr, "renju lessons list: unexpected argument %s\n", quote(args[0]))
			return exitUsage
		}
		return lessonsList(o, stdout, stderr)
	case "check":
		return lessonsCheck(args, stdout, stderr)
	case "show":
		if len(args) != 1 {
			fmt.Fprintf(stderr, "renju lessons show: need one lesson ID or file\n\n%s", lessonsUsage)
			return exitUsage
		}
		return lessonsShow(args[0], stdout, stderr)
	}
	fmt.Fprintf(stderr, "renju lessons: unknown command %s\n\n%s", quote(sub), lessonsUsage)
	return exitUsage
}

// lessonInfo is one line of "lessons list --json".
type lessonInfo struct {
	ID      string       `json:"id"`
	Order   int          `json:"order"`
	Title   lessons.Text `json:"title"`
	Summary lessons.Text `json:"summary"`
	Topics  []string     `json:"topics"`
	Needs   []string     `json:"needs"`
	Pages   int          `json:"pages"`
	Tasks   int          `json:"tasks"`
}

func lessonsList(o options, stdout, stderr io.Writer) int {
	ls, err := lessons.Load()
	if err != nil {
		fmt.Fprintf(stderr, "renju lessons: %v\n", err)
		return exitError
	}
	infos := make([]lessonInfo, 0, len(ls))
	for _, l := range ls {
		in := lessonInfo{ID: l.ID, Order: l.Order, Title: l.Title, Summary: l.Summary, Topics: l.Topics, Needs: l.Needs, Pages: len(l.Pages)}
		for _, p := range l.Pages {
			if p.Task != nil {
				in.Tasks++
			}
		}
		infos = append(infos, in)
	}
	if o.json {
		return writeJSON(stdout, stderr, "lessons", infos, true, false)
	}
	for _, in := range infos {
		fmt.Fprintf(stdout, "%4d  %-22s %s | %s\n", in.Order, in.ID, in.Title.EN, in.Title.ZH)
		fmt.Fprintf(stdout, "      %s, %s; topics: %s", plural(in.Pages, "page"), plural(in.Tasks, "task"), strings.Join(in.Topics, " "))
		if len(in.Needs) > 0 {
			fmt.Fprintf(stdout, "; needs: %s", strings.Join(in.Needs, " "))
		}
		fmt.Fprintln(stdout)
	}
	return exitOK
}

// lessonsCheck verifies lessons: the built-in ones, or the files named.
// Exit status 1 if any claim is wrong or a file cannot be read, 2 (bad
// input, as elsewhere) if a file does not parse, whatever else is wrong.
func lessonsCheck(files []string, stdout, stderr io.Writer) int {
	var ls []*lessons.Lesson
	status := exitOK
	if len(files) == 0 {
		var err error
		ls, err = lessons.Load()
		if err != nil {
			fmt.Fprintln(stderr, err)
			status = exitError
		}
	}
	for _, f := range files {
		l, code, err := readLessonFile(f)
		if err != nil {
			fmt.Fprintln(stderr, err)
			status = max(status, code)
			continue
		}
		ls = append(ls, l)
	}
	for _, p := range needsProblems(ls, len(files) > 0) {
		fmt.Fprintln(stderr, p)
		status = max(status, exitError)
	}
	claims, tasks := 0, 0
	for _, l := range ls {
		for _, p := range lessons.Check(l) {
			fmt.Fprintln(stderr, p)
			status = max(status, exitError)
		}
		for _, p := range l.Pages {
			claims += len(p.Checks)
			if p.Task != nil {
				tasks++
			}
		}
	}
	if status != exitOK {
		return status
	}
	fmt.Fprintf(stdout, "ok: %d lessons, %d claims, %d tasks\n", len(ls), claims, tasks)
	return exitOK
}

// needsProblems checks that every need of the lessons checked is taught
// by an earlier lesson. Lesson files (files) are placed in the built-in
// curriculum, each instead of the built-in lesson of its ID, and only
// their own needs are reported.
func needsProblems(ls []*lessons.Lesson, files bool) []lessons.Problem {
	if !files {
		return lessons.CheckNeeds(ls)
	}
	mine := map[string]bool{}
	all := append([]*lessons.Lesson(nil), ls...)
	for _, l := range ls {
		mine[l.ID] = true
	}
	for _, l := range lessons.All() {
		if !mine[l.ID] {
			all = append(all, l)
		}
	}
	var out []lessons.Problem
	for _, p := range lessons.CheckNeeds(all) {
		if mine[p.Lesson] {
			out = append(out, p)
		}
	}
	return out
}

// readLessonFile reads and parses a lesson file, a byte-order mark at its
// start ignored. On failure the status says whose: exitError when the file
// cannot be read, exitUsage when it does not parse.
func readLessonFile(name string) (*lessons.Lesson, int, error) {
	data, err := os.ReadFile(name)
	if err != nil {
		return nil, exitError, err
	}
	l, err := lessons.Parse(filepath.Base(name), bytes.TrimPrefix(data, []byte(bom)))
	if err != nil {
		return nil, exitUsage, err
	}
	return l, exitOK, nil
}

func lessonsShow(arg string, stdout, stderr io.Writer) int {
	l, ok := lessons.ByID(arg)
	if !ok {
		var code int
		var err error
		l, code, err = readLessonFile(arg)
		if err != nil {
			if os.IsNotExist(err) {
				fmt.Fprintf(stderr, "renju lessons show: no lesson %s\n", quote(arg))
				return exitUsage
			}
			fmt.Fprintln(stderr, err)
			return code
		}
	}
	fmt.Fprintf(stdout, "%s | %s\n%s\n%s\n", l.Title.EN, l.Title.ZH, l.Summary.EN, l.Summary.ZH)
	for i := range l.Pages {
		p := &l.Pages[i]
		fmt.Fprintf(stdout, "\n--- page %d ---\n%s\n%s\n", i+1, p.Text.EN, p.Text.ZH)
		if p.HasPosition() {
			fmt.Fprint(stdout, rules.FormatDiagram(&p.Board, p.Marks))
		}
		if len(p.Moves) > 0 {
			fmt.Fprintf(stdout, "moves: %s\n", rules.FormatMoves(p.Moves, false))
		}
		for _, c := range p.Checks {
			fmt.Fprintf(stdout, "check %s\n", c.Source)
		}
		for _, w := range p.Walks {
			fmt.Fprintf(stdout, "walk %s\n", p.Label(w))
		}
		if t := p.Task; t != nil {
			sol, err := t.Solution(&p.Board)
			ans := "?"
			if err == nil {
				ans = describeAnswer(p, sol)
			}
			fmt.Fprintf(stdout, "task %s — hint: %s | %s — answer: %s\n", t.Type, t.Hint.EN, t.Hint.ZH, ans)
		}
	}
	return exitOK
}

func describeAnswer(p *lessons.Page, a lessons.Answer) string {
	if a.Choice != "" {
		return a.Choice
	}
	if len(a.Points) == 0 {
		return "none"
	}
	names := make([]string, len(a.Points))
	for i, pt := range a.Points {
		names[i] = p.Label(pt)
	}
	return strings.Join(names, " ")
}

func plural(n int, word string) string {
	if n == 1 {
		return fmt.Sprintf("1 %s", word)
	}
	return fmt.Sprintf("%d %ss", n, word)
}
