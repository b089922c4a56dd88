// Package fouldrills turns the foul moments of played games (package
// review) into drills (package drills): "make drills from this game /
// database". Each drill is made by drills.FromBoard on a position of the
// game, so every answer is the judge's, derived as for generated drills,
// and every position passes the drills package's own check
// (drills.Realistic), as generated ones do.
//
// What each moment kind becomes (Items):
//
//   - foul (FoulPlayed) and avoided (Avoided): on the position Black
//     chose on (Moment.At(), Black to move), an is-forbidden drill at the
//     forbidden point (the foul played, or the natural point avoided) and
//     a find-all drill.
//   - trap-caught (TrapCaught): a trap drill on the position before
//     White's catching four (White to move); its answer holds the catch.
//   - trap-missed (TrapMissed): a trap drill on the position White missed
//     the win on; when the missed win takes more than one four, also one
//     on the position before its last four (the line played out from
//     there), where the catch is one move.
//   - trap-set (TrapSet): the trap is White's next move, were Black to
//     ignore it; a position with White to move twice is none of a game,
//     so the drill is set on the position after Black's reply (White to
//     move), and, when the trap takes more than one four, on the position
//     before its last four, played out after that reply. Black's reply
//     may have defended: then there is usually no trap and no drill.
//   - false-three (FalseThree): an is-forbidden drill at the false
//     three's first forbidden straight-four point (Key[0]), on the
//     position after White's reply (Black to move: on the position the
//     three was made on White is to move, and an is-forbidden drill is
//     Black's question). White's reply did not defend the false three,
//     but it may have changed the point's verdict through another line:
//     the answer is the judge's on that position, whichever it is.
//
// For the trap drills the answer is every White four on the board whose
// one five point is forbidden for Black (the generator's trap maker): it
// need not hold the move the moment is about (a trap set is no four; a
// missed win of several fours starts with a four whose five point Black
// can block). A trap drill is kept whenever that answer is not empty.
//
// Dropped: positions that are not drills.Realistic — above all every
// position where Black must block a four of White's (a forced foul, a
// block-four avoided): the generated drills never ask about those, and
// the trap-caught drill before White's four teaches the same foul —;
// positions with an empty answer (no forbidden point to find, no trap);
// positions after the game's end (a foul or a five); line positions whose
// stones cannot all be placed (a point taken, a stone that would be a
// five or a foul); and duplicates (the same type, position and point),
// the first kept.
//
// The package is plain Go on rules, review, drills and record.
package fouldrills

import (
	"fmt"
	"runtime"
	"sync"

	"renju/drills"
	"renju/record"
	"renju/review"
	"renju/rules"
)

// Item is a drill made from a game, with where it comes from. As JSON it
// is the drill's object (as `renju drills --json` prints it) with three
// more fields.
type Item struct {
	drills.Drill
	// Game is the game's place in its file, from 1 (FromFile; 0 from
	// Items).
	Game int `json:"game,omitempty"`
	// Move and Moment are the moment the drill comes from: its move
	// number and kind.
	Move   int         `json:"move"`
	Moment review.Kind `json:"moment"`
}

// FromGame turns the moments ms of the game moves (review.Scan's) into
// drills, in the moments' order, duplicates dropped (see the package
// comment).
func FromGame(moves []rules.Point, ms []review.Moment) []drills.Drill {
	items := Items(moves, ms)
	out := make([]drills.Drill, len(items))
	for i, it := range items {
		out[i] = it.Drill
	}
	return out
}

// Items is FromGame with each drill's moment.
func Items(moves []rules.Point, ms []review.Moment) []Item {
	c := collector{moves: moves, seen: map[string]bool{}}
	for _, m := range ms {
		c.moment(m)
	}
	return c.out
}

type collector struct {
	moves []rules.Point
	seen  map[string]bool
	out   []Item
}

// Key identifies a drill for dropping duplicates: its type, position,
// point and line.
func Key(d *drills.Drill) string {
	return d.Type + "|" + d.Position + "|" + d.Point + "|" + d.Line
}

