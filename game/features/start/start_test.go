package start

import (
	"strings"
	"testing"

	"renju/game/vocab/input"
	"renju/game/vocab/pageapi"
	"renju/game/vocab/screenview"
	"renju/msg"
	"renju/rules"
)

// The five step's sentences, re-judged: Black has four in a row, one
// point makes five (FivePoint, the one the text names when it is
// played), and no other does.
func TestFivePositionIsWhatItSays(t *testing.T) {
	b, err := rules.ParseStones(FivePos)
	if err != nil {
		t.Fatal(err)
	}
	if b.ToMove() != rules.Black {
		t.Errorf("Black is not to move in %s", FivePos)
	}
	for col := 0; col < rules.Size; col++ {
		for row := 0; row < rules.Size; row++ {
			p := rules.Point{Col: col, Row: row}
			if b.At(p) != rules.Empty {
				continue
			}
			j, err := rules.Judge(&b, p, rules.Black)
			if err != nil {
				t.Fatal(err)
			}
			if five := j.Verdict == rules.Five; five != (p == FivePoint) {
				t.Errorf("%s: five %v, want %v", p, five, p == FivePoint)
			}
			if j.Verdict == rules.Forbidden {
				t.Errorf("%s is forbidden: the step speaks of no foul", p)
			}
		}
	}
	// "Four in a row": the four black stones are one line, next to the
	// five point.
	if !strings.Contains(FivePos, "h5,h6,h7,h8") || FivePoint.String() != "h9" {
		t.Errorf("the band h5–%s is not Black's four and its fifth", FivePoint)
	}
}

// The foul step's sentences, re-judged: the point is forbidden, of the
// kind the text names (a double-three), and its two threes are the ones
// the text lists — each a live three through the point in the judge's
// trace.
func TestFoulPositionIsWhatItSays(t *testing.T) {
	b, err := rules.ParseStones(FoulPos)
	if err != nil {
		t.Fatal(err)
	}
	j, err := rules.Judge(&b, FoulPoint, rules.Black)
	if err != nil || j.Verdict != rules.Forbidden || j.Kind != FoulKind || FoulKind != rules.DoubleThree {
		t.Fatalf("%s on %s: %+v %v, want a double-three", FoulPoint, FoulPos, j, err)
	}
	for _, lang := range []msg.Lang{msg.English, msg.Chinese} {
		m := New()
		m.goTo(Foul)
		m.Tap(FoulPoint)
		text := strings.Join(m.Say(lang), " ")
		want := map[msg.Lang]string{msg.English: "double-three", msg.Chinese: "三三禁手"}[lang]
		if !strings.Contains(text, want) {
			t.Errorf("%s: %q does not name the kind %q", lang, text, want)
		}
	}
	// Each three: the point and two black stones on one line, every
	// stone but the point Black's; with the point played, the line holds
	// a live three (the trace's threes).
	tr, err := rules.Explain(&b, FoulPoint, rules.Black)
	if err != nil {
		t.Fatal(err)
	}
	var live [][]rules.Point
	for _, ln := range tr.Lines {
		if ln.Shape == "three" {
			var ps []rules.Point
			for _, st := range ln.Stones {
				ps = append(ps, rules.MustPoint(st))
			}
			live = append(live, ps)
		}
	}
	for _, three := range FoulThrees {
		found := false
		for _, stones := range live {
			if samePoints(stones, three) {
				found = true
			}
		}
		if !found {
			t.Errorf("the three %v is not a live three of the trace (%v)", three, live)
		}
	}
	if len(live) != len(FoulThrees) {
		t.Errorf("the trace has %d live threes, the text names %d", len(live), len(FoulThrees))
	}
}

func samePoints(a, b []rules.Point) bool {
	if len(a) != len(b) {
		return false
	}
	in := map[rules.Point]bool{}
	for _, p := range a {
		in[p] = true
	}
	for _, p := range b {
		if !in[p] {
			return false
		}
	}
	return true
}

