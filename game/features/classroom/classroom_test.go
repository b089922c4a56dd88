package classroom

import (
	"bytes"
	"encoding/json"
	"image/png"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/boardpng"
	"renju/boardview"
	"renju/game/vocab/input"
	"renju/game/vocab/screenview"
	"renju/msg"
	"renju/position"
	"renju/rules"
)

var P = rules.MustPoint

// edit builds a position with the model's tools.
func edit(t *testing.T, steps ...any) *Model {
	t.Helper()
	m := New()
	for _, s := range steps {
		switch s := s.(type) {
		case Tool:
			m.SetTool(s)
		case string:
			m.Tap(P(s))
		default:
			t.Fatalf("bad step %v", s)
		}
	}
	return m
}

// pos returns a copy of m's position.
func pos(m *Model) *position.Position {
	ps := m.Position()
	return &ps
}

func TestTools(t *testing.T) {
	m := edit(t, ToolBlack, "h8", "i9", ToolWhite, "h9", "g7", ToolNumbered, "j10", "k11", ToolLetter, "a1", "b2", ToolTriangle, "c3", ToolSquare, "d4", ToolCircle, "e5")
	ps := m.Position()
	assert.Equal(t, "B:h8,i9,j10 W:g7,h9,k11", rules.FormatStones(&ps.Board))
	assert.Equal(t, 1, ps.NumAt(P("j10")), "numbering starts with the side to move (Black)")
	assert.Equal(t, 2, ps.NumAt(P("k11")))
	assert.Equal(t, 0, ps.NumAt(P("h8")))
	assert.Equal(t, []position.PointMark{{Point: P("a1"), Mark: 'A'}, {Point: P("b2"), Mark: 'B'}, {Point: P("c3"), Mark: position.Triangle}, {Point: P("d4"), Mark: position.Square}, {Point: P("e5"), Mark: position.Circle}}, ps.MarkList())

	// Tapping again toggles; letters fill the first gap.
	m.SetTool(ToolLetter)
	m.Tap(P("a1"))
	m.Tap(P("f6"))
	ps = m.Position()
	assert.Equal(t, position.Mark('A'), ps.MarkAt(P("f6")))
	assert.Equal(t, position.NoMark, ps.MarkAt(P("a1")))
	m.SetTool(ToolCircle)
	m.Tap(P("e5"))
	assert.Equal(t, position.NoMark, pos(m).MarkAt(P("e5")))

	// Numbered: an occupied point is refused with a message, the last
	// numbered stone is taken back.
	m.SetTool(ToolNumbered)
	m.Tap(P("h8"))
	assert.Equal(t, ClassOccupied, m.Notice().ID)
	m.Tap(P("k11"))
	assert.Equal(t, rules.Empty, pos(m).Board.At(P("k11")))
	m.Tap(P("l12"))
	assert.Equal(t, rules.White, pos(m).Board.At(P("l12")), "move 2 is White")

	// Erase removes stone, number and mark.
	m.SetTool(ToolErase)
	m.Tap(P("j10"))
	m.Tap(P("d4"))
	ps = m.Position()
	assert.Equal(t, rules.Empty, ps.Board.At(P("j10")))
	assert.Equal(t, 0, ps.NumAt(P("j10")))
	assert.Equal(t, position.NoMark, ps.MarkAt(P("d4")))
	moves := ps.Moves()
	require.Len(t, moves, 2)
	assert.False(t, moves[0].OnBoard(), "a gap where move 1 was")

	// Black over a white numbered stone: black, unnumbered.
	m.SetTool(ToolBlack)
	m.Tap(P("l12"))
	assert.Equal(t, rules.Black, pos(m).Board.At(P("l12")))
	assert.Equal(t, 0, pos(m).NumAt(P("l12")))
	m.Tap(P("l12"))
	assert.Equal(t, rules.Empty, pos(m).Board.At(P("l12")), "tap again to remove")
}

