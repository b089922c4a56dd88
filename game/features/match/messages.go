package match

import "renju/msg"

// The room's messages: the IDs only this room asks for, with their text
// in English and 简体中文, registered in the catalogue when the package
// loads (msg.Register). What the frame, the saves, the command line or
// another room also names stays in msg. The font subsets cover these
// strings because fonts/gencharset links every room
// (game/frame/catalogue).
const (
	PlayTitle       msg.ID = "play.title"
	PlayReviewTitle msg.ID = "play.review.title"
	PlayMenuIntro   msg.ID = "play.menu.intro"
	// Before the lessons on openings and opening rules (stage.go): the
	// free rule is free play, and the menu speaks of rules.
	PlayMenuIntroPlain msg.ID = "play.menu.introPlain"
	PlayRuleFreePlain  msg.ID = "play.rule.freePlain"
	PlayAboutFreePlain msg.ID = "play.about.freePlain"

	PlayRuleFree        msg.ID = "play.rule.free"
	PlayRuleRIF         msg.ID = "play.rule.rif"
	PlayRuleYamaguchi   msg.ID = "play.rule.yamaguchi"
	PlayRuleSoosorv8    msg.ID = "play.rule.soosorv8"
	PlayRuleTaraguchi10 msg.ID = "play.rule.taraguchi10"
	PlayAboutFree       msg.ID = "play.about.free"
	PlayAboutRIF        msg.ID = "play.about.rif"
	PlayAboutYamaguchi  msg.ID = "play.about.yamaguchi"
	PlayAboutSoosorv8   msg.ID = "play.about.soosorv8"
	PlayAboutTaraguchi  msg.ID = "play.about.taraguchi10"

	PlayOppPeople msg.ID = "play.opp.people"
	PlayLevelN    msg.ID = "play.level"
	PlayPartnerN  msg.ID = "play.partnerN"
	// Adapt: the menu's toggle, what it does, and the level it chose.
	PlayAdapt      msg.ID = "play.adapt"
	PlayAboutAdapt msg.ID = "play.about.adapt"
	PlayAdaptNext  msg.ID = "play.adapt.next"
	// Play it out (from.go): a game from a position, and why one cannot
	// start. PlayFromStarted: %[1]s the colour the learner plays.
	PlayFromStarted msg.ID = "play.from.started"
	PlayFromUnread  msg.ID = "play.from.unread"
	// The learner plays the side the position is about, and the partner
	// is to move: Black's side with Black one stone up (White to move),
	// White's with the counts equal (Black to move).
	PlayFromPartnerFirstWhite msg.ID = "play.from.partnerFirstWhite"
	PlayFromPartnerFirstBlack msg.ID = "play.from.partnerFirstBlack"
	PlayFromCounts            msg.ID = "play.from.counts"
	PlayFromFive              msg.ID = "play.from.five"
	PlayFromOverline          msg.ID = "play.from.overline"
	PlayFromFull              msg.ID = "play.from.full"
	PlaySideFirst             msg.ID = "play.side.first"
	PlaySideSecond            msg.ID = "play.side.second"
	PlayRefLearning           msg.ID = "play.ref.learning"
	PlayRefTourney            msg.ID = "play.ref.tournament"
	PlayRefCalls              msg.ID = "play.ref.calls"
	PlayAboutLearn            msg.ID = "play.about.learning"
	PlayAboutTourn            msg.ID = "play.about.tournament"
	PlayAboutCalls            msg.ID = "play.about.calls"
	PlayHintsOn               msg.ID = "play.hints.on"
	PlayHintsOff              msg.ID = "play.hints.off"
	PlayBtnStart              msg.ID = "play.btn.start"
	PlayBtnResume             msg.ID = "play.btn.resume"
	PlayBtnImport             msg.ID = "play.btn.import"
	// The saved games (renju.play): the chooser, and a game that does
	// not replay. PlaySavedName: %[1]s the rule, %[2]s the opponent,
	// %[3]s PlaySavedMoves.
	PlayBtnResumeN    msg.ID = "play.btn.resumeN"
	PlayResumeLine    msg.ID = "play.resume.line"
	PlayChooseIntro   msg.ID = "play.choose.intro"
	PlayBtnChooseBack msg.ID = "play.btn.chooseBack"
	PlaySavedMove1    msg.ID = "play.saved.move1"
	PlaySavedUnread   msg.ID = "play.saved.unread"

	PlayBtnSwap     msg.ID = "play.btn.swap"
	PlayBtnKeep     msg.ID = "play.btn.keep"
	PlayBtnPlayOne  msg.ID = "play.btn.playOne"
	PlayBtnOfferTen msg.ID = "play.btn.offerTen"
	PlayBtnDeclare  msg.ID = "play.btn.declare"
	PlayBtnLess     msg.ID = "play.btn.less"
	PlayBtnMore     msg.ID = "play.btn.more"
	PlayBtnCall     msg.ID = "play.btn.call"
	PlayBtnUndo     msg.ID = "play.btn.undo"
	PlayBtnResign   msg.ID = "play.btn.resign"
	PlayBtnNewGame  msg.ID = "play.btn.newGame"
	PlayBtnReview   msg.ID = "play.btn.review"
	PlayBtnSGF      msg.ID = "play.btn.sgf"
	PlayBtnMoves    msg.ID = "play.btn.moves"
	PlayBtnDone     msg.ID = "play.btn.done"

	PlayWhoYou      msg.ID = "play.who.you"
	PlayWhoPartner  msg.ID = "play.who.partner"
	PlayWhoThinking msg.ID = "play.who.thinking"
	PlayWhoPlayer   msg.ID = "play.who.player"
	PlayPlayer1     msg.ID = "play.player1"
	PlayPlayer2     msg.ID = "play.player2"
	PlayHolderBlack msg.ID = "play.holder.black"
	PlayHolderWhite msg.ID = "play.holder.white"

	PlayStepPlace    msg.ID = "play.step.place"
	PlayStepCentre   msg.ID = "play.step.centre"
	PlayStepSecond   msg.ID = "play.step.second"
	PlayStepThird    msg.ID = "play.step.third"
	PlayStepSquare   msg.ID = "play.step.square"
	PlayStepSwap3    msg.ID = "play.step.swap3"
	PlayStepSwap     msg.ID = "play.step.swap"
	PlayStepDeclareY msg.ID = "play.step.declareYamaguchi"
	PlayStepDeclareS msg.ID = "play.step.declareSoosorv"
	PlayStepOffer    msg.ID = "play.step.offer"
	PlayStepChoose   msg.ID = "play.step.choose"
	PlayStepChoice   msg.ID = "play.step.choice"
	PlayStepCall     msg.ID = "play.step.call"
	PlayStepFoulMark msg.ID = "play.step.foulMark"
	PlayStatus       msg.ID = "play.status"
	PlayAgainst      msg.ID = "play.against"
	PlayPassAndPlay  msg.ID = "play.passAndPlay"
	PlayPartnerPlays msg.ID = "play.partnerPlays"
	PlayPartnerSwaps msg.ID = "play.partnerSwaps"
	PlayPartnerKeeps msg.ID = "play.partnerKeeps"
	PlayPartnerDecl  msg.ID = "play.partnerDeclares"
	PlayPartnerCalls msg.ID = "play.partnerCalls"
	PlayPartnerVCF   msg.ID = "play.partnerVCF"

	PlayWinFive      msg.ID = "play.win.five"
	PlayWinFoul      msg.ID = "play.win.foul"
	PlayWinResign    msg.ID = "play.win.resign"
	PlayDraw         msg.ID = "play.draw"
	PlayYouWin       msg.ID = "play.youWin"
	PlayYouLose      msg.ID = "play.youLose"
	PlayOverNext     msg.ID = "play.overNext"
	PlayOverFoul     msg.ID = "play.overFoul"
	PlayResignAsk    msg.ID = "play.resign.ask"
	PlayBtnResignYes msg.ID = "play.btn.resignYes"
	PlayBtnResignNo  msg.ID = "play.btn.resignNo"
	PlayWaitPartner  msg.ID = "play.notice.wait"
	PlayUseButtons   msg.ID = "play.notice.buttons"
	PlayNoUndo       msg.ID = "play.notice.noUndo"
	PlayUndone       msg.ID = "play.notice.undone"

	PlayRefTaken      msg.ID = "play.refuse.taken"
	PlayRefOutside    msg.ID = "play.refuse.outside"
	PlayRefForbidden  msg.ID = "play.refuse.forbidden"
	PlayRefTwice      msg.ID = "play.refuse.twice"
	PlayRefSymmetric  msg.ID = "play.refuse.symmetric"
	PlayRefNotOffered msg.ID = "play.refuse.notOffered"
	PlayRefNoCall     msg.ID = "play.refuse.noCall"
	PlayRefNotAFoul   msg.ID = "play.refuse.notAFoul"
	PlayRefBadNumber  msg.ID = "play.refuse.badNumber"
	PlayRefWrongStep  msg.ID = "play.refuse.wrongStep"
	PlayRefOther      msg.ID = "play.refuse.other"
	PlaySymMirror     msg.ID = "play.sym.mirror"
	PlaySymTurn       msg.ID = "play.sym.turn"
	PlaySymHalf       msg.ID = "play.sym.half"
	PlayLinkBadAction msg.ID = "play.link.badAction"
	PlayImportBad     msg.ID = "play.import.bad"
	PlayImported      msg.ID = "play.import.done"
	PlayImportTooLong msg.ID = "play.import.tooLong"
	PlayImportEmpty   msg.ID = "play.import.empty"

	PlayHintFive      msg.ID = "play.hint.five"
	PlayHintFour      msg.ID = "play.hint.four"
	PlayHintThree     msg.ID = "play.hint.three"
	PlayHintTrap      msg.ID = "play.hint.trap"
	PlayHintTrapWarn  msg.ID = "play.hint.trapWarn"
	PlayHintTrap1     msg.ID = "play.hint.trap1"
	PlayHintTrapWarn1 msg.ID = "play.hint.trapWarn1"
	PlayHintNone      msg.ID = "play.hint.none"

	// The commentary (comment.go): the menu's switch and what it does;
	// White's six at the end.
	PlayCommentOn    msg.ID = "play.comment.on"
	PlayCommentOff   msg.ID = "play.comment.off"
	PlayAboutComment msg.ID = "play.about.comment"
	PlayWinOverline  msg.ID = "play.win.overline"

	// The trap's hints before 抓禁 is taught (stage.go): Black's only
	// defence is a forbidden point.
	PlayHintTrapPlain      msg.ID = "play.hint.trapPlain"
	PlayHintTrapWarnPlain  msg.ID = "play.hint.trapWarnPlain"
	PlayHintTrap1Plain     msg.ID = "play.hint.trap1Plain"
	PlayHintTrapWarn1Plain msg.ID = "play.hint.trapWarn1Plain"
	PlayReviewTapHint      msg.ID = "play.review.tap"
)

