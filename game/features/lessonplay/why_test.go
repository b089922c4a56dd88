package lessonplay

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/msg"
	"renju/rules"
)

// Each wrong choice gets the judge's reason, about the option chosen.
func TestWhyWrong(t *testing.T) {
	trace := func(pos, pt string) *rules.Trace {
		b, err := rules.ParseStones(pos)
		require.NoError(t, err)
		tr, err := rules.Explain(&b, rules.MustPoint(pt), rules.Black)
		require.NoError(t, err)
		return tr
	}
	doubleFour := trace("B:d8,f8,h8,j8", "g8")
	doubleThree := trace("B:g8,j8,h9,h10", "h8")
	legal := trace("B:g8,j8", "h8")
	five := trace("B:d8,e8,f8,g8,h9,h10,h11,i9,j10,k11", "h8")
	overline := trace("B:c8,d8,e8,f8,g8,h9,h10,h11", "h8")
	en := msg.English
	for _, tc := range []struct {
		tr     *rules.Trace
		chosen string
		want   string
	}{
		{doubleFour, "double-three", "A makes fewer than two live threes: it is not a double-three."},
		{doubleFour, "legal", "A makes 2 fours at once."},
		{doubleThree, "double-four", "A makes fewer than two fours: it is not a double-four."},
		{doubleThree, "overline", "A makes no six in a row: it is not an overline."},
		{legal, "double-three", "A makes fewer than two live threes: it is not a double-three."},
		{five, "double-four", "A makes a five, and a five wins even when the same move makes a foul."},
		{overline, "five", "A makes no five."},
		{overline, "legal", "A makes six or more in a row: an overline."},
	} {
		assert.Equal(t, tc.want, kindWhy(en, "A", tc.tr, tc.chosen), "%s chosen for %s", tc.chosen, tc.tr.Kind)
	}
	for pos, want := range map[string]string{
		"B:d8,e8,f8":              "A makes only one four: not a double-four.",
		"B:f8,g8":                 "A makes only one live three: not a double-three.",
		"B:e8,f8,g8,h9,h10":       "A makes one four and one live three: a four-three, which is legal.",
		"B:a8,b8 W:h2":            "A makes no four and no live three.",
		"B:f8,g8,h9,h10 W:h11":    "A makes only one live three: not a double-three. Its other three is not live: it cannot become a real straight four.",
		"B:f8,g8,h9,h10 W:h11,e8": "A makes no live three: none of its threes can become a real straight four.",
	} {
		assert.Equal(t, want, verdictWhy(en, "A", trace(pos, "h8")), pos)
	}
	assert.Contains(t, verdictWhy(msg.Chinese, "A", doubleThree), "同时形成2个活三")
	assert.Equal(t, "A只形成一个活三，不是三三禁手。另一个三不是活三，不能真正变成活四。", verdictWhy(msg.Chinese, "A", trace("B:f8,g8,h9,h10 W:h11", "h8")))
}
