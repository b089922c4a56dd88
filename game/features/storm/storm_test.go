package storm

import (
	"renju/game/vocab/screenview"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/drills"
	"renju/game/services/jobs"
	"renju/game/vocab/input"
	"renju/msg"
	"renju/rules"
)

// fakeClock is a clock the test moves by hand.
type fakeClock struct{ t time.Time }

func (c *fakeClock) Now() time.Time          { return c.t }
func (c *fakeClock) Advance(d time.Duration) { c.t = c.t.Add(d) }

func newClock() *fakeClock { return &fakeClock{t: time.Date(2026, 3, 1, 10, 0, 0, 0, time.UTC)} }

// wait polls until a question is on the board (or the run is over).
func wait(t *testing.T, m *Model) {
	t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for m.Phase() == Preparing {
		if time.Now().After(deadline) {
			t.Fatalf("no question after 60 s: %v", m)
		}
		time.Sleep(time.Millisecond)
		m.Poll()
	}
}

func start(t *testing.T, mode Mode, seed uint64) (*Model, *fakeClock) {
	t.Helper()
	clock := newClock()
	m := New(testJobs(), clock, seed)
	t.Cleanup(m.Leave)
	m.ChooseMode(mode)
	m.Start()
	wait(t, m)
	require.Equal(t, Asking, m.Phase(), "%v %v", m, m.Notice())
	return m, clock
}

// rightSay and wrongSay are a right and a wrong answer to the question on
// the board.
func rightSay(m *Model) string { return Want(m.Item(), m.Stage().AskKind) }

func wrongSay(m *Model) string {
	want := rightSay(m)
	for _, s := range []string{SaidYes, SaidNo, SaidLegal, "double-three", "double-four", "overline", SaidLive, SaidFalse} {
		if s != want && m.Asks(s) {
			return s
		}
	}
	panic("no wrong answer")
}

func answer(t *testing.T, m *Model, right bool) {
	t.Helper()
	require.Equal(t, Asking, m.Phase())
	if right {
		m.Answer(rightSay(m))
	} else {
		m.Answer(wrongSay(m))
	}
	wait(t, m)
}

// The storm's clock: three minutes, +2 s for every five right in a row,
// −10 s a miss; the time runs out exactly then, not a nanosecond before.
func TestStormClockBonusPenaltyAndEnd(t *testing.T) {
	m, clock := start(t, StormMode, 1)
	assert.Equal(t, StormTime, m.TimeLeft())
	for i := 0; i < 5; i++ {
		clock.Advance(time.Second)
		answer(t, m, true)
	}
	assert.Equal(t, 5, m.Combo())
	assert.Equal(t, ComboBonus, m.Last().Bonus, "the fifth in a row adds time")
	assert.Equal(t, StormTime-5*time.Second+ComboBonus, m.TimeLeft())
	clock.Advance(time.Second)
	answer(t, m, false)
	assert.Equal(t, 0, m.Combo())
	assert.Equal(t, Penalty, m.Last().Taken)
	left := StormTime - 6*time.Second + ComboBonus - Penalty
	assert.Equal(t, left, m.TimeLeft())
	// Four more right: no bonus (the combo restarted).
	for i := 0; i < 4; i++ {
		answer(t, m, true)
	}
	assert.Zero(t, m.Last().Bonus)
	assert.Equal(t, left, m.TimeLeft(), "answering takes no time on a fake clock")

	clock.Advance(left - time.Nanosecond)
	m.Poll()
	require.Equal(t, Asking, m.Phase(), "a nanosecond is left")
	assert.Equal(t, time.Nanosecond, m.TimeLeft())
	clock.Advance(time.Nanosecond)
	m.Poll()
	assert.Equal(t, Over, m.Phase(), "3:00 + 2 s − 10 s after the start, the time is up")
	assert.Zero(t, m.TimeLeft())
}

// A miss with less than the penalty left ends the storm at zero, not below.
func TestPenaltyNeverNegative(t *testing.T) {
	m, clock := start(t, StormMode, 2)
	clock.Advance(StormTime - 4*time.Second)
	answer(t, m, false)
	assert.Equal(t, Over, m.Phase())
	assert.Equal(t, time.Duration(0), m.TimeLeft())
	assert.Equal(t, 4*time.Second, m.Last().Taken, "only what was left is taken")

	var tm Timer = NewTimer(time.Minute)
	now := newClock().t
	tm.Run(now)
	tm.Take(now, 2*time.Minute)
	assert.Equal(t, time.Duration(0), tm.Left(now))
	assert.Equal(t, time.Minute, tm.Penalties())
	tm.Add(ComboBonus) // nothing can be added after the end in the model, but the timer stays sane
	assert.Equal(t, ComboBonus, tm.Left(now))
}

