package homework

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"renju/msg"
)

// Limits of a result.
const (
	// MaxName is the most characters (runes) of a student's name.
	MaxName = 24
	// MaxTotal is the most tasks a result counts.
	MaxTotal = 1<<totalBits - 1
	// MaxSeconds is the longest time a code carries (291 hours);
	// EncodeResult writes longer times as MaxSeconds.
	MaxSeconds = 1<<timeBits - 1
	// CodeLen is the number of symbols of a result code of version 1,
	// and CodeLen2 of version 2 (it carries the pages read too).
	CodeLen  = 24
	CodeLen2 = 26
	// ResultVersion is the version EncodeResult writes (the code's first
	// symbol). Version 1 codes, sent before results carried the pages
	// read, still read (Result.NoPages).
	ResultVersion = 2
)

// codeLen is the number of symbols of a code of version v (0: no such
// version).
func codeLen(v byte) int {
	switch v {
	case 1:
		return CodeLen
	case 2:
		return CodeLen2
	}
	return 0
}

const (
	idLen     = 6
	idBits    = 5 * idLen
	totalBits = 9
	timeBits  = 20
	// The symbols before the check are the version and 95 bits (version
	// 1), or 104 bits and one of padding (version 2: the pages read
	// after the time).
	checkLen = 4
	// maxRune bounds a name's characters: the check reads each as an
	// element of GF(2^20).
	maxRune = 1<<20 - 1
	// gfPoly is x^20 + x^3 + 1, primitive over GF(2).
	gfPoly = 1<<20 | 1<<3 | 1
)

// alphabet is Crockford's base32.
const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

// Misses counts the tasks a student missed, by the forbidden kind the
// task was about; Other is every other miss (a legal point, a live three,
// a four-three, a trap…).
type Misses struct {
	DoubleThree, DoubleFour, Overline, Other int
}

// Sum is the number of misses.
func (m Misses) Sum() int { return m.DoubleThree + m.DoubleFour + m.Overline + m.Other }

// Result is what a student's browser gives them after the homework.
type Result struct {
	// Homework is the homework's ID (Homework.ID).
	Homework string
	// Name is the student's name: at most MaxName characters, no colon,
	// no control characters; spaces are collapsed (CleanName).
	Name string
	// Score is the tasks right, Total all the tasks: Score +
	// Misses.Sum() == Total, at most MaxTotal.
	Score, Total int
	Misses       Misses
	// Seconds is the time taken, 0 to MaxSeconds.
	Seconds int
	// Pages is the lesson pages the student opened, 0 to MaxTotal;
	// NoPages: the code is of version 1, from before results carried
	// them (Pages is then 0 and means nothing).
	Pages   int
	NoPages bool
}

// Percent is Score as a rounded percentage of Total; ok is false when
// there were no tasks.
func (r Result) Percent() (pct int, ok bool) {
	if r.Total <= 0 {
		return 0, false
	}
	return (r.Score*200 + r.Total) / (2 * r.Total), true
}

// Validate reports the first thing wrong with r, as a msg.Error.
func (r Result) Validate() error {
	if _, ok := parseID(r.Homework); !ok {
		return msg.Errorf(msg.HwResultID, r.Homework)
	}
	if err := checkName(normSpace(r.Name)); err != nil {
		return err
	}
	for _, f := range []struct {
		what   msg.ID
		v, max int
	}{
		{msg.HwFieldTotal, r.Total, MaxTotal},
		{msg.HwFieldScore, r.Score, MaxTotal},
		{msg.HwFieldMisses, r.Misses.DoubleThree, MaxTotal},
		{msg.HwFieldMisses, r.Misses.DoubleFour, MaxTotal},
		{msg.HwFieldMisses, r.Misses.Overline, MaxTotal},
		{msg.HwFieldMisses, r.Misses.Other, MaxTotal},
		{msg.HwFieldTime, r.Seconds, MaxSeconds},
		{msg.HwFieldPages, r.Pages, MaxTotal},
	} {
		if f.v < 0 || f.v > f.max {
			return msg.Errorf(msg.HwResultRange, f.what, f.v, f.max)
		}
	}
	if r.Score+r.Misses.Sum() != r.Total {
		return msg.Errorf(msg.HwResultSum, r.Score, r.Misses.Sum(), r.Total)
	}
	return nil
}

