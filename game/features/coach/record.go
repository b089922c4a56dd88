package coach

import (
	"encoding/json"

	"renju/game/parts/skill"
	"renju/game/services/savedjson"
)

// The saved record of the coach, kept by the app beside the drills' record
// (localStorage "renju.coach"). It is small JSON:
//
//	{"version":1,
//	 "tallies":{"trap":{"right":50,"total":61}},
//	 "badges":{"trap":1},
//	 "ratings":{"trap/double-four/1":{"r":1012,"n":7}}}
//
// ParseRecord reads it strictly with game/services/savedjson, as game/features/storm reads
// the storm's record (skill.CheckCells): a size cap, known fields only, no
// name twice, every count a whole number in range, every key a drill type
// or a cell, and the invariants the record keeps as it grows. Anything
// else is a *RecordError naming the part and its place; the app then
// starts afresh and says so (Coach.Load).

// RecordVersion is the version this package writes and reads.
const RecordVersion = 1

// MaxCount bounds every count of the record; counts saturate at it.
const MaxCount = skill.MaxCount

// MaxRecordSize is the largest record ParseRecord reads, in bytes. The
// largest the app writes — every cell of every type rated, every count at
// MaxCount — is about 3.4 KB (TestMaxRecordSize); 6 KiB leaves room and
// refuses junk before decoding it.
const MaxRecordSize = 6 << 10

// Badges and tallies are the storm's: a badge is earned once and never
// taken away (skill.Earned, skill.BadgeRules).
type (
	Badge   = skill.Badge
	Tally   = skill.Tally
	Rating  = skill.Rating
	Ratings = skill.Ratings
)

// Record is the learner's coach record: per drill type the answers and the
// badge, per cell the private rating (storm's Elo rule, skill.Rating).
type Record struct {
	Version int `json:"version"`
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

// Answer records one answer to a drill of level in cell c: the tally, the
// rating, and the badge, which only ever goes up. It returns the badge
// newly earned (skill.NoBadge when none).
func (r *Record) Answer(c Cell, level int, right bool) Badge {
	t := r.Tallies[c.Type]
	t.Total = min(t.Total+1, MaxCount)
	if right {
		t.Right = min(t.Right+1, MaxCount)
	}
	r.Tallies[c.Type] = t
	r.Ratings.Update(c, level, right)
	if e := skill.Earned(t); e > r.Badges[c.Type] {
		r.Badges[c.Type] = e
		return e
	}
	return skill.NoBadge
}

// clone is a deep copy of r.
func (r *Record) clone() *Record {
	out := NewRecord()
	for k, v := range r.Tallies {
		out.Tallies[k] = v
	}
	for k, v := range r.Badges {
		out.Badges[k] = v
	}
	for k, v := range r.Ratings {
		out.Ratings[k] = v
	}
	return out
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
// (["ratings", "trap/none/0", "r"]), where it is, and what is wrong.
type RecordError = savedjson.Error

var recordRules = savedjson.Rules{What: "saved coach record", MaxSize: MaxRecordSize, Counts: MaxCount}

// ParseRecord reads a saved record. It must be what FormatRecord writes,
// give or take order, spacing and fields left out (a count left out is 0):
// at most MaxRecordSize bytes, a JSON object of version 1, no field, type
// or cell the app does not write, no name twice, every count a whole
// number from 0 to MaxCount, every rating from skill.MinRating to
// skill.MaxRating, every badge from 0 to Gold, and
//
//	right ≤ total in every tally
//	a badge only with the answers its rule needs (skill.BadgeRules)
//	a cell's answers ≤ the answers of its drill type
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
	if err := doc.Err(); err != nil {
		return nil, err
	}
	return r, nil
}
