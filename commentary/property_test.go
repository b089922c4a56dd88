package commentary

import (
	"regexp"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/engine"
	"renju/msg"
	"renju/rules"
)

// pointWords finds the points a sentence names ("H8", "J10").
var pointWords = regexp.MustCompile(`\b[A-O](1[0-5]|[1-9])\b`)

// named lists the points a sentence names.
func named(t *testing.T, s string) []rules.Point {
	var out []rules.Point
	for _, w := range pointWords.FindAllString(s, -1) {
		p, err := rules.ParsePoint(w)
		require.NoError(t, err, w)
		out = append(out, p)
	}
	return out
}

// makesFive: colour c at q on b makes five, by the judge.
func makesFive(b *rules.Board, q rules.Point, c rules.Stone) bool {
	j, err := rules.Judge(b, q, c)
	return err == nil && j.Verdict == rules.Five
}

// straightFourAt: colour c at the empty q on b makes a straight four (two
// new five points five apart on one line through q) and no five, and is
// legal: what a live three's straight-four point is, checked with the
// engine's five points and the judge.
func straightFourAt(b *rules.Board, q rules.Point, c rules.Stone) bool {
	if b.At(q) != rules.Empty {
		return false
	}
	j, err := rules.Judge(b, q, c)
	if err != nil || j.Verdict != rules.Legal {
		return false
	}
	nb := *b
	nb.Set(q, c)
	before := engine.FivePoints(b, c)
	var fresh []rules.Point
	for _, e := range engine.FivePoints(&nb, c) {
		if !slices.Contains(before, e) {
			fresh = append(fresh, e)
		}
	}
	for i, e1 := range fresh {
		for _, e2 := range fresh[i+1:] {
			if distance(e1, e2) == 5 && between(q, e1, e2) {
				return true
			}
		}
	}
	return false
}

// confirmed are the points a note may name, each checked here again
// against the judge and the engine on the boards before and after the
// move; a note whose point does not hold fails the test.
func confirmed(t *testing.T, n Note, before, after *rules.Board) map[rules.Point]bool {
	ok := map[rules.Point]bool{n.Point: true}
	c, o := n.Color, n.Color.Opponent()
	for _, q := range n.Row {
		require.Equal(t, c, after.At(q), "move %d: the five's stone %s", n.Move, q)
		ok[q] = true
	}
	for _, q := range n.Fives {
		require.True(t, makesFive(after, q, c), "move %d: %s is a new five point", n.Move, q)
		require.False(t, before.At(q) == rules.Empty && makesFive(before, q, c), "move %d: %s was a five point before", n.Move, q)
		ok[q] = true
	}
	for _, q := range n.ThreePoints {
		require.True(t, straightFourAt(after, q, c), "move %d: %s makes a straight four", n.Move, q)
		ok[q] = true
	}
	for _, q := range n.FivesLeft {
		require.True(t, makesFive(after, q, o), "move %d: %s is the opponent's five point", n.Move, q)
		ok[q] = true
	}
	for _, q := range n.OwnFives {
		require.True(t, makesFive(before, q, c), "move %d: %s was the mover's five point", n.Move, q)
		ok[q] = true
	}
	for _, q := range n.ThreesLeft {
		require.True(t, straightFourAt(after, q, o), "move %d: %s is the opponent's straight-four point", n.Move, q)
		ok[q] = true
	}
	for _, q := range n.Stopped {
		require.True(t, straightFourAt(before, q, o), "move %d: %s was the opponent's straight-four point", n.Move, q)
	}
	if n.Has(FoulAvoided) {
		j, err := rules.Judge(before, n.Avoided.Point, rules.Black)
		require.NoError(t, err)
		require.Equal(t, rules.Judgement{Verdict: rules.Forbidden, Kind: n.Avoided.Kind}, j, "move %d: %s is forbidden", n.Move, n.Avoided.Point)
		ok[n.Avoided.Point] = true
	}
	if n.Has(Trap) {
		j, err := rules.Judge(after, n.TrapFoul.Point, rules.Black)
		require.NoError(t, err)
		require.Equal(t, rules.Judgement{Verdict: rules.Forbidden, Kind: n.TrapFoul.Kind}, j)
		require.Equal(t, []rules.Point{n.TrapFoul.Point}, engine.FivePoints(after, rules.White), "move %d: White's one five point", n.Move)
		ok[n.TrapFoul.Point] = true
	}
	return ok
}

