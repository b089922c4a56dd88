package worksheet

import (
	"bytes"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"github.com/go-pdf/fpdf"

	"renju/boardpng"
	"renju/boardview"
	"renju/fonts"
	"renju/fonts/charset"
	"renju/fonts/full"
	"renju/msg"
	"renju/qr"
)

// Page geometry, in millimetres (A4 portrait).
const (
	pageW, pageH = 210.0, 297.0
	margin       = 15.0
	// The item grid: PerPage items in cols columns.
	PerPage  = 6
	cols     = 2
	gridTop  = 52.0
	gridBot  = 282.0
	colGap   = 8.0
	cellW    = (pageW - 2*margin - colGap) / cols
	cellH    = (gridBot - gridTop) / (PerPage / cols)
	diagSize = 61.0 // the item's diagram
	qrSize   = 21.0 // the item's QR code (its modules, without the quiet zone)
	keyDiag  = 34.0 // the answer key's diagrams
	keyGap   = 5.0
)

// qrBox is where item i of a page (0-based) has its QR code.
func qrBox(i int) (x, y, size float64) {
	cx, cy := cellXY(i)
	return cx + cellW - qrSize - 1, cy + 11 + diagSize - qrSize, qrSize
}

func cellXY(i int) (x, y float64) {
	return margin + float64(i%cols)*(cellW+colGap), gridTop + float64(i/cols)*cellH
}

var (
	ttfOnce sync.Once
	ttfs    [4][]byte
	ttfErr  error
)

// trueTypeFonts converts the app's fonts once: Inter Regular, Inter
// SemiBold, Noto Sans SC Regular and Bold (the full subsets: a sheet may
// be in Chinese).
func trueTypeFonts(yield func()) ([4][]byte, error) {
	ttfOnce.Do(func() {
		for i, src := range [][]byte{fonts.Regular(), fonts.SemiBold(), full.CJK(), full.CJKBold()} {
			if ttfs[i], ttfErr = toTrueType(src, yield); ttfErr != nil {
				ttfErr = fmt.Errorf("font %d: %v", i, ttfErr)
				return
			}
		}
	})
	return ttfs, ttfErr
}

// writer draws on the PDF, with text in the app's two fonts: a run of
// Chinese in Noto Sans SC, the rest in Inter.
type writer struct {
	pdf  *fpdf.Fpdf
	lang msg.Lang
	// ttf are the fonts (trueTypeFonts), added is which have been added
	// to the PDF; pause is the sheet's.
	ttf   [4][]byte
	added [4]bool
	pause func()
	// Texts collects every string printed, for the tests.
	texts []string
}

type run struct {
	s   string
	cjk bool
}

func runs(s string) []run {
	var out []run
	for _, r := range s {
		c := charset.IsCJK(r)
		if len(out) == 0 || out[len(out)-1].cjk != c {
			out = append(out, run{cjk: c})
		}
		out[len(out)-1].s += string(r)
	}
	return out
}

// font sets the font of a run. A font is added to the PDF when it is
// first used: fpdf parses it then (2–5 ms natively, 100–200 ms in the
// browser, where it cannot yield), and a sheet in English with no
// Chinese name or title never needs Noto Sans SC's two.
func (w *writer) font(cjk, bold bool, size float64) {
	i, fam, style := 0, "inter", ""
	if cjk {
		i, fam = 2, "noto"
	}
	if bold {
		i, style = i+1, "B"
	}
	if !w.added[i] {
		w.added[i] = true
		w.pdf.AddUTF8FontFromBytes(fam, style, w.ttf[i])
		w.pause()
	}
	w.pdf.SetFont(fam, style, size)
}

// width is the width of s in mm.
func (w *writer) width(s string, size float64, bold bool) float64 {
	total := 0.0
	for _, r := range runs(s) {
		w.font(r.cjk, bold, size)
		total += w.pdf.GetStringWidth(r.s)
	}
	return total
}

// text writes s with its baseline at y.
func (w *writer) text(x, y float64, s string, size float64, bold bool) {
	w.texts = append(w.texts, s)
	for _, r := range runs(s) {
		w.font(r.cjk, bold, size)
		w.pdf.Text(x, y, r.s)
		x += w.pdf.GetStringWidth(r.s)
	}
}

// noBreakBefore are characters a line must not start with.
const noBreakBefore = "，。、；：？！）」』》,.;:?!)]·"

// wrap breaks s into lines at most width mm wide: between words, and
// between any two Chinese characters except before punctuation.
func (w *writer) wrap(s string, width, size float64, bold bool) []string {
	// Units that may not be split: words with their trailing space, and
	// single Chinese characters with any punctuation after them.
	var units []string
	rs := []rune(s)
	for i := 0; i < len(rs); {
		j := i + 1
		if !charset.IsCJK(rs[i]) {
			for j < len(rs) && !charset.IsCJK(rs[j]) && rs[j-1] != ' ' {
				j++
			}
		}
		for j < len(rs) && (bytes.ContainsRune([]byte(noBreakBefore), rs[j]) || rs[j] == ' ') {
			j++
		}
		units = append(units, string(rs[i:j]))
		i = j
	}
	var lines []string
	cur := ""
	for _, u := range units {
		if cur != "" && w.width(trimRight(cur+u), size, bold) > width {
			lines = append(lines, trimRight(cur))
			cur = ""
		}
		cur += u
	}
	if cur != "" {
		lines = append(lines, trimRight(cur))
	}
	return lines
}

