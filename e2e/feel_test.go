package e2e

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/game/vocab/pageapi"
)

// How an answer feels, in the real app: the settings reached from home
// through the canvas, a right drill answer played out on the board (or
// shown at once with motion reduced), and a sound asked for only while
// sound is on (state().feel counts them: headless Chromium plays them
// to no one). The counts are this visit's: each open("") a new visit.

func feelOf(t *testing.T, s appState) (pageapi.Settings, pageapi.Feel) {
	t.Helper()
	require.NotNil(t, s.Settings, "state().settings")
	require.NotNil(t, s.Feel, "state().feel")
	return *s.Settings, *s.Feel
}

// rightDrill starts a round of is-forbidden drills and answers the first
// right.
func rightDrill(t *testing.T, tb *tab) appState {
	t.Helper()
	tb.open("#drills=is-forbidden.1")
	tb.clickButton("drill.start")
	s := tb.waitStateFor("the first drill", 10*time.Second, asking)
	answerIsForbidden(t, tb, s.Drill, true)
	return tb.waitStateFor("feedback", 5*time.Second, func(s appState) bool { return s.Drill.Phase == "feedback" })
}

func TestFeelSettingsAnimationAndSound(t *testing.T) {
	tb := sharedTabFor(t, desktop, "en", 5*time.Minute)
	tb.open("")
	set, fl := feelOf(t, tb.state())
	assert.Equal(t, pageapi.Settings{Sound: false, ReducedMotion: false}, set, "sound off by default; motion as the browser's")
	assert.Equal(t, pageapi.Feel{}, fl)
	// counted waits until the visit's counts are base's and more by
	// animations and sounds (an open that changes only the hash is the
	// same visit; one that loads the page starts the counts again).
	counted := func(what string, base pageapi.Feel, animations, sounds int) appState {
		t.Helper()
		s := tb.waitState(what, func(s appState) bool {
			return s.Feel.Animations == base.Animations+animations && s.Feel.Sounds == base.Sounds+sounds
		})
		return s
	}
	now := func() pageapi.Feel { _, f := feelOf(t, tb.state()); return f }

	// Muted (the default): a right answer is played out, silently.
	base := now()
	s := rightDrill(t, tb)
	require.True(t, *s.Drill.Correct)
	counted("the answer played out, silently", base, 1, 0)
	tb.waitState("the play over", func(s appState) bool { return !s.Feel.Animating })

	// The settings, from home's small button; the mirror reads the
	// toggles with their state.
	tb.open("")
	tb.clickButton("home.settings")
	tb.waitState("the settings", func(s appState) bool { return s.Screen == "settings" })
	tb.waitMirror("the sound toggle", "settings.sound=Sound: off")
	tb.clickButton("settings.sound")
	tb.waitState("sound on", func(s appState) bool { return s.Settings.Sound })
	tb.waitMirror("the sound toggle", "settings.sound=Sound: on")
	assert.Equal(t, `{"sound":true}`, eval[string](tb, `localStorage.getItem("renju.settings") || ""`))
	tb.screenshot("feel-settings-1280x800")

	// Try it: a right answer played out, and its sound.
	base = now()
	tb.clickButton("settings.try")
	tb.screenshot("feel-try-playing-1280x800")
	counted("Try it played and sounded", base, 1, 1)

	// A right drill answer with sound on: played and sounded; a wrong one
	// sounded, not played.
	tb.waitState("the play over", func(s appState) bool { return !s.Feel.Animating })
	base = now()
	rightDrill(t, tb)
	counted("a right answer played and sounded", base, 1, 1)
	tb.waitState("the play over", func(s appState) bool { return !s.Feel.Animating })
	tb.clickButton("drill.next")
	s = tb.waitStateFor("the second drill", 10*time.Second, asking)
	answerIsForbidden(t, tb, s.Drill, false)
	tb.waitState("feedback", func(s appState) bool { return s.Drill.Phase == "feedback" })
	counted("a wrong answer sounded, not played", base, 1, 2)

	// Muted and motion off, by the keyboard: 1 and 2 on the settings.
	tb.open("#settings")
	tb.key("1")
	tb.key("2")
	tb.waitState("muted, motion off", func(s appState) bool { return !s.Settings.Sound && s.Settings.ReducedMotion })
	tb.waitMirror("the motion toggle", "settings.motion=Animation: off")
	base = now()
	s = rightDrill(t, tb)
	assert.True(t, *s.Drill.Correct)
	assert.False(t, s.Feel.Animating, "reduced motion: the final marks at once")
	s = tb.state()
	assert.Equal(t, base, *s.Feel, "nothing played out with motion reduced, nothing sounded while muted")

	// Kept over a reload.
	tb.open("")
	set, _ = feelOf(t, tb.state())
	assert.Equal(t, pageapi.Settings{Sound: false, ReducedMotion: true}, set)
	tb.noProblems()
}

// A browser that asks for reduced motion gets it until the learner
// chooses.
func TestFeelFollowsPrefersReducedMotion(t *testing.T) {
	tb := sharedTab(t, desktop, "en")
	tb.emulateMedia(&emulation.MediaFeature{Name: "prefers-reduced-motion", Value: "reduce"})
	tb.open("#settings")
	set, _ := feelOf(t, tb.state())
	assert.True(t, set.ReducedMotion)
	tb.waitMirror("the motion toggle", "settings.motion=Animation: off")
	tb.clickButton("settings.try")
	s := tb.waitState("Try it", func(s appState) bool { return strings.Contains(s.JSON(), `"sounds":0`) })
	assert.Zero(t, s.Feel.Animations, "reduced motion: Try it shows its marks at once")
	tb.screenshot("feel-try-reduced-1280x800")
	tb.noProblems()
}

// The settings on a phone, in Chinese: the toggles fit and say their
// state.
func TestFeelSettingsOnAPhone(t *testing.T) {
	tb := sharedTabFor(t, phone, "zh", 3*time.Minute)
	tb.reset("", profile(map[string]string{"renju.lang": "zh"}))
	tb.screenshot("feel-home-zh-phone")
	tb.clickButton("home.settings")
	tb.waitMirror("the sound toggle", "settings.sound=声音：关")
	tb.clickButton("settings.try")
	tb.screenshot("feel-try-playing-zh-phone")
	tb.waitState("the play over", func(s appState) bool { return !s.Feel.Animating })
	tb.screenshot("feel-settings-zh-phone")
	tb.noProblems()
}
