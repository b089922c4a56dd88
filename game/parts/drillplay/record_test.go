package drillplay

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/drills"
	"renju/msg"
	"renju/rules"
)

// theKinds are the forbidden kinds, written out here to check the parser,
// which takes them from the judge (rules.ParseKind).
var theKinds = []string{"double-three", "double-four", "overline"}

// checkBounds says what in s breaks the record's bounds and invariants,
// checked here afresh (not with the parser's code).
func checkBounds(s *drills.Stats) error {
	if s.Version != 1 || s.ByType == nil || s.ByKind == nil {
		return fmt.Errorf("version %d, maps %v %v", s.Version, s.ByType != nil, s.ByKind != nil)
	}
	for name, n := range map[string]int{"score": s.Score, "streak": s.Streak, "bestStreak": s.BestStreak, "seen": s.Seen} {
		if n < 0 || n > MaxCount {
			return fmt.Errorf("%s %d out of bounds", name, n)
		}
	}
	right, total := 0, 0
	for name, m := range map[string]map[string]*drills.Tally{"byType": s.ByType, "byKind": s.ByKind} {
		known := drills.Types
		if name == "byKind" {
			known = theKinds
		}
		for k, t := range m {
			if !contains(known, k) {
				return fmt.Errorf("%s %q kept", name, k)
			}
			if t == nil || t.Right < 0 || t.Right > t.Total || t.Total < 1 || t.Total > MaxCount {
				return fmt.Errorf("%s %q: %+v", name, k, t)
			}
			if name == "byType" {
				right += t.Right
				total += t.Total
			}
		}
	}
	for k, t := range s.ByKind {
		if t.Total > total || t.Right > right {
			return fmt.Errorf("byKind %q %+v beyond byType's %d/%d", k, t, right, total)
		}
	}
	if s.Streak > s.BestStreak || s.BestStreak > right {
		return fmt.Errorf("streak %d, best %d, right %d", s.Streak, s.BestStreak, right)
	}
	if s.Score > 0 && right == 0 {
		return fmt.Errorf("score %d, nothing right", s.Score)
	}
	return nil
}

// biggest is the largest record the app can write.
func biggest() *drills.Stats {
	s := drills.NewStats()
	s.Score, s.Streak, s.BestStreak, s.Seen = MaxCount, MaxCount, MaxCount, MaxCount
	for _, typ := range drills.Types {
		s.ByType[typ] = &drills.Tally{Right: MaxCount, Total: MaxCount}
	}
	for _, k := range msg.Kinds() {
		s.ByKind[k.String()] = &drills.Tally{Right: MaxCount, Total: MaxCount}
	}
	return s
}

