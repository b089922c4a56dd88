package tutor

import (
	"strconv"
	"strings"
	"sync"

	"renju/rules"
)

// templates returns the narration sentences, one per step kind, in both
// languages: those of the full walk (fullTemplates), the questions and
// answers (addQuestionTemplates) and the teaching walk's
// (addTeachTemplates). They are made on first use, not when the package
// initialises: the app imports the package at start-up and shows no walk
// before its first frame.
func templates() map[string]Text {
	templatesOnce.Do(func() {
		m := fullTemplates()
		addQuestionTemplates(m)
		addTeachTemplates(m)
		addSummaryTemplates(m)
		addLineTemplates(m)
		addStageTemplates(m)
		addFrameTemplates(m)
		templateMap = m
	})
	return templateMap
}

var (
	templatesOnce sync.Once
	templateMap   map[string]Text
)

// fullTemplates are the full walk's sentences. Placeholders: {P} the point
// being judged, {C} a candidate point, {dir} a line, {stones} the stones of
// a shape, {points} key empty points, {four} the stones a candidate would
// make, {B} a blocker, {n} a count, {placed} the hypothetical stones already
// on the board, {kind} a foul, {combo} the shapes counted, {fdir} the line
// of a five, {what} what a legal move makes.
func fullTemplates() map[string]Text {
	return map[string]Text{
		// opening questions
		"ask-root": {
			"Is a black stone at {P} forbidden? Place it and look along its four lines.",
			"黑棋下在{P}是不是禁手？先放上这颗子，再沿经过它的四条线逐一检查。",
		},
		"ask-sub": {
			"With {placed} on the board, is {P} itself forbidden?",
			"假设{placed}已经落下，{P}本身是不是禁手？",
		},
		"ask-white": {
			"White plays {P}. White has no forbidden moves.",
			"白棋下在{P}。白棋没有禁手。",
		},
		"white-five": {
			"White at {P} makes five or more in a row: White wins.",
			"白棋下在{P}连成五子（或更多）：白胜。",
		},
		"white-legal": {
			"So White at {P} is an ordinary legal move.",
			"所以白棋下在{P}是普通的合法着法。",
		},

		// shapes on one line
		"line-five": {
			"On the {dir}, {stones} is five in a row.",
			"{dir}上，{stones}连成五子（五连）。",
		},
		"line-overline": {
			"On the {dir}, {stones} is {n} in a row: an overline.",
			"{dir}上，{stones}连成{n}子，是长连。",
		},
		"line-straight-four": {
			"On the {dir}, {stones} is a straight four: {points} would each make five. It counts as one four.",
			"{dir}上，{stones}是活四：{points}两点都能成五。活四只算一个四。",
		},
		"line-four": {
			"On the {dir}, {stones} is a simple four: only {points} would make five.",
			"{dir}上，{stones}是冲四：{points}可以成五。",
		},
		"line-double-four": {
			"On the {dir}, {stones} holds two fours on one line: {points} each complete a different five.",
			"{dir}上，{stones}在同一条线上形成两个四：{points}各自能成五。",
		},
		"line-dead-four": {
			"On the {dir}, {stones} is four in a row, but filling either end would make six or more: a dead four, neither a four nor a three.",
			"{dir}上，{stones}虽然四子相连，但补任何一端都会连成六子以上：这是死四，既不算四，也不算三。",
		},
		"line-sleeping-white": {
			"On the {dir}, {stones} is a sleeping three: White at {B} closes one end, so it can only become a simple four, never a straight four.",
			"{dir}上，{stones}是眠三：一端被白棋{B}挡住，只能成冲四，不能成活四。",
		},
		"line-sleeping-edge": {
			"On the {dir}, {stones} is a sleeping three: the board edge closes one end, so it can only become a simple four, never a straight four.",
			"{dir}上，{stones}是眠三：一端顶到盘端，只能成冲四，不能成活四。",
		},
		"closed-white": {"closed by White at {B}", "一端被白棋{B}挡住"},
		"closed-edge":  {"closed by the board edge", "一端顶到盘端"},
		"line-three": {
			"On the {dir}, {stones} looks like a three. Which points could turn it into a straight four?",
			"{dir}上，{stones}像一个三。哪些点能把它变成活四？",
		},

		// candidate straight-four points
		"cand-occupied": {
			"{C} is taken by White, so the shape cannot be completed there.",
			"{C}已被白棋占据，不能在那里成形。",
		},
		"cand-blocked-white": {
			"{C} would make {four}, but White at {B} closes one end: only a simple four, not a straight four.",
			"{C}只能形成{four}，一端被白棋{B}挡住：只是冲四，不是活四。",
		},
		"cand-blocked-edge": {
			"{C} would make {four}, but the board edge closes one end: not a straight four.",
			"{C}只能形成{four}，一端顶到盘端：不是活四。",
		},
		"cand-six": {
			"{C} would make {four}, but a stone at one of its ends would join {B} into six, not five: not a straight four.",
			"{C}形成的{four}，两端之一补上一子就会和{B}连成六子而成不了五（六腐）：不是活四。",
		},
		"cand-long": {
			"{C} would join the stones into {n} in a row, an overline: not a four at all.",
			"{C}会使棋子连成{n}子的长连（长腐）：根本不是四。",
		},
		"cand-five": {
			"{C} would make a straight four, but it would also complete a five on the {fdir}: a straight-four point that also makes a five does not count for a three.",
			"{C}虽能形成活四，却同时在{fdir}上成五：同时成五的点不算作成活四的点。",
		},
		"cand-five-again": {
			"{C} would likewise make a straight four and also complete a five on the {fdir}: it does not count either.",
			"{C}同样会在形成活四的同时在{fdir}上成五，也不算。",
		},
		"cand-ask": {
			"{C} would make the straight four {four}. That counts only if {C} is not itself forbidden, so judge {C} with {placed} in place.",
			"{C}可以形成活四{four}。但只有{C}本身不是禁手时才算数，所以要在{placed}已落下的情况下判断{C}。",
		},
		"cand-forbidden": {
			"{C} is forbidden ({kind}), so it cannot make the straight four. Back to {P}.",
			"{C}是禁手（{kind}），不能用它形成活四。回到{P}。",
		},
		"cand-counts": {
			"{C} is not forbidden, so the straight four can really be made. Back to {P}.",
			"{C}不是禁手，活四确实能够形成。回到{P}。",
		},
		"cand-unchecked": {
			"{C} need not be checked: one real straight-four point is enough.",
			"{C}不必再查：有一个真正的成活四点就够了。",
		},

		// line results
		"three-live": {
			"So {P}'s {dir} is a live three.",
			"所以{P}的{dir}是活三。",
		},
		"three-false": {
			"No point makes a straight four, so {P}'s {dir} is a false three: it does not count.",
			"没有一点能形成活四，所以{P}的{dir}是假活三，不算三。",
		},
		"three-false-counts": {
			"No point makes a straight four that counts, so {P}'s {dir} is a false three: it does not count.",
			"没有一点能形成算数的活四，所以{P}的{dir}是假活三，不算三。",
		},
		"three-sleeping": {
			"So {P}'s {dir} is a sleeping three: it does not count.",
			"所以{P}的{dir}是眠三，不算三。",
		},

		// verdicts
		"verdict-five": {
			"{P} makes five in a row: Black wins.",
			"{P}连成五子（五连）：黑胜。",
		},
		"verdict-five-beats": {
			"{P} makes a five, and a five wins even though the same move makes {what}: the five comes first.",
			"{P}连成五子。即使同一手还形成了{what}，五连与禁手同时形成时禁手失效，黑胜。",
		},
		"verdict-overline": {
			"{P} makes an overline: forbidden.",
			"{P}形成长连：长连禁手。",
		},
		"verdict-double-four": {
			"{P} makes {what} at once{comboname}: it is forbidden, a double-four.",
			"{P}同时形成{what}{comboname}：四四禁手。",
		},
		"verdict-double-three": {
			"{P} makes {what} at once{comboname}: it is forbidden, a double-three.",
			"{P}同时形成{what}{comboname}：三三禁手。",
		},
		// A four-three wins only when White has no four: otherwise White,
		// to move, makes five first.
		"verdict-four-three": {
			"{P} makes a four and a live three, a four-three: legal, and it is Black's winning attack.",
			"{P}形成四三：不是禁手，这正是黑棋的取胜手段。",
		},
		"verdict-four-three-white": {
			"{P} makes a four and a live three, a four-three: legal, but it does not win here: White already has a four and makes five at {W} first.",
			"{P}形成四三：不是禁手，但这里不能取胜：白棋已有四，会先在{W}成五。",
		},
		"verdict-legal": {
			"{P} makes {what}: no {fouls}, so it is legal.",
			"{P}形成{what}：没有{fouls}，不是禁手。",
		},
		"verdict-legal-none": {
			"{P} makes no four and no live three: legal.",
			"{P}既没有形成四，也没有形成活三：不是禁手。",
		},
	}
}

