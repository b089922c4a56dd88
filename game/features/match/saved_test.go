package match

import (
	"fmt"
	"renju/rules"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/game/vocab/input"
	"renju/msg"
	"renju/referee"
)

// testNow is the tests' clock, shared by the tabs: each reading a second
// later.
var testNow = func() func() time.Time {
	t := time.Date(2026, 12, 4, 8, 0, 0, 0, time.UTC)
	return func() time.Time { t = t.Add(time.Second); return t }
}()

// tabModel is a Play model as a tab opens it: the list stored read in.
func tabModel(t *testing.T, seed uint64, stored string) *Model {
	t.Helper()
	m := New(seed)
	m.Now = testNow
	assert.Empty(t, m.LoadSaved(stored))
	return m
}

// people starts a pass-and-play game on the free opening and places the
// stones.
func people(t *testing.T, m *Model, rule referee.Rule, stones ...string) {
	t.Helper()
	m.SetSetup(Setup{Rule: rule, Referee: referee.Learning, Hints: true})
	m.Press(BtnStart)
	for _, p := range stones {
		m.Tap(pt(p))
	}
	require.Len(t, m.Game().Moves(), len(stones), m.notice.Text(msg.English))
}

func save(t *testing.T, m *Model) string {
	t.Helper()
	v, ok := m.TakeSave()
	require.True(t, ok, "the list changed")
	return v
}

func TestParseSaved(t *testing.T) {
	// The format before the list: one game's link, read as a list of it
	// under an ID made from the link (two tabs agree on it).
	old := "1.free.learning.1.first.h.h8-h9"
	sh, err := ParseSaved(old)
	require.NoError(t, err)
	require.Len(t, sh, 1)
	assert.Equal(t, old, sh[0].Link)
	assert.Equal(t, legacyID(old), sh[0].ID)
	assert.False(t, sh[0].Done)
	sh, err = ParseSaved("")
	assert.NoError(t, err)
	assert.Empty(t, sh)

	for v, why := range map[string]string{
		"1.free.junk":        "7 parts",
		`{"v":1,"games":[`:   "not a list",
		`{"v":2,"games":[]}`: "version 2",
		`{"v":1,"games":[{"id":"","at":1,"link":"x"}]}`:              "no valid ID",
		`{"v":1,"games":[{"id":"A B","at":1,"link":"x"}]}`:           "no valid ID",
		`{"v":1,"games":[{"id":"a","at":1}]}`:                        "no link",
		`{"v":1,"games":[{"id":"a","at":1,"done":true,"link":"x"}]}`: "both",
		`{"v":1,"games":[],"extra":1}`:                               "extra is not a field",
		`{"v":1,"games":[]} {}`:                                      "more text",
	} {
		_, err := ParseSaved(v)
		if assert.Error(t, err, v) {
			assert.Contains(t, err.Error(), why, v)
		}
	}

	// One entry a game (the later), the most recent first, at most
	// MaxSaved.
	var games []string
	for i := range MaxSaved + 3 {
		games = append(games, fmt.Sprintf(`{"id":"g%d","at":%d,"link":"1.free.learning.people.first.h.h8"}`, i, 100+i))
	}
	games = append(games, `{"id":"g10","at":500,"done":true}`)
	sh, err = ParseSaved(`{"v":1,"games":[` + strings.Join(games, ",") + `]}`)
	require.NoError(t, err)
	require.Len(t, sh, MaxSaved)
	assert.Equal(t, Saved{ID: "g10", At: 500, Done: true}, sh[0])
	assert.Equal(t, "g9", sh[1].ID)
	assert.Equal(t, "g3", sh[MaxSaved-1].ID)
}

