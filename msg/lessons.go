package msg

// The lesson menu and the lesson pages.
const (
	LessonsTitle   ID = "lessons.title"
	LessonsSummary ID = "lessons.summary"
	LessonNumber   ID = "lesson.number"
	LessonPages    ID = "lesson.pages"
	LessonDone     ID = "lesson.done"
	PageOf         ID = "lesson.pageOf"

	BtnPrevPage   ID = "lesson.prev"
	BtnNextPage   ID = "lesson.next"
	BtnNextLesson ID = "lesson.nextLesson"
	BtnAllLessons ID = "lesson.all"
	BtnWalk       ID = "lesson.walk"
	BtnHint       ID = "task.hint"
	BtnRetry      ID = "task.retry"
	BtnWhy        ID = "task.why"
	BtnShowAnswer ID = "task.showAnswer"
	BtnCheck      ID = "task.check"
	BtnClearMarks ID = "task.clear"

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
	TaskFindAllCount   ID = "task.findAllCount"

	FeedbackRight     ID = "feedback.right"
	FeedbackStar      ID = "feedback.star"
	FeedbackWrong     ID = "feedback.wrong"
	FeedbackOccupied  ID = "feedback.occupied"
	FeedbackFindAll   ID = "feedback.findAll"
	FeedbackChoice    ID = "feedback.choice"
	FeedbackShown     ID = "feedback.shown"
	FeedbackNotPoint  ID = "feedback.notPoint"
	FeedbackDoneStar  ID = "feedback.doneStar"
	FeedbackDone      ID = "feedback.done"
	FeedbackHintLabel ID = "feedback.hint"
	FeedbackNext      ID = "feedback.next"
	FeedbackGoOn      ID = "feedback.goOn"

	// Why a chosen option is wrong (lessonplay/why.go).
	WhyFive          ID = "why.five"
	WhyOverline      ID = "why.overline"
	WhyTwoFours      ID = "why.twoFours"
	WhyTwoThrees     ID = "why.twoThrees"
	WhyLegal         ID = "why.legal"
	WhyNoFive        ID = "why.noFive"
	WhyNoOverline    ID = "why.noOverline"
	WhyFewFours      ID = "why.fewFours"
	WhyFewThrees     ID = "why.fewThrees"
	WhyOverlineFirst ID = "why.overlineFirst"
	WhyThreesLast    ID = "why.threesLast"
	WhyLive          ID = "why.live"
	WhyFalse         ID = "why.false"

	// Why a tapped point is wrong (lessonplay/why.go), in the words of the
	// lesson that asks.
	WhyRun             ID = "why.run"
	WhyRunBlocked      ID = "why.runBlocked"
	WhyNoFour          ID = "why.noFour"
	WhyNoThree         ID = "why.noThree"
	WhyFiveNotAsked    ID = "why.fiveNotAsked"
	WhyOneThree        ID = "why.oneThree"
	WhyOneFour         ID = "why.oneFour"
	WhyFourThreeLegal  ID = "why.fourThreeLegal"
	WhyOtherFalse      ID = "why.otherFalse"
	WhyOnlyFalse       ID = "why.onlyFalse"
	WhyNothing         ID = "why.nothing"
	WhyTapped          ID = "why.tapped"
	WhyOpening         ID = "why.opening"
	WhyNoOpening       ID = "why.noOpening"
	WhyOpeningDirect   ID = "why.openingDirect"
	WhyOpeningIndirect ID = "why.openingIndirect"
	WhyOpeningPlace    ID = "why.openingPlace"

	// The white-trap task (lessonplay/trap.go).
	TaskWhiteTrap   ID = "task.white-trap"
	TaskNameOpening ID = "task.name-opening"
	TrapNotForcing  ID = "trap.notForcing"
	TrapBlocks      ID = "trap.blocks"
	TrapDeadEnd     ID = "trap.deadEnd"
	TrapWon         ID = "trap.won"
	TrapNoFoul      ID = "trap.noFoul"
	TrapBlackFive   ID = "trap.blackFive"

	// Hint tiers, the star they cost, and the answer shown.
	BtnHintLine       ID = "hint.line"
	BtnHintPoint      ID = "hint.point"
	BtnHintWalk       ID = "hint.walk"
	FeedbackCost      ID = "feedback.cost"
	FeedbackFirstTime ID = "feedback.firstTime"
	FeedbackSeen      ID = "feedback.seen"
	FeedbackNextWhy   ID = "feedback.nextWhy"
	FeedbackPartStar  ID = "feedback.partStar"
	StarWhole         ID = "star.whole"
	StarTwoThirds     ID = "star.twoThirds"
	StarOneThird      ID = "star.oneThird"
	StarNone          ID = "star.none"

	DirHorizontal   ID = "dir.horizontal"
	DirVertical     ID = "dir.vertical"
	DirDiagonal     ID = "dir.diagonal"
	DirAntiDiagonal ID = "dir.anti-diagonal"
)

