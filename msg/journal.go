package msg

// The review of mistakes and the daily goal, as the frame names them
// (the home screen's line, the Practise group's entry).
const (
	MenuReview     ID = "menu.review"
	MenuReviewDesc ID = "menu.review.desc"
	// HomeReview is home's button when mistakes are due.
	HomeReview    ID = "home.review"
	HomeReviewOne ID = "home.review.one"
	// HomeGoalItems and HomeGoalPages are home's daily goal button: today's
	// count, the goal, and the streak (HomeStreak, shown when there is one).
	HomeGoalItems ID = "home.goal.items"
	HomeGoalPages ID = "home.goal.pages"
	HomeStreak    ID = "home.goal.streak"
)

var journalTexts = Table{
	{MenuReview, "Review mistakes", "错题复习"},
	{MenuReviewDesc, "The questions you got wrong, back when they are due.", "答错的题目，到时间就回来再考你。"},
	{HomeReview, "Review %[1]d mistakes", "复习 %[1]d 道错题"},
	{HomeReviewOne, "Review 1 mistake", "复习 1 道错题"},
	{HomeGoalItems, "Today %[1]d / %[2]d questions", "今天 %[1]d / %[2]d 题"},
	{HomeGoalPages, "Today %[1]d / %[2]d pages", "今天 %[1]d / %[2]d 页"},
	{HomeStreak, "%[1]s · %[2]d-day streak", "%[1]s · 连续 %[2]d 天"},
}

func init() { Register(journalTexts) }
