package worksheet

import (
	"bytes"
	"image"
	_ "image/png"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/makiuchi-d/gozxing"
	"github.com/makiuchi-d/gozxing/qrcode"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/image/font/sfnt"

	"renju/drills"
	"renju/fonts"
	"renju/fonts/charset"
	"renju/fonts/full"
	"renju/game/services/homework"
	"renju/msg"
	"renju/position"
	"renju/rules"
)

// need fails the test (never skips it) when a tool the check depends on
// is missing, and says how to install it.
func need(t *testing.T, tool string) string {
	t.Helper()
	p, err := exec.LookPath(tool)
	if err != nil {
		t.Fatalf("%s is needed to check the worksheet PDF and was not found: install Debian's poppler-utils (apt-get install -y poppler-utils), or run make chromium as root", tool)
	}
	return p
}

func build(t *testing.T, o Options) (*Sheet, []byte) {
	t.Helper()
	s, err := Build(o)
	require.NoError(t, err)
	pdf, err := s.PDF()
	require.NoError(t, err)
	require.True(t, bytes.HasPrefix(pdf, []byte("%PDF-")))
	return s, pdf
}

func writeTemp(t *testing.T, pdf []byte) string {
	path := filepath.Join(t.TempDir(), "sheet.pdf")
	require.NoError(t, os.WriteFile(path, pdf, 0o644))
	return path
}

func pages(t *testing.T, path string) int {
	out, err := exec.Command(need(t, "pdfinfo"), path).Output()
	require.NoError(t, err)
	m := regexp.MustCompile(`(?m)^Pages:\s+(\d+)`).FindSubmatch(out)
	require.NotNil(t, m, "%s", out)
	n, _ := strconv.Atoi(string(m[1]))
	return n
}

// pageLines is the text of page p, line by line, trimmed, blank lines
// left out.
func pageLines(t *testing.T, path string, p int) []string {
	out, err := exec.Command(need(t, "pdftotext"), "-layout", "-f", strconv.Itoa(p), "-l", strconv.Itoa(p), path, "-").Output()
	require.NoError(t, err)
	var lines []string
	for _, l := range strings.Split(string(out), "\n") {
		if l = strings.TrimSpace(strings.Trim(l, "\f")); l != "" {
			lines = append(lines, l)
		}
	}
	return lines
}

var sheet5 = Options{Type: drills.FindAll, Level: 2, Count: 12, Seed: 5}

// Twelve items: two item pages of six, and the answer key from page 3 on
// its own pages (two of them for seed 5: the summaries name every line
// that decides each foul).
func TestPageCount(t *testing.T) {
	for _, c := range []struct {
		count, want int
	}{{12, 4}, {7, 4}, {1, 2}} {
		o := sheet5
		o.Count = c.count
		s, pdf := build(t, o)
		path := writeTemp(t, pdf)
		assert.Equal(t, c.want, pages(t, path), "%d items", c.count)
		itemPages := (c.count + PerPage - 1) / PerPage
		key := pageLines(t, path, itemPages+1)
		assert.Equal(t, "Answer key — "+s.Title, key[0], "the key starts page %d", itemPages+1)
		last := pageLines(t, path, itemPages)
		assert.NotContains(t, strings.Join(last, "\n"), "Answer key")
		t.Logf("%d items: %d pages, %d bytes", c.count, c.want, len(pdf))
	}
}

