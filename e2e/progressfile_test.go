package e2e

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/dom"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/game/services/backup"
)

// The progress file, in the real app: the page API's round trip, a bad
// file's message (nothing changes), and the home screen's two buttons
// through the browser's real download and file picker.

// stored reads the app's localStorage keys the progress file holds.
func (tb *tab) stored() map[string]string {
	tb.t.Helper()
	raw := eval[string](tb, `JSON.stringify(Object.fromEntries(["renju.progress", "renju.drills", "renju.lang", "renju.review", "renju.daily"]
		.filter((k) => localStorage.getItem(k) !== null).map((k) => [k, localStorage.getItem(k)])))`)
	out := map[string]string{}
	require.NoError(tb.t, json.Unmarshal([]byte(raw), &out))
	return out
}

// waitStored polls localStorage until ok accepts it.
func (tb *tab) waitStored(what string, ok func(map[string]string) bool) map[string]string {
	tb.t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for {
		s := tb.stored()
		if ok(s) {
			return s
		}
		if time.Now().After(deadline) {
			tb.t.Fatalf("waiting for %s; localStorage holds %v", what, s)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// restShot moves the mouse out of the way and saves a screenshot.
func (tb *tab) restShot(vp viewport, name string) {
	tb.t.Helper()
	tb.do(chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, 1, float64(vp.height-2)))
	tb.shown()
	tb.screenshotIn(shotsDir(), name)
}

const (
	fileProgress = `{"v":1,"last":{"lesson":"double-three","page":2},"lessons":{"board-and-five":{"done":[1,2,3]},"double-three":{"done":[1,2]}}}`
	fileDrills   = `{"version":1,"score":340,"streak":2,"bestStreak":9,"byType":{"find-all":{"right":20,"total":34}},"byKind":{"double-three":{"right":5,"total":6}},"seen":40}`
)

// TestProgressFile: a progress file loads through renju.importProgress:
// the app holds it at once (the language, and Continue goes to the file's
// last page) and stores it; renju.exportProgress gives it back; a bad
// file is refused with its line and field, in the app's language, and
// changes nothing. Then the home screen's buttons: Save downloads
// renju-progress-<date>.json, Load reads a file chosen in the browser's
// file picker. Screenshots of the home screen and the toasts.
func TestProgressFile(t *testing.T) {
	for _, tc := range []struct {
		vp   viewport
		lang string
	}{{desktop, "en"}, {phone, "zh"}, {desktop, "zh"}, {phone, "en"}} {
		t.Run(tc.vp.name+"-"+tc.lang, func(t *testing.T) {
			tb := sharedTabFor(t, tc.vp, tc.lang, 4*time.Minute)
			name := func(scene string) string { return scene + "-" + tc.lang + "-" + tc.vp.name }
			tb.open("")
			assert.Equal(t, tc.lang, tb.state().Lang)
			ids := tb.buttons()
			assert.Contains(t, ids, "home.saveFile")
			assert.Contains(t, ids, "home.loadFile")
			tb.restShot(tc.vp, name("home"))

			// Load a file through the page API.
			values := map[string]string{backup.KeyProgress: fileProgress, backup.KeyDrills: fileDrills, backup.KeyLang: tc.lang}
			file := string(backup.ExportAt(values, time.Date(2026, 12, 2, 10, 30, 0, 0, time.UTC)))
			assert.Equal(t, "", eval[string](tb, `window.renju.importProgress(`+jsString(file)+`)`))
			tb.restShot(tc.vp, name("progress-loaded"))
			got := tb.waitStored("the file stored", func(s map[string]string) bool { return s[backup.KeyDrills] != "" })
			assert.JSONEq(t, fileProgress, got[backup.KeyProgress])
			assert.JSONEq(t, fileDrills, got[backup.KeyDrills])
			back, err := backup.Import([]byte(eval[string](tb, `window.renju.exportProgress()`)))
			require.NoError(t, err)
			// What was loaded, and the guided start the harness marked
			// shown (startShown): it travels in the file too.
			want := map[string]string{backup.KeyStart: "skipped"}
			for k, v := range values {
				want[k] = v
			}
			assert.Equal(t, want, back, "exportProgress gives back what was loaded")

			// A bad file: its line and field, and nothing changes.
			bad := strings.Replace(file, `"done":[1,2,3]`, `"done":[0]`, 1)
			problem := eval[string](tb, `window.renju.importProgress(`+jsString(bad)+`)`)
			if tc.lang == "en" {
				assert.Equal(t, `Progress not loaded, nothing was changed: line 8: "data.renju.progress.lessons.board-and-five.done[0]" cannot be read (saved progress: lessons.board-and-five.done[0] 0 is out of range 1..999).`, problem)
			} else {
				assert.Equal(t, `没有载入进度，一切保持原样：第8行："data.renju.progress.lessons.board-and-five.done[0]"的内容无法读取，可能被改动过或已损坏。`, problem)
			}
			tb.restShot(tc.vp, name("progress-bad-file"))
			assert.Equal(t, got, tb.stored(), "a bad file changes nothing")
			notOurs := eval[string](tb, `window.renju.importProgress("{\"app\": \"chess\"}")`)
			assert.Contains(t, notOurs, map[string]string{"en": "not a Renju Tutor progress file", "zh": "不是连珠禁手教室的进度文件"}[tc.lang])

			// Reloaded, the app starts from what was loaded.
			tb.open("")
			tb.clickButton("home.continue")
			s := tb.waitState("Continue", func(s appState) bool { return s.Screen == "lesson" })
			assert.Equal(t, "double-three", s.Lesson)
			assert.Equal(t, 2, s.Page)
			tb.open("")

			// The Save button: a real download.
			downloads := tb.allowDownloads()
			tb.clickButton("home.saveFile")
			var saved string
			deadline := time.Now().Add(10 * time.Second)
			for saved == "" && time.Now().Before(deadline) {
				matches, _ := filepath.Glob(filepath.Join(downloads, "renju-progress-*.json"))
				if len(matches) == 1 {
					saved = matches[0]
				}
				time.Sleep(50 * time.Millisecond)
			}
			require.NotEmpty(t, saved, "the file was downloaded")
			assert.Regexp(t, regexp.MustCompile(`^renju-progress-\d{4}-\d{2}-\d{2}\.json$`), filepath.Base(saved))
			assert.Equal(t, "renju-progress-"+time.Now().Format("2006-01-02")+".json", filepath.Base(saved), "named by today's date")
			data, err := os.ReadFile(saved)
			require.NoError(t, err)
			fromFile, err := backup.Import(data)
			require.NoError(t, err)
			assert.Equal(t, want, fromFile)
			tb.restShot(tc.vp, name("progress-saved"))

			// The Load button: the browser's file picker, a file chosen.
			other := filepath.Join(t.TempDir(), "class-7b.json")
			otherValues := map[string]string{backup.KeyProgress: `{"v":1,"lessons":{"board-and-five":{"done":[1]}}}`}
			require.NoError(t, os.WriteFile(other, backup.Export(otherValues), 0o644))
			_, err = chromedp.Call(tb.ctx, page.SetInterceptFileChooserDialog, page.SetInterceptFileChooserDialogParams{Enabled: true})
			require.NoError(t, err)
			tb.undoAtEnd("the file chooser let be", func(ctx context.Context) error {
				_, err := chromedp.Call(ctx, page.SetInterceptFileChooserDialog, page.SetInterceptFileChooserDialogParams{Enabled: false})
				return err
			})
			chooser := make(chan cdp.BackendNodeID, 1)
			require.NoError(t, chromedp.Listen(tb.ctx, func(ev any) {
				if e, ok := ev.(*page.EventFileChooserOpened); ok {
					select {
					case chooser <- e.BackendNodeID:
					default:
					}
				}
			}))
			tb.clickButton("home.loadFile")
			select {
			case node := <-chooser:
				_, err = chromedp.Call(tb.ctx, dom.SetFileInputFiles, dom.SetFileInputFilesParams{Files: []string{other}, BackendNodeID: node})
				require.NoError(t, err)
			case <-time.After(10 * time.Second):
				t.Fatal("the file picker did not open")
			}
			after := tb.waitStored("the chosen file stored", func(s map[string]string) bool { return !strings.Contains(s[backup.KeyProgress], "double-three") })
			assert.Equal(t, `{"v":1,"lessons":{"board-and-five":{"done":[1]}}}`, after[backup.KeyProgress])
			assert.Contains(t, after[backup.KeyDrills], `"score":0`, "the file has no drill record: it starts afresh")
			assert.Equal(t, tc.lang, tb.state().Lang, "the file names no language: it stays")
			tb.restShot(tc.vp, name("progress-file-chosen"))
			tb.noProblems()
		})
	}
}
