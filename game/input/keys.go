package input

import (
	"renju/game/freeboard"
	"renju/game/msg"
)

// Key is a physical key the tutor listens to (the Ebitengine layer maps its
// key codes to these).
type Key int

const (
	KeyNone Key = iota
	KeyZ
	KeyY
	KeyF
	KeyC
	KeyN
	KeyW
	Key1
	Key2
	Key3
	Key4
	Key5
	KeyDelete
	KeyBackspace
	KeyEscape
	// Keys of the app's other screens (walks, lessons, the language).
	KeyLeft
	KeyRight
	KeyUp
	KeyDown
	KeySpace
	KeyHome
	KeyEnd
	KeyEnter
	KeyPageUp
	KeyPageDown
	KeyL
	KeyS
	// Keys of the Drills and the Classroom.
	KeyE
	KeyG
	KeyI
	KeyP
	KeyU
	Key6
	Key7
	Key8
	Key9
)

// Press is one key going down with the modifiers held. Ctrl stands for
// Control or, on a Mac, Command.
type Press struct {
	Key   Key
	Ctrl  bool
	Shift bool
}

// Shortcut returns the action of a key press (NoAction if none). Letters
// without Ctrl act only when Ctrl is up, so the browser's own Ctrl shortcuts
// are left alone.
func Shortcut(p Press) freeboard.Action {
	switch p.Key {
	case KeyZ:
		if p.Shift {
			return freeboard.Redo // Shift+Z, Shift+Ctrl+Z
		}
		return freeboard.Undo // Z, Ctrl+Z
	case KeyY:
		return freeboard.Redo // Y, Ctrl+Y
	case KeyEscape:
		return freeboard.Escape
	}
	if p.Ctrl {
		return freeboard.NoAction
	}
	switch p.Key {
	case KeyF:
		return freeboard.ToggleOverlay
	case KeyC:
		return freeboard.ToggleCoords
	case KeyN:
		return freeboard.ToggleNumbers
	case KeyW:
		return freeboard.WhyHere
	case Key1, Key2, Key3, Key4, Key5:
		return freeboard.ModeAction(freeboard.Mode(p.Key - Key1))
	case KeyDelete, KeyBackspace:
		return freeboard.Clear
	}
	return freeboard.NoAction
}

// CharShortcut returns the action of a typed character: '?' (whatever keys
// make it on the user's layout) opens the shortcut list.
func CharShortcut(r rune) freeboard.Action {
	if r == '?' {
		return freeboard.ToggleHelp
	}
	return freeboard.NoAction
}

// AppHelpLines are the keys of the whole app, shown after HelpLines.
var AppHelpLines = []HelpLine{
	{"←  →  Space  Home", msg.KeyWalk},
	{"L", msg.KeyLang},
}

// HelpLine is one line of the shortcut list.
type HelpLine struct {
	Keys string // as printed, e.g. "Ctrl+Z  Z"
	Desc msg.ID
}

// HelpLines is the shortcut list shown by '?', in order. Keep it in step
// with Shortcut (the tests check each line's keys do what it says).
var HelpLines = []HelpLine{
	{"Ctrl+Z   Z", msg.KeyUndo},
	{"Ctrl+Y   Shift+Ctrl+Z   Y", msg.KeyRedo},
	{"1  2  3  4  5", msg.KeyModes},
	{"W", msg.KeyWhy},
	{"F", msg.KeyOverlay},
	{"C", msg.KeyCoords},
	{"N", msg.KeyNumbers},
	{"Delete   Backspace", msg.KeyClear},
	{"?", msg.KeyHelp},
	{"Esc", msg.KeyEsc},
}