var texts = msg.Table{
	{ID: PlayTitle, EN: "Play", ZH: "对局"},
	{ID: PlayReviewTitle, EN: "Review", ZH: "复盘"},
	{ID: PlayMenuIntro, EN: "Play a game of renju. Choose the opening rule, your opponent and the referee, then Start.", ZH: "下一盘连珠。选好开局规则、对手和裁判方式，然后点“开始”。"},

	{ID: PlayRuleFree, EN: "Free opening", ZH: "自由开局"},
	{ID: PlayMenuIntroPlain, EN: "Play a game of renju. Choose the rules, your opponent and the referee, then Start.", ZH: "下一盘连珠。选好规则、对手和裁判方式，然后点“开始”。"},
	{ID: PlayRuleFreePlain, EN: "Free play", ZH: "自由对局"},
	{ID: PlayAboutFreePlain, EN: "Free play: Black plays first, anywhere; then the players take turns. Good for a first game.", ZH: "自由对局：黑棋先下，位置不限，之后双方轮流落子。适合第一次对局。"},
	{ID: PlayRuleRIF, EN: "RIF", ZH: "RIF规则"},
	{ID: PlayRuleYamaguchi, EN: "Yamaguchi", ZH: "山口规则"},
	{ID: PlayRuleSoosorv8, EN: "Soosõrv-8", ZH: "索索夫-8"},
	{ID: PlayRuleTaraguchi10, EN: "Taraguchi-10", ZH: "塔拉山口-10"},
	{ID: PlayAboutFree, EN: "Free opening: Black plays first, anywhere; then the players take turns. Good for a first game.", ZH: "自由开局：黑棋先下，位置不限，之后双方轮流落子。适合第一次对局。"},
	{ID: PlayAboutRIF, EN: "RIF: the first player lays an opening (Black 1 on the centre, White 2 next to it, Black 3 in the central 5×5); the other player may swap colours; White 4 anywhere; Black offers two 5th moves that are not symmetric; White keeps one and plays move 6.", ZH: "RIF规则：先手方摆出开局（黑1下天元，白2紧挨黑1，黑3在中央5×5内）；对方可以选择交换；白4任意下；黑方打出两个互不对称的五手，白方选留一个，然后下第6手。"},
	{ID: PlayAboutYamaguchi, EN: "Yamaguchi: as RIF, but with the opening the first player declares how many 5th moves Black will offer (1–10), before the swap.", ZH: "山口规则：与RIF规则相同，但先手方摆出开局时还要声明黑方第5手打几个点（1–10），然后对方选择是否交换。"},
	{ID: PlayAboutSoosorv8, EN: "Soosõrv-8: the opening and a swap; White 4 anywhere, and White declares how many 5th moves Black will offer (1–8); a second swap; then Black offers them and White keeps one.", ZH: "索索夫-8：摆出开局后可交换；白4任意下，同时声明黑方第5手打几个点（1–8）；之后可再交换一次；然后黑方打点，白方选留一个。"},
	{ID: PlayAboutTaraguchi, EN: "Taraguchi-10: moves 1–4 go in the central 1×1, 3×3, 5×5 and 7×7, each followed by a swap option; then Black either plays one 5th move in the central 9×9 (with a swap before and after it), or offers ten 5th moves anywhere, not symmetric, and White keeps one.", ZH: "塔拉山口-10：第1至4手依次下在中央1×1、3×3、5×5、7×7范围内，每手之后对方都可以交换；之后黑方或在中央9×9内下一个第5手（前后各有一次交换机会），或在全盘打出十个互不对称的五手，由白方选留一个。"},

	{ID: PlayOppPeople, EN: "Two players", ZH: "双人对弈"},
	{ID: PlayLevelN, EN: "Level %[1]d", ZH: "%[1]d级"},
	{ID: PlayPartnerN, EN: "partner level %[1]d", ZH: "%[1]d级陪练"},
	{ID: PlayAdapt, EN: "Adapt", ZH: "自动调级"},
	{ID: PlayAboutAdapt, EN: "Adapt: after each game the partner goes up one level if you won and down one if you lost, so that you win about half your games.",
		ZH: "自动调级：每局之后，你赢了陪练升一级，输了降一级，让你大约赢一半的棋。"},
	{ID: PlayFromStarted, EN: "Play it out: you play %[1]s from this position against the partner.", ZH: "从这里下棋：你执%[1]s，从这个局面开始与陪练对弈。"},
	{ID: PlayFromUnread, EN: "This position cannot be read: %[1]s", ZH: "这个局面无法读取：%[1]s"},
	{ID: PlayFromPartnerFirstWhite, EN: "Play it out: you play Black, the side this position is about. Black has one stone more than White, so White is to move: the partner plays first.",
		ZH: "从这里下棋：你执黑，就是这个局面所讲的一方。黑棋比白棋多一子，轮到白棋走，所以由陪练先下。"},
	{ID: PlayFromPartnerFirstBlack, EN: "Play it out: you play White, the side this position is about. Black and White have as many stones, so Black is to move: the partner plays first.",
		ZH: "从这里下棋：你执白，就是这个局面所讲的一方。黑白双方子数相同，轮到黑棋走，所以由陪练先下。"},
	{ID: PlayFromCounts, EN: "A game cannot go on from this position: Black has %[1]d stones and White %[2]d, but Black must have as many as White or one more.",
		ZH: "这个局面无法续下：黑棋%[1]d子、白棋%[2]d子，而黑棋应与白棋同数或多一子。"},
	{ID: PlayFromFive, EN: "A game cannot go on from this position: %[1]s has already made five.", ZH: "这个局面无法续下：%[1]s已经连五。"},
	{ID: PlayFromOverline, EN: "A game cannot go on from this position: Black already has an overline, a forbidden move.", ZH: "这个局面无法续下：黑棋已经形成长连，是禁手。"},
	{ID: PlayFromFull, EN: "A game cannot go on from this position: the board is full.", ZH: "这个局面无法续下：棋盘已经下满。"},
	{ID: PlayAdaptNext, EN: "Adapt: the next game is against partner level %[1]d.", ZH: "自动调级：下一局的陪练是%[1]d级。"},
	{ID: PlaySideFirst, EN: "Play first (Black)", ZH: "先手（执黑）"},
	{ID: PlaySideSecond, EN: "Play second (White)", ZH: "后手（执白）"},
	{ID: PlayRefLearning, EN: "Learning", ZH: "教学裁判"},
	{ID: PlayRefTourney, EN: "Tournament", ZH: "比赛裁判"},
	{ID: PlayRefCalls, EN: "White calls", ZH: "白方指禁"},
	{ID: PlayAboutLearn, EN: "Learning referee: Black's forbidden points are marked, and a tap on one is refused with the reason. Takebacks are allowed.", ZH: "教学裁判：黑棋的禁手点都有标记，点禁手点会被拒绝并说明原因。可以悔棋。"},
	{ID: PlayAboutTourn, EN: "Tournament referee: nothing is marked; Black may play a forbidden point, and then loses at once.", ZH: "比赛裁判：不做任何标记；黑棋下在禁手点，立即判负。"},
	{ID: PlayAboutCalls, EN: "White calls: nothing is marked; Black may play a forbidden point, and White must press Foul! before playing on, or the game continues.", ZH: "白方指禁：不做标记；黑棋可以下在禁手点，白方须在落子之前点“禁手！”指出，否则对局继续。"},
	{ID: PlayHintsOn, EN: "Hints: on", ZH: "提示：开"},
	{ID: PlayHintsOff, EN: "Hints: off", ZH: "提示：关"},
	{ID: PlayBtnStart, EN: "Start", ZH: "开始"},
	{ID: PlayBtnResume, EN: "Resume game", ZH: "继续对局"},
	{ID: PlayBtnImport, EN: "Import a game", ZH: "导入棋谱"},

	{ID: PlayBtnResumeN, EN: "Resume a game (%[1]d)", ZH: "继续对局（%[1]d盘）"},
	{ID: PlayResumeLine, EN: "Resume: %[1]s", ZH: "继续：%[1]s"},
	{ID: PlayChooseIntro, EN: "%[1]d games are unfinished; the most recent is at the top. Choose one to resume.", ZH: "有%[1]d盘对局没下完，最新的一盘在最上面。选一盘接着下。"},
	{ID: PlayBtnChooseBack, EN: "Back", ZH: "返回"},
	{ID: PlaySavedMove1, EN: "1 move", ZH: "已下1手"},
	{ID: PlaySavedUnread, EN: "its link cannot be read", ZH: "链接无法读取"},

	{ID: PlayBtnSwap, EN: "Swap", ZH: "交换"},
	{ID: PlayBtnKeep, EN: "Keep colours", ZH: "不换"},
	{ID: PlayBtnPlayOne, EN: "Keep, play one 5th", ZH: "不换，下一个五手"},
	{ID: PlayBtnOfferTen, EN: "Offer ten 5th moves", ZH: "打十个五手"},
	{ID: PlayBtnDeclare, EN: "Declare %[1]d", ZH: "声明%[1]d个"},
	{ID: PlayBtnLess, EN: "−", ZH: "−"},
	{ID: PlayBtnMore, EN: "+", ZH: "+"},
	{ID: PlayBtnCall, EN: "Foul!", ZH: "禁手！"},
	{ID: PlayBtnUndo, EN: "Undo", ZH: "悔棋"},
	{ID: PlayBtnResign, EN: "Resign", ZH: "认输"},
	{ID: PlayBtnNewGame, EN: "New game", ZH: "新对局"},
	{ID: PlayBtnReview, EN: "Review", ZH: "复盘"},
	{ID: PlayBtnSGF, EN: "SGF", ZH: "SGF棋谱"},
	{ID: PlayBtnMoves, EN: "Move list", ZH: "着法串"},
	{ID: PlayBtnDone, EN: "Done", ZH: "返回"},

	{ID: PlayWhoYou, EN: "Your turn (%[1]s).", ZH: "轮到你（%[1]s）。"},
	{ID: PlayWhoPartner, EN: "The sparring partner's turn (%[1]s).", ZH: "轮到陪练（%[1]s）。"},
	{ID: PlayWhoThinking, EN: "The sparring partner (%[1]s) is thinking…", ZH: "陪练（%[1]s）正在思考……"},
	{ID: PlayWhoPlayer, EN: "%[1]s's turn (%[2]s).", ZH: "轮到%[1]s（%[2]s）。"},
	{ID: PlayPlayer1, EN: "Player 1", ZH: "甲方"},
	{ID: PlayPlayer2, EN: "Player 2", ZH: "乙方"},
	{ID: PlayHolderBlack, EN: "the player holding Black", ZH: "执黑方"},
	{ID: PlayHolderWhite, EN: "the player holding White", ZH: "执白方"},

	{ID: PlayStepPlace, EN: "Move %[1]d: %[2]s plays anywhere.", ZH: "第%[1]d手：%[2]s任意落子。"},
	{ID: PlayStepCentre, EN: "Move 1: Black's first stone goes on the centre point, H8.", ZH: "第1手：黑1下在天元H8。"},
	{ID: PlayStepSecond, EN: "Move 2: White's stone goes next to Black 1, in the central 3×3. Beside it makes a direct opening, diagonal to it an indirect one.", ZH: "第2手：白2紧挨黑1，下在中央3×3内。直着放是直指开局，斜着放是斜指开局。"},
	{ID: PlayStepThird, EN: "Move 3: Black's stone goes in the central 5×5. The three stones then make one of the 26 openings.", ZH: "第3手：黑3下在中央5×5内，三子即构成26种开局之一。"},
	{ID: PlayStepSquare, EN: "Move %[1]d: %[2]s plays inside the central %[3]d×%[3]d.", ZH: "第%[1]d手：%[2]s在中央%[3]d×%[3]d范围内落子。"},
	{ID: PlayStepSwap3, EN: "Swap? If the opening looks good for Black, the player holding White may take Black instead. Swap, or keep the colours.", ZH: "是否交换？如果执白方认为这个开局黑棋有利，可以改为执黑。请选择“交换”或“不换”。"},
	{ID: PlayStepSwap, EN: "Swap? %[1]s may exchange colours with the other player now, or keep them.", ZH: "是否交换？%[1]s现在可以与对方交换执子颜色，也可以不换。"},
	{ID: PlayStepDeclareY, EN: "Declare how many 5th moves Black will offer (1–%[1]d). The fewer, the better for Black: White will choose from fewer. Then the other player may swap.", ZH: "声明黑方第5手要打几个点（1–%[1]d）。点数越少对黑棋越有利，因为白方可选的越少。声明之后对方可以交换。"},
	{ID: PlayStepDeclareS, EN: "White declares how many 5th moves Black will offer (1–%[1]d). Then the player holding Black may swap once more.", ZH: "白方声明黑方第5手要打几个点（1–%[1]d）。之后执黑方还可以再交换一次。"},
	{ID: PlayStepOffer, EN: "Black offers %[1]d different 5th moves: tap each point (%[2]d offered so far). Two points that mirror each other, given the stones on the board, count as the same move and are refused.", ZH: "黑方要打出%[1]d个不同的第5手：依次点击落点（已打%[2]d个）。在当前局面下互相对称的两个点算作同一手，不能同时打出。"},
	{ID: PlayStepChoose, EN: "White keeps one of Black's offers: tap it. It becomes Black's 5th move, and White then plays move 6.", ZH: "白方从黑方打出的点中选留一个：点击该点。它成为黑5，随后白方下第6手。"},
	{ID: PlayStepChoice, EN: "Black chooses: swap or keep the colours, and play one 5th move inside the central 9×9 (the other player may then swap once more); or offer ten 5th moves anywhere, for White to keep one.", ZH: "黑方选择：交换或不换，然后在中央9×9内下一个第5手（之后对方还可以再交换一次）；或者在全盘打出十个五手，由白方选留一个。"},
	{ID: PlayStepCall, EN: "If Black's last stone was forbidden, White may press Foul! now; once White plays on, the chance is gone.", ZH: "如果黑方刚下的是禁手，白方现在可以点“禁手！”指出；白方一旦落子，就不能再指出了。"},
	{ID: PlayStepFoulMark, EN: "Black's forbidden points are marked; a tap on one shows why.", ZH: "黑棋的禁手点已标出；点击禁手点可以看原因。"},
	{ID: PlayStatus, EN: "Move %[1]d · %[2]s · %[3]s · %[4]s", ZH: "第%[1]d手 · %[2]s · %[3]s · %[4]s"},
	{ID: PlayAgainst, EN: "you vs %[1]s", ZH: "你对%[1]s"},
	{ID: PlayPassAndPlay, EN: "two players", ZH: "双人对弈"},
	{ID: PlayPartnerPlays, EN: "The sparring partner played %[1]s.", ZH: "陪练下了%[1]s。"},
	{ID: PlayPartnerSwaps, EN: "The sparring partner swapped colours.", ZH: "陪练选择了交换。"},
	{ID: PlayPartnerKeeps, EN: "The sparring partner kept the colours.", ZH: "陪练选择了不换。"},
	{ID: PlayPartnerDecl, EN: "The sparring partner declared %[1]d fifth moves.", ZH: "陪练声明打%[1]d个五手。"},
	{ID: PlayPartnerCalls, EN: "The sparring partner called the foul.", ZH: "陪练指出了禁手。"},
	{ID: PlayPartnerVCF, EN: "The sparring partner played %[1]s: it has a win by continuous fours.", ZH: "陪练下了%[1]s：它有连续冲四的胜法。"},

	{ID: PlayWinFive, EN: "%[1]s wins with five in a row.", ZH: "%[1]s连成五子，获胜。"},
	{ID: PlayWinFoul, EN: "White wins: Black's %[1]s is forbidden (%[2]s).", ZH: "白棋胜：黑棋%[1]s是禁手（%[2]s）。"},
	{ID: PlayWinResign, EN: "%[1]s resigned: %[2]s wins.", ZH: "%[1]s认输，%[2]s获胜。"},
	{ID: PlayDraw, EN: "A draw: the board is full.", ZH: "和棋：棋盘已下满。"},
	{ID: PlayYouWin, EN: "You win!", ZH: "你赢了！"},
	{ID: PlayYouLose, EN: "The sparring partner wins this one.", ZH: "这盘陪练赢了。"},
	{ID: PlayOverNext, EN: "Review the game to see its foul moments, or start a new one.", ZH: "可以复盘查看这盘棋中与禁手有关的关键时刻，或者开始新对局。"},
	{ID: PlayOverFoul, EN: "Why? shows step by step why %[1]s is forbidden; Review steps through the game.", ZH: "点“为什么？”可以一步步看%[1]s为什么是禁手；点“复盘”可以逐手回顾这盘棋。"},
	{ID: PlayResignAsk, EN: "Resign this game? %[1]s would win.", ZH: "确定要认输吗？这盘将判%[1]s获胜。"},
	{ID: PlayBtnResignYes, EN: "Yes, resign", ZH: "确定认输"},
	{ID: PlayBtnResignNo, EN: "Keep playing", ZH: "继续下棋"},
	{ID: PlayWaitPartner, EN: "Wait a moment: it is the sparring partner's turn.", ZH: "请稍候，现在轮到陪练。"},
	{ID: PlayUseButtons, EN: "Answer with the buttons below.", ZH: "请用下方的按钮作答。"},
	{ID: PlayNoUndo, EN: "No takeback here: takebacks are for learning games, after the opening.", ZH: "这里不能悔棋：只有教学裁判的对局、开局阶段之后才可以悔棋。"},
	{ID: PlayUndone, EN: "Taken back: it is your move again.", ZH: "已悔棋，重新轮到你。"},

	{ID: PlayRefTaken, EN: "%[1]s is not an empty point.", ZH: "%[1]s不是空点。"},
	{ID: PlayRefOutside, EN: "%[1]s is outside the central %[2]d×%[2]d.", ZH: "%[1]s不在中央%[2]d×%[2]d范围内。"},
	{ID: PlayRefForbidden, EN: "%[1]s is forbidden for Black: %[2]s.", ZH: "%[1]s是黑棋的禁手点：%[2]s。"},
	{ID: PlayRefTwice, EN: "%[1]s is offered already.", ZH: "%[1]s已经打过了。"},
	{ID: PlayRefSymmetric, EN: "%[1]s is refused: it mirrors the offer %[2]s %[3]s, so the two are the same move. Offer a point that mirrors no earlier offer.", ZH: "%[1]s不能打：它与已打的%[2]s%[3]s互相对称，两者算同一手。请另选一个不与已打点对称的点。"},
	{ID: PlayRefNotOffered, EN: "%[1]s was not offered: tap one of Black's offers.", ZH: "%[1]s不是黑方打出的点，请点击其中一个。"},
	{ID: PlayRefNoCall, EN: "There is nothing to call now.", ZH: "现在没有可以指出的禁手。"},
	{ID: PlayRefNotAFoul, EN: "%[1]s is not forbidden: the call is refused, and the game goes on.", ZH: "%[1]s不是禁手，指出无效，对局继续。"},
	{ID: PlayRefBadNumber, EN: "Declare a number from 1 to %[1]d.", ZH: "请声明1到%[1]d之间的数。"},
	{ID: PlayRefWrongStep, EN: "That is not what this step asks for.", ZH: "这一步不需要这样操作。"},
	{ID: PlayRefOther, EN: "Refused: %[1]s", ZH: "无法执行：%[1]s"},
	{ID: PlaySymMirror, EN: "across the line drawn", ZH: "（以图中的线为轴）"},
	{ID: PlaySymTurn, EN: "by a quarter turn about the centre", ZH: "（绕天元旋转90°）"},
	{ID: PlaySymHalf, EN: "by a half turn about the centre", ZH: "（绕天元旋转180°）"},
	{ID: PlayLinkBadAction, EN: "Step %[1]d (%[2]s) of the game link cannot be played: %[3]s", ZH: "对局链接的第%[1]d步（%[2]s）无法执行：%[3]s"},
	{ID: PlayImportBad, EN: "The game cannot be imported: %[1]s", ZH: "无法导入棋谱：%[1]s"},
	{ID: PlayImported, EN: "Imported a game of %[1]d moves.", ZH: "已导入一盘%[1]d手的棋谱。"},
	{ID: PlayImportTooLong, EN: "the text is longer than %[1]d KB", ZH: "文本超过%[1]d KB"},
	{ID: PlayImportEmpty, EN: "there is no game in the text", ZH: "文本中没有棋谱"},

	{ID: PlayHintFive, EN: "%[1]s can make five at %[2]s.", ZH: "%[1]s可在%[2]s成五。"},
	{ID: PlayHintFour, EN: "%[1]s has a four: block it at %[2]s.", ZH: "%[1]s已成四：须在%[2]s挡住。"},
	{ID: PlayHintThree, EN: "%[1]s has a live three: a stone at %[2]s makes a straight four.", ZH: "%[1]s有活三：在%[2]s落子即成活四。"},
	{ID: PlayHintTrap, EN: "White can catch a foul at %[1]s with %[2]d fours in a row.", ZH: "白棋连冲%[2]d个四，即可在%[1]s抓禁。"},
	{ID: PlayHintTrapWarn, EN: "Careful: White threatens to catch a foul at %[1]s with %[2]d fours in a row.", ZH: "注意：白棋威胁连冲%[2]d个四，在%[1]s抓禁。"},
	{ID: PlayHintTrap1, EN: "White can catch a foul at %[1]s with a single four.", ZH: "白棋只需冲一个四，即可在%[1]s抓禁。"},
	{ID: PlayHintTrapWarn1, EN: "Careful: White threatens to catch a foul at %[1]s with a single four.", ZH: "注意：白棋只需冲一个四，就能在%[1]s抓禁。"},
	{ID: PlayHintNone, EN: "No fours or live threes on the board.", ZH: "盘面上没有四，也没有活三。"},
	{ID: PlayCommentOn, EN: "Commentary: on", ZH: "解说：开"},
	{ID: PlayCommentOff, EN: "Commentary: off", ZH: "解说：关"},
	{ID: PlayAboutComment, EN: "Commentary: after each move, one sentence says what it did: a four made, a three left open, a five missed.", ZH: "解说：每下一手，用一句话说明这步棋做了什么：冲四、漏防活三、错过成五等。"},
	{ID: PlayWinOverline, EN: "White wins with an overline: six or more in a row, which White may make.", ZH: "白棋以长连获胜：白棋没有禁手，连成六子以上也算赢。"},

	{ID: PlayHintTrapPlain, EN: "White can catch a foul at %[1]s with %[2]d fours in a row.", ZH: "白棋连冲%[2]d个四，就能逼黑棋在禁手点%[1]s防守。"},
	{ID: PlayHintTrapWarnPlain, EN: "Careful: White threatens to catch a foul at %[1]s with %[2]d fours in a row.", ZH: "注意：白棋可以连冲%[2]d个四，逼黑棋在禁手点%[1]s防守。"},
	{ID: PlayHintTrap1Plain, EN: "White can catch a foul at %[1]s with a single four.", ZH: "白棋只需冲一个四，就能逼黑棋在禁手点%[1]s防守。"},
	{ID: PlayHintTrapWarn1Plain, EN: "Careful: White threatens to catch a foul at %[1]s with a single four.", ZH: "注意：白棋只需冲一个四，就能逼黑棋在禁手点%[1]s防守。"},
	{ID: PlayReviewTapHint, EN: "Forbidden points are marked at every move; tap an empty point to see why it is or is not forbidden.", ZH: "每一手的禁手点都已标出；点击空点可以看它为什么是或不是禁手。"},
}

func init() { msg.Register(texts) }
