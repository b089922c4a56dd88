package msg

// The lesson menu and the lesson pages.
//
// The room's own messages are in game/features/lessonplay/messages.go; these
// are the ones something besides the room names too (the frame, another
// room, the app's tests or the command line).
const (
	LessonsTitle   ID = "lessons.title"
	LessonsSummary ID = "lessons.summary"
	LessonNumber   ID = "lesson.number"
	LessonPages    ID = "lesson.pages"
	PageOf         ID = "lesson.pageOf"
	// PagerOf is the compact pager's "3 / 7", between its arrows.
	PagerOf     ID = "lesson.pagerOf"
	BtnNextPage ID = "lesson.next"

	ChoiceYes         ID = "choice.yes"
	ChoiceNo          ID = "choice.no"
	ChoiceOverline    ID = "choice.overline"
	ChoiceDoubleFour  ID = "choice.double-four"
	ChoiceDoubleThree ID = "choice.double-three"
	ChoiceLegal       ID = "choice.legal"
	ChoiceFive        ID = "choice.five"
	ChoiceLive        ID = "choice.live"
	ChoiceFalse       ID = "choice.false"

	TaskClickForbidden ID = "task.click-forbidden"
	TaskFindAll        ID = "task.find-all"
	TaskFourThree      ID = "task.four-three"
	TaskClickFive      ID = "task.click-five"
	TaskClickPoint     ID = "task.click-point"
	TaskPlayOpening    ID = "task.play-opening"
	TaskIsForbidden    ID = "task.is-forbidden"
	TaskWhichKind      ID = "task.which-kind"
	TaskLiveOrFalse    ID = "task.live-or-false"
	FeedbackChoice     ID = "feedback.choice"
	FeedbackHintLabel  ID = "feedback.hint"

	// The white-trap task (lessonplay/trap.go).
	TaskWhiteTrap   ID = "task.white-trap"
	TaskNameOpening ID = "task.name-opening"
	StarWhole       ID = "star.whole"
	StarTwoThirds   ID = "star.twoThirds"
	StarOneThird    ID = "star.oneThird"

	DirHorizontal   ID = "dir.horizontal"
	DirVertical     ID = "dir.vertical"
	DirDiagonal     ID = "dir.diagonal"
	DirAntiDiagonal ID = "dir.anti-diagonal"
)

