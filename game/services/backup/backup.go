// Package backup is the progress file: what the app keeps in the browser's
// localStorage (the lessons' progress, the drill record, the language
// chosen), written to a small JSON file the learner can keep and load
// again on another computer or after the browser's data is cleared. It is
// plain Go, tested and fuzzed on the host.
//
// A file, version 1:
//
//	{
//	  "app": "renju-tutor",
//	  "version": 1,
//	  "saved": "2026-12-02T10:30:00Z",
//	  "data": {
//	    "renju.daily": {"unit":"items","goal":10,…},
//	    "renju.drills": {"version":1,"score":120,…},
//	    "renju.lang": "zh",
//	    "renju.progress": {"v":1,"lessons":{…}},
//	    "renju.review": {"items":[…]},
//	    "renju.start": "done"
//	  }
//	}
//
// "data" holds localStorage's values by their keys, one a line: the
// progress, the drill record, the review queue and the daily goal as the
// JSON objects their owners write (game/services/progress,
// game/parts/drillplay's record, game/services/spaced, game/services/daily),
// the language and how the guided start ended as strings, and
// any damaged value the app moved aside ("renju.progress.damaged.<time>",
// game/services/storage) as the string it was, to be mended by hand. Any of them may
// be missing (nothing saved yet). Import is strict: a file that is not
// exactly this — another app's file, a newer version, a missing or unknown
// field, a value its owner cannot read, a file too large — is refused with
// an *Error that says what is wrong and on which line, so that a bad file
// changes nothing.
package backup

import (
	"bytes"
	"errors"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"renju/game/parts/drillplay"
	"renju/game/services/daily"
	"renju/game/services/feel"
	"renju/game/services/learning"
	"renju/game/services/progress"
	"renju/game/services/savedjson"
	"renju/game/services/spaced"
	"renju/game/services/storage"
	"renju/jsonkit"
	"renju/msg"
)

// The file's identity.
const (
	// App is the value of "app".
	App = "renju-tutor"
	// Version is the format this package writes and reads.
	Version = 1
	// MaxSize is the largest file Import reads, in bytes. A real file is a
	// few kilobytes: the progress itself is at most 64 KB.
	MaxSize = 512 << 10
)

// The localStorage keys the file holds.
const (
	// KeyProgress is the lessons' progress (game/services/learning, game/services/progress).
	KeyProgress = learning.Key
	// KeyDrills is the drill record (drills.Stats as JSON, read by
	// drillplay.ParseRecord), the Drills screen's.
	KeyDrills = "renju.drills"
	// KeyLang is the language chosen ("en" or "zh"), the frame's.
	KeyLang = "renju.lang"
	// KeyReview is the review queue of mistakes (game/services/spaced),
	// KeyDaily the daily goal and streak (game/services/daily).
	KeyReview = spaced.StorageKey
	KeyDaily  = daily.StorageKey
	// KeyStart is how the guided start ended ("done" or "skipped"),
	// game/features/start's StorageKey (the frame's test keeps the two
	// the same): a learner who loads a file is not shown it again.
	KeyStart = "renju.start"
	// KeySettings are the sound and motion settings (game/services/feel),
	// the frame's.
	KeySettings = feel.Key
)

// key is one key the file holds: whether its value is written as a JSON
// object (else a string) and its owner's parser, which returns the value
// as the owner writes it, or why it cannot read it.
type key struct {
	name   string
	object bool
	read   func(string) (string, error)
	// keep, when set, is what the app itself keeps of a value read
	// refuses (false: nothing), for Export: the file then holds what the
	// app would show, not less.
	keep func(string) (string, bool)
}

// keys are in the file's order (sorted).
var keys = []key{
	{KeyDaily, true, readDaily, nil},
	{KeyDrills, true, readDrills, keepDrills},
	{KeyLang, false, readLang, nil},
	{KeyProgress, true, readProgress, nil},
	{KeyReview, true, readReview, nil},
	{KeySettings, true, readSettings, nil},
	{KeyStart, false, readStart, nil},
}

func readReview(v string) (string, error) {
	q, err := spaced.Parse(v)
	if err != nil {
		return "", err
	}
	return q.Format(), nil
}

func readDaily(v string) (string, error) {
	l, err := daily.Parse(v)
	if err != nil {
		return "", err
	}
	return l.Format(), nil
}

