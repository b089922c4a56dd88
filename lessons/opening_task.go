package lessons

import (
	"fmt"
	"strings"

	"renju/rules"
)

// Name-opening tasks: the page shows moves 1–3 of an opening; the learner
// names it from the task's own choices (Task.Options, opening numbers).

// Limits on the number of choices of a name-opening task.
const (
	minOpeningChoices = 3
	maxOpeningChoices = 5
)

// OpeningLabel is the button label of an opening choice (a number such as
// "4D", or any name OpeningByName reads) in lang: for "zh" (or "zh-…") the
// Chinese name ("花月"), otherwise the Japanese name and the number
// ("Kagetsu (4D)"). An unknown choice is returned as it is.
func OpeningLabel(choice, lang string) string {
	o, ok := rules.OpeningByName(choice)
	if !ok {
		return choice
	}
	if strings.HasPrefix(strings.ToLower(lang), "zh") {
		return o.Chinese
	}
	return fmt.Sprintf("%s (%s)", o.Japanese, o.Number)
}

// openingOnBoard is the opening formed by the stones of b, which must be
// exactly Black 1 on the centre, one White stone and one more Black stone
// (in any of the 8 orientations).
func openingOnBoard(b *rules.Board) (rules.Opening, error) {
	blacks, whites := b.Stones(rules.Black), b.Stones(rules.White)
	if len(blacks) != 2 || len(whites) != 1 || b.At(rules.Center) != rules.Black {
		return rules.Opening{}, fmt.Errorf("the board must hold moves 1–3 of an opening only (Black on H8, one White stone, one more Black stone)")
	}
	third := blacks[0]
	if third == rules.Center {
		third = blacks[1]
	}
	o, ok := rules.RecognizeOpening([]rules.Point{rules.Center, whites[0], third})
	if !ok {
		return rules.Opening{}, fmt.Errorf("the stones are not one of the 26 openings")
	}
	return o, nil
}

// nameOpeningSolution is the opening on b, which must be one of the
// task's choices.
func (t *Task) nameOpeningSolution(b *rules.Board) (Answer, error) {
	o, err := openingOnBoard(b)
	if err != nil {
		return Answer{}, err
	}
	if !containsString(t.Options, o.Number) {
		return Answer{}, fmt.Errorf("the opening is %s, which is not among the choices %s", o, strings.Join(t.Options, " "))
	}
	return Answer{Choice: o.Number}, nil
}

// parseOpeningChoices reads the choices of a name-opening task and checks
// them against the page's opening.
func parseOpeningChoices(names []string, page *Page) ([]string, error) {
	if len(names) < minOpeningChoices || len(names) > maxOpeningChoices {
		return nil, fmt.Errorf("task %s takes %d–%d opening names (the choices), got %d", TaskNameOpening, minOpeningChoices, maxOpeningChoices, len(names))
	}
	var opts []string
	for _, n := range names {
		o, ok := rules.OpeningByName(n)
		if !ok {
			return nil, fmt.Errorf("task %s: unknown opening %q (want a number like 2D or a name like 溪月)", TaskNameOpening, n)
		}
		if containsString(opts, o.Number) {
			return nil, fmt.Errorf("task %s: %s is a choice twice", TaskNameOpening, o.Number)
		}
		opts = append(opts, o.Number)
	}
	o, err := openingOnBoard(&page.Board)
	if err != nil {
		return nil, fmt.Errorf("task %s: %v", TaskNameOpening, err)
	}
	if !containsString(opts, o.Number) {
		return nil, fmt.Errorf("task %s: the page shows %s, which is not among the choices", TaskNameOpening, o)
	}
	return opts, nil
}

// Transformed returns the page under the board symmetry s: the board,
// moves, marks, walks (with their frames), checks (points, five points, with stones, line
// directions) and the task (its point, direction and stated answer) all
// mapped, so that the app can show a page in another orientation. Texts
// are not changed, so only transform pages whose text names no
// coordinate or direction (name-opening pages are written so). The
// result shares nothing with p. With s = 0 (the identity) it equals p.
func (p *Page) Transformed(s rules.Symmetry) Page {
	q := Page{
		Line:   p.Line,
		Text:   p.Text,
		Board:  s.ApplyBoard(&p.Board),
		Moves:  mapPoints(s, p.Moves),
		Walks:  mapPoints(s, p.Walks),
		Checks: nil,
	}
	if p.Marks != nil {
		q.Marks = make(map[rules.Point]rune, len(p.Marks))
		for pt, m := range p.Marks {
			q.Marks[s.Apply(pt)] = m
		}
	}
	if p.WalkFrames != nil {
		q.WalkFrames = make(map[rules.Point]string, len(p.WalkFrames))
		for pt, f := range p.WalkFrames {
			q.WalkFrames[s.Apply(pt)] = f
		}
	}
	if p.Checks != nil {
		q.Checks = make([]Claim, len(p.Checks))
		for i, c := range p.Checks {
			c.Point = s.Apply(c.Point)
			c.Points = mapPoints(s, c.Points)
			c.With = mapPoints(s, c.With)
			c.Dir = mapDirection(s, c.Dir)
			q.Checks[i] = c
		}
	}
	if p.Task != nil {
		t := *p.Task
		t.Point = s.Apply(t.Point)
		t.Dir = mapDirection(s, t.Dir)
		if t.Options != nil {
			t.Options = append([]string(nil), t.Options...)
		}
		if t.Stated != nil {
			a := Answer{Points: mapPoints(s, t.Stated.Points), Choice: t.Stated.Choice}
			t.Stated = &a
		}
		q.Task = &t
	}
	return q
}

func mapPoints(s rules.Symmetry, ps []rules.Point) []rules.Point {
	if ps == nil {
		return nil
	}
	out := make([]rules.Point, len(ps))
	for i, p := range ps {
		out[i] = s.Apply(p)
	}
	return out
}

// mapDirection maps a line direction ("horizontal", …) under s; any other
// string (none) is returned as it is.
func mapDirection(s rules.Symmetry, dir string) string {
	for i, d := range directions {
		if d != dir {
			continue
		}
		step := lineSteps[i]
		to := s.Apply(rules.Pt(rules.Center.Col+step[0], rules.Center.Row+step[1]))
		dc, dr := to.Col-rules.Center.Col, to.Row-rules.Center.Row
		if dc < 0 || dc == 0 && dr < 0 {
			dc, dr = -dc, -dr
		}
		for j, st := range lineSteps {
			if st == [2]int{dc, dr} {
				return directions[j]
			}
		}
	}
	return dir
}