var lessonTexts = Table{
	LessonsTitle: {"Lessons", "课程"},
	// %[1]d pages done of %[2]d; %[3]d stars of %[4]d tasks.
	// %[3]s: the stars earned (thirds shown as ¹⁄₃, ²⁄₃); %[4]d: the tasks.
	LessonsSummary: {"%[1]d of %[2]d pages done · %[3]s of %[4]d stars", "已完成%[1]d / %[2]d页 · 星%[3]s / %[4]d"},
	LessonNumber:   {"Lesson %[1]d", "第%[1]d课"},
	// %[1]d pages done of %[2]d.
	LessonPages: {"%[1]d / %[2]d pages", "%[1]d / %[2]d页"},
	LessonDone:  {"Done", "已学完"},
	PageOf:      {"Page %[1]d of %[2]d", "第%[1]d页，共%[2]d页"},

	BtnPrevPage:   {"Previous", "上一页"},
	BtnNextPage:   {"Next", "下一页"},
	BtnNextLesson: {"Next lesson", "下一课"},
	BtnAllLessons: {"All lessons", "全部课程"},
	// %[1]s: the point, e.g. "A" or "H8".
	BtnWalk:       {"Step through %[1]s", "逐步讲解%[1]s"},
	BtnHint:       {"Hint", "提示"},
	BtnRetry:      {"Try again", "再试一次"},
	BtnWhy:        {"Why? %[1]s", "为什么？%[1]s"},
	BtnShowAnswer: {"Show answer", "显示答案"},
	BtnCheck:      {"Check", "检查"},
	BtnClearMarks: {"Clear", "清除"},

	ChoiceYes:         {"Yes, forbidden", "是禁手"},
	ChoiceNo:          {"No, legal", "不是禁手"},
	ChoiceOverline:    {"Overline", "长连禁手"},
	ChoiceDoubleFour:  {"Double-four", "四四禁手"},
	ChoiceDoubleThree: {"Double-three", "三三禁手"},
	ChoiceLegal:       {"Legal", "不是禁手"},
	ChoiceFive:        {"Five", "五连"},
	ChoiceLive:        {"Live three", "活三"},
	ChoiceFalse:       {"Not live", "不是活三"},

	TaskClickForbidden: {"Your turn: tap a forbidden point on the board.", "请你来：在棋盘上点出一个禁手点。"},
	TaskFindAll:        {"Your turn: tap every forbidden point, then press Check. If there is none, press Check with nothing marked.", "请你来：点出所有禁手点，然后按“检查”。如果没有禁手点，什么都不点，直接按“检查”。"},
	TaskFourThree:      {"Your turn: tap a point where Black makes a four-three.", "请你来：点出黑棋能形成四三的点。"},
	TaskClickFive:      {"Your turn: tap the point where Black makes five.", "请你来：点出黑棋能连成五子的点。"},
	// %[1]s: the point.
	TaskClickPoint:  {"Your turn: tap %[1]s on the board.", "请你来：在棋盘上点出%[1]s。"},
	TaskPlayOpening: {"Your turn: tap where Black 3 goes.", "请你来：点出黑3应该下的位置。"},
	TaskIsForbidden: {"Your turn: is Black at %[1]s forbidden?", "请你来：黑棋下在%[1]s是禁手吗？"},
	TaskWhichKind:   {"Your turn: what is Black at %[1]s?", "请你来：%[1]s点是不是禁手？是哪一种？"},
	// %[1]s: the point; %[2]s: the line.
	TaskLiveOrFalse: {"Your turn: after Black plays %[1]s, is the three on the %[2]s a live three?", "请你来：黑棋下在%[1]s之后，%[2]s上的三是不是活三？"},
	// %[1]d: points marked.
	TaskFindAllCount: {"Marked: %[1]d", "已标出：%[1]d个"},

	FeedbackRight: {"Right!", "答对了！"},
	FeedbackStar:  {"Right first time — you earn a star.", "一次答对，得到一颗星。"},
	FeedbackWrong: {"Not quite.", "不对。"},
	// %[1]s: the point.
	FeedbackOccupied: {"%[1]s is taken: tap an empty point.", "%[1]s已经有子了：请点一个空点。"},
	// %[1]d forbidden points not marked; %[2]d marked points that are not forbidden.
	FeedbackFindAll:   {"Forbidden points not marked: %[1]d. Marked points that are not forbidden: %[2]d.", "漏掉的禁手点：%[1]d个。标错的点（不是禁手）：%[2]d个。"},
	FeedbackChoice:    {"The answer is: %[1]s.", "正确答案是：%[1]s。"},
	FeedbackShown:     {"The answer is marked on the board in green.", "答案已用绿色标在棋盘上。"},
	FeedbackNotPoint:  {"That is not the point asked for.", "这不是题目要求的点。"},
	FeedbackDoneStar:  {"Done, right first time.", "已完成，一次答对。"},
	FeedbackDone:      {"Done.", "已完成。"},
	FeedbackHintLabel: {"Hint: %[1]s", "提示：%[1]s"},
	FeedbackNext:      {"Try another answer, or take a hint.", "换一个答案试试，或者用一次提示。"},
	FeedbackGoOn:      {"Press Next to go on.", "按“下一页”继续。"},

	// %[1]s: the point.
	WhyFive:     {"%[1]s makes a five, and a five wins even when the same move makes a foul.", "%[1]s成五；即使同一手形成禁手，成五也获胜。"},
	WhyOverline: {"%[1]s makes six or more in a row: an overline.", "%[1]s连成六子以上：是长连。"},
	// %[2]d: how many fours (or live threes) the point makes.
	WhyTwoFours:  {"%[1]s makes %[2]d fours at once.", "%[1]s同时形成%[2]d个四。"},
	WhyTwoThrees: {"%[1]s makes %[2]d live threes at once.", "%[1]s同时形成%[2]d个活三。"},
	// %[2]d fours and %[3]d live threes.
	WhyLegal:         {"%[1]s makes %[2]d four(s) and %[3]d live three(s): no double-four, no double-three, no overline.", "%[1]s只形成%[2]d个四、%[3]d个活三：没有四四、三三，也没有长连。"},
	WhyNoFive:        {"%[1]s makes no five.", "%[1]s没有成五。"},
	WhyNoOverline:    {"%[1]s makes no six in a row: it is not an overline.", "%[1]s没有连成六子以上：不是长连。"},
	WhyFewFours:      {"%[1]s makes fewer than two fours: it is not a double-four.", "%[1]s形成的四不到两个：不是四四禁手。"},
	WhyFewThrees:     {"%[1]s makes fewer than two live threes: it is not a double-three.", "%[1]s形成的活三不到两个：不是三三禁手。"},
	WhyOverlineFirst: {"%[1]s does make two fours, but it also makes an overline, and an overline is named first.", "%[1]s确实形成两个四，但它同时形成长连，要先算长连。"},
	WhyThreesLast:    {"%[1]s does make two live threes, but an overline or two fours come first.", "%[1]s确实形成两个活三，但要先看长连和四四。"},
	// %[1]s: the point that makes the straight four.
	WhyLive:  {"%[1]s turns this three into a straight four, and %[1]s is not forbidden: the three is live.", "%[1]s能把这个三变成活四，而且%[1]s不是禁手：这是活三。"},
	WhyFalse: {"No point turns this three into a real straight four: it is not live.", "没有一个点能把这个三真正变成活四：它不是活三。"},

	// %[1]s: the point tapped; %[2]d: the stones in a row it makes;
	// %[3]s: the White stone at the end of that row.
	WhyRun:            {"%[1]s makes %[2]d in a row, not five.", "%[1]s只连成%[2]d子，不是五连。"},
	WhyRunBlocked:     {"%[1]s makes %[2]d in a row (%[3]s is White's), not five.", "%[1]s只连成%[2]d子（%[3]s是白子），不是五连。"},
	WhyNoFour:         {"%[1]s makes no four.", "%[1]s没有形成四。"},
	WhyNoThree:        {"%[1]s makes a four, but no live three with it.", "%[1]s形成了四，但没有同时形成活三。"},
	WhyFiveNotAsked:   {"%[1]s makes five, which wins at once; this task asks for a four-three.", "%[1]s直接成五获胜；不过这道题要找的是四三。"},
	WhyOneThree:       {"%[1]s makes only one live three: not a double-three.", "%[1]s只形成一个活三，不是三三禁手。"},
	WhyOneFour:        {"%[1]s makes only one four: not a double-four.", "%[1]s只形成一个四，不是四四禁手。"},
	WhyFourThreeLegal: {"%[1]s makes one four and one live three: a four-three, which is legal.", "%[1]s形成一个四和一个活三：这是四三，不是禁手。"},
	WhyOtherFalse:     {"Its other three is not live: it cannot become a real straight four.", "另一个三不是活三，不能真正变成活四。"},
	WhyOnlyFalse:      {"%[1]s makes no live three: none of its threes can become a real straight four.", "%[1]s形成的三都不是活三，没有一个能真正变成活四。"},
	WhyNothing:        {"%[1]s makes no four and no live three.", "%[1]s既不成四，也不成活三。"},
	// %[1]s: the point tapped; %[2]s its column letter; %[3]d its row.
	WhyTapped: {"You tapped %[1]s: column %[2]s, row %[3]d.", "你点的是%[1]s：%[2]s列，第%[3]d行。"},
	// %[1]s: Black 3's point; %[2]s: the opening it makes.
	WhyOpening:   {"Black 3 on %[1]s makes %[2]s, another opening.", "黑3下在%[1]s，形成的是%[2]s，是另一种开局。"},
	WhyNoOpening: {"Black 3 on %[1]s is too far away: the 26 openings keep it within two lines of H8.", "黑3下在%[1]s离得太远：26种开局的黑3都在天元周围两路以内。"},

	// %[1]s: the opening chosen.
	WhyOpeningDirect:   {"%[1]s is a direct opening: its White 2 stands beside H8, not on a diagonal.", "%[1]s是直指开局：白2紧挨天元，不在斜线上。"},
	WhyOpeningIndirect: {"%[1]s is an indirect opening: its White 2 stands on a diagonal from H8.", "%[1]s是斜指开局：白2在天元的斜线上。"},
	WhyOpeningPlace:    {"In %[1]s, Black 3 stands somewhere else.", "%[1]s的黑3不在这个位置。"},

	TaskWhiteTrap:   {"Your turn: play White. Force Black onto a forbidden point with fours.", "请你来：执白。用连续冲四，逼黑棋落在禁手点上。"},
	TaskNameOpening: {"Your turn: which opening is this?", "请你来：这是哪一种开局？"},
	// %[1]s: White's move; %[2]s: Black's reply or point; %[3]s: the foul.
	TrapNotForcing: {"White %[1]s makes no four: Black is free to play anywhere, and the attack is over. Try another move.", "白%[1]s没有形成四：黑棋可以随意落子，进攻就断了。换一步试试。"},
	TrapBlocks:     {"White %[1]s is a four. Black's only defence is %[2]s, and Black plays it. Keep forcing.", "白%[1]s成四。黑棋只能挡在%[2]s，黑棋挡住了。继续追下去。"},
	TrapDeadEnd:    {"White %[1]s is a four, but after Black blocks at %[2]s White has no more fours that win. Try another move.", "白%[1]s成四，但黑棋挡在%[2]s以后，白棋再也没有能取胜的连续冲四了。换一步试试。"},
	TrapWon:        {"White %[1]s is a four, and Black's only defence %[2]s is forbidden (%[3]s). Black cannot stop the five: White wins.", "白%[1]s成四，而黑棋唯一的防点%[2]s是禁手（%[3]s）。黑棋挡不住五连，白棋获胜。"},
	TrapNoFoul:     {"White %[1]s wins without a foul. This task asks you to force Black onto a forbidden point.", "白%[1]s不靠禁手也赢了。这道题要你逼黑棋落在禁手点上。"},
	TrapBlackFive:  {"After White %[1]s, Black has a five of its own at %[2]s and wins first.", "白%[1]s以后，黑棋自己在%[2]s能成五，黑棋先赢。"},

	BtnHintLine:  {"Hint: the line", "提示：看线"},
	BtnHintPoint: {"Hint: the points", "提示：看关键点"},
	BtnHintWalk:  {"Hint: the walk", "提示：逐步讲解"},
	// %[1]s: what is left of the page's star (StarWhole …).
	FeedbackCost:      {"Each hint costs a third of this page's star. Left: %[1]s.", "每用一次提示，本页的星就少三分之一。还剩：%[1]s。"},
	FeedbackFirstTime: {"Right first time.", "一次答对。"},
	FeedbackSeen:      {"This page now counts as seen, not earned. Press Try again to answer it yourself.", "这一页算作看过，不算答对。按“再试一次”，自己再答一遍。"},
	FeedbackNextWhy:   {"Try another answer or take a hint. “Why?” walks through what your answer makes.", "换一个答案试试，或者用一次提示。“为什么”会一步步讲解你选的点。"},
	// %[1]s: the star earned (StarTwoThirds, StarOneThird).
	FeedbackPartStar: {"Right first time, with hints: you earn %[1]s.", "用了提示后一次答对，得到%[1]s。"},
	StarWhole:        {"a whole star", "一整颗星"},
	StarTwoThirds:    {"two thirds of a star", "三分之二颗星"},
	StarOneThird:     {"a third of a star", "三分之一颗星"},
	StarNone:         {"no star", "没有星了"},

	DirHorizontal:   {"horizontal line", "横线"},
	DirVertical:     {"vertical line", "竖线"},
	DirDiagonal:     {"diagonal (/)", "斜线（/）"},
	DirAntiDiagonal: {"diagonal (\\)", "斜线（\\）"},
}

