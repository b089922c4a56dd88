package freeboard

import "renju/msg"

// The room's messages: the IDs only this room asks for, with their text
// in English and 简体中文, registered in the catalogue when the package
// loads (msg.Register). What the frame, the saves, the command line or
// another room also names stays in msg. The font subsets cover these
// strings because fonts/gencharset links every room
// (game/frame/catalogue).
const (
	Title msg.ID = "free.title"

	ModePlay    msg.ID = "mode.play"
	ModeBlack   msg.ID = "mode.black"
	ModeWhite   msg.ID = "mode.white"
	ModeErase   msg.ID = "mode.erase"
	ModeInspect msg.ID = "mode.inspect"

	BtnUndo    msg.ID = "btn.undo"
	BtnRedo    msg.ID = "btn.redo"
	BtnClear   msg.ID = "btn.clear"
	BtnHelp    msg.ID = "btn.help"
	StatusLine msg.ID = "status.line"

	HintPlay         msg.ID = "hint.play"
	HintBlack        msg.ID = "hint.black"
	HintWhite        msg.ID = "hint.white"
	HintErase        msg.ID = "hint.erase"
	HintInspect      msg.ID = "hint.inspect"
	LegendOverlayOff msg.ID = "legend.overlayOff"

	NoticeForbiddenPlay msg.ID = "notice.forbiddenPlay"
	NoticeCleared       msg.ID = "notice.cleared"
	NoticeNothingUndo   msg.ID = "notice.nothingToUndo"
	NoticeNothingRedo   msg.ID = "notice.nothingToRedo"

	WhyTitle   msg.ID = "why.title"
	WhyPrompt  msg.ID = "why.prompt"
	WhyStone   msg.ID = "why.stone"
	KeyUndo    msg.ID = "key.undo"
	KeyRedo    msg.ID = "key.redo"
	KeyClear   msg.ID = "key.clear"
	KeyModes   msg.ID = "key.modes"
	KeyWhy     msg.ID = "key.why"
	KeyOverlay msg.ID = "key.overlay"
	KeyCoords  msg.ID = "key.coords"
	KeyNumbers msg.ID = "key.numbers"
	KeyHelp    msg.ID = "key.help"
	KeyEsc     msg.ID = "key.esc"
	KeyLang    msg.ID = "key.lang"
	KeyWalk    msg.ID = "key.walk"
)

var texts = msg.Table{
	{ID: Title, EN: "Free board", ZH: "自由摆棋"},

	{ID: ModePlay, EN: "Play", ZH: "对弈"},
	{ID: ModeBlack, EN: "Black", ZH: "摆黑"},
	{ID: ModeWhite, EN: "White", ZH: "摆白"},
	{ID: ModeErase, EN: "Erase", ZH: "擦除"},
	{ID: ModeInspect, EN: "Why?", ZH: "为什么"},

	{ID: BtnUndo, EN: "Undo", ZH: "悔棋"},
	{ID: BtnRedo, EN: "Redo", ZH: "重做"},
	{ID: BtnClear, EN: "Clear", ZH: "清盘"},
	{ID: BtnHelp, EN: "Keys ?", ZH: "快捷键"},
	// %[1]s: who is to move; %[2]d: the number of the next move.
	{ID: StatusLine, EN: "%[1]s · move %[2]d", ZH: "%[1]s · 第%[2]d手"},

	{ID: HintPlay, EN: "Tap a point to play; Black and White alternate.", ZH: "点击棋盘落子，黑白交替。"},
	{ID: HintBlack, EN: "Tap to place black stones; tap one again to remove it.", ZH: "点击摆放黑子；再点一次可拿掉。"},
	{ID: HintWhite, EN: "Tap to place white stones; tap one again to remove it.", ZH: "点击摆放白子；再点一次可拿掉。"},
	{ID: HintErase, EN: "Tap a stone to remove it.", ZH: "点击棋子将其拿掉。"},
	{ID: HintInspect, EN: "Tap an empty point to see whether Black may play there, and why.", ZH: "点击一个空点，看看黑棋能不能下在那里，以及为什么。"},
	{ID: LegendOverlayOff, EN: "Forbidden-point marks are hidden (F shows them).", ZH: "禁手标记已隐藏（按F显示）。"},

	// %[1]s: the point, e.g. "H10"; %[2]s: the kind, e.g. "double-three".
	{ID: NoticeForbiddenPlay, EN: "%[1]s is forbidden for Black (%[2]s). Use the Black mode to place it anyway.",
		ZH: "%[1]s是黑棋的禁手（%[2]s）。如果一定要放，请用“摆黑”模式。"},
	{ID: NoticeCleared, EN: "Board cleared. Undo brings it back.", ZH: "棋盘已清空。悔棋可以恢复。"},
	{ID: NoticeNothingUndo, EN: "Nothing to undo.", ZH: "没有可以悔的棋。"},
	{ID: NoticeNothingRedo, EN: "Nothing to redo.", ZH: "没有可以重做的棋。"},

	// %[1]s: the point.
	{ID: WhyTitle, EN: "Why? — Black at %[1]s", ZH: "为什么？——黑棋下在%[1]s"},
	{ID: WhyPrompt, EN: "Choose Why? and tap an empty point (or hover and press W) to walk through the judge's reasoning step by step.",
		ZH: "选择“为什么”并点击一个空点（或把鼠标移到点上按W），一步一步看裁判的推理。"},
	{ID: WhyStone, EN: "%[1]s is occupied. Choose an empty point.", ZH: "%[1]s已经有子了。请选一个空点。"},
	{ID: KeyUndo, EN: "Undo", ZH: "悔棋"},
	{ID: KeyRedo, EN: "Redo", ZH: "重做"},
	{ID: KeyClear, EN: "Clear the board (undoable)", ZH: "清空棋盘（可悔棋恢复）"},
	{ID: KeyModes, EN: "Play · Black · White · Erase · Why?", ZH: "对弈 · 摆黑 · 摆白 · 擦除 · 为什么"},
	{ID: KeyWhy, EN: "Explain the point under the cursor", ZH: "解释鼠标所在的点"},
	{ID: KeyOverlay, EN: "Forbidden-point marks on/off", ZH: "显示/隐藏禁手标记"},
	{ID: KeyCoords, EN: "Coordinates on/off", ZH: "显示/隐藏坐标"},
	{ID: KeyNumbers, EN: "Move numbers on/off", ZH: "显示/隐藏手数"},
	{ID: KeyHelp, EN: "This list", ZH: "本列表"},
	{ID: KeyEsc, EN: "Close this list or the walk", ZH: "关闭本列表或讲解"},
	{ID: KeyLang, EN: "English / 中文", ZH: "English / 中文"},
	{ID: KeyWalk, EN: "In a walk: step back / forward, play or pause, restart", ZH: "讲解中：后退 / 前进、播放或暂停、从头开始"},
}

func init() { msg.Register(texts) }
