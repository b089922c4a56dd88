package commentary

import "renju/msg"

// The commentary's words. A sentence is a main clause (what the move
// did, from the most telling of its tags) and at most one miss after
// "but"; each clause has no end stop (Say adds it). %[1]s is the mover
// (Black, 黑棋), %[2]s the move's point; the others are named at each.
// The "…Plain" forms say the same without a term the learner has not
// been taught (glossary: the kinds of fouls, four-three, straight four).
const (
	// Five: %[1]s mover, %[2]s point.
	SayFive msg.ID = "comment.five"
	// SayOverline: White's six or more: %[1]s point, %[2]s how many.
	SayOverline msg.ID = "comment.overline"
	// SayFoul: %[1]s point, %[2]s kind; Plain without the kind.
	SayFoul      msg.ID = "comment.foul"
	SayFoulPlain msg.ID = "comment.foul.plain"
	// SayFoulForced: Black's only block of White's four was forbidden.
	SayFoulForced      msg.ID = "comment.foul.forced"
	SayFoulForcedPlain msg.ID = "comment.foul.forced.plain"
	// SayTrap: %[1]s White's point, %[2]s the forbidden five point, %[3]s
	// its kind.
	SayTrap      msg.ID = "comment.trap"
	SayTrapPlain msg.ID = "comment.trap.plain"
	// Double threats: %[1]s mover, %[2]s point, %[3]s the five points.
	SayFourThree      msg.ID = "comment.fourThree"
	SayFourThreePlain msg.ID = "comment.fourThree.plain"
	SayFourFour       msg.ID = "comment.fourFour"
	SayThreeThree     msg.ID = "comment.threeThree"
	// Fours: %[1]s mover, %[2]s point, %[3]s the five point(s).
	SayFour              msg.ID = "comment.four"
	SayStraightFour      msg.ID = "comment.straightFour"
	SayStraightFourPlain msg.ID = "comment.straightFour.plain"
	// SayBlockAndFour: %[3]s the opponent, %[4]s the mover's new five
	// point(s).
	SayBlockAndFour msg.ID = "comment.blockAndFour"
	// SayBlockFour: %[3]s the opponent; SayBlockOneEnd: %[4]s the
	// opponent's five points left.
	SayBlockFour   msg.ID = "comment.blockFour"
	SayBlockOneEnd msg.ID = "comment.blockOneEnd"
	// Threes: %[3]s the straight-four points ("F8 or J8"); the opponent
	// in %[3]s of SayBlockThree and SayBlockAndThree.
	SayThree         msg.ID = "comment.three"
	SayThreeNoPoints msg.ID = "comment.three.nopoints"
	SayBlockThree    msg.ID = "comment.blockThree"
	SayBlockAndThree msg.ID = "comment.blockAndThree"
	// Avoided: %[1]s Black's move, %[2]s the forbidden point, %[3]s its
	// kind, by why it was natural.
	SayAvoidedFour         msg.ID = "comment.avoided.blockFour"
	SayAvoidedFourPlain    msg.ID = "comment.avoided.blockFour.plain"
	SayAvoidedThree        msg.ID = "comment.avoided.blockThree"
	SayAvoidedThreePlain   msg.ID = "comment.avoided.blockThree.plain"
	SayAvoidedStopped      msg.ID = "comment.avoided.stopped"
	SayAvoidedStoppedPlain msg.ID = "comment.avoided.stopped.plain"
	SayAvoidedOwn          msg.ID = "comment.avoided.four"
	SayAvoidedOwnPlain     msg.ID = "comment.avoided.four.plain"
	// SayQuiet: nothing of the above; SayPlays: the move alone, before a
	// miss.
	SayQuiet msg.ID = "comment.quiet"
	SayPlays msg.ID = "comment.plays"

	// The misses, after "but": %[1]s the opponent, %[2]s the points.
	SayMissedFive  msg.ID = "comment.missed.five"
	SayMissedFour  msg.ID = "comment.missed.four"
	SayMissedThree msg.ID = "comment.missed.three"
	// SayBut joins a main clause (%[1]s) and a miss (%[2]s).
	SayBut msg.ID = "comment.but"
	// SayEnd ends a sentence: %[1]s the sentence.
	SayEnd msg.ID = "comment.end"

	// Lists of points: two (%[1]s %[2]s), and more (%[1]s the first ones,
	// joined by the list separator, %[2]s the last).
	SayOr  msg.ID = "comment.or"
	SayAnd msg.ID = "comment.and"
	// SayListSep separates a list's points before its last.
	SayListSep msg.ID = "comment.sep"
	// The number of stones of an overline.
	SaySix   msg.ID = "comment.six"
	SaySeven msg.ID = "comment.seven"
	SayEight msg.ID = "comment.eight"
	SayNine  msg.ID = "comment.nine"

	// What decided a game (Decide): %[1]s who, %[2]s where, %[3]s the
	// winner or the kind, as each says.
	DecidedMissedFour    msg.ID = "comment.decided.missedFour"
	DecidedMissedFive    msg.ID = "comment.decided.missedFive"
	DecidedMissedThree   msg.ID = "comment.decided.missedThree"
	DecidedStraight      msg.ID = "comment.decided.straight"
	DecidedStraightPlain msg.ID = "comment.decided.straight.plain"
	DecidedDouble        msg.ID = "comment.decided.double"
	DecidedFoul          msg.ID = "comment.decided.foul"
	DecidedFoulPlain     msg.ID = "comment.decided.foul.plain"
	DecidedTrap          msg.ID = "comment.decided.trap"
	DecidedTrapPlain     msg.ID = "comment.decided.trap.plain"
	DecidedFive          msg.ID = "comment.decided.five"
	// The double threats' names in DecidedDouble.
	NameFourThree      msg.ID = "comment.name.fourThree"
	NameFourThreePlain msg.ID = "comment.name.fourThree.plain"
	NameFourFour       msg.ID = "comment.name.fourFour"
	NameThreeThree     msg.ID = "comment.name.threeThree"
)

