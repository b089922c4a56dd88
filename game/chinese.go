package game

import (
	"log"
	"sync"

	"renju/msg"
)

// ChineseFonts fetches the full Chinese fonts (the subsets of Noto Sans
// SC Regular and Bold that cover every character the app draws,
// fonts/full) and calls done once with them, or with why not: from
// any goroutine, possibly before it returns. The tutor embeds only the
// Chinese its English side draws (the language button's 中文, quoted
// terms), 2 × 23 KB instead of 2 × 137 KB; the rest is two site files
// that an English learner never waits for. AttachPage sets it to the
// page's fetch (web/loader.js, which starts it beside renju.wasm when the
// learner's language is Chinese); the tests to the embedded files. Nil:
// Chinese cannot be shown.
var ChineseFonts func(done func(regular, bold []byte, err error))

// chinese is the state of the full Chinese fonts. Owned by the game
// (under Game.mu) but for arrived, which done fills from the page's
// goroutine.
type chinese struct {
	loading bool
	// regular and bold are the fonts once they came; inKit says the kit
	// draws with them.
	regular, bold []byte
	inKit         bool
	// want: the learner switched to Chinese after the first frame, and
	// English stays until the fonts come (save: then store the choice).
	want, save bool

	mu      sync.Mutex
	arrived *fontsArrived
}

type fontsArrived struct {
	regular, bold []byte
	err           error
}

// ready reports whether Chinese can be drawn.
func (z *chinese) ready() bool { return z.regular != nil }

func (z *chinese) deliver(regular, bold []byte, err error) {
	z.mu.Lock()
	defer z.mu.Unlock()
	z.arrived = &fontsArrived{regular, bold, err}
}

func (z *chinese) take() *fontsArrived {
	z.mu.Lock()
	defer z.mu.Unlock()
	a := z.arrived
	z.arrived = nil
	return a
}

// useLang shows l (and stores it if save). Chinese needs its fonts:
// before the first frame, Chinese is shown and the frame waits for them
// (Draw), so that a Chinese learner's first frame is Chinese, never
// missing glyphs; after it, English stays shown until they come. A failed
// fetch is said, and English stays. Called with mu held.
func (g *Game) useLang(l msg.Lang, save bool) {
	if l == msg.Chinese && !g.zh.ready() && g.drawn {
		g.zh.want, g.zh.save = true, g.zh.save || save
		g.loadChinese() // they may come at once (takeChinese switches)
		if g.zh.want && g.zh.loading {
			g.toast(msg.LangLoading)
		}
		return
	}
	g.zh.want, g.zh.save = false, false
	g.lang = l
	if save {
		g.store.Save(storeLang, string(l))
	}
	if l == msg.Chinese {
		g.loadChinese() // before the first frame: a failure gives English back
	}
}

// loadChinese asks for the Chinese fonts unless they came or are on
// their way. Called with mu held.
func (g *Game) loadChinese() {
	if g.zh.ready() || g.zh.loading {
		return
	}
	g.zh.loading = true
	if ChineseFonts == nil {
		g.zh.deliver(nil, nil, errNoChineseFonts)
	} else {
		ChineseFonts(g.zh.deliver)
	}
	g.takeChinese()
}

type errString string

func (e errString) Error() string { return string(e) }

const errNoChineseFonts = errString("no source of Chinese fonts (game.ChineseFonts)")

// waitsForChinese reports whether the first frame waits for the Chinese
// fonts. Called with mu held.
func (g *Game) waitsForChinese() bool {
	return !g.drawn && g.lang == msg.Chinese && !g.zh.ready() && g.zh.loading
}

// takeChinese takes the Chinese fonts if they came (every Update, and at
// once after asking): the kit draws with them, and the Chinese the
// learner asked for is shown. A failed fetch is said, in English, which
// stays. Called with mu held.
func (g *Game) takeChinese() {
	a := g.zh.take()
	if a == nil {
		return
	}
	g.zh.loading = false
	err := a.err
	if err == nil {
		g.zh.regular, g.zh.bold = a.regular, a.bold
		g.zh.inKit = false
		if err = g.chineseInKit(); err != nil {
			g.zh.regular, g.zh.bold = nil, nil
		}
	}
	if err != nil {
		log.Printf("Renju Tutor: the Chinese fonts could not be loaded: %v", err)
		if g.zh.want || !g.drawn && g.lang == msg.Chinese {
			// Before the first frame, the learner's Chinese gives way to
			// English (not stored: the next visit tries again).
			g.zh.want, g.zh.save = false, false
			g.lang = msg.English
			g.toast(msg.LangFailed)
		}
		return
	}
	if g.zh.want {
		if g.notice.ID == msg.LangLoading {
			g.toastUntil = 0 // its news is on the screen
		}
		g.useLang(msg.Chinese, g.zh.save)
	}
}

// chineseInKit gives the kit the Chinese fonts (making the kit if the
// first frame has not). Called with mu held.
func (g *Game) chineseInKit() error {
	if g.zh.inKit || !g.zh.ready() {
		return nil
	}
	if !g.makeKit() {
		return g.kitErr
	}
	if err := g.kit.UseCJK(g.zh.regular, g.zh.bold); err != nil {
		return err
	}
	g.zh.inKit = true
	// The faces are made again now, before anything is laid out: a screen
	// that keeps its layout while the language and the window stay (the
	// lesson page's text) would otherwise keep the old faces, which draw
	// nothing for most Chinese.
	g.kit.Prepare(g.layout(), g.th)
	return nil
}
