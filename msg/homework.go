package msg

// Homework without accounts (game/services/homework): why a homework link or a
// student's result code cannot be read, why the class table refuses a
// code, and the class table's columns.
//
// The problems (HwErr…) are clauses; HwLinkPart and HwLine put one in a
// sentence that says where it is. homework's errors are Errors built from
// these, so the app shows them in either language.
const (
	// The homework link (#hw=…).
	HwLinkEmpty    ID = "hw.link.empty"
	HwLinkTooLong  ID = "hw.link.tooLong"
	HwLinkVersion  ID = "hw.link.version"
	HwLinkNewer    ID = "hw.link.newer"
	HwLinkNothing  ID = "hw.link.nothing"
	HwLinkPart     ID = "hw.link.part"
	HwLinkPartRaw  ID = "hw.link.partRaw"
	HwPartTitle    ID = "hw.part.title"
	HwPartLesson   ID = "hw.part.lesson"
	HwPartDrills   ID = "hw.part.drills"
	HwErrEmptyPart ID = "hw.err.emptyPart"
	HwErrUnknown   ID = "hw.err.unknownPart"
	HwErrTwice     ID = "hw.err.twice"
	HwErrChar      ID = "hw.err.char"

	HwErrTitleEmpty  ID = "hw.err.titleEmpty"
	HwErrTitleCoded  ID = "hw.err.titleCoded"
	HwErrTitleText   ID = "hw.err.titleText"
	HwErrTitleLong   ID = "hw.err.titleLong"
	HwErrLessonID    ID = "hw.err.lessonID"
	HwErrLessonTwice ID = "hw.err.lessonTwice"
	HwErrManyLessons ID = "hw.err.manyLessons"
	HwErrPage        ID = "hw.err.page"
	HwErrPageOrder   ID = "hw.err.pageOrder"
	HwErrPageRange   ID = "hw.err.pageRange"
	HwErrDrillFields ID = "hw.err.drillFields"
	HwErrDrillType   ID = "hw.err.drillType"
	HwErrDrillTwice  ID = "hw.err.drillTwice"
	HwErrDrillNoType ID = "hw.err.drillNoType"
	HwErrDrillLevel  ID = "hw.err.drillLevel"
	HwErrDrillCount  ID = "hw.err.drillCount"
	HwErrDrillSeed   ID = "hw.err.drillSeed"
	// HwErrDrillFieldsGen: a version 2 link's drills part; HwErrDrillGen:
	// %[1]s the generator version read, %[2]d the newest this app knows.
	HwErrDrillFieldsGen ID = "hw.err.drillFieldsGen"
	HwErrDrillGen       ID = "hw.err.drillGen"
	HwErrDrillUnknown   ID = "hw.err.drillUnknown"

	// The result code.
	HwCodeEmpty   ID = "hw.code.empty"
	HwCodeNoName  ID = "hw.code.noName"
	HwCodeChar    ID = "hw.code.char"
	HwCodeShort   ID = "hw.code.short"
	HwCodeLong    ID = "hw.code.long"
	HwCodeCheck   ID = "hw.code.check"
	HwCodeNewer   ID = "hw.code.newer"
	HwCodeBad     ID = "hw.code.bad"
	HwNameEmpty   ID = "hw.name.empty"
	HwNameLong    ID = "hw.name.long"
	HwNameChar    ID = "hw.name.char"
	HwResultID    ID = "hw.result.id"
	HwResultSum   ID = "hw.result.sum"
	HwResultRange ID = "hw.result.range"

	// The class table.
	HwOtherHomework ID = "hw.table.otherHomework"
	HwLine          ID = "hw.table.line"
	HwColName       ID = "hw.col.name"
	HwColScore      ID = "hw.col.score"
	HwColTotal      ID = "hw.col.total"
	HwColPercent    ID = "hw.col.percent"
	HwColMisses     ID = "hw.col.misses"
	HwColOther      ID = "hw.col.other"
	HwColTime       ID = "hw.col.time"
	HwColPages      ID = "hw.col.pages"
	HwFieldScore    ID = "hw.field.score"
	HwFieldTotal    ID = "hw.field.total"
	HwFieldMisses   ID = "hw.field.misses"
	HwFieldTime     ID = "hw.field.time"
	HwFieldPages    ID = "hw.field.pages"
)

