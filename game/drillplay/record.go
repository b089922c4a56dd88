package drillplay

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"renju/drills"
	"renju/game/msg"
	"renju/rules"
)

// The saved record: drills.Stats as JSON, kept in the browser's
// localStorage and in the progress file (game/backup). ParseRecord reads
// it as strictly as game/progress reads the lessons' progress: a size cap,
// known fields, drill types and forbidden kinds only, every count bounded,
// and the invariants the record keeps as it grows; anything else is a
// *RecordError that names the part at fault.
//
// A record the app saved before this parser (the format has not changed
// since the first drills) always passes: drills.Stats.Record only ever
// writes the fields, types and kinds below, and keeps the invariants.

// MaxCount bounds every count of the record (score, streaks, drills seen,
// right and total of every tally). A learner answering a drill a second,
// day and night, takes 31 years to see that many drills; the score, which
// grows fastest (a right answer adds 10·level plus the streak, less one),
// takes some 30 million drills, or 45,000 right in a row. It leaves room
// to add a drill's points to a count in any int, even a 32-bit one
// (MaxCount + 10·MaxLevel + MaxCount < 2³¹), and for the menu's sum of
// the tallies in a 64-bit int; the counts saturate at it (saturate).
const MaxCount = 1_000_000_000

// MaxRecordSize is the largest record ParseRecord reads, in bytes. The
// largest record the app can write — a tally for every drill type and
// forbidden kind, every count at MaxCount — is 538 bytes, 789 indented by
// two spaces a level for reading by hand (TestMaxRecordSize). 1 KiB leaves
// that room, and room for a drill type or two more, and refuses anything
// larger before a byte of it is decoded: ten thousand junk tallies
// (350 KB) cost nothing to refuse, where they once cost the menu 67 ms a
// frame.
const MaxRecordSize = 1 << 10

// The record's fields, as drills.Stats writes them.
const (
	fVersion    = "version"
	fScore      = "score"
	fStreak     = "streak"
	fBestStreak = "bestStreak"
	fByType     = "byType"
	fByKind     = "byKind"
	fSeen       = "seen"
	fRight      = "right"
	fTotal      = "total"
)

// recordVersion is the version of the record (drills.NewStats's).
var recordVersion = drills.NewStats().Version

// RecordError is why a saved record cannot be read: the part at fault and
// what is wrong with it.
type RecordError struct {
	// Path is the part at fault: nil for the whole record, ["score"],
	// ["byType", "trap"], ["byType", "trap", "right"].
	Path []string
	// Offset is where that part is in the record: the offset of the
	// closing quote of its name (0 for the whole record), so that the
	// progress file can name its line.
	Offset int
	// Problem is what is wrong, in words that follow the part's name.
	Problem string
}

// Error names the part and the problem: `saved drill record: byType
// "trap" right 5 is more than total 3`.
func (e *RecordError) Error() string {
	if len(e.Path) == 0 {
		return "saved drill record " + e.Problem
	}
	return "saved drill record: " + e.Field() + " " + e.Problem
}

// Field is the part at fault as the message names it: score, byType
// "trap", byType "trap" right; a name the record does not have is quoted.
func (e *RecordError) Field() string {
	parts := make([]string, len(e.Path))
	for i, p := range e.Path {
		switch {
		case i == 0 && topField(p), i == 2 && (p == fRight || p == fTotal):
			parts[i] = p
		default:
			parts[i] = strconv.Quote(cut(p))
		}
	}
	return strings.Join(parts, " ")
}

func topField(name string) bool {
	switch name {
	case fVersion, fScore, fStreak, fBestStreak, fByType, fByKind, fSeen:
		return true
	}
	return false
}

// cut shortens a name or a value to what a message can quote.
func cut(s string) string {
	if utf8.RuneCountInString(s) > 40 {
		return string([]rune(s)[:39]) + "…"
	}
	return s
}

// knownType reports whether name is a drill type (drills.Types).
func knownType(name string) bool {
	for _, t := range drills.Types {
		if t == name {
			return true
		}
	}
	return false
}

// knownKind reports whether name is a forbidden kind, as the judge names
// them (rules.Kind.String: the kinds drills.Stats.Record tallies).
func knownKind(name string) bool {
	k, ok := rules.ParseKind(name)
	return ok && k != rules.NoKind
}

func kindNames() []string {
	var out []string
	for _, k := range msg.Kinds() {
		out = append(out, k.String())
	}
	return out
}

// ParseRecord reads a saved record. It must be exactly what FormatRecord
// writes, give or take order, spacing and fields left out (a count left
// out is 0; a tally of no answers is dropped): at most MaxRecordSize
// bytes, version 1, no field, drill type or forbidden kind the app does
// not write, no name twice, every count a whole number from 0 to MaxCount,
// and
//
//	right ≤ total in every tally
//	streak ≤ bestStreak ≤ the drills answered right (the byType rights)
//	a score only with a drill answered right
//	a byKind total (right) ≤ the drills answered (right)
//
// — what drills.Stats.Record keeps. Anything else is a *RecordError that
// names the first part at fault.
func ParseRecord(data []byte) (*drills.Stats, error) {
	s, faults := readRecord(data)
	if len(faults) > 0 {
		return nil, faults[0]
	}
	return s, nil
}

