package jsonkit

import (
	"bytes"
	"reflect"
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"
)

// Unmarshaler is a type that reads its own JSON (pageapi.State,
// RawMessage).
type Unmarshaler interface {
	UnmarshalJSON([]byte) error
}

// Unmarshal reads data into v (a non-nil pointer) as encoding/json
// does: names matched exactly, else regardless of case; names v has no
// field for skipped; null leaves a value as it is, except a pointer,
// map, slice or interface, which it clears; a value of the wrong type or
// out of range is an error, and the rest is still read. Text that is not
// one JSON value changes nothing.
func Unmarshal(data []byte, v any) error { return unmarshal(data, v, false) }

// UnmarshalKnown is Unmarshal that refuses a name v has no field for
// (json.Decoder's DisallowUnknownFields).
func UnmarshalKnown(data []byte, v any) error { return unmarshal(data, v, true) }

func unmarshal(data []byte, v any, known bool) error {
	if err := check(data); err != nil {
		return err
	}
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Pointer || rv.IsNil() {
		return &Error{Offset: -1, Problem: "cannot read into " + reflect.TypeOf(v).String() + " (want a pointer)"}
	}
	d := decoder{data: data, known: known}
	if err := d.value(rv); err != nil {
		return err
	}
	if d.err != nil {
		return d.err
	}
	return nil
}

var unmarshalerType = reflect.TypeFor[Unmarshaler]()

// decoder reads checked text into Go values. A part of the wrong type is
// skipped and its fault kept (the first, in err); an Unmarshaler's error
// stops the reading.
type decoder struct {
	data  []byte
	pos   int
	known bool
	err   *Error
	path  []step
}

// step is a part of the path: a name, or an element's index.
type step struct {
	name  string
	index int
}

func (d *decoder) fault(at int, problem string) {
	if d.err != nil {
		return
	}
	d.err = newError(d.data, at, problem)
	var b strings.Builder
	for i, s := range d.path {
		switch {
		case s.index >= 0:
			b.WriteString("[" + strconv.Itoa(s.index) + "]")
			continue
		case i > 0:
			b.WriteByte('.')
		}
		b.WriteString(s.name)
	}
	d.err.Path = b.String()
}

// wrong is the fault of the value from at to pos, which v cannot hold.
func (d *decoder) wrong(at int, v reflect.Value) {
	d.fault(at, "("+v.Type().String()+") cannot hold "+short(string(d.data[at:d.pos])))
}

func (d *decoder) space() { d.pos = pastSpace(d.data, d.pos) }

// indirect walks v through its pointers, allocating nil ones (for null,
// it stops at the last one that can be set), to the value to set or to
// the Unmarshaler that reads it.
func indirect(v reflect.Value, null bool) (Unmarshaler, reflect.Value) {
	if v.Kind() != reflect.Pointer && v.Type().Name() != "" && v.CanAddr() && infoOf(v.Type()).addrUnmarshal {
		return v.Addr().Interface().(Unmarshaler), v
	}
	for {
		if v.Kind() == reflect.Interface && !v.IsNil() {
			if e := v.Elem(); e.Kind() == reflect.Pointer && !e.IsNil() && (!null || e.Elem().Kind() == reflect.Pointer) {
				v = e
				continue
			}
		}
		if v.Kind() != reflect.Pointer || null && v.CanSet() {
			return nil, v
		}
		if v.IsNil() {
			v.Set(reflect.New(v.Type().Elem()))
		}
		if infoOf(v.Type().Elem()).addrUnmarshal {
			return v.Interface().(Unmarshaler), v
		}
		v = v.Elem()
	}
}

// value reads the value at pos into v (none: skip it).
func (d *decoder) value(v reflect.Value) error {
	d.space()
	start := d.pos
	c := d.data[start]
	if !v.IsValid() {
		d.skip()
		return nil
	}
	u, pv := indirect(v, c == 'n')
	if u != nil {
		d.skip()
		return u.UnmarshalJSON(d.data[start:d.pos])
	}
	v = pv
	switch c {
	case '{':
		return d.object(v)
	case '[':
		return d.array(v)
	}
	d.literal(v)
	return nil
}

