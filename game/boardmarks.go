package game

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"renju/game/drillplay"
	"renju/game/layout"
	"renju/game/theme"
	"renju/rules"
)

// markedBoard is the board of the Drills and Classroom screens: stones,
// move numbers, the forbidden-point marks, the teacher's marks (letters,
// triangles, squares, circles), a drill's annotations (rings, imagined
// stones, the three's stones) and the selected point. In the presenter
// theme the grid is heavier and the coordinates larger.
type markedBoard struct {
	board   rules.Board
	num     func(p rules.Point) int // nil: no numbers
	fouls   func(p rules.Point) rules.Kind
	overlay bool
	marks   func(p rules.Point) rune // 0: none
	ann     []drillplay.Mark
	coords  bool
	sel     rules.Point
	hasSel  bool
	th      theme.Theme
}

// boardCache is a screen's drawn board, reused while its key is the same.
type boardCache struct {
	img *ebiten.Image
	key boardCacheKey
}

type boardCacheKey struct {
	content any
	lay     layout.Layout
	rect    layout.Rect
	theme   string
}

// drawMarkedBoard draws mb at the layout's board square; content is a
// comparable value that changes whenever mb does.
func (c *Ctx) drawMarkedBoard(dst *ebiten.Image, bc *boardCache, content any, mb *markedBoard) {
	r := c.r
	big := mb.th.Name == theme.Presenter.Name
	r.ensureBase(mb.coords && !big)
	k := boardCacheKey{content: content, lay: c.Lay, rect: r.baseRect, theme: mb.th.Name}
	if bc.img == nil || bc.key != k || bc.img.Bounds().Dx() != int(r.baseRect.W) || bc.img.Bounds().Dy() != int(r.baseRect.H) {
		if bc.img == nil || bc.img.Bounds().Dx() != int(r.baseRect.W) || bc.img.Bounds().Dy() != int(r.baseRect.H) {
			if bc.img != nil {
				bc.img.Deallocate()
			}
			bc.img = ebiten.NewImage(int(r.baseRect.W), int(r.baseRect.H))
		}
		bc.key = k
		c.paintMarkedBoard(bc.img, mb, big)
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(r.baseRect.X, r.baseRect.Y)
	dst.DrawImage(bc.img, op)
}

// Colours of the annotations.
var (
	colMarkInk = rgb(0x7A2E0E) // teaching marks on the wood
	colMissed  = rgb(0xF29A2E)
)

func (c *Ctx) paintMarkedBoard(img *ebiten.Image, mb *markedBoard, big bool) {
	r := c.r
	l := c.Lay
	img.Clear()
	img.DrawImage(r.base, nil)
	pen := newLayerPen(c, img)
	ox, oy := pen.ox, pen.oy
	at, sprite := pen.at, pen.sprite
	x0, y0 := l.X0+ox, l.Y0+oy
	span := float64(rules.Size-1) * l.Cell
	if big {
		// The presenter's heavier grid and large, bold coordinates.
		lw := math.Max(2, math.Round(l.LineW*mb.th.LineScale))
		ew := math.Max(lw+1, math.Round(l.EdgeW*mb.th.LineScale))
		for i := 0; i < rules.Size; i++ {
			w := lw
			if i == 0 || i == rules.Size-1 {
				w = ew
			}
			v := float64(i) * l.Cell
			vector.DrawFilledRect(img, float32(math.Round(x0+v-w/2)), float32(math.Round(y0-ew/2)), float32(w), float32(math.Round(span+ew)), mb.th.Line, false)
			vector.DrawFilledRect(img, float32(math.Round(x0-ew/2)), float32(math.Round(y0+v-w/2)), float32(math.Round(span+ew)), float32(w), mb.th.Line, false)
		}
		for _, s := range []string{"d4", "d12", "l4", "l12", "h8"} {
			x, y := at(rules.MustPoint(s))
			vector.DrawFilledCircle(img, float32(x), float32(y), float32(math.Max(3, l.Cell*0.12)), mb.th.Line, true)
		}
		if mb.coords {
			f := sizedFace(r, math.Max(8, math.Round(l.Cell*0.34*mb.th.CoordScale)))
			off := l.Cell * 0.7
			for i := 0; i < rules.Size; i++ {
				x, _ := at(rules.Point{Col: i, Row: 0})
				letter := string(rune('A' + i))
				r.drawText(img, letter, f, x, y0+span+off, mb.th.Coord, text.AlignCenter, text.AlignCenter)
				r.drawText(img, letter, f, x, y0-off, mb.th.Coord, text.AlignCenter, text.AlignCenter)
				_, y := at(rules.Point{Col: 0, Row: i})
				n := strconv.Itoa(i + 1)
				r.drawText(img, n, f, x0-off, y, mb.th.Coord, text.AlignCenter, text.AlignCenter)
				r.drawText(img, n, f, x0+span+off, y, mb.th.Coord, text.AlignCenter, text.AlignCenter)
			}
		}
	}

	// Stones and the forbidden points.
	for col := 0; col < rules.Size; col++ {
		for row := 0; row < rules.Size; row++ {
			p := rules.Point{Col: col, Row: row}
			switch mb.board.At(p) {
			case rules.Black:
				sprite(r.black, r.stoneC, p, color.White, 1)
			case rules.White:
				sprite(r.white, r.stoneC, p, color.White, 1)
			default:
				if mb.overlay && mb.fouls != nil {
					if k := mb.fouls(p); k != rules.NoKind && (mb.marks == nil || mb.marks(p) == 0) {
						sprite(r.marks[k], r.spriteC, p, color.White, 1)
					}
				}
			}
		}
	}
	// Move numbers.
	if mb.num != nil {
		for col := 0; col < rules.Size; col++ {
			for row := 0; row < rules.Size; row++ {
				p := rules.Point{Col: col, Row: row}
				n, s := mb.num(p), mb.board.At(p)
				if n <= 0 || s == rules.Empty || (mb.marks != nil && mb.marks(p) != 0) {
					continue
				}
				x, y := at(p)
				f := r.f.num
				if n >= 100 {
					f = r.f.num3
				}
				r.drawText(img, strconv.Itoa(n), f, x, y, stoneContrast(s), text.AlignCenter, text.AlignCenter)
			}
		}
	}
	// The teacher's marks.
	if mb.marks != nil {
		for col := 0; col < rules.Size; col++ {
			for row := 0; row < rules.Size; row++ {
				p := rules.Point{Col: col, Row: row}
				if m := mb.marks(p); m != 0 {
					x, y := at(p)
					c.drawTeachingMark(img, m, x, y, mb.board.At(p), mb.th.MarkScale)
				}
			}
		}
	}
	// A drill's annotations.
	for _, a := range mb.ann {
		switch a.Style {
		case drillplay.MarkGhostBlack:
			sprite(r.black, r.stoneC, a.Point, color.White, 0.55)
		case drillplay.MarkGhostWhite:
			sprite(r.white, r.stoneC, a.Point, color.White, 0.65)
		case drillplay.MarkFoul:
			if k, ok := r.marks[a.Kind]; ok {
				sprite(k, r.spriteC, a.Point, color.White, 1)
			}
		}
	}
	for _, a := range mb.ann {
		switch a.Style {
		case drillplay.MarkFocus:
			sprite(r.ring, r.spriteC, a.Point, colSelection, 1)
		case drillplay.MarkThree:
			sprite(r.ring, r.spriteC, a.Point, colBand, 0.95)
		case drillplay.MarkSelected:
			sprite(r.ring, r.spriteC, a.Point, colSelection, 1)
			x, y := at(a.Point)
			vector.DrawFilledCircle(img, float32(x), float32(y), float32(l.Cell*0.13), colSelection, true)
		case drillplay.MarkCorrect:
			sprite(r.ring, r.spriteC, a.Point, colGood, 1)
		case drillplay.MarkWrong:
			sprite(r.ring, r.spriteC, a.Point, colBad, 1)
		case drillplay.MarkMissed:
			sprite(r.ring, r.spriteC, a.Point, colMissed, 1)
		}
	}
	if mb.hasSel {
		sprite(r.ring, r.spriteC, mb.sel, colSelection, 1)
	}
}

func stoneContrast(s rules.Stone) color.RGBA {
	if s == rules.White {
		return rgb(0x1C1D20)
	}
	return rgb(0xF4F1EA)
}

// drawTeachingMark draws a mark of the seeds' diagrams at (x, y): a
// letter, or '^' a triangle, '#' a square, '*' a circle; on a stone in
// the stone's contrasting colour.
func (c *Ctx) drawTeachingMark(dst *ebiten.Image, m rune, x, y float64, on rules.Stone, scale float64) {
	r := c.r
	l := c.Lay
	col := colMarkInk
	if on != rules.Empty {
		col = stoneContrast(on)
	}
	if on == rules.Empty && m != '^' && m != '#' && m != '*' && scale <= 1 {
		c.drawMarkLetter(dst, m, x, y)
		return
	}
	if on == rules.Empty {
		// A patch of wood under the shape hides the grid.
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(-r.spriteC, -r.spriteC)
		op.GeoM.Scale(0.78, 0.78)
		op.GeoM.Translate(x, y)
		op.ColorScale.ScaleWithColor(rgb(0xE9C98F))
		dst.DrawImage(r.disc, op)
	}
	w := math.Max(2, l.Cell*0.075*scale)
	s := l.Cell
	var p vector.Path
	switch m {
	case '^':
		strokePath(dst, trianglePath(x, y+s*0.04, s*0.3), w, col)
	case '#':
		h := s * 0.22
		strokePath(dst, roundRect(x-h, y-h, 2*h, 2*h, s*0.03), w, col)
	case '*':
		p.Arc(float32(x), float32(y), float32(s*0.24), 0, 2*math.Pi, vector.Clockwise)
		p.Close()
		strokePath(dst, &p, w, col)
	default:
		// A letter; in the presenter theme larger than a lesson's.
		f := r.f.num
		if scale > 1 {
			f = sizedFace(r, math.Round(l.Cell*0.42*scale))
		}
		r.drawText(dst, string(m), f, x, y, col, text.AlignCenter, text.AlignCenter)
	}
}

// faceCache holds the bold faces of sizes the renderer lacks (the
// presenter's coordinates and letters), for the current renderer only: a
// face is made once, so the renderer's text cache (keyed by face) is
// reused from frame to frame.
var faceCache struct {
	r     *renderer
	faces map[float64]text.Face
}

func sizedFace(r *renderer, px float64) text.Face {
	if faceCache.r != r {
		faceCache.r, faceCache.faces = r, map[float64]text.Face{}
	}
	f, ok := faceCache.faces[px]
	if !ok {
		f = r.fs.face(px, true)
		faceCache.faces[px] = f
	}
	return f
}
