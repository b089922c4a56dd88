package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"runtime"
	"strconv"
	"strings"
	"sync"

	"renju/commentary"
	"renju/record"
	"renju/review"
	"renju/rules"
)

// maxRecordFile is the most `renju scan` and `--from` read of a file: what the record
// readers take (a database of some ten thousand games).
const maxRecordFile = record.MaxSGF

// scanMoment is one line of `renju scan --json`: a foul moment of game
// Game (its place in the file, from 1). Points are lower case. Fields that
// do not apply to the moment's kind are left out.
type scanMoment struct {
	Game  int    `json:"game"`
	Move  int    `json:"move"`
	Kind  string `json:"kind"`
	Color string `json:"color"`
	Point string `json:"point"`
	// Played is, for "avoided", the move Black played instead of Point.
	Played string    `json:"played,omitempty"`
	Foul   *foulJSON `json:"foul,omitempty"`
	// Forced is given for "foul" only.
	Forced *bool    `json:"forced,omitempty"`
	Why    string   `json:"why,omitempty"`
	Others []string `json:"others,omitempty"`
	Key    []string `json:"key,omitempty"`
	Line   []string `json:"line,omitempty"`
	// LineFrom is given with Line: the line starts on the board after the
	// game's first LineFrom moves, White first.
	LineFrom *int `json:"lineFrom,omitempty"`
}

// scanGameLine is the line of `renju scan --json` that says how a game
// ended (commentary.End), before its moments: End is "five",
// "overline" (White's six or more), "foul" or "unfinished"; Color and
// Move who made it and when (left out when unfinished); Foul the foul's
// point and kind; Result the record's stated result ("B+", "W+",
// "draw", "" for none); Agree whether the two agree (a result the moves
// cannot show, a resignation, agrees with an unfinished game).
type scanGameLine struct {
	Game   int       `json:"game"`
	End    string    `json:"end"`
	Color  string    `json:"color,omitempty"`
	Move   int       `json:"move,omitempty"`
	Foul   *foulJSON `json:"foul,omitempty"`
	Result string    `json:"result"`
	Agree  bool      `json:"agree"`
}

// scanFailure is the line of `renju scan --json` for a game that could not
// be scanned.
type scanFailure struct {
	Game  int    `json:"game"`
	Where string `json:"where,omitempty"`
	Error string `json:"error"`
}

// scanned is what the scan of one game found.
type scanned struct {
	moves   []rules.Point
	moments []review.Moment
	err     error
}

// runScan reads a record file and prints the foul moments of every game's
// main line, in file order, while the games are scanned in parallel.
func runScan(o options, operands []string, stdin io.Reader, stdout *output, stderr io.Writer) int {
	if len(operands) != 1 {
		fmt.Fprintf(stderr, "renju scan: need FILE, got %d argument(s)\n\n%s", len(operands), usage)
		return exitUsage
	}
	opt := review.Options{}
	if v := o.value("nodes", ""); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 {
			fmt.Fprintf(stderr, "renju scan: --nodes must be a positive number, not %s\n", quote(v))
			return exitUsage
		}
		opt.MaxNodes = n
	}
	name := operands[0]
	data, err := readRecordFile(name, stdin)
	if err != nil {
		fmt.Fprintf(stderr, "renju scan: %v\n", err)
		return exitError
	}
	if name == "-" {
		name = "" // the format is told by the content
	}
	games, _, err := record.Read(name, data)
	if err != nil {
		fmt.Fprintf(stderr, "renju scan: %s: %v\n", fileLabel(operands[0]), err)
		return exitError
	}

	w := bufio.NewWriter(stdout)
	status := exitOK
	failed, moments := 0, 0
	scanGames(games, opt, runtime.GOMAXPROCS(0), w.Flush, func(i int, r scanned) bool {
		g := &games[i]
		if r.err != nil {
			failed++
			status = exitError
			fmt.Fprintf(stderr, "renju scan: %s: %v\n", gameLabel(g, i), r.err)
		}
		moments += len(r.moments)
		if o.json {
			writeScanJSON(w, stderr, g, i, r)
		} else {
			writeScanText(w, g, i, r)
		}
		return !stdout.failed()
	})
	if !o.json && !stdout.failed() {
		fmt.Fprintf(w, "%s, %s", plural(len(games), "game"), plural(moments, "moment"))
		if failed > 0 {
			fmt.Fprintf(w, "; %s not scanned", plural(failed, "game"))
		}
		fmt.Fprintln(w)
	}
	if err := w.Flush(); err != nil {
		return exitError
	}
	return status
}

