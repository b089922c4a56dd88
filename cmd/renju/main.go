// Command renju is the command-line Renju judge.
//
//	renju judge [--json] [--white] POSITION POINT
//	    the verdict for a stone at POINT, with the judge's reasoning as an
//	    indented tree (--json: the trace itself)
//	renju map [--json] [POSITION]
//	    the forbidden points for Black, as a diagram (--json: one object).
//	    With no POSITION it reads one position per line from standard input
//	    and prints one result per line, in order.
//	renju explain [--lang en|zh] [--json] [--full] [--frame F] [--lesson ID] POSITION POINT
//	    the tutor's step-by-step walk of the judgement, as numbered
//	    sentences and a summary (--json: {"point","verdict","kind",
//	    "frame","summary","outline","steps":[…]}; --full: every step of
//	    the judge's trace instead of the shortest convincing walk;
//	    --frame: the question the walk answers, five, four, three or
//	    forbidden (the default); --lesson: told with only the terms
//	    taught by lesson ID and those before it)
//	renju explain --line DIR [--lang en|zh] [--json] POSITION POINT
//	    the walk of a live-or-false question: after Black plays POINT, is
//	    the three on line DIR (horizontal, vertical, diagonal,
//	    anti-diagonal) live? (--json adds "line" and "three": live, false
//	    or sleeping)
//	renju drills --type T [--level L] [--count N] [--seed S] [--json]
//	             [--gen-version V] [--covered IDS]
//	    generated forbidden-move drills with their answers, one JSON object
//	    per line; the same seed (and version, and lessons covered) gives
//	    the same drills
//	renju drills --from FILE [--type T] [--count N] [--nodes N] [--json]
//	    drills made from the foul moments of every game of a record file
//	    (package fouldrills; FILE "-": standard input), answers by the
//	    judge; --json adds "game", "move" and "moment" to each object
//	renju worksheet --type T [--level L] [--count N] [--seed S] [--lang en|zh] [--url BASE] [--title TEXT] -o FILE
//	    a printable A4 worksheet of drills as PDF (FILE "-": standard
//	    output): items with QR codes that open them in the app at BASE,
//	    then the answer key
//	renju worksheet --from FILE [--type T] [--count N] [--lang en|zh] [--url BASE] [--title TEXT] -o FILE
//	    the same, of the drills made from the games of a record file
//	renju vcf [--color black|white] [--nodes N] [--json] POSITION
//	    a victory by continuous fours for the side to move (or --color):
//	    the line of fours and forced blocks, ending in a five or in
//	    Black's forbidden last defence (--json: {"win","color","moves",
//	    "roles","ends","foul","fivePoints","complete","nodes"}; "complete"
//	    when the search proved there is none)
//	renju vct [--color black|white] [--nodes N] [--json] POSITION
//	    a victory by continuous threats (fours and threes), by a
//	    proof-number search; the line shows one defence at each step
//	renju move [--level 1-5] [--color black|white] [--seed S] [--json] POSITION
//	    the sparring player's move for the side to move (or --color), and
//	    why: a five, a block, the first four of a forced win, or its
//	    evaluation; Black resigns when its only defence is forbidden
//	renju selfplay --black L|baseline --white L|baseline [--games N] [--seed S] [--json]
//	    the sparring player against itself: wins by five, wins by a foul,
//	    draws, average length
//	renju practice --lesson ID [--count N] [--seed S] [--lang en|zh] [--json]
//	    the practice set that ends a lesson, as the app makes it for that
//	    seed: each item's position, question, hint and the judge's answer
//	    (--json: one object per line, {"lesson","kind","position","moves",
//	    "point","question","hint","answer":{…}}; a yes/no item's answer
//	    holds a boolean: "forbidden", "live" or "symmetric")
//	renju lessons list [--json] | check [FILE...] | show ID|FILE
//	    the lesson curriculum: list it, verify every claim and task of the
//	    built-in lessons (or of lesson files) against the judge, or print
//	    one lesson
//	renju scan [--json] [--nodes N] FILE
//	    the foul moments (package review) of every game of a record file
//	    (SGF, move strings one game a line, or any format package record
//	    reads; FILE "-": standard input), scanned in parallel and printed
//	    in file order as they are ready: per game a header (players,
//	    result, moves) and one line per moment, "move 13  black  foul
//	    H8  Black played H8, …". --json: one object per moment (JSON
//	    Lines): {"game","move","kind","color","point","played","foul",
//	    "forced","why","others","key","line","lineFrom"}, or
//	    {"game","where","error"} for a game that cannot be scanned (the
//	    scan goes on). --nodes bounds each engine search. Exit status 1
//	    when FILE cannot be read (the message names the line and column;
//	    nothing is printed) or a game could not be scanned
//
//	renju commentary [--lang en|zh] [--json] [--lesson ID] MOVES
//	    what each move of a game did, in one sentence (package
//	    commentary, as the app's Play screen and game viewer say it):
//	    per move its number, colour, point, tags and sentence, then what
//	    decided a finished game (--json: JSON Lines {"move","color",
//	    "tags","says"}; --lesson: with only the terms taught by lesson ID
//	    and those before it). MOVES "-": standard input
//
// POSITION is a stone list ("B:h8,i9 W:h9"), a move list ("h8 h9 i8" or
// "h8h9i8"), or "-" to read a position (also a 15-line diagram) from
// standard input. Bad input exits with status 2 and a message naming the
// bad token (and the line, when reading a batch); so does a position of
// more than 225 stones, a batch line or standard input of more than 4 MiB,
// and a lesson file that does not parse. Output that cannot be written (a
// full disk) exits with status 1 and a message. Flags may come anywhere;
// "--" ends them. A byte-order mark at the start of the input is ignored.
package main