func TestNumberedFromWhite(t *testing.T) {
	m := edit(t, ToolBlack, "h8", ToolNumbered, "h9", "i9")
	ps := m.Position()
	assert.Equal(t, rules.White, ps.First)
	assert.Equal(t, rules.White, ps.Board.At(P("h9")))
	assert.Equal(t, rules.Black, ps.Board.At(P("i9")))
	_, ok := ps.MoveOrder()
	assert.False(t, ok, "not a game from the empty board")
}

func TestUndoRedoCoversMarksAndSelection(t *testing.T) {
	m := edit(t, ToolBlack, "h8", ToolLetter, "h9", ToolSelect, "i9")
	assert.True(t, pos(m).HasSel)
	m.Undo()
	assert.False(t, pos(m).HasSel)
	m.Undo()
	assert.Equal(t, position.NoMark, pos(m).MarkAt(P("h9")))
	m.Undo()
	assert.Equal(t, rules.Empty, pos(m).Board.At(P("h8")))
	m.Undo()
	assert.Equal(t, ClassNothingUndo, m.Notice().ID)
	m.Redo()
	m.Redo()
	m.Redo()
	assert.True(t, pos(m).HasSel)
	m.Redo()
	assert.Equal(t, ClassNothingRedo, m.Notice().ID)
	m.ClearBoard()
	assert.Equal(t, position.Position{}, m.Position())
	m.Undo()
	assert.Equal(t, rules.Black, pos(m).Board.At(P("h8")))
}

func TestSelectionDroppedWhenCovered(t *testing.T) {
	m := edit(t, ToolSelect, "h8", ToolBlack, "h8")
	assert.False(t, pos(m).HasSel)
}

func TestOverlayMapAndPicture(t *testing.T) {
	m := New()
	require.NoError(t, m.ImportText("B:g8,j8,h9,h10"))
	assert.Equal(t, rules.DoubleThree, m.FoulAt(P("h8")))
	require.Len(t, m.Fouls(), 1)
	pic := m.Picture(false)
	assert.True(t, pic.Overlay)
	assert.Equal(t, rules.DoubleThree, pic.Foul(P("h8")))
	m.Do(SwitchOverlay)
	assert.False(t, m.Picture(false).Overlay)
	assert.Len(t, m.Fouls(), 1, "the map is kept with the overlay off")
	m.Do(SwitchOverlay)
	assert.False(t, m.Picture(true).Overlay, "a walk's board shows no forbidden marks")

	require.NoError(t, m.ImportText("h8 h9 i8"))
	shown, walking := m.Picture(false), m.Picture(true)
	assert.Equal(t, 3, shown.Number(P("i8")))
	assert.Equal(t, 0, walking.Number(P("i8")), "a walk numbers its own stones")
	m.Select(P("j8"))
	assert.Equal(t, []boardview.Note{boardview.RingAt(P("j8"), boardview.InkSelect, 1)}, m.Picture(false).Notes)
	assert.Empty(t, m.Picture(true).Notes)
}

// A clicker's keys step the walk the screen opens; with no point to walk,
// the panel says how to choose one.
func TestClickerWithoutSelection(t *testing.T) {
	m := New()
	require.NoError(t, m.ImportText("B:g8,j8,h9,h10"))
	m.Do(KeyAction(input.Press{Key: input.KeyPageDown}))
	assert.Equal(t, ClassSelectFirst, m.Notice().ID, "nothing selected yet")
	m.Select(P("h8"))
	assert.True(t, m.Walkable())
	m.Do(KeyAction(input.Press{Key: input.KeyPageDown}))
	assert.Equal(t, msg.ID(""), m.Notice().ID)
	m.Do(KeyAction(input.Press{Key: input.KeyEscape}))
	assert.False(t, m.Walkable())
	m.Select(P("g8"))
	assert.False(t, m.Walkable(), "a stone has no walk")
}

