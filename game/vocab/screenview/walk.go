package screenview

// WalkText is a walk's panel in one language: the explanation of one
// judgement, step by step (game/parts/walkplay makes it; game/kit draws it).
type WalkText struct {
	// Title is "Why? — Black at H8" (with the label when there is one).
	Title string
	// Crumbs are the breadcrumb's buttons, root first (an arrow goes
	// between them); Level is "Level 3".
	Crumbs []Button
	Level  string
	// Outline is the proof's judged points, one button each (the current
	// one On, a forbidden one Wrong with "×"), after its label
	// OutlineLabel (OutlineKeyed names its key: drawn once a key was
	// used, never on a touch screen); Detail switches the full detail on
	// and off.
	OutlineLabel, OutlineKeyed string
	Outline                    []Button
	Detail                     Button
	// Counter is "Step 3 of 12"; Widest the longest it can be, so the
	// progress bar after it stays put; Progress how far the walk is, with
	// autoplay's progress through the step, in steps of 1/64.
	Counter, Widest string
	Progress        float64
	// Depth is the step's depth (the body is indented by it).
	Depth int
	// Verdict is a verdict step's verdict (Good, Bad or Star), drawn as a
	// badge; its S is "" on other steps.
	Verdict Text
	// Say is the narration; Notes the question, the answer, what has been
	// counted, and a word on the imagined stones or the end.
	Say   string
	Notes []Text
	// Keys says which keys work; Close, and the controls: Restart, Back,
	// Play (twice as wide), Next, the speed.
	Keys     string
	Close    Button
	Controls []Button
}