// Words used inside templates.
var (
	directionWords = map[string]Text{
		"horizontal":    {"horizontal line", "横线"},
		"vertical":      {"vertical line", "竖线"},
		"diagonal":      {"diagonal (/)", "斜线（/）"},
		"anti-diagonal": {"diagonal (\\)", "斜线（\\）"},
	}
	kindWords = map[string]Text{
		"overline":     {"overline", "长连禁手"},
		"double-four":  {"double-four", "四四禁手"},
		"double-three": {"double-three", "三三禁手"},
	}
)

// vars are the values of a template's placeholders. Point lists are lower
// case as in the trace; they are shown by their names (nm: a lesson's
// letters, else the coordinates in upper case).
type vars struct {
	P, C, B, W, dir, fdir, kind, combo string
	stones, points, four, placed, list []string
	dirs                               []string
	n                                  int
	fours, threes                      int
	over                               bool
	extra                              bool // a quick straight-four point also makes one three
	clauses                            Text // a summary sentence's reasons
	nm                                 *namer
}

// say fills the template of kind in both languages.
func say(kind string, v vars) Text {
	kind = v.nm.variant(kind)
	t, ok := templates()[kind]
	if !ok {
		panic("tutor: no narration template " + kind) // a programming error, caught by tests
	}
	return Text{fill(t.EN, v, English), fill(t.ZH, v, Chinese)}
}

