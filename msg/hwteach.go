package msg

// The teacher's homework screen (game/features/hwteach), opened from the
// Classroom: the homework builder, its link and QR code, the class table.
const (
	HwtTitle         ID = "hwt.title"
	HwtTableTitle    ID = "hwt.tableTitle"
	HwtStatus        ID = "hwt.status"
	HwtUntitled      ID = "hwt.untitled"
	HwtTitleLine     ID = "hwt.titleLine"
	HwtRead          ID = "hwt.read"
	HwtReadAll       ID = "hwt.readAll"
	HwtReadNone      ID = "hwt.readNone"
	HwtDrills        ID = "hwt.drills"
	HwtDrillsNone    ID = "hwt.drillsNone"
	HwtRace          ID = "hwt.race"
	HwtLinkLine      ID = "hwt.linkLine"
	HwtLocalLink     ID = "hwt.localLink"
	HwtIntro         ID = "hwt.intro"
	HwtBtnPrev       ID = "hwt.btn.prev"
	HwtBtnNext       ID = "hwt.btn.next"
	HwtBtnLessonIn   ID = "hwt.btn.lessonIn"
	HwtBtnLessonOut  ID = "hwt.btn.lessonOut"
	HwtBtnPages      ID = "hwt.btn.pages"
	HwtBtnTitle      ID = "hwt.btn.title"
	HwtBtnFewer      ID = "hwt.btn.fewer"
	HwtBtnMore       ID = "hwt.btn.more"
	HwtBtnNewSet     ID = "hwt.btn.newSet"
	HwtBtnCopy       ID = "hwt.btn.copy"
	HwtBtnTable      ID = "hwt.btn.table"
	HwtBtnWorksheet  ID = "hwt.btn.worksheet"
	HwtBtnPaste      ID = "hwt.btn.paste"
	HwtBtnCSV        ID = "hwt.btn.csv"
	HwtBtnNewTable   ID = "hwt.btn.newTable"
	HwtBtnUndoTable  ID = "hwt.btn.undoTable"
	HwtBtnBack       ID = "hwt.btn.back"
	HwtAskTitle      ID = "hwt.askTitle"
	HwtAskPages      ID = "hwt.askPages"
	HwtAskPaste      ID = "hwt.askPaste"
	HwtTitleBad      ID = "hwt.titleBad"
	HwtPagesBad      ID = "hwt.pagesBad"
	HwtPagesWhich    ID = "hwt.pagesWhich"
	HwtNotReady      ID = "hwt.notReady"
	HwtCopied        ID = "hwt.copied"
	HwtCopyFailed    ID = "hwt.copyFailed"
	HwtNoDrills      ID = "hwt.noDrills"
	HwtMaking        ID = "hwt.making"
	HwtSheetSaved    ID = "hwt.sheetSaved"
	HwtSheetFailed   ID = "hwt.sheetFailed"
	HwtSheetStopped  ID = "hwt.sheetStopped"
	HwtCSVSaved      ID = "hwt.csvSaved"
	HwtTableOther    ID = "hwt.tableOther"
	HwtTableEmpty    ID = "hwt.tableEmpty"
	HwtTableCleared  ID = "hwt.tableCleared"
	HwtTableBack     ID = "hwt.tableBack"
	HwtPasted        ID = "hwt.pasted"
	HwtSaveBad       ID = "hwt.saveBad"
	HwtTableHint     ID = "hwt.tableHint"
	HwtTableCount    ID = "hwt.tableCount"
	HwtTableMore     ID = "hwt.tableMore"
	HwtColRank       ID = "hwt.col.rank"
	HwtColName       ID = "hwt.col.name"
	HwtColScore      ID = "hwt.col.score"
	HwtColThree      ID = "hwt.col.three"
	HwtColFour       ID = "hwt.col.four"
	HwtColOverline   ID = "hwt.col.overline"
	HwtColOther      ID = "hwt.col.other"
	HwtColTime       ID = "hwt.col.time"
	HwtKeys          ID = "hwt.keys"
	HwtTableKeys     ID = "hwt.tableKeys"
	ClassBtnHomework ID = "class.btn.homework"
)

