package layout

import (
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// Chinese text is broken by the rules of 避头尾: no line starts with closing
// punctuation or ends with opening punctuation, and a point name (H10) or a
// gapped notation ("A . J8") is never split, at any width.
func TestWrapChineseRules(t *testing.T) {
	texts := []string{
		"黑棋下在A点，第8行形成跳三G8、A、空、J8，只有通过B点才能形成活四。所以只要B点能下，A点就是三三禁手。",
		"现在判断I10（H8和I8已落下）：I10会不会是禁手？它会在横线上成三，在竖线上形成活四。",
		"日本连珠书把这种棋形叫做“六腐”；被六子、七子等破坏的统称“长腐”。横向的三是假活三，A点可以下。",
		"Black at A makes the split three G8 A . J8 on row 8, which can become a straight four only through B.",
	}
	runes := func(s string) float64 { return float64(len([]rune(s))) }
	point := regexp.MustCompile(`[A-O](1[0-5]|[1-9])`)
	for _, text := range texts {
		for width := 4.0; width <= 40; width++ {
			lines := Wrap(text, width, runes)
			for i, l := range lines {
				r := []rune(l)
				if len(r) == 0 {
					continue
				}
				if i > 0 {
					assert.NotContains(t, noLineStart, string(r[0]), "width %v line %d starts with %q: %q", width, i, string(r[0]), l)
				}
				if i < len(lines)-1 {
					assert.NotContains(t, noLineEnd, string(r[len(r)-1]), "width %v line %d ends with %q: %q", width, i, string(r[len(r)-1]), l)
				}
			}
			// Every point name of the text is whole on some line.
			for _, name := range point.FindAllString(text, -1) {
				found := false
				for _, l := range lines {
					if strings.Contains(l, name) {
						found = true
					}
				}
				assert.True(t, found, "width %v: %s split in %q", width, name, lines)
			}
			if strings.Contains(text, "A . J8") && width >= 6 { // narrower, it cannot fit on a line
				found := false
				for _, l := range lines {
					found = found || strings.Contains(l, "A . J8")
				}
				assert.True(t, found, "width %v: A . J8 split in %q", width, lines)
			}
		}
	}
}
