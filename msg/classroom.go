package msg

// The Classroom screen (game/features/classroom) and its board diagrams
// (package diagram).
const (
	ClassTitle ID = "class.title"

	ClassToolBlack    ID = "class.tool.black"
	ClassToolWhite    ID = "class.tool.white"
	ClassToolErase    ID = "class.tool.erase"
	ClassToolNumbered ID = "class.tool.numbered"
	ClassToolLetter   ID = "class.tool.letter"
	ClassToolTriangle ID = "class.tool.triangle"
	ClassToolSquare   ID = "class.tool.square"
	ClassToolCircle   ID = "class.tool.circle"
	ClassToolSelect   ID = "class.tool.select"

	ClassBtnUndo       ID = "class.btn.undo"
	ClassBtnRedo       ID = "class.btn.redo"
	ClassBtnClear      ID = "class.btn.clear"
	ClassBtnClearMarks ID = "class.btn.clearMarks"
	ClassBtnPresenter  ID = "class.btn.presenter"
	ClassBtnShare      ID = "class.btn.share"
	ClassBtnPNG        ID = "class.btn.png"
	ClassBtnImport     ID = "class.btn.import"
	ClassBtnExport     ID = "class.btn.export"
	ClassBtnFullscreen ID = "class.btn.fullscreen"

	ClassStatus      ID = "class.status"
	ClassHintTool    ID = "class.hint.tool"
	ClassHintSelect  ID = "class.hint.select"
	ClassHintKeys    ID = "class.hint.keys"
	ClassWalkStep    ID = "class.walk.step"
	ClassWalkVerdict ID = "class.walk.verdict"

	ClassOccupied      ID = "class.notice.occupied"
	ClassNoLetters     ID = "class.notice.noLetters"
	ClassCleared       ID = "class.notice.cleared"
	ClassBadLink       ID = "class.notice.badLink"
	ClassImportError   ID = "class.notice.importError"
	ClassImportTooLong ID = "class.notice.importTooLong"
	ClassImported      ID = "class.notice.imported"
	ClassSelectFirst   ID = "class.notice.selectFirst"
	ClassShared        ID = "class.notice.shared"
	ClassShareFailed   ID = "class.notice.shareFailed"
	ClassLocalLink     ID = "class.notice.localLink"
	ClassExported      ID = "class.notice.exported"
	ClassPNGSaved      ID = "class.notice.pngSaved"
	ClassNothingUndo   ID = "class.notice.nothingToUndo"
	ClassNothingRedo   ID = "class.notice.nothingToRedo"
	ClassImportAsk     ID = "class.prompt.import"
	ClassExportAsk     ID = "class.prompt.export"
)

