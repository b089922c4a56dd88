package practice

import (
	"syscall"
	"testing"
	"time"

	"renju/lessons"
)

// BenchmarkItems is the time to make one lesson's practice set (Size
// items): iteration k makes the set of seed k+1, so that -benchtime=10x
// makes the same sets on every run. cpu-ms/op is the process's CPU time
// per set (getrusage), steadier than ns/op on a loaded machine; run it
// with -cpu 1.
func BenchmarkItems(b *testing.B) {
	for _, l := range lessons.All() {
		b.Run(l.ID, func(b *testing.B) {
			seed := uint64(0)
			start := cpuTime()
			for b.Loop() {
				seed++
				Items(l, seed, Size, nil)
			}
			b.ReportMetric(float64(cpuTime()-start)/float64(time.Millisecond)/float64(b.N), "cpu-ms/op")
		})
	}
}

// cpuTime is the user and system CPU time of the process so far.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
