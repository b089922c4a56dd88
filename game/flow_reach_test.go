//go:build js

package game

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/game/features/lessonplay"
	"renju/game/frame/screens"
	"renju/game/vocab/input"
	"renju/lessons"
	"renju/msg"
	"renju/rules"
)

// heard collects what the screen-reader mirror announced.
func (h *harness) listen() *[]string {
	var said []string
	h.g.OnMirror = func(say, _, _ string, _ msg.Lang, _ bool) {
		if say != "" {
			said = append(said, say)
		}
	}
	return &said
}

func (h *harness) shift(k input.Key) {
	h.g.PushEvent(Event{Kind: KeyDown, Press: input.Press{Key: k, Shift: true}})
	h.update()
}

// TestTabFocusesAndEnterPresses: Tab walks the home screen's buttons in
// reading order with a ring the frame draws, Enter presses the focused
// one, and a pointer press hides the ring.
func TestTabFocusesAndEnterPresses(t *testing.T) {
	h := newHarness(t)
	said := h.listen()
	h.key(input.KeyTab)
	first := h.g.kb.ring.ID()
	require.Equal(t, "home.continue", first, "Tab begins at Continue")
	seen := map[string]bool{first: true}
	for range 12 {
		h.key(input.KeyTab)
		seen[h.g.kb.ring.ID()] = true
	}
	for _, id := range []string{"home.continue", "menu.learn", "menu.practise", "nav.lang"} {
		assert.True(t, seen[id], "Tab reaches %s (saw %v)", id, seen)
	}
	assert.NotEmpty(t, *said, "the focused button is announced")
	assert.True(t, strings.HasSuffix((*said)[len(*said)-1], "button."), "%q", *said)

	for h.g.kb.ring.ID() != "menu.learn" {
		h.key(input.KeyTab)
	}
	h.key(input.KeyEnter)
	assert.Equal(t, "hub", h.state().Screen, "Enter presses the focused button")
	assert.Equal(t, "", h.g.kb.ring.ID(), "a new screen starts without focus")

	h.key(input.KeyTab)
	require.NotEmpty(t, h.g.kb.ring.ID())
	h.shift(input.KeyTab)
	h.click(5, 5)
	assert.Equal(t, "", h.g.kb.ring.ID(), "a pointer press hides the ring")
}

// TestArrowsInTheLessonMenu: the first arrow goes to the lesson to go on
// with, ↓ to the card below it (the menu has two columns at 1280×800),
// → to the one beside it, Enter opens it.
func TestArrowsInTheLessonMenu(t *testing.T) {
	h := newHarness(t)
	h.press("menu.learn")
	h.press("hub.lessons")
	all := h.g.learn.All()
	h.key(input.KeyDown)
	assert.Equal(t, screens.BtnLessonCard+all[0].ID, h.g.kb.ring.ID(), "a new learner starts at lesson 1")
	cards := screens.LessonCards(h.g.cur)
	cols := 0
	for _, c := range cards {
		if c.Y == cards[0].Y {
			cols++
		}
	}
	require.Equal(t, 2, cols, "two columns at 1280×800")
	h.key(input.KeyDown)
	assert.Equal(t, screens.BtnLessonCard+all[2].ID, h.g.kb.ring.ID(), "↓ goes to the card below")
	h.key(input.KeyRight)
	assert.Equal(t, screens.BtnLessonCard+all[3].ID, h.g.kb.ring.ID(), "→ to the card beside it")
	// Down to the last row: the menu scrolls to keep the card in view.
	for range len(all) {
		h.key(input.KeyDown)
	}
	last := h.g.kb.ring.ID()
	assert.True(t, last == screens.BtnLessonCard+all[len(all)-1].ID || last == screens.BtnLessonCard+all[len(all)-2].ID, last)
	assert.Greater(t, screens.LessonsScroll(h.g.cur), 0.0, "the menu scrolled to the focused card")
	for _, b := range h.g.buttons {
		if b.ID == last {
			assert.False(t, b.Hidden, "the focused card is in view")
		}
	}
	h.key(input.KeyEnter)
	assert.Equal(t, "lesson", h.state().Screen)
}

