package kit

import (
	"image/color"
	"math"
	"slices"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"renju/boardview"
	"renju/game/kit/glyphs"
	"renju/game/vocab/layout"
	"renju/rules"
	"renju/theme"
)

// The board painter: every board of the app is a boardview.Board drawn here
// at the layout's board square, in three cached layers — the empty board
// (wood, grid, star points, coordinates), the content (a walk's bands,
// then the stones, numbers, marks and forbidden points over them) and the
// notes — and the animated notes drawn over them every frame. A layer is
// repainted only when what it shows changes (the pictures' digests say
// so).
//
// What goes over what (see paintContent and paintNotes): a band along a
// line lies on the wood under every stone and mark, so it covers none;
// the notes go over the content, and a teacher's mark that a note covers
// (an imagined stone, a key point, a "?", a ✕) is drawn again, small, at
// the point's upper right, so neither hides the other; so is a mark on a
// forbidden point shown (boardview.MarkBeside).

// boardCache holds the painted layers.
type boardCache struct {
	base, content, notes *ebiten.Image
	rect                 layout.Rect // where the layers go on the screen
	baseCoords           bool
	hasBase              bool
	contentKey, notesKey uint64
	hasContent, hasNotes bool
}

func (c *boardCache) dispose() {
	for _, img := range []*ebiten.Image{c.base, c.content, c.notes} {
		if img != nil {
			img.Deallocate()
		}
	}
	*c = boardCache{}
}

// Board draws pic at the layout's board square; tick (frames, 60 a
// second) moves the animated notes.
func (k *Kit) Board(dst *ebiten.Image, pic *boardview.Board, tick int) {
	// The board's letters and numbers are not the screen's text: the
	// mirror reads the board by rows (speech.Board) instead.
	k.rec.quiet++
	defer func() { k.rec.quiet-- }()
	c := &k.board
	k.ensureBase(pic.Coords)
	content := pic.Content() ^ bandsDigest(pic)
	if key := content; !c.hasContent || c.contentKey != key {
		c.contentKey, c.hasContent = key, true
		c.content.Clear()
		c.content.DrawImage(c.base, nil)
		k.paintContent(c.content, pic)
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(c.rect.X, c.rect.Y)
	dst.DrawImage(c.content, op)
	if overNotes(pic) {
		if key := pic.NotesDigest() ^ content; !c.hasNotes || c.notesKey != key {
			c.notesKey, c.hasNotes = key, true
			c.notes.Clear()
			k.paintNotes(c.notes, pic)
		}
		dst.DrawImage(c.notes, op)
	}
	for _, n := range pic.Notes {
		if n.Animated() {
			k.animate(dst, n, tick)
		}
	}
}

// layerPen draws on a layer that covers the board from the cache's rect,
// so board points are offset by -rect.
type layerPen struct {
	k      *Kit
	img    *ebiten.Image
	ox, oy float64
}

func (k *Kit) pen(img *ebiten.Image, r layout.Rect) layerPen {
	return layerPen{k: k, img: img, ox: -r.X, oy: -r.Y}
}

// at is the layer position of point p.
func (p layerPen) at(pt rules.Point) (float64, float64) {
	x, y := p.k.Lay.PointXY(pt)
	return x + p.ox, y + p.oy
}

// sprite draws s centred (cen is its half size) on pt, tinted by col at
// alpha a.
func (p layerPen) sprite(s *ebiten.Image, cen float64, pt rules.Point, col color.Color, a float64) {
	x, y := p.at(pt)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(x-cen), math.Round(y-cen))
	op.ColorScale.ScaleWithColor(col)
	op.ColorScale.ScaleAlpha(float32(a))
	p.img.DrawImage(s, op)
}

// scaled draws s centred on pt at scale, tinted by col.
func (p layerPen) scaled(s *ebiten.Image, cen float64, pt rules.Point, scale float64, col color.Color) {
	x, y := p.at(pt)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(-cen, -cen)
	op.GeoM.Scale(scale, scale)
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(col)
	p.img.DrawImage(s, op)
}

// stone draws a stone of colour s on pt.
func (p layerPen) stone(s rules.Stone, pt rules.Point, a float64) {
	sprite, c := p.k.stone(s)
	p.sprite(sprite, c, pt, color.White, a)
}

