package tutor

import "renju/rules"

// whiteFivePoint finds a point where White would complete five on the
// board of t (real with t's stone placed), if there is one. A four-three
// is Black's winning attack only when there is none: otherwise White, to
// move, makes five first.
func whiteFivePoint(real rules.Board, t *rules.Trace) (string, bool) {
	b := boardAt(real, t)
	for row := range rules.Size {
		for col := range rules.Size {
			p := rules.Pt(col, row)
			if b.At(p) != rules.Empty {
				continue
			}
			if j, err := rules.Judge(&b, p, rules.White); err == nil && j.Verdict == rules.Five {
				return p.String(), true
			}
		}
	}
	return "", false
}
