// Package referee is a game of renju between two players (people, or a
// person and the sparring partner) as a referee keeps it: the opening
// rule's procedure step by step (Free, RIF, Yamaguchi, Soosõrv-8 or
// Taraguchi-10), the call on Black's forbidden moves, and the result. The
// Play screen (game/features/match) is built on it and the worker's partner plays
// by it; it is plain Go, tested on the host, and knows nothing of the app.
//
// Each step says who acts and what they may do (Step); every action that
// the step does not allow, or that breaks the rule, is refused with a
// *Refusal saying why, and changes nothing.
package referee

import (
	"fmt"

	"renju/rules"
)

// Rule is the opening rule.
type Rule int

const (
	// Free: Black's first stone anywhere, then turns (for beginners).
	Free Rule = iota
	// RIF: Black 1 on the centre, White 2 next to it and Black 3 in the
	// central 5x5 (one of the 26 openings, all placed by the first player);
	// the other may swap; White 4 anywhere; Black offers two 5th moves that
	// are not symmetric to each other; White keeps one and plays 6.
	RIF
	// Yamaguchi: as RIF, but with the opening the first player declares
	// how many 5th moves Black will offer (1–MaxYamaguchi).
	Yamaguchi
	// Soosorv8 (Soosõrv-8): the opening, the swap, White 4 anywhere with
	// the number of 5th moves declared (1–8), a second swap, then as RIF
	// with that many offers.
	Soosorv8
	// Taraguchi10 (Taraguchi-10): each player places his own colour, moves
	// 1–4 in the central 1x1, 3x3, 5x5 and 7x7, and after each of moves
	// 1–3 the other may swap. Then Black's holder either swaps or not and
	// Black plays 5 in the central 9x9, after which the other may swap; or
	// Black offers TaraguchiOffers 5th moves anywhere, not symmetric to each
	// other, and White keeps one. White 6 anywhere.
	Taraguchi10
)

// MaxYamaguchi is the most 5th moves the app lets a Yamaguchi opener
// declare (the rule sets no limit; more than ten is never played).
const MaxYamaguchi = 10

// TaraguchiOffers is how many 5th moves Black offers in Taraguchi-10's
// second choice (the N of the published Taraguchi-N).
const TaraguchiOffers = 10

// Referee is how Black's forbidden moves are judged.
type Referee int

const (
	// Learning: a forbidden point is refused with its reason.
	Learning Referee = iota
	// Tournament: Black may play a forbidden point and loses at once.
	Tournament
	// WhiteCalls: Black may play a forbidden point; White must call the
	// foul (Call) before playing on, or the claim lapses.
	WhiteCalls
)

// Person is one of the two players: 0 began the game as Black.
type Person int

// Ask is what the current step asks for.
type Ask int

const (
	AskPlace   Ask = iota // place the next stone (Step.MoveNo, Step.Color)
	AskSwap               // the person may swap colours (Swap)
	AskOffer              // Black offers a 5th move (Offer), Step.Need in all
	AskChoose             // White keeps one of the offers (Choose)
	AskDeclare            // the person declares how many 5th moves (Declare), 1–Step.Need
	AskNone               // the game is over
	// AskChoice: Taraguchi after move 4: Black's holder swaps or not (Swap)
	// and plays one 5th move in the 9x9, or offers ten (OfferMany);
	// Step.Need is 10. (Last, so the other values keep their numbers.)
	AskChoice
)

// Step is what happens next.
type Step struct {
	Ask    Ask
	Person Person
	// Color is the colour the person plays now.
	Color  rules.Stone
	MoveNo int // the move to place (AskPlace)
	Need   int // AskOffer: the offers wanted in all
	// Square: the stone must lie in the central Square x Square (0: anywhere).
	Square int
}

// Result is how a finished game ended.
type Result struct {
	Winner rules.Stone // Empty for a draw
	// By: "five", "foul" (Black played a forbidden point: Foul) or "draw"
	// (a full board).
	By   string
	Foul rules.Foul
}

// Game is one game.
type Game struct {
	rule    Rule
	referee Referee
	moves   []rules.Point
	board   rules.Board
	// blackIs is the person playing Black now (a swap changes it).
	blackIs Person
	swapped bool
	offers  []rules.Point
	// need is the 5th-move offers declared (2 under RIF); under Taraguchi
	// it stays 0 while Black plays a single 5th move (the first choice).
	need int
	over *Result
	// pending is Black's forbidden move White may still call (WhiteCalls).
	pending *rules.Foul
	// stage is the position in the rule's opening procedure.
	stage stage
	// laid is the number of stones the game began with (Lay).
	laid int
}

type stage int

