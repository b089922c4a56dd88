package serve

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/drills"
	"renju/fouldrills"
	"renju/game/services/jobs"
	"renju/job"
	"renju/review"
	"renju/rules"
)

// Games whose moments are known (fouldrills' and review's tests).
const (
	// Black plays the double-three J8.
	doubleThree = "h8 a1 i8 a3 j9 a5 j10 a7 j8"
	// White's E11 sets the trap I7 on Black's double-three H8.
	trapGame = "f8 g9 g8 f10 h6 a1 h7 a15 d12 e11"
	// I8 makes a false three (its straight-four point H8 a double-four).
	falseThree = "h5 h4 h6 a1 h7 a15 f8 o1 g8 o15 i8 c14"
	// Black's H8 would be a double-four; Black plays C3.
	avoidedFour = "e8 d8 f8 h4 g8 a1 h5 a15 h6 o1 h7 o15 c3"
	// White misses a win of several fours (review's games_test.go).
	missedWin = "h8g7h7h6i5f8d10g6i6g8g5g9g10h10e7i11j12f6e6f7f9f4f5h5i4d9"
)

func parseMoves(t *testing.T, s string) []rules.Point {
	t.Helper()
	moves, err := rules.ParseMoves(s)
	require.NoError(t, err)
	return moves
}

func local() *job.Client { return job.NewClient(job.NewLocal(New())) }

// A game's moments through the job, its messages encoded as the worker's
// are, are review.Scan's, every field (the line, the key points, the
// forced foul…).
func TestScanIsReviewsScan(t *testing.T) {
	c := local()
	kinds := map[review.Kind]bool{}
	for _, g := range []string{doubleThree, trapGame, falseThree, avoidedFour, missedWin} {
		moves := parseMoves(t, g)
		want, err := review.Scan(moves, review.Options{MaxNodes: 20_000})
		require.NoError(t, err)
		require.NotEmpty(t, want, g)
		rep, err := job.Start(c, jobs.Scan, jobs.ScanAsk{Moves: moves, MaxNodes: 20_000}).Wait()
		require.NoError(t, err)
		require.Len(t, rep.Moments, len(want))
		for i := range want {
			assert.Equal(t, want[i], rep.Moments[i], g)
		}
		for _, m := range want {
			kinds[m.Kind] = true
		}
	}
	// The games carry the fields of every kind but a caught trap's.
	assert.Len(t, kinds, 5)
}

// A game review.Scan refuses is the job's error, with review's words.
func TestScanSaysWhyAGameIsRefused(t *testing.T) {
	moves := parseMoves(t, "h8 h9 h8")
	_, want := review.Scan(moves, review.Options{})
	require.Error(t, want)
	_, err := job.Start(local(), jobs.Scan, jobs.ScanAsk{Moves: moves}).Wait()
	require.Error(t, err)
	assert.Equal(t, want.Error(), err.Error())
}

// The drills the job makes are fouldrills' of each game, in the games'
// order, each with its game's place; a drill made twice is kept once, a
// drill the page has already is not made again, and the games are
// looked through only until Max are kept.
func TestGameDrillsAreGamedrills(t *testing.T) {
	var games []jobs.DrillGame
	var want []fouldrills.Item
	seen := map[string]bool{}
	for i, g := range []string{doubleThree, trapGame, doubleThree, falseThree, avoidedFour, missedWin} {
		moves := parseMoves(t, g)
		ms, err := review.Scan(moves, review.Options{})
		require.NoError(t, err)
		games = append(games, jobs.DrillGame{Game: 10 + i, Moves: moves})
		for _, it := range fouldrills.Items(moves, ms) {
			if k := fouldrills.Key(&it.Drill); !seen[k] {
				seen[k] = true
				it.Game = 10 + i
				want = append(want, it)
			}
		}
	}
	require.Greater(t, len(want), 4)
	c := local()
	all, err := job.Start(c, jobs.GameDrills, jobs.DrillGames{Games: games, Max: 100}).Wait()
	require.NoError(t, err)
	assert.Equal(t, len(games), all.Looked)
	assert.Zero(t, all.Failed)
	require.Len(t, all.Items, len(want))
	for i := range want {
		assert.Equal(t, gameDrill(want[i]), all.Items[i])
	}

	// The page has the first two; it wants three more.
	have := []drills.Drill{want[0].Drill, want[1].Drill}
	some, err := job.Start(c, jobs.GameDrills, jobs.DrillGames{Games: games, Have: have, Max: 5}).Wait()
	require.NoError(t, err)
	require.Len(t, some.Items, 3)
	for i, it := range some.Items {
		assert.Equal(t, gameDrill(want[2+i]), it)
	}
	// It stopped at the game that gave the fifth.
	last := some.Items[2].Game - 10
	assert.Equal(t, last+1, some.Looked)
	assert.Less(t, some.Looked, len(games))
}

