package e2e

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/lessons"
)

// Saves that merge, and saves refused: two tabs of one browser keep each
// other's progress, and a full storage is said at once and loses nothing.

// siblingTab opens another tab in first's browser context: the same
// localStorage, and each tab hears the other's writes.
func siblingTab(t *testing.T, first *tab, vp viewport, budget time.Duration) *tab {
	t.Helper()
	c := chromedp.FromContext(first.ctx)
	require.NotNil(t, c)
	return newTabFor(t, vp, budget, chromedp.WithExistingBrowserContext(c.BrowserContextID))
}

// front brings the tab to the front: Ebitengine runs the app's frames,
// and with them its saves, only in the focused tab.
func (tb *tab) front() {
	tb.t.Helper()
	_, err := chromedp.Call(tb.ctx, page.BringToFront, cdp.Empty{})
	require.NoError(tb.t, err)
	require.Eventually(tb.t, func() bool { return eval[bool](tb, `document.hasFocus()`) }, 5*time.Second, 20*time.Millisecond, "focus")
}

// pagesWithoutTask are two lessons' first pages with no task (done once
// seen), of two different lessons.
func pagesWithoutTask(t *testing.T) (a, b string) {
	t.Helper()
	ls, err := lessons.Load()
	require.NoError(t, err)
	var found []string
	for _, l := range ls {
		for i, p := range l.Pages {
			if p.Task == nil {
				found = append(found, fmt.Sprintf("%s/%d", l.ID, i+1))
				break
			}
		}
		if len(found) == 2 {
			return found[0], found[1]
		}
	}
	t.Fatal("fewer than two lessons with a page without a task")
	return "", ""
}

// donePage reports whether progress (renju.progress) has page "id/n" done.
func donePage(progress, page string) bool {
	id, n, _ := strings.Cut(page, "/")
	var p struct {
		Lessons map[string]struct {
			Done []int `json:"done"`
		} `json:"lessons"`
	}
	if json.Unmarshal([]byte(progress), &p) != nil {
		return false
	}
	for _, d := range p.Lessons[id].Done {
		if fmt.Sprint(d) == n {
			return true
		}
	}
	return false
}

// answered is the drills answered of type typ in a drill record.
func answered(record, typ string) int {
	var r struct {
		ByType map[string]struct {
			Total int `json:"total"`
		} `json:"byType"`
	}
	if json.Unmarshal([]byte(record), &r) != nil {
		return -1
	}
	return r.ByType[typ].Total
}

// exported is the app's progress file: what the app holds now.
func (tb *tab) exported() (progress, drills string) {
	tb.t.Helper()
	var f struct {
		Data map[string]json.RawMessage `json:"data"`
	}
	raw := eval[string](tb, `window.renju.exportProgress()`)
	require.NoError(tb.t, json.Unmarshal([]byte(raw), &f), raw)
	return string(f.Data["renju.progress"]), string(f.Data["renju.drills"])
}

// TestTwoTabsKeepEachOthersProgress: two tabs of one browser, each opened
// before the other made anything; a lesson page in each, a drill of one
// type in each. Each tab shows the other's at once (the storage event),
// and after both reload, both hold everything. On main the second tab's
// saves erased the first's.
func TestTwoTabsKeepEachOthersProgress(t *testing.T) {
	// Two tabs of their own in a browser context of their own: the test is
	// two pages' saves meeting in one storage.
	a := newTabFor(t, desktop, 4*time.Minute, chromedp.WithNewBrowserContext())
	a.open("")
	b := siblingTab(t, a, desktop, 4*time.Minute)
	b.open("")
	pa, pb := pagesWithoutTask(t)

	a.front()
	a.navigate("#lesson=" + pa)
	a.waitState("tab A's page", func(s appState) bool { return s.Lesson+"/"+fmt.Sprint(s.Page) == pa })
	b.front()
	b.navigate("#lesson=" + pb)
	b.waitState("tab B's page", func(s appState) bool { return s.Lesson+"/"+fmt.Sprint(s.Page) == pb })
	both := func(tb *tab) func() bool {
		return func() bool { p, _ := tb.exported(); return donePage(p, pa) && donePage(p, pb) }
	}
	require.Eventually(t, both(a), 8*time.Second, 50*time.Millisecond, "tab A holds B's page too, without a reload")
	require.Eventually(t, both(b), 8*time.Second, 50*time.Millisecond, "tab B holds A's page")

	// A drill in each, of one type: answered right in A, wrong in B. Both
	// count (B's save adds its answer to what A saved).
	a.front()
	a.navigate("#drills=is-forbidden.1")
	a.clickButton("drill.start")
	s := a.waitStateFor("A's drill", 20*time.Second, asking)
	answerIsForbidden(t, a, s.Drill, true)
	a.waitStateFor("A's feedback", 5*time.Second, func(s appState) bool { return s.Drill.Phase == "feedback" })
	b.front()
	b.navigate("#drills=is-forbidden.1")
	b.clickButton("drill.start")
	s = b.waitStateFor("B's drill", 20*time.Second, asking)
	answerIsForbidden(t, b, s.Drill, false)
	b.waitStateFor("B's feedback", 5*time.Second, func(s appState) bool { return s.Drill.Phase == "feedback" })

	for _, tb := range []*tab{a, b} {
		tb.open("")
		tb.front()
		progress := tb.savedProgress()
		assert.True(t, donePage(progress, pa) && donePage(progress, pb), "both pages stored: %s", progress)
		p, d := tb.exported()
		assert.True(t, donePage(p, pa) && donePage(p, pb), "both pages held after a reload: %s", p)
		assert.Equal(t, 2, answered(d, "is-forbidden"), "A's drill and B's: %s", d)
		coach := eval[string](tb, `localStorage.getItem("renju.coach") || ""`)
		assert.Contains(t, coach, `"is-forbidden":{"right":1,"total":2}`)
	}
	a.noProblems()
	b.noProblems()
}

