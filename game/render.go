package game

import (
	"image/color"
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"renju/game/art"
	"renju/game/freeboard"
	"renju/game/layout"
	"renju/game/msg"
	"renju/rules"
)

// button is one of the panel's buttons.
type button struct {
	label  msg.ID
	action freeboard.Action
	icon   rules.Stone // a small stone before the label
	rect   layout.Rect
}

// buttonRows is the panel's buttons, row by row.
var buttonRows = [][]button{
	{
		{label: msg.ModePlay, action: freeboard.SetPlay},
		{label: msg.ModeBlack, action: freeboard.SetBlack, icon: rules.Black},
		{label: msg.ModeWhite, action: freeboard.SetWhite, icon: rules.White},
		{label: msg.ModeErase, action: freeboard.SetErase},
		{label: msg.ModeInspect, action: freeboard.SetInspect},
	},
	{
		{label: msg.BtnUndo, action: freeboard.Undo},
		{label: msg.BtnRedo, action: freeboard.Redo},
		{label: msg.BtnClear, action: freeboard.Clear},
	},
	{
		{label: msg.BtnOverlay, action: freeboard.ToggleOverlay},
		{label: msg.BtnCoords, action: freeboard.ToggleCoords},
		{label: msg.BtnNumbers, action: freeboard.ToggleNumbers},
		{label: msg.BtnHelp, action: freeboard.ToggleHelp},
	},
}

// legendKinds is the order of the legend.
var legendKinds = []struct {
	kind  rules.Kind
	label msg.ID
}{
	{rules.DoubleThree, msg.KindDoubleThree},
	{rules.DoubleFour, msg.KindDoubleFour},
	{rules.Overline, msg.KindOverline},
}

// renderer holds everything drawn that depends only on the layout (fonts at
// their sizes, the stone and mark sprites, the board without stones) and the
// cached layers: the board with its stones and marks (rebuilt when the
// position or the options change) and the panel (rebuilt when its content
// changes).
type renderer struct {
	fs  *fontSet
	lay layout.Layout
	f   faces
	pl  layout.Panel

	buttons []button
	legendW []float64

	// Sprites, centred at (c, c) in their images.
	black, white *ebiten.Image
	stoneC       float64
	marks        map[rules.Kind]*ebiten.Image
	ring         *ebiten.Image
	spriteC      float64
	icons        map[rules.Stone]*ebiten.Image // small stones for buttons

	// base is the empty board (wood, grid, stars, coordinates); layer is
	// base with the stones, numbers and marks. Both span baseRect.
	base, layer *ebiten.Image
	baseRect    layout.Rect
	baseCoords  bool
	layerKey    layerKey

	panel    *ebiten.Image // the panel without its text area
	textImg  *ebiten.Image // the text area
	panelKey panelKey
	help     *ebiten.Image // the shortcut card
	helpLang msg.Lang

	// The free board's nav bar (Home, the title, the language).
	navButtons []Button
	navTitle   layout.Rect

	// The other screens' pieces (ui.go, board.go, walkview.go).
	iconImgs  map[iconKey]*ebiten.Image
	wraps     map[wrapKey][]string
	dashRing  *ebiten.Image // a dashed ring, one cell square (imagined stones)
	disc      *ebiten.Image // a filled disc, one cell square
	scene     *ebiten.Image // a board with its stones (board.go), over base
	sceneKey  string
	walkLayer *ebiten.Image // a walk step's marks (walkview.go)
	walkKey   walkLayerKey

	widths map[text.Face]map[string]float64 // memoised text.Advance

	texts       map[textImgKey]*textImage
	buttonBGs   map[bgKey]*ebiten.Image
	legendIcons map[rules.Kind]*ebiten.Image
}

// textKey identifies a cached text image.
type textImgKey struct {
	s string
	f text.Face
}

// textImage is a string drawn once in white, to be tinted when copied.
type textImage struct {
	img      *ebiten.Image
	w, lineH float64
	pad      float64
}

// maxTextImages bounds the text image cache; past it the cache starts over.
const maxTextImages = 600

// maxButtonImages bounds the cache of button, card and bar backgrounds.
const maxButtonImages = 300

