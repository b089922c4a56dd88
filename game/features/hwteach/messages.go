package hwteach

import "renju/msg"

// The room's messages: the IDs only this room asks for, with their text
// in English and 简体中文, registered in the catalogue when the package
// loads (msg.Register). What the frame, the saves, the command line or
// another room also names stays in msg. The font subsets cover these
// strings because fonts/gencharset links every room
// (game/frame/catalogue).
const (
	Title        msg.ID = "hwt.title"
	TableTitle   msg.ID = "hwt.tableTitle"
	Status       msg.ID = "hwt.status"
	Untitled     msg.ID = "hwt.untitled"
	TitleLine    msg.ID = "hwt.titleLine"
	Read         msg.ID = "hwt.read"
	ReadAll      msg.ID = "hwt.readAll"
	ReadNone     msg.ID = "hwt.readNone"
	Drills       msg.ID = "hwt.drills"
	DrillsNone   msg.ID = "hwt.drillsNone"
	Race         msg.ID = "hwt.race"
	LinkLine     msg.ID = "hwt.linkLine"
	LocalLink    msg.ID = "hwt.localLink"
	Intro        msg.ID = "hwt.intro"
	BtnPrev      msg.ID = "hwt.btn.prev"
	BtnNext      msg.ID = "hwt.btn.next"
	BtnLessonIn  msg.ID = "hwt.btn.lessonIn"
	BtnLessonOut msg.ID = "hwt.btn.lessonOut"
	BtnPages     msg.ID = "hwt.btn.pages"
	BtnTitle     msg.ID = "hwt.btn.title"
	BtnFewer     msg.ID = "hwt.btn.fewer"
	BtnMore      msg.ID = "hwt.btn.more"
	BtnNewSet    msg.ID = "hwt.btn.newSet"
	BtnCopy      msg.ID = "hwt.btn.copy"
	BtnTable     msg.ID = "hwt.btn.table"
	BtnPaste     msg.ID = "hwt.btn.paste"
	BtnCSV       msg.ID = "hwt.btn.csv"
	BtnNewTable  msg.ID = "hwt.btn.newTable"
	BtnUndoTable msg.ID = "hwt.btn.undoTable"
	HwtBtnBack   msg.ID = "hwt.btn.back"
	TitleBad     msg.ID = "hwt.titleBad"
	PagesBad     msg.ID = "hwt.pagesBad"
	PagesWhich   msg.ID = "hwt.pagesWhich"
	NotReady     msg.ID = "hwt.notReady"
	Copied       msg.ID = "hwt.copied"
	CopyFailed   msg.ID = "hwt.copyFailed"
	NoDrills     msg.ID = "hwt.noDrills"
	TableOther   msg.ID = "hwt.tableOther"
	TableEmpty   msg.ID = "hwt.tableEmpty"
	TableCleared msg.ID = "hwt.tableCleared"
	TableBack    msg.ID = "hwt.tableBack"
	Pasted       msg.ID = "hwt.pasted"
	SaveBad      msg.ID = "hwt.saveBad"
	TableHint    msg.ID = "hwt.tableHint"
	TableCount   msg.ID = "hwt.tableCount"
	TableMore    msg.ID = "hwt.tableMore"
	ColRank      msg.ID = "hwt.col.rank"
	ColName      msg.ID = "hwt.col.name"
	ColScore     msg.ID = "hwt.col.score"
	ColThree     msg.ID = "hwt.col.three"
	ColFour      msg.ID = "hwt.col.four"
	ColOverline  msg.ID = "hwt.col.overline"
	ColOther     msg.ID = "hwt.col.other"
	ColTime      msg.ID = "hwt.col.time"
	ColPages     msg.ID = "hwt.col.pages"
	Keys         msg.ID = "hwt.keys"
	TableKeys    msg.ID = "hwt.tableKeys"
)

