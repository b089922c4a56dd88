package hwplay

import "renju/msg"

// The room's messages: the IDs only this room asks for, with their text
// in English and 简体中文, registered in the catalogue when the package
// loads (msg.Register). What the frame, the saves, the command line or
// another room also names stays in msg. The font subsets cover these
// strings because fonts/gencharset links every room
// (game/frame/catalogue).
const (
	Title        msg.ID = "hwp.title"
	Status       msg.ID = "hwp.status"
	Name         msg.ID = "hwp.name"
	NoName       msg.ID = "hwp.noName"
	Pages        msg.ID = "hwp.pages"
	PagesRange   msg.ID = "hwp.pagesRange"
	PagesRead    msg.ID = "hwp.pagesRead"
	Drills       msg.ID = "hwp.drills"
	DrillsDone   msg.ID = "hwp.drillsDone"
	End          msg.ID = "hwp.end"
	StepName     msg.ID = "hwp.step.name"
	StepRead     msg.ID = "hwp.step.read"
	StepDrills   msg.ID = "hwp.step.drills"
	StepFinish   msg.ID = "hwp.step.finish"
	BtnName      msg.ID = "hwp.btn.name"
	BtnRename    msg.ID = "hwp.btn.rename"
	BtnRead      msg.ID = "hwp.btn.read"
	BtnStart     msg.ID = "hwp.btn.start"
	BtnContinue  msg.ID = "hwp.btn.continue"
	BtnCode      msg.ID = "hwp.btn.code"
	BtnOverview  msg.ID = "hwp.btn.overview"
	BtnCopy      msg.ID = "hwp.btn.copy"
	DoneTitle    msg.ID = "hwp.doneTitle"
	Score        msg.ID = "hwp.score"
	ScoreNone    msg.ID = "hwp.scoreNone"
	Missed       msg.ID = "hwp.missed"
	MissedNone   msg.ID = "hwp.missedNone"
	Send         msg.ID = "hwp.send"
	Copied       msg.ID = "hwp.copied"
	CopyFailed   msg.ID = "hwp.copyFailed"
	Named        msg.ID = "hwp.named"
	NameBad      msg.ID = "hwp.nameBad"
	ProgressBad  msg.ID = "hwp.progressBad"
	None         msg.ID = "hwp.none"
	BtnRetry     msg.ID = "hwp.btn.retry"
	HintKeys     msg.ID = "hwp.hintKeys"
	DrillHint    msg.ID = "hwp.drillHint"
	KindThree    msg.ID = "hwp.kind.three"
	KindFour     msg.ID = "hwp.kind.four"
	KindOverline msg.ID = "hwp.kind.overline"
	KindOther    msg.ID = "hwp.kind.other"
	MissedSome   msg.ID = "hwp.missedSome"
)

