package jsonkit_test

import (
	"encoding"
	"reflect"
	"strings"
	"testing"
)

// TestTypesInReach walks every type the app's JSON types hold and fails
// on what jsonkit leaves out (the package's doc says what and why).
func TestTypesInReach(t *testing.T) {
	seen := map[reflect.Type]bool{}
	var walk func(typ reflect.Type, path string)
	walk = func(typ reflect.Type, path string) {
		if seen[typ] {
			return
		}
		seen[typ] = true
		// pageapi.State writes and reads itself, with its fields (the
		// walk goes on), and Details (an interface), which holds the
		// screens' objects (details).
		if typ.Implements(reflect.TypeFor[encoding.TextMarshaler]()) || reflect.PointerTo(typ).Implements(reflect.TypeFor[encoding.TextUnmarshaler]()) {
			t.Errorf("%s (%s) is written as text (encoding.TextMarshaler): jsonkit does not do that", path, typ)
		}
		switch typ.Kind() {
		case reflect.Struct:
			for i := range typ.NumField() {
				f := typ.Field(i)
				if tag := f.Tag.Get("json"); tag == "-" || !f.IsExported() && !f.Anonymous {
					continue
				} else if _, opts, _ := strings.Cut(tag, ","); opts != "" && opts != "omitempty" {
					t.Errorf("%s.%s has the option %q: jsonkit knows omitempty alone", path, f.Name, opts)
				}
				walk(f.Type, path+"."+f.Name)
			}
		case reflect.Map:
			if typ.Key().Kind() != reflect.String {
				t.Errorf("%s (%s) has keys that are not strings", path, typ)
			}
			walk(typ.Elem(), path+"[key]")
		case reflect.Slice, reflect.Array, reflect.Pointer:
			if typ.Kind() == reflect.Slice && typ.Elem().Kind() == reflect.Uint8 {
				t.Errorf("%s is bytes (%s): encoding/json writes them in base64, jsonkit does not", path, typ)
			}
			walk(typ.Elem(), path+"[]")
		case reflect.Interface:
			if path != "pageapi.State.Details[key]" {
				t.Errorf("%s is an interface (%s): jsonkit reads none", path, typ)
			}
		case reflect.Complex64, reflect.Complex128, reflect.Chan, reflect.Func, reflect.UnsafePointer:
			t.Errorf("%s is a %s: JSON has none", path, typ)
		}
	}
	for _, typ := range appTypes {
		walk(typ, typ.String())
	}
	for _, typ := range details {
		walk(typ, typ.String())
	}
}
