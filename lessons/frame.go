package lessons

import "renju/rules"

// A walk on a lesson page answers the page's own question, its frame:
// does the stone make five, which four does it make, is the three live,
// or (from the forbidden-move lessons on) is the point forbidden. The
// tutor tells the walk in that frame (tutor.WithFrame); lessons before
// the forbidden-move lessons never ask whether a point is forbidden.

// The frames, in the curriculum's order.
const (
	FrameFive      = "five"
	FrameFour      = "four"
	FrameThree     = "three"
	FrameForbidden = "forbidden"
)

// Frames lists the frames a walk line may name.
var Frames = []string{FrameFive, FrameFour, FrameThree, FrameForbidden}

func isFrame(s string) bool {
	for _, f := range Frames {
		if s == f {
			return true
		}
	}
	return false
}

// WalkFrame is the question a walk of pt on page pg of lesson l answers:
// the frame its walk line names; else the task's question (click-five
// asks for a five, live-or-false whether a three is live, the forbidden
// tasks whether a point is forbidden); else the one the page's walk
// lines name; else the lesson's: lessons before the first forbidden-move
// lesson ask about their own shape (five, four, three), the others
// whether a point is forbidden.
func WalkFrame(l *Lesson, pg *Page, pt rules.Point) string {
	if f, ok := pg.WalkFrames[pt]; ok {
		return f
	}
	if t := pg.Task; t != nil {
		switch t.Type {
		case TaskClickFive:
			return FrameFive
		case TaskLiveOrFalse:
			return FrameThree
		case TaskClickPoint, TaskPlayOpening, TaskNameOpening, TaskFifthPair:
			// notation and openings: the lesson's own question
		default:
			return FrameForbidden
		}
	}
	for _, w := range pg.Walks {
		if f, ok := pg.WalkFrames[w]; ok {
			return f
		}
	}
	return LessonFrame(l)
}

// LessonFrame is the question a lesson asks of a point when its page
// says nothing: the shape it teaches before the forbidden-move lessons,
// whether the point is forbidden from them on.
func LessonFrame(l *Lesson) string {
	if l == nil || !beforeFouls(l) {
		return FrameForbidden
	}
	f := FrameFive
	for _, t := range l.Topics {
		switch t {
		case "four", "straight-four":
			f = later(f, FrameFour)
		case "three", "broken-three":
			f = later(f, FrameThree)
		}
	}
	return f
}

// beforeFouls reports whether l comes before every lesson that teaches a
// forbidden move (the double-three is the first), in the curriculum's
// order: by its order against the index's.
func beforeFouls(l *Lesson) bool {
	for _, e := range Index() {
		if e.ID == "double-three" {
			return l.Order < e.Order
		}
	}
	return false
}

// later is the frame of f and g that comes later in the curriculum.
func later(f, g string) string {
	for _, x := range Frames {
		if x == f {
			return g
		}
		if x == g {
			return f
		}
	}
	return f
}
