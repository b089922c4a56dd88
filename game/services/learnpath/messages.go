package learnpath

import "renju/msg"

// The path's messages, in English and 简体中文 (msg.Register; the
// catalogue links the package, so the fonts cover them).
const (
	// %[1]s the lesson's title.
	TitlePractice msg.ID = "path.title.practice"
	// A practice skipped; %[1]s the lesson's title.
	TitleSkipped msg.ID = "path.title.skipped"
	// %[1]s the drill type, %[2]d the level.
	TitleDrill msg.ID = "path.title.drill"
	TitleStorm msg.ID = "path.title.storm"
	// Lessons named by number (LessonList): %[1]s a number; %[1]s the
	// numbers but the last, joined by ListComma, %[2]s the last.
	ListLesson  msg.ID = "path.list.lesson"
	ListLessons msg.ID = "path.list.lessons"
	ListComma   msg.ID = "path.list.comma"
	// Home's line while practices are skipped; %[1]d how many (2 or more).
	SkippedOne  msg.ID = "path.skipped.one"
	SkippedMany msg.ID = "path.skipped.many"
	TitlePlay   msg.ID = "path.title.play"
)

var texts = msg.Table{
	{ID: TitlePractice, EN: "Practice: %[1]s", ZH: "课后练习：%[1]s"},
	{ID: TitleSkipped, EN: "Practice (skipped, optional): %[1]s", ZH: "课后练习（已跳过，可选）：%[1]s"},
	{ID: TitleDrill, EN: "Drills: “%[1]s”, level %[2]d", ZH: "专项练习：%[1]s，第%[2]d级"},
	{ID: SkippedOne, EN: "One practice skipped: optional, offered again on its lesson's pages and after the last lesson.", ZH: "有1个课后练习已跳过（可选）：可在该课的页面上补做，学完最后一课后还会再列入路线。"},
	{ID: SkippedMany, EN: "%[1]d practices skipped: optional, each offered again on its lesson's pages and after the last lesson.", ZH: "有%[1]d个课后练习已跳过（可选）：可在各课的页面上补做，学完最后一课后还会再列入路线。"},
	{ID: ListLesson, EN: "lesson %[1]s", ZH: "第%[1]s课"},
	{ID: ListLessons, EN: "lessons %[1]s and %[2]s", ZH: "第%[1]s、%[2]s课"},
	{ID: ListComma, EN: ", ", ZH: "、"},
	{ID: TitleStorm, EN: "A first Foul Storm: three minutes of forbidden points", ZH: "第一次禁手风暴：限时三分钟判断禁手"},
	{ID: TitlePlay, EN: "A first game against the sparring partner", ZH: "第一盘对局：与陪练对弈"},
}

func init() { msg.Register(texts) }
