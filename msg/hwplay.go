package msg

// The homework screen (game/features/hwplay): a student opens the teacher's #hw=
// link, enters a name, reads the pages, does the drills and gets a result
// code for the teacher.
//
// The room's own messages are in game/features/hwplay/messages.go; these
// are the ones something besides the room names too (the frame, another
// room, the app's tests or the command line).
const (
	MenuHomework     ID = "menu.homework"
	MenuHomeworkDesc ID = "menu.homework.desc"
	HwpStepDone      ID = "hwp.step.done"
	HwpAskName       ID = "hwp.askName"
	HwpLinkBad       ID = "hwp.linkBad"
	HwpGenError      ID = "hwp.genError"
)

var hwplayTexts = Table{
	{MenuHomework, "Homework", "作业"},
	{MenuHomeworkDesc, "Open the homework your teacher sent you", "打开老师布置的作业"},
	{HwpStepDone, "Your code is ready.", "成绩码已生成。"},
	{HwpAskName, "Your name, as your teacher knows you:", "你的名字（老师认得的写法）："},
	// %[1]s: what is wrong.
	{HwpLinkBad, "This link cannot be opened: %[1]s. Ask your teacher for it again.", "无法打开这个链接：%[1]s。请向老师重新要链接。"},
	// %[1]s: the generator's error.
	{HwpGenError, "This drill could not be made (%[1]s).", "这道练习生成失败（%[1]s）。"},
}

func init() { Register(hwplayTexts) }
