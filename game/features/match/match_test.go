package match

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/boardview"
	"renju/game/services/jobs"
	"renju/game/vocab/stagecheck"
	"renju/lessons"
	"renju/msg"
	"renju/referee"
	"renju/review"
	"renju/rules"
)

func init() { MinThink = 0 }

func pt(s string) rules.Point { return rules.MustPoint(s) }

// doubleThreeLog leaves Black to move with J8 a double-three: H8 I8 J8
// across and J8 J9 J10 up, both open; White's stones are far away.
var doubleThreeLog = "h8-a1-i8-a3-j9-a5-j10-a7"

func open(t *testing.T, link string) *Model {
	t.Helper()
	m := newModel(1)
	require.NoError(t, m.Open(link))
	return m
}

// checkTexts: every text of the view, in both languages, is filled in
// (no missing catalogue entry, no bad verb).
func checkTexts(t *testing.T, m *Model) {
	t.Helper()
	for _, lang := range []msg.Lang{msg.English, msg.Chinese} {
		v := m.View(lang)
		all := append([]string{v.Title, v.Status, v.Who, v.Step, v.Opening, v.Notice, v.Result}, v.Hints...)
		all = append(all, v.Lines...)
		for _, row := range v.Rows {
			for _, b := range row {
				all = append(all, b.Label)
			}
		}
		for _, s := range all {
			assert.NotContains(t, s, "%!", "%s: %q", lang, s)
			assert.NotContains(t, s, "play.", "%s: a raw message ID: %q", lang, s)
		}
	}
}

func TestLinkRoundTrip(t *testing.T) {
	s := Setup{Rule: referee.RIF, Referee: referee.WhiteCalls, Level: 3, You: 1, Hints: true}
	log := []Action{{Kind: 'p', Point: pt("h8")}, {Kind: 'S'}, {Kind: 'K'}, {Kind: 'D', N: 4}, {Kind: 'O', Point: pt("i9")}, {Kind: 'C', Point: pt("o15")}, {Kind: 'M'}, {Kind: 'F'}, {Kind: 'R', Color: rules.White}}
	link := FormatLink(s, log, true)
	assert.Equal(t, "1.rif.white-calls.3.second.hr.h8-S-K-D4-Oi9-Co15-M-F-RW", link)
	s2, log2, rv, err := ParseLink(link)
	require.NoError(t, err)
	assert.Equal(t, s, s2)
	assert.Equal(t, log, log2)
	assert.True(t, rv)

	people := Setup{Rule: referee.Free}
	s3, log3, rv3, err := ParseLink(FormatLink(people, nil, false))
	require.NoError(t, err)
	assert.Equal(t, people, s3)
	assert.Empty(t, log3)
	assert.False(t, rv3)
}

func TestBadLinksSayWhy(t *testing.T) {
	for link, want := range map[string]string{
		"":                                 "7 parts",
		"2.free.learning.1.first.h.":       "version",
		"1.chess.learning.1.first.h.":      "rule",
		"1.free.lenient.1.first.h.":        "referee",
		"1.free.learning.9.first.h.":       "level",
		"1.free.learning.1.middle.h.":      "side",
		"1.free.learning.1.first.z.":       "flag",
		"1.free.learning.1.first.h.h8-zz":  "action 2",
		"1.free.learning.1.first.h.h8-h8":  "Step 2 (h8)",
		"1.rif.learning.people.first.h.a1": "outside the central 1×1",
		"1.free.learning.people.first.h." + strings.Repeat("h8-", 2000): "longer than",
	} {
		m := newModel(1)
		err := m.Open(link)
		require.Error(t, err, link)
		assert.Contains(t, err.Error(), want, link)
	}
}

