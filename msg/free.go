package msg

// The free board: the teacher's tool.
const (
	AppTitle  ID = "app.title"
	FreeTitle ID = "free.title"

	ModePlay    ID = "mode.play"
	ModeBlack   ID = "mode.black"
	ModeWhite   ID = "mode.white"
	ModeErase   ID = "mode.erase"
	ModeInspect ID = "mode.inspect"

	BtnUndo    ID = "btn.undo"
	BtnRedo    ID = "btn.redo"
	BtnClear   ID = "btn.clear"
	BtnOverlay ID = "btn.overlay"
	BtnCoords  ID = "btn.coords"
	BtnNumbers ID = "btn.numbers"
	BtnHelp    ID = "btn.help"

	ToMoveBlack ID = "status.toMoveBlack"
	ToMoveWhite ID = "status.toMoveWhite"
	StatusLine  ID = "status.line"
	ColourBlack ID = "colour.black"
	ColourWhite ID = "colour.white"

	HintPlay    ID = "hint.play"
	HintBlack   ID = "hint.black"
	HintWhite   ID = "hint.white"
	HintErase   ID = "hint.erase"
	HintInspect ID = "hint.inspect"

	LegendTitle       ID = "legend.title"
	KindDoubleThree   ID = "kind.doubleThree"
	KindDoubleFour    ID = "kind.doubleFour"
	KindOverline      ID = "kind.overline"
	LegendOverlayOff  ID = "legend.overlayOff"
	LegendNoForbidden ID = "legend.noForbidden"

	NoticeForbiddenPlay ID = "notice.forbiddenPlay"
	NoticeFive          ID = "notice.five"
	NoticeCleared       ID = "notice.cleared"
	NoticeNothingUndo   ID = "notice.nothingToUndo"
	NoticeNothingRedo   ID = "notice.nothingToRedo"
	NoticeOccupied      ID = "notice.occupied"
	NoticeBadPosition   ID = "notice.badPosition"

	WhyTitle  ID = "why.title"
	WhyPrompt ID = "why.prompt"
	WhyStone  ID = "why.stone"

	HelpTitle  ID = "help.title"
	HelpClose  ID = "help.close"
	HelpMouse  ID = "help.mouse"
	HelpTouch  ID = "help.touch"
	KeyUndo    ID = "key.undo"
	KeyRedo    ID = "key.redo"
	KeyClear   ID = "key.clear"
	KeyModes   ID = "key.modes"
	KeyWhy     ID = "key.why"
	KeyOverlay ID = "key.overlay"
	KeyCoords  ID = "key.coords"
	KeyNumbers ID = "key.numbers"
	KeyHelp    ID = "key.help"
	KeyEsc     ID = "key.esc"
	KeyLang    ID = "key.lang"
	KeyWalk    ID = "key.walk"
)

