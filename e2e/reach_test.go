package e2e

import (
	"encoding/json"
	"fmt"
	"image"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/accessibility"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/lessons"
	"renju/msg"
)

// axText is everything the browser's accessibility tree says: each node's
// role, name and value, one per line, as a screen reader would get them.
func (tb *tab) axText() string {
	tb.t.Helper()
	res, err := chromedp.Call(tb.ctx, accessibility.GetFullAXTree, accessibility.GetFullAXTreeParams{})
	require.NoError(tb.t, err)
	var b strings.Builder
	for _, n := range res.Nodes {
		if n.Ignored {
			continue
		}
		for _, v := range []*accessibility.Value{n.Role, n.Name, n.Value} {
			if v == nil || len(v.Value) == 0 {
				continue
			}
			var str string
			if json.Unmarshal(v.Value, &str) != nil {
				str = string(v.Value)
			}
			b.WriteString(str)
			b.WriteString(" | ")
		}
		b.WriteString("\n")
	}
	return b.String()
}

// axLive is what the accessibility tree holds in the live region (the
// node with the role status): the text a screen reader announces.
func (tb *tab) axLive() string {
	tb.t.Helper()
	res, err := chromedp.Call(tb.ctx, accessibility.GetFullAXTree, accessibility.GetFullAXTreeParams{})
	require.NoError(tb.t, err)
	byID := map[accessibility.NodeID]*accessibility.Node{}
	for _, n := range res.Nodes {
		byID[n.NodeID] = n
	}
	var text func(n *accessibility.Node) string
	text = func(n *accessibility.Node) string {
		if n.Role != nil && axString(n.Role) == "StaticText" && n.Name != nil {
			return axString(n.Name)
		}
		s := ""
		for _, c := range n.ChildIDs {
			if cn := byID[c]; cn != nil {
				s += text(cn)
			}
		}
		return s
	}
	for _, n := range res.Nodes {
		if n.Role != nil && axString(n.Role) == "status" {
			return text(n)
		}
	}
	return ""
}

func axString(v *accessibility.Value) string {
	var s string
	if json.Unmarshal(v.Value, &s) != nil {
		return string(v.Value)
	}
	return s
}

