//go:build js && screens

// Every screen drawn in both languages, in headless Chromium: what the
// canvas shows is checked against the catalogue and against the
// screen-reader mirror. make wasm-test runs it in a test binary of its own
// (scripts/wasm-test.sh -tags screens): before the game loop starts,
// Ebitengine queues every draw until the loop's first frame, and the
// queue of some 2,000 frames drawn here made TestRunGame's frames five
// times slower (its run 40 s → 253 s).

package game

import (
	"encoding/json"
	"fmt"
	"regexp"
	"renju/game/services/spaced"
	"renju/game/vocab/screenview"
	"sort"
	"strings"
	"syscall/js"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"renju/drills"
	"renju/game/features/freeboard"
	"renju/game/features/gameviewer"
	"renju/game/features/lessonplay"
	"renju/game/features/match"
	"renju/game/features/storm"
	"renju/game/frame/screens"
	"renju/game/kit"
	"renju/game/services/homework"
	"renju/game/vocab/input"
	"renju/lessons"
	"renju/msg"
	"renju/practice"
	"renju/rules"
)

// rawKey is the shape of a message ID: dotted lower-camel words
// ("topic.review", "practice.hint.trap", "topic.fake-forbidden").
var rawKey = regexp.MustCompile(`\b[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9-]*)+\b`)

const debugShots = false

// drawCheck draws the screens of a game and checks each frame.
type drawCheck struct {
	t   *testing.T
	h   *harness
	img *ebiten.Image
	// What the page was last told (OnMirror): the buttons and the texts.
	buttons []mirrorButton
	screen  []string
	// spaces are the first words of the catalogue's IDs ("topic",
	// "practice", …): a token of the ID's shape that starts with one is a
	// raw key.
	spaces map[string]bool
	// shots counts the frames checked, by screen name.
	shots map[string]int
	// errs counts each problem once (the same one in many frames).
	errs map[string]bool
	// states are the states drawn (see fresh).
	states map[string]bool
}

func newDrawCheck(t *testing.T, w, h, scale float64) *drawCheck {
	d := &drawCheck{t: t, h: sized(t, w, h, scale, msg.English), img: ebiten.NewImage(int(w*scale), int(h*scale)),
		spaces: map[string]bool{}, shots: map[string]int{}, errs: map[string]bool{}, states: map[string]bool{}}
	for _, id := range msg.IDs() {
		first, _, _ := strings.Cut(string(id), ".")
		d.spaces[first] = true
	}
	d.h.g.OnMirror = func(_, buttons, screen string, _ msg.Lang, _ bool) {
		if buttons != "" {
			d.buttons = nil
			if err := json.Unmarshal([]byte(buttons), &d.buttons); err != nil {
				t.Fatal(err)
			}
		}
		if screen != "" {
			d.screen = nil
			if err := json.Unmarshal([]byte(screen), &d.screen); err != nil {
				t.Fatal(err)
			}
		}
	}
	d.h.g.mir.buttons, d.h.g.mir.screenSent = "", "" // told again, now that the test listens
	return d
}

// fail reports a problem once.
func (d *drawCheck) fail(format string, args ...any) {
	d.t.Helper()
	s := fmt.Sprintf(format, args...)
	if !d.errs[s] {
		d.errs[s] = true
		d.t.Error(s)
	}
}

// shot draws the screen as it is, in English and in Chinese, and checks
// each frame: no raw key drawn or mirrored; every button mirrored with a
// label holding every text drawn on it; every other text in the mirror's
// texts.
func (d *drawCheck) shot(what string) {
	d.t.Helper()
	g := d.h.g
	back := g.lang
	for _, lang := range []msg.Lang{msg.English, msg.Chinese} {
		g.setLang(lang)
		d.h.update()
		g.mu.Lock()
		g.lastFrame = frameKey{} // drawn even if it looks the same
		g.mu.Unlock()
		g.Draw(d.img)
		g.mu.Lock()
		shown := append([]kit.Shown(nil), g.kit.Recorded()...)
		drawn := append([]kit.Button(nil), g.buttons...)
		name := g.cur.Name()
		g.mu.Unlock()
		d.h.update() // the mirror is told what was drawn
		d.shots[name]++
		if debugShots {
			d.t.Logf("shot %s: %s (%s), %d texts", name, what, lang, len(shown))
		}
		d.check(fmt.Sprintf("%s, %s (%s)", name, what, lang), shown, drawn)
		if g.currentLayout().Scale > 1 { // a phone: every button a tap target
			for _, s := range small(g) {
				d.fail("%s, %s: a button under 44 CSS px: %s", name, what, s)
			}
		}
	}
	g.setLang(back)
	d.h.update()
}

