// Package coach steers the Drills screen toward the learner's weak spots,
// as game/features/storm steers the Foul Storm: a private rating per cell (drill
// type × forbidden kind × depth band, Cell and Classify) updated after
// each answer by storm's Elo rule, a bank of drills made ahead of which the
// one whose cell storm's Ratings.Pick chooses is asked (70% from the
// weakest third of the cells the bank offers, the rest for variety), never
// a position twice in a session (patterns repeat, positions do not), and
// per drill type a badge that never goes down (skill.BadgeRules). No
// rating, and no other number that can fall, is shown to the learner.
//
// The record is small versioned JSON, read strictly (Record, ParseRecord),
// kept under localStorage "renju.coach". The package is plain Go, tested
// on the host; it knows nothing of pixels.
package coach

import (
	"math/rand/v2"
	"sync"

	"renju/drills"
	"renju/game/parts/drillplay"
	"renju/game/parts/skill"
	"renju/msg"
)

// Coach holds the learner's coach record. The game loop answers through
// it (Answer) while the drills' worker goroutine picks through it
// (Source): every method is safe for concurrent use.
type Coach struct {
	mu  sync.Mutex
	rec *Record
	// cells are the cells of the drills handed out this session, by
	// drillKey, so an answer is filed without judging the drill again.
	cells  map[string]skill.Cell
	dirty  bool
	notice msg.Notice
	// taught is the learner's stage (SetStage; nil: every term): the
	// drill types are named in its words.
	taught func(term string) bool
}

// SetStage names the drill types in the words of a learner who knows
// the terms for which taught is true (drillplay.TypeIDAt).
func (c *Coach) SetStage(taught func(term string) bool) {
	c.mu.Lock()
	c.taught = taught
	c.mu.Unlock()
}

// New returns a coach with an empty record.
func New() *Coach { return &Coach{rec: NewRecord(), cells: map[string]skill.Cell{}} }

// drillKey names a drill: its type and position (a position is asked at
// most once a session) and its point.
func drillKey(d *drills.Drill) string { return d.Type + "|" + d.Position + "|" + d.Point }

// Load reads a saved record (ParseRecord). Empty data is a first visit. A
// record that does not read is replaced by a fresh one, saved at once over
// it, and a notice says so (TakeNotice); the error is returned for the
// console.
func (c *Coach) Load(data []byte) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(data) == 0 {
		return nil
	}
	r, err := ParseRecord(data)
	if err != nil {
		c.rec = NewRecord()
		c.notice = msg.Say(msg.CoachNoticeReset, err.Error())
		c.dirty = true
		return err
	}
	c.rec = r
	return nil
}

// Save is the record as JSON.
func (c *Coach) Save() []byte {
	c.mu.Lock()
	defer c.mu.Unlock()
	return FormatRecord(c.rec)
}

// TakeSave returns the record when it changed since the last call.
func (c *Coach) TakeSave() ([]byte, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if !c.dirty {
		return nil, false
	}
	c.dirty = false
	return FormatRecord(c.rec), true
}

// TakeNotice returns what the coach has to say (a badge earned, a record
// that could not be read), once.
func (c *Coach) TakeNotice() (msg.Notice, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	n := c.notice
	c.notice = msg.Notice{}
	return n, n.ID != ""
}

// Record is a copy of the record.
func (c *Coach) Record() *Record {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.rec.clone()
}

// Answer records a graded answer to d: the tally and badge of its type,
// and the rating of its cell (the cell Source filed it in, or Classify's).
// It returns the cell and the badge newly earned (skill.NoBadge when none),
// of which a notice also tells (TakeNotice). A drill that falls in no cell
// counts for its type's tally and badge only.
func (c *Coach) Answer(d *drills.Drill, right bool) (skill.Cell, skill.Badge) {
	if d == nil || !contains(Types, d.Type) {
		return skill.Cell{}, skill.NoBadge
	}
	key := drillKey(d)
	c.mu.Lock()
	cell, ok := c.cells[key]
	c.mu.Unlock()
	if !ok {
		var err error
		if cell, err = Classify(*d); err != nil {
			cell = skill.Cell{}
		}
	}
	level := max(1, min(d.Level, drills.MaxLevel))
	c.mu.Lock()
	defer c.mu.Unlock()
	var b skill.Badge
	if validCell(cell) {
		b = c.rec.Answer(cell, level, right)
	} else {
		b = c.rec.Tally(d.Type, right) // a drill in no cell still counts
	}
	if b != skill.NoBadge {
		c.notice = msg.Say(NoticeBadge, BadgeID(b), drillplay.TypeIDAt(d.Type, c.taught))
	}
	c.dirty = true
	return cell, b
}

// Badge is the badge of drill type typ.
func (c *Coach) Badge(typ string) skill.Badge {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.rec.Badges[typ]
}

// Tally is the answers to drills of type typ.
func (c *Coach) Tally(typ string) skill.Tally {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.rec.Tallies[typ]
}

// Rating is cell's private rating (for tests and the console; never shown).
func (c *Coach) Rating(cell skill.Cell) skill.Rating {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.rec.Ratings.Of(cell)
}

// Pick chooses among distinct cells as storm's Ratings.Pick does, with
// the ratings of now.
func (c *Coach) Pick(rng *rand.Rand, cands []skill.Cell) skill.Cell {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.rec.Ratings.Pick(rng, cands)
}

// remember files a drill handed out in its cell, for Answer.
func (c *Coach) remember(d *drills.Drill, cell skill.Cell) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.cells[drillKey(d)] = cell
}

// Heard records a graded answer to d (Answer, its outcome told by
// TakeNotice): what the Drills screen's model (drillplay.Drills) calls.
func (c *Coach) Heard(d *drills.Drill, right bool) { c.Answer(d, right) }
