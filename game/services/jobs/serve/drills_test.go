package serve

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/drills"
	"renju/game/services/jobs"
	"renju/job"
)

// The worker makes drill i of a seed as the generator does after drills
// 0..i-1, whichever worker, and a batch is that many drills of the
// stream.
func TestMakeDrillsBySeedAndIndex(t *testing.T) {
	g := drills.NewGenerator(21)
	var want []drills.Drill
	for range 4 {
		d, err := g.Next(drills.FindAll, 2)
		require.NoError(t, err)
		want = append(want, d)
	}
	for i := range want {
		c := job.NewClient(job.NewLocal(New())) // a fresh worker each time
		rep, err := job.Start(c, jobs.MakeDrills, jobs.DrillAsk{Seed: 21, Index: i, Type: drills.FindAll, Level: 2}).Wait()
		require.NoError(t, err)
		require.Len(t, rep.Drills, 1, "Count 0 is one")
		assert.Equal(t, want[i], rep.Drills[0], "drill %d", i)
	}
	c := job.NewClient(job.NewLocal(New()))
	rep, err := job.Start(c, jobs.MakeDrills, jobs.DrillAsk{Seed: 21, Index: 1, Count: 3, Type: drills.FindAll, Level: 2}).Wait()
	require.NoError(t, err)
	assert.Equal(t, want[1:], rep.Drills)
	assert.Positive(t, rep.Took)
}

// A bad request is the job's error, said in words.
func TestMakeDrillsRefusesBadRequests(t *testing.T) {
	c := job.NewClient(job.NewLocal(New()))
	_, err := job.Start(c, jobs.MakeDrills, jobs.DrillAsk{Type: "no-such-type", Level: 1}).Wait()
	assert.ErrorContains(t, err, "no-such-type")
	_, err = job.Start(c, jobs.MakeDrills, jobs.DrillAsk{Type: drills.Trap, Level: 9}).Wait()
	assert.ErrorContains(t, err, "level 9")
	// A link of a generator this worker does not have: refused, never
	// made with another version's drills.
	_, err = job.Start(c, jobs.MakeDrills, jobs.DrillAsk{Type: drills.IsForbidden, Level: 1, Version: 9}).Wait()
	assert.ErrorContains(t, err, "generator version 9")
}

// With Curated, the lessons' positions are among those the drills use.
func TestMakeDrillsCurated(t *testing.T) {
	assert.NotEmpty(t, lessonBoards())
	c := job.NewClient(job.NewLocal(New()))
	rep, err := job.Start(c, jobs.MakeDrills, jobs.DrillAsk{Seed: 5, Count: 3, Type: drills.IsForbidden, Level: 1, Curated: true}).Wait()
	require.NoError(t, err)
	assert.Len(t, rep.Drills, 3)
}

// BenchmarkMakeDrills is a drill's arrival through the job protocol
// in-process (the request encoded, the handler's generator built and
// seeked, the reply decoded): against drills' BenchmarkNext, the cost of
// making each drill alone in a job.
//
//	go test -run '^$' -bench MakeDrills -benchtime 6x ./game/services/jobs/serve
func BenchmarkMakeDrills(b *testing.B) {
	for _, typ := range []string{drills.IsForbidden, drills.Trap} {
		for _, level := range []int{1, 3} {
			b.Run(fmt.Sprintf("%s/%d", typ, level), func(b *testing.B) {
				c := job.NewClient(job.NewLocal(New()))
				i := 0
				for b.Loop() {
					if _, err := job.Start(c, jobs.MakeDrills, jobs.DrillAsk{Seed: 1, Index: i, Type: typ, Level: level}).Wait(); err != nil {
						b.Fatal(err)
					}
					i++
				}
			})
		}
	}
}