// TestBoardCursorPlaysAndAsksWhy: on the free board the first arrow
// shows a cursor and moves it from H8, the next move it on, Enter plays
// there, W asks Why? there.
func TestBoardCursorPlaysAndAsksWhy(t *testing.T) {
	h := newHarness(t)
	said := h.listen()
	require.NoError(t, h.g.Load("B:g8,j8,h7,h10 W:a1,a2,a3,a15"))
	h.update()
	h.key(input.KeyUp)
	p, on := h.g.cursorShown()
	require.True(t, on, "an arrow shows the cursor")
	assert.Equal(t, "h9", p.String(), "the first press moves it, from the centre")
	assert.Contains(t, strings.Join(*said, " "), "H9, empty", "and says where it is")
	h.key(input.KeyDown)
	p, _ = h.g.cursorShown()
	assert.Equal(t, "h8", p.String())
	assert.Contains(t, strings.Join(*said, " "), "H8, empty: forbidden for Black (double-three).")
	h.key(input.KeyW)
	assert.Equal(t, "h8", h.state().Walk, "W walks the cursor's point")
	h.key(input.KeyEscape) // closes the walk
	require.Equal(t, "", h.state().Walk)
	h.key(input.KeyRight)
	h.key(input.KeyRight)
	h.key(input.KeyRight) // still shown after the walk: it moves on from H8
	p, _ = h.g.cursorShown()
	assert.Equal(t, "k8", p.String())
	h.key(input.KeyEnter)
	assert.Equal(t, "B:g8,h7,h10,j8,k8 W:a1,a2,a3,a15", h.state().Position, "Enter plays at the cursor")
	for range 20 {
		h.key(input.KeyRight)
	}
	p, _ = h.g.cursorShown()
	assert.Equal(t, "o8", p.String(), "the cursor stays on the board")
	h.key(input.KeyEscape)
	_, on = h.g.cursorShown()
	assert.False(t, on, "Esc hides it")
}

// TestTapTaskAnsweredFromTheKeyboard: a click-point task is answered
// with the cursor; a wrong answer's feedback is announced.
func TestTapTaskAnsweredFromTheKeyboard(t *testing.T) {
	var lesson *lessons.Lesson
	page := -1
	for _, l := range lessons.All() {
		for i, pg := range l.Pages {
			if pg.Task != nil && pg.Task.Type == lessons.TaskClickPoint && pg.Task.Point != rules.Center && page < 0 {
				lesson, page = l, i
			}
		}
	}
	require.NotNil(t, lesson, "a click-point task")
	target := lesson.Pages[page].Task.Point

	h := newHarness(t)
	require.NoError(t, h.g.OpenHash("#"+"lesson="+screens.LessonArg(lesson.ID, page)))
	h.update()
	said := h.listen()
	h.key(input.KeyLeft) // shows the cursor, moved to G8
	h.key(input.KeyRight)
	h.key(input.KeyEnter)
	assert.NotEqual(t, lessonplay.Right, screens.LessonFlow(h.g.cur).Cur().Phase(), "H8 is not the answer")
	assert.NotEmpty(t, *said, "the wrong answer's feedback is announced")

	at := rules.Center
	for at != target {
		switch {
		case at.Col < target.Col:
			h.key(input.KeyRight)
			at.Col++
		case at.Col > target.Col:
			h.key(input.KeyLeft)
			at.Col--
		case at.Row < target.Row:
			h.key(input.KeyUp)
			at.Row++
		default:
			h.key(input.KeyDown)
			at.Row--
		}
	}
	h.key(input.KeyEnter)
	assert.Equal(t, lessonplay.Right, screens.LessonFlow(h.g.cur).Cur().Phase(), "the cursor answers the task at %s", target)
	_, on := h.g.cursorShown()
	assert.False(t, on, "the task answered, the cursor goes")
	h.key(input.KeyRight)
	assert.Equal(t, page+2, h.state().Page, "→ turns the page again")
}