const (
	stagePlace stage = iota // a stone (opening or play)
	stageSwap
	stageOffer
	stageChoose
	stageDeclare
	stageChoice // Taraguchi after move 4
)

// New starts a game under rule, judged by referee.
func New(rule Rule, referee Referee) *Game { return &Game{rule: rule, referee: referee} }

// Moves are the stones played, in order (an offer kept by White is move 5).
func (g *Game) Moves() []rules.Point { return append([]rules.Point(nil), g.moves...) }

// Board is the position.
func (g *Game) Board() rules.Board { return g.board }

// Offers are Black's 5th-move offers so far (AskOffer, AskChoose).
func (g *Game) Offers() []rules.Point { return append([]rules.Point(nil), g.offers...) }

// Result is the end of the game, if it is over.
func (g *Game) Result() (Result, bool) {
	if g.over == nil {
		return Result{}, false
	}
	return *g.over, true
}

// Swapped reports whether the players swapped colours.
func (g *Game) Swapped() bool { return g.swapped }

// Opening is the named opening the first three stones form, if any.
func (g *Game) Opening() (rules.Opening, bool) { return rules.RecognizeOpening(g.moves) }

// ToMove is the colour of the next stone.
func (g *Game) ToMove() rules.Stone {
	if len(g.moves)%2 == 0 {
		return rules.Black
	}
	return rules.White
}

// person is who plays colour c now.
func (g *Game) person(c rules.Stone) Person {
	if c == rules.Black {
		return g.blackIs
	}
	return 1 - g.blackIs
}

// Step is what the game asks for now.
func (g *Game) Step() Step {
	if g.over != nil {
		return Step{Ask: AskNone}
	}
	n := len(g.moves)
	switch g.stage {
	case stageSwap:
		// The one who did not play the last stone may take its colour:
		// White's holder after RIF's move 3, Black's after Soosõrv's 4.
		c := g.ToMove()
		return Step{Ask: AskSwap, Person: g.person(c), Color: c}
	case stageChoice:
		return Step{Ask: AskChoice, Person: g.person(rules.Black), Color: rules.Black, Need: TaraguchiOffers}
	case stageDeclare:
		if g.rule == Yamaguchi {
			return Step{Ask: AskDeclare, Person: g.person(rules.Black), Color: rules.Black, Need: MaxYamaguchi}
		}
		return Step{Ask: AskDeclare, Person: g.person(rules.White), Color: rules.White, Need: 8}
	case stageOffer:
		return Step{Ask: AskOffer, Person: g.person(rules.Black), Color: rules.Black, Need: g.need}
	case stageChoose:
		return Step{Ask: AskChoose, Person: g.person(rules.White), Color: rules.White}
	}
	c := g.ToMove()
	st := Step{Ask: AskPlace, Person: g.person(c), Color: c, MoveNo: n + 1}
	switch {
	case g.rule == Taraguchi10 && (n < 4 || n == 4 && g.need == 0):
		// Each places his own colour (a swap may come after every stone),
		// in a square growing by two; an offer kept as 5 may lie anywhere.
		st.Square = 2*n + 1
	case g.rule != Free && n < 3:
		st.Person = 0 // the first player places the whole opening
		st.Square = 2*n + 1
	}
	return st
}

// Place plays the next stone at p (AskPlace).
func (g *Game) Place(p rules.Point) error {
	st := g.Step()
	if st.Ask != AskPlace {
		return g.wrongStep(AskPlace)
	}
	if !p.OnBoard() || g.board.At(p) != rules.Empty {
		return &Refusal{Code: CodeTaken, Point: p}
	}
	if st.Square > 0 && !inSquare(p, st.Square) {
		return &Refusal{Code: CodeOutsideSquare, Point: p, N: st.Square}
	}
	g.pending = nil // White played on: a foul not called lapses
	if st.Color == rules.Black {
		j, err := rules.Judge(&g.board, p, rules.Black)
		if err != nil {
			return &Refusal{Code: CodeTaken, Point: p}
		}
		if j.Verdict == rules.Forbidden {
			foul := rules.Foul{Point: p, Kind: j.Kind}
			switch g.referee {
			case Learning:
				return &Refusal{Code: CodeForbidden, Point: p, Kind: j.Kind}
			case Tournament:
				g.play(p, rules.Black)
				g.over = &Result{Winner: rules.White, By: "foul", Foul: foul}
				return nil
			default:
				g.play(p, rules.Black)
				g.pending = &foul
				g.afterMove()
				return nil
			}
		}
		g.play(p, rules.Black)
		if j.Verdict == rules.Five {
			g.over = &Result{Winner: rules.Black, By: "five"}
			return nil
		}
		g.afterMove()
		return nil
	}
	j, _ := rules.Judge(&g.board, p, rules.White)
	g.play(p, rules.White)
	if j.Verdict == rules.Five {
		g.over = &Result{Winner: rules.White, By: "five"}
		return nil
	}
	g.afterMove()
	return nil
}

