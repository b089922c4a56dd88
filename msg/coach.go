package msg

// The coach of the Drills screen (game/features/coach): drills steered toward the
// learner's weak spots, and badges per drill type.
//
// The room's own messages are in game/features/coach/messages.go; these
// are the ones something besides the room names too (the frame, another
// room, the app's tests or the command line).
const (
	CoachBadgeItem   ID = "coach.badge.item"
	CoachNoticeReset ID = "coach.notice.reset"
)

var coachTexts = Table{
	// %[1]s the drill type, %[2]s the badge.
	{CoachBadgeItem, "%[1]s — %[2]s", "%[1]s：%[2]s"},
	{CoachNoticeReset, "Your saved drill coach record could not be read, so it starts afresh (%[1]s).", "保存的练习档案无法读取，已重新开始（%[1]s）。"},
}

func init() { Register(coachTexts) }