// The learning referee refuses a forbidden point, says why and opens
// its walk; the game is unchanged.
func TestLearningRefusesForbidden(t *testing.T) {
	m := open(t, "1.free.learning.people.first.h."+doubleThreeLog)
	require.Equal(t, 8, len(m.Game().Moves()))
	v := m.View(msg.English)
	assert.Equal(t, rules.DoubleThree, v.Board.Foul(pt("j8")), "the forbidden point is marked")
	assert.True(t, v.Board.Overlay)
	m.Tap(pt("j8"))
	assert.Equal(t, 8, len(m.Game().Moves()), "refused")
	assert.Contains(t, m.View(msg.English).Notice, "J8 is forbidden for Black: double-three")
	assert.Contains(t, m.View(msg.Chinese).Notice, "三三禁手")
	w, ok := m.TakeWalk()
	require.True(t, ok)
	assert.Equal(t, pt("j8"), w.Point)
	assert.Equal(t, rules.Black, w.Colour)
	assert.Equal(t, rules.Empty, w.Board.At(pt("j8")))
	checkTexts(t, m)
	// The foul is a mistake to review: the point's is-forbidden drill.
	as := m.TakeAnswers()
	require.Len(t, as, 1)
	assert.Equal(t, "play", as[0].From)
	assert.Equal(t, "j8", as[0].Drill.Point)
	assert.Equal(t, "double-three", as[0].Drill.Answer.Kind)
	assert.False(t, as[0].Right)
	m.Tap(pt("a1"))
	assert.Empty(t, m.TakeAnswers(), "a legal stone is no mistake")
}

// A foul on a position no drill is made of (a lesson's diagram played
// out: here White has a four Black has not blocked) is filed as a lesson
// asks it: is Black at the point forbidden?
func TestFoulOnADiagramIsFiled(t *testing.T) {
	m := newModel(1)
	require.NoError(t, m.OpenPosition("B:g8,j8,h9,h10 W:a1,a2,a3,a4", rules.Black))
	require.Equal(t, referee.Learning, m.Setup().Referee, "the learning referee refuses the foul")
	m.Tap(pt("h8"))
	as := m.TakeAnswers()
	require.Len(t, as, 1)
	assert.Empty(t, as[0].Drill.Type, "no drill: the position is no game's")
	require.NotNil(t, as[0].Task)
	assert.Equal(t, lessons.Question{Kind: lessons.TaskIsForbidden, Position: "B:g8,h9,h10,j8 W:a1,a2,a3,a4", Point: "h8"}, *as[0].Task)
	_, err := as[0].Task.Build()
	assert.NoError(t, err, "the review can ask it")
}

// Under the tournament referee the forbidden stone is played, White wins
// and the walk of the foul opens; nothing was marked before.
func TestTournamentFoulEndsTheGame(t *testing.T) {
	m := open(t, "1.free.tournament.people.first.h."+doubleThreeLog)
	v := m.View(msg.English)
	assert.False(t, v.Board.Overlay, "nothing is marked in a tournament")
	m.Tap(pt("j8"))
	o, over := m.Outcome()
	require.True(t, over)
	assert.Equal(t, Outcome{Winner: rules.White, By: "foul", Foul: rules.Foul{Point: pt("j8"), Kind: rules.DoubleThree}}, o)
	assert.Equal(t, Over, m.Phase())
	m.Press(BtnWhy) // the walk waits for Why? (TestFoulResultStaysReadable)
	w, ok := m.TakeWalk()
	require.True(t, ok)
	assert.Equal(t, pt("j8"), w.Point)
	assert.Equal(t, rules.Empty, w.Board.At(pt("j8")), "walked on the position before the foul")
	assert.Contains(t, m.View(msg.English).Result, "White wins: Black's J8 is forbidden (double-three)")
	assert.False(t, m.CanUndo(), "no takebacks in a tournament game")
	checkTexts(t, m)
}

func TestWhiteMustCallTheFoul(t *testing.T) {
	m := open(t, "1.free.white-calls.people.first.h."+doubleThreeLog)
	m.Tap(pt("j8"))
	_, over := m.Outcome()
	require.False(t, over, "the foul stands until White calls it")
	require.True(t, m.canCall())
	assert.Contains(t, m.View(msg.English).Step, "Foul!")
	m.Press(BtnCall)
	o, over := m.Outcome()
	require.True(t, over)
	assert.Equal(t, "foul", o.By)

	// White plays on instead: the chance is gone.
	m = open(t, "1.free.white-calls.people.first.h."+doubleThreeLog+"-j8")
	m.Tap(pt("a9"))
	m.Tap(pt("k11"))
	m.Press(BtnCall)
	_, over = m.Outcome()
	assert.False(t, over)
	assert.Contains(t, m.View(msg.English).Notice, "K11 is not forbidden")
}

