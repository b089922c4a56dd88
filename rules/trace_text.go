package rules

import (
	"fmt"
	"strings"
)

// Names of shapes and fouls in English with the Chinese term players use.
var (
	shapeWords = map[string]string{
		ShapeFive:         "five (五连)",
		ShapeOverline:     "overline (长连)",
		ShapeStraightFour: "straight four (活四)",
		ShapeFour:         "four (冲四)",
		ShapeDoubleFour:   "two fours on one line (四四)",
		ShapeThree:        "live three (活三)",
		ShapeFalseThree:   "false three (假活三)",
		ShapeDeadFour:     "dead four (死四): four in a row that cannot become five",
		ShapeNone:         "nothing",
	}
	kindWords = map[string]string{
		"overline":     "overline (长连禁手)",
		"double-four":  "double-four (四四禁手)",
		"double-three": "double-three (三三禁手)",
	}
)

// Summary is one sentence: the verdict at the trace's point and why.
func (t *Trace) Summary() string {
	p := strings.ToUpper(t.Point)
	if t.Color == "white" {
		if t.Overline {
			return fmt.Sprintf("White at %s makes six or more in a row: White wins with an overline (six), as White has no forbidden moves.", p)
		}
		if t.Five {
			return fmt.Sprintf("White at %s makes five: White wins (White has no forbidden moves).", p)
		}
		return fmt.Sprintf("White at %s is legal: White has no forbidden moves.", p)
	}
	switch t.Verdict {
	case "five":
		if t.Overline || t.Fours >= 2 || t.Threes >= 2 {
			return fmt.Sprintf("Black at %s makes a five (五连) and wins: the five counts even though the same move makes %s (五连与禁手同时形成，禁手失效).", p, t.alsoMade())
		}
		return fmt.Sprintf("Black at %s makes a five (五连) and wins.", p)
	case "forbidden":
		return fmt.Sprintf("Black at %s is forbidden: %s — %s.", p, kindWords[t.Kind], t.alsoMade())
	}
	switch t.Reason {
	case "four-three":
		return fmt.Sprintf("Black at %s is legal: a four-three (四三), Black's winning attack.", p)
	}
	switch {
	case t.Fours == 1:
		return fmt.Sprintf("Black at %s is legal: it makes one four.", p)
	case t.Threes == 1:
		return fmt.Sprintf("Black at %s is legal: it makes one live three.", p)
	}
	return fmt.Sprintf("Black at %s is legal: it makes no double-three, double-four or overline.", p)
}

// alsoMade lists the shapes that make a foul, e.g. "an overline and 2 fours".
func (t *Trace) alsoMade() string {
	var parts []string
	if t.Overline {
		parts = append(parts, "an overline")
	}
	switch {
	case t.Fours == 1:
		parts = append(parts, "a four")
	case t.Fours > 1:
		parts = append(parts, fmt.Sprintf("%d fours", t.Fours))
	}
	switch {
	case t.Threes == 1:
		parts = append(parts, "a live three")
	case t.Threes > 1:
		parts = append(parts, fmt.Sprintf("%d live threes", t.Threes))
	}
	s := strings.Join(parts, " and ")
	if t.Combo != "" && (t.Fours+t.Threes > 1) {
		s += " (" + t.Combo + ")"
	}
	return s
}

// FormatTrace renders a trace as an indented tree in words, with the
// Chinese terms in parentheses: the CLI's `renju judge` output and the app's
// plain-text explanation.
func FormatTrace(t *Trace) string {
	var sb strings.Builder
	writeTrace(&sb, t, "")
	return sb.String()
}

func writeTrace(sb *strings.Builder, t *Trace, indent string) {
	p := strings.ToUpper(t.Point)
	with := ""
	if len(t.Placed) > 0 {
		with = " (with " + strings.ToUpper(strings.Join(t.Placed, ", ")) + " placed)"
	}
	fmt.Fprintf(sb, "%s%s %s%s: %s\n", indent, t.Color, p, with, t.Summary())
	shown := 0
	for _, l := range t.Lines {
		if l.Shape == ShapeNone {
			continue
		}
		shown++
		fmt.Fprintf(sb, "%s  %s: %s %s", indent, l.Direction, shapeWords[l.Shape], upperList(l.Stones))
		if len(l.FivePoints) > 0 {
			fmt.Fprintf(sb, "; five point(s) %s", upperList(l.FivePoints))
		}
		sb.WriteString("\n")
		for _, c := range l.Candidates {
			fmt.Fprintf(sb, "%s    %s: %s\n", indent, strings.ToUpper(c.Point), candidateWords(&c))
			if c.Sub != nil {
				writeTrace(sb, c.Sub, indent+"      ")
			}
		}
	}
	if shown == 0 && t.Color == "black" {
		fmt.Fprintf(sb, "%s  no five, four or three on any line\n", indent)
	}
}

func candidateWords(c *Candidate) string {
	four := upperList(c.Four)
	switch c.Status {
	case StatusCounts:
		return fmt.Sprintf("makes a straight four (活四) %s and is not forbidden, so the three is live", four)
	case StatusForbidden:
		return fmt.Sprintf("would make a straight four (活四) %s but is itself forbidden (禁手点), so it does not count", four)
	case StatusFive:
		return fmt.Sprintf("would make a straight four %s but also completes a five on the %s line, so it does not count", four, c.FiveLine)
	case StatusBlocked:
		if c.Blocker == "edge" {
			return fmt.Sprintf("would make only %s, closed by the board edge (盘端): not a straight four", four)
		}
		return fmt.Sprintf("would make only %s, closed by White at %s: not a straight four", four, strings.ToUpper(c.Blocker))
	case StatusOverline:
		if c.Blocker != "" {
			return fmt.Sprintf("would make %s, but its end would join %s into six (六腐): not a straight four", four, strings.ToUpper(c.Blocker))
		}
		return fmt.Sprintf("would make a run of %d %s, an overline (长连): not a four", len(c.Four), four)
	case StatusOccupied:
		return "is occupied by White: the shape cannot be completed there"
	case StatusUnchecked:
		return "not needed: the line is already a live three"
	}
	return c.Status
}

func upperList(ps []string) string {
	return strings.ToUpper(strings.Join(ps, " "))
}
