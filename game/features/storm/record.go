package storm

import (
	"renju/game/parts/skill"
	"renju/game/services/savedjson"
)

// The saved record of the storm and the streak, kept by the app beside the
// drills' record (e.g. localStorage "renju.storm"). It is small JSON:
//
//	{"version":1,"stormBest":340,"stormRuns":4,"streakBest":9,"streakRuns":6,
//	 "tallies":{"is-forbidden":{"right":50,"total":61}},
//	 "badges":{"is-forbidden":1},
//	 "ratings":{"is-forbidden/double-three/1":{"r":1012,"n":7}}}
//
// ParseRecord reads it strictly with game/services/savedjson, as every record the
// app saves is read: a size cap, known fields only, no name twice, every
// count a whole number in range, every key a drill type or a cell, and
// the invariants the record keeps as it grows. Anything else is a
// *RecordError naming the part and its place; the app then starts afresh
// and says so (Model.Load).

// RecordVersion is the version this package writes and reads.
const RecordVersion = 1

// MaxRecordSize is the largest record ParseRecord reads, in bytes. The
// largest the app writes — every cell rated, every count at MaxCount — is
// about 1.7 KB (TestMaxRecordSize); 4 KiB leaves room and refuses junk
// before decoding it.
const MaxRecordSize = 4 << 10

// Record is the learner's storm and streak record.
type Record struct {
	Version int `json:"version"`
	// StormBest is the best storm score; StormRuns the storms finished.
	StormBest int `json:"stormBest"`
	StormRuns int `json:"stormRuns"`
	// StreakBest is the longest live-or-false streak; StreakRuns the
	// streaks finished.
	StreakBest int `json:"streakBest"`
	StreakRuns int `json:"streakRuns"`
	// The answers, badges and ratings per drill type (skill.Types) and cell.
	skill.Book
}

// NewRecord is an empty record.
func NewRecord() *Record { return &Record{Version: RecordVersion, Book: skill.NewBook()} }

// FormatRecord writes r as the app saves it (maps in key order: the form
// is canonical).
func FormatRecord(r *Record) []byte { return skill.FormatRecord(r) }

// RecordError is why a saved record cannot be read: the part at fault
// (["ratings", "is-forbidden/none/0", "r"]), where it is, and what is
// wrong with it.
type RecordError = savedjson.Error

var recordReader = skill.RecordReader{
	Rules:   savedjson.Rules{What: "saved storm record", MaxSize: MaxRecordSize, Counts: skill.MaxCount},
	Version: RecordVersion,
	Types:   skill.Types,
	CellType: func(key string) (string, bool) {
		c, ok := skill.ParseCell(key)
		return c.Type, ok
	},
}

// ParseRecord reads a saved record. It must be what FormatRecord writes,
// give or take order, spacing and fields left out (a count left out is 0):
// at most MaxRecordSize bytes, a JSON object of version 1, no field, type
// or cell the app does not write, no name twice, every count a whole
// number from 0 to MaxCount, every rating from skill.MinRating to skill.MaxRating,
// every badge from 0 to Gold, and
//
//	right ≤ total in every tally
//	a badge only with the answers its rule needs (skill.BadgeRules)
//	a cell's answers ≤ the answers of its drill type
//	streakBest ≤ the live-or-false answers right
//	a stormBest only with a storm run and an is-forbidden answer right
//	a streakBest only with a streak run
//
// Anything else is a *RecordError naming the first part at fault.
func ParseRecord(data []byte) (*Record, error) {
	r := &Record{Book: skill.NewBook()}
	if err := recordReader.Read(data, r, &r.Version, &r.Book, r.check); err != nil {
		return nil, err
	}
	return r, nil
}

// check adds the storm's and the streak's own invariants to a record read.
func (r *Record) check(doc *savedjson.Doc) {
	if right := r.Tallies[skill.Types[1]].Right; r.StreakBest > right {
		doc.Fault([]string{"streakBest"}, "%d is more than the %d live-or-false answers right", r.StreakBest, right)
	}
	if r.StreakBest > 0 && r.StreakRuns == 0 {
		doc.Fault([]string{"streakBest"}, "%d with no streak run", r.StreakBest)
	}
	if r.StormBest > 0 && (r.StormRuns == 0 || r.Tallies[skill.Types[0]].Right == 0) {
		doc.Fault([]string{"stormBest"}, "%d with no storm run or no answer right", r.StormBest)
	}
}
