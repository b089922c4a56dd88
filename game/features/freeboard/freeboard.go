// Package freeboard is the state machine of the free board, the teacher's
// tool: a position that can be played (Black and White alternating from
// whoever is to move), edited (place black, place white, erase), cleared,
// undone and redone; the forbidden-point map of that position, computed
// once per change; display options; and the point the teacher asked about
// ("Why?") with the judge's reasoning.
//
// It knows nothing about pixels or input devices: the Ebitengine layer turns
// taps, clicks and keys into calls of Tap, Inspect, Hover and Do, and draws
// what View returns. It is plain Go, tested on the host.
package freeboard

import (
	"strings"

	"renju/game/parts/history"
	"renju/msg"
	"renju/rules"
)

// Mode is what a tap on the board does.
type Mode int

const (
	Play       Mode = iota // place the colour to move, alternating
	PlaceBlack             // put a black stone (tap a black stone to remove it)
	PlaceWhite             // put a white stone (tap a white stone to remove it)
	Erase                  // remove a stone
	Inspect                // ask why: judge an empty point for Black
	numModes
)

var modeNames = [numModes]string{"play", "black", "white", "erase", "inspect"}

// String returns "play", "black", "white", "erase" or "inspect".
func (m Mode) String() string {
	if m < 0 || m >= numModes {
		return "play"
	}
	return modeNames[m]
}

// Modes lists the modes in button order.
func Modes() []Mode { return []Mode{Play, PlaceBlack, PlaceWhite, Erase, Inspect} }

// Action is an intent that does not need a board point: a button press or
// a keyboard shortcut.
type Action int

const (
	NoAction Action = iota
	Undo
	Redo
	Clear
	SetPlay
	SetBlack
	SetWhite
	SetErase
	SetInspect
	ToggleOverlay
	ToggleCoords
	ToggleNumbers
	ToggleHelp
	Escape  // close the shortcut list, else drop the selection
	WhyHere // explain the point under the cursor
)

// ModeAction returns the action that selects mode m.
func ModeAction(m Mode) Action { return SetPlay + Action(m) }

// maxUndo bounds the undo history.
const maxUndo = 1000

const cells = rules.Size * rules.Size

// position is one entry of the history: the stones and the order in which
// they were put down (for move numbers and the last-move mark).
type position struct {
	board rules.Board
	order [cells]int32 // move number of the stone at each point; 0 = none
	next  int32        // the number the next stone gets
}

func idx(p rules.Point) int { return p.Row*rules.Size + p.Col }

func (ps *position) put(p rules.Point, s rules.Stone) {
	ps.board.Set(p, s)
	if s == rules.Empty {
		ps.order[idx(p)] = 0
		return
	}
	ps.next++
	ps.order[idx(p)] = ps.next
}

// Selection is the point the teacher asked about and the judge's answer for
// a black stone there. It is immutable once made, so a View may share it.
type Selection struct {
	Point rules.Point
	// Occupied is set when the point holds a stone (nothing to judge).
	Occupied rules.Stone
	// Trace is the judge's full reasoning (nil if occupied or on error).
	Trace *rules.Trace
	Err   error
}

// Options are the display switches.
type Options struct {
	Overlay bool // forbidden-point marks
	Coords  bool // A–O / 1–15 along the edges
	Numbers bool // move numbers on the stones
}

// Model is the free board. It is not safe for concurrent use; the app
// guards it with a mutex.
type Model struct {
	pos        position
	undo, redo []position

	mode     Mode
	opt      Options
	help     bool
	hover    rules.Point
	hovering bool
	sel      *Selection
	notice   msg.Notice

	fouls []rules.Foul
	kinds [cells]rules.Kind
	rev   uint64

	// forbiddenMap computes the map; tests count its calls.
	forbiddenMap func(*rules.Board) []rules.Foul
}

// New returns an empty board in play mode with the overlay and the
// coordinates on.
func New() *Model {
	m := &Model{
		mode:         Play,
		opt:          Options{Overlay: true, Coords: true},
		forbiddenMap: rules.ForbiddenMap,
	}
	m.recompute()
	return m
}

