package hwplay

import "renju/game/parts/drillplay"

// The screen's object in the page API's state() (pageapi.State's
// Details, under PageKey).

// PageKey is the key of the homework in state().
const PageKey = "homework"

// State is the student's homework screen in state().
type State struct {
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
	// Missed are the drills missed that the result screen opens again
	// (drillplay's, in order: none after a reload), Open the one open
	// (-1: none).
	Missed []drillplay.MissedState `json:"missed"`
	Open   int                     `json:"open"`
}