// Doing every step to the end saves "done" and leaves for home.
func TestStepsToTheEnd(t *testing.T) {
	m := New()
	if !m.AsksPoint() || m.Step() != Place {
		t.Fatal("the start does not open asking for a stone")
	}
	m.Press(BtnNext) // nothing placed yet: stays
	if m.Step() != Place {
		t.Fatal("Next went on before a stone was placed")
	}
	m.Tap(rules.Center)
	if boardOf(m).At(rules.Center) != rules.Black {
		t.Fatal("the stone was not placed")
	}
	m.Key(input.Press{Key: input.KeyEnter})
	if m.Step() != Five {
		t.Fatalf("Enter after the stone: step %s", m.Step())
	}
	m.Tap(rules.MustPoint("a1"))
	if m.Step() != Five || m.ready() || boardOf(m).At(rules.MustPoint("a1")) != rules.Empty {
		t.Fatal("a wrong point made the five step done or was placed")
	}
	if say := m.Say(msg.English); len(say) != 2 || !strings.Contains(say[1], "A1 does not make five") {
		t.Errorf("wrong point said %q", say)
	}
	m.Tap(FivePoint)
	if !m.ready() {
		t.Fatal("the five did not end the step")
	}
	m.Press(BtnNext)
	if m.Step() != Foul {
		t.Fatalf("step %s after the five", m.Step())
	}
	m.Tap(rules.MustPoint("a1"))
	m.Press(BtnWalk) // not refused yet: no walk
	if _, ok := m.TakeWalk(); ok {
		t.Fatal("a walk before the forbidden point was tapped")
	}
	m.Tap(FoulPoint)
	if !m.refused || boardOf(m).At(FoulPoint) != rules.Empty {
		t.Fatal("the forbidden point was not refused, or it was placed")
	}
	var st pageapi.State
	m.PageState(&st)
	if s := st.Details[PageKey].(*State); s.Step != "foul" || !s.Ready || s.Point != "h8" {
		t.Errorf("state %+v", s)
	}
	if saves := m.TakeSaves(); saves != nil {
		t.Errorf("saved %v before the end", saves)
	}
	m.Key(input.Press{Key: input.KeyW})
	w, ok := m.TakeWalk()
	if !ok || w.Point != FoulPoint || w.Colour != rules.Black || rules.FormatStones(&w.Board) != rules.FormatStones(mustStones(FoulPos)) {
		t.Fatalf("walk %+v %v", w, ok)
	}
	if m.Step() != End {
		t.Fatalf("step %s after the walk", m.Step())
	}
	if saves := m.TakeSaves(); len(saves) != 1 || saves[0].Key != StorageKey || saves[0].Value != Done {
		t.Errorf("saves at the end: %v", saves)
	}
	if m.TakeLeave() {
		t.Fatal("left before Done")
	}
	m.Key(input.Press{Key: input.KeyEnter})
	if !m.TakeLeave() || m.TakeLeave() {
		t.Error("Enter at the end did not leave, once")
	}
	if saves := m.TakeSaves(); saves != nil {
		t.Errorf("saved again: %v", saves)
	}
}

func mustStones(s string) *rules.Board {
	b, _ := rules.ParseStones(s)
	return &b
}

// Skip at any step saves "skipped" and leaves; S is Skip; Esc is not
// (it closes a walk, and one press too many skipped the start).
func TestSkipAtEveryStep(t *testing.T) {
	for s := Place; s < End; s++ {
		m := New()
		m.goTo(s)
		m.Key(input.Press{Key: input.KeyEscape})
		if saves := m.TakeSaves(); len(saves) != 0 || m.TakeLeave() {
			t.Errorf("Esc at %s skipped the start: saves %v", s, saves)
		}
		for _, how := range []string{"button", "key"} {
			m := New()
			m.goTo(s)
			if how == "button" {
				m.Press(BtnSkip)
			} else {
				m.Key(input.Press{Key: input.KeyS})
			}
			saves := m.TakeSaves()
			if len(saves) != 1 || saves[0].Value != Skipped || !m.TakeLeave() {
				t.Errorf("skip (%s) at %s: saves %v", how, s, saves)
			}
		}
	}
	// The nav bar's back button is Skip.
	if p := New().Panel(msg.English); p.Back.ID != BtnSkip || p.Back.Label != "Skip" || p.Back.Key != "S" {
		t.Errorf("back button %+v", p.Back)
	}
}

// Every step's panel has its words in both languages, and the mirror
// reads the step's sentence.
func TestPanelsInBothLanguages(t *testing.T) {
	for s := Place; s <= End; s++ {
		for _, lang := range []msg.Lang{msg.English, msg.Chinese} {
			m := New()
			m.goTo(s)
			p := m.Panel(lang)
			said := strings.Join(p.Said(), " ")
			if p.Title == "" || said == "" || strings.Contains(said, "%!") {
				t.Errorf("%s %s: title %q, said %q", s, lang, p.Title, said)
			}
			if !strings.Contains(said, m.Say(lang)[0]) {
				t.Errorf("%s %s: the mirror does not read the step: %q", s, lang, said)
			}
		}
	}
}

