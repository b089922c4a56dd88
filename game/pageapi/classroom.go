package pageapi

// Drill is the "drill" object of state() on the Drills screen.
type Drill struct {
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
}

// Mark is one of the Classroom's marks: a point and "A"…"Z", "triangle",
// "square" or "circle".
type Mark struct {
	Point string `json:"point"`
	Mark  string `json:"mark"`
}
