package lessons

import (
	"sort"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/rules"
)

// The curriculum's tests: every embedded lesson parses, every claim holds,
// every text is translated, and together the lessons cover every topic.

func curriculum(t *testing.T) []*Lesson {
	t.Helper()
	ls, err := Load()
	require.NoError(t, err, "every lesson file must parse")
	return ls
}

func TestEveryLessonParses(t *testing.T) {
	ls := curriculum(t)
	assert.GreaterOrEqual(t, len(ls), 20, "the curriculum has 20–30 lessons")
	assert.LessOrEqual(t, len(ls), 30, "the curriculum has 20–30 lessons")
	entries, err := files.ReadDir("data")
	require.NoError(t, err)
	n := 0
	for _, f := range entries {
		if strings.HasSuffix(f.Name(), ".lesson") {
			n++
		}
	}
	assert.Equal(t, n, len(ls), "every file is a lesson")
	orders := map[int]string{}
	for i, l := range ls {
		assert.Equal(t, l.ID+".lesson", l.File)
		if prev, ok := orders[l.Order]; ok {
			t.Errorf("%s and %s have the same order %d", prev, l.ID, l.Order)
		}
		orders[l.Order] = l.ID
		if i > 0 {
			assert.Less(t, ls[i-1].Order, l.Order, "sorted by order")
		}
	}
}

func TestEveryClaimHolds(t *testing.T) {
	for _, l := range curriculum(t) {
		t.Run(l.ID, func(t *testing.T) {
			for _, p := range Check(l) {
				t.Error(p)
			}
		})
	}
}

func hasCJK(s string) bool {
	for _, r := range s {
		if unicode.Is(unicode.Han, r) {
			return true
		}
	}
	return false
}

// A missing translation fails: every title, summary, page text and hint
// has English and Chinese, paragraph for paragraph, and the Chinese is
// Chinese.
func TestEveryTextIsTranslated(t *testing.T) {
	for _, l := range curriculum(t) {
		texts := map[string]Text{"title": l.Title, "summary": l.Summary}
		for i, p := range l.Pages {
			texts["page "+strconv.Itoa(i+1)] = p.Text
			if p.Task != nil {
				texts["page "+strconv.Itoa(i+1)+" hint"] = p.Task.Hint
			}
		}
		for what, tx := range texts {
			assert.NotEmpty(t, tx.EN, "%s: %s has no English", l.ID, what)
			assert.NotEmpty(t, tx.ZH, "%s: %s has no Chinese", l.ID, what)
			assert.True(t, hasCJK(tx.ZH), "%s: %s: the Chinese text has no Chinese characters: %q", l.ID, what, tx.ZH)
			assert.Equal(t, strings.Count(tx.EN, "\n"), strings.Count(tx.ZH, "\n"), "%s: %s: paragraphs", l.ID, what)
		}
	}
}

func TestTopicsCovered(t *testing.T) {
	covered := map[string][]string{}
	for _, l := range curriculum(t) {
		for _, tp := range l.Topics {
			covered[tp] = append(covered[tp], l.ID)
		}
	}
	for _, tp := range Topics {
		assert.NotEmpty(t, covered[tp], "no lesson covers topic %q", tp)
	}
}

// The shape of each lesson: 3–7 pages, at least one task, explanation
// pages walk their key point, and the rule lessons name terms in both
// languages.
func TestLessonShape(t *testing.T) {
	for _, l := range curriculum(t) {
		assert.GreaterOrEqual(t, len(l.Pages), 3, l.ID)
		assert.LessOrEqual(t, len(l.Pages), 7, l.ID)
		tasks, walks, pointClaims := 0, 0, 0
		for _, p := range l.Pages {
			if p.Task != nil {
				tasks++
			}
			walks += len(p.Walks)
			for _, c := range p.Checks {
				if c.Kind != ClaimOpening && c.Kind != ClaimSymmetric && c.Kind != ClaimAsymmetric {
					pointClaims++
				}
			}
		}
		assert.Positive(t, tasks, "%s has no task", l.ID)
		if pointClaims > 0 {
			assert.Positive(t, walks, "%s makes claims about points but walks none", l.ID)
		}
	}
}