// normSpace trims s and collapses its runs of white space into one space.
func normSpace(s string) string { return strings.Join(strings.Fields(s), " ") }

// nameRune reports whether a name may hold r.
func nameRune(r rune) bool { return !badRune(r) && r != ':' && r != '：' && r <= maxRune }

// CleanName makes a name fit for a result: white space collapsed, the
// characters a name may not hold left out, at most MaxName characters.
func CleanName(s string) string {
	s = strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) {
			return ' '
		}
		if !nameRune(r) {
			return -1
		}
		return r
	}, strings.ToValidUTF8(s, ""))
	s = normSpace(s)
	if r := []rune(s); len(r) > MaxName {
		s = strings.TrimSpace(string(r[:MaxName]))
	}
	return s
}

// checkName refuses a name (with its white space collapsed) that is empty,
// too long or holds a character it may not.
func checkName(s string) error {
	if s == "" {
		return msg.Errorf(msg.HwNameEmpty)
	}
	if !utf8.ValidString(s) {
		return msg.Errorf(msg.HwNameChar, strconv.QuoteRune(utf8.RuneError))
	}
	for _, r := range s {
		if !nameRune(r) {
			return msg.Errorf(msg.HwNameChar, strconv.QuoteRune(r))
		}
	}
	if n := utf8.RuneCountInString(s); n > MaxName {
		return msg.Errorf(msg.HwNameLong, n, MaxName)
	}
	return nil
}

// EncodeResult writes r's code as the student sees it, the name and the
// symbols in groups of 4: "Li Wei: 1496-S2W0-M0W0-80G0-00QJ-DQAP". The
// name's white space is collapsed and a time over MaxSeconds written as
// MaxSeconds; any other invalid result (Validate) gives "".
func EncodeResult(r Result) string {
	r.Name = normSpace(r.Name)
	r.Seconds = min(r.Seconds, MaxSeconds)
	if r.Validate() != nil {
		return ""
	}
	id, _ := parseID(r.Homework)
	var bw bitWriter
	bw.put(uint64(id), idBits)
	for _, v := range []int{r.Total, r.Score, r.Misses.DoubleThree, r.Misses.DoubleFour, r.Misses.Overline} {
		bw.put(uint64(v), totalBits)
	}
	bw.put(uint64(r.Seconds), timeBits)
	version := byte(ResultVersion)
	if r.NoPages {
		version = 1 // a version 1 code read back is written as it came
	} else {
		bw.put(uint64(r.Pages), totalBits)
	}
	syms := append([]byte{version}, bw.symbols()...)
	c := check(r.Name, syms)
	for i := checkLen - 1; i >= 0; i-- {
		syms = append(syms, byte(c>>(5*i))&31)
	}
	var sb strings.Builder
	sb.WriteString(r.Name)
	sb.WriteString(": ")
	for i, s := range syms {
		if i > 0 && i%4 == 0 {
			sb.WriteByte('-')
		}
		sb.WriteByte(alphabet[s])
	}
	return sb.String()
}

