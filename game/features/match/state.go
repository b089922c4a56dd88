package match

import (
	"strconv"

	"renju/game/vocab/pageapi"
	"renju/msg"
	"renju/referee"
	"renju/rules"
)

var askNames = map[referee.Ask]string{
	referee.AskPlace: "place", referee.AskSwap: "swap", referee.AskOffer: "offer", referee.AskChoose: "choose",
	referee.AskDeclare: "declare", referee.AskChoice: "choice", referee.AskNone: "none",
}

// PageState is the game as state().play reports it, its texts in
// English.
func (m *Model) PageState() State { return m.PageStateIn(msg.English) }

// PageStateIn is PageState with the commentary in lang.
func (m *Model) PageStateIn(lang msg.Lang) State {
	s := m.setup
	st := State{
		Phase: m.phase.String(), Rule: RuleNames[s.Rule], Referee: RefereeNames[s.Referee],
		Opponent: "people", Step: "none", Moves: []string{}, Offers: []string{}, Moment: -1,
		Moments: []Moment{}, Link: m.Link(), Thinking: m.thinking,
		ThinkMs: float64(m.thought.Microseconds()) / 1000,
		ChunkMs: float64(m.chunk.Microseconds()) / 1000,
	}
	if !s.People() {
		st.Opponent = strconv.Itoa(s.Level)
		st.Adapt, st.NextLevel = s.Adapt, m.NextLevel()
	}
	st.Notice = m.notice.Text(msg.English)
	st.Saved, st.Choosing = []SavedGame{}, m.Choosing()
	for _, e := range m.shelf.Live() {
		st.Saved = append(st.Saved, SavedGame{ID: e.ID, Link: e.Link, Stones: savedStones(e.Link)})
	}
	m.commentState(&st, lang)
	if m.g == nil {
		return st
	}
	g := m.g
	for _, p := range g.Moves() {
		st.Moves = append(st.Moves, p.String())
	}
	for _, p := range g.Offers() {
		st.Offers = append(st.Offers, p.String())
	}
	if o, ok := g.Opening(); ok && g.Laid() == 0 {
		st.Opening = o.Number + " " + o.Japanese
	}
	st.Swapped = g.Swapped()
	st.ToMove = g.ToMove().String()
	if !s.People() {
		st.You = m.colourOf(s.You).String()
	}
	if m.phase == Playing {
		step := g.Step()
		st.Step, st.Square, st.Need, st.Human = askNames[step.Ask], step.Square, step.Need, m.Human()
	}
	if o, over := m.Outcome(); over {
		st.Result = map[rules.Stone]string{rules.Black: "black", rules.White: "white", rules.Empty: "draw"}[o.Winner]
		st.Reason = o.By
		if o.By == "foul" {
			st.Foul = &pageapi.Foul{Point: o.Foul.Point.String(), Kind: o.Foul.Kind.String()}
		}
	}
	if rv := m.rv; rv != nil && m.phase == Reviewing {
		st.At, st.Moment = rv.at, rv.sel
		for _, mo := range rv.moments {
			pm := Moment{Move: mo.Move, Kind: string(mo.Kind), Point: mo.Point.String(), Text: msg.MomentText(msg.English, mo)}
			if mo.Foul.Kind != rules.NoKind {
				pm.Foul = mo.Foul.Point.String()
			}
			st.Moments = append(st.Moments, pm)
		}
	}
	return st
}
