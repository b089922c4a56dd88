package kit

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"renju/art"
	"renju/boardview"
	"renju/rules"
)

// The board's sprites (stones, the forbidden marks, the answers' rings,
// the disc), each painted the first time a frame draws it, for the kit's
// layout and theme. Painted all at once in Prepare, they were most of the
// first frame's drawing: 9 images and about 30 anti-aliased paths, each
// path drawn at twice the size into an offscreen image and shrunk, so 52
// images made and 197 draws for the guided start's first frame, which
// shows none of them; painted on first use, 31 and 133 (a module built
// with -tags ebitenginedebug logs them). With software GL (headless
// Chromium) every image and draw is CPU in the GPU process.

// stone is the stone sprite of colour s (White, else Black) and its
// centre.
func (k *Kit) stone(s rules.Stone) (*ebiten.Image, float64) {
	white := s == rules.White
	img := &k.black
	if white {
		img = &k.white
	}
	if *img == nil {
		l := k.Lay
		st := art.Stone(white, l.StoneRadius(), l.X0-math.Floor(l.X0) != 0)
		*img = ebiten.NewImageFromImage(st.Img)
		k.stoneC = st.CX
	}
	return *img, k.stoneC
}

// PaintStones paints the board's two stone sprites if they are not yet
// painted, and reports whether it painted any: work for a still page
// (game/prepare.go). art.Stone shades every pixel in Go (three powers
// and four hypotenuses a pixel): the two stones were 24 ms of make
// measure's Skip -> home tap in a profile (home's demo is the first
// board with stones a newcomer sees when the guided start is skipped,
// and the start's own first tap places one).
func (k *Kit) PaintStones() bool {
	painted := k.black == nil || k.white == nil
	k.stone(rules.Black)
	k.stone(rules.White)
	return painted
}

// smallStone is the stone of colour s on buttons and in status lines.
func (k *Kit) smallStone(s rules.Stone) *ebiten.Image {
	if s != rules.White {
		s = rules.Black
	}
	if img, ok := k.smallStones[s]; ok {
		return img
	}
	if k.smallStones == nil {
		k.smallStones = map[rules.Stone]*ebiten.Image{}
	}
	img := ebiten.NewImageFromImage(art.Stone(s == rules.White, math.Round(k.Lay.Font*0.42), false).Img)
	k.smallStones[s] = img
	return img
}

// foulSprite is the board's mark of a forbidden kind (nil for a kind
// without one).
func (k *Kit) foulSprite(kind rules.Kind) *ebiten.Image {
	if img, ok := k.marks[kind]; ok {
		return img
	}
	switch kind {
	case rules.DoubleThree, rules.DoubleFour, rules.Overline:
	default:
		return nil
	}
	if k.marks == nil {
		k.marks = map[rules.Kind]*ebiten.Image{}
	}
	img := newImage(k.spriteN, k.spriteN)
	k.paintFoul(img, kind, k.spriteC, k.spriteC, k.Lay.Cell)
	k.marks[kind] = img
	return img
}

// answerWidth is the stroke of the answers' marks: right a ring, wrong a
// square, missed a dashed ring, all of one weight.
func (k *Kit) answerWidth() float64 { return math.Max(2, k.Lay.Cell*0.09) }

var spriteInk = color.RGBA{0xFF, 0xFF, 0xFF, 0xFF}

// ringMark is a right answer's ring (and the walk's pulsing ring).
func (k *Kit) ringMark() *ebiten.Image {
	if k.ring == nil {
		k.ring = newImage(k.spriteN, k.spriteN)
		StrokePath(k.ring, CirclePath(k.spriteC, k.spriteC, k.Lay.Cell*0.44), k.answerWidth(), spriteInk)
	}
	return k.ring
}

// squareMark is a wrong answer's square.
func (k *Kit) squareMark() *ebiten.Image {
	if k.square == nil {
		l := k.Lay
		k.square = newImage(k.spriteN, k.spriteN)
		h := l.Cell * 0.37
		StrokePath(k.square, RoundRect(k.spriteC-h, k.spriteC-h, 2*h, 2*h, l.Cell*0.06), k.answerWidth(), spriteInk)
	}
	return k.square
}

// dashedMark is a missed answer's dashed ring.
func (k *Kit) dashedMark() *ebiten.Image {
	if k.dashed == nil {
		k.dashed = newImage(k.spriteN, k.spriteN)
		for i := range 10 {
			a0 := 2 * math.Pi * float64(i) / 10
			k.dashArc(k.dashed, a0, a0+math.Pi/10*1.1, k.Lay.Cell*0.44, k.answerWidth(), spriteInk)
		}
	}
	return k.dashed
}

// dashRingMark is the dashed ring round an imagined stone.
func (k *Kit) dashRingMark() *ebiten.Image {
	if k.dashRing == nil {
		l := k.Lay
		k.dashRing = newImage(k.spriteN, k.spriteN)
		const dashes = 12
		for i := range dashes {
			a0 := 2 * math.Pi * float64(i) / dashes
			k.dashArc(k.dashRing, a0, a0+math.Pi/dashes, l.StoneRadius()+math.Max(1, l.Cell*0.02), math.Max(2, l.Cell*0.07), spriteInk)
		}
	}
	return k.dashRing
}

// discMark is a filled disc, one cell across.
func (k *Kit) discMark() *ebiten.Image {
	if k.disc == nil {
		k.disc = newImage(k.spriteN, k.spriteN)
		FillPath(k.disc, CirclePath(k.spriteC, k.spriteC, k.Lay.Cell*0.5), spriteInk)
	}
	return k.disc
}

// ringSprite is the shape of a ring note of ink i: a square for a wrong
// answer, a dashed ring for a missed one, else a ring (right and wrong
// differ in shape, not only in hue).
func (k *Kit) ringSprite(i boardview.Ink) *ebiten.Image {
	switch i {
	case boardview.InkBad:
		return k.squareMark()
	case boardview.InkMissed:
		return k.dashedMark()
	}
	return k.ringMark()
}