// Records as the app has saved them since the drills came (b600f00:
// json.Marshal of a drills.Stats, never changed since) still load, as
// they are; and every record the app saves while it is played loads
// again as it was.
func TestRecordsTheAppSavedStillLoad(t *testing.T) {
	for _, old := range []string{
		// A first visit's record after a reset, and what the app stores
		// when a progress file has no drill record (game/backup.go).
		`{"version":1,"score":0,"streak":0,"bestStreak":0,"byType":{},"byKind":{},"seen":0}`,
		// Drills seen, none answered.
		`{"version":1,"score":0,"streak":0,"bestStreak":0,"byType":{},"byKind":{},"seen":2}`,
		// The e2e's and game's progress files.
		`{"version":1,"score":340,"streak":2,"bestStreak":9,"byType":{"find-all":{"right":20,"total":34}},"byKind":{"double-three":{"right":5,"total":6}},"seen":40}`,
		`{"version":1,"score":340,"streak":0,"bestStreak":9,"byType":{"trap":{"right":20,"total":34}},"byKind":{},"seen":40}`,
		// Every type and kind.
		`{"version":1,"score":1287,"streak":3,"bestStreak":11,"byType":{"find-all":{"right":7,"total":12},"four-three":{"right":9,"total":10},"is-forbidden":{"right":20,"total":31},"live-or-false":{"right":4,"total":9},"trap":{"right":2,"total":6}},"byKind":{"double-four":{"right":6,"total":9},"double-three":{"right":14,"total":25},"overline":{"right":3,"total":5}},"seen":70}`,
	} {
		s, err := ParseRecord([]byte(old))
		require.NoError(t, err, old)
		assert.Equal(t, old, string(FormatRecord(s)), "saved again as it was")
		was, err := drills.ParseStats([]byte(old))
		require.NoError(t, err)
		assert.Equal(t, was, s, "read as the old parser read it")
	}

	// Played: every type, right and wrong; each record saved loads.
	for i, typ := range drills.Types {
		m := start(t, typ, 1+i%drills.MaxLevel, uint64(40+i))
		for n := range 4 {
			require.Equal(t, Asking, m.Phase(), "%s drill %d", typ, n+1)
			if n%2 == 0 {
				rightAnswer(m)
			} else {
				b, _ := rules.ParseStones(m.Drill().Position)
				wrongAnswer(m, &b)
			}
			data, ok := m.TakeSave()
			require.True(t, ok)
			old, _ := json.Marshal(m.Stats()) // as the app saved it before
			assert.Equal(t, string(old), string(data))
			s, err := ParseRecord(data)
			require.NoError(t, err, "%s", data)
			assert.Equal(t, m.Stats(), s)
			m.Do(NextDrill)
			wait(t, m)
		}
	}
}

// A count near the largest int is refused, not added to until it turns
// negative (it was: the menu showed a score of -9223372036854775786, and
// the next load threw the record away). The rest of the record is kept.
func TestRecordOverflowIsRefused(t *testing.T) {
	near := fmt.Sprint(math.MaxInt64 - 10)
	const base = `{"version":1,"score":30,"streak":1,"bestStreak":3,"byType":{"is-forbidden":{"right":3,"total":4}},"byKind":{"overline":{"right":1,"total":2}},"seen":4}`
	_, err := ParseRecord([]byte(base))
	require.NoError(t, err)
	for _, count := range []string{`"score":30`, `"streak":1`, `"bestStreak":3`, `"seen":4`, `"right":3`, `"total":4`, `"right":1`, `"total":2`} {
		name, _, _ := strings.Cut(count, ":")
		data := strings.Replace(base, count, name+":"+near, 1)
		_, err := ParseRecord([]byte(data))
		assert.ErrorContains(t, err, near+" is out of range 0..1000000000", data)
	}
	for _, tc := range []struct{ data, want string }{
		{`{"version":1,"score":` + near + `,"byType":{"is-forbidden":{"right":3,"total":3}},"streak":3,"bestStreak":3,"seen":3}`,
			"saved drill record, line 1 column 14: score 9223372036854775797 is out of range 0..1000000000"},
		{`{"version":1,"byType":{"is-forbidden":{"right":3,"total":` + near + `}}}`,
			`saved drill record, line 1 column 50: byType.is-forbidden.total 9223372036854775797 is out of range 0..1000000000`},
		{`{"version":1,"seen":99999999999999999999999}`, "saved drill record, line 1 column 14: seen 99999999999999999999999 is out of range 0..1000000000"},
		{`{"version":1,"seen":1000000001}`, "saved drill record, line 1 column 14: seen 1000000001 is out of range 0..1000000000"},
		{`{"version":1,"seen":-1}`, "saved drill record, line 1 column 14: seen -1 is out of range 0..1000000000"},
		{`{"version":1,"seen":1e3}`, "saved drill record, line 1 column 14: seen 1e3 should be a whole number"},
		{`{"version":1,"seen":2.0}`, "saved drill record, line 1 column 14: seen 2.0 should be a whole number"},
		{`{"version":1,"seen":"2"}`, `saved drill record, line 1 column 14: seen "2" should be a number`},
		{`{"version":1,"seen":null}`, `saved drill record, line 1 column 14: seen null should be a number`},
	} {
		_, err := ParseRecord([]byte(tc.data))
		assert.EqualError(t, err, tc.want, tc.data)
	}
	_, err = ParseRecord([]byte(`{"version":1,"seen":1000000000}`))
	assert.NoError(t, err, "MaxCount itself is a count")

	// The app: the record is repaired (the score is left out, the tally
	// kept), the learner told, the repaired copy saved; playing on, the
	// score grows from 0, never negative.
	m := New(sourceJobs(&slow{}), Options{})
	defer m.Leave()
	err = m.Load([]byte(`{"version":1,"score":` + near + `,"streak":3,"bestStreak":3,"byType":{"is-forbidden":{"right":3,"total":3}},"seen":3}`))
	require.Error(t, err)
	assert.Equal(t, 0, m.Stats().Score)
	assert.Equal(t, &drills.Tally{Right: 3, Total: 3}, m.Stats().ByType[drills.IsForbidden])
	notice := m.View(msg.English).Notice
	assert.Contains(t, notice, "the rest is kept")
	assert.Contains(t, notice, "score 9223372036854775797 is out of range")
	assert.Contains(t, m.View(msg.Chinese).Notice, "其余的记录都还在")
	saved, ok := m.TakeSave()
	require.True(t, ok, "the repaired copy replaces the refused one")
	again, err := ParseRecord(saved)
	require.NoError(t, err)
	assert.Equal(t, m.Stats(), again)
	m.Start()
	wait(t, m)
	m.No() // right: the point is not forbidden
	require.Equal(t, Feedback, m.Phase())
	assert.Equal(t, 13, m.Stats().Score, "10 for level 1 and 3 for the streak's fourth")
	m.ToMenu()
	assert.NotRegexp(t, `-[0-9]`, strings.Join(m.View(msg.English).Lines, "\n"))
}