// ensureBase paints the empty board: a soft shadow, the wood, the grid,
// the star points and (optionally) the coordinates, heavier in a theme
// with a LineScale (the presenter's).
func (k *Kit) ensureBase(coords bool) {
	c := &k.board
	if c.hasBase && c.baseCoords == coords {
		return
	}
	l := k.Lay
	th := &k.Th
	pad := framePad(l)
	br := l.Board
	c.rect = layout.Rect{X: br.X - pad, Y: br.Y - pad, W: br.W + 2*pad, H: br.H + 2*pad}
	if c.base == nil {
		w, h := max(1, int(c.rect.W)), max(1, int(c.rect.H))
		c.base, c.content, c.notes = newImage(w, h), newImage(w, h), newImage(w, h)
	}
	c.hasBase, c.baseCoords, c.hasContent, c.hasNotes = true, coords, false, false
	img := c.base
	img.Clear()
	ox, oy := -c.rect.X, -c.rect.Y // screen → image
	bx, by := br.X+ox, br.Y+oy
	k.paintFrame(img, bx, by, br.W, br.H, pad, frameRadius(l))

	// Grid: whole-pixel rectangles, so the lines are crisp.
	x0, y0 := l.X0+ox, l.Y0+oy
	span := float64(rules.Size-1) * l.Cell
	lw, ew, star := l.LineW, l.EdgeW, math.Max(2, l.Cell*0.1)
	if th.LineScale != 1 {
		lw = math.Max(2, math.Round(l.LineW*th.LineScale))
		ew = math.Max(lw+1, math.Round(l.EdgeW*th.LineScale))
		star = math.Max(3, l.Cell*0.12)
	}
	for i := 0; i < rules.Size; i++ {
		w := lw
		if i == 0 || i == rules.Size-1 {
			w = ew
		}
		v := float64(i) * l.Cell
		vector.DrawFilledRect(img, float32(math.Round(x0+v-w/2)), float32(math.Round(y0-ew/2)), float32(w), float32(math.Round(span+ew)), th.Line, false)
		vector.DrawFilledRect(img, float32(math.Round(x0-ew/2)), float32(math.Round(y0+v-w/2)), float32(math.Round(span+ew)), float32(w), th.Line, false)
	}
	k.starPoints(img, ox, oy, star)
	if coords {
		// From the text cache, at whole pixels (which keep the big bold
		// letters of a projector's board crisp), the board's own face or
		// a larger one.
		f := k.F.Coord
		if th.CoordScale != 1 {
			f = k.sizedFace(math.Max(6, math.Round(l.Cell*0.34*th.CoordScale)))
		}
		draw := k.Text
		off := l.Cell * th.CoordGap
		for i := 0; i < rules.Size; i++ {
			x, _ := l.PointXY(rules.Point{Col: i, Row: 0})
			letter := string(rune('A' + i))
			draw(img, letter, f, x+ox, y0+span+off, th.Coord, glyphs.Center, glyphs.Center)
			draw(img, letter, f, x+ox, y0-off, th.Coord, glyphs.Center, glyphs.Center)
			_, y := l.PointXY(rules.Point{Col: 0, Row: i})
			num := strconv.Itoa(i + 1)
			draw(img, num, f, x0-off, y+oy, th.Coord, glyphs.Center, glyphs.Center)
			draw(img, num, f, x0+span+off, y+oy, th.Coord, glyphs.Center, glyphs.Center)
		}
	}
}

// starPoints draws the star points (D4, D12, L4, L12 and the centre H8)
// of radius r, anti-aliased, on a layer whose origin is (-ox, -oy) on the
// screen, each through a small image (copyBox).
func (k *Kit) starPoints(img *ebiten.Image, ox, oy, r float64) {
	side := int(2*r) + 4
	scratch := newImage(side, side)
	for _, s := range []string{"d4", "d12", "l4", "l12", "h8"} {
		x, y := k.Lay.PointXY(rules.MustPoint(s))
		bx, by := int(math.Floor(x+ox-r))-1, int(math.Floor(y+oy-r))-1
		scratch.Clear()
		vector.DrawFilledCircle(scratch, float32(x+ox-float64(bx)), float32(y+oy-float64(by)), float32(r), k.Th.Line, true)
		copyBox(img, scratch, bx, by, side, side)
	}
	scratch.Deallocate()
}