// The clock stands while no question is on the board.
func TestTimerStandsWhileStopped(t *testing.T) {
	clock := newClock()
	tm := NewTimer(StormTime)
	tm.Run(clock.t)
	clock.Advance(10 * time.Second)
	tm.Stop(clock.t)
	clock.Advance(time.Hour)
	assert.Equal(t, StormTime-10*time.Second, tm.Left(clock.t))
	tm.Run(clock.t)
	clock.Advance(5 * time.Second)
	assert.Equal(t, StormTime-15*time.Second, tm.Left(clock.t))
}

// Once the time is up, answers change nothing: the run ends instead.
func TestAnswersAfterTimeUpIgnored(t *testing.T) {
	m, clock := start(t, StormMode, 3)
	answer(t, m, true)
	score, answered := m.Score(), m.Answered()
	before := FormatRecord(m.Record())
	clock.Advance(StormTime + time.Second)
	m.Answer(rightSay(m)) // no Poll in between: the answer itself sees the time
	assert.Equal(t, Over, m.Phase())
	assert.Equal(t, score, m.Score())
	assert.Equal(t, answered, m.Answered())
	m.Answer(SaidYes)
	m.Do(AnswerNo)
	assert.Equal(t, answered, m.Answered())
	after := FormatRecord(m.Record())
	assert.NotEqual(t, string(before), string(after), "the run is counted")
	assert.Equal(t, 1, m.Record().StormRuns)
	assert.Equal(t, score, m.Record().StormBest)
}

// The questions get harder over a run: the level asked follows the
// stages, the storm asks which kind from the third stage, and the last
// questions are harder than the first.
func TestDifficultyRises(t *testing.T) {
	for s := 1; s < len(stages)*StageLen+8; s++ {
		a, b := StageAt(s-1), StageAt(s)
		assert.True(t, b.Level > a.Level || (b.Level == a.Level && b.Hard >= a.Hard), "stage %d after %d", s, s-1)
	}
	assert.Equal(t, drills.MaxLevel, StageAt(1000).Level)

	m, clock := start(t, StormMode, 5)
	var diff []int
	n := 8 * StageLen
	for i := 0; i < n; i++ {
		it := m.Item()
		assert.Equal(t, StageAt(i).Level, it.req, "question %d", i)
		assert.Equal(t, i >= 2*StageLen, m.Stage().AskKind, "question %d", i)
		diff = append(diff, 6*(it.Level()-1)+it.Hardness())
		clock.Advance(time.Second)
		settle(t, m) // the bank full, as when a learner takes a second to answer
		answer(t, m, true)
	}
	first, last := 0, 0
	for i := 0; i < StageLen*2; i++ {
		first += diff[i]
		last += diff[n-1-i]
	}
	t.Logf("difficulty over the run: %v", diff)
	sum := func(d []int) (n int) {
		for _, x := range d {
			n += x
		}
		return n
	}
	assert.Less(t, sum(diff[3*StageLen:4*StageLen]), sum(diff[5*StageLen:6*StageLen]), "within level 2, the questions get harder")
	assert.Greater(t, last, first+StageLen*2*4, "the last questions are much harder than the first")
}

