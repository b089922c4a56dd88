package hwteach

import (
	"math/rand/v2"
	"renju/game/vocab/screenview"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/drills"
	"renju/game/services/homework"
	"renju/game/vocab/input"
	"renju/lessons"
	"renju/msg"
)

var rng = rand.New(rand.NewPCG(1, 2))

func built(t *testing.T) *Model {
	t.Helper()
	m := New(lessons.All(), 4821)
	m.Do(NextLesson, rng) // the second lesson
	m.Do(ToggleLesson, rng)
	m.Do(NextLesson, rng)
	require.NoError(t, m.SetPages("3, 1-2"))
	m.Do(ToggleTrap, rng)
	m.Do(Level2, rng)
	m.Do(More, rng)
	require.NoError(t, m.SetTitle("  Week   3 "))
	return m
}

func TestBuildLink(t *testing.T) {
	ls := lessons.All()
	m := built(t)
	h := m.Homework()
	require.NoError(t, m.Err())
	want := homework.Homework{Title: "Week 3",
		Lessons: []homework.LessonPages{{Lesson: ls[1].ID}, {Lesson: ls[2].ID, Pages: []int{1, 2, 3}}},
		Drills:  homework.DrillSet{Types: []string{drills.IsForbidden, drills.Trap}, Level: 2, Count: 12, Seed: 4821, Gen: drills.Latest}}
	assert.Equal(t, want, h, "a new builder makes its drills with the newest generator")
	got, err := homework.Open(m.Link())
	require.NoError(t, err)
	assert.Equal(t, h.ID(), got.ID())

	v := m.View(msg.English, "https://renju.example/app/")
	assert.Equal(t, "https://renju.example/app/#hw="+m.Link(), v.URL)
	assert.NotEmpty(t, v.QR)
	assert.Contains(t, v.Status, h.ID())
	assert.Contains(t, strings.Join(v.Lines, "\n"), "Drills: 12 at level 2 — Forbidden?, Trap (White) (set 4821)")
	assert.Contains(t, strings.Join(m.View(msg.Chinese, "").Lines, "\n"), "练习：12 题，难度 2")

	// Nothing to do: no link, and the notice says why.
	e := New(ls, 1)
	e.Do(ToggleIsForbidden, rng)
	require.Error(t, e.Err())
	assert.Empty(t, e.Link())
	assert.Nil(t, e.View(msg.English, "x").QR)
	e.Do(CopyLink, rng)
	assert.Equal(t, NoRequest, e.TakeRequest())
	assert.Contains(t, e.Notice().Text(msg.English), "not ready")
	e.Do(MakeWorksheet, rng)
	assert.Equal(t, NoRequest, e.TakeRequest())

	m.Do(CopyLink, rng)
	assert.Equal(t, ReqCopyLink, m.TakeRequest())
	m.Do(OtherDrills, rng)
	assert.NotEqual(t, h.ID(), m.Homework().ID(), "other drills, another homework")
}

func TestParsePages(t *testing.T) {
	for in, want := range map[string][]int{
		"": nil, "all": nil, "全部": nil, "1-7": nil, "1 2 3 4 5 6 7": nil,
		"3": {3}, "5, 1-2": {1, 2, 5}, "2~4，6": {2, 3, 4, 6}, "1–2 2": {1, 2}, "1到3": {1, 2, 3},
	} {
		got, err := ParsePages(in, 7)
		require.NoError(t, err, in)
		assert.Equal(t, want, got, in)
	}
	for _, in := range []string{"0", "8", "3-1", "a", "1-", "-2", "1-9"} {
		_, err := ParsePages(in, 7)
		assert.Error(t, err, in)
	}
	_, err := ParsePages("9", 7)
	assert.Equal(t, "“9” is not a page or a range of pages from 1 to 7", err.Error())
}

