package e2e

import (
	"encoding/json"
	"image"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/msg"
)

// zhFonts are the site's Chinese fonts (fonts/full), which the
// module does not embed.
var zhFonts = []string{"zh-regular.otf", "zh-bold.otf"}

// fetchedFiles lists the site files the page fetched, by name, with the
// start and end of each fetch (ms since navigation).
func fetchedFiles(tb *tab) map[string][2]float64 {
	tb.t.Helper()
	return eval[map[string][2]float64](tb, `Object.fromEntries(performance.getEntriesByType("resource")
		.map((e) => [new URL(e.name).pathname.split("/").pop(), [e.startTime, e.responseEnd]]))`)
}

// TestChineseFontsOnlyForChinese: an English learner's start fetches no
// Chinese fonts; pressing 中文 fetches them, and Chinese is shown once
// they came. A Chinese learner's start fetches them beside the wasm, and
// the first frame is Chinese.
func TestChineseFontsOnlyForChinese(t *testing.T) {
	// Pages of their own: the test is what a start fetches.
	en := newTab(t, desktop, chromedp.WithNewBrowserContext())
	en.open("")
	assert.Equal(t, "en", en.state().Lang)
	for _, f := range zhFonts {
		assert.NotContains(t, fetchedFiles(en), f, "an English start fetches no Chinese fonts")
	}
	en.clickButton("nav.lang")
	en.waitState("Chinese, once its fonts came", func(s appState) bool { return s.Lang == "zh" })
	for _, f := range zhFonts {
		assert.Contains(t, fetchedFiles(en), f)
	}
	en.screenshot("fonts-switched-to-chinese-1280x800")

	// A lesson page switched to 中文 looks as it does when the app starts
	// in Chinese: its text is laid out with the fonts that came, not the
	// embedded ones (which would leave most characters blank).
	en.clickButton("nav.lang")
	en.waitState("English again", func(s appState) bool { return s.Lang == "en" })
	en.navigate("#lesson=double-three/1")
	en.waitState("the lesson page", func(s appState) bool { return s.Lesson == "double-three" })
	en.shown()
	en.clickButton("nav.lang")
	en.waitState("Chinese on the lesson page", func(s appState) bool { return s.Lang == "zh" })
	en.shown()
	switched := en.screenshot("fonts-lesson-switched-1280x800")
	en.do(chromedp.Reload())
	en.waitReady("a Chinese start on the lesson page")
	en.shown()
	started := en.screenshot("fonts-lesson-started-1280x800")
	// The panel's text, below the nav bar (whose button the pointer
	// hovers after the click) and above the buttons.
	b := image.Rect(switched.Bounds().Dx()*5/8, 130, switched.Bounds().Dx(), 680)
	differ := 0
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r1, g1, b1, _ := switched.At(x, y).RGBA()
			r2, g2, b2, _ := started.At(x, y).RGBA()
			if r1 != r2 || g1 != g2 || b1 != b2 {
				differ++
			}
		}
	}
	assert.Less(t, differ, b.Dx()*b.Dy()/1000, "pixels that differ between the lesson page switched to 中文 and started in it")
	en.noProblems()

	zh := newTab(t, phone, chromedp.WithNewBrowserContext())
	zh.beforeLoad(chineseBrowser)
	zh.open("")
	assert.Equal(t, "zh", zh.state().Lang, "the first frame is Chinese")
	got := fetchedFiles(zh)
	wasm, ok := got["renju.wasm"]
	require.True(t, ok, "%v", got)
	for _, f := range zhFonts {
		require.Contains(t, got, f)
		assert.Less(t, got[f][0], wasm[1], "%s is fetched while the wasm downloads, not after", f)
	}
	t.Logf("Chinese start: wasm %.0f–%.0f ms, fonts %v", wasm[0], wasm[1], got)
	zh.screenshot("fonts-chinese-start-390x844")
	zh.noProblems()
}

// TestChineseFontsMissing: where the fonts cannot be fetched (a site
// without them, as offline before any visit), 中文 says so and English
// stays; a Chinese learner starts in English with the same notice.
func TestChineseFontsMissing(t *testing.T) {
	files := map[string][]byte{}
	for _, name := range []string{"renju.wasm", "worker.wasm", "worker.js", "sw.js"} {
		data, err := os.ReadFile(filepath.Join(siteDir, name))
		require.NoError(t, err)
		files[name] = data
	}
	url := serveSite(t, files, zhFonts...)
	failed := msg.T(msg.English, msg.LangFailed)
	notice := func(tb *tab) string {
		var s struct {
			Notice string `json:"notice"`
		}
		require.NoError(t, json.Unmarshal([]byte(eval[string](tb, `window.renju.state()`)), &s))
		return s.Notice
	}

	// Pages of their own, of a site without the fonts.
	tb := newTab(t, desktop, chromedp.WithNewBrowserContext())
	tb.do(chromedp.Navigate(url))
	tb.waitReady("the app")
	tb.clickButton("nav.lang")
	deadline := time.Now().Add(10 * time.Second)
	for notice(tb) != failed && time.Now().Before(deadline) {
		time.Sleep(50 * time.Millisecond)
	}
	assert.Equal(t, failed, notice(tb))
	assert.Equal(t, "en", tb.state().Lang, "English stays")
	tb.screenshot("fonts-missing-1280x800")
	tb.expectOnly(`404|zh-(regular|bold)\.otf`)

	zh := newTab(t, phone, chromedp.WithNewBrowserContext())
	zh.beforeLoad(chineseBrowser)
	zh.do(chromedp.Navigate(url))
	zh.waitReady("the app")
	assert.Equal(t, "en", zh.state().Lang, "English, said")
	assert.True(t, strings.HasPrefix(notice(zh), "中文"), notice(zh))
	zh.expectOnly(`404|zh-(regular|bold)\.otf`)
}
