package review

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"renju/rules"
)

// The claims of a moment, checked with the judge alone: the helpers here
// find five points by judging every empty point, not with the engine.

func judged(t testing.TB, b *rules.Board, p rules.Point, c rules.Stone) rules.Judgement {
	t.Helper()
	j, err := rules.Judge(b, p, c)
	require.NoError(t, err, "judging %s at %s on %s", c, p, rules.FormatStones(b))
	return j
}

// fivesByJudge lists c's five points on b, by the judge.
func fivesByJudge(t testing.TB, b *rules.Board, c rules.Stone) []rules.Point {
	var ps []rules.Point
	for col := 0; col < rules.Size; col++ {
		for row := 0; row < rules.Size; row++ {
			p := rules.Pt(col, row)
			if b.At(p) == rules.Empty && judged(t, b, p, c).Verdict == rules.Five {
				ps = append(ps, p)
			}
		}
	}
	return ps
}

func boardAfter(t testing.TB, moves []rules.Point, n int) rules.Board {
	t.Helper()
	require.True(t, n >= 0 && n <= len(moves), "position after %d of %d moves", n, len(moves))
	b, err := rules.BoardFromMoves(moves[:n])
	require.NoError(t, err)
	return b
}

// verifyMoment checks every claim of m about the game moves with the
// judge, and replays its Line (verifyLine).
func verifyMoment(t testing.TB, moves []rules.Point, m Moment) {
	t.Helper()
	require.True(t, m.Move >= 1 && m.Move <= len(moves), "move %d of %d", m.Move, len(moves))
	require.Equal(t, colour(m.Move-1), m.Color, "%+v", m)
	played := moves[m.Move-1]
	before := boardAfter(t, moves, m.Move-1)
	after := before
	after.Set(played, m.Color)
	switch m.Kind {
	case FoulPlayed:
		require.Equal(t, played, m.Point)
		require.Equal(t, m.Point, m.Foul.Point)
		require.Equal(t, rules.Judgement{Verdict: rules.Forbidden, Kind: m.Foul.Kind}, judged(t, &before, m.Point, rules.Black))
		forced := len(fivesByJudge(t, &before, rules.Black)) == 0 && slices.Equal(fivesByJudge(t, &before, rules.White), []rules.Point{m.Point})
		require.Equal(t, forced, m.Forced, "%+v", m)
		require.Equal(t, len(moves), m.Move, "a foul ends the game")
	case TrapCaught:
		require.Equal(t, played, m.Point)
		require.Equal(t, []rules.Point{m.Foul.Point}, fivesByJudge(t, &after, rules.White))
		require.NotContains(t, fivesByJudge(t, &before, rules.White), m.Foul.Point, "the four is new")
		require.Empty(t, fivesByJudge(t, &after, rules.Black))
		require.Equal(t, rules.Judgement{Verdict: rules.Forbidden, Kind: m.Foul.Kind}, judged(t, &after, m.Foul.Point, rules.Black))
	case TrapSet:
		require.Equal(t, played, m.Point)
		require.Equal(t, m.Move, m.LineFrom)
		require.Empty(t, fivesByJudge(t, &after, rules.White), "a trap is set by a move that makes no four")
		require.Empty(t, fivesByJudge(t, &after, rules.Black))
		verifyLine(t, boardAfter(t, moves, m.LineFrom), m.Line, m.Foul)
	case TrapMissed:
		require.Equal(t, played, m.Point)
		require.Equal(t, m.Move-1, m.LineFrom)
		require.NotEqual(t, rules.Five, judged(t, &before, played, rules.White).Verdict)
		verifyLine(t, boardAfter(t, moves, m.LineFrom), m.Line, m.Foul)
	case Avoided:
		require.NotEqual(t, played, m.Point)
		require.Equal(t, m.Point, m.Foul.Point)
		require.Empty(t, fivesByJudge(t, &before, rules.Black))
		require.Equal(t, rules.Legal, judged(t, &before, played, rules.Black).Verdict)
		for _, p := range append([]rules.Point{m.Point}, m.Others...) {
			require.Equal(t, rules.Forbidden, judged(t, &before, p, rules.Black).Verdict, "%s", p)
		}
		require.Equal(t, m.Foul.Kind, judged(t, &before, m.Point, rules.Black).Kind)
		whiteFives := fivesByJudge(t, &before, rules.White)
		switch m.Why {
		case WhyBlockFour:
			require.Contains(t, whiteFives, m.Point)
		case WhyBlockThree:
			require.Empty(t, whiteFives)
			// A White stone there makes a straight four, or the point is
			// an end of one White would make.
			require.True(t, blocksWhiteThree(t, before, m.Point), "%s blocks no White three", m.Point)
		case WhyFour:
			require.Empty(t, whiteFives)
			tr, err := rules.Explain(&before, m.Point, rules.Black)
			require.NoError(t, err)
			require.Positive(t, tr.Fours)
		default:
			t.Fatalf("avoided for no reason: %+v", m)
		}
	case FalseThree:
		require.Equal(t, played, m.Point)
		require.Less(t, m.Move, len(moves), "White answered")
		require.NotEmpty(t, m.Key)
		require.Equal(t, rules.Legal, judged(t, &before, played, rules.Black).Verdict)
		for _, k := range m.Key {
			require.Equal(t, rules.Forbidden, judged(t, &after, k, rules.Black).Verdict, "%s", k)
			require.NotEqual(t, moves[m.Move], k, "White's reply is on the straight-four point")
		}
	default:
		t.Fatalf("unknown kind %q", m.Kind)
	}
	if m.Kind != TrapSet && m.Kind != TrapMissed {
		require.Empty(t, m.Line)
	}
}

