package e2e

import (
	"encoding/json"
	"renju/game/features/mistakes"
	"renju/game/services/daily"
	"renju/game/services/spaced"

	"renju/game/features/gameviewer"
	"renju/game/features/hwplay"
	"renju/game/features/hwteach"
	"renju/game/features/match"
	"renju/game/features/start"
	"renju/game/features/storm"
	"renju/game/parts/drillplay"
	"renju/game/vocab/pageapi"
)

// appState is what window.renju.state() returns: the fields every screen
// shares (pageapi.State) and each screen's own object, in the type its
// model's package defines for it (nil while that screen is not shown).
// The tests read the app's own types, so a field renamed in the app
// fails to compile here rather than reading as zero.
type appState struct {
	pageapi.State
	Drill    *drillplay.State
	Play     *match.State
	Storm    *storm.State
	Homework *hwplay.State
	Teach    *hwteach.State
	Viewer   *gameviewer.State
	Review   *mistakes.State
	Daily    *daily.State
	Start    *start.State
}

// UnmarshalJSON reads the shared fields, then each screen's object from
// under its registry key.
func (s *appState) UnmarshalJSON(b []byte) error {
	if err := json.Unmarshal(b, &s.State); err != nil {
		return err
	}
	s.Drill = pageapi.DetailOf[drillplay.State](&s.State, drillplay.PageKey)
	s.Play = pageapi.DetailOf[match.State](&s.State, match.PageKey)
	s.Storm = pageapi.DetailOf[storm.State](&s.State, storm.PageKey)
	s.Homework = pageapi.DetailOf[hwplay.State](&s.State, hwplay.PageKey)
	s.Teach = pageapi.DetailOf[hwteach.State](&s.State, hwteach.PageKey)
	s.Viewer = pageapi.DetailOf[gameviewer.State](&s.State, gameviewer.PageKey)
	s.Review = pageapi.DetailOf[mistakes.State](&s.State, spaced.PageKey)
	s.Daily = pageapi.DetailOf[daily.State](&s.State, daily.PageKey)
	s.Start = pageapi.DetailOf[start.State](&s.State, start.PageKey)
	return nil
}