// fillStorage writes junk keys until localStorage refuses, halving the
// size down to 16 characters: storage is then full to the brim. It
// returns the keys written.
const fillStorage = `(() => {
	const keys = [];
	let size = 1 << 20, i = 0;
	while (size >= 1) {
		try {
			localStorage.setItem("junk." + i, "x".repeat(size));
			keys.push("junk." + i); i++;
		} catch (e) {
			size >>= 1;
		}
	}
	return keys.length;
})()`

// TestFullStorageIsSaid: with localStorage full, a lesson page done is
// refused by the browser: the learner is told at once what was not saved,
// state() says why, and what was saved before is still there. Once there
// is room, the next save writes it all. On main the refusal was silent.
func TestFullStorageIsSaid(t *testing.T) {
	// The junk that fills storage is cleared by the next test's reset.
	tb := sharedTabFor(t, desktop, "en", 4*time.Minute)
	tb.open("")
	tb.front()
	pa, pb := pagesWithoutTask(t)
	tb.navigate("#lesson=" + pa)
	tb.waitState("the first page", func(s appState) bool { return s.Lesson+"/"+fmt.Sprint(s.Page) == pa })
	// The app writes after its next frame, which a busy machine's
	// software renderer may take seconds to draw.
	require.Eventually(t, func() bool { return donePage(tb.savedProgress(), pa) }, 30*time.Second, 50*time.Millisecond, "the first page saved")
	before := tb.savedProgress()

	n := eval[int](tb, fillStorage)
	t.Logf("%d junk keys fill localStorage", n)
	tb.navigate("#lesson=" + pb)
	s := tb.waitState("the refusal said", func(s appState) bool { return s.SaveError != "" })
	assert.Equal(t, "the browser's storage is full", s.SaveError)
	assert.Equal(t, []string{"renju.progress"}, s.Unsaved)
	assert.Contains(t, s.Notice, "Your lesson progress could not be saved: the browser's storage is full.")
	tb.screenshot("save-refused-1280x800")
	assert.Equal(t, before, tb.savedProgress(), "what was saved is kept")
	p, _ := tb.exported()
	assert.True(t, donePage(p, pb), "the progress file offered holds the page not saved")

	// Room again: the next save (the language) writes the page too.
	eval[int](tb, `(() => { for (let i = 0; localStorage.getItem("junk." + i) !== null; i++) localStorage.removeItem("junk." + i); return 0; })()`)
	require.Equal(t, "", eval[string](tb, `window.renju.setLang("zh")`))
	tb.waitState("saved again", func(s appState) bool { return s.SaveError == "" })
	progress := tb.savedProgress()
	assert.True(t, donePage(progress, pa) && donePage(progress, pb), progress)
	tb.noProblems()
}

// leaveGame starts a game of two players on the Play menu, places the
// stones and goes back to the menu (the game is kept for Resume).
func (tb *tab) leaveGame(stones ...string) {
	tb.t.Helper()
	tb.waitStateFor("the Play menu", 10*time.Second, func(s appState) bool { return s.Play.Phase == "menu" })
	tb.clickButton("play.people")
	tb.clickButton("play.start")
	tb.waitStateFor("the game", 10*time.Second, func(s appState) bool { return s.Play.Phase == "playing" })
	tb.playMoves(stones...)
	tb.clickButton("play.newGame")
	tb.waitStateFor("the menu again", 10*time.Second, func(s appState) bool { return s.Play.Phase == "menu" })
}

