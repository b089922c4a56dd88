package storm

// The screen's object in the page API's state() (pageapi.State's
// Details, under PageKey).

// PageKey is the key of the run in state().
const PageKey = "storm"

// State is the Foul Storm screen in state(): the run and the question on
// the board.
type State struct {
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
	// Open is the missed question the result screen's board shows (its
	// answer marked; its walk button outlined), -1 for none.
	Open int `json:"open"`
	// AllLessons: the questions ask every lesson's ideas (the menu's All
	// lessons); TopLevel is the highest level a run reaches (0: the
	// mode's lessons are not done, no run can start).
	AllLessons bool `json:"allLessons"`
	TopLevel   int  `json:"topLevel"`
}
