package hwplay

import (
	"github.com/stretchr/testify/assert"
	"renju/game/vocab/screenview"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"renju/drills"
	"renju/game/parts/drillplay"
	"renju/game/services/homework"
	"renju/game/services/jobs/serve"
	"renju/game/vocab/input"
	"renju/job"
	"renju/lessons"
	"renju/msg"
	"renju/qr"
	"renju/qr/qrtest"
	"renju/rules"
)

// gen is a fresh worker in-process: every model of the tests has its
// own, as every student's browser has.
func gen() *job.Client { return job.NewClient(job.NewLocal(serve.New())) }

// sample is a homework of two lessons' pages and 6 level-1 drills of
// every type but four-three.
func sample(t *testing.T) homework.Homework {
	t.Helper()
	require.GreaterOrEqual(t, len(lessons.All()), 2)
	return sampleHomework()
}

func sampleHomework() homework.Homework {
	ls := lessons.All()
	return homework.Homework{
		Title:   "Week 3",
		Lessons: []homework.LessonPages{{Lesson: ls[0].ID, Pages: []int{1, 2}}, {Lesson: ls[1].ID, Pages: []int{1}}},
		Drills:  homework.DrillSet{Types: []string{drills.IsForbidden, drills.FindAll, drills.LiveOrFalse, drills.Trap}, Level: 1, Count: 6, Seed: 11},
	}
}

// waitDrill polls until the drill is on the board.
func waitDrill(t *testing.T, m *Model) *drills.Drill {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		m.Poll()
		if d := m.Drill(); d != nil && d.Phase() == drillplay.Asking {
			return d.Drill()
		}
		if time.Now().After(deadline) {
			t.Fatalf("no drill after 30 s (phase %v, notice %q)", m.Phase(), m.Notice().Text(msg.English))
		}
		time.Sleep(time.Millisecond)
	}
}

// answer answers the drill on the board, right or wrong.
func answer(t *testing.T, m *Model, right bool) {
	t.Helper()
	dm := m.Drill()
	d := dm.Drill()
	b, err := rules.ParseStones(d.Position)
	require.NoError(t, err)
	switch d.Type {
	case drills.IsForbidden:
		yes := *d.Answer.Forbidden == right
		if yes {
			dm.Do(drillplay.AnswerYes)
			if dm.Phase() == drillplay.AskingKind {
				dm.Kind(d.Answer.Kind)
			}
		} else {
			dm.Do(drillplay.AnswerNo)
		}
	case drills.LiveOrFalse:
		if *d.Answer.Live == right {
			dm.Do(drillplay.AnswerLive)
		} else {
			dm.Do(drillplay.AnswerFalse)
		}
	case drills.FindAll:
		if right {
			for _, f := range d.Answer.Fouls {
				dm.Tap(rules.MustPoint(f.Point))
			}
		}
		dm.Do(drillplay.Submit)
		if !right && len(d.Answer.Fouls) == 0 {
			t.Fatalf("a find-all with no foul cannot be missed by marking none")
		}
	case drills.FourThree, drills.Trap:
		if right {
			dm.Tap(rules.MustPoint(d.Answer.Points[0]))
			break
		}
		for c := 0; c < rules.Size; c++ {
			for r := 0; r < rules.Size; r++ {
				p := rules.Pt(c, r)
				if b.At(p) == rules.Empty && !strings.Contains(" "+strings.Join(d.Answer.Points, " ")+" ", " "+p.String()+" ") {
					dm.Tap(p)
					goto tapped
				}
			}
		}
	tapped:
	}
	m.Poll()
	require.Equal(t, drillplay.Feedback, dm.Phase())
	require.Equal(t, right, dm.Result().Correct, "%s drill at %s", d.Type, d.Point)
}

