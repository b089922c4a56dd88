package homework

import (
	"crypto/sha256"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestSum256MatchesCryptoSHA256: the hand-written hash is SHA-256, at
// every length around the padding's edges (55, 56, 63, 64 bytes) and on
// random texts, so that an ID never changes.
func TestSum256MatchesCryptoSHA256(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for n := range 300 {
		b := make([]byte, n)
		for i := range b {
			b[i] = byte(r.Uint32())
		}
		require.Equal(t, sha256.Sum256(b), sum256(b), "length %d", n)
	}
	require.Equal(t, sha256.Sum256([]byte("abc")), sum256([]byte("abc")))
}
