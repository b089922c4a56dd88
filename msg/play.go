package msg

// The Play screen (game/features/match).
//
// The room's own messages are in game/features/match/messages.go; these
// are the ones something besides the room names too (the frame, another
// room, the app's tests or the command line).
const (
	MenuPlay       ID = "menu.play"
	MenuPlayDesc   ID = "menu.play.desc"
	PlaySavedName  ID = "play.saved.name"
	PlaySavedMoves ID = "play.saved.moves"
	// PlaySavedBroken: %[1]s the game's name, %[2]s why it does not
	// replay (a sentence), %[3]s the key it is kept under now.
	PlaySavedBroken ID = "play.saved.broken"
	PlayBtnFirst    ID = "play.btn.first"
	PlayBtnPrev     ID = "play.btn.prev"
	PlayBtnNext     ID = "play.btn.next"
	PlayBtnLast     ID = "play.btn.last"
	PlayBtnPrevMom  ID = "play.btn.prevMoment"
	PlayBtnNextMom  ID = "play.btn.nextMoment"
	PlayBtnWhy      ID = "play.btn.why"
	PlayOpening     ID = "play.opening"

	PlayLinkBad      ID = "play.link.bad"
	PlayImportAsk    ID = "play.import.ask"
	PlayExportSGFAsk ID = "play.export.sgf"
	PlayExportMoves  ID = "play.export.moves"
	PlaySGFSaved     ID = "play.export.saved"
	PlayHintsHeading ID = "play.hint.heading"
	PlayReviewAt     ID = "play.review.at"
	PlayReviewScan   ID = "play.review.scanning"
	PlayReviewNone   ID = "play.review.none"
	PlayReviewCount  ID = "play.review.count"
	PlayReviewFailed ID = "play.review.failed"
	PlayReviewLine   ID = "play.review.line"
	PlayMomFoul      ID = "play.moment.foul"
	PlayMomForced    ID = "play.moment.forced"
	PlayMomCaught    ID = "play.moment.caught"
	PlayMomSet       ID = "play.moment.set"
	PlayMomMissed    ID = "play.moment.missed"
	PlayMomAvoided   ID = "play.moment.avoided"
	PlayMomFalse     ID = "play.moment.falseThree"
	// The moments for a learner who has not met the term their sentence
	// names (MomentTextAt): 抓禁 (forcing a foul), the false three.
	PlayMomForcedPlain ID = "play.moment.forcedPlain"
	PlayMomMissedPlain ID = "play.moment.missedPlain"
	PlayMomFalsePlain  ID = "play.moment.falseThreePlain"
)