var lessonTexts = Table{
	{LessonsTitle, "Lessons", "课程"},
	// %[1]d pages done of %[2]d; %[3]d stars of %[4]d tasks.
	// %[3]s: the stars earned (thirds shown as ¹⁄₃, ²⁄₃); %[4]d: the tasks.
	{LessonsSummary, "%[1]d of %[2]d pages done · %[3]s of %[4]d stars", "已完成%[1]d / %[2]d页 · ★ %[3]s/%[4]d"},
	{LessonNumber, "Lesson %[1]d", "第%[1]d课"},
	// %[1]d pages done of %[2]d.
	{LessonPages, "%[1]d / %[2]d pages", "%[1]d / %[2]d页"},
	{PageOf, "Page %[1]d of %[2]d", "第%[1]d页，共%[2]d页"},
	{PagerOf, "%[1]d / %[2]d", "%[1]d / %[2]d"},
	{BtnNextPage, "Next", "下一页"},

	{ChoiceYes, "Yes, forbidden", "是禁手"},
	{ChoiceNo, "No, legal", "不是禁手"},
	{ChoiceOverline, "Overline", "长连禁手"},
	{ChoiceDoubleFour, "Double-four", "四四禁手"},
	{ChoiceDoubleThree, "Double-three", "三三禁手"},
	{ChoiceLegal, "Legal", "不是禁手"},
	{ChoiceFive, "Five", "五连"},
	{ChoiceLive, "Live three", "活三"},
	{ChoiceFalse, "Not live", "不是活三"},

	{TaskClickForbidden, "Your turn: tap a forbidden point on the board.", "请你来：在棋盘上点出一个禁手点。"},
	{TaskFindAll, "Your turn: tap every forbidden point, then press Check. If there is none, press Check with nothing marked.", "请你来：点出所有禁手点，然后按“检查”。如果没有禁手点，什么都不点，直接按“检查”。"},
	{TaskFourThree, "Your turn: tap a point where Black makes a four-three.", "请你来：点出黑棋能形成四三的点。"},
	{TaskClickFive, "Your turn: tap the point where Black makes five.", "请你来：点出黑棋能连成五子的点。"},
	// %[1]s: the point.
	{TaskClickPoint, "Your turn: tap %[1]s on the board.", "请你来：在棋盘上点出%[1]s。"},
	{TaskPlayOpening, "Your turn: tap where Black 3 goes.", "请你来：点出黑3应该下的位置。"},
	{TaskIsForbidden, "Your turn: is Black at %[1]s forbidden?", "请你来：黑棋下在%[1]s是禁手吗？"},
	{TaskWhichKind, "Your turn: what is Black at %[1]s?", "请你来：%[1]s点是不是禁手？是哪一种？"},
	// %[1]s: the point; %[2]s: the line.
	{TaskLiveOrFalse, "Your turn: after Black plays %[1]s, is the three on the %[2]s a live three?", "请你来：黑棋下在%[1]s之后，%[2]s上的三是不是活三？"},
	{FeedbackChoice, "The answer is: %[1]s.", "正确答案是：%[1]s。"},
	{FeedbackHintLabel, "Hint: %[1]s", "提示：%[1]s"},

	{TaskWhiteTrap, "Your turn: play White. Force Black onto a forbidden point with fours.", "请你来：执白。用连续冲四，逼黑棋落在禁手点上。"},
	{TaskNameOpening, "Your turn: which opening is this?", "请你来：这是哪一种开局？"},
	{StarWhole, "a whole star", "一整颗星"},
	{StarTwoThirds, "two thirds of a star", "三分之二颗星"},
	{StarOneThird, "a third of a star", "三分之一颗星"},

	{DirHorizontal, "horizontal line", "横线"},
	{DirVertical, "vertical line", "竖线"},
	{DirDiagonal, "diagonal (/)", "斜线（/）"},
	{DirAntiDiagonal, "diagonal (\\)", "斜线（\\）"},
}

// Topic returns the ID of a lesson topic's name (see lessons.Topics).
func Topic(tag string) ID { return ID("topic." + tag) }

var topicTexts = Table{
	{Topic("board"), "The board", "棋盘"},
	{Topic("five"), "Five", "五连"},
	{Topic("four"), "Four", "冲四"},
	{Topic("straight-four"), "Straight four", "活四"},
	{Topic("three"), "Three", "活三"},
	{Topic("broken-three"), "Split three", "跳活三"},
	{Topic("false-three-white"), "False three: White", "假活三：白子阻挡"},
	{Topic("false-three-edge"), "False three: edge", "假活三：盘端"},
	{Topic("false-three-own"), "False three: own stones", "假活三：六腐"},
	{Topic("double-three"), "Double-three", "三三禁手"},
	{Topic("double-four"), "Double-four", "四四禁手"},
	{Topic("four-on-one-line"), "Two fours on one line", "同线四四"},
	{Topic("overline"), "Overline", "长连禁手"},
	{Topic("five-beats-forbidden"), "Five beats forbidden", "五连优先"},
	{Topic("combined"), "Combined", "组合禁手"},
	{Topic("false-three-forbidden"), "False three: forbidden point", "假活三：禁手点"},
	// A straight-four point that also makes five does not count.
	{Topic("five-point-rule"), "No straight four with a five", "成五不算活四"},
	{Topic("fake-forbidden"), "Fake forbidden moves", "假禁手"},
	{Topic("false-four-three"), "False four-three", "假四三"},
	{Topic("recursion"), "Several levels", "多层判断"},
	{Topic("judging-checklist"), "Judging checklist", "判断步骤"},
	{Topic("black-defence"), "Black's defence", "黑棋的防守"},
	{Topic("white-tactics"), "White's tactics", "白棋抓禁"},
	{Topic("white-trap-play"), "Play White", "执白抓禁"},
	{Topic("multi-kill"), "One stone, many threats", "一子多杀"},
	{Topic("review"), "Review", "综合练习"},
	{Topic("openings"), "Openings", "开局"},
	{Topic("opening-names"), "Opening names", "开局名称"},
	{Topic("opening-rules"), "Opening rules", "开局规则"},
}

func init() {
	Register(lessonTexts)
	Register(topicTexts)
}
