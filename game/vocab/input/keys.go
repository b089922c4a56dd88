package input

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
	// Keys of the walk: full detail, the outline's next node.
	KeyD
	KeyO
	// Keys of keyboard-only use: focus the next button, describe the
	// board aloud.
	KeyTab
	KeyB
	// Keys of the Play screen: hints, keep the colours.
	KeyH
	KeyK
)

// Press is one key going down with the modifiers held. Ctrl stands for
// Control or, on a Mac, Command.
type Press struct {
	Key   Key
	Ctrl  bool
	Shift bool
}

// Label is the key as a shortcut is written on a button or in a list
// ("Y", "Enter", "Esc", "1", "←").
func (k Key) Label() string {
	if k >= KeyNone && int(k) < len(keyLabels) {
		return keyLabels[k]
	}
	return ""
}

var keyLabels = [...]string{
	KeyNone: "", KeyZ: "Z", KeyY: "Y", KeyF: "F", KeyC: "C", KeyN: "N", KeyW: "W",
	Key1: "1", Key2: "2", Key3: "3", Key4: "4", Key5: "5",
	KeyDelete: "Delete", KeyBackspace: "Backspace", KeyEscape: "Esc",
	KeyLeft: "←", KeyRight: "→", KeyUp: "↑", KeyDown: "↓", KeySpace: "Space",
	KeyHome: "Home", KeyEnd: "End", KeyEnter: "Enter", KeyPageUp: "PageUp", KeyPageDown: "PageDown",
	KeyL: "L", KeyS: "S", KeyE: "E", KeyG: "G", KeyI: "I", KeyP: "P", KeyU: "U", KeyD: "D", KeyO: "O",
	Key6: "6", Key7: "7", Key8: "8", Key9: "9",
	KeyTab: "Tab", KeyB: "B", KeyH: "H", KeyK: "K",
}

// Digit is the number of a digit key (1–9), or 0.
func (k Key) Digit() int {
	switch {
	case k >= Key1 && k <= Key5:
		return int(k-Key1) + 1
	case k >= Key6 && k <= Key9:
		return int(k-Key6) + 6
	}
	return 0
}