func trimRight(s string) string {
	for len(s) > 0 && s[len(s)-1] == ' ' {
		s = s[:len(s)-1]
	}
	return s
}

// para writes s wrapped to width from the baseline y, and returns the
// baseline after its last line.
func (w *writer) para(x, y, width float64, s string, size float64, bold bool, lead float64) float64 {
	for _, l := range w.wrap(s, width, size, bold) {
		w.text(x, y, l, size, bold)
		y += lead
	}
	return y
}

// Pages is the number of pages the last PDF had (0 before one is made).
func (s *Sheet) Pages() int { return s.pages }

// PDF writes the sheet.
func (s *Sheet) PDF() ([]byte, error) {
	b, _, err := s.render()
	return b, err
}

// render writes the sheet and returns the texts it printed.
func (s *Sheet) render() ([]byte, []string, error) {
	tt, err := trueTypeFonts(s.Yield)
	if err != nil {
		return nil, nil, err
	}
	pdf := fpdf.New("P", "mm", "A4", "")
	pdf.SetCreationDate(time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC))
	pdf.SetCatalogSort(true)
	pdf.SetAutoPageBreak(false, 0)
	pdf.SetMargins(margin, margin, margin)
	pdf.SetTitle(s.Title, true)
	pdf.SetCreator("Renju Tutor", true)
	w := &writer{pdf: pdf, lang: s.Lang, ttf: tt, pause: s.pause}
	lang := s.Lang

	// Diagrams, drawn in parallel: the item's and the key's. Progress
	// is told here, on this goroutine, as each item's are done; a stop
	// lets the diagrams not yet begun go undrawn.
	type pngs struct {
		item, key []byte
		err       error
	}
	imgs := make([]pngs, len(s.Items))
	drawn := make(chan struct{}, len(s.Items))
	var stop atomic.Bool
	sem := make(chan struct{}, 4)
	for i := range s.Items {
		go func(i int) {
			defer func() { drawn <- struct{}{} }()
			sem <- struct{}{}
			defer func() { <-sem }()
			if stop.Load() {
				return
			}
			it := &s.Items[i]
			pic := boardview.Board{Stones: it.Board, Coords: true}
			if it.HasAsk {
				pic.SetMark(it.Ask, 'A')
			}
			if imgs[i].item, imgs[i].err = boardpng.PNG(&pic, boardpng.Options{Size: 720, Background: boardpng.White, Yield: s.Yield}); imgs[i].err != nil {
				return
			}
			s.pause()
			imgs[i].key, imgs[i].err = boardpng.PNG(&it.Key, boardpng.Options{Size: 420, Background: boardpng.White, Yield: s.Yield})
		}(i)
	}
	for done := range len(s.Items) {
		<-drawn
		if !stop.Load() && !s.keepOn(done+1, len(s.Items)) {
			stop.Store(true)
		}
	}
	if stop.Load() {
		return nil, nil, ErrCanceled
	}
	for i, im := range imgs {
		if im.err != nil {
			return nil, nil, fmt.Errorf("item %d: diagram: %v", i+1, im.err)
		}
		opt := fpdf.ImageOptions{ImageType: "PNG"}
		pdf.RegisterImageOptionsReader(fmt.Sprintf("item%d", i), opt, bytes.NewReader(im.item))
		pdf.RegisterImageOptionsReader(fmt.Sprintf("key%d", i), opt, bytes.NewReader(im.key))
	}

	header := func(title, sub string, nameLine bool) float64 {
		s.pause()
		pdf.AddPage()
		y := margin + 6
		y = w.para(margin, y, pageW-2*margin, title, 17, true, 7.5)
		if nameLine {
			pdf.SetTextColor(60, 60, 60)
			w.text(margin, y+1.5, msg.T(lang, msg.WsNameLine), 9.5, false)
			pdf.SetTextColor(0, 0, 0)
			y += 8
		}
		y = w.para(margin, y+1, pageW-2*margin, sub, 10.5, false, 5)
		pdf.SetDrawColor(120, 120, 120)
		pdf.SetLineWidth(0.3)
		pdf.Line(margin, y-2, pageW-margin, y-2)
		return y
	}

	// Item pages.
	for i := range s.Items {
		s.pause()
		it := &s.Items[i]
		k := i % PerPage
		if k == 0 {
			header(s.Title, s.Instruction, true)
		}
		x, y := cellXY(k)
		num := fmt.Sprintf("%d.", it.N)
		w.text(x, y+4.5, num, 12.5, true)
		nx := x + w.width(num, 12.5, true) + 2
		qy := w.para(nx, y+4.5, cellW-(nx-x), it.Question, 9.5, false, 4.4)
		_ = qy
		pdf.ImageOptions(fmt.Sprintf("item%d", i), x, y+11, diagSize, diagSize, false, fpdf.ImageOptions{ImageType: "PNG"}, 0, "")
		// The answer space, right of the diagram.
		rx := x + diagSize + 2
		rw := cellW - diagSize - 3
		pdf.SetTextColor(60, 60, 60)
		w.text(rx, y+17, msg.T(lang, msg.WsAnswerLine), 9, false)
		pdf.SetTextColor(0, 0, 0)
		pdf.SetDrawColor(150, 150, 150)
		pdf.SetLineWidth(0.2)
		for l := 0; l < 3; l++ {
			ly := y + 25 + float64(l)*7.5
			pdf.Line(rx, ly, rx+rw, ly)
		}
		qx, qyy, qs := qrBox(k)
		if err := drawQR(pdf, it.Link, qx, qyy, qs); err != nil {
			return nil, nil, fmt.Errorf("item %d: QR code: %v", it.N, err)
		}
		pdf.SetTextColor(90, 90, 90)
		cap := msg.T(lang, msg.WsScan)
		w.text(qx+(qs-w.width(cap, 7, false))/2, qyy-1.8, cap, 7, false)
		pdf.SetTextColor(0, 0, 0)
	}

	// The answer key, from a new page.
	y := header(msg.T(lang, msg.WsKeyTitle)+" — "+s.Title, msg.T(lang, msg.WsKeyIntro), false) + 2
	tx := margin + keyDiag + 5
	tw := pageW - margin - tx
	for i := range s.Items {
		s.pause()
		it := &s.Items[i]
		// Measure the entry: the answer and the summaries.
		lines := len(w.wrap(it.Answer, tw, 10, true))
		for _, sm := range it.Summaries {
			lines += len(w.wrap(sm, tw, 9, false))
		}
		h := max(keyDiag, 6+float64(lines)*4.6)
		if y+h > gridBot+4 {
			y = header(msg.T(lang, msg.WsKeyTitle)+" — "+s.Title, msg.T(lang, msg.WsKeyIntro), false) + 2
		}
		pdf.ImageOptions(fmt.Sprintf("key%d", i), margin, y, keyDiag, keyDiag, false, fpdf.ImageOptions{ImageType: "PNG"}, 0, "")
		num := fmt.Sprintf("%d.", it.N)
		w.text(tx-0.5, y+5, num, 11, true)
		ax := tx + w.width(num, 11, true) + 1.5
		ty := w.para(ax, y+5, pageW-margin-ax, it.Answer, 10, true, 4.8)
		pdf.SetTextColor(50, 50, 50)
		for _, sm := range it.Summaries {
			ty = w.para(ax, ty+0.3, pageW-margin-ax, sm, 9, false, 4.4)
		}
		pdf.SetTextColor(0, 0, 0)
		y += h + keyGap
		if i < len(s.Items)-1 && y < gridBot {
			pdf.SetDrawColor(210, 210, 210)
			pdf.SetLineWidth(0.2)
			pdf.Line(margin, y-keyGap/2, pageW-margin, y-keyGap/2)
		}
	}

	// Footers, now that the pages are counted.
	n := pdf.PageCount()
	s.pages = n
	for p := 1; p <= n; p++ {
		pdf.SetPage(p)
		pdf.SetTextColor(110, 110, 110)
		footer := msg.F(lang, msg.WsFooter, s.Seed)
		if s.Version > 1 {
			// The seed alone would remake another sheet after a change of
			// the generator: the version is part of the sheet's name.
			footer = msg.F(lang, msg.WsFooterGen, s.Seed, s.Version)
		}
		w.text(margin, pageH-8, footer, 8, false)
		pg := msg.F(lang, msg.WsPage, p, n)
		w.text(pageW-margin-w.width(pg, 8, false), pageH-8, pg, 8, false)
	}
	s.pause()
	var out bytes.Buffer
	if err := pdf.Output(&out); err != nil {
		return nil, nil, err
	}
	return out.Bytes(), w.texts, nil
}

// drawQR draws the QR code of link as one filled path, its modules size
// mm across, at (x, y).
func drawQR(pdf *fpdf.Fpdf, link string, x, y, size float64) error {
	bm, err := qr.Modules(link)
	if err != nil {
		return err
	}
	m := size / float64(len(bm))
	pdf.SetFillColor(0, 0, 0)
	for r, row := range bm {
		for c := 0; c < len(row); {
			if !row[c] {
				c++
				continue
			}
			e := c
			for e < len(row) && row[e] {
				e++
			}
			x0, y0, x1, y1 := x+float64(c)*m, y+float64(r)*m, x+float64(e)*m, y+float64(r+1)*m
			pdf.MoveTo(x0, y0)
			pdf.LineTo(x1, y0)
			pdf.LineTo(x1, y1)
			pdf.LineTo(x0, y1)
			pdf.ClosePath()
			c = e
		}
	}
	pdf.DrawPath("f")
	return nil
}
