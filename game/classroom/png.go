package classroom

import (
	"renju/game/diagram"
	"renju/rules"
)

// DiagramInput is the position as a printable diagram draws it: stones,
// move numbers, marks and the forbidden map.
func (m *Model) DiagramInput() *diagram.Input {
	ps := m.pos
	in := &diagram.Input{
		Board: ps.Board,
		Num:   func(p rules.Point) int { return ps.NumAt(p) },
		Marks: map[rules.Point]rune{},
		Fouls: m.fouls,
	}
	for _, pm := range ps.MarkList() {
		in.Marks[pm.Point] = rune(pm.Mark)
	}
	return in
}

// PNG draws the board as a PNG diagram of size pixels on bg, with the
// screen's switches: coordinates, move numbers and forbidden marks as
// shown.
func (m *Model) PNG(bg diagram.Background, size int) ([]byte, error) {
	return diagram.PNG(m.DiagramInput(), diagram.Options{
		Size: size, Background: bg, Coords: m.opt.Coords, Numbers: m.opt.Numbers, Fouls: m.opt.Overlay,
	})
}
