package game

import (
	"slices"

	"renju/game/frame/screens"
	"renju/game/kit"
	"renju/game/services/speech"
	"renju/game/vocab/input"
	"renju/game/vocab/pageapi"
	"renju/jsonkit"
	"renju/msg"
	"renju/rules"
)

// The screen-reader mirror, the frame's part. The canvas is one picture to
// a screen reader, so the frame tells the page (page_js.go keeps a visually
// hidden copy in the DOM):
//
//   - what to announce (a live region): the screen's name when it changes,
//     then each sentence a screen shows that is new (Speaker: a walk step,
//     a task's prompt and feedback, a verdict), where the keyboard's focus
//     or board cursor went, and the board read by rows (the B key);
//   - every text the canvas shows (the kit's record of the last frame
//     drawn, kit.Shown), which the page keeps as paragraphs a screen
//     reader can read at leisure: the texts inside a button are the
//     button's, in its label, and the rest the screen's;
//   - the screen's buttons with their labels (the names of those drawn
//     without one, screenview.Button.Name or the screen's Labeller), which the
//     page mirrors as real buttons a screen reader can press, a dimmed
//     one marked disabled;
//   - the language (<html lang>) and the canvas's name.

// Speaker is a screen that says what matters on it now: the sentences a
// sighted learner reads (the walk step, the prompt, the feedback, the
// verdict), in reading order. The mirror announces the ones that are new.
type Speaker interface {
	Speech(c *screens.Ctx) []string
}

// Labeller is a screen whose buttons have no text label of their own (the
// lesson cards, the menu tiles): it names them for the mirror, with every
// text drawn on them.
type Labeller interface {
	ButtonLabel(c *screens.Ctx, id string) string
}

// mirrorButton is a button as the page mirrors it.
type mirrorButton struct {
	ID       string `json:"id"`
	Label    string `json:"label"`
	Disabled bool   `json:"disabled,omitempty"`
}

// mirror is what the frame last told the page.
type mirror struct {
	ann     speech.Announcer
	say     []string // to announce after this frame
	buttons string   // the buttons' JSON last delivered
	// screen is the screen's texts as last drawn (JSON), screenSent as
	// last delivered.
	screen, screenSent string
	lang               msg.Lang
	langSet            bool
	// made is what the sentences and the buttons' labels were last made
	// from (madeOK: they were, from a screen with a frame key), and
	// btns the buttons they were made for.
	made   mirrorKey
	madeOK bool
	btns   []kit.Button
}

// mirrorKey is what a keyed screen's sentences and buttons' labels are
// made of: the screen and its frame key (screens.Keyed), which holds
// everything it draws, the sentences and the labels' words among it.
type mirrorKey struct {
	screen screens.Screen
	key    any
}

// drew takes the kit's record of a frame drawn with buttons bs: the texts
// not on a button are the screen's, in the order drawn, each once.
func (m *mirror) drew(shown []kit.Shown, bs []kit.Button) {
	texts := make([]string, 0, len(shown))
	seen := make(map[string]bool, len(shown))
	for _, t := range shown {
		if seen[t.S] || (!t.Over && onButton(t, bs) >= 0) {
			continue
		}
		seen[t.S] = true
		texts = append(texts, t.S)
	}
	j, _ := jsonkit.Marshal(texts)
	m.screen = string(j)
}

// onButton is the index of the button of bs (shown, not scrolled out of
// view) a text is drawn on (-1: none): the last one holding its centre.
func onButton(t kit.Shown, bs []kit.Button) int {
	cx, cy := t.Rect.X+t.Rect.W/2, t.Rect.Y+t.Rect.H/2
	for i := len(bs) - 1; i >= 0; i-- {
		if !bs[i].Hidden && bs[i].Rect.Contains(cx, cy) {
			return i
		}
	}
	return -1
}

// screenTitle is the current screen's name, as said when it opens.
func (g *Game) screenTitle() string {
	if g.cur.Name() == screens.NameHome {
		return msg.T(g.lang, msg.SpeechHome)
	}
	if e, ok := screens.Find(g.cur.Name()); ok && e.Menu != "" {
		return msg.F(g.lang, msg.SpeechScreen, msg.T(g.lang, e.Menu))
	}
	return ""
}

// sayLater queues s for the live region. Called with mu held.
func (g *Game) sayLater(s string) {
	if s != "" {
		g.mir.say = append(g.mir.say, s)
	}
}