// Keys lists the localStorage keys a file holds.
func Keys() []string {
	out := make([]string, len(keys))
	for i, k := range keys {
		out[i] = k.name
	}
	return out
}

func findKey(name string) (key, bool) {
	for _, k := range keys {
		if k.name == name {
			return k, true
		}
	}
	if storage.IsDamagedKey(name) && strings.HasPrefix(name, "renju.") {
		return key{name: name, read: readDamaged}, true
	}
	return key{}, false
}

// readDamaged keeps a damaged value as it is: a value its owner could not
// read, moved aside (game/services/storage) so that it can be mended by hand. Any
// text is one, within the file's size.
func readDamaged(v string) (string, error) { return v, nil }

func readProgress(v string) (string, error) {
	p, err := progress.Parse(v)
	if err != nil {
		return "", err
	}
	return p.Format(), nil
}

// readDrills reads a drill record with the Drills screen's own strict
// parser; its errors are *drillplay.RecordError, which name the part at
// fault and where it is.
func readDrills(v string) (string, error) {
	s, err := drillplay.ParseRecord([]byte(v))
	if err != nil {
		return "", err
	}
	return string(drillplay.FormatRecord(s)), nil
}

// keepDrills is what the Drills screen keeps of a record ParseRecord
// refuses (drillplay.RepairRecord), as it will save it.
func keepDrills(v string) (string, bool) {
	s, _ := drillplay.RepairRecord([]byte(v))
	if s == nil {
		return "", false
	}
	return string(drillplay.FormatRecord(s)), true
}

var errStart = errors.New(`want "done" or "skipped"`)

func readStart(v string) (string, error) {
	if v != "done" && v != "skipped" {
		return "", errStart
	}
	return v, nil
}

func readSettings(v string) (string, error) {
	st, err := feel.Parse(v)
	if err != nil {
		return "", err
	}
	return st.Format(), nil
}

var errLang = errors.New(`want "en" or "zh"`)

func readLang(v string) (string, error) {
	if v != string(msg.English) && v != string(msg.Chinese) {
		return "", errLang
	}
	return v, nil
}

// Export writes values (localStorage's, by key) as a progress file saved
// now. Keys the file does not hold, and values their owner cannot read (a
// corrupt record the app has not replaced yet), are left out — but for
// what the app keeps of such a value when it reads it (a drill record with
// one bad entry: the rest of it).
func Export(values map[string]string) []byte { return ExportAt(values, time.Now()) }

// ExportAt is Export with the time the file says it was saved.
func ExportAt(values map[string]string, saved time.Time) []byte {
	var b bytes.Buffer
	b.WriteString("{\n")
	b.WriteString(`  "app": ` + quote(App) + ",\n")
	b.WriteString(`  "version": ` + strconv.Itoa(Version) + ",\n")
	b.WriteString(`  "saved": ` + quote(saved.UTC().Format(time.RFC3339)) + ",\n")
	b.WriteString(`  "data": {`)
	n := 0
	names := Keys()
	for name := range values {
		if storage.IsDamagedKey(name) && strings.HasPrefix(name, "renju.") {
			names = append(names, name)
		}
	}
	sort.Sort(sort.StringSlice(names))
	for _, name := range names {
		k, _ := findKey(name)
		v, ok := values[k.name]
		if !ok {
			continue
		}
		norm, err := k.read(v)
		if err != nil {
			if k.keep == nil {
				continue
			}
			var ok bool
			if norm, ok = k.keep(v); !ok {
				continue
			}
		}
		if n > 0 {
			b.WriteString(",")
		}
		n++
		b.WriteString("\n    " + quote(k.name) + ": ")
		if k.object {
			b.WriteString(norm)
		} else {
			b.WriteString(quote(norm))
		}
	}
	if n > 0 {
		b.WriteString("\n  ")
	}
	b.WriteString("}\n}\n")
	return b.Bytes()
}

// quote writes s as a JSON string.
func quote(s string) string {
	data, _ := jsonkit.Marshal(s)
	return string(data)
}

