package lessonplay

import "renju/msg"

// The room's messages: the IDs only this room asks for, with their text
// in English and 简体中文, registered in the catalogue when the package
// loads (msg.Register). What the frame, the saves, the command line or
// another room also names stays in msg. The font subsets cover these
// strings because fonts/gencharset links every room
// (game/frame/catalogue).
const (
	LessonDone msg.ID = "lesson.done"

	BtnPrevPage   msg.ID = "lesson.prev"
	BtnNextLesson msg.ID = "lesson.nextLesson"
	BtnAllLessons msg.ID = "lesson.all"
	// BtnPracticeSkipped starts a practice the learner skipped, from any
	// page of its lesson.
	BtnPracticeSkipped msg.ID = "lesson.practiceSkipped"
	BtnWalk            msg.ID = "lesson.walk"
	MsgBtnHint         msg.ID = "task.hint"
	MsgBtnRetry        msg.ID = "task.retry"
	MsgBtnWhy          msg.ID = "task.why"
	MsgBtnShowAnswer   msg.ID = "task.showAnswer"
	MsgBtnCheck        msg.ID = "task.check"
	MsgBtnClearMarks   msg.ID = "task.clear"
	TaskFindAllCount   msg.ID = "task.findAllCount"

	FeedbackRight    msg.ID = "feedback.right"
	FeedbackStar     msg.ID = "feedback.star"
	FeedbackWrong    msg.ID = "feedback.wrong"
	FeedbackOccupied msg.ID = "feedback.occupied"
	FeedbackFindAll  msg.ID = "feedback.findAll"
	FeedbackShown    msg.ID = "feedback.shown"
	FeedbackNotPoint msg.ID = "feedback.notPoint"
	FeedbackDoneStar msg.ID = "feedback.doneStar"
	FeedbackDone     msg.ID = "feedback.done"
	FeedbackNext     msg.ID = "feedback.next"
	FeedbackGoOn     msg.ID = "feedback.goOn"

	// Why a chosen option is wrong (lessonplay/why.go).
	WhyFive          msg.ID = "why.five"
	WhyOverline      msg.ID = "why.overline"
	WhyTwoFours      msg.ID = "why.twoFours"
	WhyTwoThrees     msg.ID = "why.twoThrees"
	WhyLegal         msg.ID = "why.legal"
	WhyNoFive        msg.ID = "why.noFive"
	WhyNoOverline    msg.ID = "why.noOverline"
	WhyFewFours      msg.ID = "why.fewFours"
	WhyFewThrees     msg.ID = "why.fewThrees"
	WhyOverlineFirst msg.ID = "why.overlineFirst"
	WhyThreesLast    msg.ID = "why.threesLast"
	WhyLive          msg.ID = "why.live"
	WhyLivePlain     msg.ID = "why.livePlain"
	WhyFalse         msg.ID = "why.false"

	// Why a tapped point is wrong (lessonplay/why.go), in the words of the
	// lesson that asks.
	WhyRun             msg.ID = "why.run"
	WhyRunBlocked      msg.ID = "why.runBlocked"
	WhyNoFour          msg.ID = "why.noFour"
	WhyNoThree         msg.ID = "why.noThree"
	WhyFiveNotAsked    msg.ID = "why.fiveNotAsked"
	WhyOneThree        msg.ID = "why.oneThree"
	WhyOneFour         msg.ID = "why.oneFour"
	WhyFourThreeLegal  msg.ID = "why.fourThreeLegal"
	WhyOtherFalse      msg.ID = "why.otherFalse"
	WhyOnlyFalse       msg.ID = "why.onlyFalse"
	WhyNothing         msg.ID = "why.nothing"
	WhyTapped          msg.ID = "why.tapped"
	WhyOpening         msg.ID = "why.opening"
	WhyNoOpening       msg.ID = "why.noOpening"
	WhyOpeningDirect   msg.ID = "why.openingDirect"
	WhyOpeningIndirect msg.ID = "why.openingIndirect"
	WhyOpeningPlace    msg.ID = "why.openingPlace"
	TrapNotForcing     msg.ID = "trap.notForcing"
	TrapBlocks         msg.ID = "trap.blocks"
	TrapDeadEnd        msg.ID = "trap.deadEnd"
	TrapWon            msg.ID = "trap.won"
	TrapNoFoul         msg.ID = "trap.noFoul"
	TrapBlackFive      msg.ID = "trap.blackFive"

	// Hint tiers, the star they cost, and the answer shown.
	BtnHintLine       msg.ID = "hint.line"
	BtnHintPoint      msg.ID = "hint.point"
	BtnHintWalk       msg.ID = "hint.walk"
	FeedbackCost      msg.ID = "feedback.cost"
	FeedbackFirstTime msg.ID = "feedback.firstTime"
	FeedbackSeen      msg.ID = "feedback.seen"
	FeedbackNextWhy   msg.ID = "feedback.nextWhy"
	FeedbackPartStar  msg.ID = "feedback.partStar"
	StarNone          msg.ID = "star.none"
	// The hint button with what it costs, before it is pressed.
	HintCostThird     msg.ID = "hint.costThird"
	HintCostTwoThirds msg.ID = "hint.costTwoThirds"

	// Nudges after a wrong answer of two choices (nudge.go).
	NudgeFive        msg.ID = "nudge.five"
	NudgeRow         msg.ID = "nudge.row"
	NudgeFours       msg.ID = "nudge.fours"
	NudgeThrees      msg.ID = "nudge.threes"
	NudgeFourThree   msg.ID = "nudge.fourThree"
	NudgeFalseThree  msg.ID = "nudge.falseThree"
	NudgeFoursThrees msg.ID = "nudge.foursThrees"
	NudgeTryEnds     msg.ID = "nudge.tryEnds"
	NudgeTryRow      msg.ID = "nudge.tryRow"
	NudgeTryFoul     msg.ID = "nudge.tryFoul"
	NudgeTryFive     msg.ID = "nudge.tryFive"
	NudgeLookAt      msg.ID = "nudge.lookAt"
	NudgeNoPoint     msg.ID = "nudge.noPoint"
	NudgeSymmetry    msg.ID = "nudge.symmetry"
	NudgeNext        msg.ID = "nudge.next"
)