// blocksWhiteThree reports whether p is a defence point of a White three
// on b, by the judge: a White stone at s gives two five points in one line
// through s, and p is s or one of them.
func blocksWhiteThree(t testing.TB, b rules.Board, p rules.Point) bool {
	for col := 0; col < rules.Size; col++ {
		for row := 0; row < rules.Size; row++ {
			s := rules.Pt(col, row)
			if b.At(s) != rules.Empty {
				continue
			}
			nb := b
			nb.Set(s, rules.White)
			var byLine [4][]rules.Point
			for _, f := range fivesByJudge(t, &nb, rules.White) {
				if d, ok := rules.LineBetween(s, f); ok && near(s, f) {
					byLine[d] = append(byLine[d], f)
				}
			}
			for _, fs := range byLine {
				if len(fs) >= 2 && (p == s || slices.Contains(fs, p)) {
					return true
				}
			}
		}
	}
	return false
}

func near(p, q rules.Point) bool {
	return max(abs(p.Col-q.Col), abs(p.Row-q.Row)) <= 5
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// verifyLine replays a White VCF ending in a foul on b (White to move)
// and checks every step with the judge: each White move is legal, not a
// five, and a four; Black has no five to play instead of each block, nor
// a four White ignores; each block is the four's only five point and is
// legal; the last four's only five point is the foul, forbidden with its
// kind.
func verifyLine(t testing.TB, b rules.Board, line []rules.Point, foul rules.Foul) {
	t.Helper()
	require.True(t, len(line)%2 == 1, "a line ends with White's four: %v", line)
	for i, p := range line {
		require.Equal(t, rules.Empty, b.At(p), "line move %d at %s: occupied", i+1, p)
		if i%2 == 1 {
			require.Equal(t, rules.Legal, judged(t, &b, p, rules.Black).Verdict, "Black's block %s", p)
			b.Set(p, rules.Black)
			continue
		}
		if bf := fivesByJudge(t, &b, rules.Black); len(bf) > 0 {
			require.Equal(t, []rules.Point{p}, bf, "line move %d at %s: Black has a four to answer", i+1, p)
		}
		require.Equal(t, rules.Legal, judged(t, &b, p, rules.White).Verdict, "White's four %s", p)
		b.Set(p, rules.White)
		wf := fivesByJudge(t, &b, rules.White)
		require.Len(t, wf, 1, "line move %d at %s: five points %v", i+1, p, wf)
		require.Empty(t, fivesByJudge(t, &b, rules.Black), "line move %d at %s: Black makes five instead", i+1, p)
		if i == len(line)-1 {
			require.Equal(t, foul.Point, wf[0])
			require.Equal(t, rules.Judgement{Verdict: rules.Forbidden, Kind: foul.Kind}, judged(t, &b, foul.Point, rules.Black))
			return
		}
		require.Equal(t, line[i+1], wf[0], "line move %d: the block is the five point", i+2)
	}
}
