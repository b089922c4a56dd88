package tutor

import "strings"

// A walk speaks to the learner's stage: it uses only the terms the
// learner has met (glossary IDs), saying in plain words what a later
// lesson names. A lesson-3 learner hears "not a live three", a learner
// past the false-three lesson "a false three"; a walk lists only the
// fouls taught so far ("no double-three or overline"). The app passes
// glossary.Stage(lesson) (WithStage); a walk without it knows every
// term.

// WithStage makes the walk speak to a learner who knows the terms for
// which taught(id) is true (glossary IDs: "false-three", "four-three",
// "double-four" …).
//
// Not inlined: each inlined call made a closure of its own, 265 bytes of
// wasm code each, six of them in the first module (the rooms' walks and
// the lesson page's): 1,386 bytes of its gzip.
//
//go:noinline
func WithStage(taught func(term string) bool) Option {
	return func(o *options) { o.taught = taught }
}

// knows reports whether the learner has met term.
func (n *namer) knows(term string) bool {
	return n == nil || n.taught == nil || n.taught(term)
}

// variant is a template that names a term, and the template said
// instead to a learner who has not met it.
type variant struct{ term, plain string }

// variants are the templates that say a term a learner may not have met
// yet. The condition that a straight-four point must not be forbidden,
// nor make a five, is taught with the judgement one level down
// (complex-foul); before it, a three is live when some point makes its
// straight four.
var variants = map[string]variant{
	"three-false":              {"false-three", "three-false-plain"},
	"three-false-counts":       {"false-three", "three-false-counts-plain"},
	"then-false-last":          {"false-three", "then-false-last-plain"},
	"then-false-last-five":     {"false-three", "then-false-last-five-plain"},
	"a-false":                  {"false-three", "a-not-live"},
	"line-answer-false":        {"false-three", "line-answer-not-live"},
	"clause-false":             {"false-three", "clause-not-live"},
	"stakes-legal-threes":      {"false-three", "stakes-legal-threes-plain"},
	"stakes-legal-threes-many": {"false-three", "stakes-legal-threes-many-plain"},
	"verdict-four-three":       {"four-three", "verdict-four-three-plain"},
	"verdict-four-three-white": {"four-three", "verdict-four-three-white-plain"},
	"sum-four-three":           {"four-three", "sum-four-three-plain"},
	"sum-four-three-white":     {"four-three", "sum-four-three-white-plain"},
	"line-dead-four":           {"dead-four", "line-dead-four-plain"},
	"stakes-five-beats":        {"five-beats-foul", "stakes-five-beats-plain"},
	"verdict-five-beats":       {"five-beats-foul", "verdict-five-beats-plain"},
	"sum-five-beats":           {"five-beats-foul", "sum-five-beats-plain"},
	"three-live-quick":         {"complex-foul", "three-live-quick-plain"},
	"line-frame":               {"complex-foul", "line-frame-plain"},
	"false-lead":               {"complex-foul", "false-lead-plain"},
	"three-false-counts-plain": {"complex-foul", "three-false-plain"},
	"clause-live":              {"complex-foul", "clause-live-plain"},
	// A drill or a game shows a learner shapes their lessons have not
	// named yet: 六腐 and 长腐 are taught in lesson 9.
	"cand-six":  {"six-spoil", "cand-six-plain"},
	"cand-long": {"long-spoil", "cand-long-plain"},
}

// variant is the template of kind this walk says.
func (n *namer) variant(kind string) string {
	for range 3 { // a plain template may have a plainer one
		v, ok := variants[kind]
		if !ok || n.knows(v.term) {
			return kind
		}
		kind = v.plain
	}
	return kind
}

