package jsonkit_test

import (
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"testing"

	"renju/drills"
	"renju/game/services/spaced"
	"renju/game/vocab/pageapi"
	"renju/jsonkit"
)

// benchValues are large values of the app's types: a review queue at its
// cap (spaced.MaxItems), state() with every screen's details and a long
// path, a drill record with many types, made from fixed random bytes.
func benchValues() map[string]any {
	r := rand.New(rand.NewPCG(1, 2))
	bytes := func(n int) []byte {
		b := make([]byte, n)
		for i := range b {
			b[i] = byte(r.Uint32())
		}
		return b
	}
	q := &spaced.Queue{Items: make([]spaced.Item, spaced.MaxItems)}
	for i := range q.Items {
		newSource(bytes(256)).Fill(reflect.ValueOf(&q.Items[i]).Elem(), 3)
	}
	st := &pageapi.State{}
	newSource(bytes(4096)).Fill(reflect.ValueOf(st).Elem(), 4)
	st.Path = &pageapi.Path{Steps: make([]pageapi.PathStep, 60)}
	for i := range st.Path.Steps {
		newSource(bytes(64)).Fill(reflect.ValueOf(&st.Path.Steps[i]).Elem(), 2)
	}
	for _, typ := range details {
		v := reflect.New(typ).Elem()
		newSource(bytes(2048)).Fill(v, 4)
		st.SetDetail(typ.String(), v.Interface())
	}
	stats := drills.NewStats()
	for i := range 64 {
		stats.ByType[string(rune('a'+i%26))+string(rune('a'+i/26))] = &drills.Tally{Right: i, Total: 2 * i}
		stats.ByKind[string(rune('A'+i%26))+string(rune('a'+i/26))] = &drills.Tally{Right: i, Total: 3 * i}
	}
	return map[string]any{"queue": q, "state": st, "stats": stats}
}

// BenchmarkMarshal and BenchmarkUnmarshal: jsonkit beside encoding/json
// on each value, one after the other in one run.
func BenchmarkMarshal(b *testing.B) {
	for name, v := range benchValues() {
		for _, c := range []struct {
			name string
			f    func(any) ([]byte, error)
		}{{"jsonkit", jsonkit.Marshal}, {"encoding-json", json.Marshal}} {
			b.Run(name+"/"+c.name, func(b *testing.B) {
				data, _ := c.f(v)
				b.SetBytes(int64(len(data)))
				for b.Loop() {
					if _, err := c.f(v); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

func BenchmarkUnmarshal(b *testing.B) {
	for name, v := range benchValues() {
		data, err := json.Marshal(v)
		if err != nil {
			b.Fatal(err)
		}
		typ := reflect.TypeOf(v).Elem()
		for _, c := range []struct {
			name string
			f    func([]byte, any) error
		}{{"jsonkit", jsonkit.Unmarshal}, {"encoding-json", json.Unmarshal}} {
			b.Run(name+"/"+c.name, func(b *testing.B) {
				b.SetBytes(int64(len(data)))
				for b.Loop() {
					if err := c.f(data, reflect.New(typ).Interface()); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
