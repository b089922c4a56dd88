package jobs

import (
	"encoding/binary"

	"renju/drills"
	"renju/job"
	"renju/msg"
)

// Worksheet makes a worksheet's PDF (package worksheet: the drills, their
// QR codes and the answer key), with its progress: the items made, then
// their diagrams drawn, half each.
var Worksheet = job.Service[SheetOrder, SheetPDF]{Kind: "worksheet.pdf"}

// SheetOrder says all a worksheet is made of. With Drills, the sheet
// holds them in order (drills made from games; worksheet.BuildFrom);
// without, its drills are generated from Types, Level, Count and Seed
// (a homework's: worksheet.Build).
type SheetOrder struct {
	// Rules, when set, orders the rules on one page (package rulesheet)
	// in Lang instead of drills.
	Rules  bool           `json:",omitempty"`
	Drills []drills.Drill `json:",omitempty"`
	// Types are drill types taken in turn; Level 1..drills.MaxLevel;
	// Count the items.
	Types []string `json:",omitempty"`
	Level int      `json:",omitempty"`
	Count int      `json:",omitempty"`
	// Seed seeds the drills (and numbers the sheet in its footer);
	// Version is the drill generator's (0 is 1: a homework's link names
	// it).
	Seed    uint64
	Version int `json:",omitempty"`
	// Title replaces the default (the drill type and level); Lang is the
	// sheet's language; BaseURL the app's address the QR codes open
	// (empty: the worksheet's default).
	Title   string   `json:",omitempty"`
	Lang    msg.Lang `json:",omitempty"`
	BaseURL string   `json:",omitempty"`
}

// SheetPDF is a worksheet made: its PDF and how many pages it has.
type SheetPDF struct {
	PDF   []byte
	Pages int
}

// MarshalBinary is the page count (a uvarint), then the PDF: JSON would
// spell the PDF's bytes in base64, a third more to carry.
func (p SheetPDF) MarshalBinary() ([]byte, error) {
	return append(binary.AppendUvarint(make([]byte, 0, len(p.PDF)+4), uint64(p.Pages)), p.PDF...), nil
}

func (p *SheetPDF) UnmarshalBinary(b []byte) error {
	n, k := binary.Uvarint(b)
	if k <= 0 || n > 1<<20 {
		return errShort
	}
	p.Pages, p.PDF = int(n), b[k:]
	return nil
}