// At the end every miss is listed with its answer and a walk target.
func TestMissedListAndWalkTargets(t *testing.T) {
	m, _ := start(t, StormMode, 7)
	var missed []Item
	for i := 0; i < 9; i++ {
		right := i%3 != 1
		if !right {
			missed = append(missed, *m.Item())
		}
		answer(t, m, right)
	}
	_, ok := m.TakeWalk()
	assert.False(t, ok, "no walk during the run")
	m.Do(EndRun)
	require.Equal(t, Over, m.Phase())
	require.Len(t, m.Missed(), len(missed))
	for i, ms := range m.Missed() {
		assert.Equal(t, missed[i].Drill.Position, ms.Item.Drill.Position)
		assert.Equal(t, Want(&missed[i], StageAt(3*i+1).AskKind), ms.Want)
		assert.NotEqual(t, ms.Want, ms.Said)
		w, ok := m.WalkTarget(i)
		require.True(t, ok)
		b, err := rules.ParseStones(missed[i].Drill.Position)
		require.NoError(t, err)
		assert.Equal(t, WalkTarget{Board: b, Point: rules.MustPoint(missed[i].Drill.Point), Colour: rules.Black}, w)
	}
	_, ok = m.WalkTarget(len(missed))
	assert.False(t, ok)

	v := m.View(msg.English)
	var ids []string
	for _, row := range v.Rows {
		for _, b := range row {
			ids = append(ids, b.ID)
		}
	}
	assert.Subset(t, ids, []string{"storm.walk.0", "storm.walk.1", "storm.walk.2", "storm.again", "storm.menu"})
	text := strings.Join(v.Lines, "\n")
	for _, it := range missed {
		assert.Contains(t, text, it.Point.Upper()+": "+m.AnswerText(msg.English, &it))
	}

	m.Do(ActionOf("storm.walk.1"))
	w, ok := m.TakeWalk()
	require.True(t, ok)
	assert.Equal(t, rules.MustPoint(missed[1].Drill.Point), w.Point)
	_, ok = m.TakeWalk()
	assert.False(t, ok, "a walk is taken once")
	assert.Equal(t, WalkMissed+2, m.KeyAction(input.Press{Key: input.Key3}))
}

// The streak ends at the first miss; the best is kept across runs.
func TestStreakEndsOnFirstMissBestKept(t *testing.T) {
	m, clock := start(t, StreakMode, 11)
	assert.Equal(t, drills.LiveOrFalse, m.Item().Drill.Type)
	for i := 0; i < 3; i++ {
		clock.Advance(time.Hour) // no clock in a streak
		answer(t, m, true)
		require.Equal(t, Asking, m.Phase())
	}
	missed := *m.Item()
	answer(t, m, false)
	require.Equal(t, Over, m.Phase(), "one miss ends the run")
	assert.Len(t, m.Missed(), 1)
	// The walk of a missed live-or-false question is the line's.
	w, ok := m.WalkTarget(0)
	require.True(t, ok)
	assert.Equal(t, missed.Drill.Line, w.Line)
	assert.NotEmpty(t, w.Line)
	assert.Equal(t, 3, m.Record().StreakBest)
	assert.True(t, m.NewBest())

	m.Do(Again)
	wait(t, m)
	answer(t, m, true)
	answer(t, m, false)
	require.Equal(t, Over, m.Phase())
	assert.Equal(t, 3, m.Record().StreakBest, "a shorter streak keeps the best")
	assert.False(t, m.NewBest())
	assert.Equal(t, 2, m.Record().StreakRuns)

	data, ok := m.TakeSave()
	require.True(t, ok)
	back, err := ParseRecord(data)
	require.NoError(t, err)
	assert.Equal(t, m.Record(), back)
}

// No position is asked twice in a session, across runs and modes, and a
// position already asked is dropped when the worker delivers it again.
func TestPositionsNeverRepeat(t *testing.T) {
	m, _ := start(t, StormMode, 13)
	seen := map[string]bool{}
	for run := 0; run < 3; run++ {
		if run == 2 {
			m.ToMenu()
			m.ChooseMode(StreakMode)
		}
		m.Start()
		wait(t, m)
		for i := 0; i < 12 && m.Phase() == Asking; i++ {
			pos := m.Item().Drill.Position
			require.False(t, seen[pos], "run %d question %d repeats %s", run, i, pos)
			seen[pos] = true
			answer(t, m, run != 2 || i < 5)
		}
		m.End()
	}
	// A repeat from the worker is not filed.
	it := m.Missed()[0].Item
	n := len(m.bank)
	m.take(want{it.Drill.Type, it.req}, jobs.DrillBatch{Drills: []drills.Drill{it.Drill}}, nil)
	assert.Len(t, m.bank, n)
}

