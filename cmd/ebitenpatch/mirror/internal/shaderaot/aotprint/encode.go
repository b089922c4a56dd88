//go:build ebitenmirror

package aotprint

import (
	"encoding/binary"
	"fmt"
	"go/constant"
	"math"
	"reflect"

	"github.com/hajimehoshi/ebiten/v2/internal/shaderir"
)

// The tags of a constant in Encode's bytes (package shaderaot's decode
// reads them).
const (
	ConstNone = iota
	ConstBool
	ConstInt64
	ConstFloat64
	ConstString
)

// Encode returns p as the bytes that package shaderaot's decode reads:
// the values in the order of the types' fields, depth first; a pointer a
// byte (0 nil, 1 a value follows), a slice its length plus one (0 nil), an
// integer a varint, an unsigned one or a float's bits a uvarint, a string
// its length and bytes, a constant a tag and its value. It fails as
// Literal does.
func Encode(p *shaderir.Program) ([]byte, error) {
	return encode(nil, reflect.ValueOf(p))
}

func encode(b []byte, v reflect.Value) ([]byte, error) {
	var err error
	switch v.Kind() {
	case reflect.Pointer:
		if v.IsNil() {
			return append(b, 0), nil
		}
		return encode(append(b, 1), v.Elem())
	case reflect.Struct:
		for i := range v.NumField() {
			f, fv := v.Type().Field(i), v.Field(i)
			if !f.IsExported() {
				if !fv.IsZero() {
					return nil, fmt.Errorf("%s.%s is set: a cache filled before the program was written?", v.Type(), f.Name)
				}
				continue
			}
			if b, err = encode(b, fv); err != nil {
				return nil, err
			}
		}
	case reflect.Slice:
		if v.IsNil() {
			return append(b, 0), nil
		}
		b = binary.AppendUvarint(b, uint64(v.Len())+1)
		fallthrough
	case reflect.Array:
		for i := range v.Len() {
			if b, err = encode(b, v.Index(i)); err != nil {
				return nil, err
			}
		}
	case reflect.Interface:
		if v.IsNil() {
			return append(b, ConstNone), nil
		}
		if v.Type() != constantType {
			return nil, fmt.Errorf("an interface of type %s: only constant.Value is written", v.Type())
		}
		return encodeConstant(b, v.Interface().(constant.Value))
	case reflect.Bool:
		if v.Bool() {
			return append(b, 1), nil
		}
		return append(b, 0), nil
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return binary.AppendVarint(b, v.Int()), nil
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return binary.AppendUvarint(b, v.Uint()), nil
	case reflect.Float32, reflect.Float64:
		return binary.AppendUvarint(b, math.Float64bits(v.Float())), nil
	case reflect.String:
		return appendString(b, v.String()), nil
	default:
		return nil, fmt.Errorf("a value of kind %s (%s) is not written", v.Kind(), v.Type())
	}
	return b, nil
}

func appendString(b []byte, s string) []byte {
	return append(binary.AppendUvarint(b, uint64(len(s))), s...)
}

func encodeConstant(b []byte, c constant.Value) ([]byte, error) {
	switch c.Kind() {
	case constant.Bool:
		if constant.BoolVal(c) {
			return append(b, ConstBool, 1), nil
		}
		return append(b, ConstBool, 0), nil
	case constant.Int:
		if i, exact := constant.Int64Val(c); exact {
			return binary.AppendVarint(append(b, ConstInt64), i), nil
		}
	case constant.Float:
		if f, exact := constant.Float64Val(c); exact {
			return binary.AppendUvarint(append(b, ConstFloat64), math.Float64bits(f)), nil
		}
	case constant.String:
		return appendString(append(b, ConstString), constant.StringVal(c)), nil
	}
	// An integer beyond int64, a float64 that is not exact: none of the
	// built-in shaders has one, and the page's decoder would need
	// go/constant's parsing (and math/big's) for it.
	return nil, fmt.Errorf("a constant of kind %v (%s) that no int64, float64, bool or string holds exactly is not written", c.Kind(), c.ExactString())
}