// TestTwoGamesBothResumed: a game left unfinished, then another: the
// menu's Resume lists both (keys 1 and 2), and each comes back at its
// step; a game resigned leaves the list.
func TestTwoGamesBothResumed(t *testing.T) {
	m := tabModel(t, 1, "")
	people(t, m, referee.Free, "h8", "h9", "i9")
	first := save(t, m)
	m.Press(BtnNewGame)
	people(t, m, referee.RIF, "h8")
	m.Press(BtnNewGame)
	v := save(t, m)
	assert.NotEqual(t, first, v)
	live := m.SavedGames()
	require.Len(t, live, 2)
	assert.Equal(t, "1.rif.learning.people.first.h.h8", live[0].Link, "the most recent first")
	assert.Equal(t, "1.free.learning.people.first.h.h8-h9-i9", live[1].Link)

	// A reload: the list read back offers both.
	m = tabModel(t, 2, v)
	assert.True(t, m.CanResume())
	for _, lang := range []msg.Lang{msg.English, msg.Chinese} {
		assert.Contains(t, rowIDs(m.View(lang)), BtnResume)
	}
	assert.Equal(t, "Resume a game (2)", m.View(msg.English).Rows[len(m.View(msg.English).Rows)-1][1].Label)
	m.Press(BtnResume)
	require.True(t, m.Choosing())
	ev := m.View(msg.English)
	assert.Equal(t, "2 games are unfinished; the most recent is at the top. Choose one to resume.", ev.Step)
	assert.Equal(t, "Resume: RIF · two players · 1 move", ev.Rows[0][0].Label)
	assert.Equal(t, "Resume: Free opening · two players · 3 moves", ev.Rows[1][0].Label)
	assert.Equal(t, "继续：自由开局 · 双人对弈 · 已下3手", m.View(msg.Chinese).Rows[1][0].Label)
	checkTexts(t, m)
	noGluedShortcut(t, "chooser", ev.Rows)
	// Escape goes back; 2 resumes the second game.
	m.Press(m.KeyPress(input.Press{Key: input.KeyEscape}))
	assert.False(t, m.Choosing())
	m.Press(BtnResume)
	m.Press(m.KeyPress(input.Press{Key: input.Key2}))
	require.Equal(t, Playing, m.Phase())
	assert.Equal(t, "1.free.learning.people.first.h.h8-h9-i9", m.Link())
	m.Tap(pt("j9"))
	v = save(t, m)
	assert.Contains(t, v, "h8-h9-i9-j9", "the game resumed is saved under its ID")
	assert.Len(t, m.SavedGames(), 2)
	assert.Equal(t, "1.free.learning.people.first.h.h8-h9-i9-j9", m.SavedGames()[0].Link)

	// Resigned: off the list (a mark stays), the other one offered alone.
	m.Press(BtnResign)
	m.Press(BtnResignYes)
	v = save(t, m)
	assert.Contains(t, v, `"done":true`)
	m.Press(BtnNewGame)
	require.Len(t, m.SavedGames(), 1)
	assert.Equal(t, "Resume game", m.View(msg.English).Rows[len(m.View(msg.English).Rows)-1][1].Label)
	m.Press(BtnResume)
	assert.Equal(t, Playing, m.Phase(), "one game: Resume opens it")
	assert.Equal(t, "1.rif.learning.people.first.h.h8", m.Link())
}

// TestMenuChoicesLeaveTheSavedGame: choosing another rule on the menu does
// not rewrite the game kept (on main the link saved took the menu's new
// rule, and then no longer replayed).
func TestMenuChoicesLeaveTheSavedGame(t *testing.T) {
	m := tabModel(t, 1, "")
	people(t, m, referee.Free, "h8", "a1")
	m.Press(BtnNewGame)
	save(t, m)
	m.Press(BtnRule + "rif")
	m.Press(BtnLevel + "3")
	_, changed := m.TakeSave()
	assert.False(t, changed)
	require.Len(t, m.SavedGames(), 1)
	assert.Equal(t, "1.free.learning.people.first.h.h8-a1", m.SavedGames()[0].Link)
}

// TestOldSavedGameStillResumed: a game saved by the version before the
// list (a link) is offered as Resume game, and comes back.
func TestOldSavedGameStillResumed(t *testing.T) {
	m := tabModel(t, 1, "1.free.learning.people.first.h.h8-h9")
	require.Len(t, m.SavedGames(), 1)
	_, changed := m.TakeSave()
	assert.False(t, changed, "nothing written before the learner plays")
	m.Press(BtnResume)
	require.Equal(t, Playing, m.Phase())
	m.Tap(pt("i9"))
	v := save(t, m)
	sh, err := ParseSaved(v)
	require.NoError(t, err)
	require.Len(t, sh, 1)
	assert.Equal(t, legacyID("1.free.learning.people.first.h.h8-h9"), sh[0].ID, "the same game, not a copy")
	assert.Equal(t, "1.free.learning.people.first.h.h8-h9-i9", sh[0].Link)
}

// TestSavedGameThatDoesNotReplay: a link that reads but does not replay
// (a stone on a stone) is taken off the list and returned to be kept
// aside; the notice names the game and why. A finished game is not
// offered either. On main it was opened as far as it replayed, in
// silence.
func TestSavedGameThatDoesNotReplay(t *testing.T) {
	stored := `{"v":1,"games":[{"id":"bad","at":300,"link":"1.free.learning.people.first.h.h8-h8"},` +
		`{"id":"over","at":200,"link":"1.free.learning.people.first.h.h8-h9-RB"},` +
		`{"id":"good","at":100,"link":"1.free.learning.2.first.h.h8-h9"}]}`
	m := New(1)
	m.Now = testNow
	broken := m.LoadSaved(stored)
	require.Len(t, broken, 1)
	assert.Equal(t, "bad", broken[0].Game.ID)
	require.Len(t, m.SavedGames(), 1)
	assert.Equal(t, "good", m.SavedGames()[0].ID)
	m.SayBroken(broken[0], "renju.play.damaged.2026-12-04T08:00:00Z")
	assert.Equal(t, "A saved game (Free opening · two players · 2 moves) cannot be resumed: Step 2 (h8) of the game link cannot be played: H8 is not an empty point. It is kept as renju.play.damaged.2026-12-04T08:00:00Z, and the progress file includes it.", m.View(msg.English).Notice)
	assert.Equal(t, "一盘保存的对局（自由开局 · 双人对弈 · 已下2手）无法继续：对局链接的第2步（h8）无法执行：H8不是空点。它已原样另存为renju.play.damaged.2026-12-04T08:00:00Z，进度文件中也包含它。", m.View(msg.Chinese).Notice)
	v := save(t, m)
	assert.Contains(t, v, `{"id":"bad","at":301,"done":true}`, "a mark, so that another tab's copy does not bring it back")
	assert.Contains(t, v, `{"id":"over","at":201,"done":true}`)

	// One that another tab saved, found at Resume: the menu stays.
	m = tabModel(t, 1, "")
	m.AdoptSaved(`{"v":1,"games":[{"id":"bad","at":300,"link":"1.free.learning.people.first.h.h8-h8"}]}`)
	m.Press(BtnResume)
	assert.Equal(t, Menu, m.Phase())
	b := m.TakeBroken()
	require.Len(t, b, 1)
	assert.Equal(t, "bad", b[0].Game.ID)
	assert.False(t, m.CanResume())
}

