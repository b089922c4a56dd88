package msg

// The Play screen (game/features/match).
const (
	MenuPlay     ID = "menu.play"
	MenuPlayDesc ID = "menu.play.desc"

	PlayTitle       ID = "play.title"
	PlayReviewTitle ID = "play.review.title"
	PlayMenuIntro   ID = "play.menu.intro"

	PlayRuleFree        ID = "play.rule.free"
	PlayRuleRIF         ID = "play.rule.rif"
	PlayRuleYamaguchi   ID = "play.rule.yamaguchi"
	PlayRuleSoosorv8    ID = "play.rule.soosorv8"
	PlayRuleTaraguchi10 ID = "play.rule.taraguchi10"
	PlayAboutFree       ID = "play.about.free"
	PlayAboutRIF        ID = "play.about.rif"
	PlayAboutYamaguchi  ID = "play.about.yamaguchi"
	PlayAboutSoosorv8   ID = "play.about.soosorv8"
	PlayAboutTaraguchi  ID = "play.about.taraguchi10"

	PlayOppPeople   ID = "play.opp.people"
	PlayLevelN      ID = "play.level"
	PlayPartnerN    ID = "play.partnerN"
	PlaySideFirst   ID = "play.side.first"
	PlaySideSecond  ID = "play.side.second"
	PlayRefLearning ID = "play.ref.learning"
	PlayRefTourney  ID = "play.ref.tournament"
	PlayRefCalls    ID = "play.ref.calls"
	PlayAboutLearn  ID = "play.about.learning"
	PlayAboutTourn  ID = "play.about.tournament"
	PlayAboutCalls  ID = "play.about.calls"
	PlayHintsOn     ID = "play.hints.on"
	PlayHintsOff    ID = "play.hints.off"
	PlayBtnStart    ID = "play.btn.start"
	PlayBtnResume   ID = "play.btn.resume"
	PlayBtnImport   ID = "play.btn.import"
	// The saved games (renju.play): the chooser, and a game that does
	// not replay. PlaySavedName: %[1]s the rule, %[2]s the opponent,
	// %[3]s PlaySavedMoves.
	PlayBtnResumeN    ID = "play.btn.resumeN"
	PlayResumeLine    ID = "play.resume.line"
	PlayChooseIntro   ID = "play.choose.intro"
	PlayBtnChooseBack ID = "play.btn.chooseBack"
	PlaySavedName     ID = "play.saved.name"
	PlaySavedMoves    ID = "play.saved.moves"
	PlaySavedMove1    ID = "play.saved.move1"
	PlaySavedUnread   ID = "play.saved.unread"
	// PlaySavedBroken: %[1]s the game's name, %[2]s why it does not
	// replay (a sentence), %[3]s the key it is kept under now.
	PlaySavedBroken ID = "play.saved.broken"

	PlayBtnSwap     ID = "play.btn.swap"
	PlayBtnKeep     ID = "play.btn.keep"
	PlayBtnPlayOne  ID = "play.btn.playOne"
	PlayBtnOfferTen ID = "play.btn.offerTen"
	PlayBtnDeclare  ID = "play.btn.declare"
	PlayBtnLess     ID = "play.btn.less"
	PlayBtnMore     ID = "play.btn.more"
	PlayBtnCall     ID = "play.btn.call"
	PlayBtnUndo     ID = "play.btn.undo"
	PlayBtnResign   ID = "play.btn.resign"
	PlayBtnNewGame  ID = "play.btn.newGame"
	PlayBtnReview   ID = "play.btn.review"
	PlayBtnSGF      ID = "play.btn.sgf"
	PlayBtnMoves    ID = "play.btn.moves"
	PlayBtnFirst    ID = "play.btn.first"
	PlayBtnPrev     ID = "play.btn.prev"
	PlayBtnNext     ID = "play.btn.next"
	PlayBtnLast     ID = "play.btn.last"
	PlayBtnPrevMom  ID = "play.btn.prevMoment"
	PlayBtnNextMom  ID = "play.btn.nextMoment"
	PlayBtnWhy      ID = "play.btn.why"
	PlayBtnDone     ID = "play.btn.done"

	PlayWhoYou      ID = "play.who.you"
	PlayWhoPartner  ID = "play.who.partner"
	PlayWhoThinking ID = "play.who.thinking"
	PlayWhoPlayer   ID = "play.who.player"
	PlayPlayer1     ID = "play.player1"
	PlayPlayer2     ID = "play.player2"
	PlayHolderBlack ID = "play.holder.black"
	PlayHolderWhite ID = "play.holder.white"

	PlayStepPlace    ID = "play.step.place"
	PlayStepCentre   ID = "play.step.centre"
	PlayStepSecond   ID = "play.step.second"
	PlayStepThird    ID = "play.step.third"
	PlayStepSquare   ID = "play.step.square"
	PlayStepSwap3    ID = "play.step.swap3"
	PlayStepSwap     ID = "play.step.swap"
	PlayStepDeclareY ID = "play.step.declareYamaguchi"
	PlayStepDeclareS ID = "play.step.declareSoosorv"
	PlayStepOffer    ID = "play.step.offer"
	PlayStepChoose   ID = "play.step.choose"
	PlayStepChoice   ID = "play.step.choice"
	PlayStepCall     ID = "play.step.call"
	PlayStepFoulMark ID = "play.step.foulMark"
	PlayOpening      ID = "play.opening"
	PlayStatus       ID = "play.status"
	PlayAgainst      ID = "play.against"
	PlayPassAndPlay  ID = "play.passAndPlay"
	PlayPartnerPlays ID = "play.partnerPlays"
	PlayPartnerSwaps ID = "play.partnerSwaps"
	PlayPartnerKeeps ID = "play.partnerKeeps"
	PlayPartnerDecl  ID = "play.partnerDeclares"
	PlayPartnerCalls ID = "play.partnerCalls"
	PlayPartnerVCF   ID = "play.partnerVCF"

	PlayWinFive      ID = "play.win.five"
	PlayWinFoul      ID = "play.win.foul"
	PlayWinResign    ID = "play.win.resign"
	PlayDraw         ID = "play.draw"
	PlayYouWin       ID = "play.youWin"
	PlayYouLose      ID = "play.youLose"
	PlayOverNext     ID = "play.overNext"
	PlayOverFoul     ID = "play.overFoul"
	PlayResignAsk    ID = "play.resign.ask"
	PlayBtnResignYes ID = "play.btn.resignYes"
	PlayBtnResignNo  ID = "play.btn.resignNo"
	PlayWaitPartner  ID = "play.notice.wait"
	PlayUseButtons   ID = "play.notice.buttons"
	PlayNoUndo       ID = "play.notice.noUndo"
	PlayUndone       ID = "play.notice.undone"

	PlayRefTaken      ID = "play.refuse.taken"
	PlayRefOutside    ID = "play.refuse.outside"
	PlayRefForbidden  ID = "play.refuse.forbidden"
	PlayRefTwice      ID = "play.refuse.twice"
	PlayRefSymmetric  ID = "play.refuse.symmetric"
	PlayRefNotOffered ID = "play.refuse.notOffered"
	PlayRefNoCall     ID = "play.refuse.noCall"
	PlayRefNotAFoul   ID = "play.refuse.notAFoul"
	PlayRefBadNumber  ID = "play.refuse.badNumber"
	PlayRefWrongStep  ID = "play.refuse.wrongStep"
	PlayRefOther      ID = "play.refuse.other"
	PlaySymMirror     ID = "play.sym.mirror"
	PlaySymTurn       ID = "play.sym.turn"
	PlaySymHalf       ID = "play.sym.half"

	PlayLinkBad       ID = "play.link.bad"
	PlayLinkBadAction ID = "play.link.badAction"
	PlayImportAsk     ID = "play.import.ask"
	PlayImportBad     ID = "play.import.bad"
	PlayImported      ID = "play.import.done"
	PlayImportTooLong ID = "play.import.tooLong"
	PlayImportEmpty   ID = "play.import.empty"
	PlayExportSGFAsk  ID = "play.export.sgf"
	PlayExportMoves   ID = "play.export.moves"
	PlaySGFSaved      ID = "play.export.saved"

	PlayHintFive      ID = "play.hint.five"
	PlayHintFour      ID = "play.hint.four"
	PlayHintThree     ID = "play.hint.three"
	PlayHintTrap      ID = "play.hint.trap"
	PlayHintTrapWarn  ID = "play.hint.trapWarn"
	PlayHintTrap1     ID = "play.hint.trap1"
	PlayHintTrapWarn1 ID = "play.hint.trapWarn1"
	PlayHintNone      ID = "play.hint.none"
	PlayHintsHeading  ID = "play.hint.heading"
	PlayReviewAt      ID = "play.review.at"
	PlayReviewScan    ID = "play.review.scanning"
	PlayReviewNone    ID = "play.review.none"
	PlayReviewCount   ID = "play.review.count"
	PlayReviewFailed  ID = "play.review.failed"
	PlayReviewTapHint ID = "play.review.tap"
	PlayReviewLine    ID = "play.review.line"
	PlayMomFoul       ID = "play.moment.foul"
	PlayMomForced     ID = "play.moment.forced"
	PlayMomCaught     ID = "play.moment.caught"
	PlayMomSet        ID = "play.moment.set"
	PlayMomMissed     ID = "play.moment.missed"
	PlayMomAvoided    ID = "play.moment.avoided"
	PlayMomFalse      ID = "play.moment.falseThree"
)

