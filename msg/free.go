package msg

// The free board: the teacher's tool.
//
// The room's own messages are in game/features/freeboard/messages.go; these
// are the ones something besides the room names too (the frame, another
// room, the app's tests or the command line).
const (
	AppTitle   ID = "app.title"
	BtnOverlay ID = "btn.overlay"
	BtnCoords  ID = "btn.coords"
	BtnNumbers ID = "btn.numbers"

	ToMoveBlack ID = "status.toMoveBlack"
	ToMoveWhite ID = "status.toMoveWhite"
	ColourBlack ID = "colour.black"
	ColourWhite ID = "colour.white"

	LegendTitle       ID = "legend.title"
	KindDoubleThree   ID = "kind.doubleThree"
	KindDoubleFour    ID = "kind.doubleFour"
	KindOverline      ID = "kind.overline"
	LegendNoForbidden ID = "legend.noForbidden"
	NoticeFive        ID = "notice.five"
	NoticeOccupied    ID = "notice.occupied"
	NoticeBadPosition ID = "notice.badPosition"

	HelpTitle ID = "help.title"
	HelpClose ID = "help.close"
	HelpMouse ID = "help.mouse"
	HelpTouch ID = "help.touch"
)

var freeTexts = Table{
	{AppTitle, "Renju Tutor", "连珠禁手教室"},
	{BtnOverlay, "Forbidden", "禁手标记"},
	{BtnCoords, "Coords", "坐标"},
	{BtnNumbers, "Numbers", "手数"},

	{ToMoveBlack, "Black to move", "轮到黑棋"},
	{ToMoveWhite, "White to move", "轮到白棋"},
	{ColourBlack, "Black", "黑棋"},
	{ColourWhite, "White", "白棋"},

	{LegendTitle, "Forbidden for Black:", "黑棋禁手："},
	{KindDoubleThree, "double-three", "三三禁手"},
	{KindDoubleFour, "double-four", "四四禁手"},
	{KindOverline, "overline", "长连禁手"},
	{LegendNoForbidden, "No forbidden points for Black here.", "这里黑棋没有禁手点。"},
	// %[1]s: the colour; %[2]s: the point.
	{NoticeFive, "%[1]s makes five at %[2]s and wins.", "%[1]s在%[2]s连成五子，获胜。"},
	{NoticeOccupied, "%[1]s is already taken.", "%[1]s已经有子了。"},
	// %[1]s: the parser's message.
	{NoticeBadPosition, "The link's position could not be read: %[1]s", "链接中的局面无法读取：%[1]s"},

	{HelpTitle, "Keyboard shortcuts", "快捷键"},
	{HelpClose, "Esc or click to close", "按Esc或点击关闭"},
	{HelpMouse, "Mouse: click to play or place · right-click to ask Why?", "鼠标：单击落子或摆子 · 右键单击问“为什么”"},
	{HelpTouch, "Touch: tap to play or place · long-press to ask Why?", "触屏：轻点落子或摆子 · 长按问“为什么”"},
}

func init() { Register(freeTexts) }
