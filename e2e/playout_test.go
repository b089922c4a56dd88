package e2e

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/lessons"
	"renju/rules"
)

// TestPlayItOutFromADrill: the referee chosen on Play's menu is kept
// (renju.play.setup); a drill answered, Play it out in its feedback opens
// Play on the drill's position under that referee, the learner to move,
// and the partner answers the learner's move.
func TestPlayItOutFromADrill(t *testing.T) {
	tb := sharedTabFor(t, desktop, "en", 4*time.Minute)
	tb.openPlay(3)
	tb.clickButton("play.ref.tournament")
	tb.waitJS("the setup saved", `(localStorage.getItem("renju.play.setup") || "").includes(".tournament.")`)

	tb.open("#drills=is-forbidden.1")
	tb.clickButton("drill.start")
	s := tb.waitStateFor("the first drill", 10*time.Second, asking)
	drill, err := rules.ParseStones(s.Drill.Position)
	require.NoError(t, err)
	answerIsForbidden(t, tb, s.Drill, true)
	tb.waitStateFor("feedback", 5*time.Second, func(s appState) bool { return s.Drill.Phase == "feedback" })

	tb.clickButton("play.out")
	s = tb.waitStateFor("Play from the drill", 10*time.Second, func(s appState) bool {
		return s.Screen == "play" && s.Play != nil && s.Play.Phase == "playing"
	})
	board, err := rules.ParseStones(s.Position)
	require.NoError(t, err)
	assert.Equal(t, rules.FormatStones(&drill), rules.FormatStones(&board), "the drill's position is on the board")
	assert.Equal(t, "free", s.Play.Rule)
	assert.Equal(t, "tournament", s.Play.Referee)
	assert.Equal(t, "black", s.Play.ToMove)
	assert.True(t, s.Play.Human, "the learner plays the side to move")
	assert.Contains(t, s.Play.Notice, "Play it out")
	n := len(s.Play.Moves)

	tb.playMoves(firstLegal(t, s))
	s = tb.waitStateFor("the partner's answer", 60*time.Second, func(s appState) bool {
		return len(s.Play.Moves) >= n+2 || s.Play.Phase != "playing"
	})
	assert.Len(t, s.Play.Moves, n+2, "the partner answered (the game goes on: %s %s)", s.Play.Result, s.Play.Reason)
	tb.screenshot("play-it-out-1280x800")
	tb.noProblems()
}

// TestPlayItOutFromALesson: a lesson page's position (three, page 1: a
// three of Black's, Black one stone up) becomes a game against the
// partner; the learner plays Black, the side the page is about, after
// the partner's first move (White's, by the counts).
func TestPlayItOutFromALesson(t *testing.T) {
	tb := sharedTabFor(t, desktop, "en", 3*time.Minute)
	tb.open("#lesson=three/1")
	s := tb.state()
	require.Equal(t, "lesson", s.Screen)
	page, err := rules.ParseStones(s.Position)
	require.NoError(t, err)
	tb.clickButton("play.out")
	s = tb.waitStateFor("Play from the page, the learner's turn", 30*time.Second, func(s appState) bool {
		return s.Screen == "play" && s.Play != nil && s.Play.Phase == "playing" && s.Play.Human
	})
	board, err := rules.ParseStones(s.Position)
	require.NoError(t, err)
	for _, c := range []rules.Stone{rules.Black, rules.White} {
		for col := 0; col < rules.Size; col++ {
			for row := 0; row < rules.Size; row++ {
				if p := rules.Pt(col, row); page.At(p) == c {
					assert.Equal(t, c, board.At(p), "the page's stone at %s", p)
				}
			}
		}
	}
	assert.Equal(t, page.Count(rules.White)+1, board.Count(rules.White), "the partner, White, moved first")
	assert.Equal(t, "black", s.Play.You)
	assert.Equal(t, "learning", s.Play.Referee, "the default referee")
	tb.screenshot("play-it-out-lesson-1280x800")
	tb.noProblems()
}

