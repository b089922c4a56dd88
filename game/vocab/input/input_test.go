package input

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestTaps(t *testing.T) {
	type ev struct {
		kind      string // "down", "move", "up"
		id        int
		x, y      float64
		secondary bool
		ms        float64 // the event's time
	}
	tests := []struct {
		name   string
		events []ev
		want   []Tap
	}{
		{"click", []ev{{kind: "down", x: 10, y: 10}, {kind: "up", x: 10, y: 10}}, []Tap{{X: 10, Y: 10}}},
		{"small wobble is still a tap, at the press point", []ev{{kind: "down", x: 10, y: 10}, {kind: "move", x: 14, y: 12}, {kind: "up", x: 13, y: 11}}, []Tap{{X: 10, Y: 10}}},
		{"drag is not a tap", []ev{{kind: "down", x: 10, y: 10}, {kind: "move", x: 40, y: 10}, {kind: "up", x: 40, y: 10}}, nil},
		{"drag away and back is not a tap", []ev{{kind: "down", x: 10, y: 10}, {kind: "move", x: 40, y: 10}, {kind: "up", x: 10, y: 10}}, nil},
		{"release far without moves", []ev{{kind: "down", x: 10, y: 10}, {kind: "up", x: 50, y: 50}}, nil},
		{"right click", []ev{{kind: "down", x: 5, y: 6, secondary: true}, {kind: "up", x: 5, y: 6}}, []Tap{{X: 5, Y: 6, Secondary: true}}},
		{"long press", []ev{{kind: "down", x: 5, y: 6, ms: 1000}, {kind: "up", x: 5, y: 6, ms: 1000 + LongPressMS}}, []Tap{{X: 5, Y: 6, Secondary: true}}},
		{"short hold", []ev{{kind: "down", x: 5, y: 6, ms: 1000}, {kind: "up", x: 5, y: 6, ms: 1000 + LongPressMS - 1}}, []Tap{{X: 5, Y: 6}}},
		{"an 80 ms tap is a tap", []ev{{kind: "down", x: 5, y: 6, ms: 20}, {kind: "up", x: 5, y: 6, ms: 100}}, []Tap{{X: 5, Y: 6}}},
		{"two fingers tap separately", []ev{
			{kind: "down", id: 1, x: 10, y: 10}, {kind: "down", id: 2, x: 100, y: 100},
			{kind: "up", id: 2, x: 100, y: 100}, {kind: "up", id: 1, x: 10, y: 10},
		}, []Tap{{X: 100, Y: 100}, {X: 10, Y: 10}}},
		{"up without down", []ev{{kind: "up", x: 1, y: 1}}, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := Recognizer{Slop: 8}
			var got []Tap
			for _, e := range tc.events {
				switch e.kind {
				case "down":
					r.Down(e.id, e.x, e.y, e.secondary, e.ms)
				case "move":
					r.Move(e.id, e.x, e.y)
				case "up":
					if tap, ok := r.Up(e.id, e.x, e.y, e.ms); ok {
						got = append(got, tap)
					}
				}
			}
			assert.Equal(t, tc.want, got)
		})
	}
}

func TestHeldAndCancel(t *testing.T) {
	r := Recognizer{Slop: 8}
	r.Down(3, 0, 0, false, 100)
	held, ok := r.Held(3, 350)
	assert.True(t, ok)
	assert.Equal(t, 250.0, held)
	r.Cancel(3)
	_, ok = r.Held(3, 400)
	assert.False(t, ok)
	_, ok = r.Up(3, 0, 0, 400)
	assert.False(t, ok)
}
func TestKeyLabels(t *testing.T) {
	assert.Equal(t, "Enter", KeyEnter.Label())
	assert.Equal(t, "Esc", KeyEscape.Label())
	assert.Equal(t, "7", Key7.Label())
	assert.Equal(t, 7, Key7.Digit())
	assert.Equal(t, 0, KeyZ.Digit())
}
