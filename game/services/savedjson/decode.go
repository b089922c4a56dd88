package savedjson

import (
	"bytes"
	"math"
	"reflect"
	"strconv"
	"strings"
	"sync"
)

// decoder reads nodes into Go values, collecting the faults; value
// reports whether the value read is whole (nothing of it dropped but
// unknown and repeated names), so that a map or a list drops an entry
// that is not.
type decoder struct {
	doc  *Doc
	path []string
}

func (d *decoder) fault(kind Kind, at int, format string, args ...any) {
	d.doc.faults = append(d.doc.faults, d.doc.newError(kind, at, d.path, format, args...))
}

// wrong is the fault of a value of the wrong type.
func (d *decoder) wrong(n *node, at int, want string) bool {
	d.fault(Type, at, "%s should be %s", Short(string(d.doc.data[n.start:n.end])), want)
	d.doc.faults[len(d.doc.faults)-1].Want = want
	return false
}

// value reads n, named at offset at, into v.
func (d *decoder) value(n *node, at int, v reflect.Value) bool {
	if n.kind == 'n' && (v.Kind() == reflect.Map || v.Kind() == reflect.Slice) {
		return true // as encoding/json writes a nil map or slice: nothing
	}
	switch v.Kind() {
	case reflect.Pointer:
		p := reflect.New(v.Type().Elem())
		if !d.value(n, at, p.Elem()) {
			return false
		}
		v.Set(p)
		return true
	case reflect.Struct:
		return d.object(n, at, v)
	case reflect.Map:
		return d.mapOf(n, at, v)
	case reflect.Slice:
		return d.list(n, at, v)
	case reflect.String:
		if n.kind != '"' {
			return d.wrong(n, at, WantString)
		}
		v.SetString(n.text)
		return true
	case reflect.Bool:
		if n.kind != 't' && n.kind != 'f' {
			return d.wrong(n, at, WantBool)
		}
		v.SetBool(n.kind == 't')
		return true
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		bits := 64 - v.Type().Bits()
		neg, u, ok := d.whole(n, at, uint64(1<<63)>>bits, uint64(math.MaxInt64)>>bits)
		if ok && neg {
			v.SetInt(-int64(u-1) - 1) // u may be 2⁶³
		} else if ok {
			v.SetInt(int64(u))
		}
		return ok
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		_, u, ok := d.whole(n, at, 0, uint64(math.MaxUint64)>>(64-v.Type().Bits()))
		if ok {
			v.SetUint(u)
		}
		return ok
	}
	d.fault(Type, at, "cannot be read into a %s", v.Type())
	return false
}

