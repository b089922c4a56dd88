// Package savetest grows random records of every key game/frame/savemerge
// merges, by the owners' own steps (a page done, a drill answered), so
// that every record is one the app could save: the property tests' tabs
// (game/frame/savemerge, game/services/storage). Each Kind carries its
// owner's Join, the one the registry names (a wasm test in package game
// fails on a registry entry whose join has no Kind here). It is for
// tests only.
package savetest

import (
	"fmt"
	"math/rand/v2"
	"time"

	"renju/drills"
	"renju/game/features/coach"
	"renju/game/features/match"
	"renju/game/features/start"
	"renju/game/features/storm"
	"renju/game/frame/savemerge"
	"renju/game/parts/drillplay"
	"renju/game/parts/skill"
	"renju/game/services/daily"
	"renju/game/services/learning"
	"renju/game/services/progress"
	"renju/game/services/spaced"
	"renju/game/services/storage"
	"renju/msg"
	"renju/rules"
)

// Kind is one key's records: Join is its owner's, and Step takes a value
// of Key and returns it grown by one random step ("" is nothing saved
// yet).
type Kind struct {
	Key  string
	Join *storage.Join
	Step func(rng *rand.Rand, v string) string
}

var lessonIDs = []string{"double-three", "double-four", "overline", "intro"}

func stepProgress(rng *rand.Rand, v string) string {
	p, err := progress.Parse(v)
	if err != nil {
		panic(err)
	}
	id, page := lessonIDs[rng.IntN(len(lessonIDs))], 1+rng.IntN(8)
	switch rng.IntN(3) {
	case 0:
		p.Done(id, page)
	case 1:
		p.Answer(id, page, rng.IntN(2) == 0, rng.IntN(3))
	default:
		p.Visit(id, page)
	}
	return p.Format()
}

func stepDrills(rng *rand.Rand, v string) string {
	s := drills.NewStats()
	if v != "" {
		var err error
		if s, err = drillplay.ParseRecord([]byte(v)); err != nil {
			panic(err)
		}
	}
	kinds := msg.Kinds()
	d := &drills.Drill{Type: drills.Types[rng.IntN(len(drills.Types))], Level: 1 + rng.IntN(drills.MaxLevel)}
	d.Answer.Kind = kinds[rng.IntN(len(kinds))].String()
	s.Record(d, rng.IntN(3) > 0)
	s.Seen++
	return string(drillplay.FormatRecord(s))
}

func stepCoach(rng *rand.Rand, v string) string {
	r := coach.NewRecord()
	if v != "" {
		var err error
		if r, err = coach.ParseRecord([]byte(v)); err != nil {
			panic(err)
		}
	}
	typ := coach.Types[rng.IntN(len(coach.Types))]
	cells := skill.AllCells(typ)
	// Runs of right answers, so that badges are earned now and then.
	right := rng.IntN(5) > 0
	for range 1 + rng.IntN(12) {
		r.Answer(cells[rng.IntN(len(cells))], 1+rng.IntN(3), right)
	}
	return string(coach.FormatRecord(r))
}

func stepStorm(rng *rand.Rand, v string) string {
	r := storm.NewRecord()
	if v != "" {
		var err error
		if r, err = storm.ParseRecord([]byte(v)); err != nil {
			panic(err)
		}
	}
	typ := skill.Types[rng.IntN(len(skill.Types))]
	cells := skill.AllCells(typ)
	right := 0
	for range 1 + rng.IntN(12) {
		ok := rng.IntN(5) > 0
		if ok {
			right++
		}
		r.Answer(cells[rng.IntN(len(cells))], 1+rng.IntN(3), ok)
	}
	// A run finished: a storm's score, or a streak as long as the right
	// answers it had.
	if typ == skill.Types[0] {
		r.StormRuns++
		if right > 0 {
			r.StormBest = max(r.StormBest, 10*right+rng.IntN(50))
		}
	} else {
		r.StreakRuns++
		r.StreakBest = max(r.StreakBest, right)
	}
	return string(storm.FormatRecord(r))
}

