package layout

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/rules"
)

func inside(outer, inner Rect) bool {
	return inner.X >= outer.X && inner.Y >= outer.Y &&
		inner.X+inner.W <= outer.X+outer.W+1e-9 && inner.Y+inner.H <= outer.Y+outer.H+1e-9
}

func overlap(a, b Rect) bool {
	return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}

func TestComputeWindowSizes(t *testing.T) {
	tests := []struct {
		name        string
		cssW, cssH  float64
		dpr         float64
		orient      Orientation
		minBoardCSS float64 // the board side must be at least this (CSS px)
	}{
		{"phone portrait", 390, 844, 3, Portrait, 378},
		{"phone landscape", 844, 390, 3, Landscape, 378},
		{"laptop", 1280, 800, 1, Landscape, 785},
		{"laptop retina", 1280, 800, 2, Landscape, 785},
		{"projector", 1920, 1080, 1, Landscape, 1060},
		{"square-ish", 1000, 950, 1, Landscape, 600},
		// The panel below keeps room for a lesson page's five lines.
		{"tablet portrait", 768, 1024, 2, Portrait, 680},
		{"small phone", 360, 640, 3, Portrait, 320},
		{"tiny", 200, 150, 1, Landscape, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			w, h := tc.cssW*tc.dpr, tc.cssH*tc.dpr
			l := Compute(w, h, tc.dpr)
			screen := Rect{0, 0, w, h}
			assert.Equal(t, tc.orient, l.Orient)
			assert.Equal(t, l.Board.W, l.Board.H, "board is square")
			assert.True(t, inside(screen, l.Board), "board %v inside screen %v", l.Board, screen)
			assert.True(t, inside(screen, l.Panel), "panel %v inside screen", l.Panel)
			assert.False(t, overlap(l.Board, l.Panel), "board %v and panel %v overlap", l.Board, l.Panel)
			assert.GreaterOrEqual(t, l.Board.W/tc.dpr, tc.minBoardCSS)
			// The grid and the edge stones lie on the board.
			x0, y0 := l.PointXY(rules.Point{Col: 0, Row: rules.Size - 1})
			x1, y1 := l.PointXY(rules.Point{Col: rules.Size - 1, Row: 0})
			r := l.StoneRadius()
			if tc.minBoardCSS > 0 {
				assert.True(t, inside(l.Board, Rect{x0 - r, y0 - r, x1 - x0 + 2*r, y1 - y0 + 2*r}), "stones fit on the board")
			}
			// Crisp lines: a whole number of pixels between lines, and
			// line centres on pixel centres for odd widths.
			assert.Equal(t, math.Floor(l.Cell), l.Cell)
			frac := x0 - math.Floor(x0)
			if int(l.LineW)%2 == 1 {
				assert.Equal(t, 0.5, frac)
			} else {
				assert.Equal(t, 0.0, frac)
			}
			assert.GreaterOrEqual(t, l.Font/tc.dpr, float64(minFont)-0.5)
			assert.LessOrEqual(t, l.Font/tc.dpr, float64(maxFont)+0.5)
		})
	}
}

func TestLandscapeBoardTakesFullHeight(t *testing.T) {
	l := Compute(1280, 800, 1)
	edge := math.Round(edgeEm * l.Font)
	assert.Equal(t, 800-2*edge, l.Board.W)
	assert.Greater(t, l.Panel.X, l.Board.X+l.Board.W)
	assert.GreaterOrEqual(t, l.Panel.W, 15*l.Font)
}

func TestPortraitPanelBelow(t *testing.T) {
	l := Compute(390*3, 844*3, 3)
	assert.Greater(t, l.Panel.Y, l.Board.Y+l.Board.H-1)
	assert.GreaterOrEqual(t, l.Panel.H, 14*l.Font)
}

func TestPointRoundTrip(t *testing.T) {
	for _, dims := range [][3]float64{{1280, 800, 1}, {390 * 3, 844 * 3, 3}, {1920, 1080, 1}, {2560, 1600, 2}} {
		l := Compute(dims[0], dims[1], dims[2])
		for col := 0; col < rules.Size; col++ {
			for row := 0; row < rules.Size; row++ {
				p := rules.Point{Col: col, Row: row}
				x, y := l.PointXY(p)
				got, ok := l.PointAt(x, y)
				require.True(t, ok, "%v at %v", p, dims)
				require.Equal(t, p, got)
				// A little off the point still picks it.
				got, ok = l.PointAt(x+0.45*l.Cell, y-0.3*l.Cell)
				require.True(t, ok)
				require.Equal(t, p, got)
			}
		}
	}
}

