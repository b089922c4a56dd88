package mistakes

import "renju/msg"

// The room's messages (see storm/messages.go for the convention).
const (
	Title      msg.ID = "review.title"
	StatusDue  msg.ID = "review.status.due"
	FromLine   msg.ID = "review.from"
	NoneDue    msg.ID = "review.none"
	WaitLater  msg.ID = "review.later"
	WaitOne    msg.ID = "review.later.one"
	Tomorrow   msg.ID = "review.tomorrow"
	InDays     msg.ID = "review.inDays"
	HowItWorks msg.ID = "review.how"
	SittingEnd msg.ID = "review.sitting"
	Empty      msg.ID = "review.empty"

	FromDrills   msg.ID = "review.from.drills"
	FromStorm    msg.ID = "review.from.storm"
	FromPractice msg.ID = "review.from.practice"
	FromLesson   msg.ID = "review.from.lesson"
	FromHomework msg.ID = "review.from.homework"
	FromPlay     msg.ID = "review.from.play"
	FromReview   msg.ID = "review.from.review"
)

var texts = msg.Table{
	Title:     {"Review mistakes", "错题复习"},
	StatusDue: {"%[1]d to review now", "现在有 %[1]d 题待复习"},
	FromLine:  {"You missed this one in %[1]s.", "这题你在%[1]s中答错过。"},
	NoneDue:   {"Nothing to review now.", "现在没有要复习的题目。"},
	WaitLater: {"%[1]d mistakes wait for later; the next comes back %[2]s.", "还有 %[1]d 题留待以后复习，下一题%[2]s再出现。"},
	WaitOne:   {"One mistake waits for later; it comes back %[1]s.", "还有 1 题留待以后复习，它%[1]s再出现。"},
	Tomorrow:  {"tomorrow", "明天"},
	InDays:    {"in %[1]d days", "%[1]d 天后"},
	HowItWorks: {"Every question you answer wrong comes back here: once more at once, then 1, 3, 7, 16 and 35 days later while you keep getting it right. A wrong answer starts it again.",
		"答错的题目都会回到这里：先马上再做一次，之后每答对一次，分别隔 1、3、7、16、35 天再出现；再答错就从头开始。"},
	SittingEnd: {"This review: %[1]d of %[2]d right.", "本次复习：%[2]d 题答对 %[1]d 题。"},
	Empty:      {"No mistakes yet. A question you answer wrong in a lesson, a drill, Foul Storm, homework or a game comes back here.", "还没有错题。在课程、练习、禁手风暴、作业或对局中答错的题目，会回到这里复习。"},

	FromDrills:   {"the drills", "练习"},
	FromStorm:    {"Foul Storm", "禁手风暴"},
	FromPractice: {"a lesson's practice", "课后练习"},
	FromLesson:   {"a lesson", "课程"},
	FromHomework: {"your homework", "作业"},
	FromPlay:     {"a game", "对局"},
	FromReview:   {"a review", "复习"},
}

func init() { msg.Register(texts) }
