package jsonkit_test

import (
	"reflect"

	"renju/drills"
	"renju/game/features/coach"
	"renju/game/features/gameviewer"
	"renju/game/features/hwplay"
	"renju/game/features/hwteach"
	"renju/game/features/lessonplay"
	"renju/game/features/match"
	"renju/game/features/mistakes"
	"renju/game/features/start"
	"renju/game/features/storm"
	"renju/game/parts/drillplay"
	"renju/game/services/daily"
	"renju/game/services/feel"
	"renju/game/services/jobs"
	"renju/game/services/spaced"
	"renju/game/vocab/pageapi"
	"renju/jsonkit/jsonkittest"
)

// appTypes are the types the tutor writes and reads as JSON, exported
// (each package's own unexported ones are held by its tests): saves,
// state(), the job protocol's bodies in JSON
// (job.Message itself crosses postMessage as an object, and a few
// bodies as their own bytes). The fuzz targets take their
// values, and Details of pageapi.State one of details.
var appTypes = []reflect.Type{
	reflect.TypeFor[pageapi.State](),
	reflect.TypeFor[drills.Stats](),
	reflect.TypeFor[spaced.Queue](),
	reflect.TypeFor[daily.Log](),
	reflect.TypeFor[feel.Settings](),
	reflect.TypeFor[match.Shelf](),
	reflect.TypeFor[storm.Record](),
	reflect.TypeFor[coach.Record](),
	reflect.TypeFor[jobs.PartnerAsk](), reflect.TypeFor[jobs.PartnerAction](),
	reflect.TypeFor[jobs.SheetOrder](),
	reflect.TypeFor[jobs.DrillGames](), reflect.TypeFor[jobs.DrillsMade](),
	reflect.TypeFor[jobs.HintsAsk](), reflect.TypeFor[jobs.HintsFound](),
	reflect.TypeFor[jobs.DrillAsk](), reflect.TypeFor[jobs.DrillBatch](),
	reflect.TypeFor[jobs.ScanAsk](), reflect.TypeFor[jobs.ScanFound](),
	reflect.TypeFor[jobs.CommentAsk](), reflect.TypeFor[jobs.Commented](),
	reflect.TypeFor[jobs.PracticeAsk](), reflect.TypeFor[jobs.PracticeSet](),
	reflect.TypeFor[[]string](),
}

// details are the screens' objects in state() (pageapi.State.Details),
// set as pointers as the screens set them.
var details = []reflect.Type{
	reflect.TypeFor[*daily.State](), reflect.TypeFor[mistakes.State](),
	reflect.TypeFor[*start.State](), reflect.TypeFor[*storm.State](),
	reflect.TypeFor[*lessonplay.State](), reflect.TypeFor[*hwplay.State](),
	reflect.TypeFor[*match.State](), reflect.TypeFor[*hwteach.State](),
	reflect.TypeFor[*gameviewer.State](), reflect.TypeFor[*drillplay.State](),
}

// newSource is a fuzzer's source whose interfaces hold the screens'
// objects.
func newSource(b []byte) *jsonkittest.Source {
	s := jsonkittest.NewSource(b)
	s.Any = func(s *jsonkittest.Source) any {
		n := s.Intn(len(details) + 1)
		if n == len(details) {
			return nil
		}
		v := reflect.New(details[n]).Elem()
		s.Fill(v, 3)
		return v.Interface()
	}
	return s
}