// moment adds the drills of one moment.
func (c *collector) moment(m review.Moment) {
	add := func(typ string, b rules.Board, p rules.Point, ok bool) {
		if !ok {
			return
		}
		point := ""
		if typ == drills.IsForbidden {
			point = p.String()
		}
		d, err := drills.FromBoard(typ, b, point)
		if err != nil {
			return // no drill there (drills.ErrNoDrill): see the package comment
		}
		if k := Key(&d); !c.seen[k] {
			c.seen[k] = true
			c.out = append(c.out, Item{Drill: d, Move: m.Move, Moment: m.Kind})
		}
	}
	none := rules.Point{}
	switch m.Kind {
	case review.FoulPlayed, review.Avoided:
		b, ok := c.played(m.At())
		add(drills.IsForbidden, b, m.Foul.Point, ok)
		add(drills.FindAll, b, none, ok)
	case review.TrapCaught:
		b, ok := c.played(m.Move - 1)
		add(drills.Trap, b, none, ok)
	case review.TrapMissed:
		b, ok := c.played(m.Move - 1)
		add(drills.Trap, b, none, ok)
		if len(m.Line) > 1 {
			b, ok := c.played(m.LineFrom)
			add(drills.Trap, b, none, ok && playOut(&b, m.Line[:len(m.Line)-1]))
		}
	case review.TrapSet:
		b, ok := c.played(m.Move + 1)
		add(drills.Trap, b, none, ok)
		if len(m.Line) > 1 {
			add(drills.Trap, b, none, ok && playOut(&b, m.Line[:len(m.Line)-1]))
		}
	case review.FalseThree:
		if len(m.Key) > 0 {
			b, ok := c.played(m.Move + 1)
			add(drills.IsForbidden, b, m.Key[0], ok)
		}
	}
}

// played is the position after the game's first n moves, if the game was
// still going on there: n is at most the game's length, and move n was
// neither a five nor Black's foul (which end the game).
func (c *collector) played(n int) (rules.Board, bool) {
	if n < 0 || n > len(c.moves) {
		return rules.Board{}, false
	}
	b := review.BoardAfter(c.moves, n-1)
	if n > 0 {
		colour := rules.Black
		if n%2 == 0 {
			colour = rules.White
		}
		j, err := rules.Judge(&b, c.moves[n-1], colour)
		if err != nil || j.Verdict != rules.Legal {
			return rules.Board{}, false
		}
		b.Set(c.moves[n-1], colour)
	}
	return b, true
}

// playOut plays an engine line (White first, then alternately) on b: every
// point must be empty and every stone legal and no five.
func playOut(b *rules.Board, line []rules.Point) bool {
	for i, p := range line {
		colour := review.LineColour(i)
		j, err := rules.Judge(b, p, colour)
		if err != nil || j.Verdict != rules.Legal {
			return false
		}
		b.Set(p, colour)
	}
	return true
}

// Options bound FromFile.
type Options struct {
	// Review bounds each game's scan (its Yield, if set, is called from
	// the workers).
	Review review.Options
	// Workers is how many games are scanned at once (0 or less: one per
	// processor).
	Workers int
}

// Failure is a game of a file that gave no drills because it could not be
// scanned.
type Failure struct {
	Game  int    // the game's place in the file, from 1
	Where string // the file's name for it ("game 3", "line 12")
	Err   error
}

func (f Failure) Error() string {
	s := fmt.Sprintf("game %d", f.Game)
	if f.Where != "" && f.Where != s {
		s += " (" + f.Where + ")"
	}
	return s + ": " + f.Err.Error()
}

// File is what FromFile made of a file.
type File struct {
	Format record.Format
	Games  int // games in the file
	// Items are the drills of every game, in file order, duplicates
	// dropped across the file (the first kept).
	Items  []Item
	Failed []Failure
}

// FromFile reads every game of a record file (record.Read: SGF, move
// strings, …), scans each game's main line (review.Scan, games in
// parallel) and makes its drills (Items). A file that cannot be read is
// an error; a game that cannot be scanned (set-up stones, passes, moves
// after the end) is a Failure, and the other games still give drills.
func FromFile(name string, data []byte, o Options) (*File, error) {
	games, format, err := record.Read(name, data)
	if err != nil {
		return nil, err
	}
	type result struct {
		items []Item
		err   error
	}
	results := make([]result, len(games))
	workers := o.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	next := make(chan int)
	var wg sync.WaitGroup
	for range min(workers, max(1, len(games))) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				results[i].items, results[i].err = GameItems(&games[i], nil, o.Review)
			}
		}()
	}
	for i := range games {
		next <- i
	}
	close(next)
	wg.Wait()

	f := &File{Format: format, Games: len(games)}
	seen := map[string]bool{}
	for i, r := range results {
		if r.err != nil {
			f.Failed = append(f.Failed, Failure{Game: i + 1, Where: games[i].Where, Err: r.err})
			continue
		}
		for _, it := range r.items {
			if k := Key(&it.Drill); !seen[k] {
				seen[k] = true
				it.Game = i + 1
				f.Items = append(f.Items, it)
			}
		}
	}
	return f, nil
}

// GameItems makes one game's drills from its main line
// (record.Game.Played) and its moments: ms when they are known, else
// review.Scan's with o. A panic is the game's error, so that one strange
// game does not stop a database.
func GameItems(g *record.Game, ms []review.Moment, o review.Options) (items []Item, err error) {
	defer func() {
		if p := recover(); p != nil {
			items, err = nil, fmt.Errorf("internal error: %v", p)
		}
	}()
	moves, err := g.Played()
	if err != nil {
		return nil, err
	}
	if ms == nil {
		if ms, err = review.Scan(moves, o); err != nil {
			return nil, err
		}
	}
	return Items(moves, ms), nil
}
