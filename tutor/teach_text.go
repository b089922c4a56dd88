package tutor

import "renju/rules"

// addTeachTemplates adds the teaching walk's sentences (teach.go).
// Imagined stones "would"; only the real move "makes".
func addTeachTemplates(m map[string]Text) {
	for k, t := range map[string]Text{
		"frame-root": {"Is a black stone at {P} forbidden?", "黑棋下在{P}是不是禁手？"},
		"frame-sub": {"Now judge {P}, with {placed} in place: would {P} be forbidden?",
			"现在判断{P}（{placed}已落下）：{P}会不会是禁手？"},

		// A five is all that matters; fouls are spoken of only when the
		// same move really makes a forbidden shape (lesson 1 walks a five
		// before fouls are taught).
		"stakes-five": {"A five wins at once, so nothing else needs checking.", "成五立即获胜，其他都不必再查。"},
		"stakes-five-beats": {"A five wins at once, even when the same move also makes a forbidden shape, so nothing else needs checking.",
			"成五立即获胜，即使同一手还形成了禁手形状也不例外（五连与禁手同时形成，禁手失效），其他都不必再查。"},
		"stakes-overline":     {"An overline is forbidden whatever else the move makes, so nothing else needs checking.", "长连就是禁手，其他都不必再查。"},
		"stakes-double-four":  {"Two fours at once are forbidden: a double-four.", "同时形成两个四就是四四禁手。"},
		"stakes-double-three": {"Two live threes at once are forbidden, a double-three: are two of these threes live?", "同时有两个活三就是三三禁手：其中有没有两个是活三？"},
		"stakes-at-most-one": {"With at most one four and at most one three there can be no {fouls}.",
			"最多一个四、最多一个三，不可能构成{fouls}。"},
		"stakes-legal-threes": {"Only two live threes would make it forbidden, so it is enough to show that the three on {dirs} is false.",
			"只有两个活三才构成禁手，所以只要说明{dirs}上的三是假活三就够了。"},
		"stakes-legal-threes-many": {"Only two live threes would make it forbidden, so it is enough to show that the threes on {dirs} are false: then at most one can be live.",
			"只有两个活三才构成禁手，所以只要说明{dirs}上的三都是假活三，剩下的最多只有一个活三。"},

		"sleeping-rule": {"A sleeping three can only become a simple four, never a straight four, so it never counts as a three.",
			"眠三只能成冲四，不能成活四，所以不算三。"},

		"three-live-quick": {"On the {dir}, {stones} is a live three: {C} would make the straight four {four}, and {C} itself would not be forbidden, since it would make only that four{extra}.",
			"{dir}上，{stones}是活三：{C}可以形成活四{four}，而{C}本身不会是禁手，因为它只会形成这一个四{extra}。"},
		"three-live-ask": {"On the {dir}, {stones} is a live three if {C}, which would make the straight four {four}, is not itself forbidden. Judge {C} with {placed} in place.",
			"{dir}上的{stones}：{C}可以形成活四{four}，只要{C}本身不是禁手，这就是活三。下面在{placed}已落下的情况下判断{C}。"},
		"false-lead": {"On the {dir}, {stones} looks like a three. Can it become a straight four that counts?", "{dir}上的{stones}看起来像三。它能形成算数的活四吗？"},

		"then-live":  {"So {C} can make the straight four, and {P}'s {dir} is a live three.", "所以{C}能形成活四，{P}的{dir}是活三。"},
		"then-false": {"So {C} cannot make the straight four.", "所以不能用{C}形成活四。"},
		"then-false-last": {"So {C} cannot make the straight four, and no other point makes one that counts: {P}'s {dir} is a false three.",
			"所以不能用{C}形成活四，其他点也形成不了算数的活四：{P}的{dir}是假活三。"},
		"then-false-last-five": {"So {C} cannot make the straight four; {list} would make one but also a five, and a straight-four point that also makes a five does not count for a three: {P}'s {dir} is a false three.",
			"所以不能用{C}形成活四；{list}虽能形成活四，却同时成五，同时成五的点不算作成活四的点：{P}的{dir}是假活三。"},

		"teach-double-three": {"So {P} makes {what} at once: it is forbidden, a double-three.", "所以{P}同时形成{what}：三三禁手。"},
		"teach-double-three-combo": {"So {P} makes {what} at once{comboname}: it is forbidden, a double-three.",
			"所以{P}同时形成{what}{comboname}：三三禁手。"},
		"teach-double-four": {"So {P} makes two fours at once: it is forbidden, a double-four.", "所以{P}同时形成两个四：四四禁手。"},
		"teach-double-four-combo": {"So {P} makes {what} at once{comboname}: it is forbidden, a double-four.",
			"所以{P}同时形成{what}{comboname}：四四禁手。"},
		"teach-overline":    {"So {P} is forbidden: an overline.", "所以{P}是长连禁手。"},
		"teach-at-most-one": {"So {P} makes at most one four and at most one live three: no {fouls}, and {P} is legal.", "所以{P}最多只有一个四、一个活三：没有{fouls}，不是禁手。"},

		"teach-one-three":     {"So {P} makes no four and at most one live three: no {fouls}, and {P} is legal.", "所以{P}没有四，最多只有一个活三：没有{fouls}，不是禁手。"},
		"sub-teach-one-three": {"With no four and at most one live three, {P} would not be forbidden.", "没有四、最多一个活三，{P}不会是禁手。"},

		"sub-teach-double-three":       {"{P} would make {what}: forbidden, a double-three.", "{P}会形成{what}：三三禁手。"},
		"sub-teach-double-three-combo": {"{P} would make {what}{comboname}: forbidden, a double-three.", "{P}会形成{what}{comboname}：三三禁手。"},
		"sub-teach-double-four":        {"{P} would make two fours: forbidden, a double-four.", "{P}会形成两个四：四四禁手。"},
		"sub-teach-double-four-combo":  {"{P} would make {what}{comboname}: forbidden, a double-four.", "{P}会形成{what}{comboname}：四四禁手。"},
		"sub-teach-overline":           {"{P} would make an overline: forbidden.", "{P}会形成长连：长连禁手。"},
		"sub-teach-at-most-one":        {"With at most one four and at most one live three, {P} would not be forbidden.", "最多一个四、最多一个活三，{P}不会是禁手。"},
		"sub-verdict-legal-none":       {"{P} would make no four and no live three: not forbidden.", "{P}不会形成四，也不会形成活三：不是禁手。"},
		"sub-verdict-five":             {"{P} would make a five.", "{P}会成五。"},
		"sub-verdict-five-beats":       {"{P} would make a five.", "{P}会成五。"},
		"sub-verdict-four-three":       {"{P} would make a four and a live three: not forbidden.", "{P}会同时形成一个四和一个活三：不是禁手。"},
	} {
		m[k] = t
	}
}

