package tutor_test

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
	"unicode"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/drills"
	"renju/rules"
	"renju/tutor"
)

// The walks' sentences checked against the judge, over positions from the
// drill generator (games played as people play, searched for drills of
// every type and level) and the sample of sample_test.go: every summary
// names every line and every point the walk decided; "winning attack"
// only when White has no four; 眠三 exactly for the visibly closed
// threes; no Chinese clause in the English; "no point makes a straight
// four" only when none would; fouls beside a five only when the five
// really beats one; combined fouls named; and every line walk answers
// its line as the judge does, looking at that line.

// dirWords are the tutor's names of the lines, as the test expects them.
var dirWords = map[string][2]string{
	"horizontal":    {"horizontal line", "横线"},
	"vertical":      {"vertical line", "竖线"},
	"diagonal":      {"diagonal (/)", "斜线（/）"},
	"anti-diagonal": {"diagonal (\\)", "斜线（\\）"},
}

// truthBoards are the positions the properties run on: drills of the
// four black types at every level, n of each.
func truthBoards(t *testing.T, n int) (boards []rules.Board, lines []drills.Drill) {
	g := drills.NewGenerator(26)
	for _, typ := range []string{drills.IsForbidden, drills.FindAll, drills.LiveOrFalse, drills.FourThree} {
		for level := 1; level <= drills.MaxLevel; level++ {
			for range n {
				d, err := g.Next(typ, level)
				require.NoError(t, err)
				b, err := rules.ParseStones(d.Position)
				require.NoError(t, err)
				boards = append(boards, b)
				if typ == drills.LiveOrFalse {
					lines = append(lines, d)
				}
			}
		}
	}
	return boards, lines
}

// judged is one point of a board worth a walk: forbidden, a five, a
// four, or a three-shape.
type judged struct {
	b  rules.Board
	p  rules.Point
	tr *rules.Trace
}

func interesting(boards []rules.Board) []judged {
	var out []judged
	for _, b := range boards {
		for _, p := range b.Stones(rules.Empty) {
			tr, err := rules.Explain(&b, p, rules.Black)
			if err != nil {
				continue
			}
			if tr.Verdict != "legal" || tr.Fours > 0 || hasThreeShape(tr) {
				out = append(out, judged{b, p, tr})
			}
		}
	}
	return out
}

func hasThreeShape(tr *rules.Trace) bool {
	for _, l := range tr.Lines {
		if l.Shape == rules.ShapeThree || l.Shape == rules.ShapeFalseThree {
			return true
		}
	}
	return false
}

func TestWalkSentencesAreTrue(t *testing.T) {
	n := 6
	if testing.Short() {
		n = 2
	}
	boards, lineDrills := truthBoards(t, n)
	seen := map[rules.Board]bool{}
	for _, s := range walkSample(t, 10) { // random clusters, the deep positions, the lessons
		if !seen[s.board] {
			seen[s.board] = true
			boards = append(boards, s.board)
		}
	}
	points := interesting(boards)
	var fourThrees, whiteFirst, summaries, lineWalks int
	for _, j := range points {
		where := fmt.Sprintf("%s %s", rules.FormatStones(&j.b), j.p)
		w := tutor.New(j.tr)
		checkEnglish(t, w, where)
		checkSummaryNamesAll(t, w, where)
		summaries++
		checkFalseClosings(t, w, where)
		checkFive(t, w, j.tr, where)
		checkCombo(t, w, j.tr, where)
		checkSleepingWords(t, w, j, where)
		if j.tr.Reason == "four-three" {
			fourThrees++
			if checkFourThree(t, w, j, where) {
				whiteFirst++
			}
		}
		for _, l := range j.tr.Lines {
			if l.Shape == rules.ShapeThree || l.Shape == rules.ShapeFalseThree {
				lw, err := tutor.NewLine(j.tr, l.Direction)
				require.NoError(t, err, where)
				checkLineWalk(t, lw, l, where+" "+l.Direction)
				lineWalks++
			}
		}
	}
	for _, d := range lineDrills {
		b, _ := rules.ParseStones(d.Position)
		p := rules.MustPoint(d.Point)
		w, err := tutor.ExplainLine(&b, p, d.Line)
		require.NoError(t, err)
		tr, _ := rules.Explain(&b, p, rules.Black)
		for _, l := range tr.Lines {
			if l.Direction == d.Line {
				checkLineWalk(t, w, l, d.Position+" "+d.Point+" "+d.Line)
			}
		}
		assert.Equal(t, *d.Answer.Live, w.Three == "live", "the drill's answer")
		// "Live or false?" has no true answer for a sleeping three (眠三):
		// the drills ask only about threes that look open.
		assert.NotEqual(t, "sleeping", w.Three, "%s %s %s: a live-or-false drill about a sleeping three", d.Position, d.Point, d.Line)
	}
	t.Logf("%d boards, %d points: %d summaries, %d line walks, %d four-threes (%d where White's four comes first)",
		len(boards), len(points), summaries, lineWalks+len(lineDrills), fourThrees, whiteFirst)
}

