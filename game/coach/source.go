package coach

import (
	"fmt"
	"math/rand/v2"
	"time"

	"renju/drills"
)

// Maker makes drills; *drills.Generator is one.
type Maker interface {
	Next(typ string, level int) (drills.Drill, error)
}

// The bank of drills made ahead, per type and level asked.
const (
	// BankSize is how many drills the bank offers the choice once it is
	// full: the weakness choice picks among their cells.
	BankSize = 4
	// BankMake is how many drills a call makes (but the first of a type
	// and level). It is more than the one handed out, so that the bank
	// overflows and drops its oldest drill: otherwise every drill made
	// would be handed out sooner or later, and in the long run the cells
	// asked would be the maker's, whatever the ratings — the choice would
	// only change their order.
	BankMake = 2
	// DefaultBudget is a call's time for the drills beyond the first
	// (Source.Budget).
	DefaultBudget = 400 * time.Millisecond
	// maxStale is how many drills in a row may come back with a position
	// already asked (or banked), or falling in no cell, before a call
	// gives up making more.
	maxStale = 32
)

type bankKey struct {
	typ   string
	level int
}

type banked struct {
	d    drills.Drill
	cell Cell
}

// Source is a drillplay.Source that leans toward the learner's weak
// spots. It keeps a small bank of drills made ahead for each type and
// level asked, each filed in its cell (Classify), and hands out the
// oldest drill of the cell the coach's ratings pick among the bank's
// (Coach.Pick: 70% from the weakest third). A position is handed out at
// most once a session (a Source's life): a drill whose position was asked
// or is waiting in a bank is made again.
//
// The first call for a type and level makes one drill and hands it out,
// so the first drill of a type and level in a session waits no longer
// than without a bank (later rounds start with the drill game/drillplay
// fetched ahead). Each
// later call makes BankMake drills, drops the oldest while the bank holds
// more than BankSize, and chooses: among 2, then 3, then 4 drills. In the
// steady state a drill handed out costs BankMake drills made, made while
// the learner answers the one before (game/drillplay fetches one ahead).
// A call makes a drill beyond its first only within Budget: where one
// drill already takes that long (a level-3 trap: 0.5 s natively, seconds
// in the browser), the bank takes no extra wait, and only orders the
// drills it has.
//
// Next is called from one goroutine (game/drillplay's worker); the coach's
// ratings, updated from the game loop, are read under the coach's lock.
type Source struct {
	src     Maker
	coach   *Coach
	rng     *rand.Rand
	banks   map[bankKey][]banked
	started map[bankKey]bool
	seen    map[string]bool // positions handed out or banked this session

	// Budget bounds the time a call spends making drills once it has
	// made one (0: no bound); DefaultBudget from NewSource.
	Budget time.Duration
	// Made counts the drills made by src; Stale those made again because
	// their position was asked before or waited in a bank; Dropped those
	// the bank let go unasked.
	Made, Stale, Dropped int
	// onPick, if set, sees every choice (tests).
	onPick func(cands []Cell, chosen Cell)
	// now tells the time (for Budget).
	now func() time.Time
}

// NewSource returns a Source making drills with src and choosing among
// them with c's ratings; seed drives the choice.
func NewSource(src Maker, c *Coach, seed uint64) *Source {
	return &Source{
		src:     src,
		coach:   c,
		rng:     rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)),
		banks:   map[bankKey][]banked{},
		started: map[bankKey]bool{},
		seen:    map[string]bool{},
		Budget:  DefaultBudget,
		now:     time.Now,
	}
}

// Next hands out a drill of type typ at level (drillplay.Source).
func (s *Source) Next(typ string, level int) (drills.Drill, error) {
	k := bankKey{typ, level}
	n := BankMake
	if !s.started[k] {
		n = 1 // the first drill of a type and level does not wait for a bank
	}
	err := s.fill(k, n)
	bank := s.banks[k]
	if len(bank) == 0 {
		if err == nil {
			err = fmt.Errorf("no %s drill in a position not yet asked", typ)
		}
		return drills.Drill{}, err
	}
	s.started[k] = true
	if len(bank) > BankSize {
		s.Dropped += len(bank) - BankSize
		bank = bank[len(bank)-BankSize:]
	}
	var cells []Cell
	have := map[Cell]bool{}
	for _, b := range bank {
		if !have[b.cell] {
			have[b.cell] = true
			cells = append(cells, b.cell)
		}
	}
	cell := s.coach.Pick(s.rng, cells)
	if s.onPick != nil {
		s.onPick(cells, cell)
	}
	for i, b := range bank {
		if b.cell == cell {
			s.banks[k] = append(bank[:i:i], bank[i+1:]...)
			s.coach.remember(&b.d, b.cell)
			return b.d, nil
		}
	}
	panic("coach: the cell picked is not in the bank") // Pick returns one of cells
}

// fill makes up to n drills for the bank of k. It returns the first error
// met (a drill not made, or one the judge does not bear out).
func (s *Source) fill(k bankKey, n int) error {
	var first error
	start := s.now()
	for stale, added := 0, 0; n > 0 && stale < maxStale; {
		if added > 0 && s.Budget > 0 && s.now().Sub(start) >= s.Budget {
			break // a drill to hand out, and no time for more
		}
		d, err := s.src.Next(k.typ, k.level)
		s.Made++
		if err != nil {
			return err // the maker cannot make this type and level
		}
		if s.seen[d.Position] {
			s.Stale++
			stale++
			continue
		}
		cell, err := Classify(d)
		if err != nil {
			if first == nil {
				first = err
			}
			stale++
			continue
		}
		s.seen[d.Position] = true
		s.banks[k] = append(s.banks[k], banked{d, cell})
		added++
		n--
	}
	return first
}