func (d *drawCheck) check(where string, shown []kit.Shown, drawn []kit.Button) {
	d.t.Helper()
	labels := map[string]string{}
	for _, b := range d.buttons {
		labels[b.ID] = b.Label
		d.rawKeys(where+", the mirror's button "+b.ID, b.Label)
	}
	screen := map[string]bool{}
	for _, s := range d.screen {
		screen[s] = true
	}
	for _, b := range drawn {
		if labels[b.ID] == "" {
			d.fail("%s: the button %s is not in the mirror, or has no label (icon %d)", where, b.ID, b.Icon)
		}
	}
	for _, s := range shown {
		d.rawKeys(where, s.S)
		if i := onButton(s, drawn); i >= 0 && !s.Over {
			b := drawn[i]
			if l, ok := labels[b.ID]; ok && !strings.Contains(squeeze(l), squeeze(s.S)) {
				d.fail("%s: %q is drawn on the button %s, whose mirror label %q does not say it", where, s.S, b.ID, l)
			}
			continue
		}
		if !screen[s.S] {
			d.fail("%s: %q is drawn but not in the mirror's texts", where, s.S)
		}
	}
}

// rawKeys fails for a message ID drawn as it is: a token of an ID's shape
// that starts with one of the catalogue's first words, or a whole text
// of that shape.
func (d *drawCheck) rawKeys(where, s string) {
	d.t.Helper()
	for _, m := range rawKey.FindAllString(s, -1) {
		first, _, _ := strings.Cut(m, ".")
		if d.spaces[first] || m == strings.TrimSpace(s) {
			d.fail("%s: a raw key %q in %q", where, m, s)
		}
	}
}

// squeeze drops white space (a label wrapped on two lines is drawn as
// two texts).
func squeeze(s string) string { return strings.Join(strings.Fields(s), "") }

// covered fails unless every screen of the screens.Registry was drawn.
func (d *drawCheck) covered() {
	d.t.Helper()
	var names []string
	for _, e := range screens.Registry {
		if d.shots[e.Name] == 0 {
			d.t.Errorf("the screen %s was never drawn", e.Name)
		}
	}
	for n, k := range d.shots {
		names = append(names, fmt.Sprintf("%s %d", n, k))
	}
	sort.Strings(names)
	d.t.Logf("frames checked by screen: %s", strings.Join(names, ", "))
}

// press presses a button as the mirror does (a screen reader's press):
// by its ID, wherever it is.
func (d *drawCheck) press(id string) {
	d.h.g.PushEvent(Event{Kind: ButtonPress, Button: id})
	d.h.update()
}

// open shows a fresh instance of a screen, by its hash.
func (d *drawCheck) open(hash string) {
	d.t.Helper()
	g := d.h.g
	g.mu.Lock()
	if s, ok := g.screens[screens.NameLesson].(screens.Leaver); ok {
		s.Leave() // no practice set made in the background for a screen dropped
	}
	g.screens = nil
	g.kb = keyboard{}
	g.mu.Unlock()
	if hash == "" {
		g.mu.Lock()
		_ = g.open(screens.NameHome, "")
		g.mu.Unlock()
	} else if err := g.OpenHash(hash); err != nil {
		d.t.Logf("%s: %v (the screen says so)", hash, err)
	}
	d.h.update()
}

// settle runs frames until ready (work done off the game loop: a
// practice set, a record read, a worksheet), for at most 20 s.
func (d *drawCheck) settle(ready func() bool) {
	d.t.Helper()
	for deadline := time.Now().Add(20 * time.Second); !ready(); {
		if time.Now().After(deadline) {
			d.t.Fatalf("waited 20 s on %s", d.h.g.ScreenName())
		}
		time.Sleep(5 * time.Millisecond)
		d.h.update()
	}
}