// checkEnglish: the English narration carries Chinese only as a short
// term in parentheses that teaches it ("(活三)", "(死四, which …)"),
// never a Chinese clause.
func checkEnglish(t *testing.T, w *tutor.Walk, where string) {
	t.Helper()
	texts := []string{w.Summary.EN}
	for _, s := range w.Steps {
		texts = append(texts, s.Say.EN, s.Question.EN, s.Answer.EN)
	}
	for _, s := range texts {
		if msg := chineseClause(s); msg != "" {
			t.Errorf("%s: %s in %q", where, msg, s)
		}
	}
}

// chineseClause finds a run of Chinese in English text that is not a
// short term right after "(": more than four characters, or Chinese
// punctuation, or no parenthesis.
func chineseClause(s string) string {
	rs := []rune(s)
	for i := 0; i < len(rs); i++ {
		if !isCJK(rs[i]) {
			continue
		}
		j := i
		for j < len(rs) && isCJK(rs[j]) {
			j++
		}
		run := string(rs[i:j])
		switch {
		case j-i > 4:
			return fmt.Sprintf("a Chinese clause %q", run)
		case strings.ContainsAny(run, "，。、：；！？"):
			return fmt.Sprintf("Chinese punctuation %q", run)
		case i == 0 || rs[i-1] != '(':
			return fmt.Sprintf("Chinese %q outside a parenthesis", run)
		}
		i = j
	}
	return ""
}

func isCJK(r rune) bool {
	return unicode.Is(unicode.Han, r) || (r >= 0x3000 && r <= 0x303F) || (r >= 0xFF00 && r <= 0xFFEF)
}

// word matches a point's name as a whole word (H1 is not in H10).
func word(name string) *regexp.Regexp {
	return regexp.MustCompile(`(^|[^A-Za-z0-9])` + regexp.QuoteMeta(name) + `($|[^0-9])`)
}

// sentenceOf is the summary's sentence about the point named name: the
// first for the root, else the one that starts with its name.
func sentenceOf(sum tutor.Text, lang, name string, root bool) string {
	var parts []string
	if lang == tutor.Chinese {
		parts = strings.Split(strings.TrimPrefix(sum.ZH, "小结："), "。")
	} else {
		parts = strings.Split(strings.TrimPrefix(sum.EN, "In short: "), ". ")
	}
	if root {
		return parts[0]
	}
	for _, p := range parts {
		if strings.HasPrefix(p, name+" ") || strings.HasPrefix(p, name+"会") || strings.HasPrefix(p, name+"不") {
			return p
		}
	}
	return ""
}

// checkSummaryNamesAll: every point the walk judged is named in its
// summary, and each line the walk proved live or false is named, with
// the point that decided it, in the sentence of the point whose line it
// is.
func checkSummaryNamesAll(t *testing.T, w *tutor.Walk, where string) {
	t.Helper()
	for _, n := range w.Outline {
		name := w.Name(n.Point)
		assert.Regexp(t, word(name), w.Summary.EN, "%s: the summary names %s", where, name)
		assert.Regexp(t, word(name), w.Summary.ZH, "%s: the summary names %s", where, name)
	}
	for _, s := range w.Steps {
		if s.Line == "" || s.Candidate == "" || s.Candidate == s.Focus {
			continue
		}
		root := s.Depth == w.Steps[0].Depth
		focus := w.Name(s.Focus)
		en := sentenceOf(w.Summary, tutor.English, focus, root)
		zh := sentenceOf(w.Summary, tutor.Chinese, focus, root)
		c := w.Name(s.Candidate)
		d := dirWords[s.Line]
		switch s.Kind {
		case "three-live-quick", "three-live-ask":
			assert.Contains(t, en, "the three on the "+d[0]+" is live ("+c+" would be legal)", "%s: %s's %s", where, focus, s.Line)
			assert.Contains(t, zh, d[1]+"上的三是活三（"+c+"不会是禁手）", "%s: %s's %s", where, focus, s.Line)
		case "cand-occupied", "cand-blocked-white", "cand-blocked-edge", "cand-six", "cand-long", "cand-five",
			"cand-five-again", "cand-ask":
			assert.Contains(t, en, "the three on the "+d[0]+" is false (", "%s: %s's %s", where, focus, s.Line)
			assert.Contains(t, zh, d[1]+"上的三是假活三（", "%s: %s's %s", where, focus, s.Line)
			assert.Regexp(t, word(c), en, "%s: %s's %s names %s", where, focus, s.Line, c)
			assert.Regexp(t, word(c), zh, "%s: %s's %s names %s", where, focus, s.Line, c)
		}
	}
}

