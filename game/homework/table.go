package homework

import (
	"bytes"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"renju/game/msg"
)

// Table is a teacher's class table for one homework: the students' codes,
// one row per student.
type Table struct {
	hw   Homework
	id   string
	rows []Row
}

// Row is one student's result.
type Row struct {
	Result
	// Code is the result's code as EncodeResult writes it.
	Code string
	// Replaced is how many earlier codes of the same student this one
	// replaced.
	Replaced int
}

// NewTable returns an empty table for h.
func NewTable(h Homework) *Table { return &Table{hw: h, id: h.ID()} }

// Homework is the table's homework.
func (t *Table) Homework() Homework { return t.hw }

// ID is the table's homework's ID.
func (t *Table) ID() string { return t.id }

// Len is the number of rows.
func (t *Table) Len() int { return len(t.rows) }

// studentKey is who a row is: the name in any case.
func studentKey(name string) string { return strings.ToLower(normSpace(name)) }

// Add reads a student's code (DecodeResult) and puts it in the table. It
// refuses a code it cannot read and a code of another homework (the error
// names both IDs), as msg.Errors. A student has one row: a different code
// for the same name (in any case) replaces the earlier one — the one pasted
// last wins, as a student who did the homework again sends the newer code
// — and the same code again changes nothing.
func (t *Table) Add(code string) error {
	r, err := DecodeResult(code)
	if err != nil {
		return err
	}
	if r.Homework != t.id {
		return msg.Errorf(msg.HwOtherHomework, r.Name, r.Homework, t.id)
	}
	row := Row{Result: r, Code: EncodeResult(r)}
	key := studentKey(r.Name)
	for i, old := range t.rows {
		if studentKey(old.Name) != key {
			continue
		}
		if old.Result == r {
			return nil
		}
		row.Replaced = old.Replaced + 1
		t.rows[i] = row
		return nil
	}
	t.rows = append(t.rows, row)
	return nil
}

// AddText adds many pasted codes, one a line (blank lines are skipped),
// and returns why lines were refused, each error naming its line (from 1)
// and its start.
func (t *Table) AddText(text string) []error {
	var errs []error
	for i, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		if err := t.Add(line); err != nil {
			errs = append(errs, msg.Errorf(msg.HwLine, i+1, lineExcerpt(line), err))
		}
	}
	return errs
}

func lineExcerpt(s string) string {
	const most = 48
	if utf8.RuneCountInString(s) <= most {
		return s
	}
	return string([]rune(s)[:most]) + "…"
}

// Rows are the table's rows, by score (highest first), then by name.
func (t *Table) Rows() []Row {
	out := append([]Row(nil), t.rows...)
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if a.Score != b.Score {
			return a.Score > b.Score
		}
		if ka, kb := studentKey(a.Name), studentKey(b.Name); ka != kb {
			return ka < kb
		}
		return a.Name < b.Name
	})
	return out
}

// FormatTime writes seconds as minutes and seconds, m:ss ("12:05",
// "75:00" for an hour and a quarter).
func FormatTime(seconds int) string {
	seconds = max(seconds, 0)
	return strconv.Itoa(seconds/60) + ":" + strconv.Itoa(seconds%60/10) + strconv.Itoa(seconds%10)
}

// CSV is CSVLang in English.
func (t *Table) CSV() []byte { return t.CSVLang(msg.English) }

// CSVLang writes the table for a spreadsheet, the header in lang: name,
// score, total, percent, the misses of each forbidden kind and of others,
// the time (m:ss); the rows as Rows sorts them. It starts with a UTF-8
// byte-order mark (so that spreadsheet programs read Chinese names right),
// ends lines with CR LF and quotes every field; a name that a spreadsheet
// would take for a formula (starting with = + - @, or their full-width
// forms) is written after an apostrophe.
func (t *Table) CSVLang(lang msg.Lang) []byte {
	var b bytes.Buffer
	b.WriteString("\ufeff")
	header := []string{
		msg.T(lang, msg.HwColName), msg.T(lang, msg.HwColScore), msg.T(lang, msg.HwColTotal), msg.T(lang, msg.HwColPercent),
		msg.F(lang, msg.HwColMisses, msg.KindDoubleThree), msg.F(lang, msg.HwColMisses, msg.KindDoubleFour),
		msg.F(lang, msg.HwColMisses, msg.KindOverline), msg.T(lang, msg.HwColOther), msg.T(lang, msg.HwColTime),
	}
	writeCSVLine(&b, header)
	for _, r := range t.Rows() {
		pct := ""
		if p, ok := r.Percent(); ok {
			pct = strconv.Itoa(p)
		}
		writeCSVLine(&b, []string{
			safeCell(r.Name), strconv.Itoa(r.Score), strconv.Itoa(r.Total), pct,
			strconv.Itoa(r.Misses.DoubleThree), strconv.Itoa(r.Misses.DoubleFour),
			strconv.Itoa(r.Misses.Overline), strconv.Itoa(r.Misses.Other), FormatTime(r.Seconds),
		})
	}
	return b.Bytes()
}

func writeCSVLine(b *bytes.Buffer, fields []string) {
	for i, f := range fields {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteByte('"')
		b.WriteString(strings.ReplaceAll(f, `"`, `""`))
		b.WriteByte('"')
	}
	b.WriteString("\r\n")
}

// safeCell neutralises text a spreadsheet would run as a formula.
func safeCell(s string) string {
	r, _ := utf8.DecodeRuneInString(s)
	switch r {
	case '=', '+', '-', '@', '\t', '\r', '＝', '＋', '－', '＠':
		return "'" + s
	}
	return s
}