var texts = msg.Table{
	{ID: Title, EN: "Homework", ZH: "布置作业"},
	{ID: TableTitle, EN: "Class table", ZH: "全班成绩"},
	// %[1]s: the homework's ID.
	{ID: Status, EN: "Homework %[1]s", ZH: "作业 %[1]s"},
	{ID: Untitled, EN: "(no title)", ZH: "（无标题）"},
	// %[1]s: the title.
	{ID: TitleLine, EN: "Title: %[1]s", ZH: "标题：%[1]s"},
	// %[1]s: the lessons and pages.
	{ID: Read, EN: "Read: %[1]s", ZH: "阅读：%[1]s"},
	{ID: ReadAll, EN: "%[1]s (all pages)", ZH: "%[1]s（全部）"},
	{ID: ReadNone, EN: "Read: no lesson chosen", ZH: "阅读：未选课文"},
	// %[1]d drills of level %[2]d; %[3]s: their types; %[4]d: the seed.
	{ID: Drills, EN: "Drills: %[1]d at level %[2]d — %[3]s (set %[4]d)", ZH: "练习：%[1]d 题，难度 %[2]d — %[3]s（题组 %[4]d）"},
	{ID: DrillsNone, EN: "Drills: none", ZH: "练习：无"},
	{ID: Race, EN: "Race: project this screen. Everyone who scans the QR code gets the same drills; paste their codes in the class table to compare.", ZH: "课堂比赛：投影此页，扫码的同学拿到完全相同的题目；把他们的成绩码贴进全班成绩即可比较。"},
	// %[1]s: the link.
	{ID: LinkLine, EN: "Link: %[1]s", ZH: "链接：%[1]s"},
	{ID: LocalLink, EN: "Phones cannot open this link or its QR code: %[1]s names this computer, and on a phone it names the phone. Serve the app on the network with %[2]s, open this page at the address it prints for other devices (such as http://192.168.1.20:8080/), and the link and the QR code will work.",
		ZH: "手机打不开这个链接和二维码：%[1]s指的是本机，在手机上就成了手机自己。请用 %[2]s 在局域网上提供本程序，再用它给出的局域网地址（例如 http://192.168.1.20:8080/）打开本页，链接和二维码就能用了。"},
	{ID: Intro, EN: "Choose lessons and drills, then send the link.", ZH: "选好课文和练习，然后发送链接。"},
	{ID: BtnPrev, EN: "◀", ZH: "◀"},
	{ID: BtnNext, EN: "▶", ZH: "▶"},
	// %[1]d: the lesson's number; %[2]s: its title.
	{ID: BtnLessonIn, EN: "✓ %[1]d. %[2]s", ZH: "✓ %[1]d. %[2]s"},
	{ID: BtnLessonOut, EN: "+ %[1]d. %[2]s", ZH: "+ %[1]d. %[2]s"},
	{ID: BtnPages, EN: "Pages…", ZH: "选页…"},
	{ID: BtnTitle, EN: "Title…", ZH: "标题…"},
	{ID: BtnFewer, EN: "Fewer", ZH: "减少"},
	{ID: BtnMore, EN: "More", ZH: "增加"},
	{ID: BtnNewSet, EN: "Other drills", ZH: "换一组题"},
	{ID: BtnCopy, EN: "Copy link", ZH: "复制链接"},
	{ID: BtnTable, EN: "Class table", ZH: "全班成绩"},
	{ID: BtnPaste, EN: "Paste codes", ZH: "粘贴成绩码"},
	{ID: BtnCSV, EN: "Download CSV", ZH: "下载 CSV"},
	{ID: BtnNewTable, EN: "New table", ZH: "新建表格"},
	{ID: BtnUndoTable, EN: "Undo new table", ZH: "撤销新建"},
	{ID: HwtBtnBack, EN: "Homework", ZH: "作业设置"},
	// %[1]s: what is wrong.
	{ID: TitleBad, EN: "That title cannot be used: %[1]s.", ZH: "这个标题不能用：%[1]s。"},
	// %[1]s: what is wrong.
	{ID: PagesBad, EN: "Those pages cannot be used: %[1]s.", ZH: "这些页码不能用：%[1]s。"},
	// %[1]s: the part; %[2]d: the last page.
	{ID: PagesWhich, EN: "“%[1]s” is not a page or a range of pages from 1 to %[2]d", ZH: "“%[1]s”不是 1 到 %[2]d 之间的页码或页码范围"},
	// %[1]s: what is missing.
	{ID: NotReady, EN: "The homework is not ready: %[1]s.", ZH: "作业还不完整：%[1]s。"},
	// %[1]s: the link.
	{ID: Copied, EN: "Link copied: %[1]s", ZH: "链接已复制：%[1]s"},
	// %[1]s: the link.
	{ID: CopyFailed, EN: "The browser would not copy; copy the link by hand: %[1]s", ZH: "浏览器无法复制，请手动复制链接：%[1]s"},
	{ID: NoDrills, EN: "Choose at least one drill type and a number of drills first.", ZH: "请先选择至少一种练习和题数。"},
	// %[1]s: the table's homework; %[2]s: the homework as it is now.
	{ID: TableOther, EN: "This table is for homework %[1]s; the homework is now %[2]s. New table starts one for it.", ZH: "这张表属于作业 %[1]s，而当前作业是 %[2]s。点“新建表格”为当前作业建表。"},
	{ID: TableEmpty, EN: "The table is empty: paste your students' codes first.", ZH: "表格是空的，请先粘贴学生的成绩码。"},
	// %[1]d: the rows.
	{ID: TableCleared, EN: "New table. The old one (%[1]d students) can be brought back with Undo.", ZH: "已新建表格。原表（%[1]d 人）可用“撤销新建”找回。"},
	// %[1]d: the rows.
	{ID: TableBack, EN: "The table is back (%[1]d students).", ZH: "原表已找回（%[1]d 人）。"},
	// %[1]d codes added; %[2]d refused.
	{ID: Pasted, EN: "%[1]d added, %[2]d refused.", ZH: "新增 %[1]d 人，%[2]d 条无法读取。"},
	// %[1]s: what is wrong.
	{ID: SaveBad, EN: "The saved homework and table could not be read (%[1]s): starting afresh.", ZH: "保存的作业和成绩表无法读取（%[1]s），已重新开始。"},
	{ID: TableHint, EN: "Paste the codes your students sent you. A student who sends a new code replaces the old one.", ZH: "粘贴学生发来的成绩码。同一学生的新成绩码会替换旧的。"},
	// %[1]d: the students.
	{ID: TableCount, EN: "students: %[1]d", ZH: "人数：%[1]d"},
	// %[1]d: the rows not shown.
	{ID: TableMore, EN: "… and %[1]d more (in the CSV)", ZH: "……另有 %[1]d 人（见 CSV）"},
	{ID: ColRank, EN: "#", ZH: "#"},
	{ID: ColName, EN: "Name", ZH: "姓名"},
	{ID: ColScore, EN: "Score", ZH: "得分"},
	{ID: ColThree, EN: "3×3", ZH: "双三"},
	{ID: ColFour, EN: "4×4", ZH: "双四"},
	{ID: ColOverline, EN: "Over", ZH: "长连"},
	{ID: ColOther, EN: "Other", ZH: "其他"},
	{ID: ColTime, EN: "Time", ZH: "用时"},
	{ID: ColPages, EN: "Read", ZH: "读页"},
	{ID: Keys, EN: "Keys: ← → lesson, Space add, 1–3 level, ↑ ↓ count, C copy, G table", ZH: "按键：← → 选课文，空格 加入，1–3 难度，↑ ↓ 题数，C 复制，G 成绩表"},
	{ID: TableKeys, EN: "Keys: P paste, D download, Esc homework", ZH: "按键：P 粘贴，D 下载，Esc 作业设置"},
}

func init() { msg.Register(texts) }