// updateMirror works out, after a frame's Update and Layout, what the page
// must be told; deliver it with deliverMirror, without the lock. Called
// with mu held.
func (g *Game) updateMirror() (say, buttons, screen string, lang msg.Lang, langChanged bool) {
	m := &g.mir
	if !m.langSet || m.lang != g.lang {
		m.lang, m.langSet, langChanged = g.lang, true, true
		m.ann.Reset()
	}
	// A frame with nothing new (the same screen, frame key and buttons,
	// nothing queued to say) has the sentences and labels said last: they
	// are not made again. Made every frame, the lesson list's labels
	// (msg.F over 25 cards) were 60% of a still screen's Update.
	var made mirrorKey
	keyed, isKeyed := g.cur.(screens.Keyed)
	if isKeyed {
		made = mirrorKey{g.cur, keyed.FrameKey(g.ctx())}
	}
	if isKeyed && !langChanged && len(m.say) == 0 && m.madeOK && made == m.made && slices.Equal(m.btns, g.buttons) {
		if m.screen != m.screenSent {
			m.screenSent = m.screen
			screen = m.screen
		}
		return "", "", screen, g.lang, false
	}
	m.made, m.madeOK = made, isKeyed
	m.btns = append(m.btns[:0], g.buttons...)
	var shown []string
	if sp, ok := g.cur.(Speaker); ok {
		shown = sp.Speech(g.ctx())
	}
	if s := m.ann.Next(g.cur.Name(), g.screenTitle(), shown); s != "" {
		m.say = append([]string{s}, m.say...)
	}
	if len(m.say) > 0 {
		for i, s := range m.say {
			if i > 0 {
				say += " "
			}
			say += s
		}
		m.say = m.say[:0]
	}
	bs := make([]mirrorButton, 0, len(g.buttons))
	for _, b := range g.buttons {
		// A button the screen gives no words is left out rather than
		// mirrored nameless (the screens' test finds any such button).
		if label := g.buttonLabel(b); label != "" {
			bs = append(bs, mirrorButton{ID: b.ID, Label: label, Disabled: b.Disabled})
		}
	}
	j, _ := jsonkit.Marshal(bs)
	if string(j) != m.buttons {
		m.buttons = string(j)
		buttons = m.buttons
	}
	if m.screen != m.screenSent {
		m.screenSent = m.screen
		screen = m.screen
	}
	return say, buttons, screen, g.lang, langChanged
}

// describeBoard says the board the screen shows, by rows (the B key).
// Called with mu held.
func (g *Game) describeBoard() {
	st, ok := g.shownState()
	if !ok {
		g.sayLater(msg.T(g.lang, msg.SpeechNoBoard))
		return
	}
	b, err := rules.ParseStones(st.Position)
	if err != nil {
		return
	}
	toMove := rules.Black
	if st.ToMove == "white" {
		toMove = rules.White
	}
	g.sayLater(speech.Board(g.lang, &b, toMove))
}

// shownState is the page API's state of the current screen, if it shows a
// board. Called with mu held.
func (g *Game) shownState() (pageapi.State, bool) {
	s, ok := g.cur.(screens.Stater)
	if !ok {
		return pageapi.State{}, false
	}
	var empty rules.Board
	st := pageapi.NewState(g.cur.Name(), &empty, nil, string(g.lang), false)
	s.PageState(&st)
	return st, true
}

// buttonLabel is what a button says to a screen reader: its label, or,
// for a button drawn without one, its name (an icon's), or the screen's
// Labeller's words for it (a menu tile, a lesson card).
func (g *Game) buttonLabel(b kit.Button) string {
	if b.Label != "" {
		return b.Label
	}
	if b.Name != "" {
		return b.Name
	}
	if l, ok := g.cur.(Labeller); ok {
		return l.ButtonLabel(g.ctx(), b.ID)
	}
	return ""
}

// announceFocus says which button the keyboard's focus went to. Called
// with mu held.
func (g *Game) announceFocus() {
	id := g.kb.ring.ID()
	for _, b := range g.buttons {
		if b.ID != id {
			continue
		}
		if label := g.buttonLabel(b); label != "" {
			g.sayLater(msg.F(g.lang, msg.SpeechButton, label))
		}
	}
}

// announceCursor says what is under the keyboard's board cursor (and, the
// first time it shows, which keys move it). Called with mu held.
func (g *Game) announceCursor() {
	st, ok := g.shownState()
	if !ok {
		return
	}
	b, err := rules.ParseStones(st.Position)
	if err != nil {
		return
	}
	p := g.kb.cursor
	kind := rules.NoKind
	for _, f := range st.Forbidden {
		if f.Point == p.String() {
			kind, _ = rules.ParseKind(f.Kind)
		}
	}
	g.sayLater(speech.Point(g.lang, &b, p, kind))
	if !g.kb.cursorHinted {
		g.kb.cursorHinted = true
		g.sayLater(msg.T(g.lang, msg.SpeechCursorKeys))
	}
}

// mirrorPress presses button id as the mirror's copy of it was: a tap on
// it (or the frame's own nav button). Called with mu held.
func (g *Game) mirrorPress(id string, in *input.Frame) {
	for _, b := range g.buttons {
		if b.ID != id || b.Disabled {
			continue
		}
		if !g.navTap(id) {
			in.Taps = append(in.Taps, input.Tap{X: b.Rect.X + b.Rect.W/2, Y: b.Rect.Y + b.Rect.H/2, Button: id})
		}
		return
	}
}
