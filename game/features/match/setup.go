package match

import (
	"fmt"
	"strconv"
	"strings"

	"renju/game/services/jobs"
	"renju/referee"
	"renju/rules"
)

// Setup is how a game is played: chosen on the Play screen's menu, kept in
// the game's link.
type Setup struct {
	Rule    referee.Rule
	Referee referee.Referee
	// Level is the sparring partner's level (1–jobs.MaxLevel); 0: two
	// people on one device (pass and play).
	Level int
	// You is the person the learner is against the partner: 0 began as
	// Black (the first player), 1 as White. Unused in pass and play.
	You referee.Person
	// Hints shows each side's fours and threes and White's foul threats.
	Hints bool
	// Adapt moves Level after each game against the partner (adapt.go).
	Adapt bool
	// Comment is the commentary's switch (comment.go): as the game
	// goes (CommentAuto: on at levels 1–2 and in Play it out), or on or
	// off as the learner chose.
	Comment CommentMode
}

// DefaultSetup is a first game: free opening, the learning referee, the
// partner at level 1, the learner Black, hints on.
var DefaultSetup = Setup{Rule: referee.Free, Referee: referee.Learning, Level: 1, Hints: true}

// Casual: takebacks are allowed (the learning referee); a game under the
// tournament referee, or one where White must call fouls, is played as
// it stands.
func (s Setup) Casual() bool { return s.Referee == referee.Learning }

// People reports pass and play.
func (s Setup) People() bool { return s.Level == 0 }

// The rules' and referees' names in links and in state().play.
var (
	RuleNames    = []string{referee.Free: "free", referee.RIF: "rif", referee.Yamaguchi: "yamaguchi", referee.Soosorv8: "soosorv8", referee.Taraguchi10: "taraguchi10"}
	RefereeNames = []string{referee.Learning: "learning", referee.Tournament: "tournament", referee.WhiteCalls: "white-calls"}
)

func lookup(names []string, s string) (int, bool) {
	for i, n := range names {
		if n == s {
			return i, true
		}
	}
	return 0, false
}

// A game's link (#play=…) is its setup and its actions:
//
//	1.rif.learning.2.first.h.h8-i9-j10-K-h11-Oi9-Og7-Ci9-k7
//
// version 1; rule; referee; the partner's level, or "people"; the
// learner's side ("first" or "second"); flags (h: hints, a: Adapt, r: reviewing,
// c: commentary on, q: commentary off; "-" for none); the actions, dash-separated: a point (lower case) places
// a stone, S swaps, K keeps the colours, D<n> declares n fifth moves,
// O<point> offers a fifth move, C<point> keeps an offer, P<point> lays a
// stone of the position a game starts from (Play it out, from.go), M offers ten
// (Taraguchi), F calls a foul, RB / RW: Black / White resigned. Actions
// are upper case so that they never read as points.
const linkVersion = "1"

// Action is one step of a game, as the link writes it.
type Action struct {
	Kind  byte // 'p' place, 'P' lay a stone of the starting position (from.go), 'S' swap, 'K' keep, 'D' declare, 'O' offer, 'C' choose, 'M' offer ten, 'F' foul call, 'R' resign
	Point rules.Point
	N     int         // 'D'
	Color rules.Stone // 'R': who resigned
}

func (a Action) String() string {
	switch a.Kind {
	case 'p':
		return a.Point.String()
	case 'O', 'C', 'P':
		return string(a.Kind) + a.Point.String()
	case 'D':
		return "D" + strconv.Itoa(a.N)
	case 'R':
		if a.Color == rules.White {
			return "RW"
		}
		return "RB"
	}
	return string(a.Kind)
}

func parseAction(s string) (Action, error) {
	if s == "" {
		return Action{}, fmt.Errorf("an empty action")
	}
	switch s[0] {
	case 'S', 'K', 'M', 'F':
		if len(s) == 1 {
			return Action{Kind: s[0]}, nil
		}
	case 'R':
		switch s {
		case "RB":
			return Action{Kind: 'R', Color: rules.Black}, nil
		case "RW":
			return Action{Kind: 'R', Color: rules.White}, nil
		}
	case 'D':
		n, err := strconv.Atoi(s[1:])
		if err == nil && n >= 1 && n <= 99 {
			return Action{Kind: 'D', N: n}, nil
		}
	case 'O', 'C', 'P':
		p, err := rules.ParsePoint(s[1:])
		if err == nil {
			return Action{Kind: s[0], Point: p}, nil
		}
	default:
		p, err := rules.ParsePoint(s)
		if err == nil {
			return Action{Kind: 'p', Point: p}, nil
		}
	}
	return Action{}, fmt.Errorf("%q is not a move or a step of the opening", clip(s))
}

