package homework

import (
	"encoding/base64"
	"encoding/binary"
	"strconv"
	"strings"
	"unicode/utf8"

	"renju/drills"
	"renju/msg"
)

// LinkVersion is the newest version Encode writes: 2, whose drills part
// names the generator's version. A homework whose drills are version 1's
// (or which has none) is written as version 1, as before versions, so
// that its link, and its ID, stay what they were.
const LinkVersion = 2

// HashKey is the hash parameter of the homework link.
const HashKey = "hw"

// MaxLink bounds what Decode reads (a long Chinese title and every lesson
// are under 1 kB).
const MaxLink = 2 << 10

var title64 = base64.RawURLEncoding.Strict()

// Encode writes h as the value of the homework link's hash parameter
// ("1.t….l….d…"), in the canonical form (see the package comment).
func Encode(h Homework) string {
	var sb strings.Builder
	gen := h.Drills.Version()
	sb.WriteString(strconv.Itoa(min(gen, LinkVersion)))
	if h.Title != "" {
		sb.WriteString(".t")
		sb.WriteString(title64.EncodeToString([]byte(h.Title)))
	}
	for _, lp := range h.Lessons {
		sb.WriteString(".l")
		sb.WriteString(lp.Lesson)
		writePages(&sb, lp.Pages)
	}
	if d := h.Drills; !d.IsZero() {
		sb.WriteString(".d")
		for _, t := range d.sortedTypes() {
			c, _ := codeOf(t)
			sb.WriteByte(c)
		}
		sb.WriteString("_" + strconv.Itoa(d.Level) + "_" + strconv.Itoa(d.Count) + "_" + strconv.FormatUint(d.Seed, 10))
		if gen > 1 {
			sb.WriteString("_" + strconv.Itoa(gen))
		}
	}
	return sb.String()
}

// writePages writes "_p" for each page, runs of three or more as "_a~b".
func writePages(sb *strings.Builder, ps []int) {
	for i := 0; i < len(ps); {
		j := i
		for j+1 < len(ps) && ps[j+1] == ps[j]+1 {
			j++
		}
		if j-i >= 2 {
			sb.WriteString("_" + strconv.Itoa(ps[i]) + "~" + strconv.Itoa(ps[j]))
			i = j + 1
			continue
		}
		sb.WriteString("_" + strconv.Itoa(ps[i]))
		i++
	}
}

// FormatHash returns the URL hash of h: "#hw=" and Encode(h).
func FormatHash(h Homework) string { return "#" + HashKey + "=" + Encode(h) }

// ParseHash finds the homework link's parameter in a URL hash
// ("#hw=1.…&…"); ok is false when there is none.
func ParseHash(hash string) (value string, ok bool) {
	h := strings.TrimPrefix(hash, "#")
	for _, part := range strings.Split(h, "&") {
		if v, found := strings.CutPrefix(part, HashKey+"="); found {
			return v, true
		}
	}
	return "", false
}

// ID is h's short stable name: 6 characters of Crockford's base32, the
// first 30 bits of the SHA-256 of Encode(h).
func (h Homework) ID() string {
	sum := sum256([]byte(Encode(h)))
	return formatID(binary.BigEndian.Uint32(sum[:4]) >> 2)
}

// formatID writes a 30-bit ID as 6 symbols.
func formatID(v uint32) string {
	var b [idLen]byte
	for i := idLen - 1; i >= 0; i-- {
		b[i] = alphabet[v&31]
		v >>= 5
	}
	return string(b[:])
}

// parseID reads an ID written by formatID (upper case only).
func parseID(s string) (uint32, bool) {
	if len(s) != idLen {
		return 0, false
	}
	var v uint32
	for i := 0; i < len(s); i++ {
		d := strings.IndexByte(alphabet, s[i])
		if d < 0 {
			return 0, false
		}
		v = v<<5 | uint32(d)
	}
	return v, true
}