func TestKeys(t *testing.T) {
	for _, tc := range []struct {
		key         input.Key
		ctrl, shift bool
		want        Action
	}{
		{input.KeyPageDown, false, false, WalkNext}, {input.KeyPageUp, false, false, WalkPrev},
		{input.KeyRight, false, false, WalkNext}, {input.KeyLeft, false, false, WalkPrev},
		{input.KeyZ, true, false, DoUndo}, {input.KeyZ, true, true, DoRedo}, {input.KeyY, false, false, DoRedo},
		{input.Key1, false, false, UseBlack}, {input.Key9, false, false, UseSelect}, {input.KeyL, false, false, NoAction},
		{input.KeyF, false, false, SwitchOverlay}, {input.KeyF, true, false, NoAction},
		{input.KeyS, false, false, Share}, {input.KeyG, false, false, ExportPNG}, {input.KeyI, false, false, ImportText},
		{input.KeyE, false, false, ExportText}, {input.KeyU, false, false, Fullscreen}, {input.KeyP, false, false, SwitchPresenter},
	} {
		p := input.Press{Key: tc.key, Ctrl: tc.ctrl, Shift: tc.shift}
		assert.Equal(t, tc.want, KeyAction(p), "%+v", p)
	}
	// Every button's shortcut does what the button does.
	m := New()
	for _, row := range m.buttons() {
		for _, b := range row {
			if b.key == input.KeyNone {
				continue
			}
			assert.Equal(t, b.action, KeyAction(input.Press{Key: b.key}), "button %s key %s", b.label, b.key.Label())
			assert.NotEqual(t, string(b.label), msg.T(msg.English, b.label), "%s has a text", b.label)
		}
	}
}

// The panel's buttons: the current tool filled, switches outlined when
// on, pictures for the stones and shapes, undo only with a history.
func TestRows(t *testing.T) {
	m := New()
	rows := m.Rows(msg.English)
	assert.Equal(t, screenview.Button{ID: "class.black", Name: "Black", Icon: screenview.BlackStone, Style: screenview.Primary}, rows[0][0], "a picture, named for a screen reader")
	assert.Equal(t, screenview.Button{ID: "class.erase", Label: "Erase"}, rows[0][2])
	assert.Equal(t, screenview.Triangle, rows[1][1].Icon)
	assert.Equal(t, "Triangle", rows[1][1].Name)
	assert.True(t, rows[2][0].Disabled, "nothing to undo")
	assert.Equal(t, screenview.On, rows[3][0].Style, "the overlay is on")
	m.Tap(P("h8"))
	assert.False(t, m.Rows(msg.English)[2][0].Disabled)
	zh := m.Panel(msg.Chinese)
	assert.Equal(t, "撤销", zh.Rows[2][0].Label)
	assert.NotEmpty(t, zh.Status)
}

func TestRequests(t *testing.T) {
	m := New()
	for a, r := range map[Action]Request{Share: ReqShare, ExportPNG: ReqExportPNG, ImportText: ReqImport, ExportText: ReqExport, Fullscreen: ReqFullscreen} {
		m.Do(a)
		assert.Equal(t, r, m.TakeRequest())
		assert.Equal(t, NoRequest, m.TakeRequest(), "taken once")
	}
}

func TestPageMarks(t *testing.T) {
	m := edit(t, ToolLetter, "h8", ToolTriangle, "a1", ToolSquare, "o15")
	data, err := json.Marshal(m.PageMarks())
	require.NoError(t, err)
	assert.JSONEq(t, `[{"point":"a1","mark":"triangle"},{"point":"h8","mark":"A"},{"point":"o15","mark":"square"}]`, string(data))
	assert.Equal(t, "[]", func() string { b, _ := json.Marshal(New().PageMarks()); return string(b) }())
}

// ---- the share link ----

