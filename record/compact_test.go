package record

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A compact game is the game it was read as: the same moves, the same
// main line checked, and its tree writes the same SGF. Only a plain line
// of alternating moves is kept compact.
func TestCompactIsTheSameGame(t *testing.T) {
	files := map[string][]byte{
		"plain.sgf":    []byte("(;GM[4]FF[4]SZ[15]PB[Ann]RU[RIF]C[Club night];B[hh];W[ii];B[ig])(;GM[4]SZ[15])"),
		"kept.sgf":     []byte("(;GM[4];B[hh]C[centre];W[ii])(;GM[4];B[hh](;W[ii])(;W[jj]))(;GM[4]AB[aa];W[hh])(;GM[4];B[hh];W[];B[ii])(;GM[4];B[hh];B[ii])(;GM[4];B[hh]LB[ii:A];W[ii])"),
		"db.sgf":       sgfDatabase(randomGames(30)),
		"lines.txt":    movesDatabase(randomGames(30)),
		"database.rif": rifDatabase(randomGames(30)),
	}
	entries, err := os.ReadDir("testdata")
	require.NoError(t, err)
	for _, e := range entries {
		files[e.Name()] = readTestdata(t, e.Name())
	}
	compacted := 0
	for name, data := range files {
		plain, f, err := Read(name, data)
		small, g, err2 := ReadWith(name, data, ReadOptions{Compact: true})
		require.Equal(t, f, g, name)
		require.Equal(t, err, err2, name)
		require.Len(t, small, len(plain), name)
		for i := range plain {
			p, s := &plain[i], &small[i]
			if s.Compact() {
				compacted++
				assert.Nil(t, s.Root)
			}
			assert.Equal(t, p.Moves(), s.Moves(), "%s game %d", name, i+1)
			pm, perr := p.Played()
			sm, serr := s.Played()
			assert.Equal(t, pm, sm, "%s game %d", name, i+1)
			assert.Equal(t, perr, serr, "%s game %d", name, i+1)
			assert.Equal(t, string(WriteSGF(p.Root)), string(WriteSGF(s.Tree())), "%s game %d", name, i+1)
			assert.Equal(t, [5]string{p.Black, p.White, p.Event, p.Date, p.Opening}, [5]string{s.Black, s.White, s.Event, s.Date, s.Opening})
			assert.Equal(t, p.Result, s.Result)
		}
	}
	assert.Greater(t, compacted, 90, "the plain games are kept compact")

	// What is more than a line of moves keeps its tree.
	kept, _, err := ReadWith("kept.sgf", files["kept.sgf"], ReadOptions{Compact: true})
	require.NoError(t, err)
	for i, g := range kept {
		assert.False(t, g.Compact(), "game %d", i+1)
	}
	// A compact game's moves are a copy.
	plain, _, err := ReadWith("plain.sgf", files["plain.sgf"], ReadOptions{Compact: true})
	require.NoError(t, err)
	require.True(t, plain[0].Compact())
	plain[0].Moves()[0].Col = 3
	assert.Equal(t, 7, plain[0].Moves()[0].Col)
	assert.True(t, plain[1].Compact(), "a game of no moves")
	assert.Empty(t, plain[1].Moves())
}