var playTexts = Table{
	{MenuPlay, "Play", "对局"},
	{MenuPlayDesc, "Games with a referee, against the sparring partner or a friend.", "与陪练或朋友对局，裁判判禁手。"},
	{PlaySavedName, "%[1]s · %[2]s · %[3]s", "%[1]s · %[2]s · %[3]s"},
	{PlaySavedMoves, "%[1]d moves", "已下%[1]d手"},
	{PlaySavedBroken, "A saved game (%[1]s) cannot be resumed: %[2]s It is kept as %[3]s, and the progress file includes it.",
		"一盘保存的对局（%[1]s）无法继续：%[2]s它已原样另存为%[3]s，进度文件中也包含它。"},
	{PlayBtnFirst, "Start", "开头"},
	{PlayBtnPrev, "Back", "后退"},
	{PlayBtnNext, "Forward", "前进"},
	{PlayBtnLast, "End", "结尾"},
	{PlayBtnPrevMom, "Previous moment", "上一处"},
	{PlayBtnNextMom, "Next moment", "下一处"},
	{PlayBtnWhy, "Why?", "为什么？"},
	{PlayOpening, "Opening: %[1]s", "开局：%[1]s"},

	{PlayLinkBad, "This game link cannot be read: %[1]s.", "无法读取这个对局链接：%[1]s。"},
	{PlayImportAsk, "Paste an SGF record or a move list (h8 h9 …):", "粘贴SGF棋谱或着法串（如 h8 h9 …）："},
	{PlayExportSGFAsk, "The game as SGF (copy it):", "本局的SGF棋谱（请复制）："},
	{PlayExportMoves, "The moves (copy them):", "本局着法串（请复制）："},
	{PlaySGFSaved, "Saved %[1]s.", "已保存%[1]s。"},
	{PlayHintsHeading, "Hints", "提示"},
	{PlayReviewAt, "Move %[1]d of %[2]d", "第%[1]d手（共%[2]d手）"},
	{PlayReviewScan, "Looking for the foul moments…", "正在查找与禁手有关的关键时刻……"},
	{PlayReviewNone, "No foul moments in this game.", "这盘棋没有与禁手有关的关键时刻。"},
	{PlayReviewCount, "Moments where a forbidden point mattered: %[1]d. Go to one with Next moment, then press Why? for its walk.", "与禁手有关的关键时刻共%[1]d处。点“下一处”逐一查看，再点“为什么？”看讲解。"},
	{PlayReviewFailed, "The foul moments could not be found: %[1]s", "无法查找关键时刻：%[1]s"},
	{PlayReviewLine, "The see-through stones, numbered on from move %[1]d, are the engine's line: White's fours and Black's forced blocks, imagined, not played.", "从第%[1]d手起编号的半透明棋子是引擎算出的着法：白棋冲四、黑棋被迫防守，只是假想，并未落下。"},
	{PlayMomFoul, "Move %[1]d: Black played a forbidden point, %[2]s (%[3]s).", "第%[1]d手：黑棋下在禁手点%[2]s（%[3]s）。"},
	{PlayMomForced, "Move %[1]d: Black had to block at %[2]s, a forbidden point (%[3]s): the foul was caught.", "第%[1]d手：黑棋只能在%[2]s防守，而那是禁手（%[3]s），被白棋抓禁。"},
	{PlayMomCaught, "Move %[1]d: White's four at %[2]s leaves Black one defence, %[3]s, and it is forbidden (%[4]s).", "第%[1]d手：白棋在%[2]s冲四，黑棋唯一的防点%[3]s是禁手（%[4]s）。"},
	{PlayMomSet, "Move %[1]d: White's %[2]s sets a trap: continuous fours end in Black's foul at %[3]s.", "第%[1]d手：白棋%[2]s设下陷阱，连续冲四可逼黑棋在%[3]s犯禁。"},
	{PlayMomMissed, "Move %[1]d: White could have caught a foul at %[2]s with continuous fours, but played %[3]s.", "第%[1]d手：白棋本可连续冲四在%[2]s抓禁，却下了%[3]s。"},
	{PlayMomAvoided, "Move %[1]d: Black kept off %[2]s: it looks natural there, but it is forbidden (%[3]s).", "第%[1]d手：黑棋避开了%[2]s：那里看似该下，却是禁手（%[3]s）。"},
	{PlayMomFalse, "Move %[1]d: Black's %[2]s makes a false three: its straight-four point %[3]s is forbidden, so White need not block.", "第%[1]d手：黑棋%[2]s形成假活三：成活四的点%[3]s是禁手，白棋不必防。"},

	{PlayMomForcedPlain, "Move %[1]d: Black had to block at %[2]s, a forbidden point (%[3]s): the foul was caught.", "第%[1]d手：黑棋只能在%[2]s防守，而那是禁手（%[3]s），被白棋抓住了。"},
	{PlayMomMissedPlain, "Move %[1]d: White could have caught a foul at %[2]s with continuous fours, but played %[3]s.", "第%[1]d手：白棋本可连续冲四，逼黑棋在禁手点%[2]s防守，却下了%[3]s。"},
	{PlayMomFalsePlain, "Move %[1]d: Black's %[2]s makes a three that is not live: its straight-four point %[3]s is forbidden, so White need not block.", "第%[1]d手：黑棋%[2]s形成的三不是活三：成活四的点%[3]s是禁手，白棋不必防。"},
}

func init() { Register(playTexts) }
