//go:build js

// These tests run in headless Chromium (make wasm-test, through
// wasmbrowsertest): they start the real Ebitengine loop with WebGL.

package game

import (
	"encoding/json"
	"errors"
	"image/color"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/game/features/freeboard"
	"renju/game/frame/screens"
	"renju/game/vocab/input"
	"renju/game/vocab/pageapi"
	"renju/lessons"
	"renju/rules"
)

func TestPageAPIState(t *testing.T) {
	g := New()
	var st pageapi.State
	require.NoError(t, json.Unmarshal([]byte(g.State()), &st))
	assert.Equal(t, "home", st.Screen)
	assert.Equal(t, "", st.Position)
	assert.Equal(t, "black", st.ToMove)
	assert.Equal(t, []pageapi.Foul{}, st.Forbidden)
	assert.Equal(t, "en", st.Lang)
	assert.Equal(t, "", st.Lesson)
	assert.Equal(t, 0, st.Page)
	assert.Equal(t, 0, st.Step)
	assert.Equal(t, "", st.Walk)

	require.NotNil(t, st.Path)
	assert.Equal(t, "lesson:"+lessons.All()[0].ID, st.Path.Next)
	assert.Equal(t, pageapi.PathStep{ID: "lesson:" + lessons.All()[0].ID, Kind: "lesson", Title: lessons.All()[0].Title.EN}, st.Path.Steps[0])

	require.NoError(t, g.Load("B:g8,h8,i9,i10 W:a1,a2,a3,a4"))
	// The path, on every screen, is checked above: here the rest.
	state := g.State()
	at, end := strings.Index(state, `"path":`), strings.Index(state, `,"daily":`)
	require.True(t, at > 0 && end > at, state)
	assert.Equal(t,
		`{"screen":"free","position":"B:g8,h8,i9,i10 W:a1,a2,a3,a4","toMove":"black","forbidden":[{"point":"i8","kind":"double-three"}],"lang":"en","overlay":true,"lesson":"","page":0,"step":0,"walk":"","marks":[],"saveError":"","settings":{"sound":false,"reducedMotion":false},"feel":{"animating":false,"animations":0,"sounds":0},"daily":{"goal":10,"unit":"items","done":0,"streak":0},"drill":null,"homework":null,"play":null,"review":{"queued":0,"due":0},"start":null,"storm":null,"teach":null,"viewer":null}`,
		state[:at]+state[end+1:])

	err := g.Load("B:z99")
	require.Error(t, err)
	assert.Contains(t, g.State(), `"position":"B:g8,h8,i9,i10 W:a1,a2,a3,a4"`, "a bad position leaves the board")

	g.Do(freeboard.ToggleOverlay)
	assert.Contains(t, g.State(), `"forbidden":[{"point":"i8","kind":"double-three"}]`, "the map is there with the overlay off")
	assert.Contains(t, g.State(), `"overlay":false`)
}

func TestHashFollowsUserChanges(t *testing.T) {
	g := New()
	var got []string
	g.OnHashChange = func(hash string, _ bool) { got = append(got, hash) }
	require.NoError(t, g.OpenHash("#pos=h8%20h9"))
	require.NoError(t, g.Update())
	assert.Empty(t, got, "a position from the hash is not written back")
	assert.Equal(t, "free", g.ScreenName())
	g.TapPoint(rules.MustPoint("i8"))
	require.NoError(t, g.Update())
	require.NoError(t, g.Update())
	assert.Equal(t, []string{"#pos=B%3Ah8%2Ci8%20W%3Ah9"}, got)

	// A broken link leaves the board and says why in the panel.
	require.Error(t, g.OpenHash("#pos=B:h8,zz"))
	require.NoError(t, g.Update())
	g.mu.Lock()
	v := g.freeBoard().View()
	g.mu.Unlock()
	assert.Contains(t, v.NoticeText("en"), "The link's position could not be read")
	assert.Equal(t, []string{"#pos=B%3Ah8%2Ci8%20W%3Ah9", "#pos=B%3Ah8%2Ci8%20W%3Ah9"}, got,
		"the bad link is replaced in the address bar by the board shown, so a reload does not fail again")
}

