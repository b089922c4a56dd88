package backup

import (
	"errors"
	"fmt"
	"renju/drills"
	"renju/game/services/daily"
	"renju/game/services/spaced"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"renju/msg"
)

const (
	goodProgress = `{"v":1,"last":{"lesson":"double-three","page":2},"lessons":{"board-and-five":{"done":[1]},"double-three":{"done":[1,2,6,7],"tried":[6,7],"stars":[7]}}}`
	goodDrills   = `{"version":1,"score":120,"streak":2,"bestStreak":4,"byType":{"find-all":{"right":3,"total":4},"trap":{"right":1,"total":3}},"byKind":{"double-three":{"right":2,"total":3}},"seen":9}`
)

var saved = time.Date(2026, 12, 2, 10, 30, 0, 0, time.UTC)

func good() map[string]string {
	return map[string]string{KeyProgress: goodProgress, KeyDrills: goodDrills, KeyLang: "zh"}
}

// The file is small, readable and one value a line, so that an error's
// line points at the value.
func TestExportFormat(t *testing.T) {
	got := string(ExportAt(good(), saved))
	want := `{
  "app": "renju-tutor",
  "version": 1,
  "saved": "2026-12-02T10:30:00Z",
  "data": {
    "renju.drills": ` + goodDrills + `,
    "renju.lang": "zh",
    "renju.progress": ` + goodProgress + `
  }
}
`
	assert.Equal(t, want, got)

	empty := string(ExportAt(nil, saved))
	assert.Contains(t, empty, `"data": {}`)
	vals, err := Import([]byte(empty))
	require.NoError(t, err)
	assert.Empty(t, vals)
}

func TestRoundTrip(t *testing.T) {
	vals, err := Import(Export(good()))
	require.NoError(t, err)
	assert.Equal(t, good(), vals)
	assert.Equal(t, 7, Answered(vals[KeyDrills]))
	assert.Equal(t, 0, Answered("garbage"))
}

// Export writes values as their owners write them, and leaves out what
// they cannot read and keys it does not know.
func TestExportNormalisesAndSkips(t *testing.T) {
	vals := map[string]string{
		KeyProgress:    `{"lessons": {"x": {"done": [2, 1]}}, "v": 1}`,
		KeyDrills:      `{"version":1,"score":-5}`,
		KeyLang:        "fr",
		"renju.secret": "x",
	}
	back, err := Import(ExportAt(vals, saved))
	require.NoError(t, err)
	assert.Equal(t, map[string]string{KeyProgress: `{"v":1,"lessons":{"x":{"done":[1,2]}}}`}, back)
}

func TestKeys(t *testing.T) {
	assert.Equal(t, []string{"renju.daily", "renju.drills", "renju.lang", "renju.progress", "renju.review", "renju.settings", "renju.start"}, Keys())
}

// TestJournalRoundTrips: the review queue and the daily goal travel in
// the progress file and come back as they were; a damaged one refuses
// the file, naming its key.
func TestJournalRoundTrips(t *testing.T) {
	now := time.Date(2026, 12, 4, 20, 0, 0, 0, time.FixedZone("UTC+8", 8*3600))
	q := &spaced.Queue{}
	no := false
	for i, p := range []string{"j9", "k10", "g7"} {
		d := drills.Drill{Type: drills.IsForbidden, Level: 1, Position: "B:h8,h9 W:h10", Point: p, ToMove: "black", Answer: drills.Answer{Forbidden: &no}}
		q.Miss(spaced.FromDrills, spaced.DrillAsk(d), now.Add(time.Duration(i)*time.Hour))
		if i == 1 {
			q.Right(spaced.Key(d), now.Add(3*time.Hour))
		}
	}
	l := daily.New()
	l.Add(daily.Items, 12, now)
	values := map[string]string{KeyReview: q.Format(), KeyDaily: l.Format(), KeyLang: "zh"}
	back, err := Import(ExportAt(values, saved))
	require.NoError(t, err)
	assert.Equal(t, values, back)
	file := strings.Replace(string(ExportAt(values, saved)), `"box":0`, `"box":9`, 1)
	_, err = Import([]byte(file))
	if assert.Error(t, err) {
		assert.Contains(t, err.Error(), "renju.review")
	}
}

