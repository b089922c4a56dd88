package skill

import (
	"renju/game/services/savedjson"
	"renju/jsonkit"
)

// Book is the per-type part of a trainer's saved record (the storm's, the
// coach's): the answers and the badge per drill type, the private rating
// per cell. A record embeds it, so that its three fields stand among the
// record's own in the JSON saved (jsonkit and savedjson read an
// embedded struct so).
type Book struct {
	// Tallies count the answers per drill type, for the badges.
	Tallies map[string]Tally `json:"tallies"`
	// Badges are the badges earned per drill type; they never go down.
	Badges map[string]Badge `json:"badges"`
	// Ratings are the private ratings per cell (Cell.Key).
	Ratings Ratings `json:"ratings"`
}

// NewBook is an empty book.
func NewBook() Book {
	return Book{Tallies: map[string]Tally{}, Badges: map[string]Badge{}, Ratings: Ratings{}}
}

// Tally records one answer of drill type typ that falls in no cell: the
// tally and the badge, which only ever goes up. It returns the badge newly
// earned (NoBadge when none).
func (b Book) Tally(typ string, right bool) Badge {
	t := b.Tallies[typ]
	t.Total = min(t.Total+1, MaxCount)
	if right {
		t.Right = min(t.Right+1, MaxCount)
	}
	b.Tallies[typ] = t
	if e := Earned(t); e > b.Badges[typ] {
		b.Badges[typ] = e
		return e
	}
	return NoBadge
}

// Answer records one answer to a question of level in cell c: the tally,
// the rating and the badge (Tally). It returns the badge newly earned
// (NoBadge when none).
func (b Book) Answer(c Cell, level int, right bool) Badge {
	b.Ratings.Update(c, level, right)
	return b.Tally(c.Type, right)
}

// RecordReader reads one trainer's saved record, strictly, with
// game/services/savedjson: a size cap, known fields only, no name twice,
// every count a whole number from 0 to MaxCount, the version, then the
// per-type part (CheckCells). The storm and the coach read theirs with it.
type RecordReader struct {
	Rules   savedjson.Rules
	Version int      // the version written and read
	Types   []string // the drill types the record tallies
	// CellType is a ratings key's drill type, and whether it is a cell.
	CellType func(key string) (string, bool)
}

// Read reads data into r (a pointer to the record's struct, its book's
// maps made) and checks it: version points at r's version field, book at
// its Book, and more, when not nil, adds the record's own checks
// (Doc.Fault). The error is a *savedjson.Error naming the first part at
// fault; r is then not to be used.
func (rr RecordReader) Read(data []byte, r any, version *int, book *Book, more func(*savedjson.Doc)) error {
	doc, err := rr.Rules.Read(data, r)
	if err != nil {
		return err
	}
	if err := doc.Version("version", *version, rr.Version); err != nil {
		return err
	}
	CheckCells(doc, rr.Types, book.Tallies, book.Badges, book.Ratings, rr.CellType)
	if more != nil {
		more(doc)
	}
	return doc.Err()
}

// FormatRecord writes a trainer's record r as the app saves it (maps in
// key order: the form is canonical).
func FormatRecord(r any) []byte {
	data, err := jsonkit.Marshal(r)
	if err != nil { // cannot happen: numbers and maps of strings
		return nil
	}
	return data
}
