package hwplay

import (
	"renju/drills"
	"renju/game/drillplay"
)

// skipSource makes, and throws away, the drills a student answered before
// a reload, so that the generator goes on with the same drills as
// everyone else's. It runs on drillplay's worker goroutine, the only
// caller of Next.
type skipSource struct {
	src  drillplay.Source
	skip []string
}

func (s *skipSource) Next(typ string, level int) (drills.Drill, error) {
	for len(s.skip) > 0 {
		t := s.skip[0]
		s.skip = s.skip[1:]
		if _, err := s.src.Next(t, level); err != nil {
			return drills.Drill{}, err
		}
	}
	return s.src.Next(typ, level)
}