// A byte-order mark (as Notepad may save) and other spacing are fine.
func TestImportTolerates(t *testing.T) {
	for _, text := range []string{
		"\xef\xbb\xbf" + string(ExportAt(good(), saved)),
		`{"data":{"renju.lang":"en"},"saved":"2026-12-02T10:30:00+08:00","version":1,"app":"renju-tutor"}`,
		"\r\n{ \"app\" : \"renju-tutor\" ,\r\n \"version\" : 1 , \"saved\" : \"2026-12-02T10:30:00.5Z\" , \"data\" : {\r\n \"renju.lang\" : \"en\" } }\r\n\r\n",
	} {
		_, err := Import([]byte(text))
		assert.NoError(t, err, text)
	}
}

// file makes a file from its lines (joined with newlines).
func file(lines ...string) []byte { return []byte(strings.Join(lines, "\n")) }

func TestImportErrors(t *testing.T) {
	head := func(rest ...string) []byte {
		return file(append([]string{`{`, `  "app": "renju-tutor",`, `  "version": 1,`, `  "saved": "2026-12-02T10:30:00Z",`}, rest...)...)
	}
	for _, tc := range []struct {
		name string
		data []byte
		line int
		id   msg.ID
		want string // the English message
	}{
		{"empty", []byte(" \n\t"), 0, msg.BackupErrEmpty, "the file is empty"},
		{"too large", []byte(strings.Repeat(" ", MaxSize+1)), 0, msg.BackupErrTooLarge, "the file is 513 KB, too large for a progress file (at most 512 KB)"},
		{"binary", []byte("PK\x03\x04\xff\xfe"), 0, msg.BackupErrNotText, "the file is not text (UTF-8), so it is not a progress file"},
		{"prose", []byte("Dear teacher,\nhere is my work."), 1, msg.BackupErrNotJSON, "line 1: this is not valid JSON, so it is not a progress file ('D' where a value should be)"},
		{"array", []byte("\n\n[1, 2]"), 3, msg.BackupErrNotObject, "line 3: this is not a progress file (a progress file starts with {)"},
		{"another app", file(`{`, `  "app": "chess-club",`, `  "version": 1`, `}`), 2, msg.BackupErrApp, `line 2: "app" is "chess-club", so this is not a Renju Tutor progress file`},
		{"no app", file(`{"name": "x"}`), 0, msg.BackupErrNoApp, `this is not a Renju Tutor progress file (it has no "app")`},
		{"newer", file(`{`, `  "app": "renju-tutor",`, `  "version": 2,`, `  "future": true`, `}`), 3, msg.BackupErrNewer, "line 3: the file was saved by a newer version of Renju Tutor (format 2; this one reads format 1): reload the page to update the app, then try again"},
		{"version zero", file(`{"app": "renju-tutor", "version": 0}`), 1, msg.BackupErrVersion, `line 1: "version" is 0, which is no version of the progress file (this app reads 1)`},
		{"version 1.5", file(`{"app": "renju-tutor",`, `"version": 1.5}`), 2, msg.BackupErrVersion, `line 2: "version" is 1.5, which is no version of the progress file (this app reads 1)`},
		{"version string", file(`{"app": "renju-tutor", "version": "1"}`), 1, msg.BackupErrType, `line 1: "version" should be a number`},
		{"no version", file(`{"app": "renju-tutor"}`), 0, msg.BackupErrMissing, `the file has no "version"`},
		{"no data", file(`{"app": "renju-tutor", "version": 1, "saved": "2026-12-02T10:30:00Z"}`), 0, msg.BackupErrMissing, `the file has no "data"`},
		{"unknown field", head(`  "data": {},`, `  "note": "hi"`, `}`), 6, msg.BackupErrField, `line 6: "note" is not a field of a progress file`},
		{"twice", head(`  "data": {},`, `  "app": "renju-tutor"`, `}`), 6, msg.BackupErrTwice, `line 6: "app" appears a second time`},
		{"bad date", file(`{`, `  "app": "renju-tutor",`, `  "version": 1,`, `  "saved": "yesterday",`, `  "data": {}`, `}`), 4, msg.BackupErrSaved, `line 4: "saved" is "yesterday", not a date and time such as "2026-12-02T10:30:00Z"`},
		{"date number", file(`{"app": "renju-tutor", "version": 1, "data": {},`, `"saved": 20261202}`), 2, msg.BackupErrType, `line 2: "saved" should be a string in quotes`},
		{"data array", head(`  "data": []`, `}`), 5, msg.BackupErrType, `line 5: "data" should be an object in braces {…}`},
		{"unknown key", head(`  "data": {`, `    "renju.lang": "en",`, `    "renju.theme": "dark"`, `  }`, `}`), 7, msg.BackupErrKey, `line 7: "data.renju.theme" is not something this version of Renju Tutor saves`},
		{"key twice", head(`  "data": {`, `    "renju.lang": "en",`, `    "renju.lang": "zh"`, `  }`, `}`), 7, msg.BackupErrTwice, `line 7: "data.renju.lang" appears a second time`},
		{"progress string", head(`  "data": {`, `    "renju.progress": "{}"`, `  }`, `}`), 6, msg.BackupErrType, `line 6: "data.renju.progress" should be an object in braces {…}`},
		{"bad progress", head(`  "data": {`, `    "renju.lang": "en",`, `    "renju.progress": {"v":1,"lessons":{"double-three":{"done":[0]}}}`, `  }`, `}`), 7, msg.BackupErrValue,
			`line 7: "data.renju.progress.lessons.double-three.done[0]" cannot be read (saved progress: lessons.double-three.done[0] 0 is out of range 1..999)`},
		{"progress version", head(`  "data": {"renju.progress": {"v":7,"lessons":{}}}`, `}`), 5, msg.BackupErrValue,
			`line 5: "data.renju.progress.v" cannot be read (saved progress: v is 7, want 1)`},
		{"bad drills", head(`  "data": {`, `    "renju.drills": {"version":1,"score":-3}`, `  }`, `}`), 6, msg.BackupErrValue,
			`line 6: "data.renju.drills.score" cannot be read (saved drill record: score -3 is out of range 0..1000000000)`},
		// The drill record is read by the Drills screen's own parser
		// (drillplay.ParseRecord), and its faults are named where they
		// are, however the record is laid out.
		{"drills overflow", head(`  "data": {`, `    "renju.drills": {"version":1,"score":9223372036854775797,"byType":{"trap":{"right":1,"total":1}},"seen":1}`, `  }`, `}`), 6, msg.BackupErrValue,
			`line 6: "data.renju.drills.score" cannot be read (saved drill record: score 9223372036854775797 is out of range 0..1000000000)`},
		{"drills unknown type", head(`  "data": {`, `    "renju.drills": {`, `      "version": 1,`, `      "byType": {`, `        "trap": {"right": 1, "total": 2},`, `        "chess": {"right": 1, "total": 2}`, `      }`, `    }`, `  }`, `}`), 10, msg.BackupErrValue,
			`line 10: "data.renju.drills.byType.chess" cannot be read (saved drill record: byType.chess is not a drill type (want one of is-forbidden, find-all, live-or-false, four-three, trap))`},
		{"drills tally", head(`  "data": {"renju.drills": {`, `    "version": 1, "seen": 3, "byType": {"trap": {`, `      "right": 3,`, `      "total": 2}}}}`, `}`), 6, msg.BackupErrValue,
			`line 6: "data.renju.drills.byType.trap" cannot be read (saved drill record: byType.trap right 3 is more than total 2)`},
		{"drills tally field", head(`  "data": {"renju.drills": {`, `    "version": 1, "seen": 3, "byType": {"trap": {`, `      "right": 1,`, `      "total": 2, "wrong": 1}}}}`, `}`), 8, msg.BackupErrValue,
			`line 8: "data.renju.drills.byType.trap.wrong" cannot be read (saved drill record: byType.trap.wrong is not a field here (want right, total))`},
		{"drills field", head(`  "data": {"renju.drills": {"version": 1,`, `    "score\"\n": 1}}`, `}`), 6, msg.BackupErrValue,
			`line 6: "data.renju.drills.score\"\n" cannot be read (saved drill record: "score\"\n" is not a field here (want version, score, streak, bestStreak, byType, byKind, seen))`},
		{"drills version", head(`  "data": {"renju.drills": {`, `    "version": 2}}`, `}`), 6, msg.BackupErrValue,
			`line 6: "data.renju.drills.version" cannot be read (saved drill record: version is 2, want 1)`},
		{"drills too large", head(`  "data": {"renju.drills": {"version": 1, "byKind": {`+junkKinds(10000)+`}}}`, `}`), 5, msg.BackupErrValue,
			`line 5: "data.renju.drills" cannot be read (saved drill record is 350024 bytes, more than any record the app writes (at most 1024))`},
		{"drills null", head(`  "data": {"renju.drills": null}`, `}`), 5, msg.BackupErrType, `line 5: "data.renju.drills" should be an object in braces {…}`},
		{"bad lang", head(`  "data": {`, `    "renju.lang": "fr"`, `  }`, `}`), 6, msg.BackupErrLang, `line 6: "data.renju.lang" is "fr", not a language of the app ("en" or "zh")`},
		{"lang number", head(`  "data": {"renju.lang": 1}`, `}`), 5, msg.BackupErrType, `line 5: "data.renju.lang" should be a string in quotes`},
		{"syntax", head(`  "data": {`, `    "renju.lang": "en",,`, `  }`, `}`), 6, msg.BackupErrNotJSON,
			`line 6: this is not valid JSON, so it is not a progress file (',' where a name in quotes should be)`},
		{"cut short", head(`  "data": {`, `    "renju.lang": "en"`), 6, msg.BackupErrUnreadable, `line 6: the file ends in the middle of the progress data`},
		{"trailing", append(ExportAt(good(), saved), "\n\nP.S. hello"...), 13, msg.BackupErrTrailing, `line 13: there is more text after the end of the progress data`},
		{"two files", append(ExportAt(good(), saved), ExportAt(good(), saved)...), 11, msg.BackupErrTrailing, `line 11: there is more text after the end of the progress data`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			vals, err := Import(tc.data)
			require.Error(t, err)
			assert.Nil(t, vals, "a bad file gives no values")
			var e *Error
			require.True(t, errors.As(err, &e))
			assert.Equal(t, tc.id, e.ID)
			assert.Equal(t, tc.line, e.Line)
			assert.Equal(t, tc.want, err.Error())
			zh := e.Text(msg.Chinese)
			assert.NotEqual(t, err.Error(), zh, "the message exists in Chinese")
			assert.NotContains(t, zh, "%!")
			if tc.line > 0 {
				assert.Contains(t, zh, "第")
			}
			if e.Detail != "" {
				assert.NotContains(t, zh, e.Detail, "the parser's English words are not in the Chinese")
			}
		})
	}
}

