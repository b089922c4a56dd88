package progress

// Merge is the progress two tabs of one browser (or a tab and what storage
// holds now) kept, joined so that neither loses what the other made: per
// lesson the union of the pages done, tried and starred (practised if
// either practised, skipped if either skipped), and each star the
// larger of the two (a hint cut one star down in one tab and not in the
// other: the whole star). It is a join — commutative, associative and
// idempotent — so that saves merged in any order end the same.
//
// The page to resume, the one field that is not a set, is the larger of the
// two by (lesson, page): a choice both tabs make alike, so that the merge
// stays a join, at the cost of resuming, now and then, where the other tab
// was.
func Merge(a, b Progress) Progress {
	var out Progress
	for _, p := range []Progress{a, b} {
		for id, l := range p.lessons {
			m := out.get(id)
			for _, n := range l.done {
				m.done = add(m.done, n)
			}
			for _, n := range l.tried {
				m.tried = add(m.tried, n)
			}
			for _, n := range l.stars {
				m.stars = add(m.stars, n)
			}
			m.practised = m.practised || l.practised
			m.skipped = m.skipped || l.skipped
		}
	}
	for id, m := range out.lessons {
		for _, n := range m.stars {
			if t := max(a.Star(id, n), b.Star(id, n)); t < Thirds {
				if m.part == nil {
					m.part = map[int]int{}
				}
				m.part[n] = t
			}
		}
	}
	out.LastLesson, out.LastPage = a.LastLesson, a.LastPage
	if b.LastLesson > a.LastLesson || b.LastLesson == a.LastLesson && b.LastPage > a.LastPage {
		out.LastLesson, out.LastPage = b.LastLesson, b.LastPage
	}
	return out
}
