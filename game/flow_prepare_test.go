//go:build js

package game

import (
	"maps"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/game/features/start"
	"renju/game/frame/screens"
	"renju/game/vocab/input"
	"renju/lessons"
	"renju/msg"
	"renju/rules"
)

// onStillPage is a harness on the page (still.on) with its steps: tick
// runs a frame's Update and Draw, still ticks until a still screen has
// prepared (prepareAfter and two looks), cached reports whether a text
// is in the kit's cache.
func onStillPage(t *testing.T) (h *harness, tick, still func(), cached func(string) bool) {
	h = newHarness(t)
	h.g.still.on = true
	img := ebiten.NewImage(1280, 800)
	t.Cleanup(img.Deallocate)
	tick = func() {
		h.update()
		h.g.Draw(img)
	}
	still = func() {
		for range prepareAfter + 2*stillEvery {
			tick()
		}
	}
	cached = func(part string) bool { return h.g.kit.TextCached(part) }
	return h, tick, still, cached
}

// TestStillScreenPreparesTheNext: on the page (still.on), once a screen
// has been still for prepareAfter ticks, the screen a tap on it most
// likely opens has been drawn where nobody sees it — its texts are in
// the kit's text cache before the tap: from the guided start home (the
// very instance Skip then shows), from home Continue's lesson page, from
// a lesson's page the next. A preview records nothing: no visit, no
// page read, no save, and the mirror reads the screen shown only.
func TestStillScreenPreparesTheNext(t *testing.T) {
	h, tick, still, cached := onStillPage(t)
	first, _ := lessons.ByID(lessons.Index()[0].ID)
	// A phrase of page 1's first paragraph, as the kit draws it (a
	// line's words; the first three are on its first line), and of page
	// 2 its longest word page 1 does not have (a paragraph with a term's
	// link is drawn word by word).
	phrase := strings.Join(strings.Fields(first.Pages[0].Text.Get("en"))[:3], " ")
	word := ""
	for _, w := range strings.Fields(first.Pages[1].Text.Get("en")) {
		w = strings.Trim(w, ".,:;!?()")
		if len(w) > len(word) && !strings.Contains(first.Pages[0].Text.Get("en"), w) {
			word = w
		}
	}
	require.NotEmpty(t, word)

	require.NoError(t, h.g.OpenHash("#start"))
	tick()
	require.Equal(t, "start", h.state().Screen)
	tagline := strings.Join(strings.Fields(msg.T(msg.English, msg.HomeTagline))[:3], " ")
	require.False(t, cached(tagline), "home's tagline is not drawn before")
	still()
	assert.False(t, cached(tagline), "nothing prepared on the start's first step (a first visit's load)")
	x, y, _, _ := h.g.PointOnScreen(rules.MustPoint("h8"))
	h.click(x, y) // the first step's stone
	h.press(start.BtnNext)
	tick()

	still()
	assert.True(t, cached(tagline), "home drawn while the start's second step was still")
	assert.NotContains(t, h.g.mir.screen, tagline, "the mirror reads the start only")
	prepared := h.g.screens["home"]
	require.NotNil(t, prepared)
	saves := len(h.saves)

	h.press("start.skip")
	tick()
	require.Equal(t, "home", h.state().Screen)
	assert.Same(t, prepared, h.g.cur, "Skip shows the home prepared")
	assert.Greater(t, len(h.saves), saves, "the skip is saved (the preview saved nothing before it)")

	require.False(t, cached(phrase), "lesson 1's text is not drawn before")
	saved := maps.Clone(h.saves)
	still()
	assert.True(t, cached(phrase), "Continue's lesson page drawn while home was still")
	last, page := h.g.learn.Last()
	assert.Equal(t, "", last, "the preview recorded no visit")
	assert.Equal(t, 0, page)
	assert.Equal(t, saved, h.saves, "the preview saved nothing")

	h.press("home.continue")
	tick()
	st := h.state()
	require.Equal(t, "lesson", st.Screen)
	require.Equal(t, first.ID, st.Lesson)
	require.False(t, cached(word), "page 2's text is not drawn before")
	saved = maps.Clone(h.saves)
	still()
	assert.Equal(t, saved, h.saves, "the preview saved nothing")
	assert.True(t, cached(word), "the next page drawn while page 1 was still")
	assert.Equal(t, 1, h.state().Page, "still on page 1")
	last, page = h.g.learn.Last()
	assert.Equal(t, first.ID, last)
	assert.Equal(t, 1, page, "the visit recorded is page 1's, not the preview's")
}