// A change of screen is a new history entry; a change within a screen
// replaces it. Back (GoToHash) returns to the screen before, the home
// screen for a hash naming none.
func TestHistoryEntries(t *testing.T) {
	g := New()
	type change struct {
		hash string
		push bool
	}
	var got []change
	g.OnHashChange = func(hash string, push bool) { got = append(got, change{hash, push}) }
	require.NoError(t, g.Update())
	require.NoError(t, g.open("lessons", ""))
	require.NoError(t, g.Update())
	require.NoError(t, g.open(screens.NameLesson, "double-three/1"))
	require.NoError(t, g.Update())
	require.NoError(t, g.open(screens.NameLesson, "double-three/2"))
	require.NoError(t, g.Update())
	assert.Equal(t, []change{{"#lessons", true}, {"#lesson=double-three/1", true}, {"#lesson=double-three/2", false}}, got)

	got = nil
	require.NoError(t, g.GoToHash("#lessons")) // Back
	require.NoError(t, g.Update())
	assert.Equal(t, "lessons", g.ScreenName())
	assert.Empty(t, got, "the browser moved: nothing is written")
	require.NoError(t, g.GoToHash("")) // Back again: the start
	require.NoError(t, g.Update())
	assert.Equal(t, "home", g.ScreenName())
	assert.Empty(t, got)
	require.NoError(t, g.GoToHash("#lessons")) // Forward
	assert.Equal(t, "lessons", g.ScreenName())
	require.NoError(t, g.GoToHash("#lessons"), "popstate and hashchange both fire: the second does nothing")
}

// A bad drills link says what was wrong, and the address bar is set to
// the screen shown.
func TestBadDrillsLink(t *testing.T) {
	g := New()
	var got []string
	g.OnHashChange = func(hash string, _ bool) { got = append(got, hash) }
	err := g.OpenHash("#drills=nonsense.2")
	require.Error(t, err)
	assert.Contains(t, err.Error(), `there is no drill "nonsense"`)
	assert.Contains(t, g.toastText(), "nonsense")
	require.NoError(t, g.Update())
	require.NotEmpty(t, got)
	assert.NotContains(t, got[len(got)-1], "nonsense", "the bad hash is cleared")
	err = g.OpenHash("#drills=find-all.9")
	require.Error(t, err)
	assert.Contains(t, err.Error(), `drill level "9": want 1 to 3`)
	require.NoError(t, g.OpenHash("#drills=find-all.2"))
}

func TestPointOnScreen(t *testing.T) {
	g := New()
	g.setLayout(1280, 800, 1)
	x0, y0, w, h := g.PointOnScreen(rules.MustPoint("a15"))
	x1, y1, _, _ := g.PointOnScreen(rules.MustPoint("o1"))
	assert.Equal(t, 1280.0, w)
	assert.Equal(t, 800.0, h)
	assert.Less(t, x0, x1)
	assert.Less(t, y0, y1, "row 15 is at the top")
	hx, hy, _, _ := g.PointOnScreen(rules.Center)
	assert.InDelta(t, (x0+x1)/2, hx, 0.01)
	assert.InDelta(t, (y0+y1)/2, hy, 0.01)
}

