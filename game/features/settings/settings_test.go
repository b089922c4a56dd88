package settings

import (
	"renju/boardview"
	"renju/rules"
	"strings"
	"testing"

	"renju/game/services/feel"
	"renju/game/vocab/input"
	"renju/game/vocab/screenview"
	"renju/msg"
)

func button(p screenview.Panel, id string) screenview.Button {
	for _, r := range p.Rows {
		for _, b := range r {
			if b.ID == id {
				return b
			}
		}
	}
	return screenview.Button{}
}

// The toggles change the app's feel and say their state in their labels
// (the mirror reads them); Try it is a right answer played out.
func TestTogglesAndTry(t *testing.T) {
	var heard []feel.Cue
	f := feel.New(func(c feel.Cue) { heard = append(heard, c) })
	m := New(f)
	for _, lang := range []msg.Lang{msg.English, msg.Chinese} {
		p := m.Panel(lang)
		if b := button(p, BtnSound); b.Style == screenview.On || b.Label != msg.T(lang, SoundOff) {
			t.Fatalf("%s: sound starts off: %+v", lang, b)
		}
	}
	m.Press(BtnSound)
	m.Key(input.Press{Key: input.Key2})
	p := m.Panel(msg.English)
	if b := button(p, BtnSound); b.Style != screenview.On || !strings.Contains(b.Label, "on") {
		t.Fatalf("sound turned on: %+v", b)
	}
	if b := button(p, BtnMotion); b.Style == screenview.On || !f.ReducedMotion() {
		t.Fatalf("motion turned off: %+v, reduced %v", b, f.ReducedMotion())
	}
	if _, ok := f.TakeSave(); !ok {
		t.Fatal("the settings changed but ask for no save")
	}
	if p.Answer.Seq != 0 {
		t.Fatalf("an answer before Try it: %+v", p.Answer)
	}
	m.Key(input.Press{Key: input.KeyEnter})
	p = m.Panel(msg.English)
	if p.Answer.Seq != 1 || !p.Answer.Right || len(p.Board.Play) < 3 {
		t.Fatalf("Try it: answer %+v, %d beats", p.Answer, len(p.Board.Play))
	}
	// What it says is the judge's: two lines (live threes), a double-three.
	bs := p.Board.Play
	if len(bs) != 4 || bs[1].Notes[0].Kind != boardview.Band || bs[2].Notes[0].Kind != boardview.Band || bs[3].Notes[0].Foul != rules.DoubleThree {
		t.Fatalf("Try it's beats: %+v", bs)
	}
}
