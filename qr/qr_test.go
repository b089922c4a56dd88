package qr

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"renju/qr/qrtest"
)

// decode reads bits back with gozxing, a QR reader written apart from
// this encoder.
func decode(t *testing.T, bits [][]bool) string {
	t.Helper()
	s, err := qrtest.Read(bits)
	require.NoError(t, err)
	return s
}

// text is n characters of a homework link's alphabet.
func text(r *rand.Rand, n int) string {
	const alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.~:/#=&%"
	var b strings.Builder
	for range n {
		b.WriteByte(alphabet[r.IntN(len(alphabet))])
	}
	return b.String()
}

// capacity is the most bytes version v holds.
func capacity(v int) int {
	return (8*dataCodewords(v) - 4 - countBits(v)) / 8
}

// TestDecodesBack reads back, for every version, the longest text it
// holds and the shortest that needs it: the blocks table, the alignment
// patterns, the version information and the placement of every version.
func TestDecodesBack(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for v := 1; v <= 40; v++ {
		lens := []int{capacity(v)}
		if v > 1 {
			lens = append(lens, capacity(v-1)+1)
		}
		for _, n := range lens {
			s := text(r, n)
			bits := Of(s)
			require.Len(t, bits, 17+4*v+2*quiet, "version %d, %d bytes", v, n)
			require.Equal(t, s, decode(t, bits), "version %d, %d bytes", v, n)
		}
	}
}

// TestEveryMaskDecodes reads back a code made with each mask, in versions
// with and without version information.
func TestEveryMaskDecodes(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, v := range []int{1, 2, 7, 14} {
		for m := 0; m < 8; m++ {
			s := text(r, capacity(v))
			bits, err := symbolOf(s, m)
			require.NoError(t, err)
			require.Equal(t, s, decode(t, withQuiet(bits)), "version %d, mask %d", v, m)
		}
	}
}

// TestCapacities holds the encoder to the standard's byte-mode capacities
// at level M, and refuses what no version holds.
func TestCapacities(t *testing.T) {
	for v, want := range map[int]int{1: 14, 2: 26, 5: 84, 7: 122, 10: 213, 20: 666, 40: 2331} {
		require.Equal(t, want, capacity(v), "version %d", v)
	}
	require.Nil(t, Of(strings.Repeat("a", 2332)))
	require.Nil(t, Of(""))
	require.NotNil(t, Of(strings.Repeat("a", 2331)))
}

// withQuiet adds the quiet zone Of adds.
func withQuiet(m [][]bool) [][]bool {
	out := grid(len(m) + 2*quiet)
	for y, row := range m {
		copy(out[y+quiet][quiet:], row)
	}
	return out
}

// TestModulesIsOfWithoutTheQuietZone: print's modules are the screen's.
func TestModulesIsOfWithoutTheQuietZone(t *testing.T) {
	s := "https://renju.example/#hw=abc"
	m, err := Modules(s)
	require.NoError(t, err)
	require.Equal(t, Of(s), withQuiet(m))
	_, err = Modules(strings.Repeat("a", 2332))
	require.ErrorIs(t, err, ErrTooLong)
}

// TestUTF8 reads back a result code with a Chinese name, as homework
// play shows it.
func TestUTF8(t *testing.T) {
	s := "李伟: 1496-S2W0-M0W0-80G0-00QJ-DQAP"
	require.Equal(t, s, decode(t, Of(s)))
}

// TestCacheMakesOnce keeps the same modules for the same text.
func TestCacheMakesOnce(t *testing.T) {
	var c Cache
	a := c.Of("abc")
	require.Same(t, &a[0][0], &c.Of("abc")[0][0])
	require.NotEqual(t, a, c.Of("abd"))
}