// recompute refreshes everything derived from the position: the forbidden
// map (only here, never per frame) and the selection's judgement.
func (m *Model) recompute() {
	m.fouls = m.forbiddenMap(&m.pos.board)
	m.kinds = [cells]rules.Kind{}
	for _, f := range m.fouls {
		m.kinds[idx(f.Point)] = f.Kind
	}
	if m.sel != nil {
		m.sel = judge(&m.pos.board, m.sel.Point)
	}
}

// commit makes next the current position, recording the old one for undo.
func (m *Model) commit(next position) {
	m.undo = append(m.undo, m.pos)
	if len(m.undo) > maxUndo {
		m.undo = append(m.undo[:0], m.undo[1:]...)
	}
	m.redo = m.redo[:0]
	m.setPos(next)
}

func (m *Model) setPos(next position) {
	m.pos = next
	m.rev++
	m.recompute()
}

// Rev is the position's revision: it changes whenever the stones change.
func (m *Model) Rev() uint64 { return m.rev }

// Board returns a copy of the stones.
func (m *Model) Board() rules.Board { return m.pos.board }

// Position returns the stones in the canonical "B:… W:…" form ("" when
// empty).
func (m *Model) Position() string { return rules.FormatStones(&m.pos.board) }

// ToMove is the colour a tap in play mode places.
func (m *Model) ToMove() rules.Stone { return m.pos.board.ToMove() }

// Fouls is the forbidden map of the position, sorted by point. The slice is
// replaced, never changed, when the position changes.
func (m *Model) Fouls() []rules.Foul { return m.fouls }

// Mode returns the current mode.
func (m *Model) Mode() Mode { return m.mode }

// Options returns the display switches.
func (m *Model) Options() Options { return m.opt }

// HelpOpen reports whether the shortcut list is shown.
func (m *Model) HelpOpen() bool { return m.help }

// Selection returns the point asked about, or nil.
func (m *Model) Selection() *Selection { return m.sel }

// Say shows a message in the panel.
func (m *Model) Say(id msg.ID, args ...any) { m.notice = msg.Say(id, args...) }

// Notice returns the latest message.
func (m *Model) Notice() msg.Notice { return m.notice }

// CanUndo and CanRedo report whether there is history to move through.
func (m *Model) CanUndo() bool { return len(m.undo) > 0 }
func (m *Model) CanRedo() bool { return len(m.redo) > 0 }

// Hover records the point under the cursor (ok false: none).
func (m *Model) Hover(p rules.Point, ok bool) {
	m.hover, m.hovering = p, ok && p.OnBoard()
}

// Tap acts on point p according to the mode.
func (m *Model) Tap(p rules.Point) {
	if !p.OnBoard() {
		return
	}
	if m.help {
		m.help = false
		return
	}
	b := &m.pos.board
	switch m.mode {
	case Play:
		if s := b.At(p); s != rules.Empty {
			m.notice = msg.Say(msg.NoticeOccupied, p.Upper())
			return
		}
		c := b.ToMove()
		j, err := rules.Judge(b, p, c)
		if err != nil {
			return
		}
		if j.Verdict == rules.Forbidden {
			// Black may not play here: show why instead of playing.
			m.sel = judge(b, p)
			m.notice = msg.Say(NoticeForbiddenPlay, p.Upper(), msg.Kind(j.Kind))
			return
		}
		next := m.pos
		next.put(p, c)
		m.sel = nil
		m.notice = msg.Notice{}
		if j.Verdict == rules.Five {
			m.notice = msg.Say(msg.NoticeFive, colourName(c), p.Upper())
		}
		m.commit(next)
	case PlaceBlack, PlaceWhite:
		c := rules.Black
		if m.mode == PlaceWhite {
			c = rules.White
		}
		next := m.pos
		if b.At(p) == c {
			next.put(p, rules.Empty)
		} else {
			next.put(p, c)
		}
		m.notice = msg.Notice{}
		m.dropSelectionAt(p)
		m.commit(next)
	case Erase:
		if b.At(p) == rules.Empty {
			return
		}
		next := m.pos
		next.put(p, rules.Empty)
		m.notice = msg.Notice{}
		m.commit(next)
	case Inspect:
		m.Inspect(p)
	}
}

