package msg

// The rules on one page (package rulesheet): the app's #rules screen and
// its printed sheet (package worksheet) say the same words.
const (
	RulesTitle ID = "rules.title"
	RulesIntro ID = "rules.intro"

	RulesDoubleThree        ID = "rules.doubleThree"
	RulesDoubleThreeText    ID = "rules.doubleThree.text"
	RulesDoubleThreeCaption ID = "rules.doubleThree.caption"
	RulesDoubleFour         ID = "rules.doubleFour"
	RulesDoubleFourText     ID = "rules.doubleFour.text"
	RulesDoubleFourCaption  ID = "rules.doubleFour.caption"
	RulesOverline           ID = "rules.overline"
	RulesOverlineText       ID = "rules.overline.text"
	RulesOverlineCaption    ID = "rules.overline.caption"
	RulesFive               ID = "rules.five"
	RulesFiveText           ID = "rules.five.text"
	RulesFiveCaption        ID = "rules.five.caption"
	RulesWhite              ID = "rules.white"
	RulesWhiteText          ID = "rules.white.text"
	RulesWhiteCaption       ID = "rules.white.caption"

	// RulesFooter is the printed sheet's foot.
	RulesFooter ID = "rules.footer"
	// RulesButton opens the sheet (home, a lesson page).
	RulesButton ID = "rules.button"
)

var rulesTexts = Table{
	{RulesTitle, "The rules on one page", "连珠规则一页通"},
	{RulesIntro, "Black moves first, and five in a row wins. But three shapes are fouls for Black: a black stone that makes one loses at once.",
		"黑棋先行，先连成五子者胜。但有三种棋形是黑棋的禁手：黑棋一子形成禁手，立即判负。"},

	{RulesDoubleThree, "Double-three", "三三禁手"},
	{RulesDoubleThreeText, "Black may not play a stone that makes two or more live threes at once. A live three is a three that one more stone turns into a straight four: four in a row, open at both ends.",
		"黑棋一子同时形成两个或两个以上的活三，是禁手。活三是再下一子就能成为活四（两端都空的四连）的三。"},
	{RulesDoubleThreeCaption, "Black at H8 would make F8 G8 H8 and H8 H9 H10: two live threes.",
		"黑棋下在H8会形成F8 G8 H8，以及H8 H9 H10两个活三。"},

	{RulesDoubleFour, "Double-four", "四四禁手"},
	{RulesDoubleFourText, "Black may not play a stone that makes two or more fours at once, even two on one line. A four is a row that one more stone makes five.",
		"黑棋一子同时形成两个或两个以上的四，是禁手；两个四在同一条线上也算。四是再下一子就能连成五的棋形。"},
	{RulesDoubleFourCaption, "Black at H8 would make E8 F8 G8 H8 and H8 H9 H10 H11: two fours.",
		"黑棋下在H8会形成E8 F8 G8 H8，以及H8 H9 H10 H11两个四。"},

	{RulesOverline, "Overline", "长连禁手"},
	{RulesOverlineText, "Black may not make six or more stones in a row.", "黑棋连成六个或六个以上的子，是禁手。"},
	{RulesOverlineCaption, "Black at H8 would make six in a row, E8 to J8.",
		"黑棋下在H8会从E8到J8连成六子。"},

	{RulesFive, "A five beats a foul", "五连优先于禁手"},
	{RulesFiveText, "A black stone that makes exactly five in a row wins, even if it makes a foul at the same time.",
		"黑棋一子正好连成五子就获胜，即使同时形成禁手，禁手也不成立。"},
	{RulesFiveCaption, "Black at H8 makes five, D8 to H8, and wins, though it also makes H8 H9 H10 and H8 I7 J6: two live threes.",
		"黑棋下在H8，从D8到H8连成五子而获胜，尽管同时形成H8 H9 H10，以及H8 I7 J6两个活三。"},

	{RulesWhite, "White has no fouls", "白棋没有禁手"},
	{RulesWhiteText, "Only Black has forbidden moves. White may make any shape, and five or more in a row wins for White.",
		"只有黑棋有禁手。白棋什么棋形都可以下，连成五子或更多就获胜。"},
	{RulesWhiteCaption, "White at H8 makes six in a row, E8 to J8: for White that wins.",
		"白棋下在H8，从E8到J8连成六子：白棋这样就获胜了。"},

	{RulesFooter, "Renju Tutor · every picture checked by the forbidden-move judge", "连珠禁手教室 · 每幅图都经过禁手判定程序检验"},
	{RulesButton, "Rules", "规则"},
}

func init() { Register(rulesTexts) }
