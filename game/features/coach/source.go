package coach

import (
	"fmt"
	"math/rand/v2"
	"time"

	"renju/drills"
	"renju/game/parts/skill"
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
	cell skill.Cell
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
// than without a bank (later rounds start with the drill game/parts/drillplay
// fetched ahead). Each
// later call makes BankMake drills, drops the oldest while the bank holds
// more than BankSize, and chooses: among 2, then 3, then 4 drills. In the
// steady state a drill handed out costs BankMake drills made, made while
// the learner answers the one before (game/parts/drillplay fetches one ahead).
// A call makes a drill beyond its first only within Budget: where one
// drill already takes that long (a level-3 trap: 0.5 s natively, seconds
// in the browser), the bank takes no extra wait, and only orders the
// drills it has.
//
// In the app the worker makes the drills (drillplay asks Want, has them
// made, and hands them to Choose, all on the page's loop); Next makes
// them with a Maker in-process, for tools and tests.
type Source struct {
	src     Maker
	coach   *Coach
	rng     *rand.Rand
	banks   map[bankKey][]banked
	started map[bankKey]bool
	// dry counts the drills made in a row, per bank, that could not be
	// banked (asked before, or refused by the judge).
	dry  map[bankKey]int
	seen map[string]bool // positions handed out or banked this session

	// Budget bounds the time a call spends making drills once it has
	// made one (0: no bound); DefaultBudget from NewSource.
	Budget time.Duration
	// Made counts the drills made by src; Stale those made again because
	// their position was asked before or waited in a bank; Dropped those
	// the bank let go unasked.
	Made, Stale, Dropped int
	// onPick, if set, sees every choice (tests).
	onPick func(cands []skill.Cell, chosen skill.Cell)
	// now tells the time (for Budget).
	now func() time.Time
}

// NewSource returns a Source choosing among drills with c's ratings
// (seed drives the choice); Next makes them with src (nil in the app,
// whose worker makes them).
func NewSource(src Maker, c *Coach, seed uint64) *Source {
	return &Source{
		src:     src,
		coach:   c,
		rng:     rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)),
		banks:   map[bankKey][]banked{},
		started: map[bankKey]bool{},
		dry:     map[bankKey]int{},
		seen:    map[string]bool{},
		Budget:  DefaultBudget,
		now:     time.Now,
	}
}

// Want is how many drills of typ at level the next choice is made among
// (drillplay.Chooser): the first of a type and level alone, then
// BankMake, those beyond the first within Budget.
func (s *Source) Want(typ string, level int) (int, time.Duration) {
	if !s.started[bankKey{typ, level}] {
		return 1, 0 // the first drill of a type and level does not wait for a bank
	}
	return BankMake, s.Budget
}

// Choose files the drills made for typ at level in the bank and hands
// out one (drillplay.Chooser): ok false when the bank is empty because
// every drill made was asked before (the caller asks for more); an error
// when that went on for maxStale drills, or a drill the judge does not
// bear out left the bank empty.
func (s *Source) Choose(typ string, level int, made []drills.Drill) (drills.Drill, bool, error) {
	k := bankKey{typ, level}
	err := s.file(k, made)
	bank := s.banks[k]
	if len(bank) == 0 {
		if s.dry[k] < maxStale && err == nil {
			return drills.Drill{}, false, nil
		}
		if err == nil {
			err = fmt.Errorf("no %s drill in a position not yet asked", typ)
		}
		return drills.Drill{}, false, err
	}
	s.started[k] = true
	s.dry[k] = 0
	if len(bank) > BankSize {
		s.Dropped += len(bank) - BankSize
		bank = bank[len(bank)-BankSize:]
	}
	var cells []skill.Cell
	have := map[skill.Cell]bool{}
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
			return b.d, true, nil
		}
	}
	panic("coach: the cell picked is not in the bank") // Pick returns one of cells
}

// Next hands out a drill of type typ at level made by the source's
// maker in this goroutine (host tools and tests; the app has the worker
// make them: Want, Choose).
func (s *Source) Next(typ string, level int) (drills.Drill, error) {
	for {
		n, budget := s.Want(typ, level)
		var made []drills.Drill
		start := s.now()
		for i := range n {
			if i > 0 && budget > 0 && s.now().Sub(start) >= budget {
				break // a drill to hand out, and no time for more
			}
			d, err := s.src.Next(typ, level)
			if err != nil {
				return drills.Drill{}, err // the maker cannot make this type and level
			}
			made = append(made, d)
		}
		if d, ok, err := s.Choose(typ, level, made); ok || err != nil {
			return d, err
		}
	}
}

// file files the drills made in the bank of k, each in its cell, but
// those whose position was asked or banked before. It returns the first
// error met (a drill the judge does not bear out).
func (s *Source) file(k bankKey, made []drills.Drill) error {
	var first error
	for _, d := range made {
		s.Made++
		if s.seen[d.Position] {
			s.Stale++
			s.dry[k]++
			continue
		}
		cell, err := Classify(d)
		if err != nil {
			if first == nil {
				first = err
			}
			s.dry[k]++
			continue
		}
		s.seen[d.Position] = true
		s.banks[k] = append(s.banks[k], banked{d, cell})
	}
	return first
}