// Two offers that mirror each other are refused, naming both, and the
// board draws both and the axis.
func TestSymmetricOfferRefused(t *testing.T) {
	// 1D Kansei: H8 H9 H10 on one column; White 4 at H6 keeps the column
	// an axis, so G7 and I7 are one move.
	m := open(t, "1.rif.learning.people.first.h.h8-h9-h10-K-h6")
	require.Equal(t, referee.AskOffer, m.Game().Step().Ask)
	assert.Contains(t, m.View(msg.English).Opening, "1D Kansei")
	assert.Contains(t, m.View(msg.Chinese).Opening, "寒星局")
	m.Tap(pt("g7"))
	m.Tap(pt("i7"))
	assert.Equal(t, []rules.Point{pt("g7")}, m.Game().Offers())
	v := m.View(msg.English)
	assert.Contains(t, v.Notice, "I7 is refused: it mirrors the offer G7 across the line drawn")
	assert.True(t, v.NoticeBad)
	var band, ringBad, ringOther bool
	for _, n := range v.Board.Notes {
		switch {
		case n.Kind == 6: // boardview.Band
			band = true
			assert.Equal(t, pt("h1"), n.At, "the axis is column H")
			assert.Equal(t, pt("h15"), n.To)
		case n.At == pt("i7") && n.Ink == 4: // InkBad ring
			ringBad = true
		case n.At == pt("g7") && n.Kind == 0:
			ringOther = true
		}
	}
	assert.True(t, band && ringBad && ringOther, "both offers and the axis are drawn")
	checkTexts(t, m)
	m.Tap(pt("j9"))
	assert.Equal(t, referee.AskChoose, m.Game().Step().Ask)
	m.Tap(pt("a1"))
	assert.Contains(t, m.View(msg.English).Notice, "A1 was not offered")
	m.Tap(pt("j9"))
	assert.Equal(t, pt("j9"), m.Game().Moves()[4])
}

// play drives a game: the learner's steps by a simple rule, the
// partner's by itself, until the game ends or n stones are down.
func drive(t *testing.T, m *Model, n int) {
	t.Helper()
	for i := 0; i < 600 && m.Phase() == Playing && len(m.Game().Moves()) < n; i++ {
		if !m.Human() {
			require.True(t, m.Thinking(), "the partner acts on its turn")
			require.True(t, m.Wait(30*time.Second))
			assert.False(t, m.noticeBad, "the partner's action was refused: %s", m.View(msg.English).Notice)
			continue
		}
		checkTexts(t, m)
		st := m.Game().Step()
		switch st.Ask {
		case referee.AskSwap:
			m.Press(BtnKeep)
		case referee.AskChoice:
			m.Press(BtnKeep)
		case referee.AskDeclare:
			m.Press(BtnDeclare)
		case referee.AskChoose:
			m.Tap(m.Game().Offers()[0])
		case referee.AskOffer:
			b := m.Game().Board()
			for _, q := range m.Game().Offers() {
				b.Set(q, rules.White) // not offered twice
			}
			p := firstFree(&b, st)
			for i := 0; mirrorsAny(m, p) && i < 50; i++ {
				b.Set(p, rules.White)
				p = firstFree(&b, st)
			}
			m.Tap(p)
		default:
			b := m.Game().Board()
			m.Tap(firstFree(&b, st))
		}
		require.False(t, m.noticeBad, "refused: %s", m.View(msg.English).Notice)
	}
}

func mirrorsAny(m *Model, p rules.Point) bool {
	b := m.Game().Board()
	for _, q := range m.Game().Offers() {
		if mirrors(&b, p, q) {
			return true
		}
	}
	return false
}

// firstFree is the first empty legal point, spiralling out from the
// centre, inside the step's square.
func firstFree(b *rules.Board, st referee.Step) rules.Point {
	for d := 0; d < rules.Size; d++ {
		for _, p := range append([]rules.Point{rules.Center}, ring(d)...) {
			h := st.Square / 2
			if !p.OnBoard() || b.At(p) != rules.Empty || st.Square > 0 && (abs(p.Col-7) > h || abs(p.Row-7) > h) {
				continue
			}
			if st.Color == rules.Black && rules.IsForbidden(b, p) {
				continue
			}
			return p
		}
	}
	return rules.Point{}
}

