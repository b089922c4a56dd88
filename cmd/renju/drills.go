package main

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"renju/drills"
	"renju/rules"
)

func runDrills(o options, operands []string, stdout *output, stderr io.Writer) int {
	if len(operands) > 0 {
		fmt.Fprintf(stderr, "renju drills: unexpected argument %s\n", quote(operands[0]))
		return exitUsage
	}
	typ := o.value("type", "")
	if typ == "" {
		fmt.Fprintf(stderr, "renju drills: --type is required: one of %s\n", strings.Join(drills.Types, ", "))
		return exitUsage
	}
	level, err1 := strconv.Atoi(o.value("level", "1"))
	count, err2 := strconv.Atoi(o.value("count", "10"))
	seed, err3 := strconv.ParseUint(o.value("seed", "1"), 10, 64)
	switch {
	case err1 != nil || level < 1 || level > drills.MaxLevel:
		fmt.Fprintf(stderr, "renju drills: --level %s: want 1 to %d\n", quote(o.value("level", "")), drills.MaxLevel)
		return exitUsage
	case err2 != nil || count < 1 || count > 10000:
		fmt.Fprintf(stderr, "renju drills: --count %s: want 1 to 10000\n", quote(o.value("count", "")))
		return exitUsage
	case err3 != nil:
		fmt.Fprintf(stderr, "renju drills: --seed %s: want a non-negative integer\n", quote(o.value("seed", "")))
		return exitUsage
	}
	spec, code := drillSpec(o, typ, level, seed, stderr)
	if code != exitOK {
		return code
	}
	g, err := spec.Generator()
	if err != nil {
		fmt.Fprintf(stderr, "renju drills: %v\n", err)
		return exitUsage
	}
	w := bufio.NewWriter(stdout)
	defer w.Flush() // for the early returns; a failed write is run's to report
	// stop at the first write that fails rather than make the rest
	for i := 0; i < count && !stdout.failed(); i++ {
		d, err := g.Next(typ, level)
		if err != nil {
			fmt.Fprintf(stderr, "renju drills: %v\n", err)
			return exitUsage
		}
		if o.json {
			if code := writeJSON(w, stderr, "drills", d, false, false); code != exitOK {
				return code
			}
			continue
		}
		writeDrillText(w, i+1, &d)
	}
	if err := w.Flush(); err != nil {
		return exitError
	}
	return exitOK
}

// drillSpec reads --gen-version (1 unless given: the drills every seed
// has always given) and --covered (version 2: lesson IDs separated by
// commas, or "all", the default) into the stream's spec, checked.
func drillSpec(o options, typ string, level int, seed uint64, stderr io.Writer) (drills.Spec, int) {
	version, err := strconv.Atoi(o.value("gen-version", "1"))
	if err != nil || version < drills.Version1 || version > drills.Latest {
		fmt.Fprintf(stderr, "renju drills: --gen-version %s: want %d to %d\n", quote(o.value("gen-version", "")), drills.Version1, drills.Latest)
		return drills.Spec{}, exitUsage
	}
	spec := drills.Spec{Type: typ, Level: level, Seed: seed, Version: version}
	covered, given := o.values["covered"]
	switch {
	case given && version == drills.Version1:
		fmt.Fprintf(stderr, "renju drills: --covered is version 2's: add --gen-version 2\n")
		return drills.Spec{}, exitUsage
	case version >= drills.Version2 && !given:
		spec.Covered = []string{drills.AllLessons}
	case given:
		for _, id := range strings.Split(covered, ",") {
			if id = strings.TrimSpace(id); id != "" {
				spec.Covered = append(spec.Covered, id)
			}
		}
	}
	if err := spec.Check(); err != nil {
		fmt.Fprintf(stderr, "renju drills: %v\n", err)
		return drills.Spec{}, exitUsage
	}
	return spec, exitOK
}

func writeDrillText(w io.Writer, n int, d *drills.Drill) {
	b, _ := rules.ParseStones(d.Position)
	marks := map[rules.Point]rune{}
	if d.Point != "" {
		marks[rules.MustPoint(d.Point)] = '*'
	}
	fmt.Fprintf(w, "Drill %d: %s, level %d, %s to play — %s\n", n, d.Type, d.Level, d.ToMove, d.Position)
	fmt.Fprint(w, rules.FormatDiagram(&b, marks))
	switch d.Type {
	case drills.IsForbidden:
		fmt.Fprintf(w, "Is * (%s) forbidden for Black? Answer: %v %s\n\n", strings.ToUpper(d.Point), *d.Answer.Forbidden, d.Answer.Kind)
	case drills.FindAll:
		fmt.Fprintf(w, "Find every forbidden point. Answer: %v\n\n", d.Answer.Fouls)
	case drills.LiveOrFalse:
		fmt.Fprintf(w, "Black plays * (%s): is the %s three live? Answer: %v %v\n\n", strings.ToUpper(d.Point), d.Line, *d.Answer.Live, d.Answer.Reasons)
	case drills.FourThree:
		fmt.Fprintf(w, "Black to play a four-three that is not forbidden. Answer: %v\n\n", d.Answer.Points)
	case drills.Trap:
		fmt.Fprintf(w, "White to play: leave Black a forbidden point to cover. Answer: %v (Black must cover %v)\n\n", d.Answer.Points, d.Answer.Covers)
	}
}
