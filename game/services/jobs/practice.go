package jobs

import (
	"renju/job"
	"renju/lessons"
	"renju/rules"
)

// Practice makes the practice set that ends a lesson (renju/practice):
// up to a few seconds of judging, made while the learner reads the
// lesson's last pages.
var Practice = job.Service[PracticeAsk, PracticeSet]{Kind: "practice.items"}

// PracticeAsk asks for N items for the lesson of ID Lesson, from Seed
// (the same seed, the same items).
type PracticeAsk struct {
	Lesson string
	Seed   uint64
	N      int
}

// PracticeSet is the items made (fewer than asked when some could not
// be: practice.Items).
type PracticeSet struct {
	Items []PracticeItem
}

// PracticeItem is a practice page as plain data: a lessons.Page's board
// as its stones' text and its marks as a list (the page's own types do
// not travel as JSON).
type PracticeItem struct {
	Text     lessons.Text
	Position string
	Marks    []PracticeMark `json:",omitempty"`
	Moves    []rules.Point  `json:",omitempty"`
	Task     *lessons.Task
}

// PracticeMark is a letter on an empty point.
type PracticeMark struct {
	Point rules.Point
	Mark  rune
}

// PracticeItemOf is pg as plain data. Practice pages carry no checks and
// no walks (only the text, board, marks, moves and task are kept).
func PracticeItemOf(pg *lessons.Page) PracticeItem {
	it := PracticeItem{Text: pg.Text, Position: rules.FormatStones(&pg.Board), Moves: pg.Moves, Task: pg.Task}
	for col := 0; col < rules.Size; col++ {
		for row := 0; row < rules.Size; row++ {
			if m, ok := pg.Marks[rules.Pt(col, row)]; ok {
				it.Marks = append(it.Marks, PracticeMark{rules.Pt(col, row), m})
			}
		}
	}
	return it
}

// Page is the item as a lesson page again.
func (it *PracticeItem) Page() (lessons.Page, error) {
	b, err := rules.ParseStones(it.Position)
	if err != nil {
		return lessons.Page{}, err
	}
	pg := lessons.Page{Text: it.Text, Board: b, Moves: it.Moves, Task: it.Task}
	for _, m := range it.Marks {
		if pg.Marks == nil {
			pg.Marks = map[rules.Point]rune{}
		}
		pg.Marks[m.Point] = m.Mark
	}
	return pg, nil
}