func TestTableCollectsCodes(t *testing.T) {
	m := built(t)
	h := m.Homework()
	code := func(name string, score, secs int) string {
		return homework.EncodeResult(homework.Result{Homework: h.ID(), Name: name, Score: score, Total: 12, Misses: homework.Misses{Other: 12 - score}, Seconds: secs})
	}
	m.Do(ShowTable, rng)
	require.Equal(t, Class, m.Phase())
	m.Do(DownloadCSV, rng)
	assert.Equal(t, NoRequest, m.TakeRequest(), "an empty table downloads nothing")
	assert.Contains(t, m.Notice().Text(msg.English), "empty")

	m.Do(PasteCodes, rng)
	require.Equal(t, ReqPaste, m.TakeRequest())
	other := homework.EncodeResult(homework.Result{Homework: "AAAAAA", Name: "Zoe", Score: 1, Total: 1})
	m.Paste(code("Ann", 9, 300) + " " + code("Ben", 11, 400) + "\n" + other + "\nhello\n" + code("Cy", 9, 200))
	assert.Equal(t, 3, m.Table().Len())
	require.Len(t, m.Errors(), 2)
	assert.Equal(t, "3 added, 2 refused.", m.Notice().Text(msg.English))
	v := m.View(msg.English, "")
	require.Len(t, v.Table, 3)
	assert.Equal(t, []string{"1", "Ben", "11/12 (92%)", "0", "0", "0", "1", "6:40", "0/9"}, v.Table[0])
	assert.Equal(t, "Cy", v.Table[1][1], "the quicker of two 9s first")
	assert.Contains(t, v.Errors[0], "line 2")
	assert.Contains(t, v.Status, "students: 3")

	m.Do(DownloadCSV, rng)
	require.Equal(t, ReqCSV, m.TakeRequest())
	assert.Contains(t, string(m.CSV(msg.English)), `"Ben","11","12","92"`)
	assert.Equal(t, "renju-homework-"+h.ID()+".csv", m.CSVName())

	// The homework changes: the table stays with its own.
	m.Do(BackToBuild, rng)
	m.Do(Level3, rng)
	m.Do(ShowTable, rng)
	assert.Equal(t, h.ID(), m.Table().ID())
	assert.Contains(t, m.Notice().Text(msg.English), "is for homework "+h.ID())
	m.Do(StartNewTable, rng)
	assert.Equal(t, 0, m.Table().Len())
	assert.NotEqual(t, h.ID(), m.Table().ID())
	require.True(t, m.CanUndo())
	m.Do(UndoNewTable, rng)
	assert.Equal(t, 3, m.Table().Len())
	assert.Equal(t, h.ID(), m.Table().ID())
}

func TestSaveLoad(t *testing.T) {
	m := built(t)
	h := m.Homework()
	m.OpenTable()
	m.Paste(homework.EncodeResult(homework.Result{Homework: h.ID(), Name: "李伟", Score: 3, Total: 12, Misses: homework.Misses{DoubleThree: 9}, Seconds: 61}))
	data, ok := m.TakeSave()
	require.True(t, ok)
	_, again := m.TakeSave()
	require.False(t, again)

	n := New(lessons.All(), 7)
	require.NoError(t, n.Load(data))
	assert.Equal(t, h, n.Homework())
	assert.Equal(t, 1, n.Table().Len())
	assert.Equal(t, string(data), string(n.Save()))

	for _, bad := range []string{
		`{`, `{"v":2}`, strings.Repeat(" ", MaxSaveSize+1),
		strings.Replace(string(data), `"level":2`, `"level":4`, 1),
		strings.Replace(string(data), `"count":12`, `"count":11`, 1),
		strings.Replace(string(data), `"types":["is-forbidden"`, `"types":["nope"`, 1),
		strings.Replace(string(data), `"v":1`, `"v":1,"x":0`, 1),
		strings.Replace(string(data), `"codes":["李伟`, `"codes":["李`, 1),
		strings.Replace(string(data), `"pages":[1,2,3]`, `"pages":[2,1]`, 1),
	} {
		n := New(lessons.All(), 7)
		require.Error(t, n.Load([]byte(bad)), bad)
		assert.Contains(t, n.Notice().Text(msg.English), "could not be read")
		assert.Equal(t, 0, n.Table().Len())
	}
}