// waitLive waits until the live region, in the accessibility tree, says
// want.
func (tb *tab) waitLive(what, want string) string {
	tb.t.Helper()
	deadline := time.Now().Add(8 * time.Second)
	for {
		live := tb.axLive()
		if strings.Contains(live, want) {
			return live
		}
		if time.Now().After(deadline) {
			tb.t.Fatalf("the live region does not say %s (%q); it says %q", what, want, live)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// waitAX waits until the accessibility tree says want.
func (tb *tab) waitAX(what, want string) {
	tb.t.Helper()
	deadline := time.Now().Add(8 * time.Second)
	for {
		ax := tb.axText()
		if strings.Contains(ax, want) {
			return
		}
		if time.Now().After(deadline) {
			tb.t.Fatalf("the accessibility tree does not say %s (%q):\n%s", what, want, ax)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// TestScreenReaderMirror reads the accessibility tree through the browser:
// the canvas has a role and a name, <html lang> follows the language, the
// buttons are there to press, and a screen change, a walk's step and a
// wrong answer are announced in the live region.
func TestScreenReaderMirror(t *testing.T) {
	tb := sharedTab(t, desktop, "en")
	tb.open("")
	tb.waitAX("the canvas's name", "application | Renju Tutor. Tab goes through the buttons")
	assert.Equal(t, "en", eval[string](tb, `document.documentElement.lang`))
	ax := tb.axText()
	assert.Contains(t, ax, "button | Learn", "the home menu's buttons are mirrored")

	// A screen change.
	tb.clickButton("menu.learn")
	tb.clickButton("hub.lessons")
	tb.waitLive("the lessons screen announced", "Lessons.")

	// A walk's step.
	tb.navigate("#lesson=double-three/1")
	tb.waitState("the lesson", func(s appState) bool { return s.Screen == "lesson" })
	tb.clickButton("walk.open.1")
	tb.waitState("the walk open", func(s appState) bool { return s.Step == 1 })
	tb.key(kb.ArrowRight)
	tb.waitLive("the walk's second step", "Step 2 of")

	// A wrong answer's feedback.
	l, page := findTask(t, lessons.TaskClickForbidden)
	b := l.Pages[page-1].Board
	miss := notForbidden(&b)
	tb.navigate(fmt.Sprintf("#lesson=%s/%d", l.ID, page))
	tb.waitState("the click task", func(s appState) bool { return s.Lesson == l.ID && s.Page == page })
	tb.settle() // the page's own sentences are said first, in the frame after the link
	tb.click(tb.pointToClient(miss.String()))
	tb.waitButton("task.answer") // wrong
	tb.waitLive("the wrong answer's feedback, naming the point", miss.Upper())

	// The language: <html lang> and the canvas's name follow it.
	eval[string](tb, `window.renju.setLang("zh")`)
	tb.waitJS("<html lang> in Chinese", `document.documentElement.lang === "zh-Hans"`)
	tb.waitAX("the canvas's Chinese name", "连珠禁手教室。Tab 键")
	tb.noProblems()
}

// TestMirrorButtonsPress: a screen reader presses the DOM's copy of a
// button (a click on it), and the app does what the canvas's button does.
func TestMirrorButtonsPress(t *testing.T) {
	tb := sharedTab(t, desktop, "en")
	tb.open("")
	tb.waitAX("the mirrored buttons", "button | Learn")
	eval[any](tb, `(document.querySelector('#sr-buttons button[data-id="menu.learn"]').click(), 0)`)
	tb.waitState("the Learn hub", func(s appState) bool { return s.Screen == "hub" })
	tb.waitAX("the hub's mirrored buttons", "button | Free board")
	eval[any](tb, `(document.querySelector('#sr-buttons button[data-id="hub.free"]').click(), 0)`)
	tb.waitState("the free board", func(s appState) bool { return s.Screen == "free" })
	tb.noProblems()
}

// TestKeyboardOnly: Tab shows a focus ring and Enter presses; on the free
// board the arrows show a board cursor, Enter plays at it, B reads the
// board. Screenshots: test-artifacts/keyboard-*.png.
func TestKeyboardOnly(t *testing.T) {
	tb := sharedTab(t, desktop, "en")
	tb.open("")
	tb.shown()
	before := tb.screenshot("keyboard-home")
	tb.key(kb.Tab)
	tb.key(kb.Tab)
	tb.waitState("the second button focused", func(s appState) bool { return s.Focus != "" })
	tb.shown()
	ring := tb.screenshot("keyboard-focus-ring")
	assert.Greater(t, differing(before, ring), 200, "the focus ring is drawn")

	// To the free board by keys alone: the arrows go through the menu,
	// Tab too; Enter on its tile.
	for i := 0; tb.state().Focus != "menu.learn"; i++ {
		require.Less(t, i, 15, "Tab reaches the Learn tile")
		focus := tb.state().Focus
		tb.key(kb.Tab)
		tb.waitState("the focus moved", func(s appState) bool { return s.Focus != focus })
	}
	tb.key(kb.Enter)
	tb.waitState("the Learn hub", func(s appState) bool { return s.Screen == "hub" })
	for i := 0; tb.state().Focus != "hub.free"; i++ {
		require.Less(t, i, 15, "Tab reaches the free board's button")
		focus := tb.state().Focus
		tb.key(kb.Tab)
		tb.waitState("the focus moved", func(s appState) bool { return s.Focus != focus })
	}
	tb.key(kb.Enter)
	tb.waitState("the free board", func(s appState) bool { return s.Screen == "free" })
	tb.key(kb.ArrowDown) // the cursor shows, moved from H8
	tb.waitState("the cursor at H7", func(s appState) bool { return s.Cursor == "h7" })
	tb.key(kb.ArrowUp)
	tb.key(kb.ArrowLeft)
	tb.waitState("the cursor at G8", func(s appState) bool { return s.Cursor == "g8" })
	tb.shown()
	tb.screenshot("keyboard-board-cursor")
	tb.key(kb.Enter)
	tb.waitState("a stone at G8 from the keyboard", func(s appState) bool { return s.Position == "B:g8" })
	tb.key("b")
	tb.waitLive("the board read out", "Black: G8 on row 8. White: none. White to move.")
	tb.noProblems()
}

// differing counts the pixels that differ between two same-size images.
func differing(a, b image.Image) int {
	n := 0
	r := a.Bounds().Intersect(b.Bounds())
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if a.At(x, y) != b.At(x, y) {
				n++
			}
		}
	}
	return n
}

// mirrorButtons lists the DOM mirror's buttons as "id=label", a dimmed
// one with " (disabled)".
func (tb *tab) mirrorButtons() string {
	tb.t.Helper()
	return eval[string](tb, `[...document.querySelectorAll('#sr-buttons button')].map(b => b.dataset.id + "=" + b.textContent + (b.getAttribute("aria-disabled") === "true" ? " (disabled)" : "")).join("\n")`)
}

// waitMirror waits until the DOM mirror's buttons (mirrorButtons) or its
// texts (#sr-screen) say want.
func (tb *tab) waitMirror(what, want string) {
	tb.t.Helper()
	deadline := time.Now().Add(8 * time.Second)
	for {
		got := tb.mirrorButtons() + "\n" + eval[string](tb, `document.getElementById("sr-screen").innerText`)
		if strings.Contains(got, want) {
			return
		}
		if time.Now().After(deadline) {
			tb.t.Fatalf("the mirror does not say %s (%q); it says:\n%s", what, want, got)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// TestMirrorCarriesWhatIsDrawn: the DOM mirror carries what the canvas
// draws. Every lesson card's label starts with the number and topic drawn
// on it, in both languages (before, eight cards drew a raw key such as
// topic.review, and no card's label said its topic); the walk's icon
// buttons are there by name, the dimmed ones marked (before, Restart,
// Back and Next were missing); the screen's own texts are there as
// paragraphs, and the accessibility tree reads them.
func TestMirrorCarriesWhatIsDrawn(t *testing.T) {
	tb := sharedTab(t, desktop, "en")
	tb.open("#lessons")
	all := lessons.All()
	for _, lang := range []msg.Lang{msg.English, msg.Chinese} {
		eval[string](tb, `window.renju.setLang(`+jsString(string(lang))+`)`)
		for i, l := range all {
			head := msg.F(lang, msg.LessonNumber, i+1) + " · " + msg.T(lang, msg.Topic(l.Topics[0]))
			tb.waitMirror("lesson card "+l.ID+"'s number and topic", "lesson."+l.ID+"="+head)
		}
		assert.NotContains(t, tb.mirrorButtons(), "topic.", "no raw key in the mirror")
	}
	eval[string](tb, `window.renju.setLang("en")`)

	l, _ := findLesson(t, "double-three")
	tb.navigate("#lesson=double-three/1")
	tb.waitState("the lesson", func(s appState) bool { return s.Lesson == "double-three" && s.Page == 1 })
	first := strings.Split(l.Pages[0].Text.EN, "\n")[0]
	tb.waitMirror("the page's first paragraph", first)
	tb.waitMirror("the page dots by name", "page.1=Page 1 of ")
	tb.clickButton("walk.open.1")
	tb.waitState("the walk open", func(s appState) bool { return s.Step == 1 })
	tb.waitMirror("Next, by name", "walk.next=Next")
	tb.waitMirror("Restart, dimmed at the first step", "walk.restart=Restart (disabled)")
	tb.waitMirror("Back, dimmed at the first step", "walk.prev=Back (disabled)")
	tb.waitMirror("the walk's step counter", "Step 1 of ")
	tb.waitAX("the screen's texts, named", "What the screen shows")
	tb.waitAX("the step counter in the accessibility tree", "Step 1 of ")
	tb.noProblems()
}

// findLesson is the lesson with this ID and its number (from 1).
func findLesson(t *testing.T, id string) (*lessons.Lesson, int) {
	t.Helper()
	for i, l := range lessons.All() {
		if l.ID == id {
			return l, i + 1
		}
	}
	t.Fatalf("no lesson %s", id)
	return nil, 0
}
