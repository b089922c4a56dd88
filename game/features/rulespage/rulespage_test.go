package rulespage

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"renju/game/vocab/input"
	"renju/msg"
	"renju/rulesheet"
)

// The view holds every rule of the sheet, in order, in each language,
// each with its picture.
func TestViewHoldsTheSheet(t *testing.T) {
	for _, lang := range []msg.Lang{msg.English, msg.Chinese} {
		v := New().View(lang)
		assert.Len(t, v.Sections, len(rulesheet.All()))
		for i, s := range v.Sections {
			r := rulesheet.All()[i]
			assert.Equal(t, r.ID, s.ID)
			assert.Equal(t, msg.T(lang, r.Text), s.Text)
			assert.NotEmpty(t, s.Picture.Notes, s.ID)
		}
		assert.Contains(t, v.Speech(), v.Intro)
	}
}

// Print and P ask for the sheet once; Back and Esc go back.
func TestPrintAndBack(t *testing.T) {
	m := New()
	assert.False(t, m.TakePrint())
	assert.False(t, m.Press(BtnPrint))
	assert.True(t, m.TakePrint())
	assert.False(t, m.TakePrint(), "asked once")
	assert.False(t, m.Key(input.Press{Key: input.KeyP}))
	assert.True(t, m.TakePrint())
	assert.False(t, m.Key(input.Press{Key: input.KeyP, Ctrl: true}))
	assert.False(t, m.TakePrint(), "Ctrl+P is the browser's")
	assert.True(t, m.Press(BtnBack))
	assert.True(t, m.Key(input.Press{Key: input.KeyEscape}))
}
