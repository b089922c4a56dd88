package msg

// The walk player: the judge's reasoning, step by step.
const (
	WalkTitle     ID = "walk.title"
	WalkTitleMark ID = "walk.titleMark"
	WalkStep      ID = "walk.step"
	WalkLevel     ID = "walk.level"
	WalkCounts    ID = "walk.counts"
	WalkQuestion  ID = "walk.question"
	WalkAnswer    ID = "walk.answer"
	WalkForbidden ID = "walk.forbidden"
	WalkLegal     ID = "walk.legal"
	WalkFive      ID = "walk.five"
	WalkImagined  ID = "walk.imagined"
	WalkRestart   ID = "walk.restart"
	WalkPrev      ID = "walk.prev"
	WalkNext      ID = "walk.next"
	WalkPlay      ID = "walk.play"
	WalkPause     ID = "walk.pause"
	WalkClose     ID = "walk.close"
	WalkKeys      ID = "walk.keys"
	WalkSpeedHalf ID = "walk.speed.half"
	WalkSpeedOne  ID = "walk.speed.one"
	WalkSpeedTwo  ID = "walk.speed.two"
	WalkEnd       ID = "walk.end"
	WalkDetail    ID = "walk.detail"
	WalkOutline   ID = "walk.outline"
	// WalkOutlineKeyed is WalkOutline naming its key, once a key was used.
	WalkOutlineKeyed ID = "walk.outline.keyed"
)

var walkTexts = Table{
	// %[1]s: the point.
	{WalkTitle, "Why? — Black at %[1]s", "为什么？——黑棋下在%[1]s"},
	// %[1]s: the mark letter; %[2]s: the point.
	{WalkTitleMark, "Why? — Black at %[1]s (%[2]s)", "为什么？——黑棋下在%[1]s（%[2]s）"},
	// %[1]d: this step; %[2]d: the number of steps.
	{WalkStep, "Step %[1]d of %[2]d", "第%[1]d步，共%[2]d步"},
	{WalkLevel, "Level %[1]d", "第%[1]d层"},
	{WalkCounts, "Counted for %[1]s so far: fours %[2]d · live threes %[3]d", "%[1]s目前：四 %[2]d个 · 活三 %[3]d个"},
	{WalkQuestion, "Question: %[1]s", "问：%[1]s"},
	{WalkAnswer, "Answer: %[1]s", "答：%[1]s"},
	{WalkForbidden, "%[1]s: forbidden (%[2]s)", "%[1]s：禁手（%[2]s）"},
	{WalkLegal, "%[1]s: legal", "%[1]s：不是禁手"},
	{WalkFive, "%[1]s: five — Black wins", "%[1]s：五连，黑胜"},
	{WalkImagined, "Numbered see-through stones are imagined, in the order 1, 2, 3 …; they are not played.", "带编号的半透明棋子是按1、2、3……的顺序假设放上的，并没有真的下。"},
	{WalkRestart, "Restart", "从头"},
	{WalkPrev, "Back", "上一步"},
	{WalkNext, "Next", "下一步"},
	{WalkPlay, "Play", "播放"},
	{WalkPause, "Pause", "暂停"},
	{WalkClose, "Close", "关闭"},
	{WalkKeys, "← → step · Space play · O next point · D detail · Esc close", "← → 单步 · 空格 播放 · O 下一个点 · D 细节 · Esc 关闭"},
	{WalkSpeedHalf, "0.5×", "0.5×"},
	{WalkSpeedOne, "1×", "1×"},
	{WalkSpeedTwo, "2×", "2×"},
	{WalkEnd, "End of the walk. Restart it, or close it.", "讲解结束。可以从头再看，或者关闭。"},
	// The switch between the short walk and every step of the judge's trace.
	// (Its key, D, is drawn on it as a key cap once a key was used.)
	{WalkDetail, "Full detail", "全部细节"},
	// Before the outline's points: the judged points, tap one to go there.
	{WalkOutline, "Points judged:", "判断过的点："},
	{WalkOutlineKeyed, "Points judged (O):", "判断过的点（O）："},
}

func init() { Register(walkTexts) }