// The counts saturate at MaxCount: a record at the bounds stays there as
// it is played, and what is saved loads again.
func TestCountsSaturate(t *testing.T) {
	full := biggest()
	full.Score = MaxCount - 5
	m := New(sourceJobs(&slow{}), Options{})
	defer m.Leave()
	require.NoError(t, m.Load(FormatRecord(full)))
	m.Start()
	wait(t, m)
	assert.Equal(t, MaxCount, m.Stats().Seen, "seen stops at MaxCount")
	m.No()
	require.Equal(t, Feedback, m.Phase())
	require.True(t, m.Result().Correct)
	s := m.Stats()
	assert.Equal(t, MaxCount, s.Score)
	assert.Equal(t, MaxCount, s.Streak)
	assert.Equal(t, MaxCount, s.BestStreak)
	assert.Equal(t, drills.Tally{Right: MaxCount, Total: MaxCount}, *s.ByType[drills.IsForbidden])
	assert.Contains(t, m.View(msg.English).Prompt, "+5", "what was gained up to the cap")
	data, _ := m.TakeSave()
	again, err := ParseRecord(data)
	require.NoError(t, err, "%s", data)
	assert.Equal(t, s, again)
}

// Whatever is recorded on a record within the bounds, saturated, is a
// record within the bounds: ParseRecord never refuses what the app saves.
func TestRecordingKeepsTheBounds(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	yes, no := true, false
	ds := []drills.Drill{
		{Type: drills.IsForbidden, Level: 3, Answer: drills.Answer{Forbidden: &yes, Kind: "overline"}},
		{Type: drills.IsForbidden, Level: 1, Answer: drills.Answer{Forbidden: &no}},
		{Type: drills.FindAll, Level: 2, Answer: drills.Answer{Fouls: []drills.Foul{{Point: "h8", Kind: "double-three"}, {Point: "j9", Kind: "double-four"}, {Point: "k9", Kind: "double-three"}}}},
		{Type: drills.LiveOrFalse, Level: 3, Answer: drills.Answer{Live: &yes}},
		{Type: drills.FourThree, Level: 2},
		{Type: drills.Trap, Level: 3},
	}
	near := func() int { return MaxCount - rng.IntN(40) }
	for range 100 {
		// A record at the bounds, every invariant tight or nearly.
		s := drills.NewStats()
		s.Score, s.Seen = near(), near()
		right, total := 0, 0
		for i, typ := range drills.Types {
			if i > 0 && rng.IntN(2) == 0 {
				continue
			}
			t := &drills.Tally{Total: near()}
			t.Right = t.Total - rng.IntN(3)
			s.ByType[typ] = t
			right += t.Right
			total += t.Total
		}
		for _, k := range theKinds {
			if rng.IntN(2) == 0 {
				t := &drills.Tally{Total: min(near(), total)}
				t.Right = max(0, min(t.Total, right)-rng.IntN(2))
				s.ByKind[k] = t
			}
		}
		s.BestStreak = min(near(), right)
		s.Streak = max(0, s.BestStreak-rng.IntN(3))
		require.NoError(t, checkBounds(s))
		for range 40 {
			d := ds[rng.IntN(len(ds))]
			s.Record(&d, rng.IntN(4) > 0)
			saturate(s)
			s.Seen = min(s.Seen+1, MaxCount)
			if err := checkBounds(s); err != nil {
				t.Fatalf("after recording: %v", err)
			}
			if _, err := ParseRecord(FormatRecord(s)); err != nil {
				t.Fatalf("the record saved does not load: %v", err)
			}
		}
	}
}

