package game

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"renju/game/input"
	"renju/game/layout"
	"renju/game/msg"
	"renju/game/walkplay"
	"renju/rules"
)

// walkView is the walk player on a screen: the panel (title, breadcrumb,
// narration, question and answer, what has been counted, the controls)
// and the step's marks on the board. Its model is walkplay.Player.
type walkView struct {
	p *walkplay.Player
	// label is the point's name on the lesson's board ("A"), or "".
	label string
	area  layout.Rect
	btns  []Button
	// Where the parts of the panel go (layout).
	title, crumbs, counter, body, keys layout.Rect
	level                              string
}

// The walk's button IDs. The breadcrumb's are "walk.crumb.<depth>".
const (
	btnWalkClose   = "walk.close"
	btnWalkRestart = "walk.restart"
	btnWalkPrev    = "walk.prev"
	btnWalkPlay    = "walk.play"
	btnWalkNext    = "walk.next"
	btnWalkSpeed   = "walk.speed"
	btnWalkCrumb   = "walk.crumb."
)

func newWalkView(p *walkplay.Player, label string) *walkView {
	return &walkView{p: p, label: label}
}

// walkKey is what a walk frame shows, for Ctx.Unchanged.
type walkKey struct {
	p       *walkplay.Player
	step    int
	playing bool
	speed   int
	pulse   int // the candidate's pulse, and autoplay's progress
}

func (w *walkView) key(c *Ctx) walkKey {
	k := walkKey{p: w.p, step: w.p.Index(), playing: w.p.Playing(), speed: w.p.SpeedIndex()}
	if w.p.Scene().HasCandidate || w.p.Playing() {
		k.pulse = c.Tick // animated: every frame
	}
	return k
}

// update handles the walk's keys and buttons and advances autoplay. It
// returns the taps that were not for the walk, and whether it was closed.
func (w *walkView) update(c *Ctx, in *Input) (rest []Tap, closed bool) {
	p := w.p
	for _, k := range in.Keys {
		if k.Ctrl {
			continue
		}
		switch k.Key {
		case input.KeyRight, input.KeyDown, input.KeyPageDown:
			p.Next()
		case input.KeyLeft, input.KeyUp, input.KeyPageUp:
			p.Prev()
		case input.KeySpace, input.KeyEnter:
			p.Toggle()
		case input.KeyHome:
			p.Restart()
		case input.KeyEnd:
			p.End()
		case input.KeyS:
			p.CycleSpeed()
		case input.KeyEscape:
			closed = true
		}
	}
	for _, t := range in.Taps {
		switch id := t.Button; {
		case id == btnWalkClose:
			closed = true
		case id == btnWalkRestart:
			p.Restart()
		case id == btnWalkPrev:
			p.Prev()
		case id == btnWalkPlay:
			p.Toggle()
		case id == btnWalkNext:
			p.Next()
		case id == btnWalkSpeed:
			p.CycleSpeed()
		case len(id) > len(btnWalkCrumb) && id[:len(btnWalkCrumb)] == btnWalkCrumb:
			if d, err := strconv.Atoi(id[len(btnWalkCrumb):]); err == nil {
				p.JumpToCrumb(d)
			}
		default:
			rest = append(rest, t)
		}
	}
	p.Advance(c.DT, string(c.Lang))
	if !closed {
		w.layout(c, w.area)
	}
	return rest, closed
}

