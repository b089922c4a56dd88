package game

import (
	"renju/game/services/daily"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/game/features/match"
	"renju/game/parts/drillplay"
	"renju/game/services/learning"
	"renju/game/services/platform"
	"renju/game/services/storage"
	"renju/rules"
)

// TestRefusedSaveIsSaid: a save the browser refuses is said at once,
// naming what was not saved, shown in state(), tried again at the next
// save, and the notice offers the progress file.
func TestRefusedSaveIsSaid(t *testing.T) {
	h := newHarness(t)
	full := true
	h.g.OnSave = func(k, v string) error {
		if full {
			return platform.ErrStorageFull
		}
		h.saves[k] = v
		return nil
	}
	var downloaded []string
	h.g.linkBackup(&backupPort{download: func(data []byte, name string) { downloaded = append(downloaded, name) }})
	h.g.mu.Lock()
	h.g.learn.Done("double-three", 1)
	h.g.mu.Unlock()
	h.update()
	assert.Equal(t, "Your lesson progress could not be saved: the browser's storage is full. Tap here to download your progress file; the app tries again at your next step.", h.g.toastText())
	st := h.state()
	assert.Equal(t, "the browser's storage is full", st.SaveError)
	// The page done counts toward today's goal of pages: that save was
	// refused too.
	assert.Equal(t, []string{daily.StorageKey, learning.Key}, st.Unsaved)
	assert.Empty(t, h.saves)

	// Tapping the notice downloads the progress file.
	h.g.mu.Lock()
	require.True(t, h.g.ensureKit())
	rect, _ := h.g.kit.ToastRect(h.g.toastText())
	h.g.mu.Unlock()
	h.click(rect.X+rect.W/2, rect.Y+rect.H/2)
	assert.Equal(t, []string{"renju-progress.json"}, downloaded)

	// Room again: the next save (of anything) writes what was refused.
	full = false
	h.g.SetLang("zh")
	h.update()
	assert.Contains(t, h.saves[learning.Key], `"double-three":{"done":[1]}`)
	st = h.state()
	assert.Empty(t, st.SaveError)
	assert.Empty(t, st.Unsaved)
}

// TestOtherTabsSaveTakenIn: another tab's save (the storage event) is
// joined into this tab's progress, and this tab's next save keeps both.
func TestOtherTabsSaveTakenIn(t *testing.T) {
	page := map[string]string{}
	g := New()
	g.OnSave = func(k, v string) error { page[k] = v; return nil }
	g.UseStorage(func(k string) (string, bool) { v, ok := page[k]; return v, ok })
	g.mu.Lock()
	g.learn.Done("double-three", 1)
	g.mu.Unlock()
	require.NoError(t, g.Update())
	require.Contains(t, page[learning.Key], "double-three")

	// Another tab saved a page of lesson 2, joined with this tab's (it
	// merges too).
	page[learning.Key] = `{"v":1,"lessons":{"double-four":{"done":[2]},"double-three":{"done":[1]}}}`
	g.StorageChanged(learning.Key)
	g.mu.Lock()
	assert.True(t, g.learn.IsDone("double-four", 2), "the other tab's page is shown here")
	assert.True(t, g.learn.IsDone("double-three", 1), "and this tab's kept")
	g.learn.Done("double-three", 2)
	g.mu.Unlock()
	require.NoError(t, g.Update())
	assert.Equal(t, `{"v":1,"lessons":{"double-four":{"done":[2]},"double-three":{"done":[1,2]}}}`, page[learning.Key])

	// A save racing with the other tab's (no event yet) joins too.
	page[learning.Key] = `{"v":1,"lessons":{"overline":{"done":[1]}}}`
	g.mu.Lock()
	g.learn.Done("double-three", 3)
	g.mu.Unlock()
	require.NoError(t, g.Update())
	assert.Equal(t, `{"v":1,"lessons":{"double-four":{"done":[2]},"double-three":{"done":[1,2,3]},"overline":{"done":[1]}}}`, page[learning.Key])
	g.mu.Lock()
	assert.True(t, g.learn.IsDone("overline", 1), "the join is adopted here")
	g.mu.Unlock()
}

// TestDamagedProgressKept: an unreadable progress is moved aside under a
// damaged key before the fresh one is written, and the notice says so.
func TestDamagedProgressKept(t *testing.T) {
	page := map[string]string{learning.Key: `{"v":1,"lessons":{"x":`}
	g := New()
	g.OnSave = func(k, v string) error { page[k] = v; return nil }
	g.UseStorage(func(k string) (string, bool) { v, ok := page[k]; return v, ok })
	require.NoError(t, g.Update())
	var aside string
	for k, v := range page {
		if k != learning.Key && !storage.IsSeenKey(k) {
			aside = k
			assert.Equal(t, `{"v":1,"lessons":{"x":`, v)
		}
	}
	assert.Regexp(t, `^renju\.progress\.damaged\.\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$`, aside)
	assert.Equal(t, `{"v":1,"lessons":{}}`, page[learning.Key])
	assert.Contains(t, g.toastText(), "Your saved lesson progress could not be read in full, so the app goes on from what it could read; the saved copy is kept as it was under "+aside)
	assert.Contains(t, g.ExportProgress(), aside, "the progress file includes it")
	assert.Contains(t, g.State(), aside)
}

