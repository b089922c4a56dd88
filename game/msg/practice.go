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
	PracticePreparing     ID = "practice.preparing"

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
	PracticeHead:  {"Practice %[1]d of %[2]d", "练习 %[1]d / %[2]d"},
	PracticeIntro: {"Practice: a new position, made just now for this lesson.", "练习：一个新局面，是刚刚为这一课生成的。"},
	// %[1]s: the opening's name.
	PracticeIntroPoint:     {"Practice: find points by their names.", "练习：按名称找点。"},
	PracticeOpening:        {"Practice: make %[1]s.", "练习：摆出%[1]s。"},
	PracticeHintPoint:      {"The letter is the column (A on the left), the number the row (1 at the bottom).", "字母是纵线（A在最左边），数字是横线（1在最下面）。"},
	PracticeHintFive:       {"Look for four black stones on one line with a gap or an open end.", "找一找同一条线上的四个黑子，看哪里有空档或空着的一端。"},
	PracticeHintThree:      {"Find the points that would make a straight four, then ask whether each one is forbidden.", "先找出能形成活四的点，再看这些点是不是禁手。"},
	PracticeHintThreeEarly: {"Find each point that turns this three into four in a row, then check whether that four has a five point at each end.", "找出能让这个三变成四子相连的点，再逐一看看这样的四是不是两端各有一个成五点。"},
	PracticeHintForbidden:  {"Count what the stone makes: fives, fours, live threes, six in a row.", "数一数这一子能形成什么：五连、四、活三、六子以上。"},
	PracticeHintFourThree:  {"Look for a point that makes a four and, on another line, a live three.", "找一个点：既形成四，又在另一条线上形成活三。"},
	PracticeHintFindAll:    {"Check the empty points next to Black's threes and fours, one at a time.", "挨个检查黑棋的三和四旁边的空点。"},
	PracticeHintOpening:    {"Black 3 of every opening lies within two lines of H8.", "每种开局的黑3都在天元周围两路以内。"},
	PracticeHintTrap:       {"Every four of White's forces Black to block. Look for fours that leave Black's only defence on a forbidden point.", "白棋每冲一个四，黑棋都必须挡。找一串冲四，让黑棋最后唯一的防点是禁手点。"},
	PracticeHintName:       {"First: is White 2 beside Black 1 or diagonal to it? Then: is Black 3 next to Black 1, a knight's move away, or in line with one point between?", "先看白2是直指还是斜指，再看黑3和黑1是连、是桂，还是间。"},
	PracticePreparing:      {"Preparing the practice…", "正在准备练习……"},

	// %[1]d: the lesson's number.
	CompleteTitle: {"Lesson %[1]d complete", "第%[1]d课完成"},
	// %[1]s: the stars (e.g. "3²⁄₃"); %[2]d: the tasks.
	CompleteStars:   {"Stars: %[1]s of %[2]d", "星：%[1]s / %[2]d"},
	CompleteNoTasks: {"This lesson has no tasks.", "这一课没有练习题。"},
	// %[1]d right first time of %[2]d items.
	CompletePractice: {"Practice: %[1]d of %[2]d right first time.", "练习：%[2]d题中%[1]d题一次答对。"},
	CompleteLearned:  {"What you learned:", "这一课学到了："},
	// %[1]s: the next lesson's title.
	CompleteNext:     {"Next: %[1]s", "下一课：%[1]s"},
	CompleteLast:     {"That was the last lesson. Well done!", "这是最后一课。学得很好！"},
	BtnPractice:      {"Practise", "开始练习"},
	BtnPracticeAgain: {"New practice set", "再练一组"},
	BtnReview:        {"Review the lesson", "复习这一课"},
	BtnSkipPractice:  {"Skip practice", "跳过练习"},
	BtnFinish:        {"Finish lesson", "完成本课"},

	starsWhole: {"%[1]d", "%[1]d"},
	// Inter has no ⅔ glyph: fractions are superscript and subscript
	// digits around the fraction slash.
	starsOne: {"%[1]d¹⁄₃", "%[1]d¹⁄₃"},
	starsTwo: {"%[1]d²⁄₃", "%[1]d²⁄₃"},
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