// The problem most worth saying comes first: whose file it is, then its
// version, then the rest.
func TestImportErrorOrder(t *testing.T) {
	_, err := Import(file(`{"note": 1, "version": 9, "app": "other"}`))
	assert.ErrorContains(t, err, `"app" is "other"`)
	_, err = Import(file(`{"note": 1, "version": 9, "app": "renju-tutor"}`))
	assert.ErrorContains(t, err, "newer version")
	_, err = Import(file(`{"note": 1, "version": 1, "app": "renju-tutor"}`))
	assert.ErrorContains(t, err, `"note" is not a field`)
}

func TestChineseMessages(t *testing.T) {
	_, err := Import(file(`{`, `"app": "renju-tutor",`, `"version": 1,`, `"saved": "2026-12-02T10:30:00Z",`, `"data": {"renju.lang": "fr"}}`))
	var e *Error
	require.True(t, errors.As(err, &e))
	assert.Equal(t, `第5行："data.renju.lang"是"fr"，不是应用的语言（"en"或"zh"）`, e.Text(msg.Chinese))
	_, err = Import(file(`[]`))
	require.True(t, errors.As(err, &e))
	assert.Equal(t, `第1行：这不是进度文件（进度文件以{开头）`, e.Text(msg.Chinese))
	_, err = Import(file(`{"app": "renju-tutor", "version": 1, "saved": "2026-12-02T10:30:00Z",`, `"data": {"renju.progress": {"v": 2, "lessons": {}}}}`))
	require.True(t, errors.As(err, &e))
	assert.Equal(t, `第2行："data.renju.progress.v"的内容无法读取，可能被改动过或已损坏`, e.Text(msg.Chinese))
	assert.Equal(t, `line 2: "data.renju.progress.v" cannot be read (saved progress: v is 2, want 1)`, e.Text(msg.English))
}

