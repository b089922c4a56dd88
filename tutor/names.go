package tutor

import (
	"strings"

	"renju/rules"
)

// An Option changes how a walk is built.
type Option func(*options)

type options struct {
	// name is how a sentence names a point given in the trace's lower
	// case ("h8"); nil names it by its coordinate ("H8").
	name func(rules.Point) string
	// frame is the question the walk answers (frames.go); "" is the
	// forbidden frame.
	frame Frame
	// taught says whether the learner has met a term (a glossary ID);
	// nil: every term.
	taught func(term string) bool
}

// WithNames makes the walk name points by name(p) instead of their
// coordinates: a lesson page names its marked points by their letters
// ("A", "B"), as its text does. name may return "" to keep the
// coordinate.
func WithNames(name func(rules.Point) string) Option {
	return func(o *options) { o.name = name }
}

func optionsOf(opts []Option) options {
	var o options
	for _, f := range opts {
		if f != nil {
			f(&o)
		}
	}
	return o
}

// namer is one walk's voice: it names the points, remembering the names
// that are not coordinates for Walk.Labels, and knows the terms the
// learner has met (stage.go).
type namer struct {
	name   func(rules.Point) string
	labels map[string]string
	taught func(term string) bool
}

func newNamer(o options) *namer { return &namer{name: o.name, taught: o.taught} }

// of is the name of point p, given as in the trace ("h8"), or "edge".
func (n *namer) of(p string) string {
	if n == nil || n.name == nil {
		return strings.ToUpper(p)
	}
	q, err := rules.ParsePoint(p)
	if err != nil {
		return strings.ToUpper(p)
	}
	s := n.name(q)
	if s == "" || strings.EqualFold(s, p) {
		return strings.ToUpper(p)
	}
	if n.labels == nil {
		n.labels = map[string]string{}
	}
	n.labels[q.String()] = s
	return s
}

// Name is how the walk's sentences name point p (given as in the trace,
// "h8"): its label (Labels) or its coordinate in upper case. The walk
// player's breadcrumb and outline use it, so they say what the sentences
// say.
func (w *Walk) Name(p string) string {
	if l, ok := w.Labels[strings.ToLower(p)]; ok {
		return l
	}
	return strings.ToUpper(p)
}
