package storm

import (
	"encoding/json"

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
	// Tallies count the answers per drill type (Types), for the badges.
	Tallies map[string]Tally `json:"tallies"`
	// Badges are the badges earned per drill type; they never go down.
	Badges map[string]Badge `json:"badges"`
	// Ratings are the private ratings per cell (Cell.Key).
	Ratings Ratings `json:"ratings"`
}

// NewRecord is an empty record.
func NewRecord() *Record {
	return &Record{Version: RecordVersion, Tallies: map[string]Tally{}, Badges: map[string]Badge{}, Ratings: Ratings{}}
}

// Answer records one answer to a question of level in cell c: the tally,
// the rating, and the badge, which only ever goes up. It returns the badge
// newly earned (NoBadge when none).
func (r *Record) Answer(c Cell, level int, right bool) Badge {
	t := r.Tallies[c.Type]
	t.Total = min(t.Total+1, MaxCount)
	if right {
		t.Right = min(t.Right+1, MaxCount)
	}
	r.Tallies[c.Type] = t
	r.Ratings.Update(c, level, right)
	if e := Earned(t); e > r.Badges[c.Type] {
		r.Badges[c.Type] = e
		return e
	}
	return NoBadge
}

// FormatRecord writes r as the app saves it (maps in key order: the form
// is canonical).
func FormatRecord(r *Record) []byte {
	data, err := json.Marshal(r)
	if err != nil { // cannot happen: numbers and maps of strings
		return nil
	}
	return data
}

// RecordError is why a saved record cannot be read: the part at fault
// (["ratings", "is-forbidden/none/0", "r"]), where it is, and what is
// wrong with it.
type RecordError = savedjson.Error

var recordRules = savedjson.Rules{What: "saved storm record", MaxSize: MaxRecordSize, Counts: MaxCount}

// ParseRecord reads a saved record. It must be what FormatRecord writes,
// give or take order, spacing and fields left out (a count left out is 0):
// at most MaxRecordSize bytes, a JSON object of version 1, no field, type
// or cell the app does not write, no name twice, every count a whole
// number from 0 to MaxCount, every rating from MinRating to MaxRating,
// every badge from 0 to Gold, and
//
//	right ≤ total in every tally
//	a badge only with the answers its rule needs (BadgeRules)
//	a cell's answers ≤ the answers of its drill type
//	streakBest ≤ the live-or-false answers right
//	a stormBest only with a storm run and an is-forbidden answer right
//	a streakBest only with a streak run
//
// Anything else is a *RecordError naming the first part at fault.
func ParseRecord(data []byte) (*Record, error) {
	r := &Record{Tallies: map[string]Tally{}, Badges: map[string]Badge{}, Ratings: Ratings{}}
	doc, err := recordRules.Read(data, r)
	if err != nil {
		return nil, err
	}
	if err := doc.Version("version", r.Version, RecordVersion); err != nil {
		return nil, err
	}
	skill.CheckCells(doc, Types, r.Tallies, r.Badges, r.Ratings, func(key string) (string, bool) {
		c, ok := ParseCell(key)
		return c.Type, ok
	})
	if right := r.Tallies[Types[1]].Right; r.StreakBest > right {
		doc.Fault([]string{"streakBest"}, "%d is more than the %d live-or-false answers right", r.StreakBest, right)
	}
	if r.StreakBest > 0 && r.StreakRuns == 0 {
		doc.Fault([]string{"streakBest"}, "%d with no streak run", r.StreakBest)
	}
	if r.StormBest > 0 && (r.StormRuns == 0 || r.Tallies[Types[0]].Right == 0) {
		doc.Fault([]string{"stormBest"}, "%d with no storm run or no answer right", r.StormBest)
	}
	if err := doc.Err(); err != nil {
		return nil, err
	}
	return r, nil
}
