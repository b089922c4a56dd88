package screenview

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestShortcut(t *testing.T) {
	assert.Equal(t, "", Shortcut("Level 2", "2"), "the label shows the digit")
	assert.Equal(t, "", Shortcut("第2级", "2"), "in Chinese too")
	assert.Equal(t, "1", Shortcut("Black", "1"))
	assert.Equal(t, "Enter", Shortcut("Start", "Enter"))
	assert.Equal(t, "D", Shortcut("Drills from this game", "D"), "a letter is not the label's own")
	assert.Equal(t, "", Shortcut("Anything", ""))
}

func TestRowsKeepsTheRowsAndTheirOrder(t *testing.T) {
	got := Rows([][]string{{"a", "b"}, {"c"}}, func(s string) Button { return Button{ID: s} })
	assert.Equal(t, [][]Button{{{ID: "a"}, {ID: "b"}}, {{ID: "c"}}}, got)
	assert.Nil(t, Rows([][]string(nil), func(s string) Button { return Button{} }), "no rows: none")
}
