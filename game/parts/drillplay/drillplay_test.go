package drillplay

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/boardview"
	"renju/drills"
	"renju/game/vocab/input"
	"renju/game/vocab/screenview"
	"renju/msg"
	"renju/rules"
)

// wait polls until the screen is no longer preparing.
func wait(t *testing.T, m *Model) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for m.Phase() == Preparing {
		if time.Now().After(deadline) {
			t.Fatalf("no drill after 20 s: %v", m)
		}
		time.Sleep(time.Millisecond)
		m.Poll()
	}
}

func start(t *testing.T, typ string, level int, seed uint64) *Model {
	t.Helper()
	m := New(testJobs(), Options{Seed: seed})
	t.Cleanup(m.Leave)
	m.ChooseType(typ)
	m.ChooseLevel(level)
	m.Start()
	wait(t, m)
	require.Equal(t, Asking, m.Phase(), "%v %v", m, m.Notice())
	return m
}

// rightAnswer and wrongAnswer answer the drill on the board.
func rightAnswer(m *Model) {
	d := m.Drill()
	switch d.Type {
	case drills.IsForbidden:
		if *d.Answer.Forbidden {
			m.Do(AnswerYes)
			m.Kind(d.Answer.Kind)
		} else {
			m.Do(AnswerNo)
		}
	case drills.LiveOrFalse:
		if *d.Answer.Live {
			m.Do(AnswerLive)
		} else {
			m.Do(AnswerFalse)
		}
	case drills.FindAll:
		for _, f := range d.Answer.Fouls {
			m.Tap(rules.MustPoint(f.Point))
		}
		m.Do(Submit)
	case drills.FourThree, drills.Trap:
		m.Tap(rules.MustPoint(d.Answer.Points[0]))
	}
}

func wrongAnswer(m *Model, b *rules.Board) {
	d := m.Drill()
	switch d.Type {
	case drills.IsForbidden:
		if *d.Answer.Forbidden {
			m.Do(AnswerNo)
		} else {
			m.Do(AnswerYes)
		}
	case drills.LiveOrFalse:
		if *d.Answer.Live {
			m.Do(AnswerFalse)
		} else {
			m.Do(AnswerLive)
		}
	case drills.FindAll:
		if len(d.Answer.Fouls) > 1 {
			m.Tap(rules.MustPoint(d.Answer.Fouls[0].Point)) // misses the rest
		} else {
			for _, p := range emptyPoints(b) { // marks a legal point
				if !slices.ContainsFunc(d.Answer.Fouls, func(f drills.Foul) bool { return f.Point == p.String() }) {
					m.Tap(p)
					break
				}
			}
		}
		m.Do(Submit)
		if m.Result().Correct {
			panic("a wrong find-all answer graded right")
		}
	case drills.FourThree, drills.Trap:
		for _, p := range emptyPoints(b) {
			if !contains(d.Answer.Points, p.String()) {
				m.Tap(p)
				return
			}
		}
	}
}

func emptyPoints(b *rules.Board) []rules.Point {
	var out []rules.Point
	for c := 0; c < rules.Size; c++ {
		for r := 0; r < rules.Size; r++ {
			if p := rules.Pt(c, r); b.At(p) == rules.Empty {
				out = append(out, p)
			}
		}
	}
	return out
}

func contains(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}

