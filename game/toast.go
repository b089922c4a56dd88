package game

import (
	"github.com/hajimehoshi/ebiten/v2"

	"renju/game/services/routes"
	"renju/msg"
)

// The toast: a notice over any screen (a link that could not be opened,
// progress that had to be reset), for ten seconds or until tapped.

// toastTicks is how long a toast stays.
const toastTicks = 60 * 10

// toast shows a notice over the screen for a while. Called with mu held.
func (g *Game) toast(id msg.ID, args ...any) { g.toastNotice(msg.Say(id, args...)) }

// toastNotice shows n as toast does. Called with mu held.
func (g *Game) toastNotice(n msg.Notice) {
	g.notice = n
	g.toastUntil = g.tick + toastTicks
}

// toastError shows why a link could not be opened: in the learner's
// language when the error has words in both (msg.Error), else in the
// error's English, introduced as such. Called with mu held.
func (g *Game) toastError(err error) {
	g.notice = routes.Notice(err)
	g.toastUntil = g.tick + toastTicks
}

// toastText is the notice shown, or "".
func (g *Game) toastText() string {
	if g.tick > g.toastUntil {
		return ""
	}
	return g.notice.Text(g.lang)
}

// toastTap reports whether a tap hit the toast (and dismisses it).
func (g *Game) toastTap(x, y float64) bool {
	s := g.toastText()
	if s == "" || g.kit == nil {
		return false
	}
	rect, _ := g.kit.ToastRect(s)
	if rect.Contains(x, y) {
		g.toastUntil = 0
		if g.notice.ID == msg.SaveFailed {
			g.backup.SaveFile() // the notice offers the progress file
		}
		return true
	}
	return false
}

// drawToast draws the toast, if there is one.
func (g *Game) drawToast(dst *ebiten.Image) {
	if s := g.toastText(); s != "" {
		g.kit.Toast(dst, s)
	}
}
