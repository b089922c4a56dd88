package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"renju/rules"
)

func runJudge(o options, operands []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(operands) != 2 {
		fmt.Fprintf(stderr, "renju judge: need POSITION and POINT, got %d argument(s)\n\n%s", len(operands), usage)
		return exitUsage
	}
	b, err := readPosition(operands[0], stdin)
	if err != nil {
		fmt.Fprintf(stderr, "renju judge: position: %v\n", err)
		return exitUsage
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
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(t); err != nil {
			return exitError
		}
		return exitOK
	}
	verdict := strings.ToUpper(t.Verdict)
	if t.Kind != "" {
		verdict += " (" + t.Kind + ")"
	}
	fmt.Fprintf(stdout, "%s %s: %s\n\n%s", t.Color, p.Upper(), verdict, rules.FormatTrace(t))
	return exitOK
}

// readPosition parses a position operand; "-" reads it from stdin.
func readPosition(arg string, stdin io.Reader) (rules.Board, error) {
	if arg == "-" {
		data, err := io.ReadAll(stdin)
		if err != nil {
			return rules.Board{}, err
		}
		arg = string(data)
	}
	return rules.ParsePosition(arg)
}
