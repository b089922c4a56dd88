package classroom

import (
	"renju/boardpng"
	"renju/boardview"
)

// Picture is the board as the screen and the PNG diagram draw it, with the
// screen's switches: the stones, move numbers, the teacher's marks, the
// forbidden marks, the coordinates and the selected point. While a walk is
// open (walking) the board is the walk's: the numbers, the forbidden marks
// and the selection give way to the walk's imagined stones and notes.
func (m *Model) Picture(walking bool) boardview.Board {
	ps := &m.pos
	pic := boardview.Board{Stones: ps.Board, Coords: m.opt.Coords, Overlay: m.opt.Overlay && !walking}
	pic.SetFouls(m.fouls)
	for i := range ps.Marks {
		pic.Marks[i] = rune(ps.Marks[i])
	}
	if m.opt.Numbers && !walking {
		for i, n := range ps.Num {
			pic.Numbers[i] = int32(n)
		}
	}
	if ps.HasSel && !walking {
		pic.Add(boardview.RingAt(ps.Sel, boardview.InkSelect, 1))
	}
	return pic
}

// PNG draws the board as a PNG diagram of size pixels on bg, as the screen
// shows it (a printed diagram has no selection).
func (m *Model) PNG(bg boardpng.Background, size int) ([]byte, error) {
	pic := m.Picture(false)
	return boardpng.PNG(&pic, boardpng.Options{Size: size, Background: bg})
}