// Topic returns the ID of a lesson topic's name (see lessons.Topics).
func Topic(tag string) ID { return ID("topic." + tag) }

var topicTexts = Table{
	Topic("board"):                 {"The board", "棋盘"},
	Topic("five"):                  {"Five", "五连"},
	Topic("four"):                  {"Four", "冲四"},
	Topic("straight-four"):         {"Straight four", "活四"},
	Topic("three"):                 {"Three", "活三"},
	Topic("broken-three"):          {"Split three", "跳活三"},
	Topic("false-three-white"):     {"False three: White", "假活三：白子阻挡"},
	Topic("false-three-edge"):      {"False three: edge", "假活三：盘端"},
	Topic("false-three-own"):       {"False three: own stones", "假活三：六腐"},
	Topic("double-three"):          {"Double-three", "三三禁手"},
	Topic("double-four"):           {"Double-four", "四四禁手"},
	Topic("four-on-one-line"):      {"Two fours on one line", "同线四四"},
	Topic("overline"):              {"Overline", "长连禁手"},
	Topic("five-beats-forbidden"):  {"Five beats forbidden", "五连优先"},
	Topic("combined"):              {"Combined", "组合禁手"},
	Topic("false-three-forbidden"): {"False three: forbidden point", "假活三：禁手点"},
	// A straight-four point that also makes five does not count.
	Topic("five-point-rule"):   {"No straight four with a five", "成五不算活四"},
	Topic("fake-forbidden"):    {"Fake forbidden moves", "假禁手"},
	Topic("false-four-three"):  {"False four-three", "假四三"},
	Topic("recursion"):         {"Several levels", "多层判断"},
	Topic("judging-checklist"): {"Judging checklist", "判断步骤"},
	Topic("black-defence"):     {"Black's defence", "黑棋的防守"},
	Topic("white-tactics"):     {"White's tactics", "白棋抓禁"},
	Topic("white-trap-play"):   {"Play White", "执白抓禁"},
	Topic("multi-kill"):        {"One stone, many threats", "一子多杀"},
	Topic("review"):            {"Review", "综合练习"},
	Topic("openings"):          {"Openings", "开局"},
	Topic("opening-names"):     {"Opening names", "开局名称"},
	Topic("opening-rules"):     {"Opening rules", "开局规则"},
}

func init() {
	Register(lessonTexts)
	Register(topicTexts)
}
