package match

import (
	"cmp"
	"fmt"
	"hash/fnv"
	"sort"
	"strings"

	"renju/jsonkit"
	"renju/msg"
	"renju/referee"
)

// The games kept for Resume (localStorage renju.play): a short list, so
// that a game left in one tab is not erased by a game played in another.
//
//	{"v":1,"games":[{"id":"m3x1k2-9qf0","at":1764833400000,"link":"1.free.learning.1.first.h.h8-h9"},
//	                {"id":"m3x0aa-1b2c","at":1764833300000,"done":true}]}
//
// Each game has an ID made when it starts, the time of its last save (ms
// since 1970) and its link; a game finished (or resigned, or found not to
// replay) keeps its ID and time with Done and no link: a mark, so that
// another tab's older copy of it does not bring it back when the two
// lists are joined. The format before this one, one game's link, is read
// as a list of that one game.

// MaxSaved is how many games the list keeps, the marks of finished games
// among them: the most recent by their last save. A cap keeps the value
// small (a link is at most MaxLink; eight games of 30 moves are 1.4 KB) and
// the chooser's lines within a phone's panel with shortcut keys 1–8; a
// game not touched while eight others were played or ended is one the
// learner has left. The marks count against the cap so that the cap is
// itself a join (a mark is dropped only once eight later entries exist,
// and then any copy of its game is dropped too): see JoinSaved.
const MaxSaved = 8

// Saved is one game of the list.
type Saved struct {
	ID   string `json:"id"`
	At   int64  `json:"at"`
	Link string `json:"link,omitempty"`
	Done bool   `json:"done,omitempty"`
}

// Shelf is the list, most recent first, at most MaxSaved entries, one per
// ID. Its entries are never changed in place (a copy of a Model shares
// them).
type Shelf []Saved

// savedVersion is the list's format version.
const savedVersion = 1

type shelfFile struct {
	V     int     `json:"v"`
	Games []Saved `json:"games"`
}

// maxIDLen bounds a game's ID (newGameID makes 12 characters).
const maxIDLen = 40

// later orders two entries: the later save first; at one time a finish
// before a save, then the longer link, then the larger link and ID, so
// that the order is total. Of two entries of one game the later is kept
// (an undo in one tab after a move in the other is the learner's last
// word), and the cap keeps the first MaxSaved in this order.
func later(a, b Saved) int {
	if c := cmp.Compare(a.At, b.At); c != 0 {
		return -c
	}
	if a.Done != b.Done {
		if a.Done {
			return -1
		}
		return 1
	}
	if c := cmp.Compare(len(a.Link), len(b.Link)); c != 0 {
		return -c
	}
	if c := strings.Compare(a.Link, b.Link); c != 0 {
		return -c
	}
	return -strings.Compare(a.ID, b.ID)
}

// normal is entries as a Shelf: one per ID (the later), sorted, capped.
func normal(entries []Saved) Shelf {
	best := map[string]Saved{}
	for _, e := range entries {
		if o, ok := best[e.ID]; !ok || later(e, o) < 0 {
			best[e.ID] = e
		}
	}
	out := make(Shelf, 0, len(best))
	for _, e := range best {
		out = append(out, e)
	}
	sort.Slice(out, func(i, j int) bool { return later(out[i], out[j]) < 0 })
	if len(out) > MaxSaved {
		out = out[:MaxSaved]
	}
	return out
}

// JoinSaved joins two tabs' lists: every game of either, the later entry
// of a game in both, the MaxSaved most recent. It is a join —
// commutative, associative, idempotent — for the cap keeps the first
// entries of one total order, and the entry kept of a game is the later
// in that order: an entry a side dropped had MaxSaved later entries on
// that side, which the join holds too.
func JoinSaved(a, b Shelf) Shelf {
	return normal(append(append([]Saved(nil), a...), b...))
}

// ParseSaved reads renju.play: the list, or a game's link (the format
// before it: a list of that one game; "": none). A link of the list is not
// read here: a game that does not replay is the Play screen's to say
// (CheckSaved). The error says what is wrong.
func ParseSaved(v string) (Shelf, error) {
	if v == "" {
		return Shelf{}, nil
	}
	if !strings.HasPrefix(v, "{") {
		if _, _, _, err := ParseLink(v); err != nil {
			return nil, err
		}
		return Shelf{{ID: legacyID(v), Link: v}}, nil
	}
	var f shelfFile
	if err := jsonkit.UnmarshalKnown([]byte(v), &f); err != nil {
		return nil, fmt.Errorf("the saved games are not a list: %v", err)
	}
	if f.V != savedVersion {
		return nil, fmt.Errorf("saved games version %d is not known (this app reads version %d)", f.V, savedVersion)
	}
	for i, g := range f.Games {
		switch {
		case !validID(g.ID):
			return nil, fmt.Errorf("saved game %d has no valid ID", i+1)
		case g.At < 0:
			return nil, fmt.Errorf("saved game %d has a negative time", i+1)
		case g.Done && g.Link != "":
			return nil, fmt.Errorf("saved game %d is both finished and kept", i+1)
		case !g.Done && g.Link == "":
			return nil, fmt.Errorf("saved game %d has no link", i+1)
		}
	}
	return normal(f.Games), nil
}

func validID(id string) bool {
	if id == "" || len(id) > maxIDLen {
		return false
	}
	for _, r := range id {
		if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-') {
			return false
		}
	}
	return true
}

// legacyID is the ID of a game saved in the format before the list: made
// from its link, so that two tabs reading one old value agree on it.
func legacyID(link string) string {
	h := fnv.New64a()
	h.Write([]byte(link))
	return fmt.Sprintf("v0-%016x", h.Sum64())
}

// Format writes the list as renju.play keeps it ("" for an empty list).
func (sh Shelf) Format() string {
	if len(sh) == 0 {
		return ""
	}
	b, err := jsonkit.Marshal(shelfFile{V: savedVersion, Games: sh})
	if err != nil {
		panic(err) // strings and numbers only
	}
	return string(b)
}

// Live is the games to resume, most recent first.
func (sh Shelf) Live() []Saved {
	var out []Saved
	for _, e := range sh {
		if !e.Done {
			out = append(out, e)
		}
	}
	return out
}

// find is the entry of id (false: none).
func (sh Shelf) find(id string) (Saved, bool) {
	for _, e := range sh {
		if e.ID == id {
			return e, true
		}
	}
	return Saved{}, false
}

// with is the shelf with e put in (replacing its game's entry; not joined:
// the tab's own entry is the truth for it).
func (sh Shelf) with(e Saved) Shelf {
	out := Shelf{e}
	for _, o := range sh {
		if o.ID != e.ID {
			out = append(out, o)
		}
	}
	return normal(out)
}

// CheckSaved replays a saved game's link without the partner: whether it
// is over, or the error of the first step that does not replay (or of a
// link that does not read).
func CheckSaved(link string) (over bool, err error) {
	s, log, _, err := ParseLink(link)
	if err != nil {
		return false, msg.Errorf(msg.PlayLinkBad, err.Error())
	}
	x := &Model{setup: s, g: referee.New(s.Rule, s.Referee)}
	for i, a := range log {
		if err := x.apply(a); err != nil {
			return false, msg.Errorf(PlayLinkBadAction, i+1, a.String(), refusalNotice(err))
		}
	}
	_, over = x.Outcome()
	return over, nil
}
