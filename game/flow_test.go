//go:build js

// The screens, driven through the page's input events and the page API,
// in headless Chromium (make wasm-test). This file sorts before
// game_test.go, whose last test runs the game loop.

package game

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/game/features/match"
	"renju/game/frame/screens"
	"renju/game/parts/drillplay"
	"renju/game/services/storage"
	"renju/game/vocab/input"
	"renju/game/vocab/pageapi"
	"renju/lessons"
	"renju/msg"
	"renju/rules"
)

// harness is a game at 1280×800 fed with page events.
type harness struct {
	t      *testing.T
	g      *Game
	hashes []string
	saves  map[string]string
}

func newHarness(t *testing.T) *harness {
	h := &harness{t: t, g: New(), saves: map[string]string{}}
	h.g.UsePageEvents()
	h.g.setLayout(1280, 800, 1)
	h.g.OnHashChange = func(s string, _ bool) { h.hashes = append(h.hashes, s) }
	h.g.OnSave = func(k, v string) error { h.saves[k] = v; return nil }
	// A clock of exact frames: 60 Updates are a second.
	clock := time.Unix(0, 0)
	h.g.now = func() time.Time { clock = clock.Add(time.Second / 60); return clock }
	h.update()
	return h
}

func (h *harness) update() {
	h.t.Helper()
	require.NoError(h.t, h.g.Update())
}

func (h *harness) state() pageapi.State {
	h.t.Helper()
	var st pageapi.State
	require.NoError(h.t, json.Unmarshal([]byte(h.g.State()), &st))
	return st
}

// play is the Play screen's object in state().
func (h *harness) play() *match.State {
	st := h.state()
	return playOf(st)
}

// playOf and drillOf are the Play screen's and the drill's objects in st
// (nil when absent).
func playOf(st pageapi.State) *match.State {
	return pageapi.DetailOf[match.State](&st, match.PageKey)
}

func drillOf(st pageapi.State) *drillplay.State {
	return pageapi.DetailOf[drillplay.State](&st, drillplay.PageKey)
}

// click clicks at a screen point.
func (h *harness) click(x, y float64) {
	lay := h.g.currentLayout()
	fx, fy := x/lay.W, y/lay.H
	h.g.PushEvent(Event{Kind: PointerDown, ID: 1, FX: fx, FY: fy})
	h.g.PushEvent(Event{Kind: PointerUp, ID: 1, FX: fx, FY: fy})
	h.update()
}

// press clicks a button of the screen by its ID.
func (h *harness) press(id string) {
	h.t.Helper()
	x, y, _, _, ok := h.g.ButtonOnScreen(id)
	require.True(h.t, ok, "no button %q among %v", id, h.g.ButtonIDs())
	h.click(x, y)
}

func (h *harness) key(k input.Key) {
	h.g.PushEvent(Event{Kind: KeyDown, Press: input.Press{Key: k}})
	h.update()
}

func TestHomeMenu(t *testing.T) {
	h := newHarness(t)
	assert.Equal(t, "home", h.state().Screen)
	ids := h.g.ButtonIDs()
	var menu []string
	for _, id := range ids {
		if strings.HasPrefix(id, "menu.") {
			menu = append(menu, id)
		}
	}
	assert.Equal(t, []string{"menu.learn", "menu.practise", "menu.play", "menu.teach", "menu.games"}, menu, "home keeps five entries")
	assert.Contains(t, ids, "home.continue")
	assert.Contains(t, ids, "nav.lang")
	assert.Equal(t, "lesson:"+lessons.All()[0].ID, h.state().Path.Next, "a new learner's next step is the first lesson")
	h.press("menu.learn")
	assert.Equal(t, "hub", h.state().Screen)
	assert.Contains(t, h.g.ButtonIDs(), "hub.homework", "the hub lists its group's registry entries")
	h.press("hub.lessons")
	assert.Equal(t, "lessons", h.state().Screen)
	assert.Equal(t, []string{"#hub=learn", "#lessons"}, h.hashes)
	h.press("nav.home")
	assert.Equal(t, "home", h.state().Screen)
	assert.Equal(t, "", h.hashes[len(h.hashes)-1], "home has no hash")
	h.press("menu.games") // a group of one screen opens it
	assert.Equal(t, "viewer", h.state().Screen)
	h.press("nav.home")
	h.press("menu.learn")
	h.press("hub.free")
	assert.Equal(t, "free", h.state().Screen)
	h.press("nav.home")
	// Continue, with no progress: the first lesson's first page.
	h.press("home.continue")
	st := h.state()
	assert.Equal(t, "lesson", st.Screen)
	assert.Equal(t, lessons.All()[0].ID, st.Lesson)
	assert.Equal(t, 1, st.Page)
}

