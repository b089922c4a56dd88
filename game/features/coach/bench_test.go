package coach

import (
	"fmt"
	"testing"
	"time"

	"renju/drills"
	"renju/game/parts/drillplay"
)

// BenchmarkArrival measures how long the Drills screen's worker waits for
// each drill of a round (drillplay.RoundLen calls of Next) from the
// generator alone (plain) and through the coach's Source (coach), with the
// same seeds: the first drill of the round, the mean and the slowest. Run
// it with a fixed count, e.g.
//
//	go test -run '^$' -bench Arrival -benchtime 8x ./game/features/coach
func BenchmarkArrival(b *testing.B) {
	for _, typ := range drills.Types {
		for _, level := range []int{1, 3} {
			for _, mode := range []string{"plain", "coach"} {
				b.Run(fmt.Sprintf("%s/L%d/%s", typ, level, mode), func(b *testing.B) {
					var first, total, worst time.Duration
					calls := 0
					for i := 0; i < b.N; i++ {
						gen := drills.NewGenerator(uint64(i) + 1)
						var src Maker = gen
						if mode == "coach" {
							src = NewSource(gen, New(), uint64(i)+1)
						}
						for j := 0; j < drillplay.RoundLen; j++ {
							start := time.Now()
							if _, err := src.Next(typ, level); err != nil {
								b.Fatal(err)
							}
							took := time.Since(start)
							if j == 0 {
								first += took
							}
							total += took
							worst = max(worst, took)
							calls++
						}
					}
					ms := func(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
					b.ReportMetric(ms(first)/float64(b.N), "first-ms")
					b.ReportMetric(ms(total)/float64(calls), "mean-ms")
					b.ReportMetric(ms(worst), "max-ms")
					b.ReportMetric(0, "ns/op")
				})
			}
		}
	}
}
