package lessons

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/rules"
)

func TestOpeningLabel(t *testing.T) {
	assert.Equal(t, "Kagetsu (4D)", OpeningLabel("4D", "en"))
	assert.Equal(t, "花月", OpeningLabel("4D", "zh"))
	assert.Equal(t, "花月", OpeningLabel("4d", "zh-Hans"))
	assert.Equal(t, "Shagetsu (11I)", OpeningLabel("斜月", ""))
	assert.Equal(t, "浦月", OpeningLabel("Hogetsu", "zh"))
	assert.Equal(t, "14D", OpeningLabel("14D", "en"), "unknown: as it is")
}

func nameOpeningPage(t *testing.T, moves, task string) (*Lesson, error) {
	t.Helper()
	return Parse("n.lesson", []byte(header+"\npage\ntext a | 一\nmoves "+moves+"\ntask "+task+"\nhint a | 一\n"))
}

func TestParseNameOpening(t *testing.T) {
	l, err := nameOpeningPage(t, "h8 g8 g10", "name-opening 2D 残月 Shingetsu 12d")
	require.NoError(t, err)
	task := l.Pages[0].Task
	assert.Equal(t, []string{"2D", "5D", "10D", "12D"}, task.Options, "stored as numbers, in order")
	assert.Equal(t, task.Options, task.Choices(), "the task's own choices")

	for _, tc := range []struct{ moves, task, err string }{
		{"h8 g8 g10", "name-opening 2D 5D", "takes 3–5 opening names"},
		{"h8 g8 g10", "name-opening 2D 5D 10D 12D 13D 1D", "takes 3–5 opening names"},
		{"h8 g8 g10", "name-opening 2D 5D 桃月", `unknown opening "桃月"`},
		{"h8 g8 g10", "name-opening 2D 5D 残月", "5D is a choice twice"},
		{"h8 g8 g10", "name-opening 2D 10D 12D", "the page shows 5D 残月 Zangetsu, which is not among the choices"},
		{"h8 g8 c3", "name-opening 2D 5D 12D", "not one of the 26 openings"},
		{"h8 g8", "name-opening 2D 5D 12D", "moves 1–3 of an opening only"},
		{"g8 h8 f9", "name-opening 2D 5D 12D", "moves 1–3 of an opening only"},
	} {
		_, err := nameOpeningPage(t, tc.moves, tc.task)
		assert.ErrorContains(t, err, tc.err, tc.task)
	}
}

func TestGradeNameOpening(t *testing.T) {
	task := &Task{Type: TaskNameOpening, Options: []string{"2D", "5D", "10D"}}
	b := board(t, "h8 g8 g10") // 残月 turned a quarter
	r := grade(t, task, b, Answer{Choice: "5D"})
	assert.True(t, r.Correct)
	assert.Equal(t, "5D", r.Expected.Choice)
	assert.True(t, grade(t, task, b, Answer{Choice: "残月"}).Correct, "any name of the right opening")
	assert.True(t, grade(t, task, b, Answer{Choice: "zangetsu"}).Correct)
	assert.False(t, grade(t, task, b, Answer{Choice: "2D"}).Correct)
	assert.False(t, grade(t, task, b, Answer{Choice: "nonsense"}).Correct)
	assert.False(t, grade(t, task, b, Answer{}).Correct)

	_, err := task.Grade(board(t, "h8 h9 i9"), Answer{Choice: "4D"})
	assert.ErrorContains(t, err, "not among the choices", "花月 is not a choice")
	_, err = task.Grade(board(t, "h8 h9"), Answer{Choice: "4D"})
	assert.Error(t, err)

	a, err := task.ParseAnswer("Zangetsu", nil)
	require.NoError(t, err)
	assert.Equal(t, "5D", a.Choice)
	_, err = task.ParseAnswer("4D", nil)
	assert.ErrorContains(t, err, "want one of the task's choices 2D, 5D, 10D")
}

func TestCheckOpeningAtPoint(t *testing.T) {
	src := header + "\npage\ntext a | 一\nmoves h8 h9\nmarks A=h10 B=i10\ncheck opening 1D A\ncheck opening 溪月 B\ncheck opening 3D j10\n"
	l, err := Parse("o.lesson", []byte(src))
	require.NoError(t, err)
	assert.Equal(t, pts("h10"), l.Pages[0].Checks[0].Points)
	assert.Empty(t, Check(l))

	l, err = Parse("o.lesson", []byte(header+"\npage\ntext a | 一\nmoves h8 h9\nmarks A=h10\ncheck opening 2D A\ncheck opening 2D c3\ncheck opening 2D h9\n"))
	require.NoError(t, err)
	probs := Check(l)
	require.Len(t, probs, 3)
	assert.Contains(t, probs[0].String(), "Black 3 at A (h10) makes 1D 寒星 Kansei")
	assert.Contains(t, probs[1].String(), "makes none of the 26 openings")
	assert.Contains(t, probs[2].String(), "H9 is occupied")
}

