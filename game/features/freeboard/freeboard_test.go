package freeboard

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/msg"
	"renju/rules"
)

var pt = rules.MustPoint

// counting returns a model whose forbidden-map computations are counted.
func counting(t *testing.T) (*Model, *int) {
	t.Helper()
	n := 0
	m := New()
	m.forbiddenMap = func(b *rules.Board) []rules.Foul {
		n++
		return rules.ForbiddenMap(b)
	}
	return m, &n
}

func load(t *testing.T, m *Model, s string) {
	t.Helper()
	require.NoError(t, m.Load(s))
}

func at(m *Model, p rules.Point) rules.Stone {
	b := m.Board()
	return b.At(p)
}

func tapAll(m *Model, pts ...string) {
	for _, p := range pts {
		m.Tap(pt(p))
	}
}

func TestNew(t *testing.T) {
	m := New()
	assert.Equal(t, "", m.Position())
	assert.Equal(t, rules.Black, m.ToMove())
	assert.Equal(t, Play, m.Mode())
	assert.Equal(t, Options{Overlay: true, Coords: true}, m.Options())
	assert.Empty(t, m.Fouls())
	assert.False(t, m.CanUndo())
	assert.False(t, m.CanRedo())
	assert.Nil(t, m.Selection())
}

func TestPlayAlternates(t *testing.T) {
	m := New()
	tapAll(m, "h8", "h9", "i8")
	assert.Equal(t, "B:h8,i8 W:h9", m.Position())
	assert.Equal(t, rules.White, m.ToMove())
	v := m.View()
	assert.Equal(t, 1, v.MoveNumber(pt("h8")))
	assert.Equal(t, 2, v.MoveNumber(pt("h9")))
	assert.Equal(t, 3, v.MoveNumber(pt("i8")))
	assert.True(t, v.HasLast)
	assert.Equal(t, pt("i8"), v.Last)

	// A tap on a stone changes nothing and says so.
	rev := m.Rev()
	m.Tap(pt("h9"))
	assert.Equal(t, "B:h8,i8 W:h9", m.Position())
	assert.Equal(t, rev, m.Rev())
	assert.Equal(t, msg.NoticeOccupied, m.Notice().ID)
}

func TestPlayRefusesForbiddenPointAndExplains(t *testing.T) {
	m := New()
	load(t, m, "B:g8,h8,i9,i10 W:a1,a2,a3,a4")
	require.Equal(t, rules.Black, m.ToMove())
	require.Equal(t, []rules.Foul{{Point: pt("i8"), Kind: rules.DoubleThree}}, m.Fouls())
	rev := m.Rev()
	m.Tap(pt("i8"))
	assert.Equal(t, rev, m.Rev(), "the forbidden stone is not placed")
	assert.Equal(t, rules.Empty, at(m, pt("i8")))
	sel := m.Selection()
	require.NotNil(t, sel)
	assert.Equal(t, pt("i8"), sel.Point)
	require.NotNil(t, sel.Trace)
	assert.Equal(t, "forbidden", sel.Trace.Verdict)
	assert.Equal(t, "double-three", sel.Trace.Kind)
	n := m.Notice()
	assert.Equal(t, NoticeForbiddenPlay, n.ID)
	assert.Equal(t, []any{"I8", msg.KindDoubleThree}, n.Args)
	v := m.View()
	assert.Equal(t, "I8 is forbidden for Black (double-three). Use the Black mode to place it anyway.", v.NoticeText(msg.English))
	assert.Contains(t, v.NoticeText(msg.Chinese), "I8是黑棋的禁手（三三禁手）")

	// White may play there; the selection is dropped by a real move.
	m.Tap(pt("o15"))
	assert.Equal(t, rules.White, m.ToMove())
	m.Tap(pt("i8"))
	assert.Equal(t, rules.White, at(m, pt("i8")))
	assert.Nil(t, m.Selection())
}

func TestPlayFiveNotice(t *testing.T) {
	m := New()
	load(t, m, "B:d8,e8,f8,g8 W:a1,a2,a3,a4")
	m.Tap(pt("h8"))
	assert.Equal(t, msg.NoticeFive, m.Notice().ID)
	assert.Equal(t, []any{msg.ColourBlack, "H8"}, m.Notice().Args)
	v := m.View()
	assert.Equal(t, "Black makes five at H8 and wins.", v.NoticeText(msg.English))
	assert.Equal(t, "黑棋在H8连成五子，获胜。", v.NoticeText(msg.Chinese))
	assert.Equal(t, rules.Black, at(m, pt("h8")))
}

