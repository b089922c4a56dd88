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
	GroupLearn:        {"Learn", "学习"},
	GroupLearnDesc:    {"The lessons, your teacher's homework, and a free board to set up any position.", "课程、老师布置的作业，以及可以摆出任意局面的自由棋盘。"},
	GroupPractise:     {"Practise", "巩固练习"},
	GroupPractiseDesc: {"Questions on forbidden moves, answered by the judge: drills, and a three-minute storm.", "禁手题目，由裁判程序判定：专项练习和三分钟禁手风暴。"},
	GroupTeach:        {"Teach", "教学"},
	GroupTeachDesc:    {"For teachers: a classroom board for the projector, and homework to hand out.", "给老师用：投影讲课的棋盘，以及布置作业。"},
	PathHead:          {"Your path: %[1]d of %[2]d steps done", "学习路线：已完成 %[1]d 步，共 %[2]d 步"},
	PathContinue:      {"Continue: %[1]s", "继续：%[1]s"},
	PathAllDone:       {"Every step is done. Open any lesson again from Learn.", "所有步骤都已完成。可以在“学习”里重温任何一课。"},
	PathDone:          {"done: %[1]s", "已完成：%[1]s"},
	PathNext:          {"next: %[1]s", "下一步：%[1]s"},
	PathSoon:          {"then: %[1]s", "之后：%[1]s"},
}

func init() { Register(groupTexts) }
