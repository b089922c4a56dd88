package msg

// The Classroom screen (game/features/classroom) and its board diagrams
// (package diagram).
//
// The room's own messages are in game/features/classroom/messages.go; these
// are the ones something besides the room names too (the frame, another
// room, the app's tests or the command line).
const (
	ClassWalkStep    ID = "class.walk.step"
	ClassWalkVerdict ID = "class.walk.verdict"
	ClassBadLink     ID = "class.notice.badLink"
	ClassImportError ID = "class.notice.importError"
	ClassShared      ID = "class.notice.shared"
	ClassShareFailed ID = "class.notice.shareFailed"
	ClassExported    ID = "class.notice.exported"
	ClassPNGSaved    ID = "class.notice.pngSaved"
	ClassImportAsk   ID = "class.prompt.import"
	ClassExportAsk   ID = "class.prompt.export"
)

var classTexts = Table{
	// %[1]d: this step; %[2]d: the number of steps; %[3]s: the point.
	{ClassWalkStep, "%[3]s · step %[1]d of %[2]d", "%[3]s · 第%[1]d步，共%[2]d步"},
	// %[1]s: the point; %[2]s: the verdict.
	{ClassWalkVerdict, "Black at %[1]s: %[2]s", "黑棋下在%[1]s：%[2]s"},
	{ClassBadLink, "The link could not be read, so the board is unchanged: %[1]s", "链接无法读取，棋盘未改变：%[1]s"},
	{ClassImportError, "Nothing imported, the board is unchanged: %[1]s", "未导入，棋盘未改变：%[1]s"},
	{ClassShared, "Link copied: %[1]s", "链接已复制：%[1]s"},
	{ClassShareFailed, "Copy this link: %[1]s", "请复制此链接：%[1]s"},
	{ClassExported, "Position as %[1]s: %[2]s", "局面（%[1]s）：%[2]s"},
	{ClassPNGSaved, "Diagram saved as %[1]s.", "棋图已保存为 %[1]s。"},
	{ClassImportAsk, "Paste moves (h8 h9 i8 or h8h9i8), stones (B:h8,i9 W:h9), a diagram or a share link:", "粘贴着法（h8 h9 i8 或 h8h9i8）、棋子（B:h8,i9 W:h9）、棋图或分享链接："},
	{ClassExportAsk, "The position (copy it):", "当前局面（请复制）："},
}

func init() { Register(classTexts) }
