package match

import (
	"testing"
	"unicode/utf8"

	"renju/msg"
)

// FuzzOpenLink: any #play= argument opens a game or is refused with a
// short message; never a panic. An accepted link is written back the
// same way it was read (a reload keeps the game).
func FuzzOpenLink(f *testing.F) {
	for _, s := range []string{
		"1.free.learning.1.first.h.h8-h9",
		"1.rif.white-calls.3.second.hr.h8-h9-h10-S-h6-Og7-Oj9-Cj9",
		"1.taraguchi10.tournament.people.first.-.h8-K-h9-K-i10-K-h11-M",
		"1.yamaguchi.learning.people.first.h.h8-h9-h10-D3-K",
		"1.free.tournament.people.first.r.h8-a1-i8-a3-j9-a5-j10-a7-j8",
		"from.B:g8,j8,h9,h10 W:a1,o15,a15,o1", "from.B:h8 W:h9,i9", "from.",
		"", "1", "1.free",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, link string) {
		m := New(1)
		err := m.Open(link)
		if err != nil {
			if msg := err.Error(); len(msg) > 400 || !utf8.ValidString(msg) {
				t.Fatalf("the message is too long or not UTF-8: %q", msg)
			}
			return
		}
		again := New(1)
		if err := again.Open(m.Link()); err != nil {
			t.Fatalf("the link written back is refused: %v", err)
		}
		if again.Link() != m.Link() {
			t.Fatalf("the link changed: %q → %q", m.Link(), again.Link())
		}
	})
}

// FuzzImport: any pasted text imports a game or is refused; never a panic,
// and a refused import leaves the game shown as it was.
func FuzzImport(f *testing.F) {
	for _, s := range []string{"(;GM[4];B[hh];W[hi])", "h8 h9 j10", "(;GM[4]AB[aa];B[hh])", "(;", "h8 h8"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		m := New(1)
		if err := m.Open("1.free.learning.people.first.h.h8-h9"); err != nil {
			t.Fatal(err)
		}
		before := m.Link()
		if err := m.Import(text); err != nil && m.Link() != before {
			t.Fatalf("a refused import changed the game: %q → %q", before, m.Link())
		}
	})
}

// FuzzLoadSaved: any renju.play value opens the menu: a list that does
// not read gives none, a game that does not replay is returned (to be
// kept aside) and not offered; never a panic. What the model then saves
// reads, and holds every game it offered.
func FuzzLoadSaved(f *testing.F) {
	for _, s := range []string{
		"1.free.learning.1.first.h.h8-h9",
		`{"v":1,"games":[{"id":"a","at":2,"link":"1.free.learning.people.first.h.h8-h8"},{"id":"b","at":1,"link":"1.free.learning.2.first.h.h8"}]}`,
		`{"v":1,"games":[{"id":"x","at":5,"done":true},{"id":"y","at":9,"link":"1.rif.learning.people.first.h.h8-h9-h10"}]}`,
		`{"v":1,"games":[]}`, "{", "",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, v string) {
		m := New(1)
		broken := m.LoadSaved(v)
		offered := m.SavedGames()
		for _, b := range broken {
			for _, e := range offered {
				if e.ID == b.Game.ID {
					t.Fatalf("a game that does not replay is offered: %q", e.Link)
				}
			}
		}
		for _, e := range offered {
			if _, err := CheckSaved(e.Link); err != nil {
				t.Fatalf("an offered game does not replay: %v", err)
			}
		}
		m.Press(BtnResume)
		m.View(msg.English)
		out, ok := m.TakeSave()
		if !ok {
			return
		}
		sh, err := ParseSaved(out)
		if err != nil {
			t.Fatalf("the list saved does not read: %v", err)
		}
		for _, e := range offered {
			if _, ok := sh.find(e.ID); !ok {
				t.Fatalf("game %s lost", e.ID)
			}
		}
	})
}