// addStageTemplates adds the plain templates of variants.
func addStageTemplates(m map[string]Text) {
	for k, t := range map[string]Text{
		"three-false-plain": {"No point makes a straight four, so the three on {P}'s {dir} is not a live three: it does not count.",
			"没有一点能形成活四，所以{P}的{dir}上的三不是活三，不算三。"},
		"three-false-counts-plain": {"No point makes a straight four that counts, so the three on {P}'s {dir} is not a live three: it does not count.",
			"没有一点能形成算数的活四，所以{P}的{dir}上的三不是活三，不算三。"},
		"then-false-last-plain": {"So {C} cannot make the straight four, and no other point makes one that counts: the three on {P}'s {dir} is not a live three.",
			"所以不能用{C}形成活四，其他点也形成不了算数的活四：{P}的{dir}上的三不是活三。"},
		"then-false-last-five-plain": {"So {C} cannot make the straight four; {list} would make one but also a five, and a straight-four point that also makes a five does not count for a three: the three on {P}'s {dir} is not a live three.",
			"所以不能用{C}形成活四；{list}虽能形成活四，却同时成五，同时成五的点不算作成活四的点：{P}的{dir}上的三不是活三。"},
		"cand-six-plain": {"{C} would make {four}, but a stone at one of its ends would join {B} into six, not five: not a straight four.",
			"{C}形成的{four}，两端之一补上一子就会和{B}连成六子而成不了五：不是活四。"},
		"cand-long-plain": {"{C} would join the stones into {n} in a row, an overline: not a four at all.",
			"{C}会使棋子连成{n}子的长连：根本不是四。"},
		"a-not-live":           {"not a live three", "不是活三"},
		"line-answer-not-live": {"So after {P}, {stones} on the {dir} is not a live three.", "所以{P}落下后，{dir}上的{stones}不是活三。"},
		"clause-live-plain":    {"the three on the {dir} is live ({C} would make its straight four)", "{dir}上的三是活三（{C}可以形成活四）"},
		"clause-not-live":      {"the three on the {dir} is not live ({clauses})", "{dir}上的三不是活三（{clauses}）"},
		"stakes-legal-threes-plain": {"Only two live threes would make it forbidden, so it is enough to show that the three on {dirs} is not live.",
			"只有两个活三才构成禁手，所以只要说明{dirs}上的三不是活三就够了。"},
		"stakes-legal-threes-many-plain": {"Only two live threes would make it forbidden, so it is enough to show that the threes on {dirs} are not live: then at most one can be live.",
			"只有两个活三才构成禁手，所以只要说明{dirs}上的三都不是活三，剩下的最多只有一个活三。"},
		"verdict-four-three-plain": {"{P} makes a four and a live three at once: legal, and it is Black's winning attack.",
			"{P}同时形成一个四和一个活三：不是禁手，这正是黑棋的取胜手段。"},
		"verdict-four-three-white-plain": {"{P} makes a four and a live three at once: legal, but it does not win here: White already has a four and makes five at {W} first.",
			"{P}同时形成一个四和一个活三：不是禁手，但这里不能取胜：白棋已有四，会先在{W}成五。"},
		"sum-four-three-plain": {"{P} is legal, a four and a live three at once, and Black's winning attack: {clauses}.",
			"{P}不是禁手，同时形成一个四和一个活三，这正是黑棋的取胜手段：{clauses}。"},
		"sum-four-three-white-plain": {"{P} is legal, a four and a live three at once, but White's four comes first (White makes five at {W}): {clauses}.",
			"{P}不是禁手，同时形成一个四和一个活三，但白棋已有四，会先在{W}成五：{clauses}。"},
		"line-dead-four-plain": {"On the {dir}, {stones} is four in a row, but filling either end would make six or more: it can never become five, so it is neither a four nor a three.",
			"{dir}上，{stones}虽然四子相连，但补任何一端都会连成六子以上：永远成不了五，既不算四，也不算三。"},
		"stakes-five-beats-plain": {"A five wins at once, even when the same move also makes a forbidden shape, so nothing else needs checking.",
			"成五立即获胜，即使同一手还形成了禁手形状也不例外，其他都不必再查。"},
		"verdict-five-beats-plain": {"{P} makes a five, and a five wins even though the same move makes {what}: the five comes first.",
			"{P}连成五子。即使同一手还形成了{what}，成五也立即获胜：黑胜。"},
		"sum-five-beats-plain": {"{P} makes a five on the {dir}, which wins even though the same move also makes {what}.",
			"{P}在{dir}上成五，即使同一手还形成了{what}，成五也立即获胜：黑胜。"},
		"three-live-quick-plain": {"On the {dir}, {stones} is a live three: {C} would make the straight four {four}.",
			"{dir}上，{stones}是活三：{C}可以形成活四{four}。"},
		"line-frame-plain": {"Black plays {P}. Is {stones} on the {dir} a live three? It is if some point would turn it into a straight four.",
			"黑棋下在{P}。{dir}上的{stones}是活三吗？只要有一点能把它变成活四，它就是活三。"},
		"false-lead-plain": {"On the {dir}, {stones} looks like a three. Can it become a straight four?", "{dir}上的{stones}看起来像三。它能形成活四吗？"},
	} {
		m[k] = t
	}
}

// fouls are the forbidden kinds in the order a "no …" list names them.
var fouls = []struct {
	term string
	text Text
}{
	{"double-three", Text{"double-three", "三三"}},
	{"double-four", Text{"double-four", "四四"}},
	{"overline", Text{"overline", "长连"}},
}

// foulList names the fouls the learner has met: "double-three,
// double-four or overline" / "三三、四四或长连".
func (n *namer) foulList(lang string) string {
	var ws []string
	for _, f := range fouls {
		if n.knows(f.term) {
			ws = append(ws, f.text.Get(lang))
		}
	}
	if len(ws) == 0 {
		return map[bool]string{true: "禁手", false: "forbidden shape"}[lang == Chinese]
	}
	if lang == Chinese {
		if len(ws) == 1 {
			return ws[0]
		}
		return strings.Join(ws[:len(ws)-1], "、") + "或" + ws[len(ws)-1]
	}
	if len(ws) == 1 {
		return ws[0]
	}
	return strings.Join(ws[:len(ws)-1], ", ") + " or " + ws[len(ws)-1]
}
