//go:build js && wasm

// Command anchorapp is the anchor of `make measure` (e2e TestMeasureLoad):
// the least an Ebitengine page costs here, to hold the tutor's costs
// against. It is a full-window 15×15 board that places a stone (black,
// white, in turn) on a tap and draws only when a tap has changed it (or
// the window's size did); its input is queued from the page's pointer
// events, as the tutor's is (game/page_js.go), and taken by Update each
// tick. Built with the tutor's flags and served by the same server (make
// measure builds build/site-anchor from this directory).
//
// Its page API, for the measuring flows:
//
//	window.anchor.ready           true once the first frame is drawn (and
//	                              the performance mark "anchor:first-frame")
//	window.anchor.state()         JSON string {"stones": n, "drawn": n}:
//	                              the stones placed, the frames drawn
//	window.anchor.pointToClient(col, row) {x, y}: the intersection in
//	                              client CSS pixels (0-based, from the top
//	                              left), for a tap
package main

import (
	"fmt"
	"image/color"
	"log"
	"math"
	"sync"
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

const lines = 15

var (
	wood  = color.RGBA{0xdc, 0xb3, 0x5c, 0xff}
	ink   = color.RGBA{0x3a, 0x2a, 0x10, 0xff}
	black = color.RGBA{0x10, 0x10, 0x10, 0xff}
	white = color.RGBA{0xf4, 0xf4, 0xf0, 0xff}
	back  = color.RGBA{0x1c, 0x1d, 0x20, 0xff}
)

// event is a pointer event from the page: its position as fractions of
// the canvas.
type event struct {
	down   bool
	id     int
	fx, fy float64
}

type anchor struct {
	mu     sync.Mutex // guards queue and what the page API reads
	queue  []event
	stones [lines][lines]int8 // 0 empty, 1 black, 2 white
	placed int
	drawn  int

	w, h  float64 // the screen in device pixels
	dirty bool
	// pressed is where each pointer went down (fractions).
	pressed map[int][2]float64
}

// geometry is the board's place on a w×h screen: the first line's
// position and the gap between lines.
func geometry(w, h float64) (x0, y0, gap float64) {
	side := math.Min(w, h) * 0.92
	gap = side / (lines - 1 + 1.2)
	x0 = (w - gap*(lines-1)) / 2
	y0 = (h - gap*(lines-1)) / 2
	return x0, y0, gap
}

func (a *anchor) Update() error {
	a.mu.Lock()
	defer a.mu.Unlock()
	for _, e := range a.queue {
		if e.down {
			a.pressed[e.id] = [2]float64{e.fx, e.fy}
			continue
		}
		p, ok := a.pressed[e.id]
		delete(a.pressed, e.id)
		// A tap: released near where it went down (a drag places nothing).
		if !ok || math.Hypot((e.fx-p[0])*a.w, (e.fy-p[1])*a.h) > 10 {
			continue
		}
		x0, y0, gap := geometry(a.w, a.h)
		col := int(math.Round((e.fx*a.w - x0) / gap))
		row := int(math.Round((e.fy*a.h - y0) / gap))
		if col < 0 || row < 0 || col >= lines || row >= lines || a.stones[row][col] != 0 {
			continue
		}
		a.stones[row][col] = int8(1 + a.placed%2)
		a.placed++
		a.dirty = true
	}
	a.queue = a.queue[:0]
	return nil
}

func (a *anchor) Draw(screen *ebiten.Image) {
	a.mu.Lock()
	if !a.dirty {
		a.mu.Unlock()
		return
	}
	a.dirty = false
	first := a.drawn == 0
	a.drawn++
	w, h := a.w, a.h
	stones := a.stones
	a.mu.Unlock()

	screen.Fill(back)
	x0, y0, gap := geometry(w, h)
	pad := gap * 0.6
	side := gap*(lines-1) + 2*pad
	vector.DrawFilledRect(screen, float32(x0-pad), float32(y0-pad), float32(side), float32(side), wood, true)
	stroke := float32(math.Max(1, gap/30))
	for i := range lines {
		o := float32(float64(i) * gap)
		vector.StrokeLine(screen, float32(x0), float32(y0)+o, float32(x0+gap*(lines-1)), float32(y0)+o, stroke, ink, true)
		vector.StrokeLine(screen, float32(x0)+o, float32(y0), float32(x0)+o, float32(y0+gap*(lines-1)), stroke, ink, true)
	}
	for r := range lines {
		for c := range lines {
			if stones[r][c] == 0 {
				continue
			}
			col := black
			if stones[r][c] == 2 {
				col = white
			}
			vector.DrawFilledCircle(screen, float32(x0+float64(c)*gap), float32(y0+float64(r)*gap), float32(gap*0.45), col, true)
		}
	}
	if first {
		js.Global().Get("performance").Call("mark", "anchor:first-frame")
		js.Global().Get("anchor").Set("ready", true)
	}
}

func (a *anchor) LayoutF(outsideWidth, outsideHeight float64) (float64, float64) {
	s := ebiten.Monitor().DeviceScaleFactor()
	w, h := outsideWidth*s, outsideHeight*s
	a.mu.Lock()
	if w != a.w || h != a.h {
		a.w, a.h, a.dirty = w, h, true
	}
	a.mu.Unlock()
	return w, h
}

func (a *anchor) Layout(outsideWidth, outsideHeight int) (int, int) {
	w, h := a.LayoutF(float64(outsideWidth), float64(outsideHeight))
	return int(w), int(h)
}

// listen queues the page's pointer presses and releases, as the tutor's
// page does (game/page_js.go: every press and release counts, however
// quick).
func (a *anchor) listen() {
	win := js.Global()
	doc := win.Get("document")
	pointer := func(down bool) js.Func {
		return js.FuncOf(func(this js.Value, args []js.Value) any {
			e := args[0]
			c := doc.Call("querySelector", "canvas")
			if !c.Truthy() {
				return nil
			}
			r := c.Call("getBoundingClientRect")
			w, h := r.Get("width").Float(), r.Get("height").Float()
			if w <= 0 || h <= 0 {
				return nil
			}
			ev := event{
				down: down,
				id:   e.Get("pointerId").Int(),
				fx:   (e.Get("clientX").Float() - r.Get("left").Float()) / w,
				fy:   (e.Get("clientY").Float() - r.Get("top").Float()) / h,
			}
			a.mu.Lock()
			a.queue = append(a.queue, ev)
			a.mu.Unlock()
			return nil
		})
	}
	win.Call("addEventListener", "pointerdown", pointer(true))
	win.Call("addEventListener", "pointerup", pointer(false))
}

// publish sets window.anchor, the page API.
func (a *anchor) publish() {
	win := js.Global()
	api := win.Get("Object").New()
	api.Set("ready", false)
	api.Set("state", js.FuncOf(func(this js.Value, args []js.Value) any {
		a.mu.Lock()
		defer a.mu.Unlock()
		return fmt.Sprintf(`{"stones":%d,"drawn":%d}`, a.placed, a.drawn)
	}))
	api.Set("pointToClient", js.FuncOf(func(this js.Value, args []js.Value) any {
		if len(args) < 2 || args[0].Type() != js.TypeNumber || args[1].Type() != js.TypeNumber {
			return js.Null()
		}
		a.mu.Lock()
		w, h := a.w, a.h
		a.mu.Unlock()
		c := win.Get("document").Call("querySelector", "canvas")
		if !c.Truthy() || w <= 0 || h <= 0 {
			return js.Null()
		}
		x0, y0, gap := geometry(w, h)
		r := c.Call("getBoundingClientRect")
		out := win.Get("Object").New()
		out.Set("x", r.Get("left").Float()+(x0+float64(args[0].Int())*gap)/w*r.Get("width").Float())
		out.Set("y", r.Get("top").Float()+(y0+float64(args[1].Int())*gap)/h*r.Get("height").Float())
		return out
	}))
	win.Set("anchor", api)
}

func main() {
	a := &anchor{pressed: map[int][2]float64{}}
	a.publish()
	a.listen()
	ebiten.SetWindowTitle("Anchor board")
	ebiten.SetWindowSize(1280, 800)
	// Draw leaves the frames in which nothing changed: the screen keeps
	// them.
	ebiten.SetScreenClearedEveryFrame(false)
	if err := ebiten.RunGame(a); err != nil {
		log.Fatal(err)
	}
}
