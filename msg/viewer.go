package msg

// The game viewer (game/features/gameviewer): real game records opened, listed,
// stepped through, with their foul moments.
//
// The room's own messages are in game/features/gameviewer/messages.go; these
// are the ones something besides the room names too (the frame, another
// room, the app's tests or the command line).
const (
	MenuViewer     ID = "menu.viewer"
	MenuViewerDesc ID = "menu.viewer.desc"
	ViewAskPaste   ID = "view.askPaste"
	ViewAskFilter  ID = "view.askFilter"
	ViewMoves      ID = "view.moves"
)

var viewerTexts = Table{
	{MenuViewer, "Game records", "棋谱"},
	{MenuViewerDesc, "Open real games and find where the forbidden moves mattered", "打开实战棋谱，找出禁手起作用的地方"},
	{ViewAskPaste, "Paste a game: SGF, or moves such as h8 h9 i8:", "粘贴一盘棋：SGF，或 h8 h9 i8 这样的着法："},
	{ViewAskFilter, "Show the games whose players, event, date or opening contain:", "只显示棋手、赛事、日期或开局包含以下文字的对局："},
	// %[1]d: moves.
	{ViewMoves, "%[1]d moves", "%[1]d 手"},
}

func init() { Register(viewerTexts) }