// checkFalseClosings: "no point makes a straight four" is said only of a
// three none of whose points would make one; where one would (but also
// makes a five, or is forbidden), the walk says "that counts".
func checkFalseClosings(t *testing.T, w *tutor.Walk, where string) {
	t.Helper()
	for i, s := range w.Steps {
		if !strings.Contains(s.Say.EN, "No point makes a straight four,") {
			continue
		}
		for _, o := range w.Steps[:i+1] {
			if o.Depth == s.Depth && o.Focus == s.Focus && o.Line == s.Line {
				assert.NotContains(t, []string{"cand-five", "cand-five-again", "cand-ask"}, o.Kind,
					"%s step %d: %s would make a straight four", where, i, o.Candidate)
			}
		}
	}
}

// checkFive: a walk that ends in a five speaks of fouls only when the same
// move makes a forbidden shape.
func checkFive(t *testing.T, w *tutor.Walk, tr *rules.Trace, where string) {
	t.Helper()
	if tr.Verdict != "five" {
		return
	}
	beats := tr.Overline || tr.Fours >= 2 || tr.Threes >= 2
	all := w.Summary.EN
	for _, s := range w.Steps {
		all += " " + s.Say.EN
	}
	foul := strings.Contains(all, "foul") || strings.Contains(all, "forbidden shape")
	assert.Equal(t, beats, foul, "%s: fouls spoken of beside a five", where)
}

// checkCombo: a combined foul (three or more shapes) is named in the
// verdict and the summary.
func checkCombo(t *testing.T, w *tutor.Walk, tr *rules.Trace, where string) {
	t.Helper()
	if tr.Verdict != "forbidden" || tr.Kind == "overline" || len(tr.Combo) < 5 {
		return
	}
	words := strings.NewReplacer("4", "four", "3", "three").Replace(tr.Combo)
	zh := strings.NewReplacer("4", "四", "3", "三", "-", "").Replace(tr.Combo)
	last := w.Steps[len(w.Steps)-1]
	assert.Contains(t, last.Say.EN, "(a "+words+", "+tr.Combo+")", where)
	assert.Contains(t, last.Say.ZH, "（"+zh+"）", where)
	assert.Contains(t, w.Summary.EN, "(a "+words+", "+tr.Combo+")", where)
	assert.Contains(t, w.Summary.ZH, "（"+zh+"）", where)
}

// checkFourThree: a four-three is "Black's winning attack" only when White
// has no five point after it; otherwise the walk says White's four comes
// first, at a real five point of White's. It reports whether White had
// one.
func checkFourThree(t *testing.T, w *tutor.Walk, j judged, where string) bool {
	t.Helper()
	after := j.b
	after.Set(j.p, rules.Black)
	var fives []string
	for _, q := range after.Stones(rules.Empty) {
		if v, err := rules.Judge(&after, q, rules.White); err == nil && v.Verdict == rules.Five {
			fives = append(fives, q.Upper())
		}
	}
	last := w.Steps[len(w.Steps)-1]
	if len(fives) == 0 {
		assert.Contains(t, last.Say.EN, "winning attack", where)
		assert.Contains(t, w.Summary.EN, "winning attack", where)
		return false
	}
	for _, s := range append([]string{w.Summary.EN, w.Summary.ZH}, last.Say.EN, last.Say.ZH) {
		assert.NotContains(t, s, "winning attack", where)
		assert.NotContains(t, s, "取胜手段", where)
	}
	assert.Contains(t, last.Say.EN, "does not win here", where)
	named := false
	for _, f := range fives {
		named = named || strings.Contains(last.Say.EN, "five at "+f)
	}
	assert.True(t, named, "%s: names one of White's five points %v: %s", where, fives, last.Say.EN)
	return true
}

