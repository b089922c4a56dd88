package kit

import (
	"fmt"
	"math"

	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"

	"renju/fonts"
	"renju/game/kit/glyphs"
)

// fontSet is the parsed fonts: Inter (regular, semibold) with Noto Sans SC
// (regular, bold) as the fallback for Chinese. Faces are made per size
// from them. The Chinese is at first the embedded subsets, which hold only
// what the English side draws; UseCJK puts the full ones in their place.
//
// The faces are x/image/font faces drawn by our own package glyphs, not
// Ebitengine's text/v2: its GoTextFace brings the go-text shaping engine
// (3.3 MB more wasm, 0.7 MB gzipped), and even its GoXFace links go-text
// and x/text's language tables (173 KB gzip). The tutor's text needs no
// shaping: Latin and Chinese, left to right, without ligatures.
type fontSet struct {
	regular, semibold, cjk, cjkBold *opentype.Font
}

func loadFonts() (*fontSet, error) {
	load := func(name string, b []byte) (*opentype.Font, error) {
		f, err := opentype.Parse(b)
		if err != nil {
			return nil, fmt.Errorf("font %s: %w", name, err)
		}
		return f, nil
	}
	var fs fontSet
	var err error
	if fs.regular, err = load("Inter Regular", fonts.Regular()); err != nil {
		return nil, err
	}
	if fs.semibold, err = load("Inter SemiBold", fonts.SemiBold()); err != nil {
		return nil, err
	}
	if fs.cjk, err = load("Noto Sans SC", fonts.CJK()); err != nil {
		return nil, err
	}
	if fs.cjkBold, err = load("Noto Sans SC Bold", fonts.CJKBold()); err != nil {
		return nil, err
	}
	return &fs, nil
}

// useCJK replaces the Chinese fonts with the full subsets (regular, bold).
func (fs *fontSet) useCJK(regular, bold []byte) error {
	r, err := opentype.Parse(regular)
	if err != nil {
		return fmt.Errorf("font Noto Sans SC: %w", err)
	}
	b, err := opentype.Parse(bold)
	if err != nil {
		return fmt.Errorf("font Noto Sans SC Bold: %w", err)
	}
	fs.cjk, fs.cjkBold = r, b
	return nil
}

// face returns a face of size px device pixels, Latin from Inter (bold:
// SemiBold) with Chinese from Noto Sans SC (bold: Bold), so a bold line
// mixing the two is bold throughout. It is nil only if no face can be
// made of the fonts (they are parsed already, so never in practice).
func (fs *fontSet) face(px float64, bold bool) *glyphs.Face {
	src, han := fs.regular, fs.cjk
	if bold {
		src, han = fs.semibold, fs.cjkBold
	}
	opts := &opentype.FaceOptions{Size: px, DPI: 72, Hinting: font.HintingNone}
	latin, err := opentype.NewFace(src, opts)
	if err != nil {
		return nil
	}
	var f *glyphs.Face
	if cjk, err := opentype.NewFace(han, opts); err == nil {
		f, err = glyphs.New(latin, cjk)
	} else {
		f, err = glyphs.New(latin)
	}
	if err != nil {
		return nil
	}
	return f
}

// Faces are the text sizes of one layout, and their line heights.
type Faces struct {
	// Body is the base text; Bold the same size, semibold; Title a
	// heading; Small a smaller line; Large a prompt; Narration a walk's
	// narration.
	Body, Bold, Title, Small, Large, Narration *glyphs.Face
	// Coord, Num and Num3 are the board's: coordinates, move numbers,
	// numbers of three digits.
	Coord, Num, Num3 *glyphs.Face
	// LineH, SmallLineH, LargeLineH and NarrationLineH are line heights.
	LineH, SmallLineH, LargeLineH, NarrationLineH float64
}

// makeFaces makes the faces for base text of font px and board cells of
// cell px.
func (fs *fontSet) makeFaces(font, cell float64) Faces {
	return Faces{
		Body:           fs.face(font, false),
		Bold:           fs.face(font, true),
		Title:          fs.face(math.Round(font*1.35), true),
		Large:          fs.face(math.Round(font*1.2), false),
		LargeLineH:     math.Round(font * 1.2 * 1.45),
		Narration:      fs.face(math.Round(font*1.45), false),
		NarrationLineH: math.Round(font * 1.45 * 1.42),
		Small:          fs.face(math.Round(font*0.86), false),
		Coord:          fs.face(math.Max(6, math.Round(cell*0.34)), true),
		Num:            fs.face(math.Max(6, math.Round(cell*0.42)), true),
		Num3:           fs.face(math.Max(6, math.Round(cell*0.34)), true),
		LineH:          math.Round(font * 1.42),
		SmallLineH:     math.Round(font * 0.86 * 1.42),
	}
}