// RepairRecord reads a record ParseRecord refuses for what can still be
// trusted in it, for the one copy of the learner's record that is in the
// browser: the parts at fault — an unknown type or kind, a count out of
// range, a tally whose right exceeds its total, a streak longer than the
// right answers — are left out, and every part that passes its own checks
// is kept, so that one bad entry does not cost the rest. It returns the
// first fault (nil when ParseRecord accepts data), and the record kept, or
// nil when nothing can be trusted (a record too large, not JSON, not
// version 1) or nothing was left.
//
// The progress file does not repair: a file that does not read changes
// nothing, and its error says where to fix it (game/backup).
func RepairRecord(data []byte) (*drills.Stats, error) {
	s, faults := readRecord(data)
	if len(faults) == 0 {
		return s, nil
	}
	if s == nil || empty(s) {
		return nil, faults[0]
	}
	return s, faults[0]
}

// empty reports whether s records nothing.
func empty(s *drills.Stats) bool {
	return s.Score == 0 && s.Streak == 0 && s.BestStreak == 0 && s.Seen == 0 && len(s.ByType) == 0 && len(s.ByKind) == 0
}

// FormatRecord writes a record as the app saves it (the form ParseRecord
// reads; maps are written in key order, so the form is canonical).
func FormatRecord(s *drills.Stats) []byte {
	data, err := json.Marshal(s)
	if err != nil { // cannot happen: plain numbers and maps
		return nil
	}
	return data
}

// Answered is the number of drills a record has answered.
func Answered(s *drills.Stats) int {
	n := 0
	for _, t := range s.ByType {
		n += t.Total
	}
	return n
}

// saturate holds every count of s at MaxCount, after drills.Stats.Record
// (which adds at most 10·MaxLevel + MaxCount to a count at most MaxCount:
// no int overflows). Clamping each count keeps ParseRecord's invariants:
// min(a, M) ≤ min(b, M) when a ≤ b, and a sum of clamped counts is at
// least the clamp of any one of its parts.
func saturate(s *drills.Stats) {
	clamp := func(n *int) { *n = max(0, min(*n, MaxCount)) }
	clamp(&s.Score)
	clamp(&s.Streak)
	clamp(&s.BestStreak)
	clamp(&s.Seen)
	for _, m := range []map[string]*drills.Tally{s.ByType, s.ByKind} {
		for _, t := range m {
			clamp(&t.Right)
			clamp(&t.Total)
		}
	}
}

// reader reads a record, collecting its faults in the record's order.
type reader struct {
	faults []*RecordError
}

func (r *reader) fault(off int, problem string, path ...string) {
	r.faults = append(r.faults, &RecordError{Path: path, Offset: off, Problem: problem})
}

// member is a name of a JSON object and its value, as read.
type member struct {
	name    string
	nameEnd int // the offset of the name's closing quote
	start   int // the offset of the value
	raw     json.RawMessage
}

// members reads the members of the JSON object that starts data, which is
// valid JSON; their offsets are data's.
func members(data []byte) []member {
	dec := json.NewDecoder(bytes.NewReader(data))
	if _, err := dec.Token(); err != nil { // '{'
		return nil
	}
	var out []member
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return out
		}
		name, _ := tok.(string)
		m := member{name: name, nameEnd: int(dec.InputOffset()) - 1}
		if err := dec.Decode(&m.raw); err != nil {
			return out
		}
		m.start = int(dec.InputOffset()) - len(m.raw)
		out = append(out, m)
	}
	return out
}