// layout places the panel's parts in area.
func (w *walkView) layout(c *Ctx, area layout.Rect) {
	w.area = area
	l := c.Lay
	r := c.r
	f := r.f
	p := w.p
	gap := math.Round(l.Font * 0.45)
	rowH := math.Round(2.2 * l.Font)
	w.btns = w.btns[:0]
	col := column{x: area.X, y: area.Y, w: area.W}

	// Title and Close.
	top := col.take(rowH, gap)
	cl := c.T(msg.WalkClose)
	cw := math.Round(r.advance(cl, f.bold) + 2.6*l.Font)
	w.btns = append(w.btns, Button{ID: btnWalkClose, Rect: layout.Rect{X: top.X + top.W - cw, Y: top.Y, W: cw, H: top.H}, Label: cl, Icon: IconClose})
	w.title = layout.Rect{X: top.X, Y: top.Y, W: top.W - cw - l.Font*0.5, H: top.H}

	// The breadcrumb: one button per level, "→" between them, the level at
	// the right.
	row := col.take(math.Round(1.9*l.Font), gap*0.5)
	w.crumbs = row
	s := p.Step()
	w.level = c.F(msg.WalkLevel, s.Depth+1)
	x := row.X
	arrow := r.advance(" → ", f.bold)
	for i, cr := range p.Crumbs() {
		bw := math.Round(r.advance(cr.Point, f.bold) + 1.1*l.Font)
		if i > 0 {
			x += arrow
		}
		style := StyleQuiet
		if cr.Current {
			style = StyleOn
		}
		w.btns = append(w.btns, Button{ID: btnWalkCrumb + strconv.Itoa(cr.Depth), Rect: layout.Rect{X: x, Y: row.Y, W: bw, H: row.H}, Label: cr.Point, Style: style})
		x += bw
	}
	w.counter = col.take(math.Round(1.3*l.Font), gap)

	// At the bottom: the keys (where there is room), then the controls.
	bottom := area.Y + area.H
	w.keys = layout.Rect{}
	if area.H > 18*l.Font {
		kh := f.smallLineH
		w.keys = layout.Rect{X: area.X, Y: bottom - kh, W: area.W, H: kh}
		bottom -= kh + gap
	}
	ctl := layout.Rect{X: area.X, Y: bottom - rowH, W: area.W, H: rowH}
	bottom = ctl.Y - gap
	// Restart, Back, Play (twice as wide), Next, speed.
	unit := (ctl.W - 4*gap) / 6
	xs := ctl.X
	add := func(id string, n float64, label string, icon Icon, style ButtonStyle, disabled bool) {
		bw := unit * n
		w.btns = append(w.btns, Button{ID: id, Rect: layout.Rect{X: math.Round(xs), Y: ctl.Y, W: math.Round(bw), H: ctl.H}, Label: label, Icon: icon, Style: style, Disabled: disabled})
		xs += bw + gap
	}
	add(btnWalkRestart, 1, "", IconRestart, StylePlain, p.Index() == 0)
	add(btnWalkPrev, 1, "", IconLeft, StylePlain, p.Index() == 0)
	if p.Playing() {
		add(btnWalkPlay, 2, c.T(msg.WalkPause), IconPause, StyleOn, false)
	} else {
		add(btnWalkPlay, 2, c.T(msg.WalkPlay), IconPlay, StylePrimary, false)
	}
	add(btnWalkNext, 1, "", IconRight, StylePlain, p.AtEnd())
	speeds := []msg.ID{msg.WalkSpeedHalf, msg.WalkSpeedOne, msg.WalkSpeedTwo}
	add(btnWalkSpeed, 1, c.T(speeds[p.SpeedIndex()]), IconNone, StylePlain, false)

	w.body = layout.Rect{X: area.X, Y: col.y, W: area.W, H: math.Max(0, bottom-col.y)}
}

