package msg

// The Drills screen (game/parts/drillplay).
//
// The Drills screen's own messages are in
// game/parts/drillplay/messages.go; these are the ones something besides
// it names too (Foul Storm, the coach, the worksheets).
const (
	DrillTypeIsForbidden ID = "drill.type.isForbidden"
	DrillTypeFindAll     ID = "drill.type.findAll"
	DrillTypeLiveOrFalse ID = "drill.type.liveOrFalse"
	DrillTypeFourThree   ID = "drill.type.fourThree"
	DrillTypeTrap        ID = "drill.type.trap"
	// The types' names for a learner who has not met the term that
	// names them (drillplay.TypeNameAt).
	DrillTypeFourThreePlain ID = "drill.type.fourThreePlain"
	DrillTypeLiveThree      ID = "drill.type.liveThree"
	DrillTypeTrapPlain      ID = "drill.type.trapPlain"
	DrillLevelN             ID = "drill.level"
	DrillMenuChooseType     ID = "drill.menu.type"
	DrillMenuChooseLevel    ID = "drill.menu.level"
	DrillBtnYes             ID = "drill.btn.yes"
	DrillBtnNo              ID = "drill.btn.no"
	DrillBtnLive            ID = "drill.btn.live"
	DrillBtnFalse           ID = "drill.btn.false"
	DrillBtnLiveThree       ID = "drill.btn.liveThree"
	DrillBtnNotLive         ID = "drill.btn.notLive"
	DrillBtnMenu            ID = "drill.btn.menu"
	// BtnPlayOut: Play it out, a game against the partner from the
	// position shown (a drill's feedback, a lesson's page).
	BtnPlayOut       ID = "btn.playOut"
	DrillBtnThree    ID = "drill.btn.doubleThree"
	DrillBtnFour     ID = "drill.btn.doubleFour"
	DrillBtnOverline ID = "drill.btn.overline"
	DrillPreparing   ID = "drill.preparing"

	DrillAskIsForbidden    ID = "drill.ask.isForbidden"
	DrillAskLiveOrFalse    ID = "drill.ask.liveOrFalse"
	DrillAskLiveThree      ID = "drill.ask.liveThree"
	DrillAnsForbiddenShort ID = "drill.ans.forbiddenShort"
	DrillAnsLegalShort     ID = "drill.ans.legalShort"
	DrillAnsFiveShort      ID = "drill.ans.fiveShort"

	DrillStatCounts    ID = "drill.cand.counts"
	DrillStatForbidden ID = "drill.cand.forbidden"
	DrillStatFive      ID = "drill.cand.five"
	DrillStatBlocked   ID = "drill.cand.blocked"
	DrillStatOverline  ID = "drill.cand.overline"
	DrillStatOccupied  ID = "drill.cand.occupied"
	DrillDirHorizontal ID = "drill.dir.horizontal"
	DrillDirVertical   ID = "drill.dir.vertical"
	DrillDirDiagonal   ID = "drill.dir.diagonal"
	DrillDirAntiDiag   ID = "drill.dir.antiDiagonal"
)

var drillTexts = Table{
	{DrillTypeIsForbidden, "Forbidden?", "是否禁手"},
	{DrillTypeFindAll, "Find all", "找全禁点"},
	{DrillTypeLiveOrFalse, "Live or false", "真假活三"},
	{DrillTypeFourThree, "Four-three", "找四三"},
	{DrillTypeTrap, "Trap (White)", "抓禁（白）"},
	{DrillTypeFourThreePlain, "Four + live three", "找四加活三"},
	{DrillTypeLiveThree, "Live three?", "是不是活三"},
	{DrillTypeTrapPlain, "Trap (White)", "逼黑犯禁（白）"},
	{DrillLevelN, "Level %[1]d", "第%[1]d级"},
	{DrillMenuChooseType, "Drill", "题型"},
	{DrillMenuChooseLevel, "Level", "难度"},
	{DrillBtnYes, "Yes", "是"},
	{DrillBtnNo, "No", "否"},
	{DrillBtnLive, "Live three", "真活三"},
	{DrillBtnFalse, "False three", "假活三"},
	{DrillBtnLiveThree, "Live three", "活三"},
	{DrillBtnNotLive, "Not live", "不是活三"},
	{DrillBtnMenu, "Menu", "菜单"},
	{BtnPlayOut, "Play it out", "从这里下棋"},
	{DrillBtnThree, "Double-three", "三三"},
	{DrillBtnFour, "Double-four", "四四"},
	{DrillBtnOverline, "Overline", "长连"},
	{DrillPreparing, "Preparing a drill…", "正在出题…"},

	{DrillAskIsForbidden, "Is %[1]s forbidden for Black?", "黑棋下在 %[1]s 是禁手吗？"},
	{DrillAskLiveOrFalse, "Black plays %[1]s. Is the %[2]s three live or false?", "黑棋下在 %[1]s。%[2]s的三是真活三还是假活三？"},
	{DrillAskLiveThree, "Black plays %[1]s. Is the %[2]s three a live three?", "黑棋下在 %[1]s。%[2]s的三是不是活三？"},
	{DrillAnsForbiddenShort, "forbidden", "禁手"},
	{DrillAnsLegalShort, "legal", "不是禁手"},
	{DrillAnsFiveShort, "five, Black wins", "五连，黑胜"},

	{DrillStatCounts, "%[1]s makes a straight four", "%[1]s 成活四"},
	{DrillStatForbidden, "%[1]s would make the straight four but is itself forbidden", "%[1]s 能成活四但本身是禁手"},
	{DrillStatFive, "%[1]s would also make five", "%[1]s 同时成五"},
	{DrillStatBlocked, "%[1]s makes a four that is blocked", "%[1]s 成的四被挡住"},
	{DrillStatOverline, "%[1]s would make an overline", "%[1]s 会成长连"},
	{DrillStatOccupied, "%[1]s is taken by White", "%[1]s 已被白棋占据"},
	{DrillDirHorizontal, "horizontal", "横线上"},
	{DrillDirVertical, "vertical", "竖线上"},
	{DrillDirDiagonal, "diagonal (/)", "斜线（/）上"},
	{DrillDirAntiDiag, "diagonal (\\)", "斜线（\\）上"},
}

func init() { Register(drillTexts) }

// LiveOrFalseWords are the words of a live-or-false question at a
// learner's stage: before the lesson on false threes (falseTaught false)
// the lessons' own "Live three / Not live" and "is it a live three?",
// after it "Live three / False three" (真活三 / 假活三). A drill asks
// only about threes that look open, so "false" is true of every one
// that is not live; a lesson's task may ask about a sleeping three, and
// keeps "Not live". ask takes the point (%[1]s) and the line (%[2]s).
func LiveOrFalseWords(falseTaught bool) (ask, live, notLive ID) {
	if !falseTaught {
		return DrillAskLiveThree, DrillBtnLiveThree, DrillBtnNotLive
	}
	return DrillAskLiveOrFalse, DrillBtnLive, DrillBtnFalse
}
