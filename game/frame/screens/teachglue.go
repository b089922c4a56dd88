package screens

import (
	"math/rand/v2"
	"strings"
	"time"

	"renju/game/features/hwteach"
	"renju/game/services/homework"
	"renju/game/services/platform"
	"renju/lessons"
	"renju/msg"
)

// The teacher's homework screen: game/features/hwteach's model on the panel
// renderer, opened from the Classroom ("#teach"): build a homework and
// send its link (or project its QR code for a same-seed race), collect
// the students' codes in the class table, download the table as CSV and
// the drills as a worksheet PDF.

const (
	screenTeach = "teach"
	// storeTeach is the storage key of the homework and its table.
	storeTeach = hwteach.StorageKey
)

// teachGlue does what the teacher's screen asks of the browser: a title,
// pages, codes pasted, the link copied, the CSV and the worksheet
// downloaded.
type teachGlue struct {
	d *hwteach.Desk
	m *hwteach.Model
	// copying is the link being copied; sheet the worksheet being made.
	copying *platform.Pending
	copyURL string
	sheet   sheetJob
}

func openTeach(c *Ctx, prev Screen, arg string, link bool) (Screen, error) {
	if s, ok := prev.(*panelScreen); ok && s.name == screenTeach {
		return s, nil
	}
	seed := uint64(time.Now().UnixNano())
	rng := rand.New(rand.NewPCG(seed, seed>>7))
	m := hwteach.New(lessons.All(), rng.Uint64N(hwteach.SeedRange))
	d := hwteach.NewDesk(m, rng)
	if v, ok := c.Store.Load(storeTeach); ok {
		_ = m.Load([]byte(v)) // the screen says what was wrong
	}
	g := &teachGlue{d: d, m: m}
	return &panelScreen{name: screenTeach, m: d, glue: g, loaded: true, poll: g.poll, perform: g.perform,
		leave: func() { g.sheet.cancel(m.Say) },
		back:  func(c *Ctx) { _ = c.Open(NameClass, "") }}, nil
}

// poll takes the copy's and the worksheet's outcomes.
func (g *teachGlue) poll(c *Ctx) {
	m := g.m
	g.d.Base = platform.PageURL()
	if g.copying != nil {
		if done, ok := g.copying.Result(); done {
			m.LinkCopied(g.copyURL, ok)
			g.copying = nil
		}
	}
	g.sheet.poll(func() string { return "renju-worksheet-" + m.Homework().ID() + ".pdf" }, m.Say)
}

// perform carries out what the model asks of the browser.
func (g *teachGlue) perform(c *Ctx) {
	m := g.m
	if g.d.TakeBack() {
		_ = c.Open(NameClass, "")
		return
	}
	switch m.TakeRequest() {
	case hwteach.ReqTitle:
		if t, ok := c.Prompt(c.T(msg.HwtAskTitle), m.Title(), shortAnswer); ok {
			_ = m.SetTitle(t)
		}
	case hwteach.ReqPages:
		l := m.Shown()
		if t, ok := c.Prompt(c.F(msg.HwtAskPages, l.Title.Get(string(c.Lang)), len(l.Pages)), m.PagesText(l.ID), shortAnswer); ok {
			_ = m.SetPages(t)
		}
	case hwteach.ReqCopyLink:
		g.copyURL = platform.PageURL() + homework.FormatHash(m.Homework())
		g.copying = platform.CopyText(g.copyURL)
	case hwteach.ReqPaste:
		if t, ok := c.Prompt(c.T(msg.HwtAskPaste), "", hwteach.MaxPaste); ok && strings.TrimSpace(t) != "" {
			m.Paste(t)
		}
	case hwteach.ReqCSV:
		platform.Download(m.CSV(c.Lang), m.CSVName(), "text/csv")
		m.Say(msg.Say(msg.HwtCSVSaved, m.CSVName()))
	case hwteach.ReqWorksheet:
		h := m.Homework()
		o := sheetOrder(c)
		o.Types, o.Level, o.Count, o.Seed, o.Title = h.Drills.Types, h.Drills.Level, h.Drills.Count, h.Drills.Seed, h.Title
		o.Version = h.Drills.Version()
		g.sheet.start(o, m.Say)
	}
}
