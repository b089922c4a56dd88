package storm

import "renju/msg"

// The room's messages: the IDs only this room asks for, with their text
// in English and 简体中文, registered in the catalogue when the package
// loads (msg.Register). What the frame, the saves, the command line or
// another room also names stays in msg. The font subsets cover these
// strings because fonts/gencharset links every room
// (game/frame/catalogue).
const (
	MenuTitle   msg.ID = "storm.menu.title"
	LinkBad     msg.ID = "storm.link.bad"
	Title       msg.ID = "storm.title"
	StreakTitle msg.ID = "storm.streak.title"
	Intro       msg.ID = "storm.intro"
	StreakIntro msg.ID = "storm.streak.intro"
	// TopLevel: %[1]d the highest level the runs reach, %[2]s the
	// lessons the next level assumes (learnpath.LessonList); NeedsFirst:
	// %[1]s the lessons a run needs first.
	TopLevel   msg.ID = "storm.topLevel"
	NeedsFirst msg.ID = "storm.needsFirst"
	// BtnAllLessons switches the questions to every lesson's.
	BtnAllLessons msg.ID = "storm.btn.allLessons"
	MenuRecord    msg.ID = "storm.menu.record"
	BadgeLine     msg.ID = "storm.badge.line"
	BadgeNext     msg.ID = "storm.badge.next"

	BtnStart msg.ID = "storm.btn.start"
	BtnLegal msg.ID = "storm.btn.legal"
	BtnEnd   msg.ID = "storm.btn.end"
	BtnAgain msg.ID = "storm.btn.again"
	BtnWalk  msg.ID = "storm.btn.walk"

	Status       msg.ID = "storm.status"
	StatusCombo  msg.ID = "storm.status.combo"
	StreakStatus msg.ID = "storm.streak.status"
	AskKind      msg.ID = "storm.ask.kind"
	HintYesNo    msg.ID = "storm.hint.yesNo"
	HintKind     msg.ID = "storm.hint.kind"
	HintLive     msg.ID = "storm.hint.live"
	// The streak before the lesson on false threes (stage.go): a three
	// is live or not live.
	StreakTitlePlain msg.ID = "storm.streak.titlePlain"
	StreakIntroPlain msg.ID = "storm.streak.introPlain"
	HintLiveThree    msg.ID = "storm.hint.liveThree"
	AnsThreeLive     msg.ID = "storm.ans.threeLive"
	AnsThreeNotLive  msg.ID = "storm.ans.threeNotLive"
	SaidLiveThree    msg.ID = "storm.said.liveThree"
	SaidNotLive      msg.ID = "storm.said.notLive"

	LastRight       msg.ID = "storm.last.right"
	LastRightStreak msg.ID = "storm.last.rightStreak"
	LastBonus       msg.ID = "storm.last.bonus"
	LastWrong       msg.ID = "storm.last.wrong"
	LastPenalty     msg.ID = "storm.last.penalty"

	AnsNotForbidden msg.ID = "storm.ans.notForbidden"
	AnsForbidden    msg.ID = "storm.ans.forbidden"
	AnsLive         msg.ID = "storm.ans.live"
	AnsFalse        msg.ID = "storm.ans.false"
	AnsThree        msg.ID = "storm.ans.three"

	OverTime     msg.ID = "storm.over.time"
	OverEnded    msg.ID = "storm.over.ended"
	StreakOver   msg.ID = "storm.streak.over"
	Result       msg.ID = "storm.result"
	StreakResult msg.ID = "storm.streak.result"
	NewBest      msg.ID = "storm.newBest"
	Best         msg.ID = "storm.best"
	MissedHead   msg.ID = "storm.missed.head"
	MissedLine   msg.ID = "storm.missed.line"
	NoMiss       msg.ID = "storm.missed.none"

	NoticeReset    msg.ID = "storm.notice.reset"
	NoticeBadge    msg.ID = "storm.notice.badge"
	NoticeGenError msg.ID = "storm.notice.genError"
)

