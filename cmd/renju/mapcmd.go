package main

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"strings"

	"renju/rules"
)

// mapResult is one line of `renju map --json`. Outside checks compare judges
// with it, so its shape is fixed: points lower case, sorted (a1, a2, …, b1,
// …), kinds "overline" / "double-four" / "double-three".
type mapResult struct {
	Position  string     `json:"position"`
	Forbidden []mapPoint `json:"forbidden"`
	Error     string     `json:"error,omitempty"`
}

type mapPoint struct {
	Point string `json:"point"`
	Kind  string `json:"kind"`
}

// diagram marks for each kind of forbidden point
var kindMark = map[rules.Kind]rune{rules.DoubleThree: '3', rules.DoubleFour: '4', rules.Overline: '6'}

const legend = "3 = double-three (三三禁手)   4 = double-four (四四禁手)   6 = overline (长连禁手)\n"

func forbiddenOf(b *rules.Board) []mapPoint {
	out := []mapPoint{}
	for _, f := range rules.ForbiddenMap(b) {
		out = append(out, mapPoint{f.Point.String(), f.Kind.String()})
	}
	return out
}

func runMap(o options, operands []string, stdin io.Reader, stdout *output, stderr io.Writer) int {
	switch len(operands) {
	case 0:
		return runMapBatch(o, stdin, stdout, stderr)
	case 1:
	default:
		fmt.Fprintf(stderr, "renju map: need at most one POSITION, got %d\n\n%s", len(operands), usage)
		return exitUsage
	}
	b, code := readPosition("map", operands[0], stdin, stderr)
	if code != exitOK {
		return code
	}
	if o.json {
		pos := operands[0]
		if pos == "-" {
			pos = rules.FormatStones(&b)
		}
		return writeJSON(stdout, stderr, "map", mapResult{Position: pos, Forbidden: forbiddenOf(&b)}, false, false)
	}
	writeMapDiagram(stdout, &b)
	return exitOK
}

func writeMapDiagram(w io.Writer, b *rules.Board) {
	marks := map[rules.Point]rune{}
	fouls := rules.ForbiddenMap(b)
	for _, f := range fouls {
		marks[f.Point] = kindMark[f.Kind]
	}
	fmt.Fprint(w, rules.FormatDiagram(b, marks))
	fmt.Fprint(w, legend)
	if len(fouls) == 0 {
		fmt.Fprintln(w, "No forbidden points for Black.")
		return
	}
	var names []string
	for _, f := range fouls {
		names = append(names, f.Point.Upper()+" "+f.Kind.String())
	}
	fmt.Fprintf(w, "Forbidden for Black: %s\n", strings.Join(names, ", "))
}

// runMapBatch reads one position per line and writes one result per line,
// in order. A bad line gets a result with "error" (so the output stays
// line-for-line with the input), a message on stderr, and exit status 2;
// so does a line of more than maxInput bytes, which is read to its end but
// not kept. It stops at the first write that fails (run reports it).
func runMapBatch(o options, stdin io.Reader, stdout *output, stderr io.Writer) int {
	lines := newLineReader(stdin, maxInput)
	status := exitOK
	w := bufio.NewWriter(stdout)
	for n := 1; !stdout.failed(); n++ {
		raw, long, err := lines.next()
		if err == io.EOF {
			break
		}
		if err != nil {
			fmt.Fprintf(stderr, "renju map: reading input: line %d: %v\n", n, err)
			w.Flush()
			return exitError
		}
		if n == 1 {
			raw = bytes.TrimPrefix(raw, []byte(bom))
		}
		var line string
		var b rules.Board
		if long {
			// The position echoed is the line's start, enough to find it,
			// not a copy of 4 MiB.
			head := bytes.TrimSpace(raw)
			line = fmt.Sprintf("%.*s…", quoteLen, head[:min(len(head), 4*quoteLen)])
			err = fmt.Errorf("longer than %d MiB: a position has at most %d stones", maxInput>>20, rules.MaxStones)
		} else {
			line = strings.TrimSpace(string(raw))
			b, err = rules.ParsePosition(line)
		}
		if err != nil {
			msg := fmt.Sprintf("line %d: %v", n, err)
			fmt.Fprintf(stderr, "renju map: %s\n", msg)
			status = exitUsage
			if o.json {
				writeJSON(w, stderr, "map", mapResult{Position: line, Forbidden: []mapPoint{}, Error: msg}, false, false)
			}
			continue
		}
		if o.json {
			writeJSON(w, stderr, "map", mapResult{Position: line, Forbidden: forbiddenOf(&b)}, false, false)
		} else {
			fmt.Fprintf(w, "Position %d: %s\n", n, line)
			writeMapDiagram(w, &b)
			fmt.Fprintln(w)
		}
	}
	if err := w.Flush(); err != nil {
		return exitError
	}
	return status
}
