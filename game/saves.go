package game

import (
	"errors"
	"renju/game/services/daily"
	"renju/game/services/journal"
	"renju/game/services/spaced"
	"slices"
	"strings"

	"renju/game/features/settings"
	"renju/game/frame/savemerge"
	"renju/game/frame/screens"
	"renju/game/services/feel"
	"renju/game/services/learning"
	"renju/game/services/platform"
	"renju/game/services/progress"
	"renju/game/services/storage"
	"renju/msg"
)

// Saves, the frame's side (game/services/storage has the logic, game/frame/savemerge the
// joins): the store the app keeps its values in, the writes delivered to
// the page after each frame and what the browser answered, a refused
// write said at once (with the progress file offered: tapping the notice
// downloads it), a damaged value said when it was moved aside, and
// another tab's saves taken into this one's screens.

// saveToastTicks is how long a notice of a save refused stays: a minute,
// or until tapped, for it asks the learner to act.
const saveToastTicks = 60 * 60

// newStore is the app's store: reading with get, joining saves with
// the joins of saveJoins.
func newStore(get func(key string) (string, bool)) *storage.Store {
	s := storage.New(get)
	t := savemerge.New(saveJoins())
	s.Merge, s.Readable, s.Rebase = t.Merge, t.Readable, t.Rebase
	s.Joins, s.Covers = t.Merges, t.Covers
	return s
}

// saveJoins is how each key the app keeps is joined across tabs: the
// frame's own (the progress, the review queue and the daily goal; the
// language and the settings are the last written) and each registry
// entry's saves.
func saveJoins() map[string]*storage.Join {
	joins := map[string]*storage.Join{
		learning.Key:      progress.SaveJoin,
		spaced.StorageKey: spaced.SaveJoin,
		daily.StorageKey:  daily.SaveJoin,
		storeLang:         storage.LastWrite,
		feel.Key:          storage.LastWrite,
	}
	for _, e := range screens.Registry {
		for _, k := range e.Saves {
			joins[k.Key] = k.Join
		}
	}
	return joins
}

