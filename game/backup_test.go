//go:build js

package game

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/game/frame/screens"
	"renju/game/kit"
	"renju/game/parts/drillplay"
	"renju/game/services/backup"
	"renju/game/services/learning"
	"renju/msg"
)

// The progress file's keys are the app's own.
func TestBackupKeysAreTheApps(t *testing.T) {
	assert.Equal(t, learning.Key, backup.KeyProgress)
	assert.Equal(t, drillplay.StorageKey, backup.KeyDrills)
	assert.Equal(t, storeLang, backup.KeyLang)
}

// fakePort records what the home screen's buttons ask of the browser.
type fakePort struct {
	name   string
	data   []byte
	picked int
}

func linkFake(h *harness) *fakePort {
	f := &fakePort{}
	h.g.linkBackup(&backupPort{
		download: func(data []byte, name string) { f.data, f.name = data, name },
		pick:     func() { f.picked++ },
		today:    func() string { return localDate(2026, 12, 2) },
	})
	return f
}

const (
	fileProgress = `{"v":1,"last":{"lesson":"recursion","page":3},"lessons":{"recursion":{"done":[1,2,3]},"double-three":{"done":[1,2]}}}`
	fileDrills   = `{"version":1,"score":340,"streak":0,"bestStreak":9,"byType":{"trap":{"right":20,"total":34}},"byKind":{},"seen":40}`
)

func progressFile(lang string) string {
	values := map[string]string{backup.KeyProgress: fileProgress, backup.KeyDrills: fileDrills}
	if lang != "" {
		values[backup.KeyLang] = lang
	}
	return string(backup.ExportAt(values, time.Date(2026, 12, 2, 9, 0, 0, 0, time.UTC)))
}

// Save downloads the file of what is stored; Load opens the picker, and
// the file chosen replaces the progress, the drill record (also on a
// Drills screen already open) and the language at once, and is saved.
func TestProgressFileButtons(t *testing.T) {
	h := newHarness(t)
	f := linkFake(h)
	h.g.Restore(map[string]string{learning.Key: `{"v":1,"lessons":{"board-and-five":{"done":[1]}}}`})
	h.update()

	h.press(screens.BtnSaveFile)
	assert.Equal(t, "renju-progress-2026-12-02.json", f.name)
	vals, err := backup.Import(f.data)
	require.NoError(t, err)
	assert.Equal(t, map[string]string{learning.Key: `{"v":1,"lessons":{"board-and-five":{"done":[1]}}}`}, vals)
	assert.Equal(t, "Your progress is being downloaded as renju-progress-2026-12-02.json.", h.g.toastText())

	// The Drills screen has read its (empty) record; then home again (the
	// toast, over the nav bar, dismissed first).
	h.g.toastUntil = 0
	h.press("menu.practise")
	h.press("hub.drills")
	h.press(screens.BtnNavHome)
	h.press(screens.BtnLoadFile)
	assert.Equal(t, 1, f.picked)
	h.g.loadFile([]byte(progressFile("zh")), nil)
	h.update()

	done, _ := h.g.learn.Totals()
	assert.Equal(t, 5, done, "the file's progress, at once")
	ls, page, ok := h.g.learn.Resume()
	require.True(t, ok)
	assert.Equal(t, "recursion", ls.ID)
	assert.Equal(t, 2, page)
	assert.Equal(t, "zh", h.state().Lang)
	assert.Equal(t, msg.F(msg.Chinese, msg.BackupLoaded, 5, h.g.learn.TotalPages, 34), h.g.toastText())
	assert.JSONEq(t, fileProgress, h.saves[learning.Key])
	assert.JSONEq(t, fileDrills, h.saves[drillplay.StorageKey])
	assert.Equal(t, "zh", h.saves[storeLang])
	h.g.toastUntil = 0
	h.press("menu.practise")
	h.press("hub.drills")
	st := h.state()
	require.NotNil(t, drillOf(st))
	assert.Equal(t, 340, drillOf(st).Score, "the open Drills screen shows the file's record")

	// And Save writes what was loaded.
	h.g.toastUntil = 0
	h.press(screens.BtnNavHome)
	h.press(screens.BtnSaveFile)
	vals, err = backup.Import(f.data)
	require.NoError(t, err)
	assert.JSONEq(t, fileDrills, vals[drillplay.StorageKey])
	assert.JSONEq(t, fileProgress, vals[learning.Key])
	assert.Equal(t, "zh", vals[storeLang])
}

