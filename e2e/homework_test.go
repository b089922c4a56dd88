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

	"renju/game/parts/drillplay"
	"renju/rules"
)

// isForbiddenAnswer is the buttons that answer an is-forbidden drill
// right (or wrong), by the judge.
func isForbiddenAnswer(t *testing.T, d *drillplay.State, wrong bool) []string {
	b, err := rules.ParseStones(d.Position)
	require.NoError(t, err)
	p, err := rules.ParsePoint(d.Point)
	require.NoError(t, err)
	j, err := rules.Judge(&b, p, rules.Black)
	require.NoError(t, err)
	forbidden := j.Verdict == rules.Forbidden
	switch {
	case forbidden == wrong:
		return []string{"drill.no"}
	case forbidden:
		return []string{"drill.yes", "drill.kind." + j.Kind.String()}
	}
	return []string{"drill.yes"}
}

// TestHomeworkRoundTrip: a teacher builds a homework in the Classroom;
// a student opens its link, enters a name, opens a page, does the drills
// (one wrong on purpose), reloads and finds the code kept; the teacher
// pastes the code into the class table (with a mistyped one, refused)
// and downloads the CSV.
func TestHomeworkRoundTrip(t *testing.T) {
	for _, tc := range []struct {
		vp   viewport
		lang string
	}{{desktop, "en"}, {phone, "zh"}} {
		t.Run(tc.vp.name+"-"+tc.lang, func(t *testing.T) {
			tb := sharedTabFor(t, tc.vp, tc.lang, 4*time.Minute)
			shot := func(scene string) { tb.screenshot("homework-" + scene + "-" + tc.lang + "-" + tc.vp.name) }
			dialogs := tb.answerDialogs()

			// The teacher: Classroom → Homework; a lesson, 3 drills.
			tb.open("#class")
			shot("classroom")
			tb.clickButton("class.homework")
			tb.waitStateFor("the builder", 5*time.Second, func(s appState) bool { return s.Teach != nil && s.Teach.Phase == "build" })
			tb.clickButton("hwt.next")
			tb.clickButton("hwt.lesson")
			for range 3 {
				tb.clickButton("hwt.fewer") // 10 → 8 → 5 → 3
			}
			tb.clickButton("hwt.title")
			<-dialogs.opened
			dialogs.answer <- "Week 3"
			s := tb.waitStateFor("the link", 5*time.Second, func(s appState) bool {
				return s.Teach != nil && strings.Contains(s.Teach.Link, ".d") && strings.Contains(s.Teach.Link, "_1_3_") && strings.Contains(s.Teach.Link, ".t")
			})
			link, id := s.Teach.Link, s.Teach.ID
			require.Len(t, id, 6)
			shot("build")

			// The student.
			tb.navigate("#hw=" + link)
			s = tb.waitStateFor("the homework", 10*time.Second, func(s appState) bool { return s.Homework != nil && s.Homework.Phase == "overview" })
			assert.Equal(t, id, s.Homework.ID)
			assert.Equal(t, 3, s.Homework.Total)
			assert.Greater(t, s.Homework.Pages, 0)
			shot("overview")
			tb.clickButton("hw.name")
			<-dialogs.opened
			dialogs.answer <- "  Li  Wei "
			tb.waitStateFor("the name", 5*time.Second, func(s appState) bool { return s.Homework != nil && s.Homework.Name == "Li Wei" })
			tb.clickButton("hw.read")
			tb.waitStateFor("the lesson page", 5*time.Second, func(s appState) bool { return s.Screen == "lesson" })
			tb.clickButton("nav.lessons") // back: to the homework, not the lessons
			s = tb.waitStateFor("back at the homework", 5*time.Second, func(s appState) bool { return s.Homework != nil })
			assert.Equal(t, 1, s.Homework.PagesRead)
			tb.clickButton("hw.start")
			for i := range 3 {
				s = tb.waitStateFor("a drill", 60*time.Second, func(s appState) bool {
					return s.Drill != nil && s.Drill.Phase == "asking" && s.Homework.Answered == i
				})
				if i == 1 {
					shot("drill")
				}
				for _, b := range isForbiddenAnswer(t, s.Drill, i == 1) {
					tb.clickButton(b)
				}
				tb.waitStateFor("the answer", 5*time.Second, func(s appState) bool { return s.Homework.Answered == i+1 })
				tb.clickButton("drill.next")
			}
			s = tb.waitStateFor("the code", 10*time.Second, func(s appState) bool { return s.Homework.Phase == "finished" })
			code := s.Homework.Code
			assert.True(t, strings.HasPrefix(code, "Li Wei: 2"+id[:3]), code)
			assert.Equal(t, 2, s.Homework.Right)
			shot("finished")

			// The result screen lists the drill missed; it opens on the
			// board with its answer, and its walk; Esc comes back.
			require.Len(t, s.Homework.Missed, 1)
			assert.Equal(t, 2, s.Homework.Missed[0].N)
			assert.Equal(t, -1, s.Homework.Open)
			tb.clickButton("drill.missed.0")
			m := tb.waitStateFor("the missed drill", 5*time.Second, func(s appState) bool {
				return s.Homework.Open == 0 && s.Drill != nil && s.Drill.Phase == "review"
			})
			assert.Equal(t, s.Homework.Missed[0].Position, m.Drill.Position)
			shot("missed")
			tb.clickButton("drill.walk")
			w := tb.waitStateFor("its walk", 5*time.Second, func(s appState) bool { return s.Walk != "" })
			assert.Equal(t, s.Homework.Missed[0].Point, w.Walk)
			shot("missed-walk")
			tb.clickButton("walk.close")
			tb.waitStateFor("the walk closed", 5*time.Second, func(s appState) bool { return s.Walk == "" })
			tb.clickButton("drill.missed.back")
			s = tb.waitStateFor("the result again", 5*time.Second, func(s appState) bool { return s.Homework.Open == -1 && s.Homework.Phase == "finished" })
			assert.Equal(t, code, s.Homework.Code)

			// A reload keeps it all.
			tb.reloadAt("#hw=" + link)
			s = tb.waitStateFor("the code after a reload", 10*time.Second, func(s appState) bool { return s.Homework != nil && s.Homework.Phase == "finished" })
			assert.Equal(t, code, s.Homework.Code)

			// The teacher's class table.
			tb.navigate("#teach")
			tb.waitStateFor("the builder again", 10*time.Second, func(s appState) bool { return s.Teach != nil && s.Teach.Link == link })
			tb.clickButton("hwt.table")
			tb.clickButton("hwt.paste")
			<-dialogs.opened
			typo := "Wang Fang: " + strings.Repeat("0", 24)
			dialogs.answer <- code + " " + typo
			s = tb.waitStateFor("the row", 5*time.Second, func(s appState) bool { return s.Teach != nil && len(s.Teach.Rows) == 1 })
			assert.Equal(t, "Li Wei", s.Teach.Rows[0].Name)
			assert.Equal(t, 2, s.Teach.Rows[0].Score)
			assert.Equal(t, 3, s.Teach.Rows[0].Total)
			assert.Equal(t, 1, s.Teach.Rows[0].Pages, "the page the student read")
			require.Len(t, s.Teach.Refused, 1)
			assert.Contains(t, s.Teach.Refused[0], "Wang Fang")
			shot("table")

			downloads := tb.allowDownloads()
			tb.clickButton("hwt.csv")
			data := download(downloads, "renju-homework-"+id+".csv", 10*time.Second)
			assert.Contains(t, string(data), `"Li Wei","2","3","67"`)
			assert.Contains(t, string(data), `,"1"`+"\r\n", "the pages read, last")

			// The homework's drills as a worksheet, made in the page while
			// it keeps drawing: the long tasks are reported.
			if tc.vp.name == desktop.name {
				tb.clickButton("hwt.back")
				// Counted until the test ends (the page is shared).
				eval[bool](tb, `(() => {
					window.__long = []; window.__gaps = []; window.__counting = true; let last = performance.now();
					const tick = (now) => { if (!window.__counting) return; window.__gaps.push(now - last); last = now; requestAnimationFrame(tick); };
					requestAnimationFrame(tick);
					window.__observer = new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__long.push(e.duration); });
					window.__observer.observe({type: "longtask"});
					return true;
				})()`)
				tb.atEnd(`window.__counting = false, window.__observer.disconnect()`)
				start := time.Now()
				tb.clickButton("hwt.worksheet")
				data = download(downloads, "renju-worksheet-"+id+".pdf", 60*time.Second)
				took := time.Since(start)
				require.True(t, strings.HasPrefix(string(data), "%PDF-"), "the worksheet was downloaded")
				long := eval[[]float64](tb, `window.__long`)
				gaps := eval[[]float64](tb, `window.__gaps`)
				slices.Sort(long)
				slices.Sort(gaps)
				report := fmt.Sprintf("worksheet of %d drills: %v to the download, %d bytes; long tasks (>50 ms): %v; animation-frame gaps: %d, max %.0f ms\n",
					3, took.Round(time.Millisecond), len(data), long, len(gaps), gaps[len(gaps)-1])
				t.Log(report)
				require.NoError(t, os.WriteFile(filepath.Join(artifacts, "worksheet-frames.txt"), []byte(report), 0o644))
			}
			tb.noProblems()
		})
	}
}

