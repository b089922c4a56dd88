package storm

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
)

// The saved record of the storm and the streak, kept by the app beside the
// drills' record (e.g. localStorage "renju.storm"). It is small JSON:
//
//	{"version":1,"stormBest":340,"stormRuns":4,"streakBest":9,"streakRuns":6,
//	 "tallies":{"is-forbidden":{"right":50,"total":61}},
//	 "badges":{"is-forbidden":1},
//	 "ratings":{"is-forbidden/double-three/1":{"r":1012,"n":7}}}
//
// ParseRecord reads it strictly, as game/drillplay reads the drills'
// record: a size cap, known fields only, no name twice, every count a
// whole number in range, every key a drill type or a cell, and the
// invariants the record keeps as it grows. Anything else is a
// *RecordError; the app then starts afresh and says so (Model.Load).

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
// (nil for the whole record, ["ratings", "is-forbidden/none/0", "r"]) and
// what is wrong with it.
type RecordError struct {
	Path    []string
	Problem string
}

func (e *RecordError) Error() string {
	if len(e.Path) == 0 {
		return "saved storm record " + e.Problem
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
	return "saved storm record: " + strings.Join(parts, " ") + " " + e.Problem
}

func topField(s string) bool {
	switch s {
	case "version", "stormBest", "stormRuns", "streakBest", "streakRuns", "tallies", "badges", "ratings":
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
		var n *int
		switch f.name {
		case "version":
			v, problem := count(f.raw, MaxCount)
			if problem != "" || v != RecordVersion {
				return nil, fault(fmt.Sprintf("is %s, want %d", cut(string(f.raw)), RecordVersion), f.name)
			}
			version = true
			continue
		case "stormBest":
			n = &r.StormBest
		case "stormRuns":
			n = &r.StormRuns
		case "streakBest":
			n = &r.StreakBest
		case "streakRuns":
			n = &r.StreakRuns
		case "tallies":
			if err := readTallies(f, r); err != nil {
				return nil, err
			}
			continue
		case "badges":
			if err := readBadges(f, r); err != nil {
				return nil, err
			}
			continue
		case "ratings":
			if err := readRatings(f, r); err != nil {
				return nil, err
			}
			continue
		default:
			return nil, fault("is not a field of the record", f.name)
		}
		v, problem := count(f.raw, MaxCount)
		if problem != "" {
			return nil, fault(problem, f.name)
		}
		*n = v
	}
	if !version {
		return nil, fault(fmt.Sprintf("has no version (want %d)", RecordVersion))
	}
	if err := r.check(); err != nil {
		return nil, err
	}
	return r, nil
}

// check tests the invariants across fields (ParseRecord).
func (r *Record) check() error {
	for _, typ := range Types {
		b := r.Badges[typ]
		if b > NoBadge && r.Tallies[typ].Total < BadgeRules[b-1].Answers {
			return fault(fmt.Sprintf("is %s with %d answers, fewer than the %d it needs", b, r.Tallies[typ].Total, BadgeRules[b-1].Answers), "badges", typ)
		}
	}
	for key, rt := range r.Ratings {
		c, _ := ParseCell(key)
		if rt.N > r.Tallies[c.Type].Total {
			return fault(fmt.Sprintf("rests on %d answers, more than the %d %s answers", rt.N, r.Tallies[c.Type].Total, c.Type), "ratings", key)
		}
	}
	if right := r.Tallies[Types[1]].Right; r.StreakBest > right {
		return fault(fmt.Sprintf("%d is more than the %d live-or-false answers right", r.StreakBest, right), "streakBest")
	}
	if r.StreakBest > 0 && r.StreakRuns == 0 {
		return fault(fmt.Sprintf("%d with no streak run", r.StreakBest), "streakBest")
	}
	if r.StormBest > 0 && (r.StormRuns == 0 || r.Tallies[Types[0]].Right == 0) {
		return fault(fmt.Sprintf("%d with no storm run or no answer right", r.StormBest), "stormBest")
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
			return fault("is not a drill type of the storm (want "+strings.Join(Types, ", ")+")", f.name, e.name)
		}
		var t Tally
		err := fields(e.raw, map[string]*int{"right": &t.Right, "total": &t.Total}, MaxCount, f.name, e.name)
		if err != nil {
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
			return fault("is not a drill type of the storm (want "+strings.Join(Types, ", ")+")", f.name, e.name)
		}
		v, problem := count(e.raw, int(Gold))
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
			return fault("is not a cell (type/kind/band, e.g. is-forbidden/double-three/1)", f.name, e.name)
		}
		rt := Rating{R: InitialRating}
		err := fields(e.raw, map[string]*int{"r": &rt.R, "n": &rt.N}, MaxCount, f.name, e.name)
		if err != nil {
			return err
		}
		if rt.R < MinRating || rt.R > MaxRating {
			return fault(fmt.Sprintf("%d is out of range %d..%d", rt.R, MinRating, MaxRating), f.name, e.name, "r")
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
