package storm

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
		r.Answer(skill.Cell{Type: drills.IsForbidden, Kind: skill.Kinds[i%4], Band: i % 3}, 1+i%3, i%5 != 0)
		r.Answer(skill.Cell{Type: drills.LiveOrFalse, Kind: skill.Kinds[i%2], Band: i % 2}, 2, i%3 != 0)
	}
	r.StormBest, r.StormRuns = 410, 3
	r.StreakBest, r.StreakRuns = 12, 5
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
	back, err := ParseRecord([]byte(" {\n \"streakRuns\": 1, \"version\": 1 }"))
	require.NoError(t, err)
	assert.Equal(t, 1, back.StreakRuns)
	assert.NotNil(t, back.Ratings)
}

// biggest is the largest record the app can write.
func biggest() *Record {
	r := NewRecord()
	for _, typ := range skill.Types {
		r.Tallies[typ] = skill.Tally{Right: skill.MaxCount, Total: skill.MaxCount}
		r.Badges[typ] = skill.Gold
		for _, c := range skill.AllCells(typ) {
			r.Ratings[c.Key()] = skill.Rating{R: skill.MaxRating, N: skill.MaxCount}
		}
	}
	r.StormBest, r.StormRuns, r.StreakBest, r.StreakRuns = skill.MaxCount, skill.MaxCount, skill.MaxCount, skill.MaxCount
	return r
}

func TestMaxRecordSize(t *testing.T) {
	n := len(FormatRecord(biggest()))
	t.Logf("the largest record: %d bytes", n)
	assert.Less(t, 2*n, MaxRecordSize*2)
	assert.Less(t, n, MaxRecordSize)
}

// A damaged record is refused, with the part at fault named.
func TestParseRecordStrict(t *testing.T) {
	good := string(FormatRecord(sampleRecord()))
	for _, c := range []struct{ data, want string }{
		{"", "line 1 column 1: ends before the record does"},
		{"{", "line 1 column 2: ends before the record does"},
		{"[]", "should be an object {…}"},
		{`"x"`, "should be an object {…}"},
		{`{}`, "has no version"},
		{`{"version":2}`, "version is 2, want 1"},
		{`{"version":"1"}`, `version "1" should be a number`},
		{`{"version":1,"version":1}`, "twice"},
		{`{"version":1,"stormBest":1.5}`, "whole number"},
		{`{"version":1,"stormBest":1e2}`, "whole number"},
		{`{"version":1,"stormRuns":-1}`, "out of range"},
		{`{"version":1,"stormRuns":1000000001}`, "out of range"},
		{`{"version":1,"stormRuns":"3"}`, "should be a number"},
		{`{"version":1,"score":3}`, "score is not a field here (want version, stormBest, stormRuns, streakBest, streakRuns, tallies, badges, ratings)"},
		{`{"version":1,"tallies":[]}`, "tallies [] should be an object {…}"},
		{`{"version":1,"tallies":{"trap":{"right":1,"total":1}}}`, "tallies.trap is not a drill type"},
		{`{"version":1,"tallies":{"is-forbidden":{"right":2,"total":1}}}`, "right 2 is more than total 1"},
		{`{"version":1,"tallies":{"is-forbidden":{"right":1,"total":1,"x":0}}}`, "x is not a field here (want right, total)"},
		{`{"version":1,"tallies":{"is-forbidden":{"right":1,"right":1}}}`, "twice"},
		{`{"version":1,"badges":{"is-forbidden":4}}`, "out of range 0..3"},
		{`{"version":1,"badges":{"is-forbidden":1}}`, "bronze with 0 answers"},
		{`{"version":1,"ratings":{"is-forbidden/none/5":{"r":1000,"n":0}}}`, "is not a cell"},
		{`{"version":1,"ratings":{"is-forbidden/none/0":{"r":3001,"n":0}}}`, "3001 is out of range 0..3000"},
		{`{"version":1,"ratings":{"is-forbidden/none/0":{"r":1000,"n":2}}}`, "rests on 2 answers"},
		{`{"version":1,"streakBest":1,"streakRuns":1}`, "streakBest 1 is more than the 0"},
		{`{"version":1,"streakBest":1,"tallies":{"live-or-false":{"right":1,"total":1}}}`, "with no streak run"},
		{`{"version":1,"stormBest":10}`, "stormBest 10 with no storm run"},
		{good[:len(good)-1], "ends before the record does"},
		{good + "x", "more text after the record"},
		{strings.Replace(good, `"version":1`, `"version":1,"extra":{}`, 1), "extra is not a field here (want version, stormBest, stormRuns, streakBest, streakRuns, tallies, badges, ratings)"},
		{`{"version":1,"x":"` + strings.Repeat("a", MaxRecordSize) + `"}`, "more than any record"},
	} {
		_, err := ParseRecord([]byte(c.data))
		require.Error(t, err, c.data)
		var re *RecordError
		require.True(t, errors.As(err, &re), "%T", err)
		assert.Contains(t, err.Error(), c.want, savedjson.Short(c.data))
	}
}

func FuzzStormRecord(f *testing.F) {
	f.Add(FormatRecord(sampleRecord()))
	f.Add(FormatRecord(NewRecord()))
	f.Add(FormatRecord(biggest()))
	f.Add([]byte(`{"version":1,"ratings":{"is-forbidden/none/0":{"r":1000,"n":0}},"badges":{"live-or-false":0}}`))
	f.Add([]byte(`{"version":1,"tallies":{"is-forbidden":{"right":1,"total":1}},"stormBest":9,"stormRuns":1,"stormRuns":2}`))
	f.Add([]byte(`{"version":1,"streakBest":-1,"ratings":{"x/y/0":{}}}`))
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
		// Answers keep it readable.
		for _, typ := range skill.Types {
			again.Answer(skill.AllCells(typ)[0], 1, true)
		}
		if _, err := ParseRecord(FormatRecord(again)); err != nil {
			t.Fatalf("after answers: %v", err)
		}
	})
}

// A record as the app saved it before game/services/savedjson read it (the format
// has not changed since the storm came) still loads, and saves as it was.
func TestRecordSavedStillLoads(t *testing.T) {
	const old = `{"version":1,"stormBest":410,"stormRuns":3,"streakBest":12,"streakRuns":5,"tallies":{"is-forbidden":{"right":56,"total":70},"live-or-false":{"right":46,"total":70}},"badges":{"is-forbidden":2,"live-or-false":1},"ratings":{"is-forbidden/double-four/0":{"r":1083,"n":6},"is-forbidden/double-three/1":{"r":1135,"n":6},"is-forbidden/none/0":{"r":1040,"n":6},"is-forbidden/overline/2":{"r":1143,"n":5},"live-or-false/double-three/1":{"r":1229,"n":35},"live-or-false/none/0":{"r":1244,"n":35}}}`
	r, err := ParseRecord([]byte(old))
	require.NoError(t, err)
	assert.Equal(t, 410, r.StormBest)
	assert.Equal(t, skill.Rating{R: 1229, N: 35}, r.Ratings["live-or-false/double-three/1"])
	assert.Equal(t, old, string(FormatRecord(r)))
}

// A rating whose r is left out is a new cell's (InitialRating), as the
// reader before savedjson read it.
func TestRatingLeftOutIsInitial(t *testing.T) {
	r, err := ParseRecord([]byte(`{"version":1,"ratings":{"is-forbidden/none/0":{"n":0}}}`))
	require.NoError(t, err)
	assert.Equal(t, skill.Rating{R: skill.InitialRating}, r.Ratings["is-forbidden/none/0"])
}
