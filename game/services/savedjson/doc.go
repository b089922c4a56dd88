// Package savedjson is the one strict reader of the JSON records the app
// keeps (localStorage, the progress file): the storm's and the coach's
// records, the drill record, the lessons' progress, a homework's progress,
// the class table and the progress file itself.
//
// One policy for all of them. A record is read into the caller's Go value
// by its `json` tags (Rules.Read), and anything the app does not write is a
// fault: a name the value has no field for, a name given twice, a value of
// the wrong type, a number that is not whole or out of range, text after
// the record. A fault names the part at fault by its path (byType.trap.right)
// and its place (line and column), so that a learner or a teacher can find
// it in a file. Where a fault is, only that part is dropped — an entry of a
// map or a list, a field of the record — and the rest is read; the caller
// adds its own checks (Doc.Fault), then either refuses the record with the
// first fault (Doc.Err: a record that does not read changes nothing) or
// keeps what passed and tells the learner what was left out (Doc.Faults).
// Only a record that is not JSON, or too large, gives nothing at all.
//
// It is plain Go, tested and fuzzed on the host.
package savedjson

import "reflect"

// Rules say how one kind of record is read.
type Rules struct {
	// What the record is, as messages name it: "saved drill record".
	What string
	// MaxSize is the largest record read, in bytes (0: any size).
	MaxSize int
	// Counts, when above 0, makes every whole number of the record a
	// count from 0 to Counts; 0 leaves the Go type's range.
	Counts int64
}

// Read reads data into v (a pointer to a struct, usually), dropping what
// fails. A field left out keeps the value v has; null, for a list or a
// map, is nothing too (encoding/json and jsonkit write a nil one so), and anywhere
// else a fault. The error is a *Error when nothing of data can be read — too
// large, not JSON, cut short, more text after it — and v is then
// untouched; any other fault is in the Doc, and v holds the rest.
func (r Rules) Read(data []byte, v any) (*Doc, error) {
	d, err := r.Parse(data)
	if err != nil {
		return nil, err
	}
	dec := decoder{doc: d}
	dec.value(d.root, d.root.start, reflect.ValueOf(v).Elem())
	return d, nil
}

// Decode is Read that refuses a record with any fault: the first one.
func (r Rules) Decode(data []byte, v any) error {
	d, err := r.Read(data, v)
	if err != nil {
		return err
	}
	return d.Err()
}

// Parse reads data as JSON without a Go value to read it into, for a
// caller that walks it by hand (Doc.Members, Doc.Place).
func (r Rules) Parse(data []byte) (*Doc, error) {
	d := &Doc{rules: r, data: data}
	if r.MaxSize > 0 && len(data) > r.MaxSize {
		return nil, d.whole(TooLarge, "is %d bytes, more than any record the app writes (at most %d)", len(data), r.MaxSize)
	}
	p := parser{doc: d}
	root, err := p.document()
	if err != nil {
		return nil, err
	}
	d.root = root
	return d, nil
}

// Doc is a record read: where each part of it is, and its faults.
type Doc struct {
	rules  Rules
	data   []byte
	root   *node
	faults []*Error
}

// Faults are the faults found, in the record's order, then the caller's
// in the order it found them.
func (d *Doc) Faults() []*Error { return d.faults }

// Err is the first fault, or nil when there is none.
func (d *Doc) Err() error {
	if len(d.faults) == 0 {
		return nil
	}
	return d.faults[0]
}

// Fault adds a fault of the caller's (a check of its own: a key it does
// not know, a count larger than another) about the part at path, placed
// where that part's name is; no path, or one that is not in the record (a
// field left out), is about the whole record, with no place. It returns the fault.
func (d *Doc) Fault(path []string, format string, args ...any) *Error {
	at, ok := d.find(path)
	e := d.newError(Check, at, path, format, args...)
	if !ok || len(path) == 0 {
		e.Offset, e.Line, e.Column = -1, 0, 0
	}
	d.faults = append(d.faults, e)
	return e
}

// Member is a name of an object and where it is.
type Member struct {
	Name string
	Place
}

// Place is where a part of the record is.
type Place struct {
	// Offset, Line and Column are where the part's name is (its value's
	// for an element of a list or the whole record); Line and Column are
	// from 1, the column in characters.
	Offset, Line, Column int
	// Value is the value's offset; Raw is its text, as written.
	Value int
	Raw   []byte
}

// Members are the names of the object at path, in the record's order,
// a name given twice each time (nil when path is not an object).
func (d *Doc) Members(path ...string) []Member {
	n := d.node(path)
	if n == nil {
		return nil
	}
	out := make([]Member, len(n.members))
	for i, m := range n.members {
		out[i] = Member{m.name, d.place(m.at, m.val)}
	}
	return out
}

// Keys are the names of the object at path, in the record's order, each
// once.
func (d *Doc) Keys(path ...string) []string {
	n := d.node(path)
	if n == nil {
		return nil
	}
	out := make([]string, 0, len(n.members))
	for i, m := range n.members {
		if !seenBefore(n.members[:i], m.name) {
			out = append(out, m.name)
		}
	}
	return out
}

// Place is where the part at path is (its first occurrence), and whether
// the record has it.
func (d *Doc) Place(path ...string) (Place, bool) {
	at, ok := d.find(path)
	if !ok {
		return Place{}, false
	}
	return d.place(at, d.node(path)), true
}

func (d *Doc) place(at int, n *node) Place {
	line, col := d.lineColumn(at)
	return Place{Offset: at, Line: line, Column: col, Value: n.start, Raw: d.data[n.start:n.end]}
}

// node is the value at path (nil when there is none).
func (d *Doc) node(path []string) *node {
	n := d.root
	for _, name := range path {
		next, _ := n.child(name)
		if next == nil {
			return nil
		}
		n = next
	}
	return n
}

// find is where the part at path is named: the offset of its name (of
// the value for an element of a list or the whole record), or of the
// deepest part of the path the record has, and whether it has all of it.
func (d *Doc) find(path []string) (int, bool) {
	n, at := d.root, d.root.start
	for _, name := range path {
		next, off := n.child(name)
		if next == nil {
			return at, false
		}
		n, at = next, off
	}
	return at, true
}

// Version checks the record's version, field name: there, and want. A
// record of another version is not read at all (its fields may mean
// other things): the caller refuses it with this fault, whatever it
// repairs.
func (d *Doc) Version(name string, got, want int) *Error {
	for _, f := range d.faults { // not an object, or a version of the wrong type
		if len(f.Path) == 0 || f.Path[0] == name {
			return f
		}
	}
	switch p, ok := d.Place(name); {
	case !ok:
		return d.Fault(nil, "has no %s (want %d)", name, want)
	case got != want:
		return d.Fault([]string{name}, "is %s, want %d", Short(string(p.Raw)), want)
	}
	return nil
}
