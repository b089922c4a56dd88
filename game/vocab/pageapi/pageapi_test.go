package pageapi

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/rules"
)

func TestStateJSON(t *testing.T) {
	b, err := rules.ParsePosition("B:g8,h8,i9,i10 W:a1,a2,a3")
	require.NoError(t, err)
	s := NewState("free", &b, rules.ForbiddenMap(&b), "en", true)
	assert.Equal(t,
		`{"screen":"free","position":"B:g8,h8,i9,i10 W:a1,a2,a3","toMove":"white","forbidden":[{"point":"i8","kind":"double-three"}],"lang":"en","overlay":true,"lesson":"","page":0,"step":0,"walk":"","marks":[],"saveError":""}`,
		s.JSON())

	// The screens' objects follow, by key; nil is null.
	var empty rules.Board
	s = NewState("free", &empty, nil, "en", false)
	s.SetDetail("storm", nil)
	s.SetDetail("drill", struct {
		Type string `json:"type"`
	}{"trap"})
	assert.Equal(t, `{"screen":"free","position":"","toMove":"black","forbidden":[],"lang":"en","overlay":false,"lesson":"","page":0,"step":0,"walk":"","marks":[],"saveError":"","drill":{"type":"trap"},"storm":null}`, s.JSON())
}

// A State read back from JSON decodes a screen's object by its key.
func TestStateDetailRoundTrip(t *testing.T) {
	var empty rules.Board
	s := NewState("drills", &empty, nil, "en", false)
	type drill struct {
		Type  string `json:"type"`
		Level int    `json:"level"`
	}
	s.SetDetail("drill", drill{"trap", 2})
	s.SetDetail("storm", nil)
	var back State
	require.NoError(t, json.Unmarshal([]byte(s.JSON()), &back))
	assert.Equal(t, "drills", back.Screen)
	assert.Equal(t, &drill{"trap", 2}, DetailOf[drill](&back, "drill"))
	assert.Nil(t, DetailOf[drill](&back, "storm"), "null")
	assert.Nil(t, DetailOf[drill](&back, "viewer"), "absent")
	assert.Equal(t, s.JSON(), back.JSON(), "written again as it was read")
}

func TestStateForbiddenSortedByPoint(t *testing.T) {
	// Two double-threes: the list follows the rules' point order.
	b, err := rules.ParsePosition("B:f8,g8,h9,h10,l8,m8,n9,n10 W:a1,a2,a3,a4,a5,a6,a7,a8")
	require.NoError(t, err)
	s := NewState("free", &b, rules.ForbiddenMap(&b), "en", true)
	var back State
	require.NoError(t, json.Unmarshal([]byte(s.JSON()), &back))
	require.GreaterOrEqual(t, len(back.Forbidden), 2)
	for i := 1; i < len(back.Forbidden); i++ {
		p0 := rules.MustPoint(back.Forbidden[i-1].Point)
		p1 := rules.MustPoint(back.Forbidden[i].Point)
		assert.True(t, p0.Col < p1.Col || p0.Col == p1.Col && p0.Row < p1.Row, "%v before %v", p0, p1)
	}
}

func TestHash(t *testing.T) {
	tests := []struct {
		hash string
		pos  string
		ok   bool
	}{
		{"#pos=B%3Ah8%2Ci9%20W%3Ah9", "B:h8,i9 W:h9", true},
		{"#pos=h8%20h9%20i8", "h8 h9 i8", true},
		{"#pos=h8h9i8", "h8h9i8", true},
		{"#pos=B:h8+W:h9", "B:h8 W:h9", true},
		{"#lang=zh&pos=h8", "h8", true},
		{"#pos=", "", true},
		{"#pos=%zz", "%zz", true},
		{"", "", false},
		{"#other=1", "", false},
	}
	for _, tc := range tests {
		pos, ok := ParseHash(tc.hash)
		assert.Equal(t, tc.ok, ok, tc.hash)
		assert.Equal(t, tc.pos, pos, tc.hash)
	}
	assert.Equal(t, "#pos=B%3Ah8%2Ci9%20W%3Ah9", FormatHash("B:h8,i9 W:h9"))
	assert.Equal(t, "", FormatHash(""))
	for _, pos := range []string{"B:h8,i9 W:h9", "h8 h9", "B:a1,o15 W:h8"} {
		back, ok := ParseHash(FormatHash(pos))
		assert.True(t, ok)
		assert.Equal(t, pos, back)
	}
	assert.Equal(t, "-_.!~*'()%2F%3F%26%3D%2B%23%E4%B8%89", EncodeURIComponent("-_.!~*'()/?&=+#三"))
}

func TestParams(t *testing.T) {
	assert.Nil(t, ParseParams(""))
	assert.Nil(t, ParseParams("#"))
	assert.Equal(t, []Param{{Key: "lessons"}}, ParseParams("#lessons"))
	assert.Equal(t, []Param{{Key: "lesson", Value: "double-three/2", HasValue: true}}, ParseParams("#lesson=double-three%2F2"))
	assert.Equal(t, []Param{{Key: "lang", Value: "zh", HasValue: true}, {Key: "pos", Value: "B:h8 W:h9", HasValue: true}}, ParseParams("#lang=zh&pos=B:h8+W:h9"))
	assert.Equal(t, []Param{{Key: "pos", Value: "%zz", HasValue: true}}, ParseParams("#pos=%zz"))
	assert.Equal(t, "#lessons", FormatParam("lessons", "", true))
	assert.Equal(t, "#pos=", FormatParam("pos", "", false))
	assert.Equal(t, "#pos=B%3Ah8", FormatParam("pos", "B:h8", false))
}

func TestLessonArg(t *testing.T) {
	for _, tc := range []struct {
		arg  string
		id   string
		page int
		ok   bool
	}{
		{"double-three/2", "double-three", 2, true},
		{"double-three", "double-three", 1, true},
		{" recursion/10 ", "recursion", 10, true},
		{"/2", "", 0, false},
		{"", "", 0, false},
		{"x/0", "", 0, false},
		{"x/-1", "", 0, false},
		{"x/two", "", 0, false},
	} {
		id, page, err := ParseLessonArg(tc.arg)
		assert.Equal(t, tc.ok, err == nil, "%q: %v", tc.arg, err)
		assert.Equal(t, tc.id, id, tc.arg)
		assert.Equal(t, tc.page, page, tc.arg)
	}
	assert.Equal(t, "#lesson=double-three/2", FormatLessonHash("double-three", 2))
	id, page, err := ParseLessonArg(ParseParams(FormatLessonHash("recursion", 3))[0].Value)
	assert.NoError(t, err)
	assert.Equal(t, "recursion", id)
	assert.Equal(t, 3, page)
}
