package progress

import (
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestRecordAndRoundTrip(t *testing.T) {
	var p Progress
	assert.Equal(t, `{"v":1,"lessons":{}}`, p.Format())
	p.Visit("double-three", 2)
	p.Done("double-three", 1)
	p.Done("double-three", 2)
	assert.Zero(t, p.Answer("double-three", 6, false, 0), "wrong first: no star")
	assert.Zero(t, p.Answer("double-three", 6, true, 0), "right the second time: done, no star")
	assert.Equal(t, Thirds, p.Answer("double-three", 7, true, 0), "right the first time: a star")
	assert.Zero(t, p.Answer("double-three", 7, true, 0), "one star per page")
	p.Done("board-and-five", 1)

	assert.True(t, p.IsDone("double-three", 6))
	assert.Equal(t, Thirds, p.Star("double-three", 7))
	assert.Zero(t, p.Star("double-three", 6))
	assert.True(t, p.Tried("double-three", 6))
	assert.False(t, p.IsDone("double-three", 3))
	done, stars := p.Counts("double-three", 7)
	assert.Equal(t, 4, done)
	assert.Equal(t, Thirds, stars)
	done, stars = p.Counts("double-three", 6)
	assert.Equal(t, 3, done, "pages beyond the lesson's end are not counted")
	assert.Equal(t, 0, stars)

	s := p.Format()
	assert.Equal(t, `{"v":1,"last":{"lesson":"double-three","page":2},"lessons":{"board-and-five":{"done":[1]},"double-three":{"done":[1,2,6,7],"tried":[6,7],"stars":[7]}}}`, s)
	back, err := Parse(s)
	require.NoError(t, err)
	assert.Equal(t, s, back.Format())
	assert.Equal(t, "double-three", back.LastLesson)
	assert.Equal(t, 2, back.LastPage)

	// Bad IDs and pages are ignored, never saved.
	p.Done("Bad ID", 1)
	p.Done("x", 0)
	p.Visit("x", MaxPage+1)
	assert.Equal(t, s, p.Format())
	p.Reset()
	assert.Equal(t, `{"v":1,"lessons":{}}`, p.Format())
}

// Each hint tier used before the first answer costs a third of the star;
// the thirds are saved and read back.
func TestHintsCutTheStar(t *testing.T) {
	var p Progress
	assert.Equal(t, 2, p.Answer("three", 2, true, 1))
	assert.Equal(t, 1, p.Answer("three", 3, true, 2))
	assert.Zero(t, p.Answer("three", 4, true, 3), "the walk used: no star")
	assert.True(t, p.IsDone("three", 4), "but the page is done")
	assert.Equal(t, 2, p.Star("three", 2))
	assert.Equal(t, 1, p.Star("three", 3))
	assert.Zero(t, p.Star("three", 4))
	_, stars := p.Counts("three", 5)
	assert.Equal(t, 3, stars)
	s := p.Format()
	assert.Equal(t, `{"v":1,"lessons":{"three":{"done":[2,3,4],"tried":[2,3,4],"stars":[2,3],"part":{"2":2,"3":1}}}}`, s)
	back, err := Parse(s)
	require.NoError(t, err)
	assert.Equal(t, s, back.Format())
	assert.Equal(t, 1, back.Star("three", 3))
	for _, bad := range []string{
		`{"v":1,"lessons":{"a":{"done":[2],"tried":[2],"stars":[2],"part":{"2":3}}}}`,
		`{"v":1,"lessons":{"a":{"done":[2],"tried":[2],"stars":[2],"part":{"2":0}}}}`,
		`{"v":1,"lessons":{"a":{"done":[2],"tried":[2],"stars":[2],"part":{"3":1}}}}`,
		`{"v":1,"lessons":{"a":{"done":[2],"tried":[2],"stars":[2],"part":{"02":1}}}}`,
		`{"v":1,"lessons":{"a":{"done":[2],"tried":[2],"stars":[2],"part":{"x":1}}}}`,
	} {
		_, err := Parse(bad)
		assert.Error(t, err, bad)
	}
}

func TestParse(t *testing.T) {
	good := []string{
		``,
		`{"v":1,"lessons":{}}`,
		` {"lessons":{"a":{"done":[3,1]}},"v":1} `,
		`{"v":1,"lessons":{"a":{"done":[],"tried":[2]}}}`,
		`{"v":1,"last":{"lesson":"recursion","page":4},"lessons":{}}`,
	}
	for _, s := range good {
		_, err := Parse(s)
		assert.NoError(t, err, s)
	}
	bad := []string{
		`{`,
		`null`,
		`[]`,
		`"x"`,
		`{"v":2,"lessons":{}}`,
		`{"lessons":{}}`,
		`{"v":1,"lessons":{"A":{"done":[1]}}}`,
		`{"v":1,"lessons":{"a":{"done":[0]}}}`,
		`{"v":1,"lessons":{"a":{"done":[1000]}}}`,
		`{"v":1,"lessons":{"a":{"done":[1,1]}}}`,
		`{"v":1,"lessons":{"a":{"done":["1"]}}}`,
		`{"v":1,"lessons":{"a":{"done":[1.5]}}}`,
		`{"v":1,"lessons":{"a":{"done":[1],"stars":[1]}}}`,
		`{"v":1,"lessons":{"a":{"done":[1]}},"extra":true}`,
		`{"v":1,"lessons":{}} {}`,
		`{"v":1,"last":{"lesson":"","page":1},"lessons":{}}`,
		`{"v":1,"last":{"lesson":"a","page":0},"lessons":{}}`,
		`{"v":1,"lessons":{"` + strings.Repeat("a", 65) + `":{"done":[1]}}}`,
		strings.Repeat(" ", maxBytes+1),
	}
	for _, s := range bad {
		p, err := Parse(s)
		assert.Error(t, err, s)
		assert.Equal(t, `{"v":1,"lessons":{}}`, p.Format(), "an error gives empty progress: %s", s)
	}
}

// FuzzParseProgress: Parse never panics, and what it accepts formats to
// text it accepts again, unchanged.
func FuzzParseProgress(f *testing.F) {
	f.Add(``)
	f.Add(`{"v":1,"lessons":{}}`)
	f.Add(`{"v":1,"last":{"lesson":"double-three","page":2},"lessons":{"board-and-five":{"done":[1]},"double-three":{"done":[1,2,6,7],"tried":[6,7],"stars":[7]}}}`)
	f.Add(`{"v":1,"lessons":{"a":{"done":[1,1]}}}`)
	f.Add(`{"v":1,"lessons":{"a":{"done":[1e3]}}}`)
	f.Fuzz(func(t *testing.T, s string) {
		p, err := Parse(s)
		if err != nil {
			return
		}
		out := p.Format()
		q, err := Parse(out)
		if err != nil {
			t.Fatalf("Format wrote %q, which Parse refuses: %v", out, err)
		}
		if q.Format() != out {
			t.Fatalf("round trip changed %q to %q", out, q.Format())
		}
	})
}

// TestValidIDMatchesPattern: ValidID is the pattern it documents.
func TestValidIDMatchesPattern(t *testing.T) {
	pattern := regexp.MustCompile(`^[a-z0-9][a-z0-9-]{0,63}$`)
	ids := []string{"", "-", "a", "A", "a-", "-a", "0", "lesson-01", "x y", "é", "a_b", "a\n",
		strings.Repeat("a", 64), strings.Repeat("a", 65), "a" + strings.Repeat("-", 63), "a" + strings.Repeat("-", 64)}
	for c := 0; c < 256; c++ {
		ids = append(ids, string(rune(c)), "a"+string([]byte{byte(c)}))
	}
	for _, id := range ids {
		if got, want := ValidID(id), pattern.MatchString(id); got != want {
			t.Errorf("ValidID(%q) = %v, the pattern says %v", id, got, want)
		}
	}
}

// A fault names the part at fault and its place.
func TestParseNamesThePlace(t *testing.T) {
	for _, tc := range []struct{ data, want string }{
		{"{\"v\":1,\n\"lessons\":{\"a\":{\"done\":[1,0]}}}", "saved progress, line 2 column 27: lessons.a.done[1] 0 is out of range 1..999"},
		{`{"v":1,"lessons":{"a":{"done":[2,2]}}}`, "saved progress, line 1 column 34: lessons.a.done[1] page 2 is listed twice"},
		{`{"v":1,"lessons":{"A":{"done":[1]}}}`, `saved progress, line 1 column 19: lessons.A is not a lesson ID (lower-case letters, digits and dashes)`},
		{`{"v":1,"lessons":{"a":{"done":[1],"stars":[1]}}}`, "saved progress, line 1 column 35: lessons.a.stars has a star on page 1, which is not answered"},
		{`{"v":1,"lessons":{},"extra":true}`, "saved progress, line 1 column 21: extra is not a field here (want v, last, lessons)"},
		{`{"v":2,"lessons":{}}`, "saved progress, line 1 column 2: v is 2, want 1"},
		{`{"lessons":{}}`, "saved progress has no v (want 1)"},
	} {
		_, err := Parse(tc.data)
		assert.EqualError(t, err, tc.want, tc.data)
	}
}

// A practice worked to its end is kept, read back and joined.
func TestPractisedRoundTripAndMerge(t *testing.T) {
	var p Progress
	p.Practise("fours")
	p.Practise("Not An ID")
	if !p.Practised("fours") || p.Practised("three") || p.Practised("Not An ID") {
		t.Fatalf("practised: fours %v three %v", p.Practised("fours"), p.Practised("three"))
	}
	back, err := Parse(p.Format())
	if err != nil || !back.Practised("fours") {
		t.Fatalf("round trip of %s: %v, practised %v", p.Format(), err, back.Practised("fours"))
	}
	var other Progress
	other.Done("three", 1)
	for _, m := range []Progress{Merge(p, other), Merge(other, p)} {
		if !m.Practised("fours") || m.Practised("three") || !m.IsDone("three", 1) {
			t.Errorf("merge lost the practice: %s", m.Format())
		}
	}
	if _, err := Parse(`{"v":1,"lessons":{"fours":{"done":[],"practised":"yes"}}}`); err == nil {
		t.Errorf("a practised that is no boolean reads")
	}
}

// A practice skipped is kept, read back and joined; practised, it is no
// longer skipped, in either order and in either tab.
func TestSkippedPracticeRoundTripAndMerge(t *testing.T) {
	var p Progress
	p.SkipPractice("fours")
	p.SkipPractice("Not An ID")
	if !p.SkippedPractice("fours") || p.SkippedPractice("three") || p.Practised("fours") {
		t.Fatalf("skipped: fours %v three %v", p.SkippedPractice("fours"), p.SkippedPractice("three"))
	}
	if got := p.Format(); got != `{"v":1,"lessons":{"fours":{"done":[],"skipped":true}}}` {
		t.Errorf("format %s", got)
	}
	back, err := Parse(p.Format())
	if err != nil || !back.SkippedPractice("fours") {
		t.Fatalf("round trip of %s: %v, skipped %v", p.Format(), err, back.SkippedPractice("fours"))
	}
	var other Progress
	other.Practise("fours")
	for _, m := range []Progress{Merge(p, other), Merge(other, p)} {
		if m.SkippedPractice("fours") || !m.Practised("fours") {
			t.Errorf("a practice skipped in one tab and worked in the other: %s", m.Format())
		}
	}
	p.Practise("fours")
	if p.SkippedPractice("fours") {
		t.Errorf("practised after a skip, it still reads skipped")
	}
	if _, err := Parse(`{"v":1,"lessons":{"fours":{"done":[],"skipped":1}}}`); err == nil {
		t.Errorf("a skipped that is no boolean reads")
	}
}