// whole reads a whole number from -below to hi (within Rules.Counts), as
// its sign and magnitude, so that one rule serves every integer type.
func (d *decoder) whole(n *node, at int, below, hi uint64) (neg bool, u uint64, ok bool) {
	if c := d.doc.rules.Counts; c > 0 {
		below, hi = 0, min(hi, uint64(c))
	}
	if n.kind != '0' {
		return false, 0, d.wrong(n, at, WantNumber)
	}
	text := d.doc.data[n.start:n.end]
	if bytes.ContainsAny(text, ".eE") {
		return false, 0, d.wrong(n, at, WantWhole)
	}
	// The parser checked the digits; the magnitude is read without
	// allocating, and "too large" is out of range like any other.
	neg, ok = text[0] == '-', true
	for _, c := range text[min(len(text), boolInt(neg)):] {
		digit := uint64(c - '0')
		ok = ok && (u < math.MaxUint64/10 || u == math.MaxUint64/10 && digit <= math.MaxUint64%10)
		u = 10*u + digit
	}
	if !ok || neg && u > below || !neg && u > hi {
		lo := "0"
		if below > 0 {
			lo = "-" + strconv.FormatUint(below, 10)
		}
		d.fault(Range, at, "%s is out of range %s..%d", Short(string(text)), lo, hi)
		return false, 0, false
	}
	return neg, u, true
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// object reads n into the struct v by its fields' json names: a field
// that fails keeps the value it had, and the struct is not whole.
func (d *decoder) object(n *node, at int, v reflect.Value) bool {
	if n.kind != '{' {
		return d.wrong(n, at, WantObject)
	}
	fs := fieldsOf(v.Type())
	ok := true
	for i, m := range n.members {
		d.path = append(d.path, m.name)
		switch f := fs.index(m.name); {
		case seenBefore(n.members[:i], m.name):
			d.fault(Twice, m.at, "appears twice")
		case f == nil:
			d.fault(Unknown, m.at, "is not a field here (want %s)", strings.Join(fs.names, ", "))
		default:
			// Only a struct can fail half read: every other kind is set
			// when it reads, or not at all.
			fv, was := v.FieldByIndex(f), reflect.Value{}
			if fv.Kind() == reflect.Struct {
				was = reflect.New(fv.Type()).Elem()
				was.Set(fv)
			}
			if !d.value(m.val, m.at, fv) {
				if was.IsValid() {
					fv.Set(was)
				}
				ok = false
			}
		}
		d.path = d.path[:len(d.path)-1]
	}
	return ok
}

// mapOf reads n into the map v (of string keys): an entry that fails is
// left out.
func (d *decoder) mapOf(n *node, at int, v reflect.Value) bool {
	if n.kind != '{' {
		return d.wrong(n, at, WantObject)
	}
	t := v.Type()
	if v.IsNil() {
		v.Set(reflect.MakeMapWithSize(t, len(n.members)))
	}
	e := reflect.New(t.Elem()).Elem() // each entry is read here, then copied
	for i, m := range n.members {
		d.path = append(d.path, m.name)
		if e.SetZero(); seenBefore(n.members[:i], m.name) {
			d.fault(Twice, m.at, "appears twice")
		} else if d.value(m.val, m.at, e) {
			v.SetMapIndex(reflect.ValueOf(m.name).Convert(t.Key()), e)
		}
		d.path = d.path[:len(d.path)-1]
	}
	return true
}

// list reads n into the slice v: an element that fails is left out.
func (d *decoder) list(n *node, at int, v reflect.Value) bool {
	if n.kind != '[' {
		return d.wrong(n, at, WantList)
	}
	out, k := reflect.MakeSlice(v.Type(), len(n.elems), len(n.elems)), 0
	for i, e := range n.elems {
		d.path = append(d.path, index(i))
		if d.value(e, e.start, out.Index(k)) {
			k++
		} else {
			out.Index(k).SetZero()
		}
		d.path = d.path[:len(d.path)-1]
	}
	if k < out.Len() {
		out = out.Slice(0, k)
	}
	v.Set(out)
	return true
}

func seenBefore(ms []member, name string) bool {
	for _, m := range ms {
		if m.name == name {
			return true
		}
	}
	return false
}

// fields are a struct's fields by their json names. As encoding/json
// does, the fields of an embedded struct with no json name stand among
// the struct's own (the storm's and the coach's records embed their
// per-type part, skill.Book), so a field is found by its index path.
type fields struct {
	names []string
	at    [][]int // the field's index path, by name
}

func (fs *fields) index(name string) []int {
	for i, n := range fs.names {
		if n == name {
			return fs.at[i]
		}
	}
	return nil
}

var fieldCache sync.Map // reflect.Type → *fields

func fieldsOf(t reflect.Type) *fields {
	if fs, ok := fieldCache.Load(t); ok {
		return fs.(*fields)
	}
	fs := &fields{}
	fs.add(t, nil)
	fieldCache.Store(t, fs)
	return fs
}

// add puts in t's fields, below the index path at.
func (fs *fields) add(t reflect.Type, at []int) {
	for i := range t.NumField() {
		f := t.Field(i)
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		path := append(append([]int(nil), at...), i)
		if f.Anonymous && f.Type.Kind() == reflect.Struct && name == "" {
			fs.add(f.Type, path)
			continue
		}
		if !f.IsExported() || name == "-" {
			continue
		}
		if name == "" {
			name = f.Name
		}
		fs.names = append(fs.names, name)
		fs.at = append(fs.at, path)
	}
}
