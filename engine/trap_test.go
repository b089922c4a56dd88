package engine

import (
	"slices"
	"testing"

	"renju/drills"
	"renju/lessons"
	"renju/rules"
)

// TestTrapDrillsAreOneFourFouls: every answer of a generated trap drill is
// a White four whose one defence is forbidden, and the engine finds
// exactly those moves, and a line ending in a foul (or a five) in one
// four. The drills find their answers with the judge's traces, the engine
// with its own scanning: two implementations that must agree.
func TestTrapDrillsAreOneFourFouls(t *testing.T) {
	perLevel := 6
	if testing.Short() {
		perLevel = 3
	}
	g := drills.NewGenerator(2026)
	n := 0
	for level := 1; level <= 3; level++ {
		for i := 0; i < perLevel; i++ {
			d, err := g.Next(drills.Trap, level)
			if err != nil {
				t.Fatal(err)
			}
			b, err := rules.ParsePosition(d.Position)
			if err != nil {
				t.Fatal(err)
			}
			s := newVCFSearch(rules.White, Options{})
			var got []string
			for _, st := range s.steps(&b, FivePoints(&b, rules.Black)) {
				if st.foul != rules.NoKind {
					got = append(got, st.four.String())
				}
			}
			want := slices.Clone(d.Answer.Points)
			slices.Sort(got)
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Fatalf("%s: the engine's foul-catching fours are %v, the drill's answer %v", d.Position, got, want)
			}
			l, err := VCF(&b, rules.White, Options{MaxFours: 1})
			if err != nil {
				t.Fatal(err)
			}
			if !l.Win || fours(l) != 1 {
				t.Fatalf("%s: no one-four win found: %+v", d.Position, l)
			}
			verifyLine(t, b, l)
			n++
		}
	}
	t.Logf("%d trap drills checked", n)
}

// TestLessonTrapLines: every white-trap line a lesson claims (W1 B1 … Wn
// F) is found by the engine as a win in at most n fours, and the lesson's
// own line replays as a winning line.
func TestLessonTrapLines(t *testing.T) {
	ls, err := lessons.Load()
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, l := range ls {
		for pi := range l.Pages {
			p := &l.Pages[pi]
			for _, c := range p.Checks {
				if c.Kind != lessons.ClaimWhiteTrap {
					continue
				}
				whites := (len(c.Points) + 1) / 2 // W1 B1 … Wn F
				got, err := VCF(&p.Board, rules.White, Options{MaxFours: whites})
				if err != nil {
					t.Fatal(err)
				}
				if !got.Win {
					t.Fatalf("%s page %d (%s): the engine finds no win in %d fours", l.ID, pi+1, c.Source, whites)
				}
				verifyLine(t, p.Board, got)
				moves := make([]Move, len(c.Points)-1)
				for i, pt := range c.Points[:len(c.Points)-1] {
					moves[i] = Move{Point: pt, Color: rules.White, Role: RoleFour}
					if i%2 == 1 {
						moves[i] = Move{Point: pt, Color: rules.Black, Role: RoleDefence}
					}
				}
				kind, _ := rules.ParseKind(c.Arg)
				if c.Arg == "" {
					nb := p.Board
					for _, m := range moves {
						nb.Set(m.Point, m.Color)
					}
					j, _ := rules.Judge(&nb, c.Points[len(c.Points)-1], rules.Black)
					kind = j.Kind
				}
				verifyLine(t, p.Board, Line{Win: true, Color: rules.White, Moves: moves, End: EndFoul, Foul: rules.Foul{Point: c.Points[len(c.Points)-1], Kind: kind}})
				n++
			}
		}
	}
	t.Logf("%d white-trap lines checked", n)
	if n == 0 {
		t.Fatal("no white-trap claims found: the test checks nothing")
	}
}