var playTexts = Table{
	MenuPlay:     {"Play", "对局"},
	MenuPlayDesc: {"Games with a referee, against the sparring partner or a friend.", "与陪练或朋友对局，裁判判禁手。"},

	PlayTitle:       {"Play", "对局"},
	PlayReviewTitle: {"Review", "复盘"},
	PlayMenuIntro:   {"Play a game of renju. Choose the opening rule, your opponent and the referee, then Start.", "下一盘连珠。选好开局规则、对手和裁判方式，然后点“开始”。"},

	PlayRuleFree:        {"Free opening", "自由开局"},
	PlayRuleRIF:         {"RIF", "RIF规则"},
	PlayRuleYamaguchi:   {"Yamaguchi", "山口规则"},
	PlayRuleSoosorv8:    {"Soosõrv-8", "索索夫-8"},
	PlayRuleTaraguchi10: {"Taraguchi-10", "塔拉山口-10"},
	PlayAboutFree:       {"Free opening: Black plays first, anywhere; then the players take turns. Good for a first game.", "自由开局：黑棋先下，位置不限，之后双方轮流落子。适合第一次对局。"},
	PlayAboutRIF:        {"RIF: the first player lays an opening (Black 1 on the centre, White 2 next to it, Black 3 in the central 5×5); the other player may swap colours; White 4 anywhere; Black offers two 5th moves that are not symmetric; White keeps one and plays move 6.", "RIF规则：先手方摆出开局（黑1下天元，白2紧挨黑1，黑3在中央5×5内）；对方可以选择交换；白4任意下；黑方打出两个互不对称的五手，白方选留一个，然后下第6手。"},
	PlayAboutYamaguchi:  {"Yamaguchi: as RIF, but with the opening the first player declares how many 5th moves Black will offer (1–10), before the swap.", "山口规则：与RIF规则相同，但先手方摆出开局时还要声明黑方第5手打几个点（1–10），然后对方选择是否交换。"},
	PlayAboutSoosorv8:   {"Soosõrv-8: the opening and a swap; White 4 anywhere, and White declares how many 5th moves Black will offer (1–8); a second swap; then Black offers them and White keeps one.", "索索夫-8：摆出开局后可交换；白4任意下，同时声明黑方第5手打几个点（1–8）；之后可再交换一次；然后黑方打点，白方选留一个。"},
	PlayAboutTaraguchi:  {"Taraguchi-10: moves 1–4 go in the central 1×1, 3×3, 5×5 and 7×7, each followed by a swap option; then Black either plays one 5th move in the central 9×9 (with a swap before and after it), or offers ten 5th moves anywhere, not symmetric, and White keeps one.", "塔拉山口-10：第1至4手依次下在中央1×1、3×3、5×5、7×7范围内，每手之后对方都可以交换；之后黑方或在中央9×9内下一个第5手（前后各有一次交换机会），或在全盘打出十个互不对称的五手，由白方选留一个。"},

	PlayOppPeople:   {"Two players", "双人对弈"},
	PlayLevelN:      {"Level %[1]d", "%[1]d级"},
	PlayPartnerN:    {"partner level %[1]d", "%[1]d级陪练"},
	PlaySideFirst:   {"Play first (Black)", "先手（执黑）"},
	PlaySideSecond:  {"Play second (White)", "后手（执白）"},
	PlayRefLearning: {"Learning", "教学裁判"},
	PlayRefTourney:  {"Tournament", "比赛裁判"},
	PlayRefCalls:    {"White calls", "白方指禁"},
	PlayAboutLearn:  {"Learning referee: Black's forbidden points are marked, and a tap on one is refused with the reason. Takebacks are allowed.", "教学裁判：黑棋的禁手点都有标记，点禁手点会被拒绝并说明原因。可以悔棋。"},
	PlayAboutTourn:  {"Tournament referee: nothing is marked; Black may play a forbidden point, and then loses at once.", "比赛裁判：不做任何标记；黑棋下在禁手点，立即判负。"},
	PlayAboutCalls:  {"White calls: nothing is marked; Black may play a forbidden point, and White must press Foul! before playing on, or the game continues.", "白方指禁：不做标记；黑棋可以下在禁手点，白方须在落子之前点“禁手！”指出，否则对局继续。"},
	PlayHintsOn:     {"Hints: on", "提示：开"},
	PlayHintsOff:    {"Hints: off", "提示：关"},
	PlayBtnStart:    {"Start", "开始"},
	PlayBtnResume:   {"Resume game", "继续对局"},
	PlayBtnImport:   {"Import a game", "导入棋谱"},

	PlayBtnResumeN:    {"Resume a game (%[1]d)", "继续对局（%[1]d盘）"},
	PlayResumeLine:    {"Resume: %[1]s", "继续：%[1]s"},
	PlayChooseIntro:   {"%[1]d games are unfinished; the most recent is at the top. Choose one to resume.", "有%[1]d盘对局没下完，最新的一盘在最上面。选一盘接着下。"},
	PlayBtnChooseBack: {"Back", "返回"},
	PlaySavedName:     {"%[1]s · %[2]s · %[3]s", "%[1]s · %[2]s · %[3]s"},
	PlaySavedMoves:    {"%[1]d moves", "已下%[1]d手"},
	PlaySavedMove1:    {"1 move", "已下1手"},
	PlaySavedUnread:   {"its link cannot be read", "链接无法读取"},
	PlaySavedBroken: {"A saved game (%[1]s) cannot be resumed: %[2]s It is kept as %[3]s, and the progress file includes it.",
		"一盘保存的对局（%[1]s）无法继续：%[2]s它已原样另存为%[3]s，进度文件中也包含它。"},

	PlayBtnSwap:     {"Swap", "交换"},
	PlayBtnKeep:     {"Keep colours", "不换"},
	PlayBtnPlayOne:  {"Keep, play one 5th", "不换，下一个五手"},
	PlayBtnOfferTen: {"Offer ten 5th moves", "打十个五手"},
	PlayBtnDeclare:  {"Declare %[1]d", "声明%[1]d个"},
	PlayBtnLess:     {"−", "−"},
	PlayBtnMore:     {"+", "+"},
	PlayBtnCall:     {"Foul!", "禁手！"},
	PlayBtnUndo:     {"Undo", "悔棋"},
	PlayBtnResign:   {"Resign", "认输"},
	PlayBtnNewGame:  {"New game", "新对局"},
	PlayBtnReview:   {"Review", "复盘"},
	PlayBtnSGF:      {"SGF", "SGF棋谱"},
	PlayBtnMoves:    {"Move list", "着法串"},
	PlayBtnFirst:    {"Start", "开头"},
	PlayBtnPrev:     {"Back", "后退"},
	PlayBtnNext:     {"Forward", "前进"},
	PlayBtnLast:     {"End", "结尾"},
	PlayBtnPrevMom:  {"Previous moment", "上一处"},
	PlayBtnNextMom:  {"Next moment", "下一处"},
	PlayBtnWhy:      {"Why?", "为什么？"},
	PlayBtnDone:     {"Done", "返回"},

	PlayWhoYou:      {"Your turn (%[1]s).", "轮到你（%[1]s）。"},
	PlayWhoPartner:  {"The sparring partner's turn (%[1]s).", "轮到陪练（%[1]s）。"},
	PlayWhoThinking: {"The sparring partner (%[1]s) is thinking…", "陪练（%[1]s）正在思考……"},
	PlayWhoPlayer:   {"%[1]s's turn (%[2]s).", "轮到%[1]s（%[2]s）。"},
	PlayPlayer1:     {"Player 1", "甲方"},
	PlayPlayer2:     {"Player 2", "乙方"},
	PlayHolderBlack: {"the player holding Black", "执黑方"},
	PlayHolderWhite: {"the player holding White", "执白方"},

	PlayStepPlace:    {"Move %[1]d: %[2]s plays anywhere.", "第%[1]d手：%[2]s任意落子。"},
	PlayStepCentre:   {"Move 1: Black's first stone goes on the centre point, H8.", "第1手：黑1下在天元H8。"},
	PlayStepSecond:   {"Move 2: White's stone goes next to Black 1, in the central 3×3. Beside it makes a direct opening, diagonal to it an indirect one.", "第2手：白2紧挨黑1，下在中央3×3内。直着放是直指开局，斜着放是斜指开局。"},
	PlayStepThird:    {"Move 3: Black's stone goes in the central 5×5. The three stones then make one of the 26 openings.", "第3手：黑3下在中央5×5内，三子即构成26种开局之一。"},
	PlayStepSquare:   {"Move %[1]d: %[2]s plays inside the central %[3]d×%[3]d.", "第%[1]d手：%[2]s在中央%[3]d×%[3]d范围内落子。"},
	PlayStepSwap3:    {"Swap? If the opening looks good for Black, the player holding White may take Black instead. Swap, or keep the colours.", "是否交换？如果执白方认为这个开局黑棋有利，可以改为执黑。请选择“交换”或“不换”。"},
	PlayStepSwap:     {"Swap? %[1]s may exchange colours with the other player now, or keep them.", "是否交换？%[1]s现在可以与对方交换执子颜色，也可以不换。"},
	PlayStepDeclareY: {"Declare how many 5th moves Black will offer (1–%[1]d). The fewer, the better for Black: White will choose from fewer. Then the other player may swap.", "声明黑方第5手要打几个点（1–%[1]d）。点数越少对黑棋越有利，因为白方可选的越少。声明之后对方可以交换。"},
	PlayStepDeclareS: {"White declares how many 5th moves Black will offer (1–%[1]d). Then the player holding Black may swap once more.", "白方声明黑方第5手要打几个点（1–%[1]d）。之后执黑方还可以再交换一次。"},
	PlayStepOffer:    {"Black offers %[1]d different 5th moves: tap each point (%[2]d offered so far). Two points that mirror each other, given the stones on the board, count as the same move and are refused.", "黑方要打出%[1]d个不同的第5手：依次点击落点（已打%[2]d个）。在当前局面下互相对称的两个点算作同一手，不能同时打出。"},
	PlayStepChoose:   {"White keeps one of Black's offers: tap it. It becomes Black's 5th move, and White then plays move 6.", "白方从黑方打出的点中选留一个：点击该点。它成为黑5，随后白方下第6手。"},
	PlayStepChoice:   {"Black chooses: swap or keep the colours, and play one 5th move inside the central 9×9 (the other player may then swap once more); or offer ten 5th moves anywhere, for White to keep one.", "黑方选择：交换或不换，然后在中央9×9内下一个第5手（之后对方还可以再交换一次）；或者在全盘打出十个五手，由白方选留一个。"},
	PlayStepCall:     {"If Black's last stone was forbidden, White may press Foul! now; once White plays on, the chance is gone.", "如果黑方刚下的是禁手，白方现在可以点“禁手！”指出；白方一旦落子，就不能再指出了。"},
	PlayStepFoulMark: {"Black's forbidden points are marked; a tap on one shows why.", "黑棋的禁手点已标出；点击禁手点可以看原因。"},
	PlayOpening:      {"Opening: %[1]s", "开局：%[1]s"},
	PlayStatus:       {"Move %[1]d · %[2]s · %[3]s · %[4]s", "第%[1]d手 · %[2]s · %[3]s · %[4]s"},
	PlayAgainst:      {"you vs %[1]s", "你对%[1]s"},
	PlayPassAndPlay:  {"two players", "双人对弈"},
	PlayPartnerPlays: {"The sparring partner played %[1]s.", "陪练下了%[1]s。"},
	PlayPartnerSwaps: {"The sparring partner swapped colours.", "陪练选择了交换。"},
	PlayPartnerKeeps: {"The sparring partner kept the colours.", "陪练选择了不换。"},
	PlayPartnerDecl:  {"The sparring partner declared %[1]d fifth moves.", "陪练声明打%[1]d个五手。"},
	PlayPartnerCalls: {"The sparring partner called the foul.", "陪练指出了禁手。"},
	PlayPartnerVCF:   {"The sparring partner played %[1]s: it has a win by continuous fours.", "陪练下了%[1]s：它有连续冲四的胜法。"},

	PlayWinFive:      {"%[1]s wins with five in a row.", "%[1]s连成五子，获胜。"},
	PlayWinFoul:      {"White wins: Black's %[1]s is forbidden (%[2]s).", "白棋胜：黑棋%[1]s是禁手（%[2]s）。"},
	PlayWinResign:    {"%[1]s resigned: %[2]s wins.", "%[1]s认输，%[2]s获胜。"},
	PlayDraw:         {"A draw: the board is full.", "和棋：棋盘已下满。"},
	PlayYouWin:       {"You win!", "你赢了！"},
	PlayYouLose:      {"The sparring partner wins this one.", "这盘陪练赢了。"},
	PlayOverNext:     {"Review the game to see its foul moments, or start a new one.", "可以复盘查看这盘棋中与禁手有关的关键时刻，或者开始新对局。"},
	PlayOverFoul:     {"Why? shows step by step why %[1]s is forbidden; Review steps through the game.", "点“为什么？”可以一步步看%[1]s为什么是禁手；点“复盘”可以逐手回顾这盘棋。"},
	PlayResignAsk:    {"Resign this game? %[1]s would win.", "确定要认输吗？这盘将判%[1]s获胜。"},
	PlayBtnResignYes: {"Yes, resign", "确定认输"},
	PlayBtnResignNo:  {"Keep playing", "继续下棋"},
	PlayWaitPartner:  {"Wait a moment: it is the sparring partner's turn.", "请稍候，现在轮到陪练。"},
	PlayUseButtons:   {"Answer with the buttons below.", "请用下方的按钮作答。"},
	PlayNoUndo:       {"No takeback here: takebacks are for learning games, after the opening.", "这里不能悔棋：只有教学裁判的对局、开局阶段之后才可以悔棋。"},
	PlayUndone:       {"Taken back: it is your move again.", "已悔棋，重新轮到你。"},

	PlayRefTaken:      {"%[1]s is not an empty point.", "%[1]s不是空点。"},
	PlayRefOutside:    {"%[1]s is outside the central %[2]d×%[2]d.", "%[1]s不在中央%[2]d×%[2]d范围内。"},
	PlayRefForbidden:  {"%[1]s is forbidden for Black: %[2]s.", "%[1]s是黑棋的禁手点：%[2]s。"},
	PlayRefTwice:      {"%[1]s is offered already.", "%[1]s已经打过了。"},
	PlayRefSymmetric:  {"%[1]s is refused: it mirrors the offer %[2]s %[3]s, so the two are the same move. Offer a point that mirrors no earlier offer.", "%[1]s不能打：它与已打的%[2]s%[3]s互相对称，两者算同一手。请另选一个不与已打点对称的点。"},
	PlayRefNotOffered: {"%[1]s was not offered: tap one of Black's offers.", "%[1]s不是黑方打出的点，请点击其中一个。"},
	PlayRefNoCall:     {"There is nothing to call now.", "现在没有可以指出的禁手。"},
	PlayRefNotAFoul:   {"%[1]s is not forbidden: the call is refused, and the game goes on.", "%[1]s不是禁手，指出无效，对局继续。"},
	PlayRefBadNumber:  {"Declare a number from 1 to %[1]d.", "请声明1到%[1]d之间的数。"},
	PlayRefWrongStep:  {"That is not what this step asks for.", "这一步不需要这样操作。"},
	PlayRefOther:      {"Refused: %[1]s", "无法执行：%[1]s"},
	PlaySymMirror:     {"across the line drawn", "（以图中的线为轴）"},
	PlaySymTurn:       {"by a quarter turn about the centre", "（绕天元旋转90°）"},
	PlaySymHalf:       {"by a half turn about the centre", "（绕天元旋转180°）"},

	PlayLinkBad:       {"This game link cannot be read: %[1]s.", "无法读取这个对局链接：%[1]s。"},
	PlayLinkBadAction: {"Step %[1]d (%[2]s) of the game link cannot be played: %[3]s", "对局链接的第%[1]d步（%[2]s）无法执行：%[3]s"},
	PlayImportAsk:     {"Paste an SGF record or a move list (h8 h9 …):", "粘贴SGF棋谱或着法串（如 h8 h9 …）："},
	PlayImportBad:     {"The game cannot be imported: %[1]s", "无法导入棋谱：%[1]s"},
	PlayImported:      {"Imported a game of %[1]d moves.", "已导入一盘%[1]d手的棋谱。"},
	PlayImportTooLong: {"the text is longer than %[1]d KB", "文本超过%[1]d KB"},
	PlayImportEmpty:   {"there is no game in the text", "文本中没有棋谱"},
	PlayExportSGFAsk:  {"The game as SGF (copy it):", "本局的SGF棋谱（请复制）："},
	PlayExportMoves:   {"The moves (copy them):", "本局着法串（请复制）："},
	PlaySGFSaved:      {"Saved %[1]s.", "已保存%[1]s。"},

	PlayHintFive:      {"%[1]s can make five at %[2]s.", "%[1]s可在%[2]s成五。"},
	PlayHintFour:      {"%[1]s has a four: block it at %[2]s.", "%[1]s已成四：须在%[2]s挡住。"},
	PlayHintThree:     {"%[1]s has a live three: a stone at %[2]s makes a straight four.", "%[1]s有活三：在%[2]s落子即成活四。"},
	PlayHintTrap:      {"White can catch a foul at %[1]s with %[2]d fours in a row.", "白棋连冲%[2]d个四，即可在%[1]s抓禁。"},
	PlayHintTrapWarn:  {"Careful: White threatens to catch a foul at %[1]s with %[2]d fours in a row.", "注意：白棋威胁连冲%[2]d个四，在%[1]s抓禁。"},
	PlayHintTrap1:     {"White can catch a foul at %[1]s with a single four.", "白棋只需冲一个四，即可在%[1]s抓禁。"},
	PlayHintTrapWarn1: {"Careful: White threatens to catch a foul at %[1]s with a single four.", "注意：白棋只需冲一个四，就能在%[1]s抓禁。"},
	PlayHintNone:      {"No fours or live threes on the board.", "盘面上没有四，也没有活三。"},
	PlayHintsHeading:  {"Hints", "提示"},
	PlayReviewAt:      {"Move %[1]d of %[2]d", "第%[1]d手（共%[2]d手）"},
	PlayReviewScan:    {"Looking for the foul moments…", "正在查找与禁手有关的关键时刻……"},
	PlayReviewNone:    {"No foul moments in this game.", "这盘棋没有与禁手有关的关键时刻。"},
	PlayReviewCount:   {"Moments where a forbidden point mattered: %[1]d. Go to one with Next moment, then press Why? for its walk.", "与禁手有关的关键时刻共%[1]d处。点“下一处”逐一查看，再点“为什么？”看讲解。"},
	PlayReviewFailed:  {"The foul moments could not be found: %[1]s", "无法查找关键时刻：%[1]s"},
	PlayReviewLine:    {"The see-through stones, numbered on from move %[1]d, are the engine's line: White's fours and Black's forced blocks, imagined, not played.", "从第%[1]d手起编号的半透明棋子是引擎算出的着法：白棋冲四、黑棋被迫防守，只是假想，并未落下。"},
	PlayReviewTapHint: {"Forbidden points are marked at every move; tap an empty point to see why it is or is not forbidden.", "每一手的禁手点都已标出；点击空点可以看它为什么是或不是禁手。"},
	PlayMomFoul:       {"Move %[1]d: Black played a forbidden point, %[2]s (%[3]s).", "第%[1]d手：黑棋下在禁手点%[2]s（%[3]s）。"},
	PlayMomForced:     {"Move %[1]d: Black had to block at %[2]s, a forbidden point (%[3]s): the foul was caught.", "第%[1]d手：黑棋只能在%[2]s防守，而那是禁手（%[3]s），被白棋抓禁。"},
	PlayMomCaught:     {"Move %[1]d: White's four at %[2]s leaves Black one defence, %[3]s, and it is forbidden (%[4]s).", "第%[1]d手：白棋在%[2]s冲四，黑棋唯一的防点%[3]s是禁手（%[4]s）。"},
	PlayMomSet:        {"Move %[1]d: White's %[2]s sets a trap: continuous fours end in Black's foul at %[3]s.", "第%[1]d手：白棋%[2]s设下陷阱，连续冲四可逼黑棋在%[3]s犯禁。"},
	PlayMomMissed:     {"Move %[1]d: White could have caught a foul at %[2]s with continuous fours, but played %[3]s.", "第%[1]d手：白棋本可连续冲四在%[2]s抓禁，却下了%[3]s。"},
	PlayMomAvoided:    {"Move %[1]d: Black kept off %[2]s: it looks natural there, but it is forbidden (%[3]s).", "第%[1]d手：黑棋避开了%[2]s：那里看似该下，却是禁手（%[3]s）。"},
	PlayMomFalse:      {"Move %[1]d: Black's %[2]s makes a false three: its straight-four point %[3]s is forbidden, so White need not block.", "第%[1]d手：黑棋%[2]s形成假活三：成活四的点%[3]s是禁手，白棋不必防。"},
}

func init() { Register(playTexts) }
