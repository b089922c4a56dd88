// Package jsonkit is the tutor's JSON: Marshal and Unmarshal over
// reflect for exactly what the app encodes (structs by their `json`
// tags, with omitempty and "-", embedded structs, strings, bools,
// numbers, slices, arrays, maps with string keys, pointers, interfaces
// when written, RawMessage and the Marshaler and Unmarshaler methods), so
// that the first module does without encoding/json: 242 KB of code and
// the generic sorts it instantiated (39 KB) for jsonkit's 102 KB, the
// tutor's gzip -60,413 bytes, Brotli 11 -50,380 (2026-12-07,
// docs/performance.md).
//
// The bytes are encoding/json's for every type the app encodes (saves
// on learners' devices, links, backups and the job protocol read alike
// by either), and Unmarshal takes what encoding/json took for them: the
// differential fuzz targets (fuzz_test.go) compare the two on the app's
// real types. What it leaves out, as the app has none of it: []byte
// (base64), maps with keys other than strings, reading into an
// interface (map[string]any), the ",string" option, encoding.TextMarshaler
// and TextUnmarshaler, json.Number, HTML left unescaped, indentation.
// Each is an error, and TestTypesInReach fails when a type the app
// writes or reads holds one.
//
// Its errors name what and where: the line and column, and the path of
// the part at fault (items[2].box).
//
// The package imports nothing of the project: the job protocol
// (renju/job) uses it too.
package jsonkit
