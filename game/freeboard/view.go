package freeboard

import (
	"renju/game/msg"
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
	Notice   Notice
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
	return msg.F(lang, msg.StatusLine, who, v.Stones+1)
}

// Hint explains what a tap does in the current mode.
func (v *View) Hint(lang msg.Lang) string {
	ids := [numModes]msg.ID{msg.HintPlay, msg.HintBlack, msg.HintWhite, msg.HintErase, msg.HintInspect}
	return msg.T(lang, ids[v.Mode])
}

// NoticeText is the latest message, or "".
func (v *View) NoticeText(lang msg.Lang) string {
	if v.Notice.ID == "" {
		return ""
	}
	return msg.F(lang, v.Notice.ID, v.Notice.Args...)
}

// Explanation returns the selection's heading, one-sentence summary and the
// indented reasoning ("" parts when there is nothing to say).
func (v *View) Explanation(lang msg.Lang) (title, summary, detail string) {
	s := v.Sel
	if s == nil {
		return "", "", ""
	}
	title = msg.F(lang, msg.WhyTitle, s.Point.Upper())
	switch {
	case s.Occupied != rules.Empty:
		return title, msg.F(lang, msg.WhyStone, s.Point.Upper()), ""
	case s.Err != nil:
		return title, s.Err.Error(), ""
	case s.Trace == nil:
		return title, "", ""
	}
	return title, traceSummary(s.Trace), traceText(s.Trace)
}