// stepPlay changes the games kept for Resume as a tab does: a new game
// started (with its first stone), a stone more in an unfinished game
// (a game of people, so that no engine need answer), or a game finished.
// Each step saves later than any entry the tab holds.
func stepPlay(rng *rand.Rand, v string) string {
	sh, err := match.ParseSaved(v)
	if err != nil {
		panic(err)
	}
	var at int64
	for _, e := range sh {
		at = max(at, e.At)
	}
	at += 1 + rng.Int64N(1000)
	live := sh.Live()
	stone := func() match.Action {
		return match.Action{Kind: 'p', Point: rules.Point{Col: rng.IntN(rules.Size), Row: rng.IntN(rules.Size)}}
	}
	var e match.Saved
	switch r := rng.IntN(6); {
	case len(live) == 0 || r == 0:
		e = match.Saved{ID: fmt.Sprintf("g%x", rng.Uint32()), At: at,
			Link: match.FormatLink(match.Setup{Level: 1}, []match.Action{stone()}, false)}
	case r == 1:
		e = match.Saved{ID: live[rng.IntN(len(live))].ID, At: at, Done: true}
	default:
		e = live[rng.IntN(len(live))]
		setup, log, _, err := match.ParseLink(e.Link)
		if err != nil {
			panic(err)
		}
		e.At, e.Link = at, match.FormatLink(setup, append(log, stone()), false)
	}
	return match.JoinSaved(sh, match.Shelf{e}).Format()
}

// Kinds are the keys game/frame/savemerge merges.
var Kinds = []Kind{
	{learning.Key, progress.SaveJoin, stepProgress},
	{drillplay.StorageKey, drillplay.SaveJoin, stepDrills},
	{coach.StorageKey, coach.SaveJoin, stepCoach},
	{storm.StorageKey, storm.SaveJoin, stepStorm},
	{match.StorageKey, match.SaveJoin, stepPlay},
	{spaced.StorageKey, spaced.SaveJoin, stepReview},
	{daily.StorageKey, daily.SaveJoin, stepDaily},
	{start.StorageKey, start.SaveJoin, stepStart},
}

// Table is the joins of every Kind, as the app's table holds them.
func Table() savemerge.Table {
	joins := map[string]*storage.Join{}
	for _, k := range Kinds {
		joins[k.Key] = k.Join
	}
	return savemerge.New(joins)
}

// stepStart: the guided start skipped or gone through to the end.
func stepStart(rng *rand.Rand, v string) string {
	if v == start.Done || rng.IntN(3) == 0 {
		return start.Done
	}
	return start.Skipped
}

// firstDay is the first step's time; each step comes up to a day after
// the last the value holds.
var firstDay = time.Date(2026, 12, 1, 9, 0, 0, 0, time.FixedZone("UTC+8", 8*3600))

func stepReview(rng *rand.Rand, v string) string {
	q, err := spaced.Parse(v)
	if err != nil {
		panic(err)
	}
	now := firstDay
	for _, it := range q.Items {
		now = maxTime(now, time.Unix(it.Seen, 0))
	}
	now = now.Add(time.Duration(1+rng.IntN(24*60)) * time.Minute)
	f := rng.IntN(2) == 0
	cols := "abcdefgjklmno"
	d := drills.Drill{Type: drills.IsForbidden, Level: 1, ToMove: "black", Position: "B:h8,h9 W:h10",
		Point: fmt.Sprintf("%c%d", cols[rng.IntN(len(cols))], 1+rng.IntN(15)), Answer: drills.Answer{Forbidden: &f}}
	if rng.IntN(2) == 0 {
		q.Miss(spaced.FromDrills, spaced.DrillAsk(d), now)
	} else {
		q.Right(spaced.Key(d), now)
	}
	return q.Format()
}

func maxTime(a, b time.Time) time.Time {
	if b.After(a) {
		return b
	}
	return a
}

func stepDaily(rng *rand.Rand, v string) string {
	l, err := daily.Parse(v)
	if err != nil {
		panic(err)
	}
	now := firstDay
	for _, d := range []string{l.Day, l.Met} {
		if t, err := time.ParseInLocation(time.DateOnly, d, firstDay.Location()); err == nil {
			now = maxTime(now, t.Add(23*time.Hour))
		}
	}
	if l.Set > 0 {
		now = maxTime(now, time.Unix(l.Set, 0))
	}
	now = now.Add(time.Duration(1+rng.IntN(30)) * time.Hour)
	switch rng.IntN(5) {
	case 0:
		l.Choose(daily.Goals[rng.IntN(len(daily.Goals))], now)
	case 1:
		l.Add(daily.Items, 1+rng.IntN(6), now)
	default:
		// Questions from a small pool, so that two tabs share some.
		for range 1 + rng.IntN(4) {
			l.Answer(fmt.Sprintf("lesson/three/%d", rng.IntN(8)), now)
		}
	}
	return l.Format()
}

// Grow makes a record of k by up to n random steps from v.
func Grow(rng *rand.Rand, k Kind, v string, n int) string {
	for range rng.IntN(n + 1) {
		v = k.Step(rng, v)
	}
	return v
}
