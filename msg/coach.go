package msg

// The coach of the Drills screen (game/features/coach): drills steered toward the
// learner's weak spots, and badges per drill type.
const (
	CoachMenuWeak    ID = "coach.menu.weak"
	CoachBadges      ID = "coach.badges"
	CoachBadgeItem   ID = "coach.badge.item"
	CoachBadgeSep    ID = "coach.badge.sep"
	CoachBadgeNext   ID = "coach.badge.next"
	CoachBadgeAll    ID = "coach.badge.all"
	CoachNoticeBadge ID = "coach.notice.badge"
	CoachNoticeReset ID = "coach.notice.reset"
)

var coachTexts = Table{
	CoachMenuWeak: {"Drills lean toward your weak spots, each in a fresh position.", "出题会偏重你的薄弱环节，每题都是新局面。"},
	// %[1]s the badges earned, each a CoachBadgeItem.
	CoachBadges: {"Badges: %[1]s", "已获奖牌：%[1]s"},
	// %[1]s the drill type, %[2]s the badge.
	CoachBadgeItem: {"%[1]s — %[2]s", "%[1]s：%[2]s"},
	CoachBadgeSep:  {"; ", "；"},
	// %[1]s the drill type, %[2]s the next badge, %[3]d answers and
	// %[4]d%% right it needs, %[5]d answers given so far.
	CoachBadgeNext: {"Next badge for %[1]s: %[2]s at %[3]d answers with %[4]d%% right (%[5]d answered so far)", "%[1]s：下一枚%[2]s需答满 %[3]d 题且正确率达到 %[4]d%%（已答 %[5]d 题）"},
	CoachBadgeAll:  {"%[1]s: every badge earned.", "%[1]s：已获得全部奖牌。"},
	// %[1]s the badge, %[2]s the drill type.
	CoachNoticeBadge: {"New %[1]s badge for %[2]s!", "恭喜！%[2]s练习获得%[1]s！"},
	CoachNoticeReset: {"Your saved drill coach record could not be read, so it starts afresh (%[1]s).", "保存的练习档案无法读取，已重新开始（%[1]s）。"},
}

func init() { Register(coachTexts) }
