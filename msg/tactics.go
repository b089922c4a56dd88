package msg

// The tasks on White's threats and on the fifth moves (lessons
// defend-trap, multi-kill, fifth-pair): their prompts and what the
// judge says of an answer (lessonplay/why.go).
const (
	TaskDefendTrap ID = "task.defend-trap"
	TaskMultiKill  ID = "task.multi-kill"
	TaskFifthPair  ID = "task.fifth-pair"

	ChoiceDifferent ID = "choice.different"
	ChoiceSame      ID = "choice.same"

	WhyDefendSafe      ID = "why.defendSafe"
	WhyDefendWins      ID = "why.defendWins"
	WhyDefendTrapped   ID = "why.defendTrapped"
	WhyDefendStillFour ID = "why.defendStillFour"
	WhyMultiKill       ID = "why.multiKill"
	WhyMultiKillReply  ID = "why.multiKillReply"
	WhyMultiKillNone   ID = "why.multiKillNone"
	WhyFifthSame       ID = "why.fifthSame"
	WhyFifthDifferent  ID = "why.fifthDifferent"
)

var tacticsTexts = Table{
	{TaskDefendTrap, "Your turn: Black to play. White threatens to force a foul. Play a move after which White cannot.", "请你来：黑棋走。白棋威胁逼黑棋走禁手。请下一手，让白棋再也逼不出禁手。"},
	{TaskMultiKill, "Your turn: play White. Find one stone that leaves Black more threats than it can answer.", "请你来：执白。找出一手棋，让黑棋无法应对所有的威胁。"},
	// %[1]s, %[2]s: the two points (letters).
	{TaskFifthPair, "Your turn: may Black offer %[1]s and %[2]s as the two fifth moves?", "请你来：黑棋可以把%[1]s和%[2]s作为两个第5手提出吗？"},
	{ChoiceDifferent, "Yes: two different moves", "可以：两手不同的棋"},
	{ChoiceSame, "No: the same move", "不可以：同一手棋"},

	// %[1]s: Black's move.
	{WhyDefendSafe, "After %[1]s, White can no longer force Black onto a forbidden point.", "黑棋下%[1]s之后，白棋再也逼不出禁手。"},
	{WhyDefendWins, "%[1]s wins for Black: a five, or a four White cannot stop.", "%[1]s让黑棋获胜：成五，或者形成白棋挡不住的四。"},
	// %[1]s: Black's move; %[2]s: White's fours; %[3]s: the forbidden point.
	{WhyDefendTrapped, "After %[1]s, White still forces a foul: White plays %[2]s, and Black's only defence, %[3]s, is forbidden.", "黑棋下%[1]s之后，白棋仍然可以冲四%[2]s，黑棋唯一的防点%[3]s是禁手。"},
	// %[1]s: Black's move.
	{WhyDefendStillFour, "After %[1]s, White still has a four that Black cannot stop.", "黑棋下%[1]s之后，白棋仍然有黑棋挡不住的四。"},
	{WhyMultiKill, "Black cannot answer every threat at once.", "黑棋无法同时应对所有的威胁。"},
	// %[1]s: White's move; %[2]s: Black's answer.
	{WhyMultiKillReply, "After White %[1]s, Black answers at %[2]s, and White has no winning move left.", "白棋下%[1]s之后，黑棋在%[2]s应对，白棋就没有取胜的下一手了。"},
	// %[1]s: White's move.
	{WhyMultiKillNone, "White %[1]s makes no threat that wins next move.", "白棋下%[1]s，形成不了下一手就能取胜的威胁。"},
	// %[1]s, %[2]s: the two points.
	{WhyFifthSame, "%[1]s and %[2]s are the same move: a turn or mirror of the four stones carries one onto the other.", "%[1]s和%[2]s是同一手棋：把四个子旋转或翻转，一个正好落到另一个上。"},
	{WhyFifthDifferent, "No turn or mirror of the four stones carries %[1]s onto %[2]s: they are two different moves.", "四个子无论怎样旋转或翻转，%[1]s都不会落到%[2]s上：这是两手不同的棋。"},
}

func init() { Register(tacticsTexts) }
