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
	for _, word := range notationWords(strings.Fields(trimmed)) {
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
		// The word alone is too wide (a Chinese sentence is one "word"):
		// break it between units, which keep point names whole and
		// punctuation on the right side of the break.
		for _, u := range units(word) {
			uw := measure(u)
			if !empty && curW+uw > width {
				newLine()
			}
			if empty && uw > width {
				// A unit wider than the line: between characters.
				for _, r := range u {
					rw := measure(string(r))
					if !empty && curW+rw > width {
						newLine()
					}
					cur, curW, empty = cur+string(r), curW+rw, false
				}
				continue
			}
			cur, curW, empty = cur+u, curW+uw, false
		}
	}
	if !empty {
		out = append(out, cur)
	}
	return out
}

// Chinese line-breaking rules (避头尾): these never start a line...
const noLineStart = "，。、；：？！）」』”’》〉…—,.;:?!)]}%"

// ...and these never end one.
const noLineEnd = "（「『“‘《〈([{"

// units splits a word that must be broken into the pieces a line may break
// between: a run of ASCII letters and digits (a point name such as H10, a
// number) stays whole, closing punctuation stays with what it closes, and
// opening punctuation with what it opens.
func units(word string) []string {
	var out []string
	glueNext := false // the last unit opens: the next one joins it
	for _, r := range word {
		s := string(r)
		switch {
		case len(out) > 0 && glueNext:
			out[len(out)-1] += s
		case len(out) > 0 && strings.ContainsRune(noLineStart, r):
			out[len(out)-1] += s
		case len(out) > 0 && asciiWord(r) && endsASCIIWord(out[len(out)-1]):
			out[len(out)-1] += s
		default:
			out = append(out, s)
		}
		glueNext = strings.ContainsRune(noLineEnd, r)
	}
	return out
}

func asciiWord(r rune) bool {
	return r < 128 && (r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '+')
}

func endsASCIIWord(s string) bool {
	return s != "" && asciiWord(rune(s[len(s)-1]))
}

// notationWords joins the words of a point notation with a gap in it
// ("A . J8", "G8 . I8") so that it is never broken across lines.
func notationWords(words []string) []string {
	out := words[:0:0]
	for i := 0; i < len(words); i++ {
		w := words[i]
		for i+2 < len(words) && words[i+1] == "." {
			w += " . " + words[i+2]
			i += 2
		}
		out = append(out, w)
	}
	return out
}
