package coach

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/drills"
	"renju/game/parts/skill"
	"renju/game/services/savedjson"
)

func sampleRecord() *Record {
	r := NewRecord()
	for i := 0; i < 70; i++ {
		for j, typ := range Types {
			r.Answer(cellOf(typ, skill.Kinds[(i+j)%4], i%3), 1+i%3, (i+j)%5 != 0)
		}
	}
	return r
}

// biggest is the largest record the app can write.
func biggest() *Record {
	r := NewRecord()
	for _, typ := range Types {
		r.Tallies[typ] = skill.Tally{Right: skill.MaxCount, Total: skill.MaxCount}
		r.Badges[typ] = skill.Gold
		for _, c := range skill.AllCells(typ) {
			r.Ratings[c.Key()] = skill.Rating{R: skill.MaxRating, N: skill.MaxCount}
		}
	}
	return r
}

func TestRecordRoundTrip(t *testing.T) {
	for _, r := range []*Record{NewRecord(), sampleRecord(), biggest()} {
		data := FormatRecord(r)
		back, err := ParseRecord(data)
		require.NoError(t, err, "%s", data)
		assert.Equal(t, r, back)
		assert.Equal(t, string(data), string(FormatRecord(back)))
	}
	// Fields left out are zero; spacing and order do not matter.
	back, err := ParseRecord([]byte(" {\n \"tallies\": {\"trap\": {\"total\": 3}}, \"version\": 1 }"))
	require.NoError(t, err)
	assert.Equal(t, skill.Tally{Total: 3}, back.Tallies[drills.Trap])
	assert.NotNil(t, back.Ratings)
	assert.NotNil(t, back.Badges)
}

func TestMaxRecordSize(t *testing.T) {
	n := len(FormatRecord(biggest()))
	t.Logf("the largest record: %d bytes (cap %d)", n, MaxRecordSize)
	assert.Less(t, n, MaxRecordSize)
	assert.Greater(t, 2*n, MaxRecordSize, "the cap is not far above the largest record")
}

// A damaged record is refused, with the part at fault named.
func TestParseRecordStrict(t *testing.T) {
	good := string(FormatRecord(sampleRecord()))
	for _, c := range []struct{ data, want string }{
		{"", "line 1 column 1: ends before the record does"},
		{"{", "line 1 column 2: ends before the record does"},
		{"[]", "should be an object {…}"},
		{`"x"`, "should be an object {…}"},
		{`null`, "should be an object {…}"},
		{`{}`, "has no version"},
		{`{"version":2}`, "version is 2, want 1"},
		{`{"version":"1"}`, `version "1" should be a number`},
		{`{"version":1,"version":1}`, "twice"},
		{`{"version":1,"stormBest":3}`, "stormBest is not a field here (want version, tallies, badges, ratings)"},
		{`{"version":1,"tallies":[]}`, "tallies [] should be an object {…}"},
		{`{"version":1,"tallies":{"storm":{"right":1,"total":1}}}`, "tallies.storm is not a drill type"},
		{`{"version":1,"tallies":{"trap":{"right":2,"total":1}}}`, "right 2 is more than total 1"},
		{`{"version":1,"tallies":{"trap":{"right":1.5,"total":2}}}`, "whole number"},
		{`{"version":1,"tallies":{"trap":{"right":1e0,"total":2}}}`, "whole number"},
		{`{"version":1,"tallies":{"trap":{"right":-1,"total":2}}}`, "out of range"},
		{`{"version":1,"tallies":{"trap":{"right":0,"total":1000000001}}}`, "out of range"},
		{`{"version":1,"tallies":{"trap":{"right":"1","total":2}}}`, "should be a number"},
		{`{"version":1,"tallies":{"trap":{"right":null,"total":2}}}`, "should be a number"},
		{`{"version":1,"tallies":{"trap":{"right":1,"total":1,"x":0}}}`, "x is not a field here (want right, total)"},
		{`{"version":1,"tallies":{"trap":{"right":1,"right":1}}}`, "twice"},
		{`{"version":1,"tallies":{"trap":[]}}`, "should be an object {…}"},
		{`{"version":1,"badges":{"find-all":4}}`, "out of range 0..3"},
		{`{"version":1,"badges":{"find-all":1}}`, "bronze with 0 answers"},
		{`{"version":1,"badges":{"x":1}}`, "badges.x is not a drill type"},
		{`{"version":1,"badges":{"trap":3},"tallies":{"trap":{"right":149,"total":149}}}`, "gold with 149 answers"},
		{`{"version":1,"ratings":{"trap/none/5":{"r":1000,"n":0}}}`, "is not a cell"},
		{`{"version":1,"ratings":{"storm/none/0":{"r":1000,"n":0}}}`, "is not a cell"},
		{`{"version":1,"ratings":{"four-three/none/0":{"r":3001,"n":0}}}`, "3001 is out of range 0..3000"},
		{`{"version":1,"ratings":{"four-three/none/0":{"r":1000,"n":2}}}`, "rests on 2 answers"},
		{`{"version":1,"ratings":{"four-three/none/0":{"r":1000,"k":2}}}`, "k is not a field here (want r, n)"},
		{good[:len(good)-1], "ends before the record does"},
		{good + "x", "more text after the record"},
		{strings.Replace(good, `"version":1`, `"version":1,"extra":{}`, 1), "extra is not a field here (want version, tallies, badges, ratings)"},
		{`{"version":1,"x":"` + strings.Repeat("a", MaxRecordSize) + `"}`, "more than any record"},
	} {
		r, err := ParseRecord([]byte(c.data))
		require.Error(t, err, c.data)
		assert.Nil(t, r)
		var re *RecordError
		require.True(t, errors.As(err, &re), "%T", err)
		assert.Contains(t, err.Error(), c.want, savedjson.Short(c.data))
	}
}

