package game

import (
	"fmt"
	"sort"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/game/frame/screens"
)

// TestPracticeInBackground opens a lesson's last page and lets frames run
// while its practice set is made in the background: it reports how long
// the set takes and what the frames cost meanwhile (no timing is
// asserted: the numbers go to the closing notes). The deepest lesson,
// recursion, is the slowest to make.
func TestPracticeInBackground(t *testing.T) {
	h := newHarness(t)
	l := h.g.learn.All()[h.g.learn.Index("recursion")]
	require.NoError(t, h.g.OpenHash(fmt.Sprintf("#lesson=recursion/%d", len(l.Pages))))
	h.update()
	f := screens.LessonFlow(h.g.cur)
	require.NotNil(t, f)
	require.NotNil(t, f.Pending(), "the last page starts the practice set")
	start := time.Now()
	var frames []time.Duration
	for {
		if _, ok := f.Pending().Ready(); ok {
			break
		}
		require.Less(t, time.Since(start), time.Minute, "the practice set is made")
		t0 := time.Now()
		h.update()
		frames = append(frames, time.Since(t0))
		time.Sleep(16 * time.Millisecond) // the browser's frame gap: the work runs here
	}
	took := time.Since(start)
	items, _ := f.Pending().Ready()
	assert.GreaterOrEqual(t, len(items), 3)
	sort.Slice(frames, func(i, j int) bool { return frames[i] < frames[j] })
	if n := len(frames); n > 0 {
		t.Logf("practice set for recursion: %d items in %v over %d frames; Update per frame: median %v, p95 %v, max %v",
			len(items), took.Round(time.Millisecond), n, frames[n/2], frames[n*95/100], frames[n-1])
	}
}
