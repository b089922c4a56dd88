package e2e

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/game/vocab/pageapi"
)

// foulSGF is a game that ends in Black's double-three at J8, with a
// comment on move 3.
const foulSGF = "(;GM[4]FF[4]SZ[15]PB[Ann]PW[Ben]RE[W+];B[hh];W[an];B[ih]C[A two.];W[al];B[jg];W[aj];B[jf];W[ah];B[jh])"

// TestViewerPastedGame: a pasted SGF is opened, stepped with clicks, its
// foul moment found and its walk opened; a database's list filtered.
func TestViewerPastedGame(t *testing.T) {
	for _, tc := range []struct {
		vp   viewport
		lang string
	}{{desktop, "en"}, {phone, "zh"}} {
		t.Run(tc.vp.name+"-"+tc.lang, func(t *testing.T) {
			tb := sharedTabFor(t, tc.vp, tc.lang, 3*time.Minute)
			shot := func(scene string) { tb.screenshot("viewer-" + scene + "-" + tc.lang + "-" + tc.vp.name) }
			dialogs := tb.answerDialogs()
			tb.open("")
			tb.clickButton("menu.games")
			tb.waitState("the empty viewer", func(s appState) bool { return s.Viewer.Phase == "empty" })
			shot("empty")
			tb.clickButton("view.paste")
			<-dialogs.opened
			dialogs.answer <- foulSGF
			s := tb.waitState("the game", func(s appState) bool { return s.Viewer.Phase == "game" })
			assert.Equal(t, 9, s.Viewer.Moves)
			assert.Equal(t, 0, s.Viewer.Move)
			for range 3 {
				tb.clickButton("view.next")
			}
			s = tb.waitState("move 3", func(s appState) bool { return s.Viewer.Move == 3 })
			assert.Equal(t, "A two.", s.Viewer.Comment)
			assert.Equal(t, "B:h8,i8 W:a2", s.Position)
			s = tb.waitState("the moments", func(s appState) bool { return s.Viewer.Scanned })
			at := -1
			for i, m := range s.Viewer.Moments {
				if m.Kind == "foul" && m.Move == 9 && m.Foul == "j8" {
					at = i
				}
			}
			require.GreaterOrEqual(t, at, 0, "the foul is found: %+v", s.Viewer.Moments)
			for tb.state().Viewer.Moment != at { // each click, settled, is one moment on
				tb.clickButton("view.nextMoment")
			}
			s = tb.waitState("the foul's position", func(s appState) bool { return s.Viewer.Move == 8 })
			assert.Contains(t, s.Forbidden, pageapi.Foul{Point: "j8", Kind: "double-three"})
			shot("moment")
			tb.clickButton("view.why")
			tb.waitState("the foul's walk", func(s appState) bool { return s.Walk == "j8" })
			shot("walk")
			tb.key("\x1b")
			tb.waitState("the walk closed", func(s appState) bool { return s.Walk == "" })

			// Drills from this game: the foul becomes "is J8 forbidden?"
			// and "find all"; the first is answered with clicks; the
			// drills print as a worksheet.
			tb.clickButton("view.drills")
			s = tb.waitState("the drills made", func(s appState) bool { return s.Viewer.Phase == "drills" })
			assert.Equal(t, 2, s.Viewer.Made)
			shot("drills")
			tb.clickButton("view.play")
			s = tb.waitState("the first drill", func(s appState) bool {
				return s.Viewer.Phase == "drilling" && s.Drill != nil && s.Drill.Phase == "asking"
			})
			assert.Equal(t, "is-forbidden", s.Drill.Type)
			assert.Equal(t, "j8", s.Drill.Point)
			tb.clickButton("drill.yes")
			tb.clickButton("drill.kind.double-three")
			s = tb.waitState("the feedback", func(s appState) bool { return s.Drill != nil && s.Drill.Correct != nil })
			assert.True(t, *s.Drill.Correct)
			shot("drilling")
			tb.key("\x1b")
			tb.waitState("the drills made again", func(s appState) bool { return s.Viewer.Phase == "drills" })
			if tc.vp.name == desktop.name {
				downloads := tb.allowDownloads()
				tb.clickButton("view.worksheet")
				data := download(downloads, "renju-drills-from-games.pdf", 60*time.Second)
				require.True(t, strings.HasPrefix(string(data), "%PDF-"), "the worksheet was downloaded")
				s = tb.waitState("the notice", func(s appState) bool { return strings.Contains(s.Viewer.Notice, "Worksheet saved") })
			}
			tb.clickButton("view.back")
			tb.waitState("the game again", func(s appState) bool { return s.Viewer.Phase == "game" })

			// A database of two games: the list, a filter, a game.
			assert.Equal(t, "", eval[string](tb, `window.renju.openRecord("club.sgf", `+jsString(foulSGF+"(;GM[4]SZ[15]PB[Cy]PW[Dee]RE[B+];B[hh];W[ig])")+`)`))
			s = tb.waitState("the list", func(s appState) bool { return s.Viewer.Phase == "list" && s.Viewer.Games == 2 })
			shot("list")
			tb.clickButton("view.filter")
			<-dialogs.opened
			dialogs.answer <- "dee"
			tb.waitState("the filter", func(s appState) bool { return s.Viewer.Shown == 1 })
			tb.clickButton("view.show")
			s = tb.waitState("the second game", func(s appState) bool { return s.Viewer.Phase == "game" })
			assert.Equal(t, 2, s.Viewer.Game)

			// A broken record: the reason, and the game stays.
			tb.clickButton("view.paste")
			<-dialogs.opened
			dialogs.answer <- "(;GM[4];B[hh];W[hh])"
			s = tb.waitState("the refusal", func(s appState) bool {
				return s.Viewer.Notice != "" && s.Viewer.Phase == "game" && s.Viewer.Game == 2
			})
			assert.Contains(t, s.Viewer.Notice, "cannot be read")
			tb.noProblems()
		})
	}
}

