package msg

import "renju/rules"

// Notice is a message waiting to be shown (in the language of the moment
// it is drawn): a catalogue ID and its arguments. The zero Notice is none.
type Notice struct {
	ID   ID
	Args []any
}

// Say makes a Notice.
//
// Not inlined, nor Errorf: their hundreds of inlined copies were 4,699
// bytes of the first module's gzip.
//
//go:noinline
func Say(id ID, args ...any) Notice { return Notice{ID: id, Args: args} }

// Text is the notice in lang, or "" for none. An argument that is itself
// a Notice (or an Error) is said in lang too.
func (n Notice) Text(lang Lang) string {
	if n.ID == "" {
		return ""
	}
	args := n.Args
	for i, a := range args {
		var in Notice
		switch a := a.(type) {
		case Notice:
			in = a
		case Error:
			in = a.Notice
		default:
			continue
		}
		if &args[0] == &n.Args[0] {
			args = append([]any(nil), n.Args...)
		}
		args[i] = in.Text(lang)
	}
	return F(lang, n.ID, args...)
}

// Error is an error a learner may read, in either language: its Error is
// the English (logs, the page API), Text(lang) what the screen shows.
type Error struct{ Notice }

// Errorf makes an Error from a message and its arguments.
//
//go:noinline
func Errorf(id ID, args ...any) Error { return Error{Say(id, args...)} }

func (e Error) Error() string { return e.Text(English) }

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