// The partner takes either side of every opening procedure.
func TestPartnerTakesEitherSide(t *testing.T) {
	for r := range RuleNames {
		for you := referee.Person(0); you < 2; you++ {
			t.Run(RuleNames[r]+map[referee.Person]string{0: "-first", 1: "-second"}[you], func(t *testing.T) {
				m := newModel(uint64(r*2 + int(you)))
				m.SetSetup(Setup{Rule: referee.Rule(r), Referee: referee.Learning, Level: 2, You: you})
				m.Start()
				drive(t, m, 8)
				require.GreaterOrEqual(t, len(m.Game().Moves()), 8)
				if r != int(referee.Free) {
					_, ok := m.Game().Opening()
					assert.True(t, ok || r == int(referee.Taraguchi10), "the opening stones make a named opening")
				}
			})
		}
	}
}

// A whole game against level 1 ends, and its review lists what the
// scan finds.
func TestWholeGameAgainstLevel1(t *testing.T) {
	m := newModel(7)
	m.SetSetup(Setup{Rule: referee.Free, Referee: referee.Learning, Level: 1})
	m.Start()
	drive(t, m, rules.MaxStones)
	require.Equal(t, Over, m.Phase())
	_, over := m.Outcome()
	require.True(t, over)
	checkTexts(t, m)
	m.Press(BtnReview)
	require.Equal(t, Reviewing, m.Phase())
	m.WaitReview()
	want, err := review.Scan(m.Game().Moves(), review.Options{MaxNodes: reviewNodes})
	require.NoError(t, err)
	assert.Equal(t, len(want), len(m.Moments()))
	checkTexts(t, m)
	assert.Equal(t, len(m.Game().Moves()), m.ReviewAt())
	m.Press(BtnFirstMv)
	assert.Equal(t, 0, m.ReviewAt())
	m.Press(BtnNext)
	assert.Equal(t, 1, m.ReviewAt())
}

func TestUndoGivesTheMoveBack(t *testing.T) {
	m := newModel(3)
	m.SetSetup(Setup{Rule: referee.Free, Referee: referee.Learning, Level: 1})
	m.Start()
	drive(t, m, 6)
	require.True(t, m.Human())
	n := len(m.Game().Moves())
	require.True(t, m.CanUndo())
	m.Press(BtnUndo)
	assert.Equal(t, n-2, len(m.Game().Moves()), "the learner's move and the reply")
	assert.True(t, m.Human(), "the learner's turn again")
	assert.Contains(t, m.View(msg.English).Notice, "Taken back")

	// Under an opening rule, not before move 7.
	m = open(t, "1.rif.learning.people.first.h.h8-h9-h10-K-h6-Og7-Oj9-Cj9-a1")
	assert.False(t, m.CanUndo())
	m.Press(BtnUndo)
	assert.Equal(t, 6, len(m.Game().Moves()))
	assert.Contains(t, m.View(msg.English).Notice, "No takeback")
}

// A takeback while the partner thinks drops its answer.
func TestStaleThoughtDropped(t *testing.T) {
	m := newModel(5)
	m.SetSetup(Setup{Rule: referee.Free, Referee: referee.Learning, Level: 1})
	m.Start()
	drive(t, m, 4)
	m.Tap(firstFree(ptr(m.Game().Board()), m.Game().Step()))
	require.True(t, m.Thinking())
	old := m.gen
	m.Undo()
	assert.NotEqual(t, old, m.gen)
	time.Sleep(50 * time.Millisecond)
	m.Poll()
	assert.True(t, m.Human(), "the stale move was not played")
	assert.Equal(t, 4, len(m.Game().Moves()))
}

func ptr(b rules.Board) *rules.Board { return &b }