func TestLessonWalkKeys(t *testing.T) {
	h := newHarness(t)
	require.NoError(t, h.g.OpenHash("#lesson=double-three/1"))
	h.update()
	st := h.state()
	assert.Equal(t, "lesson", st.Screen)
	assert.Equal(t, "double-three", st.Lesson)
	assert.Equal(t, 1, st.Page)
	assert.Equal(t, "B:f8,g8,h9,h10 W:e10,j9", st.Position, "the page's board")
	assert.Equal(t, []pageapi.Foul{{Point: "h8", Kind: "double-three"}}, st.Forbidden)
	assert.Empty(t, h.hashes, "the link is not written back")

	// A walk long enough to step around in: the recursion lesson's A (H8).
	require.NoError(t, h.g.OpenHash("#lesson=recursion/1"))
	h.update()
	h.press("walk.open.1")
	assert.Equal(t, 1, h.state().Step)
	assert.Equal(t, "h8", h.state().Walk)
	for i := 2; i <= 4; i++ {
		h.key(input.KeyRight)
		assert.Equal(t, i, h.state().Step)
	}
	h.key(input.KeyLeft)
	assert.Equal(t, 3, h.state().Step)
	h.key(input.KeyEnd)
	end := h.state().Step
	assert.Greater(t, end, 10)
	h.key(input.KeyRight)
	assert.Equal(t, end, h.state().Step, "nothing after the last step")
	h.key(input.KeyHome)
	assert.Equal(t, 1, h.state().Step)
	h.press("walk.next")
	h.press("walk.next")
	assert.Equal(t, 3, h.state().Step)
	h.press("walk.prev")
	assert.Equal(t, 2, h.state().Step)
	h.press("walk.restart")
	assert.Equal(t, 1, h.state().Step)

	// Autoplay moves on by itself, and stops on a key.
	h.press("walk.speed") // 2×
	h.key(input.KeySpace)
	for range 60 * 10 {
		h.update()
		if h.state().Step > 1 {
			break
		}
	}
	assert.Greater(t, h.state().Step, 1, "autoplay stepped")
	h.key(input.KeySpace)
	s := h.state().Step
	for range 60 * 3 {
		h.update()
	}
	assert.Equal(t, s, h.state().Step, "paused")

	h.key(input.KeyEscape)
	assert.Equal(t, 0, h.state().Step)
	assert.Equal(t, "", h.state().Walk)

	// → turns the page; the hash and the progress follow.
	h.key(input.KeyRight)
	assert.Equal(t, 2, h.state().Page)
	assert.Equal(t, []string{"#lesson=recursion/2"}, h.hashes)
	assert.Contains(t, h.saves["renju.progress"], `"recursion":{"done":[1,2]}`)
	assert.Contains(t, h.saves["renju.progress"], `"last":{"lesson":"recursion","page":2}`)
	h.key(input.KeyLeft)
	assert.Equal(t, 1, h.state().Page)
	h.key(input.KeyEscape)
	assert.Equal(t, "lessons", h.state().Screen)
}

