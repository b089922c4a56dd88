package msg

// What the screen-reader mirror says: the board read out by rows, the
// keyboard's board cursor, the focused button.
const (
	SpeechBlack      ID = "speech.black"
	SpeechWhite      ID = "speech.white"
	SpeechRow        ID = "speech.row"
	SpeechRowSep     ID = "speech.rowSep"
	SpeechListSep    ID = "speech.listSep"
	SpeechNoStones   ID = "speech.noStones"
	SpeechEmptyBoard ID = "speech.emptyBoard"
	SpeechToMove     ID = "speech.toMove"
	SpeechNoBoard    ID = "speech.noBoard"
	SpeechAtEmpty    ID = "speech.atEmpty"
	SpeechAtBlack    ID = "speech.atBlack"
	SpeechAtWhite    ID = "speech.atWhite"
	SpeechAtFoul     ID = "speech.atFoul"
	SpeechCursorKeys ID = "speech.cursorKeys"
	SpeechButton     ID = "speech.button"
	SpeechScreen     ID = "speech.screen"
	SpeechCanvas     ID = "speech.canvas"
	SpeechCard       ID = "speech.card"
	SpeechCardStars  ID = "speech.cardStars"
	SpeechHome       ID = "speech.home"
	SpeechButtons    ID = "speech.buttons"
	SpeechTile       ID = "speech.tile"
	SpeechTileMore   ID = "speech.tileMore"
	// SpeechScreenTexts names the mirror's copy of the screen's texts.
	SpeechScreenTexts ID = "speech.screenTexts"
)

var speechTexts = Table{
	// %[1]s: the stones by rows, e.g. "G8, H8 on row 8; H9 on row 9".
	{SpeechBlack, "Black: %[1]s.", "黑棋：%[1]s。"},
	{SpeechWhite, "White: %[1]s.", "白棋：%[1]s。"},
	// %[1]s: the stones of one row, e.g. "G8, H8"; %[2]d: the row.
	{SpeechRow, "%[1]s on row %[2]d", "第%[2]d行 %[1]s"},
	{SpeechRowSep, "; ", "；"},
	{SpeechListSep, ", ", "、"},
	{SpeechNoStones, "none", "无"},
	{SpeechEmptyBoard, "The board is empty.", "棋盘上没有棋子。"},
	// %[1]s: "Black" or "White".
	{SpeechToMove, "%[1]s to move.", "轮到%[1]s走。"},
	{SpeechNoBoard, "This screen has no board.", "这个画面没有棋盘。"},
	// %[1]s: a point, e.g. "H8".
	{SpeechAtEmpty, "%[1]s, empty.", "%[1]s，空点。"},
	{SpeechAtBlack, "%[1]s, black stone.", "%[1]s，黑子。"},
	{SpeechAtWhite, "%[1]s, white stone.", "%[1]s，白子。"},
	// %[1]s: a point; %[2]s: the kind, e.g. "double-three".
	{SpeechAtFoul, "%[1]s, empty: forbidden for Black (%[2]s).", "%[1]s，空点：黑棋禁手（%[2]s）。"},
	{SpeechCursorKeys, "Arrows move the cursor, Enter plays there, W asks why, Esc hides it.", "方向键移动光标，回车在此落子，W 问为什么，Esc 隐藏光标。"},
	// %[1]s: the button's label.
	{SpeechButton, "%[1]s, button.", "%[1]s，按钮。"},
	// %[1]s: the screen's name.
	{SpeechScreen, "%[1]s.", "%[1]s。"},
	{SpeechCanvas, "Renju Tutor. Tab goes through the buttons, B reads the board, L switches to Chinese.", "连珠禁手教室。Tab 键逐个选按钮，B 键朗读棋盘，L 键切换到英文。"},
	{SpeechButtons, "The screen's buttons", "画面上的按钮"},
	{SpeechScreenTexts, "What the screen shows", "画面上的文字"},
	{SpeechHome, "Renju Tutor, home.", "连珠禁手教室，首页。"},
	// %[1]s: a home menu entry; %[2]s: what it holds.
	{SpeechTile, "%[1]s: %[2]s", "%[1]s：%[2]s"},
	// %[1]s: a home menu entry; %[2]s: what its tile shows beside its
	// name ("3 / 120 pages", "Coming soon").
	{SpeechTileMore, "%[1]s, %[2]s", "%[1]s，%[2]s"},
	// A lesson card, with what it shows: %[1]s its number and topic
	// ("Lesson 5 · Double-three"); %[2]s its title; %[3]s the pages done
	// ("3 / 7 pages", "Done"); %[4]s the stars ("1²⁄₃/4").
	{SpeechCard, "%[1]s: %[2]s, %[3]s", "%[1]s：%[2]s，%[3]s"},
	{SpeechCardStars, "%[1]s: %[2]s, %[3]s, stars %[4]s", "%[1]s：%[2]s，%[3]s，星 %[4]s"},
}

func init() { Register(speechTexts) }
