package msg

// The game viewer (game/features/gameviewer): real game records opened, listed,
// stepped through, with their foul moments.
const (
	MenuViewer     ID = "menu.viewer"
	MenuViewerDesc ID = "menu.viewer.desc"

	ViewTitle          ID = "view.title"
	ViewEmpty          ID = "view.empty"
	ViewFormats        ID = "view.formats"
	ViewLoading        ID = "view.loading"
	ViewReadCancelled  ID = "view.readCancelled"
	ViewPasted         ID = "view.pasted"
	ViewRead           ID = "view.read"
	ViewReadFailed     ID = "view.readFailed"
	ViewFileFailed     ID = "view.fileFailed"
	ViewTooLarge       ID = "view.tooLarge"
	ViewAskPaste       ID = "view.askPaste"
	ViewAskFilter      ID = "view.askFilter"
	ViewListStatus     ID = "view.listStatus"
	ViewListNone       ID = "view.listNone"
	ViewFilterLine     ID = "view.filterLine"
	ViewGameLine       ID = "view.gameLine"
	ViewMoves          ID = "view.moves"
	ViewUnknown        ID = "view.unknown"
	ViewBlackWon       ID = "view.blackWon"
	ViewWhiteWon       ID = "view.whiteWon"
	ViewDraw           ID = "view.draw"
	ViewVariation      ID = "view.variation"
	ViewOffMain        ID = "view.offMain"
	ViewComment        ID = "view.comment"
	ViewSetup          ID = "view.setup"
	ViewNotAlternating ID = "view.notAlternating"
	ViewHintKeys       ID = "view.hintKeys"
	ViewListKeys       ID = "view.listKeys"
	ViewBtnOpen        ID = "view.btn.open"
	ViewBtnPaste       ID = "view.btn.paste"
	ViewBtnFilter      ID = "view.btn.filter"
	ViewBtnResult      ID = "view.btn.result"
	ViewBtnUp          ID = "view.btn.up"
	ViewBtnDown        ID = "view.btn.down"
	ViewBtnShow        ID = "view.btn.show"
	ViewBtnList        ID = "view.btn.list"
	ViewBtnVar         ID = "view.btn.variation"
	ViewResAll         ID = "view.res.all"

	ViewBtnDrillsGame  ID = "view.btn.drillsGame"
	ViewBtnDrillsAll   ID = "view.btn.drillsAll"
	ViewBtnStop        ID = "view.btn.stop"
	ViewBtnCancel      ID = "view.btn.cancel"
	ViewBtnMadeUp      ID = "view.btn.madeUp"
	ViewBtnMadeDown    ID = "view.btn.madeDown"
	ViewBtnPlayMade    ID = "view.btn.playMade"
	ViewBtnMadeBack    ID = "view.btn.madeBack"
	ViewBtnBackGame    ID = "view.btn.backGame"
	ViewBtnBackList    ID = "view.btn.backList"
	ViewDrillsTitle    ID = "view.drillsTitle"
	ViewMaking         ID = "view.making"
	ViewNoDrills       ID = "view.noDrills"
	ViewNoDrillsGame   ID = "view.noDrillsGame"
	ViewMadeFromGame   ID = "view.madeFromGame"
	ViewMadeFromGames  ID = "view.madeFromGames"
	ViewMadeFailed     ID = "view.madeFailed"
	ViewMadeReady      ID = "view.madeReady"
	ViewMadeCount      ID = "view.madeCount"
	ViewMadeLine       ID = "view.madeLine"
	ViewMadeKeys       ID = "view.madeKeys"
	ViewDrillHint      ID = "view.drillHint"
	ViewSheetTitleGame ID = "view.sheetTitleGame"
	ViewSheetTitleFile ID = "view.sheetTitleFile"
)

