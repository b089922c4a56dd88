package classroom

import (
	"renju/game/vocab/input"
	"renju/game/vocab/screenview"
	"renju/msg"
)

// Action is an intent of the screen: a button or a key.
type Action int

const (
	NoAction Action = iota
	UseBlack
	UseWhite
	UseErase
	UseNumbered
	UseLetter
	UseTriangle
	UseSquare
	UseCircle
	UseSelect
	DoUndo
	DoRedo
	DoClear
	DoClearMarks
	SwitchOverlay
	SwitchCoords
	SwitchNumbers
	SwitchPresenter
	WalkNext
	WalkPrev
	WalkFirst
	WalkLast
	WalkClose
	Share
	ExportPNG
	ImportText
	ExportText
	Fullscreen
	Homework
)

// Do carries out an action.
func (m *Model) Do(a Action) {
	if a >= UseBlack && a <= UseSelect {
		m.SetTool(Tool(a - UseBlack))
		return
	}
	switch a {
	case DoUndo:
		m.Undo()
	case DoRedo:
		m.Redo()
	case DoClear:
		m.ClearBoard()
	case DoClearMarks:
		m.ClearMarks()
	case SwitchOverlay:
		m.ToggleOverlay()
	case SwitchCoords:
		m.ToggleCoords()
	case SwitchNumbers:
		m.ToggleNumbers()
	case SwitchPresenter:
		m.TogglePresenter()
	case WalkNext, WalkPrev, WalkFirst, WalkLast:
		// With a walk open the screen's walk takes these keys; without
		// one, say how to open it.
		if !m.Walkable() {
			m.notice = msg.Say(ClassSelectFirst)
		}
	case WalkClose:
		m.Unselect()
	case Share:
		m.Ask(ReqShare)
	case ExportPNG:
		m.Ask(ReqExportPNG)
	case ImportText:
		m.Ask(ReqImport)
	case ExportText:
		m.Ask(ReqExport)
	case Fullscreen:
		m.Ask(ReqFullscreen)
	case Homework:
		m.Ask(ReqHomework)
	}
}

// button is one button of the panel and its key.
type button struct {
	_      [0]func() // not comparable: Go then links no equality function for it or its arrays
	action Action
	label  msg.ID
	key    input.Key // the shortcut (KeyNone: none)
	// toggle: an on/off switch (drawn outlined when on); active: the
	// current tool or a switch that is on.
	toggle, active bool
}

var toolLabels = [numTools]msg.ID{ClassToolBlack, ClassToolWhite, ClassToolErase, ClassToolNumbered,
	ClassToolLetter, ClassToolTriangle, ClassToolSquare, ClassToolCircle, ClassToolSelect}

// ToolLabel is the catalogue ID of a tool's name.
func ToolLabel(t Tool) msg.ID {
	if t < 0 || t >= numTools {
		return ""
	}
	return toolLabels[t]
}

// buttons are the panel's buttons, row by row: the palette (stones,
// marks), history, display switches, sharing, and the room.
func (m *Model) buttons() [][]button {
	tool := func(t Tool, key input.Key) button {
		return button{action: UseBlack + Action(t), label: toolLabels[t], key: key, active: m.tool == t}
	}
	sw := func(a Action, id msg.ID, key input.Key, on bool) button {
		return button{action: a, label: id, key: key, toggle: true, active: on}
	}
	b := func(a Action, id msg.ID, key input.Key) button { return button{action: a, label: id, key: key} }
	return [][]button{
		{tool(ToolBlack, input.Key1), tool(ToolWhite, input.Key2), tool(ToolErase, input.Key3), tool(ToolNumbered, input.Key4)},
		{tool(ToolLetter, input.Key5), tool(ToolTriangle, input.Key6), tool(ToolSquare, input.Key7), tool(ToolCircle, input.Key8), tool(ToolSelect, input.Key9)},
		{b(DoUndo, ClassBtnUndo, input.KeyZ), b(DoRedo, ClassBtnRedo, input.KeyY), b(DoClear, ClassBtnClear, input.KeyDelete), b(DoClearMarks, ClassBtnClearMarks, input.KeyNone)},
		{sw(SwitchOverlay, msg.BtnOverlay, input.KeyF, m.opt.Overlay), sw(SwitchCoords, msg.BtnCoords, input.KeyC, m.opt.Coords),
			sw(SwitchNumbers, msg.BtnNumbers, input.KeyN, m.opt.Numbers)},
		{b(Share, ClassBtnShare, input.KeyS), b(ExportPNG, ClassBtnPNG, input.KeyG), b(ImportText, ClassBtnImport, input.KeyI),
			b(ExportText, ClassBtnExport, input.KeyE)},
		{b(Fullscreen, ClassBtnFullscreen, input.KeyU), sw(SwitchPresenter, ClassBtnPresenter, input.KeyP, m.opt.Presenter),
			b(Homework, msg.ClassBtnHomework, input.KeyH)},
	}
}