func TestEveryTypeRightAndWrong(t *testing.T) {
	for i, typ := range drills.Types {
		for _, right := range []bool{true, false} {
			t.Run(fmt.Sprintf("%s/right=%v", typ, right), func(t *testing.T) {
				m := start(t, typ, 1, uint64(10+i))
				d := m.Drill()
				if typ == drills.FindAll && !right && len(d.Answer.Fouls) == 1 {
					// Mark a wrong point as well as the right one.
					b, _ := rules.ParseStones(d.Position)
					for _, p := range emptyPoints(&b) {
						if p.String() != d.Answer.Fouls[0].Point {
							m.Tap(p)
							break
						}
					}
				}
				b, err := rules.ParseStones(d.Position)
				require.NoError(t, err)
				v := m.View(msg.English)
				assert.NotEmpty(t, v.Prompt)
				assert.Equal(t, b, v.Board)
				if right {
					rightAnswer(m)
				} else {
					wrongAnswer(m, &b)
				}
				require.Equal(t, Feedback, m.Phase())
				assert.Equal(t, right, m.Result().Correct)
				st := m.Stats()
				assert.Equal(t, &drills.Tally{Right: map[bool]int{true: 1}[right], Total: 1}, st.ByType[typ])
				if right {
					assert.Equal(t, 10, st.Score)
					assert.Equal(t, 1, st.Streak)
				} else {
					assert.Equal(t, 0, st.Score)
					assert.Equal(t, 0, st.Streak)
				}
				v = m.View(msg.English)
				assert.True(t, v.Graded)
				assert.Equal(t, right, v.Correct)
				assert.NotEmpty(t, v.Detail, "the right answer is explained")
				assert.NotEmpty(t, v.Marks, "the right answer is shown on the board")
				// The walk of the relevant point is one action away.
				w, ok := m.WalkTarget()
				require.True(t, ok)
				assert.Equal(t, rules.Empty, w.Board.At(w.Point), "walks judge an empty point")
				m.Do(WalkPoint)
				got, ok := m.TakeWalk()
				require.True(t, ok)
				assert.Equal(t, w, got)
				_, again := m.TakeWalk()
				assert.False(t, again, "taken once")
				assert.Contains(t, v.Hint, w.Point.Upper())
			})
		}
	}
}

func TestWalkTargets(t *testing.T) {
	// Trap: the cover point, on the board after White's move, is forbidden.
	m := start(t, drills.Trap, 1, 5)
	d := m.Drill()
	rightAnswer(m)
	w, ok := m.WalkTarget()
	require.True(t, ok)
	assert.Equal(t, rules.White, w.Board.At(rules.MustPoint(d.Answer.Points[0])))
	assert.Equal(t, d.Answer.Covers[0], w.Point.String())
	assert.True(t, rules.IsForbidden(&w.Board, w.Point))

	// Find-all: the first foul missed.
	m = start(t, drills.FindAll, 1, 6)
	d = m.Drill()
	m.Do(Submit)
	w, ok = m.WalkTarget()
	require.True(t, ok)
	assert.Equal(t, d.Answer.Fouls[0].Point, w.Point.String())

	// Live-or-false: the drill's point, and its line for the line walk.
	m = start(t, drills.LiveOrFalse, 1, 8)
	d = m.Drill()
	rightAnswer(m)
	w, ok = m.WalkTarget()
	require.True(t, ok)
	assert.Equal(t, d.Point, w.Point.String())
	assert.Equal(t, d.Line, w.Line)
	assert.NotEmpty(t, w.Line)

	// Nothing to walk while a drill is asked (it would give the answer away).
	m = start(t, drills.IsForbidden, 1, 7)
	_, ok = m.WalkTarget()
	assert.False(t, ok)
	m.Do(WalkPoint)
	_, ok = m.TakeWalk()
	assert.False(t, ok)
}

func TestIsForbiddenKindStep(t *testing.T) {
	yes := true
	src := fixed{drills.Drill{Type: drills.IsForbidden, Level: 1, Position: "B:g8,j8,h9,h10", Point: "h8", ToMove: "black",
		Answer: drills.Answer{Forbidden: &yes, Kind: "double-three"}}}
	for _, tc := range []struct {
		name    string
		answers []Action
		correct bool
		phase   Phase
	}{
		{"yes then right kind", []Action{AnswerYes, AnswerDoubleThree}, true, Feedback},
		{"yes then wrong kind", []Action{AnswerYes, AnswerDoubleFour}, false, Feedback},
		{"no", []Action{AnswerNo}, false, Feedback},
		{"yes alone asks the kind", []Action{AnswerYes}, false, AskingKind},
		{"show answer", []Action{ShowAnswer}, false, Feedback},
		{"kind before yes is ignored", []Action{AnswerOverline}, false, Asking},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := New(sourceJobs(src), Options{})
			defer m.Leave()
			m.Start()
			wait(t, m)
			for _, a := range tc.answers {
				m.Do(a)
			}
			require.Equal(t, tc.phase, m.Phase())
			if tc.phase == Feedback {
				assert.Equal(t, tc.correct, m.Result().Correct)
				v := m.View(msg.English)
				assert.Contains(t, v.Detail, "H8 is forbidden for Black: double-three.")
				if tc.name == "yes then wrong kind" {
					assert.Contains(t, v.Detail, "not a double-four")
				}
				zh := m.View("zh")
				assert.Contains(t, zh.Detail, "三三禁手")
			}
		})
	}
}

