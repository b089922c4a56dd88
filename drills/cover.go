package drills

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"renju/lessons"
	"renju/rules"
)

// What a version-2 generator's level 1 may ask: the topics of the lessons
// covered (coverage), and the topics each drill type needs for a drill of
// it to exist with either answer (typeTopics), which the drills menu
// names as the lessons a type and level assume (Assumes).

// Assumes lists the lessons (by ID, in the curriculum's order) a drill of
// type typ at level assumes: for version 2's level 1, the lessons whose
// topics Check requires covered; for levels 2 and 3, those and the
// lessons the levels are about (levelOf): a combined foul and a
// straight-four point judged in turn at level 2, and the recursion at
// level 3. Unknown types and levels assume nothing.
func Assumes(typ string, level int) []string {
	base, ok := typeTopics[typ]
	if !ok || level < 1 || level > MaxLevel {
		return nil
	}
	want := append([]string(nil), base...)
	if level >= 2 {
		want = append(want, "combined", "false-three-forbidden")
	}
	if level >= 3 {
		want = append(want, "recursion")
	}
	// The first lesson that teaches each topic (of "a|b", a's if any
	// lesson teaches it), listed in the curriculum's order.
	needed := map[string]bool{}
	for _, topic := range want {
		for _, alt := range strings.Split(topic, "|") {
			if l := firstTeacher(alt); l != "" {
				needed[l] = true
				break
			}
		}
	}
	var out []string
	for _, l := range lessons.All() {
		if needed[l.ID] {
			out = append(out, l.ID)
		}
	}
	return out
}

// typeTopics are the topics a drill type needs covered at version 2's
// level 1, for a drill of it to exist with either answer: a
// double-three (is-forbidden, find-all), a live three and a three that
// looks live but is closed one point off (live-or-false: "a|b" takes
// either), a four-three, White's four onto a forbidden point (trap).
var typeTopics = map[string][]string{
	IsForbidden: {"double-three"},
	FindAll:     {"double-three"},
	LiveOrFalse: {"three", "false-three-white|false-three-edge"},
	FourThree:   {"combined"},
	Trap:        {"white-tactics"},
}

func firstTeacher(topic string) string {
	for _, l := range lessons.All() {
		if slices.Contains(l.Topics, topic) {
			return l.ID
		}
	}
	return ""
}

// coverage is what a version-2 generator may ask at level 1: the topics of
// the lessons covered.
type coverage struct {
	topics map[string]bool
}

// coverageOf reads Spec.Covered.
func coverageOf(covered []string) (*coverage, error) {
	c := &coverage{topics: map[string]bool{}}
	for _, id := range covered {
		if id == AllLessons {
			for _, l := range lessons.All() {
				c.add(l)
			}
			continue
		}
		l, ok := lessons.ByID(id)
		if !ok {
			return nil, fmt.Errorf("unknown lesson %q in the lessons covered", id)
		}
		c.add(l)
	}
	return c, nil
}

func (c *coverage) add(l *lessons.Lesson) {
	for _, t := range l.Topics {
		c.topics[t] = true
	}
}

// allows reports, wrapping ErrNotCovered, a type at level whose drills
// need a topic not covered.
func (c *coverage) allows(typ string, level int) error {
	if level > 1 {
		return nil // version 1's drills
	}
	for _, topic := range typeTopics[typ] {
		ok := false
		for _, alt := range strings.Split(topic, "|") {
			ok = ok || c.topics[alt]
		}
		if !ok {
			return fmt.Errorf("%s drills at level 1 need lessons %v: %w", typ, Assumes(typ, 1), ErrNotCovered)
		}
	}
	return nil
}

// version2Stream sets version 2's level-1 streams apart from version 1's
// (drill i of a seed shares nothing with version 1's drill i).
const version2Stream = 0x7632_6c65_7665_6c31

// drawKind draws the kind of foul a forbidden is-forbidden drill asks
// about, as Generator.drawKind does, among the kinds covered.
func (c *coverage) drawKind(rng *rand.Rand, level int) string {
	kinds := [3]string{"double-three", "double-four", "overline"}
	var w [3]int
	sum := 0
	for i, k := range kinds {
		if c.topics[k] {
			w[i] = kindWeights[level][i]
			sum += w[i]
		}
	}
	if sum == 0 {
		return ""
	}
	r := rng.IntN(sum)
	for i := range kinds {
		if r < w[i] {
			return kinds[i]
		}
		r -= w[i]
	}
	return ""
}

// fits reports whether every idea the answer needs is covered.
func (c *coverage) fits(id lessons.Ideas) bool {
	for _, n := range id.Needs {
		if !c.topics[n] {
			return false
		}
	}
	return true
}

// pointFits reports whether "is Black at p forbidden, and of which kind?"
// on b needs only covered ideas.
func (c *coverage) pointFits(jr *rules.Judger, b *rules.Board, p rules.Point) bool {
	return c.fits(lessons.PointIdeas(b, explainOn(jr, p)))
}

// boardFits reports whether the whole-board question of task type task on
// b (find-all, four-three, white-trap) is one a lesson page may ask
// (lessons.Page.Ideas: a white trap, for one, must be White's only way to
// win) and needs only covered ideas.
func (c *coverage) boardFits(b rules.Board, task string) bool {
	pg := lessons.Page{Board: b, Task: &lessons.Task{Type: task}}
	id, err := pg.Ideas()
	return err == nil && c.fits(id)
}
