package lessonplay

import (
	"os"
	"testing"

	"github.com/stretchr/testify/require"

	"renju/lessons"
)

// fixture is testdata/fixture.lesson: four pages (a walk, which-kind,
// find-all, click-five) whose positions do not move with the curriculum.
func fixture(t *testing.T) *lessons.Lesson {
	t.Helper()
	src, err := os.ReadFile("testdata/fixture.lesson")
	require.NoError(t, err)
	l, err := lessons.Parse("fixture.lesson", src)
	require.NoError(t, err)
	require.Empty(t, lessons.Check(l), "the fixture's claims and answers hold")
	return l
}

// lessons0 is the curriculum's first lesson.
func lessons0(t *testing.T) *lessons.Lesson {
	t.Helper()
	all := lessons.All()
	require.NotEmpty(t, all)
	return all[0]
}
