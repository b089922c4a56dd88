package freeboard

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"renju/game/vocab/input"
	"renju/msg"
)

func TestShortcuts(t *testing.T) {
	tests := []struct {
		p    input.Press
		want Action
	}{
		{input.Press{Key: input.KeyZ, Ctrl: true}, Undo},
		{input.Press{Key: input.KeyZ}, Undo},
		{input.Press{Key: input.KeyY, Ctrl: true}, Redo},
		{input.Press{Key: input.KeyZ, Ctrl: true, Shift: true}, Redo},
		{input.Press{Key: input.KeyY}, Redo},
		{input.Press{Key: input.KeyF}, ToggleOverlay},
		{input.Press{Key: input.KeyC}, ToggleCoords},
		{input.Press{Key: input.KeyC, Ctrl: true}, NoAction}, // the browser's copy
		{input.Press{Key: input.KeyN}, ToggleNumbers},
		{input.Press{Key: input.KeyW}, WhyHere},
		{input.Press{Key: input.Key1}, SetPlay},
		{input.Press{Key: input.Key2}, SetBlack},
		{input.Press{Key: input.Key3}, SetWhite},
		{input.Press{Key: input.Key4}, SetErase},
		{input.Press{Key: input.Key5}, SetInspect},
		{input.Press{Key: input.KeyDelete}, Clear},
		{input.Press{Key: input.KeyBackspace}, Clear},
		{input.Press{Key: input.KeyEscape}, Escape},
		{input.Press{Key: input.KeyNone}, NoAction},
	}
	for _, tc := range tests {
		assert.Equal(t, tc.want, KeyAction(tc.p), "%+v", tc.p)
	}
	assert.Equal(t, ToggleHelp, CharAction('?'))
	assert.Equal(t, NoAction, CharAction('/'))
}

// Every key named in the shortcut list does what the line says.
func TestHelpLinesMatchShortcuts(t *testing.T) {
	names := map[string]input.Press{
		"Ctrl+Z": {Key: input.KeyZ, Ctrl: true}, "Z": {Key: input.KeyZ},
		"Ctrl+Y": {Key: input.KeyY, Ctrl: true}, "Shift+Ctrl+Z": {Key: input.KeyZ, Ctrl: true, Shift: true}, "Y": {Key: input.KeyY},
		"W": {Key: input.KeyW}, "F": {Key: input.KeyF}, "C": {Key: input.KeyC}, "N": {Key: input.KeyN},
		"Delete": {Key: input.KeyDelete}, "Backspace": {Key: input.KeyBackspace}, "Esc": {Key: input.KeyEscape},
		"1": {Key: input.Key1}, "2": {Key: input.Key2}, "3": {Key: input.Key3}, "4": {Key: input.Key4}, "5": {Key: input.Key5},
	}
	want := map[msg.ID][]Action{
		KeyUndo: {Undo}, KeyRedo: {Redo}, KeyWhy: {WhyHere},
		KeyOverlay: {ToggleOverlay}, KeyCoords: {ToggleCoords},
		KeyNumbers: {ToggleNumbers}, KeyClear: {Clear},
		KeyHelp: {ToggleHelp}, KeyEsc: {Escape},
		KeyModes: {SetPlay, SetBlack, SetWhite, SetErase, SetInspect},
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
				assert.Equal(t, exp, CharAction('?'))
				continue
			}
			p, ok := names[k]
			if assert.True(t, ok, "unknown key name %q", k) {
				assert.Equal(t, exp, KeyAction(p), "%s", k)
			}
		}
		assert.NotEqual(t, string(l.Desc), msg.T(msg.English, l.Desc), "catalogue has %s", l.Desc)
	}
}
