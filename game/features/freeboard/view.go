package freeboard

import (
	"renju/boardview"
	"renju/game/vocab/screenview"
	"renju/msg"
	"renju/rules"
)

// View is a copy of everything the app draws, taken under the app's lock
// once per frame so that drawing never touches the Model.
type View struct {
	Board    rules.Board
	Order    [cells]int32
	Last     rules.Point
	HasLast  bool
	ToMove   rules.Stone
	Stones   int
	Fouls    []rules.Foul
	Kinds    [cells]rules.Kind
	Mode     Mode
	Options  Options
	Help     bool
	Hover    rules.Point
	Hovering bool
	Sel      *Selection
	Notice   msg.Notice
	CanUndo  bool
	CanRedo  bool
	Rev      uint64
}

// View returns the drawable state.
func (m *Model) View() View {
	v := View{
		Board:    m.pos.board,
		Order:    m.pos.order,
		ToMove:   m.pos.board.ToMove(),
		Fouls:    m.fouls,
		Kinds:    m.kinds,
		Mode:     m.mode,
		Options:  m.opt,
		Help:     m.help,
		Hover:    m.hover,
		Hovering: m.hovering,
		Sel:      m.sel,
		Notice:   m.notice,
		CanUndo:  len(m.undo) > 0,
		CanRedo:  len(m.redo) > 0,
		Rev:      m.rev,
	}
	v.Stones = v.Board.Count(rules.Black) + v.Board.Count(rules.White)
	best := int32(0)
	for i, n := range v.Order {
		if n > best {
			best = n
			v.Last = rules.Point{Col: i % rules.Size, Row: i / rules.Size}
			v.HasLast = true
		}
	}
	return v
}

// MoveNumber returns the move number of the stone at p (0: none known).
func (v *View) MoveNumber(p rules.Point) int {
	if !p.OnBoard() {
		return 0
	}
	return int(v.Order[idx(p)])
}

// FoulAt returns the kind of foul a black stone at p would be (NoKind: not
// forbidden).
func (v *View) FoulAt(p rules.Point) rules.Kind {
	if !p.OnBoard() {
		return rules.NoKind
	}
	return v.Kinds[idx(p)]
}

// Preview is what to draw under the cursor.
type Preview int

const (
	NoPreview  Preview = iota
	GhostBlack         // a translucent black stone
	GhostWhite         // a translucent white stone
	EraseMark          // the stone would be removed
	AskMark            // the point would be explained
)

// Preview says what the hovered point shows.
func (v *View) Preview() Preview {
	if !v.Hovering || v.Help {
		return NoPreview
	}
	s := v.Board.At(v.Hover)
	switch v.Mode {
	case Play:
		if s != rules.Empty {
			return NoPreview
		}
		if v.ToMove == rules.White {
			return GhostWhite
		}
		if v.FoulAt(v.Hover) != rules.NoKind {
			return AskMark // a tap explains instead of playing
		}
		return GhostBlack
	case PlaceBlack:
		if s == rules.Black {
			return EraseMark
		}
		return GhostBlack
	case PlaceWhite:
		if s == rules.White {
			return EraseMark
		}
		return GhostWhite
	case Erase:
		if s != rules.Empty {
			return EraseMark
		}
	case Inspect:
		if s == rules.Empty {
			return AskMark
		}
	}
	return NoPreview
}

// Status is the status line: who is to move and the move count.
func (v *View) Status(lang msg.Lang) string {
	who := msg.T(lang, msg.ToMoveBlack)
	if v.ToMove == rules.White {
		who = msg.T(lang, msg.ToMoveWhite)
	}
	return msg.F(lang, StatusLine, who, v.Stones+1)
}

// Hint explains what a tap does in the current mode.
func (v *View) Hint(lang msg.Lang) string {
	ids := [numModes]msg.ID{HintPlay, HintBlack, HintWhite, HintErase, HintInspect}
	return msg.T(lang, ids[v.Mode])
}

// NoticeText is the latest message, or "".
func (v *View) NoticeText(lang msg.Lang) string { return v.Notice.Text(lang) }

// Explanation returns the selection's heading and its one-sentence
// verdict ("" parts when there is nothing to say). The panel shows them
// only when the point has no walk to open: it holds a stone, or the judge
// failed.
func (v *View) Explanation(lang msg.Lang) (title, summary string) {
	s := v.Sel
	if s == nil {
		return "", ""
	}
	title = msg.F(lang, WhyTitle, s.Point.Upper())
	switch {
	case s.Occupied != rules.Empty:
		return title, msg.F(lang, WhyStone, s.Point.Upper())
	case s.Err != nil:
		return title, s.Err.Error()
	case s.Trace == nil:
		return title, ""
	}
	return title, s.Trace.Summary()
}

// Panel is the free board's panel in one language.
type Panel struct {
	Title  string
	ToMove rules.Stone
	Status string
	Rows   [][]screenview.Button
	// LegendTitle and Legend say what the marks are, while the overlay is
	// on; while it is off, LegendOff says so instead (the legend's room
	// stays: the panel does not move when F is pressed).
	LegendTitle string
	Legend      []LegendItem
	LegendOff   string
	// Texts fill the rest: the notice, then what a tap does and how to
	// ask Why?, or the answer about the point asked about.
	Texts []screenview.Text
}

// LegendItem is one forbidden kind and its name.
type LegendItem struct {
	Kind  rules.Kind
	Label string
}

