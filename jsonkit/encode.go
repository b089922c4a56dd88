package jsonkit

import (
	"math"
	"reflect"
	"sort"
	"strconv"
	"sync"
	"unicode/utf8"
)

// Marshaler is a type that writes its own JSON (pageapi.State): its
// output is checked and compacted, as encoding/json does.
type Marshaler interface {
	MarshalJSON() ([]byte, error)
}

// RawMessage is JSON kept as written: Marshal writes it compacted,
// Unmarshal keeps a copy of the value's text.
type RawMessage []byte

// MarshalJSON is m, or null for none.
func (m RawMessage) MarshalJSON() ([]byte, error) {
	if m == nil {
		return []byte("null"), nil
	}
	return m, nil
}

// UnmarshalJSON keeps a copy of data.
func (m *RawMessage) UnmarshalJSON(data []byte) error {
	*m = append((*m)[0:0], data...)
	return nil
}

var marshalerType = reflect.TypeFor[Marshaler]()

// Marshal is v's JSON, byte for byte encoding/json's: struct fields in
// their order, map keys sorted, <, > and & escaped in strings.
func Marshal(v any) ([]byte, error) {
	// Written into a buffer kept from the last call, then copied out at
	// its size: a review queue at its cap (90 KB) otherwise grows its
	// slice a dozen times.
	buf, _ := buffers.Get().(*[]byte)
	if buf == nil {
		buf = new([]byte)
	}
	b, err := appendValue((*buf)[:0], reflect.ValueOf(v), nil)
	var out []byte
	if err == nil {
		out = append([]byte(nil), b...)
	}
	*buf = b
	buffers.Put(buf)
	return out, err
}

var buffers sync.Pool // *[]byte

// appendValue writes v, of the type ti describes (nil: looked up; a
// struct's fields and a list's elements pass theirs, found once).
func appendValue(b []byte, v reflect.Value, ti *typeInfo) ([]byte, error) {
	if !v.IsValid() {
		return append(b, "null"...), nil
	}
	t := v.Type()
	if ti == nil {
		ti = infoOf(t)
	}
	if ti.marshal {
		if v.Kind() == reflect.Pointer && v.IsNil() {
			return append(b, "null"...), nil
		}
		return appendMarshaler(b, v.Interface().(Marshaler))
	}
	if ti.addrMarshal && v.CanAddr() {
		return appendMarshaler(b, v.Addr().Interface().(Marshaler))
	}
	switch v.Kind() {
	case reflect.Bool:
		return strconv.AppendBool(b, v.Bool()), nil
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return strconv.AppendInt(b, v.Int(), 10), nil
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return strconv.AppendUint(b, v.Uint(), 10), nil
	case reflect.Float32, reflect.Float64:
		return appendFloat(b, v.Float(), t.Bits())
	case reflect.String:
		return appendString(b, v.String(), true), nil
	case reflect.Struct:
		return appendStruct(b, v, ti.fields)
	case reflect.Map:
		return appendMap(b, v)
	case reflect.Slice:
		if v.IsNil() {
			return append(b, "null"...), nil
		}
		if t.Elem().Kind() == reflect.Uint8 {
			// encoding/json writes base64; the app writes no bytes as JSON
			// (the job protocol sends them as they are).
			break
		}
		return appendList(b, v)
	case reflect.Array:
		return appendList(b, v)
	case reflect.Pointer, reflect.Interface:
		if v.IsNil() {
			return append(b, "null"...), nil
		}
		return appendValue(b, v.Elem(), nil)
	}
	return b, &Error{Problem: "cannot write a " + t.String() + " as JSON"}
}

func appendMarshaler(b []byte, m Marshaler) ([]byte, error) {
	out, err := m.MarshalJSON()
	if err != nil {
		return b, err
	}
	return compact(b, out, true)
}

// appendFloat writes f as encoding/json does: the shortest decimal that
// reads back, in exponent form below 1e-6 and from 1e21 (as JavaScript
// does), without a leading zero in the exponent.
func appendFloat(b []byte, f float64, bits int) ([]byte, error) {
	if math.IsInf(f, 0) || math.IsNaN(f) {
		return b, &Error{Problem: "cannot write " + strconv.FormatFloat(f, 'g', -1, bits) + " as JSON"}
	}
	format, abs := byte('f'), math.Abs(f)
	if abs != 0 && (bits == 64 && (abs < 1e-6 || abs >= 1e21) || bits == 32 && (float32(abs) < 1e-6 || float32(abs) >= 1e21)) {
		format = 'e'
	}
	b = strconv.AppendFloat(b, f, format, -1, bits)
	if n := len(b); format == 'e' && n >= 4 && b[n-4] == 'e' && b[n-3] == '-' && b[n-2] == '0' {
		b[n-2] = b[n-1]
		b = b[:n-1]
	}
	return b, nil
}

