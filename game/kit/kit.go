// Package kit is the drawing kit below the screens: fonts and text (cached,
// wrapped, cut to fit), buttons and icons, the nav bar, cards, bars and the
// scroll bar, the board painter (one for every board of the app, from a
// picture.Board), the walk's panel, the shortcut sheet and the toast. It
// draws what the plain-Go models describe (game/vocab/screenview, picture) in the
// colours of a theme.Theme, and nothing else: it does not import game, so
// no helper can reach up into a screen.
//
// Everything is drawn from cached images (text, button backgrounds,
// icons, board layers), so a screen can redraw itself every frame cheaply.
package kit

import (
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"

	"renju/art"
	"renju/game/kit/glyphs"
	"renju/game/vocab/layout"
	"renju/rules"
	"renju/theme"
)

// Kit is the drawing kit of one window size and theme: the faces, the
// sprites and the caches. The frame owns it and rebuilds it (Prepare)
// when the layout or the theme changes.
type Kit struct {
	// Lay is the window's geometry, Th the colours, F the faces.
	Lay layout.Layout
	Th  theme.Theme
	F   Faces
	// Hover is the ID of the button under the pointer (the frame sets it
	// each frame; buttons draw lighter under it).
	Hover string
	// Keyboard: the learner has used a key (and no finger since): key
	// hints are worth their room. The frame sets it each frame.
	Keyboard bool

	fonts *fontSet
	sized map[float64]*glyphs.Face // bold faces of other sizes (the presenter's)

	// Sprites, centred at (c, c) in their images, each painted on first
	// use (sprites.go): black and white through stone, the rest through
	// their getters.
	black, white *ebiten.Image
	stoneC       float64
	marks        map[rules.Kind]*ebiten.Image
	ring         *ebiten.Image
	square       *ebiten.Image // a wrong answer's mark
	dashed       *ebiten.Image // a missed answer's mark: a dashed ring
	dashRing     *ebiten.Image // a dashed ring round a stone (imagined stones)
	disc         *ebiten.Image // a filled disc, one cell across
	spriteN      int           // the side of a mark's or ring's image
	spriteC      float64
	smallStones  map[rules.Stone]*ebiten.Image // stones on buttons and in status lines

	board    boardCache
	sheet    sheetCache
	diagrams diagramCache

	texts     map[textKey]*textImage
	bgs       map[bgKey]*ebiten.Image
	boxes     map[bgKey]boxSprite // the rounded boxes' looks (boxes.go)
	boxVerts  []ebiten.Vertex
	boxIdx    []uint16
	icons     map[iconKey]*ebiten.Image
	badges    map[rules.Kind]*ebiten.Image
	wraps     map[wrapKey][]string
	widths    map[*glyphs.Face]map[string]float64 // memoised Face.Advance
	prepared  bool
	preparedL layout.Layout

	rec textRecord
}

// NewKit loads the fonts (once; they are embedded).
func NewKit() (*Kit, error) {
	fs, err := loadFonts()
	if err != nil {
		return nil, err
	}
	return &Kit{fonts: fs}, nil
}

// UseCJK makes the kit draw Chinese with regular and bold (OpenType
// fonts: the full Chinese subsets the page fetched) instead of the
// embedded subsets, which hold only the English side's Chinese. The
// faces and every cached text are made again at the next Prepare. The
// kit is unchanged if a font cannot be read.
func (k *Kit) UseCJK(regular, bold []byte) error {
	if err := k.fonts.useCJK(regular, bold); err != nil {
		return err
	}
	k.prepared = false
	return nil
}

// Prepare makes the kit draw for lay in th, rebuilding what depends on
// them when they changed.
func (k *Kit) Prepare(lay layout.Layout, th theme.Theme) {
	if k.prepared && k.preparedL == lay && k.Th.Name == th.Name {
		return
	}
	k.dispose()
	k.prepared, k.preparedL, k.Lay, k.Th = true, lay, lay, th
	k.build()
}

func (k *Kit) dispose() {
	for _, img := range []*ebiten.Image{k.black, k.white, k.ring, k.square, k.dashed, k.dashRing, k.disc} {
		if img != nil {
			img.Deallocate()
		}
	}
	for _, m := range []map[rules.Kind]*ebiten.Image{k.marks, k.badges} {
		for _, img := range m {
			img.Deallocate()
		}
	}
	for _, img := range k.smallStones {
		img.Deallocate()
	}
	for _, t := range k.texts {
		t.img.Deallocate()
	}
	for _, img := range k.bgs {
		img.Deallocate()
	}
	for _, s := range k.boxes {
		s.img.Deallocate()
	}
	for _, img := range k.icons {
		img.Deallocate()
	}
	k.board.dispose()
	k.sheet.dispose()
	k.diagrams.dispose()
	// The faces go with the layout, and their glyphs with them (plain
	// memory, not images).
	*k = Kit{fonts: k.fonts, Hover: k.Hover, rec: k.rec}
}

func (k *Kit) build() {
	l := k.Lay
	k.F = k.fonts.makeFaces(l.Font, l.Cell)
	k.sized = map[float64]*glyphs.Face{}

	// The sprites' size: one cell square, odd or even as the grid's
	// points fall on whole or half pixels. The sprites themselves are
	// painted on first use (sprites.go).
	half := l.X0-math.Floor(l.X0) != 0
	n := int(l.Cell)
	if half != (n%2 == 1) {
		n++
	}
	k.spriteN = n
	k.spriteC = float64(n) / 2
}

// sizedFace is a bold face of px pixels, made once per kit (so the text
// cache, keyed by face, is reused from frame to frame).
func (k *Kit) sizedFace(px float64) *glyphs.Face {
	f, ok := k.sized[px]
	if !ok {
		f = k.fonts.face(px, true)
		k.sized[px] = f
	}
	return f
}

var (
	woodOnce sync.Once
	wood     *ebiten.Image
)

// woodSize is the side of the painted wood; it is stretched over the board.
const woodSize = 256

// woodImage returns the board's wood, painted on first use.
func woodImage() (*ebiten.Image, int) {
	woodOnce.Do(func() { wood = ebiten.NewImageFromImage(art.Wood(woodSize, woodSize)) })
	return wood, woodSize
}
