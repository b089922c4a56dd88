package game

import (
	"renju/game/features/mistakes"
	"renju/game/services/daily"
	"renju/game/services/journal"
	"renju/game/services/spaced"
	"renju/game/vocab/pageapi"
)

// The journal, the frame's side (game/services/journal has the logic):
// read at the start, saved after every update, and reported in state().

// restoreJournal reads the saved queue and goal. A value that cannot be
// read was kept aside by the store when read (savemerge knows both
// keys): the journal starts empty and sayDamaged names the copy. Called
// with mu held.
func (g *Game) restoreJournal() {
	g.journal.Now = g.now
	g.journalPagesFrom()
	for _, k := range journal.Keys {
		if v, ok := g.store.Load(k); ok {
			if err := g.journal.Restore(k, v); err != nil {
				g.sayDamaged()
			}
		}
	}
}

// journalPagesFrom sets where the count of pages read starts: the pages
// of a progress restored, loaded or joined from another tab are not read
// today. Called with mu held.
func (g *Game) journalPagesFrom() {
	done, _ := g.learn.Totals()
	g.journal.PagesFrom(done)
}

// saveJournal counts the lesson pages read since the last frame toward
// the goal, and saves what changed. Called with mu held.
func (g *Game) saveJournal() {
	done, _ := g.learn.Totals()
	g.journal.Pages(done)
	for _, s := range g.journal.TakeSaves() {
		g.store.Save(s.Key, s.Value)
	}
}

// journalState puts the journal's counts in st (a screen's own
// review object, set already, is kept). Called with mu held.
func (g *Game) journalState(st *pageapi.State) {
	now := g.journal.Now()
	if v, ok := st.Details[spaced.PageKey]; !ok || v == nil {
		q, due := g.journal.Queue.Counts(now)
		st.SetDetail(spaced.PageKey, mistakes.State{Queued: q, Due: due})
	}
	d := g.journal.Daily
	st.SetDetail(daily.PageKey, daily.State{Goal: d.Goal, Unit: d.Unit, Done: d.Today(now), Streak: d.StreakAt(now)})
}