// A bad file changes nothing, and the toast says what and where, in the
// language shown.
func TestProgressFileBad(t *testing.T) {
	h := newHarness(t)
	h.g.Restore(map[string]string{learning.Key: fileProgress, drillplay.StorageKey: fileDrills})
	h.update()
	before := h.g.ExportProgress()
	bad := strings.Replace(progressFile("en"), `"done":[1,2,3]`, `"done":[0]`, 1)
	got := h.g.ImportProgress(bad)
	assert.Equal(t, `Progress not loaded, nothing was changed: line 8: "data.renju.progress.lessons.recursion.done[0]" cannot be read (saved progress: lessons.recursion.done[0] 0 is out of range 1..999).`, got)
	assert.Equal(t, got, h.g.toastText())
	h.update()
	assert.Empty(t, h.saves, "nothing is written")
	assert.Equal(t, before[strings.Index(before, `"data"`):], func() string {
		now := h.g.ExportProgress()
		return now[strings.Index(now, `"data"`):]
	}())
	assert.Equal(t, "en", h.state().Lang)

	h.g.SetLang(msg.Chinese)
	got = h.g.ImportProgress(`{"app":"chess"}`)
	assert.Equal(t, `没有载入进度，一切保持原样：第1行："app"是"chess"，所以这不是连珠禁手教室的进度文件。`, got)
	h.g.loadFile(nil, assert.AnError)
	assert.Equal(t, "没有载入进度，一切保持原样：浏览器无法读取这个文件。", h.g.toastText())
	h.g.loadTooLarge(3 << 20)
	assert.Contains(t, h.g.toastText(), "文件有3072 KB")

	// A file without a drill record or a language: the record starts
	// afresh, the language stays.
	values := map[string]string{backup.KeyProgress: `{"v":1,"lessons":{}}`}
	assert.Empty(t, h.g.ImportProgress(string(backup.Export(values))))
	h.update()
	assert.Equal(t, "zh", h.state().Lang)
	assert.Zero(t, backup.Answered(h.saves[drillplay.StorageKey]))
	assert.Contains(t, h.saves[drillplay.StorageKey], `"score":0`)
}

// The two buttons are on the home screen, inside the panel, below the
// menu and clear of everything else, in both languages, on a laptop and
// on a phone.
func TestProgressFileButtonsFit(t *testing.T) {
	for _, size := range []struct {
		name        string
		w, h, scale float64
	}{
		{"1280x800", 1280, 800, 1},
		{"1920x1080", 1920, 1080, 1},
		{"phone 390x844@3x", 390 * 3, 844 * 3, 3},
	} {
		for _, lang := range []msg.Lang{msg.English, msg.Chinese} {
			h := newHarness(t)
			h.g.setLayout(size.w, size.h, size.scale)
			h.g.SetLang(lang)
			h.update()
			what := size.name + " " + string(lang)
			var save, load kit.Button
			var others []kit.Button
			h.g.mu.Lock()
			for _, b := range h.g.buttons {
				switch b.ID {
				case screens.BtnSaveFile:
					save = b
				case screens.BtnLoadFile:
					load = b
				default:
					others = append(others, b)
				}
			}
			panel := h.g.lay.Panel
			h.g.mu.Unlock()
			require.NotEmpty(t, save.ID, what)
			require.NotEmpty(t, load.ID, what)
			for _, b := range []kit.Button{save, load} {
				assert.True(t, b.Rect.X >= panel.X && b.Rect.X+b.Rect.W <= panel.X+panel.W+0.5, "%s: %s inside the panel", what, b.ID)
				assert.True(t, b.Rect.Y >= panel.Y && b.Rect.Y+b.Rect.H <= panel.Y+panel.H+0.5, "%s: %s inside the panel", what, b.ID)
				for _, o := range others {
					assert.False(t, overlap(b.Rect.X, b.Rect.Y, b.Rect.W, b.Rect.H, o.Rect.X, o.Rect.Y, o.Rect.W, o.Rect.H), "%s: %s overlaps %s", what, b.ID, o.ID)
				}
			}
			// Side by side, with their whole labels.
			assert.Equal(t, msg.T(lang, msg.HomeSaveFile), save.Label, what)
			assert.Equal(t, msg.T(lang, msg.HomeLoadFile), load.Label, what)
			assert.Equal(t, save.Rect.Y, load.Rect.Y, what)
			t.Logf("%s: save %v %q, load %v %q", what, save.Rect, save.Label, load.Rect, load.Label)
		}
	}
}

func overlap(ax, ay, aw, ah, bx, by, bw, bh float64) bool {
	return ax < bx+bw && bx < ax+aw && ay < by+bh && by < ay+ah
}
