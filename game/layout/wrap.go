package layout

import "strings"

// Wrap breaks text into lines no wider than width, as measured by measure.
// Each input line ("\n"-separated) is wrapped at spaces; a wrapped line's
// continuation of an indented line keeps its indentation plus two spaces,
// so an indented tree stays readable. A word wider than width is broken
// between characters. Empty input lines are kept (paragraph breaks).
//
// measure is called on single words, a space and indentation only, never on
// whole lines, and line widths are sums of those (kerning across a space is
// ignored): shaping text is costly, and words repeat, so a caller can
// memoise measure cheaply.
func Wrap(text string, width float64, measure func(string) float64) []string {
	var out []string
	for _, line := range strings.Split(text, "\n") {
		out = append(out, wrapLine(line, width, measure)...)
	}
	return out
}

func wrapLine(line string, width float64, measure func(string) float64) []string {
	line = strings.TrimRight(line, " \t")
	if line == "" {
		return []string{line}
	}
	trimmed := strings.TrimLeft(line, " ")
	indent := line[:len(line)-len(trimmed)]
	cont := ""
	if indent != "" {
		cont = indent + "  "
		if measure(cont) > width/2 {
			cont = "" // very deep indentation: no hanging indent
		}
	}
	space := measure(" ")
	var out []string
	cur, curW := indent, measure(indent)
	empty := true // cur holds only indentation
	newLine := func() {
		out = append(out, cur)
		cur, curW, empty = cont, measure(cont), true
	}
	for _, word := range strings.Fields(trimmed) {
		ww := measure(word)
		add := ww
		if !empty {
			add += space
		}
		if curW+add <= width {
			if !empty {
				cur += " "
			}
			cur, curW, empty = cur+word, curW+add, false
			continue
		}
		if !empty {
			newLine()
			if curW+ww <= width {
				cur, curW, empty = cur+word, curW+ww, false
				continue
			}
		}
		// The word alone is too wide: break it between characters.
		for _, r := range word {
			rw := measure(string(r))
			if !empty && curW+rw > width {
				newLine()
			}
			cur, curW, empty = cur+string(r), curW+rw, false
		}
	}
	if !empty {
		out = append(out, cur)
	}
	return out
}