// FuzzImport: Import never panics; what it refuses is an *Error whose
// message formats in both languages; what it accepts are values their
// owners read, which Export writes to a file that imports to the same
// values.
func FuzzImport(f *testing.F) {
	f.Add(ExportAt(good(), saved))
	f.Add(ExportAt(nil, saved))
	f.Add([]byte(`{"app":"renju-tutor","version":1,"saved":"2026-12-02T10:30:00Z","data":{"renju.lang":"en"}}`))
	f.Add([]byte(`{"app":"renju-tutor","version":1,"saved":"2026-12-02T10:30:00Z","data":{"renju.progress":{"v":1,"lessons":{"a":{"done":[1,1]}}}}}`))
	f.Add([]byte(`{"app":"renju-tutor","version":2}`))
	f.Add([]byte(`{"app":"renju-tutor","version":1,"saved":"x","data":{},"data":{}}`))
	f.Add([]byte("\xef\xbb\xbf[]"))
	f.Add([]byte(`{"app":"renju-tutor","version":1,"saved":"2026-12-02T10:30:00Z","data":{"renju.drills":{"version":1,"byType":{"x":{"right":1,"total":1}}}}} x`))
	f.Fuzz(func(t *testing.T, data []byte) {
		vals, err := Import(data)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("Import's error is a %T: %v", err, err)
			}
			if vals != nil {
				t.Fatalf("a refused file gave values %v", vals)
			}
			for _, lang := range []msg.Lang{msg.English, msg.Chinese} {
				if s := e.Text(lang); s == "" || strings.Contains(s, "%!") {
					t.Fatalf("message in %s: %q", lang, s)
				}
			}
			return
		}
		for k, v := range vals {
			kk, ok := findKey(k)
			if !ok {
				t.Fatalf("unknown key %q accepted", k)
			}
			norm, err := kk.read(v)
			if err != nil || norm != v {
				t.Fatalf("%s: %q is not as its owner writes it (%q, %v)", k, v, norm, err)
			}
		}
		again, err := Import(ExportAt(vals, saved))
		if err != nil {
			t.Fatalf("the export of %v does not import: %v", vals, err)
		}
		if len(again) != len(vals) {
			t.Fatalf("round trip: %v became %v", vals, again)
		}
		for k, v := range vals {
			if again[k] != v {
				t.Fatalf("round trip: %s %q became %q", k, v, again[k])
			}
		}
	})
}