// skip passes over the value at pos.
func (d *decoder) skip() {
	d.space()
	depth := 0
	for {
		switch c := d.data[d.pos]; c {
		case '{', '[':
			depth++
			d.pos++
		case '}', ']':
			depth--
			d.pos++
		case '"':
			d.stringEnd()
		case ',', ':', ' ', '\t', '\n', '\r':
			d.pos++
		default:
			d.literalEnd()
		}
		if depth == 0 {
			return
		}
	}
}

// stringEnd moves pos past the string at pos; escaped reports a '\'.
func (d *decoder) stringEnd() (escaped bool) {
	for d.pos++; ; d.pos++ {
		switch d.data[d.pos] {
		case '"':
			d.pos++
			return escaped
		case '\\':
			escaped = true
			d.pos++
		}
	}
}

// literalEnd moves pos past a number, true, false or null.
func (d *decoder) literalEnd() {
	for d.pos < len(d.data) {
		switch c := d.data[d.pos]; {
		case c >= '0' && c <= '9', c >= 'a' && c <= 'z', c == '-', c == '+', c == '.', c == 'E':
			d.pos++
		default:
			return
		}
	}
}

// key reads a string at pos.
func (d *decoder) str() string {
	start := d.pos
	escaped := d.stringEnd()
	raw := d.data[start+1 : d.pos-1]
	if !escaped && utf8.Valid(raw) {
		return string(raw)
	}
	return unquote(raw)
}

// unquote decodes a checked string's escapes; a byte that is not UTF-8
// and a lone surrogate are U+FFFD, as encoding/json reads them.
func unquote(raw []byte) string {
	b := make([]byte, 0, len(raw))
	for i := 0; i < len(raw); {
		c := raw[i]
		switch {
		case c == '\\':
			e := raw[i+1]
			i += 2
			switch e {
			case 'b':
				b = append(b, '\b')
			case 'f':
				b = append(b, '\f')
			case 'n':
				b = append(b, '\n')
			case 'r':
				b = append(b, '\r')
			case 't':
				b = append(b, '\t')
			case 'u':
				r := hex4(raw[i:])
				i += 4
				if utf16.IsSurrogate(r) {
					if i+6 <= len(raw) && raw[i] == '\\' && raw[i+1] == 'u' {
						if pair := utf16.DecodeRune(r, hex4(raw[i+2:])); pair != utf8.RuneError {
							b = utf8.AppendRune(b, pair)
							i += 6
							continue
						}
					}
					r = utf8.RuneError
				}
				b = utf8.AppendRune(b, r)
			default: // " \ /
				b = append(b, e)
			}
		case c < utf8.RuneSelf:
			b = append(b, c)
			i++
		default:
			r, size := utf8.DecodeRune(raw[i:])
			b = utf8.AppendRune(b, r)
			i += size
		}
	}
	return string(b)
}

func hex4(b []byte) rune {
	var r rune
	for _, c := range b[:4] {
		switch {
		case c <= '9':
			c -= '0'
		case c <= 'F':
			c -= 'A' - 10
		default:
			c -= 'a' - 10
		}
		r = r<<4 | rune(c)
	}
	return r
}

// literal reads a string, number, true, false or null at pos into v.
func (d *decoder) literal(v reflect.Value) {
	start := d.pos
	c := d.data[start]
	if c == '"' {
		s := d.str()
		switch {
		case v.Kind() == reflect.String:
			v.SetString(s)
		default:
			d.wrong(start, v)
		}
		return
	}
	d.literalEnd()
	text := string(d.data[start:d.pos])
	switch c {
	case 'n':
		switch v.Kind() {
		case reflect.Interface, reflect.Pointer, reflect.Map, reflect.Slice:
			v.SetZero()
		}
		return
	case 't', 'f':
		switch {
		case v.Kind() == reflect.Bool:
			v.SetBool(c == 't')
		default:
			d.wrong(start, v)
		}
		return
	}
	switch v.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		n, err := strconv.ParseInt(text, 10, 64)
		if err != nil || v.OverflowInt(n) {
			d.wrong(start, v)
			return
		}
		v.SetInt(n)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		n, err := strconv.ParseUint(text, 10, 64)
		if err != nil || v.OverflowUint(n) {
			d.wrong(start, v)
			return
		}
		v.SetUint(n)
	case reflect.Float32, reflect.Float64:
		n, err := strconv.ParseFloat(text, v.Type().Bits())
		if err != nil || v.OverflowFloat(n) {
			d.wrong(start, v)
			return
		}
		v.SetFloat(n)
	default:
		d.wrong(start, v)
	}
}

