package msg

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestExcerptQuotes(t *testing.T) {
	long := strings.Repeat(`\U000e0001`, 32)
	for in, want := range map[string]string{
		`move 1: point "h` + long[10:] + `"…: row "` + long + `"… is not a number 1–15`: "move 1: point “h" + strings.Repeat("?", 23) + "…”: row “" + strings.Repeat("?", 24) + "…” is not a number 1–15",
		`point "q9": column "q" is off the board`:                                       "point “q9”: column “q” is off the board",
		`unknown colour "\xff\x00:": use B: for black`:                                  "unknown colour “??:”: use B: for black",
		`point "` + strings.Repeat("字", 32) + `"… comes before any colour`:              "point “" + strings.Repeat("字", 24) + "…” comes before any colour",
		`a lone " stays`: `a lone " stays`,
		`no quotes`:      `no quotes`,
	} {
		assert.Equal(t, want, ExcerptQuotes(in), "%q", in)
	}
}
