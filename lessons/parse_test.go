package lessons

import (
	"errors"
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/rules"
)

const header = `lesson   sample
order    5
title    A sample | 样例
topics   double-three
summary  For the tests. | 测试用。
`

// sample is a lesson using most of the format: a diagram with marks and
// without row numbers on the right, a continued paragraph, a text pair, a
// stone-list board, moves, marks, claims and a task.
const sample = header + `
# a comment
page
en   A double-three is one stone
     that makes two live threes.
zh   一子同时形成
     两个活三。
text Second paragraph. | 第二段。
board
   A B C D E F G H I J K L M N O
15 . . . . . . . . . . . . . . .
14 . . . . . . . . . . . . . . .
13 . . . . . . . . . . . . . . .
12 . . . . . . . . . . . . . . .
11 . . . . . . . . . . . . . . .
10 . . . . . . . X . . . . . . .
 9 . . . . . . . X . . . . . . .
 8 . . . . . X X A . . . . . . .
 7 . . . . . . . . . . . . . . .
 6 . . . . . . . . . . . . . . .
 5 . . . . . . . . . . . . . . .
 4 . . . . . . . . . . . . . . .
 3 . . . . . . . . . . . . . . .
 2 . . . . . . . . . . . . . . .
 1 . . . . . . . . . . . . . . .
   A B C D E F G H I J K L M N O
check  A forbidden double-three
check  A line horizontal three
check  A combo 3-3
check  forbidden A
check  i8 line horizontal straight-four with A
walk   A

page
text Click the forbidden point. | 请点出禁手点。
board B:f8,g8,h9,h10
task   click-forbidden
hint   Two threes. | 两个三。
answer h8

page
text An opening. | 开局。
moves  h8 h9 i10
marks  A=j10
check  opening 溪月
task   is-forbidden A
answer no
hint   No. | 不是。
`

func TestParseSample(t *testing.T) {
	l, err := Parse("sample.lesson", []byte(sample))
	require.NoError(t, err)
	assert.Equal(t, "sample", l.ID)
	assert.Equal(t, 5, l.Order)
	assert.Equal(t, Text{"A sample", "样例"}, l.Title)
	assert.Equal(t, []string{"double-three"}, l.Topics)
	require.Len(t, l.Pages, 3)

	p := l.Pages[0]
	assert.Equal(t, "A double-three is one stone that makes two live threes.\nSecond paragraph.", p.Text.EN)
	assert.Equal(t, "一子同时形成两个活三。\n第二段。", p.Text.ZH)
	a := rules.MustPoint("h8")
	assert.Equal(t, map[rules.Point]rune{a: 'A'}, p.Marks)
	assert.Equal(t, rules.Black, p.Board.At(rules.MustPoint("f8")))
	assert.Equal(t, 4, p.Board.Count(rules.Black))
	require.Len(t, p.Checks, 5)
	assert.Equal(t, Claim{Line: 32, Source: "A forbidden double-three", Kind: ClaimForbidden, Point: a, Arg: "double-three"}, p.Checks[0])
	assert.Equal(t, ClaimLine, p.Checks[1].Kind)
	assert.Equal(t, "horizontal", p.Checks[1].Dir)
	assert.Equal(t, "three", p.Checks[1].Arg)
	assert.Equal(t, ClaimForbiddenSet, p.Checks[3].Kind)
	assert.Equal(t, []rules.Point{a}, p.Checks[3].Points)
	assert.Equal(t, []rules.Point{a}, p.Checks[4].With)
	assert.Equal(t, []rules.Point{a}, p.Walks)
	assert.Nil(t, p.Task)
	assert.Equal(t, "A", p.Label(a))
	assert.Equal(t, "I8", p.Label(rules.MustPoint("i8")))

	p = l.Pages[1]
	require.NotNil(t, p.Task)
	assert.Equal(t, TaskClickForbidden, p.Task.Type)
	assert.Equal(t, Text{"Two threes.", "两个三。"}, p.Task.Hint)
	assert.Equal(t, &Answer{Points: []rules.Point{a}}, p.Task.Stated)
	assert.Equal(t, 4, p.Board.Count(rules.Black))

	p = l.Pages[2]
	assert.Equal(t, []rules.Point{rules.MustPoint("h8"), rules.MustPoint("h9"), rules.MustPoint("i10")}, p.Moves)
	assert.Equal(t, rules.White, p.Board.At(rules.MustPoint("h9")))
	assert.Equal(t, rules.Black, p.Board.At(rules.MustPoint("i10")))
	assert.Equal(t, "2D", p.Checks[0].Arg)
	assert.Equal(t, &Answer{Choice: "no"}, p.Task.Stated)
	assert.True(t, p.HasPosition())

	assert.Empty(t, Check(l))
}