func TestEditModes(t *testing.T) {
	tests := []struct {
		name  string
		start string
		mode  Action
		taps  []string
		want  string
	}{
		{"place black", "", SetBlack, []string{"h8", "i9", "j10"}, "B:h8,i9,j10"},
		{"place black twice removes", "", SetBlack, []string{"h8", "h8"}, ""},
		{"black over white replaces", "B:h8 W:h9", SetBlack, []string{"h9"}, "B:h8,h9"},
		{"place white", "B:h8", SetWhite, []string{"a1", "o15"}, "B:h8 W:a1,o15"},
		{"white twice removes", "B:h8 W:h9", SetWhite, []string{"h9"}, "B:h8"},
		{"erase", "B:h8,i8 W:h9", SetErase, []string{"h9", "i8", "a1"}, "B:h8"},
		{"inspect changes nothing", "B:h8", SetInspect, []string{"h9", "h8"}, "B:h8"},
		{"play after edits follows the counts", "B:h8,i8", SetPlay, []string{"a1", "a2", "a3"}, "B:a3,h8,i8 W:a1,a2"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m := New()
			load(t, m, tc.start)
			m.Do(tc.mode)
			tapAll(m, tc.taps...)
			assert.Equal(t, tc.want, m.Position())
		})
	}
}

func TestUndoRedo(t *testing.T) {
	m := New()
	tapAll(m, "h8", "h9")
	m.Do(SetBlack)
	m.Tap(pt("a1"))
	m.Do(SetErase)
	m.Tap(pt("h9"))
	m.Do(Clear)
	assert.Equal(t, "", m.Position())
	assert.Equal(t, NoticeCleared, m.Notice().ID)

	history := []string{"B:a1,h8", "B:a1,h8 W:h9", "B:h8 W:h9", "B:h8", ""}
	for _, want := range history {
		m.Do(Undo)
		assert.Equal(t, want, m.Position())
	}
	assert.False(t, m.CanUndo())
	m.Do(Undo)
	assert.Equal(t, NoticeNothingUndo, m.Notice().ID)
	assert.Equal(t, "", m.Position())

	for i := len(history) - 2; i >= 0; i-- {
		m.Do(Redo)
		assert.Equal(t, history[i], m.Position())
	}
	m.Do(Redo)
	assert.Equal(t, "", m.Position(), "redo of the clear")
	assert.False(t, m.CanRedo())
	m.Do(Redo)
	assert.Equal(t, NoticeNothingRedo, m.Notice().ID)

	// A new change after undo drops the redo history.
	m.Do(Undo)
	assert.True(t, m.CanRedo())
	m.Do(SetPlay)
	m.Tap(pt("o1"))
	assert.False(t, m.CanRedo())
}

func TestUndoRestoresMoveNumbers(t *testing.T) {
	m := New()
	tapAll(m, "h8", "h9", "i8")
	m.Do(Undo)
	v := m.View()
	assert.Equal(t, pt("h9"), v.Last)
	assert.Equal(t, 0, v.MoveNumber(pt("i8")))
	m.Tap(pt("j8"))
	v = m.View()
	assert.Equal(t, 3, v.MoveNumber(pt("j8")))
}

func TestClearEmptyBoardIsNoOp(t *testing.T) {
	m := New()
	m.Do(Clear)
	assert.False(t, m.CanUndo())
}

func TestForbiddenMapOnlyOnPositionChange(t *testing.T) {
	m, n := counting(t)
	load(t, m, "B:g8,h8,i9,i10 W:a1,a2,a3,a4")
	assert.Equal(t, 1, *n)
	// Things that do not change the stones do not recompute.
	m.Hover(pt("c3"), true)
	for _, a := range []Action{ToggleOverlay, ToggleCoords, ToggleNumbers, ToggleHelp, ToggleHelp, SetInspect, SetPlay, Escape} {
		m.Do(a)
	}
	for i := 0; i < 100; i++ {
		_ = m.View()
	}
	m.Tap(pt("i8")) // refused: forbidden
	m.Inspect(pt("c3"))
	m.Tap(pt("h8")) // occupied
	assert.Equal(t, 1, *n)
	// Each change recomputes once.
	m.Tap(pt("c3"))
	assert.Equal(t, 2, *n)
	m.Do(Undo)
	m.Do(Redo)
	m.Do(Clear)
	assert.Equal(t, 5, *n)
	require.NoError(t, m.Load("")) // already empty: no change
	assert.Equal(t, 5, *n)
	assert.Error(t, m.Load("zz99"))
	assert.Equal(t, 5, *n)
}

