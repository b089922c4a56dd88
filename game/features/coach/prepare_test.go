package coach

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"renju/game/parts/drillplay"
	"renju/game/services/jobs/serve"
	"renju/job"
)

// A round whose first drill the menu prepared is the round started at
// once, drill for drill, with the coach choosing: the prepared drills are
// chosen when Start takes them, not when made, and a drill prepared for a
// type given up gives its place in the stream back (drillplay's
// prepare.go). Two rounds of one seed — find-all chosen once the menu's
// first choice (is-forbidden) was prepared, then is-forbidden after the
// summary — are played with and without the menu's preparing, each
// answer shown (a miss for the coach's ratings).
func TestPreparedRoundIsTheSame(t *testing.T) {
	done := []string{"board-and-five", "fours", "three", "broken-three", "double-three", "double-four"}
	play := func(prepare bool) []string {
		c := New()
		src := NewSource(nil, c, 21)
		src.Budget = 0 // the worker makes every drill asked: no clock in the choice
		m := drillplay.New(job.NewClient(job.NewLocal(serve.New())), drillplay.Options{Seed: 21, Curated: true, Chooser: src})
		t.Cleanup(m.Leave)
		d := drillplay.NewDrills(m, c, StorageKey)
		d.Cover(done)
		menu := func(ids ...string) {
			for _, id := range ids {
				d.Press(id)
				if prepare {
					untilPrepared(t, m)
				}
			}
		}
		var got []string
		round := func() {
			d.Press(drillplay.StartRound.ID())
			for m.Phase() != drillplay.Summary {
				deadline := time.Now().Add(60 * time.Second)
				for m.Phase() == drillplay.Preparing {
					require.True(t, time.Now().Before(deadline), "no drill")
					time.Sleep(time.Millisecond)
					d.Poll()
				}
				require.Equal(t, drillplay.Asking, m.Phase(), "%v", m.Notice())
				got = append(got, m.Drill().Type+" "+m.Drill().Position)
				d.Press(drillplay.ShowAnswer.ID())
				d.Press(drillplay.NextDrill.ID())
			}
		}
		if prepare {
			untilPrepared(t, m)
		}
		menu(drillplay.ChooseFindAll.ID())
		round()
		d.Press(drillplay.BackToMenu.ID())
		menu(drillplay.ChooseIsForbidden.ID())
		round()
		return got
	}
	at := play(false)
	require.Len(t, at, 2*drillplay.RoundLen)
	require.Equal(t, at, play(true))
}

// untilPrepared polls the menu until the round's first drill is made.
func untilPrepared(t *testing.T, m *drillplay.Model) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for !m.Prepared() {
		require.True(t, time.Now().Before(deadline), "no drill prepared: %v", m)
		m.Poll()
		time.Sleep(time.Millisecond)
	}
}
