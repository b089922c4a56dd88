package savedjson

import (
	"encoding/json"
	"errors"
	"math"
	"reflect"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

type tally struct {
	Right int `json:"right"`
	Total int `json:"total"`
}

type record struct {
	Version int               `json:"version"`
	Score   int               `json:"score"`
	Name    string            `json:"name"`
	On      bool              `json:"on"`
	Seed    uint64            `json:"seed"`
	Pages   []int             `json:"pages"`
	ByType  map[string]*tally `json:"byType"`
	Last    *tally            `json:"last,omitempty"`
}

var rules = Rules{What: "saved test record", MaxSize: 1 << 10}

func TestReadsWhatEncodingJSONWrites(t *testing.T) {
	want := record{Version: 1, Score: 30, Name: "李伟 \"x\"\n\u2028", On: true, Seed: 1<<64 - 1, Pages: []int{1, 2},
		ByType: map[string]*tally{"trap": {1, 2}}, Last: &tally{0, 3}}
	data, err := json.MarshalIndent(want, "", "\t")
	require.NoError(t, err)
	var got record
	require.NoError(t, rules.Decode(data, &got))
	assert.Equal(t, want, got)

	// null is nothing, for a list or a map (encoding/json writes a nil
	// one so); a field left out keeps its value.
	got = record{Score: 7, Pages: []int{}}
	require.NoError(t, rules.Decode([]byte(`{"pages":null,"byType":null,"name":"\ud83d\ude00\u00e9\/"}`), &got))
	assert.Equal(t, []int{}, got.Pages)
	assert.Nil(t, got.ByType)
	assert.Equal(t, 7, got.Score)
	assert.Equal(t, "😀é/", got.Name)

	// The integers' ends.
	for text, want := range map[string]int{`-9223372036854775808`: math.MinInt64, `9223372036854775807`: math.MaxInt64, `-0`: 0} {
		got = record{}
		require.NoError(t, rules.Decode([]byte(`{"score":`+text+`}`), &got), text)
		assert.Equal(t, want, got.Score, text)
	}
}

// An embedded struct with no json name is read as encoding/json writes
// it: its fields stand among the record's own, and a fault names them so.
func TestReadsEmbeddedFieldsInline(t *testing.T) {
	type part struct {
		Tallies map[string]tally `json:"tallies"`
	}
	type withPart struct {
		Version int `json:"version"`
		part
	}
	want := withPart{Version: 1, part: part{Tallies: map[string]tally{"trap": {1, 2}}}}
	data, err := json.Marshal(want)
	require.NoError(t, err)
	require.Equal(t, `{"version":1,"tallies":{"trap":{"right":1,"total":2}}}`, string(data))
	var got withPart
	require.NoError(t, rules.Decode(data, &got))
	assert.Equal(t, want, got)

	err = rules.Decode([]byte(`{"version":1,"part":{}}`), &got)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "want version, tallies")
	err = rules.Decode([]byte(`{"tallies":{"trap":{"right":"x"}}}`), &got)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "tallies.trap.right")
}