// drawText draws s like the package's drawText, from a cached image of the
// string: shaping and drawing glyph by glyph costs about 0.1 ms a string in
// WebAssembly, copying one image almost nothing, and the panel and the
// board draw the same strings again and again.
func (r *renderer) drawText(dst *ebiten.Image, s string, f text.Face, x, y float64, c color.Color, ha, va text.Align) {
	if s == "" {
		return
	}
	k := textImgKey{s, f}
	ti, ok := r.texts[k]
	if !ok {
		if r.texts == nil || len(r.texts) >= maxTextImages {
			for _, t := range r.texts {
				t.img.Deallocate()
			}
			r.texts = map[textImgKey]*textImage{}
		}
		m := f.Metrics()
		ti = &textImage{w: text.Advance(s, f), lineH: m.HLineGap + m.HAscent + m.HDescent}
		ti.pad = math.Ceil(m.HAscent * 0.25)
		ti.img = ebiten.NewImage(int(math.Ceil(ti.w+2*ti.pad)), int(math.Ceil(ti.lineH+2*ti.pad)))
		drawText(ti.img, s, f, ti.pad, ti.pad, color.White, text.AlignStart, text.AlignStart)
		r.texts[k] = ti
	}
	dx, dy := -ti.pad, -ti.pad
	switch ha {
	case text.AlignCenter:
		dx -= ti.w / 2
	case text.AlignEnd:
		dx -= ti.w
	}
	switch va {
	case text.AlignCenter:
		dy -= ti.lineH / 2
	case text.AlignEnd:
		dy -= ti.lineH
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(x+dx), math.Round(y+dy))
	op.ColorScale.ScaleWithColor(c)
	dst.DrawImage(ti.img, op)
}

// bgKey describes a button's background: size, corner radius, colours and
// border width (0: none).
type bgKey struct {
	w, h         int
	rad          float64
	fill, border color.RGBA
	bw           float64
}

// buttonImage returns a button background, painted once per look: the
// panel is redrawn on every move, and anti-aliased paths are the costly
// part of drawing it.
func (r *renderer) buttonImage(k bgKey) *ebiten.Image {
	if img, ok := r.buttonBGs[k]; ok {
		return img
	}
	if r.buttonBGs == nil || len(r.buttonBGs) >= maxButtonImages {
		for _, img := range r.buttonBGs {
			img.Deallocate()
		}
		r.buttonBGs = map[bgKey]*ebiten.Image{}
	}
	img := ebiten.NewImage(max(k.w, 1), max(k.h, 1))
	w, h := float64(k.w), float64(k.h)
	fillPath(img, roundRect(0, 0, w, h, k.rad), k.fill)
	if k.bw > 0 {
		strokePath(img, roundRect(k.bw/2, k.bw/2, w-k.bw, h-k.bw, k.rad), k.bw, k.border)
	}
	r.buttonBGs[k] = img
	return img
}

// measure returns a memoised text.Advance for face f (layout.Wrap measures
// words, which repeat a lot).
func (r *renderer) measure(f text.Face) func(string) float64 {
	if r.widths == nil || len(r.widths) > 16 {
		r.widths = map[text.Face]map[string]float64{}
	}
	m := r.widths[f]
	if m == nil || len(m) > 4000 {
		m = map[string]float64{}
		r.widths[f] = m
	}
	return func(s string) float64 {
		w, ok := m[s]
		if !ok {
			w = text.Advance(s, f)
			m[s] = w
		}
		return w
	}
}

type layerKey struct {
	rev  uint64
	opt  freeboard.Options
	lang msg.Lang
}

// ensureRenderer (re)builds the layout-dependent resources.
func (g *Game) ensureRenderer(lay layout.Layout) error {
	if g.r != nil && g.r.lay == lay {
		return nil
	}
	var fs *fontSet
	if g.r != nil {
		fs = g.r.fs
		g.r.dispose()
	} else {
		var err error
		if fs, err = loadFonts(); err != nil {
			return err
		}
	}
	r := &renderer{fs: fs, lay: lay}
	r.build(g.lang)
	g.r = r
	return nil
}