// Malformed snippets: each error names the file and the line.
func TestParseErrorsNameFileAndLine(t *testing.T) {
	page := "\npage\ntext T. | 文。\nboard B:h9,h10,g8,f8\n" // the page starts on line 7; the board is line 9
	cases := []struct {
		name, src, want string
	}{
		{"unknown check", header + page + "check h8 forbiden\n", `x.lesson:10: unknown check "forbiden" (want forbidden, legal, five`},
		{"unknown check word", header + page + "check forbiddn h8 i8\n", `x.lesson:10: unknown check "forbiddn"`},
		{"unknown kind", header + page + "check h8 forbidden triple\n", `x.lesson:10: check forbidden: unknown kind "triple"`},
		{"unknown shape", header + page + "check h8 line horizontal tree\n", `x.lesson:10: check line: unknown shape "tree"`},
		{"unknown direction", header + page + "check h8 line sideways three\n", `x.lesson:10: check line: unknown direction "sideways"`},
		{"bad combo", header + page + "check h8 combo 3-5\n", `x.lesson:10: check combo: "3-5"`},
		{"bad depth", header + page + "check h8 depth zero\n", `x.lesson:10: check depth`},
		{"unknown mark", header + page + "check Q legal\n", `x.lesson:10: check: unknown mark "Q"`},
		{"bad point", header + page + "check q3 legal\n", `x.lesson:10: check: point "q3"`},
		{"not a point", header + page + "check z99 legal\n", `x.lesson:10: unknown check "z99"`},
		{"unknown opening", header + page + "check opening Moonlight\n", `x.lesson:10: check opening: unknown opening "Moonlight"`},
		{"empty with", header + page + "check h8 legal with\n", `x.lesson:10: check: name the black stones after "with"`},
		{"unknown keyword", header + page + "chek h8 legal\n", `x.lesson:10: unknown keyword "chek"`},
		{"unknown task", header + page + "task click-everything\nhint a | 一\n", `x.lesson:10: unknown task "click-everything"`},
		{"task operands", header + page + "task is-forbidden\nhint a | 一\n", `x.lesson:10: task is-forbidden takes 1 operand(s)`},
		{"task without hint", header + page + "task click-forbidden\n", `x.lesson:10: task click-forbidden has no hint`},
		{"hint without task", header + page + "hint a | 一\n", `x.lesson:10: hint without a task`},
		{"bad answer", header + page + "task is-forbidden h8\nanswer maybe\nhint a | 一\n", `x.lesson:11: answer "maybe": want one of yes, no`},
		{"two tasks", header + page + "task find-all\nhint a | 一\ntask find-all\n", `x.lesson:12: second task on this page (the first is on line 10)`},
		{"hint without Chinese", header + page + "task find-all\nhint just English\n", `x.lesson:11: hint: want "English | 中文"`},
		{"title without pipe", strings.Replace(header, "A sample | 样例", "A sample", 1) + page, `x.lesson:3: title: want "English | 中文"`},
		{"bad order", strings.Replace(header, "order    5", "order    five", 1) + page, `x.lesson:2: order "five" is not a whole number`},
		{"bad id", strings.Replace(header, "lesson   sample", "lesson   Sample Lesson", 1) + page, `x.lesson:1: lesson ID "Sample Lesson"`},
		{"unknown topic", strings.Replace(header, "topics   double-three", "topics   double-trouble", 1) + page, `x.lesson:4: unknown topic "double-trouble"`},
		{"unknown need", header + "needs three fives\n" + page, `x.lesson:6: unknown topic "fives"`},
		{"empty needs", header + "needs\n" + page, `x.lesson:6: needs: list at least one topic`},
		{"needs twice", header + "needs three\nneeds four\n" + page, `x.lesson:7: needs given twice (first on line 6)`},
		{"twice", header + "order 6\n" + page, `x.lesson:6: order given twice (first on line 2)`},
		{"header in page", header + page + "title a | 一\n", `x.lesson:10: title belongs in the header`},
		{"before page", header + "en text\n", `x.lesson:6: en before the first page`},
		{"no lesson", "title a | 一\npage\ntext a | 一\n", `x.lesson: no "lesson ID" line`},
		{"no pages", header, `x.lesson: no pages`},
		{"bad stone list", header + "\npage\nboard B:h8,q3\n", `x.lesson:8: board: point "q3"`},
		{"bad moves", header + page + "moves h8 h8\n", `x.lesson:10: moves: H8 is already occupied`},
		{"bad marks", header + page + "marks A:h8\n", `x.lesson:10: marks: "A:h8"`},
		{"mark on a stone", header + page + "marks A=h9\n", `x.lesson:10: marks: H9 is occupied`},
		{"empty board", header + "\npage\nboard\n\n", `x.lesson:8: board: no diagram after it`},
		{"short diagram row", header + "\npage\nboard\n" + diagramWith(3, "13 . . . 13") + "text a | 一\n", `x.lesson:12: board: row 13: 3 cells, want 15`},
		{"bad diagram symbol", header + "\npage\nboard\n" + diagramWith(5, "11 . . . . . . . ? . . . . . . . 11") + "text a | 一\n", `x.lesson:14: board: row 11, column H: unknown symbol '?'`},
		{"short diagram", header + "\npage\nboard\n" + strings.Join(strings.Split(diagramWith(-1, ""), "\n")[:10], "\n") + "\ntext a | 一\n", `x.lesson:8: board: diagram has 9 board rows, want 15`},
		{"not utf-8", header + "\xff\xfe", `x.lesson: not UTF-8 text`},
		{"second board", header + page + "board B:a1\n", `x.lesson:10: second board on this page (the first is on line 9)`},
		{"play-opening name", header + page + "task play-opening Moon\nhint a | 一\n", `x.lesson:10: task play-opening: unknown opening "Moon"`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			l, err := Parse("x.lesson", []byte(tc.src))
			require.Error(t, err)
			assert.Nil(t, l)
			assert.Contains(t, err.Error(), tc.want)
			var e *Error
			assert.True(t, errors.As(err, &e), "errors are *Error")
		})
	}
}

