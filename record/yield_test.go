package record

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"reflect"
	"strings"
	"testing"
	"time"

	"renju/rules"
)

// Tests and a benchmark of ReadWith's Yield: it is called after every
// game and often enough that little input is read between two calls.

// randomGames makes n games deterministically: 30–60 moves each, Black
// and White alternately on distinct points near the centre or near a
// stone already played (legal-looking: the readers judge no more than a
// point played twice).
func randomGames(n int) [][]rules.Point {
	rng := rand.New(rand.NewPCG(1, 2))
	games := make([][]rules.Point, n)
	for i := range games {
		var taken [rules.Size * rules.Size]bool
		moves := make([]rules.Point, 0, 60)
		for want := 30 + rng.IntN(31); len(moves) < want; {
			c, r := 7, 7
			if len(moves) > 0 {
				last := moves[rng.IntN(len(moves))]
				c, r = last.Col, last.Row
			}
			c, r = c+rng.IntN(5)-2, r+rng.IntN(5)-2
			if c < 0 || r < 0 || c >= rules.Size || r >= rules.Size || taken[r*rules.Size+c] {
				continue
			}
			taken[r*rules.Size+c] = true
			moves = append(moves, rules.Pt(c, r))
		}
		games[i] = moves
	}
	return games
}

var testPlayers = []string{"Ann Lee", "Bo Ek", "Cleo Dahl", "Dan Berg", "Eva Kim", "Finn Ito"}

// sgfDatabase is the games as one SGF collection, a game a line, each
// with its players, event, date and result.
func sgfDatabase(games [][]rules.Point) []byte {
	var sb strings.Builder
	for i, moves := range games {
		fmt.Fprintf(&sb, "(;GM[4]FF[4]SZ[15]PB[%s]PW[%s]EV[Open %d]DT[2008-03-%02d]RE[%s]",
			testPlayers[i%len(testPlayers)], testPlayers[(i+1)%len(testPlayers)], i/100, i%28+1,
			[]string{"B+R", "W+R", "0"}[i%3])
		for k, p := range moves {
			sb.WriteString(";" + "BW"[k%2:k%2+1] + "[" + sgfName(p) + "]")
		}
		sb.WriteString(")\n")
	}
	return []byte(sb.String())
}

// movesDatabase is the games as move strings, one a line.
func movesDatabase(games [][]rules.Point) []byte {
	var sb strings.Builder
	sb.WriteString("# generated\n")
	for _, moves := range games {
		sb.WriteString(rules.FormatMoves(moves, false) + "\n")
	}
	return []byte(sb.String())
}

// rifDatabase is the games as a RenjuNet database.
func rifDatabase(games [][]rules.Point) []byte {
	var sb strings.Builder
	sb.WriteString("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<database>\n<players>\n")
	for i, name := range testPlayers {
		first, last, _ := strings.Cut(name, " ")
		fmt.Fprintf(&sb, "<player id=\"%d\" name=\"%s\" surname=\"%s\" country=\"1\"/>\n", i+1, first, last)
	}
	sb.WriteString("</players>\n<tournaments>\n<tournament id=\"7\" name=\"Open\" start=\"2008-03-01\"/>\n</tournaments>\n<games>\n")
	for i, moves := range games {
		fmt.Fprintf(&sb, "<game id=\"%d\" tournament=\"7\" round=\"%d\" rule=\"0\" black=\"%d\" white=\"%d\" bresult=\"%s\">\n<move>%s</move>\n</game>\n",
			i+1, i%9+1, i%len(testPlayers)+1, (i+1)%len(testPlayers)+1, []string{"1", "0", "0.5"}[i%3],
			rules.FormatMoves(moves, false))
	}
	sb.WriteString("</games>\n</database>\n")
	return []byte(sb.String())
}

