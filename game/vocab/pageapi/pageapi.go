// Package pageapi is the plain-Go half of the page API that the browser
// tests and the web page use (window.renju): the state() JSON and the URL
// hash routes (#pos=…, #lesson=…). The syscall/js glue is in package game
// (page_js.go).
package pageapi

import (
	"fmt"
	"net/url"
	"reflect"
	"sort"
	"strconv"
	"strings"

	"renju/jsonkit"
	"renju/msg"
	"renju/rules"
)

// Foul is one forbidden point in the state JSON.
type Foul struct {
	Point string `json:"point"`
	Kind  string `json:"kind"`
}

// Settings are the learner's: sound on, and reduced motion (the
// browser's prefers-reduced-motion until the learner chooses).
type Settings struct {
	Sound         bool `json:"sound"`
	ReducedMotion bool `json:"reducedMotion"`
}

// Feel is how answers felt this visit: whether one is being played out
// now, how many were played out with motion, and how many sounds were
// played.
type Feel struct {
	Animating  bool `json:"animating"`
	Animations int  `json:"animations"`
	Sounds     int  `json:"sounds"`
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
	// Lesson is the lesson shown (its ID, "" when none), Page its page
	// (from 1; 0 when none).
	Lesson string `json:"lesson"`
	Page   int    `json:"page"`
	// Stage is where the lesson is: "page", "practice" (Page is then the
	// practice item), "preparing" (the practice is being made) or
	// "complete" (the lesson-complete moment); "" on other screens.
	Stage string `json:"stage,omitempty"`
	// Ask is the point the page's task names ("k4": is-forbidden,
	// which-kind, live-or-false, click-point), "" when it names none.
	Ask string `json:"ask,omitempty"`
	// Step is the walk's current step (from 1; 0 when no walk is open) and
	// Walk the point it explains ("h8"; "" when none).
	Step int    `json:"step"`
	Walk string `json:"walk"`
	// Marks are the Classroom's marks (empty on other screens): see
	// classroom.go.
	Marks []Mark `json:"marks"`
	// Focus is the button the keyboard's focus is on and Cursor the point
	// the keyboard's board cursor is shown at ("" for none).
	Focus  string `json:"focus,omitempty"`
	Cursor string `json:"cursor,omitempty"`
	// Term is the glossary term whose card is open over the screen ("":
	// none).
	Term string `json:"term,omitempty"`
	// SaveError is the last refusal of a localStorage write not yet made
	// good ("" when every save went through), Unsaved the keys it left
	// unsaved, and Damaged the keys unreadable saves were moved aside to
	// this visit (game/services/storage).
	SaveError string `json:"saveError"`
	// Notice is the toast shown over the screen (a link that could not be
	// opened, a save refused), "" for none.
	Notice  string   `json:"notice,omitempty"`
	Unsaved []string `json:"unsaved,omitempty"`
	Damaged []string `json:"damaged,omitempty"`
	// Settings are the learner's sound and motion; Feel what they did
	// this visit (game/services/feel). The frame sets both.
	Settings *Settings `json:"settings,omitempty"`
	Feel     *Feel     `json:"feel,omitempty"`

	// Path is the learner's way through the curriculum (home's path,
	// game/services/learnpath), on every screen.
	Path *Path `json:"path,omitempty"`

	// Details are the screens' own objects, each under its registry's
	// page-state key ("drill", "play", "storm", "homework", "teach",
	// "viewer"), each type defined in its model's package; a nil value
	// is null. They follow the fields above in state()'s JSON, by key.
	// A State read from JSON holds every object of it here, undecoded
	// (DetailOf decodes one).
	Details map[string]any `json:"-"`
}

// Path is the learning path in state(): its steps in order and the ID
// of the next step to take ("" when every step is done).
type Path struct {
	Steps []PathStep `json:"steps"`
	Next  string     `json:"next"`
}

// PathStep is one step of the path: "lesson:<id>", "practice:<id>",
// "drill:<type>", "storm" or "play"; its kind ("lesson", "practice",
// "drill", "storm", "play"), its title in the language shown, done, and
// skipped (a practice the learner skipped: optional, not done).
type PathStep struct {
	ID      string `json:"id"`
	Kind    string `json:"kind"`
	Title   string `json:"title"`
	Done    bool   `json:"done"`
	Skipped bool   `json:"skipped"`
}

// SetDetail sets the object under key.
func (s *State) SetDetail(key string, v any) {
	if s.Details == nil {
		s.Details = map[string]any{}
	}
	s.Details[key] = v
}

