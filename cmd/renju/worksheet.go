package main

import (
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"renju/drills"
	"renju/msg"
	"renju/worksheet"
)

// worksheetFlags are the flags that take a value in `renju worksheet`
// besides the drills' (type, level, count, seed, lang).
var worksheetFlags = map[string]bool{"o": true, "url": true, "title": true}

// runWorksheet writes a printable A4 worksheet of drills as PDF, to the
// file -o names ("-" for standard output).
func runWorksheet(o options, operands []string, stdout *output, stderr io.Writer) int {
	fail := func(format string, args ...any) int {
		fmt.Fprintf(stderr, "renju worksheet: "+format+"\n", args...)
		return exitUsage
	}
	if len(operands) > 0 {
		return fail("unexpected argument %s", quote(operands[0]))
	}
	opts := worksheet.Options{Type: o.value("type", ""), BaseURL: o.value("url", worksheet.DefaultBaseURL), Title: o.value("title", "")}
	if opts.Type == "" {
		return fail("--type is required: one of %s", strings.Join(drills.Types, ", "))
	}
	if !contains(drills.Types, opts.Type) {
		return fail("--type %s: want one of %s", quote(opts.Type), strings.Join(drills.Types, ", "))
	}
	var ok bool
	if opts.Level, ok = intFlag(o, "worksheet", "level", 1, 1, drills.MaxLevel, stderr); !ok {
		return exitUsage
	}
	if opts.Count, ok = intFlag(o, "worksheet", "count", 12, 1, worksheet.MaxCount, stderr); !ok {
		return exitUsage
	}
	seed, err := strconv.ParseUint(o.value("seed", "1"), 10, 64)
	if err != nil {
		return fail("--seed %s: want a non-negative integer", quote(o.value("seed", "")))
	}
	opts.Seed = seed
	// --gen-version: 1 unless given, as renju drills (a sheet of version 2
	// covers every lesson, as a homework's does; its footer names the
	// version).
	if opts.Version, ok = intFlag(o, "worksheet", "gen-version", drills.Version1, drills.Version1, drills.Latest, stderr); !ok {
		return exitUsage
	}
	switch l := o.value("lang", "en"); l {
	case "en", "zh":
		opts.Lang = msg.Lang(l)
	default:
		return fail("--lang %s: want en or zh", quote(l))
	}
	if err := (&worksheet.Options{Type: opts.Type, Level: 1, Count: 1, BaseURL: opts.BaseURL}).Validate(); err != nil {
		return fail("--url %s: want the app's http:// or https:// address, without a #fragment", quote(opts.BaseURL))
	}
	if len(opts.Title) > 200 {
		return fail("--title: %d bytes, want at most 200", len(opts.Title))
	}
	path, given := o.values["o"]
	if !given || path == "" {
		return fail("-o FILE is required (the PDF to write; - for standard output)")
	}
	sheet, err := worksheet.Build(opts)
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
		return exitOK
	}
	if err := os.WriteFile(path, pdf, 0o644); err != nil {
		fmt.Fprintf(stderr, "renju worksheet: -o %s: %v\n", quote(path), err)
		return exitError
	}
	return exitOK
}

func contains(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}