// paintContent draws, over the empty board, the bands along lines (the
// Band notes: under everything else), the stones, the forbidden marks (on
// empty points), the move numbers (the last move's in its colour, or a
// dot on it when it has none) and the teacher's marks (small, beside a
// forbidden mark on the same point).
func (k *Kit) paintContent(img *ebiten.Image, pic *boardview.Board) {
	l := k.Lay
	p := k.pen(img, k.board.rect)
	k.bands(p, pic)
	for i := 0; i < boardview.Cells; i++ {
		pt := rules.Point{Col: i % rules.Size, Row: i / rules.Size}
		switch s := pic.Stones.At(pt); s {
		case rules.Black, rules.White:
			p.stone(s, pt, 1)
		default:
			if kind := pic.FoulShown(pt); kind != rules.NoKind {
				p.sprite(k.foulSprite(kind), k.spriteC, pt, color.White, 1)
			}
		}
	}
	for i := 0; i < boardview.Cells; i++ {
		pt := rules.Point{Col: i % rules.Size, Row: i / rules.Size}
		n, s := int(pic.Numbers[i]), pic.Stones.At(pt)
		if n <= 0 || s == rules.Empty || pic.Marks[i] != 0 {
			continue
		}
		x, y := p.at(pt)
		f := k.F.Num
		if n >= 100 {
			f = k.F.Num3
		}
		col := k.numberColour(s)
		if pic.HasLast && pt == pic.Last {
			col = k.Th.LastMove
		}
		k.Text(img, strconv.Itoa(n), f, x, y, col, glyphs.Center, glyphs.Center)
	}
	if pic.HasLast && pic.Number(pic.Last) == 0 && pic.Stones.At(pic.Last) != rules.Empty {
		x, y := p.at(pic.Last)
		vector.DrawFilledCircle(img, float32(x), float32(y), float32(l.Cell*0.11), k.Th.LastMove, true)
	}
	for i := 0; i < boardview.Cells; i++ {
		if m := pic.Marks[i]; m != 0 {
			pt := rules.Point{Col: i % rules.Size, Row: i / rules.Size}
			x, y := p.at(pt)
			if pic.MarkBeside(pt) {
				// Beside the forbidden mark, as beside a covering note.
				d := l.Cell * 0.38
				k.teachingMark(img, m, x+d, y-d, rules.Empty, markBadge)
				continue
			}
			k.teachingMark(img, m, x, y, pic.Stones.At(pt), 1)
		}
	}
}

// ink is a note's colour.
func (k *Kit) ink(i boardview.Ink) color.RGBA {
	th := &k.Th
	switch i {
	case boardview.InkErase:
		return th.LastMove
	case boardview.InkLine:
		return th.Band
	case boardview.InkGood:
		return th.Right
	case boardview.InkBad:
		return th.Wrong
	case boardview.InkMissed:
		return th.Missed
	case boardview.InkWalk:
		return th.WalkInk
	}
	return th.Select
}

// overNotes reports whether pic has notes for the notes layer: any but
// its bands (in the content layer) and the animated ones.
func overNotes(pic *boardview.Board) bool {
	for _, n := range pic.Notes {
		if n.Kind != boardview.Band && !n.Animated() {
			return true
		}
	}
	return false
}

// bandsDigest digests pic's bands, which the content layer draws.
func bandsDigest(pic *boardview.Board) uint64 {
	h := uint64(0)
	for _, n := range pic.Notes {
		if n.Kind == boardview.Band {
			h = (h ^ uint64(boardview.Index(n.At))<<16 ^ uint64(boardview.Index(n.To)) ^ 0x9E3779B97F4A7C15) * 0x100000001b3
		}
	}
	return h
}

// covers reports whether a note of kind n hides a teacher's mark on its
// point (rings, dots and pulses go round it; bands lie under it).
func covers(n boardview.NoteKind) bool {
	switch n {
	case boardview.KeyPoint, boardview.Solution, boardview.Imagined, boardview.Question, boardview.Foul, boardview.Ghost:
		return true
	}
	return false
}