var freeTexts = Table{
	AppTitle:  {"Renju Tutor", "连珠禁手教室"},
	FreeTitle: {"Free board", "自由摆棋"},

	ModePlay:    {"Play", "对弈"},
	ModeBlack:   {"Black", "摆黑"},
	ModeWhite:   {"White", "摆白"},
	ModeErase:   {"Erase", "擦除"},
	ModeInspect: {"Why?", "为什么"},

	BtnUndo:    {"Undo", "悔棋"},
	BtnRedo:    {"Redo", "重做"},
	BtnClear:   {"Clear", "清盘"},
	BtnOverlay: {"Forbidden", "禁手标记"},
	BtnCoords:  {"Coords", "坐标"},
	BtnNumbers: {"Numbers", "手数"},
	BtnHelp:    {"Keys ?", "快捷键"},

	ToMoveBlack: {"Black to move", "轮到黑棋"},
	ToMoveWhite: {"White to move", "轮到白棋"},
	// %[1]s: who is to move; %[2]d: the number of the next move.
	StatusLine:  {"%[1]s · move %[2]d", "%[1]s · 第%[2]d手"},
	ColourBlack: {"Black", "黑棋"},
	ColourWhite: {"White", "白棋"},

	HintPlay:    {"Tap a point to play; Black and White alternate.", "点击棋盘落子，黑白交替。"},
	HintBlack:   {"Tap to place black stones; tap one again to remove it.", "点击摆放黑子；再点一次可拿掉。"},
	HintWhite:   {"Tap to place white stones; tap one again to remove it.", "点击摆放白子；再点一次可拿掉。"},
	HintErase:   {"Tap a stone to remove it.", "点击棋子将其拿掉。"},
	HintInspect: {"Tap an empty point to see whether Black may play there, and why.", "点击一个空点，看看黑棋能不能下在那里，以及为什么。"},

	LegendTitle:       {"Forbidden for Black:", "黑棋禁手："},
	KindDoubleThree:   {"double-three", "三三禁手"},
	KindDoubleFour:    {"double-four", "四四禁手"},
	KindOverline:      {"overline", "长连禁手"},
	LegendOverlayOff:  {"Forbidden-point marks are hidden (F shows them).", "禁手标记已隐藏（按F显示）。"},
	LegendNoForbidden: {"No forbidden points for Black here.", "这里黑棋没有禁手点。"},

	// %[1]s: the point, e.g. "H10"; %[2]s: the kind, e.g. "double-three".
	NoticeForbiddenPlay: {"%[1]s is forbidden for Black (%[2]s). Use the Black mode to place it anyway.",
		"%[1]s是黑棋的禁手（%[2]s）。如果一定要放，请用“摆黑”模式。"},
	// %[1]s: the colour; %[2]s: the point.
	NoticeFive:        {"%[1]s makes five at %[2]s and wins.", "%[1]s在%[2]s连成五子，获胜。"},
	NoticeCleared:     {"Board cleared. Undo brings it back.", "棋盘已清空。悔棋可以恢复。"},
	NoticeNothingUndo: {"Nothing to undo.", "没有可以悔的棋。"},
	NoticeNothingRedo: {"Nothing to redo.", "没有可以重做的棋。"},
	NoticeOccupied:    {"%[1]s is already taken.", "%[1]s已经有子了。"},
	// %[1]s: the parser's message.
	NoticeBadPosition: {"The link's position could not be read: %[1]s", "链接中的局面无法读取：%[1]s"},

	// %[1]s: the point.
	WhyTitle: {"Why? — Black at %[1]s", "为什么？——黑棋下在%[1]s"},
	WhyPrompt: {"Choose Why? and tap an empty point (or hover and press W) to walk through the judge's reasoning step by step.",
		"选择“为什么”并点击一个空点（或把鼠标移到点上按W），一步一步看裁判的推理。"},
	WhyStone: {"%[1]s is occupied. Choose an empty point.", "%[1]s已经有子了。请选一个空点。"},

	HelpTitle:  {"Keyboard shortcuts", "快捷键"},
	HelpClose:  {"Esc or click to close", "按Esc或点击关闭"},
	HelpMouse:  {"Mouse: click to play or place · right-click to ask Why?", "鼠标：单击落子或摆子 · 右键单击问“为什么”"},
	HelpTouch:  {"Touch: tap to play or place · long-press to ask Why?", "触屏：轻点落子或摆子 · 长按问“为什么”"},
	KeyUndo:    {"Undo", "悔棋"},
	KeyRedo:    {"Redo", "重做"},
	KeyClear:   {"Clear the board (undoable)", "清空棋盘（可悔棋恢复）"},
	KeyModes:   {"Play · Black · White · Erase · Why?", "对弈 · 摆黑 · 摆白 · 擦除 · 为什么"},
	KeyWhy:     {"Explain the point under the cursor", "解释鼠标所在的点"},
	KeyOverlay: {"Forbidden-point marks on/off", "显示/隐藏禁手标记"},
	KeyCoords:  {"Coordinates on/off", "显示/隐藏坐标"},
	KeyNumbers: {"Move numbers on/off", "显示/隐藏手数"},
	KeyHelp:    {"This list", "本列表"},
	KeyEsc:     {"Close this list or the walk", "关闭本列表或讲解"},
	KeyLang:    {"English / 中文", "English / 中文"},
	KeyWalk:    {"In a walk: step back / forward, play or pause, restart", "讲解中：后退 / 前进、播放或暂停、从头开始"},
}

func init() { Register(freeTexts) }