// TestMirrorAnnouncesScreensStepsAndTheBoard: a screen change says the
// screen's name, a walk's step is said, B reads the board by rows, and the
// buttons are mirrored with labels.
func TestMirrorAnnouncesScreensStepsAndTheBoard(t *testing.T) {
	h := newHarness(t)
	var said []string
	var buttons string
	h.g.OnMirror = func(say, bs, _ string, _ msg.Lang, _ bool) {
		if say != "" {
			said = append(said, say)
		}
		if bs != "" {
			buttons = bs
		}
	}
	h.press("menu.learn")
	h.press("hub.lessons")
	require.NotEmpty(t, said)
	assert.True(t, strings.HasPrefix(said[len(said)-1], "Lessons."), "%q", said)
	assert.Contains(t, buttons, `"label":"Lesson 1 · The board: `, "the cards are mirrored with their names")

	require.NoError(t, h.g.OpenHash("#lesson=double-three/1"))
	h.update()
	require.NotEmpty(t, screens.LessonFlow(h.g.cur).Page().Page().Walks, "the page has a walk")
	h.press(lessonplay.BtnWalkOpen + "1")
	h.key(input.KeyRight)
	assert.Contains(t, said[len(said)-1], "Step 2 of", "a walk's step is announced")

	require.NoError(t, h.g.Load("B:g8,h8,i8,h9 W:f7"))
	h.update()
	h.key(input.KeyB)
	assert.Equal(t, "Black: H9 on row 9; G8, H8, I8 on row 8. White: F7 on row 7. White to move.", said[len(said)-1])
}

// TestKeyHintsOnlyAfterAKey: the key hints (the kit's Keyboard) show once
// a key is used and go with the first touch.
func TestKeyHintsOnlyAfterAKey(t *testing.T) {
	h := newHarness(t)
	assert.False(t, h.g.kit.Keyboard, "no key used yet")
	h.key(input.KeyTab)
	h.update()
	assert.True(t, h.g.kit.Keyboard)
	lay := h.g.currentLayout()
	h.g.PushEvent(Event{Kind: PointerDown, ID: 4, FX: 0.5, FY: 0.5, Touch: true})
	h.g.PushEvent(Event{Kind: PointerUp, ID: 4, FX: 0.5, FY: 0.5, Touch: true})
	h.update()
	h.update()
	assert.False(t, h.g.kit.Keyboard, "a touch hides them (%v)", lay.W)
}

// TestBadLinkNoticeInChinese: a bad link's notice is Chinese in Chinese,
// and an error that has only English words says so.
func TestBadLinkNoticeInChinese(t *testing.T) {
	h := newHarness(t)
	h.g.SetLang(msg.Chinese)
	require.Error(t, h.g.OpenHash("#lesson=nonsense/1"))
	assert.Equal(t, "无法打开这个链接：没有“nonsense”这一课", h.g.toastText())
	require.Error(t, h.g.OpenHash("#drills=four-three.9"))
	assert.Equal(t, "无法打开这个链接：练习难度“9”不对：应为1到3", h.g.toastText())
	h.g.SetLang(msg.English)
	assert.Equal(t, `This link could not be opened: drill level "9": want 1 to 3`, h.g.toastText())
	h.g.SetLang(msg.Chinese)
	require.Error(t, h.g.OpenHash("#lesson=three/zz"))
	assert.Equal(t, `无法打开这个链接，链接里的内容有误（英文说明：page “zz” of lesson “three” is not a number from 1）`, h.g.toastText())
}

// TestMirrorButtonPress: the DOM copy of a button, pressed, presses it.
func TestMirrorButtonPress(t *testing.T) {
	h := newHarness(t)
	h.g.PushEvent(Event{Kind: ButtonPress, Button: "menu.learn"})
	h.update()
	assert.Equal(t, "hub", h.state().Screen)
	h.g.PushEvent(Event{Kind: ButtonPress, Button: "hub.free"})
	h.update()
	assert.Equal(t, "free", h.state().Screen)
	h.g.PushEvent(Event{Kind: ButtonPress, Button: "nav.home"})
	h.update()
	assert.Equal(t, "home", h.state().Screen, "the frame's own buttons too")
}
