package serve

import (
	"fmt"

	"renju/game/services/jobs"
	"renju/job"
	"renju/lessons"
	"renju/practice"
)

// practiceSet makes a lesson's practice set (practice.Items).
func practiceSet(c *job.Ctx, r jobs.PracticeAsk) (jobs.PracticeSet, error) {
	var l *lessons.Lesson
	for _, x := range lessons.All() {
		if x.ID == r.Lesson {
			l = x
		}
	}
	if l == nil {
		return jobs.PracticeSet{}, fmt.Errorf("no lesson %q", r.Lesson)
	}
	var out jobs.PracticeSet
	for _, pg := range practice.Items(l, r.Seed, r.N, func() {
		c.Yield()
		c.Stop()
	}) {
		out.Items = append(out.Items, jobs.PracticeItemOf(&pg))
	}
	return out, nil
}