// A foul game's review lists the foul, its walk opens, and the SGF of
// the game imports back to the same moves.
func TestReviewAndSGFRoundTrip(t *testing.T) {
	m := open(t, "1.free.tournament.people.first.h."+doubleThreeLog)
	m.Tap(pt("j8"))
	m.TakeWalk()
	m.Press(BtnReview)
	m.WaitReview()
	var found bool
	for i, mo := range m.Moments() {
		if mo.Kind == jobs.FoulPlayed && mo.Move == 9 {
			found = true
			m.ShowMoment(i)
			assert.Equal(t, 8, m.ReviewAt(), "shown on the position it was played on")
			assert.Contains(t, m.View(msg.English).Lines[i], "Move 9: Black played a forbidden point, J8 (double-three)")
			m.Press(BtnWhy)
			w, ok := m.TakeWalk()
			require.True(t, ok)
			assert.Equal(t, pt("j8"), w.Point)
		}
	}
	require.True(t, found, "the foul is listed: %v", m.Moments())

	sgf := m.SGF()
	assert.Contains(t, sgf, "GM[4]")
	assert.Contains(t, sgf, "RU[Free]")
	assert.Contains(t, sgf, "RE[W+]")
	moves := m.Game().Moves()
	m2 := newModel(9)
	require.NoError(t, m2.Import(sgf))
	assert.Equal(t, moves, m2.Game().Moves())
	assert.Equal(t, Reviewing, m2.Phase())
	o, _ := m2.Outcome()
	assert.Equal(t, "foul", o.By)

	m3 := newModel(9)
	require.NoError(t, m3.Import(m.Moves()))
	assert.Equal(t, moves, m3.Game().Moves())

	// A bad record is refused with the reason; the game shown stays.
	err := m3.Import("(;GM[4];B[hh];W[hh])")
	require.Error(t, err)
	assert.Equal(t, moves, m3.Game().Moves())
	assert.Contains(t, m3.View(msg.English).Notice, "cannot be imported")
	assert.Error(t, m3.Import("   "))
}

// The link of a game in progress reopens it where it was; a finished
// one reopens in its review.
func TestLinkReopensTheGame(t *testing.T) {
	m := newModel(11)
	m.SetSetup(Setup{Rule: referee.RIF, Referee: referee.Learning, Level: 2, You: 1, Hints: true})
	m.Start()
	drive(t, m, 9)
	link := m.Link()
	m2 := newModel(12)
	require.NoError(t, m2.Open(link))
	assert.Equal(t, m.Game().Moves(), m2.Game().Moves())
	assert.Equal(t, m.Game().Step(), m2.Game().Step())
	assert.Equal(t, m.Setup(), m2.Setup())

	f := open(t, "1.free.tournament.people.first.h."+doubleThreeLog+"-j8")
	f.Press(BtnReview)
	g := open(t, f.Link())
	assert.Equal(t, Reviewing, g.Phase())
}

func TestHintsShowThreatsAndTraps(t *testing.T) {
	// Black has an open three H8 I8 J8 (straight-four points G8, K8).
	h := hintsOf(t, movesOf(t, "h8 a1 i8 a3 j8"))
	assert.ElementsMatch(t, []rules.Point{pt("g8"), pt("k8")}, h.Straight[0])
	lines := new(Model).hintLines(msg.English, &h, rules.White)
	assert.Contains(t, strings.Join(lines, "\n"), "Black has a live three")
	assert.Contains(t, strings.Join(new(Model).hintLines(msg.Chinese, &h, rules.White), "\n"), "活三")
}

func movesOf(t *testing.T, s string) []rules.Point {
	moves, err := rules.ParseMoves(s)
	require.NoError(t, err)
	return moves
}

// White's foul threat: after White's E11, White's four at I7 would leave
// Black one defence, H8, a double-three (review's trapGame).
func TestHintsWarnOfAFoulTrap(t *testing.T) {
	h := hintsOf(t, movesOf(t, "f8 g9 g8 f10 h6 a1 h7 a15 d12 e11"))
	require.True(t, h.HasTrap)
	assert.Equal(t, pt("h8"), h.TrapFoul.Point)
	assert.Equal(t, 1, h.TrapFours)
	var all Model // every term
	assert.Contains(t, all.hintLines(msg.English, &h, rules.Black), "Careful: White threatens to catch a foul at H8 with a single four.")
	assert.Contains(t, all.hintLines(msg.Chinese, &h, rules.Black), "注意：白棋只需冲一个四，就能在H8抓禁。")
	assert.Contains(t, all.hintLines(msg.English, &h, rules.White), "White can catch a foul at H8 with a single four.")
	// A learner who has not met 抓禁 (lesson 19) hears it in plain words.
	var early Model
	early.Cover(lessonsTo("double-four"))
	assert.Contains(t, early.hintLines(msg.Chinese, &h, rules.Black), "注意：白棋只需冲一个四，就能逼黑棋在禁手点H8防守。")

	m := open(t, "1.free.learning.people.first.h.f8-g9-g8-f10-h6-a1-h7-a15-d12-e11")
	m.Poll()
	for i := 0; i < 200 && m.hints == nil; i++ {
		time.Sleep(10 * time.Millisecond)
		m.Poll()
	}
	require.NotNil(t, m.hints, "the hints are computed off the game loop")
	assert.Contains(t, m.View(msg.English).Hints, "Careful: White threatens to catch a foul at H8 with a single four.")
	m.Press(BtnHints)
	assert.Empty(t, m.View(msg.English).Hints, "switched off")
}