func (r *renderer) dispose() {
	for _, img := range []*ebiten.Image{r.black, r.white, r.ring, r.base, r.layer, r.panel, r.textImg, r.help, r.dashRing, r.disc, r.scene, r.walkLayer} {
		if img != nil {
			img.Deallocate()
		}
	}
	for _, img := range r.marks {
		img.Deallocate()
	}
	for _, img := range r.icons {
		img.Deallocate()
	}
	for _, t := range r.texts {
		t.img.Deallocate()
	}
	for _, img := range r.buttonBGs {
		img.Deallocate()
	}
	for _, img := range r.legendIcons {
		img.Deallocate()
	}
	for _, img := range r.iconImgs {
		img.Deallocate()
	}
}

func (r *renderer) build(lang msg.Lang) {
	l := r.lay
	fs := r.fs
	r.f = faces{
		body:       fs.face(l.Font, false),
		bold:       fs.face(l.Font, true),
		title:      fs.face(math.Round(l.Font*1.35), true),
		big:        fs.face(math.Round(l.Font*1.2), false),
		bigLineH:   math.Round(l.Font * 1.2 * 1.45),
		narr:       fs.face(math.Round(l.Font*1.45), false),
		narrLineH:  math.Round(l.Font * 1.45 * 1.42),
		huge:       fs.face(math.Round(l.Font*2.2), true),
		small:      fs.face(math.Round(l.Font*0.86), false),
		coord:      fs.face(math.Max(6, math.Round(l.Cell*0.34)), true),
		num:        fs.face(math.Max(6, math.Round(l.Cell*0.42)), true),
		num3:       fs.face(math.Max(6, math.Round(l.Cell*0.34)), true),
		lineH:      math.Round(l.Font * 1.42),
		smallLineH: math.Round(l.Font * 0.86 * 1.42),
	}

	// Stones, drawn so their centres land where the grid puts them.
	half := l.X0-math.Floor(l.X0) != 0
	bs := art.Stone(false, l.StoneRadius(), half)
	ws := art.Stone(true, l.StoneRadius(), half)
	r.black = ebiten.NewImageFromImage(bs.Img)
	r.white = ebiten.NewImageFromImage(ws.Img)
	r.stoneC = bs.CX
	iconR := math.Round(l.Font * 0.42)
	r.icons = map[rules.Stone]*ebiten.Image{
		rules.Black: ebiten.NewImageFromImage(art.Stone(false, iconR, false).Img),
		rules.White: ebiten.NewImageFromImage(art.Stone(true, iconR, false).Img),
	}

	// Marks and the ring, one cell square.
	n := int(l.Cell)
	if half != (n%2 == 1) {
		n++
	}
	r.spriteC = float64(n) / 2
	r.marks = map[rules.Kind]*ebiten.Image{}
	for _, k := range []rules.Kind{rules.DoubleThree, rules.DoubleFour, rules.Overline} {
		img := ebiten.NewImage(n, n)
		drawMark(img, k, r.spriteC, r.spriteC, l.Cell)
		r.marks[k] = img
	}
	r.ring = ebiten.NewImage(n, n)
	var p vector.Path
	p.Arc(float32(r.spriteC), float32(r.spriteC), float32(l.Cell*0.44), 0, 2*math.Pi, vector.Clockwise)
	p.Close()
	strokePath(r.ring, &p, math.Max(2, l.Cell*0.075), rgb(0xFFFFFF))
	r.dashRing = ebiten.NewImage(n, n)
	const dashes = 12
	for i := 0; i < dashes; i++ {
		a0 := float32(2 * math.Pi * float64(i) / dashes)
		var d vector.Path
		d.Arc(float32(r.spriteC), float32(r.spriteC), float32(l.StoneRadius()+math.Max(1, l.Cell*0.02)), a0, a0+float32(math.Pi/dashes), vector.Clockwise)
		strokePath(r.dashRing, &d, math.Max(2, l.Cell*0.07), rgb(0xFFFFFF))
	}
	r.disc = ebiten.NewImage(n, n)
	var dp vector.Path
	dp.Arc(float32(r.spriteC), float32(r.spriteC), float32(l.Cell*0.5), 0, 2*math.Pi, vector.Clockwise)
	dp.Close()
	fillPath(r.disc, &dp, rgb(0xFFFFFF))

	// The panel: buttons and legend.
	var counts []int
	for _, row := range buttonRows {
		counts = append(counts, len(row))
	}
	r.legendW = r.legendWidths(lang)
	r.legendIcons = map[rules.Kind]*ebiten.Image{}
	is := r.legendIcon()
	for _, lk := range legendKinds {
		img := ebiten.NewImage(int(is), int(is))
		fillPath(img, roundRect(0, 0, is, is, is*0.18), colActive)
		drawMark(img, lk.kind, is/2, is/2, is*1.05)
		r.legendIcons[lk.kind] = img
	}
	r.pl = l.PanelLayout(counts, r.legendW)
	r.buttons = r.buttons[:0]
	for i, row := range buttonRows {
		for j, b := range row {
			b.rect = r.pl.Rows[i][j]
			r.buttons = append(r.buttons, b)
		}
	}
	r.baseCoords = false
	r.base = nil
}

