// Package classroom is the state of the Classroom screen, the teacher's
// projector tool: a board edited with a palette (black, white, erase,
// numbered moves, letters, triangles, squares, circles, select), undo and
// redo, the forbidden-point overlay, the selected point (whose walk the
// screen opens, stepped with a presenter's clicker), a share link that
// carries the whole board (link.go), and import and export of games and
// positions as text (transfer.go).
//
// Actions that need the browser — copy the share link, download the PNG,
// ask for text to import, go fullscreen — are requests the game layer takes
// with TakeRequest and carries out. The package is plain Go, tested on the
// host.
package classroom

import (
	"renju/game/parts/history"
	"renju/msg"
	"renju/position"
	"renju/rules"
)

// Tool is what a tap on the board does.
type Tool int

const (
	ToolBlack    Tool = iota // place a black stone (tap one again: remove)
	ToolWhite                // place a white stone
	ToolErase                // remove a stone and the mark on a point
	ToolNumbered             // play the next numbered move, colours alternating
	ToolLetter               // put the next free letter A, B, C…
	ToolTriangle             // toggle a triangle
	ToolSquare               // toggle a square
	ToolCircle               // toggle a circle
	ToolSelect               // select a point: its walk, step by step
	numTools
)

var toolNames = [numTools]string{"black", "white", "erase", "numbered", "letter", "triangle", "square", "circle", "select"}

func (t Tool) String() string {
	if t < 0 || t >= numTools {
		return "?"
	}
	return toolNames[t]
}

// Request is something for the game layer to do in the browser.
type Request int

const (
	NoRequest     Request = iota
	ReqShare              // copy the share link to the clipboard and show it
	ReqExportPNG          // download the board as a PNG diagram
	ReqImport             // ask for text and Import it
	ReqExport             // offer the position as text (Export)
	ReqFullscreen         // toggle the browser's full screen
	ReqHomework           // open the teacher's homework screen
)

// Options are the display switches.
type Options struct {
	Overlay   bool // forbidden-point marks
	Coords    bool // coordinates
	Numbers   bool // move numbers
	Presenter bool // the high-contrast, large presenter theme
}

const maxUndo = 500

// Model is the Classroom screen. Not safe for concurrent use.
type Model struct {
	pos        position.Position
	undo, redo []position.Position
	tool       Tool
	opt        Options
	rev        uint64

	fouls []rules.Foul
	kinds [position.Cells]rules.Kind

	req    Request
	notice msg.Notice
	// Link is the last share link made (shown in the panel).
	link string
}

// New returns an empty classroom board: black stones tool, overlay,
// coordinates and numbers on, presenter theme on.
func New() *Model {
	m := &Model{opt: Options{Overlay: true, Coords: true, Numbers: true, Presenter: true}}
	m.recompute()
	return m
}

func (m *Model) recompute() {
	m.fouls = rules.ForbiddenMap(&m.pos.Board)
	m.kinds = [position.Cells]rules.Kind{}
	for _, f := range m.fouls {
		m.kinds[position.Index(f.Point)] = f.Kind
	}
}

// --- reading ---

// Position returns a copy of the board, marks and selection.
func (m *Model) Position() position.Position { return m.pos }

// Rev changes whenever the position (stones, marks or selection) changes.
func (m *Model) Rev() uint64 { return m.rev }

// Tool returns the palette's tool.
func (m *Model) Tool() Tool { return m.tool }

// Options returns the display switches.
func (m *Model) Options() Options { return m.opt }

// Fouls is the forbidden map of the position.
func (m *Model) Fouls() []rules.Foul { return m.fouls }

// FoulAt returns the forbidden kind of p (NoKind: none).
func (m *Model) FoulAt(p rules.Point) rules.Kind {
	if !p.OnBoard() {
		return rules.NoKind
	}
	return m.kinds[position.Index(p)]
}

// Notice returns the latest message.
func (m *Model) Notice() msg.Notice { return m.notice }

