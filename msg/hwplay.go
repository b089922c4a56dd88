package msg

// The homework screen (game/features/hwplay): a student opens the teacher's #hw=
// link, enters a name, reads the pages, does the drills and gets a result
// code for the teacher.
const (
	MenuHomework     ID = "menu.homework"
	MenuHomeworkDesc ID = "menu.homework.desc"

	HwpTitle        ID = "hwp.title"
	HwpStatus       ID = "hwp.status"
	HwpName         ID = "hwp.name"
	HwpNoName       ID = "hwp.noName"
	HwpPages        ID = "hwp.pages"
	HwpPagesRange   ID = "hwp.pagesRange"
	HwpPagesRead    ID = "hwp.pagesRead"
	HwpDrills       ID = "hwp.drills"
	HwpDrillsDone   ID = "hwp.drillsDone"
	HwpEnd          ID = "hwp.end"
	HwpStepName     ID = "hwp.step.name"
	HwpStepRead     ID = "hwp.step.read"
	HwpStepDrills   ID = "hwp.step.drills"
	HwpStepFinish   ID = "hwp.step.finish"
	HwpStepDone     ID = "hwp.step.done"
	HwpBtnName      ID = "hwp.btn.name"
	HwpBtnRename    ID = "hwp.btn.rename"
	HwpBtnRead      ID = "hwp.btn.read"
	HwpBtnStart     ID = "hwp.btn.start"
	HwpBtnContinue  ID = "hwp.btn.continue"
	HwpBtnCode      ID = "hwp.btn.code"
	HwpBtnOverview  ID = "hwp.btn.overview"
	HwpBtnCopy      ID = "hwp.btn.copy"
	HwpAskName      ID = "hwp.askName"
	HwpDoneTitle    ID = "hwp.doneTitle"
	HwpScore        ID = "hwp.score"
	HwpScoreNone    ID = "hwp.scoreNone"
	HwpMissed       ID = "hwp.missed"
	HwpMissedNone   ID = "hwp.missedNone"
	HwpSend         ID = "hwp.send"
	HwpCopied       ID = "hwp.copied"
	HwpCopyFailed   ID = "hwp.copyFailed"
	HwpNamed        ID = "hwp.named"
	HwpNameBad      ID = "hwp.nameBad"
	HwpProgressBad  ID = "hwp.progressBad"
	HwpLinkBad      ID = "hwp.linkBad"
	HwpNone         ID = "hwp.none"
	HwpGenError     ID = "hwp.genError"
	HwpBtnRetry     ID = "hwp.btn.retry"
	HwpHintKeys     ID = "hwp.hintKeys"
	HwpDrillHint    ID = "hwp.drillHint"
	HwpKindThree    ID = "hwp.kind.three"
	HwpKindFour     ID = "hwp.kind.four"
	HwpKindOverline ID = "hwp.kind.overline"
	HwpKindOther    ID = "hwp.kind.other"
)