func TestHomeworkToResultCode(t *testing.T) {
	hw := sample(t)
	m := New(hw, lessons.All(), gen())
	require.Equal(t, Overview, m.Phase())
	require.Len(t, m.Pages(), 3)

	// The drills wait for the name.
	m.Do(StartDrills)
	req, _ := m.TakeRequest()
	require.Equal(t, ReqName, req)
	require.Equal(t, Overview, m.Phase())
	require.Error(t, m.SetName("  "))
	require.NoError(t, m.SetName("Li:  Wei"))
	require.Equal(t, "Li Wei", m.Name(), "a colon would end the name in the code: left out")
	require.NoError(t, m.SetName("  Li   Wei "))
	require.Equal(t, "Li Wei", m.Name())

	// P opens the pages in order.
	for i := 0; i < 3; i++ {
		require.Equal(t, ReadPage, m.KeyAction(input.Press{Key: input.KeyP}))
		m.Do(ReadPage)
		req, pg := m.TakeRequest()
		require.Equal(t, ReqOpenPage, req)
		require.Equal(t, m.Pages()[i], pg)
	}
	require.Equal(t, 3, m.PagesRead())

	m.Do(StartDrills)
	require.Equal(t, Drilling, m.Phase())
	right := []bool{true, false, true, true, false, true}
	var kinds []string
	for i, r := range right {
		d := waitDrill(t, m)
		require.Equal(t, hw.Drills.Plan()[i], d.Type)
		if !r && d.Type == drills.FindAll && len(d.Answer.Fouls) == 0 {
			r = true // nothing to miss by marking nothing: answer it right
			right[i] = true
		}
		m.Tick(2 * time.Second)
		answer(t, m, r)
		if !r {
			kinds = append(kinds, MissKind(d))
		}
		m.Drill().Do(drillplay.NextDrill)
		m.Poll()
	}
	require.Equal(t, Finished, m.Phase())
	code := m.Code()
	res, err := homework.DecodeResult(code)
	require.NoError(t, err)
	want := homework.Result{Homework: hw.ID(), Name: "Li Wei", Total: 6, Seconds: 12, Pages: 3}
	for i, r := range right {
		if r {
			want.Score++
			continue
		}
		switch kinds[0] {
		case "double-three":
			want.Misses.DoubleThree++
		case "double-four":
			want.Misses.DoubleFour++
		case "overline":
			want.Misses.Overline++
		default:
			want.Misses.Other++
		}
		kinds = kinds[1:]
		_ = i
	}
	require.Equal(t, want, res)

	v := m.View(msg.English)
	require.Equal(t, code, v.Code)
	require.NotEmpty(t, v.QR)
	require.Equal(t, CopyCode, m.KeyAction(input.Press{Key: input.KeyC}))
	m.Do(CopyCode)
	req, _ = m.TakeRequest()
	require.Equal(t, ReqCopy, req)
	m.Copied(false)
	require.Contains(t, m.View(msg.English).Notice, "by hand")
	require.Contains(t, strings.Join(m.View(msg.Chinese).Lines, "\n"), "用时 0:12")
}

// TestSameDrillsAfterReload: a student who reloads halfway gets the same
// drills as one who does not, and keeps the answers, name and time.
func TestSameDrillsAfterReload(t *testing.T) {
	hw := sample(t)
	a := New(hw, lessons.All(), gen())
	require.NoError(t, a.SetName("A"))
	a.StartDrills()
	var want []string
	for range hw.Drills.Count {
		d := waitDrill(t, a)
		want = append(want, d.Position+"@"+d.Point)
		answer(t, a, true)
		a.Drill().Do(drillplay.NextDrill)
	}

	b := New(hw, lessons.All(), gen())
	require.NoError(t, b.SetName("B"))
	b.StartDrills()
	var got []string
	for i := range 2 {
		d := waitDrill(t, b)
		got = append(got, d.Position+"@"+d.Point)
		b.Tick(time.Duration(i+1) * time.Second)
		answer(t, b, i == 0)
		b.Drill().Do(drillplay.NextDrill)
	}
	saved, ok := b.TakeSave()
	require.True(t, ok)
	_, again := b.TakeSave()
	require.False(t, again, "saved once per change")

	c := New(hw, lessons.All(), gen())
	require.NoError(t, c.Load(saved))
	require.Equal(t, "B", c.Name())
	require.Len(t, c.Answers(), 2)
	require.Equal(t, 3*time.Second, c.Elapsed())
	c.StartDrills()
	missedNow := 0
	for k := range hw.Drills.Count - 2 {
		d := waitDrill(t, c)
		got = append(got, d.Position+"@"+d.Point)
		wrong := k == hw.Drills.Count-3 && (d.Type != drills.FindAll || len(d.Answer.Fouls) > 0)
		if wrong {
			missedNow++
		}
		answer(t, c, !wrong)
		c.Drill().Do(drillplay.NextDrill)
	}
	c.Poll()
	require.Equal(t, want, got)
	r, ok := c.Result()
	require.True(t, ok)
	require.Equal(t, 5-missedNow, r.Score)
	require.Equal(t, 6, r.Total)

	// The result lists the drills missed since the reload, and says the
	// others (kept by their kinds only) cannot be opened.
	require.Equal(t, Finished, c.Phase())
	require.Len(t, c.Reviewing().Missed(), missedNow)
	require.Equal(t, 1, missedNow, "the seed's last drill can be missed")
	lines := strings.Join(c.View(msg.English).Lines, "\n")
	assert.Contains(t, lines, "(1 of them: the others were answered before the page was reloaded)")
}

