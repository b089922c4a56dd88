package drillplay

import "renju/msg"

// The Drills screen's messages: the IDs only this part asks for, with
// their text in English and 简体中文, registered in the catalogue when the
// package loads (msg.Register). What the frame, the saves, the command
// line or a room also names stays in msg. The font subsets cover these
// strings because fonts/gencharset links this part with every room
// (game/frame/catalogue).
const (
	Title     msg.ID = "drill.title"
	MenuIntro msg.ID = "drill.menu.intro"
	// MenuIntroPlain is MenuIntro for a learner who has not met combined
	// forbidden moves or judging step by step (stage.go).
	MenuIntroPlain msg.ID = "drill.menu.introPlain"
	MenuRecord     msg.ID = "drill.menu.record"
	// MenuAssumes: %[1]s the type, %[2]d the level, %[3]s the lessons
	// it assumes (LessonList). Then one of MenuDoneAll, MenuDoneNone,
	// MenuDoneSome (%[1]d of them done). MenuLevel1: %[1]s the type,
	// %[2]d the most stones of a board; MenuLevel1Needs: %[1]s the type,
	// %[2]s the lessons still to do.
	MenuAssumes     msg.ID = "drill.menu.assumes"
	MenuLevel1      msg.ID = "drill.menu.level1"
	MenuLevel1Needs msg.ID = "drill.menu.level1Needs"
	// MenuLevel1All: %[1]s the type, %[2]d the most stones of a board;
	// BtnAllLessons the switch.
	MenuLevel1All msg.ID = "drill.menu.level1All"
	BtnAllLessons msg.ID = "drill.btn.allLessons"
	MenuDoneAll   msg.ID = "drill.menu.doneAll"
	MenuDoneNone  msg.ID = "drill.menu.doneNone"
	MenuDoneSome  msg.ID = "drill.menu.doneSome"

	BtnStart      msg.ID = "drill.btn.start"
	BtnDone       msg.ID = "drill.btn.done"
	BtnClearPicks msg.ID = "drill.btn.clearPicks"
	BtnSkip       msg.ID = "drill.btn.skip"
	BtnNext       msg.ID = "drill.btn.next"
	BtnWalk       msg.ID = "drill.btn.walk"
	BtnEndRound   msg.ID = "drill.btn.endRound"
	BtnNewRound   msg.ID = "drill.btn.newRound"
	BtnReset      msg.ID = "drill.btn.reset"
	BtnUndoReset  msg.ID = "drill.btn.undoReset"

	StatusLine   msg.ID = "drill.status"
	SetStatus    msg.ID = "drill.setStatus"
	AskKind      msg.ID = "drill.ask.kind"
	AskFindAll   msg.ID = "drill.ask.findAll"
	AskFourThree msg.ID = "drill.ask.fourThree"
	AskTrap      msg.ID = "drill.ask.trap"
	HintIsForbid msg.ID = "drill.hint.isForbidden"
	HintFindAll  msg.ID = "drill.hint.findAll"
	HintLive     msg.ID = "drill.hint.liveOrFalse"
	HintTap      msg.ID = "drill.hint.tap"
	// Before the lessons that name them (stage.go): the four-three said
	// as a four and a live three at once, a three not live for a false
	// one.
	AskFourThreePlain msg.ID = "drill.ask.fourThreePlain"
	HintLiveThree     msg.ID = "drill.hint.liveThree"
	AnsLiveThree      msg.ID = "drill.ans.liveThree"
	AnsNotLive        msg.ID = "drill.ans.notLive"
	AnsFourThreePlain msg.ID = "drill.ans.fourThreePlain"

	Right          msg.ID = "drill.right"
	Wrong          msg.ID = "drill.wrong"
	Skipped        msg.ID = "drill.skipped"
	AnsForbidden   msg.ID = "drill.ans.forbidden"
	AnsLegal       msg.ID = "drill.ans.legal"
	AnsWrongKind   msg.ID = "drill.ans.wrongKind"
	AnsFouls       msg.ID = "drill.ans.fouls"
	AnsFoundAll    msg.ID = "drill.ans.foundAll"
	AnsLive        msg.ID = "drill.ans.live"
	AnsFalse       msg.ID = "drill.ans.false"
	AnsFourThree   msg.ID = "drill.ans.fourThree"
	AnsTrap        msg.ID = "drill.ans.trap"
	AnsYouPicked   msg.ID = "drill.ans.youPicked"
	WalkHint       msg.ID = "drill.walkHint"
	SummaryTitle   msg.ID = "drill.summary.title"
	SummaryRound   msg.ID = "drill.summary.round"
	SummaryByType  msg.ID = "drill.summary.byType"
	SummaryByKind  msg.ID = "drill.summary.byKind"
	SummaryLine    msg.ID = "drill.summary.line"
	SummaryAllTime msg.ID = "drill.summary.allTime"
	SummaryWeakest msg.ID = "drill.summary.weakest"
	SummaryNone    msg.ID = "drill.summary.none"

	NoticeStatsReset    msg.ID = "drill.notice.statsReset"
	NoticeStatsRepaired msg.ID = "drill.notice.statsRepaired"
	NoticeStatsCleared  msg.ID = "drill.notice.statsCleared"
	NoticeStatsRestored msg.ID = "drill.notice.statsRestored"
	NoticeGenError      msg.ID = "drill.notice.genError"
)