var hwplayTexts = Table{
	MenuHomework:     {"Homework", "作业"},
	MenuHomeworkDesc: {"Open the homework your teacher sent you", "打开老师布置的作业"},

	HwpTitle: {"Homework", "作业"},
	// %[1]s: the homework's ID.
	HwpStatus: {"Homework %[1]s", "作业 %[1]s"},
	// %[1]s: the student's name.
	HwpName:   {"Your name: %[1]s", "你的名字：%[1]s"},
	HwpNoName: {"Your teacher sees your name with your result.", "老师会看到你的名字和成绩。"},
	// %[1]s: the lesson's title; %[2]d: the page.
	HwpPages: {"Read: %[1]s, page %[2]d", "阅读：%[1]s，第 %[2]d 页"},
	// %[1]s: the lesson's title; %[2]d, %[3]d: the first and the last page.
	HwpPagesRange: {"Read: %[1]s, pages %[2]d–%[3]d", "阅读：%[1]s，第 %[2]d–%[3]d 页"},
	// %[1]d of %[2]d pages opened.
	HwpPagesRead: {"Pages opened: %[1]d of %[2]d", "已打开 %[1]d/%[2]d 页"},
	// %[1]d drills of level %[2]d; %[3]s: their types.
	HwpDrills: {"Drills: %[1]d at level %[2]d — %[3]s", "练习：%[1]d 题，难度 %[2]d — %[3]s"},
	// %[1]d done, %[2]d right.
	HwpDrillsDone: {"Done so far: %[1]d, %[2]d of them right", "已完成 %[1]d 题，答对 %[2]d 题"},
	HwpEnd:        {"When you finish you get a code: send it to your teacher.", "完成后你会得到一个成绩码，把它发给老师。"},
	HwpStepName:   {"First, enter your name.", "先填写你的名字。"},
	HwpStepRead:   {"Read the pages, then do the drills.", "先读课文，再做练习。"},
	HwpStepDrills: {"Now the drills.", "现在开始做练习。"},
	HwpStepFinish: {"All done: get your code.", "全部完成：领取成绩码。"},
	HwpStepDone:   {"Your code is ready.", "成绩码已生成。"},
	HwpBtnName:    {"Enter your name", "填写名字"},
	HwpBtnRename:  {"Change name", "修改名字"},
	// %[1]s: the lesson's title; %[2]d: the page.
	HwpBtnRead:     {"Read %[1]s p. %[2]d", "阅读 %[1]s 第 %[2]d 页"},
	HwpBtnStart:    {"Start the drills", "开始练习"},
	HwpBtnContinue: {"Continue the drills", "继续练习"},
	HwpBtnCode:     {"Show my code", "查看成绩码"},
	HwpBtnOverview: {"Homework page", "作业首页"},
	HwpBtnCopy:     {"Copy the code", "复制成绩码"},
	HwpAskName:     {"Your name, as your teacher knows you:", "你的名字（老师认得的写法）："},
	HwpDoneTitle:   {"Homework done", "作业完成"},
	// %[1]d of %[2]d right, %[3]d percent, in %[4]s (m:ss).
	HwpScore:     {"%[1]d of %[2]d right (%[3]d%%) in %[4]s.", "答对 %[1]d/%[2]d 题（%[3]d%%），用时 %[4]s。"},
	HwpScoreNone: {"No drills in this homework.", "这份作业没有练习题。"},
	// %[1]s: a list such as "1 double-three, 2 other".
	HwpMissed:     {"Missed: %[1]s.", "答错：%[1]s。"},
	HwpMissedNone: {"No drill missed.", "全部答对。"},
	HwpSend:       {"Send this code to your teacher: copy it, or let them scan the QR code.", "把成绩码发给老师：复制它，或让老师扫二维码。"},
	HwpCopied:     {"Copied: paste it in a message to your teacher.", "已复制，粘贴到给老师的消息里即可。"},
	HwpCopyFailed: {"The browser would not copy: select the code and copy it by hand.", "浏览器无法复制，请手动选中成绩码复制。"},
	// %[1]s: the name.
	HwpNamed: {"Name saved: %[1]s.", "名字已保存：%[1]s。"},
	// %[1]s: what is wrong with it.
	HwpNameBad: {"That name cannot be used: %[1]s.", "这个名字不能用：%[1]s。"},
	// %[1]s: what is wrong.
	HwpProgressBad: {"Your saved work on this homework could not be read (%[1]s): it starts again.", "这份作业保存的进度无法读取（%[1]s），需要重新开始。"},
	// %[1]s: what is wrong.
	HwpLinkBad: {"This link cannot be opened: %[1]s. Ask your teacher for it again.", "无法打开这个链接：%[1]s。请向老师重新要链接。"},
	HwpNone:    {"No homework is open. Open the link your teacher sent you.", "还没有打开作业。请打开老师发给你的链接。"},
	// %[1]s: the generator's error.
	HwpGenError:     {"This drill could not be made (%[1]s).", "这道练习生成失败（%[1]s）。"},
	HwpBtnRetry:     {"Try again", "重试"},
	HwpHintKeys:     {"Keys: N name, R read, Enter drills, C copy", "按键：N 名字，R 阅读，Enter 练习，C 复制"},
	HwpDrillHint:    {"Esc: back to the homework page; your answers are kept.", "Esc：回到作业首页，已答的题都会保留。"},
	HwpKindThree:    {"%[1]d double-three", "双三 %[1]d 题"},
	HwpKindFour:     {"%[1]d double-four", "双四 %[1]d 题"},
	HwpKindOverline: {"%[1]d overline", "长连 %[1]d 题"},
	HwpKindOther:    {"%[1]d other", "其他 %[1]d 题"},
}

func init() { Register(hwplayTexts) }
