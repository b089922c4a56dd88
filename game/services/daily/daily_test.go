package daily

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"
	"time"
)

var zone = time.FixedZone("UTC-5", -5*3600)

func at(day, hour int) time.Time { return time.Date(2026, 12, day, hour, 0, 0, 0, zone) }

// TestStreak walks a learner's days: the goal met three days running,
// a day missed, met again.
func TestStreak(t *testing.T) {
	l := New()
	steps := []struct {
		now           time.Time
		add           int
		today, streak int
		met           bool
	}{
		{at(1, 9), 4, 4, 0, false},
		{at(1, 20), 6, 10, 1, true},
		{at(1, 21), 3, 13, 1, false}, // met once a day
		{at(2, 8), 0, 0, 1, false},   // yesterday's streak stands today
		{at(2, 23), 10, 10, 2, true},
		{at(3, 0), 10, 10, 3, true}, // local midnight is a new day
		{at(5, 10), 0, 0, 0, false}, // a day missed: the streak is gone
		{at(5, 11), 12, 12, 1, true},
	}
	for i, s := range steps {
		met := l.Add(Items, s.add, s.now)
		if met != s.met || l.Today(s.now) != s.today || l.StreakAt(s.now) != s.streak {
			t.Fatalf("step %d: met %v today %d streak %d; want %v %d %d", i, met, l.Today(s.now), l.StreakAt(s.now), s.met, s.today, s.streak)
		}
	}
	// Pages do not count toward a goal of items.
	if l.Add(Pages, 5, at(6, 9)); l.Today(at(6, 9)) != 0 {
		t.Error("pages counted toward items")
	}
	// A goal lowered keeps today's count; met at the next answer.
	l.Add(Items, 4, at(6, 10))
	l.Choose(Goal{Items, 5}, at(6, 10))
	if l.StreakAt(at(6, 10)) != 1 || l.Today(at(6, 10)) != 4 {
		t.Errorf("lowered to 5 with 4 done: streak %d", l.StreakAt(at(6, 10)))
	}
	l.Add(Items, 1, at(6, 11))
	if l.StreakAt(at(6, 11)) != 2 {
		t.Errorf("streak %d after meeting the lowered goal", l.StreakAt(at(6, 11)))
	}
	// A goal lowered to today's count is met at once.
	l.Add(Items, 3, at(7, 10))
	if l.Choose(Goal{Items, 20}, at(7, 10)); l.StreakAt(at(7, 10)) != 2 {
		t.Error("raising the goal broke the streak")
	}
	if l.Choose(Goal{Items, 5}, at(7, 10)); l.StreakAt(at(7, 10)) != 2 {
		t.Error("not met yet")
	}
	l.Add(Items, 2, at(7, 11))
	if l.Choose(Goal{Items, 5}, at(7, 11)); l.StreakAt(at(7, 11)) != 3 {
		t.Error("met goal not counted")
	}
	// Pages read count once the goal is pages.
	l.Add(Pages, 2, at(7, 12))
	if l.Choose(Goal{Pages, 3}, at(7, 12)); l.Today(at(7, 12)) != 2 {
		t.Errorf("%d pages today, want 2", l.Today(at(7, 12)))
	}
}

func randomLog(rng *rand.Rand) *Log {
	l := New()
	for range rng.IntN(20) {
		now := at(1+rng.IntN(20), rng.IntN(24))
		if rng.IntN(5) == 0 {
			l.Choose(Goals[rng.IntN(len(Goals))], now)
		}
		switch rng.IntN(3) {
		case 0:
			l.Add([]string{Items, Pages}[rng.IntN(2)], 1+rng.IntN(8), now)
		default:
			// A few questions, so that two logs share some.
			l.Answer(fmt.Sprintf("lesson/three/%d", rng.IntN(12)), now)
		}
	}
	return l
}

// TestSaveJoin: a log survives a save and a load, and the merge of two
// tabs' logs is a join.
func TestSaveJoin(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for range 300 {
		a, b, c := randomLog(rng), randomLog(rng), randomLog(rng)
		back, err := Parse(a.Format())
		if err != nil || !reflect.DeepEqual(a, back) {
			t.Fatalf("%v: saved %s, loaded %+v", err, a.Format(), back)
		}
		if Join(a, b).Format() != Join(b, a).Format() || Join(Join(a, b), c).Format() != Join(a, Join(b, c)).Format() || Join(a, a).Format() != a.Format() {
			t.Fatalf("not a join: %+v %+v %+v", a, b, c)
		}
	}
}