import (
	"fmt"
	"io"
	"os"
	"strings"
)

const usage = `usage:
  renju judge [--json] [--white] POSITION POINT   verdict and reasoning for a stone at POINT
  renju map [--json] [POSITION]                   forbidden points for Black
                                                  (no POSITION: one position per stdin line)
  renju explain [--lang en|zh] [--json] [--full] [--frame F] [--lesson ID] POSITION POINT
                                                  the step-by-step walk, as numbered sentences
                                                  (--full: every step of the judge's trace;
                                                  F: five four three forbidden; ID: only the
                                                  terms taught by that lesson and before)
  renju explain --line DIR [--lang en|zh] [--json] POSITION POINT
                                                  the walk of one line: is Black's three on DIR
                                                  live? (DIR: horizontal vertical diagonal anti-diagonal)
  renju drills --type T [--level 1-3] [--count N] [--seed S] [--json]
               [--gen-version 1|2] [--covered IDS|all]
                                                  generated drills with their answers
                                                  (T: is-forbidden find-all live-or-false four-three trap;
                                                  version 2's level 1 asks only what the lessons IDS,
                                                  separated by commas, teach, on at most 20 stones)
  renju drills --from FILE [--type T] [--count N] [--nodes N] [--json]
                                                  drills from the foul moments of every game of a
                                                  record file ("-": stdin); --json adds game, move, moment
  renju worksheet --type T [--level 1-3] [--count N] [--seed S] [--lang en|zh]
                  [--url BASE] [--title TEXT] -o FILE
                                                  a printable A4 worksheet of drills as PDF, with
                                                  QR codes into the app and an answer key
  renju worksheet --from FILE [--type T] [--count N] [--lang en|zh] -o FILE
                                                  a worksheet of the drills from a record file's games
  renju vcf [--color black|white] [--nodes N] [--json] POSITION
                                                  a victory by continuous fours (the side to
                                                  move by the stone counts, unless --color)
  renju vct [--color black|white] [--nodes N] [--json] POSITION
                                                  a victory by fours and threes
  renju move [--level 1-5] [--color black|white] [--seed S] [--json] POSITION
                                                  the sparring player's move, and why
  renju selfplay --black L|baseline --white L|baseline [--games N] [--seed S] [--json]
                                                  the sparring player against itself
  renju practice --lesson ID [--count N] [--seed S] [--lang en|zh] [--json]
                                                  a lesson's practice items as the app makes them:
                                                  position, question, hint and the judge's answer
  renju lessons list [--json] | check [FILE...] | show ID
                                                  the lesson curriculum; check verifies every
                                                  claim against the judge (exit 1 if one is wrong,
                                                  2 if a file is malformed)
  renju scan [--json] [--nodes N] FILE            the foul moments of every game of a record file
                                                  (SGF, move strings; "-": stdin), in file order.
                                                  --json: JSON Lines, one object per moment:
                                                  game, move, kind (foul trap-caught trap-set
                                                  trap-missed avoided false-three), color, point,
                                                  foul {point,kind}, forced (foul), played
                                                  (avoided: Black's move instead), why (avoided:
                                                  block-four block-three four), others, key
                                                  (false-three), line (the engine's VCF, White
                                                  first) and lineFrom (the moves before it);
                                                  {"game","where","error"} for a game not scanned.
                                                  Exit 1 if FILE is unreadable or a game failed

  renju commentary [--lang en|zh] [--json] [--lesson ID] MOVES
                                                  what each move did, in one sentence, and what
                                                  decided the game (--json: JSON Lines: move,
                                                  color, tags, says; ID: only the terms taught
                                                  by that lesson and before)

POSITION: "B:h8,i9 W:h9" (stone list), "h8 h9 i8" or "h8h9i8" (moves from Black),
          or "-" to read it (or a 15-line diagram) from standard input.
Flags may come anywhere; "--" ends them.
`