func TestKeys(t *testing.T) {
	m := New(lessons.All(), 1)
	for k, a := range map[input.Key]Action{
		input.KeyLeft: PrevLesson, input.KeyRight: NextLesson, input.KeySpace: ToggleLesson, input.Key2: Level2,
		input.KeyUp: More, input.KeyDown: Fewer, input.KeyC: CopyLink, input.KeyG: ShowTable, input.KeyW: MakeWorksheet, input.KeyN: OtherDrills,
	} {
		assert.Equal(t, a, m.KeyAction(input.Press{Key: k}), "key %v", k)
	}
	assert.Equal(t, NoAction, m.KeyAction(input.Press{Key: input.KeyC, Ctrl: true}))
	m.OpenTable()
	assert.Equal(t, PasteCodes, m.KeyAction(input.Press{Key: input.KeyP}))
	assert.Equal(t, DownloadCSV, m.KeyAction(input.Press{Key: input.KeyD}))
	assert.Equal(t, BackToBuild, m.KeyAction(input.Press{Key: input.KeyEscape}))
	for a, id := range actionIDs {
		assert.Equal(t, a, ActionOf(id))
	}
}

// A homework made on a page opened at a loopback address: its link and
// QR code would open the phone itself, and the screen says so beside
// them, with the way to serve the app on the network, in both languages.
func TestLocalLinkWarned(t *testing.T) {
	m := built(t)
	for _, base := range []string{"http://127.0.0.1:8080/", "http://localhost:8080/"} {
		for _, lang := range []msg.Lang{msg.English, msg.Chinese} {
			v := m.View(lang, base)
			require.NotEmpty(t, v.QR)
			host := strings.TrimSuffix(strings.TrimPrefix(base, "http://"), ":8080/")
			assert.Contains(t, v.Warning, host, "%s %s: names the address", base, lang)
			assert.Contains(t, v.Warning, "make run ADDR=0.0.0.0:8080", "%s %s: says how to serve it on the network", base, lang)
		}
	}
	assert.Empty(t, m.View(msg.English, "http://192.168.1.20:8080/").Warning, "a network address: no warning")
	assert.Empty(t, m.View(msg.English, "").Warning)
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
	m := built(t)
	for _, lang := range []msg.Lang{msg.English, msg.Chinese} {
		noGluedShortcut(t, string(lang), m.rows(lang))
	}
}

// The table says the pages a student read, of the homework's; a code from
// before results carried them says nothing rather than "0".
func TestPagesCell(t *testing.T) {
	assert.Equal(t, "3/5", PagesCell(homework.Result{Pages: 3}, 5))
	assert.Equal(t, "—", PagesCell(homework.Result{NoPages: true}, 5))
}

// The drill generator's version stays with the homework built: a builder
// saved before versions keeps version 1 (its link and ID unchanged) when
// a newer generator comes; a new builder, and Other drills, take the
// newest; the version is saved and read back.
func TestBuilderKeepsItsGeneratorVersion(t *testing.T) {
	// A builder saved before the generator had versions.
	oldData := []byte(`{"v":1,"title":"Week 3","lessons":[{"id":"fours","pages":[1,2,3]}],"types":["is-forbidden","trap"],"level":2,"count":12,"seed":4821,"at":2,"table":"","codes":[]}`)
	oldLink := "1.tV2VlayAz.lfours_1~3.dit_2_12_4821"

	n := New(lessons.All(), 7)
	require.NoError(t, n.Load(oldData))
	assert.Equal(t, oldLink, n.Link(), "a homework handed out keeps its drills and its ID")
	n.Do(Level3, rng)
	assert.True(t, strings.HasPrefix(n.Link(), "1."), "an edit keeps the generator")

	n.NewSeed(rng)
	assert.True(t, strings.HasPrefix(n.Link(), "2."), "Other drills: the newest generator")
	assert.True(t, strings.HasSuffix(n.Link(), "_2"), n.Link())
	data := n.Save()
	assert.Contains(t, string(data), `"gen":2`)
	back := New(lessons.All(), 9)
	require.NoError(t, back.Load(data))
	assert.Equal(t, n.Link(), back.Link())

	assert.True(t, strings.HasPrefix(New(lessons.All(), 3).Link(), "2."), "a new builder: the newest generator")
	bad := New(lessons.All(), 7)
	require.Error(t, bad.Load([]byte(strings.Replace(string(data), `"gen":2`, `"gen":3`, 1))))
}
