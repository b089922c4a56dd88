package gameviewer

import "renju/msg"

// The room's messages: the IDs only this room asks for, with their text
// in English and 简体中文, registered in the catalogue when the package
// loads (msg.Register). What the frame, the saves, the command line or
// another room also names stays in msg. The font subsets cover these
// strings because fonts/gencharset links every room
// (game/frame/catalogue).
const (
	Title          msg.ID = "view.title"
	ViewEmpty      msg.ID = "view.empty"
	Formats        msg.ID = "view.formats"
	ViewLoading    msg.ID = "view.loading"
	ReadCancelled  msg.ID = "view.readCancelled"
	Pasted         msg.ID = "view.pasted"
	Read           msg.ID = "view.read"
	ReadFailed     msg.ID = "view.readFailed"
	FileFailed     msg.ID = "view.fileFailed"
	TooLarge       msg.ID = "view.tooLarge"
	ListStatus     msg.ID = "view.listStatus"
	ListNone       msg.ID = "view.listNone"
	FilterLine     msg.ID = "view.filterLine"
	GameLine       msg.ID = "view.gameLine"
	Unknown        msg.ID = "view.unknown"
	BlackWon       msg.ID = "view.blackWon"
	WhiteWon       msg.ID = "view.whiteWon"
	Draw           msg.ID = "view.draw"
	ViewVariation  msg.ID = "view.variation"
	OffMain        msg.ID = "view.offMain"
	Comment        msg.ID = "view.comment"
	Setup          msg.ID = "view.setup"
	NotAlternating msg.ID = "view.notAlternating"
	HintKeys       msg.ID = "view.hintKeys"
	ListKeys       msg.ID = "view.listKeys"
	BtnOpen        msg.ID = "view.btn.open"
	BtnPaste       msg.ID = "view.btn.paste"
	BtnFilter      msg.ID = "view.btn.filter"
	BtnResult      msg.ID = "view.btn.result"
	BtnUp          msg.ID = "view.btn.up"
	BtnDown        msg.ID = "view.btn.down"
	BtnShow        msg.ID = "view.btn.show"
	BtnList        msg.ID = "view.btn.list"
	BtnVar         msg.ID = "view.btn.variation"
	ResAll         msg.ID = "view.res.all"

	BtnDrillsGame  msg.ID = "view.btn.drillsGame"
	BtnDrillsAll   msg.ID = "view.btn.drillsAll"
	BtnStop        msg.ID = "view.btn.stop"
	BtnCancel      msg.ID = "view.btn.cancel"
	BtnMadeUp      msg.ID = "view.btn.madeUp"
	BtnMadeDown    msg.ID = "view.btn.madeDown"
	BtnPlayMade    msg.ID = "view.btn.playMade"
	BtnMadeBack    msg.ID = "view.btn.madeBack"
	BtnBackGame    msg.ID = "view.btn.backGame"
	BtnBackList    msg.ID = "view.btn.backList"
	DrillsTitle    msg.ID = "view.drillsTitle"
	ViewMaking     msg.ID = "view.making"
	NoDrills       msg.ID = "view.noDrills"
	NoDrillsGame   msg.ID = "view.noDrillsGame"
	MadeFromGame   msg.ID = "view.madeFromGame"
	MadeFromGames  msg.ID = "view.madeFromGames"
	MadeFailed     msg.ID = "view.madeFailed"
	MadeReady      msg.ID = "view.madeReady"
	MadeCount      msg.ID = "view.madeCount"
	MadeLine       msg.ID = "view.madeLine"
	MadeKeys       msg.ID = "view.madeKeys"
	DrillHint      msg.ID = "view.drillHint"
	SheetTitleGame msg.ID = "view.sheetTitleGame"
	SheetTitleFile msg.ID = "view.sheetTitleFile"
)

