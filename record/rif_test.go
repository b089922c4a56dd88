package record

import (
	"strings"
	"testing"
)

func TestReadRIF(t *testing.T) {
	games, err := ReadRIF(readTestdata(t, "good.rif"))
	checkRead(t, games, err)
	if err != nil {
		t.Fatal(err)
	}
	if len(games) != 3 {
		t.Fatalf("%d games", len(games))
	}
	g := games[0]
	if got := mainLine(g); got != "h8 i9 i8 g8 j7" {
		t.Errorf("moves %s", got)
	}
	if g.Black != "Anna Berg" || g.White != "Björn Dahl" || g.Event != "Spring Open" || g.Date != "2008-03-01" ||
		g.Opening != "Kagetsu" || g.Result != "B+" || g.Where != "game 1" {
		t.Errorf("game 1: %s", describe(games[:1]))
	}
	if g.Root.Comment != "Black's five & a win." || g.Root.Get("RU") != "RIF" || g.Root.Get("RO") != "1" {
		t.Errorf("game 1's root: %s", WriteSGF(g.Root))
	}
	g = games[1]
	if mainLine(g) != "h8 h9" || g.Result != "draw" || g.Opening != "" || g.Black != "Björn Dahl" || g.White != "Cleo Ek" {
		t.Errorf("game 2: %s", describe(games[1:2]))
	}
	// No start date: the tournament's year and month; moves over lines.
	g = games[2]
	if mainLine(g) != "h8 i7 j6" || g.Result != "W+" || g.Date != "2009-11" || g.Root.Get("RO") != "" || g.Where != "game 3" {
		t.Errorf("game 3: %s", describe(games[2:]))
	}
}

func TestReadRIFErrors(t *testing.T) {
	wantErrors(t, ReadRIF, map[string]string{
		"bad-move.rif":       `line 23, column 19: move 3: point "z8"`,
		"twice.rif":          "line 27, column 19: move 3: h8 was already played at move 1",
		"unknown-player.rif": "line 26, column 5: game 2: black 9 is not among the database's players",
		"bad-result.rif":     `line 26, column 5: game 2: bresult="2": Black's score is 1 (won), 0 (lost) or 0.5 (a draw)`,
		"duplicate-id.rif":   "line 9, column 5: player id 1 is given twice (first on line 7)",
		"truncated.rif":      "line 22, column 55: not well-formed XML: unexpected EOF",
		"wrong-root.rif":     "line 2, column 1: not a RenjuNet database: the document is <games>, not <database>",
		"no-games.rif":       "line 1, column 1: no game in the database",
		"encoding.rif":       "the file is in windows-1251: only UTF-8 databases are read",
		"unclosed.rif":       "line 4, column 36: not well-formed XML: element <move> closed by </game>",
	})
	for _, s := range []string{
		"", "   ", "h8 h9", "<database>", "<database/>x", "<database/><database/>",
		`<database><games><game bresult="0x1p0"><move>h8</move></game></games></database>`,
		`<database><games><game><move>h8</move><move>h9</move></game></games></database>`,
		`<database><games><game><move>h8<b/></move></game></games></database>`,
		`<database><players><player name="x"/></players></database>`,
		`<database><games><game black="x"/></games></database>`,
		`<database><games><game><move>` + strings.Repeat("a1 ", 300) + `</move></game></games></database>`,
	} {
		if games, err := ReadRIF([]byte(s)); err == nil || games != nil {
			t.Errorf("ReadRIF(%q) = %v, %v; want an error", s, games, err)
		}
	}
}

// A game without moves is kept (its players and result are the file's);
// ids 0 and absent name nobody.
func TestReadRIFEmptyGame(t *testing.T) {
	games, err := ReadRIF([]byte(`<?xml version="1.0" encoding="utf-8"?><database><games><game id="1" black="0"><move></move></game><game/></games></database>`))
	checkRead(t, games, err)
	if err != nil || len(games) != 2 || len(games[0].Moves()) != 0 || games[0].Black != "" {
		t.Errorf("%v %s", err, describe(games))
	}
}

// FuzzRIF: ReadRIF never panics and returns an *Error and no game, or
// games that replay legally.
func FuzzRIF(f *testing.F) {
	for _, name := range []string{"good.rif", "bad-move.rif", "unknown-player.rif", "unclosed.rif"} {
		f.Add(readTestdata(f, name))
	}
	f.Add([]byte(`<database><games><game><move>h8 h9</move></game></games></database>`))
	f.Fuzz(func(t *testing.T, data []byte) {
		games, err := ReadRIF(data)
		checkRead(t, games, err)
	})
}
