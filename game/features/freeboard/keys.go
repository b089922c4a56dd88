package freeboard

import (
	"renju/game/vocab/input"
	"renju/msg"
)

// KeyAction returns the action of a key press (NoAction if none). Letters
// without Ctrl act only when Ctrl is up, so the browser's own Ctrl shortcuts
// are left alone.
func KeyAction(p input.Press) Action {
	switch p.Key {
	case input.KeyZ:
		if p.Shift {
			return Redo // Shift+Z, Shift+Ctrl+Z
		}
		return Undo // Z, Ctrl+Z
	case input.KeyY:
		return Redo // Y, Ctrl+Y
	case input.KeyEscape:
		return Escape
	}
	if p.Ctrl {
		return NoAction
	}
	switch p.Key {
	case input.KeyF:
		return ToggleOverlay
	case input.KeyC:
		return ToggleCoords
	case input.KeyN:
		return ToggleNumbers
	case input.KeyW:
		return WhyHere
	case input.Key1, input.Key2, input.Key3, input.Key4, input.Key5:
		return ModeAction(Mode(p.Key - input.Key1))
	case input.KeyDelete, input.KeyBackspace:
		return Clear
	}
	return NoAction
}

// CharAction returns the action of a typed character: '?' (whatever keys
// make it on the user's layout) opens the shortcut list.
func CharAction(r rune) Action {
	if r == '?' {
		return ToggleHelp
	}
	return NoAction
}

// AppHelpLines are the keys of the whole app, shown after HelpLines.
var AppHelpLines = []HelpLine{
	{"←  →  Space  Home", KeyWalk},
	{"L", KeyLang},
}

// HelpLine is one line of the shortcut list.
type HelpLine struct {
	Keys string // as printed, e.g. "Ctrl+Z  Z"
	Desc msg.ID
}

// HelpLines is the shortcut list shown by '?', in order. Keep it in step
// with KeyAction (the tests check each line's keys do what it says).
var HelpLines = []HelpLine{
	{"Ctrl+Z   Z", KeyUndo},
	{"Ctrl+Y   Shift+Ctrl+Z   Y", KeyRedo},
	{"1  2  3  4  5", KeyModes},
	{"W", KeyWhy},
	{"F", KeyOverlay},
	{"C", KeyCoords},
	{"N", KeyNumbers},
	{"Delete   Backspace", KeyClear},
	{"?", KeyHelp},
	{"Esc", KeyEsc},
}