// array reads a list at pos into a slice, an array (the rest of the
// array zero, extra elements skipped) or an empty interface.
func (d *decoder) array(v reflect.Value) error {
	start := d.pos
	if v.Kind() != reflect.Slice && v.Kind() != reflect.Array {
		d.skip()
		d.wrong(start, v)
		return nil
	}
	d.pos++
	i := 0
	for {
		if d.space(); d.data[d.pos] == ']' {
			d.pos++
			break
		}
		if v.Kind() == reflect.Slice {
			if i >= v.Cap() {
				v.Grow(1)
			}
			if i >= v.Len() {
				v.SetLen(i + 1)
			}
		}
		elem := reflect.Value{}
		if i < v.Len() {
			elem = v.Index(i)
		}
		d.path = append(d.path, step{index: i})
		err := d.value(elem)
		d.path = d.path[:len(d.path)-1]
		if err != nil {
			return err
		}
		i++
		if d.space(); d.data[d.pos] == ',' {
			d.pos++
		}
	}
	if v.Kind() == reflect.Array {
		for ; i < v.Len(); i++ {
			v.Index(i).SetZero()
		}
	} else if i == 0 {
		v.Set(reflect.MakeSlice(v.Type(), 0, 0))
	} else if i < v.Len() {
		v.SetLen(i)
	}
	return nil
}

// object reads an object at pos into a struct, a map of string or
// integer keys, or an empty interface.
func (d *decoder) object(v reflect.Value) error {
	start := d.pos
	t := v.Type()
	var fields []field
	var elem reflect.Value
	switch {
	case v.Kind() == reflect.Struct:
		fields = infoOf(t).fields
	case v.Kind() == reflect.Map && t.Key().Kind() == reflect.String:
		if v.IsNil() {
			v.Set(reflect.MakeMap(t))
		}
		elem = reflect.New(t.Elem()).Elem()
	default:
		d.skip()
		d.wrong(start, v)
		return nil
	}
	d.pos++
	for {
		if d.space(); d.data[d.pos] == '}' {
			d.pos++
			return nil
		}
		at := d.pos
		name := d.str()
		d.space()
		d.pos++ // ':'
		d.path = append(d.path, step{name: name, index: -1})
		var err error
		if v.Kind() == reflect.Map {
			elem.SetZero()
			if err = d.value(elem); err == nil {
				k := reflect.New(t.Key()).Elem()
				k.SetString(name)
				v.SetMapIndex(k, elem)
			}
		} else if f := lookup(fields, name); f != nil {
			err = d.value(d.fieldOf(v, f.index, at))
		} else {
			if d.known {
				d.fault(at, "is not a field of "+t.String())
			}
			d.skip()
		}
		d.path = d.path[:len(d.path)-1]
		if err != nil {
			return err
		}
		if d.space(); d.data[d.pos] == ',' {
			d.pos++
		}
	}
}

// lookup is the field named name, else one named so regardless of case.
func lookup(fields []field, name string) *field {
	for i := range fields {
		if fields[i].name == name {
			return &fields[i]
		}
	}
	for i := range fields {
		if bytes.EqualFold([]byte(fields[i].name), []byte(name)) {
			return &fields[i]
		}
	}
	return nil
}

// fieldOf is the field at index of the struct v, its embedded pointers
// allocated on the way (none: an embedded pointer to an unexported
// struct, which cannot be set).
func (d *decoder) fieldOf(v reflect.Value, index []int, at int) reflect.Value {
	for k, i := range index {
		if k > 0 && v.Kind() == reflect.Pointer {
			if v.IsNil() {
				if !v.CanSet() {
					d.fault(at, "cannot be set: it is in an embedded pointer to an unexported "+v.Type().Elem().String())
					return reflect.Value{}
				}
				v.Set(reflect.New(v.Type().Elem()))
			}
			v = v.Elem()
		}
		v = v.Field(i)
	}
	return v
}