func fill(s string, v vars, lang string) string {
	// A scan for the placeholders a template holds: building a
	// strings.Replacer of every placeholder for each sentence was most of
	// the time a walk took.
	var sb strings.Builder
	for {
		i := strings.IndexByte(s, '{')
		if i < 0 {
			sb.WriteString(s)
			return sb.String()
		}
		j := strings.IndexByte(s[i:], '}')
		if j < 0 {
			sb.WriteString(s)
			return sb.String()
		}
		sb.WriteString(s[:i])
		if val, ok := placeholder(s[i+1:i+j], v, lang); ok {
			sb.WriteString(val)
		} else {
			sb.WriteString(s[i : i+j+1]) // not ours: left as it is (the tests catch it)
		}
		s = s[i+j+1:]
	}
}

// placeholder is the value of {name} in a template.
func placeholder(name string, v vars, lang string) (string, bool) {
	switch name {
	case "P":
		return v.nm.of(v.P), true
	case "C":
		return v.nm.of(v.C), true
	case "B":
		return v.nm.of(v.B), true
	case "W":
		return v.nm.of(v.W), true
	case "dir":
		return directionWords[v.dir].Get(lang), true
	case "fdir":
		return directionWords[v.fdir].Get(lang), true
	case "kind":
		return kindWords[v.kind].Get(lang), true
	case "akind":
		return kindArticle(v.kind, lang), true
	case "combo":
		return comboWords(v.combo, lang), true
	case "comboname":
		if !v.nm.knows("combined-foul") {
			return "", true
		}
		return comboName(v.combo, lang), true
	case "fouls":
		return v.nm.foulList(lang), true
	case "stones":
		return v.nm.list(v.stones, lang), true
	case "points":
		return v.nm.pair(v.points, lang), true
	case "four":
		return v.nm.list(v.four, lang), true
	case "placed":
		return v.nm.pair(v.placed, lang), true
	case "list":
		return v.nm.pair(v.list, lang), true
	case "n":
		return countWord(v.n, lang), true
	case "dirs":
		return dirList(v.dirs, lang), true
	case "extra":
		return extraWords(v.extra, lang), true
	case "what":
		return madeWords(v.over, v.fours, v.threes, lang), true
	case "clauses":
		return v.clauses.Get(lang), true
	}
	return "", false
}

// list joins the points of a shape on one line, in line order, writing
// each empty point between them as the lessons do: "G8 H8 . J8" /
// "G8、H8、空、J8".
func (n *namer) list(ps []string, lang string) string {
	sep, gap := " ", "."
	if lang == Chinese {
		sep, gap = "、", "空"
	}
	u := make([]string, 0, len(ps))
	for i, p := range ps {
		if i > 0 {
			for range gapsBetween(ps[i-1], p) {
				u = append(u, gap)
			}
		}
		u = append(u, n.of(p))
	}
	return strings.Join(u, sep)
}

// gapsBetween is the number of points between a and b when they lie on
// one line (a row, a column or a diagonal), else 0.
func gapsBetween(a, b string) int {
	p, err1 := rules.ParsePoint(a)
	q, err2 := rules.ParsePoint(b)
	if err1 != nil || err2 != nil {
		return 0
	}
	dc, dr := q.Col-p.Col, q.Row-p.Row
	if dc != 0 && dr != 0 && dc != dr && dc != -dr {
		return 0
	}
	return max(abs(dc), abs(dr)) - 1
}

// pair joins points as a list in a sentence: "F8 and K8" / "F8和K8".
func (n *namer) pair(ps []string, lang string) string {
	u := make([]string, len(ps))
	for i, p := range ps {
		u[i] = n.of(p)
	}
	return series(u, lang)
}

// series joins words as a list in a sentence: "A and B", "A, B and C" /
// "A和B", "A、B和C".
func series(u []string, lang string) string {
	if lang == Chinese {
		if len(u) <= 1 {
			return strings.Join(u, "")
		}
		return strings.Join(u[:len(u)-1], "、") + "和" + u[len(u)-1]
	}
	switch len(u) {
	case 0:
		return ""
	case 1:
		return u[0]
	case 2:
		return u[0] + " and " + u[1]
	}
	return strings.Join(u[:len(u)-1], ", ") + " and " + u[len(u)-1]
}

