package msg

// The Foul Storm and the live-or-false streak (game/features/storm).
const (
	StormMenuTitle   ID = "storm.menu.title"
	MenuStorm        ID = "menu.storm"
	MenuStormDesc    ID = "menu.storm.desc"
	StormLinkBad     ID = "storm.link.bad"
	StormTitle       ID = "storm.title"
	StreakTitle      ID = "storm.streak.title"
	StormIntro       ID = "storm.intro"
	StreakIntro      ID = "storm.streak.intro"
	StormMenuRecord  ID = "storm.menu.record"
	StormBadgeLine   ID = "storm.badge.line"
	StormBadgeNext   ID = "storm.badge.next"
	StormBadgeBronze ID = "storm.badge.bronze"
	StormBadgeSilver ID = "storm.badge.silver"
	StormBadgeGold   ID = "storm.badge.gold"

	StormBtnStart ID = "storm.btn.start"
	StormBtnLegal ID = "storm.btn.legal"
	StormBtnEnd   ID = "storm.btn.end"
	StormBtnAgain ID = "storm.btn.again"
	StormBtnWalk  ID = "storm.btn.walk"

	StormStatus      ID = "storm.status"
	StormStatusCombo ID = "storm.status.combo"
	StreakStatus     ID = "storm.streak.status"
	StormAskKind     ID = "storm.ask.kind"
	StormHintYesNo   ID = "storm.hint.yesNo"
	StormHintKind    ID = "storm.hint.kind"
	StormHintLive    ID = "storm.hint.live"

	StormLastRight       ID = "storm.last.right"
	StormLastRightStreak ID = "storm.last.rightStreak"
	StormLastBonus       ID = "storm.last.bonus"
	StormLastWrong       ID = "storm.last.wrong"
	StormLastPenalty     ID = "storm.last.penalty"

	StormAnsNotForbidden ID = "storm.ans.notForbidden"
	StormAnsForbidden    ID = "storm.ans.forbidden"
	StormAnsLive         ID = "storm.ans.live"
	StormAnsFalse        ID = "storm.ans.false"
	StormAnsThree        ID = "storm.ans.three"

	StormOverTime   ID = "storm.over.time"
	StormOverEnded  ID = "storm.over.ended"
	StreakOver      ID = "storm.streak.over"
	StormResult     ID = "storm.result"
	StreakResult    ID = "storm.streak.result"
	StormNewBest    ID = "storm.newBest"
	StormBest       ID = "storm.best"
	StormMissedHead ID = "storm.missed.head"
	StormMissedLine ID = "storm.missed.line"
	StormNoMiss     ID = "storm.missed.none"

	StormNoticeReset    ID = "storm.notice.reset"
	StormNoticeBadge    ID = "storm.notice.badge"
	StormNoticeGenError ID = "storm.notice.genError"
)