// TestPageEvents drives the game through queued page events, as the DOM
// listeners deliver them: presses and releases in the same tick still
// count.
func TestPageEvents(t *testing.T) {
	g := New()
	g.UsePageEvents()
	g.setLayout(1280, 800, 1)
	require.NoError(t, g.Load(""), "the free board")
	require.NoError(t, g.Update())
	lay := g.currentLayout()

	frac := func(x, y float64) (float64, float64) { return x / lay.W, y / lay.H }
	click := func(x, y float64, secondary bool) {
		fx, fy := frac(x, y)
		g.PushEvent(Event{Kind: PointerDown, ID: 1, FX: fx, FY: fy, Secondary: secondary})
		g.PushEvent(Event{Kind: PointerUp, ID: 1, FX: fx, FY: fy})
		require.NoError(t, g.Update())
	}
	at := func(s string) (float64, float64) { return lay.PointXY(rules.MustPoint(s)) }
	position := func() string {
		var st pageapi.State
		require.NoError(t, json.Unmarshal([]byte(g.State()), &st))
		return st.Position
	}
	key := func(k input.Key, ctrl bool) {
		g.PushEvent(Event{Kind: KeyDown, Press: input.Press{Key: k, Ctrl: ctrl}})
		require.NoError(t, g.Update())
	}

	x, y := at("h8")
	click(x, y, false)
	assert.Equal(t, "B:h8", position())
	x, y = at("h9")
	click(x+lay.Cell*0.3, y-lay.Cell*0.2, false) // a little off the point
	assert.Equal(t, "B:h8 W:h9", position())

	// A drag is not a tap.
	x, y = at("c3")
	fx, fy := frac(x, y)
	g.PushEvent(Event{Kind: PointerDown, ID: 2, FX: fx, FY: fy, Touch: true})
	fx2, fy2 := frac(x+3*lay.Cell, y)
	g.PushEvent(Event{Kind: PointerMove, ID: 2, FX: fx2, FY: fy2, Touch: true})
	g.PushEvent(Event{Kind: PointerUp, ID: 2, FX: fx2, FY: fy2, Touch: true})
	require.NoError(t, g.Update())
	assert.Equal(t, "B:h8 W:h9", position())

	// Right click: Why? without placing.
	x, y = at("j10")
	click(x, y, true)
	assert.Equal(t, "B:h8 W:h9", position())
	sel := g.freeView().Sel
	require.NotNil(t, sel)
	assert.Equal(t, "j10", sel.Point.String())

	key(input.KeyZ, true)
	assert.Equal(t, "B:h8", position(), "Ctrl+Z")
	key(input.KeyY, false)
	assert.Equal(t, "B:h8 W:h9", position(), "Y")
	key(input.KeyDelete, false)
	assert.Equal(t, "", position(), "Delete clears")
	key(input.KeyZ, false)
	assert.Equal(t, "B:h8 W:h9", position(), "and Z brings it back")

	// The panel's buttons: "White" mode, then a tap places white.
	wx, wy, _, _, ok := g.ButtonOnScreen("free.white")
	require.True(t, ok, "%v", g.ButtonIDs())
	click(wx, wy, false)
	x, y = at("a1")
	click(x, y, false)
	assert.Equal(t, "B:h8 W:a1,h9", position())

	// '?' opens the list; a tap closes it without playing.
	g.PushEvent(Event{Kind: CharTyped, Char: '?'})
	require.NoError(t, g.Update())
	assert.True(t, g.freeView().Help)
	x, y = at("o15")
	click(x, y, false)
	assert.False(t, g.freeView().Help)
	assert.Equal(t, "B:h8 W:a1,h9", position())

	// Hover follows the mouse and leaves with it.
	x, y = at("e5")
	fx, fy = frac(x, y)
	g.PushEvent(Event{Kind: PointerMove, ID: 1, FX: fx, FY: fy})
	require.NoError(t, g.Update())
	assert.True(t, g.freeView().Hovering)
	assert.Equal(t, "e5", g.freeView().Hover.String())
	g.PushEvent(Event{Kind: PointerLeave, ID: 1})
	require.NoError(t, g.Update())
	assert.False(t, g.freeView().Hovering)
}