func (g *Game) play(p rules.Point, c rules.Stone) {
	g.moves = append(g.moves, p)
	g.board.Set(p, c)
}

// afterMove moves the procedure on after a stone.
func (g *Game) afterMove() {
	if len(g.moves) == rules.MaxStones {
		g.over = &Result{By: "draw"}
		return
	}
	switch n := len(g.moves); {
	case g.rule == Free:
	case g.rule == Taraguchi10:
		switch {
		case n < 4 || n == 5 && g.need == 0: // no swap after a kept offer
			g.stage = stageSwap
		case n == 4:
			g.stage = stageChoice
		}
	case n == 3 && g.rule == Yamaguchi:
		g.stage = stageDeclare
	case n == 3:
		g.stage = stageSwap
	case n == 4 && g.rule == Soosorv8:
		g.stage = stageDeclare
	case n == 4:
		if g.rule == RIF {
			g.need = 2
		}
		g.stage = stageOffer
	}
}

// Lay places the next stone of a given position, before any move is
// played from it (a game played on from a lesson's or a drill's
// position): under Free only, Black and White in turn, without the call
// on forbidden points — the position stands as given, however it came
// about. The caller checks that it holds no five.
func (g *Game) Lay(p rules.Point) error {
	if g.rule != Free || g.over != nil || len(g.moves) != g.laid {
		return g.wrongStep(AskPlace)
	}
	if !p.OnBoard() || g.board.At(p) != rules.Empty {
		return &Refusal{Code: CodeTaken, Point: p}
	}
	g.play(p, g.ToMove())
	g.laid++
	g.afterMove()
	return nil
}

// Laid is the number of stones the game began with (Lay).
func (g *Game) Laid() int { return g.laid }

// Declare states how many 5th moves Black will offer (AskDeclare).
func (g *Game) Declare(n int) error {
	st := g.Step()
	if st.Ask != AskDeclare {
		return g.wrongStep(AskDeclare)
	}
	if n < 1 || n > st.Need {
		return &Refusal{Code: CodeBadNumber, N: st.Need}
	}
	g.need = n
	g.stage = stageSwap // Yamaguchi: the swap; Soosõrv: the second swap
	return nil
}

// Swap answers the swap question (AskSwap), or makes Taraguchi's first
// choice (AskChoice: Black 5 comes next, from the one then Black): yes
// exchanges the players' colours.
func (g *Game) Swap(yes bool) error {
	if ask := g.Step().Ask; ask != AskSwap && ask != AskChoice {
		return g.wrongStep(AskSwap)
	}
	if yes {
		g.blackIs = 1 - g.blackIs
		g.swapped = !g.swapped
	}
	g.stage = stagePlace
	if g.rule == Soosorv8 && len(g.moves) == 4 { // the second swap: the offers come next
		g.stage = stageOffer
	}
	return nil
}

// OfferMany is Taraguchi's second choice (AskChoice): Black offers
// TaraguchiOffers 5th moves (Offer) instead of playing one, and keeps
// his colour.
func (g *Game) OfferMany() error {
	if g.Step().Ask != AskChoice {
		return g.wrongStep(AskChoice)
	}
	g.need = TaraguchiOffers
	g.stage = stageOffer
	return nil
}

// Offer adds a 5th-move offer (AskOffer): an empty point, not one already
// offered, and not symmetric to one (a symmetry of the board that leaves
// the four stones where they are and maps one offer onto the other makes
// the two the same move). The last offer wanted (Step.Need) hands the
// choice to White.
func (g *Game) Offer(p rules.Point) error {
	st := g.Step()
	if st.Ask != AskOffer {
		return g.wrongStep(AskOffer)
	}
	if !p.OnBoard() || g.board.At(p) != rules.Empty {
		return &Refusal{Code: CodeTaken, Point: p}
	}
	for _, q := range g.offers {
		if q == p {
			return &Refusal{Code: CodeOfferedTwice, Point: p}
		}
		if s, ok := symmetricOffers(&g.board, p, q); ok {
			return &Refusal{Code: CodeSymmetric, Point: p, Other: q, Symmetry: s}
		}
	}
	if j, _ := rules.Judge(&g.board, p, rules.Black); j.Verdict == rules.Forbidden && g.referee == Learning {
		return &Refusal{Code: CodeForbidden, Point: p, Kind: j.Kind}
	}
	g.offers = append(g.offers, p)
	if len(g.offers) == st.Need {
		g.stage = stageChoose
	}
	return nil
}

