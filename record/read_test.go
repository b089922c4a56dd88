package record

import (
	"testing"
)

func TestDetect(t *testing.T) {
	for _, c := range []struct {
		name, data string
		want       Format
	}{
		{"a.sgf", "h8 h9", FormatSGF},
		{"a.TXT", "(;GM[4])", FormatMoves},
		{"a.psq", "", FormatPSQ},
		{"a.rif", "", FormatRIF},
		{"renjunet.xml", "", FormatRIF},
		{"a.lib", "", FormatRenLib},
		{"game", "\ufeff (;GM[4])", FormatSGF},
		{"game", "Piskvorky 15x15, 11:11, 0\n8,8,0\n", FormatPSQ},
		{"game", "\n<?xml version=\"1.0\"?><database/>", FormatRIF},
		{"game", rlHeader + "\x00\x00", FormatRenLib},
		{"game", "h8 h9 i8", FormatMoves},
		{"game", "", FormatMoves},
	} {
		if got := Detect(c.name, []byte(c.data)); got != c.want {
			t.Errorf("Detect(%q, %q) = %s, want %s", c.name, c.data, got, c.want)
		}
	}
}

// Read reads each format by its extension and, without one, by its
// content, to the same games.
func TestReadEveryFormat(t *testing.T) {
	for _, c := range []struct {
		file   string
		format Format
		games  int
		first  string
	}{
		{"good.psq", FormatPSQ, 1, "h8 i9 i7 g7 j6"},
		{"good.rif", FormatRIF, 3, "h8 i9 i8 g8 j7"},
		{"good.lib", FormatRenLib, 1, "h8 i9 j10"},
	} {
		data := readTestdata(t, c.file)
		games, f, err := Read(c.file, data)
		if err != nil || f != c.format || len(games) != c.games || mainLine(games[0]) != c.first {
			t.Errorf("Read(%s) = %d games, %s, %v", c.file, len(games), f, err)
			continue
		}
		again, f, err := Read("download", data)
		if err != nil || f != c.format {
			t.Errorf("Read(%s without its extension): %s, %v", c.file, f, err)
			continue
		}
		sameGames(t, c.file+" without its extension", again, games)
	}
	for _, file := range []string{"twice.psq", "twice.rif", "twice.lib"} {
		if games, _, err := Read(file, readTestdata(t, file)); err == nil || games != nil {
			t.Errorf("Read(%s) = %d games, %v; want an error", file, len(games), err)
		}
	}
}

// Read, WriteSGF, Read: the same games, for SGF with variations, comments
// and setup stones, and for every other format (what a game's root says
// of it is kept as SGF properties).
func TestRoundTripThroughSGF(t *testing.T) {
	sgf := "(;GM[4]FF[4]SZ[15]PB[Ann]PW[Bo]EV[Cup]DT[2024-05-01]RE[W+R]ON[Kagetsu]C[a \\] bracket]AB[aa][bb:cc]AW[oo]" +
		";B[hh]C[centre](;W[ig];B[gi]C[main])(;W[jj]AE[aa]LB[kk:x]))" +
		"(;GM[4];B[hh];W[];B[ii])"
	games, f, err := Read("games.sgf", []byte(sgf))
	checkRead(t, games, err)
	if err != nil || f != FormatSGF || len(games) != 2 {
		t.Fatalf("%s %v", f, err)
	}
	if g := games[0]; g.Black != "Ann" || g.Result != "W+" || g.Opening != "Kagetsu" || len(g.Root.Children[0].Children) != 2 {
		t.Fatalf("%s", describe(games))
	}
	sameGames(t, "SGF", viaSGF(t, games), games)

	for _, file := range []string{"good.psq", "corners.psq", "good.rif", "good.lib", "version30.lib"} {
		games, _, err := Read(file, readTestdata(t, file))
		if err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		sameGames(t, file+" written as SGF", viaSGF(t, games), games)
	}
}

// Move strings: Read, WriteMoveLines, Read gives the same games (their
// places are the lines they are written on).
func TestRoundTripMoveLines(t *testing.T) {
	games, f, err := Read("games.txt", []byte("# a comment\nh8 h9 i8\n\nh8i9j10k11\n"))
	checkRead(t, games, err)
	if err != nil || f != FormatMoves || len(games) != 2 {
		t.Fatalf("%s %v", f, err)
	}
	out := WriteMoveLines(games)
	if string(out) != "h8 h9 i8\nh8 i9 j10 k11\n" {
		t.Errorf("written %q", out)
	}
	again, _, err := Read("again.txt", out)
	if err != nil {
		t.Fatal(err)
	}
	sameGames(t, "move lines", withoutWhere(again), withoutWhere(games))
	if again[1].Where != "line 2" {
		t.Errorf("second game at %q", again[1].Where)
	}
	// And through SGF.
	sameGames(t, "move lines as SGF", withoutWhere(viaSGF(t, games)), withoutWhere(games))
}

// FuzzRead: Read, whatever the file's name and content, never panics; it
// returns an *Error and no game, or games that replay legally and that
// WriteSGF writes to a text Read reads back to the same games.
func FuzzRead(f *testing.F) {
	for _, name := range []string{"good.psq", "twice.psq", "good.rif", "bad-move.rif", "good.lib", "under-label.lib", "club-night.pos"} {
		data := readTestdata(f, name)
		f.Add(name, data)
		f.Add("", data)
	}
	f.Add("a.sgf", []byte("(;GM[4]AB[aa]C[x];B[hh](;W[ii])(;W[jj]))"))
	f.Add("a.txt", []byte("h8 h9\nh8i9\n"))
	f.Add("a.lib", []byte("\x78\x00\x69\x40"))
	f.Fuzz(func(t *testing.T, name string, data []byte) {
		games, _, err := Read(name, data)
		checkRead(t, games, err)
		var s Shelf
		_, _, err2 := ReadWith(name, data, ReadOptions{Shelf: &s})
		if (err == nil) != (err2 == nil) || err != nil && err.Error() != err2.Error() {
			t.Fatalf("read onto a shelf: %v; read: %v", err2, err)
		}
		if err != nil {
			return
		}
		shelved := make([]Game, s.Len())
		for i := range shelved {
			g := s.Game(i)
			shelved[i] = Game{Root: g.Tree(), Black: g.Black, White: g.White, Event: g.Event, Date: g.Date, Opening: g.Opening, Result: g.Result, Where: g.Where}
		}
		sameGames(t, "read onto a shelf", shelved, games)
		sameGames(t, "written as SGF", withoutWhere(viaSGF(t, games)), withoutWhere(games))
	})
}