// TestCodeSameAfterReload: the code shown when the drills end is the
// code after a reload, though the last answer's feedback counted time
// after that answer was saved.
func TestCodeSameAfterReload(t *testing.T) {
	hw := sample(t)
	m := New(hw, lessons.All(), gen())
	require.NoError(t, m.SetName("Li Wei"))
	m.StartDrills()
	var saved []byte
	take := func() { // as the desk does every frame
		if data, ok := m.TakeSave(); ok {
			saved = data
		}
	}
	for range hw.Drills.Count {
		waitDrill(t, m)
		m.Tick(time.Second)
		answer(t, m, true)
		take()
		m.Tick(600 * time.Millisecond) // the feedback: 1.6 s a drill, 9.6 s in all
		take()
		m.Drill().Do(drillplay.NextDrill)
		m.Poll()
		take()
	}
	require.Equal(t, Finished, m.Phase())
	code := m.Code()

	r := New(hw, lessons.All(), gen())
	require.NoError(t, r.Load(saved))
	require.Equal(t, Finished, r.Phase())
	assert.Equal(t, code, r.Code(), "the code after a reload")
	res, err := homework.DecodeResult(code)
	require.NoError(t, err)
	assert.Equal(t, 10, res.Seconds, "6 drills of 1.6 s; the last answer saved at 9 s")
}

func TestTimeCountsOnlyDrills(t *testing.T) {
	m := New(sample(t), lessons.All(), gen())
	m.Tick(time.Minute)
	require.Zero(t, m.Elapsed(), "not on the homework's page")
	require.NoError(t, m.SetName("X"))
	m.StartDrills()
	waitDrill(t, m)
	m.Tick(1500 * time.Millisecond)
	m.ToOverview()
	m.Tick(time.Minute)
	require.Equal(t, 1500*time.Millisecond, m.Elapsed())
}

func TestProgressRefused(t *testing.T) {
	hw := sample(t)
	m := New(hw, lessons.All(), gen())
	good := string(m.Save())
	for _, bad := range []string{
		`{`,
		`[]`,
		`{"v":2,"id":"` + hw.ID() + `","name":"","read":[],"answers":"","ms":0}`,
		`{"v":1,"id":"AAAAAA","name":"","read":[],"answers":"","ms":0}`,
		`{"v":1,"id":"` + hw.ID() + `","name":"","read":[5],"answers":"","ms":0}`,
		`{"v":1,"id":"` + hw.ID() + `","name":"","read":[0,0],"answers":"","ms":0}`,
		`{"v":1,"id":"` + hw.ID() + `","name":"","read":[],"answers":"RRRRRRR","ms":0}`,
		`{"v":1,"id":"` + hw.ID() + `","name":"","read":[],"answers":"Rq","ms":0}`,
		`{"v":1,"id":"` + hw.ID() + `","name":"","read":[],"answers":"","ms":-1}`,
		`{"v":1,"id":"` + hw.ID() + `","name":"a:b","read":[],"answers":"","ms":0}`,
		`{"v":1,"id":"` + hw.ID() + `","name":" x","read":[],"answers":"","ms":0}`,
		`{"v":1,"id":"` + hw.ID() + `","name":"","read":[],"answers":"","ms":0,"x":1}`,
		good + `{}`,
		strings.Repeat(" ", MaxProgressSize+1),
	} {
		m := New(hw, lessons.All(), gen())
		require.Error(t, m.Load([]byte(bad)), bad)
		require.Contains(t, m.Notice().Text(msg.English), "could not be read", bad)
		_, dirty := m.TakeSave()
		require.True(t, dirty, "the refused copy is overwritten")
	}
	ok := `{"v":1,"id":"` + hw.ID() + `","name":"Li Wei","read":[2],"answers":"R3x4L","ms":2500}`
	require.NoError(t, m.Load([]byte(ok)))
	require.Equal(t, ok, string(m.Save()))
	require.Equal(t, 1, m.PagesRead())
	require.Equal(t, 0, m.NextPage(), "the first page not opened")
}