// readRecordFile reads FILE, or standard input for "-", at most
// maxRecordFile bytes.
func readRecordFile(name string, stdin io.Reader) ([]byte, error) {
	r := stdin
	if name != "-" {
		f, err := os.Open(name)
		if err != nil {
			return nil, err
		}
		defer f.Close()
		r = f
	}
	data, err := io.ReadAll(io.LimitReader(r, maxRecordFile+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", fileLabel(name), err)
	}
	if len(data) > maxRecordFile {
		return nil, fmt.Errorf("%s: longer than %d MiB: at most %d MiB of a record file are read", fileLabel(name), maxRecordFile>>20, maxRecordFile>>20)
	}
	return data, nil
}

func fileLabel(name string) string {
	if name == "-" {
		return "standard input"
	}
	return name
}

// gameLabel names game i of a file in a message: "game 3", and where the
// file has it when that says more ("game 3 (line 12)").
func gameLabel(g *record.Game, i int) string {
	s := fmt.Sprintf("game %d", i+1)
	if g.Where != "" && g.Where != s {
		s += " (" + printable(g.Where) + ")"
	}
	return s
}

// scanGames scans the games on workers goroutines and hands each result to
// emit in file order, from the goroutine that called it. Results wait in a
// window of a few per worker, so that a large file streams: the first
// games are emitted while the rest are scanned, and no more than the
// window is held. When emit returns false the scan stops (the games in
// flight are finished and dropped). flush is called when emit would wait
// for a game still being scanned, so that what is ready is written.
func scanGames(games []record.Game, opt review.Options, workers int, flush func() error, emit func(i int, r scanned) bool) {
	workers = max(1, workers)
	type job struct {
		i   int
		out chan scanned
	}
	jobs := make(chan job)
	pending := make(chan chan scanned, 4*workers)
	stop := make(chan struct{})
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range jobs {
				j.out <- scanGame(&games[j.i], opt)
			}
		}()
	}
	go func() {
		defer close(pending)
		defer close(jobs)
		for i := range games {
			out := make(chan scanned, 1)
			select {
			case pending <- out:
			case <-stop:
				return
			}
			select {
			case jobs <- job{i, out}:
			case <-stop:
				return
			}
		}
	}()
	i := 0
	for out := range pending {
		var r scanned
		select {
		case r = <-out:
		default:
			if flush != nil {
				flush()
			}
			r = <-out
		}
		if !emit(i, r) {
			close(stop)
			for range pending { // let the feeder see stop
			}
			break
		}
		i++
	}
	wg.Wait()
}

// scanGame scans a game's main line. A panic of the scan is the game's
// error, so that one strange game does not stop a database.
func scanGame(g *record.Game, opt review.Options) (r scanned) {
	defer func() {
		if p := recover(); p != nil {
			r = scanned{moves: r.moves, err: fmt.Errorf("internal error: %v", p)}
		}
	}()
	r.moves, r.err = g.Played()
	if r.err != nil {
		return r
	}
	r.moments, r.err = review.Scan(r.moves, opt)
	return r
}

// writeScanJSON writes a game's line (how it ended) and its moments as
// JSON Lines, or its error.
func writeScanJSON(w io.Writer, stderr io.Writer, g *record.Game, i int, r scanned) {
	if r.err != nil {
		where := g.Where
		if where == fmt.Sprintf("game %d", i+1) {
			where = ""
		}
		writeJSON(w, stderr, "scan", scanFailure{Game: i + 1, Where: where, Error: r.err.Error()}, false, false)
		return
	}
	if e, err := commentary.End(r.moves); err == nil {
		gl := scanGameLine{Game: i + 1, End: e.End, Move: e.Move, Result: g.Result, Agree: e.Agrees(g.Result)}
		if e.Move > 0 {
			gl.Color = e.Color.String()
		}
		if e.End == "foul" {
			gl.Foul = &foulJSON{Point: e.Foul.Point.String(), Kind: e.Foul.Kind.String()}
		}
		writeJSON(w, stderr, "scan", gl, false, false)
	}
	for _, m := range r.moments {
		j := scanMoment{Game: i + 1, Move: m.Move, Kind: string(m.Kind), Color: m.Color.String(), Point: m.Point.String(), Why: m.Why}
		if m.Foul.Kind != rules.NoKind {
			j.Foul = &foulJSON{Point: m.Foul.Point.String(), Kind: m.Foul.Kind.String()}
		}
		switch m.Kind {
		case review.FoulPlayed:
			j.Forced = &m.Forced
		case review.Avoided:
			j.Played = r.moves[m.Move-1].String()
		}
		j.Others = scanPoints(m.Others, false)
		j.Key = scanPoints(m.Key, false)
		if len(m.Line) > 0 {
			j.Line = scanPoints(m.Line, false)
			j.LineFrom = &m.LineFrom
		}
		writeJSON(w, stderr, "scan", j, false, false)
	}
}

