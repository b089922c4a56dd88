package e2e

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The commentary in Play (issue 38, sections 2 and 3): a game at level 1
// from a link, Black (the learner) with a live three White left open.
const commentaryLink = "#play=1.free.learning.1.first.h.h8-a1-i8-a3-j8-a5"

// TestCommentaryAtLevelOne: at level 1 each move is said, in English and
// in Chinese, the screen reader hears it, state().play reports the last
// sentence and its tags; the game's end bands the five and says what
// decided it.
func TestCommentaryAtLevelOne(t *testing.T) {
	tb := sharedTabFor(t, desktop, "en", 4*time.Minute)
	tb.open(commentaryLink)
	s := tb.waitStateFor("White's A5 said", 30*time.Second, func(s appState) bool {
		return s.Play != nil && s.Play.Commentary != nil && s.Play.Commentary.Move == 6
	})
	require.True(t, s.Play.CommentOn, "on at level 1")
	assert.Equal(t, []string{"missed-three"}, s.Play.Commentary.Tags)
	const said = "White plays A5, but leaves Black's live three open: Black can make a straight four at G8 or K8."
	assert.Equal(t, said, s.Play.Commentary.Says)
	tb.waitLive("the commentary", said)
	tb.screenshot("play-commentary-1280x800")

	setLang := func(lang string) { assert.Empty(t, eval[string](tb, `window.renju.setLang("`+lang+`")`)) }
	setLang("zh")
	const zh = "白棋下在A5，但没有防黑棋的活三，黑棋再下G8或K8就成活四。"
	s = tb.waitStateFor("the commentary in Chinese", 20*time.Second, func(s appState) bool {
		return s.Play.Commentary != nil && s.Play.Commentary.Says == zh
	})
	tb.waitLive("the commentary in Chinese", "黑棋再下G8或K8就成活四")
	tb.screenshot("play-commentary-zh-1280x800")
	setLang("en")

	// The straight four; level 1 blocks an end (every level blocks a
	// four); the other end is the five.
	tb.playMoves("k8")
	s = tb.waitStateFor("the partner's block said", 60*time.Second, func(s appState) bool {
		return s.Play.Human && s.Play.Commentary != nil && s.Play.Commentary.Move == 8
	})
	require.Len(t, s.Play.Moves, 8)
	assert.Equal(t, []string{"blocked-four"}, s.Play.Commentary.Tags)
	five := "l8"
	if s.Play.Moves[7] == "l8" {
		five = "g8"
	}
	tb.playMoves(five)
	s = tb.waitStateFor("what decided it", 30*time.Second, func(s appState) bool {
		return s.Play.Phase == "over" && s.Play.Decided != ""
	})
	assert.Equal(t, "black", s.Play.Result)
	assert.Equal(t, "five", s.Play.Reason)
	require.Len(t, s.Play.Band, 5, "the five is banded: %v", s.Play.Band)
	for _, p := range []string{"h8", "i8", "j8", "k8", five} {
		assert.Contains(t, s.Play.Band, p)
	}
	assert.Equal(t, "White let Black's live three become a straight four at K8.", s.Play.Decided)
	tb.waitLive("what decided it", s.Play.Decided)
	tb.screenshot("play-commentary-end-1280x800")
	setLang("zh")
	tb.waitStateFor("the end in Chinese", 10*time.Second, func(s appState) bool {
		return strings.Contains(s.Play.Decided, "活三")
	})
	tb.screenshot("play-commentary-end-zh-1280x800")
	tb.noProblems()
}

// TestCommentaryOnAPhone: the same game's commentary, on a phone, in
// both languages (screenshots for the eye), and the menu's switch.
func TestCommentaryOnAPhone(t *testing.T) {
	tb := sharedTabFor(t, phone, "en", 3*time.Minute)
	tb.open(commentaryLink)
	tb.waitStateFor("White's A5 said", 30*time.Second, func(s appState) bool {
		return s.Play != nil && s.Play.Commentary != nil && s.Play.Commentary.Move == 6
	})
	tb.screenshot("play-commentary-phone")
	assert.Empty(t, eval[string](tb, `window.renju.setLang("zh")`))
	tb.waitStateFor("the commentary in Chinese", 20*time.Second, func(s appState) bool {
		return s.Play.Commentary != nil && strings.Contains(s.Play.Commentary.Says, "活三")
	})
	tb.screenshot("play-commentary-zh-phone")
	assert.Empty(t, eval[string](tb, `window.renju.setLang("en")`))

	// The menu: on at level 1; the switch turns it off, and it is kept.
	tb.clickButton("play.newGame")
	s := tb.waitStateFor("the menu", 10*time.Second, func(s appState) bool { return s.Play.Phase == "menu" })
	assert.True(t, s.Play.CommentOn)
	tb.screenshot("play-menu-commentary-phone")
	assert.Empty(t, eval[string](tb, `window.renju.setLang("zh")`))
	tb.waitStateFor("the menu in Chinese", 10*time.Second, func(s appState) bool { return s.Lang == "zh" })
	tb.screenshot("play-menu-commentary-zh-phone")
	assert.Empty(t, eval[string](tb, `window.renju.setLang("en")`))
	tb.clickButton("play.comment")
	tb.waitStateFor("commentary off", 5*time.Second, func(s appState) bool { return !s.Play.CommentOn })
	for deadline := time.Now().Add(5 * time.Second); !strings.Contains(eval[string](tb, `localStorage.getItem("renju.play.setup") || ""`), "q."); {
		require.True(t, time.Now().Before(deadline), "the switch was not saved")
		time.Sleep(20 * time.Millisecond)
	}
	tb.noProblems()
}

// TestPosFileInTheViewer: the page hands a .pos file's bytes to the
// viewer (openRecord with a Uint8Array, as the picker reads a file): its
// game is read, stepped and scanned; a .pos whose count disagrees with
// its length, given as an ArrayBuffer, is refused with the reason.
func TestPosFileInTheViewer(t *testing.T) {
	tb := sharedTabFor(t, desktop, "en", 3*time.Minute)
	tb.open("#games")
	// record/testdata/club-night.pos: 13 moves, Black's forced foul at H8.
	assert.Equal(t, "", eval[string](tb, `window.renju.openRecord("club-night.pos", new Uint8Array([13, 110, 96, 111, 80, 142, 210, 127, 0, 48, 64, 14, 128, 112]))`))
	s := tb.waitStateFor("the game", 30*time.Second, func(s appState) bool { return s.Viewer != nil && s.Viewer.Phase == "game" })
	assert.Equal(t, 13, s.Viewer.Moves)
	tb.clickButton("view.last")
	s = tb.waitStateFor("the last move, scanned", 30*time.Second, func(s appState) bool {
		return s.Viewer.Move == 13 && s.Viewer.Scanned
	})
	assert.Len(t, s.Viewer.Moments, 3, "the trap set, caught, and the foul")
	tb.screenshot("viewer-pos-1280x800")

	assert.Equal(t, "", eval[string](tb, `window.renju.openRecord("broken.pos", new Uint8Array([9, 112]).buffer)`))
	s = tb.waitStateFor("the refusal", 30*time.Second, func(s appState) bool { return strings.Contains(s.Viewer.Notice, "the count byte says 9") })
	assert.Equal(t, 13, s.Viewer.Moves, "what was open stays")
	tb.noProblems()
}
