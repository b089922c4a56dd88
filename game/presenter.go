package game

import (
	"image/color"

	"renju/game/layout"
	"renju/game/theme"
)

// The presenter theme (game/theme): while the Classroom is shown with its
// "Large" switch on, the app's colours become the presenter palette and
// the layout's text is theme.Presenter.FontScale times larger; every other
// screen uses the standard look. The colours are this package's variables
// (theme.go, ui.go), swapped as a set.

// colourVars are the colours a theme sets, in theme order.
var colourVars = []*color.RGBA{
	&colBackground, &colText, &colDim, &colButton, &colButtonHi, &colBorder,
	&colActive, &colActiveText, &colNotice, &colAccent, &colGood, &colBad,
}

func themeColours(t theme.Theme) []color.RGBA {
	return []color.RGBA{t.Background, t.Text, t.Dim, t.Button, t.ButtonHi, t.Border,
		t.Active, t.ActiveText, t.Notice, t.Accent, t.Good, t.Bad}
}

// standardColours are the colours as the app starts.
var standardColours = func() []color.RGBA {
	out := make([]color.RGBA, len(colourVars))
	for i, v := range colourVars {
		out[i] = *v
	}
	return out
}()

// wantsPresenter reports whether the current screen asks for the
// presenter theme. Called with g.mu held.
func (g *Game) wantsPresenter() bool {
	s, ok := g.cur.(*classScreen)
	return ok && s.presenter()
}

// syncTheme switches the colours and the text size to what the current
// screen wants. Called with g.mu held, after the screen's Update.
func (g *Game) syncTheme() {
	want := g.wantsPresenter()
	if want == g.presenting {
		return
	}
	g.presenting = want
	cols := standardColours
	g.fontScale = 1
	if want {
		cols = themeColours(theme.Presenter)
		g.fontScale = theme.Presenter.FontScale
	}
	for i, v := range colourVars {
		*v = cols[i]
	}
	if g.hasLay {
		g.lay = layout.ComputeScaled(g.lay.W, g.lay.H, g.lay.Scale, g.fontScale)
	}
}
