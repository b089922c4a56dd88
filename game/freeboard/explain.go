package freeboard

import (
	"strings"

	"renju/rules"
)

// traceSummary is the one-sentence verdict of a judgement.
func traceSummary(t *rules.Trace) string { return t.Summary() }

// traceText is the reasoning tree under the summary: rules.FormatTrace
// without its first line, which repeats the summary (the panel shows that as
// its own paragraph), and one level less indented.
func traceText(t *rules.Trace) string {
	lines := strings.Split(strings.TrimRight(rules.FormatTrace(t), "\n"), "\n")
	if len(lines) <= 1 {
		return ""
	}
	lines = lines[1:]
	for i, l := range lines {
		lines[i] = strings.TrimPrefix(l, "  ")
	}
	return strings.Join(lines, "\n")
}