// Only the fields, drill types and forbidden kinds the app writes are
// read; each unknown one is named. The app keeps the rest (the learner's
// real counts) and leaves the junk out; the progress file is refused
// (game/services/backup), for there the learner still has the file.
func TestRecordUnknownNames(t *testing.T) {
	const good = `"version":1,"score":120,"streak":2,"bestStreak":4,"byType":{"find-all":{"right":3,"total":4},"trap":{"right":1,"total":3}},"byKind":{"double-three":{"right":2,"total":3}},"seen":9`
	for _, tc := range []struct{ data, want string }{
		{`{` + good + `,"coins":5}`, `saved drill record, line 1 column 182: coins is not a field here (want version, score, streak, bestStreak, byType, byKind, seen)`},
		{`{` + good + `,"byType":{}}`, `saved drill record, line 1 column 182: byType appears twice`},
		{`{` + strings.Replace(good, `"byType":{`, `"byType":{"chess":{"right":1,"total":1},`, 1) + `}`,
			`saved drill record, line 1 column 62: byType.chess is not a drill type (want one of is-forbidden, find-all, live-or-false, four-three, trap)`},
		{`{"byKind":{"five":{"right":1,"total":1},"double-three":{"right":2,"total":3}},` + strings.Replace(good, `"byKind":{"double-three":{"right":2,"total":3}},`, "", 1) + `}`,
			`saved drill record, line 1 column 12: byKind.five is not a forbidden kind (want one of double-three, double-four, overline)`},
		{`{` + strings.Replace(good, `"trap":{"right":1,"total":3}`, `"trap":{"right":1,"total":3,"bonus":7}`, 1) + `}`,
			`saved drill record, line 1 column 123: byType.trap.bonus is not a field here (want right, total)`},
		{`{` + strings.Replace(good, `"trap":{"right":1,"total":3}`, `"trap":{"right":1,"total":3},"trap":{"right":9,"total":9}`, 1) + `}`,
			`saved drill record, line 1 column 124: byType.trap appears twice`},
	} {
		_, err := ParseRecord([]byte(tc.data))
		assert.EqualError(t, err, tc.want, tc.data)
		var re *RecordError
		require.True(t, errors.As(err, &re))

		// The app keeps the learner's counts, and nothing else.
		m := New(sourceJobs(fixed{}), Options{})
		require.Error(t, m.Load([]byte(tc.data)))
		assert.Equal(t, `{`+good+`}`, string(m.Save()), tc.data)
		assert.Contains(t, m.View(msg.English).Notice, "the rest is kept")
		m.Leave()
	}

	// A tally at fault is left out with what rests on it: the best
	// streak on the right answers, the score on a right answer.
	s, err := RepairRecord([]byte(`{"version":1,"score":50,"streak":1,"bestStreak":2,"byType":{"trap":{"right":2,"total":1},"find-all":{"right":0,"total":3}},"seen":4}`))
	assert.EqualError(t, err, `saved drill record, line 1 column 61: byType.trap right 2 is more than total 1`)
	require.NotNil(t, s)
	assert.Equal(t, `{"version":1,"score":0,"streak":0,"bestStreak":0,"byType":{"find-all":{"right":0,"total":3}},"byKind":{},"seen":4}`, string(FormatRecord(s)))

	// Nothing left: a fresh record, and the notice says so.
	m := New(sourceJobs(fixed{}), Options{})
	defer m.Leave()
	require.Error(t, m.Load([]byte(`{"version":1,"byType":{"chess":{"right":1,"total":1}}}`)))
	assert.Equal(t, drills.NewStats(), m.Stats())
	assert.Contains(t, m.View(msg.English).Notice, "starts afresh")
}

