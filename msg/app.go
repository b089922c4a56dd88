package msg

// The app's frame: navigation, the home screen, the language switch.
const (
	NavHome    ID = "nav.home"
	NavLessons ID = "nav.lessons"
	NavBack    ID = "nav.back"
	// LangButton is the language button's label: the name of the other
	// language, in that language.
	LangButton ID = "nav.lang"
	// LangLoading: the learner asked for 中文, whose font (a site file,
	// game.ChineseFonts) is on its way; LangFailed: it could not be
	// fetched, and the app stays in English.
	LangLoading ID = "nav.lang.loading"
	LangFailed  ID = "nav.lang.failed"

	HomeTagline  ID = "home.tagline"
	HomeContinue ID = "home.continue"
	HomeStart    ID = "home.start"
	HomeKeys     ID = "home.keys"
	HomeDemo     ID = "home.demo"

	MenuLessons       ID = "menu.lessons"
	MenuLessonsDesc   ID = "menu.lessons.desc"
	MenuFree          ID = "menu.free"
	MenuFreeDesc      ID = "menu.free.desc"
	MenuDrills        ID = "menu.drills"
	MenuDrillsDesc    ID = "menu.drills.desc"
	MenuClassroom     ID = "menu.classroom"
	MenuClassroomDesc ID = "menu.classroom.desc"
	ComingSoon        ID = "menu.comingSoon"

	NoticeProgressReset ID = "notice.progressReset"
	NoticeBadLink       ID = "notice.badLink"
	// NoticeBadLinkRaw is NoticeBadLink for an error that has only its
	// English words (a parser's): Chinese says so before quoting it.
	NoticeBadLinkRaw ID = "notice.badLinkRaw"
	LinkNoLesson     ID = "link.noLesson"
	LinkLessonPages  ID = "link.lessonPages"
	LinkNoDrill      ID = "link.noDrill"
	LinkDrillLevel   ID = "link.drillLevel"
	// LinkTooLong is a link whose argument is longer than its route
	// allows (pageapi.CheckRoute).
	LinkTooLong ID = "link.tooLong"
)

var appTexts = Table{
	{NavHome, "Home", "首页"},
	{NavLessons, "Lessons", "课程"},
	{NavBack, "Back", "返回"},
	{LangButton, "中文", "English"},
	{LangLoading, "Loading 中文…", "正在载入中文……"},
	{LangFailed, "中文 could not be shown: its font did not download (are you offline?). The app stays in English; press 中文 again to try once more.",
		"中文字体没有下载成功（是否断网了？），应用暂时保持英文。请再按一次“中文”重试。"},

	{HomeTagline, "Learn the forbidden moves of Renju, one step at a time.", "一步一步学会连珠的禁手规则。"},
	// %[1]s: the lesson's title; %[2]d: the page.
	{HomeContinue, "Continue: %[1]s, page %[2]d", "继续学习：%[1]s，第%[2]d页"},
	{HomeStart, "Start the first lesson", "从第一课开始"},
	{HomeKeys, "Press L to switch between English and 中文.", "按L键切换中文和English。"},
	{HomeDemo, "On the board: Black may not play at H8. It would make two live threes at once (the blue lines) — a double-three. The lessons show how to see it, step by step.",
		"棋盘上：黑棋不能下在H8。那样会同时形成两个活三（蓝色的线）——三三禁手。课程会一步一步教你看出来。"},

	{MenuLessons, "Lessons", "课程"},
	{MenuLessonsDesc, "From the board to forbidden moves three levels deep.", "从认识棋盘到多层禁手判断。"},
	{MenuFree, "Free board", "自由摆棋"},
	{MenuFreeDesc, "Set up any position and ask Why? about any point.", "摆出任意局面，对任何一点问“为什么”。"},
	{MenuDrills, "Drills", "练习"},
	{MenuDrillsDesc, "Endless exercises, answered by the judge.", "无限的练习题，由裁判程序给出答案。"},
	{MenuClassroom, "Classroom", "课堂"},
	{MenuClassroomDesc, "Teach a class on a projector.", "在投影上给全班讲课。"},
	{ComingSoon, "Coming soon", "即将推出"},

	{NoticeProgressReset, "Your saved progress could not be read, so it was reset.", "保存的学习进度无法读取，已重新开始记录。"},
	// %[1]s: what was wrong.
	{NoticeBadLink, "This link could not be opened: %[1]s", "无法打开这个链接：%[1]s"},
	// %[1]s: the error, in English.
	{NoticeBadLinkRaw, "This link could not be opened: %[1]s", "无法打开这个链接，链接里的内容有误（英文说明：%[1]s）"},
	// %[1]s: the lesson's ID in the link.
	{LinkNoLesson, "there is no lesson \"%[1]s\"", "没有“%[1]s”这一课"},
	// %[1]s: the lesson's ID; %[2]d: its pages; %[3]d: the page asked for.
	{LinkLessonPages, "lesson \"%[1]s\" has %[2]d pages, not %[3]d", "“%[1]s”这一课只有%[2]d页，没有第%[3]d页"},
	// %[1]s: the drill in the link; %[2]s: the drills there are.
	{LinkNoDrill, "there is no drill \"%[1]s\" (the drills are %[2]s)", "没有“%[1]s”这种练习（练习有：%[2]s）"},
	// %[1]s: the level in the link; %[2]d: the highest level.
	{LinkDrillLevel, "drill level \"%[1]s\": want 1 to %[2]d", "练习难度“%[1]s”不对：应为1到%[2]d"},
	// %[1]s: the route ("#lesson"); %[2]d: the characters after its "=";
	// %[3]d: the most it takes; %[4]s: the start of the value (msg.Excerpt).
	{LinkTooLong, "the %[1]s link is %[2]d characters long, more than the %[3]d it can be (it starts “%[4]s”)", "%[1]s 链接有%[2]d个字符，超过了上限%[3]d个（开头是“%[4]s”）"},
}

func init() { Register(appTexts) }
