package referee

import (
	"fmt"

	"renju/record"
	"renju/rules"
)

// ruleNames are the rules as the SGF RU property names them.
var ruleNames = map[Rule]string{Free: "Free", RIF: "RIF", Yamaguchi: "Yamaguchi", Soosorv8: "Soosorv-8", Taraguchi10: "Taraguchi-10"}

// Record is the game as an SGF tree: GM[4], the rule (RU), the opening's
// name (ON) when the first three stones form one, the result (RE: B+, W+
// or 0; a foul's point and kind in the last move's comment), and the
// moves.
func (g *Game) Record() *record.Node {
	root := record.FromMoves(g.moves)
	root.Set("RU", ruleNames[g.rule])
	if o, ok := g.Opening(); ok {
		root.Set("ON", o.String())
	}
	if r, over := g.Result(); over {
		switch r.Winner {
		case rules.Black:
			root.Set("RE", "B+")
		case rules.White:
			root.Set("RE", "W+")
		default:
			root.Set("RE", "0")
		}
		if r.By == "foul" {
			last := root
			for len(last.Children) > 0 {
				last = last.Children[0]
			}
			last.Comment = fmt.Sprintf("Black's %s is forbidden (%s).", r.Foul.Point.Upper(), r.Foul.Kind)
		}
	}
	return root
}

// Replay makes a game of a record's main line, for review: a Free game
// under the tournament referee, so that a foul in the record ends it as
// it ended the game. A record with setup stones, a pass, or moves after
// the end is refused, naming the move.
func Replay(root *record.Node) (*Game, error) {
	g := New(Free, Tournament)
	n := 0
	for cur := root; cur != nil; {
		if len(cur.AddBlack)+len(cur.AddWhite)+len(cur.Clear) > 0 {
			return nil, fmt.Errorf("the record sets up stones: only games played from the empty board can be replayed")
		}
		if cur.Color != rules.Empty {
			n++
			switch {
			case cur.Pass:
				return nil, fmt.Errorf("move %d is a pass, which the app does not play", n)
			case cur.Color != g.ToMove():
				return nil, fmt.Errorf("move %d is %s's, but it is %s's turn", n, cur.Color, g.ToMove())
			}
			if _, over := g.Result(); over {
				return nil, fmt.Errorf("move %d comes after the game ended", n)
			}
			if err := g.Place(cur.Move); err != nil {
				return nil, fmt.Errorf("move %d (%s): %v", n, cur.Move.Upper(), err)
			}
		}
		if len(cur.Children) == 0 {
			break
		}
		cur = cur.Children[0]
	}
	return g, nil
}
