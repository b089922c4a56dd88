// Package routes is the URL hash's routes ("#lesson=<id>/<page>",
// "#class=<link>", …) with the longest argument each takes, and the check
// the hash router (package game, openHash) makes before a screen reads an
// argument: a link of 20,000 characters is refused with a short notice
// that quotes only its start, however the screen would have read it.
// Each route and its cap are its screen's registry entry's (Route, Cap in
// game/frame/screens), which builds the Table the router uses.
package routes

import (
	"errors"
	"unicode/utf8"

	"renju/game/vocab/pageapi"
	"renju/msg"
)

// Route is one hash key and the longest argument (in characters, after
// unescaping) that it takes.
type Route struct {
	Key string
	Max int
}

// Short bounds an argument that names one thing: a lesson and its page
// ("false-three-forbidden/12", 24 characters), a drill and its level
// ("live-or-false.3", 15), a Foul Storm mode ("streak"). Routes that take
// no argument (#lessons, #games, #teach) ignore one, but one this long is
// not a link the app made. A route that takes a link of its own (a
// position, a game, a homework set, a classroom board) is capped by that
// link's own bound, checked again where it is read.
const Short = 64

// Table is every route of the app: the registry's (game/frame/screens).
type Table []Route

// Find is the route of key.
func (t Table) Find(key string) (Route, bool) {
	for _, r := range t {
		if r.Key == key {
			return r, true
		}
	}
	return Route{}, false
}

// Check is nil when value is short enough for the route of key (or key is
// no route: the router ignores it), else the notice saying so.
func (t Table) Check(key, value string) error {
	r, ok := t.Find(key)
	if !ok || len(value) <= r.Max { // bytes ≥ characters: the quick, common case
		return nil
	}
	n := utf8.RuneCountInString(value)
	if n <= r.Max {
		return nil
	}
	return msg.Errorf(msg.LinkTooLong, "#"+r.Key, n, r.Max, msg.Excerpt(value))
}

// Parse is the route a hash opens: the first of its parameters that is a
// route, its key and argument, and Check's error for it. ok is false when
// no parameter is a route (the hash names no screen).
func (t Table) Parse(hash string) (key, arg string, err error, ok bool) {
	for _, p := range pageapi.ParseParams(hash) {
		if _, is := t.Find(p.Key); is {
			return p.Key, p.Value, t.Check(p.Key, p.Value), true
		}
	}
	return "", "", nil, false
}

// Notice is how the app says that a link could not be opened: in the
// learner's language when the error has words in both (msg.Error), else
// in the error's English, introduced as such, with the tokens it quotes
// cut short (msg.ExcerptQuotes).
func Notice(err error) msg.Notice {
	var me msg.Error
	if errors.As(err, &me) {
		return msg.Say(msg.NoticeBadLink, me)
	}
	return msg.Say(msg.NoticeBadLinkRaw, msg.ExcerptQuotes(err.Error()))
}