// fixed is a Source that always returns the same drill (or error).
type fixed struct {
	d drills.Drill
}

func (f fixed) Next(typ string, level int) (drills.Drill, error) {
	if f.d.Type == "" {
		return drills.Drill{}, errors.New("no drills today")
	}
	return f.d, nil
}

func TestRoundSummaryAndScore(t *testing.T) {
	m := start(t, drills.IsForbidden, 1, 99)
	for i := 0; i < RoundLen; i++ {
		require.Equal(t, Asking, m.Phase(), "drill %d", i+1)
		if i%3 == 2 {
			b, _ := rules.ParseStones(m.Drill().Position)
			wrongAnswer(m, &b)
		} else {
			rightAnswer(m)
		}
		require.Equal(t, Feedback, m.Phase())
		m.Do(NextDrill)
		wait(t, m)
	}
	require.Equal(t, Summary, m.Phase())
	v := m.View(msg.English)
	assert.Equal(t, "Round over", v.Title)
	require.NotEmpty(t, v.Lines)
	assert.Contains(t, v.Lines[0], "7 of 10 right")
	assert.Contains(t, strings.Join(v.Lines, "\n"), "Forbidden?: 7/10 (70%)")
	// Streaks: RR W RR W RR W R → best 2; points 10+11, 10+11, 10+11, 10.
	assert.Equal(t, 73, m.Stats().Score)
	assert.Equal(t, 2, m.Stats().BestStreak)
	assert.Equal(t, 1, m.Stats().Streak)
	// Enter starts a new round, keeping the record.
	m.Do(m.KeyAction(input.Press{Key: input.KeyEnter}))
	wait(t, m)
	assert.Equal(t, Asking, m.Phase())
	assert.Equal(t, 0, m.Round())
	assert.Equal(t, 73, m.Stats().Score)
}

func TestSaveLoadAndCorruptRecord(t *testing.T) {
	m := start(t, drills.FourThree, 1, 3)
	rightAnswer(m)
	data, ok := m.TakeSave()
	require.True(t, ok)
	_, again := m.TakeSave()
	assert.False(t, again, "saved once per change")

	m2 := New(sourceJobs(fixed{}), Options{})
	defer m2.Leave()
	require.NoError(t, m2.Load(data))
	assert.Equal(t, m.Stats(), m2.Stats())
	assert.Equal(t, 10, m2.PageState().Score)

	for _, bad := range []string{"{", `{"version":7}`, `{"version":1,"score":-4}`, "not json"} {
		m3 := New(sourceJobs(fixed{}), Options{})
		err := m3.Load([]byte(bad))
		assert.Error(t, err, bad)
		assert.Equal(t, drills.NewStats(), m3.Stats(), "a fresh record")
		assert.Contains(t, m3.View(msg.English).Notice, "could not be read", bad)
		saved, ok := m3.TakeSave()
		assert.True(t, ok, "the corrupt copy is overwritten")
		_, err = ParseRecord(saved)
		assert.NoError(t, err)
		m3.Leave()
	}
	m4 := New(sourceJobs(fixed{}), Options{})
	defer m4.Leave()
	assert.NoError(t, m4.Load(nil), "a first visit")
}

func TestGeneratorErrorGoesBackToMenu(t *testing.T) {
	m := New(sourceJobs(fixed{}), Options{})
	defer m.Leave()
	m.Start()
	wait(t, m)
	assert.Equal(t, Menu, m.Phase())
	assert.Contains(t, m.View(msg.English).Notice, "no drills today")
}

// slow is a Source that takes a while and counts its calls.
type slow struct {
	calls atomic.Int32
	d     time.Duration
}

func (s *slow) Next(typ string, level int) (drills.Drill, error) {
	s.calls.Add(1)
	time.Sleep(s.d)
	no := false
	return drills.Drill{Type: typ, Level: level, Position: "B:h8 W:h9", Point: "i9", ToMove: "black", Answer: drills.Answer{Forbidden: &no}}, nil
}

