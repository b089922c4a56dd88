package hwteach

import (
	"slices"
	"strings"

	"renju/game/services/homework"
	"renju/msg"
)

// OpenTable shows the class table. An empty table is made for the
// homework as it is now; a table with rows stays with its homework, and
// the notice says so when the homework has changed since.
func (m *Model) OpenTable() {
	m.phase = Class
	m.errs = nil
	h := m.Homework()
	if m.table.Len() == 0 || m.table.ID() == h.ID() {
		if h.Validate() == nil {
			m.table = homework.NewTable(h)
		}
		m.notice = msg.Notice{}
		return
	}
	m.notice = msg.Say(TableOther, m.table.ID(), h.ID())
}

// ToBuild goes back to the homework.
func (m *Model) ToBuild() {
	m.phase = Build
	m.errs = nil
	m.notice = msg.Notice{}
}

// MaxPaste bounds the codes pasted at once, in bytes (the prompt refuses
// a longer answer before it reaches Go). A code is at most 127 bytes (a
// name of 24 characters, ": " and 29 symbols): 64 KB holds a class of
// 500 and the mail around them.
const MaxPaste = 64 << 10

// AskPaste asks the screen for codes to paste.
func (m *Model) AskPaste() { m.req = ReqPaste }

// Paste adds pasted codes (homework.Table.AddText): the ones read join the
// table, the others are listed with the reason (Errors).
func (m *Model) Paste(text string) {
	before := m.table.Len()
	m.errs = m.table.AddText(text)
	for _, c := range splitLines(text) {
		if r, err := homework.DecodeResult(c); err == nil && r.Homework == m.table.ID() {
			m.codes = append(m.codes, c)
		}
	}
	m.notice = msg.Say(Pasted, m.table.Len()-before, len(m.errs))
	m.dirty = true
	m.undo, m.undoCodes = nil, nil
}

// splitLines are the codes of a paste, one per piece (SplitCodes on each
// line).
func splitLines(text string) []string {
	var out []string
	for _, line := range strings.Split(text, "\n") {
		for _, c := range homework.SplitCodes(line) {
			if c = strings.TrimSpace(c); c != "" {
				out = append(out, c)
			}
		}
	}
	return out
}

// NewTable starts an empty table for the homework as it is now; the old
// one can be brought back (UndoNewTable) until the next change.
func (m *Model) NewTable() {
	h := m.Homework()
	if err := h.Validate(); err != nil {
		m.notice = msg.Say(NotReady, err)
		return
	}
	if m.table.Len() > 0 {
		m.undo, m.undoCodes = m.table, m.codes
	}
	m.table, m.codes, m.errs = homework.NewTable(h), nil, nil
	m.notice = msg.Notice{}
	if m.undo != nil {
		m.notice = msg.Say(TableCleared, m.undo.Len())
	}
	m.dirty = true
}

// CanUndo reports whether a table replaced can be brought back.
func (m *Model) CanUndo() bool { return m.undo != nil }

// UndoNewTable brings back the table NewTable replaced.
func (m *Model) UndoNewTable() {
	if m.undo == nil {
		return
	}
	m.table, m.codes = m.undo, slices.Clone(m.undoCodes)
	m.undo, m.undoCodes = nil, nil
	m.notice = msg.Say(TableBack, m.table.Len())
	m.dirty = true
}

// DownloadCSV asks the screen to download the table (when it has rows).
func (m *Model) DownloadCSV() {
	if m.table.Len() == 0 {
		m.notice = msg.Say(TableEmpty)
		return
	}
	m.req = ReqCSV
}

// CSV is the table for a spreadsheet, in lang.
func (m *Model) CSV(lang msg.Lang) []byte { return m.table.CSVLang(lang) }

// CSVName is the CSV file's name: the homework's ID in it.
func (m *Model) CSVName() string { return "renju-homework-" + m.table.ID() + ".csv" }