// skipped are the buttons the walk does not press: the frame's (the
// language is every shot's), and those that leave the browser's page
// (files, the clipboard, full screen, printing).
var skipped = regexp.MustCompile(`^(nav\.home|nav\.lang|home\.(saveFile|loadFile)|class\.(png|fullscreen))$`)

// tap taps a point of the board (the first of pts that is empty on the
// board shown).
func (d *drawCheck) tap(pts ...string) {
	d.t.Helper()
	st := d.h.state()
	b, err := rules.ParseStones(st.Position)
	if err != nil {
		d.t.Fatalf("the position %q: %v", st.Position, err)
	}
	for _, s := range pts {
		p := rules.MustPoint(s)
		if b.At(p) == rules.Empty {
			x, y, _, _ := d.h.g.PointOnScreen(p)
			d.h.click(x, y)
			return
		}
	}
}

// family is a button's kind: its ID without a trailing number (one page
// dot, one walk's point stands for the others).
func family(id string) string { return strings.TrimRight(id, "0123456789") }

// explore draws the state setup makes (and, if it waits on work off the
// game loop, the state that work ends in), then every state one press
// away (depth presses away), each kind of button once, at most budget
// presses. A state drawn before (the same screen, buttons and page-API
// state) is not drawn or explored again.
func (d *drawCheck) explore(what string, setup func(), depth int, budget *int) {
	d.t.Helper()
	setup()
	fresh := d.fresh()
	if fresh {
		d.shot(what)
	}
	if d.busy() {
		d.settle(func() bool { return !d.busy() })
		if fresh = d.fresh(); fresh {
			d.shot(what + ", ready")
		}
	}
	if !fresh || depth == 0 {
		return
	}
	var ids []string
	seen := map[string]bool{}
	for _, id := range d.h.g.ButtonIDs() {
		if skipped.MatchString(id) || seen[family(id)] {
			continue
		}
		seen[family(id)] = true
		ids = append(ids, id)
	}
	for _, id := range ids {
		if *budget <= 0 {
			return
		}
		*budget--
		d.explore(what+" › "+id, func() {
			setup()
			d.settle(func() bool { return !d.busy() })
			d.press(id)
		}, depth-1, budget)
	}
}

// fresh reports whether the state shown was not drawn before (and
// remembers it).
func (d *drawCheck) fresh() bool {
	g := d.h.g
	g.mu.Lock()
	sig := fmt.Sprint(g.cur.Name(), g.buttons)
	g.mu.Unlock()
	sig += g.State()
	if d.states[sig] {
		return false
	}
	d.states[sig] = true
	return true
}

// busy reports whether the screen waits on work off the game loop: a
// drill or a practice set being made, a record read, the sparring
// partner thinking (as the page API tells).
func (d *drawCheck) busy() bool {
	var st any
	if err := json.Unmarshal([]byte(d.h.g.State()), &st); err != nil {
		d.t.Fatal(err)
	}
	return busyIn(st)
}

func busyIn(v any) bool {
	switch v := v.(type) {
	case map[string]any:
		for k, x := range v {
			switch s, _ := x.(string); {
			case (k == "phase" || k == "stage") && (s == "preparing" || s == "loading" || s == "making"):
				return true
			case k == "thinking" && x == true:
				return true
			}
			if busyIn(x) {
				return true
			}
		}
	case []any:
		for _, x := range v {
			if busyIn(x) {
				return true
			}
		}
	}
	return false
}

// TestEveryScreenDrawnAndMirrored walks every screen through its states,
// draws each in English and in Chinese, and checks that no raw message
// key is drawn or mirrored, and that the screen-reader mirror carries
// every text drawn: the buttons (those drawn as an icon, a dot or a card
// too) with labels that say what is drawn on them, the rest as texts.
func TestEveryScreenDrawnAndMirrored(t *testing.T) {
	// A text prompt (a title, a pasted game) is cancelled: nothing may
	// wait on a dialog nobody answers.
	js.Global().Set("prompt", js.FuncOf(func(js.Value, []js.Value) any { return js.Null() }))
	start := time.Now()
	d := newDrawCheck(t, 1280, 800, 1)
	for _, walk := range []struct {
		name string
		walk func(d *drawCheck)
	}{
		{"home", walkHome}, {"lessons", walkLessons}, {"lesson", walkLessonPages}, {"practice", walkPractice},
		{"free", walkFree}, {"drills", walkDrills}, {"storm", walkStorm}, {"play", walkPlay},
		{"viewer", walkViewer}, {"classroom", walkClassroom}, {"teach", walkTeach}, {"homework", walkHomework},
		{"review", walkReview}, {"goal", walkGoal}, {"rules", walkRules},
	} {
		from := time.Now()
		walk.walk(d)
		t.Logf("%s: %v", walk.name, time.Since(from).Round(time.Millisecond))
	}
	d.covered()
	// A phone upright lays the screens out otherwise (the page dots in the
	// nav bar, the menu's tiles in two columns, short labels).
	p := newDrawCheck(t, 390, 844, 3)
	walkPhone(p)
	t.Logf("%v", time.Since(start))
}

