package record

import (
	"strings"
	"testing"

	"renju/rules"
)

// club-night.pos is a .pos file as renju programs write it, its bytes
// written by hand (record/testdata/README.md lists them): the club game
// of docs/cli.md's `renju scan` example ("game 1: Black Kim – White Lee,
// W+, Club night, 13 moves"), the trap game of package review's hand
// cases: Black's double-three at H8 (F8 G8 _ across, H6 H7 _ up),
// White's E11 F10 G9 _ I7 on the diagonal through it, and stones in
// three corners. A .pos byte counts from the top left corner, row by
// row (0 is A15, 224 is O1): the diagram below is that game as a player
// draws it, Black's side at the bottom, so a reader that turned the rows
// or the columns would put A15's stone on row 1 or O15's on column A.
const clubNightDiagram = `
15 O . . . . . . . . . . . . . X
14 . . . . . . . . . . . . . . .
13 . . . . . . . . . . . . . . .
12 . . . X . . . . . . . . . . .
11 . . . . O . . . . . . . . . .
10 . . . . . O . . . . . . . . .
 9 . . . . . . O . . . . . . . .
 8 . . . . . X X X . . . . . . .
 7 . . . . . . . X O . . . . . .
 6 . . . . . . . X . . . . . . .
 5 . . . . . . . . . . . . . . .
 4 . . . . . . . . . . . . . . .
 3 . . . . . . . . . . . . . . .
 2 . . . . . . . . . . . . . . .
 1 O . . . . . . . . . . . . . .
   A B C D E F G H I J K L M N O`

func TestReadPOS(t *testing.T) {
	games, err := ReadPOS(readTestdata(t, "club-night.pos"))
	checkRead(t, games, err)
	if err != nil {
		t.Fatal(err)
	}
	if got := mainLine(games[0]); got != "f8 g9 g8 f10 h6 a1 h7 a15 d12 e11 o15 i7 h8" {
		t.Errorf("moves %s", got)
	}
	want, _, err := rules.ParseDiagram(clubNightDiagram)
	if err != nil {
		t.Fatal(err)
	}
	moves, err := games[0].Played()
	if err != nil {
		t.Fatal(err)
	}
	got, err := rules.BoardFromMoves(moves)
	if err != nil {
		t.Fatal(err)
	}
	if got != want {
		t.Errorf("the game read is not the diagram:\n%s\nwant\n%s", rules.FormatDiagram(&got, nil), rules.FormatDiagram(&want, nil))
	}
	if g := games[0]; g.Black != "" || g.White != "" || g.Result != "" || g.Where != "game 1" {
		t.Errorf("a .pos file has no names or result: %+v", g)
	}

	// The four corners and the centre, byte by byte: 112 H8, 0 A15, 14
	// O15, 210 A1, 224 O1.
	games, err = ReadPOS(readTestdata(t, "corners.pos"))
	checkRead(t, games, err)
	if got := mainLine(games[0]); got != "h8 a15 o15 a1 o1" {
		t.Errorf("corners read as %s", got)
	}
}

// two-top-rows.pos is a third party's .pos file (record/testdata/README.md:
// from the renju program "board" by Emil Gardström, MIT licence), named by
// its author for what it holds: the board's two top rows filled, move by
// move from the top left corner. Its author's RenLib library of the same
// position, two-top-rows.lib, read by the RenLib reader (its own tests,
// renlib_test.go), must give the same moves; and a reader that turned the
// rows would fill rows 1 and 2, one that turned the columns would start
// at O15, one that swapped them would fill columns A and B.
const twoTopRowsDiagram = `
15 X O X O X O X O X O X O X O X
14 O X O X O X O X O X O X O X O
13 . . . . . . . . . . . . . . .
12 . . . . . . . . . . . . . . .
11 . . . . . . . . . . . . . . .
10 . . . . . . . . . . . . . . .
 9 . . . . . . . . . . . . . . .
 8 . . . . . . . . . . . . . . .
 7 . . . . . . . . . . . . . . .
 6 . . . . . . . . . . . . . . .
 5 . . . . . . . . . . . . . . .
 4 . . . . . . . . . . . . . . .
 3 . . . . . . . . . . . . . . .
 2 . . . . . . . . . . . . . . .
 1 . . . . . . . . . . . . . . .
   A B C D E F G H I J K L M N O`