// readRecord reads data, keeping every part that passes its checks: the
// record kept and the faults, in the record's order then the invariants'.
// The record is nil when nothing in data can be trusted.
func readRecord(data []byte) (*drills.Stats, []*RecordError) {
	r := &reader{}
	whole := func(format string, args ...any) (*drills.Stats, []*RecordError) {
		return nil, []*RecordError{{Problem: fmt.Sprintf(format, args...)}}
	}
	if len(data) > MaxRecordSize {
		return whole("is %d bytes, more than any record the app writes (at most %d)", len(data), MaxRecordSize)
	}
	var raw json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		return whole("is not valid JSON: %v", err)
	}
	if bytes.TrimLeft(data, " \t\r\n")[0] != '{' {
		return whole("is not a JSON object")
	}
	s := drills.NewStats()
	var (
		at      = map[string]int{} // the fields read: where their names end
		kinds   []kept             // the byKind tallies kept, in order
		version bool
		seenBad bool
	)
	for _, f := range members(data) {
		if _, dup := at[f.name]; dup {
			r.fault(f.nameEnd, "appears twice", f.name)
			continue
		}
		at[f.name] = f.nameEnd
		var n *int
		switch f.name {
		case fVersion:
			v, problem := count(f.raw)
			if problem != "" || v != recordVersion {
				return nil, []*RecordError{{Path: []string{fVersion}, Offset: f.nameEnd, Problem: fmt.Sprintf("is %s, want %d", cut(string(f.raw)), recordVersion)}}
			}
			version = true
			continue
		case fByType:
			r.tallies(f, s.ByType, knownType, "is not a drill type (want one of "+strings.Join(drills.Types, ", ")+")")
			continue
		case fByKind:
			kinds = r.tallies(f, s.ByKind, knownKind, "is not a forbidden kind (want one of "+strings.Join(kindNames(), ", ")+")")
			continue
		case fScore:
			n = &s.Score
		case fStreak:
			n = &s.Streak
		case fBestStreak:
			n = &s.BestStreak
		case fSeen:
			n = &s.Seen
		default:
			r.fault(f.nameEnd, "is not a field of the record", f.name)
			continue
		}
		v, problem := count(f.raw)
		if problem != "" {
			r.fault(f.nameEnd, problem, f.name)
			seenBad = seenBad || f.name == fSeen
			continue
		}
		*n = v
	}
	if !version {
		return whole("has no version (want %d)", recordVersion)
	}

	// The invariants, on what was kept; what breaks one is left out.
	right := 0
	for _, t := range s.ByType {
		right += t.Right
	}
	answered := Answered(s)
	for _, k := range kinds {
		t := s.ByKind[k.name]
		switch {
		case t.Total > answered:
			r.fault(k.at, fmt.Sprintf("total %d is more than the %d drills answered", t.Total, answered), fByKind, k.name)
		case t.Right > right:
			r.fault(k.at, fmt.Sprintf("right %d is more than the %d drills answered right", t.Right, right), fByKind, k.name)
		default:
			continue
		}
		delete(s.ByKind, k.name)
	}
	if s.Streak > s.BestStreak {
		r.fault(at[fStreak], fmt.Sprintf("%d is more than bestStreak %d", s.Streak, s.BestStreak), fStreak)
		s.Streak = 0
	}
	if s.BestStreak > right {
		r.fault(at[fBestStreak], fmt.Sprintf("%d is more than the %d drills answered right", s.BestStreak, right), fBestStreak)
		s.BestStreak, s.Streak = 0, 0
	}
	if s.Score > 0 && right == 0 {
		r.fault(at[fScore], fmt.Sprintf("%d with no drill answered right", s.Score), fScore)
		s.Score = 0
	}
	if seenBad {
		// The drills seen are at least the drills answered (the menu shows
		// the record when some were seen).
		s.Seen = min(answered, MaxCount)
	}
	return s, r.faults
}

// kept is a tally kept and where its name ends.
type kept struct {
	name string
	at   int
}

// tallies reads the tallies of f (byType or byKind) into into, known
// telling the names it may have, and returns those it kept, in order.
func (r *reader) tallies(f member, into map[string]*drills.Tally, known func(string) bool, unknown string) []kept {
	if f.raw[0] != '{' {
		r.fault(f.nameEnd, "should be an object {…}", f.name)
		return nil
	}
	var out []kept
	done := map[string]bool{}
	for _, e := range members(f.raw) {
		e.nameEnd, e.start = e.nameEnd+f.start, e.start+f.start
		if done[e.name] {
			r.fault(e.nameEnd, "appears twice", f.name, e.name)
			continue
		}
		done[e.name] = true
		if !known(e.name) {
			r.fault(e.nameEnd, unknown, f.name, e.name)
			continue
		}
		if e.raw[0] != '{' {
			r.fault(e.nameEnd, "should be an object {\"right\": …, \"total\": …}", f.name, e.name)
			continue
		}
		var t drills.Tally
		ok := true
		got := map[string]bool{}
		for _, c := range members(e.raw) {
			c.nameEnd += e.start
			if got[c.name] {
				r.fault(c.nameEnd, "appears twice", f.name, e.name, c.name)
				continue
			}
			got[c.name] = true
			var n *int
			switch c.name {
			case fRight:
				n = &t.Right
			case fTotal:
				n = &t.Total
			default:
				// Junk beside a good tally: left out, the tally kept.
				r.fault(c.nameEnd, "is not a field of a tally (want right, total)", f.name, e.name, c.name)
				continue
			}
			v, problem := count(c.raw)
			if problem != "" {
				r.fault(c.nameEnd, problem, f.name, e.name, c.name)
				ok = false
				continue
			}
			*n = v
		}
		switch {
		case !ok:
		case t.Right > t.Total:
			r.fault(e.nameEnd, fmt.Sprintf("right %d is more than total %d", t.Right, t.Total), f.name, e.name)
		case t.Total > 0: // a tally of nothing is nothing
			into[e.name] = &t
			out = append(out, kept{e.name, e.nameEnd})
		}
	}
	return out
}

// count reads a count: a whole number from 0 to MaxCount, written as
// digits. The problem is "" or says what is wrong.
func count(raw []byte) (int, string) {
	s := string(raw)
	if c := raw[0]; c != '-' && (c < '0' || c > '9') {
		return 0, cut(s) + " should be a number"
	}
	if strings.ContainsAny(s, ".eE") {
		return 0, cut(s) + " should be a whole number"
	}
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil || n < 0 || n > MaxCount {
		return 0, fmt.Sprintf("%s is out of range 0..%d", cut(s), MaxCount)
	}
	return int(n), ""
}
