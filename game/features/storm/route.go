package storm

import "renju/msg"

// ParseRoute reads the argument of "#storm[=storm|streak]": the mode, ok
// false for none, or an error quoting the value (msg.Excerpt).
func ParseRoute(arg string) (mode Mode, ok bool, err error) {
	switch arg {
	case "":
		return 0, false, nil
	case "storm":
		return StormMode, true, nil
	case "streak":
		return StreakMode, true, nil
	}
	return 0, false, msg.Errorf(LinkBad, msg.Excerpt(arg))
}

// Route opens the mode "#storm=<mode>" names (screenview.Router); a mode
// it does not know is an error and changes nothing.
func (m *Model) Route(arg string) error {
	mode, ok, err := ParseRoute(arg)
	if ok {
		m.ChooseMode(mode)
	}
	return err
}