func TestLessonTask(t *testing.T) {
	h := newHarness(t)
	// Lesson double-three, page 6: which kind is A? (a double-three)
	require.NoError(t, h.g.OpenHash("#lesson=double-three/6"))
	h.update()
	h.press("choice.legal")
	assert.Contains(t, h.g.ButtonIDs(), "task.answer", "wrong: Show answer")
	assert.NotContains(t, h.g.ButtonIDs(), "task.retry", "the answers stay open")
	assert.Contains(t, h.saves["renju.progress"], `"tried":[6]`)
	h.press("task.hint")
	assert.Contains(t, h.g.ButtonIDs(), "task.hint", "the next tier")
	h.press("choice.double-three")
	assert.NotContains(t, h.g.ButtonIDs(), "task.answer")
	assert.NotContains(t, h.g.ButtonIDs(), "task.hint")
	assert.NotContains(t, h.saves["renju.progress"], `"stars"`, "right the second time: no star")
	h.press("task.why")
	assert.Equal(t, 1, h.state().Step)

	// Page 7: find every forbidden point; tapped on the board.
	h.key(input.KeyEscape)
	h.press("page.next")
	st := h.state()
	require.Equal(t, 7, st.Page)
	lay := h.g.currentLayout()
	for _, f := range st.Forbidden {
		x, y := lay.PointXY(mustPoint(t, f.Point))
		h.click(x, y)
	}
	h.press("task.check")
	assert.NotContains(t, h.g.ButtonIDs(), "task.check", "right: nothing left to check")
	assert.Contains(t, h.saves["renju.progress"], `"stars":[7]`, "right the first time: a star")

	// The last page: Practise, then the lesson-complete moment.
	h.press("page.next")
	for i := 0; i < 600 && h.state().Stage != "practice"; i++ {
		h.update() // the set is made in the background
		time.Sleep(10 * time.Millisecond)
	}
	require.Equal(t, "practice", h.state().Stage)
	assert.Equal(t, 1, h.state().Page, "the first item")
	f := screens.LessonFlow(h.g.cur)
	require.NotNil(t, f)
	assert.Nil(t, f.Pending(), "the set is used: coming back makes a new one")
	h.press("practice.skip")
	assert.Equal(t, "complete", h.state().Stage)
	assert.Contains(t, h.g.ButtonIDs(), "complete.again")
	h.press("complete.next")
	st = h.state()
	assert.Equal(t, "page", st.Stage)
	assert.Equal(t, 1, st.Page)
	assert.NotEqual(t, "double-three", st.Lesson, "on to the next lesson")
}

func TestLanguageSwitch(t *testing.T) {
	h := newHarness(t)
	assert.Equal(t, "en", h.state().Lang)
	h.key(input.KeyL)
	assert.Equal(t, "zh", h.state().Lang)
	assert.Equal(t, "zh", h.saves["renju.lang"])
	h.press("nav.lang")
	assert.Equal(t, "en", h.state().Lang)
	h.g.SetLang("zh")
	assert.Equal(t, "zh", h.state().Lang)

	// The browser's language counts only when none was chosen.
	g := New()
	g.SetDefaultLang("zh-CN")
	assert.Equal(t, "zh", string(g.Lang()))
	g = New()
	g.Restore(map[string]string{"renju.lang": "en"})
	g.SetDefaultLang("zh-CN")
	assert.Equal(t, "en", string(g.Lang()))
}

func TestRestoreProgress(t *testing.T) {
	g := New()
	var saved []string
	g.OnSave = func(k, v string) error { saved = append(saved, k+"="+v); return nil }
	g.Restore(map[string]string{"renju.progress": `{"v":1,"last":{"lesson":"recursion","page":3},"lessons":{"recursion":{"done":[1,2]}}}`})
	require.NoError(t, g.Update())
	assert.Empty(t, saved, "good progress is kept as it is")
	assert.Empty(t, g.toastText())
	ls, page, ok := g.learn.Resume()
	require.True(t, ok)
	assert.Equal(t, "recursion", ls.ID)
	assert.Equal(t, 2, page)

	g = New()
	g.OnSave = func(k, v string) error {
		if !storage.IsSeenKey(k) { // the stamp beside it
			saved = append(saved, k+"="+v)
		}
		return nil
	}
	g.Restore(map[string]string{"renju.progress": `{"v":1,"lessons":{"x":{"done":[0]}}}garbage`})
	require.NoError(t, g.Update())
	assert.Equal(t, []string{`renju.progress={"v":1,"lessons":{}}`}, saved, "bad progress is reset and saved")
	assert.Contains(t, g.toastText(), "could not be read", "and the learner is told")
}