// clip shortens what a message quotes.
func clip(s string) string {
	if len(s) > 12 {
		return s[:12] + "…"
	}
	return s
}

// FormatLink writes a game's link argument.
func FormatLink(s Setup, log []Action, reviewing bool) string {
	var b strings.Builder
	b.WriteString(linkVersion + "." + RuleNames[s.Rule] + "." + RefereeNames[s.Referee] + ".")
	if s.People() {
		b.WriteString("people")
	} else {
		b.WriteString(strconv.Itoa(s.Level))
	}
	if s.You == 0 {
		b.WriteString(".first.")
	} else {
		b.WriteString(".second.")
	}
	flags := ""
	if s.Hints {
		flags += "h"
	}
	if s.Adapt {
		flags += "a"
	}
	switch s.Comment {
	case CommentOn:
		flags += "c"
	case CommentOff:
		flags += "q"
	}
	if reviewing {
		flags += "r"
	}
	if flags == "" {
		flags = "-"
	}
	b.WriteString(flags + ".")
	for i, a := range log {
		if i > 0 {
			b.WriteByte('-')
		}
		b.WriteString(a.String())
	}
	return b.String()
}

// MaxLink bounds a link argument: a full board of actions is about 1 KB.
const MaxLink = 4096

// ParseLink reads a link argument; the error names the part at fault.
func ParseLink(arg string) (Setup, []Action, bool, error) {
	var s Setup
	if len(arg) > MaxLink {
		return s, nil, false, fmt.Errorf("the game link is longer than %d characters", MaxLink)
	}
	parts := strings.Split(arg, ".")
	if len(parts) != 7 {
		return s, nil, false, fmt.Errorf("a game link has 7 parts separated by dots, this one has %d", len(parts))
	}
	if parts[0] != linkVersion {
		return s, nil, false, fmt.Errorf("game link version %q is not known (this app reads version %s)", clip(parts[0]), linkVersion)
	}
	r, ok := lookup(RuleNames, parts[1])
	if !ok {
		return s, nil, false, fmt.Errorf("rule %q is not known (%s)", clip(parts[1]), strings.Join(RuleNames, ", "))
	}
	s.Rule = referee.Rule(r)
	ref, ok := lookup(RefereeNames, parts[2])
	if !ok {
		return s, nil, false, fmt.Errorf("referee %q is not known (%s)", clip(parts[2]), strings.Join(RefereeNames, ", "))
	}
	s.Referee = referee.Referee(ref)
	if parts[3] != "people" {
		n, err := strconv.Atoi(parts[3])
		if err != nil || n < 1 || n > jobs.MaxLevel {
			return s, nil, false, fmt.Errorf("level %q is not 1–%d or \"people\"", clip(parts[3]), jobs.MaxLevel)
		}
		s.Level = n
	}
	switch parts[4] {
	case "first":
	case "second":
		s.You = 1
	default:
		return s, nil, false, fmt.Errorf("side %q is not \"first\" or \"second\"", clip(parts[4]))
	}
	reviewing := false
	if parts[5] != "-" {
		for _, f := range parts[5] {
			switch f {
			case 'h':
				s.Hints = true
			case 'a':
				s.Adapt = true
			case 'r':
				reviewing = true
			case 'c':
				s.Comment = CommentOn
			case 'q':
				s.Comment = CommentOff
			default:
				return s, nil, false, fmt.Errorf("flag %q is not known (h: hints, a: adapt, r: review, c: commentary on, q: commentary off)", string(f))
			}
		}
	}
	var log []Action
	if parts[6] != "" {
		for i, t := range strings.Split(parts[6], "-") {
			a, err := parseAction(t)
			if err != nil {
				return s, nil, false, fmt.Errorf("action %d: %v", i+1, err)
			}
			log = append(log, a)
		}
	}
	return s, log, reviewing, nil
}
