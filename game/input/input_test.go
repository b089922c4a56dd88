package input

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"renju/game/freeboard"
	"renju/game/msg"
)

func TestTaps(t *testing.T) {
	type ev struct {
		kind      string // "down", "move", "up", "tick"
		id        int
		x, y      float64
		secondary bool
		n         int // ticks
	}
	tests := []struct {
		name   string
		events []ev
		want   []Tap
	}{
		{"click", []ev{{kind: "down", x: 10, y: 10}, {kind: "up", x: 10, y: 10}}, []Tap{{X: 10, Y: 10}}},
		{"small wobble is still a tap, at the press point", []ev{{kind: "down", x: 10, y: 10}, {kind: "move", x: 14, y: 12}, {kind: "up", x: 13, y: 11}}, []Tap{{X: 10, Y: 10}}},
		{"drag is not a tap", []ev{{kind: "down", x: 10, y: 10}, {kind: "move", x: 40, y: 10}, {kind: "up", x: 40, y: 10}}, nil},
		{"drag away and back is not a tap", []ev{{kind: "down", x: 10, y: 10}, {kind: "move", x: 40, y: 10}, {kind: "up", x: 10, y: 10}}, nil},
		{"release far without moves", []ev{{kind: "down", x: 10, y: 10}, {kind: "up", x: 50, y: 50}}, nil},
		{"right click", []ev{{kind: "down", x: 5, y: 6, secondary: true}, {kind: "up", x: 5, y: 6}}, []Tap{{X: 5, Y: 6, Secondary: true}}},
		{"long press", []ev{{kind: "down", x: 5, y: 6}, {kind: "tick", n: LongPress}, {kind: "up", x: 5, y: 6}}, []Tap{{X: 5, Y: 6, Secondary: true}}},
		{"short hold", []ev{{kind: "down", x: 5, y: 6}, {kind: "tick", n: LongPress - 1}, {kind: "up", x: 5, y: 6}}, []Tap{{X: 5, Y: 6}}},
		{"two fingers tap separately", []ev{
			{kind: "down", id: 1, x: 10, y: 10}, {kind: "down", id: 2, x: 100, y: 100},
			{kind: "up", id: 2, x: 100, y: 100}, {kind: "up", id: 1, x: 10, y: 10},
		}, []Tap{{X: 100, Y: 100}, {X: 10, Y: 10}}},
		{"up without down", []ev{{kind: "up", x: 1, y: 1}}, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := Recognizer{Slop: 8}
			var got []Tap
			for _, e := range tc.events {
				switch e.kind {
				case "down":
					r.Down(e.id, e.x, e.y, e.secondary)
				case "move":
					r.Move(e.id, e.x, e.y)
				case "up":
					if tap, ok := r.Up(e.id, e.x, e.y); ok {
						got = append(got, tap)
					}
				case "tick":
					for i := 0; i < e.n; i++ {
						r.Tick()
					}
				}
			}
			assert.Equal(t, tc.want, got)
		})
	}
}

func TestHeldAndCancel(t *testing.T) {
	r := Recognizer{Slop: 8}
	r.Down(3, 0, 0, false)
	r.Tick()
	r.Tick()
	n, ok := r.Held(3)
	assert.True(t, ok)
	assert.Equal(t, 2, n)
	r.Cancel(3)
	_, ok = r.Held(3)
	assert.False(t, ok)
	_, ok = r.Up(3, 0, 0)
	assert.False(t, ok)
}

func TestShortcuts(t *testing.T) {
	tests := []struct {
		p    Press
		want freeboard.Action
	}{
		{Press{Key: KeyZ, Ctrl: true}, freeboard.Undo},
		{Press{Key: KeyZ}, freeboard.Undo},
		{Press{Key: KeyY, Ctrl: true}, freeboard.Redo},
		{Press{Key: KeyZ, Ctrl: true, Shift: true}, freeboard.Redo},
		{Press{Key: KeyY}, freeboard.Redo},
		{Press{Key: KeyF}, freeboard.ToggleOverlay},
		{Press{Key: KeyC}, freeboard.ToggleCoords},
		{Press{Key: KeyC, Ctrl: true}, freeboard.NoAction}, // the browser's copy
		{Press{Key: KeyN}, freeboard.ToggleNumbers},
		{Press{Key: KeyW}, freeboard.WhyHere},
		{Press{Key: Key1}, freeboard.SetPlay},
		{Press{Key: Key2}, freeboard.SetBlack},
		{Press{Key: Key3}, freeboard.SetWhite},
		{Press{Key: Key4}, freeboard.SetErase},
		{Press{Key: Key5}, freeboard.SetInspect},
		{Press{Key: KeyDelete}, freeboard.Clear},
		{Press{Key: KeyBackspace}, freeboard.Clear},
		{Press{Key: KeyEscape}, freeboard.Escape},
		{Press{Key: KeyNone}, freeboard.NoAction},
	}
	for _, tc := range tests {
		assert.Equal(t, tc.want, Shortcut(tc.p), "%+v", tc.p)
	}
	assert.Equal(t, freeboard.ToggleHelp, CharShortcut('?'))
	assert.Equal(t, freeboard.NoAction, CharShortcut('/'))
}

// Every key named in the shortcut list does what the line says.
func TestHelpLinesMatchShortcuts(t *testing.T) {
	names := map[string]Press{
		"Ctrl+Z": {Key: KeyZ, Ctrl: true}, "Z": {Key: KeyZ},
		"Ctrl+Y": {Key: KeyY, Ctrl: true}, "Shift+Ctrl+Z": {Key: KeyZ, Ctrl: true, Shift: true}, "Y": {Key: KeyY},
		"W": {Key: KeyW}, "F": {Key: KeyF}, "C": {Key: KeyC}, "N": {Key: KeyN},
		"Delete": {Key: KeyDelete}, "Backspace": {Key: KeyBackspace}, "Esc": {Key: KeyEscape},
		"1": {Key: Key1}, "2": {Key: Key2}, "3": {Key: Key3}, "4": {Key: Key4}, "5": {Key: Key5},
	}
	want := map[msg.ID][]freeboard.Action{
		msg.KeyUndo: {freeboard.Undo}, msg.KeyRedo: {freeboard.Redo}, msg.KeyWhy: {freeboard.WhyHere},
		msg.KeyOverlay: {freeboard.ToggleOverlay}, msg.KeyCoords: {freeboard.ToggleCoords},
		msg.KeyNumbers: {freeboard.ToggleNumbers}, msg.KeyClear: {freeboard.Clear},
		msg.KeyHelp: {freeboard.ToggleHelp}, msg.KeyEsc: {freeboard.Escape},
		msg.KeyModes: {freeboard.SetPlay, freeboard.SetBlack, freeboard.SetWhite, freeboard.SetErase, freeboard.SetInspect},
	}
	for _, l := range HelpLines {
		acts := want[l.Desc]
		keys := strings.Fields(l.Keys)
		if len(acts) > 1 {
			assert.Len(t, keys, len(acts), l.Keys)
		}
		for i, k := range keys {
			exp := acts[0]
			if len(acts) > 1 {
				exp = acts[i]
			}
			if k == "?" {
				assert.Equal(t, exp, CharShortcut('?'))
				continue
			}
			p, ok := names[k]
			if assert.True(t, ok, "unknown key name %q", k) {
				assert.Equal(t, exp, Shortcut(p), "%s", k)
			}
		}
		assert.NotEqual(t, string(l.Desc), msg.T(msg.English, l.Desc), "catalogue has %s", l.Desc)
	}
}