// The view speaks both languages, names every button, and maps its keys.
func TestViewAndKeys(t *testing.T) {
	m, _ := start(t, StormMode, 17)
	for _, lang := range []msg.Lang{msg.English, msg.Chinese} {
		v := m.View(lang)
		assert.NotEmpty(t, v.Title)
		assert.Contains(t, v.Status, "3:00")
		assert.Contains(t, v.Prompt, m.Item().Point.Upper())
		assert.True(t, v.HasBoard)
		assert.Equal(t, m.Item().Board, v.Board.Stones)
		for _, row := range v.Rows {
			for _, b := range row {
				assert.Equal(t, b.ID, ActionOf(b.ID).ID(), "button %q", b.Label)
				assert.NotContains(t, b.Label, "storm.", "an untranslated label")
			}
		}
		for _, s := range append([]string{v.Title, v.Status, v.Prompt, v.Hint}, v.Lines...) {
			assert.NotContains(t, s, "storm.", "an untranslated text")
			assert.NotContains(t, s, "%!", "a bad verb")
		}
	}
	assert.Contains(t, m.View(msg.Chinese).Status, "剩余")
	assert.Equal(t, AnswerYes, m.KeyAction(input.Press{Key: input.KeyY}))
	assert.Equal(t, AnswerNo, m.KeyAction(input.Press{Key: input.KeyN}))
	assert.Equal(t, NoAction, m.KeyAction(input.Press{Key: input.KeyY, Ctrl: true}))
	assert.Equal(t, EndRun, m.KeyAction(input.Press{Key: input.KeyE}))
	for i := 0; i < 2*StageLen; i++ {
		answer(t, m, true)
	}
	require.True(t, m.Stage().AskKind)
	assert.Equal(t, AnswerLegal, m.KeyAction(input.Press{Key: input.KeyN}))
	assert.Equal(t, AnswerOverline, m.KeyAction(input.Press{Key: input.Key3}))
	assert.Contains(t, m.View(msg.English).Status, "8 in a row")
	assert.Equal(t, NoAction, ActionOf("storm.walk.x"))
	assert.Equal(t, NoAction, ActionOf("storm.walk.01"))
	assert.Equal(t, "0:00", Clockface(0))
	assert.Equal(t, "0:01", Clockface(time.Nanosecond))
	assert.Equal(t, "3:00", Clockface(StormTime))
}

// A record that does not read is replaced, with a notice, and saved over.
func TestLoadDamagedRecord(t *testing.T) {
	m := New(testJobs(), newClock(), 1)
	t.Cleanup(m.Leave)
	err := m.Load([]byte(`{"version":1,"stormBest":-3}`))
	require.Error(t, err)
	assert.Equal(t, NoticeReset, m.Notice().ID)
	data, ok := m.TakeSave()
	require.True(t, ok)
	assert.Equal(t, string(FormatRecord(NewRecord())), string(data))
	require.NoError(t, m.Load([]byte(`{"version":1,"stormBest":30,"stormRuns":1,"tallies":{"is-forbidden":{"right":1,"total":1}}}`)))
	assert.Equal(t, 30, m.Record().StormBest)
}

// noGluedShortcut: no button's label has its shortcut glued to it ("第1级
// 1", "Start  Enter", issue 26): the shortcut is the button's Key, drawn
// apart as a key.
func noGluedShortcut(t *testing.T, what string, rows [][]screenview.Button) {
	t.Helper()
	for _, r := range rows {
		for _, b := range r {
			assert.NotContains(t, b.Label, "  ", "%s: %s's label %q glues its shortcut", what, b.ID, b.Label)
		}
	}
}

func TestShortcutsApartFromLabels(t *testing.T) {
	m := New(testJobs(), newClock(), 1)
	for _, lang := range []msg.Lang{msg.English, msg.Chinese} {
		noGluedShortcut(t, string(lang), m.rows(lang))
	}
}

// TestAnswersReported: every answer is reported once, with the drill
// asked and whether it was right, for the review queue.
func TestAnswersReported(t *testing.T) {
	m, _ := start(t, StormMode, 11)
	first := m.Item().Drill
	answer(t, m, true)
	second := m.Item().Drill
	answer(t, m, false)
	got := m.TakeAnswers()
	require.Len(t, got, 2)
	assert.Equal(t, screenview.Attempt{From: "storm", Drill: first, Right: true}, got[0])
	assert.Equal(t, screenview.Attempt{From: "storm", Drill: second, Right: false}, got[1])
	assert.Empty(t, m.TakeAnswers(), "taken once")
}