// draw draws the walk's panel.
func (w *walkView) draw(c *Ctx, dst *ebiten.Image) {
	w.layout(c, w.area)
	r := c.r
	f := r.f
	l := c.Lay
	p := w.p
	s := p.Step()
	lang := string(c.Lang)

	pt := p.Point().Upper()
	title := c.F(msg.WalkTitle, pt)
	if w.label != "" && w.label != pt {
		title = c.F(msg.WalkTitleMark, w.label, pt)
	}
	c.drawTitle(dst, title, w.title, colAccent)

	// Breadcrumb arrows and the level.
	bs := w.btns
	for i := range bs {
		b := bs[i]
		if len(b.ID) > len(btnWalkCrumb) && b.ID[:len(btnWalkCrumb)] == btnWalkCrumb && b.ID != btnWalkCrumb+"0" {
			r.drawText(dst, "→", f.bold, b.Rect.X-r.advance(" → ", f.bold)/2, b.Rect.Y+b.Rect.H/2, colDim, text.AlignCenter, text.AlignCenter)
		}
	}
	cr := w.crumbs
	r.drawText(dst, w.level, f.small, cr.X+cr.W, cr.Y+cr.H/2, colDim, text.AlignEnd, text.AlignCenter)

	// Step n of N, and a thin progress bar (with autoplay's progress).
	ct := w.counter
	r.drawText(dst, c.F(msg.WalkStep, p.Index()+1, p.Len()), f.small, ct.X, ct.Y+ct.H/2, colDim, text.AlignStart, text.AlignCenter)
	bx := ct.X + r.advance(c.F(msg.WalkStep, p.Len(), p.Len()), f.small) + l.Font
	bw := ct.X + ct.W - bx
	if bw > l.Font*3 {
		bh := math.Max(2, math.Round(l.Font*0.22))
		by := math.Round(ct.Y + ct.H/2 - bh/2)
		c.fillBar(dst, layout.Rect{X: bx, Y: by, W: bw, H: bh}, colButtonHi)
		done := (float64(p.Index()) + p.Progress(lang)) / float64(max(1, p.Len()-1))
		// In steps of 1/64: a bar of each width is a cached image.
		done = math.Round(math.Min(1, done)*64) / 64
		c.fillBar(dst, layout.Rect{X: bx, Y: by, W: math.Max(bh, bw*done), H: bh}, colWalk)
	}

	// The body: the narration, large, then the question and answer, what
	// has been counted and the verdict.
	body := w.body
	indent := math.Min(float64(s.Depth)*l.Font*0.9, body.W*0.25)
	tw := body.W - indent
	say := s.Say.Get(lang)
	var blocks []textBlock
	var after []float64
	gap := math.Round(l.Font * 0.5)
	faces := []struct {
		f text.Face
		h float64
	}{{f.narr, f.narrLineH}, {f.big, f.bigLineH}, {f.body, f.lineH}}
	for try := 0; try < len(faces); try++ {
		face, lineH := faces[try].f, faces[try].h
		blocks, after = blocks[:0], after[:0]
		blocks = append(blocks, c.block(say, face, lineH, tw, colText))
		after = append(after, gap)
		if q := s.Question.Get(lang); q != "" {
			blocks = append(blocks, c.block(c.F(msg.WalkQuestion, q), f.body, f.lineH, tw, colAccent))
			after = append(after, gap/2)
		}
		if a := s.Answer.Get(lang); a != "" && s.Verdict == "" { // a verdict step shows it as a badge
			blocks = append(blocks, c.block(c.F(msg.WalkAnswer, a), f.bold, f.lineH, tw, colGood))
			after = append(after, gap/2)
		}
		if counted(s.Kind) {
			blocks = append(blocks, c.block(c.F(msg.WalkCounts, upper(s.Focus), s.Fours, s.Threes), f.small, f.smallLineH, tw, colDim))
			after = append(after, gap/2)
		}
		if p.AtEnd() {
			blocks = append(blocks, c.block(c.T(msg.WalkEnd), f.small, f.smallLineH, tw, colDim))
			after = append(after, gap/2)
		} else if len(s.Placed) > 0 && p.Index() < 3 {
			blocks = append(blocks, c.block(c.T(msg.WalkImagined), f.small, f.smallLineH, tw, colFaint))
			after = append(after, gap/2)
		}
		total := 0.0
		for i, b := range blocks {
			total += b.height() + after[i]
		}
		if s.Verdict != "" {
			total += f.lineH*1.6 + gap
		}
		if total <= body.H {
			break // else too long for the panel: smaller
		}
	}
	y := body.Y
	clip := dst.SubImage(imageRect(body)).(*ebiten.Image)
	if s.Verdict != "" {
		y = w.drawVerdict(c, clip, s.Focus, s.Verdict, s.Kind, layout.Rect{X: body.X + indent, Y: y, W: tw, H: f.lineH * 1.6})
		y += gap
	}
	y0 := y
	for i, b := range blocks {
		b.draw(c, clip, body.X+indent, y)
		y += b.height() + after[i]
	}
	// A rule down the left per level shows how deep the walk is.
	for d := 0; d < s.Depth; d++ {
		x := body.X + float64(d)*l.Font*0.9 + l.Font*0.2
		c.fillBar(clip, layout.Rect{X: x, Y: y0, W: math.Max(2, l.Scale*2), H: y - y0}, withAlpha(colWalk, 0.45))
	}

	if w.keys.H > 0 {
		r.drawText(dst, c.ellipsis(c.T(msg.WalkKeys), f.small, w.keys.W), f.small, w.keys.X, w.keys.Y+w.keys.H/2, colFaint, text.AlignStart, text.AlignCenter)
	}
	c.drawButtons(dst, w.btns)
}

