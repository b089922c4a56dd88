package msg

// The teacher's homework screen (game/features/hwteach), opened from the
// Classroom: the homework builder, its link and QR code, the class table.
//
// The room's own messages are in game/features/hwteach/messages.go; these
// are the ones something besides the room names too (the frame, another
// room, the app's tests or the command line).
const (
	HwtBtnWorksheet  ID = "hwt.btn.worksheet"
	HwtAskTitle      ID = "hwt.askTitle"
	HwtAskPages      ID = "hwt.askPages"
	HwtAskPaste      ID = "hwt.askPaste"
	HwtMaking        ID = "hwt.making"
	HwtSheetSaved    ID = "hwt.sheetSaved"
	HwtSheetFailed   ID = "hwt.sheetFailed"
	HwtSheetStopped  ID = "hwt.sheetStopped"
	HwtCSVSaved      ID = "hwt.csvSaved"
	ClassBtnHomework ID = "class.btn.homework"
)

var hwteachTexts = Table{
	{HwtBtnWorksheet, "Worksheet PDF", "练习纸 PDF"},
	{HwtAskTitle, "Title of the homework (students see it):", "作业标题（学生可见）："},
	// %[1]s: the lesson; %[2]d: its pages.
	{HwtAskPages, "Pages of “%[1]s” (1–%[2]d), e.g. 1-3 5; empty for all:", "“%[1]s”的页码（1–%[2]d），如 1-3 5；留空为全部："},
	{HwtAskPaste, "Paste your students' codes (one per line, or all at once):", "粘贴学生的成绩码（每行一个，或一次全部粘贴）："},
	{HwtMaking, "Making the worksheet…", "正在生成练习纸…"},
	// %[1]s: the file's name; %[2]d: its pages.
	{HwtSheetSaved, "Worksheet saved: %[1]s (%[2]d pages, the answers on the last).", "练习纸已保存：%[1]s（共 %[2]d 页，答案在最后）。"},
	// %[1]s: what went wrong.
	{HwtSheetFailed, "The worksheet could not be made: %[1]s.", "练习纸生成失败：%[1]s。"},
	// Said on return to a screen left while its worksheet was being made.
	{HwtSheetStopped, "The worksheet was stopped when you left this page: make it again.", "离开本页时，练习纸已停止生成，请重新生成。"},
	// %[1]s: the file's name.
	{HwtCSVSaved, "Table saved: %[1]s", "表格已保存：%[1]s"},
	{ClassBtnHomework, "Homework", "布置作业"},
}

func init() { Register(hwteachTexts) }