// Decode reads the value of a homework link (as Encode writes it; a whole
// "#hw=…" hash, or an address ending in one, is accepted too). Its errors
// are msg.Errors naming the part and the problem.
func Decode(s string) (Homework, error) {
	var h Homework
	s = strings.TrimSpace(s)
	if i := strings.LastIndexByte(s, '#'); i >= 0 {
		s = s[i:]
	}
	if v, ok := ParseHash(s); ok {
		s = v
	}
	if len(s) > MaxLink {
		return h, msg.Errorf(msg.HwLinkTooLong, utf8.RuneCountInString(s))
	}
	if s == "" {
		return h, msg.Errorf(msg.HwLinkEmpty)
	}
	parts := strings.Split(s, ".")
	v, ok := number(parts[0], 1<<20)
	if !ok || v < 1 {
		return h, msg.Errorf(msg.HwLinkVersion, msg.Excerpt(parts[0]))
	}
	if v > LinkVersion {
		return h, msg.Errorf(msg.HwLinkNewer, v, LinkVersion)
	}
	seen := map[byte]bool{}
	lessonSeen := map[string]bool{}
	for i, part := range parts[1:] {
		raw := func(id msg.ID, args ...any) error {
			return msg.Errorf(msg.HwLinkPartRaw, i+1, msg.Excerpt(part), msg.Errorf(id, args...))
		}
		if part == "" {
			return Homework{}, raw(msg.HwErrEmptyPart)
		}
		key, body := part[0], part[1:]
		var name msg.ID
		switch key {
		case 't':
			name = msg.HwPartTitle
		case 'l':
			name = msg.HwPartLesson
		case 'd':
			name = msg.HwPartDrills
		default:
			r, _ := utf8.DecodeRuneInString(part)
			return Homework{}, raw(msg.HwErrUnknown, msg.Excerpt(string(r)))
		}
		fail := func(err error) error {
			return msg.Errorf(msg.HwLinkPart, i+1, name, msg.Excerpt(part), err)
		}
		if bad := strings.IndexFunc(part, func(r rune) bool { return !linkRune(r) }); bad >= 0 {
			r, _ := utf8.DecodeRuneInString(part[bad:])
			return Homework{}, fail(msg.Errorf(msg.HwErrChar, msg.Excerpt(string(r))))
		}
		if key != 'l' && seen[key] {
			return Homework{}, fail(msg.Errorf(msg.HwErrTwice))
		}
		seen[key] = true
		switch key {
		case 't':
			t, err := decodeTitle(body)
			if err != nil {
				return Homework{}, fail(err)
			}
			h.Title = t
		case 'l':
			lp, err := decodeLesson(body)
			if err != nil {
				return Homework{}, fail(err)
			}
			if lessonSeen[lp.Lesson] {
				return Homework{}, fail(msg.Errorf(msg.HwErrLessonTwice, lp.Lesson))
			}
			lessonSeen[lp.Lesson] = true
			if len(h.Lessons) == MaxLessons {
				return Homework{}, fail(msg.Errorf(msg.HwErrManyLessons, MaxLessons))
			}
			h.Lessons = append(h.Lessons, lp)
		case 'd':
			d, err := decodeDrills(body, int(v))
			if err != nil {
				return Homework{}, fail(err)
			}
			h.Drills = d
		}
	}
	if len(h.Lessons) == 0 && h.Drills.IsZero() {
		return Homework{}, msg.Errorf(msg.HwLinkNothing)
	}
	return h, nil
}

// linkRune: the characters of a link.
func linkRune(r rune) bool {
	return 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9' || r == '-' || r == '_' || r == '~'
}

// number reads a decimal number without sign or leading zeros, at most
// max.
func number(s string, max uint64) (uint64, bool) {
	if s == "" || len(s) > 20 || (s[0] == '0' && len(s) > 1) {
		return 0, false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, false
		}
	}
	v, err := strconv.ParseUint(s, 10, 64)
	if err != nil || v > max {
		return 0, false
	}
	return v, true
}