// writeScanText writes a game's header and one line a moment.
func writeScanText(w io.Writer, g *record.Game, i int, r scanned) {
	var about []string
	if g.Black != "" || g.White != "" {
		about = append(about, "Black "+orUnknown(g.Black)+" – White "+orUnknown(g.White))
	}
	if g.Result != "" {
		about = append(about, g.Result)
	}
	for _, s := range []string{g.Event, g.Date} {
		if s != "" {
			about = append(about, printable(s))
		}
	}
	if r.moves != nil || r.err == nil {
		about = append(about, plural(len(r.moves), "move"))
	}
	if len(about) == 0 {
		fmt.Fprintln(w, gameLabel(g, i))
	} else {
		fmt.Fprintf(w, "%s: %s\n", gameLabel(g, i), strings.Join(about, ", "))
	}
	switch {
	case r.err != nil:
		fmt.Fprintf(w, "  not scanned: %v\n", r.err)
	case len(r.moments) == 0:
		fmt.Fprintln(w, "  no foul moments")
	}
	for _, m := range r.moments {
		fmt.Fprintf(w, "  move %-3d  %-5s  %-11s  %-3s  %s\n", m.Move, m.Color, m.Kind, m.Point.Upper(), momentSentence(m, r.moves))
	}
}

// momentSentence says in one sentence what a moment means (see the kinds
// in package review). moves is the game.
func momentSentence(m review.Moment, moves []rules.Point) string {
	foul := fmt.Sprintf("%s (%s)", m.Foul.Point.Upper(), m.Foul.Kind)
	switch m.Kind {
	case review.FoulPlayed:
		if m.Forced {
			return fmt.Sprintf("Black played %s, a forbidden point (%s): it was the only block of White's four, so the foul was forced.", m.Point.Upper(), m.Foul.Kind)
		}
		return fmt.Sprintf("Black played %s, a forbidden point (%s).", m.Point.Upper(), m.Foul.Kind)
	case review.TrapCaught:
		return fmt.Sprintf("White's four at %s has one five point, %s, and it is forbidden for Black (%s): Black must play the foul or let White make five.", m.Point.Upper(), m.Foul.Point.Upper(), m.Foul.Kind)
	case review.TrapSet:
		return fmt.Sprintf("White's %s sets a trap: if Black ignores it, %s ending on Black's forbidden block %s.", m.Point.Upper(), fours(m.Line, "White wins by"), foul)
	case review.TrapMissed:
		return fmt.Sprintf("White had a forced win, %s ending on Black's forbidden block %s, but played %s and let it go.", fours(m.Line, "by"), foul, m.Point.Upper())
	case review.Avoided:
		played := "elsewhere"
		if m.Move-1 < len(moves) {
			played = moves[m.Move-1].Upper()
		}
		why := map[string]string{
			review.WhyBlockFour:  "White's five point",
			review.WhyBlockThree: "a defence point of White's three",
			review.WhyFour:       "where Black's stone would make a four",
		}[m.Why]
		s := fmt.Sprintf("Black played %s, not the natural %s (%s), which is forbidden (%s).", played, m.Point.Upper(), why, m.Foul.Kind)
		if len(m.Others) > 0 {
			s += " Also natural and forbidden: " + strings.Join(scanPoints(m.Others, true), ", ") + "."
		}
		return s
	case review.FalseThree:
		reply := ""
		if m.Move < len(moves) {
			reply = " " + moves[m.Move].Upper()
		}
		key := scanPoints(m.Key, true)
		what := "its straight-four point " + key[0] + " is"
		if len(key) > 1 {
			what = "its straight-four points " + strings.Join(key, ", ") + " are all"
		}
		return fmt.Sprintf("Black's %s makes a false three: %s forbidden, so it is no real three, and White's reply%s does not block it.", m.Point.Upper(), what, reply)
	}
	return ""
}

// fours says how many fours a VCF line has and where it starts: "by a
// four at I7", "by 3 fours from I7".
func fours(line []rules.Point, verb string) string {
	if len(line) == 0 {
		return verb + " fours"
	}
	n := (len(line) + 1) / 2
	if n == 1 {
		return fmt.Sprintf("%s a four at %s", verb, line[0].Upper())
	}
	return fmt.Sprintf("%s %d fours from %s", verb, n, line[0].Upper())
}

func scanPoints(ps []rules.Point, upper bool) []string {
	if len(ps) == 0 {
		return nil
	}
	out := make([]string, len(ps))
	for i, p := range ps {
		if upper {
			out[i] = p.Upper()
		} else {
			out[i] = p.String()
		}
	}
	return out
}

func orUnknown(name string) string {
	if name == "" {
		return "?"
	}
	return printable(name)
}

// printable is a name from a file as one line of text: control characters
// become spaces, and at most 64 characters are kept.
func printable(s string) string {
	s = strings.ToValidUTF8(s, "\uFFFD")
	s = strings.Map(func(r rune) rune {
		if r < 0x20 || r == 0x7f || r >= 0x80 && r < 0xa0 {
			return ' '
		}
		return r
	}, s)
	s = strings.TrimSpace(s)
	if r := []rune(s); len(r) > 64 {
		s = string(r[:64]) + "…"
	}
	return s
}