func appendStruct(b []byte, v reflect.Value, fields []field) ([]byte, error) {
	b = append(b, '{')
	first := true
	for _, f := range fields {
		fv, ok := fieldValue(v, f.index)
		if !ok || f.omitEmpty && empty(fv) {
			continue
		}
		if !first {
			b = append(b, ',')
		}
		first = false
		b = append(b, f.key...)
		var err error
		if b, err = appendValue(b, fv, f.ti); err != nil {
			return b, err
		}
	}
	return append(b, '}'), nil
}

// fieldValue is the field at index, false when a nil embedded pointer
// is on the way.
func fieldValue(v reflect.Value, index []int) (reflect.Value, bool) {
	for k, i := range index {
		if k > 0 && v.Kind() == reflect.Pointer {
			if v.IsNil() {
				return v, false
			}
			v = v.Elem()
		}
		v = v.Field(i)
	}
	return v, true
}

// empty is omitempty's test: false, 0, "", nil and empty lists and maps.
func empty(v reflect.Value) bool {
	switch v.Kind() {
	case reflect.Array, reflect.Map, reflect.Slice, reflect.String:
		return v.Len() == 0
	case reflect.Struct:
		return false
	}
	return v.IsZero()
}

func appendList(b []byte, v reflect.Value) ([]byte, error) {
	b = append(b, '[')
	ti := infoOf(v.Type().Elem())
	for i := range v.Len() {
		if i > 0 {
			b = append(b, ',')
		}
		var err error
		if b, err = appendValue(b, v.Index(i), ti); err != nil {
			return b, err
		}
	}
	return append(b, ']'), nil
}

func appendMap(b []byte, v reflect.Value) ([]byte, error) {
	if v.IsNil() {
		return append(b, "null"...), nil
	}
	type entry struct {
		key string
		val reflect.Value
	}
	entries := make([]entry, 0, v.Len())
	for it := v.MapRange(); it.Next(); {
		k := it.Key()
		if k.Kind() != reflect.String {
			return b, &Error{Problem: "cannot write a map with " + k.Type().String() + " keys as JSON"}
		}
		entries = append(entries, entry{k.String(), it.Value()})
	}
	sort.Slice(entries, func(i, j int) bool { return entries[i].key < entries[j].key })
	ti := infoOf(v.Type().Elem())
	b = append(b, '{')
	for i, e := range entries {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(appendString(b, e.key, true), ':')
		var err error
		if b, err = appendValue(b, e.val, ti); err != nil {
			return b, err
		}
	}
	return append(b, '}'), nil
}

const hexDigits = "0123456789abcdef"

// plain are the ASCII bytes a string holds as they are, looked up (not
// tested one condition after another: the strings of a save are most of
// its bytes).
var plain = func() (t [utf8.RuneSelf]bool) {
	for c := range t {
		t[c] = c >= 0x20 && c != '"' && c != '\\' && c != '<' && c != '>' && c != '&'
	}
	return t
}()

// appendString writes s quoted as encoding/json does: ", \ and control
// characters escaped (\b \f \n \r \t by name), with html also <, > and
// &; U+2028 and U+2029 escaped (JavaScript reads them as line ends);
// each byte that is not UTF-8 as U+FFFD.
func appendString(b []byte, s string, html bool) []byte {
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if plain[c] || !html && (c == '<' || c == '>' || c == '&') {
				i++
				continue
			}
			b = append(b, s[start:i]...)
			switch c {
			case '"', '\\':
				b = append(b, '\\', c)
			case '\b':
				b = append(b, '\\', 'b')
			case '\f':
				b = append(b, '\\', 'f')
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			default:
				b = append(b, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xF])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			b = append(append(b, s[start:i]...), `\ufffd`...)
		case r == '\u2028' || r == '\u2029':
			b = append(append(b, s[start:i]...), '\\', 'u', '2', '0', '2', hexDigits[r&0xF])
		default:
			i += size
			continue
		}
		i += size
		start = i
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}