// Every fault names the part at fault and its line and column.
func TestMessages(t *testing.T) {
	for _, tc := range []struct {
		data string
		kind Kind
		want string
	}{
		{`{"score":1,` + "\n" + ` "coins":5}`, Unknown,
			`saved test record, line 2 column 2: coins is not a field here (want version, score, name, on, seed, pages, byType, last)`},
		{`{"score":1,"score":2}`, Twice, `saved test record, line 1 column 12: score appears twice`},
		{`{"byType":{"trap":{"right":1},"trap":{}}}`, Twice, `saved test record, line 1 column 31: byType.trap appears twice`},
		{`{"score":"3"}`, Type, `saved test record, line 1 column 2: score "3" should be a number`},
		{`{"score":null}`, Type, `saved test record, line 1 column 2: score null should be a number`},
		{`{"score":1.0}`, Type, `saved test record, line 1 column 2: score 1.0 should be a whole number`},
		{`{"score":1e3}`, Type, `saved test record, line 1 column 2: score 1e3 should be a whole number`},
		{`{"score":99999999999999999999}`, Range, `saved test record, line 1 column 2: score 99999999999999999999 is out of range -9223372036854775808..9223372036854775807`},
		{`{"score":9223372036854775808}`, Range, `saved test record, line 1 column 2: score 9223372036854775808 is out of range -9223372036854775808..9223372036854775807`},
		{`{"score":-9223372036854775809}`, Range, `saved test record, line 1 column 2: score -9223372036854775809 is out of range -9223372036854775808..9223372036854775807`},
		{`{"seed":18446744073709551616}`, Range, `saved test record, line 1 column 2: seed 18446744073709551616 is out of range 0..18446744073709551615`},
		{`{"seed":-1}`, Range, `saved test record, line 1 column 2: seed -1 is out of range 0..18446744073709551615`},
		{`{"name":5}`, Type, `saved test record, line 1 column 2: name 5 should be a string`},
		{`{"on":"yes"}`, Type, `saved test record, line 1 column 2: on "yes" should be true or false`},
		{`{"pages":[1,"2"]}`, Type, `saved test record, line 1 column 13: pages[1] "2" should be a number`},
		{`{"pages":{}}`, Type, `saved test record, line 1 column 2: pages {} should be a list […]`},
		{"{\n  \"byType\": {\n    \"a b\": {\"right\": 1, \"wrong\": 2}}}", Unknown,
			`saved test record, line 3 column 25: byType."a b".wrong is not a field here (want right, total)`},
		{`{"byType":{"trap":[]}}`, Type, `saved test record, line 1 column 12: byType.trap [] should be an object {…}`},
		{`{"last":null}`, Type, `saved test record, line 1 column 2: last null should be an object {…}`},
		{`[]`, Type, `saved test record, line 1 column 1: [] should be an object {…}`},
		{`{"name":"伟伟",` + "\n" + `"on":1}`, Type, `saved test record, line 2 column 1: on 1 should be true or false`},
		{`{"name":"伟伟", "on":1}`, Type, `saved test record, line 1 column 15: on 1 should be true or false`},
		// Not JSON: nothing is read.
		{``, CutShort, `saved test record, line 1 column 1: ends before the record does`},
		{`{"score":1`, CutShort, `saved test record, line 1 column 11: ends before the record does`},
		{"{\n\"score\":1,,}", Syntax, `saved test record, line 2 column 11: ',' where a name in quotes should be`},
		{`{"score":01}`, Syntax, `saved test record, line 1 column 11: '1' where ',' or '}' should be`},
		{`{"score":-}`, Syntax, `saved test record, line 1 column 11: '}' where a digit should be`},
		{`{"name":"a` + "\t" + `"}`, Syntax, `saved test record, line 1 column 11: a control character (U+0009) in a string`},
		{`{"name":"\x"}`, Syntax, `saved test record, line 1 column 9: a string with a broken \ escape`},
		{`{"name":"\u00"}`, Syntax, `saved test record, line 1 column 9: a string with a broken \ escape`},
		{"{\"name\":\"\xff\"}", Syntax, `saved test record, line 1 column 10: a string that is not text (UTF-8)`},
		{`{"on":tru}`, Syntax, `saved test record, line 1 column 7: 't' where a value should be`},
		{`{} {}`, Trailing, `saved test record, line 1 column 4: more text after the record`},
		{strings.Repeat("[", 65), Syntax, `saved test record, line 1 column 65: nested more than 64 deep`},
		{strings.Repeat(" ", 1025), TooLarge, `saved test record is 1025 bytes, more than any record the app writes (at most 1024)`},
	} {
		var r record
		err := rules.Decode([]byte(tc.data), &r)
		var e *Error
		require.True(t, errors.As(err, &e), "%q: %v", tc.data, err)
		assert.Equal(t, tc.want, err.Error(), tc.data)
		assert.Equal(t, tc.kind, e.Kind, tc.data)
	}
}