func TestPageText(t *testing.T) {
	_, pdf := build(t, sheet5)
	path := writeTemp(t, pdf)
	p1 := pageLines(t, path, 1)
	assert.Equal(t, "Forbidden moves · Find all · level 2", p1[0])
	assert.Equal(t, "Name ____________________ Date ____________ Score ______", regexp.MustCompile(` +`).ReplaceAllString(p1[1], " "))
	assert.Equal(t, "Black to play. Find every forbidden point on the board and name the kind of each.", p1[2])
	assert.Regexp(t, `^1\. Forbidden points and their kinds: +2\. Forbidden points and their kinds:$`, p1[3])
	assert.Regexp(t, `^Renju Tutor · every answer checked by the judge · sheet 5 +Page 1 of 4$`, p1[len(p1)-1])
	// The answers: those `renju drills --type find-all --level 2 --seed 5`
	// lists, worded by the key.
	key := strings.Join(pageLines(t, path, 3), "\n")
	for _, want := range []string{
		"1. Forbidden: F6 (double-three).",
		"In short: F6 is forbidden, a double-three: the three on the horizontal line is live (E6 would",
	} {
		assert.Contains(t, key, "\n"+want+"\n")
	}
	// Seed 12's first page holds a double-four and an overline too.
	o := sheet5
	o.Seed = 12
	_, pdf = build(t, o)
	key = strings.Join(pageLines(t, writeTemp(t, pdf), 3), "\n")
	for _, want := range []string{
		"6. Forbidden: C7 (double-four), F7 (overline).",
		"In short: C7 is forbidden, a double-four: the horizontal line holds a straight four and the",
		"F7 is forbidden, an overline: six or more in a row on the vertical line.",
	} {
		assert.Contains(t, key, "\n"+want+"\n")
	}

	o = sheet5
	o.Lang = msg.Chinese
	_, pdf = build(t, o)
	path = writeTemp(t, pdf)
	p1 = pageLines(t, path, 1)
	assert.Equal(t, "禁手练习 · 找全禁点 · 第2级", p1[0])
	assert.Equal(t, "轮黑棋下。找出盘面上黑棋所有的禁手点，并指出各是哪一种禁手。", p1[2])
	key = strings.Join(pageLines(t, path, 3), "\n")
	assert.Equal(t, "参考答案 — 禁手练习 · 找全禁点 · 第2级", strings.Split(key, "\n")[0])
	assert.Contains(t, key, "\n1. 禁手点：F6（三三禁手）。\n")
	assert.Contains(t, key, "\n小结：F6是三三禁手：横线上的三是活三（E6不会是禁手），")
}

// Every QR code decodes to its item's link, and the link to the item's
// position with the asked point selected.
func TestQRCodes(t *testing.T) {
	o := Options{Type: drills.IsForbidden, Level: 1, Count: 8, Seed: 3, BaseURL: "https://renju.example/app/"}
	s, pdf := build(t, o)
	path := writeTemp(t, pdf)
	dir := t.TempDir()
	out, err := exec.Command(need(t, "pdftoppm"), "-r", "150", "-png", "-f", "1", "-l", "2", path, filepath.Join(dir, "p")).CombinedOutput()
	require.NoError(t, err, "%s", out)
	const dpi = 150.0
	px := func(mm float64) int { return int(mm / 25.4 * dpi) }
	for i, it := range s.Items {
		img := pageImage(t, dir, i/PerPage+1)
		x, y, size := qrBox(i % PerPage)
		crop := img.(interface {
			SubImage(image.Rectangle) image.Image
		}).SubImage(image.Rect(px(x-3), px(y-1), px(x+size+3), px(y+size+3)))
		bmp, err := gozxing.NewBinaryBitmapFromImage(crop)
		require.NoError(t, err)
		res, err := qrcode.NewQRCodeReader().Decode(bmp, map[gozxing.DecodeHintType]any{gozxing.DecodeHintType_TRY_HARDER: true})
		require.NoError(t, err, "item %d's QR code", it.N)
		assert.Equal(t, it.Link, res.GetText(), "item %d", it.N)
		require.True(t, strings.HasPrefix(res.GetText(), "https://renju.example/app/#class=1."), res.GetText())
		ps, err := position.Decode(res.GetText()[strings.Index(res.GetText(), "#"):])
		require.NoError(t, err)
		want, err := rules.ParseStones(it.Drill.Position)
		require.NoError(t, err)
		assert.Equal(t, want, ps.Board, "item %d", it.N)
		assert.True(t, ps.HasSel)
		assert.Equal(t, it.Drill.Point, ps.Sel.String(), "item %d: the asked point's walk opens", it.N)
	}
}

func pageImage(t *testing.T, dir string, p int) image.Image {
	matches, _ := filepath.Glob(filepath.Join(dir, "p-*"+strconv.Itoa(p)+".png"))
	require.Len(t, matches, 1, "page %d image", p)
	f, err := os.Open(matches[0])
	require.NoError(t, err)
	defer f.Close()
	img, _, err := image.Decode(f)
	require.NoError(t, err)
	return img
}

