package fonts

import (
	"bytes"
	"compress/gzip"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/image/font/sfnt"

	"renju/fonts/charset"
	"renju/fonts/full"
	"renju/fonts/sides"
	"renju/glossary"
	"renju/lessons"
	"renju/msg"
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

// The subsets must cover every character the app can draw, each side its
// own: the full Chinese subsets every Chinese character, the embedded
// ones every Chinese character of the English side; when a new string
// brings a new character, run `make fonts`.
func TestSubsetsCoverCharset(t *testing.T) {
	latin, cjk, err := charset.Charset("..")
	require.NoError(t, err)
	require.NotEmpty(t, latin)
	for name, data := range map[string][]byte{"Inter Regular": Regular(), "Inter SemiBold": SemiBold()} {
		f := parse(t, name, data)
		assert.Empty(t, missing(f, latin), "%s lacks these characters: run make fonts", name)
	}
	for name, data := range map[string][]byte{"Noto Sans SC": full.CJK(), "Noto Sans SC Bold": full.CJKBold()} {
		f := parse(t, name, data)
		assert.Empty(t, missing(f, cjk), "%s lacks these characters: run make fonts", name)
		// Terms the explanations use.
		assert.Empty(t, missing(f, []rune("三三禁手四四禁手长连活三")), name)
	}
	texts, err := sides.Gather("..")
	require.NoError(t, err)
	en := sides.CJK(texts.EN)
	require.Contains(t, en, '中', "the language button")
	require.Contains(t, en, '活', "live three (活三)")
	for name, data := range map[string][]byte{"Noto Sans SC (English side)": CJK(), "Noto Sans SC Bold (English side)": CJKBold()} {
		f := parse(t, name, data)
		assert.Empty(t, missing(f, en), "%s lacks these characters: run make fonts", name)
	}
}

func TestSubsetsAreSmall(t *testing.T) {
	// The wasm carries these; keep them subsets, not whole fonts.
	assert.Less(t, len(Regular()), 80<<10)
	assert.Less(t, len(SemiBold()), 80<<10)
	assert.Less(t, len(full.CJK()), 400<<10)
	assert.Less(t, len(full.CJKBold()), 400<<10)
	// The tutor embeds the English side's Chinese: 120 characters, 23 KB
	// a weight. It holds far fewer than the full subsets' 726, or the
	// split would not be worth its site files.
	assert.Less(t, len(CJK()), 48<<10)
	assert.Less(t, len(CJKBold()), 48<<10)
	// The bold Chinese is worth its download only while it stays small:
	// at most 128 KB gzipped (104 KB for the app's 640-odd characters;
	// 111 KB once the Play screen, the storm and the homework texts came,
	// about 19 characters per KB; 121 KB once the newcomer's path came:
	// the guided start, the path, the review of mistakes, the daily goal,
	// the sound and motion settings and Adapt, about 40 characters more).
	gz := func(b []byte) int {
		var buf bytes.Buffer
		zw, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
		require.NoError(t, err)
		_, err = zw.Write(b)
		require.NoError(t, err)
		require.NoError(t, zw.Close())
		return buf.Len()
	}
	assert.LessOrEqual(t, gz(full.CJKBold()), 128<<10, "Noto Sans SC Bold, gzipped")
	t.Logf("Noto Sans SC: %d bytes, %d gzipped; Bold: %d bytes, %d gzipped", len(full.CJK()), gz(full.CJK()), len(full.CJKBold()), gz(full.CJKBold()))
	t.Logf("embedded, the English side's: Noto Sans SC %d bytes, %d gzipped; Bold %d bytes, %d gzipped", len(CJK()), gz(CJK()), len(CJKBold()), gz(CJKBold()))
}

func TestIsCJK(t *testing.T) {
	for _, r := range "三禁，。ア한" {
		assert.True(t, charset.IsCJK(r), "%q", r)
	}
	for _, r := range "aZ9 ·–—…é" {
		assert.False(t, charset.IsCJK(r), "%q", r)
	}
}

// appTexts is what the app draws, gathered the way the app makes it, in
// each language: the message catalogue, the glossary, every text of every lesson, and
// the tutor's narration and summaries filled in for real walks (every
// point a lesson walks through or asks about, the line of each
// live-or-false task, and a few free-board positions).
func appTexts(t *testing.T) sides.Texts {
	var out sides.Texts
	for _, id := range msg.IDs() {
		p, _ := msg.Get(id)
		out.EN = append(out.EN, p.EN)
		out.ZH = append(out.ZH, p.ZH)
	}
	// The glossary's popups: each side's names and definitions, and on the
	// English side the Chinese headword beside the English one.
	for _, g := range glossary.All() {
		out.EN = append(out.EN, g.Def[msg.English], g.Headword(msg.Chinese))
		out.EN = append(out.EN, g.Names[msg.English]...)
		out.ZH = append(out.ZH, g.Def[msg.Chinese])
		out.ZH = append(out.ZH, g.Names[msg.Chinese]...)
	}
	ls, err := lessons.Load()
	require.NoError(t, err)
	require.NotEmpty(t, ls)
	texts := func(w *tutor.Walk) {
		out.EN = append(out.EN, w.Summary.EN)
		out.ZH = append(out.ZH, w.Summary.ZH)
		for _, s := range w.Steps {
			for _, tx := range []tutor.Text{s.Say, s.Question, s.Answer} {
				out.EN = append(out.EN, tx.EN)
				out.ZH = append(out.ZH, tx.ZH)
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
		out.EN = append(out.EN, l.Title.EN, l.Summary.EN)
		out.ZH = append(out.ZH, l.Title.ZH, l.Summary.ZH)
		for i := range l.Pages {
			pg := &l.Pages[i]
			out.EN = append(out.EN, pg.Text.EN)
			out.ZH = append(out.ZH, pg.Text.ZH)
			for _, m := range pg.Marks {
				out.EN = append(out.EN, string(m))
				out.ZH = append(out.ZH, string(m))
			}
			for _, p := range pg.Walks {
				walk(&pg.Board, p)
				walks++
			}
			if tk := pg.Task; tk != nil {
				out.EN = append(out.EN, tk.Hint.EN)
				out.ZH = append(out.ZH, tk.Hint.ZH)
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
// narration) is in the fonts of its side: a Chinese text's in the full
// Chinese subsets (the site files), an English text's in Inter and the
// embedded subsets (an English learner never fetches the full ones). A
// glyph the fonts lack fails here, whatever Charset says.
func TestFontsCoverTheApp(t *testing.T) {
	regular := parse(t, "Inter Regular", Regular())
	semibold := parse(t, "Inter SemiBold", SemiBold())
	texts := appTexts(t)
	split := func(texts []string) (latin, han []rune) {
		seen := map[rune]bool{}
		for _, s := range texts {
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
		return latin, han
	}
	enLatin, enHan := split(texts.EN)
	zhLatin, zhHan := split(texts.ZH)
	require.Greater(t, len(zhHan), 300, "the Chinese of the lessons and the catalogue")
	require.Greater(t, len(enHan), 20, "the Chinese headwords the English glossary shows")
	for _, side := range []struct {
		name        string
		latin, han  []rune
		cjk, cjkBld []byte
	}{
		{"English", enLatin, enHan, CJK(), CJKBold()},
		{"Chinese", zhLatin, zhHan, full.CJK(), full.CJKBold()},
	} {
		cjk := parse(t, "Noto Sans SC", side.cjk)
		cjkBold := parse(t, "Noto Sans SC Bold", side.cjkBld)
		assert.Empty(t, missing(cjk, side.han), "%s: the CJK subset lacks these characters: run make fonts", side.name)
		assert.Empty(t, missing(cjkBold, side.han), "%s: the bold CJK subset lacks these characters: run make fonts", side.name)
		assert.Empty(t, missing(regular, side.latin), "%s: Inter Regular lacks these characters: run make fonts", side.name)
		assert.Empty(t, missing(semibold, side.latin), "%s: Inter SemiBold lacks these characters: run make fonts", side.name)
		t.Logf("%s: %d Latin and %d CJK characters; CJK subset %d bytes", side.name, len(side.latin), len(side.han), len(side.cjk))
	}
}

// The embedded subsets are only the English side's: an English text's
// Chinese is a quoted term, never a sentence, so most of the app's
// Chinese is not in them (else the split would save nothing).
func TestEmbeddedSubsetsAreTheEnglishSides(t *testing.T) {
	cjk := parse(t, "Noto Sans SC (English side)", CJK())
	texts := appTexts(t)
	zh := sides.CJK(texts.ZH)
	lacks := missing(cjk, zh)
	assert.Greater(t, len(lacks), len(zh)/2, "the embedded subset holds most of the Chinese side's characters")
	assert.Contains(t, lacks, "的", "a word only Chinese sentences use")
}

func TestChineseLiterals(t *testing.T) {
	for s, zh := range map[string]bool{
		"{P}是活三":                   true,
		"所以%[1]s不算三。":              true,
		"寒星":                       true,
		"a live three (活三)":        false,
		"{P} makes a five (五连)":    false,
		"Black at %s makes a five": false,
		"中文":                       true,
		"%d stones":                false,
		"黑棋下在h8":                   false, // a Latin letter: embedded, to be safe
	} {
		assert.Equal(t, zh, sides.Chinese(s), "%q", s)
	}
}
