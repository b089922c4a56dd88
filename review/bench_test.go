package review

import (
	"testing"
	"time"

	"renju/engine"
	"renju/rules"
)

// benchGames are self-played games (engine.PlayGame) of a few pairings of
// levels, played once before timing.
func benchGames(b *testing.B) [][]rules.Point {
	var games [][]rules.Point
	for i, lv := range [][2]int{{3, 3}, {4, 3}, {3, 4}, {2, 4}, {4, 2}, {5, 5}} {
		bp, err := engine.NewPlayer(lv[0], uint64(10+i))
		if err != nil {
			b.Fatal(err)
		}
		wp, err := engine.NewPlayer(lv[1], uint64(20+i))
		if err != nil {
			b.Fatal(err)
		}
		games = append(games, engine.PlayGame(bp, wp).Moves)
	}
	return games
}

// BenchmarkScan scans the self-played games with the default budget and
// reports the mean and slowest time of one game, and the mean moves a
// game.
func BenchmarkScan(b *testing.B) {
	games := benchGames(b)
	moves := 0
	for _, g := range games {
		moves += len(g)
	}
	var total, slowest time.Duration
	scans := 0
	for b.Loop() {
		for _, g := range games {
			start := time.Now()
			if _, err := Scan(g, Options{}); err != nil {
				b.Fatal(err)
			}
			d := time.Since(start)
			total += d
			slowest = max(slowest, d)
			scans++
		}
	}
	b.ReportMetric(float64(total.Microseconds())/1000/float64(scans), "ms/game")
	b.ReportMetric(float64(slowest.Microseconds())/1000, "max-ms/game")
	b.ReportMetric(float64(moves)/float64(len(games)), "moves/game")
}
