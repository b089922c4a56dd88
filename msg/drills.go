package msg

// The Drills screen (game/parts/drillplay).
const (
	DrillTitle ID = "drill.title"

	DrillTypeIsForbidden ID = "drill.type.isForbidden"
	DrillTypeFindAll     ID = "drill.type.findAll"
	DrillTypeLiveOrFalse ID = "drill.type.liveOrFalse"
	DrillTypeFourThree   ID = "drill.type.fourThree"
	DrillTypeTrap        ID = "drill.type.trap"
	DrillLevelN          ID = "drill.level"
	DrillMenuChooseType  ID = "drill.menu.type"
	DrillMenuChooseLevel ID = "drill.menu.level"
	DrillMenuIntro       ID = "drill.menu.intro"
	DrillMenuRecord      ID = "drill.menu.record"

	DrillBtnStart      ID = "drill.btn.start"
	DrillBtnYes        ID = "drill.btn.yes"
	DrillBtnNo         ID = "drill.btn.no"
	DrillBtnLive       ID = "drill.btn.live"
	DrillBtnFalse      ID = "drill.btn.false"
	DrillBtnDone       ID = "drill.btn.done"
	DrillBtnClearPicks ID = "drill.btn.clearPicks"
	DrillBtnSkip       ID = "drill.btn.skip"
	DrillBtnNext       ID = "drill.btn.next"
	DrillBtnWalk       ID = "drill.btn.walk"
	DrillBtnEndRound   ID = "drill.btn.endRound"
	DrillBtnMenu       ID = "drill.btn.menu"
	DrillBtnNewRound   ID = "drill.btn.newRound"
	DrillBtnReset      ID = "drill.btn.reset"
	DrillBtnUndoReset  ID = "drill.btn.undoReset"
	DrillBtnThree      ID = "drill.btn.doubleThree"
	DrillBtnFour       ID = "drill.btn.doubleFour"
	DrillBtnOverline   ID = "drill.btn.overline"

	DrillStatusLine ID = "drill.status"
	DrillSetStatus  ID = "drill.setStatus"
	DrillPreparing  ID = "drill.preparing"

	DrillAskIsForbidden ID = "drill.ask.isForbidden"
	DrillAskKind        ID = "drill.ask.kind"
	DrillAskFindAll     ID = "drill.ask.findAll"
	DrillAskLiveOrFalse ID = "drill.ask.liveOrFalse"
	DrillAskFourThree   ID = "drill.ask.fourThree"
	DrillAskTrap        ID = "drill.ask.trap"
	DrillHintIsForbid   ID = "drill.hint.isForbidden"
	DrillHintFindAll    ID = "drill.hint.findAll"
	DrillHintLive       ID = "drill.hint.liveOrFalse"
	DrillHintTap        ID = "drill.hint.tap"

	DrillRight             ID = "drill.right"
	DrillWrong             ID = "drill.wrong"
	DrillSkipped           ID = "drill.skipped"
	DrillAnsForbiddenShort ID = "drill.ans.forbiddenShort"
	DrillAnsLegalShort     ID = "drill.ans.legalShort"
	DrillAnsFiveShort      ID = "drill.ans.fiveShort"
	DrillAnsForbidden      ID = "drill.ans.forbidden"
	DrillAnsLegal          ID = "drill.ans.legal"
	DrillAnsWrongKind      ID = "drill.ans.wrongKind"
	DrillAnsFouls          ID = "drill.ans.fouls"
	DrillAnsFoundAll       ID = "drill.ans.foundAll"
	DrillAnsLive           ID = "drill.ans.live"
	DrillAnsFalse          ID = "drill.ans.false"
	DrillAnsFourThree      ID = "drill.ans.fourThree"
	DrillAnsTrap           ID = "drill.ans.trap"
	DrillAnsYouPicked      ID = "drill.ans.youPicked"
	DrillWalkHint          ID = "drill.walkHint"

	DrillStatCounts     ID = "drill.cand.counts"
	DrillStatForbidden  ID = "drill.cand.forbidden"
	DrillStatFive       ID = "drill.cand.five"
	DrillStatBlocked    ID = "drill.cand.blocked"
	DrillStatOverline   ID = "drill.cand.overline"
	DrillStatOccupied   ID = "drill.cand.occupied"
	DrillDirHorizontal  ID = "drill.dir.horizontal"
	DrillDirVertical    ID = "drill.dir.vertical"
	DrillDirDiagonal    ID = "drill.dir.diagonal"
	DrillDirAntiDiag    ID = "drill.dir.antiDiagonal"
	DrillSummaryTitle   ID = "drill.summary.title"
	DrillSummaryRound   ID = "drill.summary.round"
	DrillSummaryByType  ID = "drill.summary.byType"
	DrillSummaryByKind  ID = "drill.summary.byKind"
	DrillSummaryLine    ID = "drill.summary.line"
	DrillSummaryAllTime ID = "drill.summary.allTime"
	DrillSummaryWeakest ID = "drill.summary.weakest"
	DrillSummaryNone    ID = "drill.summary.none"

	DrillNoticeStatsReset    ID = "drill.notice.statsReset"
	DrillNoticeStatsRepaired ID = "drill.notice.statsRepaired"
	DrillNoticeStatsCleared  ID = "drill.notice.statsCleared"
	DrillNoticeStatsRestored ID = "drill.notice.statsRestored"
	DrillNoticeGenError      ID = "drill.notice.genError"
)