// walkPhone draws the screens on a phone: the home and lesson menus, every
// lesson page, and the other screens as they open.
func walkPhone(d *drawCheck) {
	walkHome(d)
	walkLessons(d)
	for _, l := range d.h.g.learn.All() {
		for i := range l.Pages {
			d.open(fmt.Sprintf("#lesson=%s/%d", l.ID, i+1))
			d.shot("a page")
		}
	}
	for _, hash := range []string{"#pos=B:g8,j8,h7,h9", "#drills", "#drills=find-all.1", "#storm", "#play", "#games", "#class=1.bg8j8h9h10.mAh11", "#teach", "#settings", "#rules", "#review", "#goal", "#hub=learn"} {
		budget := 8
		d.explore(hash, func() { d.open(hash) }, 1, &budget)
	}
}

// walkRules draws the rules on one page, scrolled to its end.
func walkRules(d *drawCheck) {
	d.open("#rules")
	d.shot("the sheet")
	for range 6 {
		d.h.key(input.KeyPageDown)
	}
	d.shot("the sheet's end")
}

func walkHome(d *drawCheck) {
	budget := 20
	d.explore("home", func() { d.open("") }, 1, &budget)
	d.open("")
	d.h.key(input.KeyTab) // a key used: the key hints show
	d.shot("keyboard")
}

// walkLessons draws the lesson menu scrolled from the first card to the
// last, so that every card is drawn.
func walkLessons(d *drawCheck) {
	d.open("#lessons")
	d.shot("menu")
	for range d.h.g.learn.All() {
		d.h.key(input.KeyDown)
		d.shot("menu, scrolled")
	}
}

// walkLessonPages draws every page of every lesson, and on the first page
// of each kind of task every state one press away (an answer, a hint, the
// answer shown, a walk), and a walk stepped to its end.
func walkLessonPages(d *drawCheck) {
	tasks := map[string]bool{}
	for _, l := range d.h.g.learn.All() {
		for i, pg := range l.Pages {
			hash := fmt.Sprintf("#lesson=%s/%d", l.ID, i+1)
			if pg.Task != nil && !tasks[pg.Task.Type] {
				tasks[pg.Task.Type] = true
				budget := 12
				d.explore(hash, func() { d.open(hash) }, 1, &budget)
				continue
			}
			d.open(hash)
			d.shot(hash)
		}
	}
	d.open("#lesson=recursion/1")
	d.press("walk.open.1")
	for d.h.g.buttonEnabled("walk.next") {
		d.press("walk.next")
		d.shot("recursion/1, a walk")
	}
}

// walkPractice draws the practice of every lesson (two items: each kind
// of item a lesson's practice has), each one press away (an answer, a
// hint) and with its answer shown, and the lesson-complete moment.
func walkPractice(d *drawCheck) {
	for _, l := range d.h.g.learn.All() {
		items := practice.Items(l, 7, 2, nil)
		if len(items) == 0 {
			continue
		}
		hash := fmt.Sprintf("#lesson=%s/%d", l.ID, len(l.Pages))
		// item shows item i of a new practice set made of items.
		item := func(i int) {
			d.open(hash)
			g := d.h.g
			g.mu.Lock()
			screens.LessonFlow(g.cur).ShowPractice(items, i)
			screens.LessonTurned(g.cur)
			g.mu.Unlock()
			d.h.update()
		}
		for i := range items {
			budget := 6
			d.explore(l.ID+" practice", func() { item(i) }, 1, &budget)
			item(i)
			d.press(lessonplay.BtnShowAnswer)
			d.shot(l.ID + " practice, shown")
		}
		d.press(lessonplay.BtnNext) // after the last item
		d.shot(l.ID + " complete")
	}
}