// TestOldHomeworkLinkKeepsItsDrills: a homework link made before the
// drill generator had versions ("1.dif_1_2_7": two Forbidden? drills,
// level 1, seed 7) still gives its old drills in the browser, made by the
// worker with generator version 1: the first is the one pinned for it
// (homework.TestOldLinkKeepsItsDrills), not version 2's.
func TestOldHomeworkLinkKeepsItsDrills(t *testing.T) {
	tb := sharedTabFor(t, desktop, "en", 2*time.Minute)
	dialogs := tb.answerDialogs()
	tb.reset("#hw=1.dif_1_2_7", profile(nil))
	tb.waitStateFor("the homework", 10*time.Second, func(s appState) bool { return s.Homework != nil && s.Homework.Phase == "overview" })
	tb.clickButton("hw.name")
	<-dialogs.opened
	dialogs.answer <- "Li Wei"
	tb.waitStateFor("the name", 5*time.Second, func(s appState) bool { return s.Homework != nil && s.Homework.Name == "Li Wei" })
	tb.clickButton("hw.start")
	s := tb.waitStateFor("the first drill", 60*time.Second, func(s appState) bool {
		return s.Drill != nil && s.Drill.Phase == "asking" && s.Homework.Answered == 0
	})
	assert.Equal(t, "B:d9,e7,f6,g7,h6,h8,i5,i9,j6,k5,k6 W:e5,e6,e8,e9,f9,g8,g9,h9,i6,i7,j10", s.Drill.Position, "the old link's first drill")
	assert.Contains(t, []int{0, 1}, s.Drill.Version, "generator version 1 (0 is read as 1)")
	tb.noProblems()
}