// A game that cannot be scanned counts as failed and the rest still give
// drills; moments the page knows are used as they are, not looked for
// again.
func TestGameDrillsTakeWhatThePageKnows(t *testing.T) {
	moves := parseMoves(t, doubleThree)
	ms, err := review.Scan(moves, review.Options{})
	require.NoError(t, err)
	games := []jobs.DrillGame{
		{Game: 1, Unplayable: "move 2: White passes"},
		{Game: 2, Moves: parseMoves(t, "h8 h9 h8")}, // review refuses it
		{Game: 3, Moves: moves, Scanned: true},      // no moments known: none
		{Game: 4, Moves: moves, Scanned: true, Moments: ms},
	}
	rep, err := job.Start(local(), jobs.GameDrills, jobs.DrillGames{Games: games, Max: 24}).Wait()
	require.NoError(t, err)
	assert.Equal(t, 4, rep.Looked)
	assert.Equal(t, 2, rep.Failed)
	require.NotEmpty(t, rep.Items)
	for _, it := range rep.Items {
		assert.Equal(t, 4, it.Game)
	}
}

// A request and a reply read back as they were written (the worker's
// messages are these bytes), and a drill made in the worker is, as
// JSON, fouldrills' own item.
func TestDrillJobsEncoding(t *testing.T) {
	moves := parseMoves(t, doubleThree)
	ms, err := review.Scan(moves, review.Options{})
	require.NoError(t, err)
	items := fouldrills.Items(moves, ms)
	require.NotEmpty(t, items)
	req := jobs.DrillGames{Games: []jobs.DrillGame{{Game: 3, Moves: moves, Scanned: true, Moments: ms}, {Game: 4, Unplayable: "set-up stones"}},
		Have: []drills.Drill{items[0].Drill}, Max: 24, MaxNodes: 5000}
	var back jobs.DrillGames
	roundTrip(t, req, &back)
	assert.Equal(t, req, back)

	it := items[0]
	it.Game = 3
	rep := jobs.DrillsMade{Items: []jobs.GameDrill{gameDrill(it)}, Looked: 2, Failed: 1}
	var made jobs.DrillsMade
	roundTrip(t, rep, &made)
	assert.Equal(t, rep, made)
	a, err := json.Marshal(it)
	require.NoError(t, err)
	b, err := json.Marshal(made.Items[0])
	require.NoError(t, err)
	assert.JSONEq(t, string(a), string(b))
}

// gameDrill and plain are fouldrills' and review's data as the jobs carry
// them.
func gameDrill(it fouldrills.Item) jobs.GameDrill {
	return jobs.GameDrill{Drill: it.Drill, Game: it.Game, Move: it.Move, Moment: jobs.MomentKind(it.Moment)}
}

func roundTrip(t *testing.T, v, into any) {
	t.Helper()
	b, err := json.Marshal(v)
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(b, into))
}

// A canceled search for drills stops: the worker answers the cancel, not
// with the drills of 200 games.
func TestGameDrillsStopWhenCanceled(t *testing.T) {
	games := make([]jobs.DrillGame, 200)
	for i := range games {
		games[i] = jobs.DrillGame{Game: i + 1, Moves: parseMoves(t, missedWin)}
	}
	body, err := json.Marshal(jobs.DrillGames{Games: games, Max: 1000})
	require.NoError(t, err)
	s := New()
	done := make(chan job.Message, 4)
	s.Serve(job.Message{ID: 1, Kind: jobs.GameDrills.Kind, Body: body}, func(m job.Message) {
		if m.Done {
			done <- m
		}
	})
	s.Serve(job.Message{ID: 1, Cancel: true}, nil)
	m := <-done
	assert.Equal(t, job.ErrCanceled.Error(), m.Err)
	assert.Empty(t, m.Body)
}
