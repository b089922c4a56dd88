package hwteach

// The screen's object in the page API's state() (pageapi.State's
// Details, under PageKey).

// PageKey is the key of the teacher's screen in state().
const PageKey = "teach"

// State is the teacher's homework screen in state().
type State struct {
	// Phase is "build" or "table"; Link the homework's link value ("" while
	// it is not ready) and ID its ID; TableID the class table's homework.
	Phase   string `json:"phase"`
	Link    string `json:"link"`
	ID      string `json:"id"`
	TableID string `json:"tableId"`
	// Rows are the table's rows, as sorted; Refused why the last pasted
	// codes were refused.
	Rows    []StateRow `json:"rows"`
	Refused []string   `json:"refused"`
}

// StateRow is one student in the class table.
type StateRow struct {
	Name    string `json:"name"`
	Score   int    `json:"score"`
	Total   int    `json:"total"`
	Seconds int    `json:"seconds"`
	// Pages is the lesson pages the student read; -1 for a code from
	// before results carried them.
	Pages int `json:"pages"`
}
