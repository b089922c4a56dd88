// Command renju is the command-line Renju judge.
//
//	renju judge [--json] [--white] POSITION POINT
//	    the verdict for a stone at POINT, with the judge's reasoning as an
//	    indented tree (--json: the trace itself)
//	renju map [--json] [POSITION]
//	    the forbidden points for Black, as a diagram (--json: one object).
//	    With no POSITION it reads one position per line from standard input
//	    and prints one result per line, in order.
//	renju explain [--lang en|zh] [--json] POSITION POINT
//	    the tutor's step-by-step walk of the judgement, as numbered
//	    sentences (--json: {"point","verdict","kind","steps":[…]})
//
// POSITION is a stone list ("B:h8,i9 W:h9"), a move list ("h8 h9 i8" or
// "h8h9i8"), or "-" to read a position (also a 15-line diagram) from
// standard input. Bad input exits with status 2 and a message naming the
// bad token (and the line, when reading a batch).
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
  renju explain [--lang en|zh] [--json] POSITION POINT
                                                  the step-by-step walk, as numbered sentences

POSITION: "B:h8,i9 W:h9" (stone list), "h8 h9 i8" or "h8h9i8" (moves from Black),
          or "-" to read it (or a 15-line diagram) from standard input.
`

// Exit statuses.
const (
	exitOK    = 0
	exitError = 1 // an I/O failure
	exitUsage = 2 // bad input: a malformed position, point or command line
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run is the whole command, separated from main for tests.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return exitUsage
	}
	cmd, rest := args[0], args[1:]
	opts, operands, err := parseFlags(rest)
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
	case "help", "-h", "--help":
		fmt.Fprint(stdout, usage)
		return exitOK
	}
	fmt.Fprintf(stderr, "renju: unknown command %q\n\n%s", cmd, usage)
	return exitUsage
}

type options struct {
	json  bool
	white bool
	lang  string // explain: "en" or "zh"
}

// parseFlags accepts flags anywhere on the line, so that
// "renju judge POS h8 --json" works as well as "renju judge --json POS h8".
func parseFlags(args []string) (options, []string, error) {
	o := options{lang: "en"}
	var operands []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		if v, ok := strings.CutPrefix(a, "--lang="); ok {
			o.lang = v
			continue
		}
		switch a {
		case "--lang", "-lang":
			if i+1 >= len(args) {
				return o, nil, fmt.Errorf("--lang needs a value: en or zh")
			}
			i++
			o.lang = args[i]
		case "--json", "-json":
			o.json = true
		case "--white", "-white":
			o.white = true
		case "--":
		default:
			if len(a) > 1 && a[0] == '-' {
				return o, nil, fmt.Errorf("unknown flag %q", a)
			}
			operands = append(operands, a)
		}
	}
	return o, operands, nil
}
