package main

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"renju/engine"
	"renju/rules"
)

// vcfResult is `renju vcf --json`'s object.
type vcfResult struct {
	Win   bool   `json:"win"`
	Color string `json:"color"`
	// Moves alternate the attacker's fours and the defender's forced
	// blocks, from the attacker's first four to its last.
	Moves []string `json:"moves"`
	// Roles is each move's role: "four", "five", "defence", or
	// "counter-four" (a block that is also a four of the defender's).
	Roles      []string  `json:"roles"`
	Ends       string    `json:"ends,omitempty"`
	Foul       *foulJSON `json:"foul,omitempty"`
	FivePoints []string  `json:"fivePoints,omitempty"`
	Complete   bool      `json:"complete"`
	Nodes      int       `json:"nodes"`
}

type foulJSON struct {
	Point string `json:"point"`
	Kind  string `json:"kind"`
}

// runVCF searches for a victory by continuous fours (cmd "vcf") or by
// fours and threes ("vct") for the side to move (from the stone counts:
// Black when they are equal) or for --color.
func runVCF(cmd string, o options, operands []string, stdin io.Reader, stdout *output, stderr io.Writer) int {
	if len(operands) != 1 {
		fmt.Fprintf(stderr, "renju %s: need POSITION, got %d argument(s)\n\n%s", cmd, len(operands), usage)
		return exitUsage
	}
	b, code := readPosition(cmd, operands[0], stdin, stderr)
	if code != exitOK {
		return code
	}
	c, ok := colourFlag(o, cmd, b.ToMove(), stderr)
	if !ok {
		return exitUsage
	}
	opt := engine.Options{}
	if v := o.value("nodes", ""); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 {
			fmt.Fprintf(stderr, "renju %s: --nodes must be a positive number, not %s\n", cmd, quote(v))
			return exitUsage
		}
		opt.MaxNodes = n
	}
	search := engine.VCF
	if cmd == "vct" {
		search = engine.VCT
	}
	l, err := search(&b, c, opt)
	if err != nil {
		fmt.Fprintf(stderr, "renju %s: %v\n", cmd, err)
		return exitError
	}
	res := vcfResult{Win: l.Win, Color: c.String(), Moves: []string{}, Roles: []string{}, Complete: l.Complete, Nodes: l.Nodes}
	for _, m := range l.Moves {
		res.Moves = append(res.Moves, m.Point.String())
		role := m.Role.String()
		if m.CounterFour {
			role = "counter-four"
		}
		res.Roles = append(res.Roles, role)
	}
	if l.Win {
		res.Ends = l.End.String()
		if l.End == engine.EndFoul {
			res.Foul = &foulJSON{Point: l.Foul.Point.String(), Kind: l.Foul.Kind.String()}
		}
		for _, p := range l.FivePoints {
			res.FivePoints = append(res.FivePoints, p.String())
		}
	}
	if o.json {
		return writeJSON(stdout, stderr, cmd, res, false, false)
	}
	fmt.Fprint(stdout, describeVCF(l, cmd == "vct"))
	return exitOK
}

// describeVCF is the result in words, one move a line.
func describeVCF(l engine.Line, vct bool) string {
	var sb strings.Builder
	name := map[rules.Stone]string{rules.Black: "Black", rules.White: "White"}
	what := "continuous fours"
	if vct {
		what = "continuous threats (fours and threes)"
	}
	if !l.Win {
		if l.Complete {
			fmt.Fprintf(&sb, "%s has no victory by %s (searched %s).\n", name[l.Color], what, plural(l.Nodes, "position"))
		} else {
			fmt.Fprintf(&sb, "%s: no victory by %s found within %s (not proved either way).\n", name[l.Color], what, plural(l.Nodes, "position"))
		}
		return sb.String()
	}
	threats := 0
	for _, m := range l.Moves {
		if m.Color == l.Color && (m.Role == engine.RoleFour || m.Role == engine.RoleThree) {
			threats++
		}
	}
	unit := "four"
	if vct {
		unit = "threat"
	}
	switch l.End {
	case engine.EndFoul:
		fmt.Fprintf(&sb, "%s wins in %s: Black's last defence, %s, is forbidden (%s).\n", name[l.Color], plural(threats, unit), l.Foul.Point.Upper(), l.Foul.Kind)
	default:
		fmt.Fprintf(&sb, "%s wins in %s, ending in a five.\n", name[l.Color], plural(threats, unit))
	}
	if vct {
		sb.WriteString("(One defence is shown at each step; the others lose too.)\n")
	}
	for i, m := range l.Moves {
		var role string
		switch {
		case m.Role == engine.RoleFive:
			role = "makes five"
		case m.Role == engine.RoleFour && i == len(l.Moves)-1 && l.End == engine.EndFive:
			role = "four with two five points (" + pointNames(l.FivePoints) + ")"
		case m.Role == engine.RoleFour:
			role = "four"
		case m.Role == engine.RoleThree:
			role = "three"
		case m.Role == engine.RoleBlock:
			role = "blocks the four"
		case m.CounterFour:
			role = "blocks, and makes a four"
		default:
			role = "blocks"
		}
		fmt.Fprintf(&sb, "%3d. %s %s: %s\n", i+1, name[m.Color], m.Point.Upper(), role)
	}
	if last := l.Moves[len(l.Moves)-1]; last.Role == engine.RoleThree {
		sb.WriteString("     No defence stops it: a straight four follows.\n")
	}
	if l.End == engine.EndFoul {
		fmt.Fprintf(&sb, "     Black must block at %s, a forbidden point (%s).\n", l.Foul.Point.Upper(), l.Foul.Kind)
	}
	return sb.String()
}

func pointNames(ps []rules.Point) string {
	s := make([]string, len(ps))
	for i, p := range ps {
		s[i] = p.Upper()
	}
	return strings.Join(s, " ")
}