var classTexts = Table{
	ClassTitle: {"Classroom", "课堂"},

	ClassToolBlack:    {"Black", "黑子"},
	ClassToolWhite:    {"White", "白子"},
	ClassToolErase:    {"Erase", "擦除"},
	ClassToolNumbered: {"1 2 3", "1 2 3"},
	ClassToolLetter:   {"A B C", "字母"},
	ClassToolTriangle: {"Triangle", "三角"},
	ClassToolSquare:   {"Square", "方块"},
	ClassToolCircle:   {"Circle", "圆圈"},
	ClassToolSelect:   {"Walk", "讲解"},

	ClassBtnUndo:       {"Undo", "撤销"},
	ClassBtnRedo:       {"Redo", "重做"},
	ClassBtnClear:      {"Clear", "清空"},
	ClassBtnClearMarks: {"Unmark", "去标记"},
	ClassBtnPresenter:  {"Large", "大字"},
	ClassBtnShare:      {"Share", "分享"},
	ClassBtnPNG:        {"PNG", "图片"},
	ClassBtnImport:     {"Import", "导入"},
	ClassBtnExport:     {"Export", "导出"},
	ClassBtnFullscreen: {"Full screen", "全屏"},

	// %[1]s: who is to move; %[2]d: the number of stones.
	ClassStatus: {"%[1]s · %[2]d stones", "%[1]s · 共%[2]d子"},
	// %[1]s: the tool's name.
	ClassHintTool:   {"Tool: %[1]s. Right-click or long-press a point to walk through its judgement.", "当前工具：%[1]s。右键或长按一个点，逐步讲解它的判断。"},
	ClassHintSelect: {"Tap an empty point: the judge's reasoning for Black there, step by step (PageDown / PageUp).", "点一个空点：逐步讲解黑棋下在那里的判断（PageDown / PageUp）。"},
	ClassHintKeys:   {"Keys: 1–9 tools · PageDown/PageUp or ←/→ walk · F marks · S share · I import · E export · G PNG · U full screen · H homework", "按键：1–9 工具 · PageDown/PageUp 或 ←/→ 讲解 · F 禁手标记 · S 分享 · I 导入 · E 导出 · G 图片 · U 全屏 · H 布置作业"},
	// %[1]d: this step; %[2]d: the number of steps; %[3]s: the point.
	ClassWalkStep: {"%[3]s · step %[1]d of %[2]d", "%[3]s · 第%[1]d步，共%[2]d步"},
	// %[1]s: the point; %[2]s: the verdict.
	ClassWalkVerdict: {"Black at %[1]s: %[2]s", "黑棋下在%[1]s：%[2]s"},

	ClassOccupied:    {"%[1]s is taken. Tap the last numbered stone to take it back.", "%[1]s 已有棋子。点最后一个编号棋子可以收回。"},
	ClassNoLetters:   {"All 26 letters are on the board.", "26个字母都已用完。"},
	ClassCleared:     {"Board cleared. Undo brings it back.", "棋盘已清空，撤销可以恢复。"},
	ClassBadLink:     {"The link could not be read, so the board is unchanged: %[1]s", "链接无法读取，棋盘未改变：%[1]s"},
	ClassImportError: {"Nothing imported, the board is unchanged: %[1]s", "未导入，棋盘未改变：%[1]s"},
	ClassImported:    {"Imported %[1]d stones.", "已导入%[1]d子。"},
	// %[1]d: the text's size, %[2]d the most, in KB.
	ClassImportTooLong: {"the text is %[1]d KB; a board's text is at most %[2]d KB", "文本有 %[1]d KB，一个棋盘的文本最多 %[2]d KB"},
	ClassSelectFirst:   {"Choose Walk and tap an empty point first (or right-click it).", "请先选“讲解”并点一个空点（或右键点它）。"},
	ClassShared:        {"Link copied: %[1]s", "链接已复制：%[1]s"},
	ClassShareFailed:   {"Copy this link: %[1]s", "请复制此链接：%[1]s"},
	ClassLocalLink: {"Phones cannot open this link: %[1]s names this computer, and on a phone it names the phone. Serve the app on the network with %[2]s, open this page at the address it prints for other devices (such as http://192.168.1.20:8080/), and share again.",
		"手机打不开这个链接：%[1]s指的是本机，在手机上就成了手机自己。请用 %[2]s 在局域网上提供本程序，再用它给出的局域网地址（例如 http://192.168.1.20:8080/）打开本页，然后重新分享。"},
	ClassExported:    {"Position as %[1]s: %[2]s", "局面（%[1]s）：%[2]s"},
	ClassPNGSaved:    {"Diagram saved as %[1]s.", "棋图已保存为 %[1]s。"},
	ClassNothingUndo: {"Nothing to undo.", "没有可以撤销的操作。"},
	ClassNothingRedo: {"Nothing to redo.", "没有可以重做的操作。"},
	ClassImportAsk:   {"Paste moves (h8 h9 i8 or h8h9i8), stones (B:h8,i9 W:h9), a diagram or a share link:", "粘贴着法（h8 h9 i8 或 h8h9i8）、棋子（B:h8,i9 W:h9）、棋图或分享链接："},
	ClassExportAsk:   {"The position (copy it):", "当前局面（请复制）："},
}

func init() { Register(classTexts) }