var viewerTexts = Table{
	MenuViewer:     {"Game records", "棋谱"},
	MenuViewerDesc: {"Open real games and find where the forbidden moves mattered", "打开实战棋谱，找出禁手起作用的地方"},

	ViewTitle:   {"Game records", "棋谱"},
	ViewEmpty:   {"Open a game record, drop a file on the page, or paste a game.", "打开棋谱文件、把文件拖到页面上，或粘贴一盘棋。"},
	ViewFormats: {"Read here: SGF, move lists (h8 h9 i8…, one game a line), Piskvork .psq, RenjuNet .rif databases and RenLib .lib. Files are read on this device and never uploaded.", "可读取：SGF、着法列表（h8 h9 i8…，每行一盘）、Piskvork .psq、RenjuNet .rif 棋谱库和 RenLib .lib。文件只在本机读取，不会上传。"},
	// %[1]d: the percent read.
	ViewLoading: {"Reading the file… %[1]d%%", "正在读取文件……%[1]d%%"},
	// %[1]s: the file.
	ViewReadCancelled: {"Reading %[1]s was cancelled. Nothing was changed.", "已取消读取%[1]s，未做任何改动。"},
	ViewPasted:        {"pasted text", "粘贴的文本"},
	// %[1]d: games.
	ViewRead: {"Games read: %[1]d.", "已读取 %[1]d 盘棋。"},
	// %[1]s: the file; %[2]s: what is wrong and where.
	ViewReadFailed: {"%[1]s cannot be read: %[2]s. Nothing was changed.", "无法读取%[1]s：%[2]s。未做任何改动。"},
	// %[1]s: the file; %[2]s: why.
	ViewFileFailed: {"%[1]s could not be opened: %[2]s.", "无法打开%[1]s：%[2]s。"},
	// %[1]s: the file; %[2]d its size, %[3]d the most, in MB.
	ViewTooLarge:  {"%[1]s is %[2]d MB; at most %[3]d MB are read.", "%[1]s 有 %[2]d MB，最多只能读取 %[3]d MB。"},
	ViewAskPaste:  {"Paste a game: SGF, or moves such as h8 h9 i8:", "粘贴一盘棋：SGF，或 h8 h9 i8 这样的着法："},
	ViewAskFilter: {"Show the games whose players, event, date or opening contain:", "只显示棋手、赛事、日期或开局包含以下文字的对局："},
	// %[1]s: the file; %[2]d games shown of %[3]d.
	ViewListStatus: {"%[1]s · %[2]d of %[3]d games", "%[1]s · 显示 %[2]d 盘，共 %[3]d 盘"},
	ViewListNone:   {"No game matches the filter.", "没有符合筛选条件的对局。"},
	// %[1]s: the filter's text; %[2]s: the result shown.
	ViewFilterLine: {"Filter: “%[1]s” · result: %[2]s", "筛选：“%[1]s” · 结果：%[2]s"},
	// %[1]d: the number; %[2]s Black, %[3]s White; %[4]s the result; %[5]d moves.
	ViewGameLine: {"%[1]d. %[2]s – %[3]s · %[4]s · %[5]d moves", "%[1]d. %[2]s – %[3]s · %[4]s · %[5]d 手"},
	// %[1]d: moves.
	ViewMoves:    {"%[1]d moves", "%[1]d 手"},
	ViewUnknown:  {"?", "?"},
	ViewBlackWon: {"Black won", "黑胜"},
	ViewWhiteWon: {"White won", "白胜"},
	ViewDraw:     {"draw", "和棋"},
	// %[1]d of %[2]d variations, after move %[3]d.
	ViewVariation: {"Variation %[1]d of %[2]d after move %[3]d.", "第 %[3]d 手后有 %[2]d 个变化，这是第 %[1]d 个。"},
	ViewOffMain:   {"Off the main line: the foul moments are on the main line.", "当前不在主线上；关键时刻都在主线上。"},
	// %[1]s: the comment.
	ViewComment:        {"Comment: %[1]s", "注释：%[1]s"},
	ViewSetup:          {"This record starts from set-up stones, so its foul moments are not looked for.", "这份棋谱从摆好的局面开始，因此不查找关键时刻。"},
	ViewNotAlternating: {"This record has a pass, or two moves of one colour in a row, so its foul moments are not looked for.", "这份棋谱中有停一手或同一方连下两手，因此不查找关键时刻。"},
	ViewHintKeys:       {"Keys: ← → move, Home/End, PageDown/PageUp moments, W why, N variation, D drills, Esc list", "按键：← → 前后，Home/End 首尾，PageDown/PageUp 关键时刻，W 为什么，N 变化，D 出题，Esc 列表"},
	ViewListKeys:       {"Keys: ↑ ↓ choose, Enter open, F filter, D drills", "按键：↑ ↓ 选择，Enter 打开，F 筛选，D 出题"},
	ViewBtnOpen:        {"Open a file", "打开文件"},
	ViewBtnPaste:       {"Paste a game", "粘贴棋谱"},
	ViewBtnFilter:      {"Filter…", "筛选…"},
	// %[1]s: the result shown.
	ViewBtnResult: {"Result: %[1]s", "结果：%[1]s"},
	ViewBtnUp:     {"Up", "上一盘"},
	ViewBtnDown:   {"Down", "下一盘"},
	ViewBtnShow:   {"Open the game", "打开对局"},
	ViewBtnList:   {"Games", "对局列表"},
	ViewBtnVar:    {"Next variation", "下一变化"},
	ViewResAll:    {"all", "全部"},

	ViewBtnDrillsGame: {"Drills from this game", "用本局出题"},
	ViewBtnDrillsAll:  {"Drills from these games", "用这些对局出题"},
	ViewBtnStop:       {"Stop", "停止"},
	ViewBtnCancel:     {"Cancel", "取消"},
	ViewBtnMadeUp:     {"Previous", "上一题"},
	ViewBtnMadeDown:   {"Next", "下一题"},
	ViewBtnPlayMade:   {"Do the drills", "开始练习"},
	ViewBtnMadeBack:   {"Back to the drills", "返回题目列表"},
	ViewBtnBackGame:   {"Back to the game", "返回对局"},
	ViewBtnBackList:   {"Back to the games", "返回对局列表"},
	ViewDrillsTitle:   {"Drills from real games", "实战习题"},
	// %[1]d: the game being looked at; %[2]d of; %[3]d drills found.
	ViewMaking: {"Looking for drills: game %[1]d of %[2]d, %[3]d drills so far…", "正在出题：第%[1]d盘（共%[2]d盘），已得%[3]d题……"},
	// %[1]d: games looked at.
	ViewNoDrills:     {"No drills: the foul moments of the games looked at (%[1]d) give no position to ask about.", "没有出成题：查看的%[1]d盘棋中，关键时刻都出不成题。"},
	ViewNoDrillsGame: {"No drills from this game: its foul moments give no position to ask about.", "本局的关键时刻都出不成题。"},
	// %[1]s: the players; %[2]d: the game's place in the file.
	ViewMadeFromGame: {"From game %[2]d: %[1]s", "出自第%[2]d盘：%[1]s"},
	// %[1]d games looked through of %[2]d.
	ViewMadeFromGames: {"From %[1]d of %[2]d games", "出自%[2]d盘中的%[1]d盘"},
	// %[1]d: games.
	ViewMadeFailed: {"%[1]d could not be scanned (set-up stones or passes)", "%[1]d盘无法分析（有摆子或停一手）"},
	// %[1]d: drills.
	ViewMadeReady: {"%[1]d drills from real games: do them here, or print them.", "从实战中出了%[1]d道题：可以在这里练习，也可以打印出来。"},
	// %[1]s: a drill type; %[2]d: how many.
	ViewMadeCount: {"%[1]s ×%[2]d", "%[1]s×%[2]d"},
	// %[1]d: the number; %[2]s the type; %[3]d the game; %[4]d the move.
	ViewMadeLine:  {"%[1]d. %[2]s · game %[3]d, move %[4]d", "%[1]d. %[2]s · 第%[3]d盘第%[4]d手"},
	ViewMadeKeys:  {"Keys: ↑ ↓ look, Enter do them, P worksheet, Esc back", "按键：↑ ↓ 查看，Enter 开始练习，P 练习纸，Esc 返回"},
	ViewDrillHint: {"Esc: back to the list of drills.", "Esc：返回题目列表。"},
	// %[1]s: the players or the file.
	ViewSheetTitleGame: {"Drills from %[1]s", "实战习题：%[1]s"},
	ViewSheetTitleFile: {"Drills from %[1]s", "实战习题：%[1]s"},
}

func init() { Register(viewerTexts) }