func TestPreparingIsAsyncAndPrefetches(t *testing.T) {
	src := &slow{d: 50 * time.Millisecond}
	m := New(sourceJobs(src), Options{})
	defer m.Leave()
	m.Start()
	assert.Equal(t, Preparing, m.Phase(), "Start returns at once")
	assert.Equal(t, "Preparing a drill…", m.View(msg.English).Prompt)
	wait(t, m)
	assert.Equal(t, Asking, m.Phase())
	assert.GreaterOrEqual(t, m.LastPrepare, 50*time.Millisecond)
	// The next drill is made while this one is answered.
	time.Sleep(120 * time.Millisecond)
	m.Do(AnswerNo)
	m.Do(NextDrill)
	assert.Equal(t, Asking, m.Phase(), "the prefetched drill is shown at once")
	assert.Eventually(t, func() bool { return src.calls.Load() == 3 }, time.Second, time.Millisecond, "one more is on its way")

	// Changing the type drops drills made for the old one.
	m.Do(BackToMenu)
	m.Do(ChooseFindAll)
	m.Start()
	wait(t, m)
	assert.Equal(t, drills.FindAll, m.Drill().Type)
}

func TestFindAllSelection(t *testing.T) {
	yes := true
	_ = yes
	src := fixed{drills.Drill{Type: drills.FindAll, Level: 1, Position: "B:g8,h8,i9,i10 W:a1,a2,a3,a4", ToMove: "black",
		Answer: drills.Answer{Fouls: []drills.Foul{{Point: "i8", Kind: "double-three"}}}}}
	m := New(sourceJobs(src), Options{})
	defer m.Leave()
	m.Start()
	wait(t, m)
	m.Tap(rules.MustPoint("h8")) // occupied: ignored
	m.Tap(rules.MustPoint("c3"))
	m.Tap(rules.MustPoint("i8"))
	assert.Contains(t, m.View(msg.English).Prompt, "(2 marked)")
	m.Tap(rules.MustPoint("c3")) // again: unmarked
	assert.Contains(t, m.View(msg.English).Prompt, "(1 marked)")
	m.Do(m.KeyAction(input.Press{Key: input.KeyEnter}))
	require.Equal(t, Feedback, m.Phase())
	assert.True(t, m.Result().Correct)
	assert.Equal(t, "All found: I8.", m.View(msg.English).Detail)
}

func TestKeys(t *testing.T) {
	m := New(sourceJobs(fixed{}), Options{})
	defer m.Leave()
	for _, tc := range []struct {
		key  input.Key
		want Action
	}{
		{input.Key2, ChooseLevel2}, {input.Key3, ChooseLevel3}, {input.KeyEnter, StartRound}, {input.KeySpace, StartRound},
		{input.KeyRight, ChooseFindAll}, {input.KeyLeft, ChooseTrap}, {input.KeyL, NoAction},
	} {
		assert.Equal(t, tc.want, m.KeyAction(input.Press{Key: tc.key}), tc.key.Label())
	}
	yes := true
	m2 := New(sourceJobs(fixed{drills.Drill{Type: drills.IsForbidden, Level: 1, Position: "B:g8,j8,h9,h10", Point: "h8", Answer: drills.Answer{Forbidden: &yes, Kind: "double-three"}}}), Options{})
	defer m2.Leave()
	m2.Start()
	wait(t, m2)
	for code, want := range map[input.Key]Action{input.KeyY: AnswerYes, input.KeyN: AnswerNo, input.KeyS: ShowAnswer, input.KeyEscape: BackToMenu, input.KeyW: NoAction} {
		assert.Equal(t, want, m2.KeyAction(input.Press{Key: code}), code.Label())
	}
	m2.Do(AnswerYes)
	assert.Equal(t, AnswerDoubleFour, m2.KeyAction(input.Press{Key: input.Key2}))
	m2.Do(m2.KeyAction(input.Press{Key: input.Key1}))
	for code, want := range map[input.Key]Action{input.KeyEnter: NextDrill, input.KeyW: WalkPoint, input.KeyE: FinishRound, input.KeyEscape: BackToMenu} {
		assert.Equal(t, want, m2.KeyAction(input.Press{Key: code}), code.Label())
	}
	assert.Equal(t, NoAction, m2.KeyAction(input.Press{Key: input.KeyEnter, Ctrl: true}), "Ctrl is the browser's")
}

