package coach

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"renju/game/skill"
)

// The saved record of the coach, kept by the app beside the drills' record
// (localStorage "renju.coach"). It is small JSON:
//
//	{"version":1,
//	 "tallies":{"trap":{"right":50,"total":61}},
//	 "badges":{"trap":1},
//	 "ratings":{"trap/double-four/1":{"r":1012,"n":7}}}
//
// ParseRecord reads it strictly, as game/storm reads the storm's record: a
// size cap, known fields only, no name twice, every count a whole number
// in range, every key a drill type or a cell, and the invariants the
// record keeps as it grows. Anything else is a *RecordError; the app then
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
// (nil for the whole record, ["ratings", "trap/none/0", "r"]) and what is
// wrong with it.
type RecordError struct {
	Path    []string
	Problem string
}

func (e *RecordError) Error() string {
	if len(e.Path) == 0 {
		return "saved coach record " + e.Problem
	}
	parts := make([]string, len(e.Path))
	for i, p := range e.Path {
		parts[i] = p
		if i > 0 {
			parts[i] = strconv.Quote(cut(p))
		}
	}
	if !topField(e.Path[0]) {
		parts[0] = strconv.Quote(cut(e.Path[0]))
	}
	return "saved coach record: " + strings.Join(parts, " ") + " " + e.Problem
}

func topField(s string) bool {
	switch s {
	case "version", "tallies", "badges", "ratings":
		return true
	}
	return false
}

// cut shortens what a message quotes.
func cut(s string) string {
	if r := []rune(s); len(r) > 40 {
		return string(r[:39]) + "…"
	}
	return s
}

func fault(problem string, path ...string) error { return &RecordError{Path: path, Problem: problem} }

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
	if len(data) > MaxRecordSize {
		return nil, fault(fmt.Sprintf("is %d bytes, more than any record the app writes (at most %d)", len(data), MaxRecordSize))
	}
	top, err := object(data)
	if err != nil {
		return nil, fault(err.Error())
	}
	r := NewRecord()
	version := false
	for _, f := range top {
		switch f.name {
		case "version":
			v, problem := count(f.raw, MaxCount)
			if problem != "" || v != RecordVersion {
				return nil, fault(fmt.Sprintf("is %s, want %d", cut(string(f.raw)), RecordVersion), f.name)
			}
			version = true
		case "tallies":
			err = readTallies(f, r)
		case "badges":
			err = readBadges(f, r)
		case "ratings":
			err = readRatings(f, r)
		default:
			return nil, fault("is not a field of the record", f.name)
		}
		if err != nil {
			return nil, err
		}
	}
	if !version {
		return nil, fault(fmt.Sprintf("has no version (want %d)", RecordVersion))
	}
	if err := r.check(); err != nil {
		return nil, err
	}
	return r, nil
}

// check tests the invariants across fields (ParseRecord), in a fixed
// order so that the fault named does not depend on map order.
func (r *Record) check() error {
	for _, typ := range Types {
		b := r.Badges[typ]
		if b > skill.NoBadge && r.Tallies[typ].Total < skill.BadgeRules[b-1].Answers {
			return fault(fmt.Sprintf("is %s with %d answers, fewer than the %d it needs", b, r.Tallies[typ].Total, skill.BadgeRules[b-1].Answers), "badges", typ)
		}
		for _, c := range AllCells(typ) {
			if rt, ok := r.Ratings[c.Key()]; ok && rt.N > r.Tallies[typ].Total {
				return fault(fmt.Sprintf("rests on %d answers, more than the %d %s answers", rt.N, r.Tallies[typ].Total, typ), "ratings", c.Key())
			}
		}
	}
	return nil
}

func readTallies(f member, r *Record) error {
	entries, err := object(f.raw)
	if err != nil {
		return fault(err.Error(), f.name)
	}
	for _, e := range entries {
		if !contains(Types, e.name) {
			return fault("is not a drill type (want "+strings.Join(Types, ", ")+")", f.name, e.name)
		}
		var t Tally
		if err := fields(e.raw, map[string]*int{"right": &t.Right, "total": &t.Total}, MaxCount, f.name, e.name); err != nil {
			return err
		}
		if t.Right > t.Total {
			return fault(fmt.Sprintf("right %d is more than total %d", t.Right, t.Total), f.name, e.name)
		}
		r.Tallies[e.name] = t
	}
	return nil
}

func readBadges(f member, r *Record) error {
	entries, err := object(f.raw)
	if err != nil {
		return fault(err.Error(), f.name)
	}
	for _, e := range entries {
		if !contains(Types, e.name) {
			return fault("is not a drill type (want "+strings.Join(Types, ", ")+")", f.name, e.name)
		}
		v, problem := count(e.raw, int(skill.Gold))
		if problem != "" {
			return fault(problem, f.name, e.name)
		}
		r.Badges[e.name] = Badge(v)
	}
	return nil
}

func readRatings(f member, r *Record) error {
	entries, err := object(f.raw)
	if err != nil {
		return fault(err.Error(), f.name)
	}
	for _, e := range entries {
		if _, ok := ParseCell(e.name); !ok {
			return fault("is not a cell (type/kind/band, e.g. trap/double-four/1)", f.name, e.name)
		}
		rt := Rating{R: skill.InitialRating}
		if err := fields(e.raw, map[string]*int{"r": &rt.R, "n": &rt.N}, MaxCount, f.name, e.name); err != nil {
			return err
		}
		if rt.R < skill.MinRating || rt.R > skill.MaxRating {
			return fault(fmt.Sprintf("%d is out of range %d..%d", rt.R, skill.MinRating, skill.MaxRating), f.name, e.name, "r")
		}
		r.Ratings[e.name] = rt
	}
	return nil
}

// fields reads an object of counts named in into (each at most limit).
func fields(raw []byte, into map[string]*int, limit int, path ...string) error {
	ms, err := object(raw)
	if err != nil {
		return fault(err.Error(), path...)
	}
	for _, m := range ms {
		n, ok := into[m.name]
		if !ok {
			return fault("is not a field here", append(path, m.name)...)
		}
		v, problem := count(m.raw, limit)
		if problem != "" {
			return fault(problem, append(path, m.name)...)
		}
		*n = v
	}
	return nil
}

// member is a name of a JSON object and its raw value.
type member struct {
	name string
	raw  json.RawMessage
}

// object reads data as one JSON object: its members in order, or an error
// when data is not valid JSON, not an object, or names a member twice.
func object(data []byte) ([]member, error) {
	if !json.Valid(data) {
		var v any
		err := json.Unmarshal(data, &v)
		return nil, fmt.Errorf("is not valid JSON: %v", err)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return nil, fmt.Errorf("should be a JSON object {…}")
	}
	var out []member
	seen := map[string]bool{}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, err
		}
		name, _ := tok.(string)
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return nil, err
		}
		if seen[name] {
			return nil, fmt.Errorf("names %q twice", cut(name))
		}
		seen[name] = true
		out = append(out, member{name, raw})
	}
	return out, nil
}

// count reads a whole number from 0 to limit, written as digits.
func count(raw []byte, limit int) (int, string) {
	s := string(raw)
	if len(raw) == 0 {
		return 0, "is empty"
	}
	if c := raw[0]; c != '-' && (c < '0' || c > '9') {
		return 0, cut(s) + " should be a number"
	}
	if strings.ContainsAny(s, ".eE") {
		return 0, cut(s) + " should be a whole number"
	}
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil || n < 0 || n > int64(limit) {
		return 0, fmt.Sprintf("%s is out of range 0..%d", cut(s), limit)
	}
	return int(n), ""
}
