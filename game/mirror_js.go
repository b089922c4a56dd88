//go:build js

package game

import (
	"syscall/js"

	"renju/jsonkit"
	"renju/msg"
)

// clearMirror empties the page's mirror (attachMirror), for a test's
// reset.
var clearMirror = func() {}

// attachMirror builds the screen-reader mirror in the page: a visually
// hidden live region and a group of real buttons copying the canvas's, and
// keeps them, the canvas's name and <html lang> up to date (Game.OnMirror).
// The elements are styled through the CSSOM, which the page's strict
// Content-Security-Policy allows (inline style attributes it does not).
func attachMirror(g *Game) {
	doc := js.Global().Get("document")
	root := doc.Call("createElement", "div")
	root.Set("id", "sr-mirror")
	st := root.Get("style")
	for k, v := range map[string]string{
		"position": "absolute", "width": "1px", "height": "1px", "overflow": "hidden",
		"clip": "rect(0 0 0 0)", "clipPath": "inset(50%)", "whiteSpace": "nowrap", "margin": "-1px", "padding": "0", "border": "0",
	} {
		st.Set(k, v)
	}
	live := doc.Call("createElement", "div")
	live.Set("id", "sr-live")
	live.Call("setAttribute", "role", "status")
	live.Call("setAttribute", "aria-live", "polite")
	live.Call("setAttribute", "aria-atomic", "true")
	// The screen's texts, to read at leisure (a screen reader's browse
	// mode), then its buttons.
	screen := doc.Call("createElement", "div")
	screen.Set("id", "sr-screen")
	screen.Call("setAttribute", "role", "region")
	group := doc.Call("createElement", "div")
	group.Set("id", "sr-buttons")
	group.Call("setAttribute", "role", "group")
	root.Call("appendChild", live)
	root.Call("appendChild", screen)
	root.Call("appendChild", group)
	doc.Get("body").Call("appendChild", root)

	group.Call("addEventListener", "click", js.FuncOf(func(this js.Value, args []js.Value) any {
		t := args[0].Get("target")
		if id := t.Call("getAttribute", "data-id"); id.Type() == js.TypeString {
			g.PushEvent(Event{Kind: ButtonPress, Button: id.String()})
		}
		return nil
	}))

	// The same sentence twice is still announced: the text alternates a
	// trailing no-break space, so the live region always changes.
	flip := false
	// A test's reset empties the mirror as a fresh load finds it; the
	// visit made anew then tells it everything again (testreset_js.go).
	clearMirror = func() {
		for _, el := range []js.Value{live, screen, group} {
			el.Set("textContent", "")
		}
		flip = false
	}
	g.mu.Lock()
	g.mirrorAfterFirst = true
	g.mu.Unlock()
	g.OnMirror = func(say, buttons, screenTexts string, lang msg.Lang, langChanged bool) {
		if langChanged {
			tag := "en"
			if lang == msg.Chinese {
				tag = "zh-Hans"
			}
			doc.Get("documentElement").Set("lang", tag)
			group.Call("setAttribute", "aria-label", msg.T(lang, msg.SpeechButtons))
			screen.Call("setAttribute", "aria-label", msg.T(lang, msg.SpeechScreenTexts))
		}
		if screenTexts != "" {
			var ts []string
			if jsonkit.Unmarshal([]byte(screenTexts), &ts) == nil {
				screen.Set("textContent", "")
				for _, s := range ts {
					p := doc.Call("createElement", "p")
					p.Set("textContent", s)
					screen.Call("appendChild", p)
				}
			}
		}
		if c := doc.Call("querySelector", "canvas"); c.Truthy() && (langChanged || !c.Call("hasAttribute", "role").Bool()) {
			c.Call("setAttribute", "role", "application")
			c.Call("setAttribute", "aria-label", msg.T(lang, msg.SpeechCanvas))
			c.Call("setAttribute", "aria-describedby", "sr-live")
		}
		if say != "" {
			if flip {
				say += "\u00a0"
			}
			flip = !flip
			live.Set("textContent", say)
		}
		if buttons != "" {
			var bs []mirrorButton
			if jsonkit.Unmarshal([]byte(buttons), &bs) != nil {
				return
			}
			group.Set("textContent", "")
			for _, b := range bs {
				el := doc.Call("createElement", "button")
				el.Set("type", "button")
				el.Set("tabIndex", -1)
				el.Call("setAttribute", "data-id", b.ID)
				el.Set("textContent", b.Label)
				if b.Disabled {
					// Still found and read, as dimmed; a press does nothing
					// (mirrorPress skips a disabled button).
					el.Call("setAttribute", "aria-disabled", "true")
				}
				group.Call("appendChild", el)
			}
		}
	}
}
