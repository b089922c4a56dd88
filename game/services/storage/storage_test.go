package storage

import (
	"errors"
	"testing"
	"time"

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

// TestDamagedMovedAside: a value its owner cannot read is kept under a
// damaged key with the time before anything replaces it, once.
func TestDamagedMovedAside(t *testing.T) {
	page := map[string]string{"renju.progress": "{broken"}
	s := New(func(k string) (string, bool) { v, ok := page[k]; return v, ok })
	s.Readable = func(key, v string) bool { return v != "{broken" }
	s.Now = func() time.Time { return time.Date(2026, 12, 4, 5, 30, 0, 0, time.UTC) }
	v, ok := s.Load("renju.progress")
	assert.True(t, ok)
	assert.Equal(t, "{broken", v, "the owner still sees it, and says so")
	s.Load("renju.progress")
	aside := "renju.progress.damaged.2026-12-04T05:30:00Z"
	assert.Equal(t, []Damaged{{"renju.progress", aside}}, s.Damaged())
	assert.True(t, IsDamagedKey(aside))
	s.Save("renju.progress", "{}")
	assert.Equal(t, []Write{{aside, "{broken"}, {"renju.progress", "{}"}}, s.Take())
	assert.Contains(t, s.Keys(), aside)
}

// TestRefusedWriteRetried: a write the browser refused is said
// (LastError, Unsaved) and written again with the next save of any key.
func TestRefusedWriteRetried(t *testing.T) {
	page := map[string]string{}
	s := New(func(k string) (string, bool) { v, ok := page[k]; return v, ok })
	s.Save("renju.drills", "A")
	w := s.Take()
	full := errors.New("QuotaExceededError")
	s.Delivered(w[0], full)
	assert.Equal(t, []string{"renju.drills"}, s.Unsaved())
	assert.Equal(t, full, s.LastError())
	s.Save("renju.lang", "zh")
	w = s.Take()
	assert.Equal(t, []Write{{"renju.lang", "zh"}, {"renju.drills", "A"}}, w)
	for _, x := range w {
		page[x.Key] = x.Value
		s.Delivered(x, nil)
	}
	assert.Empty(t, s.Unsaved())
	assert.NoError(t, s.LastError())
}

// TestSaveJoinsWhatAnotherTabSaved: a save that finds in storage what this
// tab did not last see there joins with it, and the tab's owner reloads.
func TestSaveJoinsWhatAnotherTabSaved(t *testing.T) {
	page := map[string]string{"k": "a"}
	s := New(func(k string) (string, bool) { v, ok := page[k]; return v, ok })
	s.Merge = func(key, stored, mine string) string {
		if stored == "" || stored == mine {
			return mine
		}
		return stored + "+" + mine
	}
	deliver := func() []Write {
		w := s.Take()
		for _, x := range w {
			page[x.Key] = x.Value
			s.Delivered(x, nil)
		}
		return w
	}
	s.Load("k")
	s.Save("k", "b") // storage holds what the tab saw: written as it is
	assert.Equal(t, []Write{{"k", "b"}}, deliver())
	assert.Empty(t, s.TakeChanged())
	page["k"] = "c" // another tab
	s.Save("k", "d")
	assert.Equal(t, []Write{{"k", "c+d"}}, deliver())
	assert.Equal(t, []string{"k"}, s.TakeChanged())
	page["k"] = "e" // another tab again, and its storage event
	s.External("k")
	v, _ := s.Load("k")
	assert.Equal(t, "e", v, "nothing unsaved here: taken as it is")
	assert.Equal(t, []string{"k"}, s.TakeChanged())
	s.External("k")
	assert.Empty(t, s.TakeChanged(), "a late event: nothing new")
}