func TestLinkRoundTrip(t *testing.T) {
	for _, tc := range []struct {
		name  string
		m     *Model
		value string
	}{
		{"empty", New(), "1"},
		{"stones", edit(t, ToolBlack, "h8", "i9", ToolWhite, "h9"), "1.bh8i9.wh9"},
		{"moves", edit(t, ToolNumbered, "h8", "h9", "i8"), "1.nbh8h9i8"},
		{"moves after stones", edit(t, ToolBlack, "h8", ToolNumbered, "h9", "i10"), "1.bh8.nwh9i10"},
		{"marks and selection", edit(t, ToolBlack, "h8", ToolLetter, "h10", "j10", ToolTriangle, "a1", ToolSquare, "o15", ToolCircle, "k3", ToolSelect, "g8"), "1.bh8.mta1Ah10Bj10ck3so15.pg8"},
		{"gap", edit(t, ToolNumbered, "h8", "h9", "i8", ToolErase, "h9"), "1.nbh8-i8"},
		{"mark on a stone", edit(t, ToolNumbered, "h8", ToolTriangle, "h8"), "1.nbh8.mth8"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ps := tc.m.Position()
			got := position.Encode(&ps)
			assert.Equal(t, tc.value, got)
			assert.Regexp(t, `^[0-9A-Za-z.\-]+$`, got, "URL-safe")
			back, err := position.Decode(got)
			require.NoError(t, err)
			assert.Equal(t, ps, back)
			back2, err := position.Decode("#class=" + got + "&lang=zh")
			require.NoError(t, err)
			assert.Equal(t, ps, back2)
			assert.Equal(t, "#class="+got, tc.m.Hash())
		})
	}
}

func TestLinkErrors(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"", "empty"},
		{"x.bh8", `"x" is not a version number`},
		{"2.bh8", "newer version"},
		{"1.bh8.bh9", `part 2 "bh9": part "b" given twice`},
		{"1.bh8.wh8", "h8 is black stone and also white stone"},
		{"1.bh8z9", `part 1 "bh8z9": point 2: point "z9": column "z" is off the board`},
		{"1.bh16", "row 16 is off the board"},
		{"1.b", "no points"},
		{"1..bh8", "empty part"},
		{"1.xh8", `unknown part "x"`},
		{"1.nh8", "start with b or w"},
		{"1.nbh8-", "last move is missing"},
		{"1.nbh8h8", "h8 is move 1 and also move 2"},
		{"1.mZ", `mark "Z": empty point`},
		{"1.m?h8", `unknown mark "?"`},
		{"1.mAh8th8", "two marks on h8"},
		{"1.pq1", "off the board"},
		{"1.bH8", `"H" is not a column letter`},
		{strings.Repeat("1", 9000), "too long"},
	} {
		t.Run(tc.in[:min(len(tc.in), 20)], func(t *testing.T) {
			_, err := position.Decode(tc.in)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
			assert.True(t, strings.HasPrefix(err.Error(), "share link"), err.Error())
		})
	}
}

func TestBadLinkLeavesBoard(t *testing.T) {
	m := edit(t, ToolBlack, "h8", ToolLetter, "h9")
	before := m.Position()
	rev := m.Rev()
	require.Error(t, m.LoadLink("1.bh8.wzz"))
	assert.Equal(t, before, m.Position())
	assert.Equal(t, rev, m.Rev())
	assert.Contains(t, panelNotice(m), "The link could not be read, so the board is unchanged: share link, part 2")
	require.NoError(t, m.LoadLink("1.wa1"))
	assert.Equal(t, rules.White, pos(m).Board.At(P("a1")))
	m.Undo()
	assert.Equal(t, before, m.Position(), "loading a link is undoable")
}

// ---- import and export ----

