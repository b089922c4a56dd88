package goal

import "renju/msg"

// The room's messages (see storm/messages.go for the convention).
const (
	Title       msg.ID = "goal.title"
	Intro       msg.ID = "goal.intro"
	TodayItems  msg.ID = "goal.today.items"
	TodayPages  msg.ID = "goal.today.pages"
	Met         msg.ID = "goal.met"
	StreakDays  msg.ID = "goal.streak"
	StreakNone  msg.ID = "goal.streak.none"
	StreakOne   msg.ID = "goal.streak.one"
	ChooseLine  msg.ID = "goal.choose"
	ChoiceItems msg.ID = "goal.choice.items"
	ChoicePages msg.ID = "goal.choice.pages"
	Local       msg.ID = "goal.local"
)

var texts = msg.Table{
	{ID: Title, EN: "Daily goal", ZH: "每日目标"},
	{ID: Intro, EN: "A little every day is how the forbidden points become easy to see.", ZH: "每天练一点，禁手点就会越看越清楚。"},
	{ID: TodayItems, EN: "Today: %[1]d of %[2]d questions answered.", ZH: "今天：已答 %[1]d 题，目标 %[2]d 题。"},
	{ID: TodayPages, EN: "Today: %[1]d of %[2]d lesson pages read.", ZH: "今天：已读 %[1]d 页课程，目标 %[2]d 页。"},
	{ID: Met, EN: "Today's goal is met.", ZH: "今天的目标已经完成。"},
	{ID: StreakDays, EN: "Streak: %[1]d days in a row.", ZH: "连续完成：%[1]d 天。"},
	{ID: StreakOne, EN: "Streak: 1 day. Meet the goal tomorrow to make it two.", ZH: "连续完成：1 天。明天再完成目标，就是 2 天。"},
	{ID: StreakNone, EN: "Meet the goal today to start a streak.", ZH: "今天完成目标，就开始连续记录。"},
	{ID: ChooseLine, EN: "Choose your goal:", ZH: "选择你的目标："},
	{ID: ChoiceItems, EN: "%[1]d questions", ZH: "%[1]d 题"},
	{ID: ChoicePages, EN: "%[1]d pages", ZH: "%[1]d 页"},
	{ID: Local, EN: "A day is your own calendar day. The goal and streak stay in this browser, and travel in your progress file.", ZH: "一天按你所在地的日历计算。目标和连续记录保存在这个浏览器里，也会写进进度文件。"},
}

func init() { msg.Register(texts) }
