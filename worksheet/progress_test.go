package worksheet

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/drills"
)

// TestProgress: Build and PDF tell Progress each item made and each
// item's diagrams drawn, in order, up to all of them; a Progress that
// says stop ends the step with ErrCanceled.
func TestProgress(t *testing.T) {
	type call struct{ done, total int }
	var calls []call
	o := Options{Type: drills.IsForbidden, Level: 1, Count: 4, Seed: 3,
		Progress: func(done, total int) bool { calls = append(calls, call{done, total}); return true }}
	s, err := Build(o)
	require.NoError(t, err)
	assert.Equal(t, []call{{0, 4}, {1, 4}, {2, 4}, {3, 4}}, calls)
	calls = nil
	_, err = s.PDF()
	require.NoError(t, err)
	assert.Equal(t, []call{{1, 4}, {2, 4}, {3, 4}, {4, 4}}, calls)

	made := 0
	o.Progress = func(done, total int) bool { made = done; return done < 2 }
	_, err = Build(o)
	assert.ErrorIs(t, err, ErrCanceled)
	assert.Equal(t, 2, made, "Build stopped at the first no")

	s.Progress = func(done, total int) bool { made = done; return done < 1 }
	pdf, err := s.PDF()
	assert.ErrorIs(t, err, ErrCanceled)
	assert.Nil(t, pdf)
	assert.Equal(t, 1, made, "PDF stopped at the first no")

	ds := make([]drills.Drill, len(s.Items))
	for i, it := range s.Items {
		ds[i] = it.Drill
	}
	_, err = BuildFrom(ds, Options{Progress: func(done, total int) bool { return done == 0 }})
	assert.ErrorIs(t, err, ErrCanceled)
}
