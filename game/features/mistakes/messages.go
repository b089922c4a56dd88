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

	FromLessonN   msg.ID = "review.fromLesson"
	FromPracticeN msg.ID = "review.fromPractice"
	NextQuestion  msg.ID = "review.nextQuestion"
	GoneTitle     msg.ID = "review.gone"
	GoneWhy       msg.ID = "review.goneWhy"

	FromDrills   msg.ID = "review.from.drills"
	FromStorm    msg.ID = "review.from.storm"
	FromPractice msg.ID = "review.from.practice"
	FromLesson   msg.ID = "review.from.lesson"
	FromHomework msg.ID = "review.from.homework"
	FromPlay     msg.ID = "review.from.play"
	FromReview   msg.ID = "review.from.review"
)

var texts = msg.Table{
	{ID: Title, EN: "Review mistakes", ZH: "错题复习"},
	{ID: StatusDue, EN: "%[1]d to review now", ZH: "现在有 %[1]d 题待复习"},
	{ID: FromLine, EN: "You missed this one in %[1]s.", ZH: "这题你在%[1]s中答错过。"},
	{ID: NoneDue, EN: "Nothing to review now.", ZH: "现在没有要复习的题目。"},
	{ID: WaitLater, EN: "%[1]d mistakes wait for later; the next comes back %[2]s.", ZH: "还有 %[1]d 题留待以后复习，下一题%[2]s再出现。"},
	{ID: WaitOne, EN: "One mistake waits for later; it comes back %[1]s.", ZH: "还有 1 题留待以后复习，它%[1]s再出现。"},
	{ID: Tomorrow, EN: "tomorrow", ZH: "明天"},
	{ID: InDays, EN: "in %[1]d days", ZH: "%[1]d 天后"},
	{ID: HowItWorks, EN: "Every question you answer wrong comes back here: once more at once, then 1, 3, 7, 16 and 35 days later while you keep getting it right. A wrong answer starts it again.", ZH: "答错的题目都会回到这里：先马上再做一次，之后每答对一次，分别隔 1、3、7、16、35 天再出现；再答错就从头开始。"},
	{ID: SittingEnd, EN: "This review: %[1]d of %[2]d right.", ZH: "本次复习：%[2]d 题答对 %[1]d 题。"},
	{ID: Empty, EN: "No mistakes yet. A question you answer wrong in a lesson, a drill, Foul Storm, homework or a game comes back here.", ZH: "还没有错题。在课程、练习、禁手风暴、作业或对局中答错的题目，会回到这里复习。"},

	// %[1]d: the lesson's number; %[2]s: its title.
	{ID: FromLessonN, EN: "You missed this one in lesson %[1]d, %[2]s.", ZH: "这题你在第%[1]d课“%[2]s”中答错过。"},
	{ID: FromPracticeN, EN: "You missed this one in the practice of lesson %[1]d, %[2]s.", ZH: "这题你在第%[1]d课“%[2]s”的课后练习中答错过。"},
	{ID: NextQuestion, EN: "Next question", ZH: "下一题"},
	{ID: GoneTitle, EN: "This question cannot come back.", ZH: "这道题不能再复习了。"},
	{ID: GoneWhy, EN: "On its position the judge no longer finds the question you missed, so it leaves your review.", ZH: "按现在的判定，这个局面上已经没有你当初答错的那道题了，所以把它移出了复习。"},

	{ID: FromDrills, EN: "the drills", ZH: "练习"},
	{ID: FromStorm, EN: "Foul Storm", ZH: "禁手风暴"},
	{ID: FromPractice, EN: "a lesson's practice", ZH: "课后练习"},
	{ID: FromLesson, EN: "a lesson", ZH: "课程"},
	{ID: FromHomework, EN: "your homework", ZH: "作业"},
	{ID: FromPlay, EN: "a game", ZH: "对局"},
	{ID: FromReview, EN: "a review", ZH: "复习"},
}

func init() { msg.Register(texts) }