// renlibLibrary is the games as one RenLib library: each game a line
// from the root (lines that start alike are merged).
func renlibLibrary(games [][]rules.Point) []byte {
	b := []byte(rlHeader + "\x00\x00") // the root record
	for i, moves := range games {
		for k, p := range moves {
			flags := byte(0)
			if k == 0 && i < len(games)-1 {
				flags |= rlDown // the next game is a sibling of this one's first move
			}
			if k == len(moves)-1 {
				flags |= rlRight
			}
			b = append(b, byte(p.Col+1+16*(rules.Size-1-p.Row)), flags)
		}
	}
	return b
}

// readCounting is ReadWith with a Yield that counts its calls.
func readCounting(name string, data []byte) ([]Game, Format, int, error) {
	yields := 0
	games, f, err := ReadWith(name, data, ReadOptions{Yield: func() { yields++ }})
	return games, f, yields, err
}

// ReadWith reads what Read reads, to the same games or the same error,
// for every file in testdata.
func TestReadWithReadsAsRead(t *testing.T) {
	files, err := os.ReadDir("testdata")
	if err != nil {
		t.Fatal(err)
	}
	for _, file := range files {
		data := readTestdata(t, file.Name())
		for _, name := range []string{file.Name(), ""} {
			games, f, err := Read(name, data)
			got, gotF, _, gotErr := readCounting(name, data)
			if gotF != f || !reflect.DeepEqual(gotErr, err) {
				t.Errorf("%s as %q: ReadWith: %s, %v; Read: %s, %v", file.Name(), name, gotF, gotErr, f, err)
			}
			sameGames(t, file.Name()+" by ReadWith", got, games)
		}
	}
}

// Yield is called at least once a game, and ReadWith reads the games Read
// reads.
func TestReadWithYieldsEveryGame(t *testing.T) {
	games := randomGames(50)
	for _, c := range []struct {
		name string
		data []byte
		want int // games
	}{
		{"games.sgf", []byte("(;GM[4];B[hh];W[ii])\n(;GM[4]PB[Ann];B[hh](;W[ig])(;W[jj];B[kk]))(;B[aa])"), 3},
		{"games.sgf", sgfDatabase(games), 50},
		{"games.txt", []byte("# three\nh8 h9 i8\n\nh8i9j10k11\no15\n"), 3},
		{"games.txt", movesDatabase(games), 50},
		{"good.rif", readTestdata(t, "good.rif"), 3},
		{"games.rif", rifDatabase(games), 50},
		{"good.psq", readTestdata(t, "good.psq"), 1},
		{"good.lib", readTestdata(t, "good.lib"), 1},
		{"games.lib", renlibLibrary(games), 1},
	} {
		want, wantF, err := Read(c.name, c.data)
		if err != nil || len(want) != c.want {
			t.Fatalf("Read(%s): %d games, %v", c.name, len(want), err)
		}
		got, f, yields, err := readCounting(c.name, c.data)
		if err != nil || f != wantF {
			t.Fatalf("ReadWith(%s): %s, %v", c.name, f, err)
		}
		sameGames(t, c.name+" by ReadWith", got, want)
		if yields < len(want) {
			t.Errorf("%s: %d games, %d yields", c.name, len(want), yields)
		}
	}
}