// DetailOf decodes the object under key of a State read from JSON (nil
// when it is absent or null).
func DetailOf[T any](s *State, key string) *T {
	raw, ok := s.Details[key].(jsonkit.RawMessage)
	if !ok || string(raw) == "null" {
		return nil
	}
	v := new(T)
	if jsonkit.Unmarshal(raw, v) != nil {
		return nil
	}
	return v
}

// plainState is State without its methods, for its JSON.
type plainState State

// MarshalJSON writes the fields, then the details by key.
func (s State) MarshalJSON() ([]byte, error) {
	b, err := jsonkit.Marshal(plainState(s))
	if err != nil || len(s.Details) == 0 {
		return b, err
	}
	keys := make([]string, 0, len(s.Details))
	for k := range s.Details {
		if !stateFields[k] {
			keys = append(keys, k)
		}
	}
	sort.Sort(sort.StringSlice(keys))
	b = b[:len(b)-1] // the closing brace
	for _, k := range keys {
		v, err := jsonkit.Marshal(s.Details[k])
		if err != nil {
			return nil, err
		}
		kb, _ := jsonkit.Marshal(k)
		b = append(append(append(append(b, ','), kb...), ':'), v...)
	}
	return append(b, '}'), nil
}

// UnmarshalJSON reads the fields, and keeps every other object in
// Details.
func (s *State) UnmarshalJSON(data []byte) error {
	var p plainState
	if err := jsonkit.Unmarshal(data, &p); err != nil {
		return err
	}
	var all map[string]jsonkit.RawMessage
	if err := jsonkit.Unmarshal(data, &all); err != nil {
		return err
	}
	*s = State(p)
	for k, v := range all {
		if !stateFields[k] {
			s.SetDetail(k, v)
		}
	}
	return nil
}

// stateFields are the JSON names of State's own fields.
var stateFields = func() map[string]bool {
	out := map[string]bool{}
	t := reflect.TypeOf(State{})
	for i := 0; i < t.NumField(); i++ {
		name, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
		if name != "" && name != "-" {
			out[name] = true
		}
	}
	return out
}()

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
		Marks:     []Mark{},
	}
	for _, f := range fouls {
		s.Forbidden = append(s.Forbidden, Foul{Point: f.Point.String(), Kind: f.Kind.String()})
	}
	return s
}

// JSON returns s as a JSON string.
func (s State) JSON() string {
	b, err := jsonkit.Marshal(s)
	if err != nil { // cannot happen: plain strings and bools
		return "{}"
	}
	return string(b)
}

// Param is one "key=value" (or bare "key") part of a URL hash.
type Param struct {
	Key, Value string
	HasValue   bool
}

// ParseParams splits a URL hash ("#a=1&b") into its parts, values
// unescaped ('+' read as a space, as forms do; a bad escape is kept as
// written).
func ParseParams(hash string) []Param {
	h := strings.TrimPrefix(hash, "#")
	if h == "" {
		return nil
	}
	var out []Param
	for _, part := range strings.Split(h, "&") {
		if part == "" {
			continue
		}
		k, v, has := strings.Cut(part, "=")
		if u, err := url.QueryUnescape(v); err == nil {
			v = u
		}
		out = append(out, Param{Key: k, Value: v, HasValue: has})
	}
	return out
}

// FormatParam is the hash "#key=value" with value encoded as
// encodeURIComponent does, or "#key" when value is "" and bare is set.
func FormatParam(key, value string, bare bool) string {
	if value == "" && bare {
		return "#" + key
	}
	return "#" + key + "=" + EncodeURIComponent(value)
}

// ParseLessonArg reads the argument of #lesson=<id>/<page>: a lesson ID and
// a page number from 1 (page 1 when it is left out).
func ParseLessonArg(arg string) (id string, page int, err error) {
	id, num, hasNum := strings.Cut(strings.TrimSpace(arg), "/")
	if id == "" {
		return "", 0, fmt.Errorf("no lesson named in %q", msg.Excerpt(arg))
	}
	page = 1
	if hasNum {
		n, err := strconv.Atoi(num)
		if err != nil || n < 1 {
			return "", 0, fmt.Errorf("page %q of lesson %q is not a number from 1", msg.Excerpt(num), msg.Excerpt(id))
		}
		page = n
	}
	return id, page, nil
}

// FormatLessonHash is the hash of a lesson page: "#lesson=<id>/<page>".
func FormatLessonHash(id string, page int) string {
	return "#lesson=" + EncodeURIComponent(id) + "/" + strconv.Itoa(page)
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
