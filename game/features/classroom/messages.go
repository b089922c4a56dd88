package classroom

import "renju/msg"

// The room's messages: the IDs only this room asks for, with their text
// in English and 简体中文, registered in the catalogue when the package
// loads (msg.Register). What the frame, the saves, the command line or
// another room also names stays in msg. The font subsets cover these
// strings because fonts/gencharset links every room
// (game/frame/catalogue).
const (
	ClassTitle msg.ID = "class.title"

	ClassToolBlack    msg.ID = "class.tool.black"
	ClassToolWhite    msg.ID = "class.tool.white"
	ClassToolErase    msg.ID = "class.tool.erase"
	ClassToolNumbered msg.ID = "class.tool.numbered"
	ClassToolLetter   msg.ID = "class.tool.letter"
	ClassToolTriangle msg.ID = "class.tool.triangle"
	ClassToolSquare   msg.ID = "class.tool.square"
	ClassToolCircle   msg.ID = "class.tool.circle"
	ClassToolSelect   msg.ID = "class.tool.select"

	ClassBtnUndo       msg.ID = "class.btn.undo"
	ClassBtnRedo       msg.ID = "class.btn.redo"
	ClassBtnClear      msg.ID = "class.btn.clear"
	ClassBtnClearMarks msg.ID = "class.btn.clearMarks"
	ClassBtnPresenter  msg.ID = "class.btn.presenter"
	ClassBtnShare      msg.ID = "class.btn.share"
	ClassBtnPNG        msg.ID = "class.btn.png"
	ClassBtnImport     msg.ID = "class.btn.import"
	ClassBtnExport     msg.ID = "class.btn.export"
	ClassBtnFullscreen msg.ID = "class.btn.fullscreen"

	ClassStatus     msg.ID = "class.status"
	ClassHintTool   msg.ID = "class.hint.tool"
	ClassHintSelect msg.ID = "class.hint.select"
	ClassHintKeys   msg.ID = "class.hint.keys"

	ClassOccupied      msg.ID = "class.notice.occupied"
	ClassNoLetters     msg.ID = "class.notice.noLetters"
	ClassCleared       msg.ID = "class.notice.cleared"
	ClassImportTooLong msg.ID = "class.notice.importTooLong"
	ClassImported      msg.ID = "class.notice.imported"
	ClassSelectFirst   msg.ID = "class.notice.selectFirst"
	ClassLocalLink     msg.ID = "class.notice.localLink"
	ClassNothingUndo   msg.ID = "class.notice.nothingToUndo"
	ClassNothingRedo   msg.ID = "class.notice.nothingToRedo"
)

var texts = msg.Table{
	{ID: ClassTitle, EN: "Classroom", ZH: "课堂"},

	{ID: ClassToolBlack, EN: "Black", ZH: "黑子"},
	{ID: ClassToolWhite, EN: "White", ZH: "白子"},
	{ID: ClassToolErase, EN: "Erase", ZH: "擦除"},
	{ID: ClassToolNumbered, EN: "1 2 3", ZH: "1 2 3"},
	{ID: ClassToolLetter, EN: "A B C", ZH: "字母"},
	{ID: ClassToolTriangle, EN: "Triangle", ZH: "三角"},
	{ID: ClassToolSquare, EN: "Square", ZH: "方块"},
	{ID: ClassToolCircle, EN: "Circle", ZH: "圆圈"},
	{ID: ClassToolSelect, EN: "Walk", ZH: "讲解"},

	{ID: ClassBtnUndo, EN: "Undo", ZH: "撤销"},
	{ID: ClassBtnRedo, EN: "Redo", ZH: "重做"},
	{ID: ClassBtnClear, EN: "Clear", ZH: "清空"},
	{ID: ClassBtnClearMarks, EN: "Unmark", ZH: "去标记"},
	{ID: ClassBtnPresenter, EN: "Large", ZH: "大字"},
	{ID: ClassBtnShare, EN: "Share", ZH: "分享"},
	{ID: ClassBtnPNG, EN: "PNG", ZH: "图片"},
	{ID: ClassBtnImport, EN: "Import", ZH: "导入"},
	{ID: ClassBtnExport, EN: "Export", ZH: "导出"},
	{ID: ClassBtnFullscreen, EN: "Full screen", ZH: "全屏"},

	// %[1]s: who is to move; %[2]d: the number of stones.
	{ID: ClassStatus, EN: "%[1]s · %[2]d stones", ZH: "%[1]s · 共%[2]d子"},
	// %[1]s: the tool's name.
	{ID: ClassHintTool, EN: "Tool: %[1]s. Right-click or long-press a point to walk through its judgement.", ZH: "当前工具：%[1]s。右键或长按一个点，逐步讲解它的判断。"},
	{ID: ClassHintSelect, EN: "Tap an empty point: the judge's reasoning for Black there, step by step (PageDown / PageUp).", ZH: "点一个空点：逐步讲解黑棋下在那里的判断（PageDown / PageUp）。"},
	{ID: ClassHintKeys, EN: "Keys: 1–9 tools · PageDown/PageUp or ←/→ walk · F marks · S share · I import · E export · G PNG · U full screen · H homework", ZH: "按键：1–9 工具 · PageDown/PageUp 或 ←/→ 讲解 · F 禁手标记 · S 分享 · I 导入 · E 导出 · G 图片 · U 全屏 · H 布置作业"},

	{ID: ClassOccupied, EN: "%[1]s is taken. Tap the last numbered stone to take it back.", ZH: "%[1]s 已有棋子。点最后一个编号棋子可以收回。"},
	{ID: ClassNoLetters, EN: "All 26 letters are on the board.", ZH: "26个字母都已用完。"},
	{ID: ClassCleared, EN: "Board cleared. Undo brings it back.", ZH: "棋盘已清空，撤销可以恢复。"},
	{ID: ClassImported, EN: "Imported %[1]d stones.", ZH: "已导入%[1]d子。"},
	// %[1]d: the text's size, %[2]d the most, in KB.
	{ID: ClassImportTooLong, EN: "the text is %[1]d KB; a board's text is at most %[2]d KB", ZH: "文本有 %[1]d KB，一个棋盘的文本最多 %[2]d KB"},
	{ID: ClassSelectFirst, EN: "Choose Walk and tap an empty point first (or right-click it).", ZH: "请先选“讲解”并点一个空点（或右键点它）。"},
	{ID: ClassLocalLink, EN: "Phones cannot open this link: %[1]s names this computer, and on a phone it names the phone. Serve the app on the network with %[2]s, open this page at the address it prints for other devices (such as http://192.168.1.20:8080/), and share again.",
		ZH: "手机打不开这个链接：%[1]s指的是本机，在手机上就成了手机自己。请用 %[2]s 在局域网上提供本程序，再用它给出的局域网地址（例如 http://192.168.1.20:8080/）打开本页，然后重新分享。"},
	{ID: ClassNothingUndo, EN: "Nothing to undo.", ZH: "没有可以撤销的操作。"},
	{ID: ClassNothingRedo, EN: "Nothing to redo.", ZH: "没有可以重做的操作。"},
}

func init() { msg.Register(texts) }
