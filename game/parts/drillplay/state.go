package drillplay

// The screen's object in the page API's state() (pageapi.State's
// Details, under PageKey).

// PageKey is the key of the drill in state().
const PageKey = "drill"

// State is the "drill" object of state(): the Drills screen's drill (the
// homework's and the viewer's too, while they show one).
type State struct {
	Type   string `json:"type"`
	Level  int    `json:"level"`
	Score  int    `json:"score"`
	Streak int    `json:"streak"`
	// Phase is "menu", "preparing", "asking", "asking-kind", "feedback"
	// or "summary"; Round the drills answered in this round.
	Phase string `json:"phase"`
	Round int    `json:"round"`
	// Position and Point are the drill's board and asked point ("" when
	// none); Correct the last answer's grade (feedback only).
	Position string `json:"position"`
	Point    string `json:"point,omitempty"`
	Correct  *bool  `json:"correct,omitempty"`
	// PrepareMs is how long the last drill took to generate.
	PrepareMs int64 `json:"prepareMs"`
	// Missed are the drills of this round (or set) answered wrongly, in
	// order; Open the one shown again ("review" phase), -1 for none.
	Missed []MissedState `json:"missed"`
	Open   int           `json:"open"`
	// Version is the drill generator's version asked (0 for 1); Covered
	// the lessons its level 1 draws from ("all": All lessons; empty
	// before the lessons done are known); Startable whether Start starts
	// a round (not at level 1 of a type whose lessons are not done).
	Version   int      `json:"version"`
	Covered   []string `json:"covered"`
	Startable bool     `json:"startable"`
	// Prepared: on the menu, the first drill of the round it offers is
	// made, and Start shows it at once (prepare.go). Waited: the drill
	// shown was not ready when Start or Next asked for it (the screen
	// said it was preparing one).
	Prepared bool `json:"prepared"`
	Waited   bool `json:"waited"`
}

// MissedState is a missed drill in state(): its place in the round or set
// (from 1), its type, its position and its point ("" for find-all).
type MissedState struct {
	N        int    `json:"n"`
	Type     string `json:"type"`
	Position string `json:"position"`
	Point    string `json:"point,omitempty"`
}
