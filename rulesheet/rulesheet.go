// Package rulesheet is the rules of renju on one page: the three fouls
// (double-three, double-four, overline), "a five beats a foul" and "White
// has no fouls", each with its picture. The app shows it (#rules,
// game/features/rulespage) and package worksheet prints it; the texts
// are the catalogue's (msg/rulesheet.go). Every picture is a position
// the judge agrees with (rulesheet_test.go): the point's verdict, and
// every forbidden point of the position marked, no other.
package rulesheet

import (
	"renju/boardview"
	"renju/msg"
	"renju/rules"
)

// Rule is one rule of the sheet and its picture: a stone of Colour at
// Point on the position Stones.
type Rule struct {
	// ID names the rule ("double-three", …, "white-free").
	ID string
	// Title, Text and Caption are the rule's heading, its statement and
	// what its picture shows.
	Title, Text, Caption msg.ID
	Stones               string
	Point                rules.Point
	Colour               rules.Stone
	// Verdict is the judge's at Point: Forbidden of Kind, or Five.
	Verdict rules.Verdict
	Kind    rules.Kind
	// Fouls are every forbidden point of the position for Black,
	// written out as the judge finds them (the test keeps it so): the
	// picture marks them, so that none is left unmarked.
	Fouls []rules.Foul
	// Lines are the lines the caption names, end to end: banded.
	Lines [][2]rules.Point
	// Unless, for a five that beats a foul, is a stone of the five whose
	// absence leaves Point a foul of UnlessKind: the foul the five beats.
	Unless     rules.Point
	UnlessKind rules.Kind
}

var h8 = rules.Center

func pt(s string) rules.Point { return rules.MustPoint(s) }

// sheet is the rules in the order the sheet gives them.
var sheet = []Rule{
	{ID: "double-three", Title: msg.RulesDoubleThree, Text: msg.RulesDoubleThreeText, Caption: msg.RulesDoubleThreeCaption,
		Stones: "B:f8,g8,h9,h10", Point: h8, Colour: rules.Black, Verdict: rules.Forbidden, Kind: rules.DoubleThree,
		Fouls: []rules.Foul{{Point: h8, Kind: rules.DoubleThree}},
		Lines: [][2]rules.Point{{pt("f8"), h8}, {h8, pt("h10")}}},
	{ID: "double-four", Title: msg.RulesDoubleFour, Text: msg.RulesDoubleFourText, Caption: msg.RulesDoubleFourCaption,
		Stones: "B:e8,f8,g8,h9,h10,h11 W:d8,h12", Point: h8, Colour: rules.Black, Verdict: rules.Forbidden, Kind: rules.DoubleFour,
		Fouls: []rules.Foul{{Point: h8, Kind: rules.DoubleFour}},
		Lines: [][2]rules.Point{{pt("e8"), h8}, {h8, pt("h11")}}},
	{ID: "overline", Title: msg.RulesOverline, Text: msg.RulesOverlineText, Caption: msg.RulesOverlineCaption,
		Stones: "B:e8,f8,g8,i8,j8", Point: h8, Colour: rules.Black, Verdict: rules.Forbidden, Kind: rules.Overline,
		Fouls: []rules.Foul{{Point: h8, Kind: rules.Overline}},
		Lines: [][2]rules.Point{{pt("e8"), pt("j8")}}},
	{ID: "five-beats-foul", Title: msg.RulesFive, Text: msg.RulesFiveText, Caption: msg.RulesFiveCaption,
		Stones: "B:d8,e8,f8,g8,h9,h10,i7,j6", Point: h8, Colour: rules.Black, Verdict: rules.Five,
		Lines:  [][2]rules.Point{{pt("d8"), h8}, {h8, pt("h10")}, {h8, pt("j6")}},
		Unless: pt("d8"), UnlessKind: rules.DoubleThree},
	{ID: "white-free", Title: msg.RulesWhite, Text: msg.RulesWhiteText, Caption: msg.RulesWhiteCaption,
		Stones: "W:e8,f8,g8,i8,j8", Point: h8, Colour: rules.White, Verdict: rules.Five,
		Lines: [][2]rules.Point{{pt("e8"), pt("j8")}}},
}

// All is the sheet's rules, in order.
func All() []Rule { return sheet }

// Board is the rule's position.
func (r Rule) Board() rules.Board {
	b, err := rules.ParseStones(r.Stones)
	if err != nil {
		panic("rulesheet: " + r.ID + ": " + err.Error()) // the tests read every one
	}
	return b
}

// Picture is the rule's picture: the position, its lines banded, the
// point's forbidden mark for a foul, or the stone that makes five played
// and ringed; every other forbidden point marked too.
func (r Rule) Picture(coords bool) boardview.Board {
	pic := boardview.Board{Stones: r.Board(), Coords: coords}
	for _, ln := range r.Lines {
		pic.Add(boardview.BandAlong(ln[0], ln[1]))
	}
	for _, f := range r.Fouls {
		pic.Add(boardview.FoulAt(f.Point, f.Kind))
	}
	if r.Verdict == rules.Five {
		// The stone played, ringed: a see-through one was lost in the
		// bands that cross at its point.
		pic.Stones.Set(r.Point, r.Colour)
		pic.Add(boardview.RingAt(r.Point, boardview.InkGood, 1))
	}
	return pic
}

// Printed is the rule's picture for paper, where notes are not drawn:
// the forbidden points marked (✕), and a stone that makes five on its
// point with a triangle on it, the move just played.
func (r Rule) Printed() boardview.Board {
	pic := boardview.Board{Stones: r.Board(), Coords: true, Overlay: true}
	pic.SetFouls(r.Fouls)
	if r.Verdict == rules.Five {
		pic.Stones.Set(r.Point, r.Colour)
		pic.SetMark(r.Point, '^')
	}
	return pic
}
