package tutor

import "renju/rules"

// addTeachTemplates adds the teaching walk's sentences (teach.go).
// Imagined stones "would"; only the real move "makes".
func addTeachTemplates(m map[string]Text) {
	for k, t := range map[string]Text{
		"frame-root": {"Is a black stone at {P} forbidden?", "黑棋下在{P}是不是禁手？"},
		"frame-sub": {"Now judge {P}, with {placed} in place: would {P} be forbidden?",
			"现在判断{P}（{placed}已落下）：{P}会不会是禁手？"},

		"stakes-five": {"A five wins at once, even if the same move makes a foul (五连与禁手同时形成，禁手失效), so nothing else needs checking.",
			"成五立即获胜，即使同一手形成禁手也不例外（五连与禁手同时形成，禁手失效），其他都不必再查。"},
		"stakes-overline":     {"An overline is forbidden whatever else the move makes, so nothing else needs checking.", "长连就是禁手，其他都不必再查。"},
		"stakes-double-four":  {"Two fours at once are forbidden (四四禁手).", "同时形成两个四就是四四禁手。"},
		"stakes-double-three": {"Two live threes at once are forbidden (三三禁手): are two of these threes live?", "同时有两个活三就是三三禁手：其中有没有两个是活三？"},
		"stakes-at-most-one": {"With at most one four and at most one three there can be no double-four, double-three or overline.",
			"最多一个四、最多一个三，不可能构成四四、三三或长连。"},
		"stakes-legal-threes": {"Only two live threes would make it forbidden, so it is enough to show that the three on {dirs} is false.",
			"只有两个活三才构成禁手，所以只要说明{dirs}上的三是假活三就够了。"},
		"stakes-legal-threes-many": {"Only two live threes would make it forbidden, so it is enough to show that the threes on {dirs} are false: then at most one can be live.",
			"只有两个活三才构成禁手，所以只要说明{dirs}上的三都是假活三，剩下的最多只有一个活三。"},

		"three-live-quick": {"On the {dir}, {stones} is a live three (活三): {C} would make the straight four {four}, and {C} itself would not be forbidden, since it would make only that four{extra}.",
			"{dir}上，{stones}是活三：{C}可以形成活四{four}，而{C}本身不会是禁手，因为它只会形成这一个四{extra}。"},
		"three-live-ask": {"On the {dir}, {stones} is a live three if {C}, which would make the straight four {four}, is not itself forbidden. Judge {C} with {placed} in place.",
			"{dir}上的{stones}：{C}可以形成活四{four}，只要{C}本身不是禁手，这就是活三。下面在{placed}已落下的情况下判断{C}。"},
		"false-lead": {"On the {dir}, {stones} looks like a three. Can it become a real straight four?", "{dir}上的{stones}看起来像三。它能真正形成活四吗？"},

		"then-live":       {"So {C} can make the straight four, and {P}'s {dir} is a live three (活三).", "所以{C}能形成活四，{P}的{dir}是活三。"},
		"then-false":      {"So {C} cannot make the straight four.", "所以不能用{C}形成活四。"},
		"then-false-last": {"So {C} cannot make the straight four, and no other point can: {P}'s {dir} is a false three (假活三).", "所以不能用{C}形成活四，其他点也不能：{P}的{dir}是假活三。"},

		"teach-double-three": {"So {P} makes two live threes at once: it is forbidden, a double-three (三三禁手).", "所以{P}同时形成两个活三：三三禁手。"},
		"teach-double-four":  {"So {P} makes two fours at once: it is forbidden, a double-four (四四禁手).", "所以{P}同时形成两个四：四四禁手。"},
		"teach-overline":     {"So {P} is forbidden: an overline (长连禁手).", "所以{P}是长连禁手。"},
		"teach-at-most-one":  {"So {P} makes at most one four and at most one live three: no double-three, double-four or overline, and {P} is legal.", "所以{P}最多只有一个四、一个活三：没有三三、四四或长连，不是禁手。"},

		"teach-one-three":     {"So {P} makes no four and at most one live three: no double-three, double-four or overline, and {P} is legal.", "所以{P}没有四，最多只有一个活三：没有三三、四四或长连，不是禁手。"},
		"sub-teach-one-three": {"With no four and at most one live three, {P} would not be forbidden.", "没有四、最多一个活三，{P}不会是禁手。"},
		"sum-teach-one-three": {"{P} makes no four and at most one live three: legal.", "{P}没有四，最多只有一个活三：不是禁手。"},

		"sub-teach-double-three": {"{P} would make two live threes: forbidden (三三禁手).", "{P}会形成两个活三：三三禁手。"},
		"sub-teach-double-four":  {"{P} would make two fours: forbidden (四四禁手).", "{P}会形成两个四：四四禁手。"},
		"sub-teach-overline":     {"{P} would make an overline: forbidden (长连禁手).", "{P}会形成长连：长连禁手。"},
		"sub-teach-at-most-one":  {"With at most one four and at most one live three, {P} would not be forbidden.", "最多一个四、最多一个活三，{P}不会是禁手。"},
		"sub-verdict-legal-none": {"{P} would make no four and no three: not forbidden.", "{P}不会形成四，也不会形成三：不是禁手。"},
		"sub-verdict-five":       {"{P} would make a five.", "{P}会成五。"},
		"sub-verdict-five-beats": {"{P} would make a five.", "{P}会成五。"},
		"sub-verdict-four-three": {"{P} would make a four and a live three: not forbidden.", "{P}会形成四三：不是禁手。"},

		"sum-teach-double-three": {"{P} makes two live threes at once: a double-three, forbidden.", "{P}同时形成两个活三：三三禁手。"},
		"sum-teach-double-four":  {"{P} makes two fours at once: a double-four, forbidden.", "{P}同时形成两个四：四四禁手。"},
		"sum-teach-overline":     {"{P} makes six or more in a row: an overline, forbidden.", "{P}连成六子以上：长连禁手。"},
		"sum-verdict-five":       {"{P} makes a five: Black wins.", "{P}成五：黑胜。"},
		"sum-verdict-five-beats": {"{P} makes a five, and a five wins even when the same move makes a foul.", "{P}成五，五连与禁手同时形成时禁手失效：黑胜。"},
		"sum-verdict-four-three": {"{P} makes a four and a live three (四三): legal.", "{P}形成四三：不是禁手。"},
		"sum-teach-at-most-one":  {"{P} makes at most one four and at most one live three: legal.", "{P}最多形成一个四和一个活三：不是禁手。"},
		"sum-verdict-legal-none": {"{P} makes no four and no three: legal.", "{P}既不形成四，也不形成三：不是禁手。"},

		"chain-forbidden":      {"{P} would be forbidden ({kind})", "{P}会是{kind}"},
		"chain-legal":          {"{P} would be legal", "{P}不会是禁手"},
		"chain-five":           {"{P} would make a five", "{P}会成五"},
		"chain-line-live":      {"{P}'s three on the {dir} is live", "{P}的{dir}是活三"},
		"chain-line-false":     {"{P}'s three on the {dir} is false", "{P}的{dir}是假活三"},
		"chain-root-forbidden": {"{P} is forbidden ({kind})", "{P}是{kind}"},
		"chain-root-legal":     {"{P} is legal", "{P}不是禁手"},
		"chain-root-five":      {"{P} makes a five", "{P}成五"},
	} {
		m[k] = t
	}
}

// madeText says what the stone at t's point makes on each line, in line
// order: "It makes a straight four on the horizontal line and a three on
// the vertical line." Imagined stones "would make".
func madeText(t *rules.Trace) Text {
	var en, zh []string
	for _, l := range t.Lines {
		w, ok := shapeWords[l.Shape]
		if !ok {
			continue
		}
		d := directionWords[l.Direction]
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

// shapeWords name a line's shape in madeText ("a three" is any
// three-shape: whether it is live is what the walk decides).
var shapeWords = map[string]Text{
	rules.ShapeFive:         {"a five", "形成五连"},
	rules.ShapeOverline:     {"an overline", "形成长连"},
	rules.ShapeStraightFour: {"a straight four", "形成活四"},
	rules.ShapeFour:         {"a four", "形成冲四"},
	rules.ShapeDoubleFour:   {"two fours", "形成两个四"},
	rules.ShapeThree:        {"a three", "成三"},
	rules.ShapeFalseThree:   {"a three", "成三"},
	rules.ShapeDeadFour:     {"a dead four (死四, which counts for nothing)", "形成死四（不算四也不算三）"},
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