// DecodeResult reads a result code as EncodeResult writes it: the name, a
// colon (':' or '：'), the code. In the code case, spaces and dashes do not
// matter, I L O read as 1 1 0, and full-width letters and digits as their
// ASCII. A mistyped code or name is refused ("check the code…"). Its
// errors are msg.Errors.
func DecodeResult(s string) (Result, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return Result{}, msg.Errorf(msg.HwCodeEmpty)
	}
	cut := max(strings.LastIndex(s, ":"), strings.LastIndex(s, "："))
	if cut < 0 {
		return Result{}, msg.Errorf(msg.HwCodeNoName)
	}
	name := normSpace(s[:cut])
	_, colon := utf8.DecodeRuneInString(s[cut:])
	rest := s[cut+colon:]
	var syms []byte
	for _, r := range rest {
		if 0xFF01 <= r && r <= 0xFF5E { // full-width ASCII
			r -= 0xFEE0
		}
		if unicode.IsSpace(r) || r == '-' || (0x2010 <= r && r <= 0x2015) || r == '−' {
			continue
		}
		v, ok := symbolOf(r)
		if !ok {
			return Result{}, msg.Errorf(msg.HwCodeChar, string(r))
		}
		syms = append(syms, v)
	}
	if len(syms) == 0 {
		return Result{}, msg.Errorf(msg.HwCodeEmpty)
	}
	want := codeLen(syms[0])
	switch {
	case syms[0] > ResultVersion && len(syms) != CodeLen && len(syms) != CodeLen2:
		return Result{}, msg.Errorf(msg.HwCodeNewer)
	case want == 0 && syms[0] > ResultVersion:
		want = len(syms) // a newer version's: the check says whether it is one
	case want == 0:
		want = CodeLen // version 0 is none: refused once it is read whole
	}
	switch {
	case len(syms) < want:
		return Result{}, msg.Errorf(msg.HwCodeShort, len(syms), want)
	case len(syms) > want:
		return Result{}, msg.Errorf(msg.HwCodeLong, len(syms), want)
	}
	payloadLen := want - checkLen
	if err := checkName(name); err != nil {
		return Result{}, err
	}
	var stored uint32
	for _, v := range syms[payloadLen:] {
		stored = stored<<5 | uint32(v)
	}
	if check(name, syms[:payloadLen]) != stored {
		return Result{}, msg.Errorf(msg.HwCodeCheck)
	}
	switch {
	case syms[0] > ResultVersion:
		return Result{}, msg.Errorf(msg.HwCodeNewer)
	case syms[0] == 0:
		return Result{}, msg.Errorf(msg.HwCodeBad)
	}
	br := bitReader{syms: syms[1:payloadLen]}
	r := Result{Name: name, Homework: formatID(uint32(br.get(idBits)))}
	r.Total = int(br.get(totalBits))
	r.Score = int(br.get(totalBits))
	r.Misses.DoubleThree = int(br.get(totalBits))
	r.Misses.DoubleFour = int(br.get(totalBits))
	r.Misses.Overline = int(br.get(totalBits))
	r.Seconds = int(br.get(timeBits))
	if syms[0] == 1 {
		r.NoPages = true
	} else {
		r.Pages = int(br.get(totalBits))
		if br.get(1) != 0 {
			return Result{}, msg.Errorf(msg.HwCodeBad) // the padding is 0
		}
	}
	r.Misses.Other = r.Total - r.Score - r.Misses.DoubleThree - r.Misses.DoubleFour - r.Misses.Overline
	if r.Misses.Other < 0 {
		return Result{}, msg.Errorf(msg.HwCodeBad)
	}
	return r, nil
}

// symbolOf reads a character of Crockford's base32, in either case.
func symbolOf(r rune) (byte, bool) {
	if r >= utf8.RuneSelf {
		return 0, false
	}
	c := byte(unicode.ToUpper(r))
	switch c {
	case 'O':
		return 0, true
	case 'I', 'L':
		return 1, true
	}
	i := strings.IndexByte(alphabet, c)
	return byte(i), i >= 0
}

// check is Σ s·x^k over the name's characters and then syms, in
// GF(2^20): the last symbol has k = 1, each one before it one more.
func check(name string, syms []byte) uint32 {
	var c uint32
	for _, r := range name {
		c = mulx(c) ^ uint32(r)
	}
	for _, s := range syms {
		c = mulx(c) ^ uint32(s)
	}
	return mulx(c)
}

// mulx multiplies c by x in GF(2^20).
func mulx(c uint32) uint32 {
	c <<= 1
	if c&(1<<20) != 0 {
		c ^= gfPoly
	}
	return c
}

// bitWriter packs numbers, most significant bit first, into 5-bit symbols.
type bitWriter struct{ bits []byte }

func (w *bitWriter) put(v uint64, n int) {
	for i := n - 1; i >= 0; i-- {
		w.bits = append(w.bits, byte(v>>i)&1)
	}
}

func (w *bitWriter) symbols() []byte {
	for len(w.bits)%5 != 0 {
		w.bits = append(w.bits, 0)
	}
	out := make([]byte, len(w.bits)/5)
	for i, b := range w.bits {
		out[i/5] = out[i/5]<<1 | b
	}
	return out
}

// bitReader reads what bitWriter packed.
type bitReader struct {
	syms []byte
	pos  int // in bits
}

func (r *bitReader) get(n int) uint64 {
	var v uint64
	for range n {
		bit := r.syms[r.pos/5] >> (4 - r.pos%5) & 1
		v = v<<1 | uint64(bit)
		r.pos++
	}
	return v
}