// Little input is read between two yields: at least a yield a game, and
// one every 64 KiB of input in big files and in big games, of every
// format.
func TestReadWithYieldsOften(t *testing.T) {
	const n = 10000
	games := randomGames(n)
	// One long game with long comments and many variations.
	var long strings.Builder
	long.WriteString("(;GM[4]C[" + strings.Repeat("a long comment ", 20000) + "]")
	for i := range 20000 {
		fmt.Fprintf(&long, "(;B[%s]C[variation %d];W[hh];B[ii])", sgfName(rules.Pt(i%rules.Size, 0)), i)
	}
	long.WriteString(";B[hh]C[" + strings.Repeat("x", maxValue) + "])")
	// A Piskvork record of one move and many lines that are not moves.
	psq := "Piskvorky 15x15, 11:11, 0\n8,8,0\n" + strings.Repeat("not a name\n1\n\n", 50000)
	// A library whose comments are long, and in Windows-1252.
	lib := []byte(rlHeader + "\x00\x00")
	for _, p := range games[0][:30] { // a line of 30 moves (every game has 30)
		lib = append(lib, byte(p.Col+1+16*(rules.Size-1-p.Row)), rlNewComment)
		lib = append(lib, strings.Repeat("\xe9t\xe9 ", 10000)...)
		lib = append(lib, 0, 0)
	}
	for _, c := range []struct {
		name  string
		data  []byte
		games int
	}{
		{"db.sgf", sgfDatabase(games), n},
		{"long.sgf", []byte(long.String()), 1},
		{"db.txt", movesDatabase(games), n},
		{"blank.txt", []byte(strings.Repeat("\n", 4<<20) + "h8\n" + strings.Repeat("# note\n", 1<<20)), 1},
		{"db.rif", rifDatabase(games), n},
		{"db.lib", renlibLibrary(games), 1},
		{"comments.lib", lib, 1},
		{"names.psq", []byte(psq), 1},
	} {
		got, _, yields, err := readCounting(c.name, c.data)
		if err != nil || len(got) != c.games {
			t.Fatalf("%s: %d games, %v", c.name, len(got), err)
		}
		if yields < c.games || yields < len(c.data)/(64<<10) {
			t.Errorf("%s: %d bytes, %d games, %d yields", c.name, len(c.data), c.games, yields)
		}
	}
}

// A Yield that panics stops the read (the readers hold nothing to
// release): it is a way for a caller to give up.
func TestReadWithYieldPanics(t *testing.T) {
	stop := errors.New("stop")
	defer func() {
		if r := recover(); r != stop {
			t.Fatalf("recovered %v", r)
		}
	}()
	ReadWith("db.sgf", sgfDatabase(randomGames(10)), ReadOptions{Yield: func() { panic(stop) }})
	t.Fatal("the read went on after Yield panicked")
}

// BenchmarkReadDatabase reads a database of 10,000 games (30–60 moves
// each) in each format, with a Yield that times the work between two
// calls: max-gap-ns is the longest over the reads timed (from the start
// to the first call and from the last to the end included; a first read,
// not timed, warms up). Without a Yield the whole read is one gap: the
// "without-yield" case.
func BenchmarkReadDatabase(b *testing.B) {
	const n = 10000
	games := randomGames(n)
	for _, c := range []struct {
		bench, name string
		data        []byte
		games       int
		yield       bool
	}{
		{"sgf", "db.sgf", sgfDatabase(games), n, true},
		{"sgf-without-yield", "db.sgf", sgfDatabase(games), n, false},
		{"moves", "db.txt", movesDatabase(games), n, true},
		{"rif", "db.rif", rifDatabase(games), n, true},
		{"renlib", "db.lib", renlibLibrary(games), 1, true},
	} {
		b.Run(c.bench, func(b *testing.B) {
			b.SetBytes(int64(len(c.data)))
			var maxGap time.Duration
			yields := 0
			var last time.Time
			o := ReadOptions{}
			if c.yield {
				o.Yield = func() {
					now := time.Now()
					maxGap = max(maxGap, now.Sub(last))
					last = now
					yields++
				}
			}
			ReadWith(c.name, c.data, ReadOptions{}) // warm up (WebAssembly's compiler tiers)
			for b.Loop() {
				last = time.Now()
				start := last
				got, _, err := ReadWith(c.name, c.data, o)
				now := time.Now()
				if err != nil || len(got) != c.games {
					b.Fatalf("%d games, %v", len(got), err)
				}
				if !c.yield {
					last = start
				}
				maxGap = max(maxGap, now.Sub(last))
			}
			b.ReportMetric(float64(maxGap.Nanoseconds()), "max-gap-ns")
			b.ReportMetric(float64(yields)/float64(b.N), "yields/op")
			b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "games/s")
		})
	}
}
