package jsonkit

import (
	"reflect"
	"sort"
	"strings"
	"sync"
	"unicode"
)

// field is a struct field as JSON names it.
type field struct {
	name      string
	key       []byte // `"name":`, escaped as Marshal escapes
	index     []int  // through embedded structs
	omitEmpty bool
	depth     int
	tagged    bool
	typ       reflect.Type
	ti        *typeInfo // typ's (set by infoOf)
}

// typeInfo is what reading and writing a type asks of it, found once
// (Implements walks the method set: asked of each value, it made Marshal
// 2.5 times slower than encoding/json on a review queue).
type typeInfo struct {
	// marshal: t is a Marshaler; addrMarshal: only *t is;
	// addrUnmarshal: *t is an Unmarshaler.
	marshal, addrMarshal, addrUnmarshal bool
	fields                              []field // a struct's
}

var infos sync.Map // reflect.Type → *typeInfo

func infoOf(t reflect.Type) *typeInfo {
	if ti, ok := infos.Load(t); ok {
		return ti.(*typeInfo)
	}
	pt := reflect.PointerTo(t)
	ti := &typeInfo{marshal: t.Implements(marshalerType), addrUnmarshal: pt.Implements(unmarshalerType)}
	ti.addrMarshal = !ti.marshal && t.Kind() != reflect.Pointer && pt.Implements(marshalerType)
	if t.Kind() == reflect.Struct {
		// A field's type holds t only behind a pointer, a list or a
		// map, whose infoOf finds no fields: this ends.
		ti.fields = fieldsOf(t)
		for i := range ti.fields {
			ti.fields[i].ti = infoOf(ti.fields[i].typ)
		}
	}
	infos.Store(t, ti)
	return ti
}

// fieldsOf are t's fields in encoding/json's order: a struct's own and
// those of the structs it embeds untagged, by their index paths; of two
// with one name, the shallower wins, then the tagged one; two equal
// cancel each other out (Go's rules for promoted fields).
func fieldsOf(t reflect.Type) []field {
	var all []field
	seen := map[reflect.Type]bool{}
	level := []field{{index: nil}}
	types := []reflect.Type{t}
	for depth := 0; len(types) > 0; depth++ {
		var nextTypes []reflect.Type
		var next []field
		for k, st := range types {
			if seen[st] {
				continue
			}
			// A type met twice at one depth gives each of its fields
			// twice: they cancel out, as Go's promotion says.
			twice := false
			for _, o := range types[k+1:] {
				twice = twice || o == st
			}
			for i := range st.NumField() {
				sf := st.Field(i)
				ft := sf.Type
				if ft.Name() == "" && ft.Kind() == reflect.Pointer {
					ft = ft.Elem()
				}
				if sf.Anonymous {
					if !sf.IsExported() && ft.Kind() != reflect.Struct {
						continue
					}
				} else if !sf.IsExported() {
					continue
				}
				tag := sf.Tag.Get("json")
				if tag == "-" {
					continue
				}
				name, opts, _ := strings.Cut(tag, ",")
				if !validName(name) {
					name = ""
				}
				index := append(append([]int(nil), level[k].index...), i)
				if name == "" && sf.Anonymous && ft.Kind() == reflect.Struct {
					nextTypes = append(nextTypes, ft)
					next = append(next, field{index: index})
					continue
				}
				f := field{name: name, index: index, depth: depth, tagged: name != "",
					omitEmpty: hasOpt(opts, "omitempty"), typ: sf.Type}
				if f.name == "" {
					f.name = sf.Name
				}
				all = append(all, f)
				if twice {
					all = append(all, f)
				}
			}
		}
		for _, st := range types {
			seen[st] = true
		}
		types, level = nextTypes, next
	}
	fs := dominant(all)
	for i := range fs {
		fs[i].key = append(appendString(nil, fs[i].name, true), ':')
	}
	return fs
}

// dominant keeps, of the fields of each name, the one Go's promotion
// keeps, in the order of their index paths.
func dominant(all []field) []field {
	byName := map[string][]field{}
	for _, f := range all {
		byName[f.name] = append(byName[f.name], f)
	}
	var out []field
	for _, fs := range byName {
		top, n, tagged := fs[0], 0, 0
		for _, f := range fs {
			if f.depth < top.depth {
				top = f
			}
		}
		var win field
		for _, f := range fs {
			if f.depth == top.depth {
				n++
				if f.tagged {
					tagged++
					win = f
				}
			}
		}
		switch {
		case n == 1:
			out = append(out, top)
		case tagged == 1:
			out = append(out, win)
		}
	}
	sort.Slice(out, func(i, j int) bool { return lessIndex(out[i].index, out[j].index) })
	return out
}

func lessIndex(a, b []int) bool {
	for k := range min(len(a), len(b)) {
		if a[k] != b[k] {
			return a[k] < b[k]
		}
	}
	return len(a) < len(b)
}

func hasOpt(opts, want string) bool {
	for opts != "" {
		var o string
		o, opts, _ = strings.Cut(opts, ",")
		if o == want {
			return true
		}
	}
	return false
}

// validName is a tag's name encoding/json takes: letters, digits and
// punctuation other than quotes and backslash.
func validName(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		if !strings.ContainsRune("!#$%&()*+-./:;<=>?@[]^_{|}~ ", c) && !unicode.IsLetter(c) && !unicode.IsDigit(c) {
			return false
		}
	}
	return true
}
