package fonts

import (
	"bytes"
	"compress/gzip"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/image/font/sfnt"

	"renju/game/fonts/charset"
	"renju/game/msg"
	"renju/lessons"
	"renju/rules"
	"renju/tutor"
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
	for name, data := range map[string][]byte{"Noto Sans SC": CJK(), "Noto Sans SC Bold": CJKBold()} {
		f := parse(t, name, data)
		assert.Empty(t, missing(f, cjk), "%s lacks these characters: run make fonts", name)
		// Terms the explanations use.
		assert.Empty(t, missing(f, []rune("三三禁手四四禁手长连活三")), name)
	}
}

func TestSubsetsAreSmall(t *testing.T) {
	// The wasm carries these; keep them subsets, not whole fonts.
	assert.Less(t, len(Regular()), 80<<10)
	assert.Less(t, len(SemiBold()), 80<<10)
	assert.Less(t, len(CJK()), 400<<10)
	assert.Less(t, len(CJKBold()), 400<<10)
	// The bold Chinese is worth its download only while it stays small:
	// at most 120 KB gzipped (104 KB for the app's 640-odd characters;
	// 111 KB once the Play screen, the storm and the homework texts came,
	// about 19 characters per KB).
	var buf bytes.Buffer
	zw, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	require.NoError(t, err)
	_, err = zw.Write(CJKBold())
	require.NoError(t, err)
	require.NoError(t, zw.Close())
	assert.LessOrEqual(t, buf.Len(), 120<<10, "Noto Sans SC Bold, gzipped")
	t.Logf("Noto Sans SC: %d bytes; Bold: %d bytes, %d gzipped", len(CJK()), len(CJKBold()), buf.Len())
}

func TestIsCJK(t *testing.T) {
	for _, r := range "三禁，。ア한" {
		assert.True(t, charset.IsCJK(r), "%q", r)
	}
	for _, r := range "aZ9 ·–—…é" {
		assert.False(t, charset.IsCJK(r), "%q", r)
	}
}

// appTexts is what the app draws, gathered the way the app makes it: the
// message catalogue in both languages, every text of every lesson, and the
// tutor's narration and summaries filled in for real walks (every point a
// lesson walks through or asks about, the line of each live-or-false
// task, and a few free-board positions), in both languages.
func appTexts(t *testing.T) []string {
	out := append([]string(nil), msg.All()...)
	ls, err := lessons.Load()
	require.NoError(t, err)
	require.NotEmpty(t, ls)
	texts := func(w *tutor.Walk) {
		out = append(out, w.Summary.EN, w.Summary.ZH)
		for _, s := range w.Steps {
			for _, tx := range []tutor.Text{s.Say, s.Question, s.Answer} {
				out = append(out, tx.EN, tx.ZH)
			}
		}
	}
	walk := func(b *rules.Board, p rules.Point) {
		if b.At(p) != rules.Empty {
			return
		}
		w, err := tutor.Explain(b, p, rules.Black)
		require.NoError(t, err)
		texts(w)
	}
	walks := 0
	for _, l := range ls {
		out = append(out, l.Title.EN, l.Title.ZH, l.Summary.EN, l.Summary.ZH)
		for i := range l.Pages {
			pg := &l.Pages[i]
			out = append(out, pg.Text.EN, pg.Text.ZH)
			for _, m := range pg.Marks {
				out = append(out, string(m))
			}
			for _, p := range pg.Walks {
				walk(&pg.Board, p)
				walks++
			}
			if tk := pg.Task; tk != nil {
				out = append(out, tk.Hint.EN, tk.Hint.ZH)
				walk(&pg.Board, tk.Point)
				if tk.Type == lessons.TaskLiveOrFalse {
					w, err := tutor.ExplainLine(&pg.Board, tk.Point, tk.Dir)
					require.NoError(t, err)
					texts(w)
				}
				for _, f := range rules.ForbiddenMap(&pg.Board) {
					walk(&pg.Board, f.Point)
				}
			}
		}
	}
	require.Greater(t, walks, 20)
	for _, pos := range []string{"B:g8,j8,h9,h10", "B:f8,g8,h8,i5,i6,i7 W:e8,i4", "B:h3,h4,h5,h7,h8,h9", "B:b8,c8", "B:g8,h8 W:f8"} {
		b, err := rules.ParsePosition(pos)
		require.NoError(t, err)
		for _, f := range rules.ForbiddenMap(&b) {
			walk(&b, f.Point)
		}
		for col := 0; col < rules.Size; col++ {
			walk(&b, rules.Pt(col, 7))
		}
	}
	return out
}

// Every character the app draws (the catalogue, the lessons, the walks'
// narration) is in the embedded fonts: a glyph the fonts lack fails here,
// whatever Charset says.
func TestFontsCoverTheApp(t *testing.T) {
	regular := parse(t, "Inter Regular", Regular())
	semibold := parse(t, "Inter SemiBold", SemiBold())
	cjk := parse(t, "Noto Sans SC", CJK())
	cjkBold := parse(t, "Noto Sans SC Bold", CJKBold())
	var latin, han []rune
	seen := map[rune]bool{}
	for _, s := range appTexts(t) {
		for _, r := range s {
			if seen[r] || r < 0x20 || r == 0x7F {
				continue
			}
			seen[r] = true
			if charset.IsCJK(r) {
				han = append(han, r)
			} else {
				latin = append(latin, r)
			}
		}
	}
	require.Greater(t, len(han), 300, "the Chinese of the lessons and the catalogue")
	assert.Empty(t, missing(cjk, han), "the CJK subset lacks these characters: run make fonts")
	assert.Empty(t, missing(cjkBold, han), "the bold CJK subset lacks these characters: run make fonts")
	assert.Empty(t, missing(regular, latin), "Inter Regular lacks these characters: run make fonts")
	assert.Empty(t, missing(semibold, latin), "Inter SemiBold lacks these characters: run make fonts")
	t.Logf("%d Latin and %d CJK characters; subsets: Inter %d + %d bytes, Noto Sans SC %d bytes",
		len(latin), len(han), len(Regular()), len(SemiBold()), len(CJK()))
}
