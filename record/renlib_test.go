package record

import (
	"testing"

	"renju/rules"
)

// rlHeader is RenLib 3.4's file header.
const rlHeader = "\xffRenLib\xff\x03\x04\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff"

func TestReadRenLib(t *testing.T) {
	// good.lib (see testdata/README.md): the root; h8 "Centre"; i9 (down:
	// a sibling follows); j10 "main line" (right: the line ends, back to
	// h8); g9; a board text "a" at h10 after g9 (no move, right: the end).
	games, err := ReadRenLib(readTestdata(t, "good.lib"))
	checkRead(t, games, err)
	if err != nil {
		t.Fatal(err)
	}
	g := games[0]
	if got := mainLine(g); got != "h8 i9 j10" {
		t.Errorf("main line %s", got)
	}
	h8 := g.Root.Children[0]
	if len(g.Root.Children) != 1 || h8.Comment != "Centre" || h8.Color != rules.Black || len(h8.Children) != 2 {
		t.Fatalf("h8: %s", WriteSGF(g.Root))
	}
	i9, g9 := h8.Children[0], h8.Children[1]
	if i9.Move != rules.MustPoint("i9") || i9.Color != rules.White || i9.Children[0].Comment != "main line" {
		t.Errorf("i9: %s", WriteSGF(g.Root))
	}
	if g9.Move != rules.MustPoint("g9") || g9.Color != rules.White || len(g9.Children) != 0 || g9.Get("LB") != "hf:a" {
		t.Errorf("g9 (with the label a at h10): %s", WriteSGF(g.Root))
	}
	if g.Where != "game 1" || g.Black != "" {
		t.Errorf("%+v", g)
	}
}

// A 3.0 library starts at h8 without a root record; the oldest have no
// header at all.
func TestReadRenLibOldFiles(t *testing.T) {
	for _, name := range []string{"version30.lib", "headerless.lib"} {
		games, err := ReadRenLib(readTestdata(t, name))
		checkRead(t, games, err)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if got := mainLine(games[0]); got != "h8 i9 j10" {
			t.Errorf("%s: %s", name, got)
		}
	}
}

func TestReadRenLibCorners(t *testing.T) {
	// 0x01 is a15 (x 1, y 1 from the top), 0xEF o1, 0x0F o15, 0xE1 a1.
	games, err := ReadRenLib([]byte(rlHeader + "\x00\x00\x01\x00\xef\x00\x0f\x00\xe1\x40"))
	checkRead(t, games, err)
	if err != nil {
		t.Fatal(err)
	}
	if got := mainLine(games[0]); got != "a15 o1 o15 a1" {
		t.Errorf("%s", got)
	}
}

// Texts: a comment's two parts, Windows-1252, an old-style comment, a
// root comment; passes; a record at a point the tree has already is the
// same node (RenLib merges them).
func TestReadRenLibTextsPassesAndMerging(t *testing.T) {
	data := rlHeader +
		"\x00\x08about\x00" + // the root, with a comment
		"\x78\x88one\x08two\r\nlines\x00\x00" + // h8 (down), "one" + 8 + "two\r\nlines"
		"\x00\x08pass\x00\x00" + // a pass (White)
		"\x69\x60A\xfb" + // i9 (right), an old-style comment: "A", then '{' (ä) with the high bit
		"\x78\x80" + // h8 again: the same node (down)
		"\x69\x48caf\xe9\x00\x00" + // i9 under h8: a new line, "café" in Windows-1252 (right)
		"\x78\x00" + // h8 again
		"\x69\x41\x00\x01k\x00" // i9 again: its board text labels i9 on h8's board (right)
	games, err := ReadRenLib([]byte(data))
	checkRead(t, games, err)
	if err != nil {
		t.Fatal(err)
	}
	root := games[0].Root
	if root.Comment != "about" || len(root.Children) != 1 {
		t.Fatalf("root: %s", WriteSGF(root))
	}
	h8 := root.Children[0]
	if h8.Comment != "one\ntwo\nlines" || len(h8.Children) != 2 {
		t.Fatalf("h8: %s", WriteSGF(root))
	}
	pass, i9 := h8.Children[0], h8.Children[1]
	if !pass.Pass || pass.Color != rules.White || pass.Comment != "pass" {
		t.Errorf("pass: %+v", pass)
	}
	if len(pass.Children) != 1 || pass.Children[0].Comment != "Aä" || pass.Children[0].Color != rules.Black {
		t.Errorf("after the pass: %s", WriteSGF(root))
	}
	if i9.Comment != "café" || i9.Color != rules.White || h8.Get("LB") != "ig:k" {
		t.Errorf("i9: %s", WriteSGF(root))
	}
	if got := mainLine(games[0]); got != "h8 i9" {
		t.Errorf("main line %s (passes are not listed)", got)
	}
}

func TestReadRenLibErrors(t *testing.T) {
	wantErrors(t, ReadRenLib, map[string]string{
		"bad-magic.lib":     `byte 0: not a RenLib library`,
		"bad-version.lib":   "byte 8: RenLib file version 4.0: versions up to 3.4 are read",
		"short-header.lib":  "byte 10: the file ends inside the 20-byte header",
		"truncated.lib":     "byte 24 (record 2): a comment with no zero byte before the end of the file",
		"off-board.lib":     "byte 24 (record 3): point byte 0x10 is off the 15x15 board",
		"twice.lib":         "byte 26 (record 4): H8 is played twice on one line (moves 1 and 3)",
		"unterminated.lib":  "byte 24 (record 2): a comment with no zero byte",
		"after-end.lib":     "byte 24 (record 3): a record after the end of the tree (the record at byte 22 closed its last line)",
		"under-label.lib":   "byte 30 (record 4): a move after the record at byte 24, which has no move (a board text only)",
		"cut-extension.lib": "byte 22 (record 2): the file ends inside the record's two extension bytes",
	})
	for _, s := range []string{
		"", "\x78", rlHeader, rlHeader + "\x00\x00", rlHeader + "\x00",
		rlHeader + "\x00\x80\x78\x40\x69\x40",      // back before the root
		rlHeader + "\x00\x00\x00\x02",              // neither point nor move
		rlHeader + "\x00\x00\xf8\x40",              // row 16
		rlHeader + "\x00\x00\x58\x43\x00\x01a\x00", // a label only: no move
		rlHeader + "\x00\x00\x78\x20abc",           // an old comment never ended
	} {
		if games, err := ReadRenLib([]byte(s)); err == nil || games != nil {
			t.Errorf("ReadRenLib(%q) = %v, %v; want an error", s, games, err)
		}
	}
}

// FuzzRenLib: ReadRenLib never panics and returns an *Error and no game,
// or games that replay legally.
func FuzzRenLib(f *testing.F) {
	for _, name := range []string{"good.lib", "version30.lib", "twice.lib", "under-label.lib"} {
		f.Add(readTestdata(f, name))
	}
	f.Add([]byte(rlHeader + "\x00\x08a\x00\x78\x88b\x08c\x00\x00\x00\x00\x69\x60A\xfb\x78\x80\x69\x41\x00\x01k\x00"))
	f.Fuzz(func(t *testing.T, data []byte) {
		games, err := ReadRenLib(data)
		checkRead(t, games, err)
	})
}