func TestFoulKinds(t *testing.T) {
	tests := []struct {
		pos  string
		want map[string]rules.Kind
	}{
		{"", map[string]rules.Kind{}},
		{"B:g8,h8,i9,i10 W:a1,a2,a3,a4", map[string]rules.Kind{"i8": rules.DoubleThree}},
		{"B:e8,f8,g8,h10,h11,h12 W:a1,a2,a3,a4,a5,a6", map[string]rules.Kind{"h8": rules.DoubleFour}},
		{"B:d8,e8,f8,g8,i8,j8 W:a1,a2,a3,a4,a5,a6", map[string]rules.Kind{"h8": rules.Overline}},
	}
	for _, tc := range tests {
		t.Run(tc.pos, func(t *testing.T) {
			m := New()
			load(t, m, tc.pos)
			got := map[string]rules.Kind{}
			for _, f := range m.Fouls() {
				got[f.Point.String()] = f.Kind
			}
			for k, v := range tc.want {
				assert.Equal(t, v, got[k], "kind at %s", k)
			}
			v := m.View()
			for col := 0; col < rules.Size; col++ {
				for row := 0; row < rules.Size; row++ {
					p := rules.Point{Col: col, Row: row}
					assert.Equal(t, got[p.String()], v.FoulAt(p), "%s", p)
				}
			}
		})
	}
}

func TestLoad(t *testing.T) {
	m := New()
	require.NoError(t, m.Load("h8 h9 i8"))
	assert.Equal(t, "B:h8,i8 W:h9", m.Position())
	v := m.View()
	assert.Equal(t, 3, v.MoveNumber(pt("i8")), "a move list keeps its order")
	assert.Equal(t, pt("i8"), v.Last)

	require.NoError(t, m.Load("B:h8,i9 W:h9"))
	v = m.View()
	assert.Equal(t, 0, v.MoveNumber(pt("h8")), "a stone list has no order")
	assert.False(t, v.HasLast)

	err := m.Load("B:h8,zz")
	assert.Error(t, err)
	assert.Equal(t, "B:h8,i9 W:h9", m.Position(), "unchanged on error")

	m.Do(Undo)
	assert.Equal(t, "B:h8,i8 W:h9", m.Position(), "loading is undoable")

	diagram := strings.Repeat(strings.Repeat(". ", 15)+"\n", 7) +
		". . . . . . . X . . . . . . .\n" +
		strings.Repeat(strings.Repeat(". ", 15)+"\n", 7)
	require.NoError(t, m.Load(diagram))
	assert.Equal(t, "B:h8", m.Position())
}

func TestInspect(t *testing.T) {
	m := New()
	load(t, m, "B:g8,h8,i9 W:a1,a2,a3")
	m.Do(SetInspect)
	m.Tap(pt("i8"))
	sel := m.Selection()
	require.NotNil(t, sel)
	require.NotNil(t, sel.Trace)
	assert.Equal(t, "legal", sel.Trace.Verdict)

	// The selection follows position changes: with i10 added, i8 becomes
	// a double-three.
	m.Do(SetBlack)
	m.Tap(pt("i10"))
	sel = m.Selection()
	require.NotNil(t, sel)
	assert.Equal(t, "forbidden", sel.Trace.Verdict)

	v := m.View()
	title, summary := v.Explanation(msg.English)
	assert.Equal(t, "Why? — Black at I8", title)
	assert.Contains(t, summary, "forbidden")
	assert.Contains(t, summary, "double-three")

	// Covering the point drops the selection; inspecting a stone says so.
	m.Tap(pt("i8"))
	assert.Nil(t, m.Selection())
	m.Inspect(pt("h8"))
	v = m.View()
	_, summary = v.Explanation(msg.English)
	assert.Contains(t, summary, "H8 is occupied")
}