// Say sets the panel's message.
func (m *Model) Say(id msg.ID, args ...any) { m.notice = msg.Say(id, args...) }

// CanUndo and CanRedo report whether there is history.
func (m *Model) CanUndo() bool { return len(m.undo) > 0 }
func (m *Model) CanRedo() bool { return len(m.redo) > 0 }

// Link returns the last share link made ("" if none yet).
func (m *Model) Link() string { return m.link }

// SetLink records the share link the game layer made (shown in the panel).
func (m *Model) SetLink(url string) { m.link = url }

// --- editing ---

// commit makes next the position, keeping the old one for undo.
func (m *Model) commit(next position.Position) {
	if next == m.pos {
		return
	}
	m.undo = append(m.undo, m.pos)
	if len(m.undo) > maxUndo {
		m.undo = append(m.undo[:0], m.undo[1:]...)
	}
	m.redo = m.redo[:0]
	m.set(next)
}

func (m *Model) set(next position.Position) {
	stonesChanged := next.Board != m.pos.Board
	m.pos = next
	m.rev++
	if stonesChanged {
		m.recompute()
	}
}

// SetTool selects the palette's tool.
func (m *Model) SetTool(t Tool) {
	if t >= 0 && t < numTools {
		m.tool = t
		m.notice = msg.Notice{}
	}
}

// Tap acts on p with the current tool.
func (m *Model) Tap(p rules.Point) {
	if !p.OnBoard() {
		return
	}
	next := m.pos
	i := position.Index(p)
	b := &next.Board
	switch m.tool {
	case ToolBlack, ToolWhite:
		c := rules.Black
		if m.tool == ToolWhite {
			c = rules.White
		}
		if b.At(p) == c {
			b.Set(p, rules.Empty)
		} else {
			b.Set(p, c)
		}
		next.Num[i] = 0
	case ToolErase:
		if b.At(p) == rules.Empty && next.Marks[i] == position.NoMark {
			return
		}
		b.Set(p, rules.Empty)
		next.Num[i] = 0
		next.Marks[i] = position.NoMark
	case ToolNumbered:
		last := next.LastNum()
		if b.At(p) != rules.Empty {
			if last > 0 && next.Num[i] == int16(last) {
				b.Set(p, rules.Empty) // take back the last numbered move
				next.Num[i] = 0
				break
			}
			m.notice = msg.Say(ClassOccupied, p.Upper())
			return
		}
		if last == 0 {
			next.First = b.ToMove()
		}
		n := last + 1
		b.Set(p, next.ColourOf(n))
		next.Num[i] = int16(n)
	case ToolLetter:
		if next.Marks[i].IsLetter() {
			next.Marks[i] = position.NoMark
			break
		}
		l := next.NextLetter()
		if l == position.NoMark {
			m.notice = msg.Say(ClassNoLetters)
			return
		}
		next.Marks[i] = l
	case ToolTriangle, ToolSquare, ToolCircle:
		mk := map[Tool]position.Mark{ToolTriangle: position.Triangle, ToolSquare: position.Square, ToolCircle: position.Circle}[m.tool]
		if next.Marks[i] == mk {
			next.Marks[i] = position.NoMark
		} else {
			next.Marks[i] = mk
		}
	case ToolSelect:
		m.Select(p)
		return
	}
	if next.HasSel && next.Board.At(next.Sel) != rules.Empty {
		next.HasSel = false // a stone covered the selected point
	}
	m.notice = msg.Notice{}
	m.commit(next)
}

// Select makes p the selected point (tapping it again unselects it). Its
// walk starts at the first step.
func (m *Model) Select(p rules.Point) {
	if !p.OnBoard() {
		return
	}
	next := m.pos
	if next.HasSel && next.Sel == p {
		next.HasSel = false
	} else {
		next.Sel, next.HasSel = p, true
	}
	m.notice = msg.Notice{}
	m.commit(next)
}

