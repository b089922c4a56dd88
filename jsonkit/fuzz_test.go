package jsonkit_test

import (
	"reflect"
	"testing"

	"renju/jsonkit"
)

// value is a random value of the app's type picked by b[0], made from
// the rest of b, as a pointer to it.
func value(b []byte) any {
	if len(b) == 0 {
		b = []byte{0}
	}
	v := reflect.New(appTypes[int(b[0])%len(appTypes)])
	newSource(b[1:]).Fill(v.Elem(), 4)
	return v.Interface()
}

// seeds are values of each of the app's types, from a few bytes each.
func seeds(f *testing.F) {
	for i := range appTypes {
		for _, tail := range []string{"", "\x01\x02\x03\x04\x05\x06\x07", "\xff\x13\x37\x42\x99\x05\x03\x02\x01\x07\x08\x09\x0a\x0b\x0c\x0d\x0e\x0f"} {
			f.Add(append([]byte{byte(i)}, tail...))
		}
	}
}

// FuzzMarshal: a random value of one of the app's types is written as
// encoding/json writes it, byte for byte (both refuse NaN), and read
// back by both alike, into a fresh value and into another random one.
func FuzzMarshal(f *testing.F) {
	seeds(f)
	f.Fuzz(func(t *testing.T, b []byte) {
		if len(b) == 0 {
			return
		}
		v := value(b)
		if err := jsonkittestSameMarshal(v); err != nil {
			t.Fatal(err)
		}
		data, err := jsonkit.Marshal(v)
		if err != nil {
			return
		}
		typ := reflect.TypeOf(v).Elem()
		fresh := func() any { return reflect.New(typ).Interface() }
		if err := jsonkittestSameUnmarshal(data, fresh, false); err != nil {
			t.Fatal(err)
		}
		// The same type's random value from the bytes reversed, read into.
		r := append([]byte{b[0]}, b...)
		for i, j := 1, len(r)-1; i < j; i, j = i+1, j-1 {
			r[i], r[j] = r[j], r[i]
		}
		filled := func() any { return value(r) }
		if err := jsonkittestSameUnmarshal(data, filled, false); err != nil {
			t.Fatal(err)
		}
	})
}

// FuzzUnmarshal: text, mostly JSON of the app's types as the seeds
// write it, mutated, is read into the type b[0] picks as encoding/json
// reads it: both refuse it, or both read the same value; b[1]'s low bit
// reads refusing unknown names (the saved games).
func FuzzUnmarshal(f *testing.F) {
	for i := range appTypes {
		for _, tail := range []string{"\x01\x02\x03\x04\x05\x06\x07", "\xff\x13\x37\x42\x99\x05\x03\x02\x01\x07\x08\x09\x0a\x0b\x0c\x0d\x0e\x0f"} {
			v := value(append([]byte{byte(i)}, tail...))
			data, err := jsonkit.Marshal(v)
			if err == nil {
				f.Add(append([]byte{byte(i), 0}, data...))
				f.Add(append([]byte{byte(i), 1}, data...))
			}
		}
	}
	for _, s := range []string{`{"Items":[{"key":"x","BOX":1}]}`, `{"v":1,"games":[]}}`, `[1,2,3`, `"\ud800\u0041"`, "{\"a\xff\":1}", `{"score":1e400}`,
		`{"score":-0}`, `{"score":1.5}`, `{"byType":{"a":null}}`, `null`, ` {} `, `[]`, `{"sound":true,"reducedMotion":null}`} {
		for i := range appTypes {
			f.Add(append([]byte{byte(i), 0}, s...))
		}
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		if len(b) < 2 {
			return
		}
		typ := appTypes[int(b[0])%len(appTypes)]
		fresh := func() any { return reflect.New(typ).Interface() }
		if err := jsonkittestSameUnmarshal(b[2:], fresh, b[1]&1 == 1); err != nil {
			t.Fatal(err)
		}
	})
}
