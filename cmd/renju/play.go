package main

import (
	"fmt"
	"io"
	"strconv"

	"renju/engine"
	"renju/rules"
)

// moveResult is `renju move --json`'s object.
type moveResult struct {
	Color  string `json:"color"`
	Level  int    `json:"level"`
	Move   string `json:"move,omitempty"`
	Reason string `json:"reason,omitempty"`
	// Line is the forced win the move starts (reason "vcf").
	Line   []string  `json:"line,omitempty"`
	Resign bool      `json:"resign,omitempty"`
	Why    string    `json:"why,omitempty"`
	Foul   *foulJSON `json:"foul,omitempty"`
}

// intFlag reads a numeric flag within [lo, hi].
func intFlag(o options, cmd, name string, def, lo, hi int, stderr io.Writer) (int, bool) {
	v := o.value(name, "")
	if v == "" {
		return def, true
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < lo || n > hi {
		fmt.Fprintf(stderr, "renju %s: --%s must be a number from %d to %d, not %s\n", cmd, name, lo, hi, quote(v))
		return 0, false
	}
	return n, true
}

// colourFlag is --color, or def.
func colourFlag(o options, cmd string, def rules.Stone, stderr io.Writer) (rules.Stone, bool) {
	switch v := o.value("color", ""); v {
	case "":
		return def, true
	case "black":
		return rules.Black, true
	case "white":
		return rules.White, true
	default:
		fmt.Fprintf(stderr, "renju %s: --color must be black or white, not %s\n", cmd, quote(v))
		return 0, false
	}
}

// runMove prints the sparring player's move for the side to move.
func runMove(o options, operands []string, stdin io.Reader, stdout *output, stderr io.Writer) int {
	if len(operands) != 1 {
		fmt.Fprintf(stderr, "renju move: need POSITION, got %d argument(s)\n\n%s", len(operands), usage)
		return exitUsage
	}
	b, code := readPosition("move", operands[0], stdin, stderr)
	if code != exitOK {
		return code
	}
	level, ok := intFlag(o, "move", "level", 3, 1, engine.MaxLevel, stderr)
	if !ok {
		return exitUsage
	}
	seed, ok := intFlag(o, "move", "seed", 1, 0, 1<<62, stderr)
	if !ok {
		return exitUsage
	}
	c, ok := colourFlag(o, "move", b.ToMove(), stderr)
	if !ok {
		return exitUsage
	}
	if b.Count(rules.Empty) == 0 {
		fmt.Fprintln(stderr, "renju move: the board is full")
		return exitUsage
	}
	pl, err := engine.NewPlayer(level, uint64(seed))
	if err != nil {
		fmt.Fprintf(stderr, "renju move: %v\n", err)
		return exitUsage
	}
	d := pl.Move(&b, c)
	res := moveResult{Color: c.String(), Level: level, Reason: d.Reason, Resign: d.Resign, Why: d.Why}
	if !d.Resign {
		res.Move = d.Point.String()
	}
	if d.Foul != (rules.Foul{}) {
		res.Foul = &foulJSON{Point: d.Foul.Point.String(), Kind: d.Foul.Kind.String()}
	}
	if d.Line != nil {
		for _, m := range d.Line.Moves {
			res.Line = append(res.Line, m.Point.String())
		}
	}
	if o.json {
		return writeJSON(stdout, stderr, "move", res, false, false)
	}
	name := map[rules.Stone]string{rules.Black: "Black", rules.White: "White"}[c]
	switch {
	case d.Resign:
		fmt.Fprintf(stdout, "%s resigns: %s.\n", name, d.Why)
	case d.Line != nil:
		fmt.Fprintf(stdout, "%s %s (%s: the first four of a win in %s)\n", name, d.Point.Upper(), d.Reason, plural((len(d.Line.Moves)+1)/2, "four"))
	default:
		fmt.Fprintf(stdout, "%s %s (%s)\n", name, d.Point.Upper(), d.Reason)
	}
	return exitOK
}

// selfplayResult is `renju selfplay --json`'s object.
type selfplayResult struct {
	Games int `json:"games"`
	// Black and White are the levels (0: the baseline player, named in
	// BlackPlayer and WhitePlayer: "baseline" or the level).
	Black       int     `json:"blackLevel"`
	White       int     `json:"whiteLevel"`
	BlackPlayer string  `json:"blackPlayer"`
	WhitePlayer string  `json:"whitePlayer"`
	BlackFive   int     `json:"blackWinsByFive"`
	WhiteFive   int     `json:"whiteWinsByFive"`
	WhiteFoul   int     `json:"whiteWinsByFoul"`
	Draws       int     `json:"draws"`
	AvgMoves    float64 `json:"averageMoves"`
}

// runSelfplay plays the sparring player against itself and prints the
// results: how strong each level is, and how often White wins by a foul.
func runSelfplay(o options, operands []string, stdout *output, stderr io.Writer) int {
	if len(operands) != 0 {
		fmt.Fprintf(stderr, "renju selfplay: takes no POSITION, got %d argument(s)\n\n%s", len(operands), usage)
		return exitUsage
	}
	bl, ok1 := playerFlag(o, "black", stderr)
	wl, ok2 := playerFlag(o, "white", stderr)
	games, ok3 := intFlag(o, "selfplay", "games", 10, 1, 100_000, stderr)
	seed, ok4 := intFlag(o, "selfplay", "seed", 1, 0, 1<<62, stderr)
	if !ok1 || !ok2 || !ok3 || !ok4 {
		return exitUsage
	}
	var t engine.Tally
	for i := 0; i < games; i++ {
		black := newMover(bl, uint64(seed)*1_000_003+uint64(2*i))
		white := newMover(wl, uint64(seed)*1_000_003+uint64(2*i+1))
		t.Add(engine.PlayGame(black, white))
	}
	res := selfplayResult{Games: t.Games, Black: bl, White: wl, BlackPlayer: playerName(bl), WhitePlayer: playerName(wl), BlackFive: t.BlackFive, WhiteFive: t.WhiteFive, WhiteFoul: t.WhiteFoul, Draws: t.Draws, AvgMoves: float64(t.TotalMoves) / float64(t.Games)}
	if o.json {
		return writeJSON(stdout, stderr, "selfplay", res, false, false)
	}
	whiteWins := t.WhiteFive + t.WhiteFoul
	foulShare := 0.0
	if whiteWins > 0 {
		foulShare = 100 * float64(t.WhiteFoul) / float64(whiteWins)
	}
	fmt.Fprintf(stdout, "%d games, Black %s against White %s (seed %d)\n\n", t.Games, playerTitle(bl), playerTitle(wl), seed)
	fmt.Fprintf(stdout, "  Black wins (five)   %5d\n", t.BlackFive)
	fmt.Fprintf(stdout, "  White wins          %5d\n", whiteWins)
	fmt.Fprintf(stdout, "    by five           %5d\n", t.WhiteFive)
	fmt.Fprintf(stdout, "    by a foul         %5d   (%.0f%% of White's wins)\n", t.WhiteFoul, foulShare)
	fmt.Fprintf(stdout, "  Draws (full board)  %5d\n", t.Draws)
	fmt.Fprintf(stdout, "  Average length      %7.1f moves\n", res.AvgMoves)
	fmt.Fprintf(stdout, "  Black's score       %7.1f%%   (a draw counts half)\n", 100*(float64(t.BlackFive)+float64(t.Draws)/2)/float64(t.Games))
	return exitOK
}

// playerFlag reads selfplay's --black or --white: a level, or
// "baseline" (returned as 0).
func playerFlag(o options, name string, stderr io.Writer) (int, bool) {
	v := o.value(name, "1")
	if v == "baseline" {
		return 0, true
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 1 || n > engine.MaxLevel {
		fmt.Fprintf(stderr, "renju selfplay: --%s must be a level from 1 to %d or baseline, not %s\n", name, engine.MaxLevel, quote(v))
		return 0, false
	}
	return n, true
}

// newMover is the player of level (0: the baseline).
func newMover(level int, seed uint64) engine.Mover {
	if level == 0 {
		return engine.NewBaseline(seed)
	}
	pl, _ := engine.NewPlayer(level, seed)
	return pl
}

func playerName(level int) string {
	if level == 0 {
		return "baseline"
	}
	return strconv.Itoa(level)
}

func playerTitle(level int) string {
	if level == 0 {
		return "the baseline"
	}
	return "level " + strconv.Itoa(level)
}
