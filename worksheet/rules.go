package worksheet

import (
	"bytes"
	"fmt"
	"time"

	"github.com/go-pdf/fpdf"

	"renju/boardpng"
	"renju/msg"
	"renju/rulesheet"
)

// The rules on one page (package rulesheet) as an A4 PDF: the title and
// its intro, then each rule with its picture at the left, its heading,
// its statement and what the picture shows at the right.

// ruleDiag is a rule's diagram, in mm; ruleGap the space between rules.
const (
	ruleDiag = 41.0
	ruleGap  = 4.5
)

// RulesPDF makes the rules sheet in lang; yield (if set) is called
// between its diagrams, as a worksheet's Yield.
func RulesPDF(lang msg.Lang, yield func()) ([]byte, error) {
	pause := func() {
		if yield != nil {
			yield()
		}
	}
	tt, err := trueTypeFonts(yield)
	if err != nil {
		return nil, err
	}
	pdf := fpdf.New("P", "mm", "A4", "")
	pdf.SetCreationDate(time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC))
	pdf.SetCatalogSort(true)
	pdf.SetAutoPageBreak(false, 0)
	pdf.SetMargins(margin, margin, margin)
	title := msg.T(lang, msg.RulesTitle)
	pdf.SetTitle(title, true)
	pdf.SetCreator("Renju Tutor", true)
	w := &writer{pdf: pdf, lang: lang, ttf: tt, pause: pause}
	for i, r := range rulesheet.All() {
		pic := r.Printed()
		img, err := boardpng.PNG(&pic, boardpng.Options{Size: 640, Background: boardpng.White, Yield: yield})
		if err != nil {
			return nil, fmt.Errorf("rule %s: diagram: %v", r.ID, err)
		}
		pdf.RegisterImageOptionsReader(fmt.Sprintf("rule%d", i), fpdf.ImageOptions{ImageType: "PNG"}, bytes.NewReader(img))
		pause()
	}

	pdf.AddPage()
	y := w.para(margin, margin+6, pageW-2*margin, title, 17, true, 7.5)
	y = w.para(margin, y+1, pageW-2*margin, msg.T(lang, msg.RulesIntro), 10.5, false, 5)
	pdf.SetDrawColor(120, 120, 120)
	pdf.SetLineWidth(0.3)
	pdf.Line(margin, y-2, pageW-margin, y-2)
	y += 2
	tx := margin + ruleDiag + 6
	tw := pageW - margin - tx
	for i, r := range rulesheet.All() {
		pdf.ImageOptions(fmt.Sprintf("rule%d", i), margin, y, ruleDiag, ruleDiag, false, fpdf.ImageOptions{ImageType: "PNG"}, 0, "")
		ty := w.para(tx, y+6, tw, msg.T(lang, r.Title), 13, true, 6)
		ty = w.para(tx, ty+0.5, tw, msg.T(lang, r.Text), 10.5, false, 5)
		pdf.SetTextColor(60, 60, 60)
		ty = w.para(tx, ty+1, tw, msg.T(lang, r.Caption), 9.5, false, 4.6)
		pdf.SetTextColor(0, 0, 0)
		y = max(y+ruleDiag, ty-3) + ruleGap
		if y > pageH-14 {
			// A text made longer than the page holds: said, not printed
			// over the footer (the tests make both languages).
			return nil, fmt.Errorf("the rules sheet runs off its page at rule %s", r.ID)
		}
		if i < len(rulesheet.All())-1 {
			pdf.SetDrawColor(210, 210, 210)
			pdf.SetLineWidth(0.2)
			pdf.Line(margin, y-ruleGap/2, pageW-margin, y-ruleGap/2)
		}
	}
	pdf.SetTextColor(110, 110, 110)
	w.text(margin, pageH-8, msg.T(lang, msg.RulesFooter), 8, false)
	var out bytes.Buffer
	if err := pdf.Output(&out); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}