// The panel's buttons show their keys, the next thing to do filled and the
// current choices outlined.
func TestRows(t *testing.T) {
	m := New(sourceJobs(fixed{}), Options{})
	defer m.Leave()
	m.ChooseType(drills.FindAll)
	m.ChooseLevel(2)
	rows := m.View(msg.English).Rows
	require.Len(t, rows, 5)
	assert.Equal(t, screenview.Button{ID: "drill.reset", Label: "Reset record", Disabled: true}, rows[4][0], "no record: Reset is off, but in its place")
	assert.Equal(t, screenview.Button{ID: "drill.type.find-all", Label: "Find all", Style: screenview.On}, rows[0][1])
	assert.Equal(t, screenview.Button{ID: "drill.level.2", Label: "Level 2", Style: screenview.On}, rows[2][1], "the key is the label's own digit")
	assert.Equal(t, screenview.Plain, rows[2][0].Style)
	assert.Equal(t, "drill.start", rows[3][0].ID)
	assert.Equal(t, screenview.Primary, rows[3][0].Style)
	assert.Equal(t, "Start", rows[3][0].Label)
	assert.Equal(t, "Enter", rows[3][0].Key, "the key apart from the label")
}

// Reset record can be undone until a round starts, and it never moves
// Start: the row is there before, during and after.
func TestResetCanBeUndone(t *testing.T) {
	m := New(sourceJobs(fixed{}), Options{})
	defer m.Leave()
	rec := drills.NewStats()
	rec.Seen, rec.Score, rec.BestStreak = 7, 10, 1
	rec.ByType[drills.Trap] = &drills.Tally{Right: 1, Total: 3}
	data, err := json.Marshal(rec)
	require.NoError(t, err)
	require.NoError(t, m.Load(data))
	before := m.View(msg.English).Rows
	require.Len(t, before, 5)
	assert.False(t, before[4][0].Disabled)
	m.Do(ActionOf("drill.reset"))
	assert.Equal(t, 0, m.Stats().Seen)
	after := m.View(msg.English).Rows
	require.Len(t, after, 5, "Start stays where it was")
	assert.Equal(t, "drill.undoReset", after[4][0].ID)
	assert.Contains(t, m.View(msg.English).Notice, "Undo")
	m.Do(ActionOf("drill.undoReset"))
	assert.Equal(t, 7, m.Stats().Seen, "the record is back")
	assert.Equal(t, "drill.reset", m.View(msg.English).Rows[4][0].ID)

	m.Do(ActionOf("drill.reset"))
	m.Start() // a round: the reset is final
	assert.NotEqual(t, "drill.undoReset", m.View(msg.English).Rows[0][0].ID)
	m.ToMenu()
	assert.Equal(t, "drill.reset", m.View(msg.English).Rows[4][0].ID, "no undo after a round started")
}

// While a drill asks for a point, the hovered empty point previews the
// answer; the marks keep their look.
func TestPicturePreview(t *testing.T) {
	v := View{Phase: Asking, Type: drills.FourThree, ToMove: rules.Black}
	v.Board.Set(rules.MustPoint("h8"), rules.Black)
	pic := v.Picture(rules.MustPoint("c3"), true)
	assert.Equal(t, []boardview.Note{boardview.GhostAt(rules.MustPoint("c3"), rules.Black, 0.5)}, pic.Notes)
	assert.Empty(t, v.Picture(rules.MustPoint("h8"), true).Notes, "not on a stone")
	assert.Empty(t, v.Picture(rules.MustPoint("c3"), false).Notes, "not without a pointer")
	v.Type = drills.FindAll
	v.Marks = []Mark{{Point: rules.MustPoint("d4"), Style: MarkSelected}}
	pic = v.Picture(rules.MustPoint("c3"), true)
	assert.Equal(t, []boardview.Note{
		boardview.RingAt(rules.MustPoint("d4"), boardview.InkSelect, 1), {Kind: boardview.Dot, At: rules.MustPoint("d4"), Ink: boardview.InkSelect},
		boardview.RingAt(rules.MustPoint("c3"), boardview.InkSelect, 0.6),
	}, pic.Notes)
	v.Phase = Feedback
	assert.Len(t, v.Picture(rules.MustPoint("c3"), true).Notes, 2, "no preview once answered")
}

