package e2e

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/drills"
	"renju/game/parts/drillplay"
	"renju/rules"
)

// The Drills screen in the real app: rounds answered with real clicks and
// keys, the score saved in localStorage and kept over a reload.

func asking(s appState) bool { return s.Drill.Phase == "asking" }

// answerIsForbidden answers an is-forbidden drill right or wrong, with
// the buttons, judging the point with the Go judge.
func answerIsForbidden(t *testing.T, tb *tab, d *drillplay.State, right bool) {
	t.Helper()
	b, err := rules.ParseStones(d.Position)
	require.NoError(t, err)
	j, err := rules.Judge(&b, rules.MustPoint(d.Point), rules.Black)
	require.NoError(t, err)
	forbidden := j.Verdict == rules.Forbidden
	if forbidden == right {
		tb.clickButton("drill.yes")
		if right {
			// Which kind is asked of a learner whose lessons have taught
			// two fouls or more, the answer's among them; else the yes is
			// the answer.
			s := tb.waitStateFor("which kind or the feedback", 5*time.Second, func(s appState) bool {
				return s.Drill.Phase == "asking-kind" || s.Drill.Phase == "feedback"
			})
			if s.Drill.Phase == "asking-kind" {
				tb.clickButton("drill.kind." + j.Kind.String())
			}
		}
	} else {
		tb.clickButton("drill.no")
	}
}

func TestDrillRoundRightWrongAndReload(t *testing.T) {
	tb := sharedTab(t, desktop, "en")
	tb.open("#drills=is-forbidden.1")
	s := tb.state()
	require.Equal(t, "drills", s.Screen)
	require.NotNil(t, s.Drill)
	assert.Equal(t, "is-forbidden", s.Drill.Type)
	assert.Equal(t, "menu", s.Drill.Phase)
	tb.screenshot("drills-menu-1280x800")

	tb.clickButton("drill.start")
	s = tb.waitStateFor("the first drill", 10*time.Second, asking)
	tb.screenshot("drills-asking-1280x800")

	// Right: +10, streak 1.
	answerIsForbidden(t, tb, s.Drill, true)
	s = tb.waitStateFor("feedback", 5*time.Second, func(s appState) bool { return s.Drill.Phase == "feedback" })
	require.NotNil(t, s.Drill.Correct)
	assert.True(t, *s.Drill.Correct)
	assert.Equal(t, 10, s.Drill.Score)
	assert.Equal(t, 1, s.Drill.Streak)
	tb.screenshot("drills-right-1280x800")

	// The walk of the point, one key away; Esc closes it.
	tb.key("w")
	s = tb.waitStateFor("the walk", 5*time.Second, func(s appState) bool { return s.Walk != "" })
	assert.Equal(t, s.Drill.Point, s.Walk)
	assert.Equal(t, 1, s.Step)
	tb.key(kb.PageDown)
	tb.waitStateFor("step 2", 5*time.Second, func(s appState) bool { return s.Step == 2 })
	tb.screenshot("drills-walk-1280x800")
	tb.key(kb.Escape)
	tb.waitStateFor("the walk closed", 5*time.Second, func(s appState) bool { return s.Walk == "" })

	// Next (Enter), answered wrong: the score stays, the streak goes.
	tb.key(kb.Enter)
	s = tb.waitStateFor("the second drill", 10*time.Second, asking)
	answerIsForbidden(t, tb, s.Drill, false)
	s = tb.waitStateFor("feedback", 5*time.Second, func(s appState) bool { return s.Drill.Phase == "feedback" })
	require.NotNil(t, s.Drill.Correct)
	assert.False(t, *s.Drill.Correct)
	assert.Equal(t, 10, s.Drill.Score)
	assert.Equal(t, 0, s.Drill.Streak)
	assert.Equal(t, 2, s.Drill.Round)
	tb.screenshot("drills-wrong-1280x800")

	saved := eval[string](tb, `localStorage.getItem("renju.drills") || ""`)
	st, err := drills.ParseStats([]byte(saved))
	require.NoError(t, err, saved)
	assert.Equal(t, 10, st.Score)
	assert.Equal(t, &drills.Tally{Right: 1, Total: 2}, st.ByType["is-forbidden"])

	// A reload keeps the record.
	tb.reloadAt("#drills=is-forbidden.1")
	s = tb.state()
	require.NotNil(t, s.Drill)
	assert.Equal(t, 10, s.Drill.Score)
	assert.Equal(t, 0, s.Drill.Streak)
	tb.noProblems()
}

func TestDrillCorruptRecordIsReset(t *testing.T) {
	tb := sharedTab(t, desktop, "en")
	tb.reset("#drills", profile(map[string]string{"renju.drills": `{"version":1,"score":-5}`}))
	s := tb.state()
	require.NotNil(t, s.Drill)
	assert.Equal(t, 0, s.Drill.Score)
	saved := eval[string](tb, `localStorage.getItem("renju.drills") || ""`)
	_, err := drills.ParseStats([]byte(saved))
	assert.NoError(t, err, "the corrupt record was replaced: %s", saved)
	tb.screenshot("drills-corrupt-record")
	tb.noProblems()
}