func TestTransformedIdentity(t *testing.T) {
	for _, l := range curriculum(t) {
		for i := range l.Pages {
			p := &l.Pages[i]
			assert.Equal(t, *p, p.Transformed(0), "%s page %d", l.ID, i+1)
		}
	}
}

func TestTransformedSharesNothing(t *testing.T) {
	l, err := Parse("t.lesson", []byte(header+"\npage\ntext a | 一\nboard B:f8,g8,h9,h10 W:e8\nmarks A=h8\ncheck A line horizontal false-three\ncheck A forbidden with i9\nwalk A\ntask live-or-false A horizontal\nanswer false\nhint a | 一\n"))
	require.NoError(t, err)
	p := &l.Pages[0]
	q := p.Transformed(1) // a quarter turn
	h8 := rules.MustPoint("h8")
	assert.Equal(t, 'A', q.Marks[h8], "the centre stays")
	assert.Equal(t, "vertical", q.Task.Dir)
	assert.Equal(t, "vertical", q.Checks[0].Dir)
	assert.Equal(t, rules.Symmetry(1).Apply(rules.MustPoint("i9")), q.Checks[1].With[0])
	q.Marks[rules.MustPoint("a1")] = 'Z'
	q.Checks[1].With[0] = rules.MustPoint("a1")
	q.Walks[0] = rules.MustPoint("a1")
	q.Task.Point = rules.MustPoint("a1")
	assert.Len(t, p.Marks, 1)
	assert.Equal(t, rules.MustPoint("i9"), p.Checks[1].With[0])
	assert.Equal(t, h8, p.Walks[0])
	assert.Equal(t, h8, p.Task.Point)

	for s, want := range map[rules.Symmetry][4]string{
		0: {"horizontal", "vertical", "diagonal", "anti-diagonal"},
		1: {"vertical", "horizontal", "anti-diagonal", "diagonal"},
		2: {"horizontal", "vertical", "diagonal", "anti-diagonal"},
		4: {"horizontal", "vertical", "anti-diagonal", "diagonal"},
	} {
		for i, d := range directions {
			assert.Equal(t, want[i], mapDirection(s, d), "%s under %d", d, s)
		}
	}
	assert.Equal(t, "", mapDirection(3, ""))
}

// For every name-opening page and every symmetry: the transformed page
// grades the right choice right and every other choice wrong.
func TestNameOpeningUnderSymmetries(t *testing.T) {
	n := 0
	for _, l := range curriculum(t) {
		for i := range l.Pages {
			p := &l.Pages[i]
			if p.Task == nil || p.Task.Type != TaskNameOpening {
				continue
			}
			n++
			want, err := openingOnBoard(&p.Board)
			require.NoError(t, err)
			for _, s := range rules.Symmetries {
				q := p.Transformed(s)
				o, ok := rules.RecognizeOpening(q.Moves)
				require.True(t, ok)
				assert.Equal(t, want.Number, o.Number)
				for _, c := range q.Task.Choices() {
					r := grade(t, q.Task, &q.Board, Answer{Choice: c})
					assert.Equal(t, c == want.Number, r.Correct, "%s page %d under %d: choice %s", l.ID, i+1, s, c)
				}
			}
		}
	}
	t.Logf("%d name-opening pages", n)
}

// Every task and claim of the curriculum survives every symmetry: the
// transformed page's answer is the mapped answer, and its claims hold.
func TestCurriculumUnderSymmetries(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	for _, l := range curriculum(t) {
		for _, s := range rules.Symmetries[1:] {
			tl := *l
			tl.Pages = make([]Page, len(l.Pages))
			for i := range l.Pages {
				tl.Pages[i] = l.Pages[i].Transformed(s)
			}
			for _, p := range Check(&tl) {
				t.Errorf("under %d: %s", s, p)
			}
			for i := range l.Pages {
				p, q := &l.Pages[i], &tl.Pages[i]
				if p.Task == nil {
					continue
				}
				a, errA := p.Task.Solution(&p.Board)
				b, errB := q.Task.Solution(&q.Board)
				require.Equal(t, errA == nil, errB == nil, "%s page %d under %d", l.ID, i+1, s)
				assert.Equal(t, a.Choice, b.Choice, "%s page %d under %d", l.ID, i+1, s)
				assert.Equal(t, mapSorted(s, a.Points), b.Points, "%s page %d under %d", l.ID, i+1, s)
			}
		}
	}
}