func TestPointAt(t *testing.T) {
	l := Compute(1280, 800, 1)
	h8x, h8y := l.PointXY(rules.Center)
	c := l.Cell
	tests := []struct {
		name   string
		dx, dy float64 // in cells from h8
		want   string  // "" = no point
	}{
		{"on h8", 0, 0, "h8"},
		{"right half cell", 0.49, 0, "h8"},
		{"just past half: i8", 0.51, 0, "i8"},
		{"up one", 0, -1, "h9"},
		{"down one", 0, 1, "h7"},
		{"diagonal gap between four points", 0.5, 0.5, ""},
		{"near a corner of the cell still snaps", 0.4, 0.4, "h8"},
		{"left edge a8", -7, 0, "a8"},
		{"outside the grid but within snap", -7.55, 0, "a8"},
		{"off the board", -7.7, 0, ""},
		{"far off", 100, 100, ""},
		{"top-left a15", -7, -7, "a15"},
		{"bottom-right o1", 7, 7, "o1"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, ok := l.PointAt(h8x+tc.dx*c, h8y+tc.dy*c)
			if tc.want == "" {
				assert.False(t, ok, "got %v", p)
				return
			}
			require.True(t, ok)
			assert.Equal(t, tc.want, p.String())
		})
	}
}

func TestPanelLayout(t *testing.T) {
	for _, dims := range [][3]float64{{1280, 800, 1}, {390 * 3, 844 * 3, 3}, {1920, 1080, 1}, {844 * 2, 390 * 2, 2}} {
		t.Run(fmt.Sprint(dims), func(t *testing.T) {
			l := Compute(dims[0], dims[1], dims[2])
			legend := []float64{6 * l.Font, 6 * l.Font, 5 * l.Font}
			p := l.PanelLayout([]int{5, 3, 4}, legend)
			require.Len(t, p.Rows, 3)
			var all []Rect
			for i, n := range []int{5, 3, 4} {
				require.Len(t, p.Rows[i], n)
				all = append(all, p.Rows[i]...)
			}
			all = append(all, p.Legend...)
			for i, a := range all {
				assert.True(t, inside(l.Panel, a), "item %d %v inside panel %v", i, a, l.Panel)
				assert.Greater(t, a.W, 0.0)
				for _, b := range all[i+1:] {
					assert.False(t, overlap(a, b), "%v overlaps %v", a, b)
				}
			}
			// Buttons are comfortably tappable: at least 40 CSS px wide and 30 high.
			for _, b := range p.Rows[0] {
				assert.GreaterOrEqual(t, b.W/dims[2], 40.0)
				assert.GreaterOrEqual(t, b.H/dims[2], 30.0)
			}
			assert.GreaterOrEqual(t, p.Text.Y, p.LegendArea.Y+p.LegendArea.H)
			assert.Greater(t, p.Text.H, 3*p.LineH, "room for some explanation")
		})
	}
}

func TestRow(t *testing.T) {
	rs := Row(Rect{10, 0, 100, 20}, 3, 5)
	require.Len(t, rs, 3)
	assert.Equal(t, 10.0, rs[0].X)
	assert.InDelta(t, 110.0, rs[2].X+rs[2].W, 0.5)
	assert.Nil(t, Row(Rect{}, 0, 1))
}

func TestFlowWraps(t *testing.T) {
	rs, bottom := flow(Rect{0, 0, 100, 0}, []float64{40, 40, 40}, 10, 20)
	assert.Equal(t, []Rect{{0, 0, 40, 20}, {50, 0, 40, 20}, {0, 20, 40, 20}}, rs)
	assert.Equal(t, 40.0, bottom)
}

func TestWrap(t *testing.T) {
	measure := func(s string) float64 { return float64(len(s)) } // one unit per byte
	tests := []struct {
		name  string
		text  string
		width float64
		want  []string
	}{
		{"fits", "hello world", 20, []string{"hello world"}},
		{"breaks at spaces", "aaa bbb ccc", 7, []string{"aaa bbb", "ccc"}},
		{"keeps paragraphs", "one\n\ntwo", 10, []string{"one", "", "two"}},
		{"hanging indent", "  aaa bbb ccc", 9, []string{"  aaa bbb", "    ccc"}},
		{"long word broken", "abcdefghij", 4, []string{"abcd", "efgh", "ij"}},
		{"trailing spaces dropped", "abc   ", 3, []string{"abc"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := Wrap(tc.text, tc.width, measure)
			assert.Equal(t, tc.want, got)
			for _, l := range got {
				assert.LessOrEqual(t, measure(l), tc.width, "%q", l)
			}
		})
	}
	// Multi-byte text is broken between runes, never inside one.
	got := Wrap("三三禁手四四禁手", 6, measure)
	for _, l := range got {
		assert.True(t, strings.ToValidUTF8(l, "?") == l, "valid UTF-8: %q", l)
	}
	assert.Equal(t, "三三禁手四四禁手", strings.Join(got, ""))
}