func TestImport(t *testing.T) {
	diagram := rules.FormatDiagram(func() *rules.Board { b, _ := rules.ParseStones("B:h8 W:h9"); return &b }(), map[rules.Point]rune{P("a1"): 'A', P("b2"): '^', P("c3"): '#', P("d4"): '*', P("e5"): 'c'})
	for _, tc := range []struct {
		name, in string
		stones   string
		moves    []string
		marks    []position.PointMark
	}{
		{"moves", "h8 h9 i8", "B:h8,i8 W:h9", []string{"h8", "h9", "i8"}, nil},
		{"compact", "h8h9i8", "B:h8,i8 W:h9", []string{"h8", "h9", "i8"}, nil},
		{"commas and upper case", " H8, H9,I8 ", "B:h8,i8 W:h9", []string{"h8", "h9", "i8"}, nil},
		{"stones", "B:h8,i9 W:h9", "B:h8,i9 W:h9", nil, nil},
		{"diagram", diagram, "B:h8 W:h9", nil, []position.PointMark{{Point: P("a1"), Mark: 'A'}, {Point: P("b2"), Mark: position.Triangle}, {Point: P("c3"), Mark: position.Square}, {Point: P("d4"), Mark: position.Circle}, {Point: P("e5"), Mark: 'C'}}},
		{"share link", "http://localhost:8080/#class=1.bh8.mAa1", "B:h8", nil, []position.PointMark{{Point: P("a1"), Mark: 'A'}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ps, err := Import(tc.in)
			require.NoError(t, err)
			assert.Equal(t, tc.stones, rules.FormatStones(&ps.Board))
			var moves []string
			for _, p := range ps.Moves() {
				moves = append(moves, p.String())
			}
			assert.Equal(t, tc.moves, moves)
			assert.Equal(t, tc.marks, ps.MarkList())
		})
	}
}

func TestImportErrors(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"", "nothing to import"},
		{"h8 h9 z3", `move list: move 3: point "z3"`},
		{"h8 h9 h8", "move list: move 3: h8 was already played at move 1"},
		{"h8h9i", `move list: move 3: point "i": missing row number`},
		{"B:h8 Q:h9", `stones: unknown colour "Q:"`},
		{"B:h8,h8", `stones: point "h8" is given twice`},
		{strings.Repeat(". . .\n", 15), "diagram: line 1 (row 15): 3 cells, want 15"},
		{"#class=1.bq3", "share link"},
	} {
		t.Run(tc.want, func(t *testing.T) {
			m := edit(t, ToolBlack, "a1")
			before := m.Position()
			err := m.ImportText(tc.in)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
			assert.Equal(t, before, m.Position(), "the board is unchanged")
			assert.Contains(t, panelNotice(m), "Nothing imported, the board is unchanged: ")
		})
	}
}

func TestExport(t *testing.T) {
	game := edit(t, ToolNumbered, "h8", "h9", "i8")
	mixed := edit(t, ToolBlack, "h8", ToolNumbered, "h9", ToolLetter, "a1")
	for _, tc := range []struct {
		name   string
		m      *Model
		f      Format
		want   string
		wantAs Format
	}{
		{"moves", game, FormatMoves, "h8 h9 i8", FormatMoves},
		{"compact", game, FormatCompact, "h8h9i8", FormatCompact},
		{"stones", game, FormatStones, "B:h8,i8 W:h9", FormatStones},
		{"not a game: stones instead", mixed, FormatMoves, "B:h8 W:h9", FormatStones},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, as := tc.m.ExportText(tc.f)
			assert.Equal(t, tc.want, got)
			assert.Equal(t, tc.wantAs, as)
			back, err := Import(got)
			require.NoError(t, err)
			ps := tc.m.Position()
			assert.Equal(t, ps.Board, back.Board, "round trip")
		})
	}
	d, as := mixed.ExportText(FormatDiagram)
	assert.Equal(t, FormatDiagram, as)
	back, err := Import(d)
	require.NoError(t, err)
	assert.Equal(t, pos(mixed).Marks, back.Marks, "marks survive a diagram")
	for _, f := range []Format{FormatMoves, FormatCompact, FormatStones, FormatDiagram} {
		g, ok := ParseFormat(f.String())
		assert.True(t, ok)
		assert.Equal(t, f, g)
	}
}

// ---- fuzzing ----