var texts = msg.Table{
	{ID: SayFive, EN: "%[1]s makes five at %[2]s and wins", ZH: "%[1]s在%[2]s成五，获胜"},
	{ID: SayOverline, EN: "White makes %[2]s in a row at %[1]s and wins with an overline: White has no forbidden moves", ZH: "白棋在%[1]s连成%[2]s子，长连对白棋同样算赢：白棋没有禁手"},
	{ID: SayFoul, EN: "Black plays %[1]s, a forbidden point (%[2]s): White wins", ZH: "黑棋下在%[1]s，这是禁手（%[2]s），白棋获胜"},
	{ID: SayFoulPlain, EN: "Black plays %[1]s, a forbidden point: White wins", ZH: "黑棋下在%[1]s，这是禁手点，白棋获胜"},
	{ID: SayFoulForced, EN: "Black's only block of White's four is %[1]s, and it is forbidden (%[2]s): White wins", ZH: "黑棋要挡白棋的冲四只能下%[1]s，而这里是禁手（%[2]s），白棋获胜"},
	{ID: SayFoulForcedPlain, EN: "Black's only block of White's four is %[1]s, and it is a forbidden point: White wins", ZH: "黑棋要挡白棋的冲四只能下%[1]s，而这里是禁手点，白棋获胜"},
	{ID: SayTrap, EN: "White makes a four at %[1]s whose one five point, %[2]s, is forbidden for Black (%[3]s): Black cannot block it", ZH: "白棋%[1]s冲四，唯一的成五点%[2]s正是黑棋的禁手（%[3]s），黑棋挡不了"},
	{ID: SayTrapPlain, EN: "White makes a four at %[1]s whose one five point, %[2]s, is a forbidden point for Black: Black cannot block it", ZH: "白棋%[1]s冲四，唯一的成五点%[2]s正是黑棋的禁手点，黑棋挡不了"},
	{ID: SayFourThree, EN: "%[1]s makes a four-three at %[2]s: a four (five point %[3]s) and a live three at once", ZH: "%[1]s%[2]s走成四三：冲四（成五点%[3]s）的同时又成活三"},
	{ID: SayFourThreePlain, EN: "%[1]s makes a four (five point %[3]s) and a live three at once at %[2]s", ZH: "%[1]s%[2]s一手同时冲四（成五点%[3]s）和成活三"},
	{ID: SayFourFour, EN: "White makes two fours at once at %[2]s (five points %[3]s): White has no forbidden moves", ZH: "白棋%[2]s一手形成两个四（成五点%[3]s）：白棋没有禁手"},
	{ID: SayThreeThree, EN: "White makes two live threes at once at %[2]s: White has no forbidden moves", ZH: "白棋%[2]s一手形成两个活三：白棋没有禁手"},
	{ID: SayFour, EN: "%[1]s makes a four at %[2]s: its five point is %[3]s", ZH: "%[1]s%[2]s冲四，成五点在%[3]s"},
	{ID: SayStraightFour, EN: "%[1]s makes a straight four at %[2]s: %[3]s both make five, and one stone cannot block both", ZH: "%[1]s%[2]s走成活四：%[3]s都能成五，一手挡不住两头"},
	{ID: SayStraightFourPlain, EN: "%[1]s makes a four at %[2]s with two five points, %[3]s: one stone cannot block both", ZH: "%[1]s%[2]s成四，%[3]s两处都能成五，一手挡不住两头"},
	{ID: SayBlockAndFour, EN: "%[1]s blocks %[3]s's four at %[2]s and makes a four of its own: its five point is %[4]s", ZH: "%[1]s在%[2]s挡住%[3]s的冲四，同时自己也成四，成五点在%[4]s"},
	{ID: SayBlockFour, EN: "%[1]s blocks %[3]s's four at %[2]s", ZH: "%[1]s在%[2]s挡住%[3]s的冲四"},
	{ID: SayBlockOneEnd, EN: "%[1]s blocks %[3]s's four at %[2]s, but %[3]s can still make five at %[4]s", ZH: "%[1]s在%[2]s挡了一头，%[3]s的四还有另一头：%[3]s在%[4]s仍能成五"},
	{ID: SayThree, EN: "%[1]s makes a live three at %[2]s: one more stone at %[3]s makes a straight four", ZH: "%[1]s%[2]s形成活三，再下%[3]s就成活四"},
	{ID: SayThreeNoPoints, EN: "%[1]s makes a live three at %[2]s", ZH: "%[1]s%[2]s形成活三"},
	{ID: SayBlockThree, EN: "%[1]s stops %[3]s's live three at %[2]s", ZH: "%[1]s在%[2]s防住%[3]s的活三"},
	{ID: SayBlockAndThree, EN: "%[1]s stops %[3]s's live three at %[2]s and makes a live three of its own", ZH: "%[1]s在%[2]s防住%[3]s的活三，同时自己也成活三"},
	{ID: SayAvoidedFour, EN: "Black cannot block White's four at %[2]s, a forbidden point (%[3]s), and plays %[1]s", ZH: "黑棋挡不了白棋的冲四：%[2]s是禁手（%[3]s），只好下在%[1]s"},
	{ID: SayAvoidedFourPlain, EN: "Black cannot block White's four at %[2]s, a forbidden point, and plays %[1]s", ZH: "黑棋挡不了白棋的冲四：%[2]s是禁手点，只好下在%[1]s"},
	{ID: SayAvoidedThree, EN: "Black keeps off %[2]s, which would stop White's live three but is forbidden (%[3]s), and plays %[1]s", ZH: "黑棋避开了%[2]s：那里能防白棋的活三，却是禁手（%[3]s），黑棋改下%[1]s"},
	{ID: SayAvoidedThreePlain, EN: "Black keeps off %[2]s, which would stop White's live three but is a forbidden point, and plays %[1]s", ZH: "黑棋避开了%[2]s：那里能防白棋的活三，却是禁手点，黑棋改下%[1]s"},
	{ID: SayAvoidedStopped, EN: "Black stops White's live three at %[1]s, not at %[2]s, which is forbidden (%[3]s)",
		ZH: "黑棋在%[1]s防住白棋的活三，没有走%[2]s：那里是禁手（%[3]s）"},
	{ID: SayAvoidedStoppedPlain, EN: "Black stops White's live three at %[1]s, not at %[2]s, which is a forbidden point",
		ZH: "黑棋在%[1]s防住白棋的活三，没有走%[2]s：那里是禁手点"},
	{ID: SayAvoidedOwn, EN: "Black keeps off %[2]s, which would make a four but is forbidden (%[3]s), and plays %[1]s", ZH: "黑棋避开了%[2]s：那里能冲四，却是禁手（%[3]s），黑棋改下%[1]s"},
	{ID: SayAvoidedOwnPlain, EN: "Black keeps off %[2]s, which would make a four but is a forbidden point, and plays %[1]s", ZH: "黑棋避开了%[2]s：那里能冲四，却是禁手点，黑棋改下%[1]s"},
	{ID: SayQuiet, EN: "%[1]s plays %[2]s, a quiet move: no four, no live three", ZH: "%[1]s下在%[2]s，没有冲四，也没有活三"},
	{ID: SayPlays, EN: "%[1]s plays %[2]s", ZH: "%[1]s下在%[2]s"},

	{ID: SayMissedFive, EN: "misses its own five at %[2]s", ZH: "错过了在%[2]s成五的机会"},
	{ID: SayMissedFour, EN: "does not block %[1]s's four: %[1]s can make five at %[2]s", ZH: "没有挡住%[1]s的冲四，%[1]s下%[2]s就能成五"},
	{ID: SayMissedThree, EN: "leaves %[1]s's live three open: %[1]s can make a straight four at %[2]s", ZH: "没有防%[1]s的活三，%[1]s再下%[2]s就成活四"},
	{ID: SayBut, EN: "%[1]s, but %[2]s", ZH: "%[1]s，但%[2]s"},
	{ID: SayEnd, EN: "%[1]s.", ZH: "%[1]s。"},

	{ID: SayOr, EN: "%[1]s or %[2]s", ZH: "%[1]s或%[2]s"},
	{ID: SayAnd, EN: "%[1]s and %[2]s", ZH: "%[1]s和%[2]s"},
	{ID: SayListSep, EN: ", ", ZH: "、"},
	{ID: SaySix, EN: "six", ZH: "六"},
	{ID: SaySeven, EN: "seven", ZH: "七"},
	{ID: SayEight, EN: "eight", ZH: "八"},
	{ID: SayNine, EN: "nine", ZH: "九"},

	{ID: DecidedMissedFour, EN: "%[1]s missed the four at %[2]s", ZH: "%[1]s漏防冲四，没有挡在%[2]s"},
	{ID: DecidedMissedFive, EN: "%[1]s missed its own five at %[2]s", ZH: "%[1]s错过了在%[2]s成五的机会"},
	{ID: DecidedMissedThree, EN: "%[1]s let %[3]s's live three become a straight four at %[2]s", ZH: "%[1]s没有防住活三，%[3]s在%[2]s走成活四"},
	{ID: DecidedStraight, EN: "%[1]s's straight four at %[2]s decided it: one stone cannot block both ends", ZH: "%[1]s在%[2]s走成活四，一手挡不住两头，胜负由此而定"},
	{ID: DecidedStraightPlain, EN: "%[1]s's four at %[2]s with two five points decided it: one stone cannot block both", ZH: "%[1]s在%[2]s成四，两处都能成五，一手挡不住，胜负由此而定"},
	{ID: DecidedDouble, EN: "%[1]s's %[3]s at %[2]s decided it: two threats at once", ZH: "%[1]s在%[2]s走成%[3]s，一手两个威胁，胜负由此而定"},
	{ID: DecidedFoul, EN: "Black played the forbidden point %[1]s (%[2]s)", ZH: "黑棋下了禁手点%[1]s（%[2]s）"},
	{ID: DecidedFoulPlain, EN: "Black played the forbidden point %[1]s", ZH: "黑棋下了禁手点%[1]s"},
	{ID: DecidedTrap, EN: "White's four at %[1]s left Black one block, %[2]s, and it is forbidden (%[3]s)", ZH: "白棋%[1]s冲四，黑棋唯一的防点%[2]s是禁手（%[3]s）"},
	{ID: DecidedTrapPlain, EN: "White's four at %[1]s left Black one block, %[2]s, and it is a forbidden point", ZH: "白棋%[1]s冲四，黑棋唯一的防点%[2]s是禁手点"},
	{ID: DecidedFive, EN: "%[1]s made five at %[2]s", ZH: "%[1]s在%[2]s成五"},
	{ID: NameFourThree, EN: "four-three", ZH: "四三"},
	{ID: NameFourThreePlain, EN: "four and live three at once", ZH: "冲四加活三"},
	{ID: NameFourFour, EN: "two fours at once", ZH: "四四"},
	{ID: NameThreeThree, EN: "two live threes at once", ZH: "双活三"},
}

func init() { msg.Register(texts) }