// Every type at level 3 is prepared in the browser (in the worker, its
// own WebAssembly program), with the page alive meanwhile; the times and
// the page's frames while it waits are logged (no timing is asserted: the
// numbers go to test-artifacts/drill-frames.txt).
func TestDrillPrepareTimesInWasm(t *testing.T) {
	tb := sharedTab(t, desktop, "en")
	tb.open("#drills")
	// The frames and long tasks are counted until the test ends (the page
	// is shared: nothing of the test's may run on after it).
	eval[bool](tb, `(() => {
		window.__long = []; window.__gaps = []; window.__counting = true; let last = performance.now();
		const tick = (now) => { if (!window.__counting) return; window.__gaps.push(now - last); last = now; requestAnimationFrame(tick); };
		requestAnimationFrame(tick);
		window.__observer = new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__long.push(e.duration); });
		window.__observer.observe({type: "longtask"});
		return true;
	})()`)
	tb.atEnd(`window.__counting = false, window.__observer.disconnect()`)
	var report strings.Builder
	for _, typ := range drills.Types {
		tb.key(kb.Escape) // back to the menu (nothing in the menu)
		tb.clickButton("drill.type." + typ)
		tb.clickButton("drill.level.3")
		eval[bool](tb, `(() => { window.__long = []; window.__gaps = []; return true; })()`)
		start := time.Now()
		tb.clickButton("drill.start")
		// While the drill is made the page still answers (the generator
		// runs in the worker).
		s := tb.waitStateFor(typ+" level 3", 60*time.Second, asking)
		took := time.Since(start)
		gaps := eval[[]float64](tb, `window.__gaps`)
		long := eval[[]float64](tb, `window.__long`)
		slices.Sort(gaps)
		line := fmt.Sprintf("%s level 3: generated in %d ms (shown after %v); animation frames meanwhile: %d, median %.1f ms, max %.0f ms; long tasks (>50 ms): %v",
			typ, s.Drill.PrepareMs, took.Round(time.Millisecond), len(gaps), at(gaps, 0.5), at(gaps, 1), long)
		t.Log(line)
		report.WriteString(line + "\n")
		assert.Equal(t, typ, s.Drill.Type)
		if typ == drills.Trap {
			tb.screenshot("drills-trap-1280x800")
		}
	}
	require.NoError(t, os.WriteFile(filepath.Join(artifacts, "drill-frames.txt"), []byte(report.String()), 0o644))
	tb.noProblems()
}

// at is the q-quantile of sorted xs (0 for none).
func at(xs []float64, q float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	return xs[min(len(xs)-1, int(q*float64(len(xs))))]
}

func TestDrillRoundSummary(t *testing.T) {
	tb := sharedTab(t, desktop, "en")
	tb.open("#drills=four-three.1")
	require.Equal(t, "", eval[string](tb, `window.renju.setLang("zh")`))
	tb.waitState("Chinese, once its fonts came", func(s appState) bool { return s.Lang == "zh" })
	tb.clickButton("drill.start")
	for i := 0; i < 10; i++ {
		tb.waitStateFor(fmt.Sprintf("drill %d", i+1), 20*time.Second, asking)
		if i%2 == 0 {
			tb.key("s") // show the answer: wrong
		} else {
			s := tb.state()
			b, err := rules.ParseStones(s.Drill.Position)
			require.NoError(t, err)
			// Tap the first four-three the judge finds.
			for _, p := range emptyPoints(&b) {
				tr, err := rules.Explain(&b, p, rules.Black)
				require.NoError(t, err)
				if tr.Reason == "four-three" && tr.Verdict == "legal" {
					tb.clickPoint(p.String())
					break
				}
			}
		}
		s := tb.waitStateFor("feedback", 5*time.Second, func(s appState) bool { return s.Drill.Phase == "feedback" })
		if i == 1 {
			tb.screenshot("drills-feedback-zh-1280x800")
		}
		assert.Equal(t, i%2 == 1, *s.Drill.Correct, "drill %d", i+1)
		tb.key(kb.Enter)
	}
	s := tb.waitStateFor("the summary", 5*time.Second, func(s appState) bool { return s.Drill.Phase == "summary" })
	assert.Equal(t, 10, s.Drill.Round)
	tb.screenshot("drills-summary-zh-1280x800")
	require.Equal(t, "", eval[string](tb, `window.renju.setLang("en")`))
	tb.waitState("English", func(s appState) bool { return s.Lang == "en" })
	tb.shown()
	tb.screenshot("drills-summary-1280x800")

	// The five drills missed are listed; the third opens with its answer,
	// its walk is one key away, and Esc comes back.
	require.Len(t, s.Drill.Missed, 5)
	for i, ms := range s.Drill.Missed {
		assert.Equal(t, 2*i+1, ms.N)
	}
	tb.clickButton("drill.missed.2")
	s = tb.waitStateFor("the third miss", 5*time.Second, func(s appState) bool { return s.Drill.Phase == "review" && s.Drill.Open == 2 })
	assert.Equal(t, s.Drill.Missed[2].Position, s.Drill.Position)
	tb.screenshot("drills-missed-1280x800")
	tb.key("w")
	tb.waitStateFor("its walk", 5*time.Second, func(s appState) bool { return s.Walk != "" })
	tb.key(kb.Escape)
	tb.waitStateFor("the walk closed", 5*time.Second, func(s appState) bool { return s.Walk == "" })
	tb.key(kb.Escape)
	tb.waitStateFor("the summary again", 5*time.Second, func(s appState) bool { return s.Drill.Phase == "summary" && s.Drill.Open == -1 })
	tb.noProblems()
}

func emptyPoints(b *rules.Board) []rules.Point {
	var out []rules.Point
	for c := 0; c < rules.Size; c++ {
		for r := 0; r < rules.Size; r++ {
			if p := rules.Pt(c, r); b.At(p) == rules.Empty {
				out = append(out, p)
			}
		}
	}
	return out
}
