package msg

import (
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
)

var verb = regexp.MustCompile(`%(\[\d+\])?[a-z]`)

func TestCatalogue(t *testing.T) {
	ids := IDs()
	assert.NotEmpty(t, ids)
	for _, id := range ids {
		s := T(English, id)
		assert.NotEmpty(t, s, id)
		// Verbs carry explicit indexes so translations can reorder them.
		for _, v := range verb.FindAllString(s, -1) {
			assert.Regexp(t, `^%\[\d+\]`, v, "%s: %q", id, s)
		}
	}
	for _, l := range Languages() {
		for id := range tables[l] {
			_, ok := english[id]
			assert.True(t, ok, "%s has %s, which English lacks", l, id)
		}
	}
}

func TestTAndF(t *testing.T) {
	assert.Equal(t, "Renju Tutor", T(English, AppTitle))
	assert.Equal(t, "Renju Tutor", T("xx", AppTitle), "unknown language falls back to English")
	assert.Equal(t, "no.such.id", T(English, "no.such.id"))
	assert.Equal(t, "H8 is already taken.", F(English, NoticeOccupied, "H8"))
	assert.Contains(t, All(), "Renju Tutor")
}