// diagramWith is an empty diagram (header line first, then rows 15…1)
// with the line at index i (0 is the header) replaced by row.
func diagramWith(i int, row string) string {
	var b rules.Board
	lines := strings.Split(strings.TrimRight(rules.FormatDiagram(&b, nil), "\n"), "\n")
	if i >= 0 {
		lines[i] = row
	}
	return strings.Join(lines, "\n") + "\n"
}

func TestParseReportsSeveralErrors(t *testing.T) {
	src := header + "\npage\ntext a | 一\nboard B:h8\ncheck h8 legal\nwalk q1\nfoo\n"
	_, err := Parse("x.lesson", []byte(src))
	require.Error(t, err)
	msg := err.Error()
	assert.Contains(t, msg, "x.lesson:11: walk: point \"q1\"")
	assert.Contains(t, msg, "x.lesson:12: unknown keyword \"foo\"")
}

func TestParseForgiving(t *testing.T) {
	// Tabs, CRLF, lower-case stones, '+' for empty, no row numbers, no
	// column header, a mark on a diagram without spaces.
	var rows []string
	for r := 15; r >= 1; r-- {
		switch r {
		case 8:
			rows = append(rows, ".....xxA+......")
		case 9:
			rows = append(rows, ".......x.......")
		case 10:
			rows = append(rows, ".......o.......")
		default:
			rows = append(rows, "...............")
		}
	}
	src := "lesson\tx\r\ntitle\tT | 题\r\ntopics three\r\nsummary S | 概\r\npage\r\nen\tE\r\nzh\t中\r\nboard\r\n" +
		strings.Join(rows, "\r\n") + "\r\ncheck\tA line horizontal three\r\ncheck A line vertical none\r\n"
	l, err := Parse("x.lesson", []byte(src))
	require.NoError(t, err)
	p := l.Pages[0]
	assert.Equal(t, rules.White, p.Board.At(rules.MustPoint("h10")))
	assert.Equal(t, 'A', p.Marks[rules.MustPoint("h8")])
	assert.Empty(t, Check(l))
}