// Error is why a file cannot be loaded: a message of the catalogue (msg)
// and its arguments, the line first when there is one.
type Error struct {
	// Line is the line of the file it is about, from 1 (0: the whole
	// file).
	Line int
	ID   msg.ID
	Args []any
	// Detail is the words of the parser that refused the file (the JSON
	// decoder's, the owner's), which exist in English only: the English
	// message ends with them, in brackets.
	Detail string
}

// Error is the message in English.
func (e *Error) Error() string { return e.Text(msg.English) }

// Text is the message in lang.
func (e *Error) Text(lang msg.Lang) string {
	s := msg.F(lang, e.ID, e.Args...)
	if e.Detail != "" && lang == msg.English {
		s += " (" + e.Detail + ")"
	}
	return s
}

// with adds the parser's words to e.
func (e *Error) with(detail string) *Error {
	e.Detail = detail
	return e
}

// at makes an Error about line (its first argument).
func at(line int, id msg.ID, args ...any) *Error {
	return &Error{Line: line, ID: id, Args: append([]any{line}, args...)}
}

// whole makes an Error about the whole file.
func whole(id msg.ID, args ...any) *Error { return &Error{ID: id, Args: args} }

// TooLarge is the Error of a file of size bytes, more than MaxSize.
func TooLarge(size int) *Error {
	return whole(msg.BackupErrTooLarge, (size+1023)/1024, MaxSize/1024)
}

var bom = []byte("\xef\xbb\xbf")

// fileRules read a file's text (its parts are checked here, in the order
// that says the most first).
var fileRules = savedjson.Rules{What: "progress file"}

// Import reads a progress file and returns the values it holds, by
// localStorage key, each as its owner writes it (so the app can store it
// and read it back at once). Anything that is not a version-1 file of this
// app, exactly, is an *Error and no values.
func Import(data []byte) (map[string]string, error) {
	if len(data) > MaxSize {
		return nil, TooLarge(len(data))
	}
	data = bytes.TrimPrefix(data, bom) // as some editors save
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, whole(msg.BackupErrEmpty)
	}
	if !utf8.Valid(data) {
		return nil, whole(msg.BackupErrNotText)
	}
	doc, err := fileRules.Parse(data)
	if err != nil {
		switch e := err.(*savedjson.Error); e.Kind {
		case savedjson.CutShort:
			return nil, at(e.Line, msg.BackupErrUnreadable)
		case savedjson.Trailing:
			return nil, at(e.Line, msg.BackupErrTrailing)
		default:
			return nil, at(e.Line, msg.BackupErrNotJSON).with(e.Problem)
		}
	}
	return readFile(doc, data)
}

// top-level fields, in the order they are checked.
const (
	fApp     = "app"
	fVersion = "version"
	fSaved   = "saved"
	fData    = "data"
)

func readFile(doc *savedjson.Doc, data []byte) (map[string]string, error) {
	if p, _ := doc.Place(); p.Raw[0] != '{' {
		return nil, at(p.Line, msg.BackupErrNotObject)
	}
	byName := map[string]savedjson.Place{}
	var twice, unknown *Error
	for _, f := range doc.Members() {
		if _, dup := byName[f.Name]; dup {
			if twice == nil {
				twice = at(f.Line, msg.BackupErrTwice, quote(f.Name))
			}
			continue
		}
		byName[f.Name] = f.Place
		switch f.Name {
		case fApp, fVersion, fSaved, fData:
		default:
			if unknown == nil {
				unknown = at(f.Line, msg.BackupErrField, quote(f.Name))
			}
		}
	}

	// Whose file is it? Said first: it explains every other problem.
	app, ok := byName[fApp]
	if !ok {
		return nil, whole(msg.BackupErrNoApp)
	}
	var name string
	if jsonkit.Unmarshal(app.Raw, &name) != nil || name != App {
		return nil, at(app.Line, msg.BackupErrApp, short(app.Raw))
	}
	ver, ok := byName[fVersion]
	if !ok {
		return nil, whole(msg.BackupErrMissing, quote(fVersion))
	}
	if c := ver.Raw[0]; c != '-' && (c < '0' || c > '9') {
		return nil, at(ver.Line, msg.BackupErrType, quote(fVersion), msg.BackupTypeNumber)
	}
	n, err := strconv.Atoi(string(ver.Raw))
	switch {
	case err == nil && n > Version:
		return nil, at(ver.Line, msg.BackupErrNewer, string(ver.Raw), Version)
	case err != nil || n != Version:
		return nil, at(ver.Line, msg.BackupErrVersion, short(ver.Raw), Version)
	}
	if twice != nil {
		return nil, twice
	}
	if unknown != nil {
		return nil, unknown
	}
	for _, need := range []string{fSaved, fData} {
		if _, ok := byName[need]; !ok {
			return nil, whole(msg.BackupErrMissing, quote(need))
		}
	}
	saved := byName[fSaved]
	var when string
	if saved.Raw[0] != '"' || jsonkit.Unmarshal(saved.Raw, &when) != nil {
		return nil, at(saved.Line, msg.BackupErrType, quote(fSaved), msg.BackupTypeString)
	}
	if _, err := time.Parse(time.RFC3339, when); err != nil {
		return nil, at(saved.Line, msg.BackupErrSaved, short(saved.Raw))
	}
	if d := byName[fData]; d.Raw[0] != '{' {
		return nil, at(d.Line, msg.BackupErrType, quote(fData), msg.BackupTypeObject)
	}
	return values(doc.Members(fData), data)
}

