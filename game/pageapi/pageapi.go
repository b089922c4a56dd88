// Package pageapi is the plain-Go half of the page API that the browser
// tests and the web page use (window.renju): the state() JSON and the
// #pos= URL hash. The syscall/js glue is in package game (page_js.go).
package pageapi

import (
	"encoding/json"
	"net/url"
	"strings"

	"renju/rules"
)

// Foul is one forbidden point in the state JSON.
type Foul struct {
	Point string `json:"point"`
	Kind  string `json:"kind"`
}

// State is what window.renju.state() returns, as JSON. Field order is the
// documented order.
type State struct {
	Screen    string `json:"screen"`
	Position  string `json:"position"`
	ToMove    string `json:"toMove"`
	Forbidden []Foul `json:"forbidden"`
	Lang      string `json:"lang"`
	Overlay   bool   `json:"overlay"`
}

// NewState builds the state of a board: its canonical position, who is to
// move and its full forbidden map (sorted by point, never null), whether or
// not the overlay draws it.
func NewState(screen string, b *rules.Board, fouls []rules.Foul, lang string, overlay bool) State {
	s := State{
		Screen:    screen,
		Position:  rules.FormatStones(b),
		ToMove:    b.ToMove().String(),
		Forbidden: make([]Foul, 0, len(fouls)),
		Lang:      lang,
		Overlay:   overlay,
	}
	for _, f := range fouls {
		s.Forbidden = append(s.Forbidden, Foul{Point: f.Point.String(), Kind: f.Kind.String()})
	}
	return s
}

// JSON returns s as a JSON string.
func (s State) JSON() string {
	b, err := json.Marshal(s)
	if err != nil { // cannot happen: plain strings and bools
		return "{}"
	}
	return string(b)
}

// ParseHash reads the position from a URL hash such as
// "#pos=B%3Ah8%2Ci9%20W%3Ah9" (other "&"-separated parameters are
// ignored). ok is false when the hash has no pos parameter.
func ParseHash(hash string) (pos string, ok bool) {
	h := strings.TrimPrefix(hash, "#")
	for _, part := range strings.Split(h, "&") {
		v, found := strings.CutPrefix(part, "pos=")
		if !found {
			continue
		}
		// Positions never contain '+', so read it as a space as forms do.
		u, err := url.QueryUnescape(v)
		if err != nil {
			u = v
		}
		return u, true
	}
	return "", false
}

// FormatHash returns the hash that opens pos: "#pos=" and pos encoded as
// JavaScript's encodeURIComponent does, or "" for the empty board.
func FormatHash(pos string) string {
	if pos == "" {
		return ""
	}
	return "#pos=" + EncodeURIComponent(pos)
}

// EncodeURIComponent escapes s exactly as JavaScript's encodeURIComponent.
func EncodeURIComponent(s string) string {
	const hex = "0123456789ABCDEF"
	var sb strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.IndexByte("-_.!~*'()", c) >= 0 {
			sb.WriteByte(c)
			continue
		}
		sb.WriteByte('%')
		sb.WriteByte(hex[c>>4])
		sb.WriteByte(hex[c&15])
	}
	return sb.String()
}
