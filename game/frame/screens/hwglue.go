package screens

import (
	"time"

	"renju/game/features/hwplay"
	"renju/game/services/homework"
	"renju/game/services/platform"
	"renju/lessons"
	"renju/msg"
)

// The homework screen: game/features/hwplay's Desk on the panel renderer, a
// student doing the homework of a teacher's "#hw=<link>" (game/services/homework
// documents the link). "#hw" (or the menu) reopens the last homework
// opened on this device.

const (
	screenHomework = "homework"
	// storeLastHomework keeps the link of the last homework opened.
	storeLastHomework = "renju.hw.last"
)

// hwGlue does what the homework asks of the browser: the student's name,
// a lesson page, the result code copied.
type hwGlue struct {
	s       *panelScreen
	d       *hwplay.Desk
	copying *platform.Pending
}

func openHomework(c *Ctx, prev Screen, arg string, link bool) (Screen, error) {
	s, ok := prev.(*panelScreen)
	if !ok || s.name != screenHomework {
		d := &hwplay.Desk{}
		s = &panelScreen{name: screenHomework, m: d}
		g := &hwGlue{s: s, d: d}
		s.poll, s.perform = g.poll, g.perform
		s.glue = g
	}
	g := s.glue.(*hwGlue)
	if !link || arg == "" {
		if g.d.Model() == nil {
			if last, ok := c.Store.Load(storeLastHomework); ok {
				if hw, err := homework.Open(last); err == nil {
					g.start(c, hw)
				}
			}
		}
		return s, nil
	}
	hw, err := homework.Open(arg)
	if err != nil {
		g.d.Refused(msg.Say(msg.HwpLinkBad, err))
		return s, err
	}
	g.d.Refused(msg.Notice{})
	if m := g.d.Model(); m == nil || m.ID() != hw.ID() {
		g.start(c, hw)
	}
	return s, nil
}

// start opens hw with the progress saved for it.
func (g *hwGlue) start(c *Ctx, hw homework.Homework) {
	m := hwplay.New(hw, lessons.All(), Jobs)
	g.d.Show(m)
	g.s.walk = nil
	if v, ok := c.Store.Load(hwplay.StorageKey(m.ID())); ok {
		_ = m.Load([]byte(v)) // the screen says what was wrong
	}
	c.Store.Save(storeLastHomework, homework.Encode(hw))
}

// poll moves the homework's clock and takes the copy's outcome.
func (g *hwGlue) poll(c *Ctx) {
	m := g.d.Model()
	if m == nil {
		return
	}
	m.Tick(time.Duration(c.DT * float64(time.Second)))
	g.pollCopy(m)
}

// pollCopy takes the copy's outcome, once the browser has it.
func (g *hwGlue) pollCopy(m *hwplay.Model) {
	if g.copying == nil {
		return
	}
	if done, ok := g.copying.Result(); done {
		m.Copied(ok)
		g.copying = nil
	}
}

// perform carries out what the model asks of the browser.
func (g *hwGlue) perform(c *Ctx) {
	m := g.d.Model()
	if m == nil {
		return
	}
	switch req, pg := m.TakeRequest(); req {
	case hwplay.ReqName:
		if text, ok := c.Prompt(c.T(msg.HwpAskName), m.Name(), shortAnswer); ok {
			_ = m.SetName(text) // a refused name is said in the panel
		}
	case hwplay.ReqOpenPage:
		g.s.save(c)
		_ = c.Open(NameLesson, LessonArg(pg.Lesson, pg.Page-1))
	case hwplay.ReqCopy:
		g.copying = platform.CopyText(m.Code())
		g.pollCopy(m)
	}
}

// NoticesBadLinks: the panel says why a link could not be read.
func (g *hwGlue) NoticesBadLinks() {}