// A badge earned stays when the accuracy falls below its rule; the record
// still reads.
func TestBadgesNeverGoDown(t *testing.T) {
	r := NewRecord()
	c := cellOf(drills.Trap, "double-three", 1)
	var got []skill.Badge
	for i := 0; i < 20; i++ {
		if b := r.Answer(c, 1, true); b != skill.NoBadge {
			got = append(got, b)
		}
	}
	assert.Equal(t, []skill.Badge{skill.Bronze}, got)
	for i := 0; i < 200; i++ {
		prev := r.Badges[drills.Trap]
		assert.Equal(t, skill.NoBadge, r.Answer(c, 1, false))
		require.GreaterOrEqual(t, r.Badges[drills.Trap], prev, "a badge never goes down")
	}
	assert.Equal(t, skill.Bronze, r.Badges[drills.Trap])
	assert.Equal(t, skill.NoBadge, skill.Earned(r.Tallies[drills.Trap]), "the tally no longer meets Bronze's rule")
	back, err := ParseRecord(FormatRecord(r))
	require.NoError(t, err)
	assert.Equal(t, skill.Bronze, back.Badges[drills.Trap])
	// The badges climb one type at a time, Silver and Gold on their rules.
	r = NewRecord()
	for i := 0; i < 150; i++ {
		r.Answer(cellOf(drills.FindAll, skill.KindNone, 0), 2, true)
		switch i + 1 {
		case 20:
			assert.Equal(t, skill.Bronze, r.Badges[drills.FindAll])
		case 60:
			assert.Equal(t, skill.Silver, r.Badges[drills.FindAll])
		case 150:
			assert.Equal(t, skill.Gold, r.Badges[drills.FindAll])
		}
	}
	assert.Equal(t, skill.NoBadge, r.Badges[drills.Trap])
}

func FuzzCoachRecord(f *testing.F) {
	f.Add(FormatRecord(sampleRecord()))
	f.Add(FormatRecord(NewRecord()))
	f.Add(FormatRecord(biggest()))
	f.Add([]byte(`{"version":1,"ratings":{"trap/none/0":{"r":1000,"n":0}},"badges":{"find-all":0}}`))
	f.Add([]byte(`{"version":1,"tallies":{"four-three":{"right":1,"total":1}},"tallies":{}}`))
	f.Add([]byte(`{"version":1,"badges":{"x":-1},"ratings":{"x/y/0":{}}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := ParseRecord(data)
		if err != nil {
			var re *RecordError
			if !errors.As(err, &re) {
				t.Fatalf("the error is a %T: %v", err, err)
			}
			if r != nil {
				t.Fatalf("a record with an error")
			}
			return
		}
		if r.Version != RecordVersion || r.Tallies == nil || r.Badges == nil || r.Ratings == nil {
			t.Fatalf("half a record: %+v", r)
		}
		out := FormatRecord(r)
		if len(out) > MaxRecordSize {
			t.Fatalf("a record read is written larger than the cap: %d bytes", len(out))
		}
		again, err := ParseRecord(out)
		if err != nil || !reflect.DeepEqual(r, again) {
			t.Fatalf("the record read does not read back as it is: %v\n%s", err, out)
		}
		// Answers keep it readable, and no badge goes down.
		for _, typ := range Types {
			before := again.Badges[typ]
			again.Answer(skill.AllCells(typ)[0], 1, false)
			if again.Badges[typ] < before {
				t.Fatalf("the %s badge went down", typ)
			}
		}
		if _, err := ParseRecord(FormatRecord(again)); err != nil {
			t.Fatalf("after answers: %v", err)
		}
	})
}

// A record as the app saved it before game/services/savedjson read it (the format
// has not changed since the coach came) still loads, and saves as it was.
func TestRecordSavedStillLoads(t *testing.T) {
	const old = `{"version":1,"tallies":{"find-all":{"right":56,"total":70},"trap":{"right":18,"total":25}},"badges":{"find-all":2,"trap":0},"ratings":{"find-all/double-four/0":{"r":1040,"n":6},"find-all/none/2":{"r":1139,"n":5},"trap/double-three/1":{"r":1092,"n":6},"trap/overline/2":{"r":1147,"n":5}}}`
	r, err := ParseRecord([]byte(old))
	require.NoError(t, err)
	assert.Equal(t, skill.Silver, r.Badges[drills.FindAll])
	assert.Equal(t, skill.Rating{R: 1092, N: 6}, r.Ratings["trap/double-three/1"])
	assert.Equal(t, old, string(FormatRecord(r)))
}