// Unselect drops the selection.
func (m *Model) Unselect() {
	if !m.pos.HasSel {
		return
	}
	next := m.pos
	next.HasSel = false
	m.commit(next)
}

// Undo and Redo move through the history (stones, marks and selection).
func (m *Model) Undo() { m.travel(&m.undo, &m.redo, ClassNothingUndo) }

func (m *Model) Redo() { m.travel(&m.redo, &m.undo, ClassNothingRedo) }

// travel moves back (or forward) one position: the newest of from becomes
// current and the current one goes onto to; empty is the notice when from
// has nothing.
func (m *Model) travel(from, to *[]position.Position, empty msg.ID) {
	p, ok := history.Travel(from, to, m.pos)
	if !ok {
		m.notice = msg.Say(empty)
		return
	}
	m.notice = msg.Notice{}
	m.set(p)
}

// ClearBoard empties the board (undoable).
func (m *Model) ClearBoard() {
	if m.pos == (position.Position{}) {
		return
	}
	m.commit(position.Position{})
	m.notice = msg.Say(ClassCleared)
}

// ClearMarks removes every mark (undoable).
func (m *Model) ClearMarks() {
	next := m.pos
	next.Marks = [position.Cells]position.Mark{}
	m.commit(next)
}

// SetPosition replaces the whole position (a share link, an import):
// undoable. The position must be valid (Decode and Import make valid ones).
func (m *Model) SetPosition(ps position.Position) {
	m.commit(ps)
}

// LoadLink reads a share link; on error the board is left as it was and
// the panel says why.
func (m *Model) LoadLink(value string) error {
	ps, err := position.Decode(value)
	if err != nil {
		m.notice = msg.Say(msg.ClassBadLink, msg.ExcerptQuotes(err.Error()))
		return err
	}
	m.SetPosition(ps)
	m.notice = msg.Notice{}
	return nil
}

// ImportText reads a game or a position (see Import); on error the board
// is left as it was and the panel says what and where.
func (m *Model) ImportText(text string) error {
	ps, err := Import(text)
	if err != nil {
		return m.importFailed(err)
	}
	m.SetPosition(ps)
	m.notice = msg.Say(ClassImported, ps.Board.Count(rules.Black)+ps.Board.Count(rules.White))
	return nil
}

// RefuseImport refuses a text of size bytes, too long to read (the page
// API's, refused before it is handed to Go), as ImportText does.
func (m *Model) RefuseImport(size int) error { return m.importFailed(TooLong(size)) }

// importFailed says why nothing was imported (in the learner's language
// where the error is a msg.Error) and returns err.
func (m *Model) importFailed(err error) error {
	var why any = err.Error()
	if e, ok := err.(msg.Error); ok {
		why = e
	}
	m.notice = msg.Say(msg.ClassImportError, why)
	return err
}

// ExportText writes the position as text in format f (see Export).
func (m *Model) ExportText(f Format) (string, Format) { return Export(&m.pos, f) }

// Hash is the share link's URL hash for the position.
func (m *Model) Hash() string { return position.FormatHash(&m.pos) }

// --- display ---

// Toggle switches: overlay, coordinates, numbers, presenter theme.
func (m *Model) ToggleOverlay()   { m.opt.Overlay = !m.opt.Overlay }
func (m *Model) ToggleCoords()    { m.opt.Coords = !m.opt.Coords }
func (m *Model) ToggleNumbers()   { m.opt.Numbers = !m.opt.Numbers }
func (m *Model) TogglePresenter() { m.opt.Presenter = !m.opt.Presenter }

// Walkable reports whether the selected point has a walk: it is empty.
func (m *Model) Walkable() bool {
	return m.pos.HasSel && m.pos.Board.At(m.pos.Sel) == rules.Empty
}

// --- requests for the browser ---

// Ask records a request for the game layer.
func (m *Model) Ask(r Request) { m.req = r }

// TakeRequest returns the pending request, once.
func (m *Model) TakeRequest() Request {
	r := m.req
	m.req = NoRequest
	return r
}