func decodeTitle(body string) (string, error) {
	if body == "" {
		return "", msg.Errorf(msg.HwErrTitleEmpty)
	}
	b, err := title64.DecodeString(body)
	if err != nil {
		return "", msg.Errorf(msg.HwErrTitleCoded)
	}
	t := string(b)
	if t == "" {
		return "", msg.Errorf(msg.HwErrTitleEmpty)
	}
	if err := checkTitle(t); err != nil {
		return "", err
	}
	return t, nil
}

func decodeLesson(body string) (LessonPages, error) {
	fields := strings.Split(body, "_")
	lp := LessonPages{Lesson: fields[0]}
	if !validID(lp.Lesson) {
		return lp, msg.Errorf(msg.HwErrLessonID, msg.Excerpt(lp.Lesson))
	}
	last := 0
	for _, f := range fields[1:] {
		lo, hi, isRange := strings.Cut(f, "~")
		a, ok := number(lo, MaxPage)
		if !ok || a < 1 {
			return lp, msg.Errorf(msg.HwErrPage, msg.Excerpt(lo), MaxPage)
		}
		b := a
		if isRange {
			if b, ok = number(hi, MaxPage); !ok || b < 1 {
				return lp, msg.Errorf(msg.HwErrPage, msg.Excerpt(hi), MaxPage)
			}
			if b <= a {
				return lp, msg.Errorf(msg.HwErrPageRange, msg.Excerpt(f))
			}
		}
		if int(a) <= last {
			return lp, msg.Errorf(msg.HwErrPageOrder, int(a), last)
		}
		for p := int(a); p <= int(b); p++ {
			lp.Pages = append(lp.Pages, p)
		}
		last = int(b)
	}
	return lp, nil
}

// decodeDrills reads a drills part of a link of version v: version 1's
// has four fields (its generator is version 1), version 2's five, the
// last the generator's version (2 or more: a set of version 1 is written
// as a version 1 link).
func decodeDrills(body string, v int) (DrillSet, error) {
	var d DrillSet
	fields := strings.Split(body, "_")
	switch {
	case v == 1 && len(fields) != 4:
		return d, msg.Errorf(msg.HwErrDrillFields)
	case v >= 2 && len(fields) != 5:
		return d, msg.Errorf(msg.HwErrDrillFieldsGen)
	}
	if fields[0] == "" {
		return d, msg.Errorf(msg.HwErrDrillNoType)
	}
	seen := map[string]bool{}
	for i := 0; i < len(fields[0]); i++ {
		t, ok := typeOf(fields[0][i])
		if !ok {
			return d, msg.Errorf(msg.HwErrDrillType, msg.Excerpt(fields[0][i:i+1]), typeLetters())
		}
		if seen[t] {
			return d, msg.Errorf(msg.HwErrDrillTwice, msg.Excerpt(fields[0][i:i+1]))
		}
		seen[t] = true
		d.Types = append(d.Types, t)
	}
	d.Types = d.sortedTypes()
	lv, ok := number(fields[1], drills.MaxLevel)
	if !ok || lv < 1 {
		return d, msg.Errorf(msg.HwErrDrillLevel, msg.Excerpt(fields[1]), drills.MaxLevel)
	}
	n, ok := number(fields[2], MaxDrills)
	if !ok || n < 1 {
		return d, msg.Errorf(msg.HwErrDrillCount, msg.Excerpt(fields[2]), MaxDrills)
	}
	seed, ok := number(fields[3], ^uint64(0))
	if !ok {
		return d, msg.Errorf(msg.HwErrDrillSeed, msg.Excerpt(fields[3]))
	}
	d.Level, d.Count, d.Seed = int(lv), int(n), seed
	if len(fields) == 5 {
		g, ok := number(fields[4], 1<<20)
		if !ok || g < 2 || g > uint64(GenLatest) {
			return d, msg.Errorf(msg.HwErrDrillGen, msg.Excerpt(fields[4]), GenLatest)
		}
		d.Gen = int(g)
	}
	return d, nil
}