// legendWidths measures the legend items: the title, then icon+label for
// each kind.
func (r *renderer) legendWidths(lang msg.Lang) []float64 {
	ws := []float64{text.Advance(msg.T(lang, msg.LegendTitle), r.f.small)}
	icon := r.legendIcon()
	for _, k := range legendKinds {
		ws = append(ws, icon+r.lay.Font*0.35+text.Advance(msg.T(lang, k.label), r.f.small))
	}
	return ws
}

func (r *renderer) legendIcon() float64 { return math.Round(r.lay.Font * 1.25) }

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

// ensureBase draws the empty board: a soft shadow, the wood, the grid, the
// star points and (optionally) the coordinates.
func (r *renderer) ensureBase(coords bool) {
	if r.base != nil && r.baseCoords == coords {
		return
	}
	l := r.lay
	pad := math.Ceil(l.Font * 0.9)
	br := l.Board
	r.baseRect = layout.Rect{X: br.X - pad, Y: br.Y - pad, W: br.W + 2*pad, H: br.H + 2*pad}
	if r.base == nil {
		r.base = ebiten.NewImage(int(r.baseRect.W), int(r.baseRect.H))
		r.layer = ebiten.NewImage(int(r.baseRect.W), int(r.baseRect.H))
	}
	img := r.base
	img.Clear()
	ox, oy := -r.baseRect.X, -r.baseRect.Y // screen → image
	bx, by := br.X+ox, br.Y+oy
	rad := math.Round(l.Font * 0.3)

	// Shadow: stacked translucent rounded rectangles, offset downwards.
	steps := 8
	for i := steps; i >= 1; i-- {
		grow := pad * 0.7 * float64(i) / float64(steps)
		a := 0.05 * (1 - float64(i-1)/float64(steps))
		fillPath(img, roundRect(bx-grow*0.6, by-grow*0.3+pad*0.25, br.W+grow*1.2, br.H+grow*1.2, rad+grow), withAlpha(rgb(0), a))
	}

	// Wood, painted once, small, and stretched (the grain is smooth).
	wood, wn := woodImage()
	path := roundRect(bx, by, br.W, br.H, rad)
	vs, is := path.AppendVerticesAndIndicesForFilling(nil, nil)
	for i := range vs {
		vs[i].SrcX = (vs[i].DstX - float32(bx)) / float32(br.W) * float32(wn)
		vs[i].SrcY = (vs[i].DstY - float32(by)) / float32(br.H) * float32(wn)
		vs[i].ColorR, vs[i].ColorG, vs[i].ColorB, vs[i].ColorA = 1, 1, 1, 1
	}
	img.DrawTriangles(vs, is, wood, &ebiten.DrawTrianglesOptions{AntiAlias: true, Filter: ebiten.FilterLinear, Address: ebiten.AddressClampToZero})
	// A thin darker rim.
	strokePath(img, roundRect(bx+0.5, by+0.5, br.W-1, br.H-1, rad), math.Max(1, l.Scale), withAlpha(rgb(0x6B4A22), 0.45))

	// Grid: whole-pixel rectangles, so the lines are crisp.
	x0, y0 := l.X0+ox, l.Y0+oy
	span := float64(rules.Size-1) * l.Cell
	for i := 0; i < rules.Size; i++ {
		w := l.LineW
		if i == 0 || i == rules.Size-1 {
			w = l.EdgeW
		}
		c := x0 + float64(i)*l.Cell
		vector.DrawFilledRect(img, float32(math.Round(c-w/2)), float32(math.Round(y0-l.EdgeW/2)), float32(w), float32(math.Round(span+l.EdgeW)), colLine, false)
		c = y0 + float64(i)*l.Cell
		vector.DrawFilledRect(img, float32(math.Round(x0-l.EdgeW/2)), float32(math.Round(c-w/2)), float32(math.Round(span+l.EdgeW)), float32(w), colLine, false)
	}
	// Star points: D4, D12, L4, L12 and the centre H8.
	for _, s := range []string{"d4", "d12", "l4", "l12", "h8"} {
		x, y := l.PointXY(rules.MustPoint(s))
		vector.DrawFilledCircle(img, float32(x+ox), float32(y+oy), float32(math.Max(2, l.Cell*0.1)), colLine, true)
	}
	if coords {
		off := l.Cell * 0.72
		for i := 0; i < rules.Size; i++ {
			x, _ := l.PointXY(rules.Point{Col: i, Row: 0})
			letter := string(rune('A' + i))
			drawText(img, letter, r.f.coord, x+ox, y0+span+off, colCoord, text.AlignCenter, text.AlignCenter)
			drawText(img, letter, r.f.coord, x+ox, y0-off, colCoord, text.AlignCenter, text.AlignCenter)
			_, y := l.PointXY(rules.Point{Col: 0, Row: i})
			num := itoa(i + 1)
			drawText(img, num, r.f.coord, x0-off, y+oy, colCoord, text.AlignCenter, text.AlignCenter)
			drawText(img, num, r.f.coord, x0+span+off, y+oy, colCoord, text.AlignCenter, text.AlignCenter)
		}
	}
	r.baseCoords = coords
	r.layerKey = layerKey{rev: math.MaxUint64}
}