// TestLongPressIsTimedByEvents: a touch's hold is measured with the
// events' timestamps, not in frames. A one-second hold whose press and
// release land in the same slow frame asks Why?; an 80 ms tap across many
// frames (a slow frame in the middle) places a stone; while a finger is
// held, the clock of the page says when the Why? preview shows.
func TestLongPressIsTimedByEvents(t *testing.T) {
	g := New()
	g.UsePageEvents()
	now := 0.0
	g.clock = func() float64 { return now }
	g.setLayout(390, 844, 1)
	require.NoError(t, g.Load(""), "the free board")
	require.NoError(t, g.Update())
	lay := g.currentLayout()
	touch := func(kind EventKind, p string, ms float64) {
		x, y := lay.PointXY(rules.MustPoint(p))
		g.PushEvent(Event{Kind: kind, ID: 7, FX: x / lay.W, FY: y / lay.H, Touch: true, T: ms})
	}
	position := func() string {
		var st pageapi.State
		require.NoError(t, json.Unmarshal([]byte(g.State()), &st))
		return st.Position
	}

	// An 80 ms tap spread over 40 frames: a stone.
	touch(PointerDown, "h8", 300)
	now = 300
	for range 40 {
		require.NoError(t, g.Update())
		assert.False(t, g.longPress, "no Why? preview during a quick tap")
	}
	touch(PointerUp, "h8", 380)
	now = 385
	require.NoError(t, g.Update())
	assert.Equal(t, "B:h8", position(), "a quick tap places a stone, however many frames it spans")

	// A one-second hold, seen by a single frame: Why?, no stone.
	touch(PointerDown, "j10", 1000)
	touch(PointerUp, "j10", 2000)
	now = 2010
	require.NoError(t, g.Update())
	assert.Equal(t, "B:h8", position(), "a long press places nothing")
	require.NotNil(t, g.freeView().Sel, "a long press asks Why?")
	assert.Equal(t, "j10", g.freeView().Sel.Point.String())

	// Held still: the preview shows once the page's clock passes 500 ms.
	touch(PointerDown, "c3", 4000)
	now = 4400
	require.NoError(t, g.Update())
	assert.False(t, g.longPress)
	now = 4000 + input.LongPressMS
	require.NoError(t, g.Update())
	assert.True(t, g.longPress, "the Why? preview after 500 ms held")
	touch(PointerUp, "c3", 4600)
	require.NoError(t, g.Update())
	assert.Equal(t, "B:h8", position())
}

// busy is a position with many forbidden points of every kind.
const busy = "B:c12,d12,e12,f12,h12,j3,k3,l3,m5,m6,m7,f7,g7,g8,f9,e5,e6,k10,l10,l12,l13,h8 " +
	"W:a1,a2,a3,a4,a5,a6,a7,a8,a9,a10,a11,a12,a13,a14,a15,o1,o2,o3,o4,o5"

// probe wraps the game to run it for a number of frames, timing Update and
// Draw and checking the pixels drawn.
type probe struct {
	g               *Game
	frames          int
	updates, draws  []time.Duration
	checked         bool
	stone, wood, bg color.Color
	stoneAt, woodAt [2]float64
	err             error
	selectAfter     int
	drawTimes       []time.Time
	helpOn          bool
	walkSteps       int // lesson frames (see lessons)
	pages           int
	// The lesson steps done (see lessons): Ebitengine may run no Update
	// for a frame number (frames count Draws), so each step happens at
	// the first Update at or past its frame, once.
	lessonOpen, walkOpen, pulsing bool
}

func (p *probe) Update() error {
	// The intents are applied inside the timed part, as a tap's would be:
	// the forbidden map and the selection's judgement count.
	start := time.Now()
	if p.frames == p.selectAfter {
		p.g.mu.Lock()
		p.g.freeBoard().Inspect(rules.MustPoint("g7"))
		p.g.freeBoard().Hover(rules.MustPoint("k5"), true)
		p.g.mu.Unlock()
	}
	switch {
	case p.frames > 70 && p.frames <= 110:
		// The pointer moves every frame: the pointer layer is redrawn.
		p.g.mu.Lock()
		p.g.freeBoard().Hover(rules.Point{Col: p.frames % 15, Row: 2}, true)
		p.g.mu.Unlock()
	case p.frames > 110 && p.frames <= 150:
		// The position changes every frame: the forbidden map and the
		// selection's judgement are computed, the board layer and the
		// panel redrawn.
		p.g.mu.Lock()
		m := p.g.freeBoard()
		if p.frames%2 == 0 {
			m.Do(freeboard.SetBlack)
			m.Tap(rules.MustPoint("n12"))
		} else {
			m.Do(freeboard.Undo)
		}
		p.g.mu.Unlock()
	}
	if p.frames >= 152 && !p.helpOn {
		p.helpOn = true
		p.g.Do(freeboard.ToggleHelp) // the shortcut card is drawn too
	}
	p.lessons()
	err := p.g.Update()
	p.updates = append(p.updates, time.Since(start))
	if p.frames >= 360 {
		return ebiten.Termination
	}
	return err
}