// TestQuestionCountsOnce: a question counts once a day, at its first
// answer, in one tab or two; a new day counts it again.
func TestQuestionCountsOnce(t *testing.T) {
	l := New()
	for i, c := range []struct {
		q     string
		first bool
		today int
	}{
		{"lesson/board-and-five/1", true, 1},
		{"lesson/board-and-five/1", false, 1}, // a retry
		{"lesson/board-and-five/2", true, 2},
		{"drill/is-forbidden|B:h8 W:h9|j9||black", true, 3},
		{"lesson/board-and-five/2", false, 3},
	} {
		if first, _ := l.Answer(c.q, at(1, 9)); first != c.first || l.Today(at(1, 9)) != c.today {
			t.Fatalf("answer %d (%s): first %v, today %d; want %v, %d", i, c.q, first, l.Today(at(1, 9)), c.first, c.today)
		}
	}
	if first, _ := l.Answer("lesson/board-and-five/1", at(2, 9)); !first || l.Today(at(2, 9)) != 1 {
		t.Errorf("the next day the question counts again: today %d", l.Today(at(2, 9)))
	}

	// Two tabs: what both answered counts once; what each answered alone
	// counts; a count kept without its questions (a log saved before they
	// were kept) is not added twice.
	a, b := New(), New()
	for _, q := range []string{"x", "y"} {
		a.Answer(q, at(3, 9))
	}
	for _, q := range []string{"y", "z"} {
		b.Answer(q, at(3, 10))
	}
	if got := Join(a, b).Today(at(3, 11)); got != 3 {
		t.Errorf("x, y in one tab and y, z in the other: %d today, want 3", got)
	}
	old := &Log{Unit: Items, Goal: 10, Day: a.Day, Items: 4}
	if got := Join(old, a).Today(at(3, 11)); got != 4+2 {
		t.Errorf("4 counted before questions were kept, and x, y: %d today, want 6", got)
	}
	// The goal is met once, at the answer that reaches it.
	g := New()
	g.Choose(Goal{Items, 5}, at(4, 8))
	for i := range 5 {
		g.Answer(fmt.Sprint("q", i%4), at(4, 9)) // the fifth is the first again
	}
	if g.StreakAt(at(4, 9)) != 0 {
		t.Error("a question answered twice met the goal")
	}
	if _, met := g.Answer("q4", at(4, 9)); !met || g.StreakAt(at(4, 9)) != 1 {
		t.Error("five questions did not meet the goal")
	}
	// Past MaxAsked a question still counts, without being kept.
	m := New()
	for i := range MaxAsked + 3 {
		m.Answer(fmt.Sprint("storm/", i), at(5, 9))
	}
	if m.Today(at(5, 9)) != MaxAsked+3 || len(m.Asked) != MaxAsked {
		t.Errorf("%d today, %d kept", m.Today(at(5, 9)), len(m.Asked))
	}
	if _, err := Parse(m.Format()); err != nil {
		t.Error(err)
	}
}

func TestParseErrors(t *testing.T) {
	for in, want := range map[string]string{
		`{"unit":"items","goal":5,"items":1,"asked":["0000000000ab"]}`:                                   "daily goal: questions answered on no day",
		`{"unit":"items","goal":5,"day":"2026-12-04","items":1,"asked":["xyz"]}`:                         `daily goal: question 1: "xyz" is not a fingerprint (12 hex digits)`,
		`{"unit":"items","goal":5,"day":"2026-12-04","items":2,"asked":["0000000000ab","0000000000ab"]}`: `daily goal: question 2: "0000000000ab" is out of order or there twice`,
		`{"unit":"items","goal":5,"day":"2026-12-04","items":0,"asked":["0000000000ab"]}`:                "daily goal: 0 questions answered, fewer than the 1 kept",
		`{"unit":"items","goal":7}`:                "daily goal: 7 items is not a goal one can choose",
		`{"unit":"items","goal":5,"day":"monday"}`: `daily goal: the day "monday" is not a date`,
		`{"unit":"items","goal":5,"items":-1}`:     "daily goal: a count below 0",
		`[`:                                        "daily goal: line 1 column 2: ends before the value does",
	} {
		if _, err := Parse(in); err == nil || err.Error() != want {
			t.Errorf("Parse(%s) = %v, want %s", in, err, want)
		}
	}
}

// TestDayOfIsDateOnly: the day written digit by digit is the one
// time.Format writes, at the ends of years and months, in a zone far
// from UTC, and for years Format pads or signs.
func TestDayOfIsDateOnly(t *testing.T) {
	far := time.FixedZone("far", 13*3600)
	for _, tm := range []time.Time{
		time.Date(2026, 12, 31, 23, 59, 0, 0, time.UTC),
		time.Date(2027, 1, 1, 0, 0, 0, 0, far),
		time.Date(2024, 2, 29, 12, 0, 0, 0, far),
		time.Date(9, 9, 9, 9, 0, 0, 0, time.UTC),
		time.Date(9999, 10, 10, 0, 0, 0, 0, time.UTC),
		time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC),
		time.Date(-1, 1, 1, 0, 0, 0, 0, time.UTC),
		time.Unix(0, 0).In(far),
	} {
		if got, want := dayOf(tm), tm.Format(time.DateOnly); got != want {
			t.Errorf("dayOf(%v) = %q, want %q", tm, got, want)
		}
	}
}