func TestEscapeAndHelp(t *testing.T) {
	m := New()
	m.Inspect(pt("h8"))
	m.Do(ToggleHelp)
	assert.True(t, m.HelpOpen())
	m.Do(Escape)
	assert.False(t, m.HelpOpen())
	assert.NotNil(t, m.Selection())
	m.Do(Escape)
	assert.Nil(t, m.Selection())

	// A tap while the help is open only closes it.
	m.Do(ToggleHelp)
	m.Tap(pt("h8"))
	assert.False(t, m.HelpOpen())
	assert.Equal(t, "", m.Position())
}

func TestWhyHere(t *testing.T) {
	m := New()
	m.Do(WhyHere)
	assert.Nil(t, m.Selection(), "no hover, nothing to explain")
	m.Hover(pt("c3"), true)
	m.Do(WhyHere)
	require.NotNil(t, m.Selection())
	assert.Equal(t, pt("c3"), m.Selection().Point)
	m.Hover(rules.Point{}, false)
	assert.False(t, m.View().Hovering)
}

func TestModesAndActions(t *testing.T) {
	m := New()
	for _, mode := range Modes() {
		m.Do(ModeAction(mode))
		assert.Equal(t, mode, m.Mode())
	}
	assert.Equal(t, []string{"play", "black", "white", "erase", "inspect"},
		[]string{Play.String(), PlaceBlack.String(), PlaceWhite.String(), Erase.String(), Inspect.String()})
	m.Do(ToggleOverlay)
	m.Do(ToggleCoords)
	m.Do(ToggleNumbers)
	assert.Equal(t, Options{Overlay: false, Coords: false, Numbers: true}, m.Options())
}

func TestPreview(t *testing.T) {
	tests := []struct {
		mode  Action
		pos   string
		hover string
		want  Preview
	}{
		{SetPlay, "", "h8", GhostBlack},
		{SetPlay, "B:h8", "h9", GhostWhite},
		{SetPlay, "B:h8", "h8", NoPreview},
		{SetPlay, "B:g8,h8,i9,i10 W:a1,a2,a3,a4", "i8", AskMark}, // forbidden: a tap explains
		{SetPlay, "B:g8,h8,i9,i10 W:a1,a2,a3", "i8", GhostWhite}, // White may play there
		{SetBlack, "B:h8", "h8", EraseMark},
		{SetBlack, "W:h8", "h8", GhostBlack},
		{SetWhite, "", "a1", GhostWhite},
		{SetWhite, "W:a1", "a1", EraseMark},
		{SetErase, "B:h8", "h8", EraseMark},
		{SetErase, "B:h8", "h9", NoPreview},
		{SetInspect, "B:h8", "h9", AskMark},
		{SetInspect, "B:h8", "h8", NoPreview},
	}
	for _, tc := range tests {
		m := New()
		load(t, m, tc.pos)
		m.Do(tc.mode)
		m.Hover(pt(tc.hover), true)
		v := m.View()
		assert.Equal(t, tc.want, v.Preview(), "%v %q hover %s", tc.mode, tc.pos, tc.hover)
	}
	m := New()
	v := m.View()
	assert.Equal(t, NoPreview, v.Preview(), "no hover")
}

func TestPanelTexts(t *testing.T) {
	m := New()
	tapAll(m, "h8", "h9")
	v := m.View()
	assert.Equal(t, "Black to move · move 3", v.Status(msg.English))
	assert.Equal(t, msg.T(msg.English, HintPlay), v.Hint(msg.English))
	assert.Equal(t, "", v.NoticeText(msg.English))
	m.Tap(pt("h8"))
	v = m.View()
	assert.Equal(t, "H8 is already taken.", v.NoticeText(msg.English))
	for _, mode := range Modes() {
		m.Do(ModeAction(mode))
		v = m.View()
		assert.NotEmpty(t, v.Hint(msg.English))
	}
}

func TestUndoHistoryBounded(t *testing.T) {
	m := New()
	m.Do(SetBlack)
	for i := 0; i < maxUndo+50; i++ {
		m.Tap(pt("h8"))
	}
	assert.Len(t, m.undo, maxUndo)
}
