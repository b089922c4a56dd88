package main

import (
	"fmt"
	"io"
	"strings"

	"renju/rules"
	"renju/tutor"
)

// explainJSON is the --json shape of `renju explain`.
type explainJSON struct {
	Point   string       `json:"point"`
	Verdict string       `json:"verdict"`
	Kind    string       `json:"kind"`
	Line    string       `json:"line,omitempty"`
	Three   string       `json:"three,omitempty"`
	Summary tutor.Text   `json:"summary"`
	Outline []tutor.Node `json:"outline"`
	Steps   []tutor.Step `json:"steps"`
}

func runExplain(o options, operands []string, stdin io.Reader, stdout *output, stderr io.Writer) int {
	if len(operands) != 2 {
		fmt.Fprintf(stderr, "renju explain: need POSITION and POINT, got %d argument(s)\n\n%s", len(operands), usage)
		return exitUsage
	}
	lang := o.value("lang", tutor.English)
	if lang != tutor.English && lang != tutor.Chinese {
		fmt.Fprintf(stderr, "renju explain: --lang %s: want en or zh\n", quote(lang))
		return exitUsage
	}
	b, code := readPosition("explain", operands[0], stdin, stderr)
	if code != exitOK {
		return code
	}
	p, err := rules.ParsePoint(operands[1])
	if err != nil {
		fmt.Fprintf(stderr, "renju explain: %v\n", err)
		return exitUsage
	}
	colour := rules.Black
	if o.white {
		colour = rules.White
	}
	explain := tutor.Explain
	if o.full {
		explain = tutor.ExplainFull
	}
	line := o.value("line", "")
	if line != "" && (o.full || o.white) {
		fmt.Fprintf(stderr, "renju explain: --line walks Black's three on one line; it takes neither --full nor --white\n")
		return exitUsage
	}
	var w *tutor.Walk
	if line != "" {
		w, err = tutor.ExplainLine(&b, p, line)
	} else {
		w, err = explain(&b, p, colour)
	}
	if err != nil {
		fmt.Fprintf(stderr, "renju explain: %v\n", err)
		return exitUsage
	}
	if o.json {
		return writeJSON(stdout, stderr, "explain", explainJSON{w.Point, w.Verdict, w.Kind, w.Line, w.Three, w.Summary, w.Outline, w.Steps}, true, true)
	}
	verdict := strings.ToUpper(w.Verdict)
	if w.Kind != "" {
		verdict += " (" + w.Kind + ")"
	}
	if w.Line != "" {
		verdict = "the three on the " + w.Line + " line is " + strings.ToUpper(w.Three)
	}
	fmt.Fprintf(stdout, "%s %s: %s\n\n%s\n%s\n", w.Color, p.Upper(), verdict, w.Format(lang), w.Summary.Get(lang))
	return exitOK
}
