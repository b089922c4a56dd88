package storage

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestLoadSaveTake(t *testing.T) {
	reads := 0
	s := New(func(key string) (string, bool) {
		reads++
		if key == "renju.lang" {
			return "zh", true
		}
		return "", false
	})
	v, ok := s.Load("renju.lang")
	assert.True(t, ok)
	assert.Equal(t, "zh", v)
	s.Load("renju.lang")
	_, ok = s.Load("renju.drills")
	assert.False(t, ok)
	s.Load("renju.drills")
	assert.Equal(t, 2, reads, "each key is read from the page once")

	s.Save("renju.lang", "zh")
	assert.Empty(t, s.Take(), "the value it already has: nothing to write")
	s.Save("renju.lang", "en")
	s.Save("renju.drills", "{}")
	assert.Equal(t, []Write{{"renju.lang", "en"}, {"renju.drills", "{}"}}, s.Take())
	assert.Empty(t, s.Take(), "once")
	v, _ = s.Load("renju.lang")
	assert.Equal(t, "en", v)
}

func TestSeed(t *testing.T) {
	s := New(nil)
	s.Seed(map[string]string{"renju.progress": "{}"})
	v, ok := s.Load("renju.progress")
	assert.True(t, ok)
	assert.Equal(t, "{}", v)
	assert.Empty(t, s.Take(), "seeded values are not written back")
	_, ok = s.Load("renju.lang")
	assert.False(t, ok)
}