func TestReadPOSThirdParty(t *testing.T) {
	games, f, err := Read("two-top-rows.pos", readTestdata(t, "two-top-rows.pos"))
	if err != nil || f != FormatPOS || len(games) != 1 {
		t.Fatalf("two-top-rows.pos: %d games, %s, %v", len(games), f, err)
	}
	moves, err := games[0].Played()
	if err != nil {
		t.Fatal(err)
	}
	if len(moves) != 30 || moves[0] != rules.Pt(0, 14) || moves[15] != rules.Pt(0, 13) { // a15, a14
		t.Errorf("moves %s", mainLine(games[0]))
	}
	got, err := rules.BoardFromMoves(moves)
	if err != nil {
		t.Fatal(err)
	}
	want, _, err := rules.ParseDiagram(twoTopRowsDiagram)
	if err != nil {
		t.Fatal(err)
	}
	if got != want {
		t.Errorf("the file read is not its diagram:\n%s\nwant\n%s", rules.FormatDiagram(&got, nil), rules.FormatDiagram(&want, nil))
	}
	lib, f, err := Read("two-top-rows.lib", readTestdata(t, "two-top-rows.lib"))
	if err != nil || f != FormatRenLib || len(lib) != 1 {
		t.Fatalf("two-top-rows.lib: %d games, %s, %v", len(lib), f, err)
	}
	if a, b := mainLine(games[0]), mainLine(lib[0]); a != b {
		t.Errorf("the .pos file reads %s, its author's RenLib library %s", a, b)
	}

	// The same author's 4th-is-a-pass.pos writes its fourth move as byte
	// 240: no point, and refused as such.
	_, _, err = Read("4th-is-a-pass.pos", readTestdata(t, "4th-is-a-pass.pos"))
	if err == nil || !strings.Contains(err.Error(), "byte 4: move 4 is byte 240, which is no point") {
		t.Errorf("4th-is-a-pass.pos: %v", err)
	}
}

func TestReadPOSRefuses(t *testing.T) {
	for data, want := range map[string]string{
		"":                       "byte 0: the file is empty",
		"\x00":                   "byte 0: no move in the file",
		"\x03\x70\x71":           "byte 0: the count byte says 3, but 2 move bytes follow it",
		"\x01\x70\x71":           "byte 0: the count byte says 1, but 2 move bytes follow it",
		"\x01":                   "byte 0: the count byte says 1, but no move byte follows it",
		"\x02\x70\xe1":           "byte 2: move 2 is byte 225, which is no point",
		"\x02\xff\x70":           "byte 1: move 1 is byte 255, which is no point",
		"\x03\x70\x71\x70":       "byte 3: move 3: H8 was already played at move 1",
		strings.Repeat("x", 300): "the file is 300 bytes: a .pos file holds at most 226",
	} {
		games, err := ReadPOS([]byte(data))
		checkRead(t, games, err)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("ReadPOS(%q) = %v; want an error with %q", data, err, want)
		}
	}
}

// A .pos file is read by its name, and by its content when the name says
// nothing (standard input, a drop without an extension) and the bytes
// are no text; a text whose first byte happens to count the rest stays
// move strings.
func TestDetectPOS(t *testing.T) {
	data := readTestdata(t, "club-night.pos")
	for _, name := range []string{"game.pos", "GAME.POS", "", "pasted"} {
		if f := Detect(name, data); f != FormatPOS {
			t.Errorf("Detect(%q) = %s", name, f)
		}
		games, f, err := Read(name, data)
		if err != nil || f != FormatPOS || len(games) != 1 {
			t.Errorf("Read(%q) = %d games, %s, %v", name, len(games), f, err)
		}
	}
	text := "\x05h8h9" // 5 bytes after the first: a count, but text
	if f := Detect("", []byte(text)); f != FormatMoves {
		t.Errorf("a text read as %s", f)
	}
	if _, _, err := Read("bad.pos", []byte("\x05\x70")); err == nil || !strings.Contains(err.Error(), "says 5, but 1 move byte follows it") {
		t.Errorf("a broken .pos by its name: %v", err)
	}
}

// FuzzPOS: ReadPOS never panics and returns an *Error and no game, or
// one game that replays legally with as many moves as the count says.
func FuzzPOS(f *testing.F) {
	for _, name := range []string{"club-night.pos", "corners.pos"} {
		f.Add(readTestdata(f, name))
	}
	f.Add([]byte{})
	f.Add([]byte{1, 225})
	f.Add([]byte{2, 112, 112})
	f.Fuzz(func(t *testing.T, data []byte) {
		games, err := ReadPOS(data)
		checkRead(t, games, err)
		if err != nil {
			return
		}
		if len(games) != 1 || len(games[0].Moves()) != int(data[0]) {
			t.Fatalf("%d games, count %d", len(games), data[0])
		}
		for i, p := range games[0].Moves() {
			if b := data[i+1]; p != rules.Pt(int(b)%15, 14-int(b)/15) {
				t.Fatalf("move %d: byte %d read as %s", i+1, b, p)
			}
		}
	})
}
