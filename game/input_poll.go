//go:build !js

package game

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"renju/game/vocab/input"
)

// keyMap maps Ebitengine's keys to the tutor's.
var keyMap = []struct {
	ek ebiten.Key
	k  input.Key
}{
	{ebiten.KeyZ, input.KeyZ}, {ebiten.KeyY, input.KeyY}, {ebiten.KeyF, input.KeyF},
	{ebiten.KeyC, input.KeyC}, {ebiten.KeyN, input.KeyN}, {ebiten.KeyW, input.KeyW},
	{ebiten.KeyDigit1, input.Key1}, {ebiten.KeyDigit2, input.Key2}, {ebiten.KeyDigit3, input.Key3},
	{ebiten.KeyDigit4, input.Key4}, {ebiten.KeyDigit5, input.Key5},
	{ebiten.KeyNumpad1, input.Key1}, {ebiten.KeyNumpad2, input.Key2}, {ebiten.KeyNumpad3, input.Key3},
	{ebiten.KeyNumpad4, input.Key4}, {ebiten.KeyNumpad5, input.Key5},
	{ebiten.KeyDelete, input.KeyDelete}, {ebiten.KeyBackspace, input.KeyBackspace},
	{ebiten.KeyEscape, input.KeyEscape},
	{ebiten.KeyArrowLeft, input.KeyLeft}, {ebiten.KeyArrowRight, input.KeyRight},
	{ebiten.KeyArrowUp, input.KeyUp}, {ebiten.KeyArrowDown, input.KeyDown},
	{ebiten.KeySpace, input.KeySpace}, {ebiten.KeyHome, input.KeyHome}, {ebiten.KeyEnd, input.KeyEnd},
	{ebiten.KeyEnter, input.KeyEnter}, {ebiten.KeyNumpadEnter, input.KeyEnter},
	{ebiten.KeyPageUp, input.KeyPageUp}, {ebiten.KeyPageDown, input.KeyPageDown},
	{ebiten.KeyL, input.KeyL}, {ebiten.KeyS, input.KeyS},
	{ebiten.KeyE, input.KeyE}, {ebiten.KeyG, input.KeyG}, {ebiten.KeyI, input.KeyI}, {ebiten.KeyP, input.KeyP},
	{ebiten.KeyU, input.KeyU}, {ebiten.KeyD, input.KeyD}, {ebiten.KeyO, input.KeyO}, {ebiten.KeyDigit6, input.Key6}, {ebiten.KeyDigit7, input.Key7},
	{ebiten.KeyDigit8, input.Key8}, {ebiten.KeyDigit9, input.Key9},
	{ebiten.KeyTab, input.KeyTab}, {ebiten.KeyB, input.KeyB}, {ebiten.KeyH, input.KeyH}, {ebiten.KeyK, input.KeyK},
}

// repeats reports whether a polled key held for d ticks fires again (undo
// and redo repeat while held, after half a second).
func repeats(d int) bool { return d == 1 || d >= 30 && (d-30)%4 == 0 }

// pollInput reads Ebitengine's input state (no page events).
func (g *Game) pollInput(fi *frameInput) {
	ps := &g.ptr
	cx, cy := ebiten.CursorPosition()
	if cx != ps.polledX || cy != ps.polledY {
		ps.mouseActive = true
	}
	ps.polledX, ps.polledY = cx, cy
	x, y := float64(cx), float64(cy)
	ps.cursorX, ps.cursorY = x, y
	now := float64(ps.polls) * input.FrameMS
	for _, b := range []struct {
		button ebiten.MouseButton
		id     int
	}{{ebiten.MouseButtonLeft, mouseLeft}, {ebiten.MouseButtonRight, mouseRight}} {
		// A mouse is never held into a long press (pageInput): time 0.
		if inpututil.IsMouseButtonJustPressed(b.button) {
			ps.mouseActive = true
			fi.pressed = true
			g.rec.Down(b.id, x, y, b.id == mouseRight, 0)
		}
		g.rec.Move(b.id, x, y)
		if inpututil.IsMouseButtonJustReleased(b.button) {
			if t, ok := g.rec.Up(b.id, x, y, 0); ok {
				fi.taps = append(fi.taps, t)
			}
		}
	}

	// Touches: a held finger previews the stone under it; a tap places it.
	for _, id := range inpututil.AppendJustPressedTouchIDs(nil) {
		tx, ty := ebiten.TouchPosition(id)
		ps.mouseActive = false
		fi.pressed, fi.touched = true, true
		g.rec.Down(int(id), float64(tx), float64(ty), false, now)
		ps.touches[int(id)] = [2]float64{float64(tx), float64(ty)}
	}
	ps.touchIDs = ebiten.AppendTouchIDs(ps.touchIDs[:0])
	for _, id := range ps.touchIDs {
		tx, ty := ebiten.TouchPosition(id)
		ps.touches[int(id)] = [2]float64{float64(tx), float64(ty)}
		g.rec.Move(int(id), float64(tx), float64(ty))
	}
	for _, id := range inpututil.AppendJustReleasedTouchIDs(nil) {
		last := ps.touches[int(id)]
		delete(ps.touches, int(id))
		if t, ok := g.rec.Up(int(id), last[0], last[1], now); ok {
			fi.taps = append(fi.taps, t)
		}
	}

	ctrl := ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta)
	shift := ebiten.IsKeyPressed(ebiten.KeyShift)
	for _, km := range keyMap {
		d := inpututil.KeyPressDuration(km.ek)
		fire := d == 1
		if repeatable(km.k) {
			fire = repeats(d)
		}
		if fire {
			fi.keys = append(fi.keys, input.Press{Key: km.k, Ctrl: ctrl, Shift: shift})
		}
	}
	ps.chars = ebiten.AppendInputChars(ps.chars[:0])
	fi.chars = append(fi.chars, ps.chars...)
}
