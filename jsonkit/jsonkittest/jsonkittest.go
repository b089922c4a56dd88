// Package jsonkittest holds jsonkit to encoding/json on values of the
// app's types: random values made from a fuzzer's bytes (Fill), their
// bytes compared (SameMarshal), and text read by both into fresh or
// filled values (SameUnmarshal). Tests only: it imports encoding/json.
package jsonkittest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"reflect"
	"strconv"
	"testing"

	"renju/jsonkit"
)

// Source is where Fill takes its choices from: the fuzzer's bytes, then
// zeros (so every input makes a value, small when the bytes run out).
type Source struct {
	b []byte
	// Any makes the value of an interface (pageapi.State's Details): a
	// type of the app's, or nil for none.
	Any func(s *Source) any
}

// NewSource reads choices from b.
func NewSource(b []byte) *Source { return &Source{b: b} }

// Byte is the next choice.
func (s *Source) Byte() byte {
	if len(s.b) == 0 {
		return 0
	}
	c := s.b[0]
	s.b = s.b[1:]
	return c
}

// Intn is a choice from 0 to n-1.
func (s *Source) Intn(n int) int { return int(s.Byte()) % n }

func (s *Source) uint64() uint64 {
	var u uint64
	for range 8 {
		u = u<<8 | uint64(s.Byte())
	}
	return u
}

// pieces are what strings are made of: the text the app writes, and
// what JSON escapes (quotes, control characters, HTML, U+2028, bytes
// that are not UTF-8, surrogates' neighbours).
var pieces = []string{"", "a", "h8", "B:h8,i9 W:j10", "lesson-1", "是否禁手", "\"", "\\", "/", "\n", "\t", "\x00", "\x1f", "\x7f",
	"<", ">", "&", "\u2028", "\u2029", "\xff", "\xe2\x80", "\ufffd", "😀", "\U0010ffff", "é", " ", "K", "\u212a", "ſ"}

// String is a string of up to 4 pieces.
func (s *Source) String() string {
	var b []byte
	for range s.Intn(5) {
		b = append(b, pieces[s.Intn(len(pieces))]...)
	}
	return string(b)
}

// Fill sets v (settable) to a random value of its type, depth bounding
// the nesting of lists, maps and pointers.
func (s *Source) Fill(v reflect.Value, depth int) {
	switch v.Kind() {
	case reflect.Bool:
		v.SetBool(s.Byte()&1 == 1)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		v.SetInt(s.int(v.Type().Bits()))
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		v.SetUint(uint64(s.int(v.Type().Bits())) & (math.MaxUint64 >> (64 - v.Type().Bits())))
	case reflect.Float32, reflect.Float64:
		v.SetFloat(s.float(v.Type().Bits()))
	case reflect.String:
		v.SetString(s.String())
	case reflect.Struct:
		for i := range v.NumField() {
			if f := v.Field(i); f.CanSet() {
				s.Fill(f, depth)
			}
		}
	case reflect.Pointer:
		if depth <= 0 || s.Intn(4) == 0 {
			v.SetZero()
			return
		}
		p := reflect.New(v.Type().Elem())
		s.Fill(p.Elem(), depth-1)
		v.Set(p)
	case reflect.Slice:
		switch n := s.Intn(6); {
		case depth <= 0 || n == 0:
			v.SetZero()
		default:
			l := reflect.MakeSlice(v.Type(), n-1, n-1)
			for i := range n - 1 {
				s.Fill(l.Index(i), depth-1)
			}
			v.Set(l)
		}
	case reflect.Array:
		for i := range v.Len() {
			s.Fill(v.Index(i), depth-1)
		}
	case reflect.Map:
		n := s.Intn(5)
		if depth <= 0 || n == 0 {
			v.SetZero()
			return
		}
		m := reflect.MakeMap(v.Type())
		for range n - 1 {
			k := reflect.New(v.Type().Key()).Elem()
			s.Fill(k, depth-1)
			e := reflect.New(v.Type().Elem()).Elem()
			s.Fill(e, depth-1)
			m.SetMapIndex(k, e)
		}
		v.Set(m)
	case reflect.Interface:
		if s.Any != nil && depth > 0 {
			if x := s.Any(s); x != nil {
				v.Set(reflect.ValueOf(x))
				return
			}
		}
		v.SetZero()
	}
}