// Exit statuses.
const (
	exitOK    = 0
	exitError = 1 // an I/O failure: unreadable input, output not written
	exitUsage = 2 // bad input: a malformed position, point, lesson file or command line
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run is the whole command, separated from main for tests. Output that
// could not be written makes the status exitError, whatever the command
// found: the caller cannot trust what it got.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return exitUsage
	}
	cmd := args[0]
	out := &output{w: stdout}
	code := dispatch(cmd, args[1:], stdin, out, stderr)
	if out.failed() {
		fmt.Fprintf(stderr, "renju %s: writing output: %v\n", cmd, out.err)
		return exitError
	}
	return code
}

func dispatch(cmd string, rest []string, stdin io.Reader, stdout *output, stderr io.Writer) int {
	opts, operands, err := parseFlags(cmd, rest)
	if err != nil {
		fmt.Fprintf(stderr, "renju %s: %v\n", cmd, err)
		return exitUsage
	}
	switch cmd {
	case "judge":
		return runJudge(opts, operands, stdin, stdout, stderr)
	case "map":
		return runMap(opts, operands, stdin, stdout, stderr)
	case "explain":
		return runExplain(opts, operands, stdin, stdout, stderr)
	case "drills":
		if _, from := opts.values["from"]; from {
			return runDrillsFrom(opts, operands, stdin, stdout, stderr)
		}
		return runDrills(opts, operands, stdout, stderr)
	case "lessons":
		return runLessons(opts, operands, stdout, stderr)
	case "practice":
		return runPractice(opts, operands, stdout, stderr)
	case "vcf", "vct":
		return runVCF(cmd, opts, operands, stdin, stdout, stderr)
	case "move":
		return runMove(opts, operands, stdin, stdout, stderr)
	case "selfplay":
		return runSelfplay(opts, operands, stdout, stderr)
	case "worksheet":
		if _, from := opts.values["from"]; from {
			return runWorksheetFrom(opts, operands, stdin, stdout, stderr)
		}
		return runWorksheet(opts, operands, stdout, stderr)
	case "scan":
		return runScan(opts, operands, stdin, stdout, stderr)
	case "commentary":
		return runCommentary(opts, operands, stdin, stdout, stderr)
	case "help", "-h", "--help":
		fmt.Fprint(stdout, usage)
		return exitOK
	}
	fmt.Fprintf(stderr, "renju: unknown command %s\n\n%s", quote(cmd), usage)
	return exitUsage
}

type options struct {
	json  bool
	white bool
	full  bool // explain: the exhaustive walk
	// values of flags that take one: "lang" (explain: en or zh), the
	// drills command's "type", "level", "count", "seed", and vcf's
	// "color" and "nodes"
	values map[string]string
}

// value returns the flag's value, or def when it was not given.
func (o options) value(name, def string) string {
	if v, ok := o.values[name]; ok {
		return v
	}
	return def
}

// valueFlags are the flags that take a value.
var valueFlags = map[string]bool{"lang": true, "type": true, "level": true, "count": true, "seed": true, "color": true, "nodes": true, "games": true, "from": true, "lesson": true, "gen-version": true, "covered": true}

// isValueFlag reports whether flag name takes a value in command cmd:
// selfplay's --black and --white are levels, where judge's --white is a
// switch.
func isValueFlag(cmd, name string) bool {
	return valueFlags[name] || cmd == "selfplay" && (name == "black" || name == "white") ||
		cmd == "explain" && (name == "line" || name == "frame") ||
		cmd == "worksheet" && worksheetFlags[name]
}

// parseFlags accepts flags anywhere on the line, so that
// "renju judge POS h8 --json" works as well as "renju judge --json POS h8".
// Value flags are written "--name value" or "--name=value". "--" ends the
// flags: what follows is operands, even if it starts with "-".
func parseFlags(cmd string, args []string) (options, []string, error) {
	o := options{values: map[string]string{}}
	var operands []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			operands = append(operands, args[i+1:]...)
			break
		}
		name := strings.TrimLeft(a, "-")
		if len(a) < 2 || a[0] != '-' || name == "" {
			operands = append(operands, a)
			continue
		}
		if n, v, ok := strings.Cut(name, "="); ok && isValueFlag(cmd, n) {
			o.values[n] = v
			continue
		}
		switch {
		case isValueFlag(cmd, name):
			if i+1 >= len(args) {
				return o, nil, fmt.Errorf("--%s needs a value", name)
			}
			i++
			o.values[name] = args[i]
		case name == "json":
			o.json = true
		case name == "white":
			o.white = true
		case name == "full":
			o.full = true
		default:
			return o, nil, fmt.Errorf("unknown flag %s", quote(a))
		}
	}
	return o, operands, nil
}
