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
	TitlePlay  msg.ID = "path.title.play"
)

var texts = msg.Table{
	TitlePractice: {EN: "Practice: %[1]s", ZH: "课后练习：%[1]s"},
	TitleSkipped:  {EN: "Practice (skipped, optional): %[1]s", ZH: "课后练习（已跳过，可选）：%[1]s"},
	TitleDrill:    {EN: "Drills: %[1]s, level %[2]d", ZH: "专项练习：%[1]s，第%[2]d级"},
	TitleStorm:    {EN: "A first Foul Storm: three minutes of forbidden points", ZH: "第一次禁手风暴：限时三分钟判断禁手"},
	TitlePlay:     {EN: "A first game against the sparring partner", ZH: "第一盘对局：与陪练对弈"},
}

func init() { msg.Register(texts) }