// int is a small number mostly (counts, points), sometimes the type's
// extremes.
func (s *Source) int(bits int) int64 {
	switch s.Intn(8) {
	case 0:
		return int64(s.uint64()) >> (64 - bits)
	case 1:
		return -int64(s.Byte())
	default:
		return int64(s.Byte())
	}
}

// float is a whole or a fraction mostly, sometimes any bits (NaN and
// the infinities among them: both encoders refuse them).
func (s *Source) float(bits int) float64 {
	switch s.Intn(6) {
	case 0:
		if bits == 32 {
			return float64(math.Float32frombits(uint32(s.uint64())))
		}
		return math.Float64frombits(s.uint64())
	case 1:
		return float64(int8(s.Byte())) / 8
	case 2:
		return float64(int8(s.Byte())) * 1e-7
	case 3:
		return float64(int8(s.Byte())) * 1e20
	default:
		return float64(s.Byte())
	}
}

// SameMarshal is nil when jsonkit writes v as encoding/json does: the
// same bytes, or both an error.
func SameMarshal(v any) error {
	want, werr := json.Marshal(v)
	got, gerr := jsonkit.Marshal(v)
	switch {
	case (werr != nil) != (gerr != nil):
		return fmt.Errorf("Marshal(%#v): encoding/json's error %v, jsonkit's %v", v, werr, gerr)
	case werr == nil && !bytes.Equal(got, want):
		return fmt.Errorf("Marshal(%#v):\n jsonkit       %s\n encoding/json %s", v, got, want)
	}
	return nil
}

// SameUnmarshal is nil when jsonkit reads data into a new value (of
// fresh's making, called once for each) as encoding/json does: both
// fail, or both read it into equal values. known reads as json.Decoder
// with DisallowUnknownFields does (jsonkit.UnmarshalKnown).
func SameUnmarshal(data []byte, fresh func() any, known bool) error {
	want, got := fresh(), fresh()
	var werr, gerr error
	if known {
		d := json.NewDecoder(bytes.NewReader(data))
		d.DisallowUnknownFields()
		werr = d.Decode(want)
		if werr == nil && d.More() {
			werr = fmt.Errorf("more text")
		}
		if werr == nil {
			werr = trailing(data, d.InputOffset())
		}
		gerr = jsonkit.UnmarshalKnown(data, got)
	} else {
		werr = json.Unmarshal(data, want)
		gerr = jsonkit.Unmarshal(data, got)
	}
	switch {
	case (werr != nil) != (gerr != nil):
		return fmt.Errorf("Unmarshal(%s) into %T: encoding/json's error %v, jsonkit's %v", strconv.Quote(string(data)), want, werr, gerr)
	case werr == nil && !reflect.DeepEqual(got, want):
		return fmt.Errorf("Unmarshal(%s) into %T:\n jsonkit       %#v\n encoding/json %#v", strconv.Quote(string(data)), want, got, want)
	}
	return nil
}

// trailing is the one case where a json.Decoder with More takes more
// than jsonkit.UnmarshalKnown: a closing bracket after the value
// (`{…}}`), which More does not count as text. No app writes it; jsonkit
// refuses it.
func trailing(data []byte, off int64) error {
	if len(bytes.TrimSpace(data[off:])) > 0 {
		return fmt.Errorf("text after the value")
	}
	return nil
}

// Hold writes n random values of typ (from fixed bytes: the same each
// run) with both and reads each back with both, and fails t at the
// first difference: for a package's own unexported saved forms, which
// jsonkit's fuzz targets cannot name. known reads as SameUnmarshal's.
func Hold(t testing.TB, typ reflect.Type, n int, known bool) {
	t.Helper()
	r := rand.New(rand.NewPCG(uint64(n), 39))
	for range n {
		b := make([]byte, 128)
		for i := range b {
			b[i] = byte(r.Uint32())
		}
		v := reflect.New(typ)
		NewSource(b).Fill(v.Elem(), 4)
		if err := SameMarshal(v.Elem().Interface()); err != nil {
			t.Fatal(err)
		}
		data, err := jsonkit.Marshal(v.Interface())
		if err != nil {
			continue
		}
		if err := SameUnmarshal(data, func() any { return reflect.New(typ).Interface() }, known); err != nil {
			t.Fatal(err)
		}
	}
}
