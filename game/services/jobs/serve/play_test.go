package serve

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/engine"
	"renju/game/services/jobs"
	"renju/job"
	"renju/lessons"
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

// TestComment: the commentary job says each move asked in both
// languages, the tags and sentences package commentary gives, and what
// decided a finished game; a position's laid stones are never said.
func TestComment(t *testing.T) {
	g := moves(t, "h8 a1 i8 a3 j8 a5 k8 g8 l8")
	got, err := job.Start(client, jobs.Comment, jobs.CommentAsk{Moves: g, From: 8, End: true, Done: doneThrough(t, "three"), Staged: true}).Wait()
	require.NoError(t, err)
	require.Len(t, got.Remarks, 2)
	assert.Equal(t, 8, got.Remarks[0].Move)
	assert.Equal(t, rules.White, got.Remarks[0].Color)
	assert.Equal(t, []string{"blocked-four"}, got.Remarks[0].Tags)
	assert.Equal(t, "White blocks Black's four at G8, but Black can still make five at L8.", got.Remarks[0].Says.EN)
	assert.Equal(t, "黑棋在L8成五，获胜。", got.Remarks[1].Says.ZH)
	assert.Equal(t, "White let Black's live three become a straight four at K8.", got.Decided.EN)
	assert.Equal(t, moves(t, "h8 i8 j8 k8 l8"), got.Row, "the five's row, for the band")
	assert.Equal(t, "白棋没有防住活三，黑棋在K8走成活四。", got.Decided.In("zh"))

	// Laid stones: the first four are a position's; move 5 is said, and
	// what decided the game looks back no further than the laid stones.
	got, err = job.Start(client, jobs.Comment, jobs.CommentAsk{Moves: g, Laid: 4, From: 1, End: true}).Wait()
	require.NoError(t, err)
	require.Len(t, got.Remarks, 5)
	assert.Equal(t, 5, got.Remarks[0].Move)
	assert.NotEmpty(t, got.Decided.EN)

	// A learner who has done no lesson (or lessons before the
	// double-three one) hears no kind; a stage not told yet (Staged
	// false) is every term.
	caught := moves(t, "f8 g9 g8 f10 h6 a1 h7 a15 d12 e11 o15 i7 h8")
	for _, done := range [][]string{nil, doneThrough(t, "three")} {
		got, err = job.Start(client, jobs.Comment, jobs.CommentAsk{Moves: caught, From: 13, End: true, Done: done, Staged: true}).Wait()
		require.NoError(t, err)
		assert.Equal(t, "Black's only block of White's four is H8, and it is a forbidden point: White wins.", got.Remarks[0].Says.EN)
		assert.Equal(t, "White's four at I7 left Black one block, H8, and it is a forbidden point.", got.Decided.EN)
	}
	got, err = job.Start(client, jobs.Comment, jobs.CommentAsk{Moves: caught, From: 13, End: true}).Wait()
	require.NoError(t, err)
	assert.Equal(t, "White's four at I7 left Black one block, H8, and it is forbidden (double-three).", got.Decided.EN)

	_, err = job.Start(client, jobs.Comment, jobs.CommentAsk{Moves: moves(t, "h8 h9"), From: 1}).Wait()
	require.NoError(t, err)
	_, err = job.Start(client, jobs.Comment, jobs.CommentAsk{Moves: []rules.Point{rules.Center, rules.Center}, From: 1}).Wait()
	assert.Error(t, err, "a point played twice")
}

// doneThrough are the curriculum's lessons up to id: a learner who has
// done them in order.
func doneThrough(t *testing.T, id string) []string {
	var done []string
	for _, e := range lessons.Index() {
		done = append(done, e.ID)
		if e.ID == id {
			return done
		}
	}
	t.Fatalf("no lesson %q", id)
	return nil
}
