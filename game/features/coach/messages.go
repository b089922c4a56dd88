package coach

import "renju/msg"

// The room's messages: the IDs only this room asks for, with their text
// in English and 简体中文, registered in the catalogue when the package
// loads (msg.Register). What the frame, the saves, the command line or
// another room also names stays in msg. The font subsets cover these
// strings because fonts/gencharset links every room
// (game/frame/catalogue).
const (
	MenuWeak    msg.ID = "coach.menu.weak"
	Badges      msg.ID = "coach.badges"
	BadgeSep    msg.ID = "coach.badge.sep"
	BadgeNext   msg.ID = "coach.badge.next"
	BadgeAll    msg.ID = "coach.badge.all"
	NoticeBadge msg.ID = "coach.notice.badge"
)

var texts = msg.Table{
	{ID: MenuWeak, EN: "Drills lean toward your weak spots, each in a fresh position.", ZH: "出题会偏重你的薄弱环节，每题都是新局面。"},
	// %[1]s the badges earned, each a CoachBadgeItem.
	{ID: Badges, EN: "Badges: %[1]s", ZH: "已获奖牌：%[1]s"},
	{ID: BadgeSep, EN: "; ", ZH: "；"},
	// %[1]s the drill type, %[2]s the next badge, %[3]d answers and
	// %[4]d%% right it needs, %[5]d answers given so far.
	{ID: BadgeNext, EN: "Next badge for “%[1]s”: %[2]s at %[3]d answers with %[4]d%% right (%[5]d answered so far)", ZH: "%[1]s：下一枚%[2]s需答满 %[3]d 题且正确率达到 %[4]d%%（已答 %[5]d 题）"},
	{ID: BadgeAll, EN: "%[1]s: every badge earned.", ZH: "%[1]s：已获得全部奖牌。"},
	// %[1]s the badge, %[2]s the drill type.
	{ID: NoticeBadge, EN: "New %[1]s badge for %[2]s!", ZH: "恭喜！%[2]s练习获得%[1]s！"},
}

func init() { msg.Register(texts) }