// junkKinds is n tallies of forbidden kinds that do not exist.
func junkKinds(n int) string {
	var b strings.Builder
	for i := range n {
		if i > 0 {
			b.WriteString(",")
		}
		fmt.Fprintf(&b, `"junk-%05d":{"right":1,"total":2}`, i)
	}
	return b.String()
}

// Export writes what the Drills screen keeps of a record with a bad entry
// (the rest of it), not nothing; Import still refuses the bad entry.
func TestExportKeepsTheGoodPartOfADrillRecord(t *testing.T) {
	bad := `{"version":1,"score":120,"streak":2,"bestStreak":4,"byType":{"find-all":{"right":3,"total":4},"trap":{"right":1,"total":3},"chess":{"right":9,"total":9}},"byKind":{"double-three":{"right":2,"total":3}},"seen":9}`
	_, err := Import([]byte(`{"app":"renju-tutor","version":1,"saved":"2026-12-02T10:30:00Z","data":{"renju.drills":` + bad + `}}`))
	assert.ErrorContains(t, err, `byType.chess is not a drill type`)
	back, err := Import(ExportAt(map[string]string{KeyDrills: bad}, saved))
	require.NoError(t, err)
	assert.Equal(t, goodDrills, back[KeyDrills])
	assert.Equal(t, 7, Answered(back[KeyDrills]))
	assert.Equal(t, 0, Answered(bad), "Answered reads strictly")
}