// TestDroppedGameIsSaid: a saved game that cannot be read is not resumed,
// and the notice says so, naming where it is kept (on main it was dropped
// in silence); a damaged drill record is kept aside too.
func TestDroppedGameIsSaid(t *testing.T) {
	page := map[string]string{match.StorageKey: "1.free.junk", drillplay.StorageKey: `{"version":1,"score":-5}`}
	g := New()
	g.OnSave = func(k, v string) error { page[k] = v; return nil }
	g.UseStorage(func(k string) (string, bool) { v, ok := page[k]; return v, ok })
	require.NoError(t, g.OpenHash("#play"))
	require.NoError(t, g.Update())
	assert.Contains(t, g.toastText(), "Your saved game could not be read, so it cannot be resumed; it is kept as renju.play.damaged.")
	require.NoError(t, g.OpenHash("#drills"))
	require.NoError(t, g.Update())
	assert.Contains(t, g.toastText(), "Your saved drill record could not be read in full")
	kept := 0
	for k, v := range page {
		switch {
		case strings.HasPrefix(k, match.StorageKey+".damaged."):
			assert.Equal(t, "1.free.junk", v)
			kept++
		case strings.HasPrefix(k, drillplay.StorageKey+".damaged."):
			assert.Equal(t, `{"version":1,"score":-5}`, v)
			kept++
		}
	}
	assert.Equal(t, 2, kept, "both kept aside: %v", page)
}

// TestDamagedNotOverwrittenWhenNotKept: when the browser refuses to keep a
// damaged value aside, the fresh record is not written over it either.
func TestDamagedNotOverwrittenWhenNotKept(t *testing.T) {
	damaged := `{"v":1,"lessons":{"x":`
	page := map[string]string{learning.Key: damaged}
	g := New()
	g.OnSave = func(k, v string) error {
		if strings.Contains(k, ".damaged.") {
			return platform.ErrStorageFull
		}
		page[k] = v
		return nil
	}
	g.UseStorage(func(k string) (string, bool) { v, ok := page[k]; return v, ok })
	require.NoError(t, g.Update())
	assert.Equal(t, damaged, page[learning.Key], "the only copy is kept")
	assert.Contains(t, g.toastText(), "could not be saved")
}

// TestUnsavedPageKeptWhenAnotherTabSaves: a page opened while the tab ran
// no frame (in the background) is not lost when another tab's save
// arrives: it is joined and written at once.
func TestUnsavedPageKeptWhenAnotherTabSaves(t *testing.T) {
	page := map[string]string{}
	g := New()
	g.OnSave = func(k, v string) error { page[k] = v; return nil }
	g.UseStorage(func(k string) (string, bool) { v, ok := page[k]; return v, ok })
	g.mu.Lock()
	g.learn.Done("double-three", 1) // no Update after it
	g.mu.Unlock()
	page[learning.Key] = `{"v":1,"lessons":{"double-four":{"done":[2]}}}`
	g.StorageChanged(learning.Key)
	assert.Equal(t, `{"v":1,"lessons":{"double-four":{"done":[2]},"double-three":{"done":[1]}}}`, page[learning.Key])
	g.mu.Lock()
	defer g.mu.Unlock()
	assert.True(t, g.learn.IsDone("double-three", 1) && g.learn.IsDone("double-four", 2))
}

// tabOn is a tab (a harness at 1280×800) on a browser's storage page: it
// reads and writes page.
func tabOn(t *testing.T, page map[string]string) *harness {
	h := newHarness(t)
	h.g.OnSave = func(k, v string) error { page[k] = v; return nil }
	h.g.UseStorage(func(k string) (string, bool) { v, ok := page[k]; return v, ok })
	return h
}

// playGame starts a game of two players on the Play menu and places the
// stones, by the screen's buttons and the board.
func (h *harness) playGame(stones ...string) {
	h.t.Helper()
	h.press(match.BtnPeople)
	h.press(match.BtnStart)
	for _, p := range stones {
		x, y, _, _ := h.g.PointOnScreen(rules.MustPoint(p))
		h.click(x, y)
	}
	require.Len(h.t, h.play().Moves, len(stones))
}