var stormTexts = Table{
	StormMenuTitle: {"Storm and streak", "禁手风暴 · 连对挑战"},
	MenuStorm:      {"Foul Storm", "禁手风暴"},
	MenuStormDesc:  {"Three minutes against the clock, or a live-or-false streak.", "三分钟限时判禁手，或活三真假连对挑战。"},
	StormLinkBad:   {"“%[1]s” is not a Foul Storm mode: use #storm or #storm=streak.", "“%[1]s”不是禁手风暴的模式，请用 #storm 或 #storm=streak。"},
	StormTitle:     {"Foul Storm", "禁手风暴"},
	StreakTitle:    {"Live-or-false streak", "真假活三连对"},
	// %[1]d minutes, %[2]d in a row, %[3]d seconds added, %[4]d seconds taken.
	StormIntro:  {"%[1]d minutes of forbidden points, harder as you go. %[2]d right in a row: +%[3]d s; a miss: −%[4]d s.", "限时 %[1]d 分钟判断禁手，越往后越难。连对 %[2]d 题加 %[3]d 秒，答错一题扣 %[4]d 秒。"},
	StreakIntro: {"Live three or false three? No clock: the first miss ends the run.", "判断真活三还是假活三。不限时，答错一题即结束。"},
	// %[1]d best storm score, %[2]d best streak.
	StormMenuRecord:  {"Best storm: %[1]d points · best streak: %[2]d", "禁手风暴最高 %[1]d 分 · 最长连对 %[2]d 题"},
	StormBadgeLine:   {"%[1]s: %[2]s", "%[1]s：%[2]s"},
	StormBadgeNext:   {"Next %[1]s badge for %[2]s: %[3]d answers, %[4]d%% right", "%[2]s的下一枚%[1]s：答满 %[3]d 题，正确率 %[4]d%%"},
	StormBadgeBronze: {"bronze", "铜牌"},
	StormBadgeSilver: {"silver", "银牌"},
	StormBadgeGold:   {"gold", "金牌"},

	StormBtnStart: {"Start", "开始"},
	StormBtnLegal: {"Not forbidden", "不是禁手"},
	StormBtnEnd:   {"End run", "结束"},
	StormBtnAgain: {"Again", "再来一次"},
	StormBtnWalk:  {"Walk %[1]s", "讲解 %[1]s"},

	// %[1]s time left (m:ss), %[2]d score.
	StormStatus:      {"%[1]s left · score %[2]d", "剩余 %[1]s · 得分 %[2]d"},
	StormStatusCombo: {"%[1]d in a row", "连对 %[1]d 题"},
	StreakStatus:     {"Streak %[1]d · best %[2]d", "连对 %[1]d 题 · 最长 %[2]d 题"},
	StormAskKind:     {"Black plays %[1]s: not forbidden, or which foul?", "黑棋下在 %[1]s：不是禁手，还是哪一种禁手？"},
	StormHintYesNo:   {"Y yes · N no", "Y 是 · N 否"},
	StormHintKind:    {"N not forbidden · 1 double-three · 2 double-four · 3 overline", "N 不是禁手 · 1 三三 · 2 四四 · 3 长连"},
	StormHintLive:    {"Y live · N false", "Y 真活三 · N 假活三"},

	StormLastRight:       {"Right: +%[1]d", "答对了：+%[1]d"},
	StormLastRightStreak: {"Right.", "答对了。"},
	StormLastBonus:       {"%[1]d in a row: +%[2]d s", "连对 %[1]d 题：加 %[2]d 秒"},
	StormLastWrong:       {"%[1]s: %[2]s.", "%[1]s：%[2]s。"},
	StormLastPenalty:     {"−%[1]d s", "扣 %[1]d 秒"},

	StormAnsNotForbidden: {"not forbidden", "不是禁手"},
	StormAnsForbidden:    {"forbidden", "是禁手"},
	StormAnsLive:         {"live", "真活三"},
	StormAnsFalse:        {"false", "假活三"},
	// %[1]s the line ("horizontal"), %[2]s live or false.
	StormAnsThree: {"the %[1]s three is %[2]s", "%[1]s的三是%[2]s"},

	StormOverTime:  {"Time!", "时间到！"},
	StormOverEnded: {"Storm over", "本轮结束"},
	StreakOver:     {"Streak over", "连对结束"},
	// %[1]d score, %[2]d right, %[3]d answered, %[4]d best combo.
	StormResult:     {"Score %[1]d · %[2]d of %[3]d right · best run %[4]d in a row", "得分 %[1]d · 答对 %[2]d/%[3]d · 最多连对 %[4]d 题"},
	StreakResult:    {"%[1]d right in a row.", "本次连对 %[1]d 题。"},
	StormNewBest:    {"A new best!", "新纪录！"},
	StormBest:       {"Your best: %[1]d", "你的最高纪录：%[1]d"},
	StormMissedHead: {"Missed — tap one to walk through it:", "答错的题（点按可逐步讲解）："},
	// %[1]d number, %[2]s point, %[3]s the answer, %[4]s what was said.
	StormMissedLine: {"%[1]d. %[2]s: %[3]s (you said %[4]s)", "%[1]d. %[2]s：%[3]s（你答：%[4]s）"},
	StormNoMiss:     {"No miss!", "全部答对！"},

	StormNoticeReset: {"Your saved storm record could not be read, so it starts afresh (%[1]s).", "保存的风暴记录无法读取，已重新开始（%[1]s）。"},
	// %[1]s the badge, %[2]s the drill type.
	StormNoticeBadge:    {"New %[1]s badge for %[2]s!", "获得%[2]s%[1]s！"},
	StormNoticeGenError: {"No question could be made: %[1]s", "无法出题：%[1]s"},
}

func init() { Register(stormTexts) }