// buttonRows are the panel's buttons, row by row: the modes, the history,
// the switches.
var buttonRows = [][]struct {
	action Action
	label  msg.ID
	icon   screenview.Icon
}{
	{{SetPlay, ModePlay, screenview.NoIcon}, {SetBlack, ModeBlack, screenview.BlackStone}, {SetWhite, ModeWhite, screenview.WhiteStone},
		{SetErase, ModeErase, screenview.NoIcon}, {SetInspect, ModeInspect, screenview.NoIcon}},
	{{Undo, BtnUndo, screenview.NoIcon}, {Redo, BtnRedo, screenview.NoIcon}, {Clear, BtnClear, screenview.NoIcon}},
	{{ToggleOverlay, msg.BtnOverlay, screenview.NoIcon}, {ToggleCoords, msg.BtnCoords, screenview.NoIcon},
		{ToggleNumbers, msg.BtnNumbers, screenview.NoIcon}, {ToggleHelp, BtnHelp, screenview.NoIcon}},
}

// Panel returns the panel's content in lang.
func (v *View) Panel(lang msg.Lang) Panel {
	p := Panel{Title: msg.T(lang, Title), ToMove: v.ToMove, Status: v.Status(lang)}
	for _, row := range buttonRows {
		var bs []screenview.Button
		for _, b := range row {
			bs = append(bs, screenview.Button{ID: b.action.ID(), Label: msg.T(lang, b.label), Icon: b.icon, Style: v.style(b.action), Disabled: !v.enabled(b.action)})
		}
		p.Rows = append(p.Rows, bs)
	}
	p.LegendTitle = msg.T(lang, msg.LegendTitle)
	for _, k := range msg.Kinds() {
		p.Legend = append(p.Legend, LegendItem{Kind: k, Label: msg.T(lang, msg.Kind(k))})
	}
	if !v.Options.Overlay {
		p.LegendOff = msg.T(lang, LegendOverlayOff)
	}
	if n := v.NoticeText(lang); n != "" {
		p.Texts = append(p.Texts, screenview.Text{S: n, Tone: screenview.Notice, Face: screenview.Bold})
	}
	if title, summary := v.Explanation(lang); title != "" {
		p.Texts = append(p.Texts, screenview.Text{S: title, Tone: screenview.Accent, Face: screenview.Bold, Heading: true})
		if summary != "" {
			p.Texts = append(p.Texts, screenview.Text{S: summary})
		}
	} else {
		p.Texts = append(p.Texts, screenview.Text{S: v.Hint(lang), Tone: screenview.Dim},
			screenview.Text{S: msg.T(lang, WhyPrompt), Tone: screenview.Faint, Face: screenview.Small})
	}
	return p
}

// style is how a button shows: the current mode filled, a switch that is
// on outlined.
func (v *View) style(a Action) screenview.Style {
	switch a {
	case SetPlay, SetBlack, SetWhite, SetErase, SetInspect:
		if Mode(a-SetPlay) == v.Mode {
			return screenview.Primary
		}
	case ToggleOverlay:
		return onOff(v.Options.Overlay)
	case ToggleCoords:
		return onOff(v.Options.Coords)
	case ToggleNumbers:
		return onOff(v.Options.Numbers)
	}
	return screenview.Plain
}

func onOff(on bool) screenview.Style {
	if on {
		return screenview.On
	}
	return screenview.Plain
}

// enabled reports whether a button does something now.
func (v *View) enabled(a Action) bool {
	switch a {
	case Undo:
		return v.CanUndo
	case Redo:
		return v.CanRedo
	case Clear:
		return v.Stones > 0
	}
	return true
}

var actionIDs = map[Action]string{
	SetPlay: "free.play", SetBlack: "free.black", SetWhite: "free.white", SetErase: "free.erase", SetInspect: "free.why",
	Undo: "free.undo", Redo: "free.redo", Clear: "free.clear",
	ToggleOverlay: "free.overlay", ToggleCoords: "free.coords", ToggleNumbers: "free.numbers", ToggleHelp: "free.help",
}

// ID is the action's button ID ("free.play", "free.undo", …), stable for
// the page API and the tests.
func (a Action) ID() string { return actionIDs[a] }

// ActionOf returns the action of a button ID (NoAction for none).
func ActionOf(id string) Action { return screenview.ActionOf(actionIDs, id, NoAction) }

// Picture is the board as drawn: stones, move numbers and the last move
// when numbers are on (else a dot on the last move), the forbidden marks,
// the coordinates, the selected point's ring and what the pointer would
// do.
func (v *View) Picture(longPress bool) boardview.Board {
	pic := boardview.Board{Stones: v.Board, Last: v.Last, HasLast: v.HasLast && v.Board.At(v.Last) != rules.Empty,
		Overlay: v.Options.Overlay, Coords: v.Options.Coords, Fouls: v.Kinds}
	if v.Options.Numbers {
		for i, n := range v.Order {
			if n > 0 && v.Board.At(cellPoint(i)) != rules.Empty {
				pic.Numbers[i] = n
			}
		}
	}
	if s := v.Sel; s != nil {
		pic.Add(boardview.RingAt(s.Point, boardview.InkSelect, 1))
	}
	if !v.Hovering {
		return pic
	}
	preview := v.Preview()
	if longPress && v.Board.At(v.Hover) == rules.Empty {
		preview = AskMark
	}
	switch preview {
	case GhostBlack:
		pic.Add(boardview.GhostAt(v.Hover, rules.Black, 0.5))
	case GhostWhite:
		pic.Add(boardview.GhostAt(v.Hover, rules.White, 0.6))
	case EraseMark:
		pic.Add(boardview.RingAt(v.Hover, boardview.InkErase, 0.95))
	case AskMark:
		pic.Add(boardview.RingAt(v.Hover, boardview.InkSelect, 0.8), boardview.Note{Kind: boardview.Question, At: v.Hover, Ink: boardview.InkSelect})
	}
	return pic
}

func cellPoint(i int) rules.Point { return rules.Point{Col: i % rules.Size, Row: i / rules.Size} }