// Only what fails is dropped: the map entry, the list element, the field;
// the faults say what and why, in the record's order.
func TestDropsOnlyWhatFails(t *testing.T) {
	data := `{"version":1,"score":-1,"pages":[1,"x",3],"coins":2,
	  "byType":{"a":{"right":1,"total":2},"b":{"right":"1"},"c":{"total":5,"bonus":1},"a":{}},"name":"kept"}`
	counts := Rules{What: "saved test record", Counts: 100}
	r := record{Score: 9}
	doc, err := counts.Read([]byte(data), &r)
	require.NoError(t, err)
	assert.Equal(t, record{Version: 1, Score: 9, Name: "kept", Pages: []int{1, 3},
		ByType: map[string]*tally{"a": {1, 2}, "c": {0, 5}}}, r)
	var got []string
	for _, f := range doc.Faults() {
		got = append(got, f.Field()+" "+f.Problem)
	}
	assert.Equal(t, []string{
		"score -1 is out of range 0..100",
		`pages[1] "x" should be a number`,
		"coins is not a field here (want version, score, name, on, seed, pages, byType, last)",
		`byType.b.right "1" should be a number`,
		"byType.c.bonus is not a field here (want right, total)",
		"byType.a appears twice",
	}, got)
	assert.Equal(t, doc.Faults()[0], doc.Err())

	// The caller's checks are placed where the part is named, or about
	// the whole record when it has no such part.
	e := doc.Fault([]string{"byType", "c"}, "total %d is more than %d", 5, 2)
	assert.Equal(t, "saved test record, line 2 column 58: byType.c total 5 is more than 2", e.Error())
	e = doc.Fault(nil, "has no seed")
	assert.Equal(t, "saved test record has no seed", e.Error())
	e = doc.Fault([]string{"seed"}, "is missing")
	assert.Equal(t, "saved test record: seed is missing", e.Error())
	assert.Equal(t, []string{"a", "b", "c"}, doc.Keys("byType"))
	p, ok := doc.Place("pages", "[2]")
	require.True(t, ok)
	assert.Equal(t, "3", string(p.Raw))
	assert.Equal(t, Place{Offset: 24, Line: 1, Column: 25, Value: 32, Raw: []byte("[1,\"x\",3]")}, must(doc.Place("pages")))
}

func must(p Place, ok bool) Place {
	if !ok {
		panic("no place")
	}
	return p
}

// FuzzRead: reading never panics; a fault is an *Error placed inside the
// record; a record read without fault is what encoding/json reads of it,
// and what encoding/json writes of it reads back the same.
func FuzzRead(f *testing.F) {
	f.Add([]byte(`{"version":1,"score":3,"name":"a\u00e9","pages":[1,2],"byType":{"x":{"right":1,"total":2}},"last":{"total":1}}`))
	f.Add([]byte(`{"score":1,"score":2,"coins":3,"pages":null,"on":true,"seed":18446744073709551615}`))
	f.Add([]byte(`{"byType":{"a":[],"b":{"right":1e2}},"name":"\ud800x"}`))
	f.Add([]byte(` [1, {"a": "b"}] `))
	f.Fuzz(func(t *testing.T, data []byte) {
		var r record
		doc, err := rules.Read(data, &r)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) || doc != nil {
				t.Fatalf("%T %v", err, err)
			}
			if e.Offset > len(data) || e.Line < 0 {
				t.Fatalf("placed outside the record: %+v", e)
			}
			if json.Valid(data) && e.Kind != TooLarge && !strings.Contains(e.Problem, "deep") && !strings.Contains(e.Problem, "UTF-8") {
				t.Fatalf("valid JSON refused: %v", e)
			}
			return
		}
		if !json.Valid(data) {
			t.Fatalf("%q read, and it is not JSON", data)
		}
		for _, e := range doc.Faults() {
			if e.Offset < 0 || e.Offset >= len(data) || e.Line < 1 || e.Column < 1 || len(e.Path) == 0 && e.Kind != Type {
				t.Fatalf("fault misplaced: %+v", e)
			}
		}
		if doc.Err() != nil {
			return
		}
		var std record
		if err := json.Unmarshal(data, &std); err != nil {
			t.Fatalf("encoding/json refuses what was read: %v", err)
		}
		if !reflect.DeepEqual(r, std) {
			t.Fatalf("read %+v, encoding/json reads %+v", r, std)
		}
		out, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		var again record
		if err := rules.Decode(out, &again); err != nil || !reflect.DeepEqual(r, again) {
			t.Fatalf("%s does not read back: %v", out, err)
		}
	})
}