// TestPlayAdapt: under Adapt a won game moves the partner up a level;
// the menu after it and a reload keep the new level.
func TestPlayAdapt(t *testing.T) {
	tb := sharedTabFor(t, desktop, "en", 3*time.Minute)
	tb.open("#play=1.free.learning.2.first.ha.h8-a1-i8-a3-j8-a5-k8-a7")
	s := tb.waitStateFor("the game", 10*time.Second, func(s appState) bool { return s.Play != nil && s.Play.Phase == "playing" && s.Play.Human })
	assert.True(t, s.Play.Adapt)
	assert.Equal(t, "2", s.Play.Opponent)
	tb.clickPoint("l8")
	s = tb.waitStateFor("the win", 10*time.Second, func(s appState) bool { return s.Play.Phase == "over" })
	assert.Equal(t, "black", s.Play.Result)
	assert.Equal(t, 3, s.Play.NextLevel)
	tb.screenshot("play-adapt-over-1280x800")
	tb.clickButton("play.newGame")
	s = tb.waitStateFor("the menu", 5*time.Second, func(s appState) bool { return s.Play.Phase == "menu" })
	assert.Equal(t, "3", s.Play.Opponent)
	assert.True(t, s.Play.Adapt)
	tb.waitJS("the setup saved", `(localStorage.getItem("renju.play.setup") || "").includes(".3.first.ha.")`)
	tb.open("")
	tb.clickButton("menu.play")
	s = tb.waitStateFor("the menu after a reload", 5*time.Second, func(s appState) bool { return s.Play != nil && s.Play.Phase == "menu" })
	assert.Equal(t, "3", s.Play.Opponent)
	assert.True(t, s.Play.Adapt)
	tb.noProblems()
}

// TestPlayItOutOnThePagesSide: lesson 1 page 4 says "Black at A makes
// five" on a board where Black has one stone more than White (White to
// move by the counts). Play it out plays Black: the partner, White,
// moves first, as the notice says; the learner's stone is then Black's.
// The game is kept for Resume only once the learner has moved (left
// after the partner's move alone, by a reload, it is not), and the Play
// menu shows an empty board.
func TestPlayItOutOnThePagesSide(t *testing.T) {
	tb := sharedTabFor(t, desktop, "en", 3*time.Minute)
	first := lessons.Index()[0]
	tb.open("#lesson=" + first.ID + "/4")
	s := tb.state()
	require.Equal(t, "lesson", s.Screen)
	page, err := rules.ParseStones(s.Position)
	require.NoError(t, err)
	require.Equal(t, rules.White, page.ToMove(), "the counts give White the move")
	tb.clickButton("play.out")
	s = tb.waitStateFor("Play from the page", 10*time.Second, func(s appState) bool {
		return s.Screen == "play" && s.Play != nil && s.Play.Phase == "playing"
	})
	assert.Equal(t, "black", s.Play.You, "the learner plays Black, the side the page is about")
	assert.Contains(t, s.Play.Notice, "you play Black")

	n := page.Count(rules.Black) + page.Count(rules.White)
	s = tb.waitStateFor("the partner's first move", 60*time.Second, func(s appState) bool { return len(s.Play.Moves) > n && s.Play.Human })
	assert.Equal(t, "black", s.Play.ToMove)
	tb.shown()
	tb.screenshot("play-it-out-lesson1-page4-1280x800")
	tb.idle()
	assert.Empty(t, eval[string](tb, `localStorage.getItem("renju.play") || ""`), "kept with the partner's move only")

	// Left before the learner's move (a reload): no game to resume.
	tb.reloadAt("#play")
	s = tb.waitStateFor("the Play menu after a reload", 10*time.Second, func(s appState) bool { return s.Play != nil && s.Play.Phase == "menu" })
	assert.Empty(t, s.Play.Saved, "a game without a move of the learner's is not kept")
	assert.Empty(t, s.Position, "the Play menu shows an empty board")

	// Played again, with a move of the learner's: kept.
	tb.open("#lesson=" + first.ID + "/4")
	tb.clickButton("play.out")
	s = tb.waitStateFor("the partner's first move again", 60*time.Second, func(s appState) bool {
		return s.Screen == "play" && s.Play != nil && s.Play.Phase == "playing" && len(s.Play.Moves) > n && s.Play.Human
	})
	tb.playMoves(firstLegal(t, s))
	tb.waitJS("the game kept after the learner's move", `(localStorage.getItem("renju.play") || "").includes(".first.")`)

	tb.clickButton("play.newGame")
	s = tb.waitStateFor("the menu", 5*time.Second, func(s appState) bool { return s.Play.Phase == "menu" })
	assert.Empty(t, s.Position, "the Play menu shows an empty board")
	assert.Len(t, s.Play.Saved, 1, "the game is kept for Resume")
	tb.noProblems()
}
