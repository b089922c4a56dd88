package msg

// Home's five entries (game/frame/screens: Entry.Group), each named in
// words a newcomer has met, and home's learning path.
const (
	GroupLearn        ID = "group.learn"
	GroupLearnDesc    ID = "group.learn.desc"
	GroupPractise     ID = "group.practise"
	GroupPractiseDesc ID = "group.practise.desc"
	GroupTeach        ID = "group.teach"
	GroupTeachDesc    ID = "group.teach.desc"
	GroupPlayDesc     ID = "group.play.desc"
	GroupGamesDesc    ID = "group.games.desc"
	// %[1]d steps done, %[2]d steps.
	PathHead ID = "path.head"
	// %[1]s the next step's title.
	PathContinue ID = "path.continue"
	PathAllDone  ID = "path.allDone"
	// %[1]s a step's title: done, next, to come (for the mirror).
	PathDone ID = "path.done"
	PathNext ID = "path.next"
	PathSoon ID = "path.soon"
)

var groupTexts = Table{
	{GroupLearn, "Learn", "学习"},
	{GroupLearnDesc, "Lessons, homework and a free board.", "课程、作业和自由摆棋。"},
	{GroupPractise, "Practise", "巩固练习"},
	{GroupPractiseDesc, "Questions on forbidden moves, and a timed storm.", "禁手练习题和限时禁手风暴。"},
	{GroupTeach, "Teach", "教学"},
	{GroupTeachDesc, "For teachers: a class board and homework.", "给老师用：课堂棋盘和布置作业。"},
	{GroupPlayDesc, "A refereed game against the partner or a friend.", "与陪练或朋友对局，裁判判禁手。"},
	{GroupGamesDesc, "Open a game record and find its fouls.", "打开棋谱，找出其中的禁手。"},
	{PathHead, "Your path: %[1]d of %[2]d steps done", "学习路线：已完成 %[1]d 步，共 %[2]d 步"},
	{PathContinue, "Continue: %[1]s", "继续：%[1]s"},
	{PathAllDone, "Every step is done. Open any lesson again from Learn.", "所有步骤都已完成。可以在“学习”里重温任何一课。"},
	{PathDone, "done: %[1]s", "已完成：%[1]s"},
	{PathNext, "next: %[1]s", "下一步：%[1]s"},
	{PathSoon, "then: %[1]s", "之后：%[1]s"},
}

func init() { Register(groupTexts) }
