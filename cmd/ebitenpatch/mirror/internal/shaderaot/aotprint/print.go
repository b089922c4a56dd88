//go:build ebitenmirror

// Package aotprint writes a compiled shader's program (shaderir) as a Go
// expression that builds it again: gen writes the built-in shaders so,
// and check compares them with the compiler's through it.
package aotprint

import (
	"fmt"
	"go/constant"
	"reflect"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2/internal/shaderir"
)

// Literal returns p as a Go expression of type *shaderir.Program (with
// go/constant's constructors, and ratio(num, denom) for a rational
// constant): check compares the programs through it. Zero fields are left
// out; a nil slice and an empty one differ. It fails on what it cannot write exactly: a set unexported
// field (a cache Ebitengine fills on first use) or a constant of a kind
// the compiler does not make.
func Literal(p *shaderir.Program) (string, error) { return Expr(p) }

// Expr returns v, a part of a program, as a Go expression as Literal does.
func Expr(v any) (string, error) {
	var b strings.Builder
	if err := value(&b, reflect.ValueOf(v)); err != nil {
		return "", err
	}
	return b.String(), nil
}

var constantType = reflect.TypeFor[constant.Value]()

func value(b *strings.Builder, v reflect.Value) error {
	switch v.Kind() {
	case reflect.Pointer:
		if v.IsNil() {
			b.WriteString("nil")
			return nil
		}
		b.WriteString("&")
		return value(b, v.Elem())
	case reflect.Struct:
		b.WriteString(v.Type().String())
		b.WriteString("{")
		if !v.IsZero() {
			b.WriteString("\n")
		}
		for i := range v.NumField() {
			f, fv := v.Type().Field(i), v.Field(i)
			if fv.IsZero() {
				continue
			}
			if !f.IsExported() {
				return fmt.Errorf("%s.%s is set: a cache filled before the program was written?", v.Type(), f.Name)
			}
			b.WriteString(f.Name)
			b.WriteString(": ")
			if err := value(b, fv); err != nil {
				return err
			}
			b.WriteString(",\n")
		}
		b.WriteString("}")
	case reflect.Slice, reflect.Array:
		if v.Kind() == reflect.Slice && v.IsNil() {
			b.WriteString("nil")
			return nil
		}
		b.WriteString(v.Type().String())
		b.WriteString("{")
		if v.Len() > 0 {
			b.WriteString("\n")
		}
		for i := range v.Len() {
			if err := value(b, v.Index(i)); err != nil {
				return err
			}
			b.WriteString(",\n")
		}
		b.WriteString("}")
	case reflect.Interface:
		if v.IsNil() {
			b.WriteString("nil")
			return nil
		}
		if v.Type() != constantType {
			return fmt.Errorf("an interface of type %s: only constant.Value is written", v.Type())
		}
		s, err := constantLiteral(v.Interface().(constant.Value))
		if err != nil {
			return err
		}
		b.WriteString(s)
	case reflect.Bool:
		b.WriteString(strconv.FormatBool(v.Bool()))
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		b.WriteString(strconv.FormatInt(v.Int(), 10))
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		b.WriteString(strconv.FormatUint(v.Uint(), 10))
	case reflect.Float32, reflect.Float64:
		b.WriteString(strconv.FormatFloat(v.Float(), 'g', -1, 64))
	case reflect.String:
		b.WriteString(strconv.Quote(v.String()))
	default:
		return fmt.Errorf("a value of kind %s (%s) is not written", v.Kind(), v.Type())
	}
	return nil
}

// constantLiteral writes c exactly, keeping its kind.
func constantLiteral(c constant.Value) (string, error) {
	switch c.Kind() {
	case constant.Bool:
		return fmt.Sprintf("constant.MakeBool(%t)", constant.BoolVal(c)), nil
	case constant.Int:
		if i, exact := constant.Int64Val(c); exact {
			return fmt.Sprintf("constant.MakeInt64(%d)", i), nil
		}
		return fmt.Sprintf("constant.MakeFromLiteral(%q, token.INT, 0)", c.ExactString()), nil
	case constant.Float:
		if f, exact := constant.Float64Val(c); exact {
			return fmt.Sprintf("constant.MakeFloat64(%s)", strconv.FormatFloat(f, 'g', -1, 64)), nil
		}
		return fmt.Sprintf("ratio(%q, %q)", constant.Num(c).ExactString(), constant.Denom(c).ExactString()), nil // compared only: Encode refuses it
	case constant.String:
		return fmt.Sprintf("constant.MakeString(%q)", constant.StringVal(c)), nil
	}
	return "", fmt.Errorf("a constant of kind %v (%s) is not written", c.Kind(), c)
}
