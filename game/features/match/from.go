package match

import (
	"strings"

	"renju/game/vocab/pageapi"
	"renju/msg"
	"renju/referee"
	"renju/rules"
)

// Play it out: a game against the partner from a lesson's, a drill's or
// a review's position, opened by "#play=from.<side>.<stones>"
// (pageapi.PlayFrom). The learner plays the side the position is about
// (a lesson page's "Black at A makes five" is Black's; a link without a
// side, the side to move). Who moves first is the stone counts' to say:
// Black when they are equal, White when Black has one more; when that is
// the partner, it plays first, and the notice says why. The game is
// under the free rule, with the referee, level, hints and Adapt chosen
// last on the menu. The position's stones start the game's log as laid
// stones (actions "P<point>", referee.Game.Lay), so the game's own link
// replays it.

// OpenPosition starts a game against the partner from stones (a stone
// list, rules.ParseStones), the learner playing side (Empty: the side
// to move). A position that cannot be played on is refused with the
// reason, said on the menu as well.
func (m *Model) OpenPosition(stones string, side rules.Stone) error {
	b, err := rules.ParseStones(stones)
	if err != nil {
		// The parser quotes what it could not read: a shorter excerpt of it,
		// so that a hostile link cannot make a notice of any length.
		return m.refusePosition(msg.Errorf(PlayFromUnread, msg.ExcerptQuotes(err.Error())))
	}
	if err := playable(&b); err != nil {
		return m.refusePosition(err)
	}
	s := m.MenuSetup()
	s.Rule = referee.Free
	if s.People() {
		s.Level = DefaultSetup.Level
	}
	toMove := b.ToMove()
	if side != rules.Black && side != rules.White {
		side = toMove
	}
	// Person 0 plays Black (no swap under the free rule).
	s.You = 0
	if side == rules.White {
		s.You = 1
	}
	if err := m.begin(s, layLog(&b)); err != nil {
		return m.refusePosition(err)
	}
	m.onGame("", "")
	m.dirty = true
	switch {
	case side == toMove:
		m.say(false, PlayFromStarted, colourName(side))
	case side == rules.Black:
		m.say(false, PlayFromPartnerFirstWhite)
	default:
		m.say(false, PlayFromPartnerFirstBlack)
	}
	m.schedule()
	return nil
}

// refusePosition shows the menu saying why the position cannot be
// played on, and returns the reason.
func (m *Model) refusePosition(err error) error {
	if m.phase != Menu {
		m.NewGame()
	}
	if me, ok := err.(msg.Error); ok {
		m.notice, m.noticeBad = me.Notice, true
	}
	return err
}

// openFrom opens a "from." link argument, reporting whether arg is one.
func (m *Model) openFrom(arg string) (bool, error) {
	rest, ok := strings.CutPrefix(arg, pageapi.PlayFromPrefix)
	if !ok {
		return false, nil
	}
	side, stones := pageapi.ReadPlayFrom(rest)
	return true, m.OpenPosition(stones, side)
}

// playable is nil for a position a game can go on from: Black has as
// many stones as White or one more, no five (or Black overline) is on
// the board, and a point is free.
func playable(b *rules.Board) error {
	nb, nw := b.Count(rules.Black), b.Count(rules.White)
	if nb != nw && nb != nw+1 {
		return msg.Errorf(PlayFromCounts, nb, nw)
	}
	if c, over, ok := fiveOnBoard(b); ok {
		if over {
			return msg.Errorf(PlayFromOverline)
		}
		return msg.Errorf(PlayFromFive, colourName(c))
	}
	if b.Count(rules.Empty) == 0 {
		return msg.Errorf(PlayFromFull)
	}
	return nil
}

// fiveOnBoard finds a row of five or more stones of one colour: its
// colour, and whether it is a Black overline (six or more: a foul, not a
// win). A White row of six is a White five.
func fiveOnBoard(b *rules.Board) (rules.Stone, bool, bool) {
	dirs := [4][2]int{{1, 0}, {0, 1}, {1, 1}, {1, -1}}
	for col := 0; col < rules.Size; col++ {
		for row := 0; row < rules.Size; row++ {
			p := rules.Pt(col, row)
			c := b.At(p)
			if c == rules.Empty {
				continue
			}
			for _, d := range dirs {
				if q := rules.Pt(col-d[0], row-d[1]); q.OnBoard() && b.At(q) == c {
					continue // not the start of its run
				}
				n := 0
				for q := p; q.OnBoard() && b.At(q) == c; q = rules.Pt(q.Col+d[0], q.Row+d[1]) {
					n++
				}
				if n >= 5 {
					return c, c == rules.Black && n > 5, true
				}
			}
		}
	}
	return rules.Empty, false, false
}

// layLog is the position's stones as laid actions, Black and White in
// turn (Black first), each colour in board order.
func layLog(b *rules.Board) []Action {
	var black, white []rules.Point
	for col := 0; col < rules.Size; col++ {
		for row := 0; row < rules.Size; row++ {
			switch p := rules.Pt(col, row); b.At(p) {
			case rules.Black:
				black = append(black, p)
			case rules.White:
				white = append(white, p)
			}
		}
	}
	var log []Action
	for i := range black {
		log = append(log, Action{Kind: 'P', Point: black[i]})
		if i < len(white) {
			log = append(log, Action{Kind: 'P', Point: white[i]})
		}
	}
	return log
}

// laid is the number of the game's stones that are its starting
// position's.
func (m *Model) laid() int {
	if m.g == nil {
		return 0
	}
	return m.g.Laid()
}
