package kit

import (
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"renju/game/kit/glyphs"
	"renju/game/vocab/layout"
)

// Shortcut is one line of a shortcut sheet: the keys, as printed, and
// what they do.
type Shortcut struct{ Keys, Does string }

// sheetCache is the last sheet drawn, kept as an image: it is painted
// with anti-aliased paths, and it stays up while the learner reads it.
type sheetCache struct {
	img *ebiten.Image
	key string
}

func (c *sheetCache) dispose() {
	if c.img != nil {
		c.img.Deallocate()
	}
	*c = sheetCache{}
}

// Sheet draws a card of keyboard shortcuts over the dimmed screen: a
// title, the keys and what they do in two columns, and a foot of smaller
// lines. On a narrow screen the card is scaled down to fit.
func (k *Kit) Sheet(dst *ebiten.Image, title string, lines []Shortcut, foot []string) {
	l := k.Lay
	th := &k.Th
	f := &k.F
	vector.DrawFilledRect(dst, 0, 0, float32(l.W), float32(l.H), th.Scrim, false)

	keyW, descW, footW := 0.0, 0.0, 0.0
	for _, s := range lines {
		keyW = math.Max(keyW, k.Advance(s.Keys, f.Bold))
		descW = math.Max(descW, k.Advance(s.Does, f.Body))
	}
	for _, s := range foot {
		footW = math.Max(footW, k.Advance(s, f.Small))
	}
	pad := l.Font * 1.2
	colGap := l.Font * 1.5
	lineH := f.LineH * 1.1
	w := math.Max(keyW+colGap+descW, footW) + 2*pad
	h := pad + f.LineH*1.6 + float64(len(lines))*lineH + l.Font*0.6 + float64(len(foot))*f.SmallLineH + pad
	scale := math.Min(1, math.Min((l.W-l.Font)/w, (l.H-l.Font)/h))
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Scale(scale, scale)
	op.GeoM.Translate(math.Round(l.W/2-w*scale/2), math.Round(l.H/2-h*scale/2))
	op.Filter = ebiten.FilterLinear

	var sb strings.Builder
	sb.WriteString(title)
	for _, s := range lines {
		sb.WriteString("\x00" + s.Keys + "\x01" + s.Does)
	}
	sb.WriteString("\x02" + strings.Join(foot, "\x00"))
	key := sb.String()
	c := &k.sheet
	if c.img == nil || c.key != key {
		c.dispose()
		c.key = key
		card := newImage(int(math.Ceil(w)), int(math.Ceil(h)))
		c.img = card
		FillPath(card, RoundRect(0, 0, w, h, l.Font*0.6), th.Sheet)
		StrokePath(card, RoundRect(0.5, 0.5, w-1, h-1, l.Font*0.6), math.Max(1, l.Scale), th.Border)
		// The card's texts go to the record below, where the card is
		// on the screen, not here, where it is painted.
		k.rec.quiet++
		y := pad
		k.Text(card, title, f.Title, pad, y+f.LineH*0.6, th.Text, glyphs.Start, glyphs.Center)
		y += f.LineH * 1.6
		for _, s := range lines {
			k.Text(card, s.Keys, f.Bold, pad, y+lineH/2, th.Active, glyphs.Start, glyphs.Center)
			k.Text(card, s.Does, f.Body, pad+keyW+colGap, y+lineH/2, th.Text, glyphs.Start, glyphs.Center)
			y += lineH
		}
		y += l.Font * 0.6
		for _, s := range foot {
			k.Text(card, s, f.Small, pad, y+f.SmallLineH/2, th.Dim, glyphs.Start, glyphs.Center)
			y += f.SmallLineH
		}
		k.rec.quiet--
	}
	dst.DrawImage(c.img, op)
	// The card is a cached picture: its texts go to the record here.
	card := layout.Rect{X: math.Round(l.W/2 - w*scale/2), Y: math.Round(l.H/2 - h*scale/2), W: w * scale, H: h * scale}
	k.rec.over++
	defer func() { k.rec.over-- }()
	k.note(title, card)
	for _, s := range lines {
		k.note(s.Keys+"  "+s.Does, card)
	}
	for _, s := range foot {
		k.note(s, card)
	}
}

// ToastRect is where a notice over the screen goes (over its top), and
// its text wrapped.
func (k *Kit) ToastRect(s string) (layout.Rect, Block) {
	l := k.Lay
	w := math.Min(l.W-2*l.Font, 40*l.Font)
	b := k.Block(s, k.F.Bold, k.F.LineH, w-2*l.Font, k.Th.Notice)
	if len(b.Lines) > toastLines {
		// A notice longer than a toast shows: its start, cut with "…" (the
		// mirror reads it whole, from Src).
		ls := append([]string(nil), b.Lines[:toastLines]...)
		ls[toastLines-1] = k.Ellipsis(ls[toastLines-1]+" …", b.Face, w-2*l.Font)
		b.Lines = ls
	}
	h := b.Height() + 1.4*l.Font
	return layout.Rect{X: math.Round((l.W - w) / 2), Y: math.Round(l.Font * 0.6), W: w, H: h}, b
}

// toastLines bounds a toast's lines: a notice is a sentence or two (a
// link's quotes at most the start of the bad value), and a longer one is
// cut rather than let cover the screen or grow past what an image may be.
const toastLines = 6

// Toast draws a notice over the screen.
func (k *Kit) Toast(dst *ebiten.Image, s string) {
	rect, b := k.ToastRect(s)
	k.rec.over++
	defer func() { k.rec.over-- }()
	k.Card(dst, rect, k.Th.Toast)
	b.Draw(k, dst, rect.X+k.Lay.Font, rect.Y+0.7*k.Lay.Font)
}
