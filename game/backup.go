package game

import (
	"errors"
	"fmt"
	"renju/game/services/feel"
	"renju/game/services/journal"
	"renju/jsonkit"

	"renju/drills"
	"renju/game/frame/screens"
	"renju/game/parts/drillplay"
	"renju/game/services/backup"
	"renju/game/services/learning"
	"renju/game/services/progress"
	"renju/game/services/storage"
	"renju/msg"
)

// The progress file (game/services/backup), the frame's side: what the home
// screen's "Save progress to a file" and "Load progress from a file" do,
// and the page API's exportProgress and importProgress. A file that loads
// replaces what the app keeps — the lessons' progress, the drill record
// and, if the file names one, the language — in memory and in
// localStorage at once; a file that does not changes nothing, and the
// toast says why.

// backupPort is what the browser does for the progress file
// (backup_js.go); tests give their own.
type backupPort struct {
	g *Game
	// download offers data as a file named name.
	download func(data []byte, name string)
	// pick opens the browser's file picker: the file chosen comes back
	// through g.loadFile.
	pick func()
	// today is the local date, "2026-12-02", for the file's name.
	today func() string
}

// linkBackup makes the home screen's buttons use p.
func (g *Game) linkBackup(p *backupPort) {
	g.mu.Lock()
	defer g.mu.Unlock()
	p.g = g
	g.backup = p
	screens.SetBackup(g.instance(screens.NameHome), p)
}

// SaveFile offers the progress file for download. Called with mu held (from
// the home screen's Update).
func (p *backupPort) SaveFile() {
	if p == nil || p.download == nil {
		return
	}
	name := "renju-progress.json"
	if p.today != nil {
		name = "renju-progress-" + p.today() + ".json"
	}
	p.download(p.g.exportProgress(), name)
	p.g.toast(msg.BackupSaving, name)
}

// LoadFile opens the file picker. Called with mu held.
func (p *backupPort) LoadFile() {
	if p != nil && p.pick != nil {
		p.pick()
	}
}

// ExportProgress is the progress file of what the app keeps now (the page
// API's exportProgress).
func (g *Game) ExportProgress() string {
	g.mu.Lock()
	defer g.mu.Unlock()
	return string(g.exportProgress())
}

// ImportProgress loads a progress file (the page API's importProgress): it
// returns "" or, when the file cannot be loaded and nothing changed, what
// the toast says, in the language shown.
func (g *Game) ImportProgress(text string) string {
	g.lockFromOutside()
	defer g.mu.Unlock()
	return g.loadProgress([]byte(text))
}

// loadFile loads the file the learner chose; readErr is set when the
// browser could not read it.
func (g *Game) loadFile(data []byte, readErr error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if readErr != nil {
		g.toast(msg.BackupNotLoaded, msg.T(g.lang, msg.BackupNoFile))
		return
	}
	g.loadProgress(data)
}

// loadTooLarge says that the file chosen, of size bytes, is too large to
// be read.
func (g *Game) loadTooLarge(size int) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.toast(msg.BackupNotLoaded, backup.TooLarge(size).Text(g.lang))
}

// exportProgress is ExportProgress with mu held.
func (g *Game) exportProgress() []byte {
	// The curriculum's latest, should it have changed since the frame.
	if s, ok := g.learn.TakeSave(); ok {
		g.store.Save(learning.Key, s)
	}
	values := map[string]string{}
	keys := backup.Keys()
	if g.listKeys != nil {
		keys = append(keys, g.listKeys("renju.")...)
	}
	keys = append(keys, g.store.Keys()...)
	for _, k := range keys {
		if storage.IsSeenKey(k) {
			continue // a stamp, not a value
		}
		if v, ok := g.store.Load(k); ok {
			values[k] = v
		}
	}
	return backup.Export(values)
}

// loadProgress reads a progress file and, if it is good, makes the app
// hold what it holds; it toasts what happened and returns the problem's
// message ("" for none). Called with mu held.
func (g *Game) loadProgress(data []byte) string {
	values, err := backup.Import(data)
	if err != nil {
		text := err.Error()
		var e *backup.Error
		if errors.As(err, &e) {
			text = e.Text(g.lang)
		}
		g.toast(msg.BackupNotLoaded, text)
		return msg.F(g.lang, msg.BackupNotLoaded, text)
	}
	// What the file does not hold was not saved yet: it starts afresh.
	prog, ok := values[learning.Key]
	if !ok {
		var none progress.Progress
		prog = none.Format()
	}
	record, ok := values[drillplay.StorageKey]
	if !ok {
		fresh, _ := jsonkit.Marshal(drills.NewStats())
		record = string(fresh)
	}

	for k, v := range values {
		if storage.IsDamagedKey(k) {
			g.store.Save(k, v) // kept as the file keeps it
		}
	}
	_ = g.learn.Restore(prog) // Import checked it with the same parser
	g.journalPagesFrom()
	// The review queue and the goal the file holds replace this tab's;
	// a file saved before they were kept leaves them as they are.
	for _, k := range journal.Keys {
		if v, ok := values[k]; ok && g.journal.Restore(k, v) == nil {
			g.store.Save(k, v)
		}
	}
	g.store.Save(learning.Key, prog)
	g.store.Save(drillplay.StorageKey, record)
	g.adopt(drillplay.StorageKey, record, true)
	// A lesson page kept from before shows the old answers: it is made
	// afresh when next opened.
	if s, ok := g.screens[screens.NameLesson]; ok && g.cur != s {
		if l, ok := s.(screens.Leaver); ok {
			l.Leave()
		}
		delete(g.screens, screens.NameLesson)
	}
	if v, ok := values[backup.KeyStart]; ok {
		g.store.Save(backup.KeyStart, v) // the guided start, not shown again
	}
	if v, ok := values[storeLang]; ok {
		if l, ok := msg.ParseLang(v); ok {
			g.setLang(l)
		}
	}
	if v, ok := values[feel.Key]; ok && g.feel.Restore(v) == nil {
		g.store.Save(feel.Key, v)
	}
	done, _ := g.learn.Totals()
	g.toast(msg.BackupLoaded, done, g.learn.TotalPages, backup.Answered(record))
	return ""
}

// localDate writes a date (month and day from 1) as the file's name
// wants it: "2026-12-02".
func localDate(y, m, d int) string { return fmt.Sprintf("%04d-%02d-%02d", y, m, d) }