// bigDatabase is an SGF database of n made-up games of 30 to 59 moves near
// the centre, each point once (deterministic).
func bigDatabase(n int) string {
	var sb strings.Builder
	seed := uint64(7)
	next := func(k int) int {
		seed = seed*6364136223846793005 + 1442695040888963407
		return int(seed>>33) % k
	}
	for g := 0; g < n; g++ {
		fmt.Fprintf(&sb, "(;GM[4]FF[4]SZ[15]PB[Black %d]PW[White %d]RE[%s]", g, g, []string{"B+", "W+", "0"}[g%3])
		var used [15][15]bool
		x, y := 7, 7
		for k := 0; k < 30+next(30); k++ {
			for used[x][y] {
				x = max(0, min(14, x+next(5)-2))
				y = max(0, min(14, y+next(5)-2))
			}
			used[x][y] = true
			fmt.Fprintf(&sb, ";%c[%c%c]", "BW"[k%2], 'a'+x, 'a'+y)
		}
		sb.WriteString(")\n")
	}
	return sb.String()
}

// TestViewerLargeFile: a database of 10,000 games is read while the page
// keeps drawing; the frames and long tasks are reported in
// test-artifacts/viewer-frames.txt, and the list is filtered.
func TestViewerLargeFile(t *testing.T) {
	tb := sharedTabFor(t, desktop, "en", 3*time.Minute)
	tb.open("#games")
	tb.waitState("the empty viewer", func(s appState) bool { return s.Viewer.Phase == "empty" })
	db := bigDatabase(10000)
	tb.atEnd(`delete window.__db, window.__clock = false, window.__observer.disconnect()`)
	eval[bool](tb, `(() => {
		window.__long = []; window.__gaps = []; window.__at = []; window.__t0 = Infinity; window.__clock = true; let last = performance.now();
		const tick = (now) => {
			if (!window.__clock) return;
			// Only frames after the call: the text's own handing over is the test's.
			if (last >= window.__t0) {
				window.__gaps.push(now - last);
				if (now - last > 50) window.__at.push([Math.round(last - window.__t0), Math.round(now - last)]);
			}
			last = now; requestAnimationFrame(tick);
		};
		requestAnimationFrame(tick);
		window.__observer = new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__long.push(e.duration); });
		window.__observer.observe({type: "longtask"});
		return true;
	})()`)
	// The text is handed over before the clock's frames are counted: the
	// call itself (a 4 MB string into Go) is the browser's, not the
	// reader's.
	eval[string](tb, `window.__db = `+jsString(db)+`, ""`)
	// The frames of the idle page first, for comparison (headless
	// Chromium draws with SwiftShader, on the CPU): as many as a second
	// holds at 60 a second.
	eval[bool](tb, `window.__gaps = [], window.__t0 = performance.now(), true`)
	tb.waitJSFor("60 idle frames", `window.__gaps.length >= 60`, time.Minute)
	idle := eval[[]float64](tb, `window.__gaps`)
	slices.Sort(idle)
	eval[bool](tb, `window.__gaps = [], window.__long = [], window.__at = [], window.__t0 = performance.now(), true`)
	start := time.Now()
	assert.Equal(t, "", eval[string](tb, `(() => { const r = window.renju.openRecord("big.sgf", window.__db); window.__call = performance.now() - window.__t0; return r; })()`))
	s := tb.waitState("the list", func(s appState) bool { return s.Viewer.Phase == "list" })
	took := time.Since(start)
	assert.Equal(t, 10000, s.Viewer.Games)
	long := eval[[]float64](tb, `window.__long`)
	gaps := eval[[]float64](tb, `window.__gaps`)
	slices.Sort(long)
	slices.Sort(gaps)
	over := 0
	for _, g := range gaps {
		if g > 20 {
			over++
		}
	}
	report := fmt.Sprintf("10,000 games (%d bytes) read in %v; animation frames: %d, %d over 20 ms, median %.0f ms, max %.0f ms; long tasks (>50 ms): %v; idle page before: %d frames, median %.0f ms, max %.0f ms\n",
		len(db), took.Round(time.Millisecond), len(gaps), over, gaps[len(gaps)/2], gaps[len(gaps)-1], long, len(idle), idle[len(idle)/2], idle[len(idle)-1])
	t.Log(report)
	t.Logf("openRecord returned at %.0f ms; frames over 50 ms [start, length]: %v", eval[float64](tb, `window.__call`), eval[[][]float64](tb, `window.__at`))
	require.NoError(t, os.MkdirAll(artifacts, 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(artifacts, "viewer-frames.txt"), []byte(report), 0o644))
	tb.screenshot("viewer-large-list-en-" + desktop.name)

	// The filter over 10,000 games.
	dialogs := tb.answerDialogs()
	tb.clickButton("view.filter")
	<-dialogs.opened
	dialogs.answer <- "black 9999"
	tb.waitState("the filter", func(s appState) bool { return s.Viewer.Shown == 1 })
	tb.noProblems()
}
