package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"sync"
	"testing"
	"time"

	"renju/engine"
	"renju/record"
	"renju/rules"
)

// The speed of `renju scan` on a database (issue 16): self-played games,
// written as one SGF file, scanned by the command as a user runs it.
//
//	go test -run '^$' -bench ScanDatabase ./cmd/renju                       200 games
//	RENJU_SCAN_GAMES=10000 RENJU_SCAN_DB=/tmp/renju-10000.sgf go test -run '^$' -bench ScanDatabase -benchtime 1x -timeout 2h ./cmd/renju
//	./scripts/wasm-test.sh -run '^$' -bench ScanDatabase -benchtime 1x renju/cmd/renju   20 games
//
// It reports games/s (all cores: the command scans GOMAXPROCS games at a
// time) and ms/game (wall time over games; in WebAssembly, one thread,
// this is the time of one game's scan).

// scanGamesEnv sets the number of games of the database; scanDBEnv
// names a file to keep it in (see BenchmarkScanDatabase).
const (
	scanGamesEnv = "RENJU_SCAN_GAMES"
	scanDBEnv    = "RENJU_SCAN_DB"
)

// dbLevels are the levels (Black, White) of the database's game i: in
// every ten games, the nine pairings of levels 1–3 (quick games between
// weak players, longer ones between stronger, White's catches when White
// is the stronger) and one game with a level-4 player, in turn with each
// of the others and with itself. (A level-4 player takes some 0.3–0.9 s
// a game, ten times a level-3 player.)
func dbLevels(i int) [2]int {
	if k := i % 10; k < 9 {
		return [2]int{1 + k/3, 1 + k%3}
	}
	four := [][2]int{{1, 4}, {4, 1}, {2, 4}, {4, 2}, {3, 4}, {4, 3}, {4, 4}}
	return four[(i/10)%len(four)]
}

// Bounds of a database game's length: a game shorter than dbMinMoves is
// played again with other seeds (up to 8 times), and one longer is cut
// at dbMaxMoves (a record without a result, as of an adjourned game).
const (
	dbMinMoves = 40
	dbMaxMoves = 150
)

// dbGame is game i of the database: the same i, the same game.
func dbGame(i int) (moves []rules.Point, levels [2]int, result string) {
	levels = dbLevels(i)
	for try := 0; ; try++ {
		seed := uint64(i)*64 + uint64(try)*4
		moves, result = playUpTo(levels, seed, dbMaxMoves)
		if len(moves) >= dbMinMoves || try == 8 {
			return moves, levels, result
		}
	}
}

// playUpTo plays a game between the players of levels, as engine.PlayGame
// does, for at most max moves. When Black resigns because its only
// defence is forbidden, Black plays it (the foul ends the game): the
// record then holds a foul, as a real game's does.
func playUpTo(levels [2]int, seed uint64, max int) ([]rules.Point, string) {
	black, _ := engine.NewPlayer(levels[0], seed+1)
	white, _ := engine.NewPlayer(levels[1], seed+2)
	var b rules.Board
	var moves []rules.Point
	c := rules.Black
	for len(moves) < max {
		pl := black
		if c == rules.White {
			pl = white
		}
		d := pl.Move(&b, c)
		if d.Resign {
			if d.Foul != (rules.Foul{}) {
				return append(moves, d.Foul.Point), "W+"
			}
			return moves, "" // two five points against, or a full board
		}
		j, err := rules.Judge(&b, d.Point, c)
		if err != nil {
			return moves, ""
		}
		moves = append(moves, d.Point)
		b.Set(d.Point, c)
		switch {
		case j.Verdict == rules.Five && c == rules.Black:
			return moves, "B+"
		case j.Verdict == rules.Five:
			return moves, "W+"
		case j.Verdict == rules.Forbidden:
			return moves, "W+"
		}
		c = c.Opponent()
	}
	return moves, ""
}

