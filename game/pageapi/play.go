package pageapi

// Play is the Play screen in state(): the game (or the menu's choices)
// and, in the review, the move shown and the foul moments.
type Play struct {
	// Phase is "menu", "playing", "over" or "review".
	Phase string `json:"phase"`
	// Rule ("free", "rif", "yamaguchi", "soosorv8", "taraguchi10"),
	// Referee ("learning", "tournament", "white-calls") and Opponent
	// ("people", or the partner's level "1"–"5").
	Rule     string `json:"rule"`
	Referee  string `json:"referee"`
	Opponent string `json:"opponent"`
	// Step is what the game asks for now: "place", "swap", "offer",
	// "choose", "declare", "choice" (Taraguchi after move 4) or "none"
	// (over, or the menu); Square the central square a stone must lie in
	// (0: anywhere); Need the offers (or the largest number to declare).
	Step   string `json:"step"`
	Square int    `json:"square,omitempty"`
	Need   int    `json:"need,omitempty"`
	// Human: the step is for the person at this device; Thinking: the
	// sparring partner is choosing.
	Human    bool `json:"human"`
	Thinking bool `json:"thinking"`
	// ThinkMs is how long the partner's last decision took in the
	// worker, in ms.
	ThinkMs float64 `json:"thinkMs"`
	// ChunkMs is the longest stretch the partner worked in the worker
	// between two yields in this game (how long a cancel may wait to be
	// heard), in ms.
	ChunkMs float64 `json:"chunkMs"`
	ToMove  string  `json:"toMove"`
	// Moves are the stones played ("h8", …), Offers Black's 5th-move
	// offers so far, Opening the named opening ("" for none).
	Moves   []string `json:"moves"`
	Offers  []string `json:"offers"`
	Opening string   `json:"opening"`
	Swapped bool     `json:"swapped"`
	// Result ("black", "white", "draw"; "" while playing), Reason ("five",
	// "foul", "resign", "draw") and, for a foul, its point and kind.
	Result string `json:"result"`
	Reason string `json:"reason"`
	Foul   *Foul  `json:"foul"`
	// Notice is the message shown (a refusal's reason, …), in English.
	Notice string `json:"notice"`
	// Review: the stones shown, the moment shown (-1: none) and the
	// foul moments.
	At      int      `json:"at"`
	Moment  int      `json:"moment"`
	Moments []Moment `json:"moments"`
	// Link is the game's link argument (#play=…).
	Link string `json:"link"`
	// Saved are the unfinished games kept for Resume (renju.play), most
	// recent first; Choosing: the menu lists them to choose from.
	Saved    []SavedGame `json:"saved"`
	Choosing bool        `json:"choosing,omitempty"`
}

// SavedGame is a game kept for Resume: its ID (the chooser's button is
// "play.resume.<id>"), its link and the stones on its board.
type SavedGame struct {
	ID     string `json:"id"`
	Link   string `json:"link"`
	Stones int    `json:"stones"`
}

// Moment is one foul moment of the review.
type Moment struct {
	Move  int    `json:"move"`
	Kind  string `json:"kind"`
	Point string `json:"point"`
	Foul  string `json:"foul,omitempty"`
	Text  string `json:"text"`
}

// Storm is the Foul Storm screen in state(): the run and the question on
// the board.
type Storm struct {
	// Phase is "menu", "preparing", "asking" or "over"; Mode "storm" or
	// "streak".
	Phase string `json:"phase"`
	Mode  string `json:"mode"`
	// Position and Point are the question ("" when none); AskKind: the
	// storm asks "legal, or which foul?" rather than yes or no.
	Position string `json:"position"`
	Point    string `json:"point"`
	AskKind  bool   `json:"askKind"`
	Score    int    `json:"score"`
	Combo    int    `json:"combo"`
	Answered int    `json:"answered"`
	Right    int    `json:"right"`
	// TimeLeftMs is the storm's clock; Missed the points of the questions
	// missed in this run, in order.
	TimeLeftMs int64    `json:"timeLeftMs"`
	Missed     []string `json:"missed"`
}

// Homework is the student's homework screen in state().
type Homework struct {
	// Phase is "none" (no homework open), "overview", "drills" or
	// "finished"; ID the homework's ID.
	Phase string `json:"phase"`
	ID    string `json:"id"`
	Name  string `json:"name"`
	// Pages and PagesRead count the lesson pages; Answered, Right and
	// Total the drills; ElapsedMs is the time spent on them.
	Pages     int   `json:"pages"`
	PagesRead int   `json:"pagesRead"`
	Answered  int   `json:"answered"`
	Right     int   `json:"right"`
	Total     int   `json:"total"`
	ElapsedMs int64 `json:"elapsedMs"`
	// Code is the result code ("" before the end).
	Code string `json:"code"`
}

// Teach is the teacher's homework screen in state().
type Teach struct {
	// Phase is "build" or "table"; Link the homework's link value ("" while
	// it is not ready) and ID its ID; TableID the class table's homework.
	Phase   string `json:"phase"`
	Link    string `json:"link"`
	ID      string `json:"id"`
	TableID string `json:"tableId"`
	// Rows are the table's rows, as sorted; Refused why the last pasted
	// codes were refused.
	Rows    []TeachRow `json:"rows"`
	Refused []string   `json:"refused"`
}

// TeachRow is one student in the class table.
type TeachRow struct {
	Name    string `json:"name"`
	Score   int    `json:"score"`
	Total   int    `json:"total"`
	Seconds int    `json:"seconds"`
}

// Viewer is the game viewer in state().
type Viewer struct {
	// Phase is "empty", "loading", "list", "game", "making", "drills" or
	// "drilling"; Games the games of
	// the file, Shown those the filter lets through.
	Phase string `json:"phase"`
	Games int    `json:"games"`
	Shown int    `json:"shown"`
	// Game is the game shown (from 1; 0 on the list), Move the moves on
	// the board and Moves the game's; Comment the record's comment there.
	Game    int    `json:"game"`
	Move    int    `json:"move"`
	Moves   int    `json:"moves"`
	Comment string `json:"comment"`
	// Scanned: the foul moments have been looked for; Moments are they;
	// Moment the one shown (-1: none).
	Scanned bool           `json:"scanned"`
	Moments []ViewerMoment `json:"moments"`
	Moment  int            `json:"moment"`
	// Made is how many drills were made from the games (phases "drills"
	// and "drilling"; "making" while they are looked for).
	Made int `json:"made"`
	// Notice is the viewer's last word, in English.
	Notice string `json:"notice"`
	// Progress is the line shown while a file is read ("Reading the
	// file… 38%", in English) or drills are looked for ("Looking for
	// drills: game 12 of 1000, 3 drills so far…"), else "".
	Progress string `json:"progress"`
}

// ViewerMoment is one foul moment of the game shown.
type ViewerMoment struct {
	Move  int    `json:"move"`
	Kind  string `json:"kind"`
	Point string `json:"point"`
	Foul  string `json:"foul"`
}
