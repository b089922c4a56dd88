package msg

// The progress file (game/services/backup): the home screen's two buttons, what the
// app says after a save or a load, and why a file could not be loaded.
//
// The problems (BackupErr…) are clauses that name what is wrong and where
// (the line of the file and the field); BackupNotLoaded puts one in a
// sentence. backup.Error's Error() is the clause in English.
const (
	HomeSaveFile ID = "home.saveFile"
	HomeLoadFile ID = "home.loadFile"
	// The short labels, for a panel too narrow for the long ones.
	HomeSaveFileShort ID = "home.saveFileShort"
	HomeLoadFileShort ID = "home.loadFileShort"

	BackupSaving    ID = "backup.saving"
	BackupLoaded    ID = "backup.loaded"
	BackupNotLoaded ID = "backup.notLoaded"
	BackupNoFile    ID = "backup.noFile"

	BackupErrEmpty      ID = "backup.err.empty"
	BackupErrTooLarge   ID = "backup.err.tooLarge"
	BackupErrNotText    ID = "backup.err.notText"
	BackupErrNotJSON    ID = "backup.err.notJSON"
	BackupErrNotObject  ID = "backup.err.notObject"
	BackupErrNoApp      ID = "backup.err.noApp"
	BackupErrApp        ID = "backup.err.app"
	BackupErrNewer      ID = "backup.err.newer"
	BackupErrVersion    ID = "backup.err.version"
	BackupErrMissing    ID = "backup.err.missing"
	BackupErrField      ID = "backup.err.field"
	BackupErrTwice      ID = "backup.err.twice"
	BackupErrSaved      ID = "backup.err.saved"
	BackupErrType       ID = "backup.err.type"
	BackupErrKey        ID = "backup.err.key"
	BackupErrValue      ID = "backup.err.value"
	BackupErrLang       ID = "backup.err.lang"
	BackupErrTrailing   ID = "backup.err.trailing"
	BackupTypeString    ID = "backup.type.string"
	BackupTypeNumber    ID = "backup.type.number"
	BackupTypeObject    ID = "backup.type.object"
	BackupErrUnreadable ID = "backup.err.unreadable"
)

var backupTexts = Table{
	{HomeSaveFile, "Save progress to a file", "把进度保存到文件"},
	{HomeLoadFile, "Load progress from a file", "从文件载入进度"},
	{HomeSaveFileShort, "Save to a file", "保存到文件"},
	{HomeLoadFileShort, "Load a file", "载入文件"},

	// %[1]s: the file's name.
	{BackupSaving, "Your progress is being downloaded as %[1]s.", "正在下载进度文件%[1]s。"},
	// %[1]d pages done of %[2]d; %[3]d drills answered.
	{BackupLoaded, "Progress loaded from the file: %[1]d of %[2]d lesson pages done, %[3]d drills answered.",
		"已从文件载入进度：课程已完成%[1]d / %[2]d页，练习已答%[3]d题。"},
	// %[1]s: one of the problems below.
	{BackupNotLoaded, "Progress not loaded, nothing was changed: %[1]s.", "没有载入进度，一切保持原样：%[1]s。"},
	{BackupNoFile, "the browser could not read the file", "浏览器无法读取这个文件"},

	{BackupErrEmpty, "the file is empty", "文件是空的"},
	// %[1]d: the file's size in KB; %[2]d: the limit.
	{BackupErrTooLarge, "the file is %[1]d KB, too large for a progress file (at most %[2]d KB)", "文件有%[1]d KB，作为进度文件太大了（最多%[2]d KB）"},
	{BackupErrNotText, "the file is not text (UTF-8), so it is not a progress file", "文件不是文本（UTF-8），所以不是进度文件"},
	// %[1]d: the line. In English the JSON parser's words follow, in
	// brackets (backup.Error).
	{BackupErrNotJSON, "line %[1]d: this is not valid JSON, so it is not a progress file", "第%[1]d行：这不是有效的JSON，所以不是进度文件"},
	{BackupErrNotObject, "line %[1]d: this is not a progress file (a progress file starts with {)", "第%[1]d行：这不是进度文件（进度文件以{开头）"},
	{BackupErrNoApp, `this is not a Renju Tutor progress file (it has no "app")`, `这不是连珠禁手教室的进度文件（文件里没有"app"）`},
	// %[2]s: the value found, quoted.
	{BackupErrApp, `line %[1]d: "app" is %[2]s, so this is not a Renju Tutor progress file`, `第%[1]d行："app"是%[2]s，所以这不是连珠禁手教室的进度文件`},
	// %[2]s: the file's version; %[3]d: the one this app reads.
	{BackupErrNewer, "line %[1]d: the file was saved by a newer version of Renju Tutor (format %[2]s; this one reads format %[3]d): reload the page to update the app, then try again",
		"第%[1]d行：这个文件是较新版本的连珠禁手教室保存的（格式%[2]s，当前版本只能读取格式%[3]d）：请重新载入页面以更新应用，然后再试一次"},
	{BackupErrVersion, `line %[1]d: "version" is %[2]s, which is no version of the progress file (this app reads %[3]d)`, `第%[1]d行："version"是%[2]s，这不是进度文件的版本号（本应用读取版本%[3]d）`},
	// %[1]s: the field, quoted.
	{BackupErrMissing, "the file has no %[1]s", "文件里缺少%[1]s"},
	{BackupErrField, "line %[1]d: %[2]s is not a field of a progress file", "第%[1]d行：进度文件里没有%[2]s这一项"},
	{BackupErrTwice, "line %[1]d: %[2]s appears a second time", "第%[1]d行：%[2]s第二次出现"},
	{BackupErrSaved, `line %[1]d: "saved" is %[2]s, not a date and time such as "2026-12-02T10:30:00Z"`, `第%[1]d行："saved"是%[2]s，不是"2026-12-02T10:30:00Z"这样的日期和时间`},
	// %[3]s: one of the types below.
	{BackupErrType, "line %[1]d: %[2]s should be %[3]s", "第%[1]d行：%[2]s应该是%[3]s"},
	{BackupTypeString, "a string in quotes", "带引号的字符串"},
	{BackupTypeNumber, "a number", "数字"},
	{BackupTypeObject, "an object in braces {…}", "花括号{…}里的对象"},
	{BackupErrKey, "line %[1]d: %[2]s is not something this version of Renju Tutor saves", "第%[1]d行：%[2]s不是这个版本的连珠禁手教室保存的数据"},
	// In English the owning package's words follow, in brackets
	// (backup.Error).
	{BackupErrValue, "line %[1]d: %[2]s cannot be read", "第%[1]d行：%[2]s的内容无法读取，可能被改动过或已损坏"},
	// %[3]s: the value found, quoted.
	{BackupErrLang, `line %[1]d: %[2]s is %[3]s, not a language of the app ("en" or "zh")`, `第%[1]d行：%[2]s是%[3]s，不是应用的语言（"en"或"zh"）`},
	{BackupErrTrailing, "line %[1]d: there is more text after the end of the progress data", "第%[1]d行：进度数据结束后还有多余的内容"},
	{BackupErrUnreadable, "line %[1]d: the file ends in the middle of the progress data", "第%[1]d行：文件在进度数据中间就结束了"},
}

func init() { Register(backupTexts) }
