package main

import (
	"fmt"
	"io"
	"strings"

	"renju/rules"
)

func runJudge(o options, operands []string, stdin io.Reader, stdout *output, stderr io.Writer) int {
	if len(operands) != 2 {
		fmt.Fprintf(stderr, "renju judge: need POSITION and POINT, got %d argument(s)\n\n%s", len(operands), usage)
		return exitUsage
	}
	b, code := readPosition("judge", operands[0], stdin, stderr)
	if code != exitOK {
		return code
	}
	p, err := rules.ParsePoint(operands[1])
	if err != nil {
		fmt.Fprintf(stderr, "renju judge: %v\n", err)
		return exitUsage
	}
	colour := rules.Black
	if o.white {
		colour = rules.White
	}
	t, err := rules.Explain(&b, p, colour)
	if err != nil {
		fmt.Fprintf(stderr, "renju judge: %v\n", err)
		return exitUsage
	}
	if o.json {
		return writeJSON(stdout, stderr, "judge", t, true, false)
	}
	verdict := strings.ToUpper(t.Verdict)
	if t.Kind != "" {
		verdict += " (" + t.Kind + ")"
	}
	if t.Color == "white" && t.Overline {
		verdict += " (overline)" // White's six wins: the verdict is five
	}
	fmt.Fprintf(stdout, "%s %s: %s\n\n%s", t.Color, p.Upper(), verdict, rules.FormatTrace(t))
	return exitOK
}