func FuzzDecodeLink(f *testing.F) {
	for _, s := range []string{"1", "1.bh8i9.wh9", "1.nbh8h9-i8.mAh10tk3.pg9", "1.nwa1", "2", "1.m", "#class=1.bh8&x=1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		ps, err := position.Decode(s)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "share link") {
				t.Fatalf("error without context: %v", err)
			}
			return
		}
		if err := ps.Check(); err != nil {
			t.Fatalf("%q decoded to an invalid position: %v", s, err)
		}
		enc := position.Encode(&ps)
		back, err := position.Decode(enc)
		if err != nil {
			t.Fatalf("re-decode %q (from %q): %v", enc, s, err)
		}
		if back != ps {
			t.Fatalf("%q: round trip through %q changed the position", s, enc)
		}
	})
}

func FuzzImport(f *testing.F) {
	for _, s := range []string{"h8 h9 i8", "h8h9i8", "B:h8,i9 W:h9", "#class=1.bh8", rules.FormatDiagram(&rules.Board{}, nil), "h8 h8", "B:"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		m := New()
		m.Tap(P("a1"))
		before := m.Position()
		ps, err := Import(s)
		if err != nil {
			if m.ImportText(s) == nil || m.Position() != before {
				t.Fatalf("%q: an error must leave the board", s)
			}
			return
		}
		if err := ps.Check(); err != nil {
			t.Fatalf("%q imported an invalid position: %v", s, err)
		}
		for _, f := range []Format{FormatMoves, FormatStones, FormatDiagram} {
			out, _ := Export(&ps, f)
			if out == "" {
				continue // the empty board as a move list
			}
			back, err := Import(out)
			if err != nil || back.Board != ps.Board {
				t.Fatalf("%q: export as %s (%q) does not import back: %v", s, f, out, err)
			}
		}
	})
}

func TestPNG(t *testing.T) {
	m := edit(t, ToolNumbered, "h8", "h9", ToolLetter, "i10")
	data, err := m.PNG(boardpng.White, 300)
	require.NoError(t, err)
	img, err := png.Decode(bytes.NewReader(data))
	require.NoError(t, err)
	assert.Equal(t, 300, img.Bounds().Dx())
	pic := m.Picture(false)
	assert.Equal(t, 2, pic.Number(P("h9")))
	assert.Equal(t, 'A', pic.Mark(P("i10")))
}

func TestActionIDs(t *testing.T) {
	seen := map[string]bool{}
	for a := UseBlack; a <= Fullscreen; a++ {
		id := a.ID()
		require.NotEmpty(t, id, "action %d", a)
		assert.False(t, seen[id], id)
		seen[id] = true
		assert.Equal(t, a, ActionOf(id))
	}
}

// panelNotice is the notice the panel shows, in English.
func panelNotice(m *Model) string {
	for _, tx := range m.Panel(msg.English).Texts {
		if tx.Tone == screenview.Notice {
			return tx.S
		}
	}
	return ""
}

// A share link made on a page opened at a loopback address is warned
// of, beside the link, in both languages; a network address is not.
func TestLocalShareLinkWarned(t *testing.T) {
	warning := func(m *Model, lang msg.Lang) string {
		for _, tx := range m.Panel(lang).Texts {
			if tx.Tone == screenview.Bad {
				return tx.S
			}
		}
		return ""
	}
	m := New()
	m.Do(Share)
	require.Equal(t, ReqShare, m.TakeRequest())
	url := "http://localhost:8080/" + m.Hash()
	m.SetLink(url)
	m.Say(msg.ClassShared, url)
	for _, lang := range []msg.Lang{msg.English, msg.Chinese} {
		w := warning(m, lang)
		assert.Contains(t, w, "localhost", lang)
		assert.Contains(t, w, "make run ADDR=0.0.0.0:8080", lang)
	}
	m.SetLink("http://192.168.1.20:8080/" + m.Hash())
	assert.Empty(t, warning(m, msg.English), "a network address: no warning")
}
