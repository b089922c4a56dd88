package gameviewer

// The screen's object in the page API's state() (pageapi.State's
// Details, under PageKey).

// PageKey is the key of the viewer in state().
const PageKey = "viewer"

// State is the game viewer in state().
type State struct {
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
	// Remark is the commentary of the move shown (null until the worker
	// has said it, or for no move), in the page's language.
	Remark *RemarkState `json:"remark"`
	// Scanned: the foul moments have been looked for; Moments are they;
	// Moment the one shown (-1: none).
	Scanned bool          `json:"scanned"`
	Moments []MomentState `json:"moments"`
	Moment  int           `json:"moment"`
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

// MomentState is one foul moment of the game shown.
type MomentState struct {
	Move  int    `json:"move"`
	Kind  string `json:"kind"`
	Point string `json:"point"`
	Foul  string `json:"foul"`
}

// RemarkState is what the move shown did: its number, colour, tags
// (package commentary's list) and the sentence.
type RemarkState struct {
	Move  int      `json:"move"`
	Color string   `json:"color"`
	Tags  []string `json:"tags"`
	Says  string   `json:"says"`
}