// The invariants the record keeps as it grows.
func TestRecordInvariants(t *testing.T) {
	for _, tc := range []struct{ data, want string }{
		{`{"version":1,"streak":5,"bestStreak":1,"byType":{"trap":{"right":5,"total":5}}}`, "saved drill record, line 1 column 14: streak 5 is more than bestStreak 1"},
		{`{"version":1,"bestStreak":9,"byType":{"trap":{"right":4,"total":5}}}`, "saved drill record, line 1 column 14: bestStreak 9 is more than the 4 drills answered right"},
		{`{"version":1,"score":120}`, "saved drill record, line 1 column 14: score 120 with no drill answered right"},
		{`{"version":1,"byType":{"trap":{"right":1,"total":2}},"byKind":{"overline":{"right":1,"total":3}}}`, `saved drill record, line 1 column 64: byKind.overline total 3 is more than the 2 drills answered`},
		{`{"version":1,"byType":{"trap":{"right":1,"total":2}},"byKind":{"overline":{"right":2,"total":2}}}`, `saved drill record, line 1 column 64: byKind.overline right 2 is more than the 1 drills answered right`},
		{`{"version":1,"byType":{"trap":{"right":3,"total":2}}}`, `saved drill record, line 1 column 24: byType.trap right 3 is more than total 2`},
		{`{"version":1,"byType":{"trap":[3,2]}}`, `saved drill record, line 1 column 24: byType.trap [3,2] should be an object {…}`},
		{`{"version":1,"byKind":[]}`, `saved drill record, line 1 column 14: byKind [] should be an object {…}`},
		{`{"version":7}`, "saved drill record, line 1 column 2: version is 7, want 1"},
		{`{"version":"1"}`, `saved drill record, line 1 column 2: version "1" should be a number`},
		{`{"score":0}`, "saved drill record has no version (want 1)"},
		{`[]`, "saved drill record, line 1 column 1: [] should be an object {…}"},
		{`{"version":1} {}`, "saved drill record, line 1 column 15: more text after the record"},
	} {
		_, err := ParseRecord([]byte(tc.data))
		assert.EqualError(t, err, tc.want, tc.data)
	}
	// A tally of nothing is nothing: dropped, not an error.
	s, err := ParseRecord([]byte(` {"version":1,"byType":{"trap":{"right":0,"total":0}}} `))
	require.NoError(t, err)
	assert.Empty(t, s.ByType)
}