// Every refusal says why in both languages, in its own words.
func TestEveryRefusalHasItsMessage(t *testing.T) {
	codes := []string{referee.CodeWrongStep, referee.CodeTaken, referee.CodeOutsideSquare, referee.CodeForbidden, referee.CodeOfferedTwice,
		referee.CodeSymmetric, referee.CodeNotOffered, referee.CodeNoCall, referee.CodeNotAFoul, referee.CodeNoUndo, referee.CodeBadNumber}
	seen := map[string]string{}
	for _, code := range codes {
		r := &referee.Refusal{Code: code, Point: pt("j8"), Other: pt("g7"), Symmetry: 4, Kind: rules.DoubleThree, N: 5}
		for _, lang := range []msg.Lang{msg.English, msg.Chinese} {
			s := refusalNotice(r).Text(lang)
			assert.NotEmpty(t, s, code)
			assert.NotContains(t, s, "%!", code)
			assert.NotContains(t, s, "play.", code)
			if lang == msg.English {
				if other, dup := seen[s]; dup {
					t.Errorf("%s and %s say the same: %q", code, other, s)
				}
				seen[s] = code
			}
		}
	}
}

// The review of a game with a trap: the trap set shows White's catching
// four as an imagined stone, and Why? walks the foul it forces.
func TestReviewShowsTheTrapLine(t *testing.T) {
	m := newModel(1)
	require.NoError(t, m.Import("f8 g9 g8 f10 h6 a1 h7 a15 d12 e11 o15 o1"))
	m.WaitReview()
	var set, missed = -1, -1
	for i, mo := range m.Moments() {
		switch mo.Kind {
		case jobs.TrapSet:
			set = i
		case jobs.TrapMissed:
			missed = i
		}
	}
	require.True(t, set >= 0 && missed >= 0, "%+v", m.Moments())
	m.ShowMoment(set)
	assert.Equal(t, 10, m.ReviewAt())
	v := m.View(msg.English)
	var imagined bool
	for _, n := range v.Board.Notes {
		if n.Kind == boardview.Imagined && n.At == pt("i7") {
			imagined = true
			assert.Equal(t, rules.White, n.Stone)
			assert.Equal(t, 11, n.N, "numbered on from the next move, 11")
		}
	}
	assert.True(t, imagined, "the line's four is drawn")
	assert.Contains(t, v.Lines[set], "Move 10: White's E11 sets a trap: continuous fours end in Black's foul at H8.")
	m.Press(BtnWhy)
	w, ok := m.TakeWalk()
	require.True(t, ok)
	assert.Equal(t, pt("h8"), w.Point)
	assert.Equal(t, rules.White, w.Board.At(pt("i7")), "walked after the four")
	m.ShowMoment(missed)
	assert.Equal(t, 11, m.ReviewAt(), "shown before White's move")
	assert.Contains(t, m.View(msg.Chinese).Lines[missed], "白棋本可连续冲四在H8抓禁，却下了O1")
	checkTexts(t, m)
}

// From the end of the game, where a review starts, Next moment goes to
// the first moment; Previous moment to the last one.
func TestMomentsFromTheEnd(t *testing.T) {
	m := newModel(1)
	require.NoError(t, m.Import("f8 g9 g8 f10 h6 a1 h7 a15 d12 e11 o15 o1"))
	m.WaitReview()
	require.GreaterOrEqual(t, len(m.Moments()), 2)
	m.Press(BtnNextMom)
	assert.Equal(t, 0, m.rv.sel)
	m.Press(BtnNextMom)
	assert.Equal(t, 1, m.rv.sel)
	m.Press(BtnLast)
	m.Press(BtnPrevMom)
	assert.Equal(t, len(m.Moments())-1, m.rv.sel)
}

// lessonsTo are the IDs of lessons 1 to last.
func lessonsTo(last string) []string { return stagecheck.Done(last) }