// Ten thousand junk entries (the file is under MaxSize) are refused by the
// drill record's size cap, before they are decoded.
func TestImportRefusesJunkDrillRecordQuickly(t *testing.T) {
	data := []byte(`{"app":"renju-tutor","version":1,"saved":"2026-12-02T10:30:00Z","data":{"renju.drills":{"version":1,"byKind":{` + junkKinds(10000) + `}}}}`)
	require.Less(t, len(data), MaxSize)
	start := time.Now()
	_, err := Import(data)
	took := time.Since(start)
	assert.ErrorContains(t, err, "more than any record the app writes")
	t.Logf("refused %d bytes in %v", len(data), took)
}

// TestDamagedKept: a damaged value the app moved aside is in the file as
// the string it was, and the file loads again with it.
func TestDamagedKept(t *testing.T) {
	damaged := "renju.progress.damaged.2026-12-04T05:30:00Z"
	values := map[string]string{
		"renju.progress":     `{"v":1,"lessons":{}}`,
		damaged:              `{"v":1,"lessons":{"x":`,
		"other.damaged.2026": "not ours",
	}
	file := ExportAt(values, time.Date(2026, 12, 4, 6, 0, 0, 0, time.UTC))
	assert.Contains(t, string(file), `"renju.progress.damaged.2026-12-04T05:30:00Z": "{\"v\":1,\"lessons\":{\"x\":"`)
	assert.NotContains(t, string(file), "not ours")
	got, err := Import(file)
	require.NoError(t, err)
	assert.Equal(t, values[damaged], got[damaged])
	assert.Equal(t, values["renju.progress"], got["renju.progress"])
}

// How the guided start ended travels in the file; any other value is
// refused with the line.
func TestStartKey(t *testing.T) {
	file := Export(map[string]string{KeyStart: "skipped", KeyLang: "zh"})
	back, err := Import(file)
	require.NoError(t, err)
	assert.Equal(t, map[string]string{KeyStart: "skipped", KeyLang: "zh"}, back)
	bad := strings.Replace(string(file), `"skipped"`, `"maybe"`, 1)
	_, err = Import([]byte(bad))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "renju.start")
}

// The sound and motion settings travel in the file; settings that cannot
// be read are refused with the rest.
func TestSettingsInTheFile(t *testing.T) {
	data := Export(map[string]string{"renju.settings": `{"sound":true,"reducedMotion":true}`})
	values, err := Import(data)
	require.NoError(t, err)
	assert.Equal(t, `{"sound":true,"reducedMotion":true}`, values["renju.settings"])
	assert.NotContains(t, string(Export(map[string]string{"renju.settings": "loud"})), "loud")
}