// Practice after every idea: at least one task for every two pages, never
// three pages in a row without one, and no task on the position whose
// answer the page before it has just shown.
func TestPractiseAfterEveryIdea(t *testing.T) {
	for _, l := range curriculum(t) {
		tasks, run := 0, 0
		for i := range l.Pages {
			p := &l.Pages[i]
			if p.Task == nil {
				run++
				assert.Less(t, run, 3, "%s: pages %d–%d have no task", l.ID, i-1, i+1)
				continue
			}
			tasks, run = tasks+1, 0
			if i > 0 && p.HasPosition() {
				prev := &l.Pages[i-1]
				assert.False(t, prev.Board == p.Board && len(prev.Checks) > 0,
					"%s page %d: the task reuses the position page %d explained", l.ID, i+1, i)
			}
		}
		assert.GreaterOrEqual(t, 2*tasks, len(l.Pages), "%s: %d tasks on %d pages", l.ID, tasks, len(l.Pages))
	}
}

// A hint speaks of the position, never of a button or a walk the page
// does not have.
func TestHintsNameNoMissingButton(t *testing.T) {
	for _, l := range curriculum(t) {
		for i := range l.Pages {
			p := &l.Pages[i]
			if p.Task == nil {
				continue
			}
			en, zh := strings.ToLower(p.Task.Hint.EN), p.Task.Hint.ZH
			for _, w := range []string{"button", "press ", "click the", "why?", "show answer", "try again"} {
				assert.NotContains(t, en, w, "%s page %d: the hint", l.ID, i+1)
			}
			for _, w := range []string{"按钮", "显示答案", "再试一次", "为什么"} {
				assert.NotContains(t, zh, w, "%s page %d: the hint", l.ID, i+1)
			}
			if len(p.Walks) == 0 {
				assert.NotContains(t, en, "walk", "%s page %d: the hint names a walk the page has not", l.ID, i+1)
				assert.NotContains(t, zh, "讲解", "%s page %d: the hint names a walk the page has not", l.ID, i+1)
			}
		}
	}
}

// The seeds' terms appear in the Chinese text of the curriculum.
func TestSeedTermsUsed(t *testing.T) {
	var all strings.Builder
	for _, l := range curriculum(t) {
		all.WriteString(l.Title.ZH + l.Summary.ZH)
		for _, p := range l.Pages {
			all.WriteString(p.Text.ZH + p.Text.EN)
			if p.Task != nil {
				all.WriteString(p.Task.Hint.ZH)
			}
		}
	}
	text := all.String()
	for _, term := range []string{
		"五连", "连五", "长连", "活四", "冲四", "活三", "眠三", "跳活三", "假活三", "盘端",
		"六腐", "长腐", "三三禁手", "四四禁手", "长连禁手", "四三", "四三三", "四四三", "两头四四",
		"扁担", "长蛇四四", "争龙四四", "追下取胜", "一子双禁", "一杀一禁", "三手交换",
		"五手两打", "阳线", "阴线", "天元", "星",
	} {
		assert.Contains(t, text, term)
	}
}

// Walked points and task points are empty, and walks explain without error.
func TestWalksAreJudgeable(t *testing.T) {
	for _, l := range curriculum(t) {
		for i, p := range l.Pages {
			for _, w := range p.Walks {
				tr, err := rules.Explain(&p.Board, w, rules.Black)
				if assert.NoError(t, err, "%s page %d walk %s", l.ID, i+1, w) {
					assert.NotEmpty(t, tr.Summary())
				}
			}
		}
	}
}

func TestAllAndByID(t *testing.T) {
	ls := All()
	require.NotEmpty(t, ls)
	ids := make([]string, len(ls))
	for i, l := range ls {
		ids[i] = l.ID
		got, ok := ByID(l.ID)
		assert.True(t, ok)
		assert.Same(t, l, got)
	}
	assert.True(t, sort.SliceIsSorted(ls, func(i, j int) bool { return ls[i].Order < ls[j].Order }))
	_, ok := ByID("no-such-lesson")
	assert.False(t, ok)
	assert.Equal(t, "board-and-five", ls[0].ID, "the curriculum starts with the board")
}