// checkTags holds each tag to its meaning (the list in tags.go), read
// here from the judge and the engine directly.
func checkTags(t *testing.T, n Note, before, after *rules.Board) {
	c, o, p := n.Color, n.Color.Opponent(), n.Point
	require.NotEmpty(t, n.Tags)
	last := -1
	for _, tg := range n.Tags {
		i := slices.Index(Tags, tg)
		require.Greater(t, i, last, "move %d: tags %v out of the list's order", n.Move, n.Tags)
		last = i
	}
	j, err := rules.Judge(before, p, c)
	require.NoError(t, err)
	is := n.Has
	assert.Equal(t, j.Verdict == rules.Five, is(Five), "move %d five", n.Move)
	assert.Equal(t, j.Verdict == rules.Forbidden, is(Foul), "move %d foul", n.Move)
	if j.Verdict != rules.Legal {
		assert.Len(t, n.Tags, 1, "a five or a foul stands alone")
		return
	}
	ownB, oppB := engine.FivePoints(before, c), engine.FivePoints(before, o)
	ownA := engine.FivePoints(after, c)
	fresh := false
	for _, q := range ownA {
		fresh = fresh || !slices.Contains(ownB, q)
	}
	assert.Equal(t, fresh, is(MadeFour), "move %d made-four", n.Move)
	assert.Equal(t, len(ownB) > 0, is(MissedFive), "move %d missed-five", n.Move)
	assert.Equal(t, slices.Contains(oppB, p), is(BlockedFour), "move %d blocked-four", n.Move)
	assert.Equal(t, len(oppB) > 0 && !slices.Contains(oppB, p), is(MissedFour), "move %d missed-four", n.Move)
	if c == rules.Black {
		tr, err := rules.Explain(before, p, rules.Black)
		require.NoError(t, err)
		assert.Equal(t, tr.Threes > 0, is(MadeThree), "move %d made-three: the judge's threes", n.Move)
		assert.Equal(t, tr.Fours+tr.Threes >= 2, is(DoubleThreat), "move %d double-threat: the judge's %s", n.Move, tr.Combo)
		if is(MadeThree) {
			assert.NotEmpty(t, n.ThreePoints, "move %d: the engine finds the judge's three's straight-four points", n.Move)
		}
	}
	assert.Equal(t, len(n.Tags) == 1 && n.Tags[0] == Quiet, is(Quiet), "move %d quiet", n.Move)
}

// TestEveryPointNamedIsConfirmed: in games of every kind, each tag holds
// its meaning, and every point a sentence names, in both languages and
// at every stage, is one the judge or the engine confirms; so is every
// point of the line on what decided the game.
func TestEveryPointNamedIsConfirmed(t *testing.T) {
	// 60 games take 0.2 s of CPU: -short keeps them all (with 12, no
	// game had a foul and the tag check failed under make check).
	n := 60
	seen := map[Tag]int{}
	stages := []func(string) bool{nil, func(string) bool { return false }}
	for gi, moves := range sloppyGames(7, n) {
		notes, err := Notes(moves, 1, len(moves), Options{})
		require.NoError(t, err, "game %d", gi)
		require.Len(t, notes, len(moves))
		var b rules.Board
		for i, note := range notes {
			require.Equal(t, i+1, note.Move)
			require.Equal(t, moves[i], note.Point)
			before := b
			b.Set(note.Point, note.Color)
			checkTags(t, note, &before, &b)
			ok := confirmed(t, note, &before, &b)
			for _, tg := range note.Tags {
				seen[tg]++
			}
			for _, lang := range []msg.Lang{msg.English, msg.Chinese} {
				for _, known := range stages {
					s := Say(note, lang, known)
					require.NotContains(t, s, "%!", "game %d move %d: %s", gi, note.Move, s)
					require.NotContains(t, s, "comment.", "game %d move %d: %s", gi, note.Move, s)
					for _, q := range named(t, s) {
						assert.True(t, ok[q], "game %d move %d (%v): %q names %s, which nothing confirms", gi, note.Move, note.Tags, s, q)
					}
				}
			}
		}
		if d, ok := Decide(notes); ok {
			checkDecision(t, gi, moves, d)
		}
	}
	t.Logf("tags seen: %v", seen)
	for _, tg := range Tags {
		if tg != Trap && tg != FoulAvoided && tg != DoubleThreat {
			assert.NotZero(t, seen[tg], "no move tagged %s: the games are too tame to test it", tg)
		}
	}
}

// checkDecision holds the line on what decided a game to the judge:
// each point it names is the five, a forbidden point, the loser's own
// five point, or the winner's move it says.
func checkDecision(t *testing.T, gi int, moves []rules.Point, d Decision) {
	last := len(moves)
	board := func(n int) rules.Board {
		var b rules.Board
		for i, p := range moves[:n] {
			b.Set(p, Colour(i+1))
		}
		return b
	}
	ok := map[rules.Point]bool{}
	switch d.Kind {
	case "missed-five":
		b := board(last - 2)
		for _, q := range d.Points {
			assert.True(t, makesFive(&b, q, d.Color), "game %d: %s was the loser's five point", gi, q)
			ok[q] = true
		}
	case "missed-four", "five":
		b := board(last - 1)
		assert.Equal(t, moves[last-1], d.Point)
		assert.True(t, makesFive(&b, d.Point, Colour(last)), "game %d: %s made five", gi, d.Point)
		ok[d.Point] = true
	case "foul", "trap":
		b := board(last - 1)
		j, _ := rules.Judge(&b, d.Foul.Point, rules.Black)
		assert.Equal(t, rules.Forbidden, j.Verdict, "game %d: %s is forbidden", gi, d.Foul.Point)
		ok[d.Foul.Point] = true
		if d.Kind == "trap" {
			assert.Equal(t, moves[last-2], d.Point, "game %d: White's four is the move before the foul", gi)
		}
		ok[d.Point] = true
	default:
		i := slices.Index(moves, d.Point)
		require.GreaterOrEqual(t, i, 0, "game %d: %s is a move of the game", gi, d.Point)
		winner := Colour(last)
		assert.Equal(t, winner, Colour(i+1), "game %d: %s is the winner's move", gi, d.Point)
		ok[d.Point] = true
	}
	for _, lang := range []msg.Lang{msg.English, msg.Chinese} {
		s := d.Say(lang, nil)
		require.NotContains(t, s, "%!")
		for _, q := range named(t, s) {
			assert.True(t, ok[q], "game %d: the decision %q names %s, which nothing confirms", gi, s, q)
		}
	}
}