// Every character a sheet prints, in both languages and every drill type,
// has a glyph in the embedded fonts.
func TestFontsCoverSheets(t *testing.T) {
	parse := func(b []byte) *sfnt.Font {
		f, err := sfnt.Parse(b)
		require.NoError(t, err)
		return f
	}
	latin := []*sfnt.Font{parse(fonts.Regular()), parse(fonts.SemiBold())}
	cjk := []*sfnt.Font{parse(full.CJK()), parse(full.CJKBold())}
	var buf sfnt.Buffer
	missing := map[rune]bool{}
	for _, typ := range drills.Types {
		for _, l := range []msg.Lang{msg.English, msg.Chinese} {
			s, err := Build(Options{Type: typ, Level: 1, Count: 3, Seed: 11, Lang: l})
			require.NoError(t, err)
			_, texts, err := s.render()
			require.NoError(t, err)
			require.NotEmpty(t, texts)
			for _, tx := range texts {
				for _, r := range tx {
					fs := latin
					if charset.IsCJK(r) {
						fs = cjk
					}
					for _, f := range fs {
						if gi, err := f.GlyphIndex(&buf, r); r != ' ' && (err != nil || gi == 0) {
							missing[r] = true
						}
					}
				}
			}
		}
	}
	assert.Empty(t, missing, "characters the sheets print but the fonts lack: add the text to msg and run make fonts")
}

// The key's answers agree with the drills' own answers, for every type.
func TestAnswers(t *testing.T) {
	for _, typ := range drills.Types {
		s, err := Build(Options{Type: typ, Level: 1, Count: 4, Seed: 21})
		require.NoError(t, err)
		for _, it := range s.Items {
			d := it.Drill
			assert.NotEmpty(t, it.Summaries, "%s item %d", typ, it.N)
			switch typ {
			case drills.IsForbidden:
				if *d.Answer.Forbidden {
					assert.Contains(t, it.Answer, strings.ToUpper(d.Point)+" is forbidden: "+d.Answer.Kind+".")
					assert.True(t, it.Key.Overlay)
				} else {
					assert.Equal(t, strings.ToUpper(d.Point)+" is not forbidden.", it.Answer)
				}
			case drills.FindAll:
				for _, f := range d.Answer.Fouls {
					assert.Contains(t, it.Answer, strings.ToUpper(f.Point)+" ("+f.Kind+")")
				}
				assert.Len(t, it.Summaries, len(d.Answer.Fouls))
			case drills.LiveOrFalse:
				want := "False three."
				if *d.Answer.Live {
					want = "Live three."
				}
				assert.True(t, strings.HasPrefix(it.Answer, want), "%q", it.Answer)
				// The key explains the line asked about.
				require.Len(t, it.Summaries, 1)
				assert.True(t, strings.HasPrefix(it.Summaries[0], "In short: After Black's "+strings.ToUpper(d.Point)+", the three on the "), "%q", it.Summaries[0])
				assert.Equal(t, *d.Answer.Live, strings.Contains(it.Summaries[0], " is live ("), "%q", it.Summaries[0])
			case drills.FourThree:
				assert.Equal(t, "Four-three: "+strings.ToUpper(strings.Join(d.Answer.Points, ", "))+".", it.Answer)
			case drills.Trap:
				for i, p := range d.Answer.Points {
					assert.Contains(t, it.Answer, "White "+strings.ToUpper(p)+": Black can only stop the four at "+strings.ToUpper(d.Answer.Covers[i]))
				}
			}
		}
	}
}

