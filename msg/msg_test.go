package msg

import (
	"regexp"
	"sort"
	"testing"

	"github.com/stretchr/testify/assert"
)

var verb = regexp.MustCompile(`%(\[\d+\])?[a-z]`)

func verbs(s string) []string {
	vs := verb.FindAllString(s, -1)
	sort.Strings(vs)
	return vs
}

// Every message exists in both languages, with the same arguments.
func TestCatalogueComplete(t *testing.T) {
	ids := IDs()
	assert.Greater(t, len(ids), 100)
	for _, id := range ids {
		p, _ := Get(id)
		assert.NotEmpty(t, p.EN, "%s has no English", id)
		assert.NotEmpty(t, p.ZH, "%s has no Chinese translation", id)
		// Verbs carry explicit indexes so translations can reorder them.
		for _, v := range verbs(p.EN) {
			assert.Regexp(t, `^%\[\d+\]`, v, "%s: %q", id, p.EN)
		}
		assert.Equal(t, verbs(p.EN), verbs(p.ZH), "%s: the translation takes other arguments: %q / %q", id, p.EN, p.ZH)
	}
}

func TestRegisterTwicePanics(t *testing.T) {
	assert.Panics(t, func() { Register(Table{{AppTitle, "x", "y"}}) })
}

func TestTAndF(t *testing.T) {
	assert.Equal(t, "Renju Tutor", T(English, AppTitle))
	assert.Equal(t, "连珠禁手教室", T(Chinese, AppTitle))
	assert.Equal(t, "Renju Tutor", T("xx", AppTitle), "unknown language falls back to English")
	assert.Equal(t, "no.such.id", T(English, "no.such.id"))
	assert.Equal(t, "H8 is already taken.", F(English, NoticeOccupied, "H8"))
	assert.Equal(t, "白棋在H8连成五子，获胜。", F(Chinese, NoticeFive, ColourWhite, "H8"), "ID arguments are translated")
	assert.Contains(t, All(), "Renju Tutor")
	assert.Contains(t, All(), "连珠禁手教室")
	assert.Equal(t, "中文", T(English, LangButton))
	assert.Equal(t, "English", T(Chinese, LangButton))
}

func TestParseLang(t *testing.T) {
	for in, want := range map[string]Lang{"zh": Chinese, "zh-CN": Chinese, "ZH-hans-cn": Chinese, "zh_TW": Chinese, "en": English, "en-US": English} {
		l, ok := ParseLang(in)
		assert.True(t, ok, in)
		assert.Equal(t, want, l, in)
	}
	for _, in := range []string{"", "fr", "zhx", "e"} {
		_, ok := ParseLang(in)
		assert.False(t, ok, in)
	}
	assert.Equal(t, Chinese, English.Other())
	assert.Equal(t, English, Chinese.Other())
}

// Stars are counted in thirds and written with a fraction.
func TestStars(t *testing.T) {
	for thirds, want := range map[int]string{0: "0", 1: "¹⁄₃", 2: "²⁄₃", 3: "1", 4: "1¹⁄₃", 14: "4²⁄₃"} {
		if got := Stars(English, thirds); got != want {
			t.Errorf("Stars(%d) = %q, want %q", thirds, got, want)
		}
	}
}
