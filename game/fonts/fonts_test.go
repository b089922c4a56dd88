package fonts

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/image/font/sfnt"

	"renju/game/fonts/charset"
)

func parse(t *testing.T, name string, data []byte) *sfnt.Font {
	t.Helper()
	require.NotEmpty(t, data, name)
	f, err := sfnt.Parse(data)
	require.NoError(t, err, name)
	return f
}

func missing(f *sfnt.Font, runes []rune) []string {
	var buf sfnt.Buffer
	var out []string
	for _, r := range runes {
		if r == ' ' || r == 0xA0 {
			continue // spaces may map to a blank glyph
		}
		gi, err := f.GlyphIndex(&buf, r)
		if err != nil || gi == 0 {
			out = append(out, string(r))
		}
	}
	return out
}

// The subsets must cover every character the app can draw; when a new
// string brings a new character, run `make fonts`.
func TestSubsetsCoverCharset(t *testing.T) {
	latin, cjk, err := charset.Charset("../..")
	require.NoError(t, err)
	require.NotEmpty(t, latin)
	for name, data := range map[string][]byte{"Inter Regular": Regular(), "Inter SemiBold": SemiBold()} {
		f := parse(t, name, data)
		assert.Empty(t, missing(f, latin), "%s lacks these characters: run make fonts", name)
	}
	f := parse(t, "Noto Sans SC", CJK())
	assert.Empty(t, missing(f, cjk), "the CJK subset lacks these characters: run make fonts")
	// Terms the explanations use.
	assert.Empty(t, missing(f, []rune("三三禁手四四禁手长连活三")))
}

func TestSubsetsAreSmall(t *testing.T) {
	// The wasm carries these; keep them subsets, not whole fonts.
	assert.Less(t, len(Regular()), 80<<10)
	assert.Less(t, len(SemiBold()), 80<<10)
	assert.Less(t, len(CJK()), 400<<10)
}

func TestIsCJK(t *testing.T) {
	for _, r := range "三禁，。ア한" {
		assert.True(t, charset.IsCJK(r), "%q", r)
	}
	for _, r := range "aZ9 ·–—…é" {
		assert.False(t, charset.IsCJK(r), "%q", r)
	}
}