// Choose keeps one of Black's offers as move 5 (AskChoose); White then
// plays move 6.
func (g *Game) Choose(p rules.Point) error {
	if g.Step().Ask != AskChoose {
		return g.wrongStep(AskChoose)
	}
	found := false
	for _, q := range g.offers {
		found = found || q == p
	}
	if !found {
		return &Refusal{Code: CodeNotOffered, Point: p}
	}
	g.offers = nil
	g.stage = stagePlace
	return g.Place(p)
}

// Call is White's foul call (WhiteCalls): it wins if Black's last move
// was forbidden; otherwise it is refused and the game goes on.
func (g *Game) Call() error {
	if g.over != nil || g.referee != WhiteCalls || g.ToMove() != rules.White {
		return &Refusal{Code: CodeNoCall}
	}
	if g.pending == nil {
		return &Refusal{Code: CodeNotAFoul, Point: g.moves[len(g.moves)-1]}
	}
	g.over = &Result{Winner: rules.White, By: "foul", Foul: *g.pending}
	g.pending = nil
	return nil
}

// Undo takes back the last stone, in the play after the opening (for
// casual games; the Play screen offers it only there).
func (g *Game) Undo() error {
	first := g.laid
	if g.rule != Free {
		first = 6
	}
	if len(g.moves) <= first || g.stage != stagePlace {
		return &Refusal{Code: CodeNoUndo}
	}
	last := g.moves[len(g.moves)-1]
	g.moves = g.moves[:len(g.moves)-1]
	g.board.Set(last, rules.Empty)
	g.over, g.pending = nil, nil
	return nil
}

func (g *Game) wrongStep(tried Ask) error {
	return &Refusal{Code: CodeWrongStep, Asked: g.Step().Ask, Tried: tried}
}

// inSquare reports whether p lies in the central n x n square.
func inSquare(p rules.Point, n int) bool {
	h := n / 2
	return abs(p.Col-rules.Center.Col) <= h && abs(p.Row-rules.Center.Row) <= h
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// symmetricOffers reports a symmetry of the board that keeps its stones
// where they are and maps p onto q: then the two offers are one move.
func symmetricOffers(b *rules.Board, p, q rules.Point) (rules.Symmetry, bool) {
	for _, s := range rules.Symmetries[1:] {
		if s.Apply(p) == q && s.ApplyBoard(b) == *b {
			return s, true
		}
	}
	return 0, false
}

// Refusal codes.
const (
	CodeWrongStep     = "wrong-step"     // the step asks for something else
	CodeTaken         = "taken"          // the point is taken or off the board
	CodeOutsideSquare = "outside-square" // an opening stone outside its square
	CodeForbidden     = "forbidden"      // a forbidden point for Black (Learning)
	CodeOfferedTwice  = "offered-twice"
	CodeSymmetric     = "symmetric"   // the offer mirrors an earlier one
	CodeNotOffered    = "not-offered" // White chose a point Black did not offer
	CodeNoCall        = "no-call"     // no foul can be called now
	CodeNotAFoul      = "not-a-foul"  // Black's last move was legal
	CodeNoUndo        = "no-undo"
	CodeBadNumber     = "bad-number" // a declared number outside 1–N
)

// Refusal is an action the game does not take, and why.
type Refusal struct {
	Code  string
	Point rules.Point
	// Other is the earlier offer a symmetric one mirrors, under Symmetry.
	Other    rules.Point
	Symmetry rules.Symmetry
	Kind     rules.Kind // CodeForbidden
	N        int        // CodeOutsideSquare: the square's side
	Asked    Ask        // CodeWrongStep
	Tried    Ask
}

// Error says it in English for logs and tests; the Play screen says it in
// the learner's language from the fields.
func (r *Refusal) Error() string {
	switch r.Code {
	case CodeTaken:
		return fmt.Sprintf("%s is taken", r.Point.Upper())
	case CodeOutsideSquare:
		return fmt.Sprintf("%s is outside the central %dx%d square", r.Point.Upper(), r.N, r.N)
	case CodeForbidden:
		return fmt.Sprintf("%s is forbidden for Black (%s)", r.Point.Upper(), r.Kind)
	case CodeSymmetric:
		return fmt.Sprintf("%s mirrors the offer %s (symmetry %d): they are the same move", r.Point.Upper(), r.Other.Upper(), r.Symmetry)
	case CodeBadNumber:
		return fmt.Sprintf("declare from 1 to %d fifth moves", r.N)
	case CodeWrongStep:
		return fmt.Sprintf("the game asks for step %d, not %d", r.Asked, r.Tried)
	}
	return r.Code + " " + r.Point.Upper()
}