var texts = msg.Table{
	{ID: MenuTitle, EN: "Storm and streak", ZH: "禁手风暴 · 连对挑战"},
	{ID: LinkBad, EN: "“%[1]s” is not a Foul Storm mode: use #storm or #storm=streak.", ZH: "“%[1]s”不是禁手风暴的模式，请用 #storm 或 #storm=streak。"},
	{ID: Title, EN: "Foul Storm", ZH: "禁手风暴"},
	{ID: StreakTitle, EN: "Live-or-false streak", ZH: "真假活三连对"},
	// %[1]d minutes, %[2]d in a row, %[3]d seconds added, %[4]d seconds taken.
	{ID: Intro, EN: "%[1]d minutes of forbidden points, harder as you go. %[2]d right in a row: +%[3]d s; a miss: −%[4]d s.", ZH: "限时 %[1]d 分钟判断禁手，越往后越难。连对 %[2]d 题加 %[3]d 秒，答错一题扣 %[4]d 秒。"},
	{ID: TopLevel, EN: "Your lessons so far take the questions up to level %[1]d; %[2]s open the next level.", ZH: "按你学过的课，题目最高到第%[1]d级；学完%[2]s后开放下一级。"},
	{ID: NeedsFirst, EN: "The questions ask only what your lessons so far teach: do %[1]s first, or choose All lessons.", ZH: "题目只考你已学过的内容：请先学完%[1]s，或选择“全部课程”。"},
	{ID: BtnAllLessons, EN: "All lessons", ZH: "全部课程"},
	{ID: StreakIntro, EN: "Live three or false three? No clock: the first miss ends the run.", ZH: "判断真活三还是假活三。不限时，答错一题即结束。"},
	// %[1]d best storm score, %[2]d best streak.
	{ID: MenuRecord, EN: "Best storm: %[1]d points · best streak: %[2]d", ZH: "禁手风暴最高 %[1]d 分 · 最长连对 %[2]d 题"},
	{ID: BadgeLine, EN: "%[1]s: %[2]s", ZH: "%[1]s：%[2]s"},
	{ID: BadgeNext, EN: "Next %[1]s badge for %[2]s: %[3]d answers, %[4]d%% right", ZH: "%[2]s的下一枚%[1]s：答满 %[3]d 题，正确率 %[4]d%%"},

	{ID: BtnStart, EN: "Start", ZH: "开始"},
	{ID: BtnLegal, EN: "Not forbidden", ZH: "不是禁手"},
	{ID: BtnEnd, EN: "End run", ZH: "结束"},
	{ID: BtnAgain, EN: "Again", ZH: "再来一次"},
	{ID: BtnWalk, EN: "Walk %[1]s", ZH: "讲解 %[1]s"},

	// %[1]s time left (m:ss), %[2]d score.
	{ID: Status, EN: "%[1]s left · score %[2]d", ZH: "剩余 %[1]s · 得分 %[2]d"},
	{ID: StatusCombo, EN: "%[1]d in a row", ZH: "连对 %[1]d 题"},
	{ID: StreakStatus, EN: "Streak %[1]d · best %[2]d", ZH: "连对 %[1]d 题 · 最长 %[2]d 题"},
	{ID: AskKind, EN: "Black plays %[1]s: not forbidden, or which foul?", ZH: "黑棋下在 %[1]s：不是禁手，还是哪一种禁手？"},
	{ID: HintYesNo, EN: "Y yes · N no", ZH: "Y 是 · N 否"},
	{ID: HintKind, EN: "N not forbidden · 1 double-three · 2 double-four · 3 overline", ZH: "N 不是禁手 · 1 三三 · 2 四四 · 3 长连"},
	{ID: HintLive, EN: "Y live · N false", ZH: "Y 真活三 · N 假活三"},

	{ID: StreakTitlePlain, EN: "Live-three streak", ZH: "活三连对"},
	{ID: StreakIntroPlain, EN: "Live three or not? No clock: the first miss ends the run.", ZH: "判断是不是活三。不限时，答错一题即结束。"},
	{ID: HintLiveThree, EN: "Y live three · N not live", ZH: "Y 活三 · N 不是活三"},
	// %[1]s the line ("horizontal").
	{ID: AnsThreeLive, EN: "the %[1]s three is live", ZH: "%[1]s的三是活三"},
	{ID: AnsThreeNotLive, EN: "the %[1]s three is not live", ZH: "%[1]s的三不是活三"},
	{ID: SaidLiveThree, EN: "live three", ZH: "活三"},
	{ID: SaidNotLive, EN: "not live", ZH: "不是活三"},

	{ID: LastRight, EN: "Right: +%[1]d", ZH: "答对了：+%[1]d"},
	{ID: LastRightStreak, EN: "Right.", ZH: "答对了。"},
	{ID: LastBonus, EN: "%[1]d in a row: +%[2]d s", ZH: "连对 %[1]d 题：加 %[2]d 秒"},
	{ID: LastWrong, EN: "%[1]s: %[2]s.", ZH: "%[1]s：%[2]s。"},
	{ID: LastPenalty, EN: "−%[1]d s", ZH: "扣 %[1]d 秒"},

	{ID: AnsNotForbidden, EN: "not forbidden", ZH: "不是禁手"},
	{ID: AnsForbidden, EN: "forbidden", ZH: "是禁手"},
	{ID: AnsLive, EN: "live", ZH: "真活三"},
	{ID: AnsFalse, EN: "false", ZH: "假活三"},
	// %[1]s the line ("horizontal"), %[2]s live or false.
	{ID: AnsThree, EN: "the %[1]s three is %[2]s", ZH: "%[1]s的三是%[2]s"},

	{ID: OverTime, EN: "Time!", ZH: "时间到！"},
	{ID: OverEnded, EN: "Storm over", ZH: "本轮结束"},
	{ID: StreakOver, EN: "Streak over", ZH: "连对结束"},
	// %[1]d score, %[2]d right, %[3]d answered, %[4]d best combo.
	{ID: Result, EN: "Score %[1]d · %[2]d of %[3]d right · best run %[4]d in a row", ZH: "得分 %[1]d · 答对 %[2]d/%[3]d · 最多连对 %[4]d 题"},
	{ID: StreakResult, EN: "%[1]d right in a row.", ZH: "本次连对 %[1]d 题。"},
	{ID: NewBest, EN: "A new best!", ZH: "新纪录！"},
	{ID: Best, EN: "Your best: %[1]d", ZH: "你的最高纪录：%[1]d"},
	{ID: MissedHead, EN: "Missed — tap one to walk through it:", ZH: "答错的题（点按可逐步讲解）："},
	// %[1]d number, %[2]s point, %[3]s the answer, %[4]s what was said.
	{ID: MissedLine, EN: "%[1]d. %[2]s: %[3]s (you said %[4]s)", ZH: "%[1]d. %[2]s：%[3]s（你答：%[4]s）"},
	{ID: NoMiss, EN: "No miss!", ZH: "全部答对！"},

	{ID: NoticeReset, EN: "Your saved storm record could not be read, so it starts afresh (%[1]s).", ZH: "保存的风暴记录无法读取，已重新开始（%[1]s）。"},
	// %[1]s the badge, %[2]s the drill type.
	{ID: NoticeBadge, EN: "New %[1]s badge for %[2]s!", ZH: "获得%[2]s%[1]s！"},
	{ID: NoticeGenError, EN: "No question could be made: %[1]s", ZH: "无法出题：%[1]s"},
}

func init() { msg.Register(texts) }