func boardOf(m *Model) *rules.Board { b := m.Board(); return &b }

// One step counter: the walk the foul step opens counts its steps ("Step
// 1 of 4"), so the start's status line names its steps instead of
// counting them, ticks those done and arrows the one shown. The last
// step offers no Skip: the nav bar's button is Home, and the keys line
// names no skip.
func TestOneCounterAndNoSkipAtTheEnd(t *testing.T) {
	want := map[msg.Lang][]string{
		msg.English: {"→ A stone · Five in a row · A forbidden move · Your path", "✓ A stone · → Five in a row · A forbidden move · Your path",
			"✓ A stone · ✓ Five in a row · → A forbidden move · Your path", "✓ A stone · ✓ Five in a row · ✓ A forbidden move · → Your path"},
		msg.Chinese: {"→ 落子 · 连五 · 禁手 · 学习路线", "✓ 落子 · → 连五 · 禁手 · 学习路线", "✓ 落子 · ✓ 连五 · → 禁手 · 学习路线", "✓ 落子 · ✓ 连五 · ✓ 禁手 · → 学习路线"},
	}
	for lang, lines := range want {
		for s := Place; s <= End; s++ {
			m := New()
			m.goTo(s)
			p := m.Panel(lang)
			if got := p.Said()[0]; got != lines[s] {
				t.Errorf("%s %s: status %q, want %q", lang, s, got, lines[s])
			}
			said := strings.Join(allTexts(p), " ")
			if strings.Contains(said, "Step ") || strings.Contains(said, "第") && strings.Contains(said, "步，共") {
				t.Errorf("%s %s: a step counter: %q", lang, s, said)
			}
			skip := msg.T(lang, LabelSkip)
			switch {
			case s == End && (p.Back.ID != "" || strings.Contains(said, "Esc")):
				t.Errorf("%s: the last step offers a skip: back %+v, %q", lang, p.Back, said)
			case s < End && (p.Back.ID != BtnSkip || p.Back.Label != skip):
				t.Errorf("%s %s: back %+v, want Skip", lang, s, p.Back)
			}
		}
	}
}

// "Live three" is explained where it first appears (the refusal), in
// both languages, and the start's English carries no Chinese.
func TestLiveThreeExplainedAndNoChineseInEnglish(t *testing.T) {
	m := New()
	m.goTo(Foul)
	bp := m.Panel(msg.English)
	before := strings.Join(bp.Said(), " ")
	if strings.Contains(before, "live three") {
		t.Errorf("live three appears before the refusal: %q", before)
	}
	m.Tap(FoulPoint)
	en := strings.Join(m.Say(msg.English), " ")
	if !strings.Contains(en, "a live three is three stones in a line that one more stone turns into a straight four") {
		t.Errorf("the refusal does not say what a live three is: %q", en)
	}
	if zh := strings.Join(m.Say(msg.Chinese), " "); !strings.Contains(zh, "活三就是") {
		t.Errorf("the refusal does not say what 活三 is: %q", zh)
	}
	for s := Place; s <= End; s++ {
		m := New()
		m.goTo(s)
		if s == Foul {
			m.Tap(FoulPoint)
		}
		for _, text := range allTexts(m.Panel(msg.English)) {
			for _, r := range text {
				if r >= 0x2E80 && r <= 0x9FFF || r >= 0xFF00 && r <= 0xFFEF {
					t.Errorf("%s: Chinese in the English text %q", s, text)
					break
				}
			}
		}
	}
}

// allTexts are every text a panel shows: its title, blocks (key hints
// too), buttons and the nav bar's back button.
func allTexts(p screenview.Panel) []string {
	out := []string{p.Title, p.Back.Label}
	for _, b := range p.Blocks {
		out = append(out, b.S)
	}
	for _, row := range p.Rows {
		for _, b := range row {
			out = append(out, b.Label)
		}
	}
	return out
}

// The refusal lists the two threes apart in Chinese too: "F8 G8 H8，以及
// H8 H9 H10", never a run of 、 that mixes the two.
func TestRefusalListsTheThreesApart(t *testing.T) {
	zh := msg.F(msg.Chinese, FoulRefused, FoulPoint.Upper(), pointsText(FoulThrees[0]), pointsText(FoulThrees[1]))
	if want := pointsText(FoulThrees[0]) + "，以及" + pointsText(FoulThrees[1]); !strings.Contains(zh, want) {
		t.Errorf("%q does not list the threes as %q", zh, want)
	}
	if strings.Contains(zh, "、") {
		t.Errorf("%q: a 、 mixes the threes", zh)
	}
}