// deliverSaves writes saves to the page (OnSave) and tells the store what
// the browser answered. Called without mu.
func (g *Game) deliverSaves(saves []storage.Write) {
	if g.OnSave == nil || len(saves) == 0 {
		return
	}
	errs := make([]error, len(saves))
	// held are keys whose damaged value could not be moved aside: their
	// new value is not written over the only copy of the old.
	held := map[string]error{}
	for i, s := range saves {
		if err, ok := held[s.Key]; ok {
			errs[i] = err
			continue
		}
		errs[i] = g.OnSave(s.Key, s.Value)
		if errs[i] != nil && storage.IsDamagedKey(s.Key) {
			held[s.Key[:strings.Index(s.Key, storage.DamagedMark)]] = errs[i]
		}
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	for i, s := range saves {
		g.store.Delivered(s, errs[i])
		if errs[i] != nil {
			g.toast(msg.SaveFailed, msg.Say(whatSaved(s.Key)), msg.Say(whySaveFailed(errs[i])))
			g.toastUntil = g.tick + saveToastTicks
		}
	}
}

// whatSaved names what a storage key keeps, for a notice.
func whatSaved(key string) msg.ID {
	switch key {
	case learning.Key:
		return msg.WhatProgress
	case storeLang:
		return msg.WhatLang
	case spaced.StorageKey:
		return msg.WhatReview
	case daily.StorageKey:
		return msg.WhatDaily
	case feel.Key:
		return settings.WhatSettings
	}
	if _, k, ok := keeper(key); ok {
		return k.What
	}
	return msg.WhatOther
}

// keeper is the registry's entry of the screen that keeps key.
func keeper(key string) (screens.Entry, screens.Kept, bool) {
	for _, e := range screens.Registry {
		for _, k := range e.Saves {
			if k.Key == key {
				return e, k, true
			}
		}
	}
	return screens.Entry{}, screens.Kept{}, false
}

// keptKeys are the storage keys the app keeps: the progress, the
// screens', the language.
func keptKeys() []string {
	keys := []string{learning.Key}
	for _, e := range screens.Registry {
		for _, k := range e.Saves {
			keys = append(keys, k.Key)
		}
	}
	keys = append(keys, journal.Keys...)
	return append(keys, storeLang, feel.Key)
}

// adopt hands value, saved under key, to the model of the screen that
// keeps it, if the screen is kept and has read its saves (or force: it
// has now). Called with mu held.
func (g *Game) adopt(key, value string, force bool) {
	e, _, ok := keeper(key)
	if !ok {
		return
	}
	if s, ok := g.screens[e.Name]; ok {
		screens.Adopt(s, key, value, force)
	}
}

func whySaveFailed(err error) msg.ID {
	if errors.Is(err, platform.ErrStorageFull) {
		return msg.SaveFull
	}
	return msg.SaveDenied
}

// sayDamaged tells of each value moved aside since the last call (the
// store moves a value its owner cannot read when it is first read).
// Called with mu held.
//
// Values moved aside at once (a saved game and the drill record read on
// opening Play) are said in one notice: a toast shows one notice, and
// each used to hide the one before it.
func (g *Game) sayDamaged() {
	d := g.store.Damaged()
	var said msg.Notice
	for _, x := range d[min(g.damagedSaid, len(d)):] {
		var n msg.Notice
		if _, k, ok := keeper(x.Key); ok && k.Damaged != nil {
			v, _ := g.store.Load(x.Aside)
			n = msg.Say(k.Damaged(v), x.Aside)
		} else if slices.Contains(journal.Keys, x.Key) {
			n = msg.Say(msg.SaveAfresh, msg.Say(whatSaved(x.Key)), x.Aside)
		} else {
			n = msg.Say(msg.SaveDamaged, msg.Say(whatSaved(x.Key)), x.Aside)
		}
		if said.ID != "" {
			n = msg.Say(msg.SaveBoth, said, n)
		}
		said = n
	}
	if said.ID != "" {
		g.toastNotice(said)
	}
	g.damagedSaid = len(d)
}

// StorageChanged takes in what another tab saved under key (the browser's
// storage event; "" when it cleared everything): joined into this tab's
// value, and the screens that show it reloaded. Progress this tab made
// and has not saved yet (a page opened by a link while the tab had no
// frame: a tab in the background runs none) is saved first, so that the
// join holds it; the writes go out at once.
func (g *Game) StorageChanged(key string) {
	if storage.IsSeenKey(key) {
		return // a stamp beside a value: the value's own event follows
	}
	g.lockFromOutside()
	if s, ok := g.learn.TakeSave(); ok {
		g.store.Save(learning.Key, s)
	}
	keys := []string{key}
	if key == "" {
		keys = keptKeys()
	}
	for _, k := range keys {
		g.store.External(k)
	}
	g.adoptChanged()
	g.sayDamaged()
	saves := g.store.Take()
	g.mu.Unlock()
	g.deliverSaves(saves)
}

// adoptChanged reloads into their owners the values the store changed
// under them (a save joined with another tab's, another tab's save taken
// in). A game being played is not replaced: the other tab's games join
// the Play menu's list. Called with mu held.
func (g *Game) adoptChanged() {
	for _, k := range g.store.TakeChanged() {
		v, _ := g.store.Load(k)
		switch k {
		case learning.Key:
			_ = g.learn.Restore(v) // a join of readable values reads
			g.journalPagesFrom()
		case spaced.StorageKey, daily.StorageKey:
			_ = g.journal.Restore(k, v)
		case storeLang:
			if l, ok := msg.ParseLang(v); ok {
				g.useLang(l, false)
			}
		case feel.Key:
			_ = g.feel.Restore(v)
		default:
			// A screen's: the other tab's games join the Play menu's
			// list (the game on the board stays), a record replaces it.
			g.adopt(k, v, false)
		}
	}
}

// saveState reports the saves in the page API's state: the last refusal
// not made good, the keys it left unsaved, the damaged keys kept. Called
// with mu held.
func (g *Game) saveState() (lastErr string, unsaved, damaged []string) {
	if err := g.store.LastError(); err != nil {
		lastErr = err.Error()
	}
	for _, d := range g.store.Damaged() {
		damaged = append(damaged, d.Aside)
	}
	return lastErr, g.store.Unsaved(), damaged
}
