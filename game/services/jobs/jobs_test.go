package jobs

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/record"
)

func TestRecordFileBytes(t *testing.T) {
	for _, f := range []RecordFile{
		{Name: "games.sgf", Data: []byte("(;GM[4];B[hh])")},
		{Name: "", Data: nil},
		{Name: "棋谱 2026.txt", Data: []byte("h8 h9\n")},
	} {
		b, err := f.MarshalBinary()
		require.NoError(t, err)
		var back RecordFile
		require.NoError(t, back.UnmarshalBinary(b))
		assert.Equal(t, f.Name, back.Name)
		assert.Equal(t, string(f.Data), string(back.Data))
	}
	// The data's spare room is used: no copy of a fetched file.
	data := make([]byte, 5, 64)
	copy(data, "h8 h9")
	b, err := RecordFile{Name: "x.txt", Data: data}.MarshalBinary()
	require.NoError(t, err)
	assert.Same(t, &data[0], &b[0])
	var back RecordFile
	assert.Error(t, back.UnmarshalBinary([]byte{1, 2}))
	assert.Error(t, back.UnmarshalBinary([]byte{9, 0, 0, 0}), "a name longer than the bytes")
}

func TestRecordReadBytes(t *testing.T) {
	r := RecordRead{Format: record.FormatSGF, Keys: []byte("ann\x00bo\x00"), KeyEnds: []uint32{4, 7}}
	_, _, err := record.ReadWith("x.sgf", []byte("(;PB[Ann];B[hh])(;PB[Bo];B[hh]C[c];W[ii])"), record.ReadOptions{Shelf: &r.Games})
	require.NoError(t, err)
	b, err := r.MarshalBinary()
	require.NoError(t, err)
	var back RecordRead
	require.NoError(t, back.UnmarshalBinary(b))
	assert.Equal(t, r.Format, back.Format)
	assert.Equal(t, r.KeyEnds, back.KeyEnds)
	assert.Equal(t, string(r.Keys), string(back.Keys))
	require.Equal(t, 2, back.Games.Len())
	g := back.Games.Game(1)
	assert.Equal(t, "Bo", g.Black)
	for _, cut := range []int{0, 3, len(b) / 2, len(b) - 1} {
		assert.Error(t, new(RecordRead).UnmarshalBinary(b[:cut]), "cut at %d", cut)
	}
}
