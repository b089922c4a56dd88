package kit

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"renju/boardview"
	"renju/game/vocab/layout"
	"renju/rules"
)

// Diagrams: a small board showing a window of a position (a glossary
// term's picture, a rule of the rules sheet), drawn by the same painter
// as the app's boards, in the same colours. A second kit, sharing the
// fonts, paints the whole board at the diagram's cell size off the
// screen; the window is cut out of it once and kept, so a diagram costs
// one image copy a frame.

// Window is the rectangle of points a diagram shows: columns C0..C1 and
// rows R0..R1, both inclusive (rows counted from 0 at the bottom).
type Window struct{ C0, R0, C1, R1 int }

// Cols and Rows are the window's size in points.
func (w Window) Cols() int { return w.C1 - w.C0 + 1 }
func (w Window) Rows() int { return w.R1 - w.R0 + 1 }

// diagramKey identifies a diagram cut out and kept.
type diagramKey struct {
	content, notes uint64
	win            Window
	w, h           int
	theme          string
}

// maxDiagrams bounds the kept diagrams (a screen shows a handful).
const maxDiagrams = 24

// diagramCache is the second kit and the diagrams it painted.
type diagramCache struct {
	k    *Kit
	imgs map[diagramKey]*ebiten.Image
}

func (c *diagramCache) dispose() {
	for _, img := range c.imgs {
		img.Deallocate()
	}
	if c.k != nil {
		c.k.dispose()
	}
	*c = diagramCache{}
}

// WindowOf is the window a diagram of pic shows in a w×h rectangle: every
// stone, mark, forbidden point and note with a point of margin, at least
// minSide points each way, widened along its short side to w:h, and
// kept on the board.
func WindowOf(pic *boardview.Board, w, h float64, minSide int) Window {
	c0, r0, c1, r1 := rules.Size, rules.Size, -1, -1
	add := func(p rules.Point) {
		if !p.OnBoard() {
			return
		}
		c0, r0 = min(c0, p.Col), min(r0, p.Row)
		c1, r1 = max(c1, p.Col), max(r1, p.Row)
	}
	for i := 0; i < boardview.Cells; i++ {
		p := rules.Point{Col: i % rules.Size, Row: i / rules.Size}
		if pic.Stones.At(p) != rules.Empty || pic.Marks[i] != 0 || pic.FoulShown(p) != rules.NoKind {
			add(p)
		}
	}
	for _, n := range pic.Notes {
		add(n.At)
		if n.Kind == boardview.Band {
			add(n.To)
		}
	}
	if c1 < 0 { // nothing on it: the middle
		c0, r0, c1, r1 = rules.Center.Col, rules.Center.Row, rules.Center.Col, rules.Center.Row
	}
	win := Window{c0 - 1, r0 - 1, c1 + 1, r1 + 1}
	grow := func(lo, hi *int, want int) {
		for *hi-*lo+1 < want && *hi-*lo+1 < rules.Size {
			if (*hi-*lo)%2 == 0 {
				*hi++
			} else {
				*lo--
			}
			if *lo < 0 {
				*lo, *hi = 0, *hi+1
			}
			if *hi >= rules.Size {
				*lo, *hi = *lo-1, rules.Size-1
			}
		}
	}
	grow(&win.C0, &win.C1, minSide)
	grow(&win.R0, &win.R1, minSide)
	if w > 0 && h > 0 {
		// Widen the short side to the rectangle's shape.
		if want := int(math.Round(float64(win.Rows()) * w / h)); want > win.Cols() {
			grow(&win.C0, &win.C1, want)
		} else if want := int(math.Round(float64(win.Cols()) * h / w)); want > win.Rows() {
			grow(&win.R0, &win.R1, want)
		}
	}
	win.C0, win.R0 = max(0, win.C0), max(0, win.R0)
	win.C1, win.R1 = min(rules.Size-1, win.C1), min(rules.Size-1, win.R1)
	return win
}

// DiagramSize is the size a diagram of win takes at most in a w×h
// rectangle: whole cells, as large as fit.
func DiagramSize(win Window, w, h float64) (dw, dh float64) {
	cell := math.Floor(math.Min(w/float64(win.Cols()), h/float64(win.Rows())))
	return cell * float64(win.Cols()), cell * float64(win.Rows())
}

// Diagram draws the window win of pic with its top-left corner at (x, y),
// as large as fits in w×h (DiagramSize), and returns the rectangle drawn.
// Its texts (the marks' letters) are the picture's, not the screen's: the
// mirror says a diagram in words beside it.
func (k *Kit) Diagram(dst *ebiten.Image, pic *boardview.Board, win Window, x, y, w, h float64) layout.Rect {
	dw, dh := DiagramSize(win, w, h)
	r := layout.Rect{X: math.Round(x), Y: math.Round(y), W: dw, H: dh}
	if dw < 1 || dh < 1 {
		return r
	}
	key := diagramKey{content: pic.Content() ^ bandsDigest(pic), notes: pic.NotesDigest(), win: win, w: int(dw), h: int(dh), theme: k.Th.Name}
	img, ok := k.diagrams.imgs[key]
	if !ok {
		if k.diagrams.imgs == nil || len(k.diagrams.imgs) >= maxDiagrams {
			for _, old := range k.diagrams.imgs {
				old.Deallocate()
			}
			k.diagrams.imgs = map[diagramKey]*ebiten.Image{}
		}
		img = k.paintDiagram(pic, win, dw/float64(win.Cols()))
		k.diagrams.imgs[key] = img
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(r.X, r.Y)
	dst.DrawImage(img, op)
	return r
}

// paintDiagram paints pic whole at cell size cell with the second kit,
// and cuts win out of it.
func (k *Kit) paintDiagram(pic *boardview.Board, win Window, cell float64) *ebiten.Image {
	c := &k.diagrams
	if c.k == nil {
		c.k = &Kit{fonts: k.fonts}
	}
	lay := layout.Square(cell, k.Lay.Scale, k.Lay.Font)
	c.k.Prepare(lay, k.Th)
	full := newImage(int(math.Ceil(lay.W)), int(math.Ceil(lay.H)))
	defer full.Deallocate()
	p := *pic
	p.Coords = false
	c.k.Board(full, &p, 0)
	// The window: half a cell round its outer points.
	tl := rules.Point{Col: win.C0, Row: win.R1}
	x0, y0 := lay.PointXY(tl)
	x0, y0 = math.Round(x0-cell/2), math.Round(y0-cell/2)
	cw, ch := int(cell)*win.Cols(), int(cell)*win.Rows()
	out := newImage(cw, ch)
	sub := full.SubImage(image.Rect(int(x0), int(y0), int(x0)+cw, int(y0)+ch)).(*ebiten.Image)
	out.DrawImage(sub, nil) // a sub-image is drawn from its corner
	return out
}
