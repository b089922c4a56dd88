//go:build ebitenmirror

package glsl

import "strings"

// blankLineRuns stands where Compile made regexp.MustCompile(`\n\n+`) at
// each call (the tutor's cmd/ebitenpatch): the page then links no regexp.
type blankLineRuns struct{}

// ReplaceAllString is ReplaceBlankLineRuns.
func (blankLineRuns) ReplaceAllString(s, repl string) string {
	return ReplaceBlankLineRuns(s, repl)
}

// ReplaceBlankLineRuns returns s with every run of two or more newlines
// replaced by repl, as regexp.MustCompile(`\n\n+`).ReplaceAllString(s,
// repl) does (the mirror's check compares the two).
func ReplaceBlankLineRuns(s, repl string) string {
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); {
		if s[i] == '\n' && i+1 < len(s) && s[i+1] == '\n' {
			for i < len(s) && s[i] == '\n' {
				i++
			}
			b.WriteString(repl)
			continue
		}
		b.WriteByte(s[i])
		i++
	}
	return b.String()
}