var texts = msg.Table{
	{ID: LessonDone, EN: "Done", ZH: "已学完"},

	{ID: BtnPrevPage, EN: "Previous", ZH: "上一页"},
	{ID: BtnNextLesson, EN: "Next lesson", ZH: "下一课"},
	{ID: BtnAllLessons, EN: "All lessons", ZH: "全部课程"},
	{ID: BtnPracticeSkipped, EN: "Do the practice you skipped", ZH: "补做跳过的课后练习"},
	// %[1]s: the point, e.g. "A" or "H8".
	{ID: BtnWalk, EN: "Step through %[1]s", ZH: "逐步讲解%[1]s"},
	{ID: MsgBtnHint, EN: "Hint", ZH: "提示"},
	{ID: MsgBtnRetry, EN: "Try again", ZH: "再试一次"},
	{ID: MsgBtnWhy, EN: "Why? %[1]s", ZH: "为什么？%[1]s"},
	{ID: MsgBtnShowAnswer, EN: "Show answer", ZH: "显示答案"},
	{ID: MsgBtnCheck, EN: "Check", ZH: "检查"},
	{ID: MsgBtnClearMarks, EN: "Clear", ZH: "清除"},
	// %[1]d: points marked.
	{ID: TaskFindAllCount, EN: "Marked: %[1]d", ZH: "已标出：%[1]d个"},

	{ID: FeedbackRight, EN: "Right!", ZH: "答对了！"},
	{ID: FeedbackStar, EN: "Right first time — you earn a star.", ZH: "一次答对，得到一颗星。"},
	{ID: FeedbackWrong, EN: "Not quite.", ZH: "不对。"},
	// %[1]s: the point.
	{ID: FeedbackOccupied, EN: "%[1]s is taken: tap an empty point.", ZH: "%[1]s已经有子了：请点一个空点。"},
	// %[1]d forbidden points not marked; %[2]d marked points that are not forbidden.
	{ID: FeedbackFindAll, EN: "Forbidden points not marked: %[1]d. Marked points that are not forbidden: %[2]d.", ZH: "漏掉的禁手点：%[1]d个。标错的点（不是禁手）：%[2]d个。"},
	{ID: FeedbackShown, EN: "The answer is marked on the board in green.", ZH: "答案已用绿色标在棋盘上。"},
	{ID: FeedbackNotPoint, EN: "That is not the point asked for.", ZH: "这不是题目要求的点。"},
	{ID: FeedbackDoneStar, EN: "Done, right first time.", ZH: "已完成，一次答对。"},
	{ID: FeedbackDone, EN: "Done.", ZH: "已完成。"},
	{ID: FeedbackNext, EN: "Try another answer, or take a hint.", ZH: "换一个答案试试，或者用一次提示。"},
	{ID: FeedbackGoOn, EN: "Press Next to go on.", ZH: "按“下一页”继续。"},

	// %[1]s: the point.
	{ID: WhyFive, EN: "%[1]s makes a five, and a five wins even when the same move makes a foul.", ZH: "%[1]s成五；即使同一手形成禁手，成五也获胜。"},
	{ID: WhyOverline, EN: "%[1]s makes six or more in a row: an overline.", ZH: "%[1]s连成六子以上：是长连。"},
	// %[2]d: how many fours (or live threes) the point makes.
	{ID: WhyTwoFours, EN: "%[1]s makes %[2]d fours at once.", ZH: "%[1]s同时形成%[2]d个四。"},
	{ID: WhyTwoThrees, EN: "%[1]s makes %[2]d live threes at once.", ZH: "%[1]s同时形成%[2]d个活三。"},
	// %[2]d fours and %[3]d live threes.
	{ID: WhyLegal, EN: "%[1]s makes %[2]d four(s) and %[3]d live three(s): no double-four, no double-three, no overline.", ZH: "%[1]s只形成%[2]d个四、%[3]d个活三：没有四四、三三，也没有长连。"},
	{ID: WhyNoFive, EN: "%[1]s makes no five.", ZH: "%[1]s没有成五。"},
	{ID: WhyNoOverline, EN: "%[1]s makes no six in a row: it is not an overline.", ZH: "%[1]s没有连成六子以上：不是长连。"},
	{ID: WhyFewFours, EN: "%[1]s makes fewer than two fours: it is not a double-four.", ZH: "%[1]s形成的四不到两个：不是四四禁手。"},
	{ID: WhyFewThrees, EN: "%[1]s makes fewer than two live threes: it is not a double-three.", ZH: "%[1]s形成的活三不到两个：不是三三禁手。"},
	{ID: WhyOverlineFirst, EN: "%[1]s does make two fours, but it also makes an overline, and an overline is named first.", ZH: "%[1]s确实形成两个四，但它同时形成长连，要先算长连。"},
	{ID: WhyThreesLast, EN: "%[1]s does make two live threes, but an overline or two fours come first.", ZH: "%[1]s确实形成两个活三，但要先看长连和四四。"},
	// %[1]s: the point that makes the straight four.
	{ID: WhyLive, EN: "%[1]s turns this three into a straight four, and %[1]s is not forbidden: the three is live.", ZH: "%[1]s能把这个三变成活四，而且%[1]s不是禁手：这是活三。"},
	// Before the lesson that adds "and that point is not forbidden".
	{ID: WhyLivePlain, EN: "%[1]s turns this three into a straight four: the three is live.", ZH: "%[1]s能把这个三变成活四：这是活三。"},
	{ID: WhyFalse, EN: "No point turns this three into a real straight four: it is not live.", ZH: "没有一个点能把这个三真正变成活四：它不是活三。"},

	// %[1]s: the point tapped; %[2]d: the stones in a row it makes;
	// %[3]s: the White stone at the end of that row.
	{ID: WhyRun, EN: "%[1]s makes %[2]d in a row, not five.", ZH: "%[1]s只连成%[2]d子，不是五连。"},
	{ID: WhyRunBlocked, EN: "%[1]s makes %[2]d in a row (%[3]s is White's), not five.", ZH: "%[1]s只连成%[2]d子（%[3]s是白子），不是五连。"},
	{ID: WhyNoFour, EN: "%[1]s makes no four.", ZH: "%[1]s没有形成四。"},
	{ID: WhyNoThree, EN: "%[1]s makes a four, but no live three with it.", ZH: "%[1]s形成了四，但没有同时形成活三。"},
	{ID: WhyFiveNotAsked, EN: "%[1]s makes five, which wins at once; this task asks for a four-three.", ZH: "%[1]s直接成五获胜；不过这道题要找的是四三。"},
	{ID: WhyOneThree, EN: "%[1]s makes only one live three: not a double-three.", ZH: "%[1]s只形成一个活三，不是三三禁手。"},
	{ID: WhyOneFour, EN: "%[1]s makes only one four: not a double-four.", ZH: "%[1]s只形成一个四，不是四四禁手。"},
	{ID: WhyFourThreeLegal, EN: "%[1]s makes one four and one live three: a four-three, which is legal.", ZH: "%[1]s形成一个四和一个活三：这是四三，不是禁手。"},
	{ID: WhyOtherFalse, EN: "Its other three is not live: it cannot become a real straight four.", ZH: "另一个三不是活三，不能真正变成活四。"},
	{ID: WhyOnlyFalse, EN: "%[1]s makes no live three: none of its threes can become a real straight four.", ZH: "%[1]s形成的三都不是活三，没有一个能真正变成活四。"},
	{ID: WhyNothing, EN: "%[1]s makes no four and no live three.", ZH: "%[1]s既不成四，也不成活三。"},
	// %[1]s: the point tapped; %[2]s its column letter; %[3]d its row.
	{ID: WhyTapped, EN: "You tapped %[1]s: column %[2]s, row %[3]d.", ZH: "你点的是%[1]s：%[2]s列，第%[3]d行。"},
	// %[1]s: Black 3's point; %[2]s: the opening it makes.
	{ID: WhyOpening, EN: "Black 3 on %[1]s makes %[2]s, another opening.", ZH: "黑3下在%[1]s，形成的是%[2]s，是另一种开局。"},
	{ID: WhyNoOpening, EN: "Black 3 on %[1]s is too far away: the 26 openings keep it within two lines of H8.", ZH: "黑3下在%[1]s离得太远：26种开局的黑3都在天元周围两路以内。"},

	// %[1]s: the opening chosen.
	{ID: WhyOpeningDirect, EN: "%[1]s is a direct opening: its White 2 stands beside H8, not on a diagonal.", ZH: "%[1]s是直指开局：白2紧挨天元，不在斜线上。"},
	{ID: WhyOpeningIndirect, EN: "%[1]s is an indirect opening: its White 2 stands on a diagonal from H8.", ZH: "%[1]s是斜指开局：白2在天元的斜线上。"},
	{ID: WhyOpeningPlace, EN: "In %[1]s, Black 3 stands somewhere else.", ZH: "%[1]s的黑3不在这个位置。"},
	// %[1]s: White's move; %[2]s: Black's reply or point; %[3]s: the foul.
	{ID: TrapNotForcing, EN: "White %[1]s makes no four: Black is free to play anywhere, and the attack is over. Try another move.", ZH: "白%[1]s没有形成四：黑棋可以随意落子，进攻就断了。换一步试试。"},
	{ID: TrapBlocks, EN: "White %[1]s is a four. Black's only defence is %[2]s, and Black plays it. Keep forcing.", ZH: "白%[1]s成四。黑棋只能挡在%[2]s，黑棋挡住了。继续追下去。"},
	{ID: TrapDeadEnd, EN: "White %[1]s is a four, but after Black blocks at %[2]s White has no more fours that win. Try another move.", ZH: "白%[1]s成四，但黑棋挡在%[2]s以后，白棋再也没有能取胜的连续冲四了。换一步试试。"},
	{ID: TrapWon, EN: "White %[1]s is a four, and Black's only defence %[2]s is forbidden (%[3]s). Black cannot stop the five: White wins.", ZH: "白%[1]s成四，而黑棋唯一的防点%[2]s是禁手（%[3]s）。黑棋挡不住五连，白棋获胜。"},
	{ID: TrapNoFoul, EN: "White %[1]s wins without a foul. This task asks you to force Black onto a forbidden point.", ZH: "白%[1]s不靠禁手也赢了。这道题要你逼黑棋落在禁手点上。"},
	{ID: TrapBlackFive, EN: "After White %[1]s, Black has a five of its own at %[2]s and wins first.", ZH: "白%[1]s以后，黑棋自己在%[2]s能成五，黑棋先赢。"},

	{ID: BtnHintLine, EN: "Hint: the line", ZH: "提示：看线"},
	{ID: BtnHintPoint, EN: "Hint: the points", ZH: "提示：看关键点"},
	{ID: BtnHintWalk, EN: "Hint: the walk", ZH: "提示：逐步讲解"},
	// %[1]s: what is left of the page's star (StarWhole …).
	{ID: FeedbackCost, EN: "Each hint costs a third of this page's star. Left: %[1]s.", ZH: "每用一次提示，本页的星就少三分之一。还剩：%[1]s。"},
	{ID: FeedbackFirstTime, EN: "Right first time.", ZH: "一次答对。"},
	{ID: FeedbackSeen, EN: "This page now counts as seen, not earned. Press Try again to answer it yourself.", ZH: "这一页算作看过，不算答对。按“再试一次”，自己再答一遍。"},
	{ID: FeedbackNextWhy, EN: "Try another answer or take a hint. “Why?” walks through what your answer makes.", ZH: "换一个答案试试，或者用一次提示。“为什么”会一步步讲解你选的点。"},
	// %[1]s: the star earned (StarTwoThirds, StarOneThird).
	{ID: FeedbackPartStar, EN: "Right first time, with hints: you earn %[1]s.", ZH: "用了提示后一次答对，得到%[1]s。"},
	{ID: StarNone, EN: "no star", ZH: "没有星了"},
	// %[1]s: the hint button's label (BtnHintLine …).
	{ID: HintCostThird, EN: "%[1]s (costs ¹⁄₃ star)", ZH: "%[1]s（扣¹⁄₃颗星）"},
	{ID: HintCostTwoThirds, EN: "%[1]s (costs ²⁄₃ star)", ZH: "%[1]s（扣²⁄₃颗星）"},

	// %[1]s: the point asked about.
	{ID: NudgeFive, EN: "Look along every line through %[1]s: does Black make five on one of them?", ZH: "看看经过%[1]s的每一条线：黑棋有没有在哪条线上连成五？"},
	{ID: NudgeRow, EN: "Count the black stones in a row through %[1]s once Black plays there.", ZH: "黑棋下在%[1]s以后，数一数这条线上一共连着几个黑子。"},
	{ID: NudgeFours, EN: "Count the fours Black makes at %[1]s, one line at a time.", ZH: "一条线一条线地数：黑棋下在%[1]s，一共形成几个四？"},
	{ID: NudgeThrees, EN: "Count the live threes Black makes at %[1]s, one line at a time.", ZH: "一条线一条线地数：黑棋下在%[1]s，一共形成几个活三？"},
	{ID: NudgeFourThree, EN: "Count the fours and the live threes Black makes at %[1]s apart: how many of each?", ZH: "把黑棋下在%[1]s形成的四和活三分开数：各有几个？"},
	{ID: NudgeFalseThree, EN: "Check each three through %[1]s: can it really become a straight four?", ZH: "逐个检查经过%[1]s的三：它真的能变成活四吗？"},
	{ID: NudgeFoursThrees, EN: "Count the fours and the live threes Black makes at %[1]s, one line at a time.", ZH: "一条线一条线地数：黑棋下在%[1]s，形成几个四、几个活三？"},
	// %[1]s: a point that would make the three a straight four (or would
	// not); for NudgeLookAt, the White stone in the three's way.
	{ID: NudgeTryEnds, EN: "Add a black stone on %[1]s too: what stands at the two ends of the four it makes?", ZH: "再在%[1]s放一个黑子：形成的四，两端各是什么？"},
	{ID: NudgeTryRow, EN: "Add a black stone on %[1]s too: with the black stones beside it, how long is the row?", ZH: "再在%[1]s放一个黑子：连上旁边的黑子，一共连成几个？"},
	{ID: NudgeTryFoul, EN: "%[1]s would make the straight four, but may Black play there?", ZH: "%[1]s能形成活四，可是黑棋能下在那里吗？"},
	{ID: NudgeTryFive, EN: "%[1]s would make the straight four, but what else does a black stone there make?", ZH: "%[1]s能形成活四，可是黑子下在那里，同时还形成了什么？"},
	{ID: NudgeLookAt, EN: "Look at %[1]s: this three would need that point to become a straight four.", ZH: "看看%[1]s：这个三要变成活四，需要用到这个点。"},
	{ID: NudgeNoPoint, EN: "Look for a point that turns this three into a straight four.", ZH: "找一找能把这个三变成活四的点。"},
	{ID: NudgeSymmetry, EN: "Turn or mirror the four stones in your mind: does one point land on the other?", ZH: "在心里把这四个子旋转或翻转一下：一个点会不会正好落到另一个点上？"},
	{ID: NudgeNext, EN: "Think it over and answer again, take a hint, or press Show answer.", ZH: "再想一想，重新作答；也可以用提示，或者按“显示答案”。"},
}

func init() { msg.Register(texts) }
