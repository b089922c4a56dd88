package start

import "renju/msg"

// The room's messages, in English and 简体中文 (msg.Register; the
// catalogue links the room, so the fonts cover them). Every sentence
// about a position is checked by start_test.go against the judge.
const (
	Title     msg.ID = "start.title"
	LabelSkip msg.ID = "start.btn.skip"
	LabelNext msg.ID = "start.btn.next"
	LabelWalk msg.ID = "start.btn.walk"
	LabelDone msg.ID = "start.btn.done"
	// The steps' names on the status line.
	StagePlace msg.ID = "start.stage.place"
	StageFive  msg.ID = "start.stage.five"
	StageFoul  msg.ID = "start.stage.foul"
	StageEnd   msg.ID = "start.stage.end"
	KeysTap    msg.ID = "start.keys.tap"
	KeysNext   msg.ID = "start.keys.next"
	// KeysEnd: the last step's keys (nothing is left to skip).
	KeysEnd msg.ID = "start.keys.end"

	PlaceAsk  msg.ID = "start.place.ask"
	PlaceDone msg.ID = "start.place.done"

	FiveAsk   msg.ID = "start.five.ask"
	FiveWrong msg.ID = "start.five.wrong"
	FiveDone  msg.ID = "start.five.done"

	FoulAsk     msg.ID = "start.foul.ask"
	FoulWrong   msg.ID = "start.foul.wrong"
	FoulRefused msg.ID = "start.foul.refused"
	FoulWhy     msg.ID = "start.foul.why"

	EndSay msg.ID = "start.end.say"

	// WhatStart names the saved key in a notice (a save refused).
	WhatStart msg.ID = "start.what"
	// MenuReplay is home's link that replays the start.
	MenuReplay msg.ID = "start.menu.replay"
)

var texts = msg.Table{
	{ID: Title, EN: "Your first two minutes", ZH: "两分钟入门"},
	{ID: LabelSkip, EN: "Skip", ZH: "跳过"},
	{ID: LabelNext, EN: "Next", ZH: "下一步"},
	// %[1]s the point.
	{ID: LabelWalk, EN: "Step through %[1]s", ZH: "逐步讲解 %[1]s"},
	{ID: LabelDone, EN: "To my learning path", ZH: "查看我的学习路线"},
	{ID: StagePlace, EN: "A stone", ZH: "落子"},
	{ID: StageFive, EN: "Five in a row", ZH: "连五"},
	{ID: StageFoul, EN: "A forbidden move", ZH: "禁手"},
	{ID: StageEnd, EN: "Your path", ZH: "学习路线"},
	{ID: KeysTap, EN: "Arrows move the cursor · Enter places the stone · S skips", ZH: "方向键移动光标 · 回车落子 · S 跳过"},
	{ID: KeysNext, EN: "Enter: next · S skips", ZH: "回车：下一步 · S 跳过"},
	{ID: KeysEnd, EN: "Enter: to my learning path", ZH: "回车：查看我的学习路线"},

	{ID: PlaceAsk, EN: "Renju is played on the crossings of the lines, and Black moves first. Tap any crossing to place a black stone.", ZH: "连珠的棋子下在棋盘线的交叉点上，黑棋先行。点按任意一个交叉点，放下一枚黑子。"},
	{ID: PlaceDone, EN: "That is a move. A stone stays where it is placed.", ZH: "这就是一步棋。棋子落下后就不再移动。"},

	// %[1]s the point that makes five.
	{ID: FiveAsk, EN: "Black has four in a row. Play the fifth stone: five in a row wins.", ZH: "黑棋已经连成四子。请下第五子：连成五子就获胜。"},
	// %[1]s the point tapped.
	{ID: FiveWrong, EN: "%[1]s does not make five. Which end of the four is still open?", ZH: "%[1]s没有连成五子。四子的哪一端还空着？"},
	// %[1]s the point that made five.
	{ID: FiveDone, EN: "Five in a row with %[1]s: Black wins.", ZH: "下在%[1]s，连成五子：黑棋获胜！"},

	// %[1]s the point asked about.
	{ID: FoulAsk, EN: "Black wants to play %[1]s, the ringed point. Tap it.", ZH: "黑棋想下在%[1]s（圆圈标出的点）。请点按这一点。"},
	// %[1]s the point asked about.
	{ID: FoulWrong, EN: "Tap %[1]s, the ringed point.", ZH: "请点按%[1]s，就是圆圈标出的点。"},
	// %[1]s the point, %[2]s and %[3]s the two threes' stones.
	// Where "live three" first appears: explained in one clause.
	{ID: FoulRefused, EN: "Refused: %[1]s is a double-three, a forbidden move. It would make two live threes at once, %[2]s and %[3]s; a live three is three stones in a line that one more stone turns into a straight four, a four that can make five at either end. Black may not play there; White has no forbidden moves.",
		ZH: "不能下：%[1]s是三三禁手。黑棋下在这里，会同时形成两个活三：%[2]s，以及%[3]s。活三就是再下一子就能变成活四的三，活四两头都能成五。黑棋不能下在这一点；白棋没有禁手。"},
	{ID: FoulWhy, EN: "Why are both threes live? Step through the judge's reasoning.", ZH: "为什么两个三都是活三？请一步一步看裁判的判断。"},

	{ID: EndSay, EN: "You placed a stone, made five and met your first forbidden move. The lessons go on from here, one step at a time: your path on the home screen shows what comes next.", ZH: "你已经落过子、连成了五子，还认识了第一个禁手。接下来跟着课程一步一步学：主页上的学习路线会告诉你下一步学什么。"},

	{ID: WhatStart, EN: "the guided start", ZH: "入门引导"},
	{ID: MenuReplay, EN: "Replay the two-minute start", ZH: "重看两分钟入门"},
}

func init() { msg.Register(texts) }
