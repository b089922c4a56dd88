package main

import (
	"encoding/json"
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
	Summary tutor.Text   `json:"summary"`
	Outline []tutor.Node `json:"outline"`
	Steps   []tutor.Step `json:"steps"`
}

func runExplain(o options, operands []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(operands) != 2 {
		fmt.Fprintf(stderr, "renju explain: need POSITION and POINT, got %d argument(s)\n\n%s", len(operands), usage)
		return exitUsage
	}
	lang := o.value("lang", tutor.English)
	if lang != tutor.English && lang != tutor.Chinese {
		fmt.Fprintf(stderr, "renju explain: --lang %q: want en or zh\n", lang)
		return exitUsage
	}
	b, err := readPosition(operands[0], stdin)
	if err != nil {
		fmt.Fprintf(stderr, "renju explain: position: %v\n", err)
		return exitUsage
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
	w, err := explain(&b, p, colour)
	if err != nil {
		fmt.Fprintf(stderr, "renju explain: %v\n", err)
		return exitUsage
	}
	if o.json {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		enc.SetEscapeHTML(false)
		if err := enc.Encode(explainJSON{w.Point, w.Verdict, w.Kind, w.Summary, w.Outline, w.Steps}); err != nil {
			return exitError
		}
		return exitOK
	}
	verdict := strings.ToUpper(w.Verdict)
	if w.Kind != "" {
		verdict += " (" + w.Kind + ")"
	}
	fmt.Fprintf(stdout, "%s %s: %s\n\n%s\n%s\n", w.Color, p.Upper(), verdict, w.Format(lang), w.Summary.Get(lang))
	return exitOK
}