// TestTwoTabsGamesBothOffered: a game left in each of two tabs: each tab's
// menu offers both once the other's save is heard, and after a reload the
// menu lists both to choose from. On main the join kept only the longer
// game.
func TestTwoTabsGamesBothOffered(t *testing.T) {
	page := map[string]string{}
	a, b := tabOn(t, page), tabOn(t, page)
	for _, h := range []*harness{a, b} {
		require.NoError(t, h.g.OpenHash("#play"))
		h.update()
	}
	a.playGame("h8", "h9", "i9")
	a.press(match.BtnNewGame)
	b.playGame("a1")
	b.press(match.BtnNewGame)
	assert.Len(t, b.play().Saved, 2, "b's save joined a's game: %s", page[match.StorageKey])
	a.g.StorageChanged(match.StorageKey)
	a.update()
	assert.Len(t, a.play().Saved, 2, "a takes b's game in")

	c := tabOn(t, page) // a reload
	require.NoError(t, c.g.OpenHash("#play"))
	c.update()
	saved := c.play().Saved
	require.Len(t, saved, 2)
	// Listed newest first; the two saves may fall in one millisecond of
	// the browser's clock, so the game is found by its stones.
	long := slices.IndexFunc(saved, func(g match.SavedGame) bool { return g.Stones == 3 })
	require.NotEqual(t, -1, long, "the game of three stones is listed: %+v", saved)
	assert.Equal(t, 1, saved[1-long].Stones)
	c.press(match.BtnResume)
	assert.True(t, c.play().Choosing)
	c.press(match.BtnResumeGame + saved[long].ID)
	st := c.play()
	assert.Equal(t, "playing", st.Phase)
	assert.Equal(t, []string{"h8", "h9", "i9"}, st.Moves)

	// Resigned in c: off the list, and b, which still shows it and saves
	// again (a game of its own started), does not bring it back.
	c.press(match.BtnResign)
	c.press(match.BtnResignYes)
	c.update()
	b.playGame("o15")
	b.press(match.BtnNewGame)
	b.g.StorageChanged(match.StorageKey)
	b.update()
	a.g.StorageChanged(match.StorageKey)
	a.update()
	for _, h := range []*harness{a, b, tabOn(t, page)} {
		require.NoError(t, h.g.OpenHash("#play"))
		h.update()
		var links []string
		for _, g := range h.play().Saved {
			links = append(links, g.Link)
		}
		assert.ElementsMatch(t, []string{"1.free.learning.people.first.h.o15", "1.free.learning.people.first.h.a1"}, links)
	}
}

// TestSavedGameNotReplayedIsKept: a saved game whose link reads but does
// not replay is moved aside under a damaged key (the progress file
// includes it), said, and not offered; the others are. On main it was
// opened as far as it replayed, in silence.
func TestSavedGameNotReplayedIsKept(t *testing.T) {
	bad := "1.free.learning.people.first.h.h8-h8"
	page := map[string]string{match.StorageKey: `{"v":1,"games":[{"id":"bad","at":300,"link":"` + bad + `"},{"id":"good","at":100,"link":"1.free.learning.people.first.h.h8-h9"}]}`}
	h := tabOn(t, page)
	require.NoError(t, h.g.OpenHash("#play"))
	h.update()
	var aside string
	for k, v := range page {
		if strings.HasPrefix(k, match.StorageKey+".damaged.") {
			aside = k
			assert.Equal(t, bad, v)
		}
	}
	require.NotEmpty(t, aside, "kept aside: %v", page)
	assert.Contains(t, h.g.toastText(), "Your saved game could not be read, so it cannot be resumed; it is kept as "+aside)
	st := h.state()
	assert.Contains(t, playOf(st).Notice, "A saved game (Free opening · two players · 2 moves) cannot be resumed: Step 2 (h8)")
	assert.Contains(t, st.Damaged, aside)
	require.Len(t, playOf(st).Saved, 1)
	assert.Equal(t, "good", playOf(st).Saved[0].ID)
	assert.Contains(t, h.g.ExportProgress(), aside)
	assert.Contains(t, page[match.StorageKey], `{"id":"bad","at":301,"done":true}`)
}

// TestDamagedGameListKept: a list of games that does not read is kept
// aside whole, and the notice speaks of the games.
func TestDamagedGameListKept(t *testing.T) {
	junk := `{"v":1,"games":[{"id":"a","at":1,"link":"1.free.learning.people.first.h.h8"}`
	page := map[string]string{match.StorageKey: junk}
	h := tabOn(t, page)
	require.NoError(t, h.g.OpenHash("#play"))
	h.update()
	assert.Contains(t, h.g.toastText(), "Your saved games could not be read, so none of them can be resumed; they are kept as renju.play.damaged.")
	kept := 0
	for k, v := range page {
		if strings.HasPrefix(k, match.StorageKey+".damaged.") {
			assert.Equal(t, junk, v)
			kept++
		}
	}
	assert.Equal(t, 1, kept)
	assert.Empty(t, h.play().Saved)
}