var drillTexts = Table{
	DrillTitle: {"Drills", "练习"},

	DrillTypeIsForbidden: {"Forbidden?", "是否禁手"},
	DrillTypeFindAll:     {"Find all", "找全禁点"},
	DrillTypeLiveOrFalse: {"Live or false", "真假活三"},
	DrillTypeFourThree:   {"Four-three", "找四三"},
	DrillTypeTrap:        {"Trap (White)", "抓禁（白）"},
	DrillLevelN:          {"Level %[1]d", "第%[1]d级"},
	DrillMenuChooseType:  {"Drill", "题型"},
	DrillMenuChooseLevel: {"Level", "难度"},
	DrillMenuIntro:       {"Ten drills a round, each made fresh and checked by the judge. Level 1: one line; level 2: recursion or combined fouls; level 3: deep recursion.", "每轮十题，每题都是新生成并由裁判程序验证的。第1级：单线；第2级：递归或组合禁手；第3级：深层递归。"},
	DrillMenuRecord:      {"Your record: score %[1]d · best streak %[2]d · %[3]d answered", "你的记录：得分 %[1]d · 最长连对 %[2]d · 已答 %[3]d 题"},

	DrillBtnStart:      {"Start", "开始"},
	DrillBtnYes:        {"Yes", "是"},
	DrillBtnNo:         {"No", "否"},
	DrillBtnLive:       {"Live", "真活三"},
	DrillBtnFalse:      {"False", "假活三"},
	DrillBtnDone:       {"Done", "完成"},
	DrillBtnClearPicks: {"Clear", "清除"},
	DrillBtnSkip:       {"Show answer", "看答案"},
	DrillBtnNext:       {"Next", "下一题"},
	DrillBtnWalk:       {"Walk it", "逐步讲解"},
	DrillBtnEndRound:   {"End round", "结束本轮"},
	DrillBtnMenu:       {"Menu", "菜单"},
	DrillBtnNewRound:   {"New round", "再来一轮"},
	DrillBtnReset:      {"Reset record", "清空记录"},
	DrillBtnUndoReset:  {"Undo reset", "撤销清空"},
	DrillBtnThree:      {"Double-three", "三三"},
	DrillBtnFour:       {"Double-four", "四四"},
	DrillBtnOverline:   {"Overline", "长连"},

	// %[1]d score, %[2]d streak, %[3]d drill number, %[4]d round length.
	DrillStatusLine: {"Score %[1]d · streak %[2]d · drill %[3]d/%[4]d", "得分 %[1]d · 连对 %[2]d · 第 %[3]d/%[4]d 题"},
	DrillSetStatus:  {"Drill %[1]d of %[2]d · %[3]d right so far", "第 %[1]d 题，共 %[2]d 题 · 已答对 %[3]d 题"},
	DrillPreparing:  {"Preparing a drill…", "正在出题…"},

	DrillAskIsForbidden: {"Is %[1]s forbidden for Black?", "黑棋下在 %[1]s 是禁手吗？"},
	DrillAskKind:        {"Right, %[1]s is forbidden. Which kind?", "对，%[1]s 是禁手。是哪一种？"},
	DrillAskFindAll:     {"Tap every point forbidden for Black, then Done. (%[1]d marked)", "点出黑棋所有的禁手点，然后点“完成”。（已标 %[1]d 个）"},
	DrillAskLiveOrFalse: {"Black plays %[1]s. Is the %[2]s three live or false?", "黑棋下在 %[1]s。%[2]s的三是真活三还是假活三？"},
	DrillAskFourThree:   {"Black to play: find a four-three that is not forbidden.", "黑先：找出一个不是禁手的四三。"},
	DrillAskTrap:        {"White to play: find the move that leaves Black a forbidden point to defend.", "白先：找出让黑棋只能在禁手点防守的一手。"},
	DrillHintIsForbid:   {"Y yes · N no · S show answer", "Y 是 · N 否 · S 看答案"},
	DrillHintFindAll:    {"Tap a point again to unmark it.", "再点一次可取消标记。"},
	DrillHintLive:       {"Y live · N false · S show answer", "Y 真活三 · N 假活三 · S 看答案"},
	DrillHintTap:        {"Tap the point on the board.", "在棋盘上点出这一点。"},

	DrillRight:             {"Right! +%[1]d", "答对了！+%[1]d"},
	DrillWrong:             {"Not this time.", "答错了。"},
	DrillSkipped:           {"Here is the answer.", "答案如下。"},
	DrillAnsForbiddenShort: {"forbidden", "禁手"},
	DrillAnsLegalShort:     {"legal", "不是禁手"},
	DrillAnsFiveShort:      {"five, Black wins", "五连，黑胜"},
	DrillAnsForbidden:      {"%[1]s is forbidden for Black: %[2]s.", "%[1]s 是黑棋的禁手：%[2]s。"},
	DrillAnsLegal:          {"%[1]s is not forbidden: Black may play there.", "%[1]s 不是禁手，黑棋可以下。"},
	DrillAnsWrongKind:      {"It is forbidden, but it is a %[1]s, not a %[2]s.", "是禁手，但它是%[1]s，不是%[2]s。"},
	DrillAnsFouls:          {"Forbidden: %[1]s. Found %[2]d, missed %[3]d, marked wrongly %[4]d.", "禁手点：%[1]s。找到 %[2]d 个，漏掉 %[3]d 个，错标 %[4]d 个。"},
	DrillAnsFoundAll:       {"All found: %[1]s.", "全部找到：%[1]s。"},
	DrillAnsLive:           {"The three is live: %[1]s.", "这是真活三：%[1]s。"},
	DrillAnsFalse:          {"The three is false: %[1]s.", "这是假活三：%[1]s。"},
	DrillAnsFourThree:      {"Four-three at %[1]s.", "四三点：%[1]s。"},
	DrillAnsTrap:           {"White %[1]s: Black must block at %[2]s, which is forbidden (%[3]s).", "白 %[1]s：黑棋必须在 %[2]s 防守，而那是禁手（%[3]s）。"},
	DrillAnsYouPicked:      {"You chose %[1]s.", "你选了 %[1]s。"},
	DrillWalkHint:          {"W: walk through the judgement of %[1]s step by step.", "按 W：逐步讲解 %[1]s 的判断。"},

	DrillStatCounts:    {"%[1]s makes a straight four", "%[1]s 成活四"},
	DrillStatForbidden: {"%[1]s would make the straight four but is itself forbidden", "%[1]s 能成活四但本身是禁手"},
	DrillStatFive:      {"%[1]s would also make five", "%[1]s 同时成五"},
	DrillStatBlocked:   {"%[1]s makes a four that is blocked", "%[1]s 成的四被挡住"},
	DrillStatOverline:  {"%[1]s would make an overline", "%[1]s 会成长连"},
	DrillStatOccupied:  {"%[1]s is taken by White", "%[1]s 已被白棋占据"},
	DrillDirHorizontal: {"horizontal", "横线上"},
	DrillDirVertical:   {"vertical", "竖线上"},
	DrillDirDiagonal:   {"diagonal (/)", "斜线（/）上"},
	DrillDirAntiDiag:   {"diagonal (\\)", "斜线（\\）上"},

	DrillSummaryTitle:   {"Round over", "本轮结束"},
	DrillSummaryRound:   {"%[1]d of %[2]d right · %[3]d points · best streak %[4]d", "答对 %[1]d/%[2]d · 得 %[3]d 分 · 最长连对 %[4]d"},
	DrillSummaryByType:  {"By drill:", "按题型："},
	DrillSummaryByKind:  {"By forbidden kind:", "按禁手种类："},
	DrillSummaryLine:    {"%[1]s: %[2]d/%[3]d (%[4]d%%)", "%[1]s：%[2]d/%[3]d（%[4]d%%）"},
	DrillSummaryAllTime: {"All time: score %[1]d, %[2]d%% right over %[3]d drills.", "累计：得分 %[1]d，%[3]d 题正确率 %[2]d%%。"},
	DrillSummaryWeakest: {"Practise next: %[1]s.", "建议接下来练：%[1]s。"},
	DrillSummaryNone:    {"Nothing answered yet.", "还没有答题。"},

	DrillNoticeStatsReset:    {"Your saved drill record could not be read, so it starts afresh (%[1]s).", "保存的练习记录无法读取，已重新开始（%[1]s）。"},
	DrillNoticeStatsRepaired: {"Part of your saved drill record could not be read and was left out; the rest is kept (%[1]s).", "保存的练习记录有一部分无法读取，已经去掉，其余的记录都还在（%[1]s）。"},
	DrillNoticeStatsCleared:  {"Record cleared. Undo brings it back until you start a round.", "记录已清空。开始新一轮之前，按“撤销清空”可以恢复。"},
	DrillNoticeStatsRestored: {"Record restored.", "记录已恢复。"},
	DrillNoticeGenError:      {"No drill could be made: %[1]s", "无法出题：%[1]s"},
}

func init() { Register(drillTexts) }