// lessons drives the lesson screens from frame 161: a lesson page with its
// walk stepped every frame (frames 165–225), the walk left alone with its
// candidate pulsing (225–255), then every page of every lesson, one a
// frame (255–355).
func (p *probe) lessons() {
	g := p.g
	switch {
	case p.frames >= 161 && !p.lessonOpen:
		p.lessonOpen = true
		if err := g.OpenHash("#lesson=recursion/1"); err != nil {
			p.err = err
		}
	case p.frames >= 163 && !p.walkOpen:
		p.walkOpen = true
		g.mu.Lock()
		if f := screens.LessonFlow(g.cur); f != nil {
			screens.LessonOpenWalk(g.cur, f.Page().Page().Walks[0])
		}
		g.mu.Unlock()
	case p.frames > 165 && p.frames <= 225:
		g.mu.Lock()
		if w := screens.OpenWalk(g.cur); screens.LessonFlow(g.cur) != nil && w != nil {
			if !w.P.Next() {
				w.P.Go(0)
			}
			p.walkSteps++
		}
		g.mu.Unlock()
	case p.frames >= 226 && p.frames <= 255 && !p.pulsing:
		p.pulsing = true
		g.mu.Lock()
		if w := screens.OpenWalk(g.cur); screens.LessonFlow(g.cur) != nil && w != nil {
			w.P.Go(2) // a candidate: it pulses
		}
		g.mu.Unlock()
	case p.frames > 255 && p.frames <= 355:
		g.mu.Lock()
		if screens.LessonFlow(g.cur) != nil {
			ls := g.learn.All()
			i := (p.frames - 256) % g.learn.TotalPages
			for _, l := range ls {
				if i < len(l.Pages) {
					screens.LessonGoPage(g.cur, l, i)
					p.pages++
					break
				}
				i -= len(l.Pages)
			}
		}
		g.mu.Unlock()
	}
}

func (p *probe) Draw(screen *ebiten.Image) {
	start := time.Now()
	p.g.Draw(screen)
	p.draws = append(p.draws, time.Since(start))
	p.drawTimes = append(p.drawTimes, start)
	p.frames++
	if p.frames == 5 && !p.checked {
		p.checked = true
		lay := p.g.currentLayout()
		x, y := lay.PointXY(rules.MustPoint("h8"))
		p.stoneAt = [2]float64{x, y}
		p.stone = screen.At(int(x), int(y))
		// Between e7, e8, f7, f8: open wood.
		wx, wy := lay.PointXY(rules.MustPoint("e7"))
		wx, wy = wx+lay.Cell/2, wy-lay.Cell/2
		p.woodAt = [2]float64{wx, wy}
		p.wood = screen.At(int(wx), int(wy))
		p.bg = screen.At(1, int(lay.H)-2)
	}
}

func (p *probe) Layout(w, h int) (int, int) { return p.g.Layout(w, h) }

func (p *probe) LayoutF(w, h float64) (float64, float64) { return p.g.LayoutF(w, h) }

