package drillplay

import (
	"strings"

	"renju/drills"
	"renju/game/services/savedjson"
	"renju/jsonkit"
	"renju/msg"
	"renju/rules"
)

// The saved record: drills.Stats as JSON, kept in the browser's
// localStorage and in the progress file (game/services/backup). ParseRecord reads
// it with game/services/savedjson, as strictly as every record the app saves: a
// size cap, known fields, drill types and forbidden kinds only, every
// count bounded, and the invariants the record keeps as it grows;
// anything else is a *RecordError that names the part at fault and its
// place.
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

// RecordError is why a saved record cannot be read: the part at fault
// (["byType", "trap", "right"]; nil for the whole record), where it is
// (its Offset, so that the progress file can name its line) and what is
// wrong with it.
type RecordError = savedjson.Error

// recordVersion is the version of the record (drills.NewStats's).
var recordVersion = drills.NewStats().Version

var recordRules = savedjson.Rules{What: "saved drill record", MaxSize: MaxRecordSize, Counts: MaxCount}

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
// nothing, and its error says where to fix it (game/services/backup).
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
	data, err := jsonkit.Marshal(s)
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

// readRecord reads data, keeping every part that passes its checks: the
// record kept and the faults, in the record's order, then the checks' of
// the names and the invariants'. The record is nil when nothing in data
// can be trusted (too large, not JSON, not version 1).
func readRecord(data []byte) (*drills.Stats, []*RecordError) {
	s := drills.NewStats()
	s.Version = 0
	doc, err := recordRules.Read(data, s)
	if err != nil {
		return nil, []*RecordError{err.(*RecordError)}
	}
	if err := doc.Version("version", s.Version, recordVersion); err != nil {
		return nil, []*RecordError{err}
	}
	tallies(doc, "byType", s.ByType, knownType, "is not a drill type (want one of "+strings.Join(drills.Types, ", ")+")")
	tallies(doc, "byKind", s.ByKind, knownKind, "is not a forbidden kind (want one of "+strings.Join(kindNames(), ", ")+")")

	// The invariants, on what was kept; what breaks one is left out.
	right := 0
	for _, t := range s.ByType {
		right += t.Right
	}
	answered := Answered(s)
	for _, k := range doc.Keys("byKind") {
		t, ok := s.ByKind[k]
		switch {
		case !ok:
			continue
		case t.Total > answered:
			doc.Fault([]string{"byKind", k}, "total %d is more than the %d drills answered", t.Total, answered)
		case t.Right > right:
			doc.Fault([]string{"byKind", k}, "right %d is more than the %d drills answered right", t.Right, right)
		default:
			continue
		}
		delete(s.ByKind, k)
	}
	if s.Streak > s.BestStreak {
		doc.Fault([]string{"streak"}, "%d is more than bestStreak %d", s.Streak, s.BestStreak)
		s.Streak = 0
	}
	if s.BestStreak > right {
		doc.Fault([]string{"bestStreak"}, "%d is more than the %d drills answered right", s.BestStreak, right)
		s.BestStreak, s.Streak = 0, 0
	}
	if s.Score > 0 && right == 0 {
		doc.Fault([]string{"score"}, "%d with no drill answered right", s.Score)
		s.Score = 0
	}
	for _, f := range doc.Faults() {
		if len(f.Path) == 1 && f.Path[0] == "seen" {
			// The drills seen are at least the drills answered (the menu
			// shows the record when some were seen).
			s.Seen = min(answered, MaxCount)
		}
	}
	return s, doc.Faults()
}

// tallies checks the tallies read into m (byType or byKind), in the
// record's order: a name known does not tell is left out, as is a tally
// whose right exceeds its total; a tally of nothing is nothing.
func tallies(doc *savedjson.Doc, field string, m map[string]*drills.Tally, known func(string) bool, unknown string) {
	for _, k := range doc.Keys(field) {
		t, ok := m[k]
		switch {
		case !known(k):
			doc.Fault([]string{field, k}, "%s", unknown)
		case ok && t.Right > t.Total:
			doc.Fault([]string{field, k}, "right %d is more than total %d", t.Right, t.Total)
		case ok && t.Total > 0:
			continue
		}
		delete(m, k)
	}
}