var hwteachTexts = Table{
	HwtTitle:      {"Homework", "布置作业"},
	HwtTableTitle: {"Class table", "全班成绩"},
	// %[1]s: the homework's ID.
	HwtStatus:   {"Homework %[1]s", "作业 %[1]s"},
	HwtUntitled: {"(no title)", "（无标题）"},
	// %[1]s: the title.
	HwtTitleLine: {"Title: %[1]s", "标题：%[1]s"},
	// %[1]s: the lessons and pages.
	HwtRead:     {"Read: %[1]s", "阅读：%[1]s"},
	HwtReadAll:  {"%[1]s (all pages)", "%[1]s（全部）"},
	HwtReadNone: {"Read: no lesson chosen", "阅读：未选课文"},
	// %[1]d drills of level %[2]d; %[3]s: their types; %[4]d: the seed.
	HwtDrills:     {"Drills: %[1]d at level %[2]d — %[3]s (set %[4]d)", "练习：%[1]d 题，难度 %[2]d — %[3]s（题组 %[4]d）"},
	HwtDrillsNone: {"Drills: none", "练习：无"},
	HwtRace:       {"Race: project this screen. Everyone who scans the QR code gets the same drills; paste their codes in the class table to compare.", "课堂比赛：投影此页，扫码的同学拿到完全相同的题目；把他们的成绩码贴进全班成绩即可比较。"},
	// %[1]s: the link.
	HwtLinkLine: {"Link: %[1]s", "链接：%[1]s"},
	HwtLocalLink: {"Phones cannot open this link or its QR code: %[1]s names this computer, and on a phone it names the phone. Serve the app on the network with %[2]s, open this page at the address it prints for other devices (such as http://192.168.1.20:8080/), and the link and the QR code will work.",
		"手机打不开这个链接和二维码：%[1]s指的是本机，在手机上就成了手机自己。请用 %[2]s 在局域网上提供本程序，再用它给出的局域网地址（例如 http://192.168.1.20:8080/）打开本页，链接和二维码就能用了。"},
	HwtIntro:   {"Choose lessons and drills, then send the link.", "选好课文和练习，然后发送链接。"},
	HwtBtnPrev: {"◀", "◀"},
	HwtBtnNext: {"▶", "▶"},
	// %[1]d: the lesson's number; %[2]s: its title.
	HwtBtnLessonIn:  {"✓ %[1]d. %[2]s", "✓ %[1]d. %[2]s"},
	HwtBtnLessonOut: {"+ %[1]d. %[2]s", "+ %[1]d. %[2]s"},
	HwtBtnPages:     {"Pages…", "选页…"},
	HwtBtnTitle:     {"Title…", "标题…"},
	HwtBtnFewer:     {"Fewer", "减少"},
	HwtBtnMore:      {"More", "增加"},
	HwtBtnNewSet:    {"Other drills", "换一组题"},
	HwtBtnCopy:      {"Copy link", "复制链接"},
	HwtBtnTable:     {"Class table", "全班成绩"},
	HwtBtnWorksheet: {"Worksheet PDF", "练习纸 PDF"},
	HwtBtnPaste:     {"Paste codes", "粘贴成绩码"},
	HwtBtnCSV:       {"Download CSV", "下载 CSV"},
	HwtBtnNewTable:  {"New table", "新建表格"},
	HwtBtnUndoTable: {"Undo new table", "撤销新建"},
	HwtBtnBack:      {"Homework", "作业设置"},
	HwtAskTitle:     {"Title of the homework (students see it):", "作业标题（学生可见）："},
	// %[1]s: the lesson; %[2]d: its pages.
	HwtAskPages: {"Pages of “%[1]s” (1–%[2]d), e.g. 1-3 5; empty for all:", "“%[1]s”的页码（1–%[2]d），如 1-3 5；留空为全部："},
	HwtAskPaste: {"Paste your students' codes (one per line, or all at once):", "粘贴学生的成绩码（每行一个，或一次全部粘贴）："},
	// %[1]s: what is wrong.
	HwtTitleBad: {"That title cannot be used: %[1]s.", "这个标题不能用：%[1]s。"},
	// %[1]s: what is wrong.
	HwtPagesBad: {"Those pages cannot be used: %[1]s.", "这些页码不能用：%[1]s。"},
	// %[1]s: the part; %[2]d: the last page.
	HwtPagesWhich: {"“%[1]s” is not a page or a range of pages from 1 to %[2]d", "“%[1]s”不是 1 到 %[2]d 之间的页码或页码范围"},
	// %[1]s: what is missing.
	HwtNotReady: {"The homework is not ready: %[1]s.", "作业还不完整：%[1]s。"},
	// %[1]s: the link.
	HwtCopied: {"Link copied: %[1]s", "链接已复制：%[1]s"},
	// %[1]s: the link.
	HwtCopyFailed: {"The browser would not copy; copy the link by hand: %[1]s", "浏览器无法复制，请手动复制链接：%[1]s"},
	HwtNoDrills:   {"Choose at least one drill type and a number of drills first.", "请先选择至少一种练习和题数。"},
	HwtMaking:     {"Making the worksheet…", "正在生成练习纸…"},
	// %[1]s: the file's name; %[2]d: its pages.
	HwtSheetSaved: {"Worksheet saved: %[1]s (%[2]d pages, the answers on the last).", "练习纸已保存：%[1]s（共 %[2]d 页，答案在最后）。"},
	// %[1]s: what went wrong.
	HwtSheetFailed: {"The worksheet could not be made: %[1]s.", "练习纸生成失败：%[1]s。"},
	// Said on return to a screen left while its worksheet was being made.
	HwtSheetStopped: {"The worksheet was stopped when you left this page: make it again.", "离开本页时，练习纸已停止生成，请重新生成。"},
	// %[1]s: the file's name.
	HwtCSVSaved: {"Table saved: %[1]s", "表格已保存：%[1]s"},
	// %[1]s: the table's homework; %[2]s: the homework as it is now.
	HwtTableOther: {"This table is for homework %[1]s; the homework is now %[2]s. New table starts one for it.", "这张表属于作业 %[1]s，而当前作业是 %[2]s。点“新建表格”为当前作业建表。"},
	HwtTableEmpty: {"The table is empty: paste your students' codes first.", "表格是空的，请先粘贴学生的成绩码。"},
	// %[1]d: the rows.
	HwtTableCleared: {"New table. The old one (%[1]d students) can be brought back with Undo.", "已新建表格。原表（%[1]d 人）可用“撤销新建”找回。"},
	// %[1]d: the rows.
	HwtTableBack: {"The table is back (%[1]d students).", "原表已找回（%[1]d 人）。"},
	// %[1]d codes added; %[2]d refused.
	HwtPasted: {"%[1]d added, %[2]d refused.", "新增 %[1]d 人，%[2]d 条无法读取。"},
	// %[1]s: what is wrong.
	HwtSaveBad:   {"The saved homework and table could not be read (%[1]s): starting afresh.", "保存的作业和成绩表无法读取（%[1]s），已重新开始。"},
	HwtTableHint: {"Paste the codes your students sent you. A student who sends a new code replaces the old one.", "粘贴学生发来的成绩码。同一学生的新成绩码会替换旧的。"},
	// %[1]d: the students.
	HwtTableCount: {"students: %[1]d", "人数：%[1]d"},
	// %[1]d: the rows not shown.
	HwtTableMore:     {"… and %[1]d more (in the CSV)", "……另有 %[1]d 人（见 CSV）"},
	HwtColRank:       {"#", "#"},
	HwtColName:       {"Name", "姓名"},
	HwtColScore:      {"Score", "得分"},
	HwtColThree:      {"3×3", "双三"},
	HwtColFour:       {"4×4", "双四"},
	HwtColOverline:   {"Over", "长连"},
	HwtColOther:      {"Other", "其他"},
	HwtColTime:       {"Time", "用时"},
	HwtKeys:          {"Keys: ← → lesson, Space add, 1–3 level, ↑ ↓ count, C copy, G table", "按键：← → 选课文，空格 加入，1–3 难度，↑ ↓ 题数，C 复制，G 成绩表"},
	HwtTableKeys:     {"Keys: P paste, D download, Esc homework", "按键：P 粘贴，D 下载，Esc 作业设置"},
	ClassBtnHomework: {"Homework", "布置作业"},
}

func init() { Register(hwteachTexts) }