// madeText says what the stone at t's point makes on each line, in line
// order: "It makes a straight four on the horizontal line and a three on
// the vertical line." Imagined stones "would make". A sleeping three is
// named as one, with what closes it.
func (tc *teacher) madeText(t *rules.Trace, sleeps []sleeper) Text {
	asleep := map[string]closure{}
	for _, s := range sleeps {
		asleep[s.line.Direction] = s.by
	}
	var en, zh []string
	for _, l := range t.Lines {
		w, ok := shapeWords[l.Shape]
		if !ok {
			continue
		}
		if l.Shape == rules.ShapeDeadFour && !tc.nm.knows("dead-four") {
			w = Text{"four in a row that can never become five", "形成永远成不了五的四子"}
		}
		d := directionWords[l.Direction]
		if c, ok := asleep[l.Direction]; ok {
			by := tc.say(closedKind(c), vars{B: c.by})
			en = append(en, "a sleeping three on the "+d.EN+" "+by.EN)
			zh = append(zh, d.ZH+"上形成眠三（"+by.ZH+"）")
			continue
		}
		en = append(en, w.EN+" on the "+d.EN)
		zh = append(zh, d.ZH+"上"+w.ZH)
	}
	verbEN, verbZH := "It makes ", "它"
	if t.Depth > 0 {
		verbEN, verbZH = "It would make ", "它会"
	}
	if len(en) == 0 {
		if t.Depth > 0 {
			return Text{"It would make no four and no three.", "它不会形成四，也不会形成三。"}
		}
		return Text{"It makes no four and no three.", "它既不形成四，也不形成三。"}
	}
	return Text{verbEN + joinAnd(en, " and ", ", ") + ".", verbZH + "在" + joinAnd(zh, "，在", "，在") + "。"}
}

// sleepingRule is the frame's sentence on sleeping threes, when it names
// one.
func sleepingRule(sleeps []sleeper) Text {
	if len(sleeps) == 0 {
		return Text{}
	}
	return say("sleeping-rule", vars{})
}

// closedKind is the template of what closes a sleeping three.
func closedKind(c closure) string {
	if c.by == "edge" {
		return "closed-edge"
	}
	return "closed-white"
}

// sleepKind is the full walk's template of a sleeping three's line.
func sleepKind(c closure) string {
	if c.by == "edge" {
		return "line-sleeping-edge"
	}
	return "line-sleeping-white"
}

// shapeWords name a line's shape in madeText ("a three" is any
// three-shape that looks open: whether it is live is what the walk
// decides).
var shapeWords = map[string]Text{
	rules.ShapeFive:         {"a five", "形成五连"},
	rules.ShapeOverline:     {"an overline", "形成长连"},
	rules.ShapeStraightFour: {"a straight four", "形成活四"},
	rules.ShapeFour:         {"a four", "形成冲四"},
	rules.ShapeDoubleFour:   {"two fours", "形成两个四"},
	rules.ShapeThree:        {"a three", "成三"},
	rules.ShapeFalseThree:   {"a three", "成三"},
	rules.ShapeDeadFour:     {"a dead four (which counts for nothing)", "形成死四（不算四也不算三）"},
}

// joinAnd joins items with sep and the last with last.
func joinAnd(items []string, last, sep string) string {
	out := ""
	for i, s := range items {
		switch {
		case i == 0:
		case i == len(items)-1:
			out += last
		default:
			out += sep
		}
		out += s
	}
	return out
}
