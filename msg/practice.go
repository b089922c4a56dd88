package msg

// The end-of-lesson practice and the lesson-complete moment.
const (
	PracticeHead       ID = "practice.head"
	PracticeIntro      ID = "practice.intro"
	PracticeIntroPoint ID = "practice.introPoint"
	PracticeOpening    ID = "practice.opening"
	PracticeHintPoint  ID = "practice.hint.point"
	PracticeHintFive   ID = "practice.hint.five"
	PracticeHintThree  ID = "practice.hint.three"
	// PracticeHintThreeEarly is for the lessons before the fouls.
	PracticeHintThreeEarly ID = "practice.hint.threeEarly"
	// PracticeHintForbidden is the hint of an is-forbidden item.
	PracticeHintForbidden ID = "practice.hint.forbidden"
	PracticeHintFourThree ID = "practice.hint.fourThree"
	PracticeHintFindAll   ID = "practice.hint.findAll"
	PracticeHintOpening   ID = "practice.hint.opening"
	PracticeHintTrap      ID = "practice.hint.trap"
	PracticeHintName      ID = "practice.hint.name"
	// PracticeHintThreeBlocked is for the lessons on blocked threes, before
	// the forbidden straight-four point.
	PracticeHintThreeBlocked ID = "practice.hint.threeBlocked"
	// PracticeHintForbiddenThrees is for the double-three's lesson, before
	// the double-four.
	PracticeHintForbiddenThrees ID = "practice.hint.forbiddenThrees"
	PracticeHintDefend          ID = "practice.hint.defend"
	PracticeHintMultiKill       ID = "practice.hint.multiKill"
	PracticeHintFifthPair       ID = "practice.hint.fifthPair"
	PracticePreparing           ID = "practice.preparing"

	CompleteTitle    ID = "complete.title"
	CompleteStars    ID = "complete.stars"
	CompleteNoTasks  ID = "complete.noTasks"
	CompletePractice ID = "complete.practice"
	CompleteLearned  ID = "complete.learned"
	CompleteNext     ID = "complete.next"
	CompleteLast     ID = "complete.last"
	BtnPractice      ID = "complete.practiceBtn"
	BtnPracticeAgain ID = "complete.practiceAgain"
	BtnReview        ID = "complete.review"
	BtnSkipPractice  ID = "practice.skip"
	BtnFinish        ID = "lesson.finish"

	starsWhole ID = "stars.whole"
	starsOne   ID = "stars.oneThird"
	starsTwo   ID = "stars.twoThirds"
)

