package tutor

import (
	"fmt"
	"strings"
)

// Format writes the walk as numbered sentences in lang, indented by depth:
// the output of `renju explain`.
func (w *Walk) Format(lang string) string {
	var sb strings.Builder
	for i, s := range w.Steps {
		fmt.Fprintf(&sb, "%3d. %s%s\n", i+1, strings.Repeat("   ", s.Depth), s.Say.Get(lang))
	}
	return sb.String()
}

// Breadcrumb is the recursion path of step i as points ("H8 → I8 → I9").
func (w *Walk) Breadcrumb(i int) string {
	if i < 0 || i >= len(w.Steps) {
		return ""
	}
	names := make([]string, len(w.Steps[i].Path))
	for k, p := range w.Steps[i].Path {
		names[k] = w.Name(p)
	}
	return strings.Join(names, " → ")
}

// StepOfDepth returns the index of the step where the judgement at crumb
// position depth of step i's path began (its question), so a breadcrumb
// can be clicked to jump back to that level. It returns i itself if the
// depth is out of range.
func (w *Walk) StepOfDepth(i, depth int) int {
	if i < 0 || i >= len(w.Steps) || depth < 0 || depth > w.Steps[i].Depth {
		return i
	}
	for j := i; j >= 0; j-- {
		s := w.Steps[j]
		if s.Depth == depth && (s.Kind == "ask-root" || s.Kind == "ask-sub" || s.Kind == "ask-line") {
			return j
		}
	}
	return i
}
