package msg

// Printable worksheets (package worksheet, `renju worksheet`): the item pages
// and the answer key. Drill type names, directions and kinds come from
// the drills' and the free board's tables.
const (
	WsTitle      ID = "ws.title"
	WsTitleMixed ID = "ws.titleMixed"
	WsInstrMixed ID = "ws.instrMixed"
	WsNameLine   ID = "ws.nameLine"
	WsFooter     ID = "ws.footer"
	// WsFooterGen: %[1]d the seed, %[2]d the drill generator's version
	// (2 or more).
	WsFooterGen  ID = "ws.footerGen"
	WsPage       ID = "ws.page"
	WsScan       ID = "ws.scan"
	WsAnswerLine ID = "ws.answerLine"
	WsKeyTitle   ID = "ws.key.title"
	WsKeyIntro   ID = "ws.key.intro"

	WsInstrIsForbidden ID = "ws.instr.isForbidden"
	WsInstrFindAll     ID = "ws.instr.findAll"
	WsInstrLiveOrFalse ID = "ws.instr.liveOrFalse"
	WsInstrFourThree   ID = "ws.instr.fourThree"
	WsInstrTrap        ID = "ws.instr.trap"

	WsAskIsForbidden ID = "ws.ask.isForbidden"
	WsAskFindAll     ID = "ws.ask.findAll"
	WsAskLiveOrFalse ID = "ws.ask.liveOrFalse"
	WsAskFourThree   ID = "ws.ask.fourThree"
	WsAskTrap        ID = "ws.ask.trap"

	WsAnsForbidden ID = "ws.ans.forbidden"
	WsAnsLegal     ID = "ws.ans.legal"
	WsAnsFouls     ID = "ws.ans.fouls"
	WsAnsFoul      ID = "ws.ans.foul"
	WsAnsLive      ID = "ws.ans.live"
	WsAnsFalse     ID = "ws.ans.false"
	WsAnsFourThree ID = "ws.ans.fourThree"
	WsAnsTrap      ID = "ws.ans.trap"
	WsListSep      ID = "ws.listSep"
)

var worksheetTexts = Table{
	// %[1]s: the drill type's name; %[2]d: the level.
	{WsTitle, "Forbidden moves · %[1]s · level %[2]d", "禁手练习 · %[1]s · 第%[2]d级"},
	// %[1]d: the level.
	{WsTitleMixed, "Forbidden moves · level %[1]d", "禁手练习 · 第%[1]d级"},
	{WsInstrMixed, "Answer the question under each diagram. Black's forbidden moves count; White has none.", "回答每个图下面的问题。只有黑棋有禁手，白棋没有禁手。"},
	{WsNameLine, "Name ____________________   Date ____________   Score ______", "名字 ____________________   日期 ____________   得分 ______"},
	// %[1]d: the seed.
	{WsFooter, "Renju Tutor · every answer checked by the judge · sheet %[1]d", "连珠禁手教室 · 答案都经裁判程序验证 · 第%[1]d套"},
	{WsFooterGen, "Renju Tutor · every answer checked by the judge · sheet %[1]d, generator %[2]d", "连珠禁手教室 · 答案都经裁判程序验证 · 第%[1]d套（出题程序第%[2]d版）"},
	// %[1]d: this page; %[2]d: the pages.
	{WsPage, "Page %[1]d of %[2]d", "第%[1]d页 / 共%[2]d页"},
	{WsScan, "Scan: see why", "扫一扫看讲解"},
	{WsAnswerLine, "Answer:", "答："},
	{WsKeyTitle, "Answer key", "参考答案"},
	{WsKeyIntro, "On the small boards a cross marks each forbidden point: a plain cross a double-three, in a square a double-four, in a circle an overline.",
		"小图中的×是禁手点：只有×的为三三，方形中的×为四四，圆圈中的×为长连。"},

	{WsInstrIsForbidden, "Black plays at A. Is it a forbidden move? If it is, name the kind: double-three, double-four or overline.",
		"黑棋下在A点，是不是禁手？如果是，请指出是哪一种：三三、四四还是长连。"},
	{WsInstrFindAll, "Black to play. Find every forbidden point on the board and name the kind of each.",
		"轮黑棋下。找出盘面上黑棋所有的禁手点，并指出各是哪一种禁手。"},
	{WsInstrLiveOrFalse, "Black plays at A. Is the three on the line named live, or only a false three?",
		"黑棋下在A点。题目所指那条线上的三，是真活三还是假活三？"},
	{WsInstrFourThree, "Black to play. Find a four-three that is not a forbidden move.",
		"黑先。找出一个不是禁手的四三点。"},
	{WsInstrTrap, "White to play. Find the four that Black can only stop on a forbidden point.",
		"白先。找出一手冲四，让黑棋唯一的防点正好是禁手。"},

	// %[1]s: the point asked about.
	{WsAskIsForbidden, "Is A (%[1]s) forbidden? Which kind?", "A（%[1]s）是禁手吗？是哪一种？"},
	{WsAskFindAll, "Forbidden points and their kinds:", "禁手点及其种类："},
	// %[1]s: the point; %[2]s: the line, e.g. "horizontal".
	{WsAskLiveOrFalse, "Black A (%[1]s): is the %[2]s three live or false?", "黑A（%[1]s）：%[2]s的三是真活三还是假活三？"},
	{WsAskFourThree, "Black's four-three point:", "黑棋的四三点："},
	{WsAskTrap, "White's move:", "白棋应下在："},

	// %[1]s: the point; %[2]s: the kind.
	{WsAnsForbidden, "%[1]s is forbidden: %[2]s.", "%[1]s是禁手：%[2]s。"},
	{WsAnsLegal, "%[1]s is not forbidden.", "%[1]s不是禁手。"},
	// %[1]s: a list of WsAnsFoul.
	{WsAnsFouls, "Forbidden: %[1]s.", "禁手点：%[1]s。"},
	// %[1]s: the point; %[2]s: the kind.
	{WsAnsFoul, "%[1]s (%[2]s)", "%[1]s（%[2]s）"},
	{WsAnsLive, "Live three.", "真活三。"},
	{WsAnsFalse, "False three.", "假活三。"},
	// %[1]s: the points.
	{WsAnsFourThree, "Four-three: %[1]s.", "四三点：%[1]s。"},
	// %[1]s: White's move; %[2]s: Black's only defence; %[3]s: its kind.
	{WsAnsTrap, "White %[1]s: Black can only stop the four at %[2]s, a %[3]s.", "白%[1]s：黑棋只能在%[2]s挡，而那里是%[3]s。"},
	{WsListSep, ", ", "、"},
}

func init() { Register(worksheetTexts) }
