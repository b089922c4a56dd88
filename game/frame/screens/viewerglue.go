package screens

import (
	"errors"
	"time"

	"renju/game/features/gameviewer"
	"renju/game/services/platform"
	"renju/msg"
)

// The game viewer: game/features/gameviewer's model on the panel renderer. "#games"
// opens it; a record file dropped anywhere on the page opens in it
// (AttachDrop).

const NameViewer = "viewer"

// recordTypes are the files the picker offers.
const recordTypes = ".sgf,.txt,.psq,.rif,.xml,.lib,.pos"

// viewerGlue does what the viewer asks of the browser: a file picked or
// dropped, a record's text pasted, a filter, a worksheet downloaded.
type viewerGlue struct {
	s     *gameviewer.Screen
	m     *gameviewer.Model
	file  *platform.File
	sheet sheetJob // the worksheet being made
}

func openViewer(c *Ctx, prev Screen, arg string, link bool) (Screen, error) {
	if s, ok := prev.(*panelScreen); ok && s.name == NameViewer {
		return s, nil
	}
	m := gameviewer.New()
	// 4 ms slices while a page's text is handed over (the rest is the
	// worker's): with 12 ms ones, frames waited up to 267 ms in the first
	// second of a 20 MB read.
	m.Yield = platform.YieldEvery(4 * time.Millisecond)
	m.Jobs = Jobs
	g := &viewerGlue{s: gameviewer.NewScreen(m), m: m}
	return &panelScreen{name: NameViewer, m: g.s, glue: g, poll: g.poll, perform: g.perform,
		leave: func() { g.sheet.cancel(m.Say) }}, nil
}

// poll loads the file picked or dropped, once the browser has read it,
// and downloads the worksheet once made.
func (g *viewerGlue) poll(c *Ctx) {
	g.sheet.poll(sheetName, g.m.Say)
	if g.file == nil {
		return
	}
	done, name, data, err := g.file.Result()
	if !done {
		return
	}
	g.file = nil
	var big platform.FileTooLarge
	switch {
	case errors.Is(err, platform.ErrNoFile):
	case errors.As(err, &big):
		g.m.TooLarge(name, big.Size)
	case err != nil:
		g.m.FileFailed(name, err)
	default:
		g.m.Load(name, data)
	}
}

// perform carries out what the model asks of the browser.
func (g *viewerGlue) perform(c *Ctx) {
	m := g.m
	switch m.TakeRequest() {
	case gameviewer.ReqOpenFile:
		g.file = platform.OpenFile(recordTypes, gameviewer.MaxFile)
	case gameviewer.ReqPaste:
		if t, ok := c.PromptLong(c.T(msg.ViewAskPaste), gameviewer.MaxFile); ok {
			m.PasteFetched(t.Len, t.Fetch)
		}
	case gameviewer.ReqFilter:
		f, _ := m.Filter()
		if t, ok := c.Prompt(c.T(msg.ViewAskFilter), f, shortAnswer); ok {
			m.SetFilter(t)
		}
	case gameviewer.ReqWorksheet:
		o := sheetOrder(c)
		o.Title = m.SheetTitle(c.Lang)
		o.Drills = m.MadeDrills()
		g.sheet.start(o, m.Say)
	}
}

// sheetName is the worksheet's file name.
func sheetName() string { return "renju-drills-from-games.pdf" }

// viewerGlueOf is the viewer's glue if s is the viewer.
func viewerGlueOf(s Screen) (*viewerGlue, bool) {
	if p, ok := s.(*panelScreen); ok {
		g, ok := p.glue.(*viewerGlue)
		return g, ok
	}
	return nil, false
}