// drawVerdict draws a verdict as a coloured badge and returns the y below it.
func (w *walkView) drawVerdict(c *Ctx, dst *ebiten.Image, focus, verdict, kind string, rect layout.Rect) float64 {
	r := c.r
	pt := upper(focus)
	var s string
	col := colGood
	switch verdict {
	case "forbidden":
		s = c.F(msg.WalkForbidden, pt, kindID(kind))
		col = colBad
	case "five":
		s = c.F(msg.WalkFive, pt)
		col = colStar
	default:
		s = c.F(msg.WalkLegal, pt)
	}
	tw := math.Min(rect.W, r.advance(s, r.f.bold)+c.Lay.Font*1.4)
	c.fillCard(dst, layout.Rect{X: rect.X, Y: rect.Y, W: tw, H: rect.H}, withAlpha(col, 0.2))
	s = c.ellipsis(s, r.f.bold, tw-c.Lay.Font*1.2)
	r.drawText(dst, s, r.f.bold, rect.X+c.Lay.Font*0.7, rect.Y+rect.H/2, col, text.AlignStart, text.AlignCenter)
	return rect.Y + rect.H
}

// kindID names a foul.
func kindID(kind string) msg.ID {
	switch kind {
	case "overline":
		return msg.KindOverline
	case "double-four":
		return msg.KindDoubleFour
	}
	return msg.KindDoubleThree
}

// counted reports whether a step of this kind shows the fours and threes
// counted so far.
func counted(kind string) bool {
	switch kind {
	case "ask-root", "ask-sub", "ask-white", "white-five", "white-legal":
		return false
	}
	return true
}

func upper(p string) string {
	if q, err := rules.ParsePoint(p); err == nil {
		return q.Upper()
	}
	return p
}

// fillBar fills a rectangle with rounded ends.
func (c *Ctx) fillBar(dst *ebiten.Image, rect layout.Rect, col color.RGBA) {
	if rect.W < 1 || rect.H < 1 {
		return
	}
	bg := c.r.buttonImage(bgKey{w: int(math.Round(rect.W)), h: int(math.Round(rect.H)), rad: rect.H / 2, fill: col, border: col})
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(rect.X), math.Round(rect.Y))
	dst.DrawImage(bg, op)
}

// walkLayerKey identifies a drawn walk layer.
type walkLayerKey struct {
	p    *walkplay.Player
	step int
	lay  layout.Layout
}