var texts = msg.Table{
	{ID: Title, EN: "Homework", ZH: "作业"},
	// %[1]s: the homework's ID.
	{ID: Status, EN: "Homework %[1]s", ZH: "作业 %[1]s"},
	// %[1]s: the student's name.
	{ID: Name, EN: "Your name: %[1]s", ZH: "你的名字：%[1]s"},
	{ID: NoName, EN: "Your teacher sees your name with your result.", ZH: "老师会看到你的名字和成绩。"},
	// %[1]s: the lesson's title; %[2]d: the page.
	{ID: Pages, EN: "Read: %[1]s, page %[2]d", ZH: "阅读：%[1]s，第 %[2]d 页"},
	// %[1]s: the lesson's title; %[2]d, %[3]d: the first and the last page.
	{ID: PagesRange, EN: "Read: %[1]s, pages %[2]d–%[3]d", ZH: "阅读：%[1]s，第 %[2]d–%[3]d 页"},
	// %[1]d of %[2]d pages opened.
	{ID: PagesRead, EN: "Pages opened: %[1]d of %[2]d", ZH: "已打开 %[1]d/%[2]d 页"},
	// %[1]d drills of level %[2]d; %[3]s: their types.
	{ID: Drills, EN: "Drills: %[1]d at level %[2]d — %[3]s", ZH: "练习：%[1]d 题，难度 %[2]d — %[3]s"},
	// %[1]d done, %[2]d right.
	{ID: DrillsDone, EN: "Done so far: %[1]d, %[2]d of them right", ZH: "已完成 %[1]d 题，答对 %[2]d 题"},
	{ID: End, EN: "When you finish you get a code: send it to your teacher.", ZH: "完成后你会得到一个成绩码，把它发给老师。"},
	{ID: StepName, EN: "First, enter your name.", ZH: "先填写你的名字。"},
	{ID: StepRead, EN: "Read the pages, then do the drills.", ZH: "先读课文，再做练习。"},
	{ID: StepDrills, EN: "Now the drills.", ZH: "现在开始做练习。"},
	{ID: StepFinish, EN: "All done: get your code.", ZH: "全部完成：领取成绩码。"},
	{ID: BtnName, EN: "Enter your name", ZH: "填写名字"},
	{ID: BtnRename, EN: "Change name", ZH: "修改名字"},
	// %[1]s: the lesson's title; %[2]d: the page.
	{ID: BtnRead, EN: "Read %[1]s p. %[2]d", ZH: "阅读 %[1]s 第 %[2]d 页"},
	{ID: BtnStart, EN: "Start the drills", ZH: "开始练习"},
	{ID: BtnContinue, EN: "Continue the drills", ZH: "继续练习"},
	{ID: BtnCode, EN: "Show my code", ZH: "查看成绩码"},
	{ID: BtnOverview, EN: "Homework page", ZH: "作业首页"},
	{ID: BtnCopy, EN: "Copy the code", ZH: "复制成绩码"},
	{ID: DoneTitle, EN: "Homework done", ZH: "作业完成"},
	// %[1]d of %[2]d right, %[3]d percent, in %[4]s (m:ss).
	{ID: Score, EN: "%[1]d of %[2]d right (%[3]d%%) in %[4]s.", ZH: "答对 %[1]d/%[2]d 题（%[3]d%%），用时 %[4]s。"},
	{ID: ScoreNone, EN: "No drills in this homework.", ZH: "这份作业没有练习题。"},
	// %[1]s: a list such as "1 double-three, 2 other".
	{ID: Missed, EN: "Missed: %[1]s.", ZH: "答错：%[1]s。"},
	{ID: MissedNone, EN: "No drill missed.", ZH: "全部答对。"},
	{ID: Send, EN: "Send this code to your teacher: copy it, or let them scan the QR code.", ZH: "把成绩码发给老师：复制它，或让老师扫二维码。"},
	{ID: Copied, EN: "Copied: paste it in a message to your teacher.", ZH: "已复制，粘贴到给老师的消息里即可。"},
	{ID: CopyFailed, EN: "The browser would not copy: select the code and copy it by hand.", ZH: "浏览器无法复制，请手动选中成绩码复制。"},
	// %[1]s: the name.
	{ID: Named, EN: "Name saved: %[1]s.", ZH: "名字已保存：%[1]s。"},
	// %[1]s: what is wrong with it.
	{ID: NameBad, EN: "That name cannot be used: %[1]s.", ZH: "这个名字不能用：%[1]s。"},
	// %[1]s: what is wrong.
	{ID: ProgressBad, EN: "Your saved work on this homework could not be read (%[1]s): it starts again.", ZH: "这份作业保存的进度无法读取（%[1]s），需要重新开始。"},
	{ID: None, EN: "No homework is open. Open the link your teacher sent you.", ZH: "还没有打开作业。请打开老师发给你的链接。"},
	{ID: BtnRetry, EN: "Try again", ZH: "重试"},
	{ID: HintKeys, EN: "Keys: N name, R read, Enter drills, C copy", ZH: "按键：N 名字，R 阅读，Enter 练习，C 复制"},
	{ID: DrillHint, EN: "Esc: back to the homework page; your answers are kept.", ZH: "Esc：回到作业首页，已答的题都会保留。"},
	{ID: KindThree, EN: "%[1]d double-three", ZH: "双三 %[1]d 题"},
	{ID: KindFour, EN: "%[1]d double-four", ZH: "双四 %[1]d 题"},
	{ID: KindOverline, EN: "%[1]d overline", ZH: "长连 %[1]d 题"},
	{ID: KindOther, EN: "%[1]d other", ZH: "其他 %[1]d 题"},
	// %[1]d: the missed drills that can be opened again.
	{ID: MissedSome, EN: "Open a missed drill below to see its answer and walk it (%[1]d of them: the others were answered before the page was reloaded).", ZH: "点开下面答错的题，看正确答案和逐步讲解（共 %[1]d 题；其余几题是在重新载入页面之前答的）。"},
}

func init() { msg.Register(texts) }
