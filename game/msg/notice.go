package msg

import "renju/rules"

// Notice is a message waiting to be shown (in the language of the moment
// it is drawn): a catalogue ID and its arguments. The zero Notice is none.
type Notice struct {
	ID   ID
	Args []any
}

// Say makes a Notice.
func Say(id ID, args ...any) Notice { return Notice{ID: id, Args: args} }

// Text is the notice in lang, or "" for none.
func (n Notice) Text(lang Lang) string {
	if n.ID == "" {
		return ""
	}
	return F(lang, n.ID, n.Args...)
}

// Kind is the name of a forbidden kind ("double-three", 三三禁手); the
// only place a kind gets its words. NoKind has none ("").
func Kind(k rules.Kind) ID {
	switch k {
	case rules.DoubleThree:
		return KindDoubleThree
	case rules.DoubleFour:
		return KindDoubleFour
	case rules.Overline:
		return KindOverline
	}
	return ""
}

// KindNamed is Kind for a kind written as the judge writes it
// ("double-four"); an unknown name gives "".
func KindNamed(name string) ID {
	k, ok := rules.ParseKind(name)
	if !ok {
		return ""
	}
	return Kind(k)
}

// Kinds lists the forbidden kinds in the order the app names them.
func Kinds() []rules.Kind { return []rules.Kind{rules.DoubleThree, rules.DoubleFour, rules.Overline} }