// drawBoard draws the step's marks over the board: the line's band, the
// imagined stones numbered in order, rings on the shape's stones, the key
// points, the blocker, and the candidate, pulsing.
func (w *walkView) drawBoard(c *Ctx, dst *ebiten.Image) {
	r := c.r
	l := c.Lay
	sc := w.p.Scene()
	k := walkLayerKey{w.p, w.p.Index(), l}
	if r.walkLayer == nil || r.walkKey != k {
		r.walkKey = k
		if r.walkLayer == nil {
			r.walkLayer = ebiten.NewImage(int(r.baseRect.W), int(r.baseRect.H))
		}
		w.paintLayer(c, r.walkLayer, sc)
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(r.baseRect.X, r.baseRect.Y)
	dst.DrawImage(r.walkLayer, op)

	if sc.HasCandidate {
		// The candidate pulses: a ring that breathes.
		ph := float64(c.Tick%60) / 60
		s := 1 + 0.12*math.Sin(2*math.Pi*ph)
		x, y := l.PointXY(sc.Candidate)
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(-r.spriteC, -r.spriteC)
		op.GeoM.Scale(s*1.08, s*1.08)
		op.GeoM.Translate(x, y)
		op.Filter = ebiten.FilterLinear
		var cs ebiten.ColorScale
		cs.ScaleWithColor(colWalk)
		cs.ScaleAlpha(float32(0.75 + 0.25*math.Sin(2*math.Pi*ph)))
		op.ColorScale = cs
		dst.DrawImage(r.ring, op)
	}
}

// paintLayer draws the step's static marks into img (board coordinates
// offset by baseRect).
func (w *walkView) paintLayer(c *Ctx, img *ebiten.Image, sc walkplay.Scene) {
	r := c.r
	img.Clear()
	pen := newLayerPen(c, img)
	at, sprite := pen.at, pen.sprite
	board := w.p.Board()

	// The band along the line, under the stones: the real stones on it
	// are drawn again on top.
	if sc.Band {
		x0, y0 := at(sc.BandFrom)
		x1, y1 := at(sc.BandTo)
		c.drawBand(img, x0, y0, x1, y1)
		for _, p := range lineCells(sc.BandFrom, sc.BandTo) {
			switch board.At(p) {
			case rules.Black:
				sprite(r.black, r.stoneC, p, color.White, 1)
			case rules.White:
				sprite(r.white, r.stoneC, p, color.White, 1)
			}
		}
	}
	// Key points: green discs.
	for _, p := range sc.Keys {
		sprite(r.disc, r.spriteC, p, colKeyPoint, 0.55)
		x, y := at(p)
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(-r.spriteC, -r.spriteC)
		op.GeoM.Scale(0.45, 0.45)
		op.GeoM.Translate(x, y)
		op.ColorScale.ScaleWithColor(rgb(0xFFFFFF))
		img.DrawImage(r.disc, op)
	}
	// The shape's stones: a blue ring.
	for _, p := range sc.Stones {
		sprite(r.ring, r.spriteC, p, colBand, 1)
	}
	// Imagined stones: see-through, a dashed ring, and their number.
	for i, p := range sc.Placed {
		// Wood first (hiding a lesson's letter there), then the stone,
		// see-through.
		x, y := at(p)
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(-r.spriteC, -r.spriteC)
		op.GeoM.Scale(0.94, 0.94)
		op.GeoM.Translate(x, y)
		op.ColorScale.ScaleWithColor(rgb(0xE2BC84))
		img.DrawImage(r.disc, op)
		sprite(r.black, r.stoneC, p, color.White, 0.6)
		sprite(r.dashRing, r.spriteC, p, colWalk, 1)
		r.drawText(img, strconv.Itoa(i+1), r.f.num, x, y, rgb(0xFFFFFF), text.AlignCenter, text.AlignCenter)
	}
	if sc.HasBlocker {
		sprite(r.marks[rules.DoubleThree], r.spriteC, sc.Blocker, color.White, 1)
	}
	if sc.HasCandidate && board.At(sc.Candidate) == rules.Empty && !contains(sc.Placed, sc.Candidate) {
		x, y := at(sc.Candidate)
		r.drawText(img, "?", r.f.num, x, y, colWalk, text.AlignCenter, text.AlignCenter)
	}
}

func contains(ps []rules.Point, p rules.Point) bool {
	for _, q := range ps {
		if q == p {
			return true
		}
	}
	return false
}

// lineCells lists the points from a to b (on one line).
func lineCells(a, b rules.Point) []rules.Point {
	dc, dr := sign(b.Col-a.Col), sign(b.Row-a.Row)
	n := max(abs(b.Col-a.Col), abs(b.Row-a.Row))
	out := make([]rules.Point, 0, n+1)
	for i := 0; i <= n; i++ {
		out = append(out, rules.Point{Col: a.Col + i*dc, Row: a.Row + i*dr})
	}
	return out
}

func sign(v int) int {
	switch {
	case v > 0:
		return 1
	case v < 0:
		return -1
	}
	return 0
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}