func TestOptionsErrors(t *testing.T) {
	for _, c := range []struct {
		o    Options
		want string
	}{
		{Options{Type: "nope", Level: 1, Count: 1}, `type "nope": want one of`},
		{Options{Type: drills.Trap, Level: 0, Count: 1}, "level 0: want 1 to 3"},
		{Options{Type: drills.Trap, Level: 1, Count: 0}, "count 0: want 1 to 120"},
		{Options{Type: drills.Trap, Level: 1, Count: 1, Lang: "fr"}, `lang "fr"`},
		{Options{Type: drills.Trap, Level: 1, Count: 1, BaseURL: "ftp://x/"}, "want an http:// or https://"},
		{Options{Type: drills.Trap, Level: 1, Count: 1, BaseURL: "http://x/#drills"}, "#fragment"},
		// A version this build does not have: refused, not made with another.
		{Options{Type: drills.Trap, Level: 1, Count: 1, Version: 9}, "generator version 9"},
	} {
		_, err := Build(c.o)
		require.Error(t, err, "%+v", c.o)
		assert.Contains(t, err.Error(), c.want)
	}
}

// A sheet of several types takes them in turn: with a homework's seed it
// holds the homework's drills, in order (the Classroom prints the
// homework so).
func TestHomeworkSheet(t *testing.T) {
	set := homework.DrillSet{Types: []string{drills.IsForbidden, drills.Trap}, Level: 1, Count: 4, Seed: 9}
	s, err := Build(Options{Types: set.Types, Level: set.Level, Count: set.Count, Seed: set.Seed, Lang: msg.Chinese})
	require.NoError(t, err)
	g := drills.NewGenerator(set.Seed)
	for i, typ := range set.Plan() {
		d, err := g.Next(typ, set.Level)
		require.NoError(t, err)
		assert.Equal(t, d.Position, s.Items[i].Drill.Position, "item %d", i+1)
		assert.Equal(t, typ, s.Items[i].Drill.Type)
	}
	assert.Equal(t, "禁手练习 · 第1级", s.Title)
	_, err = Build(Options{Types: []string{drills.Trap, drills.Trap}, Level: 1, Count: 1})
	assert.ErrorContains(t, err, `type "trap" twice`)
}

// A sheet embeds the fonts it uses: an English one without Chinese text
// has no Noto Sans SC (fpdf parses a font as it is added, which the
// browser cannot slice), a Chinese one has it.
func TestSheetFonts(t *testing.T) {
	embedded := func(o Options) string {
		_, pdf := build(t, o)
		out, err := exec.Command(need(t, "pdffonts"), writeTemp(t, pdf)).Output()
		require.NoError(t, err)
		return string(out)
	}
	en := embedded(Options{Type: drills.FindAll, Level: 1, Count: 2, Seed: 4})
	assert.Contains(t, en, "utf8inter")
	assert.NotContains(t, en, "utf8noto")
	zh := embedded(Options{Type: drills.FindAll, Level: 1, Count: 2, Seed: 4, Lang: msg.Chinese})
	assert.Contains(t, zh, "utf8noto")
	named := embedded(Options{Type: drills.FindAll, Level: 1, Count: 2, Seed: 4, Title: "王老师的作业"})
	assert.Contains(t, named, "utf8noto", "an English sheet with a Chinese title")
}

// A sheet of generator version 2 holds version 2's drills, every lesson
// covered (as a homework's), and its footer names the version: the seed
// alone would remake another sheet. A sheet of version 1 (the default)
// names none, as before versions.
func TestSheetOfAGeneratorVersion(t *testing.T) {
	o := Options{Type: drills.IsForbidden, Level: 1, Count: 2, Seed: 5, Version: drills.Version2}
	s, pdf := build(t, o)
	for i := range s.Items {
		d, err := drills.Spec{Type: o.Type, Level: 1, Seed: 5, Version: 2, Covered: []string{drills.AllLessons}}.Drill(i)
		require.NoError(t, err)
		assert.Equal(t, d.Position, s.Items[i].Drill.Position, "item %d", i+1)
	}
	v1, err := drills.Spec{Type: o.Type, Level: 1, Seed: 5}.Drill(0)
	require.NoError(t, err)
	assert.NotEqual(t, v1.Position, s.Items[0].Drill.Position, "version 2 makes other drills")
	p1 := pageLines(t, writeTemp(t, pdf), 1)
	assert.Regexp(t, `^Renju Tutor · every answer checked by the judge · sheet 5, generator 2 +Page 1 of \d$`, p1[len(p1)-1])
}