// ensureLayer draws the stones, move numbers, last-move mark and
// forbidden-point marks over the base when the position or options change.
func (r *renderer) ensureLayer(v *freeboard.View, lang msg.Lang) {
	r.ensureBase(v.Options.Coords)
	key := layerKey{rev: v.Rev, opt: v.Options, lang: lang}
	if key == r.layerKey {
		return
	}
	r.layerKey = key
	l := r.lay
	img := r.layer
	img.Clear()
	img.DrawImage(r.base, nil)
	ox, oy := -r.baseRect.X, -r.baseRect.Y

	for col := 0; col < rules.Size; col++ {
		for row := 0; row < rules.Size; row++ {
			p := rules.Point{Col: col, Row: row}
			s := v.Board.At(p)
			x, y := l.PointXY(p)
			x, y = x+ox, y+oy
			switch s {
			case rules.Black, rules.White:
				sprite := r.black
				if s == rules.White {
					sprite = r.white
				}
				op := &ebiten.DrawImageOptions{}
				op.GeoM.Translate(math.Round(x-r.stoneC), math.Round(y-r.stoneC))
				img.DrawImage(sprite, op)
			case rules.Empty:
				if k := v.FoulAt(p); k != rules.NoKind && v.Options.Overlay {
					op := &ebiten.DrawImageOptions{}
					op.GeoM.Translate(math.Round(x-r.spriteC), math.Round(y-r.spriteC))
					img.DrawImage(r.marks[k], op)
				}
			}
		}
	}
	// Move numbers, or else a dot on the last move.
	if v.Options.Numbers {
		for col := 0; col < rules.Size; col++ {
			for row := 0; row < rules.Size; row++ {
				p := rules.Point{Col: col, Row: row}
				n := v.MoveNumber(p)
				s := v.Board.At(p)
				if n == 0 || s == rules.Empty {
					continue
				}
				x, y := l.PointXY(p)
				c := rgb(0xF4F1EA)
				if s == rules.White {
					c = rgb(0x1C1D20)
				}
				if v.HasLast && p == v.Last {
					c = colLastMove
				}
				f := r.f.num
				if n >= 100 {
					f = r.f.num3
				}
				r.drawText(img, itoa(n), f, x+ox, y+oy, c, text.AlignCenter, text.AlignCenter)
			}
		}
	}
	if v.HasLast && (!v.Options.Numbers || v.MoveNumber(v.Last) == 0) && v.Board.At(v.Last) != rules.Empty {
		x, y := l.PointXY(v.Last)
		vector.DrawFilledCircle(img, float32(x+ox), float32(y+oy), float32(l.Cell*0.11), colLastMove, true)
	}
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b [8]byte
	i := len(b)
	for n > 0 && i > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	return string(b[i:])
}