var texts = msg.Table{
	{ID: Title, EN: "Game records", ZH: "棋谱"},
	{ID: ViewEmpty, EN: "Open a game record, drop a file on the page, or paste a game.", ZH: "打开棋谱文件、把文件拖到页面上，或粘贴一盘棋。"},
	{ID: Formats, EN: "Read here: SGF, move lists (h8 h9 i8…, one game a line), Piskvork .psq, RenjuNet .rif databases, RenLib .lib and .pos games. Files are read on this device and never uploaded.", ZH: "可读取：SGF、着法列表（h8 h9 i8…，每行一盘）、Piskvork .psq、RenjuNet .rif 棋谱库、RenLib .lib 和 .pos 棋谱。文件只在本机读取，不会上传。"},
	// %[1]d: the percent read.
	{ID: ViewLoading, EN: "Reading the file… %[1]d%%", ZH: "正在读取文件……%[1]d%%"},
	// %[1]s: the file.
	{ID: ReadCancelled, EN: "Reading %[1]s was cancelled. Nothing was changed.", ZH: "已取消读取%[1]s，未做任何改动。"},
	{ID: Pasted, EN: "pasted text", ZH: "粘贴的文本"},
	// %[1]d: games.
	{ID: Read, EN: "Games read: %[1]d.", ZH: "已读取 %[1]d 盘棋。"},
	// %[1]s: the file; %[2]s: what is wrong and where.
	{ID: ReadFailed, EN: "%[1]s cannot be read: %[2]s. Nothing was changed.", ZH: "无法读取%[1]s：%[2]s。未做任何改动。"},
	// %[1]s: the file; %[2]s: why.
	{ID: FileFailed, EN: "%[1]s could not be opened: %[2]s.", ZH: "无法打开%[1]s：%[2]s。"},
	// %[1]s: the file; %[2]d its size, %[3]d the most, in MB.
	{ID: TooLarge, EN: "%[1]s is %[2]d MB; at most %[3]d MB are read.", ZH: "%[1]s 有 %[2]d MB，最多只能读取 %[3]d MB。"},
	// %[1]s: the file; %[2]d games shown of %[3]d.
	{ID: ListStatus, EN: "%[1]s · %[2]d of %[3]d games", ZH: "%[1]s · 显示 %[2]d 盘，共 %[3]d 盘"},
	{ID: ListNone, EN: "No game matches the filter.", ZH: "没有符合筛选条件的对局。"},
	// %[1]s: the filter's text; %[2]s: the result shown.
	{ID: FilterLine, EN: "Filter: “%[1]s” · result: %[2]s", ZH: "筛选：“%[1]s” · 结果：%[2]s"},
	// %[1]d: the number; %[2]s Black, %[3]s White; %[4]s the result; %[5]d moves.
	{ID: GameLine, EN: "%[1]d. %[2]s – %[3]s · %[4]s · %[5]d moves", ZH: "%[1]d. %[2]s – %[3]s · %[4]s · %[5]d 手"},
	{ID: Unknown, EN: "?", ZH: "?"},
	{ID: BlackWon, EN: "Black won", ZH: "黑胜"},
	{ID: WhiteWon, EN: "White won", ZH: "白胜"},
	{ID: Draw, EN: "draw", ZH: "和棋"},
	// %[1]d of %[2]d variations, after move %[3]d.
	{ID: ViewVariation, EN: "Variation %[1]d of %[2]d after move %[3]d.", ZH: "第 %[3]d 手后有 %[2]d 个变化，这是第 %[1]d 个。"},
	{ID: OffMain, EN: "Off the main line: the foul moments are on the main line.", ZH: "当前不在主线上；关键时刻都在主线上。"},
	// %[1]s: the comment.
	{ID: Comment, EN: "Comment: %[1]s", ZH: "注释：%[1]s"},
	{ID: Setup, EN: "This record starts from set-up stones, so its foul moments are not looked for.", ZH: "这份棋谱从摆好的局面开始，因此不查找关键时刻。"},
	{ID: NotAlternating, EN: "This record has a pass, or two moves of one colour in a row, so its foul moments are not looked for.", ZH: "这份棋谱中有停一手或同一方连下两手，因此不查找关键时刻。"},
	{ID: HintKeys, EN: "Keys: ← → move, Home/End, PageDown/PageUp moments, W why, N variation, D drills, Esc list", ZH: "按键：← → 前后，Home/End 首尾，PageDown/PageUp 关键时刻，W 为什么，N 变化，D 出题，Esc 列表"},
	{ID: ListKeys, EN: "Keys: ↑ ↓ choose, Enter open, F filter, D drills", ZH: "按键：↑ ↓ 选择，Enter 打开，F 筛选，D 出题"},
	{ID: BtnOpen, EN: "Open a file", ZH: "打开文件"},
	{ID: BtnPaste, EN: "Paste a game", ZH: "粘贴棋谱"},
	{ID: BtnFilter, EN: "Filter…", ZH: "筛选…"},
	// %[1]s: the result shown.
	{ID: BtnResult, EN: "Result: %[1]s", ZH: "结果：%[1]s"},
	{ID: BtnUp, EN: "Up", ZH: "上一盘"},
	{ID: BtnDown, EN: "Down", ZH: "下一盘"},
	{ID: BtnShow, EN: "Open the game", ZH: "打开对局"},
	{ID: BtnList, EN: "Games", ZH: "对局列表"},
	{ID: BtnVar, EN: "Next variation", ZH: "下一变化"},
	{ID: ResAll, EN: "all", ZH: "全部"},

	{ID: BtnDrillsGame, EN: "Drills from this game", ZH: "用本局出题"},
	{ID: BtnDrillsAll, EN: "Drills from these games", ZH: "用这些对局出题"},
	{ID: BtnStop, EN: "Stop", ZH: "停止"},
	{ID: BtnCancel, EN: "Cancel", ZH: "取消"},
	{ID: BtnMadeUp, EN: "Previous", ZH: "上一题"},
	{ID: BtnMadeDown, EN: "Next", ZH: "下一题"},
	{ID: BtnPlayMade, EN: "Do the drills", ZH: "开始练习"},
	{ID: BtnMadeBack, EN: "Back to the drills", ZH: "返回题目列表"},
	{ID: BtnBackGame, EN: "Back to the game", ZH: "返回对局"},
	{ID: BtnBackList, EN: "Back to the games", ZH: "返回对局列表"},
	{ID: DrillsTitle, EN: "Drills from real games", ZH: "实战习题"},
	// %[1]d: the game being looked at; %[2]d of; %[3]d drills found.
	{ID: ViewMaking, EN: "Looking for drills: game %[1]d of %[2]d, %[3]d drills so far…", ZH: "正在出题：第%[1]d盘（共%[2]d盘），已得%[3]d题……"},
	// %[1]d: games looked at.
	{ID: NoDrills, EN: "No drills: the foul moments of the games looked at (%[1]d) give no position to ask about.", ZH: "没有出成题：查看的%[1]d盘棋中，关键时刻都出不成题。"},
	{ID: NoDrillsGame, EN: "No drills from this game: its foul moments give no position to ask about.", ZH: "本局的关键时刻都出不成题。"},
	// %[1]s: the players; %[2]d: the game's place in the file.
	{ID: MadeFromGame, EN: "From game %[2]d: %[1]s", ZH: "出自第%[2]d盘：%[1]s"},
	// %[1]d games looked through of %[2]d.
	{ID: MadeFromGames, EN: "From %[1]d of %[2]d games", ZH: "出自%[2]d盘中的%[1]d盘"},
	// %[1]d: games.
	{ID: MadeFailed, EN: "%[1]d could not be scanned (set-up stones or passes)", ZH: "%[1]d盘无法分析（有摆子或停一手）"},
	// %[1]d: drills.
	{ID: MadeReady, EN: "%[1]d drills from real games: do them here, or print them.", ZH: "从实战中出了%[1]d道题：可以在这里练习，也可以打印出来。"},
	// %[1]s: a drill type; %[2]d: how many.
	{ID: MadeCount, EN: "%[1]s ×%[2]d", ZH: "%[1]s×%[2]d"},
	// %[1]d: the number; %[2]s the type; %[3]d the game; %[4]d the move.
	{ID: MadeLine, EN: "%[1]d. %[2]s · game %[3]d, move %[4]d", ZH: "%[1]d. %[2]s · 第%[3]d盘第%[4]d手"},
	{ID: MadeKeys, EN: "Keys: ↑ ↓ look, Enter do them, P worksheet, Esc back", ZH: "按键：↑ ↓ 查看，Enter 开始练习，P 练习纸，Esc 返回"},
	{ID: DrillHint, EN: "Esc: back to the list of drills.", ZH: "Esc：返回题目列表。"},
	// %[1]s: the players or the file.
	{ID: SheetTitleGame, EN: "Drills from %[1]s", ZH: "实战习题：%[1]s"},
	{ID: SheetTitleFile, EN: "Drills from %[1]s", ZH: "实战习题：%[1]s"},
}

func init() { msg.Register(texts) }