// comboWords names a combination: "4-4-3" / "四四三".
func comboWords(combo, lang string) string {
	if lang != Chinese {
		return combo
	}
	return strings.NewReplacer("4", "四", "3", "三", "-", "").Replace(combo)
}

// comboName names a combined foul after its kind, or says nothing for a
// plain one: " (a four-three-three, 4-3-3)" / "（四三三）".
func comboName(combo, lang string) string {
	if !isCombo(combo) {
		return ""
	}
	if lang == Chinese {
		return "（" + comboWords(combo, lang) + "）"
	}
	words := strings.NewReplacer("4", "four", "3", "three").Replace(combo)
	return " (a " + words + ", " + combo + ")"
}

// kindArticle is a foul with its article: "a double-three", "an
// overline" / "三三禁手".
func kindArticle(kind, lang string) string {
	w := kindWords[kind].Get(lang)
	switch {
	case lang == Chinese || w == "":
		return w
	case kind == "overline":
		return "an " + w
	}
	return "a " + w
}

// madeWords says what a move makes: "a four and a live three" / "一个四和一个活三".
func madeWords(over bool, fours, threes int, lang string) string {
	var en, zh []string
	if over {
		en = append(en, "an overline")
		zh = append(zh, "长连")
	}
	count := func(n int, one, many, zhOne string) {
		switch {
		case n == 1:
			en = append(en, one)
			zh = append(zh, "一个"+zhOne)
		case n > 1:
			en = append(en, enCount(n)+" "+many)
			zh = append(zh, zhCount(n)+"个"+zhOne)
		}
	}
	count(fours, "a four", "fours", "四")
	count(threes, "a live three", "live threes", "活三")
	if lang == Chinese {
		if len(zh) == 0 {
			return "禁手形状"
		}
		return strings.Join(zh, "和")
	}
	if len(en) == 0 {
		return "a forbidden shape"
	}
	return strings.Join(en, " and ")
}

// addQuestionTemplates adds the short questions and answers shown beside
// the narration.
func addQuestionTemplates(m map[string]Text) {
	for k, t := range map[string]Text{
		"q-forbidden":      {"Is {P} forbidden?", "{P}是禁手吗？"},
		"q-white":          {"Can White play {P}?", "白棋能下{P}吗？"},
		"q-three":          {"Is this a live three?", "这是活三吗？"},
		"q-candidate":      {"Is {C} forbidden?", "{C}是禁手吗？"},
		"a-legal":          {"{P}: legal", "{P}：不是禁手"},
		"a-five":           {"{P}: five, wins", "{P}：五连，胜"},
		"a-forbidden":      {"{P}: forbidden ({kind})", "{P}：禁手（{kind}）"},
		"a-live":           {"live three", "活三"},
		"a-false":          {"false three", "假活三"},
		"a-sleeping":       {"sleeping three, not live", "眠三，不是活三"},
		"a-cand-forbidden": {"{C} is forbidden: it does not count", "{C}是禁手：不算"},
		"a-cand-counts":    {"{C} is legal: it counts", "{C}不是禁手：算数"},
		"a-not-straight":   {"{C}: no straight four", "{C}：不能成活四"},
	} {
		m[k] = t
	}
}

// countWord is a number of stones: "six" / "六".
func countWord(n int, lang string) string {
	if n < 0 || n >= len(zhDigits) {
		return strconv.Itoa(n)
	}
	if lang == Chinese {
		return zhDigits[n]
	}
	return enDigits[n]
}

var enDigits = []string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"}

var zhDigits = []string{"零", "一", "二", "三", "四", "五", "六", "七", "八", "九", "十"}

// dirList names lines: "the horizontal line and the vertical line" /
// "横线和竖线".
func dirList(dirs []string, lang string) string {
	names := make([]string, len(dirs))
	for i, d := range dirs {
		names[i] = directionWords[d].Get(lang)
		if lang != Chinese {
			names[i] = "the " + names[i]
		}
	}
	return series(names, lang)
}

func extraWords(extra bool, lang string) string {
	switch {
	case !extra:
		return ""
	case lang == Chinese:
		return "和最多一个三"
	}
	return " and at most one three"
}

// zhCount is a count before 个: 两个, 三个.
func zhCount(n int) string {
	if n == 2 {
		return "两"
	}
	return countWord(n, Chinese)
}

// enCount is a small count in words: "two fours".
func enCount(n int) string {
	if words := []string{"zero", "one", "two", "three", "four"}; n < len(words) {
		return words[n]
	}
	return strconv.Itoa(n)
}
