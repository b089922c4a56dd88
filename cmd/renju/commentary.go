package main

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"strings"

	"renju/commentary"
	"renju/glossary"
	"renju/lessons"
	"renju/msg"
	"renju/rules"
)

// commentaryLine is one line of `renju commentary --json`: a move, who
// played it, its tags (package commentary's fixed list) and its sentence.
type commentaryLine struct {
	Move  int      `json:"move"`
	Color string   `json:"color"`
	Tags  []string `json:"tags"`
	Says  string   `json:"says"`
}

// runCommentary says what each move of a game did: package commentary,
// from the judge and the engine.
func runCommentary(o options, operands []string, stdin io.Reader, stdout *output, stderr io.Writer) int {
	if len(operands) != 1 {
		fmt.Fprintf(stderr, "renju commentary: need MOVES, got %d argument(s)\n\n%s", len(operands), usage)
		return exitUsage
	}
	lang, ok := msg.ParseLang(o.value("lang", "en"))
	if !ok {
		fmt.Fprintf(stderr, "renju commentary: --lang %s: want en or zh\n", quote(o.value("lang", "")))
		return exitUsage
	}
	var known func(string) bool
	if id, ok := o.values["lesson"]; ok {
		if _, found := lessons.ByID(id); !found {
			fmt.Fprintf(stderr, "renju commentary: --lesson %s: no such lesson (renju lessons list names them)\n", quote(id))
			return exitUsage
		}
		known = glossary.Stage(id)
	}
	arg := operands[0]
	if arg == "-" {
		data, err := io.ReadAll(io.LimitReader(stdin, maxInput+1))
		if err != nil {
			fmt.Fprintf(stderr, "renju commentary: reading standard input: %v\n", err)
			return exitError
		}
		if len(data) > maxInput {
			fmt.Fprintf(stderr, "renju commentary: standard input is longer than %d MiB: a game has at most %d moves\n", maxInput>>20, rules.MaxStones)
			return exitUsage
		}
		arg = strings.TrimSpace(string(bytes.TrimPrefix(data, []byte(bom))))
	}
	moves, err := rules.ParseMoves(arg)
	if err != nil {
		fmt.Fprintf(stderr, "renju commentary: moves: %v\n", err)
		return exitUsage
	}
	if len(moves) == 0 {
		fmt.Fprintf(stderr, "renju commentary: no moves\n")
		return exitUsage
	}
	notes, err := commentary.Notes(moves, 1, len(moves), commentary.Options{})
	if err != nil {
		fmt.Fprintf(stderr, "renju commentary: %v\n", err)
		return exitUsage
	}
	w := bufio.NewWriter(stdout)
	for _, n := range notes {
		says := commentary.Say(n, lang, known)
		tags := make([]string, len(n.Tags))
		for i, t := range n.Tags {
			tags[i] = string(t)
		}
		if o.json {
			writeJSON(w, stderr, "commentary", commentaryLine{Move: n.Move, Color: n.Color.String(), Tags: tags, Says: says}, false, true)
			continue
		}
		fmt.Fprintf(w, "%3d  %-5s  %-3s  %s\n     %s\n", n.Move, n.Color, n.Point.Upper(), strings.Join(tags, " "), says)
	}
	if d, ok := commentary.Decide(notes); ok && !o.json {
		fmt.Fprintf(w, "\n%s\n", d.Say(lang, known))
	}
	if err := w.Flush(); err != nil {
		return exitError
	}
	return exitOK
}