// paintNotes draws the notes that do not move, in order (the bands are
// the content layer's), then again, small, the teacher's marks they
// cover.
func (k *Kit) paintNotes(img *ebiten.Image, pic *boardview.Board) {
	th := &k.Th
	p := k.pen(img, k.board.rect)
	var covered []rules.Point
	for _, n := range pic.Notes {
		if covers(n.Kind) && pic.Mark(n.At) != 0 && !slices.Contains(covered, n.At) {
			covered = append(covered, n.At)
		}
		switch n.Kind {
		case boardview.Ring:
			p.sprite(k.ringSprite(n.Ink), k.spriteC, n.At, k.ink(n.Ink), n.Opacity())
		case boardview.Dot:
			x, y := p.at(n.At)
			vector.DrawFilledCircle(img, float32(x), float32(y), float32(k.Lay.Cell*0.13), k.ink(n.Ink), true)
		case boardview.Ghost:
			p.stone(n.Stone, n.At, n.Opacity())
		case boardview.Foul:
			if m := k.foulSprite(n.Foul); m != nil {
				p.sprite(m, k.spriteC, n.At, color.White, 1)
			}
		case boardview.KeyPoint:
			// A bull's eye: a disc with a light centre.
			p.scaled(k.discMark(), k.spriteC, n.At, 0.62, th.KeyPoint)
			p.scaled(k.discMark(), k.spriteC, n.At, 0.26, th.Light)
		case boardview.Solution:
			p.scaled(k.discMark(), k.spriteC, n.At, 0.62, th.KeyPoint)
		case boardview.Imagined:
			// Wood first (hiding the grid and a lesson's letter there: the
			// letter comes back small, below), then the stone, see-through,
			// a dashed ring and its number.
			p.scaled(k.discMark(), k.spriteC, n.At, 0.94, th.ImaginedWood)
			s, num := n.Stone, th.Light
			if s == rules.White {
				num = k.numberColour(s)
			} else {
				s = rules.Black // a walk's imagined stones are Black's
			}
			p.stone(s, n.At, 0.6)
			p.sprite(k.dashRingMark(), k.spriteC, n.At, th.WalkInk, 1)
			x, y := p.at(n.At)
			f := k.F.Num
			if n.N >= 100 { // a game's line goes on from its move number
				f = k.F.Num3
			}
			k.Text(img, strconv.Itoa(n.N), f, x, y, num, glyphs.Center, glyphs.Center)
		case boardview.Closed:
			// A bar across the line where the stone shuts it: between the
			// stone and its neighbour toward the shape, on a light halo so
			// that it shows on either colour of stone.
			x0, y0 := p.at(n.At)
			x1, y1 := p.at(n.To)
			mx, my := (x0+x1)/2, (y0+y1)/2
			dx, dy := x1-x0, y1-y0
			if d := math.Hypot(dx, dy); d > 0 {
				nx, ny := -dy/d, dx/d
				h := k.Lay.Cell * 0.36
				ax, ay, bx, by := mx-nx*h, my-ny*h, mx+nx*h, my+ny*h
				FillPath(img, capsule(ax, ay, bx, by, k.Lay.Cell*0.12), th.Light)
				FillPath(img, capsule(ax, ay, bx, by, k.Lay.Cell*0.07), th.WalkInk)
			}
		case boardview.Question:
			// On a patch of wood, as a lesson's letter is.
			p.scaled(k.discMark(), k.spriteC, n.At, 0.78, th.MarkPatch)
			x, y := p.at(n.At)
			k.Text(img, "?", k.F.Num, x, y, k.ink(n.Ink), glyphs.Center, glyphs.Center)
		}
	}
	for _, q := range covered {
		x, y := p.at(q)
		d := k.Lay.Cell * 0.38
		k.teachingMark(img, pic.Mark(q), x+d, y-d, rules.Empty, markBadge)
	}
}

// bandPath is the outline of the band that marks a line from one
// intersection's centre (x0, y0) to another's, reaching half a cell
// beyond each (not as far as the next point's stone).
func (k *Kit) bandPath(x0, y0, x1, y1 float64) *vector.Path {
	l := k.Lay
	dx, dy := x1-x0, y1-y0
	n := math.Hypot(dx, dy)
	ux, uy := 1.0, 0.0
	if n > 0 {
		ux, uy = dx/n, dy/n
	}
	hw := l.Cell * 0.4
	ext := l.Cell*0.5 - hw // the round end reaches half a cell beyond the point
	return capsule(x0-ux*ext, y0-uy*ext, x1+ux*ext, y1+uy*ext, hw)
}

// bands draws pic's bands with pen p: their outlines, then their washes
// (where two bands cross, an outline shows through the other's wash).
func (k *Kit) bands(p layerPen, pic *boardview.Board) {
	var paths []*vector.Path
	for _, n := range pic.Notes {
		if n.Kind == boardview.Band {
			x0, y0 := p.at(n.At)
			x1, y1 := p.at(n.To)
			paths = append(paths, k.bandPath(x0, y0, x1, y1))
		}
	}
	w := math.Max(1, math.Round(k.Lay.Cell*0.035))
	for _, path := range paths {
		StrokePath(p.img, path, w, k.Th.BandEdge)
	}
	for _, path := range paths {
		FillPath(p.img, path, WithAlpha(k.Th.Band, theme.BandAlpha))
	}
}

// animate draws an animated note for frame tick: the pulse, a ring that
// breathes once a second (in size: it stays opaque, to stand out from the
// wood).
func (k *Kit) animate(dst *ebiten.Image, n boardview.Note, tick int) {
	if n.Kind != boardview.Pulse {
		return
	}
	ph := float64(tick%60) / 60
	s := 1 + 0.12*math.Sin(2*math.Pi*ph)
	x, y := k.Lay.PointXY(n.At)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(-k.spriteC, -k.spriteC)
	op.GeoM.Scale(s*1.08, s*1.08)
	op.GeoM.Translate(x, y)
	op.Filter = ebiten.FilterLinear
	op.ColorScale.ScaleWithColor(k.Th.WalkInk)
	dst.DrawImage(k.ringMark(), op)
}