func TestPageStateJSON(t *testing.T) {
	m := New(sourceJobs(fixed{}), Options{})
	defer m.Leave()
	m.ChooseType(drills.Trap)
	m.ChooseLevel(9)
	data, err := json.Marshal(m.PageState())
	require.NoError(t, err)
	assert.JSONEq(t, `{"type":"trap","level":3,"score":0,"streak":0,"phase":"menu","round":0,"position":"","prepareMs":0,"missed":[],"open":-1,"version":0,"covered":null,"startable":true,"prepared":false,"waited":false}`, string(data))
}

// Real drills at every level are prepared off the caller's goroutine; the
// times are logged (the wasm build is slower, docs/performance.md, "Drills made in the worker").
func TestPrepareTimes(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	for _, typ := range drills.Types {
		m := start(t, typ, drills.MaxLevel, 1)
		t.Logf("%s level 3: %v", typ, m.LastPrepare.Round(time.Millisecond))
	}
}

func TestActionIDs(t *testing.T) {
	seen := map[string]bool{}
	for a := ChooseIsForbidden; a <= AllLessons; a++ {
		id := a.ID()
		require.NotEmpty(t, id, "action %d", a)
		assert.False(t, seen[id], id)
		seen[id] = true
		assert.Equal(t, a, ActionOf(id))
	}
	assert.Equal(t, NoAction, ActionOf("nope"))
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
	m := New(sourceJobs(fixed{}), Options{})
	defer m.Leave()
	for _, lang := range []msg.Lang{msg.English, msg.Chinese} {
		rows := m.View(lang).Rows
		noGluedShortcut(t, string(lang), rows)
		for _, b := range rows[2] {
			assert.Empty(t, b.Key, "%s: %q shows its digit already", lang, b.Label)
		}
		assert.Equal(t, "Enter", rows[3][0].Key, "%s: Start's key, apart", lang)
	}
	assert.Equal(t, "第1级", m.View(msg.Chinese).Rows[2][0].Label)
}

// TestAnswersReported: every graded drill is reported once, with its
// screen and whether it was right; a skipped one is a miss.
func TestAnswersReported(t *testing.T) {
	m := start(t, drills.LiveOrFalse, 1, 5)
	m.SetFrom("homework")
	first := *m.Drill()
	rightAnswer(m)
	m.Next()
	wait(t, m)
	second := *m.Drill()
	b, _ := rules.ParseStones(second.Position)
	wrongAnswer(m, &b)
	m.Next()
	wait(t, m)
	third := *m.Drill()
	m.Skip()
	assert.Equal(t, []screenview.Attempt{{From: "homework", Drill: first, Right: true}, {From: "homework", Drill: second}, {From: "homework", Drill: third}}, m.TakeAnswers())
	assert.Empty(t, m.TakeAnswers(), "taken once")
}

// A live-or-false drill asks in the lessons' words at the learner's
// stage: before the lesson on false threes, "Live three / Not live" and
// "is it a live three?"; after it, "Live three / False three".
func TestLiveOrFalseWordsByStage(t *testing.T) {
	m := start(t, drills.LiveOrFalse, 1, 3)
	labels := func(lang msg.Lang) string {
		var ls []string
		for _, row := range m.View(lang).Rows {
			for _, b := range row {
				ls = append(ls, b.Label)
			}
		}
		return strings.Join(ls, "|") + "|" + m.View(lang).Prompt
	}
	assert.Contains(t, labels(msg.English), "Live three|False three|")
	assert.Contains(t, labels(msg.Chinese), "真活三|假活三|")
	m.SetStage(func(term string) bool { return term == "three" })
	assert.Contains(t, labels(msg.English), "Live three|Not live|")
	assert.Contains(t, labels(msg.English), "a live three?")
	assert.NotContains(t, labels(msg.English), "false")
	assert.Contains(t, labels(msg.Chinese), "活三|不是活三|")
	assert.NotContains(t, labels(msg.Chinese), "假活三")
}
