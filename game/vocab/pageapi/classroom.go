package pageapi

// Mark is one of the Classroom's marks: a point and "A"…"Z", "triangle",
// "square" or "circle".
type Mark struct {
	Point string `json:"point"`
	Mark  string `json:"mark"`
}