// A lesson with wrong claims fails Check, naming the file, line, lesson,
// page and point.
func TestCheckNamesTheWrongClaim(t *testing.T) {
	src := header + `
page
text T. | 文。
board
` + diagramWith(8, " 8 . . . . . X X A . . . . . . . 8") + `check  A legal
check  A forbidden double-four
check  A combo 4-3
check  A line vertical three
check  A depth 2
check  A five
check  A five-points i8
check  A four-three
check  A white-five
check  A white-four i8
check  A white-four-three
check  forbidden h8
check  A symmetric i8
check  opening 1D
check  i8 forbidden with A
check  h9 legal with h9
walk   A
task   click-forbidden
hint   a | 一

page
en   Only English.
board B:h8 W:h9
task   is-forbidden h9
answer yes
hint   Only English |
`
	l, err := Parse("wrong.lesson", []byte(src))
	require.NoError(t, err)
	probs := Check(l)
	var msgs []string
	for _, p := range probs {
		msgs = append(msgs, p.String())
	}
	all := strings.Join(msgs, "\n")
	assert.Len(t, probs, 19, all)
	assert.NotContains(t, all, "check A legal", "a true claim is not a problem")
	for _, want := range []string{
		"wrong.lesson:28: lesson sample, page 1: A (h8): check A forbidden double-four: the judge says: Black at H8 is legal: it makes one live three.",
		`wrong.lesson:29: lesson sample, page 1: A (h8): check A combo 4-3: the combination is "3"`,
		"wrong.lesson:30: lesson sample, page 1: A (h8): check A line vertical three: the vertical line is none (H8)",
		"wrong.lesson:31: lesson sample, page 1: A (h8): check A depth 2: the judgement is only 1 level(s) deep",
		"wrong.lesson:32: lesson sample, page 1: A (h8): check A five: the judge says",
		"wrong.lesson:33: lesson sample, page 1: A (h8): check A five-points i8: the five points are none",
		"wrong.lesson:34: lesson sample, page 1: A (h8): check A four-three: the judge says",
		"wrong.lesson:35: lesson sample, page 1: A (h8): check A white-five: White there makes no five",
		"wrong.lesson:36: lesson sample, page 1: A (h8): check A white-four i8: White there makes no four",
		"wrong.lesson:37: lesson sample, page 1: A (h8): check A white-four-three: White there makes 0 four(s) and 0 three(s)",
		"wrong.lesson:38: lesson sample, page 1: check forbidden h8: the forbidden points are none",
		"wrong.lesson:39: lesson sample, page 1: A (h8): check A symmetric i8: no symmetry of the position maps it to I8",
		"wrong.lesson:40: lesson sample, page 1: check opening 1D: the first three moves are not one of the 26 openings",
		"wrong.lesson:41: lesson sample, page 1: I8: check i8 forbidden with A: the judge says: Black at I8 is legal",
		"wrong.lesson:42: lesson sample, page 1: H9: check h9 legal with h9: point h9 is occupied",
		"wrong.lesson:44: lesson sample, page 1: task click-forbidden does not fit the board: no forbidden point on the board",
		"wrong.lesson:47: lesson sample, page 2: the page text has no Chinese",
		"wrong.lesson:50: lesson sample, page 2: the hint has no Chinese",
		"wrong.lesson:50: lesson sample, page 2: task is-forbidden does not fit the board: point h9 is occupied by white",
	} {
		assert.Contains(t, all, want)
	}
}

func TestTextGet(t *testing.T) {
	tx := Text{EN: "five", ZH: "五连"}
	assert.Equal(t, "five", tx.Get("en"))
	assert.Equal(t, "五连", tx.Get("zh"))
	assert.Equal(t, "五连", tx.Get("zh-CN"))
	assert.Equal(t, "五连", tx.Get("ZH-Hans"))
	assert.Equal(t, "five", tx.Get(""))
	assert.Equal(t, "five", tx.Get("fr"))
	assert.Equal(t, "five", Text{EN: "five"}.Get("zh"), "falls back to English")
	assert.Equal(t, "五连", Text{ZH: "五连"}.Get("en"), "falls back to Chinese")
	assert.True(t, Text{}.IsZero())
}

func TestLoadFSRejectsMismatchedNames(t *testing.T) {
	src := strings.Replace(sample, "lesson   sample", "lesson   other", 1)
	fsys := fstest.MapFS{
		"d/sample.lesson": {Data: []byte(src)},
		"d/broken.lesson": {Data: []byte("lesson x\n")},
		"d/notes.txt":     {Data: []byte("ignored")},
	}
	ls, err := LoadFS(fsys, "d")
	require.Error(t, err)
	assert.Empty(t, ls)
	assert.Contains(t, err.Error(), `sample.lesson: lesson ID "other" differs from the file name`)
	assert.Contains(t, err.Error(), `broken.lesson: no "title English | 中文" line`)
}

// openOnly is a file system that can only open files: it cannot list a
// directory itself.
type openOnly struct{ fs.FS }

func TestLoadFSNeedsAListingFileSystem(t *testing.T) {
	fsys := fstest.MapFS{"d/sample.lesson": {Data: []byte(sample)}}
	ls, err := LoadFS(fsys, "d")
	require.NoError(t, err)
	require.Len(t, ls, 1, "a MapFS lists its directory")
	ls, err = LoadFS(openOnly{fsys}, "d")
	require.Error(t, err)
	assert.Empty(t, ls)
	assert.Contains(t, err.Error(), "cannot list the directory d")
}
