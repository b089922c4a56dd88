package msg

// What the app says of its saves in the browser's localStorage
// (game/services/storage): a save the browser refused, a saved value that could not
// be read and was kept aside. The What… clauses name what was saved.
const (
	// SaveFailed: %[1]s what (a What… clause), %[2]s why (a Save…
	// clause). Tapping the notice downloads the progress file.
	SaveFailed ID = "save.failed"
	SaveFull   ID = "save.full"
	SaveDenied ID = "save.denied"
	// SaveDamaged: %[1]s what, %[2]s the key it is kept under now.
	SaveDamaged ID = "save.damaged"
	// SaveGameDamaged: %[1]s the key the game is kept under now;
	// SaveGamesDamaged the same of the list of games in progress.
	SaveGameDamaged  ID = "save.gameDamaged"
	SaveGamesDamaged ID = "save.gamesDamaged"

	WhatProgress ID = "save.what.progress"
	WhatDrills   ID = "save.what.drills"
	WhatCoach    ID = "save.what.coach"
	WhatStorm    ID = "save.what.storm"
	WhatPlay     ID = "save.what.play"
	WhatTeach    ID = "save.what.teach"
	WhatLang     ID = "save.what.lang"
	WhatReview   ID = "save.what.review"
	WhatDaily    ID = "save.what.daily"
	// SaveAfresh: a saved value that could not be read at all, kept
	// aside, and the app starting that part afresh.
	SaveAfresh ID = "save.afresh"
	WhatOther  ID = "save.what.other"
	// SaveBoth: two notices of saves said at once (%[1]s, %[2]s: each a
	// Notice), so that the second does not hide the first.
	SaveBoth ID = "save.both"
)

var storageTexts = Table{
	{SaveFailed, "Your %[1]s could not be saved: %[2]s. Tap here to download your progress file; the app tries again at your next step.",
		"你的%[1]s没能保存：%[2]s。点这里下载进度文件；下一步时会再试着保存。"},
	{SaveFull, "the browser's storage is full", "浏览器的存储空间已满"},
	{SaveDenied, "the browser refused to store it", "浏览器拒绝保存"},
	{SaveDamaged, "Your saved %[1]s could not be read in full, so the app goes on from what it could read; the saved copy is kept as it was under %[2]s, and the progress file includes it.",
		"保存的%[1]s无法完整读取，应用将从能读取的部分继续；原来的记录原样另存为%[2]s，进度文件中也包含它。"},
	{SaveGameDamaged, "Your saved game could not be read, so it cannot be resumed; it is kept as %[1]s, and the progress file includes it.",
		"保存的对局无法读取，不能继续下；它已另存为%[1]s，进度文件中也包含它。"},
	{SaveGamesDamaged, "Your saved games could not be read, so none of them can be resumed; they are kept as %[1]s, and the progress file includes them.",
		"保存的对局记录无法读取，其中的对局都不能继续下；记录已原样另存为%[1]s，进度文件中也包含它。"},

	{WhatProgress, "lesson progress", "课程进度"},
	{WhatDrills, "drill record", "练习记录"},
	{WhatCoach, "drill coach record", "练习档案"},
	{WhatStorm, "Foul Storm record", "禁手风暴记录"},
	{WhatPlay, "game in progress", "未下完的对局"},
	{WhatTeach, "homework table", "作业表"},
	{WhatLang, "choice of language", "语言选择"},
	{WhatReview, "mistakes to review", "错题复习记录"},
	{WhatDaily, "daily goal", "每日目标"},
	{SaveAfresh, "Your saved %[1]s could not be read, so it starts afresh; the saved copy is kept as it was under %[2]s, and the progress file includes it.",
		"保存的%[1]s无法读取，已重新开始；原来的记录原样另存为%[2]s，进度文件中也包含它。"},
	{WhatOther, "settings", "设置"},
	{SaveBoth, "%[1]s %[2]s", "%[1]s%[2]s"},
}

func init() { Register(storageTexts) }