// checkSleepingWords: at the root, a three-shape that is not live is
// called 眠三 exactly when it is visibly closed (White or the edge just
// beyond one end of its three stones, by the test's own reading of the
// board), and 假活三 only when it is not.
func checkSleepingWords(t *testing.T, w *tutor.Walk, j judged, where string) {
	t.Helper()
	after := j.b
	after.Set(j.p, rules.Black)
	frame := w.Steps[0].Say
	for _, l := range j.tr.Lines {
		if l.Shape != rules.ShapeThree && l.Shape != rules.ShapeFalseThree {
			continue
		}
		closed := visiblyClosed(&after, j.p, l.Direction)
		d := dirWords[l.Direction]
		if l.Shape == rules.ShapeThree {
			assert.False(t, closed, "%s %s: a live three is never visibly closed", where, l.Direction)
			continue
		}
		if closed {
			assert.Contains(t, frame.EN, "a sleeping three on the "+d[0], "%s %s", where, l.Direction)
			assert.Contains(t, frame.ZH, d[1]+"上形成眠三", "%s %s", where, l.Direction)
		} else {
			assert.NotContains(t, frame.EN, "a sleeping three on the "+d[0], "%s %s", where, l.Direction)
		}
		for _, s := range w.Steps {
			if s.Depth == 0 && s.Line == l.Direction && closed {
				assert.NotContains(t, s.Say.ZH, "假活三", "%s %s: a visibly closed three is 眠三", where, l.Direction)
			}
		}
	}
}

// visiblyClosed reads the line through p along dir on b: every window of
// four cells through p that holds three black stones and an empty cell
// (and no White) has White or the edge just beyond the first or the last
// of its three stones. Windows whose empty cell would join more black
// stones into a run longer than four are not threes' windows.
func visiblyClosed(b *rules.Board, p rules.Point, dir string) bool {
	step := map[string][2]int{"horizontal": {1, 0}, "vertical": {0, 1}, "diagonal": {1, 1}, "anti-diagonal": {1, -1}}[dir]
	at := func(k int) rules.Point { return rules.Point{Col: p.Col + k*step[0], Row: p.Row + k*step[1]} }
	cell := func(k int) rules.Stone {
		q := at(k)
		if !q.OnBoard() {
			return rules.White // the edge closes like White
		}
		return b.At(q)
	}
	windows := 0
	for start := -3; start <= 0; start++ {
		blacks, empty := 0, 0
		var lo, hi, gap int
		first := true
		for k := start; k < start+4; k++ {
			switch cell(k) {
			case rules.Black:
				blacks++
				if first {
					lo, first = k, false
				}
				hi = k
			case rules.Empty:
				empty++
				gap = k
			}
		}
		if blacks != 3 || empty != 1 {
			continue
		}
		// Filling the gap must make a run of exactly four.
		l, r := gap, gap
		for cell(l-1) == rules.Black {
			l--
		}
		for cell(r+1) == rules.Black {
			r++
		}
		if r-l+1 != 4 {
			continue
		}
		windows++
		if cell(lo-1) != rules.White && cell(hi+1) != rules.White {
			return false
		}
	}
	return windows > 0
}

// checkLineWalk: a line walk looks at its line at every step of its own
// level, and its last step answers as the judge does.
func checkLineWalk(t *testing.T, w *tutor.Walk, l rules.LineTrace, where string) {
	t.Helper()
	require.NotEmpty(t, w.Steps, where)
	assert.Equal(t, l.Direction, w.Line, where)
	live := l.Shape == rules.ShapeThree
	assert.Equal(t, live, w.Three == "live", "%s: the judge says %s", where, l.Shape)
	assert.Contains(t, []string{"live", "false", "sleeping"}, w.Three, where)
	top := w.Steps[0].Depth
	for i, s := range w.Steps {
		require.NotEmpty(t, s.Say.EN, "%s step %d", where, i)
		require.NotEmpty(t, s.Say.ZH, "%s step %d", where, i)
		require.NotContains(t, s.Say.EN+s.Say.ZH, "{", "%s step %d", where, i)
		if s.Depth == top {
			assert.Equal(t, l.Direction, s.Line, "%s step %d looks at the line asked about", where, i)
		}
	}
	last := w.Steps[len(w.Steps)-1]
	assert.Equal(t, "line-answer-"+w.Three, last.Kind, where)
	assert.Contains(t, last.Say.EN, dirWords[l.Direction][0], where)
	want := map[string]string{"live": "live three", "false": "false three", "sleeping": "sleeping three"}[w.Three]
	assert.Contains(t, last.Answer.EN, want, where)
	assert.True(t, strings.HasPrefix(w.Summary.EN, "In short: After Black's "+w.Name(w.Point)+", the three on the "+dirWords[l.Direction][0]), "%s: %s", where, w.Summary.EN)
	checkEnglish(t, w, where)
	checkSummaryNamesAll(t, w, where)
	checkFalseClosings(t, w, where)
}

// The exhaustive walks keep to the same English: no Chinese clause.
func TestFullWalksEnglish(t *testing.T) {
	for _, s := range walkSample(t, 3) {
		w, err := tutor.ExplainFull(&s.board, s.point, rules.Black)
		require.NoError(t, err)
		checkEnglish(t, w, s.name+" "+s.point.String())
	}
}