func percentile(ds []time.Duration, q float64) time.Duration {
	s := append([]time.Duration(nil), ds...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	return s[int(float64(len(s)-1)*q)]
}

// TestRunGame runs the real loop in the browser (it must stay the file's
// last test: after the loop ends, Ebitengine makes no more images) with a busy position, the
// overlay, coordinates and move numbers on and an explanation shown, then
// a lesson page with its walk, then every lesson page, and checks that
// frames are drawn (the board's pixels are where the layout says) and that
// Update+Draw stay far inside a 60 FPS frame.
func TestRunGame(t *testing.T) {
	g := New()
	readyCalls := 0
	g.OnFirstDraw = func() { readyCalls++ }
	require.NoError(t, g.Load(busy))
	g.Do(freeboard.ToggleNumbers)
	fouls := g.freeBoard().Fouls()
	require.GreaterOrEqual(t, len(fouls), 5, "the test position has many forbidden points: %v", fouls)
	kinds := map[rules.Kind]bool{}
	for _, f := range fouls {
		kinds[f.Kind] = true
	}
	require.Len(t, kinds, 3, "every kind of foul is shown: %v", fouls)

	p := &probe{g: g, selectAfter: 60}
	ebiten.SetScreenClearedEveryFrame(false)
	err := ebiten.RunGame(p)
	if err != nil && !errors.Is(err, ebiten.Termination) {
		t.Fatal(err)
	}
	require.GreaterOrEqual(t, p.frames, 100)
	assert.True(t, g.freeView().Help, "the last frames showed the shortcut list")
	assert.Equal(t, 1, readyCalls, "OnFirstDraw once")

	lum := func(c color.Color) int {
		r, g, b, _ := c.RGBA()
		return int((r + g + b) / 3 >> 8)
	}
	require.True(t, p.checked)
	assert.Less(t, lum(p.stone), 90, "a black stone at h8 %v: %v", p.stoneAt, p.stone)
	r, gg, b, _ := p.wood.RGBA()
	assert.True(t, r > gg && gg > b && lum(p.wood) > 120, "wood between the lines at %v: %v", p.woodAt, p.wood)
	assert.Less(t, lum(p.bg), 50, "dark page background: %v", p.bg)

	// Frame cost. The first frames build caches (fonts, sprites, the
	// board); after that a frame redraws cached layers, or nothing.
	cost := func(from, to int) []time.Duration {
		var ds []time.Duration
		for i := from; i < to && i < len(p.updates) && i < len(p.draws); i++ {
			ds = append(ds, p.updates[i]+p.draws[i])
		}
		return ds
	}
	idle, hover, change := cost(10, 60), cost(72, 110), cost(112, 150)
	t.Logf("frames %d, screen %vx%v; first frame Draw %v", p.frames, g.currentLayout().W, g.currentLayout().H, p.draws[0])
	for _, c := range []struct {
		name string
		ds   []time.Duration
	}{{"idle", idle}, {"pointer moving", hover}, {"position changing", change}} {
		t.Logf("Update+Draw per frame, %s: median %v, p95 %v, max %v", c.name, percentile(c.ds, 0.5), percentile(c.ds, 0.95), percentile(c.ds, 1))
	}
	require.NoError(t, p.err)
	assert.GreaterOrEqual(t, p.walkSteps, 60, "a walk was stepped every frame")
	assert.GreaterOrEqual(t, p.pages, 100, "lesson pages were turned every frame")
	walkStep, walkPulse, pageTurn := cost(167, 225), cost(228, 255), cost(258, 355)
	for _, c := range []struct {
		name string
		ds   []time.Duration
	}{{"a walk's step changing", walkStep}, {"a walk's candidate pulsing", walkPulse}, {"a lesson page turning", pageTurn}} {
		t.Logf("Update+Draw per frame, %s: median %v, p95 %v, max %v", c.name, percentile(c.ds, 0.5), percentile(c.ds, 0.95), percentile(c.ds, 1))
	}
	// Frame times are measured and logged, not asserted: on a shared
	// machine a timing bound is a coin toss, and the budget is reported
	// from these logs (docs/testing.md, make wasm-test).
	span := p.drawTimes[len(p.drawTimes)-1].Sub(p.drawTimes[10])
	t.Logf("frames drawn per second in this browser: %.1f (ebiten.ActualFPS %.1f)", float64(len(p.drawTimes)-11)/span.Seconds(), ebiten.ActualFPS())
}

// freeView is the free board's view (tests).
func (g *Game) freeView() freeboard.View {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.freeBoard().View()
}
