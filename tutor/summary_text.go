package tutor

// addSummaryTemplates adds the summary's sentences (summary.go). {clauses}
// is the list of reasons a sentence names.
func addSummaryTemplates(m map[string]Text) {
	for k, t := range map[string]Text{
		// The root's verdict.
		"sum-five":       {"{P} makes a five on the {dir}: Black wins.", "{P}在{dir}上成五：黑胜。"},
		"sum-five-beats": {"{P} makes a five on the {dir}, which wins even though the same move also makes {what}.", "{P}在{dir}上成五，即使同一手还形成了{what}，五连与禁手同时形成时禁手失效：黑胜。"},
		"sum-overline":   {"{P} is forbidden, an overline: six or more in a row on the {dir}.", "{P}是长连禁手：{dir}上连成六子以上。"},
		"sum-double-four": {"{P} is forbidden, a double-four{comboname}: {clauses}.",
			"{P}是四四禁手{comboname}：{clauses}。"},
		"sum-double-three": {"{P} is forbidden, a double-three{comboname}: {clauses}.",
			"{P}是三三禁手{comboname}：{clauses}。"},
		"sum-four-three": {"{P} is legal, a four-three and Black's winning attack: {clauses}.",
			"{P}不是禁手，是四三，这正是黑棋的取胜手段：{clauses}。"},
		"sum-four-three-white": {"{P} is legal, a four-three, but White's four comes first (White makes five at {W}): {clauses}.",
			"{P}不是禁手，是四三，但白棋已有四，会先在{W}成五：{clauses}。"},
		"sum-legal": {"{P} is legal: {clauses}, so it has at most one live three.",
			"{P}不是禁手：{clauses}，所以最多只有一个活三。"},
		"sum-legal-none": {"{P} is legal: {clauses}, so it has no live three.",
			"{P}不是禁手：{clauses}，所以没有活三。"},
		"sum-teach-one-three":    {"{P} makes no four and at most one live three: legal.", "{P}没有四，最多只有一个活三：不是禁手。"},
		"sum-teach-at-most-one":  {"{P} makes at most one four and at most one live three: legal.", "{P}最多形成一个四和一个活三：不是禁手。"},
		"sum-verdict-legal-none": {"{P} makes no four and no live three: legal.", "{P}既不形成四，也不形成活三：不是禁手。"},

		// A nested judgement with reasons of its own.
		"sum-sub-double-three": {"{P} would be a double-three{comboname}: {clauses}.", "{P}会是三三禁手{comboname}：{clauses}。"},
		"sum-sub-double-four":  {"{P} would be a double-four{comboname}: {clauses}.", "{P}会是四四禁手{comboname}：{clauses}。"},
		"sum-sub-overline":     {"{P} would be an overline: {clauses}.", "{P}会是长连禁手：{clauses}。"},
		"sum-sub-legal":        {"{P} would be legal: {clauses}.", "{P}不会是禁手：{clauses}。"},

		// A line walk's answer.
		"sum-line": {"After Black's {P}, {clauses}.", "黑棋下{P}之后，{clauses}。"},

		// The reasons.
		"clause-four":          {"the {dir} holds a four", "{dir}上有冲四"},
		"clause-straight-four": {"the {dir} holds a straight four", "{dir}上有活四"},
		"clause-double-four":   {"the {dir} holds two fours", "{dir}上有两个四"},
		"clause-live":          {"the three on the {dir} is live ({C} would be legal)", "{dir}上的三是活三（{C}不会是禁手）"},
		"clause-false":         {"the three on the {dir} is false ({clauses})", "{dir}上的三是假活三（{clauses}）"},
		"clause-sleeping":      {"the three on the {dir} is only a sleeping three ({clauses})", "{dir}上只是眠三（{clauses}）"},

		"reason-occupied":      {"White holds {C}", "{C}已有白子"},
		"reason-blocked-white": {"{C} would make a four closed by White at {B}", "{C}成四会被白棋{B}挡住"},
		"reason-blocked-edge":  {"{C} would make a four closed by the edge", "{C}成四会顶到盘端"},
		"reason-six":           {"{C} would only lead to six with {B}", "{C}只会与{B}连成六"},
		"reason-long":          {"{C} would make an overline", "{C}会成长连"},
		"reason-five":          {"{C} would also make a five", "{C}会同时成五"},
		"reason-forbidden":     {"{C} would be {akind}", "{C}会是{akind}"},
	} {
		m[k] = t
	}
}
