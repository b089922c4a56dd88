package worksheet

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/drills"
	"renju/fouldrills"
	"renju/msg"
	"renju/review"
	"renju/rules"
)

// gameDrills are the drills of a few games (package fouldrills): a foul
// played, a trap set and caught, a false three, a block avoided.
func gameDrills(t *testing.T) []drills.Drill {
	var ds []drills.Drill
	for _, g := range []string{
		"h8 a1 i8 a3 j9 a5 j10 a7 j8",
		"f8 g9 g8 f10 h6 a1 h7 a15 d12 e11 o15 i7 h8",
		"h5 h4 h6 a1 h7 a15 f8 o1 g8 o15 i8 c14",
		"f8 i9 g8 j10 h6 a1 h7 k11 l12",
	} {
		moves, err := rules.ParseMoves(g)
		require.NoError(t, err)
		ms, err := review.Scan(moves, review.Options{})
		require.NoError(t, err)
		ds = append(ds, fouldrills.FromGame(moves, ms)...)
	}
	return ds
}

// A sheet of games' drills renders: seven items on two pages, then the
// key on two more (as for a generated sheet of seven).
func TestBuildFromGameDrills(t *testing.T) {
	ds := gameDrills(t)
	require.Len(t, ds, 7)
	s, err := BuildFrom(ds, Options{Seed: 1})
	require.NoError(t, err)
	assert.Equal(t, []string{drills.IsForbidden, drills.FindAll, drills.Trap}, s.Types)
	assert.Equal(t, 1, s.Level)
	assert.Equal(t, "Forbidden moves · level 1", s.Title)
	for i, it := range s.Items {
		assert.Equal(t, ds[i], it.Drill)
		assert.NotEmpty(t, it.Answer)
	}
	pdf, err := s.PDF()
	require.NoError(t, err)
	path := writeTemp(t, pdf)
	assert.Equal(t, 4, pages(t, path))
	assert.Equal(t, 4, s.Pages())
	key := pageLines(t, path, 3)
	assert.Equal(t, "Answer key — "+s.Title, key[0])
	keys := strings.Join(append(key, pageLines(t, path, 4)...), "\n")
	assert.Contains(t, keys, "\n1. J8 is forbidden: double-three.\n")
	assert.Contains(t, keys, "White I7: Black can only stop the four at H8, a double-three.")

	// One type: its title and instructions; in Chinese too.
	s, err = BuildFrom(ds[:1], Options{Lang: msg.Chinese, Title: "对局练习"})
	require.NoError(t, err)
	assert.Equal(t, drills.IsForbidden, s.Type)
	assert.Empty(t, s.Types)
	assert.Equal(t, "对局练习", s.Title)
	assert.Equal(t, msg.T(msg.Chinese, msg.WsInstrIsForbidden), s.Instruction)
}

func TestBuildFromErrors(t *testing.T) {
	ds := gameDrills(t)
	_, err := BuildFrom(nil, Options{})
	assert.ErrorContains(t, err, "no drills")
	many := make([]drills.Drill, MaxCount+1)
	for i := range many {
		many[i] = ds[0]
	}
	_, err = BuildFrom(many, Options{})
	assert.ErrorContains(t, err, "at most 120")
	bad := ds[0]
	bad.Type = "nope"
	_, err = BuildFrom([]drills.Drill{bad}, Options{})
	assert.ErrorContains(t, err, `unknown drill type "nope"`)
	_, err = BuildFrom(ds, Options{Lang: "fr"})
	assert.ErrorContains(t, err, `lang "fr"`)
}
