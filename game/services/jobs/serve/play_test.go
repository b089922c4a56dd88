package serve

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/engine"
	"renju/game/services/jobs"
	"renju/job"
	"renju/referee"
	"renju/review"
	"renju/rules"
)

var client = job.NewClient(job.NewLocal(New()))

func moves(t *testing.T, s string) []rules.Point {
	t.Helper()
	ms, err := rules.ParseMoves(s)
	require.NoError(t, err)
	return ms
}

// The plain data the tutor keeps of the engine says what the engine
// says: the levels, the reasons, the kinds of moments.
func TestPlainDataMatchesTheEngine(t *testing.T) {
	assert.Equal(t, engine.MaxLevel, jobs.MaxLevel)
	assert.Equal(t, engine.ReasonVCF, jobs.ReasonVCF)
	assert.Equal(t, engine.ReasonOpening, jobs.ReasonOpening)
	assert.Equal(t, review.DefaultMaxNodes, jobs.HintNodes, "the hints' budget is the review's")
	for _, k := range []review.Kind{review.FoulPlayed, review.TrapCaught, review.TrapSet, review.TrapMissed, review.Avoided, review.FalseThree} {
		assert.Equal(t, string(k), string(jobs.Moment{Kind: k}.Kind))
	}
	kinds := []jobs.MomentKind{jobs.FoulPlayed, jobs.TrapCaught, jobs.TrapSet, jobs.TrapMissed, jobs.Avoided, jobs.FalseThree}
	for i, k := range []review.Kind{review.FoulPlayed, review.TrapCaught, review.TrapSet, review.TrapMissed, review.Avoided, review.FalseThree} {
		assert.Equal(t, string(k), string(kinds[i]))
	}
}

// games are games with moments of every kind the hand cases of package
// review name, and one played out by the engine.
func games(t *testing.T) [][]rules.Point {
	out := [][]rules.Point{
		moves(t, "f8 g9 g8 f10 h6 a1 h7 a15 d12 e11 o15 o1"),
		moves(t, "f8 a1 g8 o15 h6 a15 h7 o1 h8"),
		moves(t, "e8 a1 f8 a15 g8 o1 i8 o15 j8 c14 h8"),
	}
	black, _ := engine.NewPlayer(2, 3)
	white, _ := engine.NewPlayer(3, 4)
	var b rules.Board
	var g []rules.Point
	for c := rules.Black; len(g) < 80; c = c.Opponent() {
		pl := black
		if c == rules.White {
			pl = white
		}
		d := pl.Move(&b, c)
		if d.Resign {
			break
		}
		j, _ := rules.Judge(&b, d.Point, c)
		b.Set(d.Point, c)
		g = append(g, d.Point)
		if j.Verdict == rules.Five || j.Verdict == rules.Forbidden {
			break
		}
	}
	return append(out, g)
}

// A scan in the worker finds review.Scan's moments, and the plain
// moments are shown on the same position and walk the same point.
func TestScanIsTheReviews(t *testing.T) {
	n := 0
	for _, g := range games(t) {
		want, err := review.Scan(g, review.Options{})
		require.NoError(t, err)
		got, err := job.Start(client, jobs.Scan, jobs.ScanAsk{Moves: g}).Wait()
		require.NoError(t, err)
		require.Len(t, got.Moments, len(want))
		for i, mo := range want {
			p := got.Moments[i]
			assert.Equal(t, mo, p)
			assert.Equal(t, mo.At(), p.At())
			wb, wp, wok := mo.Walk(g)
			gb, gp, gok := p.Walk(g)
			assert.Equal(t, wok, gok)
			assert.Equal(t, wp, gp)
			assert.True(t, wb == gb, "the walk's board of moment %d", i)
			n++
		}
		assert.Equal(t, review.BoardAfter(g, len(g)), jobs.BoardAfter(g, len(g)))
	}
	assert.Greater(t, n, 3, "the games have moments")
	_, err := job.Start(client, jobs.Scan, jobs.ScanAsk{Moves: moves(t, "h8 h8")}).Wait()
	assert.Error(t, err, "a game that cannot be played says why")
}

// The hints of a position with White's foul trap (review's trapGame).
func TestHintsFindTheTrap(t *testing.T) {
	h, err := job.Start(client, jobs.Hints, jobs.HintsAsk{Moves: moves(t, "f8 g9 g8 f10 h6 a1 h7 a15 d12 e11")}).Wait()
	require.NoError(t, err)
	assert.True(t, h.HasTrap)
	assert.Equal(t, rules.Foul{Point: rules.MustPoint("h8"), Kind: rules.DoubleThree}, h.TrapFoul)
	assert.Equal(t, 1, h.TrapFours)
}

// The partner's move is the engine player's at its level, with its
// reason, as before it moved to the worker.
func TestPartnerMoveIsThePlayers(t *testing.T) {
	g := moves(t, "h8 i9 h9 h10 i8 g8 j8")
	pl, err := engine.NewPlayer(4, 77)
	require.NoError(t, err)
	b := jobs.BoardAfter(g, len(g))
	want := pl.Move(&b, rules.White)
	got, err := job.Start(client, jobs.PartnerMove, jobs.PartnerAsk{Level: 4, Seed: 77, Step: referee.Step{Ask: referee.AskPlace, Color: rules.White, Person: 1}, Moves: g}).Wait()
	require.NoError(t, err)
	assert.Equal(t, byte('p'), got.Kind)
	assert.Equal(t, want.Point, got.Point)
	assert.Equal(t, want.Reason, got.Reason)

	_, err = job.Start(client, jobs.PartnerMove, jobs.PartnerAsk{Level: 9, Step: referee.Step{Ask: referee.AskPlace}}).Wait()
	assert.ErrorContains(t, err, "level 9")
}

// A canceled decision stops in its search: the worker answers the
// cancel, not with a move.
func TestPartnerStopsWhenCanceled(t *testing.T) {
	s := New()
	// A level-5 decision on an open middle game takes a second or more.
	body, err := json.Marshal(jobs.PartnerAsk{Level: 5, Seed: 1, Step: referee.Step{Ask: referee.AskPlace, Color: rules.Black},
		Moves: moves(t, "h8 h9 i9 g7 j10 i8 g9 j9 h10 k11")})
	require.NoError(t, err)
	done := make(chan job.Message, 4)
	s.Serve(job.Message{ID: 1, Kind: jobs.PartnerMove.Kind, Body: body}, func(m job.Message) {
		if m.Done {
			done <- m
		}
	})
	s.Serve(job.Message{ID: 1, Cancel: true}, nil)
	m := <-done
	assert.Equal(t, job.ErrCanceled.Error(), m.Err)
	assert.Empty(t, m.Body)
}