func TestLessonsOnlyHomework(t *testing.T) {
	ls := lessons.All()
	hw := homework.Homework{Lessons: []homework.LessonPages{{Lesson: ls[0].ID}}}
	m := New(hw, ls, gen())
	require.Len(t, m.Pages(), len(ls[0].Pages))
	require.Equal(t, "Homework", m.View(msg.English).Title)
	m.Do(ShowCode)
	req, _ := m.TakeRequest()
	require.Equal(t, ReqName, req)
	require.NoError(t, m.SetName("Wang Fang"))
	m.Do(ShowCode)
	require.Equal(t, Finished, m.Phase())
	r, err := homework.DecodeResult(m.Code())
	require.NoError(t, err)
	require.Equal(t, 0, r.Total)
	require.Contains(t, m.View(msg.English).Lines, msg.T(msg.English, ScoreNone))
}

// TestQRCodeReadsBack decodes the QR code's modules back to the code.
func TestQRCodeReadsBack(t *testing.T) {
	code := homework.EncodeResult(homework.Result{Homework: "496S2W", Name: "李伟", Score: 7, Total: 10, Misses: homework.Misses{DoubleThree: 3}, Seconds: 754})
	bits := qr.Of(code)
	require.NotEmpty(t, bits)
	got, err := qrtest.Read(bits)
	require.NoError(t, err)
	require.Equal(t, code, got)
}

// TestMissKind checks the kind of hand-made answers.
func TestMissKind(t *testing.T) {
	yes := true
	require.Equal(t, "double-four", MissKind(&drills.Drill{Type: drills.IsForbidden, Answer: drills.Answer{Forbidden: &yes, Kind: "double-four"}}))
	require.Equal(t, "overline", MissKind(&drills.Drill{Type: drills.FindAll, Answer: drills.Answer{Fouls: []drills.Foul{{Point: "h8", Kind: "double-three"}, {Point: "j8", Kind: "overline"}, {Point: "k8", Kind: "double-four"}}}}))
	require.Equal(t, "", MissKind(&drills.Drill{Type: drills.FourThree, Answer: drills.Answer{Points: []string{"h8"}}}))
	// A trap's kind is the judge's verdict on the point White makes Black
	// cover.
	g := drills.NewGenerator(3)
	for range 3 {
		d, err := g.Next(drills.Trap, 1)
		require.NoError(t, err)
		b, err := rules.ParseStones(d.Position)
		require.NoError(t, err)
		b.Set(rules.MustPoint(d.Answer.Points[0]), rules.White)
		tr, err := rules.Explain(&b, rules.MustPoint(d.Answer.Covers[0]), rules.Black)
		require.NoError(t, err)
		require.Equal(t, "forbidden", tr.Verdict)
		require.Equal(t, tr.Kind, MissKind(&d))
	}
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
	m := New(sample(t), lessons.All(), gen())
	for _, lang := range []msg.Lang{msg.English, msg.Chinese} {
		noGluedShortcut(t, string(lang), m.rows(lang))
	}
}