// Where a fault is: the offset of its name, for the progress file's line.
func TestRecordErrorOffset(t *testing.T) {
	data := "{\"version\": 1,\n \"byType\": {\n  \"trap\": {\"right\": 1, \"total\": 1},\n  \"chess\": {\"right\": 1, \"total\": 1}\n }\n}"
	_, err := ParseRecord([]byte(data))
	var re *RecordError
	require.True(t, errors.As(err, &re))
	assert.Equal(t, []string{"byType", "chess"}, re.Path)
	assert.Equal(t, `"chess"`, data[re.Offset:re.Offset+7])
	assert.Equal(t, 4, re.Line)
	assert.Equal(t, 3, re.Column)
}

// The size cap is above the largest record the app can write, indented
// too, and nothing larger is read.
func TestMaxRecordSize(t *testing.T) {
	big := biggest()
	data := FormatRecord(big)
	indented, err := json.MarshalIndent(big, "", "  ")
	require.NoError(t, err)
	assert.Len(t, data, 538, "the largest record changed: update MaxRecordSize's comment, and the cap if need be")
	assert.Len(t, indented, 789)
	s, err := ParseRecord(indented)
	require.NoError(t, err)
	assert.Equal(t, big, s)

	padded := append(append([]byte{}, data...), strings.Repeat(" ", MaxRecordSize-len(data))...)
	_, err = ParseRecord(padded)
	assert.NoError(t, err, "MaxRecordSize bytes")
	_, err = ParseRecord(append(padded, ' '))
	assert.EqualError(t, err, "saved drill record is 1025 bytes, more than any record the app writes (at most 1024)")
}

// junk is a record of n tallies of kinds that do not exist (and one real
// tally).
func junk(n int) []byte {
	var b strings.Builder
	b.WriteString(`{"version":1,"score":10,"streak":1,"bestStreak":1,"seen":3,"byType":{"trap":{"right":1,"total":2}},"byKind":{`)
	for i := range n {
		if i > 0 {
			b.WriteString(",")
		}
		fmt.Fprintf(&b, `"junk-%05d":{"right":1,"total":2}`, i)
	}
	b.WriteString(`}}`)
	return []byte(b.String())
}

// Ten thousand junk entries are refused at once (by size), and the menu
// never holds them: it once took 67 ms a frame to draw them.
func TestJunkEntriesRefusedQuickly(t *testing.T) {
	data := junk(10000)
	const n = 1000
	start := time.Now()
	for range n {
		_, err := ParseRecord(data)
		require.ErrorContains(t, err, fmt.Sprintf("is %d bytes, more than any record the app writes", len(data)))
	}
	each := time.Since(start) / n
	t.Logf("%d bytes refused in %v", len(data), each)
	assert.Less(t, each, time.Millisecond)

	m := New(sourceJobs(fixed{}), Options{})
	defer m.Leave()
	require.Error(t, m.Load(data))
	assert.Equal(t, drills.NewStats(), m.Stats(), "nothing of it is trusted")
	assert.Contains(t, m.View(msg.English).Notice, "starts afresh")

	// Under the cap, the junk is left out and the menu is as short as
	// ever.
	small := junk(20)
	require.Less(t, len(small), MaxRecordSize)
	require.Error(t, m.Load(small))
	assert.Empty(t, m.Stats().ByKind)
	assert.Equal(t, 1, m.Stats().ByType[drills.Trap].Right)
	start = time.Now()
	lines := m.View(msg.English).Lines
	t.Logf("menu view: %v, %d lines", time.Since(start), len(lines))
	assert.LessOrEqual(t, len(lines), 1+1+len(drills.Types)+1+len(theKinds))
}

