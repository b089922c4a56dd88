package homework

import (
	"bytes"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"renju/msg"
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

// AddText adds many pasted codes, one a line (blank lines are skipped;
// codes run together on one line, as a one-line paste box leaves them,
// are split: SplitCodes), and returns why codes were refused, each error
// naming its line (from 1) and its start.
func (t *Table) AddText(text string) []error {
	var errs []error
	for i, line := range strings.Split(text, "\n") {
		for _, c := range SplitCodes(line) {
			if c = strings.TrimSpace(c); c == "" {
				continue
			}
			if err := t.Add(c); err != nil {
				errs = append(errs, msg.Errorf(msg.HwLine, i+1, lineExcerpt(c), err))
			}
		}
	}
	return errs
}

// SplitCodes splits a line holding several codes run together ("Li Wei:
// 1496-… Wang Fang: 1496-…") after the 24th symbol of each code but the
// last. A line that does not read so is one code, as it is.
func SplitCodes(line string) []string {
	var colons []int
	for i, r := range line {
		if r == ':' || r == '：' {
			colons = append(colons, i)
		}
	}
	if len(colons) < 2 {
		return []string{line}
	}
	var out []string
	start := 0
	for k := 0; k+1 < len(colons); k++ {
		_, w := utf8.DecodeRuneInString(line[colons[k]:])
		from := colons[k] + w
		end, ok := codeEnd(line[from:colons[k+1]])
		if !ok {
			return []string{line}
		}
		out = append(out, line[start:from+end])
		start = from + end
	}
	return append(out, line[start:])
}

// codeEnd is the byte offset just after the last symbol of the code s
// starts with (CodeLen or CodeLen2 symbols, as its version says; spaces
// and dashes skipped); false if s holds anything else before it.
func codeEnd(s string) (int, bool) {
	n, want := 0, 0
	for i, r0 := range s {
		r := r0
		if 0xFF01 <= r && r <= 0xFF5E {
			r -= 0xFEE0
		}
		if unicode.IsSpace(r) || r == '-' || (0x2010 <= r && r <= 0x2015) || r == '−' {
			continue
		}
		v, ok := symbolOf(r)
		if !ok {
			return 0, false
		}
		if n == 0 {
			if want = codeLen(v); want == 0 {
				want = CodeLen2
			}
		}
		if n++; n == want {
			return i + utf8.RuneLen(r0), true
		}
	}
	return 0, false
}

func lineExcerpt(s string) string {
	const most = 48
	if utf8.RuneCountInString(s) <= most {
		return s
	}
	return string([]rune(s)[:most]) + "…"
}

// Rows are the table's rows, by score (highest first), then by time (the
// quicker first: a same-seed race), then by name.
func (t *Table) Rows() []Row {
	out := append([]Row(nil), t.rows...)
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if a.Score != b.Score {
			return a.Score > b.Score
		}
		if a.Seconds != b.Seconds {
			return a.Seconds < b.Seconds
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
// the time (m:ss), the lesson pages read (empty for a version 1 code,
// which does not say: Result.NoPages; last, so that the columns of
// sheets made before stay where they were); the rows as Rows sorts them. It starts with a UTF-8
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
		msg.T(lang, msg.HwColPages),
	}
	writeCSVLine(&b, header)
	for _, r := range t.Rows() {
		pct := ""
		if p, ok := r.Percent(); ok {
			pct = strconv.Itoa(p)
		}
		pages := ""
		if !r.NoPages {
			pages = strconv.Itoa(r.Pages)
		}
		writeCSVLine(&b, []string{
			safeCell(r.Name), strconv.Itoa(r.Score), strconv.Itoa(r.Total), pct,
			strconv.Itoa(r.Misses.DoubleThree), strconv.Itoa(r.Misses.DoubleFour),
			strconv.Itoa(r.Misses.Overline), strconv.Itoa(r.Misses.Other), FormatTime(r.Seconds), pages,
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
