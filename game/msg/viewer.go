package msg

// The game viewer (game/viewer): real game records opened, listed,
// stepped through, with their foul moments.
const (
	MenuViewer     ID = "menu.viewer"
	MenuViewerDesc ID = "menu.viewer.desc"

	ViewTitle      ID = "view.title"
	ViewEmpty      ID = "view.empty"
	ViewFormats    ID = "view.formats"
	ViewLoading    ID = "view.loading"
	ViewPasted     ID = "view.pasted"
	ViewRead       ID = "view.read"
	ViewReadFailed ID = "view.readFailed"
	ViewFileFailed ID = "view.fileFailed"
	ViewTooLarge   ID = "view.tooLarge"
	ViewAskPaste   ID = "view.askPaste"
	ViewAskFilter  ID = "view.askFilter"
	ViewListStatus ID = "view.listStatus"
	ViewListNone   ID = "view.listNone"
	ViewFilterLine ID = "view.filterLine"
	ViewGameLine   ID = "view.gameLine"
	ViewMoves      ID = "view.moves"
	ViewUnknown    ID = "view.unknown"
	ViewBlackWon   ID = "view.blackWon"
	ViewWhiteWon   ID = "view.whiteWon"
	ViewDraw       ID = "view.draw"
	ViewVariation  ID = "view.variation"
	ViewOffMain    ID = "view.offMain"
	ViewComment    ID = "view.comment"
	ViewSetup      ID = "view.setup"
	ViewHintKeys   ID = "view.hintKeys"
	ViewListKeys   ID = "view.listKeys"
	ViewBtnOpen    ID = "view.btn.open"
	ViewBtnPaste   ID = "view.btn.paste"
	ViewBtnFilter  ID = "view.btn.filter"
	ViewBtnResult  ID = "view.btn.result"
	ViewBtnUp      ID = "view.btn.up"
	ViewBtnDown    ID = "view.btn.down"
	ViewBtnShow    ID = "view.btn.show"
	ViewBtnList    ID = "view.btn.list"
	ViewBtnVar     ID = "view.btn.variation"
	ViewResAll     ID = "view.res.all"
)

var viewerTexts = Table{
	MenuViewer:     {"Game records", "棋谱"},
	MenuViewerDesc: {"Open real games and find where the forbidden moves mattered", "打开实战棋谱，找出禁手起作用的地方"},

	ViewTitle:   {"Game records", "棋谱"},
	ViewEmpty:   {"Open a game record, drop a file on the page, or paste a game.", "打开棋谱文件、把文件拖到页面上，或粘贴一盘棋。"},
	ViewFormats: {"Read here: SGF, move lists (h8 h9 i8…, one game a line), Piskvork .psq, RenjuNet .rif databases and RenLib .lib. Files are read on this device and never uploaded.", "可读取：SGF、着法列表（h8 h9 i8…，每行一盘）、Piskvork .psq、RenjuNet .rif 棋谱库和 RenLib .lib。文件只在本机读取，不会上传。"},
	ViewLoading: {"Reading the file…", "正在读取文件……"},
	ViewPasted:  {"pasted text", "粘贴的文本"},
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
	ViewComment:   {"Comment: %[1]s", "注释：%[1]s"},
	ViewSetup:     {"This record starts from set-up stones, so its foul moments are not looked for.", "这份棋谱从摆好的局面开始，因此不查找关键时刻。"},
	ViewHintKeys:  {"Keys: ← → move, Home/End, PageDown/PageUp moments, W why, N variation, Esc list", "按键：← → 前后，Home/End 首尾，PageDown/PageUp 关键时刻，W 为什么，N 变化，Esc 列表"},
	ViewListKeys:  {"Keys: ↑ ↓ choose, Enter open, F filter", "按键：↑ ↓ 选择，Enter 打开，F 筛选"},
	ViewBtnOpen:   {"Open a file", "打开文件"},
	ViewBtnPaste:  {"Paste a game", "粘贴棋谱"},
	ViewBtnFilter: {"Filter…", "筛选…"},
	// %[1]s: the result shown.
	ViewBtnResult: {"Result: %[1]s", "结果：%[1]s"},
	ViewBtnUp:     {"Up", "上一盘"},
	ViewBtnDown:   {"Down", "下一盘"},
	ViewBtnShow:   {"Open the game", "打开对局"},
	ViewBtnList:   {"Games", "对局列表"},
	ViewBtnVar:    {"Next variation", "下一变化"},
	ViewResAll:    {"all", "全部"},
}

func init() { Register(viewerTexts) }