// The kinds the parser knows are the judge's, the app's list of them and
// the ones this test writes out.
func TestKnownKinds(t *testing.T) {
	var names []string
	for _, k := range msg.Kinds() {
		names = append(names, k.String())
		assert.True(t, knownKind(k.String()))
	}
	assert.ElementsMatch(t, theKinds, names)
	assert.False(t, knownKind(""))
	for _, typ := range drills.Types {
		assert.True(t, knownType(typ))
	}
}

// FuzzDrillRecord: reading a record never panics; what ParseRecord
// accepts is within the bounds, fits the size cap when saved, and saves
// canonically (read, saved, read again: the same record and the same
// bytes); what it refuses is a *RecordError naming a place in the record.
// RepairRecord agrees with ParseRecord on what it accepts, and what it
// keeps of the rest is a record ParseRecord accepts.
func FuzzDrillRecord(f *testing.F) {
	f.Add([]byte(`{"version":1,"score":1287,"streak":3,"bestStreak":11,"byType":{"find-all":{"right":7,"total":12},"four-three":{"right":9,"total":10},"is-forbidden":{"right":20,"total":31},"live-or-false":{"right":4,"total":9},"trap":{"right":2,"total":6}},"byKind":{"double-four":{"right":6,"total":9},"double-three":{"right":14,"total":25},"overline":{"right":3,"total":5}},"seen":70}`))
	f.Add([]byte(`{"version":1,"score":0,"streak":0,"bestStreak":0,"byType":{},"byKind":{},"seen":0}`))
	f.Add([]byte(`{"version":1,"score":9223372036854775797,"byType":{"trap":{"right":1,"total":1}}}`))
	f.Add([]byte(`{"version":1,"byType":{"x":{"right":1,"total":1},"trap":{"right":1,"total":1,"y":2}},"streak":1,"bestStreak":1,"byType":{}}`))
	f.Add([]byte(`{"version":1,"byKind":{"overline":{"right":1,"total":1}},"bestStreak":3,"seen":-1,"score":1e3}`))
	f.Add([]byte(`{"version":1,"byType":{"trap":{"right":0,"total":0}}}`))
	f.Add([]byte(` {"version":1} `))
	f.Add([]byte(`{"version":2}`))
	f.Add(FormatRecord(biggest()))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := ParseRecord(data)
		fixed, ferr := RepairRecord(data)
		if err != nil {
			var re *RecordError
			if !errors.As(err, &re) {
				t.Fatalf("the error is a %T: %v", err, err)
			}
			if re.Offset < -1 || re.Offset > len(data) || (re.Offset < 0) != (re.Line == 0) {
				t.Fatalf("offset %d of %d bytes", re.Offset, len(data))
			}
			if ferr == nil || ferr.Error() != err.Error() {
				t.Fatalf("RepairRecord says %v, ParseRecord %v", ferr, err)
			}
			if fixed != nil {
				if e := checkBounds(fixed); e != nil {
					t.Fatalf("repaired out of bounds: %v", e)
				}
				if again, e := ParseRecord(FormatRecord(fixed)); e != nil || !reflect.DeepEqual(fixed, again) {
					t.Fatalf("the repaired record does not load as it is: %v", e)
				}
			}
			return
		}
		if ferr != nil || !reflect.DeepEqual(s, fixed) {
			t.Fatalf("RepairRecord differs on a good record: %v", ferr)
		}
		if e := checkBounds(s); e != nil {
			t.Fatalf("accepted out of bounds: %v (%q)", e, data)
		}
		saved := FormatRecord(s)
		if len(saved) > MaxRecordSize {
			t.Fatalf("saved, %d bytes, over the cap", len(saved))
		}
		again, err := ParseRecord(saved)
		if err != nil {
			t.Fatalf("saved %s does not load: %v", saved, err)
		}
		if !reflect.DeepEqual(s, again) {
			t.Fatalf("round trip: %+v became %+v", s, again)
		}
		if string(FormatRecord(again)) != string(saved) {
			t.Fatalf("not canonical: %s, then %s", saved, FormatRecord(again))
		}
	})
}