var practiceTexts = Table{
	// %[1]d: the item; %[2]d: the items.
	{PracticeHead, "Practice %[1]d of %[2]d", "练习 %[1]d / %[2]d"},
	{PracticeIntro, "Practice: a new position, made just now for this lesson.", "练习：一个新局面，是刚刚为这一课生成的。"},
	// %[1]s: the opening's name.
	{PracticeIntroPoint, "Practice: find points by their names.", "练习：按名称找点。"},
	{PracticeOpening, "Practice: make %[1]s.", "练习：摆出%[1]s。"},
	{PracticeHintPoint, "The letter is the column (A on the left), the number the row (1 at the bottom).", "字母是纵线（A在最左边），数字是横线（1在最下面）。"},
	{PracticeHintFive, "Look for four black stones on one line with a gap or an open end.", "找一找同一条线上的四个黑子，看哪里有空档或空着的一端。"},
	{PracticeHintThree, "Find the points that would make a straight four, then ask whether each one is forbidden.", "先找出能形成活四的点，再看这些点是不是禁手。"},
	{PracticeHintForbidden, "Count what the stone makes: fives, fours, live threes, six in a row.", "数一数这一子能形成什么：五连、四、活三、六子以上。"},
	{PracticeHintFourThree, "Look for a point that makes a four and, on another line, a live three.", "找一个点：既形成四，又在另一条线上形成活三。"},
	{PracticeHintFindAll, "Check the empty points next to Black's threes and fours, one at a time.", "挨个检查黑棋的三和四旁边的空点。"},
	{PracticeHintOpening, "Black 3 of every opening lies within two lines of H8.", "每种开局的黑3都在天元周围两路以内。"},
	// Before the fouls: the three's own line only.
	{PracticeHintThreeEarly, "Add one black stone where it makes four in a row. Does that four have a five point at each end?", "在能连成四子的地方加一个黑子。这个四的两端是不是都有成五点？"},
	{PracticeHintThreeBlocked, "Add one black stone where it makes four in a row. Is each end of that four free of White stones and the edge, and would a stone there make exactly five?", "在能连成四子的地方加一个黑子。这个四的两端有没有白子或盘端？在两端落子是不是正好成五？"},
	{PracticeHintForbiddenThrees, "Count the threes Black makes at A, and check each one: can it become a straight four?", "数一数黑棋在A点形成几个三，再逐个检查：它能不能形成活四？"},
	{PracticeHintTrap, "Play only fours: each one forces Black's reply. Aim them at a point Black may not take.", "只下冲四：每一手都逼黑棋应在唯一的防点上。把冲四瞄准黑棋不能下的点。"},
	{PracticeHintName, "Is White 2 beside Black 1 (direct) or diagonal to it (indirect)? Is Black 3 next to Black 1, in line with one point between, or a knight's move away?", "先看白2是直指还是斜指，再看黑3和黑1是连、是间，还是成马步（桂）。"},
	{PracticeHintDefend, "Find the White four that would end on a forbidden point. Close its line in time, or change the point so that it is no longer forbidden.", "找出白棋哪一手冲四会逼到禁手点上。及时挡住那条线，或者让那个点不再是禁手。"},
	{PracticeHintMultiKill, "Look for one White stone that makes two threats at once, so that Black can answer only one of them.", "找一手能同时形成两个威胁的白棋，让黑棋只能应对其中一个。"},
	{PracticeHintFifthPair, "Two fifth moves are the same move when one turn or mirror of the four stones carries one onto the other.", "如果把这四个子旋转或翻转后，一个打点正好落到另一个打点上，这两个第5手就是同一手棋。"},
	{PracticePreparing, "Preparing the practice…", "正在准备练习……"},

	// %[1]d: the lesson's number.
	{CompleteTitle, "Lesson %[1]d complete", "第%[1]d课完成"},
	// %[1]s: the stars (e.g. "3²⁄₃"); %[2]d: the tasks.
	{CompleteStars, "Stars: %[1]s of %[2]d", "★ %[1]s/%[2]d"},
	{CompleteNoTasks, "This lesson has no tasks.", "这一课没有练习题。"},
	// %[1]d right first time of %[2]d items.
	{CompletePractice, "Practice: %[1]d of %[2]d right first time.", "练习：%[2]d题中%[1]d题一次答对。"},
	{CompleteLearned, "What you learned:", "这一课学到了："},
	// %[1]s: the next lesson's title.
	{CompleteNext, "Next: %[1]s", "下一课：%[1]s"},
	{CompleteLast, "That was the last lesson. Well done!", "这是最后一课。学得很好！"},
	{BtnPractice, "Practise", "开始练习"},
	{BtnPracticeAgain, "New practice set", "再练一组"},
	{BtnReview, "Review the lesson", "复习这一课"},
	{BtnSkipPractice, "Skip practice", "跳过练习"},
	{BtnFinish, "Finish lesson", "完成本课"},

	{starsWhole, "%[1]d", "%[1]d"},
	// Inter has no ⅔ glyph: fractions are superscript and subscript
	// digits around the fraction slash.
	{starsOne, "%[1]d¹⁄₃", "%[1]d¹⁄₃"},
	{starsTwo, "%[1]d²⁄₃", "%[1]d²⁄₃"},
}

func init() { Register(practiceTexts) }

// Stars writes a count of stars given in thirds: "3", "3²⁄₃", "¹⁄₃".
func Stars(lang Lang, thirds int) string {
	whole, part := thirds/3, thirds%3
	s := F(lang, []ID{starsWhole, starsOne, starsTwo}[part], whole)
	if whole == 0 && part > 0 {
		s = s[1:] // "0¹⁄₃" → "¹⁄₃"
	}
	return s
}
