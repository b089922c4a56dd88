package screens

import (
	"strings"

	"renju/boardview"
	"renju/game/vocab/input"
	"renju/game/vocab/screenview"
	"renju/msg"
	"renju/rules"
)

// Home keeps at most five entries (Groups); every other screen is one
// level inside them, on its group's hub: a panel listing the Registry's
// entries of the group, in the Registry's order, so that a screen
// registered with a Group is listed without more.

// The groups' names (Entry.Group).
const (
	GroupLearn    = "learn"
	GroupPractise = "practise"
	GroupPlay     = "play"
	GroupTeach    = "teach"
	GroupGames    = "games"
)

// Group is one of home's entries.
type Group struct {
	Name        string
	Label, Desc msg.ID
}

// Groups are home's entries, in order (at most five: TestHomeMenu).
var Groups = []Group{
	{GroupLearn, msg.GroupLearn, msg.GroupLearnDesc},
	{GroupPractise, msg.GroupPractise, msg.GroupPractiseDesc},
	{GroupPlay, msg.MenuPlay, msg.GroupPlayDesc},
	{GroupTeach, msg.GroupTeach, msg.GroupTeachDesc},
	{GroupGames, msg.MenuViewer, msg.GroupGamesDesc},
}

// NameHub is the hubs' screen name; "#hub=<group>" opens one.
const NameHub = "hub"

// btnHub starts a hub's buttons: "hub.<screen name>".
const btnHub = "hub."

// InGroup lists the Registry's menu entries of group g, in order.
func InGroup(g string) []Entry {
	var out []Entry
	for _, e := range Registry {
		if e.Group == g && e.Menu != "" {
			out = append(out, e)
		}
	}
	return out
}

func findGroup(name string) (Group, bool) {
	for _, g := range Groups {
		if g.Name == name {
			return g, true
		}
	}
	return Group{}, false
}

// hubModel is a group's hub.
type hubModel struct {
	g    Group
	open string // the screen asked for, once
}

func openHub(c *Ctx, prev Screen, arg string, _ bool) (Screen, error) {
	g, ok := findGroup(arg)
	if !ok {
		return nil, errUnknownGroup(arg)
	}
	m := &hubModel{g: g}
	s := &panelScreen{name: NameHub, m: m}
	s.perform = func(c *Ctx) {
		if m.open != "" {
			name := m.open
			m.open = ""
			_ = c.Open(name, "")
		}
	}
	return s, nil
}

type errUnknownGroup string

func (e errUnknownGroup) Error() string { return "no group " + string(e) }

// Panel lists the group's screens: a button each, its description below
// the list.
func (m *hubModel) Panel(lang msg.Lang) screenview.Panel {
	p := screenview.Panel{Title: msg.T(lang, m.g.Label)}
	b, _ := rules.ParseStones(HomeDemo)
	p.Board = boardview.Board{Stones: b, Coords: true}
	p.Add(screenview.DimLine(msg.T(lang, m.g.Desc)))
	var rows [][]screenview.Button
	for _, e := range InGroup(m.g.Name) {
		p.Add(screenview.Block{Text: screenview.Text{S: msg.T(lang, e.Menu), Face: screenview.Bold, Heading: true}}.Tight(0.7),
			screenview.BodyLine(msg.T(lang, e.Desc)))
		rows = append(rows, []screenview.Button{{ID: btnHub + e.Name, Label: msg.T(lang, e.Menu), Disabled: e.Open == nil}})
	}
	p.Rows = rows
	return p
}

func (m *hubModel) Press(id string) {
	if name, ok := strings.CutPrefix(id, btnHub); ok {
		for _, e := range InGroup(m.g.Name) {
			if e.Name == name && e.Open != nil {
				m.open = name
			}
		}
	}
}

func (m *hubModel) Key(input.Press)                   {}
func (m *hubModel) Tap(rules.Point)                   {}
func (m *hubModel) Poll()                             {}
func (m *hubModel) TakeWalk() (screenview.Walk, bool) { return screenview.Walk{}, false }
func (m *hubModel) TakeSaves() []screenview.Save      { return nil }
func (m *hubModel) Hash() string                      { return "#hub=" + m.g.Name }
func (m *hubModel) Leave()                            {}