// TestTwoTabsKeepEachOthersGames: two tabs of one browser, each opened on
// Play before the other played; a game left in each. Each tab's menu
// offers both at once (the storage event), and after both reload both
// games are offered, each resumed at its step. On main renju.play held one
// game: the join kept the longer, and Resume offered only it.
func TestTwoTabsKeepEachOthersGames(t *testing.T) {
	// Two tabs of their own in a browser context of their own: the test is
	// two pages' saves meeting in one storage.
	a := newTabFor(t, desktop, 4*time.Minute, chromedp.WithNewBrowserContext())
	a.open("#play")
	b := siblingTab(t, a, desktop, 4*time.Minute)
	b.open("#play")

	a.front()
	a.leaveGame("h8", "h9", "i9")
	b.front()
	b.leaveGame("h8", "a1")
	two := func(s appState) bool { return len(s.Play.Saved) == 2 }
	b.waitStateFor("tab B offers A's game and its own", 8*time.Second, two)
	a.front()
	a.waitStateFor("tab A offers B's game too, without a reload", 8*time.Second, two)

	for _, tb := range []*tab{a, b} {
		tb.open("#play")
		tb.front()
		s := tb.waitStateFor("both games after the reload", 10*time.Second, two)
		assert.Equal(t, "1.free.learning.people.first.h.h8-a1", s.Play.Saved[0].Link, "the most recent first")
		assert.Equal(t, "1.free.learning.people.first.h.h8-h9-i9", s.Play.Saved[1].Link)
		stored := eval[string](tb, `localStorage.getItem("renju.play") || ""`)
		assert.Contains(t, stored, "h8-h9-i9")
		assert.Contains(t, stored, "h8-a1")
	}
	// Each is resumed at its step: the chooser's line a game.
	b.clickButton("play.resume")
	s := b.waitStateFor("the chooser", 5*time.Second, func(s appState) bool { return s.Play.Choosing })
	b.clickButton("play.resume." + s.Play.Saved[1].ID)
	s = b.waitStateFor("A's game in tab B", 10*time.Second, func(s appState) bool { return s.Play.Phase == "playing" })
	assert.Equal(t, []string{"h8", "h9", "i9"}, s.Play.Moves)
	a.clickButton("play.resume")
	s = a.waitStateFor("the chooser", 5*time.Second, func(s appState) bool { return s.Play.Choosing })
	a.clickButton("play.resume." + s.Play.Saved[0].ID)
	s = a.waitStateFor("B's game in tab A", 10*time.Second, func(s appState) bool { return s.Play.Phase == "playing" })
	assert.Equal(t, []string{"h8", "a1"}, s.Play.Moves)
	a.noProblems()
	b.noProblems()
}

// twoSavedGames is renju.play with two unfinished games: against the
// partner at level 2 on the free opening, and two players under RIF at
// the swap.
const twoSavedGames = `{"v":1,"games":[` +
	`{"id":"mfa0001-1a2b","at":1764835200000,"link":"1.rif.learning.people.first.h.h8-h9-h10"},` +
	`{"id":"mf9zzzz-3c4d","at":1764831600000,"link":"1.free.learning.2.first.h.h8-i9-i8-j8-h10-j9-h7"}]}`

// TestPlaySavedGamesMenu: with two games saved, Play's menu offers
// "Resume a game (2)", and the chooser lists both, one line a game, by
// pointer and by key; desktop and phone, English and Chinese.
func TestPlaySavedGamesMenu(t *testing.T) {
	for _, tc := range []struct {
		vp   viewport
		lang string
	}{{desktop, "en"}, {desktop, "zh"}, {phone, "en"}, {phone, "zh"}} {
		t.Run(tc.vp.name+"-"+tc.lang, func(t *testing.T) {
			tb := sharedTabFor(t, tc.vp, tc.lang, 4*time.Minute)
			tb.reset("#play", profile(map[string]string{"renju.play": twoSavedGames, "renju.lang": tc.lang}))
			s := tb.waitStateFor("the menu", 10*time.Second, func(s appState) bool { return s.Play.Phase == "menu" })
			require.Len(t, s.Play.Saved, 2)
			assert.Equal(t, 3, s.Play.Saved[0].Stones)
			assert.Equal(t, 7, s.Play.Saved[1].Stones)
			tb.screenshot("play-saved-menu-" + tc.lang + "-" + tc.vp.name)
			tb.clickButton("play.resume")
			tb.waitStateFor("the chooser", 5*time.Second, func(s appState) bool { return s.Play.Choosing })
			tb.screenshot("play-saved-choose-" + tc.lang + "-" + tc.vp.name)
			// Key 2: the second game.
			tb.key("2")
			s = tb.waitStateFor("the second game", 10*time.Second, func(s appState) bool { return s.Play.Phase == "playing" })
			// White to move: the partner may have answered already.
			require.GreaterOrEqual(t, len(s.Play.Moves), 7)
			assert.Equal(t, []string{"h8", "i9", "i8", "j8", "h10", "j9", "h7"}, s.Play.Moves[:7])
			assert.Equal(t, "2", s.Play.Opponent)
			tb.noProblems()
		})
	}
}