// values reads "data": each value checked by its owner's reader, in the
// file's order; a fault its reader finds is named on its own line.
func values(entries []savedjson.Member, data []byte) (map[string]string, error) {
	out := map[string]string{}
	for _, f := range entries {
		where := quote(fData + "." + f.Name)
		if _, dup := out[f.Name]; dup {
			return nil, at(f.Line, msg.BackupErrTwice, where)
		}
		k, ok := findKey(f.Name)
		if !ok {
			return nil, at(f.Line, msg.BackupErrKey, where)
		}
		var v string
		switch {
		case k.object && f.Raw[0] != '{':
			return nil, at(f.Line, msg.BackupErrType, where, msg.BackupTypeObject)
		case k.object:
			// Compact, as the app stores it: how the file is laid out
			// does not count against the owner's size cap.
			b, _ := jsonkit.Compact(nil, f.Raw) // cannot fail: the file was read
			v = string(b)
		case f.Raw[0] != '"' || jsonkit.Unmarshal(f.Raw, &v) != nil:
			return nil, at(f.Line, msg.BackupErrType, where, msg.BackupTypeString)
		}
		norm, err := k.read(v)
		if err != nil {
			if errors.Is(err, errLang) {
				return nil, at(f.Line, msg.BackupErrLang, where, short(f.Raw))
			}
			line, detail := f.Line, err.Error()
			if se, ok := err.(*savedjson.Error); ok && se.Offset >= 0 {
				// The part of the record at fault, on its own line of
				// the file (the record's own line and column would
				// only confuse).
				line = 1 + bytes.Count(data[:f.Value+rawOffset(f.Raw, se.Offset)], []byte("\n"))
				path := fData + "." + f.Name
				for _, p := range se.Path {
					path += "." + savedjson.Short(p)
				}
				where = quote(strings.ReplaceAll(path, ".[", "["))
				inRecord := *se
				inRecord.Line = 0
				detail = inRecord.Error()
			}
			return nil, at(line, msg.BackupErrValue, where).with(detail)
		}
		out[f.Name] = norm
	}
	return out, nil
}

// rawOffset is the offset in raw, a JSON value, of the byte at offset off
// of its compact form (jsonkit.Compact: raw without the spaces between its
// tokens).
func rawOffset(raw []byte, off int) int {
	n, inString, escaped := 0, false, false
	for i, c := range raw {
		if !inString && (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
			continue
		}
		if n == off {
			return i
		}
		n++
		switch {
		case escaped:
			escaped = false
		case inString && c == '\\':
			escaped = true
		case c == '"':
			inString = !inString
		}
	}
	return len(raw)
}

// short is a value as the file writes it, cut to a length a message can
// quote.
func short(raw []byte) string {
	s := strings.Join(strings.Fields(string(raw)), " ")
	if utf8.RuneCountInString(s) > 40 {
		s = string([]rune(s)[:39]) + "…"
	}
	return s
}

// Answered counts the drills a drill record (as stored) has answered: 0
// for none or one that cannot be read.
func Answered(record string) int {
	s, err := drillplay.ParseRecord([]byte(record))
	if err != nil {
		return 0
	}
	return drillplay.Answered(s)
}