var homeworkTexts = Table{
	{HwLinkEmpty, "the homework link is empty", "作业链接是空的"},
	// %[1]d: its length.
	{HwLinkTooLong, "the homework link is too long (%[1]d characters)", "作业链接太长（%[1]d个字符）"},
	// %[1]s: what stands where the version should.
	{HwLinkVersion, "“%[1]s” is not a version number (a homework link starts #hw=1.)", "“%[1]s”不是版本号（作业链接应以 #hw=1. 开头）"},
	// %[1]d: the link's format; %[2]d: the format this tutor reads.
	{HwLinkNewer, "the homework link was made by a newer version of the tutor (format %[1]d, this one reads %[2]d): reload the page", "这个作业链接是较新版本的连珠禁手教室生成的（格式%[1]d，当前版本只能读取格式%[2]d）：请重新载入页面"},
	{HwLinkNothing, "the homework has no lesson pages and no drills", "这份作业既没有课程页，也没有练习题"},
	// %[1]d: the part's number; %[2]s: what the part is (HwPart…);
	// %[3]s: the part (its start); %[4]s: the problem.
	{HwLinkPart, "homework link, part %[1]d (%[2]s) “%[3]s”: %[4]s", "作业链接第%[1]d段（%[2]s）“%[3]s”有误：%[4]s"},
	// HwLinkPart for a part whose kind is not known.
	{HwLinkPartRaw, "homework link, part %[1]d “%[2]s”: %[3]s", "作业链接第%[1]d段“%[2]s”有误：%[3]s"},
	{HwPartTitle, "title", "标题"},
	{HwPartLesson, "lesson", "课程"},
	{HwPartDrills, "drills", "练习"},

	{HwErrEmptyPart, "empty part (two dots in a row?)", "这一段是空的（是不是连着写了两个点？）"},
	// %[1]s: the key letter.
	{HwErrUnknown, "unknown part “%[1]s” (t, l or d)", "没有“%[1]s”这种段（只有 t、l、d）"},
	{HwErrTwice, "given twice", "重复出现"},
	// %[1]s: the character.
	{HwErrChar, "“%[1]s” cannot be in a homework link", "作业链接里不能有“%[1]s”"},

	{HwErrTitleEmpty, "the title is empty (leave the part out instead)", "标题是空的（没有标题就不要写这一段）"},
	{HwErrTitleCoded, "the title is not written in base64url", "标题不是 base64url 编码"},
	{HwErrTitleText, "the title is not plain text (control characters or bytes not UTF-8)", "标题不是普通文字（含有控制字符或非 UTF-8 字节）"},
	// %[1]d: its length; %[2]d: the most.
	{HwErrTitleLong, "the title has %[1]d characters, at most %[2]d", "标题有%[1]d个字，最多%[2]d个"},
	// %[1]s: what was given.
	{HwErrLessonID, "“%[1]s” is not a lesson ID (like double-three)", "“%[1]s”不是课程编号（例如 double-three）"},
	// %[1]s: the lesson.
	{HwErrLessonTwice, "lesson “%[1]s” is given twice", "“%[1]s”这一课出现了两次"},
	// %[1]d: the most.
	{HwErrManyLessons, "more than %[1]d lessons", "课程超过%[1]d课"},
	// %[1]s: what was given; %[2]d: the highest page.
	{HwErrPage, "page “%[1]s” is not a number from 1 to %[2]d", "页码“%[1]s”不对：应为1到%[2]d的数"},
	// %[1]d: a page; %[2]d: the page before it.
	{HwErrPageOrder, "page %[1]d comes after page %[2]d: list pages in increasing order, once each", "第%[1]d页写在第%[2]d页之后：页码要从小到大写，每页只写一次"},
	// %[1]s: the range.
	{HwErrPageRange, "the range “%[1]s” does not go up (3~5 for pages 3 to 5)", "范围“%[1]s”不对：应从小到大（第3到5页写作 3~5）"},
	{HwErrDrillFields, "want types_level_count_seed (like ial_2_10_7)", "格式应为 题型_难度_题数_种子（例如 ial_2_10_7）"},
	// %[1]s: the code; %[2]s: the codes.
	{HwErrDrillType, "“%[1]s” is not a drill type (%[2]s)", "没有“%[1]s”这种题型（题型有：%[2]s）"},
	{HwErrDrillTwice, "drill type “%[1]s” is given twice", "题型“%[1]s”出现了两次"},
	{HwErrDrillNoType, "no drill types", "没有指定题型"},
	{HwErrDrillUnknown, "there is no drill “%[1]s” (the drills are %[2]s)", "没有“%[1]s”这种练习（练习有：%[2]s）"},
	// %[1]s: what was given; %[2]d: the highest.
	{HwErrDrillLevel, "level “%[1]s”: want 1 to %[2]d", "难度“%[1]s”不对：应为1到%[2]d"},
	{HwErrDrillCount, "count “%[1]s”: want 1 to %[2]d drills", "题数“%[1]s”不对：应为1到%[2]d道"},
	// %[1]s: what was given.
	{HwErrDrillSeed, "seed “%[1]s” is not a number", "种子“%[1]s”不是数字"},
	{HwErrDrillFieldsGen, "want types_level_count_seed_generator (like ial_2_10_7_2)", "格式应为 题型_难度_题数_种子_生成器版本（例如 ial_2_10_7_2）"},
	{HwErrDrillGen, "generator version “%[1]s” is not one this tutor has (1 to %[2]d): reload the page for a newer one", "本版本只有第1至%[2]d版出题程序，没有“%[1]s”版：请重新载入页面，使用新版本"},

	{HwCodeEmpty, "the result code is empty", "结果码是空的"},
	{HwCodeNoName, "there is no name before the code: paste the whole line, “name: code”", "结果码前面没有姓名：请粘贴整行，格式为“姓名: 结果码”"},
	// %[1]s: the character.
	{HwCodeChar, "check the code: “%[1]s” cannot be in it (it uses 0–9 and A–Z without U)", "请核对结果码：里面不能有“%[1]s”（结果码只用0–9和除U以外的A–Z）"},
	// %[1]d: the characters given; %[2]d: the characters a code has.
	{HwCodeShort, "check the code: it has %[1]d characters, a result code has %[2]d (one is missing?)", "请核对结果码：它只有%[1]d个字符，结果码应有%[2]d个（是不是漏了字符？）"},
	{HwCodeLong, "check the code: it has %[1]d characters, a result code has %[2]d (one too many?)", "请核对结果码：它有%[1]d个字符，结果码应有%[2]d个（是不是多了字符？）"},
	{HwCodeCheck, "check the code and the name: a character is wrong, or two are swapped", "请核对结果码和姓名：有字符写错了，或者两个字符顺序颠倒了"},
	{HwCodeNewer, "this result code was made by a newer version of the tutor: reload the page", "这个结果码是较新版本的连珠禁手教室生成的：请重新载入页面"},
	{HwCodeBad, "this is not a result code of the tutor (its numbers do not fit together)", "这不是连珠禁手教室生成的结果码（其中的数字对不上）"},
	{HwNameEmpty, "the name is empty", "姓名是空的"},
	// %[1]d: its length; %[2]d: the most.
	{HwNameLong, "the name has %[1]d characters, at most %[2]d", "姓名有%[1]d个字，最多%[2]d个"},
	// %[1]s: the character (quoted as Go does, so that it is visible).
	{HwNameChar, "the name cannot contain %[1]s", "姓名里不能有%[1]s"},
	// %[1]s: what was given.
	{HwResultID, "“%[1]s” is not a homework ID (6 characters: 0–9 and A–Z without I, L, O, U)", "“%[1]s”不是作业编号（应为6个字符：0–9和除I、L、O、U以外的A–Z）"},
	// %[1]d: the score; %[2]d: the misses; %[3]d: the total.
	{HwResultSum, "%[1]d right and %[2]d missed do not add up to %[3]d", "答对%[1]d题、答错%[2]d题，加起来不等于总数%[3]d"},
	// %[1]s: which number (HwField…); %[2]d: its value; %[3]d: the most.
	{HwResultRange, "the %[1]s %[2]d is out of range (0 to %[3]d)", "%[1]s%[2]d超出范围（应为0到%[3]d）"},
	{HwFieldScore, "score", "得分"},
	{HwFieldTotal, "total", "总题数"},
	{HwFieldMisses, "number of misses", "错题数"},
	{HwFieldTime, "time in seconds", "用时秒数"},
	{HwFieldPages, "pages read", "已读页数"},

	// %[1]s: the student; %[2]s: the code's homework ID; %[3]s: this
	// table's homework ID.
	{HwOtherHomework, "%[1]s’s code is for homework %[2]s, not this one (%[3]s)", "%[1]s的结果码属于作业%[2]s，不是这份作业（%[3]s）"},
	// %[1]d: the line's number; %[2]s: the line (its start); %[3]s: the problem.
	{HwLine, "line %[1]d “%[2]s”: %[3]s", "第%[1]d行“%[2]s”：%[3]s"},

	{HwColName, "name", "姓名"},
	{HwColScore, "score", "得分"},
	{HwColTotal, "total", "总题数"},
	{HwColPercent, "percent", "正确率"},
	// %[1]s: a forbidden kind.
	{HwColMisses, "misses: %[1]s", "错题：%[1]s"},
	{HwColOther, "misses: other", "错题：其他"},
	{HwColTime, "time (m:ss)", "用时（分:秒）"},
	{HwColPages, "pages read", "已读页数"},
}

func init() { Register(homeworkTexts) }
