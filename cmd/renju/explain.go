package main

import (
	"fmt"
	"io"
	"strings"

	"renju/glossary"
	"renju/lessons"
	"renju/rules"
	"renju/tutor"
)

// explainJSON is the --json shape of `renju explain`.
type explainJSON struct {
	Point   string       `json:"point"`
	Verdict string       `json:"verdict"`
	Kind    string       `json:"kind"`
	Frame   tutor.Frame  `json:"frame,omitempty"`
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
	var opts []tutor.Option
	frame, err := tutor.ParseFrame(o.value("frame", string(tutor.FrameForbidden)))
	if err != nil {
		fmt.Fprintf(stderr, "renju explain: --frame: %v\n", err)
		return exitUsage
	}
	opts = append(opts, tutor.WithFrame(frame))
	if id, ok := o.values["lesson"]; ok {
		if _, known := lessons.ByID(id); !known {
			fmt.Fprintf(stderr, "renju explain: --lesson %s: no such lesson (renju lessons list names them)\n", quote(id))
			return exitUsage
		}
		opts = append(opts, tutor.WithStage(glossary.Stage(id)))
	}
	line := o.value("line", "")
	if line != "" && (o.full || o.white || frame != tutor.FrameForbidden) {
		fmt.Fprintf(stderr, "renju explain: --line walks Black's three on one line; it takes neither --full, --white nor --frame\n")
		return exitUsage
	}
	if o.full && frame != tutor.FrameForbidden {
		fmt.Fprintf(stderr, "renju explain: --full is the whole trace of the forbidden question; it takes no --frame\n")
		return exitUsage
	}
	var w *tutor.Walk
	if line != "" {
		w, err = tutor.ExplainLine(&b, p, line, opts...)
	} else {
		w, err = explain(&b, p, colour, opts...)
	}
	if err != nil {
		fmt.Fprintf(stderr, "renju explain: %v\n", err)
		return exitUsage
	}
	if o.json {
		return writeJSON(stdout, stderr, "explain", explainJSON{w.Point, w.Verdict, w.Kind, w.Frame, w.Line, w.Three, w.Summary, w.Outline, w.Steps}, true, true)
	}
	verdict := strings.ToUpper(w.Verdict)
	if w.Kind != "" {
		verdict += " (" + w.Kind + ")"
	}
	if w.Line != "" {
		verdict = "the three on the " + w.Line + " line is " + strings.ToUpper(w.Three)
	}
	if w.Line == "" && w.Frame != "" && w.Frame != tutor.FrameForbidden {
		verdict += ", asked: " + string(w.Frame)
	}
	fmt.Fprintf(stdout, "%s %s: %s\n\n%s\n%s\n", w.Color, p.Upper(), verdict, w.Format(lang), w.Summary.Get(lang))
	return exitOK
}
