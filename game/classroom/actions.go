package classroom

import (
	"renju/game/msg"
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
	case WalkNext:
		m.Step(1)
	case WalkPrev:
		m.Step(-1)
	case WalkFirst:
		m.StepTo(0)
	case WalkLast:
		m.StepTo(-1)
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
	}
}

// Button is one button of the panel.
type Button struct {
	Action Action
	Label  msg.ID
	Key    string // shortcut as shown
	// Toggle: an on/off switch (drawn outlined when on); Active: the
	// current tool or a switch that is on.
	Toggle, Active bool
}

var toolLabels = [numTools]msg.ID{msg.ClassToolBlack, msg.ClassToolWhite, msg.ClassToolErase, msg.ClassToolNumbered,
	msg.ClassToolLetter, msg.ClassToolTriangle, msg.ClassToolSquare, msg.ClassToolCircle, msg.ClassToolSelect}

// ToolLabel is the catalogue ID of a tool's name.
func ToolLabel(t Tool) msg.ID {
	if t < 0 || t >= numTools {
		return ""
	}
	return toolLabels[t]
}

// Rows are the panel's buttons, row by row: the palette (stones, marks),
// history, display switches, the walk, and sharing.
func (m *Model) Rows() [][]Button {
	tool := func(t Tool, key string) Button {
		return Button{Action: UseBlack + Action(t), Label: toolLabels[t], Key: key, Active: m.tool == t}
	}
	sw := func(a Action, id msg.ID, key string, on bool) Button {
		return Button{Action: a, Label: id, Key: key, Toggle: true, Active: on}
	}
	b := func(a Action, id msg.ID, key string) Button { return Button{Action: a, Label: id, Key: key} }
	return [][]Button{
		{tool(ToolBlack, "1"), tool(ToolWhite, "2"), tool(ToolErase, "3"), tool(ToolNumbered, "4")},
		{tool(ToolLetter, "5"), tool(ToolTriangle, "6"), tool(ToolSquare, "7"), tool(ToolCircle, "8"), tool(ToolSelect, "9")},
		{b(DoUndo, msg.ClassBtnUndo, "Z"), b(DoRedo, msg.ClassBtnRedo, "Y"), b(DoClear, msg.ClassBtnClear, "Delete"), b(DoClearMarks, msg.ClassBtnClearMarks, "")},
		{sw(SwitchOverlay, msg.BtnOverlay, "F", m.opt.Overlay), sw(SwitchCoords, msg.BtnCoords, "C", m.opt.Coords),
			sw(SwitchNumbers, msg.BtnNumbers, "N", m.opt.Numbers)},
		{b(Share, msg.ClassBtnShare, "S"), b(ExportPNG, msg.ClassBtnPNG, "G"), b(ImportText, msg.ClassBtnImport, "I"),
			b(ExportText, msg.ClassBtnExport, "E")},
		{b(Fullscreen, msg.ClassBtnFullscreen, "U"), sw(SwitchPresenter, msg.ClassBtnPresenter, "P", m.opt.Presenter)},
	}
}

// KeyAction returns the action of a key (a KeyboardEvent.code) with the
// modifiers held. Presenter clickers send PageDown and PageUp.
func KeyAction(code string, ctrl, shift bool) Action {
	switch code {
	case "KeyZ":
		if shift {
			return DoRedo
		}
		return DoUndo
	case "KeyY":
		return DoRedo
	}
	if ctrl {
		return NoAction // leave the browser's shortcuts alone
	}
	switch code {
	case "PageDown", "ArrowRight", "ArrowDown", "Space":
		return WalkNext
	case "PageUp", "ArrowLeft", "ArrowUp":
		return WalkPrev
	case "Home":
		return WalkFirst
	case "End":
		return WalkLast
	case "Escape":
		return WalkClose
	case "Delete":
		return DoClear
	case "KeyF":
		return SwitchOverlay
	case "KeyC":
		return SwitchCoords
	case "KeyN":
		return SwitchNumbers
	case "KeyP":
		return SwitchPresenter
	case "KeyS":
		return Share
	case "KeyG":
		return ExportPNG
	case "KeyI":
		return ImportText
	case "KeyE":
		return ExportText
	case "KeyU":
		return Fullscreen
	}
	if len(code) == 6 && (code[:5] == "Digit") || len(code) == 7 && code[:6] == "Numpad" {
		d := code[len(code)-1]
		if d >= '1' && d <= '9' {
			return UseBlack + Action(d-'1')
		}
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
	Fullscreen: "class.fullscreen",
}

// ID is the action's button ID, stable for the page API and the tests
// ("class.black", "class.share", …).
func (a Action) ID() string { return actionIDs[a] }

// ActionOf returns the action of a button ID.
func ActionOf(id string) Action {
	for a, s := range actionIDs {
		if s == id {
			return a
		}
	}
	return NoAction
}
