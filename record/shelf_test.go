package record

import (
	"fmt"
	"os"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A game read onto a shelf is the game Read reads: its headers, its
// moves, its main line checked, its tree written as the same SGF; the
// same error for a file that is not read; and a game that is more than a
// line of moves comes back whole.
func TestShelfKeepsEveryGame(t *testing.T) {
	files := map[string][]byte{
		"plain.sgf":    []byte("(;GM[4]FF[4]SZ[15]PB[Ann]PW[李明]EV[Club]DT[2026]ON[Sun]RE[B+R]RU[RIF]C[Club night];B[hh];W[ii];B[ig])(;GM[4]SZ[15])(;FF[4]AP[x:1]KM[]RE[0])"),
		"kept.sgf":     []byte("(;GM[4];B[hh]C[centre];W[ii])(;GM[4];B[hh](;W[ii])(;W[jj]))(;GM[4]AB[aa];W[hh])(;GM[4];B[hh];W[];B[ii])(;GM[4];B[hh];B[ii])(;GM[4];B[hh]LB[ii:A];W[ii])"),
		"db.sgf":       sgfDatabase(randomGames(30)),
		"lines.txt":    movesDatabase(randomGames(30)),
		"database.rif": rifDatabase(randomGames(30)),
		"bad.sgf":      []byte("(;GM[4];B[hh];W[zz"),
		"bad.txt":      []byte("h8 h9\nh8 h8\n"),
	}
	entries, err := os.ReadDir("testdata")
	require.NoError(t, err)
	for _, e := range entries {
		files[e.Name()] = readTestdata(t, e.Name())
	}
	flat := 0
	for name, data := range files {
		plain, f, err := Read(name, data)
		var s Shelf
		none, g, err2 := ReadWith(name, data, ReadOptions{Shelf: &s})
		require.Equal(t, f, g, name)
		require.Equal(t, err, err2, name)
		assert.Nil(t, none, name)
		if err != nil {
			continue
		}
		require.Equal(t, len(plain), s.Len(), name)
		for i := range plain {
			p, k := &plain[i], s.Game(i)
			where := fmt.Sprintf("%s game %d", name, i+1)
			if s.games[i].tree < 0 {
				flat++
				assert.True(t, k.Compact(), where)
			}
			assert.Equal(t, [7]string{p.Black, p.White, p.Event, p.Date, p.Opening, p.Result, p.Where},
				[7]string{k.Black, k.White, k.Event, k.Date, k.Opening, k.Result, k.Where}, where)
			assert.Equal(t, p.Result, s.Result(i), where)
			assert.Equal(t, p.Moves(), k.Moves(), where)
			pm, perr := p.Played()
			km, kerr := k.Played()
			assert.Equal(t, pm, km, where)
			assert.Equal(t, perr, kerr, where)
			assert.Equal(t, string(WriteSGF(p.Root)), string(WriteSGF(k.Tree())), where)
		}
	}
	assert.Greater(t, flat, 90, "the plain games lie flat")
	var s Shelf
	_, _, err = ReadWith("kept.sgf", files["kept.sgf"], ReadOptions{Shelf: &s})
	require.NoError(t, err)
	for i := range s.Len() {
		assert.GreaterOrEqual(t, s.games[i].tree, int32(0), "game %d keeps its tree", i+1)
	}
	// A game made from the shelf is the caller's: changing it changes
	// nothing on the shelf.
	s = Shelf{}
	_, _, err = ReadWith("plain.sgf", files["plain.sgf"], ReadOptions{Shelf: &s})
	require.NoError(t, err)
	g := s.Game(0)
	g.line[0].Col, g.rootProps[0].Values[0] = 3, "x"
	again := s.Game(0)
	assert.Equal(t, 7, again.Moves()[0].Col)
	assert.Equal(t, "4", again.Tree().Get("GM"))
}

// What the collector has to look through: a database of 20,000 short
// games held as a slice of compact games, and on a shelf. (The browser's
// collector stopped the page for up to 0.6 s with 367,677 games held as
// a slice.)
func TestShelfHoldsFewObjects(t *testing.T) {
	var sb strings.Builder
	const n = 20000
	for i := range n {
		fmt.Fprintf(&sb, "(;GM[4]SZ[15]PB[B%d]PW[W%d];B[hh];W[hi];B[ij])\n", i, i)
	}
	data := []byte(sb.String())
	objects := func(read func() any) uint64 {
		runtime.GC()
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		kept := read()
		runtime.GC()
		runtime.ReadMemStats(&after)
		runtime.KeepAlive(kept)
		return after.HeapObjects - before.HeapObjects
	}
	slice := objects(func() any {
		games, _, err := ReadWith("db.sgf", data, ReadOptions{Compact: true})
		require.NoError(t, err)
		return games
	})
	shelf := objects(func() any {
		s := &Shelf{}
		_, _, err := ReadWith("db.sgf", data, ReadOptions{Shelf: s})
		require.NoError(t, err)
		return s
	})
	t.Logf("live objects for %d games: %d as compact games, %d on a shelf", n, slice, shelf)
	assert.Greater(t, slice, uint64(5*n), "the games as a slice: the measure measures")
	assert.Less(t, shelf, uint64(100), "a shelf is a few objects, whatever the games")
}

// A shelf's bytes read back are the same shelf.
func TestShelfBytes(t *testing.T) {
	data := []byte("(;GM[4]PB[Ann]RE[W+]C[x];B[hh];W[ii])(;GM[4];B[hh]C[centre];W[ii])\n(;PW[Bo];B[aa];W[oo];B[hi])")
	var s Shelf
	_, _, err := ReadWith("x.sgf", data, ReadOptions{Shelf: &s})
	require.NoError(t, err)
	b, err := s.MarshalBinary()
	require.NoError(t, err)
	var back Shelf
	require.NoError(t, back.UnmarshalBinary(b))
	require.Equal(t, s.Len(), back.Len())
	for i := range s.Len() {
		g, h := s.Game(i), back.Game(i)
		assert.Equal(t, string(WriteSGF(g.Tree())), string(WriteSGF(h.Tree())), "game %d", i+1)
		assert.Equal(t, [7]string{g.Black, g.White, g.Event, g.Date, g.Opening, g.Result, g.Where},
			[7]string{h.Black, h.White, h.Event, h.Date, h.Opening, h.Result, h.Where})
		assert.Equal(t, s.Result(i), back.Result(i))
	}
	for _, cut := range []int{0, 5, len(shelfMagic) + 2, len(b) / 2, len(b) - 1} {
		assert.Error(t, new(Shelf).UnmarshalBinary(b[:cut]), "cut at %d", cut)
	}
	assert.Error(t, new(Shelf).UnmarshalBinary(append(b, 0)), "a byte over")
}

// Any bytes give a shelf or an error; a shelf's games can all be made.
func FuzzShelfBytes(f *testing.F) {
	var s Shelf
	_, _, err := ReadWith("x.sgf", []byte("(;GM[4]PB[Ann];B[hh];W[ii])(;GM[4];B[hh]C[c];W[ii])"), ReadOptions{Shelf: &s})
	require.NoError(f, err)
	b, err := s.MarshalBinary()
	require.NoError(f, err)
	f.Add(b)
	f.Add([]byte(shelfMagic))
	f.Fuzz(func(t *testing.T, b []byte) {
		var s Shelf
		if s.UnmarshalBinary(b) != nil {
			return
		}
		for i := range s.Len() {
			g := s.Game(i)
			_ = g.Tree()
			_ = s.Result(i)
		}
	})
}