// dropSelectionAt forgets the selection if it is at p (about to be
// covered by a stone).
func (m *Model) dropSelectionAt(p rules.Point) {
	if m.sel != nil && m.sel.Point == p {
		m.sel = nil
	}
}

// Inspect selects p and judges a black stone there.
func (m *Model) Inspect(p rules.Point) {
	if !p.OnBoard() {
		return
	}
	m.help = false
	m.sel = judge(&m.pos.board, p)
	m.notice = msg.Notice{}
}

func judge(b *rules.Board, p rules.Point) *Selection {
	s := &Selection{Point: p, Occupied: b.At(p)}
	if s.Occupied != rules.Empty {
		return s
	}
	s.Trace, s.Err = rules.Explain(b, p, rules.Black)
	return s
}

// colourName names a colour (translated when the notice is shown).
func colourName(c rules.Stone) msg.ID {
	if c == rules.White {
		return msg.ColourWhite
	}
	return msg.ColourBlack
}

// travel moves back (or forward) one position: the newest of from becomes
// current and the current one goes onto to; empty is the notice when from
// has nothing.
func (m *Model) travel(from, to *[]position, empty msg.ID) {
	p, ok := history.Travel(from, to, m.pos)
	if !ok {
		m.notice = msg.Say(empty)
		return
	}
	m.notice = msg.Notice{}
	m.setPos(p)
}

// Do carries out a point-less intent.
func (m *Model) Do(a Action) {
	switch a {
	case Undo:
		m.travel(&m.undo, &m.redo, NoticeNothingUndo)
	case Redo:
		m.travel(&m.redo, &m.undo, NoticeNothingRedo)
	case Clear:
		if m.pos.board.Count(rules.Black)+m.pos.board.Count(rules.White) == 0 {
			return
		}
		m.sel = nil
		m.notice = msg.Say(NoticeCleared)
		m.commit(position{})
	case SetPlay, SetBlack, SetWhite, SetErase, SetInspect:
		m.mode = Mode(a - SetPlay)
		m.notice = msg.Notice{}
	case ToggleOverlay:
		m.opt.Overlay = !m.opt.Overlay
	case ToggleCoords:
		m.opt.Coords = !m.opt.Coords
	case ToggleNumbers:
		m.opt.Numbers = !m.opt.Numbers
	case ToggleHelp:
		m.help = !m.help
	case Escape:
		switch {
		case m.help:
			m.help = false
		case m.sel != nil:
			m.sel = nil
		default:
			m.notice = msg.Notice{}
		}
	case WhyHere:
		if m.hovering {
			m.Inspect(m.hover)
		}
	}
}

// Load replaces the position by s, in any form rules.ParsePosition reads
// ("" is the empty board). A move list keeps its order for the move
// numbers. On error the board is left unchanged. Loading is undoable; loading
// the position already shown changes nothing.
func (m *Model) Load(s string) error {
	b, err := rules.ParsePosition(s)
	if err != nil {
		return err
	}
	var next position
	next.board = b
	if moves, ok := moveOrder(s); ok {
		for _, p := range moves {
			next.next++
			next.order[idx(p)] = next.next
		}
	}
	if next.board == m.pos.board {
		return nil
	}
	m.sel = nil
	m.notice = msg.Notice{}
	m.commit(next)
	return nil
}

// moveOrder returns the moves of s when s is a move list (the form
// ParsePosition reads as alternate moves from Black).
func moveOrder(s string) ([]rules.Point, bool) {
	t := strings.TrimSpace(s)
	if t == "" || strings.Contains(t, ":") || strings.Count(t, "\n") >= rules.Size-1 {
		return nil, false
	}
	moves, err := rules.ParseMoves(t)
	return moves, err == nil
}