// scanDatabase plays n games (on every core) and writes them as an SGF
// collection.
func scanDatabase(n int) []byte {
	roots := make([]*record.Node, n)
	var wg sync.WaitGroup
	next := make(chan int)
	for range runtime.GOMAXPROCS(0) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				moves, lv, result := dbGame(i)
				root := record.FromMoves(moves)
				root.Set("PB", fmt.Sprintf("level %d", lv[0]))
				root.Set("PW", fmt.Sprintf("level %d", lv[1]))
				root.Set("EV", "renju scan benchmark")
				if result != "" {
					root.Set("RE", result)
				}
				roots[i] = root
			}
		}()
	}
	for i := range n {
		next <- i
	}
	close(next)
	wg.Wait()
	return record.WriteSGF(roots...)
}

// databaseStats reads a database back and describes it.
func databaseStats(sgf []byte) (games int, stats string, err error) {
	gs, _, err := record.Read("games.sgf", sgf)
	if err != nil {
		return 0, "", err
	}
	lengths := make([]int, len(gs))
	total, fouls := 0, 0
	for i, g := range gs {
		lengths[i] = len(g.Moves())
		total += lengths[i]
		if g.Result == "W+" && lengths[i]%2 == 1 {
			fouls++ // White wins on Black's move: a foul
		}
	}
	return len(gs), fmt.Sprintf("%d games, %d–%d moves (mean %.1f), %d ending in Black's foul, %.1f MiB of SGF",
		len(gs), slices.Min(lengths), slices.Max(lengths), float64(total)/float64(len(gs)), fouls, float64(len(sgf))/(1<<20)), nil
}

// lineCounter counts the lines written to it.
type lineCounter struct{ n int }

func (c *lineCounter) Write(p []byte) (int, error) {
	c.n += bytes.Count(p, []byte("\n"))
	return len(p), nil
}

func BenchmarkScanDatabase(b *testing.B) {
	n := 200
	if runtime.GOOS == "js" {
		n = 20 // WebAssembly is some 3–5 times slower, and has one thread
	}
	if v := os.Getenv(scanGamesEnv); v != "" {
		var err error
		if n, err = strconv.Atoi(v); err != nil || n < 1 {
			b.Fatalf("%s=%q: want a number of games", scanGamesEnv, v)
		}
	}
	// The database: played here, or read from $RENJU_SCAN_DB when that
	// file holds n games (and else played and written there), so that a
	// long run can be repeated without playing 10,000 games again.
	var sgf []byte
	cache := os.Getenv(scanDBEnv)
	if cache != "" {
		if data, err := os.ReadFile(cache); err == nil {
			if k, _, err := databaseStats(data); err == nil && k == n {
				sgf = data
				b.Logf("database read from %s", cache)
			}
		}
	}
	if sgf == nil {
		start := time.Now()
		sgf = scanDatabase(n)
		b.Logf("database played in %v", time.Since(start).Round(time.Millisecond))
		if cache != "" {
			if err := os.WriteFile(cache, sgf, 0o644); err != nil {
				b.Fatal(err)
			}
		}
	}
	_, stats, err := databaseStats(sgf)
	if err != nil {
		b.Fatal(err)
	}
	b.Logf("database: %s", stats)

	// Natively the file is on disk, as a user's is; the browser has no
	// file system, so there it is standard input.
	args := []string{"scan", "--json", "-"}
	if runtime.GOOS != "js" {
		path := filepath.Join(b.TempDir(), "games.sgf")
		if err := os.WriteFile(path, sgf, 0o644); err != nil {
			b.Fatal(err)
		}
		args[2] = path
	}
	var out lineCounter
	var errOut bytes.Buffer
	runs := 0
	for b.Loop() {
		out.n = 0
		if code := run(args, bytes.NewReader(sgf), &out, &errOut); code != exitOK {
			b.Fatalf("scan: status %d: %s", code, errOut.String())
		}
		runs++
	}
	elapsed := b.Elapsed()
	games := float64(n * runs)
	b.ReportMetric(games/elapsed.Seconds(), "games/s")
	b.ReportMetric(float64(elapsed.Microseconds())/1000/games, "ms/game")
	b.ReportMetric(float64(out.n)/float64(n), "moments/game")
	b.Logf("scanned %d games %d time(s) in %v on %d threads: %.1f games/s, %.2f ms a game, %d moments",
		n, runs, elapsed.Round(time.Millisecond), runtime.GOMAXPROCS(0), games/elapsed.Seconds(), float64(elapsed.Microseconds())/1000/games, out.n)
}
