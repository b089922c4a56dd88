//go:build js

// Tap targets and clipped texts on phones, in headless Chromium (make
// wasm-test). This file sorts before game_test.go, whose last test runs
// the game loop.

package game

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/game/kit"
	"renju/game/services/daily"
	"renju/game/vocab/layout"
	"renju/game/vocab/screenview"
	"renju/lessons"
	"renju/msg"
)

// phones are the windows a learner holds (CSS pixels and scale).
var phones = []struct{ w, h, scale float64 }{{390, 844, 3}, {360, 640, 2}, {412, 915, 2.625}, {844, 390, 3}}

// small is a button smaller than a tap target, as "id w×h" in CSS px.
func small(g *Game) []string {
	var out []string
	lay := g.currentLayout()
	min := layout.TargetCSS - 0.5 // whole device pixels round a side
	for _, b := range g.buttons {
		if b.Disabled || b.Hidden || b.Style == screenview.Link {
			continue // a term's link in a sentence is the sentence's (WCAG 2.5.8's inline exception)
		}
		w, h := b.Rect.W/lay.Scale, b.Rect.H/lay.Scale
		if w < min || h < min {
			out = append(out, fmt.Sprintf("%s %.0f×%.0f", b.ID, w, h))
		}
	}
	return out
}

// drawnCuts draws the screen and returns the texts it cut short ("…").
func drawnCuts(h *harness) []string {
	g := h.g
	g.mu.Lock()
	defer g.mu.Unlock()
	img := ebiten.NewImage(int(g.lay.W), int(g.lay.H))
	defer img.Deallocate()
	g.kit.Record()
	g.cur.Draw(g.ctx(), img)
	g.kit.Recorded()
	return g.kit.Cuts()
}

// Every button of home, a lesson page of each kind, the lesson menu, the
// drills' menu and the rules sheet is at least 44 CSS pixels each way on
// a phone, in both languages (board points are the board's).
func TestTapTargetsOnPhones(t *testing.T) {
	var pages []string
	kinds := map[string]bool{}
	for _, l := range lessons.All() {
		for i, pg := range l.Pages {
			kind := "text"
			if pg.Task != nil {
				kind = pg.Task.Type
			}
			if !kinds[kind] {
				kinds[kind] = true
				pages = append(pages, fmt.Sprintf("#lesson=%s/%d", l.ID, i+1))
			}
		}
	}
	hashes := append([]string{"", "#lessons", "#drills", "#rules", "#hub=learn"}, pages...)
	for _, win := range phones {
		for _, lang := range []msg.Lang{msg.English, msg.Chinese} {
			name := fmt.Sprintf("%gx%g@%g-%s", win.w, win.h, win.scale, lang)
			h := sized(t, win.w, win.h, win.scale, lang)
			for _, hash := range hashes {
				if hash == "" {
					require.NoError(t, h.g.GoToHash(""))
				} else {
					require.NoError(t, h.g.OpenHash(hash))
				}
				h.update()
				assert.Empty(t, small(h.g), "%s %q: buttons under 44 CSS px", name, hash)
			}
		}
	}
}

// Home fits with nothing cut short (no "…"), in both languages, on the
// desktop and on phones, for a newcomer and with a streak and mistakes
// due (the goal's chip once read "1-day strea").
func TestHomeNotCut(t *testing.T) {
	wins := append([]struct{ w, h, scale float64 }{{1280, 800, 1}, {1024, 600, 1}, {1920, 1080, 1}}, phones...)
	for _, win := range wins {
		for _, lang := range []msg.Lang{msg.English, msg.Chinese} {
			name := fmt.Sprintf("%gx%g@%g-%s", win.w, win.h, win.scale, lang)
			h := sized(t, win.w, win.h, win.scale, lang)
			require.NoError(t, h.g.GoToHash(""))
			h.update()
			assert.Empty(t, drawnCuts(h), "%s: texts cut", name)
			// Twenty-five questions today: the goal met, a streak.
			h.g.mu.Lock()
			h.g.journal.Daily.Add(daily.Items, 25, h.g.journal.Now())
			h.g.mu.Unlock()
			h.update()
			assert.Empty(t, drawnCuts(h), "%s: texts cut with a streak", name)
			for _, b := range h.g.buttons {
				assert.False(t, h.g.kit.LabelCut(b), "%s: %s's label %q is cut", name, b.ID, b.Label)
				assert.LessOrEqual(t, b.Rect.Y+b.Rect.H, h.g.lay.H, "%s: %s below the window", name, b.ID)
			}
			ids := strings.Join(h.g.ButtonIDs(), " ")
			assert.Contains(t, ids, "home.replayStart", "%s: Replay the start", name)
			assert.Contains(t, ids, "rules.open", "%s: the rules", name)
		}
	}
}

var _ = kit.Button{}

// TestButtonsDoNotOverlap: on every lesson's first and last page, on
// phones in both languages, no two buttons share a point (the last
// page's "开始练习 ›" in the compact pager ran over Back on a 360-px
// phone: a tap on Back turned the page back).
func TestButtonsDoNotOverlap(t *testing.T) {
	for _, win := range phones {
		for _, lang := range []msg.Lang{msg.English, msg.Chinese} {
			name := fmt.Sprintf("%gx%g@%g-%s", win.w, win.h, win.scale, lang)
			h := sized(t, win.w, win.h, win.scale, lang)
			for _, l := range lessons.All() {
				for _, page := range []int{1, len(l.Pages)} {
					hash := fmt.Sprintf("#lesson=%s/%d", l.ID, page)
					require.NoError(t, h.g.OpenHash(hash))
					h.update()
					assert.Empty(t, overlapping(h.g), "%s %s", name, hash)
				}
			}
		}
	}
}

// overlapping lists the pairs of shown buttons whose rectangles share
// more than a device pixel's line.
func overlapping(g *Game) []string {
	var out []string
	bs := g.buttons
	for i := range bs {
		for j := i + 1; j < len(bs); j++ {
			a, b := bs[i], bs[j]
			if a.Hidden || b.Hidden || a.Style == screenview.Link || b.Style == screenview.Link {
				continue
			}
			w := min(a.Rect.X+a.Rect.W, b.Rect.X+b.Rect.W) - max(a.Rect.X, b.Rect.X)
			h := min(a.Rect.Y+a.Rect.H, b.Rect.Y+b.Rect.H) - max(a.Rect.Y, b.Rect.Y)
			if w > 1 && h > 1 {
				out = append(out, a.ID+" × "+b.ID)
			}
		}
	}
	return out
}
