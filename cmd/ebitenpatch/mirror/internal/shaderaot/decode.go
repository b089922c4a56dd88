//go:build ebitenmirror

package shaderaot

import (
	"go/constant"
	"math"
	"reflect"

	"github.com/hajimehoshi/ebiten/v2/internal/shaderir"
)

// decode builds the program that aotprint.Encode wrote. As data the 14
// programs and this decoder are 16 KB of code and their bytes; written as
// Go that builds them, they had been 369 KB of code (gzip -9 of the
// tutor's module 3,647,452 → 3,495,389 B).
func decode(data string) *shaderir.Program {
	d := decoder{data: data}
	var p *shaderir.Program
	d.value(reflect.ValueOf(&p).Elem())
	if d.data != "" {
		panic("shaderaot: a program's data is longer than the program")
	}
	return p
}

// A decoder reads aotprint.Encode's bytes; what is left is data.
type decoder struct{ data string }

func (d *decoder) byte() byte {
	b := d.data[0]
	d.data = d.data[1:]
	return b
}

func (d *decoder) uvarint() uint64 {
	var x uint64
	for s := uint(0); ; s += 7 {
		b := d.byte()
		x |= uint64(b&0x7f) << s
		if b < 0x80 {
			return x
		}
	}
}

func (d *decoder) varint() int64 {
	u := d.uvarint()
	x := int64(u >> 1)
	if u&1 != 0 {
		x = ^x
	}
	return x
}

func (d *decoder) string() string {
	n := d.uvarint()
	s := d.data[:n]
	d.data = d.data[n:]
	return s
}

var constantType = reflect.TypeFor[constant.Value]()

func (d *decoder) value(v reflect.Value) {
	switch v.Kind() {
	case reflect.Pointer:
		if d.byte() == 1 {
			v.Set(reflect.New(v.Type().Elem()))
			d.value(v.Elem())
		}
	case reflect.Struct:
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() {
				d.value(v.Field(i))
			}
		}
	case reflect.Slice:
		if n := int(d.uvarint()); n > 0 {
			v.Set(reflect.MakeSlice(v.Type(), n-1, n-1))
			for i := range n - 1 {
				d.value(v.Index(i))
			}
		}
	case reflect.Array:
		for i := range v.Len() {
			d.value(v.Index(i))
		}
	case reflect.Interface:
		if c := d.constant(); c != nil {
			v.Set(reflect.ValueOf(c))
		}
	case reflect.Bool:
		v.SetBool(d.byte() == 1)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		v.SetInt(d.varint())
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		v.SetUint(d.uvarint())
	case reflect.Float32, reflect.Float64:
		v.SetFloat(math.Float64frombits(d.uvarint()))
	case reflect.String:
		v.SetString(d.string())
	default:
		panic("shaderaot: a value of kind " + v.Kind().String() + " in a program")
	}
}

// The constants' tags, as aotprint writes them.
const (
	constNone = iota
	constBool
	constInt64
	constFloat64
	constString
)

func (d *decoder) constant() constant.Value {
	switch d.byte() {
	case constNone:
		return nil
	case constBool:
		return constant.MakeBool(d.byte() == 1)
	case constInt64:
		return constant.MakeInt64(d.varint())
	case constFloat64:
		return constant.MakeFloat64(math.Float64frombits(d.uvarint()))
	case constString:
		return constant.MakeString(d.string())
	}
	panic("shaderaot: a constant of an unknown tag in a program")
}