// TestSkipUnderThePointerPreparesHome: on the guided start's first step
// (a first visit's load) nothing is prepared; once the pointer rests on
// Skip and the page is still, home is drawn where nobody sees it, and
// Skip shows that very instance. The keyboard's focus on Skip does the
// same. The preview saves nothing.
func TestSkipUnderThePointerPreparesHome(t *testing.T) {
	for _, by := range []string{"pointer", "focus"} {
		t.Run(by, func(t *testing.T) {
			h, tick, still, cached := onStillPage(t)
			require.NoError(t, h.g.OpenHash("#start"))
			tick()
			require.Equal(t, "start", h.state().Screen)
			tagline := strings.Join(strings.Fields(msg.T(msg.English, msg.HomeTagline))[:3], " ")
			still()
			require.False(t, cached(tagline), "nothing prepared on the first step before the learner heads to Skip")
			saved := maps.Clone(h.saves)
			if by == "pointer" {
				x, y, _, _, ok := h.g.ButtonOnScreen(start.BtnSkip)
				require.True(t, ok)
				lay := h.g.currentLayout()
				h.g.PushEvent(Event{Kind: PointerMove, ID: 1, FX: x / lay.W, FY: y / lay.H})
			} else {
				for i := 0; h.g.kb.ring.ID() != start.BtnSkip; i++ {
					require.Less(t, i, 40, "Tab never reached Skip")
					h.key(input.KeyTab)
				}
			}
			tick()
			still()
			assert.True(t, cached(tagline), "home drawn once the learner rested on Skip")
			assert.Equal(t, saved, h.saves, "the preview saved nothing")
			require.Equal(t, "start", h.state().Screen)
			prepared := h.g.screens["home"]
			require.NotNil(t, prepared)
			h.press(start.BtnSkip)
			tick()
			require.Equal(t, "home", h.state().Screen)
			assert.Same(t, prepared, h.g.cur, "Skip shows the home prepared")
		})
	}
}

// TestStillHomePreparesTheHubAndTheHubItsFirst: home, still, prepares
// Continue's lesson page and then, in a later still spell, the Practise
// hub; the hub, still, prepares its first screen (the Drills menu). A
// preview makes no instance of the frame's own (a seed given after it
// still reaches the Drills screen the tap opens), shows nothing, saves
// nothing and asks the worker nothing.
func TestStillHomePreparesTheHubAndTheHubItsFirst(t *testing.T) {
	h, tick, still, cached := onStillPage(t)
	first, _ := lessons.ByID(lessons.Index()[0].ID)
	phrase := strings.Join(strings.Fields(first.Pages[0].Text.Get("en"))[:3], " ")
	// The Practise hub's own text (home's tiles show the groups' own
	// descriptions, not their screens'), and the Drills menu's.
	hubText := strings.Join(strings.Fields(msg.T(msg.English, msg.MenuStormDesc))[:2], " ")
	level := msg.F(msg.English, msg.DrillLevelN, 1)

	require.NoError(t, h.g.OpenHash("#home"))
	tick()
	require.Equal(t, "home", h.state().Screen)
	require.False(t, cached(hubText), "the hub's text is not drawn before")
	saved := maps.Clone(h.saves)
	still()
	assert.True(t, cached(phrase), "Continue's lesson page first")
	assert.False(t, cached(hubText), "one preview a still spell")
	still()
	assert.True(t, cached(hubText), "then the Practise hub")
	assert.NotContains(t, h.g.mir.screen, hubText, "the mirror reads home only")
	_, made := h.g.screens[screens.NameHub]
	assert.False(t, made, "the preview kept no hub")
	assert.Equal(t, saved, h.saves, "the previews saved nothing")
	assert.Equal(t, "home", h.state().Screen)

	_, done := jobsCounts()
	h.press("menu." + screens.GroupPractise)
	tick()
	require.Equal(t, "hub", h.state().Screen)
	require.False(t, cached(level), "the Drills menu is not drawn before")
	// Once still a moment, the hub has the worker make the Drills menu's
	// first drill (heading.go, ahead.go); the page is still again when
	// it is made.
	h.untilNoJob(done)
	still()
	assert.True(t, cached(level), "the hub's first screen, the Drills menu, drawn while the hub was still")
	assert.Same(t, h.g.ahead, h.g.screens["drills"], "the preview kept no Drills screen: the one kept was made to work ahead, and a seed replaces it")
	running, _ := jobsCounts()
	assert.Zero(t, running, "the preview asked the worker nothing")
	assert.Equal(t, saved, h.saves, "the previews saved nothing")
	assert.Equal(t, "hub", h.state().Screen)
	assert.True(t, h.g.Seed("drills", 7), "the Drills screen takes a seed")
	seeded := h.g.screens["drills"]
	h.press("hub.drills")
	tick()
	require.Equal(t, "drills", h.state().Screen)
	assert.Same(t, seeded, h.g.cur, "the tap opens the seeded Drills screen")
}