var texts = msg.Table{
	{ID: Title, EN: "Drills", ZH: "练习"},
	{ID: MenuIntro, EN: "Ten drills a round, each made fresh and checked by the judge. Level 1: one or two lines. Level 2: combined fouls, three lines, or a three whose four point must itself be judged. Level 3: judging several levels deep.",
		ZH: "每轮十题，每题都是新生成并由裁判程序验证的。第1级：一两条线；第2级：组合禁手、三条线，或是活四点还要再判断的三；第3级：要层层判断好几层。"},
	{ID: MenuIntroPlain, EN: "Ten drills a round, each made fresh and checked by the judge. Level 1: one or two lines. Level 2: one stone making fouls of several kinds, three lines, or a three whose four point must itself be judged. Level 3: judging several levels deep.",
		ZH: "每轮十题，每题都是新生成并由裁判程序验证的。第1级：一两条线；第2级：一子同时形成几种禁手、三条线，或是活四点还要再判断的三；第3级：要一层一层往下判断好几层。"},
	{ID: MenuAssumes, EN: "“%[1]s”, level %[2]d, assumes %[3]s.", ZH: "“%[1]s”第%[2]d级：要先学完%[3]s。"},
	{ID: MenuLevel1, EN: "“%[1]s”, level 1: only what your lessons so far teach, on boards of at most %[2]d stones.", ZH: "“%[1]s”第1级：只考你已学过的内容，盘面最多%[2]d子。"},
	{ID: MenuLevel1Needs, EN: "“%[1]s”, level 1, asks only what your lessons so far teach: do %[2]s first, or choose All lessons.", ZH: "“%[1]s”第1级只考你已学过的内容：请先学完%[2]s，或选择“全部课程”。"},
	{ID: MenuLevel1All, EN: "“%[1]s”, level 1: what every lesson teaches, on boards of at most %[2]d stones.", ZH: "“%[1]s”第1级：全部课程的内容，盘面最多%[2]d子。"},
	{ID: BtnAllLessons, EN: "All lessons", ZH: "全部课程"},
	{ID: MenuDoneAll, EN: "You have done them all.", ZH: "这些课你都已学完。"},
	{ID: MenuDoneNone, EN: "You have done none of them yet.", ZH: "这些课你还一课都没有学完。"},
	{ID: MenuDoneSome, EN: "You have done %[1]d of them.", ZH: "其中你已学完%[1]d课。"},
	{ID: MenuRecord, EN: "Your record: score %[1]d · best streak %[2]d · %[3]d answered", ZH: "你的记录：得分 %[1]d · 最长连对 %[2]d · 已答 %[3]d 题"},

	{ID: BtnStart, EN: "Start", ZH: "开始"},
	{ID: BtnDone, EN: "Done", ZH: "完成"},
	{ID: BtnClearPicks, EN: "Clear", ZH: "清除"},
	{ID: BtnSkip, EN: "Show answer", ZH: "看答案"},
	{ID: BtnNext, EN: "Next", ZH: "下一题"},
	{ID: BtnWalk, EN: "Walk it", ZH: "逐步讲解"},
	{ID: BtnEndRound, EN: "End round", ZH: "结束本轮"},
	{ID: BtnNewRound, EN: "New round", ZH: "再来一轮"},
	{ID: BtnReset, EN: "Reset record", ZH: "清空记录"},
	{ID: BtnUndoReset, EN: "Undo reset", ZH: "撤销清空"},

	// %[1]d score, %[2]d streak, %[3]d drill number, %[4]d round length.
	{ID: StatusLine, EN: "Score %[1]d · streak %[2]d · drill %[3]d/%[4]d", ZH: "得分 %[1]d · 连对 %[2]d · 第 %[3]d/%[4]d 题"},
	{ID: SetStatus, EN: "Drill %[1]d of %[2]d · %[3]d right so far", ZH: "第 %[1]d 题，共 %[2]d 题 · 已答对 %[3]d 题"},
	{ID: AskKind, EN: "Right, %[1]s is forbidden. Which kind?", ZH: "对，%[1]s 是禁手。是哪一种？"},
	{ID: AskFindAll, EN: "Tap every point forbidden for Black, then Done. (%[1]d marked)", ZH: "点出黑棋所有的禁手点，然后点“完成”。（已标 %[1]d 个）"},
	{ID: AskFourThree, EN: "Black to play: find a four-three that is not forbidden.", ZH: "黑先：找出一个不是禁手的四三。"},
	{ID: AskTrap, EN: "White to play: find the move that leaves Black a forbidden point to defend.", ZH: "白先：找出让黑棋只能在禁手点防守的一手。"},
	{ID: HintIsForbid, EN: "Y yes · N no · S show answer", ZH: "Y 是 · N 否 · S 看答案"},
	{ID: HintFindAll, EN: "Tap a point again to unmark it.", ZH: "再点一次可取消标记。"},
	{ID: HintLive, EN: "Y live · N false · S show answer", ZH: "Y 真活三 · N 假活三 · S 看答案"},
	{ID: HintTap, EN: "Tap the point on the board.", ZH: "在棋盘上点出这一点。"},
	{ID: AskFourThreePlain, EN: "Black to play: find a point that makes a four and a live three at once, and is not forbidden.", ZH: "黑先：找出一点，落子后同时形成四和活三，而且不是禁手。"},
	{ID: HintLiveThree, EN: "Y live three · N not live · S show answer", ZH: "Y 活三 · N 不是活三 · S 看答案"},

	{ID: Right, EN: "Right! +%[1]d", ZH: "答对了！+%[1]d"},
	{ID: Wrong, EN: "Not this time.", ZH: "答错了。"},
	{ID: Skipped, EN: "Here is the answer.", ZH: "答案如下。"},
	{ID: AnsForbidden, EN: "%[1]s is forbidden for Black: %[2]s.", ZH: "%[1]s 是黑棋的禁手：%[2]s。"},
	{ID: AnsLegal, EN: "%[1]s is not forbidden: Black may play there.", ZH: "%[1]s 不是禁手，黑棋可以下。"},
	{ID: AnsWrongKind, EN: "It is forbidden, but it is a %[1]s, not a %[2]s.", ZH: "的确是禁手，但它是%[1]s，不是%[2]s。"},
	{ID: AnsFouls, EN: "Forbidden: %[1]s. Found %[2]d, missed %[3]d, marked wrongly %[4]d.", ZH: "禁手点：%[1]s。找到 %[2]d 个，漏掉 %[3]d 个，错标 %[4]d 个。"},
	{ID: AnsFoundAll, EN: "All found: %[1]s.", ZH: "全部找到：%[1]s。"},
	{ID: AnsLive, EN: "The three is live: %[1]s.", ZH: "这是真活三：%[1]s。"},
	{ID: AnsFalse, EN: "The three is false: %[1]s.", ZH: "这是假活三：%[1]s。"},
	{ID: AnsFourThree, EN: "Four-three at %[1]s.", ZH: "四三点：%[1]s。"},
	{ID: AnsLiveThree, EN: "The three is live: %[1]s.", ZH: "这是活三：%[1]s。"},
	{ID: AnsNotLive, EN: "The three is not live: %[1]s.", ZH: "这个三不是活三：%[1]s。"},
	{ID: AnsFourThreePlain, EN: "A four and a live three at once: %[1]s.", ZH: "同时形成四和活三的点：%[1]s。"},
	{ID: AnsTrap, EN: "White %[1]s: Black must block at %[2]s, which is forbidden (%[3]s).", ZH: "白 %[1]s：黑棋必须在 %[2]s 防守，而那是禁手（%[3]s）。"},
	{ID: AnsYouPicked, EN: "You chose %[1]s.", ZH: "你选了 %[1]s。"},
	{ID: WalkHint, EN: "W: walk through the judgement of %[1]s step by step.", ZH: "按 W：逐步讲解 %[1]s 的判断。"},

	{ID: SummaryTitle, EN: "Round over", ZH: "本轮结束"},
	{ID: SummaryRound, EN: "%[1]d of %[2]d right · %[3]d points · best streak %[4]d", ZH: "答对 %[1]d/%[2]d · 得 %[3]d 分 · 最长连对 %[4]d"},
	{ID: SummaryByType, EN: "By drill:", ZH: "按题型："},
	{ID: SummaryByKind, EN: "By forbidden kind:", ZH: "按禁手种类："},
	{ID: SummaryLine, EN: "%[1]s: %[2]d/%[3]d (%[4]d%%)", ZH: "%[1]s：%[2]d/%[3]d（%[4]d%%）"},
	{ID: SummaryAllTime, EN: "All time: score %[1]d, %[2]d%% right over %[3]d drills.", ZH: "累计：得分 %[1]d，%[3]d 题正确率 %[2]d%%。"},
	{ID: SummaryWeakest, EN: "Practise next: %[1]s.", ZH: "建议接下来练：%[1]s。"},
	{ID: SummaryNone, EN: "Nothing answered yet.", ZH: "还没有答题。"},

	{ID: NoticeStatsReset, EN: "Your saved drill record could not be read, so it starts afresh (%[1]s).", ZH: "保存的练习记录无法读取，已重新开始（%[1]s）。"},
	{ID: NoticeStatsRepaired, EN: "Part of your saved drill record could not be read and was left out; the rest is kept (%[1]s).", ZH: "保存的练习记录有一部分无法读取，已经去掉，其余的记录都还在（%[1]s）。"},
	{ID: NoticeStatsCleared, EN: "Record cleared. Undo brings it back until you start a round.", ZH: "记录已清空。开始新一轮之前，按“撤销清空”可以恢复。"},
	{ID: NoticeStatsRestored, EN: "Record restored.", ZH: "记录已恢复。"},
	{ID: NoticeGenError, EN: "No drill could be made: %[1]s", ZH: "无法出题：%[1]s"},
}

func init() { msg.Register(texts) }