// TestAdoptKeepsBothTabsGames: another tab's list taken in (the storage
// event) is joined with this tab's, and this tab's next save holds both.
func TestAdoptKeepsBothTabsGames(t *testing.T) {
	a, b := tabModel(t, 1, ""), tabModel(t, 2, "")
	people(t, a, referee.Free, "h8")
	va := save(t, a)
	people(t, b, referee.Free, "h8", "h9")
	b.AdoptSaved(va)
	vb := save(t, b)
	sh, err := ParseSaved(vb)
	require.NoError(t, err)
	assert.Len(t, sh.Live(), 2)
	assert.NotEqual(t, sh[0].ID, sh[1].ID, "two tabs' games have two IDs")
}

// TestOtherTabsWordOnAGameKept: a game open in two tabs, finished in one
// (or played on): the other tab, leaving it unchanged, does not write its
// older copy back — the game stays finished (or keeps the moves).
func TestOtherTabsWordOnAGameKept(t *testing.T) {
	a := tabModel(t, 1, "")
	people(t, a, referee.Free, "h8", "h9")
	v := save(t, a)
	b := tabModel(t, 2, v)
	b.Press(BtnResume)
	require.Equal(t, Playing, b.Phase())

	// A plays on; B, which saw the game at move 2, goes to the menu.
	a.Tap(pt("i9"))
	b.AdoptSaved(save(t, a))
	b.Press(BtnNewGame)
	if v, ok := b.TakeSave(); ok {
		b.AdoptSaved(v)
	}
	require.Len(t, b.SavedGames(), 1)
	assert.Equal(t, "1.free.learning.people.first.h.h8-h9-i9", b.SavedGames()[0].Link, "A's move kept")

	// A resigns; B, on its menu, saves again: the game stays finished.
	a.Press(BtnResign)
	a.Press(BtnResignYes)
	b.AdoptSaved(save(t, a))
	b.Press(BtnHints)
	if v, ok := b.TakeSave(); ok {
		sh, err := ParseSaved(v)
		require.NoError(t, err)
		assert.Empty(t, sh.Live(), v)
	}
	assert.False(t, b.CanResume())
}

// TestChooserEmptiedByAnotherTab: the games listed finished in another tab
// meanwhile: the menu comes back, no empty chooser.
func TestChooserEmptiedByAnotherTab(t *testing.T) {
	m := tabModel(t, 1, `{"v":1,"games":[{"id":"a","at":2,"link":"1.free.learning.people.first.h.h8"},{"id":"b","at":1,"link":"1.free.learning.people.first.h.h8-h9"}]}`)
	m.Press(BtnResume)
	require.True(t, m.Choosing())
	m.AdoptSaved(`{"v":1,"games":[{"id":"a","at":5,"done":true},{"id":"b","at":4,"done":true}]}`)
	assert.False(t, m.Choosing())
	v := m.View(msg.English)
	assert.Contains(t, rowIDs(v), BtnStart)
	assert.NotContains(t, rowIDs(v), BtnResume)
}

// TestMenuShowsAnEmptyBoard: back on the menu with a game kept for
// Resume, the board is empty (it showed the last game's stones, as if
// that game were still on), and Resume brings the stones back.
func TestMenuShowsAnEmptyBoard(t *testing.T) {
	m := tabModel(t, 1, "")
	people(t, m, referee.Free, "h8", "h9", "i9")
	m.Press(BtnNewGame)
	require.True(t, m.CanResume())
	assert.Equal(t, rules.Board{}, m.View(msg.English).Board.Stones, "the menu's board")
	v := save(t, m)

	// A reload puts the game kept behind the menu: still an empty board.
	m = tabModel(t, 2, v)
	require.Equal(t, Menu, m.Phase())
	assert.Equal(t, rules.Board{}, m.View(msg.English).Board.Stones)
	m.Press(BtnResume)
	require.Equal(t, Playing, m.Phase())
	b := m.View(msg.English).Board.Stones
	assert.Equal(t, 3, b.Count(rules.Black)+b.Count(rules.White))
}
