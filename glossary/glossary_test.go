package glossary

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/lessons"
	"renju/msg"
	"renju/rules"
)

func TestListReads(t *testing.T) {
	checked, plain, err := check(source)
	require.NoError(t, err)
	require.NotEmpty(t, All())
	// The app's reader reads what the checker checked.
	got, gotPlain := read(source)
	assert.Equal(t, checked, got)
	assert.Equal(t, plain, gotPlain)
	for _, term := range All() {
		assert.NotEmpty(t, term.Names[msg.English], "%s: no English form", term.ID)
		assert.NotEmpty(t, term.Names[msg.Chinese], "%s: no Chinese form", term.ID)
		for _, l := range []msg.Lang{msg.English, msg.Chinese} {
			def := term.Def[l]
			assert.NotEmpty(t, def, "%s: no %s definition", term.ID, l)
			assert.NotContains(t, def, "\n", "%s: a definition is one line", term.ID)
		}
		assert.False(t, hasHan(term.Def[msg.English]), "%s: the English definition carries Chinese: %q", term.ID, term.Def[msg.English])
		for _, n := range term.Names[msg.English] {
			assert.False(t, hasHan(n), "%s: English form %q", term.ID, n)
		}
	}
}

// Every diagram is a lesson page to the judge: its stones, its marks and
// its check lines, verified as lesson files are.
func TestDiagramsAgreeWithTheJudge(t *testing.T) {
	for _, term := range All() {
		if term.Diagram == "" {
			continue
		}
		b, marks, err := term.Position()
		require.NoError(t, err, term.ID)
		stones := len(b.Stones(rules.Black)) + len(b.Stones(rules.White))
		if stones > 0 {
			assert.NotEmpty(t, term.Checks, "%s: a diagram with stones says something the judge can check", term.ID)
		}
		src := diagramLesson(term)
		l, err := lessons.Parse(term.ID+".lesson", []byte(src))
		require.NoError(t, err, "%s:\n%s", term.ID, src)
		for _, p := range lessons.Check(l) {
			t.Errorf("term %s: %s", term.ID, p.Msg)
		}
		// Small: the popup shows a few lines around the stones.
		lo, hi := rules.Point{Col: 99, Row: 99}, rules.Point{Col: -1, Row: -1}
		see := func(p rules.Point) {
			lo.Col, lo.Row = min(lo.Col, p.Col), min(lo.Row, p.Row)
			hi.Col, hi.Row = max(hi.Col, p.Col), max(hi.Row, p.Row)
		}
		for _, c := range []rules.Stone{rules.Black, rules.White} {
			for _, p := range b.Stones(c) {
				see(p)
			}
		}
		if len(marks) <= 1 || stones > 0 {
			for p := range marks {
				see(p)
			}
			assert.LessOrEqual(t, hi.Col-lo.Col, 9, "%s: the diagram spans %d columns", term.ID, hi.Col-lo.Col+1)
			assert.LessOrEqual(t, hi.Row-lo.Row, 9, "%s: the diagram spans %d rows", term.ID, hi.Row-lo.Row+1)
		}
	}
}

// diagramLesson is a one-page lesson holding a term's diagram and checks.
func diagramLesson(term Term) string {
	var stones, marks []string
	for _, f := range strings.Fields(term.Diagram) {
		if strings.Contains(f, "=") {
			marks = append(marks, f)
		} else {
			stones = append(stones, f)
		}
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, "lesson glossary\norder 1\ntitle %s | %s\ntopics board\nsummary s | s\npage\ntext t | t\n",
		term.Headword(msg.English), term.Headword(msg.Chinese))
	if len(stones) > 0 {
		fmt.Fprintf(&sb, "board %s\n", strings.Join(stones, " "))
	} else {
		sb.WriteString("board B: W:\n")
	}
	if len(marks) > 0 {
		fmt.Fprintf(&sb, "marks %s\n", strings.Join(marks, " "))
	}
	for _, c := range term.Checks {
		fmt.Fprintf(&sb, "check %s\n", c)
	}
	return sb.String()
}

// A wrong diagram fails: the check is the judge's, not the file's word.
func TestDiagramCheckCatchesAWrongClaim(t *testing.T) {
	term := Term{ID: "x", Names: map[msg.Lang][]string{msg.English: {"x"}, msg.Chinese: {"x"}},
		Diagram: "B:f8,g8,h9 A=h8", Checks: []string{"A forbidden double-three"}}
	l, err := lessons.Parse("x.lesson", []byte(diagramLesson(term)))
	require.NoError(t, err)
	assert.NotEmpty(t, lessons.Check(l))
}

func TestCurriculumOrder(t *testing.T) {
	last := -1
	for _, term := range All() {
		o := -1
		if term.Lesson != "" {
			var ok bool
			o, ok = lessonOrder(term.Lesson)
			require.True(t, ok, "%s: lesson %q", term.ID, term.Lesson)
		}
		assert.GreaterOrEqual(t, o, last, "%s is out of the curriculum's order", term.ID)
		last = o
		if term.Parent != "" {
			p, ok := ByID(term.Parent)
			require.True(t, ok, "%s: parent %s", term.ID, term.Parent)
			po, _ := lessonOrder(p.Lesson)
			assert.LessOrEqual(t, po, o, "%s is taught before its parent %s", term.ID, p.ID)
		}
	}
}