func TestBadLinks(t *testing.T) {
	h := newHarness(t)
	for _, link := range []string{"#lesson=no-such-lesson/1", "#lesson=double-three/99", "#lesson=double-three/x"} {
		assert.Error(t, h.g.OpenHash(link), link)
		assert.Equal(t, "home", h.state().Screen, link)
		assert.True(t, strings.Contains(h.g.toastText(), "could not be opened"), link)
	}
	assert.NoError(t, h.g.OpenHash("#nothing=1"), "a hash naming no screen is ignored")
	assert.NoError(t, h.g.OpenHash("#lesson=double-three"), "page 1 by default")
	assert.Equal(t, 1, h.state().Page)
}

func TestFreeBoardWalk(t *testing.T) {
	h := newHarness(t)
	require.NoError(t, h.g.Load("B:g8,j8,h9,h10 W:a1,a2,a3,a4"))
	h.update()
	lay := h.g.currentLayout()
	// Play mode: a tap on a forbidden point opens its walk.
	x, y := lay.PointXY(mustPoint(t, "h8"))
	h.click(x, y)
	st := h.state()
	assert.Equal(t, "B:g8,h9,h10,j8 W:a1,a2,a3,a4", st.Position, "not played")
	assert.Equal(t, 1, st.Step)
	assert.Equal(t, "h8", st.Walk)
	h.key(input.KeyRight)
	assert.Equal(t, 2, h.state().Step)
	h.press("walk.crumb.0")
	assert.Equal(t, 1, h.state().Step)
	// Another empty point: its walk instead.
	x, y = lay.PointXY(mustPoint(t, "c3"))
	h.click(x, y)
	assert.Equal(t, "c3", h.state().Walk)
	h.key(input.KeyEscape)
	assert.Equal(t, 0, h.state().Step)
	assert.Equal(t, "", h.state().Walk)
	assert.Equal(t, "free", h.state().Screen)
}

func mustPoint(t *testing.T, s string) rules.Point {
	t.Helper()
	p, err := rules.ParsePoint(s)
	require.NoError(t, err)
	return p
}

// The free board's legend is measured in the language shown, so switching
// languages never squeezes "Forbidden for Black:" into the room measured
// for "黑棋禁手：" (or leaves a gap the other way) — in both orders.
func TestLegendFollowsLanguage(t *testing.T) {
	widths := map[msg.Lang]float64{}
	for _, order := range [][2]msg.Lang{{msg.Chinese, msg.English}, {msg.English, msg.Chinese}} {
		h := newHarness(t)
		h.g.SetLang(order[0])
		require.NoError(t, h.g.Load("B:g8,j8,h9,h10"))
		h.update()
		h.g.SetLang(order[1])
		h.update()
		h.g.mu.Lock()
		legend := screens.FreeLegend(h.g.instance(screens.NameFree))
		k := h.g.kit
		lang := order[1]
		require.Len(t, legend, 4, "the title and three kinds")
		want := k.Advance(msg.T(lang, msg.LegendTitle), k.F.Small)
		assert.InDelta(t, want, legend[0].W, 0.5, "%s after %s: the legend's title", lang, order[0])
		for i, kind := range msg.Kinds() {
			need := screens.LegendIcon(k) + k.Lay.Font*0.35 + k.Advance(msg.T(lang, msg.Kind(kind)), k.F.Small)
			assert.InDelta(t, need, legend[i+1].W, 0.5, "%s after %s: %s", lang, order[0], kind)
		}
		widths[lang] = legend[0].W
		h.g.mu.Unlock()
	}
	assert.Greater(t, widths[msg.English], widths[msg.Chinese]*1.3, "the two titles differ enough for the test to tell")
}
