package msg

// The Foul Storm and the live-or-false streak (game/features/storm).
//
// The room's own messages are in game/features/storm/messages.go; these
// are the ones something besides the room names too (the frame, another
// room, the app's tests or the command line).
const (
	MenuStorm        ID = "menu.storm"
	MenuStormDesc    ID = "menu.storm.desc"
	StormBadgeBronze ID = "storm.badge.bronze"
	StormBadgeSilver ID = "storm.badge.silver"
	StormBadgeGold   ID = "storm.badge.gold"
)

var stormTexts = Table{
	{MenuStorm, "Foul Storm", "禁手风暴"},
	{MenuStormDesc, "Three minutes against the clock, or a live-or-false streak.", "三分钟限时判禁手，或活三真假连对挑战。"},
	{StormBadgeBronze, "bronze", "铜牌"},
	{StormBadgeSilver, "silver", "银牌"},
	{StormBadgeGold, "gold", "金牌"},
}

func init() { Register(stormTexts) }