// walkFree draws the free board: empty, with a position (its buttons each
// pressed), the shortcut sheet, and a walk stepped through.
func walkFree(d *drawCheck) {
	const pos = "#pos=B:g8,j8,h7,h9,f10,k5 W:a1,a2,a3,a15,m12"
	budget := 30
	d.explore("free", func() { d.open(pos) }, 1, &budget)
	d.open(pos)
	d.h.g.Do(freeboard.ToggleHelp)
	d.h.update()
	d.shot("the shortcut sheet")
	d.open(pos)
	d.h.key(input.KeyUp)   // the cursor, moved to H9
	d.h.key(input.KeyDown) // at H8, a double-three
	d.shot("the cursor")
	d.h.key(input.KeyW)
	for i := 0; i < 40 && d.h.g.buttonEnabled("walk.next"); i++ {
		d.shot("the walk of H8")
		d.h.key(input.KeyRight)
	}
	d.shot("the walk's end")
}

// walkDrills draws the drills' menu and each type of drill, answered
// (a choice, a tap) and explained.
func walkDrills(d *drawCheck) {
	budget := 20
	d.explore("drills", func() { d.open("#drills") }, 1, &budget)
	for _, typ := range drills.Types {
		hash := "#drills=" + typ + ".1"
		budget := 14
		d.explore(hash, func() { d.open(hash) }, 2, &budget)
		d.open(hash)
		d.tap("h8", "g7", "i9", "j10", "f6")
		d.shot(hash + ", a tap")
		d.press("drill.done")
		d.shot(hash + ", done")
	}
}

// walkStorm draws Foul Storm: its menu, a storm and a streak under way,
// answered, and their ends.
func walkStorm(d *drawCheck) {
	budget := 12
	d.explore("storm", func() { d.open("#storm") }, 1, &budget)
	for _, mode := range []string{"storm", "streak"} {
		run := func() {
			d.open("#storm=" + mode)
			d.press("storm.start")
		}
		budget := 12
		d.explore(mode+" under way", run, 2, &budget)
		run()
		d.settle(func() bool { return !d.busy() })
		s := screens.Model(d.h.g.cur).(*storm.Model)
		d.h.g.mu.Lock()
		s.End()
		d.h.g.mu.Unlock()
		d.h.update()
		d.shot(mode + ", the end")
	}
}

// walkPlay draws the game against the sparring partner: the menu's
// choices, a game under way, its end and its review.
func walkPlay(d *drawCheck) {
	budget := 30
	d.explore("play", func() { d.open("#play") }, 1, &budget)
	game := func() {
		d.open("#play")
		d.press("play.start")
		for _, p := range []string{"h8", "i9", "g7", "j10", "f6", "h10"} {
			d.settle(func() bool { return !d.busy() })
			d.tap(p)
		}
	}
	budget = 16
	d.explore("a game under way", game, 2, &budget)
	over := func() {
		d.open("#play")
		d.press("play.start")
		d.press("play.resign")
		if d.h.g.buttonEnabled("play.resign") {
			d.press("play.resign") // a resignation may ask to be confirmed
		}
	}
	budget = 16
	d.explore("the game over", over, 2, &budget)
	// Two games kept: the menu's Resume a game (2), the chooser's lines,
	// and a game that does not replay, named on the menu.
	d.h.g.Restore(map[string]string{match.StorageKey: `{"v":1,"games":[` +
		`{"id":"c","at":30,"link":"1.free.learning.people.first.h.h8-h8"},` +
		`{"id":"b","at":20,"link":"1.rif.learning.people.first.h.h8-h9-h10"},` +
		`{"id":"a","at":10,"link":"1.free.learning.2.first.h.h8-i9-i8"}]}`})
	d.open("#play")
	d.shot("two games kept, one that does not replay")
	d.press("play.resume")
	d.shot("the chooser of the games kept")
}

