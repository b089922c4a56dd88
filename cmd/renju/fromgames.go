package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"renju/drills"
	"renju/fouldrills"
	"renju/msg"
	"renju/review"
	"renju/worksheet"
)

// `renju drills --from FILE` and `renju worksheet --from FILE`: drills made
// from the foul moments of every game of a record file (package
// fouldrills), printed as `renju drills` prints generated ones, or as a
// worksheet.

// gameDrills reads --from's file and makes its drills: the items, already
// filtered by --type and cut to --count (def, or every drill when def is
// 0), and the exit status so far (exitError when a game could not be
// scanned: each is reported on stderr, and the others still give drills).
// ok is false when the command must stop with status code.
func gameDrills(cmd string, o options, operands []string, stdin io.Reader, stderr io.Writer, maxCount int) (items []fouldrills.Item, status int, ok bool) {
	fail := func(code int, format string, args ...any) ([]fouldrills.Item, int, bool) {
		fmt.Fprintf(stderr, "renju "+cmd+": "+format+"\n", args...)
		return nil, code, false
	}
	if len(operands) > 0 {
		return fail(exitUsage, "unexpected argument %s (the games are read from --from FILE)", quote(operands[0]))
	}
	name := o.value("from", "")
	if name == "" {
		return fail(exitUsage, "--from needs a record file (SGF, move strings, …; - for standard input)")
	}
	for _, f := range []string{"level", "seed"} {
		if _, given := o.values[f]; given && (f == "level" || cmd == "drills") {
			return fail(exitUsage, "--%s does not apply with --from: the drills are the games', each at the level its answer needs", f)
		}
	}
	typ := o.value("type", "")
	if typ != "" && !contains(drills.Types, typ) {
		return fail(exitUsage, "--type %s: want one of %s", quote(typ), strings.Join(drills.Types, ", "))
	}
	hi := maxCount
	if hi == 0 {
		hi = 1 << 30
	}
	count, good := intFlag(o, cmd, "count", maxCount, 1, hi, stderr)
	if !good {
		return nil, exitUsage, false
	}
	var opt fouldrills.Options
	if v := o.value("nodes", ""); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 {
			return fail(exitUsage, "--nodes must be a positive number, not %s", quote(v))
		}
		opt.Review = review.Options{MaxNodes: n}
	}
	data, err := readRecordFile(name, stdin)
	if err != nil {
		return fail(exitError, "%v", err)
	}
	if name == "-" {
		name = "" // the format is told by the content
	}
	f, err := fouldrills.FromFile(name, data, opt)
	if err != nil {
		return fail(exitError, "%s: %v", fileLabel(o.value("from", "")), err)
	}
	status = exitOK
	for _, fl := range f.Failed {
		fmt.Fprintf(stderr, "renju %s: %v (no drills from it)\n", cmd, fl)
		status = exitError
	}
	for _, it := range f.Items {
		if typ == "" || it.Type == typ {
			items = append(items, it)
		}
	}
	if count > 0 && len(items) > count {
		if cmd == "worksheet" && o.value("count", "") == "" {
			fmt.Fprintf(stderr, "renju worksheet: %s from %s; the sheet holds the first %d (--count, --type)\n", plural(len(items), "drill"), fileLabel(o.value("from", "")), count)
		}
		items = items[:count]
	}
	return items, status, true
}

// runDrillsFrom is `renju drills --from FILE [--type T] [--count N]
// [--nodes N] [--json]`: the drills of every game of FILE, in file order,
// as `renju drills` prints them; with --json one object a line, the
// drill's with "game", "move" and "moment" (where it comes from).
func runDrillsFrom(o options, operands []string, stdin io.Reader, stdout *output, stderr io.Writer) int {
	items, status, ok := gameDrills("drills", o, operands, stdin, stderr, 0)
	if !ok {
		return status
	}
	w := bufio.NewWriter(stdout)
	defer w.Flush()
	for i, it := range items {
		if stdout.failed() {
			break
		}
		if o.json {
			if code := writeJSON(w, stderr, "drills", it, false, false); code != exitOK {
				return code
			}
			continue
		}
		fmt.Fprintf(w, "From game %d, move %d (%s):\n", it.Game, it.Move, it.Moment)
		writeDrillText(w, i+1, &it.Drill)
	}
	if !o.json {
		fmt.Fprintf(w, "%s\n", plural(len(items), "drill"))
	}
	if err := w.Flush(); err != nil {
		return exitError
	}
	return status
}

// runWorksheetFrom is `renju worksheet --from FILE -o OUT`: the drills of
// every game of FILE (at most worksheet.MaxCount; --count, --type choose)
// as a worksheet; --seed is the sheet's number in the footer.
func runWorksheetFrom(o options, operands []string, stdin io.Reader, stdout *output, stderr io.Writer) int {
	fail := func(format string, args ...any) int {
		fmt.Fprintf(stderr, "renju worksheet: "+format+"\n", args...)
		return exitUsage
	}
	opts := worksheet.Options{BaseURL: o.value("url", worksheet.DefaultBaseURL), Title: o.value("title", "")}
	seed, err := strconv.ParseUint(o.value("seed", "1"), 10, 64)
	if err != nil {
		return fail("--seed %s: want a non-negative integer", quote(o.value("seed", "")))
	}
	opts.Seed = seed
	switch l := o.value("lang", "en"); l {
	case "en", "zh":
		opts.Lang = msg.Lang(l)
	default:
		return fail("--lang %s: want en or zh", quote(l))
	}
	if err := (&worksheet.Options{Type: drills.Trap, Level: 1, Count: 1, BaseURL: opts.BaseURL}).Validate(); err != nil {
		return fail("--url %s: want the app's http:// or https:// address, without a #fragment", quote(opts.BaseURL))
	}
	if len(opts.Title) > 200 {
		return fail("--title: %d bytes, want at most 200", len(opts.Title))
	}
	path, given := o.values["o"]
	if !given || path == "" {
		return fail("-o FILE is required (the PDF to write; - for standard output)")
	}
	items, status, ok := gameDrills("worksheet", o, operands, stdin, stderr, worksheet.MaxCount)
	if !ok {
		return status
	}
	if len(items) == 0 {
		fmt.Fprintf(stderr, "renju worksheet: no drills from the games of %s: no foul moment gave one\n", fileLabel(o.value("from", "")))
		return exitError
	}
	ds := make([]drills.Drill, len(items))
	for i, it := range items {
		ds[i] = it.Drill
	}
	sheet, err := worksheet.BuildFrom(ds, opts)
	if err != nil {
		fmt.Fprintf(stderr, "renju worksheet: %v\n", err)
		return exitError
	}
	pdf, err := sheet.PDF()
	if err != nil {
		fmt.Fprintf(stderr, "renju worksheet: making the PDF: %v\n", err)
		return exitError
	}
	if path == "-" {
		stdout.Write(pdf) // a failed write is run's to report
		return status
	}
	if err := os.WriteFile(path, pdf, 0o644); err != nil {
		fmt.Fprintf(stderr, "renju worksheet: -o %s: %v\n", quote(path), err)
		return exitError
	}
	return status
}
