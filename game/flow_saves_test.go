package game

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/game/learning"
	"renju/game/platform"
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
	assert.Equal(t, []string{learning.Key}, st.Unsaved)
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
		if k != learning.Key {
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
	page := map[string]string{storePlay: "1.free.junk", storeDrills: `{"version":1,"score":-5}`}
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
		case strings.HasPrefix(k, storePlay+".damaged."):
			assert.Equal(t, "1.free.junk", v)
			kept++
		case strings.HasPrefix(k, storeDrills+".damaged."):
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