// walkViewer draws the game viewer: waiting for a record, a record with
// a foul read, its moments, a walk and its drills.
func walkViewer(d *drawCheck) {
	budget := 10
	d.explore("viewer", func() { d.open("#games") }, 1, &budget)
	open := func() {
		d.open("#games")
		s := screens.Model(d.h.g.cur).(*gameviewer.Screen).Model
		d.h.g.mu.Lock()
		s.Load("cup.sgf", []byte(viewerGames))
		d.h.g.mu.Unlock()
		d.settle(func() bool { return s.Phase() > 1 })
	}
	budget = 30
	d.explore("a record", open, 2, &budget)
}

// viewerGames is an SGF collection: a game with a comment and a
// variation, and a game Black loses by a foul (as in game/features/gameviewer's
// tests).
const viewerGames = `(;GM[4]FF[4]SZ[15]PB[Ann]PW[Ben]RE[W+]EV[Club cup]DT[2024-05-01]
;B[hh]C[The centre.];W[ig];B[ih]
(;W[jh];B[gh])
(;W[gh]C[Another try.];B[jh]))
(;GM[4]FF[4]SZ[15]PB[Cy]PW[Dee]RE[W+]
;B[hh];W[ao];B[ih];W[am];B[ig];W[ak];B[if];W[ai];B[ij])`

// walkClassroom draws the Classroom: each tool and switch, stones and
// marks on the board, and the presenter look.
func walkClassroom(d *drawCheck) {
	const pos = "#class=1.bg8j8h9h10.mAh11"
	budget := 40
	d.explore("classroom", func() { d.open(pos) }, 1, &budget)
	for _, tool := range []string{"class.black", "class.letter", "class.triangle", "class.numbered"} {
		d.open(pos)
		d.press(tool)
		d.tap("k10", "k11")
		d.shot("classroom, " + tool + " on the board")
	}
}

// walkReview draws the review of mistakes: empty, then with a missed
// drill asked, answered and explained, and the end of the sitting.
func walkReview(d *drawCheck) {
	d.open("#review")
	d.shot("no mistakes yet")
	yes := true
	miss := drills.Drill{Type: drills.IsForbidden, Level: 1, ToMove: "black", Position: reviewDemo,
		Point: "h8", Answer: drills.Answer{Forbidden: &yes, Kind: "double-three"}}
	d.h.g.mu.Lock()
	d.h.g.journal.Answered(screenview.Attempt{From: spaced.FromStorm, Drill: miss})
	// And a lesson's task, asked as the lesson asks it (lesson 3, page 5).
	task := lessons.Question{Lesson: "three", Page: 5, Kind: lessons.TaskLiveOrFalse, Position: "B:j6,k5 W:h6,j8,l4", Marks: "A=i7", Point: "i7", Dir: "anti-diagonal"}
	d.h.g.journal.Answered(screenview.Attempt{From: spaced.FromLesson, Question: "lesson/three/5", Task: &task})
	d.h.g.mu.Unlock()
	budget := 16
	d.explore("review", func() { d.open("#review") }, 2, &budget)
}

// reviewDemo is a position with a double-three at H8 (the home demo).
const reviewDemo = "B:f8,g8,h9,h10 W:e10,j9"

// walkGoal draws the daily goal's screen and its choices.
func walkGoal(d *drawCheck) {
	budget := 8
	d.explore("goal", func() { d.open("#goal") }, 1, &budget)
}

// walkTeach draws the teacher's homework screen, building a homework.
func walkTeach(d *drawCheck) {
	budget := 40
	d.explore("teach", func() { d.open("#teach") }, 2, &budget)
}

// walkHomework draws a learner's homework: its list, a page, drills, and
// the code to hand in.
func walkHomework(d *drawCheck) {
	hw := homework.Homework{Title: "Week 3", Lessons: []homework.LessonPages{{Lesson: "double-three", Pages: []int{1, 2}}},
		Drills: homework.DrillSet{Types: []string{drills.IsForbidden, drills.FindAll}, Level: 1, Count: 2, Seed: 5}}
	hash := homework.FormatHash(hw)
	budget := 16
	d.explore("homework", func() { d.open(hash) }, 2, &budget)
	d.open("#hw=nonsense")
	d.shot("a bad link")
}

// buttonEnabled reports whether the screen has button id, enabled.
func (g *Game) buttonEnabled(id string) bool {
	for _, b := range g.ButtonIDs() {
		if b == id {
			return true
		}
	}
	return false
}