// toolIcons are the tools drawn as a picture instead of their name.
var toolIcons = map[Action]screenview.Icon{
	UseBlack: screenview.BlackStone, UseWhite: screenview.WhiteStone,
	UseTriangle: screenview.Triangle, UseSquare: screenview.Square, UseCircle: screenview.Circle,
}

// Rows are the panel's buttons as the screen shows them: the current tool
// filled, a switch that is on outlined, the stones and shapes as pictures.
func (m *Model) Rows(lang msg.Lang) [][]screenview.Button {
	var out [][]screenview.Button
	for _, row := range m.buttons() {
		var bs []screenview.Button
		for _, b := range row {
			vb := screenview.Button{ID: b.action.ID(), Label: msg.T(lang, b.label), Icon: toolIcons[b.action]}
			if vb.Icon != screenview.NoIcon {
				vb.Label, vb.Name = "", vb.Label // drawn as a picture, named for a screen reader
			}
			if b.active {
				vb.Style = screenview.On
				if !b.toggle {
					vb.Style = screenview.Primary
				}
			}
			switch b.action {
			case DoUndo:
				vb.Disabled = !m.CanUndo()
			case DoRedo:
				vb.Disabled = !m.CanRedo()
			}
			bs = append(bs, vb)
		}
		out = append(out, bs)
	}
	return out
}

// KeyAction returns the action of a key press. Presenter clickers send
// PageDown and PageUp; with Ctrl only undo and redo are the Classroom's
// (the browser keeps its own shortcuts).
func KeyAction(p input.Press) Action {
	switch p.Key {
	case input.KeyZ:
		if p.Shift {
			return DoRedo
		}
		return DoUndo
	case input.KeyY:
		return DoRedo
	}
	if p.Ctrl {
		return NoAction
	}
	switch p.Key {
	case input.KeyPageDown, input.KeyRight, input.KeyDown, input.KeySpace:
		return WalkNext
	case input.KeyPageUp, input.KeyLeft, input.KeyUp:
		return WalkPrev
	case input.KeyHome:
		return WalkFirst
	case input.KeyEnd:
		return WalkLast
	case input.KeyEscape:
		return WalkClose
	case input.KeyDelete:
		return DoClear
	case input.KeyF:
		return SwitchOverlay
	case input.KeyC:
		return SwitchCoords
	case input.KeyN:
		return SwitchNumbers
	case input.KeyP:
		return SwitchPresenter
	case input.KeyS:
		return Share
	case input.KeyG:
		return ExportPNG
	case input.KeyI:
		return ImportText
	case input.KeyE:
		return ExportText
	case input.KeyU:
		return Fullscreen
	case input.KeyH:
		return Homework
	}
	if d := p.Key.Digit(); d > 0 {
		return UseBlack + Action(d-1)
	}
	return NoAction
}

var actionIDs = map[Action]string{
	UseBlack: "class.black", UseWhite: "class.white", UseErase: "class.erase", UseNumbered: "class.numbered",
	UseLetter: "class.letter", UseTriangle: "class.triangle", UseSquare: "class.square", UseCircle: "class.circle",
	UseSelect: "class.select", DoUndo: "class.undo", DoRedo: "class.redo", DoClear: "class.clear",
	DoClearMarks: "class.clearMarks", SwitchOverlay: "class.overlay", SwitchCoords: "class.coords",
	SwitchNumbers: "class.numbers", SwitchPresenter: "class.presenter", WalkNext: "class.walkNext",
	WalkPrev: "class.walkPrev", WalkFirst: "class.walkFirst", WalkLast: "class.walkLast", WalkClose: "class.walkClose",
	Share: "class.share", ExportPNG: "class.png", ImportText: "class.import", ExportText: "class.export",
	Fullscreen: "class.fullscreen", Homework: "class.homework",
}

// ID is the action's button ID, stable for the page API and the tests
// ("class.black", "class.share", …).
func (a Action) ID() string { return actionIDs[a] }

// ActionOf returns the action of a button ID.
func ActionOf(id string) Action { return screenview.ActionOf(actionIDs, id, NoAction) }