func TestTaughtBy(t *testing.T) {
	assert.True(t, TaughtBy("five", "board-and-five"))
	assert.True(t, TaughtBy("five", "double-three"))
	assert.False(t, TaughtBy("double-three", "three"))
	assert.True(t, TaughtBy("double-three", "double-three"))
	assert.True(t, TaughtBy("double-three", "combined"))
	assert.False(t, TaughtBy("false-three", "three"), "lesson 3 says false threes come later")
	assert.False(t, TaughtBy("no-such-term", "review"))
	assert.False(t, TaughtBy("five", "no-such-lesson"))
	assert.False(t, TaughtBy("five", ""), "a learner who has done no lesson has not met five")
	st := Stage("fours")
	assert.True(t, st("simple-four"))
	assert.False(t, st("three"))
	assert.Nil(t, Stage("no-such-lesson"), "outside the curriculum: every term")
}

func TestFindEnglish(t *testing.T) {
	text := "Black at A makes a four-three: a Four and a live three. Four lines; the straight four is forbidden."
	var got []string
	for _, s := range Find(text, msg.English) {
		got = append(got, s.ID+"="+text[s.Start:s.End])
	}
	assert.Equal(t, []string{"four-three=four-three", "four=Four", "three=live three",
		"straight-four=straight four", "forbidden-move=forbidden"}, got)
}

func TestFindWholeWordsOnly(t *testing.T) {
	assert.Empty(t, Find("fourteen threesome passage", msg.English))
	assert.Equal(t, []Span{{Start: 0, End: 4, ID: "four"}}, Find("four.", msg.English))
}

func TestFindChinese(t *testing.T) {
	text := "黑棋在四条线上形成四三，不是三三禁手；跳活三也算。"
	var got []string
	for _, s := range Find(text, msg.Chinese) {
		got = append(got, s.ID+"="+text[s.Start:s.End])
	}
	assert.Equal(t, []string{"four-three=四三", "double-three=三三禁手", "split-three=跳活三"}, got)
}

// Chinese has no spaces: 形成五连 is 形成 + 五连, never 形 + 成五 + 连.
func TestFindChineseWords(t *testing.T) {
	text := "同时形成两个或两个以上的活三，且没有形成五连。黑棋连成五子，同时成五。能完成五连的空点。"
	var got []string
	for _, s := range Find(text, msg.Chinese) {
		got = append(got, text[s.Start:s.End])
	}
	assert.Equal(t, []string{"活三", "五连", "成五", "成五", "五连"}, got)
}

func TestFindDoesNotOverlap(t *testing.T) {
	for _, term := range All() {
		for _, l := range []msg.Lang{msg.English, msg.Chinese} {
			text := strings.Join(term.Names[l], " ") + " " + term.Def[l]
			end := 0
			for _, s := range Find(text, l) {
				assert.GreaterOrEqual(t, s.Start, end, "%s", text)
				assert.Less(t, s.Start, s.End)
				end = s.End
			}
		}
	}
}

// Every form of a term finds that term (or a longer one that contains
// it, which is also a term): no form is hidden by a plain phrase.
func TestEveryFormIsFound(t *testing.T) {
	for _, term := range All() {
		for _, l := range []msg.Lang{msg.English, msg.Chinese} {
			for _, n := range term.Names[l] {
				spans := Find(n, l)
				if assert.NotEmpty(t, spans, "%s: %q", term.ID, n) {
					assert.Equal(t, Span{0, len(n), term.ID}, spans[0], "%s: %q finds another term", term.ID, n)
				}
			}
		}
	}
}

func TestParseErrors(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{"term X\n", "term ID"},
		{"en five\n", "before the first"},
		{"term a\nen a\nzh 甲\n", "no definition"},
		{"term a\nen a\nzh 甲\ndef a | 甲\nparent b\n", "parent \"b\""},
		{"term a\nen a\nzh 甲\ndef a | 甲\nlesson nope\n", "not in the curriculum"},
		{"term a\nen a\nzh 甲\ndef a | 甲\ndiagram B:h8 A=h8\n", "holds a stone"},
		{"term a\nen a\nzh 甲\ndef a | 甲\ndiagram X=h8\n", "capital letter"},
		{"term a\nen a\nen b\n", "given twice"},
		{"term a\nen a\nzh 甲\ndef a | 甲\nterm a\n", "also on line 1"},
		{"term a\nwhat x\n", "unknown keyword"},
		{"plain fr x\n", "plain"},
		{"\xff", "UTF-8"},
	} {
		_, _, err := check([]byte(c.src))
		if assert.Error(t, err, c.src) {
			assert.Contains(t, err.Error(), c.want, c.src)
		}
	}
}

func FuzzParseTerms(f *testing.F) {
	f.Add(source)
	f.Add([]byte("term a\nen a | b\nzh 甲\ndef a | 甲\ndiagram B:h8 W:h9 A=i8\ncheck A legal\nplain en x\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		ts, _, _ := check(src)
		for _, term := range ts {
			_, _, _ = term.Position()
		}
		read(src)
	})
}

func hasHan(s string) bool {
	for _, r := range s {
		if r >= 0x2E80 && r <= 0x9FFF || r >= 0xF900 && r <= 0xFAFF || r >= 0x3000 && r <= 0x303F || r >= 0xFF00 && r <= 0xFFEF {
			return true
		}
	}
	return false
}

func TestChoices(t *testing.T) {
	kinds := []string{"overline", "double-four", "double-three", "legal", "five"}
	assert.Equal(t, []string{"overline", "double-three", "legal", "five"}, Choices(kinds, "double-three"))
	assert.Equal(t, kinds, Choices(kinds, "double-four"))
	assert.Equal(t, kinds, Choices(kinds, "a-test-lesson"), "outside the curriculum: every choice")
	assert.Equal(t, []string{"live", "false"}, Choices([]string{"live", "false"}, "three"))
	assert.Equal(t, []string{"yes", "no"}, Choices([]string{"yes", "no"}, "board-and-five"))
	assert.Nil(t, Choices(nil, "three"))
}
